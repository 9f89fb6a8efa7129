import Testing
@testable import RatePromptFormats

/// The byte scan of Objective-C: each lookup's key, table, bundle and default, and what it must not take for a call.
@Suite struct ObjectiveCStringScannerTests {
    static func described(_ text: String) -> [String] {
        let references = Array(text.utf8).withUnsafeBytes { ObjectiveCStringScanner.references(in: $0, path: "A.m") }
        return references.map { reference in
            let bundle: String
            switch reference.bundle {
            case .main: bundle = "main"
            case .module: bundle = "module"
            case .current: bundle = "current"
            case .other(let written): bundle = written
            }
            return "\(reference.location.line):\(reference.location.column) \(reference.call) \(reference.key.display) "
                + "\(reference.table ?? "?") \(bundle)\(reference.hasDefaultValue ? " default" : "")"
                + "\(reference.isPreviewOrDebug ? " debug" : "")"
        }
    }

    @Test func eachForm() {
        let text = #"""
            #define L(key) NSLocalizedString(key, nil)
            a = NSLocalizedString(@"Plain", nil);
            b = NSLocalizedString(@"Two " @"parts" "!", @"");
            c = NSLocalizedString(@"Say \"hi\"\n\u00e9", @"comment, with (parens)");
            d = NSLocalizedStringFromTable(@"t.key", @"Table", nil);
            e = NSLocalizedStringFromTableInBundle(@"b.key", @"Table", [NSBundle mainBundle], nil);
            f = NSLocalizedStringFromTableInBundle(@"o.key", nil, [NSBundle bundleForClass:[self class]], nil);
            g = NSLocalizedStringWithDefaultValue(@"d.key", nil, NSBundle.mainBundle, @"Default", nil);
            h = [[NSBundle mainBundle] localizedStringForKey:@"m.key" value:@"" table:@"Menu"];
            i = [NSBundle.mainBundle localizedStringForKey: @"v.key"
                                                     value: @"Shown" table: nil];
            j = NSLocalizedString(name, nil);
            k = NSLocalizedStringFromTable([@"p." stringByAppendingString:x], @"Table", nil);
            l = NSLocalizedString(@"p" @"q" stringByAppendingString, nil);
            // m = NSLocalizedString(@"Line comment", nil);
            /* n = NSLocalizedString(@"Block comment", nil);
               o = NSLocalizedString(@"Still", nil); */
            p = @"NSLocalizedString(@\"In a string\", nil)"; q = 'NSLo';
            #ifdef DEBUG
            r = NSLocalizedString(@"Debug", nil);
            #else
            s = NSLocalizedString(@"Release", nil);
            #endif
            #ifndef DEBUG
            t = NSLocalizedString(@"Not debug", nil);
            #else
            u = NSLocalizedString(@"Debug too", nil);
            #endif
            é = NSLocalizedString(@"After é", nil);
            """#
        #expect(Self.described(text) == [
            "2:23 NSLocalizedString Plain Localizable main",
            "3:23 NSLocalizedString Two parts! Localizable main",
            "4:23 NSLocalizedString Say \"hi\"\né Localizable main",
            "5:32 NSLocalizedStringFromTable t.key Table main",
            "6:40 NSLocalizedStringFromTableInBundle b.key Table main",
            "7:40 NSLocalizedStringFromTableInBundle o.key Localizable [NSBundle bundleForClass:[self class]]",
            "8:39 NSLocalizedStringWithDefaultValue d.key Localizable main default",
            "9:50 localizedStringForKey:value:table: m.key Menu main",
            "10:49 localizedStringForKey:value:table: v.key Localizable main default",
            "12:23 NSLocalizedString … Localizable main",
            "13:32 NSLocalizedStringFromTable … Table main",
            "14:23 NSLocalizedString … Localizable main",
            "20:23 NSLocalizedString Debug Localizable main debug",
            "22:23 NSLocalizedString Release Localizable main",
            "25:23 NSLocalizedString Not debug Localizable main",
            "27:23 NSLocalizedString Debug too Localizable main debug",
            "29:23 NSLocalizedString After é Localizable main",
        ])
    }

    /// A file that names none of the lookups gives nothing, and so does one that only defines or mentions them.
    @Test func noReferences() {
        #expect(Self.described("int main(void) { return 0; }\n").isEmpty)
        #expect(Self.described("#define T(k) NSLocalizedString(k, nil)\n// NSLocalizedString(@\"x\", nil)\n").isEmpty)
    }

    /// Truncated and unbalanced input ends the scan without a crash or a hang.
    @Test func truncatedInput() {
        for text in [
            "a = NSLocalizedString(@\"open", "a = NSLocalizedString(", "a = NSLocalizedString(@\"k\" /* open",
            "[x localizedStringForKey:", "]] localizedStringForKey:@\"k\" value:", "a = NSLocalizedString(@\"k\\",
            "#if DEBUG\n#else\n#else\n#endif\n#endif\nNSLocalizedString(@\"k\", nil)", "\"\\u", "NSLocalizedString ",
        ] {
            _ = Self.described(text)
        }
        #expect(Self.described("a = NSLocalizedString(@\"open") == ["1:23 NSLocalizedString open Localizable main"])
    }
}
