import SwiftUI

// Linked by Runner and RunnerWatch: looked up in Runner's main bundle (the watch app ships no table).
public struct SummaryView: View {
    public init() {}

    public var body: some View {
        VStack {
            Text("Distance")
            // Runner's catalog lacks it, and Xcode does not add a package's strings to the app's catalog.
            Text("Elevation")
        }
    }
}
