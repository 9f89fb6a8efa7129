import RatePromptFormats
import RatePromptCore

/// Rules and the reader of an input they need, from a product outside RatePromptKit.
///
/// RatePromptKit lints without reading the app's Swift: that needs swift-syntax, which a package that only checks its
/// strings should not have to build. The `RatePromptSource` product adds its stage (`LintStage.source`): the Swift
/// reader and the source rules. A run knows RatePromptKit's catalog plus the rules of the stages it is given.
public struct LintStage: Sendable {
    /// Reads the app's Swift files.
    package struct SwiftReader: Sendable {
        /// Whether a file's bytes may hold something the stage reads: the others are never parsed.
        package internal(set) var mentions: @Sendable (UnsafeRawBufferPointer) -> Bool
        /// The file read.
        package internal(set) var read: @Sendable (_ bytes: [UInt8], _ path: String) -> CodeFile
        /// For the string accessors the files declare, a reader of the references a file makes through them (nil
        /// for a file that names none): a second pass, since an accessor is declared in one file and used in others.
        package internal(set) var accessorUses: (@Sendable (StringAccessors) -> AccessorUseReader)?

        package typealias AccessorUseReader = @Sendable (_ bytes: [UInt8], _ path: String) -> [LocalizedStringReference]?

        package init(
            mentions: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool,
            read: @escaping @Sendable ([UInt8], String) -> CodeFile,
            accessorUses: (@Sendable (StringAccessors) -> AccessorUseReader)? = nil
        ) {
            self.mentions = mentions
            self.read = read
            self.accessorUses = accessorUses
        }
    }

    package internal(set) var rules: [any LintRule.Type]
    package internal(set) var swiftReader: SwiftReader?

    package init(rules: [any LintRule.Type], swiftReader: SwiftReader? = nil) {
        self.rules = rules
        self.swiftReader = swiftReader
    }

    /// RatePromptKit's own rules (`RuleCatalog`).
    package static let builtIn = LintStage(rules: RuleCatalog.rules)
}

extension [LintStage] {
    /// Every rule of the stages, in catalog order: RatePromptKit's first.
    package var rules: [any LintRule.Type] { flatMap(\.rules) }

    /// The descriptions of every rule, for `rateprompt rules`, SARIF and the documentation.
    package var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// The Swift reader of the first stage that has one.
    package var swiftReader: LintStage.SwiftReader? { lazy.compactMap(\.swiftReader).first }

    /// The rule with `id`, in any stage.
    package func rule(_ id: String) -> (any LintRule.Type)? {
        rules.first { $0.description.id == id }
    }
}
