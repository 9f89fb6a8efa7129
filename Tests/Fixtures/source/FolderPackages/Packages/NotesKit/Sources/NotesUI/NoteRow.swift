import SwiftUI

// The framework NotesShared links NotesUI (named by the product alone, found in the package folder the project
// holds), and Notes embeds the framework: the strings are looked up in Notes's main bundle.
public struct NoteRow: View {
    public init() {}

    public var body: some View {
        HStack {
            Button("Pin") {}
            Button("Archive") {}
        }
    }
}
