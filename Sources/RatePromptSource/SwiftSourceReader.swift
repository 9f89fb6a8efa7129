// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
#if canImport(Glibc)
import Foundation
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RatePromptFormats
import RatePromptCore
import SwiftParser
import SwiftSyntax

/// Reads a Swift file for review requests, promoted-purchase handlers and localized strings: a byte scan first, so
/// that the files that name none of the APIs are never parsed; then swift-syntax's parser, with no type checking.
package enum SwiftSourceReader {
    /// Words one of which a file must hold to be read for review requests and purchase handlers.
    static let reviewWords = WordScan([
        "requestReview", "SKStoreReviewController", "shouldAddStorePayment", "PurchaseIntent", "iRate", "Appirater",
        "SwiftRater", "Armchair",
    ])
    /// Words one of which a file must hold to be read for localized strings: the APIs' names, and the SwiftUI views
    /// and modifiers that take a `LocalizedStringKey` (`LocalizedStringFinder`).
    static let stringWords = WordScan(
        ["LocalizedString", "localized:", "localizedString(", "searchable(", "R.string"]
            + (LocalizedStringFinder.views.union(LocalizedStringFinder.modifiers)).sorted().map { $0 + "(" })

    /// Whether the bytes name one of the APIs RatePrompt looks for.
    static func mentionsReviewAPI(_ bytes: UnsafeRawBufferPointer) -> Bool {
        reviewWords.occurs(in: bytes)
    }

    /// Whether the bytes name a review API or an API that looks up localized strings.
    package static func mentionsReadAPI(_ bytes: UnsafeRawBufferPointer) -> Bool {
        reviewWords.occurs(in: bytes) || stringWords.occurs(in: bytes)
    }

    /// The review requests, purchase handlers, localized strings and `rateprompt:` comments of a Swift file.
    package static func read(_ bytes: [UInt8], path: String) -> CodeFile {
        var file = CodeFile(path: path)
        file.directives = directives(bytes)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let locator = Locator(path: path, tree: tree, bytes: bytes)
        let (mentionsReview, mentionsStrings) = bytes.withUnsafeBytes {
            (reviewWords.occurs(in: $0), stringWords.occurs(in: $0))
        }
        if mentionsReview {
            let finder = SiteFinder(locator: locator)
            finder.walk(tree)
            finder.resolve()
            file.reviewRequests = finder.sites
            file.purchaseHandlers = finder.handlers
        }
        if mentionsStrings {
            let usesSwiftUI = tree.statements.contains { item in
                item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI"
            }
            let finder = LocalizedStringFinder(locator: locator, usesSwiftUI: usesSwiftUI)
            finder.walk(tree)
            // In the order of the file: a modifier's call encloses the views it modifies.
            file.stringReferences = finder.references.sorted { $0.location < $1.location }
            if LocalizedStringReference.isDebugOrPreviewFile(path) {
                file.stringReferences = file.stringReferences.map { $0.markedPreviewOrDebug() }
            }
            file.stringAccessors = finder.accessors
        }
        return file
    }

    /// Reads the references a file makes through the run's string accessors (`"key".localized`,
    /// `L10n.Settings.title`), in a second pass once every file's accessors are known: nil for a file that names none
    /// of them (a byte scan, without parsing).
    package static func accessorUseReader(
        _ accessors: StringAccessors
    ) -> @Sendable (_ bytes: [UInt8], _ path: String) -> [LocalizedStringReference]? {
        let words = WordScan(accessors.words)
        return { bytes, path in
            guard bytes.withUnsafeBytes({ words.occurs(in: $0) }) else { return nil }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let finder = AccessorUseFinder(locator: Locator(path: path, tree: tree, bytes: bytes), accessors: accessors)
            finder.walk(tree)
            return LocalizedStringReference.isDebugOrPreviewFile(path)
                ? finder.references.map { $0.markedPreviewOrDebug() } : finder.references
        }
    }

    /// `// rateprompt:` and `/* rateprompt: */` comments: the text after the marker to the end of the line, or to
    /// the `*/` that closes it on that line.
    static func directives(_ bytes: [UInt8]) -> [CodeDirective] {
        let marker = Array("rateprompt:".utf8)
        var found: [CodeDirective] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == marker[0], index + marker.count <= bytes.count,
                      Array(bytes[index..<(index + marker.count)]) == marker,
                      let slashes = commentStart(bytes[lineStart..<index]) {
                var end = index + marker.count
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
                    if bytes[slashes + 1] == UInt8(ascii: "*"), bytes[end] == UInt8(ascii: "*"), end + 1 < bytes.count,
                       bytes[end + 1] == UInt8(ascii: "/") { break }
                    end += 1
                }
                let column = String(decoding: bytes[lineStart..<slashes], as: UTF8.self).unicodeScalars.count + 1
                found.append(CodeDirective(position: TextPosition(line: line, column: column),
                                             text: String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)))
                index = end
                continue
            }
            index += 1
        }
        return found
    }

    /// The offset of `//` (or of a `/*`) before the marker on its line, when only spaces (or `/`) stand between
    /// them.
    private static func commentStart(_ before: ArraySlice<UInt8>) -> Int? {
        var index = before.endIndex
        while index > before.startIndex, before[index - 1] == UInt8(ascii: " ") || before[index - 1] == UInt8(ascii: "\t") {
            index -= 1
        }
        if index - 2 >= before.startIndex, before[index - 1] == UInt8(ascii: "*"), before[index - 2] == UInt8(ascii: "/") {
            return index - 2
        }
        var slashes = 0
        while index > before.startIndex, before[index - 1] == UInt8(ascii: "/") {
            index -= 1
            slashes += 1
        }
        return slashes >= 2 ? index : nil
    }
}

/// A set of words found in bytes by a capital letter in each (or their first byte): the scan looks for these few
/// bytes with `memchr` (which compares many bytes at a time) and compares a word only around one of them, instead of
/// stopping at every byte.
struct WordScan: Sendable {
    let anchors: [(byte: UInt8, words: [(word: [UInt8], offset: Int)])]

    init(_ words: [String]) {
        var anchors: [(byte: UInt8, words: [(word: [UInt8], offset: Int)])] = []
        for word in words.map({ Array($0.utf8) }) {
            let offset = word.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
            if let index = anchors.firstIndex(where: { $0.byte == word[offset] }) {
                anchors[index].words.append((word, offset))
            } else {
                anchors.append((word[offset], [(word, offset)]))
            }
        }
        self.anchors = anchors
    }

    /// Whether one of the words occurs in the bytes.
    func occurs(in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
        let count = bytes.count
        for anchor in anchors {
            var start = 0
            while start < count, let hit = memchr(base + start, Int32(anchor.byte), count - start) {
                let index = base.distance(to: UnsafeRawPointer(hit))
                for (word, offset) in anchor.words where index >= offset && index - offset + word.count <= count {
                    let first = index - offset
                    var matched = 0
                    while matched < word.count, bytes[first + matched] == word[matched] { matched += 1 }
                    if matched == word.count { return true }
                }
                start = index + 1
            }
        }
        return false
    }
}

/// Turns syntax positions into RatePrompt's locations (columns count Unicode scalars, as elsewhere).
struct Locator {
    let path: String
    let converter: SourceLocationConverter
    let bytes: [UInt8]

    init(path: String, tree: SourceFileSyntax, bytes: [UInt8]) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.bytes = bytes
    }

    func location(_ node: some SyntaxProtocol) -> RatePromptFormats.FileLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let lineStart = location.offset - (location.column - 1)
        var column = 1
        if lineStart >= 0, location.offset <= bytes.count {
            for byte in bytes[lineStart..<location.offset] where byte & 0xC0 != 0x80 { column += 1 }
        }
        return RatePromptFormats.FileLocation(path: path, position: TextPosition(line: location.line, column: column))
    }
}

/// Walks one file's tree for the calls and declarations RatePrompt reads.
private final class SiteFinder: SyntaxVisitor {
    let locator: Locator
    private(set) var sites: [ReviewRequestSite] = []
    private(set) var handlers: [PromotedPurchaseHandler] = []
    /// Names of `RequestReviewAction`s: `@Environment(\.requestReview) var name`, `let name: RequestReviewAction`.
    private var actionNames: Set<String> = []
    /// Calls that may call a `RequestReviewAction`, decided once every name is known.
    private var bareCalls: [(node: FunctionCallExprSyntax, name: String)] = []
    /// Every call in the file, by the base name it calls: the callers of the functions that hold requests.
    private var callsByName: [String: [FunctionCallExprSyntax]] = [:]

    init(locator: Locator) {
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isEnvironment = node.attributes.contains { attribute in
            attribute.trimmedDescription.replacingOccurrences(of: " ", with: "").hasPrefix("@Environment(\\.requestReview)")
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isEnvironment || binding.typeAnnotation?.type.trimmedDescription.hasSuffix("RequestReviewAction") == true {
                actionNames.insert(name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.type.trimmedDescription.hasSuffix("RequestReviewAction") {
            actionNames.insert((node.secondName ?? node.firstName).text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if node.name.text == "paymentQueue", labels.count == 3, labels[1] == "shouldAddStorePayment" {
            handlers.append(storePaymentHandler(node))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "intents", node.base?.trimmedDescription.hasSuffix("PurchaseIntent") == true {
            handlers.append(PromotedPurchaseHandler(kind: .purchaseIntent, location: locator.location(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
            callsByName[name, default: []].append(node)
            if node.arguments.isEmpty { bareCalls.append((node, name)) }
        } else if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            callsByName[name, default: []].append(node)
            classify(node, member: member, name: name)
        }
        return .visitChildren
    }

    /// StoreKit's and the libraries' calls, written `Type.member(…)` or `Type.sharedInstance().member(…)`.
    private func classify(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String) {
        guard let base = member.base?.trimmedDescription.filter({ !$0.isWhitespace }) else { return }
        let last = base.split(separator: ".").last.map(String.init) ?? base
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let signature = "\(name)(\(labels.map { $0 + ":" }.joined()))"
        switch (last, name) {
        case ("SKStoreReviewController", "requestReview"):
            add(labels.first == "in" ? .storeReviewControllerInScene : .storeReviewController, node,
                call: labels.first == "in" ? ReviewAPI.storeReviewControllerInScene.rawValue
                    : ReviewAPI.storeReviewController.rawValue, asksDirectly: true)
        case ("AppStore", "requestReview"):
            add(.appStore, node, call: ReviewAPI.appStore.rawValue, asksDirectly: true)
        case (_, "requestReview") where actionNames.contains(last) || base == "self",
             (_, "callAsFunction") where actionNames.contains(last):
            // `self.requestReview()` is decided with the bare calls, once the file's names are known.
            if base == "self" { bareCalls.append((node, name)) } else {
                add(.requestReviewAction, node, call: "\(last)()", asksDirectly: true)
            }
        default:
            let library: ReviewAPI? = base.hasPrefix("iRate") ? .iRate : last == "Appirater" ? .appirater
                : last == "SwiftRater" ? .swiftRater : last == "Armchair" ? .armchair : nil
            guard let library, let asks = Self.libraryEntryPoints[library]?[name] else { return }
            add(library, node, call: "\(library == .iRate ? "iRate.sharedInstance()" : library.rawValue).\(signature)",
                asksDirectly: asks)
        }
    }

    /// Each library's entry points that may show the prompt, and whether they show it whatever the usage (true) or
    /// after the library's own criteria (false).
    static let libraryEntryPoints: [ReviewAPI: [String: Bool]] = [
        .iRate: ["promptForRating": true, "promptIfNetworkAvailable": true, "promptIfAllCriteriaMet": false,
                 "logEvent": false],
        .appirater: ["appLaunched": false, "appEnteredForeground": false, "userDidSignificantEvent": false,
                     "tryToShowPrompt": true, "forceShowPrompt": true],
        .swiftRater: ["check": false, "rateApp": true],
        .armchair: ["userDidSignificantEvent": false, "showPromptIfNecessary": false, "showPrompt": true],
    ]

    private func add(_ api: ReviewAPI, _ node: FunctionCallExprSyntax, call: String, asksDirectly: Bool) {
        var site = ReviewRequestSite(api: api, call: call, location: locator.location(node), asksDirectly: asksDirectly,
                                     context: ContextBuilder(locator: locator).context(of: Syntax(node)), callers: [])
        if node.arguments.first?.label?.text == "in" {
            site.firstConnectedScene = FirstSceneFinder.find(around: node).map { locator.location($0) }
        }
        sites.append(site)
    }

    /// Decides the bare calls and finds each request's callers in the file.
    func resolve() {
        for (node, name) in bareCalls where actionNames.contains(name) && node.arguments.isEmpty {
            add(.requestReviewAction, node, call: "\(name)()", asksDirectly: true)
        }
        sites.sort { $0.location < $1.location }
        let builder = ContextBuilder(locator: locator)
        for index in sites.indices {
            guard let function = sites[index].context.function, function.kind == .function,
                  let base = function.name.split(separator: "(").first.map(String.init) else { continue }
            let labels = Self.labels(of: function.name)
            let holder = sites[index].context.scopes.count - 1
            sites[index].callers = (callsByName[base] ?? []).compactMap { (call: FunctionCallExprSyntax) -> CallerSite? in
                guard call.arguments.map({ $0.label?.text ?? "_" }) == labels else { return nil }
                let context = builder.context(of: Syntax(call))
                // A call from inside the function itself is no caller.
                if let own = context.function, own == sites[index].context.scopes[holder] { return nil }
                return CallerSite(location: locator.location(call), context: context)
            }
        }
    }

    /// `["_", "for"]` for `name(_:for:)`.
    static func labels(of signature: String) -> [String] {
        guard let open = signature.firstIndex(of: "(") else { return [] }
        return signature[signature.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
    }

    private func storePaymentHandler(_ node: FunctionDeclSyntax) -> PromotedPurchaseHandler {
        var handler = PromotedPurchaseHandler(kind: .shouldAddStorePayment, location: locator.location(node.name))
        let parameter = Array(node.signature.parameterClause.parameters)[1]
        let paymentName = (parameter.secondName ?? parameter.firstName).text
        guard let body = node.body else { return handler }
        let scanner = PaymentScanner(paymentName: paymentName)
        scanner.walk(body)
        handler.returnsFalse = scanner.falseReturns.map { locator.location($0) }
        handler.usesPayment = paymentName != "_" && scanner.usesPayment
        return handler
    }
}

/// `connectedScenes.first` in the function (or closure) that asks for a review in a scene: any scene of the app, not
/// the one in front of the user. Filtered by `activationState` first, it is the foreground one, and taken.
private final class FirstSceneFinder: SyntaxVisitor {
    var found: MemberAccessExprSyntax?

    static func find(around call: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
        var scope: Syntax? = Syntax(call)
        while let current = scope, !current.is(FunctionDeclSyntax.self), !current.is(AccessorDeclSyntax.self),
              !current.is(InitializerDeclSyntax.self), !current.is(ClosureExprSyntax.self) {
            scope = current.parent
        }
        guard let scope else { return nil }
        let finder = FirstSceneFinder(viewMode: .sourceAccurate)
        finder.walk(scope)
        return finder.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, node.declName.baseName.text == "first", let base = node.base?.trimmedDescription,
              base.contains("connectedScenes"), !base.contains("activationState") else { return .visitChildren }
        // `first(where:)` chooses.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        found = node
        return .skipChildren
    }
}

/// In a `paymentQueue(_:shouldAddStorePayment:for:)` body: its `return false`, and whether it uses the payment.
private final class PaymentScanner: SyntaxVisitor {
    let paymentName: String
    var falseReturns: [ReturnStmtSyntax] = []
    var usesPayment = false

    init(paymentName: String) {
        self.paymentName = paymentName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.expression?.trimmedDescription == "false" { falseReturns.append(node) }
        return .visitChildren
    }

    // A closure's `return false` is the closure's, not the method's answer.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let nested = PaymentScanner(paymentName: paymentName)
        nested.walk(node.statements)
        usesPayment = usesPayment || nested.usesPayment
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == paymentName { usesPayment = true }
        return .visitChildren
    }
}
#endif
