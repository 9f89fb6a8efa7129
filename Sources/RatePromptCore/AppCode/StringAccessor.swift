import RatePromptFormats

/// A declaration in the app's code that stands between its calls and a table: a wrapper that passes its parameter to
/// a lookup as the key (`extension String { var localized: String { NSLocalizedString(self, comment: "") } }`,
/// SwiftGen's `tr(_:_:_:)`), or a static member that stands for one lookup (SwiftGen's `L10n.Settings.title`, a
/// `static var` of an `extension LocalizedStringResource`). Found by the source stage; `StringAccessors` puts a run's
/// together.
package struct StringAccessor: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case wrapper(Wrapper)
        case member(Member)
        case resourceParameter(ResourceParameter)
    }

    /// A parameter of the app's own function or initializer that takes a `LocalizedStringResource`
    /// (`init(title: LocalizedStringResource)`, a struct's stored `let title: LocalizedStringResource`): a symbol given
    /// there (`ConfigurationItemView(title: .addTitle)`) is a use.
    package struct ResourceParameter: Sendable, Hashable {
        /// What a call names: the function's name, or the type's for an initializer.
        var callee: String
        /// The argument label (`_` for none) and the parameter's place.
        package internal(set) var label: String
        package internal(set) var index: Int

        package init(callee: String, label: String, index: Int) {
            self.callee = callee
            self.label = label
            self.index = index
        }
    }

    /// A function or computed property whose lookups all take one of its parameters (or `self`, in an extension of
    /// `String`) as the key.
    package struct Wrapper: Sendable, Hashable {
        package internal(set) var name: String
        /// Its parameters' argument labels (`_` for none); empty for a property.
        package internal(set) var labels: [String]
        package internal(set) var isProperty: Bool
        /// The type whose static function it is (`L10n` of SwiftGen's `tr`): a call on another base is not its. Nil
        /// for a free function and for a member of `String`.
        package internal(set) var owner: String?
        /// The parameter passed as the key; nil for `self`.
        package internal(set) var keyParameter: Int?
        /// The parameter passed as the table, when one is.
        var tableParameter: Int?
        /// The parameter passed as the value shown for a missing key (SwiftGen's `fallback:`), when one is.
        var valueParameter: Int?
        /// The table its lookup names when written out (`Localizable` when none); nil when an expression names it.
        package internal(set) var table: String?
        package internal(set) var bundle: LocalizedStringReference.Bundle
        /// Whether it passes the value to `String(format:)`: every string it looks up is formatted.
        package internal(set) var formats: Bool
        /// Whether it reads the development language's table after a miss (`Bundle(path:)` of `en.lproj`).
        var fallsBack: Bool

        package init(
            name: String, labels: [String], isProperty: Bool, owner: String? = nil, keyParameter: Int?,
            tableParameter: Int? = nil,
            valueParameter: Int? = nil, table: String?, bundle: LocalizedStringReference.Bundle, formats: Bool,
            fallsBack: Bool
        ) {
            self.name = name
            self.labels = labels
            self.isProperty = isProperty
            self.owner = owner
            self.keyParameter = keyParameter
            self.tableParameter = tableParameter
            self.valueParameter = valueParameter
            self.table = table
            self.bundle = bundle
            self.formats = formats
            self.fallsBack = fallsBack
        }

        /// Whether a call with these argument labels (`_` for none) can be a call of it: the key's argument (and the
        /// table's) sits where its parameter is, under its label.
        package func accepts(labels written: [String]) -> Bool {
            guard !isProperty else { return false }
            for parameter in [keyParameter, tableParameter].compactMap({ $0 }) {
                guard parameter < written.count, written[parameter] == labels[parameter] else { return false }
            }
            return true
        }
    }

    /// A static member whose value is one call: a lookup (`NSLocalizedString("title", comment: "")`), or a call of
    /// a wrapper with the key written out (`L10n.tr("Localizable", "settings.title", fallback: "Settings")`).
    package struct Member: Sendable, Hashable {
        /// The types around it and its name: `["L10n", "Settings", "title"]`.
        package internal(set) var path: [String]
        /// The lookup its value makes, when it calls an API that looks one up.
        package internal(set) var lookup: LocalizedStringReference?
        /// Else the name it calls (`tr`) and the arguments it passes: their labels (`_` for none) and the key each
        /// literal gives (nil for anything else).
        var callee: String?
        package internal(set) var arguments: [Argument]

        package init(path: [String], lookup: LocalizedStringReference?, callee: String? = nil, arguments: [Argument] = []) {
            self.path = path
            self.lookup = lookup
            self.callee = callee
            self.arguments = arguments
        }
    }

    /// An argument of a call: its label (`_` for none) and the key it gives when it is a literal.
    package struct Argument: Sendable, Hashable {
        package internal(set) var label: String
        package internal(set) var key: LocalizedStringReference.Key?

        package init(label: String, key: LocalizedStringReference.Key?) {
            self.label = label
            self.key = key
        }
    }

    package internal(set) var kind: Kind
    package internal(set) var location: FileLocation

    package init(_ kind: Kind, location: FileLocation) {
        self.kind = kind
        self.location = location
    }
}
