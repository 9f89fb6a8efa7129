// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import Foundation
import RatePromptFormats
import RatePromptCore
import SwiftSyntax

/// Finds the localized strings a Swift file asks for: literals given to SwiftUI's `LocalizedStringKey` parameters,
/// `LocalizedStringKey(…)`, `LocalizedStringResource(…)`, `String(localized:…)`, `NSLocalizedString(…)` and
/// `Bundle.localizedString(forKey:value:table:)`. No type checker: a call is known by its name and labels.
final class LocalizedStringFinder: SyntaxVisitor {
    let locator: Locator
    /// Whether the file imports SwiftUI: its views and modifiers are taken only then (a `Button("…")` elsewhere is
    /// someone else's type).
    let usesSwiftUI: Bool
    private(set) var references: [LocalizedStringReference] = []
    /// The wrappers and static members the file declares between its calls and a table (`StringAccessor`).
    var accessors: [StringAccessor] = []
    /// The lookups inside a wrapper, whose key is the wrapper's parameter: the wrapper's callers ask for the keys.
    private var passedThrough: Set<SyntaxIdentifier> = []
    /// The expressions already read as symbols, so that `LocalizedStringResource.title` is read once.
    private var symbolExpressions: Set<SyntaxIdentifier> = []

    /// Takes a lookup inside a wrapper for no reference of its own.
    func markPassedThrough(_ call: FunctionCallExprSyntax) {
        passedThrough.insert(call.id)
    }

    /// SwiftUI views whose first, unlabelled parameter is a `LocalizedStringKey` title when given a literal.
    static let views: Set<String> = [
        "Text", "Label", "Button", "Toggle", "Picker", "Link", "Menu", "Section", "TextField", "SecureField", "Stepper",
        "DatePicker", "MultiDatePicker", "ColorPicker", "LabeledContent", "GroupBox", "DisclosureGroup",
        "NavigationLink", "ContentUnavailableView", "Tab", "ProgressView", "Gauge", "ShareLink", "ControlGroup",
    ]
    /// SwiftUI modifiers whose first, unlabelled parameter is a `LocalizedStringKey` when given a literal.
    static let modifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "alert", "confirmationDialog", "badge",
    ]
    /// Labels of `String(…:)`, `Text(…:)` and `LocalizedStringResource(…:)` initializers that name no table: any other
    /// label given an implicit member (`String(localizable: .title)`) is xcstrings-tool's table.
    static let initializerLabels: Set<String> = [
        "localized", "verbatim", "format", "describing", "reflecting", "repeating", "contentsOf", "decoding", "cString",
        "utf8String", "validatingUTF8", "validating", "data", "bytes", "unicodeScalarLiteral", "stringLiteral",
        "markdown", "timerInterval", "resource", "key", "style", "stringInterpolation", "localizedFormat",
    ]

    init(locator: Locator, usesSwiftUI: Bool) {
        self.locator = locator
        self.usesSwiftUI = usesSwiftUI
        super.init(viewMode: .sourceAccurate)
    }

    /// A call that looks a string up, with its arguments: what `add` needs.
    struct Lookup {
        var call: String
        var key: ExprSyntax
        var formatted: Bool
        var table: ExprSyntax?
        /// The bundle as written, normalized (`main`, `module`, `current`, or the expression).
        var bundle: String
        var defaultValue: ExprSyntax?
        /// Whether what the call returns is shown as it is: a SwiftUI title (a `LocalizedStringKey` with no arguments
        /// when its literal has no interpolation).
        var showsAsIs = false
    }

    /// The lookup `node` makes when it calls one of the APIs that look a string up by its key (not a SwiftUI view).
    static func lookup(_ node: FunctionCallExprSyntax) -> Lookup? {
        guard let name = calleeName(of: node) else { return nil }
        let first = node.arguments.first
        let firstIsUnlabelled = first != nil && first?.label == nil
        func argument(_ label: String) -> ExprSyntax? {
            let expression = node.arguments.first { $0.label?.text == label }?.expression
            // `tableName: nil`, `table: nil`: the default table, Localizable, as when the argument is left out.
            return (label == "tableName" || label == "table") && expression?.is(NilLiteralExprSyntax.self) == true
                ? nil : expression
        }
        switch name {
        case "NSLocalizedString" where firstIsUnlabelled:
            return Lookup(call: name, key: first!.expression, formatted: false, table: argument("tableName"),
                          bundle: bundleName(argument("bundle")), defaultValue: argument("value"))
        case "String" where first?.label?.text == "localized", "AttributedString" where first?.label?.text == "localized":
            return Lookup(call: "\(name)(localized:)", key: first!.expression, formatted: true, table: argument("table"),
                          bundle: bundleName(argument("bundle")), defaultValue: argument("defaultValue"))
        case "LocalizedStringKey" where firstIsUnlabelled, "LocalizedStringResource" where firstIsUnlabelled:
            return Lookup(call: name, key: first!.expression, formatted: true, table: argument("table"),
                          bundle: bundleName(argument("bundle")), defaultValue: argument("defaultValue"))
        case "localizedString" where first?.label?.text == "forKey":
            // `Bundle.main.localizedString(forKey:value:table:)`: the bundle is the call's base.
            let bundle = calleeBase(of: node).map { $0.hasSuffix("module") ? "module" : $0.hasSuffix("main") ? "main"
                : isOwnBundle($0) ? "current" : $0 } ?? "main"
            return Lookup(call: "localizedString(forKey:value:table:)", key: first!.expression, formatted: false,
                          table: argument("table"), bundle: bundle, defaultValue: argument("value"))
        default:
            return nil
        }
    }

    /// The name a call calls: `Text`, `navigationTitle` for `….navigationTitle(…)`.
    static func calleeName(of node: FunctionCallExprSyntax) -> String? {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The base a call is called on, as written without spaces; made only when asked for: a modifier's base is the
    /// whole view it modifies.
    static func calleeBase(of node: FunctionCallExprSyntax) -> String? {
        node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
    }

    /// A `bundle:` argument as `add` takes it: `main`, `module`, `current` (`#bundle`, a generated accessor's own), or
    /// the expression as written.
    static func bundleName(_ expression: ExprSyntax?) -> String {
        guard let written = expression.map({ $0.trimmedDescription.filter { !$0.isWhitespace } }) else { return "main" }
        if ["main", ".main", "Bundle.main"].contains(written) { return "main" }
        if [".module", "Bundle.module"].contains(written) { return "module" }
        if isOwnBundle(written) { return "current" }
        return written
    }

    /// `#bundle`, and the bundle SwiftGen's accessors find through a class of their own (`BundleToken`): the
    /// bundle of the module that compiles the call.
    static func isOwnBundle(_ written: String) -> Bool {
        written == "#bundle" || written == "BundleToken.bundle" || written == "Bundle(for:BundleToken.self)"
            // Xcode's own generated symbols, when a copy of them is in the repository.
            || written == "resourceBundleDescription"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let lookup = Self.lookup(node) {
            if passedThrough.contains(node.id) { return .visitChildren }
            if let symbol = Self.symbol(lookup.key) {
                // `String(localized: .title)`: a generated symbol.
                addSymbol(symbol, call: lookup.call, at: lookup.key, node: node)
            } else {
                add(node, lookup)
            }
            return .visitChildren
        }
        guard let name = Self.calleeName(of: node) else { return .visitChildren }
        // Whether the call names no base, or SwiftUI's (`SwiftUI.Text`): read in the tree.
        let memberBase = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let hasNoBase = !node.calledExpression.is(MemberAccessExprSyntax.self)
        let isSwiftUIs = hasNoBase || memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        let arguments = Array(node.arguments)
        let first = arguments.first
        let firstIsUnlabelled = first != nil && first?.label == nil
        if ["String", "Text", "LocalizedStringResource", "AttributedString"].contains(name), hasNoBase, let first,
           let label = first.label?.text, !Self.initializerLabels.contains(label),
           let member = Self.implicitMember(first.expression) {
            // xcstrings-tool: `String(localizable: .title)`, `Text(localizable: .title)`.
            addSymbol(.init(generator: .xcstringsTool, table: label, name: member.name,
                            written: "\(name)(\(label): \(member.written))"), call: name, at: first.expression, node: node)
            return .visitChildren
        }
        switch name {
        case _ where usesSwiftUI && firstIsUnlabelled && isSwiftUIs && Self.views.contains(name):
            // `Text(.now, style: .time)` shows a date, not a string.
            if !arguments.contains(where: { ["style", "format", "formatter"].contains($0.label?.text ?? "") }),
               let symbol = Self.symbol(first!.expression) {
                addSymbol(symbol, call: name, at: first!.expression, node: node)
            }
            // Only a literal: a `String` variable picks the verbatim initializer.
            guard first!.expression.is(StringLiteralExprSyntax.self) else { break }
            // `tableName: nil` is the default table.
            let table = name == "Text" ? argument("tableName", of: node) : nil
            add(node, Lookup(call: name, key: first!.expression, formatted: true,
                             table: table?.is(NilLiteralExprSyntax.self) == true ? nil : table,
                             bundle: Self.bundleName(name == "Text" ? argument("bundle", of: node) : nil), defaultValue: nil,
                             showsAsIs: true))
        case _ where usesSwiftUI && firstIsUnlabelled && node.calledExpression.is(MemberAccessExprSyntax.self)
                && Self.modifiers.contains(name):
            if let symbol = Self.symbol(first!.expression) {
                addSymbol(symbol, call: name, at: first!.expression, node: node)
            }
            guard first!.expression.is(StringLiteralExprSyntax.self) else { break }
            add(node, Lookup(call: name, key: first!.expression, formatted: true, table: nil, bundle: "main",
                             defaultValue: nil, showsAsIs: true))
        case "searchable" where usesSwiftUI:
            if let prompt = argument("prompt", of: node), prompt.is(StringLiteralExprSyntax.self) {
                add(node, Lookup(call: "searchable(prompt:)", key: prompt, formatted: true, table: nil, bundle: "main",
                                 defaultValue: nil, showsAsIs: true))
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `LocalizedStringResource.title` wherever it stands, read at its whole path (or its call).
        if node.base.flatMap({ $0.as(DeclReferenceExprSyntax.self) ?? $0.as(MemberAccessExprSyntax.self)?.base?
                .as(DeclReferenceExprSyntax.self) })?.baseName.text == "LocalizedStringResource",
           node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id {
            let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
            let expression = call.map(ExprSyntax.init) ?? ExprSyntax(node)
            if !symbolExpressions.contains(expression.id), let symbol = Self.symbol(expression) {
                addSymbol(symbol, call: "LocalizedStringResource", at: expression, node: node)
            }
        }
        // R.swift's `R.string.localizable.title()`, read at the member that names the key.
        if let symbol = Self.rswiftSymbol(node) {
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            addSymbol(isCalled ? .init(generator: .rswift, table: symbol.table, name: symbol.name, written: symbol.written + "()")
                      : symbol, call: "R.string", at: ExprSyntax(node), node: node)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // A struct's stored resource, which its memberwise initializer takes under its name.
            if !isStatic, binding.accessorBlock == nil, Self.isResourceType(binding.typeAnnotation?.type, optional: true),
               node.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true,
               let type = Self.enclosingTypes(node).last {
                accessors.append(StringAccessor(.resourceParameter(StringAccessor.ResourceParameter(callee: type, label: name, index: -1)),
                                                location: locator.location(binding)))
            }
            let body = Self.getter(of: binding)
            // A `LocalizedStringResource` that is a generated symbol: `let title: LocalizedStringResource = .title`.
            let places = Self.resourcePlaces(binding.typeAnnotation?.type)
            if !places.isEmpty {
                let results = binding.initializer.map { Self.results(of: $0.value) } ?? body.map(Self.results(of:)) ?? []
                addSymbols(in: Self.resourceExpressions(results, at: places))
            }
            if let body, Self.extendsString(node), recordWrapper(name: name, labels: [], parameters: [], isProperty: true,
                                                              owner: nil, body: body, at: binding) { continue }
            if isStatic {
                let value = binding.initializer?.value ?? body.flatMap(Self.singleExpression)
                if let value { recordMember(name: name, value: value, at: binding) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = Self.enclosingTypes(node).last {
            recordResourceParameters(callee: type, node.signature.parameterClause.parameters, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordResourceParameters(callee: node.name.text, node.signature.parameterClause.parameters, at: node)
        guard let body = node.body?.statements else { return .visitChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        let places = Self.resourcePlaces(node.signature.returnClause?.type)
        if !places.isEmpty { addSymbols(in: Self.resourceExpressions(Self.results(of: body), at: places)) }
        // A wrapper is called by its name, or its type's: a free function, a static one, or one of `String`'s. An
        // instance method of another type is called on a value RatePrompt cannot follow, and is left as it is.
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let owner = Self.enclosingTypes(node).last
        if Self.extendsString(node) || parameters.contains(where: Self.takesString) && (owner == nil || isStatic),
           recordWrapper(name: node.name.text, labels: parameters.map(\.firstName.text),
                         parameters: parameters.map { ($0.secondName ?? $0.firstName).text }, isProperty: false,
                         owner: Self.extendsString(node) ? nil : owner, body: body, at: node) {
            return .visitChildren
        }
        if isStatic, let value = Self.singleExpression(body) {
            recordMember(name: node.name.text, value: value, at: node)
        }
        return .visitChildren
    }

    /// Whether a parameter takes a string a wrapper could pass on as a key (`String`, `StaticString`,
    /// `String.LocalizationValue`, `Substring`).
    static func takesString(_ parameter: FunctionParameterSyntax) -> Bool {
        var type = parameter.type
        if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType { type = wrapped }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return ["String", "StaticString", "Substring"].contains(identifier.name.text)
        }
        return type.as(MemberTypeSyntax.self)?.name.text == "LocalizationValue"
    }

    /// The generated symbols among expressions a `LocalizedStringResource` is given.
    private func addSymbols(in expressions: [ExprSyntax]) {
        for expression in expressions {
            if let symbol = Self.symbol(expression) {
                addSymbol(symbol, call: "LocalizedStringResource", at: expression, node: expression)
            }
        }
    }

    private func argument(_ label: String, of node: FunctionCallExprSyntax) -> ExprSyntax? {
        node.arguments.first { $0.label?.text == label }?.expression
    }

    private func add(_ node: FunctionCallExprSyntax, _ lookup: Lookup) {
        references.append(lookupReference(node, lookup))
    }

    /// The reference a lookup makes.
    func lookupReference(_ node: FunctionCallExprSyntax, _ lookup: Lookup) -> LocalizedStringReference {
        let tableName: String?
        if let table = lookup.table {
            tableName = table.as(StringLiteralExprSyntax.self).flatMap(Self.plainText)
        } else {
            tableName = "Localizable"
        }
        // An empty literal or nil default is no default: the call then returns the key.
        let hasDefault = lookup.defaultValue.map {
            !$0.is(NilLiteralExprSyntax.self) && $0.as(StringLiteralExprSyntax.self).flatMap(Self.plainText) != ""
        } ?? false
        let bundle: LocalizedStringReference.Bundle = switch lookup.bundle {
        case "main": .main
        case "module": .module
        case "current": .current
        default: .other(lookup.bundle)
        }
        let key = Self.key(of: lookup.key, formatted: lookup.formatted)
        var showsAsIs = false
        if case .literal = key {
            showsAsIs = lookup.showsAsIs || lookup.call == "NSLocalizedString" && Self.isShownAsIs(node)
        }
        return LocalizedStringReference(
            key: key, call: lookup.call, table: tableName,
            bundle: bundle, hasDefaultValue: hasDefault, location: locator.location(lookup.key),
            isPreviewOrDebug: Self.isPreviewOrDebug(node), showsValueAsIs: showsAsIs)
    }

    /// Whether the string a call returns goes straight to the screen: the one argument of SwiftUI's `Text(_:)` (a
    /// `String` there is shown verbatim), or assigned to a `text`, `title` or `placeholder`
    /// (`label.text = NSLocalizedString(…)`).
    static func isShownAsIs(_ node: FunctionCallExprSyntax) -> Bool {
        if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" { return true }
        if let list = node.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == node.id,
           list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           let target = list.first?.as(MemberAccessExprSyntax.self),
           ["text", "title", "placeholder"].contains(target.declName.baseName.text) { return true }
        return false
    }

    /// A generated symbol the code uses: its table and bundle are the module's own (Xcode writes `.forClass` of a
    /// class of the module, `Bundle.module` in a package).
    private func addSymbol(
        _ symbol: LocalizedStringReference.Symbol, call: String, at key: ExprSyntax, node: some SyntaxProtocol
    ) {
        symbolExpressions.insert(key.id)
        let table: String? = symbol.generator == .xcode ? symbol.table ?? "Localizable" : nil
        references.append(LocalizedStringReference(
            key: .symbol(symbol), call: call, table: table, bundle: .current, location: locator.location(key),
            isPreviewOrDebug: Self.isPreviewOrDebug(node),
            // R.swift formats every string, and shows the development language's for a missing key.
            isAlwaysFormatted: symbol.generator == .rswift, fallsBackToDevelopmentLanguage: symbol.generator == .rswift))
    }

    /// The key a literal gives: as written when it has no interpolation; with interpolations, the format string
    /// Xcode extracts (`formatted`: a `LocalizedStringKey`, `String.LocalizationValue`), else a key built at run time
    /// that starts with the text before the first interpolation. Anything but a literal: a key built at run time.
    static func key(of expression: ExprSyntax, formatted: Bool) -> LocalizedStringReference.Key {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return .prefix("") }
        // A raw string's escapes start with its delimiter: `\#n` in `#"…"#`; a plain `\n` there is text.
        let pounds = literal.openingPounds?.text.count ?? 0
        // Each piece: text, or an interpolation with the specifier it names (nil: any).
        var pieces: [(text: String?, specifier: String?)] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                pieces.append((unescaped(part.content.text, pounds: pounds), nil))
            case .expressionSegment(let interpolation):
                let specifier = interpolation.expressions.first { $0.label?.text == "specifier" }?.expression
                    .as(StringLiteralExprSyntax.self).flatMap(plainText)
                pieces.append((nil, specifier))
            }
        }
        guard pieces.contains(where: { $0.text == nil }) else { return .literal(pieces.compactMap(\.text).joined()) }
        guard formatted else { return .prefix(pieces.prefix { $0.text != nil }.compactMap(\.text).joined()) }
        // In a format string a percent sign of the text is written twice.
        return .format(pieces.map { piece in
            piece.text.map { $0.replacingOccurrences(of: "%", with: "%%") }
                ?? piece.specifier ?? String(LocalizedStringReference.Key.anySpecifier)
        }.joined())
    }

    /// A literal's text when it has no interpolation.
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        guard case .literal(let text) = key(of: ExprSyntax(literal), formatted: false) else { return nil }
        return text
    }

    /// A string literal's segment with its escapes resolved: `\n`, `\t`, `\"`, `\\`, `\u{1F600}`, each behind a raw
    /// string's `pounds` (`\#n` in `#"…"#`).
    static func unescaped(_ written: String, pounds: Int = 0) -> String {
        guard written.contains("\\") else { return written }
        let scalars = Array(written.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let escape = index + pounds
            guard scalar == "\\", escape < scalars.count, scalars[index..<escape].allSatisfy({ $0 == "#" }) else {
                result.append(scalar)
                continue
            }
            let escaped = scalars[escape]
            index = escape + 1
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while index < scalars.count, scalars[index] != "}" {
                    if scalars[index] != "{" { hex.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
                index += 1
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { result.append(decoded) }
            case "\n":
                // A multi-line literal's line continuation.
                break
            default: result.append(escaped)
            }
        }
        return String(result)
    }

    /// Whether `node` sits in `#Preview`, a `PreviewProvider`, an `#if DEBUG` branch (or the `#else` of `#if !DEBUG`)
    /// or a type named for debugging or previews (`FeedDebugView`, `ThreadView_Previews`: code no user runs), or in a
    /// view redacted as a placeholder (`.redacted(reason: .placeholder)`: its text is never read).
    static func isPreviewOrDebug(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var child = Syntax(node)
        while let parent = current {
            defer {
                child = parent
                current = parent.parent
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
               member.declName.baseName.text == "redacted",
               let call = member.parent?.as(FunctionCallExprSyntax.self),
               call.arguments.trimmedDescription.contains("placeholder") { return true }
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                if let condition = clause.condition {
                    let written = condition.trimmedDescription.filter { !$0.isWhitespace }
                    if written.contains("DEBUG"), !written.contains("!DEBUG") { return true }
                } else if let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first?.condition,
                          first.trimmedDescription.filter({ !$0.isWhitespace }) == "!DEBUG" {
                    // The `#else` of `#if !DEBUG`.
                    return true
                }
            }
            let inherited: InheritanceClauseSyntax?
            let name: String?
            if let type = parent.as(StructDeclSyntax.self) { (inherited, name) = (type.inheritanceClause, type.name.text) }
            else if let type = parent.as(ExtensionDeclSyntax.self) {
                (inherited, name) = (type.inheritanceClause, type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init))
            }
            else if let type = parent.as(EnumDeclSyntax.self) { (inherited, name) = (type.inheritanceClause, type.name.text) }
            else if let type = parent.as(ClassDeclSyntax.self) { (inherited, name) = (nil, type.name.text) }
            else if let type = parent.as(ActorDeclSyntax.self) { (inherited, name) = (nil, type.name.text) }
            else { (inherited, name) = (nil, nil) }
            if let name, LocalizedStringReference.namesDebugOrPreviewCode(name) { return true }
            if let inherited, inherited.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("PreviewProvider") }) {
                return true
            }
        }
        return false
    }
}
#endif
