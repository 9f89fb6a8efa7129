import Foundation
import Testing
@testable import RatePromptOutput
import RatePromptTestSupport

/// The translators' page's encoder (`Deflate`), checked against `gzip` (zlib's format, a reference implementation on
/// every system that runs the tests) both ways: `gzip -d` reads what it writes, and the tests' `Inflate`, which reads
/// the page's blocks in other tests, reads what `gzip` writes. The browser's `DecompressionStream` reads it in the
/// page's Chromium tests.
@Suite("Deflate")
struct DeflateTests {
    /// Inputs that reach each part of the format: nothing, one byte, no repeats at all (literals only, no distance
    /// code), one byte repeated (distance 1, the longest matches), text longer than the window (distances near 32 KB)
    /// and than a block (32K symbols), every byte value, and symbol counts that make a Huffman code longer than the
    /// 15 bits the format allows.
    static func inputs() -> [(name: String, bytes: [UInt8])] {
        var random = SplitMix64(seed: 38)
        let noise = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        var text: [UInt8] = []
        let words = ["Eintrag", "Öffnen", "設定", "%lld", "\"s12.title\"", ",[", "null", "Сохранить", "\\n", "🙂"]
        while text.count < 400_000 {
            text += Array(words[Int.random(in: 0..<words.count, using: &random)].utf8)
            text += Array(String(Int.random(in: 0..<5_000, using: &random)).utf8)
        }
        // A block of noise, then the same block again 32,000 bytes later: matches at the far end of the window.
        let far = Array(noise[..<2_000]) + Array(text[..<30_000]) + Array(noise[..<2_000])
        // Byte k appears fib(k) times: a Huffman code of these needs codes over 15 bits.
        var fibonacci: [UInt8] = []
        var (a, b) = (1, 1)
        for symbol in 0..<25 {
            fibonacci += repeatElement(UInt8(symbol), count: a)
            (a, b) = (b, a + b)
        }
        var shuffled = fibonacci
        shuffled.shuffle(using: &random)
        return [
            ("empty", []), ("one byte", [65]), ("three bytes", Array("abc".utf8)), ("noise", noise),
            ("one byte repeated", [UInt8](repeating: 7, count: 100_000)), ("text", text), ("far", far),
            ("every byte", (0...255).map(UInt8.init) + (0...255).reversed().map(UInt8.init)),
            ("fibonacci counts", shuffled),
        ]
    }

    @Test func theTestsInflateReadsWhatItWrites() throws {
        for (name, bytes) in Self.inputs() {
            let packed = Deflate.compress(bytes)
            #expect(try Inflate.decompress(packed) == bytes, "\(name)")
        }
    }

    @Test func gzipReadsWhatItWrites() throws {
        for (name, bytes) in Self.inputs() {
            let result = try Self.gzip(["-dc"], input: Self.gzipFile(Deflate.compress(bytes), of: bytes))
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.output == bytes, "\(name)")
        }
    }

    /// The tests' `Inflate` reads what `gzip` writes (at its fastest and its best levels), so that the tests which
    /// read the page's blocks with it read them as any decoder would.
    @Test func theTestsInflateReadsWhatGzipWrites() throws {
        for (name, bytes) in Self.inputs() {
            for level in ["-1", "-9"] {
                let result = try Self.gzip(["-c", "-n", level], input: bytes)
                #expect(result.status == 0, "\(name)")
                #expect(try Inflate.decompress(Self.deflateStream(ofGzip: result.output)) == bytes, "\(name) \(level)")
            }
        }
    }

    /// About as small as zlib's default level: within a tenth of `gzip -6` on text and on the page's own data, and no
    /// more than a few bytes per block over the input on noise.
    @Test func itCompressesAsWellAsZlibsDefaultLevel() throws {
        for (name, bytes) in Self.inputs() where bytes.count > 10_000 {
            let reference = try Self.deflateStream(ofGzip: Self.gzip(["-c", "-n", "-6"], input: bytes).output).count
            let ours = Deflate.compress(bytes).count
            #expect(Double(ours) <= Double(reference) * 1.1 + 16, "\(name): \(ours) bytes, gzip -6 \(reference)")
        }
    }

    /// The code lengths of any counts: none longer than the limit, and a complete code (Kraft's sum exactly 1), with
    /// at least two symbols coded.
    @Test func codeLengthsAreLimitedAndComplete() {
        var random = SplitMix64(seed: 7)
        for trial in 0..<300 {
            let symbols = [2, 19, 30, 286][trial % 4]
            let limit = symbols == 19 ? 7 : 15
            let counts = (0..<symbols).map { _ in
                random.chance(30) ? 0 : random.chance(50) ? Int.random(in: 1...3, using: &random) : Int(1) << Int.random(in: 0...24, using: &random)
            }
            let lengths = Deflate.Huffman.lengths(counts, limit: limit)
            #expect(lengths.allSatisfy { $0 <= limit })
            #expect(lengths.count { $0 > 0 } >= 2)
            #expect(zip(counts, lengths).allSatisfy { $0.0 == 0 || $0.1 > 0 }, "every symbol seen has a code")
            let kraft = lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - Int($1))) }
            #expect(kraft == 1 << limit, "\(counts)")
        }
    }

    // MARK: - gzip

    static func gzip(_ arguments: [String], input: [UInt8]) throws -> (status: Int32, output: [UInt8], stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip"] + arguments
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deflate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("in")
        try Data(input).write(to: inputFile)
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(bytes), String(decoding: stderr, as: UTF8.self))
    }

    /// A gzip file (RFC 1952) around a raw deflate stream: no name, no time, the CRC-32 and size of `original`.
    static func gzipFile(_ deflated: [UInt8], of original: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in original {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let size = UInt32(truncatingIfNeeded: original.count)
        let littleEndian = { (value: UInt32) in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + deflated + littleEndian(crc) + littleEndian(size)
    }

    /// The raw deflate stream of a gzip file `gzip -n` wrote: after the 10-byte header (no name), before the 8-byte
    /// trailer.
    static func deflateStream(ofGzip file: [UInt8]) -> [UInt8] {
        Array(file[10..<(file.count - 8)])
    }
}
