import SwiftUI

// xcstrings-tool's SwiftUI forms.
struct ExportView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text(localizable: .exportHint)
            }
            .navigationTitle(.localizable(.settingsTitle))
        }
    }
}
