#if canImport(_FoundationICU)
import _FoundationICU
import Testing
@testable import RatePromptCore

/// ICU's cardinal plural rules for one locale, through `uplrules_select` and `uplrules_selectWithFormat`.
final class ICUPluralRules {
    private let rules: OpaquePointer
    private var formatters: [Int: UnsafeMutablePointer<UNumberFormat?>] = [:]

    init?(_ locale: String) {
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status), status.rawValue <= 0 else {
            return nil
        }
        self.rules = rules
    }

    deinit {
        swift_uplrules_close(rules)
        formatters.values.forEach { swift_unum_close($0) }
    }

    /// The category of a whole count.
    func category(_ count: Int) -> String {
        keyword { buffer, capacity, status in swift_uplrules_select(rules, Double(count), buffer, capacity, status) }
    }

    /// The category of `value` shown with exactly `fractionDigits` digits after the point (1.50 is not 1.5).
    func category(_ value: Double, fractionDigits: Int) -> String {
        let formatter = formatters[fractionDigits] ?? {
            var status = U_ZERO_ERROR
            let made = swift_unum_open(UNUM_DECIMAL, nil, 0, "en", nil, &status)!
            swift_unum_setAttribute(made, UNUM_GROUPING_USED, 0)
            swift_unum_setAttribute(made, UNUM_MIN_FRACTION_DIGITS, Int32(fractionDigits))
            swift_unum_setAttribute(made, UNUM_MAX_FRACTION_DIGITS, Int32(fractionDigits))
            formatters[fractionDigits] = made
            return made
        }()
        return keyword { buffer, capacity, status in
            swift_uplrules_selectWithFormat(rules, value, UnsafePointer(formatter), buffer, capacity, status)
        }
    }

    private func keyword(_ select: (UnsafeMutablePointer<UChar>, Int32, UnsafeMutablePointer<UErrorCode>) -> Int32) -> String {
        var buffer = [UChar](repeating: 0, count: 16)
        var status = U_ZERO_ERROR
        let length = select(&buffer, Int32(buffer.count), &status)
        return String(decoding: buffer.prefix(Int(max(0, length))), as: UTF16.self)
    }

    /// The CLDR release of the toolchain's ICU data.
    static var cldrVersion: String {
        var version: UVersionInfo = (0, 0, 0, 0)
        var status = U_ZERO_ERROR
        swift_ulocdata_getCLDRVersion(&version, &status)
        return version.1 == 0 ? "\(version.0)" : "\(version.0).\(version.1)"
    }
}

/// The generated CLDR rules (`PluralRuleTable.swift`) agree with the plural rules of Apple's ICU in the toolchain.
@Suite("Plural rules against ICU's uplrules_select")
struct PluralRulesICUTests {
    @Test func bothSidesNameTheirCLDRRelease() {
        var icuVersion: UVersionInfo = (0, 0, 0, 0)
        swift_u_getVersion(&icuVersion)
        print("plural rules: CLDR \(PluralRules.cldrVersion) (generated); ICU \(icuVersion.0).\(icuVersion.1) in the "
              + "toolchain: CLDR \(ICUPluralRules.cldrVersion)")
        #expect(ICUPluralRules.cldrVersion.split(separator: ".").first == Substring(PluralRules.cldrVersion))
    }

    /// Every locale of the table, on the integers 0–10,000 and on decimals with one to three fraction digits.
    @Test func everyLocaleOfTheTableAgreesWithICU() throws {
        var integers = 0
        var decimals = 0
        var disagreements: [String] = []
        for locale in PluralRules.cardinalRuleTable.keys.sorted() {
            let ours = PluralRules(localization: locale)
            #expect(ours.locale == locale)
            let icu = try #require(ICUPluralRules(locale))
            for count in 0...10_000 {
                integers += 1
                let expected = icu.category(count)
                if ours.category(for: count).rawValue != expected, disagreements.count < 20 {
                    disagreements.append("\(locale) \(count): ours \(ours.category(for: count)), ICU \(expected)")
                }
            }
            for digits in 1...3 {
                let scale = [1, 10, 100, 1000][digits]
                // 0.0–100.0, 0.00–20.00 and 0.000–3.000 (every third): each category's decimal samples.
                for scaled in stride(from: 0, through: [0, 100, 20, 3][digits] * scale, by: digits == 3 ? 3 : 1) {
                    decimals += 1
                    let fraction = String(scaled % scale)
                    let text = "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
                    let operands = try #require(PluralOperands(text))
                    let expected = icu.category(Double(scaled) / Double(scale), fractionDigits: digits)
                    if ours.category(for: operands).rawValue != expected, disagreements.count < 20 {
                        disagreements.append("\(locale) \(text): ours \(ours.category(for: operands)), ICU \(expected)")
                    }
                }
            }
        }
        print("plural rules: \(PluralRules.cardinalRuleTable.count) locales, \(integers) integers and \(decimals) "
              + "decimals compared with ICU")
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(PluralRules.cardinalRuleTable.count > 200)
    }

    /// Every locale ICU has (regions and scripts included: pt_AO, sr_Latn, zh_Hant_HK), resolved to the table the
    /// way `PluralRules(localization:)` does, on the integers 0–1,000 and a few decimals.
    @Test func everyICULocaleResolvesToTheSameRules() throws {
        var locales = 0
        var disagreements: [String] = []
        for index in 0..<swift_uloc_countAvailable() {
            let locale = String(cString: swift_uloc_getAvailable(index))
            let ours = PluralRules(localization: locale)
            let icu = try #require(ICUPluralRules(locale))
            locales += 1
            for count in 0...1_000 where ours.category(for: count).rawValue != icu.category(count) {
                disagreements.append("\(locale) \(count): ours \(ours.category(for: count)) (\(ours.locale ?? "none")), "
                                     + "ICU \(icu.category(count))")
                break
            }
            for text in ["0.5", "1.5", "2.25", "1.0", "21.3", "1000000.0"] {
                let operands = try #require(PluralOperands(text))
                let digits = text.split(separator: ".")[1].count
                let expected = icu.category(Double(text)!, fractionDigits: digits)
                if ours.category(for: operands).rawValue != expected {
                    disagreements.append("\(locale) \(text): ours \(ours.category(for: operands)), ICU \(expected)")
                    break
                }
            }
        }
        print("plural rules: \(locales) ICU locales resolved and compared")
        #expect(locales > 500)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(30).joined(separator: "\n"))")
    }
}
#endif
