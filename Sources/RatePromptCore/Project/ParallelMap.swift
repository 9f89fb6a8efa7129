import Dispatch

/// Runs independent work on every core: parsing files is CPU-bound and each file stands alone.
package enum ParallelMap {
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        var results = [Result?](repeating: nil, count: elements.count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                // Each iteration writes only its own slot.
                (output + index).pointee = transform(elements[index])
            }
        }
        return results.map { $0! }
    }
}
