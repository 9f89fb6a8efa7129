import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
import RatePromptTestSupport

@Suite("XML property-list reader")
struct XMLPropertyListParserTests {
    typealias Support = PlistTestSupport

    // MARK: Grammar, compared with CoreFoundation snippet by snippet

    /// Snippets where CoreFoundation's grammar has corners; each is read by us and by `PropertyListSerialization`,
    /// and both must accept with the same value or both refuse.
    static let grammarSnippets: [String] = [
        // roots
        "<plist><true/></plist>", "<dict/>", "<array/>", "<string>a</string>", "<key>a</key>",
        "<plist><key>a</key></plist>", "<plist></plist>", "<plist/>", "<plist> </plist>", " <true/>",
        "<!--c--><true/>", "<?xml version=\"1.0\"?><!--c--><?pi?><plist><true/></plist>", "<PLIST><true/></PLIST>",
        "<plist><TRUE/></plist>", "<plist><plist><true/></plist></plist>", "<array><plist><true/></plist></array>",
        "<plist><true/></plist>x", "<plist><true/></plist><true/>", "<true/><false/>", "<plist><true/></plist><",
        "<plist><true/></plist></x>", "x<true/>", "<plist><string>a</string><string>b</string></plist>",
        "<!DOCTYPE plist><string>a</string>",
        "<plist version='1.0' xmlns='http://x'><true/></plist>", "<plist xmlns:a='x'><a:true/></plist>",
        "<string>a</string><!DOCTYPE x [ <!ENTITY a 'b'> ]>",
        // containers
        "<dict><key>a</key><key>b</key></dict>", "<dict><key>a</key><key>b</key><true/></dict>",
        "<dict><string>a</string></dict>", "<array><key>a</key></array>", "<dict> x <key>a</key><true/></dict>",
        "<array> x <true/></array>", "<plist>x<true/></plist>", "<plist><true/>x</plist>",
        "<dict><key>a</key><true/><!--x--></dict>", "<dict><key>a</key><?pi?><true/></dict>",
        "<dict><key>a</key>   </dict>", "<plist><array></array> </plist>", "<plist><dict></plist>",
        "<dict><key/><true/></dict>", "<dict><key><![CDATA[k]]></key><true/></dict>",
        "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>",
        "<dict><key>a<!--c-->b</key><true/></dict>",
        // booleans
        "<true/>", "<true>x</true>", "<true></true>", "<false/>x", "<true> </true>", "<true><!--c--></true>",
        "<true  />", "<false></false>",
        // strings
        "<string/>", "<string></string>", "<string>a<!-- c -->b</string>", "<string>a<?pi x?>b</string>",
        "<string>a<b/>c</string>", "<string>a<![CDATA[b]]>c</string>", "<string>&#00065;</string>",
        "<string>&#x0041;</string>", "<string>&#X41;</string>", "<string>&#xD800;</string>",
        "<string>&#x110000;</string>", "<string>&#65</string>", "<string>&amp</string>", "<string>&AMP;</string>",
        "<string>a & b</string>", "<string>a < b</string>", "<string>a > b</string>", "<string >a</string>",
        "<string>a</string >", "<string>a</strin>", "<string>&lt;&gt;&amp;&apos;&quot;</string>",
        "<string>&#x1F600;&#233;</string>", "<string>caf\u{E9} \u{1F600} \u{4E2D}</string>",
        "<string>\u{FEFF}a</string>", "<string>&#xFEFF;a</string>", "<string>&amp;\u{FEFF}a</string>",
        "<string>a\u{FEFF}</string>", "<string><![CDATA[\u{FEFF}a]]></string>", "<string>\u{FEFF}\u{FEFF}a</string>",
        "<dict><key>\u{FEFF}k</key><true/></dict>",
        // integers
        "<integer>5</integer>", "<integer>+5</integer>", "<integer>-0x10</integer>", "<integer>0x</integer>",
        "<integer></integer>", "<integer/>", "<integer>18446744073709551615</integer>",
        "<integer>18446744073709551616</integer>", "<integer>-9223372036854775808</integer>",
        "<integer>-9223372036854775809</integer>", "<integer>9223372036854775807</integer>",
        "<integer>9223372036854775808</integer>", "<integer>007</integer>", "<integer>1e3</integer>",
        "<integer>0X1f</integer>", "<integer>0xFFFFFFFFFFFFFFFF</integer>", "<integer>0x1FFFFFFFFFFFFFFFF</integer>",
        "<integer>-0xFFFFFFFFFFFFFFFF</integer>", "<integer>- 5</integer>", "<integer>--5</integer>",
        "<integer>+-5</integer>", "<integer>-</integer>", "<integer>5<!-- c --></integer>",
        "<integer><![CDATA[5]]></integer>", "<integer>-0</integer>", "<integer>1.5</integer>",
        "<integer>0x-5</integer>", "<integer>00x5</integer>", "<integer> 5</integer>", "<integer>5 </integer>",
        "<integer>-  5</integer>", "<integer>+ 5</integer>", "<integer>- 0x5</integer>", "<integer>0x 5</integer>",
        "<integer>\n5</integer>", "<integer>-\t5</integer>", "<integer>- </integer>", "<integer>0xg</integer>",
        "<integer>5a</integer>", "<integer>&#53;</integer>", "<integer>-0x8000000000000000</integer>",
        "<integer>-0x8000000000000001</integer>", "<integer>99999999999999999999999</integer>",
        "<integer>000000000000000000000000000001</integer>",
        // reals
        "<real>nan</real>", "<real>NaN</real>", "<real>+infinity</real>", "<real>-infinity</real>",
        "<real>infinity</real>", "<real>inf</real>", "<real>-inf</real>", "<real>+inf</real>", "<real>INF</real>",
        "<real> 1.5</real>", "<real>1.5 </real>", "<real></real>", "<real/>", "<real>0x10</real>", "<real>1e</real>",
        "<real>abc</real>", "<real>1</real>", "<real>.5</real>", "<real>5.</real>", "<real>-1e-3</real>",
        "<real>1e400</real>", "<real>+1.5</real>", "<real>1,5</real>", "<real>1.5x</real>", "<real>nanx</real>",
        "<real>+nan</real>", "<real>-nan</real>", "<real>Infinity</real>", "<real>1E3</real>",
        "<real>4.9e-324</real>", "<real>1e-400</real>", "<real>  -  1</real>", "<real>0x1p3</real>",
        "<real>\n1.5\n</real>", "<real>1_0</real>", "<real><![CDATA[1]]></real>", "<real>nAn</real>",
        "<real>infinit</real>", "<real> nan</real>", "<real>1e+3</real>", "<real>-.5</real>", "<real>.e3</real>",
        "<real>.</real>", "<real>00.5</real>", "<real>1e3.5</real>", "<real>nan(1)</real>", "<real>- 1</real>",
        "<real>1.5&#32;</real>", "<real>&#49;</real>", "<real>1&#46;5</real>", "<real>1<!--x-->.5</real>",
        "<real>1<![CDATA[.5]]></real>", "<real>\u{661}</real>",
        // dates
        "<date>2024-01-02T03:04:05Z</date>", "<date>2024-01-02T03:04:05</date>", "<date>2024-01-02T03:04:05.5Z</date>",
        "<date>2024-01-02</date>", "<date> 2024-01-02T03:04:05Z</date>", "<date>2024-01-02T03:04:05Z </date>",
        "<date>2024-1-2T3:4:5Z</date>", "<date>2024-13-02T03:04:05Z</date>", "<date>2024-02-30T03:04:05Z</date>",
        "<date>2024-01-02T25:04:05Z</date>", "<date>2024-01-02T03:60:61Z</date>", "<date>0001-01-01T00:00:00Z</date>",
        "<date>-2024-01-02T03:04:05Z</date>", "<date>12024-01-02T03:04:05Z</date>",
        "<date>2024-01-02T03:04:05+01:00</date>", "<date></date>", "<date/>", "<date>1969-12-31T23:59:59Z</date>",
        "<date>2024-01-02T03:04:05z</date>", "<date>2024-00-00T00:00:00Z</date>", "<date>99999-01-01T00:00:00Z</date>",
        "<date>2024-14-01T00:00:00Z</date>", "<date>2023-13-01T00:00:00Z</date>", "<date>2024-99-01T00:00:00Z</date>",
        "<date>2024-01-99T99:99:99Z</date>", "<date>24-01-01T00:00:00Z</date>", "<date>-0-01-01T00:00:00Z</date>",
        "<date>2000000000-01-01T00:00:00Z</date>", "<date>99999999999-01-01T00:00:00Z</date>",
        "<date>--01-01T00:00:00Z</date>", "<date>+2024-01-01T00:00:00Z</date>", "<date>1600-02-29T12:00:00Z</date>",
        "<date>1900-03-01T00:00:00Z</date>", "<date>-401-03-01T00:00:00Z</date>",
        "<date><![CDATA[2024-01-02T03:04:05Z]]></date>", "<date>2024-01-02T03:04:05Z<!--c--></date>",
        // data
        "<data>AAE=</data>", "<data>AAE</data>", "<data>A</data>", "<data>AAE==</data>", "<data>A=AE</data>",
        "<data>AA=E</data>", "<data>AAE=AAE=</data>", "<data>  A A E = </data>", "<data>AA!E=</data>",
        "<data>AA-_</data>", "<data></data>", "<data/>", "<data>====</data>", "<data>AAEx\nZm9v</data>",
        "<data>Zm9vYmFy</data>", "<data>Zm9vYg</data>", "<data>Zh==</data>", "<data>Zm9=</data>",
        "<data>\u{E9}</data>", "<data>Zh=!=</data>", "<data>Zh= =</data>", "<data>Zh=\t=</data>",
        "<data>Zh=&#10;=</data>", "<data>Zh=&#33;=</data>", "<data>Z&amp;m9v</data>", "<data>Zm9v&#128;</data>",
        "<data><![CDATA[AAE=]]></data>", "<data>AA<!--x-->E=</data>", "<data>Zm=v</data>",
        // depth
        String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512),
        String(repeating: "<array>", count: 513) + String(repeating: "</array>", count: 513),
        "<plist>" + String(repeating: "<dict><key>a</key>", count: 512) + "<true/>"
            + String(repeating: "</dict>", count: 512) + "</plist>",
        "<plist>" + String(repeating: "<dict><key>a</key>", count: 513) + "<true/>"
            + String(repeating: "</dict>", count: 513) + "</plist>",
        // encodings
        "<?xml version=\"1.0\" encoding=\"bogus\"?><string>a</string>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><string>caf\u{E9}</string>",
    ]

    @Test("grammar snippets: same acceptance and values as PropertyListSerialization")
    func grammarMatchesFoundation() {
        var checked = 0
        for snippet in Self.grammarSnippets {
            var bytes = Array(snippet.utf8)
            if snippet.contains("ISO-8859-1") {
                // Latin-1 bytes, as the declaration says.
                bytes = snippet.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
            }
            let ours = Support.xml(bytes)
            let theirs = Support.foundation(Data(bytes))
            let label = snippet.count > 80 ? String(snippet.prefix(60)) + "…(\(snippet.count))" : snippet
            switch (ours.root, theirs) {
            case (let root?, let any?):
                let difference = Support.difference(root.value, any)
                #expect(difference == nil, "\(label): \(difference ?? "")")
                #expect(ours.diagnostics.isEmpty, "\(label): \(ours.diagnostics)")
            case (nil, nil):
                #expect(ours.diagnostics.count == 1 && ours.diagnostics[0].severity == .error, "\(label)")
            case (let root?, nil):
                Issue.record("\(label): we read \(root.value), Foundation refuses it")
            case (nil, let any?):
                Issue.record("\(label): Foundation reads \(any), we refuse: \(ours.diagnostics)")
            }
            checked += 1
        }
        #expect(checked == Self.grammarSnippets.count)
        #expect(checked > 240)
    }

    /// Where RatePrompt deliberately refuses what CoreFoundation accepts, because libxml2 enforces XML 1.0
    /// well-formedness that CoreFoundation's hand-written scanner skips. Each refusal explains itself.
    @Test("stricter than CoreFoundation where XML 1.0 forbids it", arguments: [
        ("<string>a\u{1}b</string>", "malformed XML"),
        ("<string>]]></string>", "malformed XML"),
        ("<string>&#0;</string>", "malformed XML"),
        ("<plist version=1.0><true/></plist>", "malformed XML"),
        ("<plist a='1' a='2'><true/></plist>", "malformed XML"),
        ("<?xml?><string>a</string>", "malformed XML"),
        ("<?xml version=\"2.0\"?><string>a</string>", "malformed XML: unsupported version '2.0'"),
    ])
    func stricterThanFoundation(_ snippet: String, _ message: String) throws {
        #expect(Support.foundation(Data(snippet.utf8)) != nil, "CoreFoundation accepts \(snippet)")
        let document = Support.xml(snippet)
        #expect(document.root == nil)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .syntaxError)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
    }

    @Test("bytes that are not UTF-8 are an error that names the fix")
    func invalidUTF8() throws {
        let bytes = Array("<plist><string>caf".utf8) + [0xE9] + Array("</string></plist>".utf8)
        let document = Support.xml(bytes)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.root == nil)
        #expect(diagnostic.message.hasPrefix("the file is not valid UTF-8"), "\(diagnostic.message)")
        #expect(diagnostic.location.line == 1)
    }

    // MARK: Positions

    @Test("keys and values carry the line and column of their start tags")
    func positions() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>title</key>
            \t<string>Rate é😀</string>
            \t<key>count</key> <integer>3</integer>
            \t<key>list</key>
            \t<array>
            \t\t<string>a</string><true/>
            \t</array>
            \t<key>ünï</key><real
            \t  attr="x">0.5</real>
            </dict>
            </plist>
            """
        let document = Support.xml(text)
        let root = try #require(document.root)
        #expect(document.diagnostics.isEmpty)
        #expect(root.position == TextPosition(line: 3, column: 1))
        let entries = try #require(root.value.entries)
        #expect(entries.map(\.key) == ["title", "count", "list", "ünï"])
        #expect(entries[0].keyPosition == TextPosition(line: 4, column: 2))
        #expect(entries[0].value.position == TextPosition(line: 5, column: 2))
        #expect(entries[0].value.value == .string("Rate é😀"))
        #expect(entries[1].keyPosition == TextPosition(line: 6, column: 2))
        #expect(entries[1].value.position == TextPosition(line: 6, column: 19))
        #expect(entries[2].value.position == TextPosition(line: 8, column: 2))
        guard case .array(let elements) = entries[2].value.value else {
            Issue.record("list is not an array")
            return
        }
        #expect(elements.map(\.position) == [TextPosition(line: 9, column: 3), TextPosition(line: 9, column: 21)])
        // Columns count characters, not bytes; a start tag that spans lines starts where its `<` is.
        #expect(entries[3].keyPosition == TextPosition(line: 11, column: 2))
        #expect(entries[3].value.position == TextPosition(line: 11, column: 16))
        #expect(entries[3].value.value == .real(0.5))
    }

    @Test("positions after a multi-byte prefix on the same line count characters")
    func columnsCountCharacters() throws {
        let document = Support.xml("<plist><array><string>ü😀中</string><string>x</string></array></plist>")
        guard case .array(let elements)? = document.root?.value else {
            Issue.record("not an array: \(document.diagnostics)")
            return
        }
        #expect(elements.map(\.position.column) == [15, 35])
    }

    @Test("errors name the problem at its exact position", arguments: [
        ("<plist>\n<dict>\n  <key>a</key>\n</dict>\n</plist>", 3, 3,
         "<key> \"a\" has no value; add a value element after it or remove the key"),
        ("<plist>\n  <dict><string>x</string></dict></plist>", 2, 9,
         "<string> where <dict> expects a <key>; write <key>name</key> before each value"),
        ("<plist><array>\n  <integer>12 </integer></array></plist>", 2, 3, "<integer> contains whitespace"),
        ("<plist><array>\n  <integer>1.5</integer></array></plist>", 2, 3, "<integer> contains '.'"),
        ("<plist><array>\n  <integer>18446744073709551616</integer></array></plist>", 2, 3,
         "<integer> is above 18446744073709551615"),
        ("<plist><array>\n  <real>1,5</real></array></plist>", 2, 3, "<real> is not a number"),
        ("<plist><array>\n  <date>2024-01-02</date></array></plist>", 2, 3, "<date> is not an ISO 8601 UTC date"),
        ("<plist><array>\n  <data>AA\u{E9}</data></array></plist>", 2, 3, "<data> contains the byte 0xC3"),
        ("<plist><array>\n  <true>yes</true></array></plist>", 2, 3, "<true/> must be empty"),
        ("<plist>\n <foo/></plist>", 2, 2, "unknown element <foo>"),
        ("<plist><string>a</string>\n   <string>b</string></plist>", 2, 4, "<plist> already holds a value"),
        ("<plist>\n\n</plist>", 1, 1, "<plist> is empty"),
        ("<plist><string>a\n<b>x</b></string></plist>", 2, 1, "<string> (opened at 1:8) cannot contain the element <b>"),
        ("<plist><dict>\n  <key>a</key>\n  <string>b</dict></plist>", 3, 12,
         "closing tag </dict> does not match <string> (opened at 3:3)"),
        ("<plist><dict><key>a</key>\n<string>b", 2, 9, "the file ends inside <string> (opened at 2:1)"),
        ("<plist><string>&nbsp;</string></plist>", 1, 16, "unknown entity &nbsp;"),
        ("<plist><string>a<!-- note --></string></plist>", 1, 30, "a comment inside <string> (opened at 1:8)"),
        ("<plist><integer><![CDATA[5]]></integer></plist>", 1, 8, "a CDATA section inside <integer>"),
        ("<plist><array>\n  hello <true/></array></plist>", 2, 9, "text \"hello \" inside <array>"),
        ("   ", 1, 4, "the file contains no XML element"),
    ])
    func errorPositions(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let document = Support.xml(text)
        #expect(document.root == nil)
        #expect(document.diagnostics.count == 1)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == .syntaxError)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(diagnostic.location == FileLocation(path: "test.plist", line: line, column: column), "\(diagnostic)")
        // Apple refuses these files too (the whitespace-only one falls back to an empty old-style dictionary).
        if !text.allSatisfy(\.isWhitespace) {
            #expect(Support.foundation(Data(text.utf8)) == nil, "Foundation accepts \(text)")
        }
    }

    // MARK: Values

    @Test("integers at the limits")
    func integers() throws {
        let document = Support.xml("""
            <array><integer>9223372036854775807</integer><integer>-9223372036854775808</integer>\
            <integer>18446744073709551615</integer><integer>9223372036854775808</integer><integer>0x7fffFFFF</integer>\
            <integer>-0x10</integer><integer> +42</integer><integer>0</integer></array>
            """)
        guard case .array(let elements)? = document.root?.value else {
            Issue.record("\(document.diagnostics)")
            return
        }
        #expect(elements.map(\.value) == [
            .integer(.max), .integer(.min), .unsignedInteger(.max), .unsignedInteger(UInt64(Int64.max) + 1),
            .integer(0x7FFF_FFFF), .integer(-16), .integer(42), .integer(0),
        ])
    }

    @Test("reals, dates and data")
    func realsDatesData() throws {
        let document = Support.xml("""
            <array><real>nan</real><real>+infinity</real><real>-infinity</real><real>-1.5e-3</real><real>1e400</real>\
            <date>2001-01-01T00:00:00Z</date><date>2024-01-02T03:04:05Z</date><date>1969-12-31T23:59:59Z</date>\
            <data>
              SGVs
              bG8=
            </data><data></data></array>
            """)
        guard case .array(let elements)? = document.root?.value else {
            Issue.record("\(document.diagnostics)")
            return
        }
        #expect(elements.count == 10)
        guard case .real(let nan) = elements[0].value else { Issue.record("not a real"); return }
        #expect(nan.isNaN)
        #expect(elements[1].value == .real(.infinity))
        #expect(elements[2].value == .real(-.infinity))
        #expect(elements[3].value == .real(-1.5e-3))
        #expect(elements[4].value == .real(.infinity))
        #expect(elements[5].value == .date(Date(timeIntervalSinceReferenceDate: 0)))
        #expect(elements[6].value == .date(Date(timeIntervalSinceReferenceDate: 725_857_445)))
        #expect(elements[7].value == .date(Date(timeIntervalSince1970: -1)))
        #expect(elements[8].value == .data(Array("Hello".utf8)))
        #expect(elements[9].value == .data([]))
    }

    @Test("duplicate keys are all kept in file order; lookup gives the last")
    func duplicateKeys() throws {
        let document = Support.xml(
            "<dict><key>a</key><string>1</string><key>b</key><true/><key>a</key><string>2</string></dict>")
        let root = try #require(document.root)
        #expect(root.value.entries?.map(\.key) == ["a", "b", "a"])
        #expect(root.value.lookup("a")?.value.value == .string("2"))
        #expect(root.value.lookup("a")?.keyPosition == TextPosition(line: 1, column: 56))
    }

    @Test("documents over 10 MB stream through libxml2 without XML_PARSE_HUGE")
    func largeDocument() throws {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        let filler = String(repeating: "x", count: 90)
        for index in 0..<120_000 {
            text += "\t<key>key.\(index)</key>\n\t<string>\(filler) &amp; \(index) é</string>\n"
        }
        text += "</dict>\n</plist>\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 14_000_000)
        let document = Support.xml(bytes)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.prefix(1))")
        let entries = try #require(document.root?.value.entries)
        #expect(entries.count == 120_000)
        #expect(entries.last?.key == "key.119999")
        #expect(entries.last?.value.value == .string("\(filler) & 119999 é"))
        #expect(entries.last?.keyPosition == TextPosition(line: 4 + 2 * 119_999, column: 2))
        #expect(entries.last?.value.position == TextPosition(line: 5 + 2 * 119_999, column: 2))
    }

    @Test("a string longer than the chunk size arrives in pieces and is joined")
    func longString() throws {
        let long = String(repeating: "abcdé&<", count: 100_000)
        let escaped = long.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let document = Support.xml("<plist><string>\(escaped)</string></plist>")
        #expect(document.root?.value == .string(long))
    }

    @Test("UTF-16 documents with a byte-order mark")
    func utf16() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><dict><key>k</key><string>é😀</string></dict></plist>"
        var little: [UInt8] = [0xFF, 0xFE]
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        for bytes in [little, big] {
            let document = Support.xml(bytes)
            #expect(document.root?.value.lookup("k")?.value.value == .string("é😀"), "\(document.diagnostics)")
            #expect(document.root?.value.lookup("k")?.value.position == TextPosition(line: 1, column: 65))
            let any = try #require(Support.foundation(Data(bytes)))
            #expect(Support.difference(try #require(document.root).value, any) == nil)
        }
    }

    // MARK: Hostile XML

    @Test("quadratic blowup: a large entity referenced many times is refused at the DOCTYPE")
    func quadraticBlowup() throws {
        let entity = String(repeating: "a", count: 100_000)
        let references = String(repeating: "&a;", count: 20_000)
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"\(entity)\">]>\n"
            + "<plist><string>\(references)</string></plist>"
        let clock = ContinuousClock()
        var document: PropertyListDocument?
        let elapsed = clock.measure { document = Support.xml(text) }
        #expect(elapsed < .milliseconds(100), "took \(elapsed)")
        #expect(document?.root == nil)
        #expect(document?.diagnostics.map(\.code) == [.hostileXML])
        #expect(document?.diagnostics.first?.location.line == 2)
        #expect(document?.diagnostics.first?.message.contains("internal subset") == true)
    }

    @Test("an empty internal subset is refused too, as CoreFoundation does")
    func emptyInternalSubset() {
        let text = "<!DOCTYPE plist PUBLIC \"x\" \"y\" [ ]><string>a</string>"
        #expect(Support.foundation(Data(text.utf8)) == nil)
        #expect(Support.xml(text).diagnostics.map(\.code) == [.hostileXML])
    }

    @Test("an external DTD named by SYSTEM is never read")
    func externalDTDNotRead() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rateprompt-xxe-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dtd = folder.appendingPathComponent("evil.dtd")
        try Data("<!ENTITY secret \"TOP-SECRET\">".utf8).write(to: dtd)

        // If the DTD were loaded, &secret; would be defined and expand to TOP-SECRET.
        let withReference = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\">\n"
            + "<plist><string>&secret;</string></plist>"
        let refused = Support.xml(withReference)
        #expect(refused.root == nil)
        #expect(refused.diagnostics.first?.message.hasPrefix("unknown entity &secret;") == true,
                "\(refused.diagnostics)")
        #expect(!refused.diagnostics.contains { $0.message.contains("TOP-SECRET") })

        // Without a reference the DOCTYPE is harmless and the file reads, as in CoreFoundation.
        for doctype in ["SYSTEM \"file:///etc/passwd\"", "SYSTEM \"\(dtd.absoluteString)\"",
                        "PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\""] {
            let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist \(doctype)>\n<plist><string>ok</string></plist>"
            let document = Support.xml(text)
            #expect(document.root?.value == .string("ok"), "\(doctype): \(document.diagnostics)")
            #expect(Support.foundation(Data(text.utf8)) as? String == "ok")
        }
    }

    @Test("hostile documents never write to stderr and can be read from many threads at once")
    func concurrentReads() async throws {
        let hostile = try Support.fixture("billion_laughs.plist")
        let good = try Support.fixture("sample.xml.plist")
        let results = await withTaskGroup(of: (Bool, Bool).self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let a = PropertyListReader().read(hostile, path: "h")
                    let b = PropertyListReader().read(good, path: "g")
                    return (a.diagnostics.first?.code == .hostileXML, b.root?.value.lookup("count") != nil)
                }
            }
            var all: [(Bool, Bool)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0.0 && $0.1 })
    }

    // MARK: Differential round trip

    @Test("random property lists written as XML by Foundation read back the same", arguments: 0..<4)
    func roundTrip(_ batch: Int) throws {
        try Support.roundTrips(format: .xml, seed: 0xC0FFEE + UInt64(batch)) {
            XMLPropertyListParser(path: "r.plist").parse($0)
        }
    }

    // MARK: Sniffing

    @Test("mayBeXML and isUnmistakablyXML look past whitespace and a BOM")
    func sniffing() {
        func check(_ bytes: [UInt8]) -> (Bool, Bool) {
            bytes.withUnsafeBytes { raw in
                let text = TextInput(raw)
                return (XMLPropertyListParser.mayBeXML(text), XMLPropertyListParser.isUnmistakablyXML(text))
            }
        }
        #expect(check(Array("  \n<plist>".utf8)) == (true, true))
        #expect(check([0xEF, 0xBB, 0xBF] + Array("<?xml version".utf8)) == (true, true))
        #expect(check(Array("<!DOCTYPE plist>".utf8)) == (true, true))
        #expect(check(Array("<!-- c --><dict/>".utf8)) == (true, true))
        #expect(check(Array("<dict/>".utf8)) == (true, false))
        #expect(check(Array("<0fa1 b2>".utf8)) == (true, false))
        #expect(check(Array("\"a\" = \"b\";".utf8)) == (false, false))
        #expect(check([0xFF, 0xFE] + Array("<plist>".utf8).flatMap { [$0, 0] }) == (true, true))
        #expect(check([0xFE, 0xFF] + Array(" <dict>".utf8).flatMap { [0, $0] }) == (true, false))
        #expect(check([]) == (false, false))
    }
}
