import SwiftUI

// A package target's symbols come from its own resources.
struct SignInButton: View {
    var body: some View {
        Button(.signIn) {}
    }
}
