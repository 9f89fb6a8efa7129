import Foundation

/// An Xcode StoreKit configuration file (`.storekit`): the app's in-app purchases as Xcode tests them, with the
/// names and descriptions customers read in each language.
///
/// The file is JSON: `products` (consumable and non-consumable), `nonRenewingSubscriptions`, and
/// `subscriptionGroups[].subscriptions`, each product with `productID`, `referenceName`, `type` and
/// `localizations[{locale, displayName, description}]`. Every product kind is read into one list, each value with
/// its position. A key Xcode does not write is kept as an `unknown-storekit-key` finding (a misspelt key is a value
/// Xcode never reads); keys beginning with `_` are Xcode's own settings and are left alone.
public struct StoreKitConfiguration: Sendable {
    /// The kind of a product, as `type` names it.
    package enum ProductKind: String, Sendable, CaseIterable {
        case consumable = "Consumable"
        case nonConsumable = "NonConsumable"
        case nonRenewingSubscription = "NonRenewingSubscription"
        case autoRenewableSubscription = "RecurringSubscription"
    }

    /// A text value and where it is written.
    package struct Text: Hashable, Sendable {
        package internal(set) var value: String
        package internal(set) var position: TextPosition
    }

    /// A product's name and description in one locale.
    package struct Localization: Hashable, Sendable {
        /// The locale as Xcode writes it (`en_US`, `zh_Hans`).
        package internal(set) var locale: Text
        package internal(set) var displayName: Text?
        package internal(set) var description: Text?
        /// Where the localization's object starts.
        package internal(set) var position: TextPosition

        /// The locale as a BCP 47 tag (`en-US`), which the localization matcher reads.
        package var languageTag: String { locale.value.replacingOccurrences(of: "_", with: "-") }
    }

    /// One in-app purchase.
    package struct Product: Sendable {
        package internal(set) var productID: Text
        package internal(set) var referenceName: Text?
        /// `type` as written; `kind` is nil when Xcode knows no such type.
        package internal(set) var type: Text?
        package internal(set) var localizations: [Localization]
        /// The subscription group's name, for an auto-renewable subscription.
        var groupName: String?
        /// Where the product's object starts.
        package internal(set) var position: TextPosition
        /// Every value of the product that defines it, as text by name, in a fixed order: its type, reference
        /// name, family sharing, period, level and group, then each localization (`localization fr_FR`, its name and
        /// description). Two files define a product alike when these are equal. Neither Xcode's bookkeeping
        /// (`internalID`) nor the price is here: a price is the storefront's, and apps keep one file per storefront.
        package internal(set) var definition: [(key: String, value: String)]

        package var kind: ProductKind? { type.flatMap { ProductKind(rawValue: $0.value) } }

        /// The localization for `tag` (`en-US` matches `en_US`), if the product has one.
        package func localization(_ tag: String) -> Localization? {
            localizations.first { $0.languageTag.caseInsensitiveCompare(tag) == .orderedSame }
        }
    }

    /// The file the configuration was read from.
    package internal(set) var path: String
    /// Every product, in file order: `products`, then `nonRenewingSubscriptions`, then each group's subscriptions.
    package internal(set) var products: [Product]
    /// What the reader found wrong with the file.
    public var diagnostics: [Diagnostic]
    /// False when Xcode could not load the file: not JSON, or not an object of products.
    public var isLoadable: Bool

    /// A configuration with no products: one that could not be read, with why.
    package init(path: String, diagnostics: [Diagnostic]) {
        self.init(path: path, diagnostics: diagnostics, root: nil)
    }

    /// Reads the configuration at `path`.
    package init(contentsOf path: String) {
        switch InputFile.read(path) {
        case .success(let data):
            self = data.withUnsafeBytes { Self($0, path: path) }
        case .failure(let diagnostic):
            self.init(path: path, diagnostics: [diagnostic], root: nil)
        }
    }

    /// Reads a configuration's bytes, naming them `path` in diagnostics.
    public init(_ bytes: UnsafeRawBufferPointer, path: String) {
        let document = JSONReader(omittingNull: true).read(bytes, path: path)
        self.init(path: path, diagnostics: document.diagnostics, root: document.root)
    }

    private init(path: String, diagnostics: [Diagnostic], root: PropertyListNode?) {
        self.path = path
        products = []
        isLoadable = false
        self.diagnostics = diagnostics
        var reader = Reader(path: path, diagnostics: diagnostics)
        defer { self.diagnostics = reader.diagnostics }
        guard let root else { return }
        guard let members = root.value.entries else {
            reader.error("a StoreKit configuration is a JSON object with \"products\" and \"subscriptionGroups\"",
                         root.position)
            return
        }
        isLoadable = true
        reader.checkKeys(members, known: Self.rootKeys, in: "the configuration")
        for entry in members {
            switch entry.key {
            case "products", "nonRenewingSubscriptions":
                for node in reader.array(entry) {
                    if let product = reader.product(node, group: nil) { products.append(product) }
                }
            case "subscriptionGroups":
                for group in reader.array(entry) {
                    guard let groupMembers = reader.object(group, "a subscription group") else { continue }
                    reader.checkKeys(groupMembers, known: Self.groupKeys, in: "a subscription group")
                    let name = group.value.lookup("name")?.value.stringValue
                    if let localizations = group.value.lookup("localizations") {
                        for localization in reader.array(localizations) {
                            guard let localizationMembers = reader.object(localization, "a localization") else { continue }
                            reader.checkKeys(localizationMembers, known: Self.groupLocalizationKeys, in: "a group localization")
                        }
                    }
                    let subscriptions = group.value.lookup("subscriptions").map { reader.array($0) } ?? []
                    for node in subscriptions {
                        if let product = reader.product(node, group: name) { products.append(product) }
                    }
                }
            default:
                break
            }
        }
    }

    // The keys Xcode writes, by the object they are in (configuration versions 1 to 5, checked against files Xcode
    // wrote: `subscriptionOffersKeyPair` once synced with App Store Connect, `billingPlans` and the
    // `introductoryOffers` array from version 5). Offers and settings are Xcode's to check and are not looked into.
    static let rootKeys: Set<String> = [
        "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version", "appPolicies",
        "subscriptionOffersKeyPair",
    ]
    static let productKeys: Set<String> = [
        "adHocOffers", "codeOffers", "displayPrice", "familyShareable", "groupNumber", "internalID", "introductoryOffer",
        "localizations", "productID", "recurringSubscriptionPeriod", "referenceName", "subscriptionGroupID", "type",
        "winbackOffers", "offers", "billingPlans", "introductoryOffers",
    ]
    static let groupKeys: Set<String> = ["id", "localizations", "name", "subscriptions"]
    static let groupLocalizationKeys: Set<String> = ["customName", "description", "displayName", "locale"]
    static let localizationKeys: Set<String> = ["description", "displayName", "locale"]
    /// The product values that define it, in the order `definition` lists them.
    static let definingKeys = [
        "type", "referenceName", "familyShareable", "recurringSubscriptionPeriod", "groupNumber",
    ]

    /// Reads objects and reports what is wrong with them, in file order.
    private struct Reader {
        let path: String
        var diagnostics: [Diagnostic]

        mutating func error(_ message: String, _ position: TextPosition) {
            diagnostics.append(Diagnostic(.error, .syntaxError, message, at: FileLocation(path: path, position: position)))
        }

        /// The elements of an array member; an error and none for another value.
        mutating func array(_ entry: PropertyListEntry) -> [PropertyListNode] {
            guard case .array(let elements) = entry.value.value else {
                error("\"\(entry.key)\" must be an array, not \(entry.value.value.typeNameWithArticle)", entry.value.position)
                return []
            }
            return elements
        }

        /// The members of an object, or nil with an error saying it should be `what`.
        mutating func object(_ node: PropertyListNode, _ what: String) -> [PropertyListEntry]? {
            guard let members = node.value.entries else {
                error("expected \(what) (an object), found \(node.value.typeNameWithArticle)", node.position)
                return nil
            }
            return members
        }

        mutating func checkKeys(_ members: [PropertyListEntry], known: Set<String>, in place: String) {
            for member in members where !member.key.hasPrefix("_") && !known.contains(member.key) {
                var message = "\(place) has a key Xcode does not write, \"\(member.key)\", so nothing reads its value"
                if let meant = DidYouMean.nearest(member.key, among: known.sorted()) {
                    message += DidYouMean.hint(meant)
                }
                diagnostics.append(Diagnostic(.warning, .unknownStoreKitKey, message,
                                              at: FileLocation(path: path, position: member.keyPosition)))
            }
        }

        /// A text member, or nil (with an error when it is there but not a string).
        mutating func text(_ members: PropertyListValue, _ key: StaticString) -> Text? {
            guard let member = members.lookup(key) else { return nil }
            guard let string = member.value.value.stringValue else {
                error("\"\(member.key)\" must be a string, not \(member.value.value.typeNameWithArticle)",
                      member.value.position)
                return nil
            }
            return Text(value: string, position: member.value.position)
        }

        mutating func product(_ node: PropertyListNode, group: String?) -> Product? {
            guard let members = object(node, "a product") else { return nil }
            checkKeys(members, known: StoreKitConfiguration.productKeys, in: "a product")
            guard let productID = text(node.value, "productID") else {
                if node.value.lookup("productID") == nil {
                    error("the product has no \"productID\": Xcode cannot load it", node.position)
                }
                return nil
            }
            let type = text(node.value, "type")
            if let type, ProductKind(rawValue: type.value) == nil {
                error("\"\(type.value)\" is no product type; Xcode writes "
                      + ProductKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "), type.position)
            }
            var localizations: [Localization] = []
            let elements = node.value.lookup("localizations").map { array($0) } ?? []
            for element in elements {
                guard let localizationMembers = object(element, "a localization") else { continue }
                checkKeys(localizationMembers, known: StoreKitConfiguration.localizationKeys, in: "a localization")
                guard let locale = text(element.value, "locale") else {
                    if element.value.lookup("locale") == nil {
                        error("the localization has no \"locale\"", element.position)
                    }
                    continue
                }
                localizations.append(Localization(
                    locale: locale, displayName: text(element.value, "displayName"),
                    description: text(element.value, "description"), position: element.position))
            }
            var definition = StoreKitConfiguration.definingKeys.map { key in
                (key: key, value: node.value.lookup(key).map { Self.canonical($0.value.value) } ?? "")
            }
            definition.append((key: "group", value: group ?? ""))
            definition += localizations.map {
                (key: "localization \($0.locale.value)",
                 value: "\($0.displayName?.value ?? "")\u{0}\($0.description?.value ?? "")")
            }.sorted { $0.key < $1.key }
            return Product(productID: productID, referenceName: text(node.value, "referenceName"), type: type,
                           localizations: localizations, groupName: group, position: node.position,
                           definition: definition)
        }

        /// A scalar value as text, for comparing definitions.
        private static func canonical(_ value: PropertyListValue) -> String {
            switch value {
            case .string(let string): string
            case .integer(let number): String(number)
            case .unsignedInteger(let number): String(number)
            case .real(let number): String(number)
            case .boolean(let flag): String(flag)
            default: value.typeName
            }
        }
    }
}

extension Diagnostic.Code {
    /// A key in a StoreKit configuration that Xcode does not write.
    static let unknownStoreKitKey: Self = "unknown-storekit-key"
}
