/// The classic iOS alert (UIAlertController `.alert`, iOS 9–18), in points: the one model of the alert that the
/// `button-label-too-long` rule estimates against and the preview page draws and measures with (the page receives the
/// numbers as data attributes). The values come from Documentation/AlertMetrics.md, "Metrics" (SDCAlertView's visual
/// style and Apple's HIG); Apple publishes no numbers, so the page calls its mock-ups approximate.
package struct AlertMetrics: Hashable, Sendable {
    package internal(set) var width: Double = 270
    package internal(set) var cornerRadius: Double = 13
    package internal(set) var horizontalPadding: Double = 16
    package internal(set) var titleFontSize: Double = 17
    package internal(set) var messageFontSize: Double = 13
    package internal(set) var buttonHeight: Double = 44
    package internal(set) var buttonFontSize: Double = 17
    /// The room a button label leaves at each side of its button. UIKit does not document it; 12 pt matches
    /// screenshots of labels that just fit.
    package internal(set) var buttonLabelInset: Double = 12
    /// The screen the alert sits on: an iPhone 8 / SE (2nd and 3rd generation), the smallest screen that current
    /// iOS versions run on.
    package internal(set) var screenHeight: Double = 667
    /// How much of that screen the message may take: RatePrompt's limit, not Apple's (the HIG asks for one or two
    /// short sentences). Taller than that, the alert fills most of the small screen with text; iOS scrolls the text
    /// only when the whole alert no longer fits.
    package internal(set) var messageHeightShare: Double = 0.4

    /// How the alert places its buttons.
    package enum ButtonLayout: String, Hashable, Sendable {
        /// Two buttons, each half the alert's width.
        case sideBySide = "row"
        /// One or three buttons, one full-width row each.
        case stacked = "stack"
    }

    package init() {}

    /// Exactly two actions sit side by side; one or three are stacked (a too-wide label also stacks two, which only
    /// a measurement can tell).
    package func buttonLayout(buttonCount: Int) -> ButtonLayout {
        buttonCount == 2 ? .sideBySide : .stacked
    }

    /// The widest label that fits a button in `layout`.
    package func labelWidth(_ layout: ButtonLayout) -> Double {
        switch layout {
        case .sideBySide: rowLabelWidth
        case .stacked: stackedLabelWidth
        }
    }

    /// The tallest message that reads without scrolling.
    package var messageHeightLimit: Double { (screenHeight * messageHeightShare).rounded(.down) }

    /// The widest label that fits a button of two side by side; a wider one makes iOS stack the buttons.
    package var rowLabelWidth: Double { width / 2 - 2 * buttonLabelInset }

    /// The widest label that fits a full-width (stacked) button; a wider one is truncated.
    package var stackedLabelWidth: Double { width - 2 * buttonLabelInset }
}
