import Dispatch
import RatePromptFormats

/// Runs independent work on every core: parsing files is CPU-bound and each file stands alone.
package enum ParallelMap {
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        var results = [Result?](repeating: nil, count: elements.count)
        PoolStart.once
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                // Each iteration writes only its own slot.
                (output + index).pointee = transform(elements[index])
            }
        }
        return results.map { $0! }
    }

    /// `body` of every element, on every core.
    package static func forEach<Element: Sendable>(_ elements: [Element], _ body: @Sendable (Element) -> Void) {
        guard elements.count > 1 else { return elements.forEach(body) }
        PoolStart.once
        DispatchQueue.concurrentPerform(iterations: elements.count) { body(elements[$0]) }
    }

    /// `first`, and `transform` of every element, as one pool of work on every core: `first` is taken up first (after
    /// the first `after` elements), and each core takes the next piece of work when it is free, so that neither kind
    /// of work waits for the other to end (two pieces of work each mapped in parallel would leave a core idle at the
    /// end of the shorter). The results do not depend on the order.
    ///
    /// With `sharingWork`, a core that finds nothing left to take helps the work still running with what it offers
    /// through `SharedWork` (a large String Catalog's entries), until all of it has ended.
    package static func map<First: Sendable, Element: Sendable, Result: Sendable>(
        first: @Sendable () -> First, after: Int = 0, then elements: [Element], sharingWork: Bool = false,
        _ transform: @Sendable (Element) -> Result
    ) -> (First, [Result]) {
        let after = min(max(after, 0), elements.count)
        var head: First?
        var results = [Result?](repeating: nil, count: elements.count)
        let work = sharingWork ? SharedWork.Group(count: elements.count + 1) : nil
        PoolStart.once
        withUnsafeMutablePointer(to: &head) { head in
            results.withUnsafeMutableBufferPointer { buffer in
                nonisolated(unsafe) let head = head, output = buffer.baseAddress
                // Each iteration writes only its own result. Dispatch hands iterations out in order, so `first`
                // starts as soon as the `after` elements have, and the one that serves comes when all others have
                // been taken.
                DispatchQueue.concurrentPerform(iterations: elements.count + (sharingWork ? 2 : 1)) { index in
                    switch index {
                    case after: head.pointee = first()
                    case ..<after: (output! + index).pointee = transform(elements[index])
                    case ...elements.count: (output! + index - 1).pointee = transform(elements[index - 1])
                    default:
                        SharedWork.shared.serve(until: work!)
                        return
                    }
                    work?.leave()
                }
            }
        }
        return (head!, results.map { $0! })
    }
}
