import CLibXML2
import Foundation

/// Reads XML property lists with libxml2's streaming SAX2 parser, accepting the grammar CoreFoundation's XML
/// property-list reader accepts, and refusing XML that could attack the reader (Documentation/PropertyLists.md,
/// "Hardened XML reading").
///
/// - The input is pushed to libxml2 in 256 KB chunks, so documents of any size stream without
///   `XML_PARSE_HUGE`, and no DOM is built: values are assembled directly from SAX events.
/// - Hardening: the options never include NOENT, DTDLOAD, DTDATTR, DTDVALID, HUGE or XINCLUDE; NONET is set; a
///   process-wide external entity loader refuses every load; a DOCTYPE with an internal subset (`[ … ]`), any
///   entity declaration and any entity reference other than the five predefined ones stop the parser at once.
/// - Errors go to the context's structured error handler: nothing is printed, and nothing global is touched per
///   parse, so parsers may run on several threads at once.
/// - Grammar (CoreFoundation's): `<plist>` is optional and holds exactly one value; `<dict>` alternates `<key>`
///   and value; `<key>` where a value is expected is a string; duplicate keys are all kept (the last one wins on a
///   device); after the root element closes, the rest of the file is not read; comments and processing
///   instructions are allowed between elements but not inside scalars; attributes are ignored.
public struct XMLPropertyListParser: Sendable {
    package let path: String

    /// Arrays and dictionaries nested inside each other that CoreFoundation reads; one more is refused.
    public static let maximumDepth = 512

    /// A parser whose diagnostics name `path`.
    public init(path: String) {
        self.path = path
    }

    /// Whether the text could be XML: its first non-whitespace character is `<`.
    static func mayBeXML(_ text: TextInput) -> Bool {
        text.xmlPrefix(maximumCount: 1).first == "<"
    }

    /// Whether the text is certainly meant as XML (`<?xml`, `<!DOCTYPE`, `<!--` or `<plist`), so that an XML error
    /// is the one to report rather than falling back to the old-style parser.
    static func isUnmistakablyXML(_ text: TextInput) -> Bool {
        let prefix = String(String.UnicodeScalarView(text.xmlPrefix(maximumCount: 9)))
        return prefix.hasPrefix("<?xml") || prefix.hasPrefix("<!DOCTYPE") || prefix.hasPrefix("<!--")
            || prefix.hasPrefix("<plist")
    }

    /// Parses an XML property list with libxml2, refusing entity expansion and external loads.
    public func parse(_ bytes: UnsafeRawBufferPointer) -> PropertyListDocument {
        let tree = PropertyListTreeBuilder()
        if let failure = parse(bytes, into: tree) {
            return PropertyListDocument(path: path, format: .xml, root: nil, diagnostics: [failure])
        }
        return PropertyListDocument(path: path, format: .xml, root: tree.root, diagnostics: [])
    }

    /// Parses an XML property list into a tape, for a model read without the value tree.
    func parseTape(_ bytes: UnsafeRawBufferPointer) -> PropertyListTape {
        // Texts are about half the file.
        let tape = PropertyListTape.Builder(textBytes: bytes.count / 2)
        let failure = parse(bytes, into: tape)
        return PropertyListTape(path: path, format: .xml, builder: failure == nil ? tape : nil,
                                diagnostics: failure.map { [$0] } ?? [])
    }

    /// Parses into `output`; the error that stops the parse, or nil when `output` holds the root value.
    private func parse(_ bytes: UnsafeRawBufferPointer, into output: any PropertyListBuilder) -> Diagnostic? {
        let builder = XMLPlistBuilder(path: path, output: output)
        XMLPushParser.parse(bytes, handler: XMLPlistSAX.makeHandler(), builder: builder,
                            emptyMessage: "the file is empty; a property list needs at least one element")
        return withExtendedLifetime(builder) { builder.failure }
    }
}

// MARK: - SAX callbacks

private enum XMLPlistSAX {
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = 0xDEED_BEAF  // XML_SAX2_MAGIC: use startElementNs, endElementNs and serror
        handler.startElementNs = { context, name, prefix, _, _, _, _, _, _ in
            guard let context, let name else { return }
            withSAXBuilder(context) { $0.startElement(name, prefix: prefix) }
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            withSAXBuilder(context) { $0.endElement() }
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            withSAXBuilder(context) { $0.characters(characters, Int(length)) }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, characters, length in
            guard let context else { return }
            saxBuilder(context).cdata(characters, Int(length))
        }
        handler.comment = { context, _ in
            guard let context else { return }
            saxBuilder(context).markupInside(what: "a comment")
        }
        handler.processingInstruction = { context, _, _ in
            guard let context else { return }
            saxBuilder(context).markupInside(what: "a processing instruction")
        }
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            saxBuilder(context).doctype()
        }
        handler.entityDecl = { context, name, _, _, _, _ in
            guard let context else { return }
            saxBuilder(context).hostileDeclaration(name.map { "entity " + String(cString: $0) } ?? "entity")
        }
        handler.getParameterEntity = { context, name in
            guard let context else { return nil }
            saxBuilder(context).hostileDeclaration(name.map { "parameter entity %" + String(cString: $0) + ";" } ?? "")
            return nil
        }
        handler.getEntity = { context, name in
            guard let context else { return nil }
            saxBuilder(context).unknownEntity(name.map { String(cString: $0) } ?? "")
            return nil
        }
        handler.resolveEntity = { _, _, _ in nil }
        handler.serror = { context, error in
            guard let context, let error else { return }
            saxBuilder(context).libxmlError(error.pointee)
        }
        return handler
    }

}

/// The builder for the hot callbacks (element starts and ends, text), borrowed without a retain and release per
/// event: `XMLPropertyListParser.parse` keeps it alive for the whole parse.
@inline(__always)
private func withSAXBuilder(_ context: UnsafeMutableRawPointer, _ body: (XMLPlistBuilder) -> Void) {
    Unmanaged<XMLPlistBuilder>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
}

@inline(__always)
private func saxBuilder(_ context: UnsafeMutableRawPointer) -> XMLPlistBuilder {
    Unmanaged<XMLPlistBuilder>.fromOpaque(context).takeUnretainedValue()
}

// MARK: - Building values from SAX events

private enum PlistTag: UInt8 {
    case plist, array, dict, key, string, integer, real, date, data, `true`, `false`

    var name: String {
        switch self {
        case .plist: "plist"
        case .array: "array"
        case .dict: "dict"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .true: "true"
        case .false: "false"
        }
    }

    var isContainer: Bool { self == .plist || self == .array || self == .dict }

    /// CoreFoundation reads these elements' raw text: CDATA and character references are not decoded there.
    var readsRawText: Bool { self == .integer || self == .date || self == .data }

    init?(_ name: UnsafePointer<UInt8>) {
        // Byte by byte up to the name's NUL (a shorter name stops at its NUL): no strlen and memcmp calls for every
        // element.
        func equals(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            for index in 0..<count where name[index] != literal.utf8Start[index] { return false }
            return name[count] == 0
        }
        switch name[0] {
        case UInt8(ascii: "a") where equals("array"): self = .array
        case UInt8(ascii: "d") where equals("dict"): self = .dict
        case UInt8(ascii: "d") where equals("data"): self = .data
        case UInt8(ascii: "d") where equals("date"): self = .date
        case UInt8(ascii: "f") where equals("false"): self = .false
        case UInt8(ascii: "i") where equals("integer"): self = .integer
        case UInt8(ascii: "k") where equals("key"): self = .key
        case UInt8(ascii: "p") where equals("plist"): self = .plist
        case UInt8(ascii: "r") where equals("real"): self = .real
        case UInt8(ascii: "s") where equals("string"): self = .string
        case UInt8(ascii: "t") where equals("true"): self = .true
        default: return nil
        }
    }
}

/// A growing buffer of bytes outside reference counting: every key and string of a property list passes through it,
/// and an array in a class property was retained and released around each use.
private struct TextBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity = 256

    init() {
        start = .allocate(capacity: capacity)
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity {
            capacity = max(capacity * 2, count + bytes.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: start, count: count)
            start.deallocate()
            start = grown
        }
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func removeAll() {
        count = 0
    }

    func deallocate() {
        start.deallocate()
    }
}

/// An open element. Plain data, so that looking at the top of the stack copies nothing that is reference counted;
/// the values themselves go to the builder's output as they complete.
private struct Frame {
    var tag: PlistTag
    var position: TextPosition
    /// A `<key>` in key position of a dictionary (otherwise a `<key>` is read as a string value).
    var isKey = false
    /// Written `<tag/>`.
    var isEmptyTag = false
    var hasPendingKey = false
    var pendingKeyPosition = TextPosition.start
    /// A `<plist>` whose value has been read.
    var holdsValue = false
}

private final class XMLPlistBuilder: XMLSAXBuilder {
    let path: String
    /// Where the values go: the value tree or a tape.
    let output: any PropertyListBuilder
    var context: xmlParserCtxtPtr?
    // The SAX callbacks touch these for every event; libxml2 calls them one at a time on the parsing thread, so
    // Swift's dynamic exclusivity checks can only cost time here.
    @exclusivity(unchecked) private(set) var isStopped = false
    /// The root element is complete.
    @exclusivity(unchecked) private var hasRoot = false
    /// The error that stopped the parse.
    @exclusivity(unchecked) private(set) var failure: Diagnostic?
    @exclusivity(unchecked) private var stack: [Frame] = []
    @exclusivity(unchecked) private var containerDepth = 0
    /// The content of the scalar element being read, as UTF-8 bytes; reused from element to element.
    @exclusivity(unchecked) private var text = TextBuffer()

    init(path: String, output: any PropertyListBuilder) {
        self.path = path
        self.output = output
        stack.reserveCapacity(16)
    }

    deinit {
        text.deallocate()
    }

    // MARK: Stopping

    func fail(_ message: String, at position: TextPosition, code: Diagnostic.Code = .syntaxError) {
        guard !isStopped else { return }
        failure = Diagnostic(.error, code, message, at: FileLocation(path: path, position: position))
        stop()
    }

    private func stop() {
        isStopped = true
        if let context { xmlStopParser(context) }
    }

    func finish() {
        guard !isStopped, !hasRoot else { return }
        if let open = stack.last {
            fail(
                "the file ends inside <\(open.tag.name)> (opened at \(open.position)); it is truncated or the closing "
                    + "tag is missing", at: currentPosition())
        } else {
            fail("the file contains no property-list element; it should start with <plist> or a value such as <dict>",
                 at: currentPosition())
        }
    }

    // MARK: Positions

    /// The position libxml2 has reached.
    private func currentPosition() -> TextPosition {
        XMLPositions.current(context)
    }

    /// The position of the `<` of the start tag just read. libxml2 calls `startElementNs` with its input right
    /// after the tag's attributes, and a start tag cannot contain a raw `<`, so the tag starts at the nearest `<`
    /// before that point.
    private func startTagPosition() -> TextPosition {
        XMLPositions.lastTag(context)
    }

    /// The position of the nearest `<` before libxml2's input position: the tag it has just read.
    private func lastTagPosition() -> TextPosition {
        XMLPositions.lastTag(context)
    }

    /// Whether the start tag just read ends in `/>`.
    private func startTagIsEmpty() -> Bool {
        guard let cur = context?.pointee.input?.pointee.cur else { return false }
        return cur.pointee == UInt8(ascii: "/")
    }

    /// The raw text of the character or entity reference that libxml2 has just replaced by `length` characters,
    /// or nil when the characters were written literally. libxml2 reports a reference right after its `;`, and
    /// literal text never contains `&`, so a run that ends in `&name;` or `&#…;` at the input position is one.
    private func referenceJustRead() -> UnsafeBufferPointer<UInt8>? {
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base,
              cur - base >= 3, (cur - 1).pointee == UInt8(ascii: ";")
        else { return nil }
        var pointer = cur - 2
        var scanned = 0
        while pointer >= base, scanned < 40 {
            let byte = pointer.pointee
            if byte == UInt8(ascii: "&") {
                return UnsafeBufferPointer(start: pointer, count: cur - pointer)
            }
            let isNameByte = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
                || byte >= 0x80
            guard isNameByte, pointer > base else { return nil }
            pointer -= 1
            scanned += 1
        }
        return nil
    }

    // MARK: Events

    func startElement(_ name: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) {
        guard !isStopped else { return }
        let position = startTagPosition()
        var written: String { (prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: name) }
        if let parent = stack.last, !parent.tag.isContainer {
            fail(
                "<\(parent.tag.name)> (opened at \(parent.position)) cannot contain the element <\(written)>; "
                    + "close it first, or escape < as &lt; if it is text", at: position)
            return
        }
        guard prefix == nil, let tag = PlistTag(name) else {
            fail(
                "unknown element <\(written)>; a property list contains only plist, dict, key, array, string, "
                    + "integer, real, true, false, date and data", at: position)
            return
        }
        var isKey = false
        if let parent = stack.last {
            switch parent.tag {
            case .plist:
                if parent.holdsValue {
                    fail(
                        "<plist> already holds a value, and a property list holds exactly one; wrap the values in "
                            + "<array> or <dict>, or remove this <\(tag.name)>", at: position)
                    return
                }
            case .dict:
                if !parent.hasPendingKey {
                    guard tag == .key else {
                        fail(
                            "<\(tag.name)> where <dict> expects a <key>; write <key>name</key> before each value",
                            at: position)
                        return
                    }
                    isKey = true
                }
            default:
                break
            }
        }
        if tag == .array || tag == .dict {
            containerDepth += 1
            if containerDepth > XMLPropertyListParser.maximumDepth {
                fail(
                    "arrays and dictionaries are nested more than \(XMLPropertyListParser.maximumDepth) deep; Apple's "
                        + "reader refuses the file", at: position)
                return
            }
        }
        var frame = Frame(tag: tag, position: position)
        frame.isKey = isKey
        frame.isEmptyTag = startTagIsEmpty()
        stack.append(frame)
        switch tag {
        case .array: output.beginArray(at: position)
        case .dict: output.beginDictionary(at: position)
        case .plist: break
        default: text.removeAll()
        }
    }

    func endElement() {
        guard !isStopped, let frame = stack.popLast() else { return }
        let position = frame.position
        switch frame.tag {
        case .plist:
            guard frame.holdsValue else {
                fail("<plist> is empty; it must hold one value, such as <dict/>", at: position)
                return
            }
            delivered()
        case .array:
            containerDepth -= 1
            output.end()
            delivered()
        case .dict:
            containerDepth -= 1
            if frame.hasPendingKey {
                fail("<key> \"\(output.lastKey)\" has no value; add a value element after it or remove the key",
                     at: frame.pendingKeyPosition)
                return
            }
            output.end()
            delivered()
        case .key where frame.isKey:
            output.key(textWithoutMark, at: position)
            stack[stack.count - 1].hasPendingKey = true
            stack[stack.count - 1].pendingKeyPosition = position
        case .key, .string:
            output.string(textWithoutMark, at: position)
            delivered()
        case .true, .false:
            output.scalar(.boolean(frame.tag == .true), at: position)
            delivered()
        case .integer, .real, .date, .data:
            if frame.isEmptyTag, frame.tag != .integer {
                fail("<\(frame.tag.name)/> is empty; Apple's reader refuses it — write a value inside", at: position)
                return
            }
            let buffer = text.bytes
            let result = switch frame.tag {
            case .integer: XMLPropertyListScalars.integer(buffer)
            case .real: XMLPropertyListScalars.real(buffer)
            case .date: XMLPropertyListScalars.date(buffer)
            default: XMLPropertyListScalars.data(buffer)
            }
            switch result {
            case .success(let value):
                output.scalar(value, at: position)
                delivered()
            case .failure(let error): fail(error.message, at: position)
            }
        }
    }

    /// The text read, as CoreFoundation makes it a string: one leading U+FEFF is dropped, however it was written.
    private var textWithoutMark: UnsafeRawBufferPointer {
        let bytes = UnsafeRawBufferPointer(text.bytes)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return UnsafeRawBufferPointer(rebasing: bytes[3...])
        }
        return bytes
    }

    /// A value is complete (and given to `output`): its parent takes note, or, without one, the root is read.
    private func delivered() {
        guard !stack.isEmpty else {
            // The root element is complete. CoreFoundation does not read what follows it.
            hasRoot = true
            stop()
            return
        }
        let index = stack.count - 1
        switch stack[index].tag {
        case .plist: stack[index].holdsValue = true
        case .dict: stack[index].hasPendingKey = false
        default: break
        }
    }

    func characters(_ characters: UnsafePointer<UInt8>, _ length: Int) {
        guard !isStopped else { return }
        guard let top = stack.last else { return }
        switch top.tag {
        case .plist, .array, .dict:
            var index = 0
            while index < length, XMLPropertyListScalars.isSpace(characters[index]) { index += 1 }
            if index < length {
                let sample = String(decoding: UnsafeBufferPointer(start: characters + index, count: min(20, length - index)),
                                    as: UTF8.self)
                fail(
                    "text \"\(sample)\" inside <\(top.tag.name)>, where only elements may stand; put it in a "
                        + "<string>, or remove it", at: currentPosition())
            }
        case .true, .false:
            fail("<\(top.tag.name)/> must be empty, but it contains text; write <\(top.tag.name)/>", at: top.position)
        case .integer, .date, .data:
            if let reference = referenceJustRead() {
                text.append(reference)
            } else {
                text.append(UnsafeBufferPointer(start: characters, count: length))
            }
        case .key, .string, .real:
            text.append(UnsafeBufferPointer(start: characters, count: length))
        }
    }

    func cdata(_ characters: UnsafePointer<UInt8>?, _ length: Int) {
        guard !isStopped, let top = stack.last else { return }
        switch top.tag {
        case .key, .string, .real:
            if let characters { text.append(UnsafeBufferPointer(start: characters, count: length)) }
        default:
            fail(
                "a CDATA section inside <\(top.tag.name)>; Apple's reader accepts CDATA only in <string>, <key> and "
                    + "<real> — write the content without <![CDATA[ ]]>", at: top.position)
        }
    }

    /// A comment or processing instruction: fine between elements, refused inside a scalar as CoreFoundation does.
    func markupInside(what: String) {
        guard !isStopped, let top = stack.last, !top.tag.isContainer else { return }
        fail(
            "\(what) inside <\(top.tag.name)> (opened at \(top.position)); Apple's reader refuses it there — move it "
                + "before or after the element", at: currentPosition())
    }

    // MARK: Hostile XML

    func doctype() {
        guard !isStopped else { return }
        // libxml2 reports the DOCTYPE before reading an internal subset; its input then stands on the `[`.
        if let cur = context?.pointee.input?.pointee.cur, cur.pointee == UInt8(ascii: "[") {
            fail(
                "the DOCTYPE declares an internal subset ([ … ]); property lists never declare entities or a DTD of "
                    + "their own, and this is how entity-expansion and external-entity attacks start. The file was "
                    + "not read; use <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                    + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">", at: currentPosition(), code: .hostileXML)
        }
    }

    func hostileDeclaration(_ what: String) {
        fail(
            "the file declares \(what); property lists never declare entities, and the file was not read",
            at: currentPosition(), code: .hostileXML)
    }

    func unknownEntity(_ name: String) {
        fail(
            "unknown entity &\(name);; property lists know only &lt; &gt; &amp; &apos; &quot; and numeric references "
                + "such as &#160; — write the character itself or a numeric reference",
            at: XMLPositions.entityReferenceStart(context, name: name))
    }

    // MARK: libxml2 errors

    func libxmlError(_ error: xmlError) {
        guard !isStopped, error.level == XML_ERR_FATAL else { return }
        let position = TextPosition(line: Int(error.line), column: Int(error.int2))
        let original = error.message.map { String(cString: $0) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown error"
        let str1 = error.str1.map { String(cString: $0) } ?? ""
        let message: String
        switch xmlParserErrors(rawValue: UInt32(error.code)) {
        case XML_ERR_TAG_NAME_MISMATCH:
            let opened = stack.last.map { " (opened at \($0.position))" } ?? ""
            let closing = error.str2.map { String(cString: $0) } ?? "?"
            message = "closing tag </\(closing)> does not match <\(str1)>\(opened); close <\(str1)> first"
            fail(message, at: lastTagPosition())
            return
        case XML_ERR_TAG_NOT_FINISHED, XML_ERR_DOCUMENT_END, XML_ERR_DOCUMENT_EMPTY:
            guard let open = stack.last else {
                message = "the file contains no XML element; a property list starts with <plist> or a value such as "
                    + "<dict>"
                break
            }
            fail(
                "the file ends inside <\(open.tag.name)> (opened at \(open.position)); it is truncated or the closing "
                    + "tag is missing", at: currentPosition())
            return
        case XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY:
            message = "unknown entity &\(str1);; property lists know only &lt; &gt; &amp; &apos; &quot; and numeric "
                + "references such as &#160;"
        case XML_ERR_INVALID_CHAR where original.contains("UTF-8"):
            message = "the file is not valid UTF-8 (\(original.split(separator: "\n").first ?? "")); save it as UTF-8 "
                + "or declare its encoding in <?xml version=\"1.0\" encoding=\"…\"?>"
        case XML_ERR_ENTITY_LOOP, XML_ERR_ENTITY_BOUNDARY:
            fail("entity expansion refused: \(lowercasedFirst(original))", at: position, code: .hostileXML)
            return
        default:
            message = "malformed XML: \(lowercasedFirst(original))"
        }
        fail(message, at: position)
    }

    private func lowercasedFirst(_ text: String) -> String {
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? text
        guard let first = firstLine.first else { return firstLine }
        return first.lowercased() + firstLine.dropFirst()
    }
}
