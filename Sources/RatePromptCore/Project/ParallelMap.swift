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

    /// `first` and `second` at once, on two cores where there are two: for two pieces of work that need not wait
    /// for each other.
    package static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        var one: First?
        var two: Second?
        withUnsafeMutablePointer(to: &one) { one in
            withUnsafeMutablePointer(to: &two) { two in
                nonisolated(unsafe) let one = one, two = two
                // Each iteration writes only its own result.
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { one.pointee = first() } else { two.pointee = second() }
                }
            }
        }
        return (one!, two!)
    }
}
