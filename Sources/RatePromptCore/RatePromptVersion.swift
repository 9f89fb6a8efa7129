/// RatePrompt's version: the one constant behind `rateprompt --version`, SARIF's `tool.driver.semanticVersion` and
/// the preview page's generator line. Bump it here, and nowhere else, when a release is tagged.
package enum RatePromptVersion {
    package static let current = "0.1.0"
}
