import SwiftUI
import Formatting

// Linked by Diary and DiaryShare (the product JournalUI): each string is looked up in both main bundles.
public struct EntryView: View {
    public init() {}

    public var body: some View {
        VStack {
            // Both hold it.
            Text("Camera")
            // Diary's catalog holds it, DiaryShare's table does not: a finding that names DiaryShare.
            Text("New Entry")
            // Neither holds it: a finding that names both.
            Text("Mood")
            Text(Counts.words)
        }
    }
}
