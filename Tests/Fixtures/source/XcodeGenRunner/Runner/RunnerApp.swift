import SwiftUI
import RunKit

@main
struct RunnerApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Start run")
                // Xcode adds it to Runner/Localizable.xcstrings when it next builds Runner.
                Text("Splits")
                SummaryView()
            }
        }
    }
}
