import Foundation
import RatePromptCore

/// The printf reading of plural forms (`FormatSignature(pluralForm:)`), each text read once per run: the plural rules
/// read every form, and each translation's source forms again, so most readings were made many times over. A plain
/// locked dictionary, not `OnceCache`: that makes a lock per key, and a run reads tens of thousands of short forms
/// whose reading costs less than a lock.
enum PluralFormSignatures {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var readings: [String: FormatSignature] = [:]
    }

    private static let store = Store()

    /// `FormatSignature(pluralForm: text)`. A reading is pure, so two threads that miss at once both make it and
    /// keep either.
    static func reading(_ text: String) -> FormatSignature {
        store.lock.lock()
        let known = store.readings[text]
        store.lock.unlock()
        if let known { return known }
        let reading = FormatSignature(pluralForm: text)
        store.lock.lock()
        store.readings[text] = reading
        store.lock.unlock()
        return reading
    }
}
