import RatePromptFormats

/// What RatePrompt reads in one Swift file of the app: its review requests, its promoted-purchase handlers, the
/// localized strings it asks for and its `// rateprompt:` comments.
package struct CodeFile: Sendable {
    package internal(set) var path: String
    package var reviewRequests: [ReviewRequestSite] = []
    package var purchaseHandlers: [PromotedPurchaseHandler] = []
    /// The localized strings the file asks a bundle for, in source order.
    package var stringReferences: [LocalizedStringReference] = []
    /// The wrappers and static members it declares between its calls and a table (`StringAccessors`).
    package var stringAccessors: [StringAccessor] = []
    /// `// rateprompt:disable…` comments, for the linter's disable comments.
    package var directives: [CodeDirective] = []
    /// The deployment target of the project or package the file belongs to, when one was found (set by the linter).
    package internal(set) var deploymentTarget: DeploymentTarget?

    package init(path: String) {
        self.path = path
    }

    /// The file with the deployment target of the project or package around it, as `locator` finds it.
    package func withDeploymentTarget(from locator: ProjectLocator) -> CodeFile {
        var file = self
        file.deploymentTarget = locator.deploymentTarget(forFileAt: path)
        return file
    }
}

/// A `// rateprompt:…` line comment in a Swift file.
package struct CodeDirective: Sendable, Hashable {
    /// Where the comment starts.
    package internal(set) var position: TextPosition
    /// The text after `rateprompt:` to the end of the line: `disable-next-line review-request-ungated`.
    package internal(set) var text: String

    package init(position: TextPosition, text: String) {
        self.position = position
        self.text = text
    }
}
