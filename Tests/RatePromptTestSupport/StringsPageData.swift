import Foundation

/// The translators' page's data as its script reads it: each block is `<script type="application/octet-stream"
/// id="…">`, base64 of deflated JSON (`strings-meta`, then `strings-0`, `strings-1`, … one per language).
package enum StringsPageData {
    /// The ids of the page's data blocks, in order.
    package static func ids(in html: String) -> [String] {
        html.components(separatedBy: "<script type=\"application/octet-stream\" id=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
    }

    /// The JSON bytes of block `id`.
    package static func json(_ id: String, in html: String) throws -> [UInt8] {
        let opening = "<script type=\"application/octet-stream\" id=\"\(id)\">"
        guard let start = html.range(of: opening)?.upperBound,
              let end = html[start...].range(of: "</script>")?.lowerBound else {
            throw Inflate.Failure(description: "no block \(id)")
        }
        guard let packed = Data(base64Encoded: String(html[start..<end])) else {
            throw Inflate.Failure(description: "block \(id) is not base64")
        }
        return try Inflate.decompress(Array(packed))
    }

    /// Block `id` parsed: an object.
    package static func block(_ id: String, in html: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(json(id, in: html))) as? [String: Any] else {
            throw Inflate.Failure(description: "block \(id) is not a JSON object")
        }
        return object
    }
}
