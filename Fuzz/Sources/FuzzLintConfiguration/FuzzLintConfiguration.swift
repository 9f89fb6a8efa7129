import FuzzSupport
import Foundation
import RatePromptLint

/// `.rateprompt.yml` bytes through `LintConfiguration` (Yams), decoded as `load(contentsOf:)` decodes a file. Rule ids
/// the configuration keeps are known rules (RatePromptKit's, or the source stage's, which a file may name whether or not
/// that stage runs); every problem is a finding of `invalid-lint-configuration`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: fuzzInput(start, count), as: UTF8.self)
    let configuration = LintConfiguration.parse(text, path: fuzzPath)
    for finding in configuration.findings {
        require(finding.rule == "invalid-lint-configuration", "finding of \(finding.rule)")
        require(finding.location.path == fuzzPath, "finding path \(finding.location)")
    }
    for id in configuration.disabledRules.union(configuration.optInRules).union(configuration.severities.keys) {
        require(RuleCatalog.ids.contains(id), "unknown rule \"\(id)\" kept")
    }
    for rule in RuleCatalog.descriptions { _ = configuration.isEnabled(rule) }
    // A file below the configuration's folder, so that `included` and `excluded` globs are matched.
    let folder = URL(fileURLWithPath: fuzzPath).deletingLastPathComponent().path
    _ = configuration.includes(folder + "/App/en.lproj/Localizable.strings")
    return 0
}
