/// The encoding a text file was read in, as CoreFoundation's sniffing decides it (Documentation/StringsFiles.md,
/// "Encodings").
package enum TextEncoding: String, Hashable, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    /// A zero byte among the first two and no BOM: Apple reads UTF-16 in host order (little-endian on every
    /// current Apple device) and skips the first two bytes as if they were a BOM.
    case utf16WithoutBOM = "UTF-16 without BOM"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"
}

/// How a property list is stored.
public enum PropertyListFormat: String, Hashable, Sendable {
    case xml
    case binary
    /// The old-style text format that `.strings` files use too.
    case openStep
}
