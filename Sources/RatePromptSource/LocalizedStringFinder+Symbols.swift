// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import RatePromptFormats
import RatePromptCore
import SwiftSyntax

/// Generated symbols, and the declarations that stand between the code and a table: wrappers and static members.
extension LocalizedStringFinder {
    /// The Xcode symbol an expression names: `.title`, `.Discover.title`, `.subtitle(friendsPosts: 2)`,
    /// `LocalizedStringResource.title`; and xcstrings-tool's `.localizable(.title)`.
    static func symbol(_ expression: ExprSyntax) -> LocalizedStringReference.Symbol? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let table = implicitMember(call.calledExpression), table.table == nil, call.arguments.count == 1,
           call.arguments.first?.label == nil, let key = implicitMember(call.arguments.first!.expression),
           key.table == nil {
            // xcstrings-tool's `LocalizedStringKey.localizable(_:)`.
            return .init(generator: .xcstringsTool, table: table.name, name: key.name,
                         written: ".\(table.name)(\(key.written))")
        }
        guard let member = implicitMember(expression) else { return nil }
        return .init(generator: .xcode, table: member.table, name: member.name, written: member.written)
    }

    /// A member of `LocalizedStringResource` as written: `.title`, `.Discover.title`, `LocalizedStringResource.title`,
    /// each perhaps called (`.subtitle(friendsPosts: 2)`, written `.subtitle(friendsPosts:)`).
    static func implicitMember(_ expression: ExprSyntax) -> (table: String?, name: String, written: String)? {
        var called = expression
        var labels: [String]?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil else { return nil }
            labels = call.arguments.map { $0.label?.text ?? "_" }
            called = call.calledExpression
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
        let name = identifier(member.declName.baseName.text)
        guard name != "init", name != "self", name.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
        var table: String?
        var prefix = ""
        if let base = member.base {
            if let inner = base.as(MemberAccessExprSyntax.self) {
                guard inner.base == nil || isResourceName(inner.base!) else { return nil }
                table = identifier(inner.declName.baseName.text)
                // `LocalizedStringResource.BundleDescription.main` is no table's.
                guard table != "BundleDescription" else { return nil }
                prefix = (inner.base == nil ? "" : "LocalizedStringResource") + "." + table!
            } else if isResourceName(base) {
                prefix = "LocalizedStringResource"
            } else {
                return nil
            }
        }
        let arguments = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
        return (table, name, prefix + "." + name + arguments)
    }

    private static func isResourceName(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizedStringResource"
    }

    /// A name without the backticks of a keyword (`` `default` ``).
    static func identifier(_ written: String) -> String {
        written.count > 2 && written.hasPrefix("`") && written.hasSuffix("`") ? String(written.dropFirst().dropLast()) : written
    }

    /// R.swift's `R.string.<table>.<key>` at the member that names the key (`R.string.localizable.title()`,
    /// `R.string(preferredLanguages: …).localizable.title()`, `R.string.localizable(preferredLanguages: …).title()`).
    static func rswiftSymbol(_ node: MemberAccessExprSyntax) -> LocalizedStringReference.Symbol? {
        func unwrapped(_ expression: ExprSyntax?) -> ExprSyntax? {
            guard let expression else { return nil }
            return expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        }
        guard let table = unwrapped(node.base)?.as(MemberAccessExprSyntax.self),
              let string = unwrapped(table.base)?.as(MemberAccessExprSyntax.self), string.declName.baseName.text == "string",
              string.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R" else { return nil }
        let name = identifier(node.declName.baseName.text)
        let tableName = identifier(table.declName.baseName.text)
        return .init(generator: .rswift, table: tableName, name: name, written: "R.string.\(tableName).\(name)")
    }

    /// The places of a declared type where a `LocalizedStringResource` goes: `[nil]` for the type itself,
    /// `[0]` for the first element of a tuple `(LocalizedStringResource, Color)`; empty for any other type.
    static func resourcePlaces(_ type: TypeSyntax?) -> [Int?] {
        guard var type else { return [] }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if isResourceType(type) { return [nil] }
        guard let tuple = type.as(TupleTypeSyntax.self) else { return [] }
        return tuple.elements.enumerated().compactMap { isResourceType($0.element.type) ? $0.offset : nil }
    }

    /// The expressions a result gives at `places` (`resourcePlaces`): itself, or elements of a tuple.
    static func resourceExpressions(_ results: [ExprSyntax], at places: [Int?]) -> [ExprSyntax] {
        results.flatMap { result -> [ExprSyntax] in
            places.compactMap { place in
                guard let place else { return result }
                guard let tuple = result.as(TupleExprSyntax.self), place < tuple.elements.count else { return nil }
                return Array(tuple.elements)[place].expression
            }
        }
    }

    /// Whether a declared type is `LocalizedStringResource` (or, with `optional`, its optional or an array of it).
    /// Read in the tree, without making a string of every type of the file.
    static func isResourceType(_ type: TypeSyntax?, optional: Bool = false) -> Bool {
        guard var type else { return false }
        if optional, let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType { type = wrapped }
        // An array of them, for a parameter: `steps: [LocalizedStringResource]`.
        if optional, let element = type.as(ArrayTypeSyntax.self)?.element { type = element }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text == "LocalizedStringResource"
                && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Foundation"
        }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "LocalizedStringResource"
    }

    /// A computed property's getter: its body, or its `get` accessor's.
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: return body
        case .accessors(let accessors)?: return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        }
    }

    /// The one expression a body holds or returns.
    static func singleExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression { return expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The expressions a body gives as its value: its one expression, what it returns, and each branch's of an `if`,
    /// a `switch` or `?:` in those places (`switch kind { case .daily: .daily case .weekly: .weekly }`).
    static func results(of body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        /// An item's expression: itself, or an `if` or `switch` written as a statement.
        func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
            item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        }
        if body.count == 1, let single = body.first.flatMap(expression) { return results(of: single) }
        return body.flatMap { item -> [ExprSyntax] in
            if let statement = item.item.as(ReturnStmtSyntax.self), let returned = statement.expression {
                return results(of: returned)
            }
            if let branching = expression(item), branching.is(IfExprSyntax.self) || branching.is(SwitchExprSyntax.self) {
                return results(of: branching)
            }
            return []
        }
    }

    static func results(of expression: ExprSyntax) -> [ExprSyntax] {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return results(of: ternary.thenExpression) + results(of: ternary.elseExpression)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found = results(of: ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: found += results(of: block.statements)
            case .ifExpr(let next)?: found += results(of: ExprSyntax(next))
            case nil: break
            }
            return found
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { element -> [ExprSyntax] in
                element.as(SwitchCaseSyntax.self).map { results(of: $0.statements) } ?? []
            }
        }
        return [expression]
    }

    /// Whether `node` sits in an extension of `String` (or `StringProtocol`, `Substring`): there `self` is a string,
    /// and a lookup of `self` makes a wrapper.
    static func extendsString(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return ["String", "StringProtocol", "Substring", "Swift.String"].contains(extensionDecl.extendedType.trimmedDescription)
            }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self) {
                return false
            }
            current = parent.parent
        }
        return false
    }

    /// The types around `node`, outermost first: `["L10n", "Settings"]` (an extension's type as written, split at
    /// its dots).
    static func enclosingTypes(_ node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let type = parent.as(StructDeclSyntax.self) { names.append(type.name.text) }
            else if let type = parent.as(EnumDeclSyntax.self) { names.append(type.name.text) }
            else if let type = parent.as(ClassDeclSyntax.self) { names.append(type.name.text) }
            else if let type = parent.as(ActorDeclSyntax.self) { names.append(type.name.text) }
            else if let type = parent.as(ExtensionDeclSyntax.self) {
                names += type.extendedType.trimmedDescription.split(separator: ".").reversed().map(String.init)
            }
            current = parent.parent
        }
        return names.reversed()
    }
}

/// Collects the calls in a body (not in the closures and functions it declares: those are someone else's).
private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension LocalizedStringFinder {
    /// Records the parameters of a function or initializer that take a `LocalizedStringResource`.
    func recordResourceParameters(callee: String, _ parameters: FunctionParameterListSyntax, at node: some SyntaxProtocol) {
        for (index, parameter) in parameters.enumerated() where Self.isResourceType(parameter.type, optional: true) {
            accessors.append(StringAccessor(
                .resourceParameter(StringAccessor.ResourceParameter(callee: callee, label: parameter.firstName.text, index: index)),
                location: locator.location(node)))
        }
    }

    /// Records a function or computed property whose lookups all take the same parameter (or `self`, in an extension
    /// of `String`) as their key, and at most six statements: a wrapper, whose callers ask for the keys. Its lookups
    /// are then no references of their own. `parameters` are the parameters' names inside the body.
    func recordWrapper(
        name: String, labels: [String], parameters: [String], isProperty: Bool, owner: String?,
        body: CodeBlockItemListSyntax, at node: some SyntaxProtocol
    ) -> Bool {
        guard body.count <= 6 else { return false }
        let collector = CallCollector()
        collector.walk(body)
        let lookups = collector.calls.compactMap { call in Self.lookup(call).map { (call, $0) } }
        guard let first = lookups.first?.1 else { return false }
        let isSelf = Self.extendsString(node)
        /// The parameter an expression names (-1 for `self`), if it names one.
        func parameter(_ expression: ExprSyntax?) -> Int? {
            guard let written = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            if written == "self" { return isSelf ? -1 : nil }
            return parameters.firstIndex(of: written)
        }
        guard let key = parameter(first.key), lookups.allSatisfy({ parameter($0.1.key) == key }) else { return false }
        var table: String? = "Localizable"
        var tableParameter: Int?
        if let written = first.table {
            table = written.as(StringLiteralExprSyntax.self).flatMap(Self.plainText)
            tableParameter = parameter(written).flatMap { $0 >= 0 ? $0 : nil }
        }
        let bundle: LocalizedStringReference.Bundle = switch first.bundle {
        case "main": .main
        case "module": .module
        case "current": .current
        default: .other(first.bundle)
        }
        let formats = collector.calls.contains { call in
            let callee = Self.calleeName(of: call)
            return (callee == "String" && call.arguments.first?.label?.text == "format")
                || callee == "localizedStringWithFormat"
        }
        // A second look in the development language's own table: `Bundle(path:)` of `path(forResource: "en",
        // ofType: "lproj")`.
        let fallsBack = collector.calls.contains { call in
            call.arguments.contains { $0.label?.text == "forResource" && $0.expression.is(StringLiteralExprSyntax.self) }
                && call.arguments.contains { argument in
                    argument.label?.text == "ofType"
                        && argument.expression.as(StringLiteralExprSyntax.self).flatMap(Self.plainText) == "lproj"
                }
        }
        let wrapper = StringAccessor.Wrapper(
            name: name, labels: labels, isProperty: isProperty, owner: owner, keyParameter: key >= 0 ? key : nil,
            tableParameter: tableParameter, valueParameter: parameter(first.defaultValue).flatMap { $0 >= 0 ? $0 : nil },
            table: table, bundle: bundle, formats: formats, fallsBack: fallsBack)
        accessors.append(StringAccessor(.wrapper(wrapper), location: locator.location(node)))
        for (call, _) in lookups { markPassedThrough(call) }
        return true
    }

    /// Records a static member whose value is one call with a literal among its arguments: the lookup it stands for
    /// (`static let title = NSLocalizedString("title", comment: "")`), or the call of a wrapper that a later look
    /// resolves (`static let title = L10n.tr("Localizable", "settings.title")`).
    func recordMember(name: String, value: ExprSyntax, at node: some SyntaxProtocol) {
        guard let call = value.as(FunctionCallExprSyntax.self),
              call.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) else { return }
        let path = Self.enclosingTypes(node) + [Self.identifier(name)]
        guard path.count > 1 else { return }
        let member: StringAccessor.Member
        if let lookup = Self.lookup(call) {
            guard Self.symbol(lookup.key) == nil else { return }
            member = StringAccessor.Member(path: path, lookup: lookupReference(call, lookup))
        } else {
            guard let callee = Self.calleeName(of: call) else { return }
            member = StringAccessor.Member(path: path, lookup: nil, callee: callee, arguments: call.arguments.map { argument in
                StringAccessor.Argument(
                    label: argument.label?.text ?? "_",
                    key: argument.expression.is(StringLiteralExprSyntax.self) ? Self.key(of: argument.expression, formatted: false) : nil)
            })
        }
        accessors.append(StringAccessor(.member(member), location: locator.location(node)))
    }
}
#endif
