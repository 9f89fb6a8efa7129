import Foundation

// Linked by DiaryWidget directly and by Diary and DiaryShare through JournalUI ("JournalModels" by name): held by the
// two that have a table; the widget, which ships none, is not asked about a package's code.
public struct Entry {
    public var title = String(localized: "Untitled entry")

    public init() {}
}
