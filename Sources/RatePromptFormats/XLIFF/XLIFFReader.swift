import CLibXML2
import Foundation

/// Reads XLIFF 1.2 with libxml2's streaming SAX2 parser, hardened as the property-list reader is
/// (Documentation/PropertyLists.md, "Hardened XML reading"): no DTD loading, no entity substitution, no network, an
/// internal subset or an entity declaration refused as `hostile-xml`, and nothing printed.
///
/// Only what Xcode reads back on import is kept: each `<file>`'s `original` and languages, and each `<trans-unit>`'s
/// id, `<source>`, `<target>` with its `state`, and `<note>`s. Inline markup inside a source or target (`<g>`,
/// `<x/>`, `<ph>`, …) keeps its text; other elements (`<header>`, `<alt-trans>`, `<context-group>`) are passed over.
struct XLIFFReader {
    let path: String

    func read(_ bytes: UnsafeRawBufferPointer) -> XLIFFDocument {
        let builder = XLIFFBuilder(path: path)
        XMLPushParser.parse(bytes, handler: Self.makeHandler(), builder: builder,
                            emptyMessage: "the file is empty; an XLIFF file holds an <xliff> element")
        return withExtendedLifetime(builder) { builder.document() }
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = 0xDEED_BEAF  // XML_SAX2_MAGIC: use startElementNs, endElementNs and serror
        handler.startElementNs = { context, name, _, _, _, _, attributeCount, _, attributes in
            guard let context, let name else { return }
            var values: [String: String] = [:]
            if let attributes {
                for index in 0..<Int(attributeCount) {
                    // Five pointers per attribute: local name, prefix, URI, value start, value end (not terminated).
                    guard let local = attributes[5 * index], let start = attributes[5 * index + 3],
                          let end = attributes[5 * index + 4] else { continue }
                    values[String(cString: local)] = String(decoding: UnsafeBufferPointer(start: start, count: end - start),
                                                            as: UTF8.self)
                }
            }
            builder(context).startElement(String(cString: name), attributes: values)
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            builder(context).endElement()
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            builder(context).characters(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            builder(context).doctype()
        }
        handler.entityDecl = { context, name, _, _, _, _ in
            guard let context else { return }
            builder(context).hostile("declares entity \(name.map { String(cString: $0) } ?? "")")
        }
        handler.getParameterEntity = { context, name in
            guard let context else { return nil }
            builder(context).hostile("uses parameter entity %\(name.map { String(cString: $0) } ?? "");")
            return nil
        }
        handler.getEntity = { context, name in
            guard let context else { return nil }
            builder(context).unknownEntity(name.map { String(cString: $0) } ?? "")
            return nil
        }
        handler.resolveEntity = { _, _, _ in nil }
        handler.serror = { context, error in
            guard let context, let error else { return }
            builder(context).libxmlError(error.pointee)
        }
        return handler
    }
}

private func builder(_ context: UnsafeMutableRawPointer) -> XLIFFBuilder {
    Unmanaged<XLIFFBuilder>.fromOpaque(context).takeUnretainedValue()
}

private final class XLIFFBuilder: XMLSAXBuilder {
    let path: String
    var context: xmlParserCtxtPtr?
    private(set) var isStopped = false
    private var failure: Diagnostic?
    private var warnings: [Diagnostic] = []
    private var files: [XLIFFDocument.File] = []
    private var sawRoot = false
    /// The names of the open elements.
    private var stack: [String] = []
    private var unit: XLIFFDocument.Unit?
    private var unitIDs: [String: TextPosition] = [:]
    /// The element whose text is being collected (`source`, `target` or `note` of the open unit), and its depth.
    private var collecting: (name: String, depth: Int)?
    private var text: [UInt8] = []

    init(path: String) {
        self.path = path
    }

    func document() -> XLIFFDocument {
        if let failure {
            return XLIFFDocument(path: path, files: [], diagnostics: warnings + [failure], isLoadable: false)
        }
        return XLIFFDocument(path: path, files: files, diagnostics: warnings, isLoadable: true)
    }

    func fail(_ message: String, at position: TextPosition, code: Diagnostic.Code = .syntaxError) {
        guard !isStopped else { return }
        failure = Diagnostic(.error, code, message, at: FileLocation(path: path, position: position))
        isStopped = true
        if let context { xmlStopParser(context) }
    }

    func finish() {
        guard !isStopped else { return }
        if !sawRoot {
            fail("the file holds no <xliff> element", at: XMLPositions.current(context))
        } else if let open = stack.last {
            fail("the file ends inside <\(open)>; it is truncated or the closing tag is missing",
                 at: XMLPositions.current(context))
        }
    }

    // MARK: Events

    func startElement(_ name: String, attributes: [String: String]) {
        guard !isStopped else { return }
        let position = XMLPositions.lastTag(context)
        defer { stack.append(name) }
        if collecting != nil { return }  // inline markup inside a source, target or note: its text is kept
        switch (stack.last, name) {
        case (nil, "xliff"):
            sawRoot = true
            if let version = attributes["version"], version != "1.2" {
                fail("XLIFF \(version); Xcode exports and imports XLIFF 1.2 (<xliff version=\"1.2\">)", at: position)
            }
        case (nil, _):
            fail("the root element is <\(name)>; an XLIFF file starts with <xliff version=\"1.2\">", at: position)
        case ("xliff", "file"):
            guard let original = attributes["original"] else {
                warn("<file> without an original attribute; Xcode cannot tell which file of the app it translates, "
                     + "and its units are left out", at: position)
                files.append(XLIFFDocument.File(original: "", sourceLanguage: nil, targetLanguage: nil,
                                                position: position, units: []))
                return
            }
            unitIDs = [:]
            files.append(XLIFFDocument.File(original: original, sourceLanguage: attributes["source-language"],
                                            targetLanguage: attributes["target-language"], position: position,
                                            units: []))
        case ("body", "trans-unit"), ("group", "trans-unit"):
            guard let id = attributes["id"] else {
                warn("<trans-unit> without an id; Xcode cannot import it", at: position)
                return
            }
            unit = XLIFFDocument.Unit(id: id, position: position, source: nil, sourcePosition: position, target: nil,
                                      targetPosition: position, state: nil, notes: [])
        case ("trans-unit", "source"), ("trans-unit", "target"), ("trans-unit", "note"):
            guard unit != nil else { return }
            collecting = (name, stack.count + 1)
            text.removeAll(keepingCapacity: true)
            if name == "source" { unit?.sourcePosition = position }
            if name == "target" {
                unit?.targetPosition = position
                unit?.state = attributes["state"]
            }
        default:
            break
        }
    }

    func endElement() {
        guard !isStopped, let name = stack.popLast() else { return }
        if let open = collecting {
            guard stack.count + 1 == open.depth else { return }
            let value = String(decoding: text, as: UTF8.self)
            switch open.name {
            case "source": unit?.source = value
            case "target": unit?.target = value
            default: unit?.notes.append(value)
            }
            collecting = nil
            return
        }
        guard name == "trans-unit", let finished = unit else { return }
        unit = nil
        guard !files.isEmpty, !files[files.count - 1].original.isEmpty else { return }
        if let first = unitIDs[finished.id] {
            warn("the unit \"\(finished.id)\" appears again in this <file> (first at \(first)); Xcode imports only "
                 + "one of them", at: finished.position, code: .duplicateKey)
        } else {
            unitIDs[finished.id] = finished.position
        }
        files[files.count - 1].units.append(finished)
    }

    func characters(_ characters: UnsafeBufferPointer<UInt8>) {
        guard !isStopped, collecting != nil else { return }
        text.append(contentsOf: characters)
    }

    private func warn(_ message: String, at position: TextPosition, code: Diagnostic.Code = .syntaxError) {
        warnings.append(Diagnostic(.warning, code, message, at: FileLocation(path: path, position: position)))
    }

    // MARK: Hostile XML

    func doctype() {
        guard !isStopped else { return }
        // libxml2 reports the DOCTYPE before reading an internal subset; its input then stands on the `[`.
        if let cur = context?.pointee.input?.pointee.cur, cur.pointee == UInt8(ascii: "[") {
            fail("the DOCTYPE declares an internal subset ([ … ]); XLIFF from Xcode declares no entities or DTD of its "
                 + "own, and this is how entity-expansion and external-entity attacks start. The file was not read",
                 at: XMLPositions.current(context), code: .hostileXML)
        }
    }

    func hostile(_ what: String) {
        fail("the file \(what); XLIFF from Xcode never does, and the file was not read",
             at: XMLPositions.current(context), code: .hostileXML)
    }

    func unknownEntity(_ name: String) {
        fail("unknown entity &\(name);; XML knows only &lt; &gt; &amp; &apos; &quot; and numeric references such as "
             + "&#160;", at: XMLPositions.entityReferenceStart(context, name: name))
    }

    func libxmlError(_ error: xmlError) {
        guard !isStopped, error.level == XML_ERR_FATAL else { return }
        switch xmlParserErrors(rawValue: UInt32(error.code)) {
        case XML_ERR_TAG_NAME_MISMATCH:
            let opened = stack.last ?? "?"
            let closing = error.str2.map { String(cString: $0) } ?? "?"
            fail("closing tag </\(closing)> does not match <\(opened)>; close <\(opened)> first",
                 at: XMLPositions.lastTag(context))
        case XML_ERR_TAG_NOT_FINISHED, XML_ERR_DOCUMENT_END, XML_ERR_DOCUMENT_EMPTY:
            // (A `where` would bind to the last pattern alone: the open element is looked at here.)
            guard let open = stack.last else { fallthrough }
            fail("the file ends inside <\(open)>; it is truncated or the closing tag is missing",
                 at: XMLPositions.current(context))
        default:
            let message = error.message.map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
                ?? "unknown error"
            fail("not well-formed XML: \(message)", at: TextPosition(line: Int(error.line), column: Int(error.int2)))
        }
    }
}
