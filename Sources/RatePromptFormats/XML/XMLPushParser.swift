import CLibXML2

/// What a SAX builder of the libxml2 readers (property lists, XLIFF) offers the push parser that drives it.
protocol XMLSAXBuilder: AnyObject {
    var context: xmlParserCtxtPtr? { get set }
    var isStopped: Bool { get }
    func fail(_ message: String, at position: TextPosition, code: Diagnostic.Code)
    /// Called once the input is read (or the builder stopped): the last chance to report what is still open.
    func finish()
}

/// Drives libxml2's push parser over a file's bytes, with the readers' hardening: no network (and, set up once per
/// process, no external load at all), no entity substitution or DTD loading (none of those options is set), and
/// input pushed in chunks so that a document of any size streams without `XML_PARSE_HUGE`.
enum XMLPushParser {
    static let chunkSize = 256 * 1024

    /// Parses `bytes` into `builder` through `handler` (whose callbacks find the builder as their context);
    /// `emptyMessage` is the error for no bytes at all.
    static func parse(
        _ bytes: UnsafeRawBufferPointer, handler: xmlSAXHandler, builder: some XMLSAXBuilder, emptyMessage: String
    ) {
        XMLPositions.setUpOnce
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), !bytes.isEmpty else {
            builder.fail(emptyMessage, at: .start, code: .syntaxError)
            return
        }
        var handler = handler
        let userData = Unmanaged.passUnretained(builder).toOpaque()
        let first = min(4, bytes.count)
        guard let context = xmlCreatePushParserCtxt(&handler, userData, base, Int32(first), nil) else {
            builder.fail("libxml2 could not create a parser (out of memory?)", at: .start, code: .syntaxError)
            return
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        builder.context = context
        var offset = first
        while offset < bytes.count, !builder.isStopped {
            let length = min(chunkSize, bytes.count - offset)
            xmlParseChunk(context, base + offset, Int32(length), 0)
            offset += length
        }
        if !builder.isStopped { xmlParseChunk(context, nil, 0, 1) }
        builder.finish()
        builder.context = nil
    }
}
