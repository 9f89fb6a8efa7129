import Foundation

/// Diagnostics go to standard error, so standard output stays machine-readable.
enum StandardError {
    static func print(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Output too large to make a String of first, written as it is (nothing else may be printed to standard output).
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
            try? FileHandle.standardOutput.write(contentsOf: data)
        }
    }
}
