/// What a string's key tells about how the app uses the string.
package enum StringKey {
    /// Whether `key` names a property of an Interface Builder object, as ibtool writes the strings of a storyboard or
    /// xib (`2YJ-bg-OdR.title`, `Xw3-vJ-hnT.placeholderString`; an old xib's `125.title`): the object shows the
    /// string as it is, never through `String(format:)`.
    package static func isInterfaceBuilderObject(_ key: String) -> Bool {
        let bytes = Array(key.utf8.prefix(12))
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || ((byte | 0x20) >= UInt8(ascii: "a")
                && (byte | 0x20) <= UInt8(ascii: "z"))
        }
        func isLetter(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] | 0x20) >= UInt8(ascii: "a") && (bytes[index] | 0x20) <= UInt8(ascii: "z")
        }
        // `XXX-XX-XXX.` then a property name.
        if bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "."),
           [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy({ isAlphanumeric(bytes[$0]) }), isLetter(11) {
            return true
        }
        // An old xib's numeric object id.
        var index = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index > 0 && index < bytes.count && bytes[index] == UInt8(ascii: ".") && isLetter(index + 1)
    }
}
