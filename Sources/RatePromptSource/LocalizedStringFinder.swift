// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import Foundation
import RatePromptFormats
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

    init(locator: Locator, usesSwiftUI: Bool) {
        self.locator = locator
        self.usesSwiftUI = usesSwiftUI
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        let base: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            base = nil
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
        } else {
            return .visitChildren
        }
        let arguments = Array(node.arguments)
        let first = arguments.first
        let firstIsUnlabelled = first != nil && first?.label == nil
        switch name {
        case "NSLocalizedString" where firstIsUnlabelled:
            add(node, call: name, key: first!.expression, formatted: false, table: argument("tableName", of: node),
                bundle: argument("bundle", of: node), defaultValue: argument("value", of: node))
        case "String" where first?.label?.text == "localized":
            add(node, call: "String(localized:)", key: first!.expression, formatted: true,
                table: argument("table", of: node), bundle: argument("bundle", of: node),
                defaultValue: argument("defaultValue", of: node))
        case "LocalizedStringKey" where firstIsUnlabelled, "LocalizedStringResource" where firstIsUnlabelled:
            add(node, call: name, key: first!.expression, formatted: true, table: argument("table", of: node),
                bundle: argument("bundle", of: node), defaultValue: argument("defaultValue", of: node))
        case "localizedString" where first?.label?.text == "forKey":
            // `Bundle.main.localizedString(forKey:value:table:)`: the bundle is the call's base.
            let bundle = base.map { $0.hasSuffix("module") ? "module" : $0.hasSuffix("main") ? "main" : $0 } ?? "main"
            add(node, call: "localizedString(forKey:value:table:)", key: first!.expression, formatted: false,
                table: argument("table", of: node), bundleName: bundle, defaultValue: argument("value", of: node))
        case _ where usesSwiftUI && firstIsUnlabelled && (base == nil || base == "SwiftUI") && Self.views.contains(name):
            // Only a literal: a `String` variable picks the verbatim initializer.
            guard first!.expression.is(StringLiteralExprSyntax.self) else { break }
            add(node, call: name, key: first!.expression, formatted: true,
                table: name == "Text" ? argument("tableName", of: node) : nil,
                bundle: name == "Text" ? argument("bundle", of: node) : nil, defaultValue: nil)
        case _ where usesSwiftUI && firstIsUnlabelled && node.calledExpression.is(MemberAccessExprSyntax.self)
                && Self.modifiers.contains(name):
            guard first!.expression.is(StringLiteralExprSyntax.self) else { break }
            add(node, call: name, key: first!.expression, formatted: true, table: nil, bundle: nil, defaultValue: nil)
        case "searchable" where usesSwiftUI:
            if let prompt = argument("prompt", of: node), prompt.is(StringLiteralExprSyntax.self) {
                add(node, call: "searchable(prompt:)", key: prompt, formatted: true, table: nil, bundle: nil,
                    defaultValue: nil)
            }
        default:
            break
        }
        return .visitChildren
    }

    private func argument(_ label: String, of node: FunctionCallExprSyntax) -> ExprSyntax? {
        node.arguments.first { $0.label?.text == label }?.expression
    }

    private func add(
        _ node: FunctionCallExprSyntax, call: String, key: ExprSyntax, formatted: Bool, table: ExprSyntax?,
        bundle: ExprSyntax?, defaultValue: ExprSyntax?
    ) {
        let bundleName = bundle.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
            .map { ["main", ".main", "Bundle.main"].contains($0) ? "main" : [".module", "Bundle.module"].contains($0) ? "module" : $0 }
        add(node, call: call, key: key, formatted: formatted, table: table, bundleName: bundleName ?? "main",
            defaultValue: defaultValue)
    }

    private func add(
        _ node: FunctionCallExprSyntax, call: String, key: ExprSyntax, formatted: Bool, table: ExprSyntax?,
        bundleName: String, defaultValue: ExprSyntax?
    ) {
        let tableName: String?
        if let table {
            tableName = table.as(StringLiteralExprSyntax.self).flatMap(Self.plainText)
        } else {
            tableName = "Localizable"
        }
        // An empty literal or nil default is no default: the call then returns the key.
        let hasDefault = defaultValue.map {
            !$0.is(NilLiteralExprSyntax.self) && $0.as(StringLiteralExprSyntax.self).flatMap(Self.plainText) != ""
        } ?? false
        let bundle: LocalizedStringReference.Bundle = bundleName == "main" ? .main : bundleName == "module" ? .module
            : .other(bundleName)
        references.append(LocalizedStringReference(
            key: Self.key(of: key, formatted: formatted), call: call, table: tableName, bundle: bundle,
            hasDefaultValue: hasDefault, location: locator.location(key), isPreviewOrDebug: Self.isPreviewOrDebug(node)))
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

    /// Whether `node` sits in `#Preview`, a `PreviewProvider` or an `#if DEBUG` branch (code no user runs), or in a
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
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                let written = condition.trimmedDescription.filter { !$0.isWhitespace }
                if written.contains("DEBUG"), !written.contains("!DEBUG") { return true }
            }
            let inherited: InheritanceClauseSyntax?
            if let type = parent.as(StructDeclSyntax.self) { inherited = type.inheritanceClause }
            else if let type = parent.as(ExtensionDeclSyntax.self) { inherited = type.inheritanceClause }
            else if let type = parent.as(EnumDeclSyntax.self) { inherited = type.inheritanceClause }
            else { inherited = nil }
            if let inherited, inherited.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("PreviewProvider") }) {
                return true
            }
        }
        return false
    }
}
#endif
