// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import RatePromptFormats
import RatePromptCore
import SwiftSyntax

/// Finds the uses of a run's string accessors in one file (`StringAccessors`): `"key".localized`, `L("key")`,
/// `L10n.tr("Localizable", "key")`, `L10n.Settings.title`. Each is a reference to the key the accessor passes on.
final class AccessorUseFinder: SyntaxVisitor {
    let locator: Locator
    let accessors: StringAccessors
    private(set) var references: [LocalizedStringReference] = []

    init(locator: Locator, accessors: StringAccessors) {
        self.locator = locator
        self.accessors = accessors
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = LocalizedStringFinder.calleeName(of: node) else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let isImplicitInit = name == "init" && node.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
        let parameters = name == "init" && !isImplicitInit ? [] : accessors.resourceParameters(of: name)
        for (index, argument) in node.arguments.enumerated() {
            // `ConfigurationItemView(title: .addTitle)`: a generated symbol given where the app takes a resource.
            guard parameters.contains(where: { $0.label == labels[index] && ($0.label != "_" || $0.index == index) })
            else { continue }
            let given = argument.expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) }
                ?? [argument.expression]
            for expression in given {
                guard let symbol = LocalizedStringFinder.symbol(expression), symbol.generator == .xcode else { continue }
                references.append(LocalizedStringReference(
                    key: .symbol(symbol), call: "\(name)(\(labels[index]):)", table: symbol.table ?? "Localizable",
                    bundle: .current, location: locator.location(expression),
                    isPreviewOrDebug: LocalizedStringFinder.isPreviewOrDebug(node)))
            }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let wrapper = accessors.wrappers(named: name).first(where: { $0.keyParameter == nil && !$0.isProperty }) {
            // `"key".localized(with: count)`: a wrapper of `String` called on the string.
            add(wrapper, arguments: [], selfKey: Self.key(of: base), call: "." + name, at: base, node: node)
        } else if let wrapper = accessors.wrappers(named: name).first(where: {
            $0.keyParameter != nil && $0.accepts(labels: labels) && Self.isCalled($0, by: node)
        }) {
            let arguments = node.arguments.map { argument in
                StringAccessor.Argument(label: argument.label?.text ?? "_", key: Self.key(of: argument.expression))
            }
            let keyArgument = Array(node.arguments)[wrapper.keyParameter!].expression
            // Named as written: `L10n.tr`, `L`.
            let written = node.calledExpression.trimmedDescription.filter { !$0.isWhitespace }
            add(wrapper, arguments: arguments, selfKey: nil, call: written, at: keyArgument, node: node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = LocalizedStringFinder.identifier(node.declName.baseName.text)
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if !isCalled, let base = node.base,
           let wrapper = accessors.wrappers(named: name).first(where: { $0.keyParameter == nil && $0.isProperty }) {
            // `"key".localized`.
            add(wrapper, arguments: [], selfKey: Self.key(of: base), call: "." + name, at: base, node: node)
            return .visitChildren
        }
        // `L10n.Settings.title`, read at its whole path: not at `L10n.Settings`, the base of a longer one.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { return .visitChildren }
        if let path = Self.path(node),
           let reference = accessors.reference(toMember: path, call: path, location: locator.location(node),
                                               isPreviewOrDebug: LocalizedStringFinder.isPreviewOrDebug(node)) {
            references.append(reference)
        }
        return .visitChildren
    }

    private func add(
        _ wrapper: StringAccessor.Wrapper, arguments: [StringAccessor.Argument], selfKey: LocalizedStringReference.Key?,
        call: String, at key: some SyntaxProtocol, node: some SyntaxProtocol
    ) {
        references.append(accessors.reference(
            through: wrapper, arguments: arguments, selfKey: selfKey, call: call, location: locator.location(key),
            isPreviewOrDebug: LocalizedStringFinder.isPreviewOrDebug(node)))
    }

    /// Whether `call` may call `wrapper`: without a base (inside its type, or a free function), or on its type
    /// (`L10n.tr`, `Self.tr`).
    static func isCalled(_ wrapper: StringAccessor.Wrapper, by call: FunctionCallExprSyntax) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return true }
        guard let owner = wrapper.owner else { return false }
        let last = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return last == owner || last == "Self"
    }

    /// The key an argument gives: a literal's (its interpolations make a key built at run time, as a `String`'s
    /// do), nil for anything else.
    static func key(of expression: ExprSyntax) -> LocalizedStringReference.Key? {
        guard expression.is(StringLiteralExprSyntax.self) else { return nil }
        return LocalizedStringFinder.key(of: expression, formatted: false)
    }

    /// A member path as written, its names joined with dots (`L10n.Settings.title`); nil for anything but names.
    static func path(_ node: MemberAccessExprSyntax) -> String? {
        var names = [LocalizedStringFinder.identifier(node.declName.baseName.text)]
        var base = node.base
        while let current = base {
            if let member = current.as(MemberAccessExprSyntax.self) {
                names.append(LocalizedStringFinder.identifier(member.declName.baseName.text))
                base = member.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                base = nil
            } else {
                return nil
            }
        }
        return names.count > 1 ? names.reversed().joined(separator: ".") : nil
    }
}
#endif
