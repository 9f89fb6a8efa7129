import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptOutput
import RatePromptTestSupport

/// The generators of Core's generated sources (`scripts/regenerate` runs them with `RATEPROMPT_REGENERATE=1`).
@Suite("Generated files: Core")
struct GeneratedFileTests {
    /// `Localizations/` is the one source of RatePrompt's copy; the embedded copy is generated from it.
    @Test func embeddedDefaultCopy() throws {
        try GeneratedFile.check("Sources/RatePromptCore/Localization/Generated/EmbeddedDefaultCopy.swift", Self.embeddedDefaultCopy())
    }

    /// Typed settings: one accessor per schema key, with the key's Swift type and its default from the schema.
    @Test func typedSettings() throws {
        try GeneratedFile.check("Sources/RatePromptCore/Configuration/Generated/PromptConfiguration+Settings.swift", Self.typedSettings())
    }

    /// `Configs/default.plist`: every key with a fixed default set to it, the others documented (what
    /// `rateprompt config --schema --format plist` prints).
    @Test func defaultPropertyList() throws {
        try GeneratedFile.check("Configs/default.plist", ConfigurationDocumentation.defaultPropertyList())
    }

    static func embeddedDefaultCopy() throws -> String {
        let folder = GeneratedFile.repository.appendingPathComponent("Localizations")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".lproj") }.sorted()
        var source = """
            // Generated from Localizations/*.lproj/RatePrompt.strings by GeneratedFileTests; do not edit.
            // Regenerate every generated file: scripts/regenerate

            enum EmbeddedDefaultCopy {
                /// (localization, file contents), sorted by localization.
                static let files: [(String, String)] = [

            """
        for name in names {
            let url = folder.appendingPathComponent(name).appendingPathComponent("RatePrompt.strings")
            let contents = try String(contentsOf: url, encoding: .utf8)
            try #require(!contents.contains("\"\"\"#") && !contents.contains("\r"), "\(url.path) cannot be embedded")
            source += "        (\"\(name.dropLast(6))\", #\"\"\"\n\(contents)\n\"\"\"#),\n"
        }
        source += "    ]\n}\n"
        return source
    }

    /// Settings whose typed accessor is public: the name the prompt shows.
    static let publicSettings: Set = ["applicationName"]

    static func typedSettings() -> String {
        var names = ""
        var accessors = ""
        for key in ConfigurationSchema.keys {
            names += "        package static let \(key.name) = \"\(key.name)\"\n"
            let (type, read) = switch key.type {
            case .integer: ("Int64", "integerValue")
            case .number: ("Double", "numberValue")
            case .boolean: ("Bool", "booleanValue")
            case .string: ("String", "stringValue")
            case .promotions: ("PromotionSettings", "promotionsValue")
            }
            var doc = key.summary
            if let unit = key.unit { doc += " Unit: \(unit)." }
            let lookup = "value(ConfigurationKey.Name.\(key.name))?.\(read)"
            // The public API keeps to what a library user reads from a loaded configuration; the rest is the
            // policy's and the rules' own.
            let access = Self.publicSettings.contains(key.name) ? "public" : "package"
            if let value = key.defaultValue {
                doc += " Default: \(value.literal)" + (key.defaultNote.map { " (\($0))" } ?? "") + "."
                accessors += documentation(doc) + "    \(access) var \(key.name): \(type) {\n        \(lookup) ?? \(swiftLiteral(value))\n    }\n"
            } else {
                doc += " Unset by default" + (key.defaultNote.map { ": \($0)" } ?? "") + "."
                accessors += documentation(doc) + "    \(access) var \(key.name): \(type)? {\n        \(lookup)\n    }\n"
            }
        }
        return """
            // Generated from ConfigurationSchema.keys by GeneratedFileTests (Tests/RatePromptCoreTests); do not edit.
            // Regenerate every generated file: scripts/regenerate

            import RatePromptFormats

            extension ConfigurationKey {
                /// The schema's key names, for code that names a setting (a finding's location, a trace's measure).
                package enum Name {
            \(names)    }
            }

            /// Typed access to every setting: its value, or the schema's default when it is unset.
            extension PromptConfiguration {
            \(accessors)}

            """
    }

    /// `///` lines of at most 120 characters.
    static func documentation(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, 8 + line.count + 1 + word.count > 120 {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines.map { "    /// \($0)\n" }.joined()
    }

    static func swiftLiteral(_ value: ConfigurationValue) -> String {
        switch value {
        case .integer(let integer): String(integer)
        case .number(let number): ConfigurationValue.number(number).literal
        case .boolean(let boolean): boolean ? "true" : "false"
        case .string(let string):
            "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .promotions:
            // No setting of this type has a fixed default.
            "nil"
        }
    }
}
