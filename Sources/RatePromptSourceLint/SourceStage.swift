import RatePromptCore
import RatePromptLint
import RatePromptSource

extension LintStage {
    /// The source stage: the app's Swift files read with swift-syntax (only those that name a review,
    /// promoted-purchase or localized-string API), and the rules about where and how the app asks for a review. Built without the
    /// SourceStage trait, it has no reader and its rules never run.
    public static let source = LintStage(rules: SourceRuleCatalog.rules, swiftReader: swiftReader)

    #if SourceStage
    private static let swiftReader: SwiftReader? = SwiftReader(
        mentions: { SwiftSourceReader.mentionsReadAPI($0) },
        read: { SwiftSourceReader.read($0, path: $1) },
        accessorUses: { SwiftSourceReader.accessorUseReader($0) })
    #else
    private static let swiftReader: SwiftReader? = nil
    #endif
}
