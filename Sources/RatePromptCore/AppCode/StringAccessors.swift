import RatePromptFormats

/// The string accessors of a run's Swift files put together (`StringAccessor`): the wrappers a call may reach by
/// name, the lookup each member path stands for, and the reference a use of either makes. The uses are read in a
/// second pass over the files that name one (`words`), since a wrapper is declared in one file and used in others.
package struct StringAccessors: Sendable {
    private var wrappers: [String: [StringAccessor.Wrapper]] = [:]
    /// Each member's lookup, by its path joined with dots (`L10n.Settings.title`).
    private var members: [String: LocalizedStringReference] = [:]
    private var resourceParameters: [String: [StringAccessor.ResourceParameter]] = [:]
    /// The file that declares each wrapper: its bundle is that file's target's.
    private var wrapperFiles: [StringAccessor.Wrapper: String] = [:]

    package init() {}

    package init(files: [CodeFile]) {
        var declared: [(member: StringAccessor.Member, file: String)] = []
        for file in files {
            for accessor in file.stringAccessors {
                switch accessor.kind {
                case .wrapper(let wrapper):
                    wrappers[wrapper.name, default: []].append(wrapper)
                    wrapperFiles[wrapper] = accessor.location.path
                case .member(let member): declared.append((member, accessor.location.path))
                case .resourceParameter(let parameter):
                    resourceParameters[parameter.callee, default: []].append(parameter)
                }
            }
        }
        for (member, file) in declared {
            let path = member.path.joined(separator: ".")
            if let lookup = member.lookup {
                members[path] = lookup.bundle(ownedBy: file)
            } else if let callee = member.callee,
                      let wrapper = wrappers[callee]?.first(where: { $0.accepts(labels: member.arguments.map(\.label)) }),
                      let keyParameter = wrapper.keyParameter, keyParameter < member.arguments.count,
                      let key = member.arguments[keyParameter].key {
                // The member's own call names the key (SwiftGen's generated `L10n`).
                if case .prefix = key { continue }
                members[path] = reference(
                    through: wrapper, arguments: member.arguments, selfKey: nil, call: callee,
                    location: FileLocation(path: "", position: .start), isPreviewOrDebug: false)
            }
        }
    }

    /// Whether the files declare no accessor: then no second pass is needed.
    package var isEmpty: Bool { wrappers.isEmpty && members.isEmpty && resourceParameters.isEmpty }

    /// Words one of which a file must hold to use an accessor, as a use writes them: a function's name and its
    /// parenthesis (`L(`), a property's dot (`.localized`), the first type of a member path and its dot (`L10n.`), an
    /// initializer's type (`TripRow(`). Members of `LocalizedStringResource` are used as `.title`, which the first
    /// pass reads as a symbol; they need none.
    package var words: [String] {
        var words: Set<String> = []
        for (name, declared) in wrappers {
            if declared.contains(where: \.isProperty) || declared.contains(where: { $0.keyParameter == nil }) { words.insert("." + name) }
            if declared.contains(where: { !$0.isProperty }) { words.insert(name + "(") }
        }
        for callee in resourceParameters.keys {
            words.insert(callee + "(")
            // `.init(title: .addTitle)` calls an initializer of the type the context gives.
            if callee.first?.isUppercase == true { words.insert(".init(") }
        }
        for path in members.keys {
            let root = path.prefix { $0 != "." }
            if root != "LocalizedStringResource" { words.insert(root + ".") }
        }
        return words.sorted()
    }

    /// The wrappers of that name.
    package func wrappers(named name: String) -> [StringAccessor.Wrapper] {
        wrappers[name] ?? []
    }

    /// The parameters of the functions or initializers of that name that take a `LocalizedStringResource`.
    package func resourceParameters(of callee: String) -> [StringAccessor.ResourceParameter] {
        guard callee == "init" else { return resourceParameters[callee] ?? [] }
        // `.init(…)`: any type's initializer (a type's name starts with a capital), by label.
        return resourceParameters.filter { $0.key.first?.isUppercase == true }.values.flatMap { $0.filter { $0.label != "_" } }
    }

    /// The lookup the member at `path` (its types and name joined with dots) stands for.
    package func member(_ path: String) -> LocalizedStringReference? {
        members[path]
    }

    /// The reference a use of the member at `path` makes, at `location`.
    package func reference(
        toMember path: String, call: String, location: FileLocation, isPreviewOrDebug: Bool
    ) -> LocalizedStringReference? {
        guard let lookup = members[path] else { return nil }
        return LocalizedStringReference(
            key: lookup.key, call: call, table: lookup.table, bundle: lookup.bundle, hasDefaultValue: lookup.hasDefaultValue,
            location: location, isPreviewOrDebug: isPreviewOrDebug, accessor: path,
            isAlwaysFormatted: lookup.isAlwaysFormatted, fallsBackToDevelopmentLanguage: lookup.fallsBackToDevelopmentLanguage,
            bundleOwner: lookup.bundleOwner)
    }

    /// The reference a call of `wrapper` makes with `arguments` (or, for a wrapper of `String`, on the string whose
    /// key is `selfKey`): the key its key argument gives (a key built at run time for anything but a literal), the
    /// table its table argument or its own lookup names.
    package func reference(
        through wrapper: StringAccessor.Wrapper, arguments: [StringAccessor.Argument], selfKey: LocalizedStringReference.Key?,
        call: String, location: FileLocation, isPreviewOrDebug: Bool
    ) -> LocalizedStringReference {
        let key: LocalizedStringReference.Key
        if let parameter = wrapper.keyParameter {
            key = parameter < arguments.count ? arguments[parameter].key ?? .prefix("") : .prefix("")
        } else {
            key = selfKey ?? .prefix("")
        }
        var table = wrapper.table
        if let parameter = wrapper.tableParameter {
            if parameter < arguments.count, case .literal(let name)? = arguments[parameter].key { table = name } else { table = nil }
        }
        // The default value is found by its label: a variadic parameter before it takes any number of arguments.
        var hasValue = false
        var isFallback = false
        if let parameter = wrapper.valueParameter, wrapper.labels[parameter] != "_",
           let value = arguments.first(where: { $0.label == wrapper.labels[parameter] }) {
            if case .literal(let text)? = value.key { hasValue = !text.isEmpty } else { hasValue = value.key != nil }
            // SwiftGen writes the development language's text as `fallback:`.
            isFallback = hasValue && wrapper.labels[parameter] == "fallback"
        }
        return LocalizedStringReference(
            key: key, call: call, table: table, bundle: wrapper.bundle, hasDefaultValue: hasValue, location: location,
            isPreviewOrDebug: isPreviewOrDebug, accessor: call, isAlwaysFormatted: wrapper.formats,
            fallsBackToDevelopmentLanguage: wrapper.fallsBack || isFallback, bundleOwner: wrapperFiles[wrapper])
    }
}
