import SwiftUI

/// The package's own strings are looked up in its resources (`bundle: .module`); without `bundle:`, in the main
/// bundle of the app that uses the package, which the package cannot know.
public struct SyncButton: View {
    public var body: some View {
        VStack {
            Text("Sync now", bundle: .module)
            Text("Sync later", bundle: .module)
            Text("Sync never")
            Text(String(localized: "Sync status", bundle: .module))
        }
    }
}
