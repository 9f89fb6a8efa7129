// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import RatePromptFormats
import RatePromptCore
import SwiftSyntax

/// Reads what encloses a call by walking up from it: conditions and delays on the way, closures and the calls they
/// are given to, then the function, and the type that holds it.
struct ContextBuilder {
    let locator: Locator

    /// Functions the system calls as the app starts or comes back: asking there asks at launch.
    static let launchFunctions: Set<String> = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidFinishLaunching(_:)", "applicationWillFinishLaunching(_:)", "scene(_:willConnectTo:options:)",
        "applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)", "applicationWillEnterForeground(_:)",
        "sceneWillEnterForeground(_:)",
    ]
    static let appearanceFunctions: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)",
    ]
    /// Calls whose closure runs as the direct result of a user's action (`Button` only for its action).
    static let userActionCalls: Set<String> = [
        "Button", "onTapGesture", "onLongPressGesture", "UIAction", "UIAlertAction", "UIContextualAction", "onSubmit",
        "onEnded", "refreshable", "onDelete", "onMove", "onCommand",
    ]
    static let appearanceCalls: Set<String> = ["onAppear", "task"]
    static let observationCalls: Set<String> = ["onChange", "onReceive", "sink", "addObserver"]
    /// Calls that run their closure later.
    static let delayCalls: Set<String> = ["asyncAfter", "scheduledTimer"]

    func context(of node: Syntax) -> SourceContext {
        var context = SourceContext()
        var child = node
        var reachedDeclaration = false
        while let parent = child.parent {
            defer { child = parent }
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                context.compilationConditions.append("#if " + Self.oneLine(condition))
                continue
            }
            if reachedDeclaration {
                readType(parent, into: &context)
                continue
            }
            let scope = context.scopes.count
            if let ifExpr = parent.as(IfExprSyntax.self) {
                let written = Self.oneLine(ifExpr.conditions)
                if child.id == ifExpr.body.id {
                    addBranch("if " + written, ifExpr.conditions, at: ifExpr, scope: scope, into: &context)
                } else if let elseBody = ifExpr.elseBody, child.id == elseBody.id {
                    // The else of an outcome check is the action's other outcome: no gate either.
                    context.conditions.append(Condition(kind: .branch, text: "else of if " + written,
                                                        location: locator.location(ifExpr), scopeIndex: scope,
                                                        gates: gating(ifExpr.conditions) != .outcome))
                }
            } else if let guardStmt = parent.as(GuardStmtSyntax.self), child.id == guardStmt.body.id {
                context.conditions.append(Condition(kind: .branch, text: "else of guard " + Self.oneLine(guardStmt.conditions),
                                                    location: locator.location(guardStmt), scopeIndex: scope,
                                                    gates: gating(guardStmt.conditions) != .outcome))
            } else if let whileStmt = parent.as(WhileStmtSyntax.self), child.id == whileStmt.body.id {
                context.conditions.append(Condition(kind: .branch, text: "while " + Self.oneLine(whileStmt.conditions),
                                                    location: locator.location(whileStmt), scopeIndex: scope))
            } else if let forStmt = parent.as(ForStmtSyntax.self), child.id == forStmt.body.id,
                      let whereClause = forStmt.whereClause {
                context.conditions.append(Condition(kind: .branch, text: "for … " + Self.oneLine(whereClause),
                                                    location: locator.location(forStmt), scopeIndex: scope))
            } else if let switchCase = parent.as(SwitchCaseSyntax.self) {
                context.conditions.append(Condition(kind: .branch, text: Self.oneLine(switchCase.label),
                                                    location: locator.location(switchCase), scopeIndex: scope,
                                                    gates: !OutcomeCheck.isOutcomeCase(switchCase.label)))
            } else if let ternary = parent.as(TernaryExprSyntax.self), child.id != ternary.condition.id {
                let text = (child.id == ternary.thenExpression.id ? "" : "else of ") + Self.oneLine(ternary.condition) + " ?"
                context.conditions.append(Condition(kind: .branch, text: text, location: locator.location(ternary),
                                                    scopeIndex: scope))
            } else if let list = parent.as(CodeBlockItemListSyntax.self) {
                readEarlierStatements(list, before: child, scope: scope, into: &context)
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                addClosure(closure, into: &context)
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                let name = Self.signature(function)
                var role: Scope.Role?
                if Self.launchFunctions.contains(name) { role = .launch }
                if Self.appearanceFunctions.contains(name) { role = .appearance }
                if function.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@IBAction") }) { role = .userAction }
                context.scopes.append(Scope(kind: .function, name: name, location: locator.location(function.name), role: role))
                readAvailability(function.attributes, into: &context)
                reachedDeclaration = true
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                context.scopes.append(Scope(kind: .initializer, name: "init(\(labels))",
                                            location: locator.location(initializer.initKeyword), role: nil))
                readAvailability(initializer.attributes, into: &context)
                reachedDeclaration = true
            } else if let binding = parent.as(PatternBindingSyntax.self) {
                context.scopes.append(Scope(kind: .accessor, name: "var " + binding.pattern.trimmedDescription,
                                            location: locator.location(binding.pattern), role: nil))
                if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                    readAvailability(variable.attributes, into: &context)
                }
                reachedDeclaration = true
            } else if parent.is(DeinitializerDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self) {
                context.scopes.append(Scope(kind: .function, name: parent.is(DeinitializerDeclSyntax.self) ? "deinit" : "subscript",
                                            location: locator.location(parent), role: nil))
                reachedDeclaration = true
            } else if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) {
                reachedDeclaration = true
                readType(parent, into: &context)
            }
        }
        // An `App`'s initializer and the `.onAppear` / `.task` of its scenes' views run as the app launches.
        if context.conformances.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
            for index in context.scopes.indices
            where context.scopes[index].role == .appearance || context.scopes[index].kind == .initializer {
                context.scopes[index].role = .launch
            }
        }
        return context
    }

    private func readType(_ node: Syntax, into context: inout SourceContext) {
        guard context.typeName == nil else {
            if let attributes = node.asProtocol((any WithAttributesSyntax).self)?.attributes {
                readAvailability(attributes, into: &context)
            }
            return
        }
        var name: String?
        var kind: String?
        var inherited: InheritanceClauseSyntax?
        if let decl = node.as(ClassDeclSyntax.self) {
            (name, kind, inherited) = (decl.name.text, "class", decl.inheritanceClause)
        } else if let decl = node.as(StructDeclSyntax.self) {
            (name, kind, inherited) = (decl.name.text, "struct", decl.inheritanceClause)
        } else if let decl = node.as(EnumDeclSyntax.self) {
            (name, kind, inherited) = (decl.name.text, "enum", decl.inheritanceClause)
        } else if let decl = node.as(ActorDeclSyntax.self) {
            (name, kind, inherited) = (decl.name.text, "actor", decl.inheritanceClause)
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            (name, kind, inherited) = (decl.extendedType.trimmedDescription, "extension", decl.inheritanceClause)
        }
        guard let name else { return }
        context.typeName = name
        context.typeKind = kind
        context.conformances = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let attributes = node.asProtocol((any WithAttributesSyntax).self)?.attributes {
            readAvailability(attributes, into: &context)
        }
    }

    /// A branch's conditions: `#available` raises the least iOS version; an outcome check is kept as no gate; anything
    /// else gates.
    private func addBranch(
        _ text: String, _ conditions: ConditionElementListSyntax, at node: some SyntaxProtocol, scope: Int,
        into context: inout SourceContext
    ) {
        let gating = gating(conditions, into: &context)
        guard gating != .nothing else { return }
        context.conditions.append(Condition(kind: .branch, text: text, location: locator.location(node), scopeIndex: scope,
                                            gates: gating == .gates))
    }

    /// What a list of conditions does to the call.
    private enum Gating: Equatable {
        /// Something is counted, dated, versioned or remembered (or not recognised, which counts the same).
        case gates
        /// Only the action's outcome, a URL or the scene is checked (`OutcomeCheck`): no gate, but shown.
        case outcome
        /// Only `#available`, `let self`, or where to show the prompt (`let scene = view.window?.windowScene`).
        case nothing
    }

    /// Whether conditions gate the call. `#available` does not (it raises the least iOS version instead), nor does
    /// finding where to show the prompt (`if let scene = view.window?.windowScene`, `guard let self`), nor a check
    /// of what the action gave (`OutcomeCheck`).
    private func gating(_ conditions: ConditionElementListSyntax, into context: inout SourceContext) -> Gating {
        gating(conditions) { version in raise(&context, to: version) }
    }

    /// The same, for the other branch of a condition, where its `#available` does not hold.
    private func gating(_ conditions: ConditionElementListSyntax, available: (OSVersion) -> Void = { _ in }) -> Gating {
        var gating = Gating.nothing
        for element in conditions {
            if element.condition.is(AvailabilityConditionSyntax.self) {
                if let version = Self.iOSVersion(in: element.trimmedDescription) { available(version) }
            } else if let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                      binding.pattern.trimmedDescription == "self"
                        || ["scene", "window"].contains(where: binding.trimmedDescription.lowercased().contains) {
                continue
            } else if OutcomeCheck.isOutcomeOnly(element.condition) {
                if gating == .nothing { gating = .outcome }
            } else {
                // Read on: an `#available` further on still raises the least iOS version.
                gating = .gates
            }
        }
        return gating
    }

    /// Statements before the one that leads to the call: `guard`s, `if … { return }`, and an awaited sleep.
    private func readEarlierStatements(
        _ list: CodeBlockItemListSyntax, before child: Syntax, scope: Int, into context: inout SourceContext
    ) {
        for item in list {
            if item.id == child.id { break }
            if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                let gating = gating(guardStmt.conditions, into: &context)
                if gating != .nothing {
                    context.conditions.append(Condition(kind: .earlyExit, text: "guard " + Self.oneLine(guardStmt.conditions),
                                                        location: locator.location(guardStmt), scopeIndex: scope,
                                                        gates: gating == .gates))
                }
            } else if let ifExpr = Self.ifStatement(item), ifExpr.elseBody == nil, Self.exits(ifExpr.body),
                      case let gating = gating(ifExpr.conditions, into: &context), gating != .nothing {
                context.conditions.append(Condition(kind: .earlyExit, text: "if " + Self.oneLine(ifExpr.conditions) + " { return }",
                                                    location: locator.location(ifExpr), scopeIndex: scope,
                                                    gates: gating == .gates))
            } else if context.delay == nil, Self.isSleep(item) {
                context.delay = Delay(text: Self.oneLine(item), location: locator.location(item), scopeIndex: scope)
            }
        }
    }

    private func addClosure(_ closure: ClosureExprSyntax, into context: inout SourceContext) {
        let scope = context.scopes.count
        var name = "closure"
        var role: Scope.Role?
        if let (call, label, isFirstTrailing) = Self.call(taking: closure) {
            let callee = Self.calleeName(call.calledExpression)
            let base = callee.split(separator: ".").last.map(String.init) ?? callee
            name = label.map { "\(callee)(\($0):)" } ?? callee
            if Self.userActionCalls.contains(base) {
                let isButtonLabel = base == "Button"
                    && !(label == "action" || (isFirstTrailing && !call.arguments.contains { $0.label?.text == "action" }))
                if !isButtonLabel { role = .userAction }
            } else if Self.appearanceCalls.contains(base) {
                role = .appearance
            } else if Self.observationCalls.contains(base) {
                role = .observation
            } else if Self.delayCalls.contains(base), context.delay == nil {
                let arguments = call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
                context.delay = Delay(text: "\(callee)(\(Self.oneLine(arguments)))", location: locator.location(call),
                                      scopeIndex: scope)
            }
        }
        context.scopes.append(Scope(kind: .closure, name: name, location: locator.location(closure), role: role))
    }

    /// The call a closure is given to, the closure's argument label, and whether it is the first trailing closure.
    static func call(taking closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, String?, Bool)? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self) {
            return (call, nil, true)
        }
        if let labeled = parent.as(LabeledExprSyntax.self), let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, labeled.label?.text, false)
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
           let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, element.label.text, false)
        }
        return nil
    }

    /// `Button`, `DispatchQueue.main.asyncAfter`, `.onTapGesture` (a modifier on a view written before it).
    static func calleeName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return "." + name }
            if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
                let written = calleeName(base)
                return written.hasPrefix(".") ? "." + name : written + "." + name
            }
            return "." + name
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(specialized.expression) }
        return oneLine(expression)
    }

    /// `name(_:for:)`.
    static func signature(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    private static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        if let expression = item.item.as(ExpressionStmtSyntax.self) { return expression.expression.as(IfExprSyntax.self) }
        return item.item.as(IfExprSyntax.self)
    }

    /// Whether a block ends by leaving the enclosing scope.
    private static func exits(_ block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self)
    }

    /// `try await Task.sleep(for: .seconds(2))`, `try? await clock.sleep(…)`.
    private static func isSleep(_ item: CodeBlockItemSyntax) -> Bool {
        let text = item.trimmedDescription
        return text.contains("await") && (text.contains(".sleep(") || text.contains("Task.sleep"))
    }

    private func readAvailability(_ attributes: AttributeListSyntax, into context: inout SourceContext) {
        for attribute in attributes where attribute.trimmedDescription.hasPrefix("@available") {
            if let version = Self.iOSVersion(in: attribute.trimmedDescription) { raise(&context, to: version) }
        }
    }

    private func raise(_ context: inout SourceContext, to version: OSVersion) {
        context.availableIOS = context.availableIOS.map { max($0, version) } ?? version
    }

    /// The version after `iOS` in `#available(iOS 16.0, *)` or `@available(iOS 16, *)`.
    static func iOSVersion(in text: String) -> OSVersion? {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") })
        guard let index = words.firstIndex(of: "iOS"), index + 1 < words.count else { return nil }
        return OSVersion(words[index + 1])
    }

    /// Source text on one line, at most 80 characters.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        let words = node.trimmedDescription.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        let text = words.joined(separator: " ")
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
#endif
