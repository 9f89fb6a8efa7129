import RatePromptFormats

/// Loads a configuration from a property list (XML, binary or OpenStep) or JSON file, checking every key against
/// the schema. Unknown keys, wrong types and values out of range are kept as findings at their location; the
/// affected keys keep their defaults.
public struct ConfigurationLoader: Sendable {
    /// A loaded configuration and what was found on the way.
    public struct Result: Sendable {
        /// Every setting: the file's valid values, defaults for the rest.
        public var configuration: PromptConfiguration
        /// Read errors and schema findings, in file order.
        public var diagnostics: [Diagnostic]
        /// False when the file could not be read at all.
        public var isReadable: Bool
    }

    /// A loader.
    public init() {}

    /// Loads the file at `path`: JSON when its name ends in `.json`, else a property list in any format.
    public func load(contentsOf path: String) -> Result {
        load(InputRegistry.settings(at: path))
    }

    /// Loads a document already read with `PropertyListReader` or `JSONReader`.
    public func load(_ document: PropertyListDocument) -> Result {
        var configuration = PromptConfiguration()
        var diagnostics = document.diagnostics
        guard let root = document.root else {
            return Result(configuration: configuration, diagnostics: diagnostics, isReadable: false)
        }
        guard let entries = root.value.entries else {
            diagnostics.append(Diagnostic(
                .error, .configTypeMismatch,
                "a configuration is a dictionary of settings, but this file holds \(article(root.value.typeName))",
                at: FileLocation(path: document.path, position: root.position)))
            return Result(configuration: configuration, diagnostics: diagnostics, isReadable: true)
        }
        var firstPosition: [String: TextPosition] = [:]
        for entry in entries {
            let keyLocation = FileLocation(path: document.path, position: entry.keyPosition)
            guard let key = ConfigurationSchema.key(named: entry.key) else {
                diagnostics.append(unknownKey(entry.key, at: keyLocation))
                continue
            }
            if let first = firstPosition[entry.key] {
                diagnostics.append(Diagnostic(
                    .warning, .duplicateKey, "\"\(entry.key)\" is set twice; the last value wins",
                    at: keyLocation,
                    notes: [.init(location: FileLocation(path: document.path, position: first),
                                  message: "first set here")]))
            } else {
                firstPosition[entry.key] = entry.keyPosition
            }
            let valueLocation = FileLocation(path: document.path, position: entry.value.position)
            if key.type == .promotions {
                let (settings, found) = promotions(entry.value, path: document.path)
                diagnostics += found
                if let settings { configuration.set(key.name, to: .promotions(settings), source: .file(valueLocation)) }
                continue
            }
            switch check(entry.value.value, for: key) {
            case .success(let value):
                configuration.set(key.name, to: value, source: .file(valueLocation))
            case .failure(let diagnostic):
                var diagnostic = diagnostic
                diagnostic.location = valueLocation
                diagnostics.append(diagnostic)
            }
        }
        return Result(configuration: configuration, diagnostics: diagnostics, isReadable: true)
    }

    /// The `promotions` dictionary: `order` and `hidden`, arrays of product IDs. A wrong member is reported and
    /// left out; the rest is kept. Nil when the value is no dictionary at all.
    private func promotions(_ node: PropertyListNode, path: String) -> (PromotionSettings?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func location(_ position: TextPosition) -> FileLocation { FileLocation(path: path, position: position) }
        guard let entries = node.value.entries else {
            diagnostics.append(Diagnostic(
                .error, .configTypeMismatch,
                "\"promotions\" takes a dictionary with \"order\" and \"hidden\" arrays of product IDs, not "
                    + "\(article(node.value.typeName)); nothing is promoted",
                at: location(node.position)))
            return (nil, diagnostics)
        }
        var settings = PromotionSettings(location: location(node.position))
        for entry in entries {
            guard PromotionSettings.memberNames.contains(entry.key) else {
                var message = "\"promotions\" has no member \"\(entry.key)\""
                if let suggestion = DidYouMean.nearest(entry.key, among: PromotionSettings.memberNames) {
                    message += DidYouMean.hint(suggestion)
                } else {
                    message += "; it takes \"order\" and \"hidden\""
                }
                diagnostics.append(Diagnostic(.error, .unknownConfigKey, message, at: location(entry.keyPosition)))
                continue
            }
            guard case .array(let elements) = entry.value.value else {
                diagnostics.append(Diagnostic(
                    .error, .configTypeMismatch,
                    "\"promotions.\(entry.key)\" takes an array of product IDs, not \(article(entry.value.value.typeName))",
                    at: location(entry.value.position)))
                continue
            }
            var references: [PromotionSettings.Reference] = []
            for element in elements {
                guard let productID = element.value.stringValue else {
                    diagnostics.append(Diagnostic(
                        .error, .configTypeMismatch,
                        "a product ID in \"promotions.\(entry.key)\" is a string, not \(article(element.value.typeName))",
                        at: location(element.position)))
                    continue
                }
                references.append(PromotionSettings.Reference(productID, at: location(element.position)))
            }
            if entry.key == "order" { settings.order = references } else { settings.hidden = references }
        }
        return (settings, diagnostics)
    }

    private func unknownKey(_ name: String, at location: FileLocation) -> Diagnostic {
        var message = "unknown setting \"\(name)\""
        if let suggestion = ConfigurationSchema.suggestion(for: name) {
            message += DidYouMean.hint(suggestion.name)
        } else {
            message += "; `rateprompt config --schema` lists every setting"
        }
        return Diagnostic(.error, .unknownConfigKey, message, at: location)
    }

    /// The value converted to the key's type, or the finding that explains why it cannot be.
    private func check(_ value: PropertyListValue, for key: ConfigurationKey) -> Swift.Result<ConfigurationValue, Diagnostic> {
        let placeholder = FileLocation(path: "", position: .start)
        func mismatch(_ hint: String = "") -> Swift.Result<ConfigurationValue, Diagnostic> {
            .failure(Diagnostic(
                .error, .configTypeMismatch,
                "\"\(key.name)\" takes \(article(key.type.rawValue)), not \(article(value.typeName))\(hint); "
                    + "the default is used instead",
                at: placeholder))
        }
        let converted: ConfigurationValue
        switch (key.type, value) {
        case (.integer, .integer(let integer)):
            converted = .integer(integer)
        case (.integer, .unsignedInteger):
            converted = .integer(Int64.max)
        case (.integer, .real(let real)) where real == real.rounded() && abs(real) < 9e18:
            converted = .integer(Int64(real))
        case (.integer, .real):
            return mismatch(" with a fraction")
        case (.number, .integer(let integer)):
            converted = .number(Double(integer))
        case (.number, .unsignedInteger(let integer)):
            converted = .number(Double(integer))
        case (.number, .real(let real)) where real.isFinite:
            converted = .number(real)
        case (.number, .real):
            return mismatch(" that is not finite")
        case (.boolean, .boolean(let bool)):
            converted = .boolean(bool)
        case (.string, .string(let string)):
            converted = .string(string)
        case (.integer, .string(let string)) where Int64(string) != nil,
             (.number, .string(let string)) where Double(string) != nil:
            return mismatch(" (write \(string) without quotes)")
        case (.boolean, .string(let string)) where ["yes", "no", "true", "false"].contains(string.lowercased()):
            return mismatch(" (use <true/> or <false/>, or true/false in JSON)")
        default:
            return mismatch()
        }
        if let range = key.range, let number = converted.numberValue, !range.contains(number) {
            return .failure(Diagnostic(
                .error, .configOutOfRange, outOfRangeMessage(key, number, range), at: placeholder))
        }
        return .success(converted)
    }

    private func outOfRangeMessage(_ key: ConfigurationKey, _ number: Double, _ range: ClosedRange<Double>) -> String {
        let shown = ConfigurationValue.number(number).literal
        if number < 0 {
            // iRate issue #170: -1 was written to mean "never"; iRate's unsigned and float properties make that a
            // huge number or an immediate pass instead.
            return "\"\(key.name)\" is \(shown), but it cannot be negative; to prompt only when your code asks, "
                + "set promptAtLaunch to false instead of a negative threshold"
        }
        let bounds = "\(ConfigurationValue.number(range.lowerBound).literal)…\(ConfigurationValue.number(range.upperBound).literal)"
        return "\"\(key.name)\" is \(shown), outside \(bounds)\(key.unit.map { " \($0)" } ?? ""); the default is used instead"
    }
}

extension Diagnostic.Code {
    /// A configuration key the schema does not know.
    static let unknownConfigKey: Self = "unknown-config-key"
    /// A configuration value of the wrong type.
    static let configTypeMismatch: Self = "config-type-mismatch"
    /// A configuration value outside the key's allowed range.
    static let configOutOfRange: Self = "config-out-of-range"
}
