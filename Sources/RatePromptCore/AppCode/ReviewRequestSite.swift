import RatePromptFormats

/// The API a review request calls: StoreKit's, SwiftUI's, or an entry point of a rating library.
package enum ReviewAPI: String, Sendable, CaseIterable {
    /// `SKStoreReviewController.requestReview()`: deprecated since iOS 14.
    case storeReviewController = "SKStoreReviewController.requestReview()"
    /// `SKStoreReviewController.requestReview(in:)`: iOS 14, deprecated since iOS 18.
    case storeReviewControllerInScene = "SKStoreReviewController.requestReview(in:)"
    /// `AppStore.requestReview(in:)`: iOS 16.
    case appStore = "AppStore.requestReview(in:)"
    /// SwiftUI's `@Environment(\.requestReview)`, a `RequestReviewAction`, called: iOS 16.
    case requestReviewAction = "RequestReviewAction"
    case iRate, appirater = "Appirater", swiftRater = "SwiftRater", armchair = "Armchair"

    /// Whether the call goes to a rating library (which may apply its own criteria) rather than to StoreKit.
    var isLibrary: Bool { [.iRate, .appirater, .swiftRater, .armchair].contains(self) }

    /// The iOS version that deprecated the API, and what replaces it; nil for a current API.
    package var deprecation: (iOS: OSVersion, replacement: String)? {
        switch self {
        case .storeReviewController: (OSVersion(14), "requestReview(in:) with the window scene, or on iOS 16 "
                                                  + "AppStore.requestReview(in:) or SwiftUI's requestReview")
        case .storeReviewControllerInScene: (OSVersion(18), "AppStore.requestReview(in:) or SwiftUI's requestReview "
                                                         + "(both iOS 16)")
        default: nil
        }
    }
}

/// One place in the app's code that asks for a review, with what surrounds it.
package struct ReviewRequestSite: Sendable, Hashable {
    package internal(set) var api: ReviewAPI
    /// The call as a reader names it: `SKStoreReviewController.requestReview(in:)`, `requestReview()`,
    /// `Appirater.userDidSignificantEvent(_:)`.
    package internal(set) var call: String
    /// Where the call starts.
    package internal(set) var location: FileLocation
    /// Whether the call shows the prompt whatever the usage so far: every StoreKit call, and a library's "prompt now"
    /// entry point (`promptForRating`, `forceShowPrompt`, `showPrompt`, `rateApp`). A library's event or launch
    /// counter (`Appirater.userDidSignificantEvent`, `SwiftRater.check`) applies the library's own criteria.
    package internal(set) var asksDirectly: Bool
    package internal(set) var context: SourceContext
    /// The calls, in the same file, of the function the request sits in, each with its own context (one level).
    package var callers: [CallerSite]
    /// Where the scene the request is shown in was taken as `connectedScenes.first`, when it was: with several
    /// windows, that is any one of them, not the one the user is in.
    package var firstConnectedScene: FileLocation?

    package init(api: ReviewAPI, call: String, location: FileLocation, asksDirectly: Bool, context: SourceContext, callers: [CallerSite]) {
        self.api = api
        self.call = call
        self.location = location
        self.asksDirectly = asksDirectly
        self.context = context
        self.callers = callers
    }
}

/// A call, in the same file, of the function that holds a review request.
package struct CallerSite: Sendable, Hashable {
    package internal(set) var location: FileLocation
    package internal(set) var context: SourceContext

    package init(location: FileLocation, context: SourceContext) {
        self.location = location
        self.context = context
    }
}

/// What encloses a call: its scopes (closures and the function), the type, the conditions it sits under and a delay
/// before it.
package struct SourceContext: Sendable, Hashable {
    /// Innermost first: the closures around the call, then the function (or initializer, accessor) that holds them.
    package var scopes: [Scope] = []
    /// The enclosing type (or extended type), its kind and what it conforms to or inherits, as written.
    package var typeName: String?
    package var typeKind: String?
    package var conformances: [String] = []
    /// The conditions on the path to the call, innermost first, each with the index of the scope it is written in.
    package var conditions: [Condition] = []
    /// An awaited sleep or a delayed dispatch before the call, with its scope index.
    package var delay: Delay?
    /// The least iOS version the call can run on by `#available` / `@available` around it.
    package var availableIOS: OSVersion?
    /// `#if os(macOS)` and the like around the call, as written.
    package var compilationConditions: [String] = []

    /// The index of the innermost scope the system or the user calls directly (a handler, a launch method), if any.
    var entryIndex: Int? { scopes.firstIndex { $0.role != nil } }

    /// The innermost role: how the code that asks is reached.
    package var role: Scope.Role? { entryIndex.map { scopes[$0].role! } }

    /// Conditions that gate the call, written between the entry scope (or the function, without one) and the call.
    package var gatingConditions: [Condition] {
        let limit = entryIndex ?? scopes.count
        return conditions.filter { $0.gates && $0.scopeIndex <= limit }
    }

    /// A delay between the entry scope (or the function) and the call.
    package var gatingDelay: Delay? {
        guard let delay else { return nil }
        return delay.scopeIndex <= (entryIndex ?? scopes.count) ? delay : nil
    }

    /// Whether anything on the path from the entry (or the function's start) to the call gates or delays it.
    var isGatedOnPath: Bool { !gatingConditions.isEmpty || gatingDelay != nil }

    /// The function that holds the call (the outermost scope), unless the call is at the top level.
    package var function: Scope? { scopes.last.flatMap { $0.kind == .closure ? nil : $0 } }

    package init(scopes: [Scope] = [], typeName: String? = nil, typeKind: String? = nil, conformances: [String] = [], conditions: [Condition] = [], delay: Delay? = nil, availableIOS: OSVersion? = nil, compilationConditions: [String] = []) {
        self.scopes = scopes
        self.typeName = typeName
        self.typeKind = typeKind
        self.conformances = conformances
        self.conditions = conditions
        self.delay = delay
        self.availableIOS = availableIOS
        self.compilationConditions = compilationConditions
    }
}

/// A closure around a call, or the declaration that holds it.
package struct Scope: Sendable, Hashable {
    package enum Kind: String, Sendable { case function, initializer, accessor, closure }

    /// How the system reaches the code of a scope.
    package enum Role: String, Sendable {
        /// At launch: `application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`, an `App`'s
        /// `init` or its views' `.onAppear` / `.task`, becoming active.
        case launch
        /// The direct result of a user action: a button's action, a tap gesture, an `@IBAction`, a `UIAction`.
        case userAction = "user action"
        /// A view appearing: `.onAppear`, `.task`, `viewDidAppear(_:)`.
        case appearance
        /// A change the app observes: `.onChange`, `.onReceive`.
        case observation
    }

    package internal(set) var kind: Kind
    /// `save()`, `application(_:didFinishLaunchingWithOptions:)`, `Button(action:)`, `.onTapGesture`,
    /// `DispatchQueue.main.asyncAfter`, `closure`.
    package internal(set) var name: String
    package internal(set) var location: FileLocation
    package var role: Role?

    package init(kind: Kind, name: String, location: FileLocation, role: Role? = nil) {
        self.kind = kind
        self.name = name
        self.location = location
        self.role = role
    }
}

/// A condition the call sits under.
package struct Condition: Sendable, Hashable {
    package enum Kind: String, Sendable {
        /// In the body of an `if` (or its `else`), a `while`, a `switch` case or a ternary branch.
        case branch
        /// After a `guard` (or an `if … { return }`) in the same or an enclosing block.
        case earlyExit = "early exit"
    }

    package internal(set) var kind: Kind
    /// The condition as written, on one line: `if count >= 4`, `guard version != last`, `else of if isPro`.
    package internal(set) var text: String
    package internal(set) var location: FileLocation
    var scopeIndex: Int
    /// Whether it holds the request back: false for a check of what the user action gave (`if success`,
    /// `error == nil`, `case .success = result`) or of a URL, which asks on every action that goes through. A gate
    /// counts something, or reads a date, a version or a persisted flag.
    package internal(set) var gates: Bool

    package init(kind: Kind, text: String, location: FileLocation, scopeIndex: Int, gates: Bool = true) {
        self.kind = kind
        self.text = text
        self.location = location
        self.scopeIndex = scopeIndex
        self.gates = gates
    }
}

/// A delay before the call: an awaited sleep, or a dispatch after a deadline.
package struct Delay: Sendable, Hashable {
    package internal(set) var text: String
    package internal(set) var location: FileLocation
    var scopeIndex: Int

    package init(text: String, location: FileLocation, scopeIndex: Int) {
        self.text = text
        self.location = location
        self.scopeIndex = scopeIndex
    }
}

extension ReviewRequestSite {
    /// How a request is reached from code the system or the user runs: its own context when that has an entry (a
    /// handler, a launch method) or gates the call; else each caller's in the file (one level), or its own when it has
    /// none.
    var reaches: [Reach] {
        if context.role != nil || context.isGatedOnPath || callers.isEmpty { return [Reach(context: context, caller: nil)] }
        return callers.map { Reach(context: $0.context, caller: $0) }
    }

    /// One way to reach a request: the context it is asked from and, through a caller, that call.
    package struct Reach: Sendable {
        package internal(set) var context: SourceContext
        package internal(set) var caller: CallerSite?
    }

    /// The first way this request is reached at launch, gated or not; nil when none is. A library's counter
    /// (`Appirater.appLaunched`) is meant to be called at launch and is never one.
    package var launchReach: Reach? {
        guard asksDirectly else { return nil }
        if context.role == .launch { return Reach(context: context, caller: nil) }
        guard context.role == nil else { return nil }
        return callers.first { $0.context.role == .launch }.map { Reach(context: $0.context, caller: $0) }
    }

    /// The first way this request is reached with nothing between an entry of `roles` and the call: no condition,
    /// no delay.
    package func ungatedReach(from roles: Set<Scope.Role>) -> Reach? {
        guard asksDirectly else { return nil }
        return reaches.first { reach in
            guard let role = reach.context.role, roles.contains(role), !reach.context.isGatedOnPath else { return false }
            // Through a caller, the request's own path must be open too.
            return reach.caller == nil || !context.isGatedOnPath
        }
    }
}

extension ReviewRequestSite.Reach {
    /// How a message words what stands between the entry and the request, which gates nothing: "no condition or
    /// delay", or the outcome checks it has (`guard saved, which checks only what the action gave`).
    package func ungatedWording(of site: ReviewRequestSite) -> String {
        var checks = context.outcomeChecks
        if caller != nil { checks += site.context.outcomeChecks }
        guard !checks.isEmpty else { return "with no condition or delay" }
        let written = checks.map { "`\($0.text)`" }.joined(separator: ", ")
        return "with no delay and no gate: \(written) \(checks.count == 1 ? "checks" : "check") only what the "
            + "action gave, not how often or when the person was asked (a count, a date, a version or a saved flag)"
    }
}

extension SourceContext {
    /// Conditions between the entry scope (or the function) and the call that only check what the action gave.
    var outcomeChecks: [Condition] {
        let limit = entryIndex ?? scopes.count
        return conditions.filter { !$0.gates && $0.scopeIndex <= limit }
    }

    /// The entry scope (else the function) as a message names it: `Button(action:) in SaveView`,
    /// `application(_:didFinishLaunchingWithOptions:) in AppDelegate`.
    package var entryName: String {
        let scope = entryIndex.map { scopes[$0] } ?? scopes.last
        let name = scope?.name ?? "the top level"
        return typeName.map { "\(name) in \($0)" } ?? name
    }
}

extension ReviewRequestSite {
    /// What a baseline matches a finding about this request on: the call and where it sits, not its line.
    package var baselineKey: String { "\(call) in \(context.function?.name ?? context.entryName)" }
}
