/// An Apple platform a target can build for, with the names Xcode and SwiftPM give it.
enum ApplePlatform: String, CaseIterable, Sendable, Hashable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The build setting that holds the least version the target runs on.
    var deploymentTargetSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The platform of an SDK name as `SDKROOT` and `SUPPORTED_PLATFORMS` write it (`iphoneos`, `xrsimulator`); nil
    /// for `auto` and names of no platform here (`driverkit`).
    init?(sdk: some StringProtocol) {
        switch sdk.lowercased() {
        case "iphoneos", "iphonesimulator": self = .iOS
        case "macosx": self = .macOS
        case "appletvos", "appletvsimulator": self = .tvOS
        case "watchos", "watchsimulator": self = .watchOS
        case "xros", "xrsimulator": self = .visionOS
        default: return nil
        }
    }

    /// The platform a `Package.swift` names in `platforms:` (`.iOS(.v16)`, `.visionOS("1.1")`).
    init?(manifestName: String) {
        self.init(rawValue: manifestName)
    }

    static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
