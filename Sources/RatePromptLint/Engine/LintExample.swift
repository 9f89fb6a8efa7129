import Foundation
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

        package internal(set) var path: String
        /// The text, with `↓` markers.
        package internal(set) var text: String
        package internal(set) var encoding: Encoding
        /// A folder with the file's name instead of a file (the text is only its marker).
        package internal(set) var isFolder = false
        /// No file at all: a place findings point at (a localization's folder) that the example's other files make.
        package internal(set) var isAnchor = false

        package init(_ path: String, _ text: String, encoding: Encoding = .utf8) {
            self.path = path
            self.text = text
            self.encoding = encoding
        }

        /// The text without markers.
        package var plainText: String {
            text.replacingOccurrences(of: LintExample.marker, with: "").replacingOccurrences(of: LintExample.memberMarker, with: "")
        }

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
        var markedPositions: [TextPosition] { positions(of: LintExample.marker) }

        /// Line and column of every member marker.
        var markedMemberPositions: [TextPosition] { positions(of: LintExample.memberMarker) }

        private func positions(of marker: String) -> [TextPosition] {
            var positions: [TextPosition] = []
            var line = 1
            var column = 1
            let markers = Set([LintExample.marker, LintExample.memberMarker].map { $0.unicodeScalars.first! })
            for scalar in text.unicodeScalars {
                if markers.contains(scalar) {
                    if scalar == marker.unicodeScalars.first! { positions.append(TextPosition(line: line, column: column)) }
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

    static let marker = "↓"
    /// Marks each key a grouped finding lists (`FindingGroup`), where the example checks them.
    static let memberMarker = "↳"

    package internal(set) var files: [File]
    /// Where the example is written (`#fileID`, `#filePath`, `#line`, `#column` of its `LintExample(…)`): a failing
    /// example's test points there, not at the test that runs every rule's examples.
    package let fileID: String
    package let filePath: String
    package let line: Int
    package let column: Int

    package init(
        _ files: File..., fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(files: files, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    package init(
        files: [File], fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.files = files
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Every marked location; paths are relative to the example's root.
    package var expectedLocations: [FileLocation] {
        files.flatMap { file in file.markedPositions.map { FileLocation(path: file.path, position: $0) } }
    }

    /// Every place marked as a key of a grouped finding; paths are relative to the example's root.
    package var expectedMemberLocations: [FileLocation] {
        files.flatMap { file in file.markedMemberPositions.map { FileLocation(path: file.path, position: $0) } }
    }
}

extension LintExample.File {
    // Shorthands for the files rules need most.

    /// `Journal.xcodeproj/project.pbxproj`: a small Xcode project whose app target ships each of `tables` (`.strings`
    /// variant groups) in its localizations, and lists `knownRegions`; `marked` puts a finding's marker at its start.
    static func xcodeProject(
        _ tables: [(name: String, localizations: [String])], knownRegions: [String] = [], marked: Bool = false
    ) -> Self {
        var objects: [String] = []
        var groups: [String] = []
        for (offset, table) in tables.enumerated() {
            let references = table.localizations.map { "R\(offset)\($0)" }
            for (reference, language) in zip(references, table.localizations) {
                objects.append("\"\(reference)\" = {isa = PBXFileReference; name = \"\(language)\"; "
                    + "path = \"\(language).lproj/\(table.name).strings\"; sourceTree = \"<group>\"; };")
            }
            objects.append("G\(offset) = {isa = PBXVariantGroup; children = (\(references.map { "\"\($0)\"" }.joined(separator: ", "))); "
                + "name = \(table.name).strings; sourceTree = \"<group>\"; };")
            objects.append("B\(offset) = {isa = PBXBuildFile; fileRef = G\(offset); };")
            groups.append("G\(offset)")
        }
        return Self("Journal.xcodeproj/project.pbxproj", (marked ? LintExample.marker : "") + """
            // !$*UTF8*$!
            {
            objects = {
            ROOT = {isa = PBXProject; knownRegions = (\(knownRegions.joined(separator: ", "))); mainGroup = MAIN; targets = (APP); };
            MAIN = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = "<group>"; };
            \(objects.joined(separator: "\n"))
            APP = {isa = PBXNativeTarget; name = Journal; productType = "com.apple.product-type.application"; buildPhases = (RES); };
            RES = {isa = PBXResourcesBuildPhase; files = (\(tables.indices.map { "B\($0)" }.joined(separator: ", "))); };
            };
            rootObject = ROOT;
            }

            """)
    }


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

    /// One entry of a `.stringsdict` body: `key`, whose format `format` has the plural variable `variable` (an
    /// integer, `d`) with a text per category, in order. Markers at the start of `key` or of a text stand before its
    /// `<key>` or `<string>`, where findings about them point.
    static func pluralEntry(
        _ key: String, format: String = "%#@count@", variable: String = "count", _ forms: KeyValuePairs<String, String>
    ) -> String {
        let name = marked(key)
        return """
            \(name.marker)<key>\(name.text)</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
                <key>\(variable)</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(forms.map { category, text in
                let form = marked(text)
                return "        <key>\(category)</key>\(form.marker)<string>\(form.text)</string>"
            }.joined(separator: "\n"))
                </dict>
            </dict>
            """
    }

    /// `<language>.xliff`, a translator's XLIFF from English into `language` as Xcode exports it: a `<file>` per
    /// element of `files` (the app's file it translates, and its units: id, source, target or none). Markers at the
    /// start of an id, a source or a target stand before its `<trans-unit>`, `<source>` or `<target>`, where findings
    /// about them point.
    static func xliff(
        _ language: String, _ files: [(original: String, units: [(id: String, source: String, target: String?)])]
    ) -> Self {
        let body = files.map { file in
            let units = file.units.map { unit in
                let id = marked(unit.id), source = marked(unit.source)
                let target = unit.target.map { target in
                    let text = marked(target)
                    return "\n        \(text.marker)<target>\(text.text)</target>"
                } ?? ""
                return """
                      \(id.marker)<trans-unit id="\(id.text)" xml:space="preserve">
                        \(source.marker)<source>\(source.text)</source>\(target)
                      </trans-unit>
                    """
            }.joined(separator: "\n")
            return """
                  <file original="\(file.original)" source-language="en" target-language="\(language)" datatype="plaintext">
                    <body>
                \(units)
                    </body>
                  </file>
                """
        }.joined(separator: "\n")
        return Self("\(language).xliff", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            \(body)
            </xliff>

            """)
    }

    /// `<localization>.lproj/<table>.stringsdict` with one entry as Xcode writes it: `key`, whose format `format` reads
    /// the plural `variables`. A `↓` at the start of a name or value marks the element that holds it: format `"↓%d"`
    /// is written `<key>NSStringLocalizedFormatKey</key>↓<string>%d</string>`.
    package static func stringsdict(
        _ localization: String, key: String, format: String, _ variables: PluralVariable...,
        table: String = "Localizable"
    ) -> Self {
        var body = [element("key", key), "<dict>",
                    "    <key>NSStringLocalizedFormatKey</key>" + element("string", format)]
        for variable in variables {
            body += ["    " + element("key", variable.name), "    <dict>",
                     "        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>",
                     "        <key>NSStringFormatValueTypeKey</key>" + element("string", variable.valueType)]
            body += variable.forms.map { "        " + element("key", $0.category) + element("string", $0.text) }
            body.append("    </dict>")
        }
        body.append("</dict>")
        return stringsdict(localization, body.joined(separator: "\n"), table: table)
    }

    /// A plural variable of a `.stringsdict` entry: its name, its value's printf conversion (`d`, `ld`), and its
    /// forms by category, in file order.
    package struct PluralVariable: Sendable {
        var name: String
        var valueType: String
        var forms: [(category: String, text: String)]

        static func variable(
            _ name: String, type valueType: String, _ forms: KeyValuePairs<String, String>
        ) -> Self {
            Self(name: name, valueType: valueType, forms: forms.map { ($0.key, $0.value) })
        }
    }

    /// `<tag>value</tag>`, or `↓<tag>value</tag>` for a value that starts with a marker.
    private static func element(_ tag: String, _ value: String) -> String {
        let value = marked(value)
        return "\(value.marker)<\(tag)>\(value.text)</\(tag)>"
    }

    /// A text's leading markers (`↓`, `↳`), which stand before the element that holds the rest.
    private static func marked(_ text: String) -> (marker: Substring, text: Substring) {
        let marker = text.prefix { String($0) == LintExample.marker || String($0) == LintExample.memberMarker }
        return (marker, text.dropFirst(marker.count))
    }

    /// `<table>.xcstrings`, a String Catalog as Xcode writes it, whose `strings` object holds `strings` (its members
    /// as they stand in the file, indented by four spaces).
    package static func catalog(strings: String, sourceLanguage: String = "en", table: String = "Localizable") -> Self {
        Self("\(table).xcstrings", """
            {
              "sourceLanguage" : "\(sourceLanguage)",
              "strings" : {
            \(strings)
              },
              "version" : "1.0"
            }
            """)
    }

    /// `path`: an XML property list whose `<dict>` body is `body`.
    package static func propertyList(_ path: String, _ body: String) -> Self {
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

    /// A finding marked at a folder the example's other files make (`hr.lproj`), where a finding about a whole
    /// localization goes; nothing is written for it.
    static func anchor(_ path: String) -> Self {
        var file = Self(path, LintExample.marker)
        file.isAnchor = true
        return file
    }

    /// `Settings.bundle/Root.plist`: a Settings pane whose `PSGroupSpecifier`s are titled `titles`, in order.
    static func settingsPane(titles: [String]) -> Self {
        let specifiers = titles.map {
            "        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\($0)</string></dict>\n"
        }.joined()
        return Self("Settings.bundle/Root.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>StringsTable</key><string>Root</string>
                <key>PreferenceSpecifiers</key>
                <array>
            \(specifiers)    </array>
            </dict>
            </plist>

            """)
    }

    /// A JSON configuration, `RatePrompt.json`.
    package static func config(_ text: String) -> Self {
        Self("RatePrompt.json", text)
    }

    /// A property-list configuration, `RatePrompt.plist`: an XML property list whose `<dict>` body is `body`.
    static func configPlist(_ body: String) -> Self {
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

    /// A Swift source file of the app, at `path`.
    package static func swift(_ path: String, _ text: String) -> Self {
        Self(path, text)
    }

    /// `Package.swift`: a package `name` for `platforms` (the array's elements, `.iOS(.v16)`), with one target of
    /// the same name.
    package static func packageManifest(name: String, platforms: String) -> Self {
        Self("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "\(name)", platforms: [\(platforms)], targets: [.target(name: "\(name)")])
            """)
    }

    /// `<name>.xcodeproj/project.pbxproj`, an Xcode project whose `objects` hold `objects` (as they stand in the
    /// file, indented by eight spaces), the project object being `P1`.
    package static func xcodeProject(_ name: String, objects: String) -> Self {
        Self("\(name).xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
            \(objects)
                };
                rootObject = P1;
            }
            """)
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
        let sources = files.filter { $0.path != LintConfiguration.fileName && !$0.isAnchor }.map { file in
            let path = "\(root)/\(file.path)"
            // A folder in the example stands where the disk would give the reader a folder.
            return file.isFolder ? InputBytes(path: path, failure: InputFile.diagnostic(.notRegular(.directory), path: path))
                : InputBytes(path: path, bytes: file.bytes)
        }
        let result = Linter(configuration: configuration, rules: [rule], swiftReader: swiftReader).lint(sources, root: root)
        return result.findings.filter { $0.rule == rule.description.id }.map { finding in
            var finding = finding
            finding.location.path = String(finding.location.path.dropFirst(root.count + 1))
            finding.group?.mapPaths { String($0.dropFirst(root.count + 1)) }
            return finding
        }
    }
}
