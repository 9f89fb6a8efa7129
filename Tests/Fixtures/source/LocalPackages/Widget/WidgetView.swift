import SwiftUI
import WidgetKit
import JournalModels

// DiaryWidget ships no table: one finding for the widget, with both strings.
struct WidgetView: View {
    let entry: Entry

    var body: some View {
        VStack {
            Text("Streak")
            Text("Entries today")
        }
    }
}
