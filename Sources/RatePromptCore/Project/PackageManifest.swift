import Foundation
import RatePromptFormats

/// What RatePrompt reads from a Swift package manifest (`Package.swift`) without running it or parsing it as Swift:
/// the tools version, `defaultLocalization`, `platforms`, the products, the local packages it depends on, and the
/// targets with their folders, resources, exclusions and dependencies. A manifest is code; where it computes a value
/// (a function, a `var` changed later, a `#if`, a condition), that value is unknown here rather than guessed.
package struct PackageManifest: Sendable {
    package enum TargetKind: String, Sendable, CaseIterable {
        case target, executableTarget, testTarget, systemLibrary, binaryTarget, plugin, macro
    }

    /// A resource rule of a target's `resources:`.
    struct Resource: Sendable, Hashable {
        enum Rule: String, Sendable { case process, copy, embedInCode }
        var rule: Rule
        /// Relative to the target's folder, as written.
        var path: String
    }

    package struct Target: Sendable {
        package internal(set) var name: String
        package internal(set) var kind: TargetKind
        /// `path:`, relative to the package; nil for SwiftPM's folders (`Sources/<name>`, `Tests/<name>`, …).
        package internal(set) var path: String?
        var exclude: [String] = []
        /// `sources:`; nil when not given (every source file in the folder).
        package internal(set) var sources: [String]?
        var resources: [Resource] = []
        /// The arguments among `path`, `exclude`, `sources` and `resources` whose value cannot be read: what the
        /// target takes is then unknown.
        package internal(set) var unreadable: [String] = []
        /// `dependencies:`, in order; nil when they cannot be read.
        var dependencies: [Dependency]? = []
    }

    /// A dependency of a target (`dependencies:`).
    enum Dependency: Sendable, Hashable {
        /// `"Name"` or `.byName(name:)`: a target of the package, else a product of that name of a package it
        /// depends on.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`; the package is the product's name when not given.
        case product(String, package: String)
    }

    /// A product (`products:`): what an app or another package links.
    struct Product: Sendable, Hashable {
        var name: String
        /// The targets it is made of.
        var targets: [String]
    }

    /// A package the manifest depends on (`dependencies:`) that is in a folder of the repository
    /// (`.package(path:)`); one named by a URL or a registry id is fetched by Xcode and never read here.
    struct LocalPackage: Sendable, Hashable {
        /// `name:`, when given (older manifests name the package so).
        var name: String?
        /// Absolute and normalized: the folder of its `Package.swift`.
        var folder: String

        /// Whether `.product(package:)` names it: SwiftPM's identity (the folder's name) or the name given, in any
        /// case.
        func isNamed(_ written: String) -> Bool {
            let wanted = written.lowercased()
            return wanted == ProjectPath.name(folder).lowercased() || wanted == name?.lowercased()
        }
    }

    /// The `Package.swift` file.
    package internal(set) var path: String
    /// `// swift-tools-version:` of the first line; nil when missing or unreadable.
    var toolsVersion: OSVersion?
    var defaultLocalization: SourceLanguage?
    /// The least version of each platform `platforms:` names (empty when it names none or is absent); nil when it
    /// cannot be read.
    var platforms: [ApplePlatform: OSVersion]?
    /// The targets; nil when the list cannot be read (then no target's files are known).
    package internal(set) var targets: [Target]?
    /// The products; nil when the list cannot be read.
    var products: [Product]? = []
    /// The packages in folders of the repository that it depends on; nil when the list cannot be read.
    var localPackages: [LocalPackage]? = []
    /// What could not be read, for `--explain`-style messages: "targets: built by a function".
    package internal(set) var unreadable: [String] = []

    /// Reads the manifest's text.
    init(path: String, text: String) {
        self.path = path
        toolsVersion = Self.toolsVersion(text)
        let tokens = SwiftTokenizer.tokens(of: text)
        var bindings = Bindings(tokens: tokens)
        let packages = bindings.all.filter { binding in
            if case .call(.identifier("Package"), _) = binding.value { return true }
            return false
        }
        guard packages.count == 1, let package = packages.first, !package.isConditional else {
            unreadable.append(packages.isEmpty ? "no `let package = Package(…)`" : "more than one Package(…) or one under #if")
            return
        }
        bindings.markChanged(packageName: package.name)
        let call = package.value
        if let value = call.argument("defaultLocalization") {
            // `"en"`, or `LanguageTag("en")` as the type is also written.
            var literal = bindings.resolve(value)
            if case .call(.identifier("LanguageTag"), _) = literal, let tag = literal.firstUnlabeledArgument {
                literal = bindings.resolve(tag)
            }
            if case .string(let language, let position) = literal {
                defaultLocalization = SourceLanguage(language, origin: .packageManifest(FileLocation(path: path, position: position)))
            } else {
                unreadable.append("defaultLocalization")
            }
        }
        if bindings.changed.contains(package.name + ".defaultLocalization") {
            defaultLocalization = nil
            unreadable.append("defaultLocalization (changed after the Package is made)")
        }
        platforms = readPlatforms(call.argument("platforms"), bindings: bindings)
        if bindings.changed.contains(package.name + ".platforms") { platforms = nil }
        if platforms == nil { unreadable.append("platforms") }
        targets = readTargets(call.argument("targets"), bindings: bindings)
        if bindings.changed.contains(package.name + ".targets") { targets = nil }
        if targets == nil { unreadable.append("targets") }
        // What links what: read apart from the targets' files, so that a manifest that builds its dependencies in
        // code still has its files read.
        let linking = bindings.writes(of: ["products", "dependencies"])
        products = linking.contains(package.name + ".products") ? nil : readProducts(call.argument("products"), bindings: bindings)
        localPackages = linking.contains(package.name + ".dependencies") ? nil
            : readLocalPackages(call.argument("dependencies"), bindings: bindings)
        if linking.contains("$0.dependencies") || linking.contains(package.name + ".targets") {
            // `package.targets.forEach { $0.dependencies += … }`: any target's.
            for index in targets?.indices ?? 0..<0 { targets?[index].dependencies = nil }
        }
    }

    /// The package's own folder.
    var folder: String { ProjectPath.parent(path) }

    /// The targets a product is made of, by name; nil when the products cannot be read or none has that name.
    func targets(ofProduct name: String) -> [String]? {
        products?.first { $0.name == name }?.targets
    }

    /// `// swift-tools-version:5.9` or `// swift-tools-version: 6.0; (comment)`, which must be the first line.
    private static func toolsVersion(_ text: String) -> OSVersion? {
        let first = text.prefix { $0 != "\n" && $0 != "\r" }
        guard first.hasPrefix("//"), let range = first.range(of: "swift-tools-version:", options: .caseInsensitive) else { return nil }
        let rest = first[range.upperBound...].drop { $0 == " " || $0 == "\t" }
        return OSVersion(rest.prefix { $0.isNumber || $0 == "." })
    }

    private func readPlatforms(_ value: ManifestExpression?, bindings: Bindings) -> [ApplePlatform: OSVersion]? {
        guard let value else { return [:] }
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        var platforms: [ApplePlatform: OSVersion] = [:]
        for element in elements.map(bindings.resolve) {
            guard let (type, name) = element.calledMember, type == nil || type == "SupportedPlatform" else { return nil }
            // `.macCatalyst`, `.driverKit`, `.custom(…)` name no platform read here.
            guard let platform = ApplePlatform(manifestName: name) else { continue }
            let version: OSVersion?
            switch element.firstUnlabeledArgument.map(bindings.resolve) {
            case .member(nil, let name)?: version = OSVersion(name)
            case .string(let text, _)?: version = OSVersion(text)
            default: version = nil
            }
            guard let version else { return nil }
            platforms[platform] = min(platforms[platform] ?? version, version)
        }
        return platforms
    }

    private func readTargets(_ value: ManifestExpression?, bindings: Bindings) -> [Target]? {
        guard let value else { return [] }
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        let changedDependencies = bindings.writes(of: ["dependencies"])
        var targets: [Target] = []
        for element in elements {
            let call = bindings.resolve(element)
            guard let (type, name) = call.calledMember, type == nil || type == "Target",
                  let kind = TargetKind(rawValue: name),
                  case .string(let targetName, _)? = call.argument("name").map(bindings.resolve) else { return nil }
            var target = Target(name: targetName, kind: kind)
            if let path = call.argument("path") {
                if case .string(let text, _) = bindings.resolve(path) { target.path = text } else { target.unreadable.append("path") }
            }
            if let exclude = call.argument("exclude") {
                if let paths = strings(exclude, bindings: bindings) { target.exclude = paths } else { target.unreadable.append("exclude") }
            }
            if let sources = call.argument("sources") {
                if let paths = strings(sources, bindings: bindings) { target.sources = paths } else { target.unreadable.append("sources") }
            }
            if let resources = call.argument("resources") {
                if let rules = self.resources(resources, bindings: bindings) {
                    target.resources = rules
                } else {
                    target.unreadable.append("resources")
                }
            }
            if let dependencies = call.argument("dependencies") {
                target.dependencies = self.dependencies(dependencies, bindings: bindings)
            }
            // `let core = Target.target(…)` whose dependencies are changed later.
            if case .identifier(let bound) = element, changedDependencies.contains(bound + ".dependencies") {
                target.dependencies = nil
            }
            targets.append(target)
        }
        return targets
    }

    /// `products:`: each library, executable or plugin with its targets.
    private func readProducts(_ value: ManifestExpression?, bindings: Bindings) -> [Product]? {
        guard let value else { return [] }
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        var products: [Product] = []
        for element in elements.map(bindings.resolve) {
            guard let (type, _) = element.calledMember, type == nil || type == "Product",
                  case .string(let name, _)? = element.argument("name").map(bindings.resolve),
                  let targets = element.argument("targets").flatMap({ strings($0, bindings: bindings) }) else { return nil }
            products.append(Product(name: name, targets: targets))
        }
        return products
    }

    /// `dependencies:` of the package: those in a folder (`.package(path:)`, `.package(name:path:)`); one named by
    /// a URL or an id is left out. Nil when one cannot be read.
    private func readLocalPackages(_ value: ManifestExpression?, bindings: Bindings) -> [LocalPackage]? {
        guard let value else { return [] }
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        var packages: [LocalPackage] = []
        for element in elements.map(bindings.resolve) {
            guard let (type, member) = element.calledMember, type == nil || type == "Package.Dependency",
                  member == "package" else { return nil }
            guard let pathArgument = element.argument("path") else {
                if element.argument("url") != nil || element.argument("id") != nil { continue }
                return nil
            }
            guard case .string(let relative, _) = bindings.resolve(pathArgument) else { return nil }
            var name: String?
            if let written = element.argument("name") {
                guard case .string(let text, _) = bindings.resolve(written) else { return nil }
                name = text
            }
            packages.append(LocalPackage(name: name, folder: ProjectPath.join(folder, relative)))
        }
        return packages
    }

    /// A target's `dependencies:`; nil when one cannot be read.
    private func dependencies(_ value: ManifestExpression, bindings: Bindings) -> [Dependency]? {
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        var dependencies: [Dependency] = []
        for element in elements.map(bindings.resolve) {
            if case .string(let name, _) = element {
                dependencies.append(.byName(name))
                continue
            }
            guard let (type, member) = element.calledMember, type == nil || type == "Target.Dependency",
                  case .string(let name, _)? = element.argument("name").map(bindings.resolve) else { return nil }
            switch member {
            case "target": dependencies.append(.target(name))
            case "byName", "byNameItem": dependencies.append(.byName(name))
            case "product":
                var package = name
                if let written = element.argument("package") {
                    guard case .string(let text, _) = bindings.resolve(written) else { return nil }
                    package = text
                }
                dependencies.append(.product(name, package: package))
            default: return nil
            }
        }
        return dependencies
    }

    private func strings(_ value: ManifestExpression, bindings: Bindings) -> [String]? {
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text, _) = bindings.resolve(element) else { return nil }
            strings.append(text)
        }
        return strings
    }

    private func resources(_ value: ManifestExpression, bindings: Bindings) -> [Resource]? {
        guard case .array(let elements) = bindings.resolve(value) else { return nil }
        var resources: [Resource] = []
        for element in elements.map(bindings.resolve) {
            guard let (type, name) = element.calledMember, type == nil || type == "Resource",
                  let rule = Resource.Rule(rawValue: name),
                  case .string(let path, _)? = element.firstUnlabeledArgument.map(bindings.resolve) else { return nil }
            resources.append(Resource(rule: rule, path: path))
        }
        return resources
    }
}

extension PackageManifest {
    /// The top-level `let` and `var` of a manifest, by name, so that `targets: targets` reads the array bound to
    /// `targets`. A `var`, a binding under `#if`, and a name whose targets' settings are assigned later
    /// (`package.targets.append`, `core.resources = …`) are not read.
    struct Bindings {
        struct Binding {
            var name: String
            var value: ManifestExpression
            var isVariable: Bool
            var isConditional: Bool
        }

        private(set) var all: [Binding] = []
        private var byName: [String: Binding] = [:]
        private let tokens: [SwiftTokenizer.Token]
        /// `name.property` pairs written after the bindings are made: `package.targets`, `core.resources`.
        private(set) var changed: Set<String> = []
        /// Names whose target settings are written to.
        private(set) var changedBindings: Set<String> = []

        init(tokens: [SwiftTokenizer.Token]) {
            self.tokens = tokens
            var index = 0
            var depth = 0
            var conditional = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .directive {
                    if token.text == "if" { conditional += 1 }
                    if token.text == "endif" { conditional = max(0, conditional - 1) }
                } else if token.kind == .punctuation {
                    if ["(", "[", "{"].contains(token.text) { depth += 1 }
                    if [")", "]", "}"].contains(token.text) { depth = max(0, depth - 1) }
                } else if depth == 0, token.kind == .identifier, token.text == "let" || token.text == "var",
                          index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    var next = index + 2
                    // Skip a type annotation (`: [Target]`) up to the `=`.
                    var nesting = 0
                    while next < tokens.count {
                        let part = tokens[next]
                        if part.kind == .punctuation {
                            if ["(", "[", "<"].contains(part.text) { nesting += 1 }
                            if [")", "]", ">"].contains(part.text) { nesting -= 1 }
                            if nesting <= 0, part.text == "=" || part.text == "{" { break }
                        }
                        if part.startsLine, next > index + 2 { break }
                        next += 1
                    }
                    if next < tokens.count, tokens[next].kind == .punctuation, tokens[next].text == "=" {
                        var parser = ManifestExpression.Parser(tokens: tokens, index: next + 1)
                        let value = parser.expression()
                        let binding = Binding(name: tokens[index + 1].text, value: value,
                                              isVariable: token.text == "var", isConditional: conditional > 0)
                        all.append(binding)
                        // A second binding of a name (in two branches of a `#if`) makes it unknown.
                        byName[binding.name] = byName[binding.name] == nil ? binding
                            : Binding(name: binding.name, value: .unreadable, isVariable: true, isConditional: true)
                        index = max(parser.index, index + 1)
                        continue
                    }
                }
                index += 1
            }
        }

        /// Notes every `name.property` written after the bindings that sets what a package or target is made of.
        mutating func markChanged(packageName: String) {
            let watched: Set<String> = ["targets", "platforms", "defaultLocalization", "path", "exclude", "sources", "resources"]
            for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
                guard tokens[index + 1].kind == .punctuation, tokens[index + 1].text == ".",
                      tokens[index + 2].kind == .identifier, watched.contains(tokens[index + 2].text),
                      index == 0 || tokens[index - 1].text != "." else { continue }
                let name = tokens[index].text
                guard name == packageName || byName[name] != nil || name == "$0" else { continue }
                changed.insert(name + "." + tokens[index + 2].text)
                if name != packageName { changedBindings.insert(name) }
                // `package.targets.forEach { $0.resources = … }`, `for target in package.targets { … }`: every
                // target may be changed.
                if name == "$0" { changed.insert(packageName + ".targets") }
            }
        }

        /// Every `name.property` among `properties` written to after the bindings (`package.products.append`,
        /// `core.dependencies += …`, `$0.dependencies` in a closure), as `name.property`.
        func writes(of properties: Set<String>) -> Set<String> {
            var found: Set<String> = []
            for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
                guard tokens[index + 1].kind == .punctuation, tokens[index + 1].text == ".",
                      tokens[index + 2].kind == .identifier, properties.contains(tokens[index + 2].text),
                      index == 0 || tokens[index - 1].text != "." else { continue }
                found.insert(tokens[index].text + "." + tokens[index + 2].text)
            }
            return found
        }

        /// `value` with names replaced by what a `let` binds them to, and `+` of arrays joined; `unreadable` for a
        /// name it cannot read.
        func resolve(_ value: ManifestExpression) -> ManifestExpression {
            resolve(value, depth: 0)
        }

        private func resolve(_ value: ManifestExpression, depth: Int) -> ManifestExpression {
            guard depth < 16 else { return .unreadable }
            switch value {
            case .identifier(let name):
                guard let binding = byName[name], !binding.isVariable, !binding.isConditional,
                      !changedBindings.contains(name) else { return .unreadable }
                return resolve(binding.value, depth: depth + 1)
            case .sum(let terms):
                var joined: [ManifestExpression] = []
                for term in terms {
                    guard case .array(let elements) = resolve(term, depth: depth + 1) else { return .unreadable }
                    joined += elements
                }
                return .array(joined)
            default:
                return value
            }
        }
    }
}
