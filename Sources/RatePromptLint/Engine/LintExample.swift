import RatePromptFormats
import RatePromptCore

/// A small project written out in a rule's description: files whose text marks each expected finding with `↓`.
///
/// The marker stands right before the character a finding points at; it is removed before the files are linted.
/// The same examples feed the generated test of every rule and the rules documentation.
package struct LintExample: Sendable {
    package struct File: Sendable {
        /// How the text is turned into bytes.
        package enum Encoding: Sendable {
            case utf8
            case utf16LittleEndian(byteOrderMark: Bool)
            /// UTF-8 in which every U+FFFD stands for a byte 0xFF, which is not valid UTF-8.
            case utf8WithInvalidBytes
        }

        package var path: String
        /// The text, with `↓` markers.
        package var text: String
        package var encoding: Encoding
        /// A folder with the file's name instead of a file (the text is only its marker).
        package var isFolder = false

        package init(_ path: String, _ text: String, encoding: Encoding = .utf8) {
            self.path = path
            self.text = text
            self.encoding = encoding
        }

        /// The text without markers.
        package var plainText: String { text.replacingOccurrences(of: LintExample.marker, with: "") }

        package var bytes: [UInt8] {
            let text = plainText
            switch encoding {
            case .utf8:
                return Array(text.utf8)
            case .utf16LittleEndian(let byteOrderMark):
                var bytes: [UInt8] = byteOrderMark ? [0xFF, 0xFE] : []
                for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                return bytes
            case .utf8WithInvalidBytes:
                return text.unicodeScalars.flatMap { $0 == "\u{FFFD}" ? [0xFF] : Array(String($0).utf8) }
            }
        }

        /// Line and column of every marker, in the marker-free text (columns count Unicode scalars).
        package var markedPositions: [SourcePosition] {
            var positions: [SourcePosition] = []
            var line = 1
            var column = 1
            for scalar in text.unicodeScalars {
                if scalar == LintExample.marker.unicodeScalars.first! {
                    positions.append(SourcePosition(line: line, column: column))
                } else if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return positions
        }
    }

    package static let marker = "↓"

    package var files: [File]

    package init(_ files: File...) {
        self.files = files
    }

    package init(files: [File]) {
        self.files = files
    }

    /// Every marked location; paths are relative to the example's root.
    package var expectedLocations: [SourceLocation] {
        files.flatMap { file in file.markedPositions.map { SourceLocation(path: file.path, position: $0) } }
    }
}

extension LintExample.File {
    // Shorthands for the files rules need most.

    /// `<localization>.lproj/<table>.strings`.
    package static func strings(
        _ localization: String, _ text: String, table: String = "Localizable", encoding: Encoding = .utf8
    ) -> Self {
        Self("\(localization).lproj/\(table).strings", text, encoding: encoding)
    }

    /// `<localization>.lproj/<table>.stringsdict`: an XML property list whose `<dict>` body is `body`.
    package static func stringsdict(_ localization: String, _ body: String, table: String = "Localizable") -> Self {
        propertyList("\(localization).lproj/\(table).stringsdict", body)
    }

    /// `path`: an XML property list whose `<dict>` body is `body`.
    private static func propertyList(_ path: String, _ body: String) -> Self {
        Self(path, """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>

            """)
    }

    /// A folder where a file is expected (`fr.lproj/Localizable.strings/`), findings marked at its start.
    package static func folder(_ path: String) -> Self {
        var file = Self(path, LintExample.marker)
        file.isFolder = true
        return file
    }

    /// A JSON configuration, `RatePrompt.json`.
    package static func config(_ text: String) -> Self {
        Self("RatePrompt.json", text)
    }

    /// A property-list configuration, `RatePrompt.plist`: an XML property list whose `<dict>` body is `body`.
    package static func configPlist(_ body: String) -> Self {
        propertyList("RatePrompt.plist", body)
    }

    /// `<name>.storekit`, a StoreKit configuration as Xcode writes it.
    package static func storeKit(_ text: String, name: String = "Products") -> Self {
        Self("\(name).storekit", text)
    }

    /// `<name>.storekit` whose `products` array holds `products` (JSON objects, one per line).
    package static func storeKit(products: String, name: String = "Products") -> Self {
        storeKit("""
            {
              "products" : [
            \(products)
              ],
              "version" : { "major" : 4, "minor" : 0 }
            }

            """, name: name)
    }

    /// `.rateprompt.yml`.
    package static func lintConfiguration(_ text: String) -> Self {
        Self(LintConfiguration.fileName, text)
    }
}

extension LintExample {
    /// The folder an example is linted in: its files' paths are relative to it.
    package static let root = "/example"

    /// The findings of `rule` alone on the example, paths relative to `root`: what the example tests compare with the
    /// markers. `swiftReader` reads the Swift files of a rule that needs them (the source stage's).
    package func findings(of rule: any LintRule.Type, swiftReader: LintStage.SwiftReader? = nil) -> [LintFinding] {
        let root = Self.root
        var configuration = LintConfiguration()
        if let yaml = files.first(where: { $0.path == LintConfiguration.fileName }) {
            configuration = LintConfiguration.parse(yaml.plainText, path: "\(root)/\(yaml.path)")
        }
        configuration.optInRules.insert(rule.description.id)
        let sources = files.filter { $0.path != LintConfiguration.fileName }.map { file in
            let path = "\(root)/\(file.path)"
            // A folder in the example stands where the disk would give the reader a folder.
            return file.isFolder ? Linter.Source(path: path, failure: InputFile.diagnostic(.notRegular(.directory), path: path))
                : Linter.Source(path: path, bytes: file.bytes)
        }
        let result = Linter(configuration: configuration, rules: [rule], swiftReader: swiftReader).lint(sources, root: root)
        return result.findings.filter { $0.rule == rule.description.id }.map { finding in
            var finding = finding
            finding.location.path = String(finding.location.path.dropFirst(root.count + 1))
            return finding
        }
    }
}
