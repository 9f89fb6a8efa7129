import Testing
@testable import RatePromptFormats

@Suite("StringKey")
struct StringKeyTests {
    @Test(arguments: ["2YJ-bg-OdR.title", "Xw3-vJ-hnT.placeholderString", "Lbh-J2-qVU.title", "125.title",
                      "7.ibShadowedToolTip"])
    func interfaceBuilderObjectKeys(_ key: String) {
        #expect(StringKey.isInterfaceBuilderObject(key))
    }

    @Test(arguments: ["", "title", "iRateMessageTitle", "2YJ-bg-OdR", "2YJ-bg-OdR.", "2YJ_bg-OdR.title",
                      "abc-de-fgh ", "100% of screen", "1.5", "menu.volume_up", "%i_OF_%i", "é2J-bg-OdR.title"])
    func otherKeys(_ key: String) {
        #expect(!StringKey.isInterfaceBuilderObject(key))
    }
}
