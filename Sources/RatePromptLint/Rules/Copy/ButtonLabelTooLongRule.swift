import RatePromptFormats
import RatePromptCore

/// A button label that likely does not fit the alert's button.
struct ButtonLabelTooLongRule: LintRule {
    static let description = RuleDescription(
        id: "button-label-too-long", category: .copy, severity: .warning,
        summary: "A button label estimated wider than its button: \(pt(metrics.width)) alert, \(pt(metrics.buttonFontSize)) "
            + "font, two buttons side by side share the width.",
        rationale: "A label that does not fit is cut with \"…\". The estimate uses the alert of the preview page "
            + "(`AlertMetrics`): the alert is \(pt(metrics.width)) wide; three buttons stack, each \(pt(metrics.width)) "
            + "wide; two buttons (one label empty) sit side by side at \(pt(metrics.width / 2)); \(pt(metrics.buttonLabelInset)) "
            + "of room each side of a label, so a label has \(pt(metrics.rowLabelWidth)) side by side and "
            + "\(pt(metrics.stackedLabelWidth)) stacked. Glyph advances at \(pt(metrics.buttonFontSize)): wide East Asian "
            + "characters 1 em, capitals 0.66 em, digits 0.6 em, spaces 0.28 em, combining marks 0, everything else "
            + "0.52 em. It errs towards silence: check real devices for labels close to the limit.",
        triggering: [
            LintExample(.strings("de", "\"iRateRemindButton\" = ↓\"Bitte erinnern Sie mich morgen noch einmal daran, danke\";\n")),
            LintExample(
                .strings("en", "\"iRateCancelButton\" = \"\";\n\"iRateRemindButton\" = ↓\"Remind Me Much Later\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRemindButton\" = \"Remind Me Much Later\";\n\"iRateRateButton\" = \"Rate Now\";\n")),
        ])

    init() {}

    /// The alert the estimate is made against: the preview page's.
    static let metrics = AlertMetrics()

    private static func pt(_ value: Double) -> String {
        (value == value.rounded() ? String(Int(value)) : String(value)) + " pt"
    }

    /// The room a label has when `visibleButtons` buttons are shown.
    static func availableWidth(visibleButtons: Int) -> Double {
        metrics.labelWidth(metrics.buttonLayout(buttonCount: visibleButtons))
    }

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, context.isPromptTable(table) else { return [] }
        let prepared = context.lintTable(table)
        let configuration = context.configuration
        func hidden(_ key: PromptKey) -> Bool {
            if let value = configuration.value(key.configurationKey)?.stringValue { return value.isEmpty }
            return prepared.entry(key.rawValue)?.value.stringValue == ""
        }
        let visible = 1 + [PromptKey.cancelButton, .remindButton].filter { !hidden($0) }.count
        let layout = Self.metrics.buttonLayout(buttonCount: visible)
        let available = Self.metrics.labelWidth(layout)
        // A catalog's string marked not to translate is `unwanted-translation`'s alone.
        let notToTranslate = context.keysNotToTranslate(in: table) ?? []
        return [PromptKey.cancelButton, .remindButton, .rateButton].compactMap { key in
            guard !notToTranslate.contains(key.rawValue), let entry = prepared.entry(key.rawValue),
                  let label = entry.value.stringValue else { return nil }
            let width = Self.estimatedWidth(label)
            guard width > available else { return nil }
            return finding(
                "\(key.rawValue) in \(table.localization) is about \(Int(width.rounded())) pt wide; "
                    + "\(layout == .sideBySide ? "side by side" : "stacked"), a button has about \(Int(available)) pt",
                at: context.valueLocation(entry, in: table), key: key.rawValue)
        }
    }

    static func estimatedWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { width, scalar in
            let properties = scalar.properties
            let em: Double
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
                em = 1
            default:
                if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark {
                    em = 0
                } else if properties.isWhitespace {
                    em = 0.28
                } else if properties.isUppercase {
                    em = 0.66
                } else if properties.numericType != nil {
                    em = 0.6
                } else {
                    em = 0.52
                }
            }
            return width + em * metrics.buttonFontSize
        }
    }
}
