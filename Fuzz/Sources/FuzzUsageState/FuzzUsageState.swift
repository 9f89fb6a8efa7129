import FuzzSupport
import RatePromptCore
import RatePromptFormats

/// Bytes through `UsageStateLoader`, read as a property list and as JSON. Only loads: evaluating the prompt policy
/// on a loaded state is another concern.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzInput(start, count)
    for document in [PropertyListReader().read(bytes, path: fuzzPath), JSONReader().read(bytes, path: fuzzPath)] {
        let result = UsageStateLoader().load(document)
        require(result.isReadable == (document.root != nil), "isReadable")
        let state = result.state
        require(state.useCount >= 0 && state.eventCount >= 0 && state.completedProcessCount >= 0, "a negative count")
        // In date order. (A binary plist's date may be NaN, which has no order; refusing such dates is the
        // loader's part, checked by its tests.)
        let times = state.reviewRequestDates.map(\.timeIntervalSinceReferenceDate)
        if times.allSatisfy(\.isFinite) {
            require(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "review requests out of order")
        }
        _ = (state.ratedAnyVersion, state.declinedAnyVersion)
    }
    return 0
}
