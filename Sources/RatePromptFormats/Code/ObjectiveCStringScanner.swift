/// Finds the localized strings an Objective-C file (`.m`, `.mm`) asks for, by a byte scan with no parser:
/// `NSLocalizedString(@"key", comment)`, `NSLocalizedStringFromTable(@"key", @"Table", comment)`,
/// `NSLocalizedStringFromTableInBundle(@"key", @"Table", bundle, comment)`,
/// `NSLocalizedStringWithDefaultValue(@"key", @"Table", bundle, @"value", comment)` and
/// `[bundle localizedStringForKey:@"key" value:… table:…]`. It gives the same references as the Swift reader, so that
/// `missing-code-key` and `unused-key` see both languages' code alike.
///
/// Comments, C strings and character literals are skipped, so that a call named there is not taken; preprocessor
/// lines are skipped too (a `#define` of the macro is no call), and `#if DEBUG` marks what it holds. Adjacent literals
/// (`@"a" @"b"`) are one key, as the compiler joins them; anything else as the key is a key built at run time.
enum ObjectiveCStringScanner {
    /// The macros, by the position of their table, bundle and default value arguments (nil: none).
    private static let macros: [String: (table: Int?, bundle: Int?, value: Int?)] = [
        "NSLocalizedString": (nil, nil, nil),
        "NSLocalizedStringFromTable": (1, nil, nil),
        "NSLocalizedStringFromTableInBundle": (1, 2, nil),
        "NSLocalizedStringWithDefaultValue": (1, 2, 3),
    ]
    /// Every call's name holds it: files without it are not scanned.
    private static let marker = Array("ocalizedString".utf8)

    /// The file's localized-string references, in file order.
    static func references(in bytes: UnsafeRawBufferPointer, path: String) -> [LocalizedStringReference] {
        guard contains(bytes, marker) else { return [] }
        var scanner = Scanner(bytes: bytes, path: path)
        scanner.run()
        return LocalizedStringReference.isDebugOrPreviewFile(path)
            ? scanner.references.map { $0.markedPreviewOrDebug() } : scanner.references
    }

    private static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == needle[0] {
                var offset = 1
                while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// One argument (or a message's part): its literal text when it is only adjacent `@"…"` literals, whether it is
    /// `nil`/`NULL`, else the expression as written.
    private struct Argument {
        var literal: String?
        var isNil = false
        var text = ""
    }

    private enum Condition { case debug, notDebug, other }

    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0
        /// Open `#if`s: `#if DEBUG` (debug code), `#ifndef DEBUG`/`#if !DEBUG` (its `#else` is), or another.
        var conditions: [Condition] = []
        /// Where each open `[` is, for a message's receiver.
        var brackets: [Int] = []
        var references: [LocalizedStringReference] = []

        init(bytes: UnsafeRawBufferPointer, path: String) {
            self.bytes = bytes
            self.path = path
        }

        func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

        static func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x24
        }

        mutating func run() {
            var atLineStart = true
            while index < bytes.count {
                let current = bytes[index]
                if current == 0x0A { newline(); atLineStart = true; continue }
                if current == 0x20 || current == 0x09 || current == 0x0D { index += 1; continue }
                if atLineStart && current == UInt8(ascii: "#") { directive(); continue }
                atLineStart = false
                if skipTrivia() { continue }
                switch current {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): skipQuoted()
                case UInt8(ascii: "["): brackets.append(index); index += 1
                case UInt8(ascii: "]"): _ = brackets.popLast(); index += 1
                default:
                    guard Self.isIdentifier(current), index == 0 || !Self.isIdentifier(bytes[index - 1]) else {
                        index += 1
                        continue
                    }
                    let name = identifier()
                    if let macro = macros[name] {
                        call(name, macro)
                    } else if name == "localizedStringForKey" {
                        message()
                    }
                }
            }
        }

        mutating func newline() {
            index += 1
            line += 1
            lineStart = index
        }

        /// Skips a comment at `index`; false when there is none.
        mutating func skipTrivia() -> Bool {
            guard byte(index) == UInt8(ascii: "/") else { return false }
            if byte(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                return true
            }
            guard byte(index + 1) == UInt8(ascii: "*") else { return false }
            index += 2
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) {
                if bytes[index] == 0x0A { newline() } else { index += 1 }
            }
            index = min(index + 2, bytes.count)
            return true
        }

        /// Skips spaces, line breaks and comments.
        mutating func skipSpace() {
            while index < bytes.count {
                let current = bytes[index]
                if current == 0x0A { newline() } else if current == 0x20 || current == 0x09 || current == 0x0D {
                    index += 1
                } else if !skipTrivia() {
                    return
                }
            }
        }

        /// Skips a string or character literal at `index` (its quote), giving its text unescaped.
        @discardableResult
        mutating func skipQuoted() -> [UInt8] {
            let quote = bytes[index]
            var text: [UInt8] = []
            index += 1
            while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    if bytes[index] == 0x0A { newline(); continue }
                    text += escape()
                } else {
                    text.append(bytes[index])
                    index += 1
                }
            }
            if index < bytes.count, bytes[index] == quote { index += 1 }
            return text
        }

        /// The bytes an escape (after its backslash, at `index`) stands for.
        mutating func escape() -> [UInt8] {
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "n"): return [0x0A]
            case UInt8(ascii: "t"): return [0x09]
            case UInt8(ascii: "r"): return [0x0D]
            case UInt8(ascii: "a"): return [0x07]
            case UInt8(ascii: "b"): return [0x08]
            case UInt8(ascii: "f"): return [0x0C]
            case UInt8(ascii: "v"): return [0x0B]
            case UInt8(ascii: "x"): return [UInt8(truncatingIfNeeded: digits(radix: 16, limit: 2))]
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let scalar = Unicode.Scalar(UInt32(digits(radix: 16, limit: letter == UInt8(ascii: "u") ? 4 : 8)))
                return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                index -= 1
                return [UInt8(truncatingIfNeeded: digits(radix: 8, limit: 3))]
            default: return [letter]
            }
        }

        mutating func digits(radix: Int, limit: Int) -> Int {
            var value = 0
            var count = 0
            while count < limit, index < bytes.count,
                  let digit = Int(String(UnicodeScalar(bytes[index])), radix: radix) {
                value = value * radix + digit
                index += 1
                count += 1
            }
            return value
        }

        mutating func identifier() -> String {
            let start = index
            while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        /// A preprocessor line (with its continuations): skipped, after noting `#if DEBUG` and its branches.
        mutating func directive() {
            index += 1
            while byte(index) == 0x20 || byte(index) == 0x09 { index += 1 }
            let word = identifier()
            let start = index
            while index < bytes.count, bytes[index] != 0x0A {
                if bytes[index] == UInt8(ascii: "\\"), byte(index + 1) == 0x0A { index += 1; newline(); continue }
                if skipTrivia() { continue }
                index += 1
            }
            let rest = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            let namesDebug = rest.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains("DEBUG")
            let condition: Condition = namesDebug ? (rest.contains("!") ? .notDebug : .debug) : .other
            switch word {
            case "if", "ifdef": conditions.append(condition)
            case "ifndef": conditions.append(namesDebug ? .notDebug : .other)
            case "else":
                // The other branch of `#ifndef DEBUG` or `#if !DEBUG` is debug code; that of `#if DEBUG` is not.
                if let last = conditions.popLast() { conditions.append(last == .notDebug ? .debug : .other) }
            case "elif": if !conditions.isEmpty { conditions[conditions.count - 1] = .other }
            case "endif": _ = conditions.popLast()
            default: break
            }
        }

        var inDebugCode: Bool { conditions.contains(.debug) }

        func location(_ at: Int) -> FileLocation {
            var column = 1
            for offset in lineStart..<at where bytes[offset] & 0xC0 != 0x80 { column += 1 }
            return FileLocation(path: path, position: TextPosition(line: line, column: column))
        }

        /// One argument, to the `,`, `)` or `]` that ends it at its depth (or, `endingAtKeyword`, to the next part of
        /// a message: `value:`).
        mutating func argument(endingAtKeyword: Bool = false) -> (Argument, FileLocation) {
            skipSpace()
            var argument = Argument()
            let location = location(index)
            var literal: [UInt8]?
            var onlyLiterals = true
            var depth = 0
            let textStart = index
            scan: while index < bytes.count {
                let current = bytes[index]
                if current == 0x0A { newline(); continue }
                if current == 0x20 || current == 0x09 || current == 0x0D { index += 1; continue }
                if skipTrivia() { continue }
                if depth == 0, current == UInt8(ascii: ",") || current == UInt8(ascii: ")") || current == UInt8(ascii: "]") {
                    break scan
                }
                if current == UInt8(ascii: "@"), byte(index + 1) == UInt8(ascii: "\"") {
                    index += 1
                    let text = skipQuoted()
                    literal = (literal ?? []) + text
                    continue
                }
                if current == UInt8(ascii: "\""), literal != nil {
                    // `@"a" "b"`: the compiler joins a C literal to the Objective-C one before it.
                    literal! += skipQuoted()
                    continue
                }
                if endingAtKeyword, depth == 0, Self.isIdentifier(current) {
                    // The next part of the message (`value:`) ends this one.
                    let start = index
                    _ = identifier()
                    var after = index
                    while byte(after) == 0x20 || byte(after) == 0x09 { after += 1 }
                    if byte(after) == UInt8(ascii: ":") {
                        index = start
                        break scan
                    }
                    onlyLiterals = false
                    continue
                }
                onlyLiterals = false
                switch current {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): skipQuoted()
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; index += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1; index += 1
                default: index += 1
                }
            }
            argument.text = text(textStart, index)
            // (A literal, or literals, and nothing else: `@"a" @"b"`.)
            if onlyLiterals, let literal { argument.literal = String(decoding: literal, as: UTF8.self) }
            argument.isNil = argument.text == "nil" || argument.text == "NULL" || argument.text == "Nil"
            return (argument, location)
        }

        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// A call of one of the macros, after its name.
        mutating func call(_ name: String, _ macro: (table: Int?, bundle: Int?, value: Int?)) {
            let debug = inDebugCode
            skipSpace()
            guard byte(index) == UInt8(ascii: "(") else { return }
            index += 1
            let start = index
            var arguments: [(Argument, FileLocation)] = []
            while index < bytes.count {
                arguments.append(argument())
                guard byte(index) == UInt8(ascii: ",") else { break }
                index += 1
            }
            if byte(index) == UInt8(ascii: ")") { index += 1 }
            let needed = [macro.table, macro.bundle, macro.value].compactMap { $0 }.max() ?? 0
            guard arguments.count > needed, let (key, location) = arguments.first else {
                index = start
                return
            }
            let table = macro.table.map { arguments[$0].0 }
            let bundle = macro.bundle.map { arguments[$0].0 }
            let value = macro.value.map { arguments[$0].0 }
            add(call: name, key: key, location: location, table: table, bundle: bundle.map(Self.bundle) ?? .main,
                value: value, debug: debug)
        }

        /// `localizedStringForKey:… value:… table:…` after its first word; the receiver is what the open `[` holds.
        mutating func message() {
            let debug = inDebugCode
            let receiverEnd = index - "localizedStringForKey".utf8.count
            var after = index
            while byte(after) == 0x20 || byte(after) == 0x09 { after += 1 }
            guard byte(after) == UInt8(ascii: ":"), let open = brackets.last else { return }
            index = after + 1
            let receiver = text(open + 1, receiverEnd)
            let (key, location) = argument(endingAtKeyword: true)
            var value: Argument?
            var table: Argument?
            while index < bytes.count, Self.isIdentifier(bytes[index]) {
                let part = identifier()
                skipSpace()
                guard byte(index) == UInt8(ascii: ":") else { break }
                index += 1
                let (argument, _) = argument(endingAtKeyword: true)
                if part == "value" { value = argument } else if part == "table" { table = argument }
            }
            add(call: "localizedStringForKey:value:table:", key: key, location: location, table: table,
                bundle: Self.bundle(Argument(text: receiver)), value: value, debug: debug)
        }

        /// The bundle an expression names: the main bundle for `[NSBundle mainBundle]`/`NSBundle.mainBundle`.
        static func bundle(_ argument: Argument) -> LocalizedStringReference.Bundle {
            let written = argument.text.filter { !$0.isWhitespace }
            if argument.isNil || ["[NSBundlemainBundle]", "NSBundle.mainBundle", "NSBundlemainBundle"].contains(written) {
                return .main
            }
            return .other(argument.text)
        }

        mutating func add(
            call: String, key: Argument, location: FileLocation, table: Argument?,
            bundle: LocalizedStringReference.Bundle, value: Argument?, debug: Bool
        ) {
            // An absent or nil table is `Localizable`; a table named by an expression is unknown.
            let tableName: String? = table.map { $0.isNil ? "Localizable" : $0.literal.map { $0.isEmpty ? "Localizable" : $0 } ?? nil }
                ?? "Localizable"
            let hasDefault = value.map { !$0.isNil && $0.literal != "" } ?? false
            references.append(LocalizedStringReference(
                key: key.literal.map { .literal($0) } ?? .prefix(""), call: call, table: tableName, bundle: bundle,
                hasDefaultValue: hasDefault, location: location, isPreviewOrDebug: debug, language: .objectiveC))
        }
    }
}
