import SwiftUI
import RunKit

// RunnerWatch ships no table: one finding for the watch app, with both strings.
struct WatchView: View {
    var body: some View {
        VStack {
            Text("Pace")
            Text("Heart rate")
        }
    }
}
