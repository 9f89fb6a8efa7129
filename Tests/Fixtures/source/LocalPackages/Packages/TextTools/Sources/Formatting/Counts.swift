import Foundation

// Linked through JournalUI's dependency on the product Formatting of the local package TextTools.
public enum Counts {
    // Both hold it.
    public static let words = String(localized: "Word count")
    // Diary's catalog has it only as a key without an English value and DiaryShare's table lacks it: still held by
    // the catalog (Xcode compiles the key as its value), so only DiaryShare is named.
    public static let characters = String(localized: "Characters")
}
