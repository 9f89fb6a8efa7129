import Foundation

// Names no localized-string API: read in the second pass, for the app's own initializer that takes a resource.
func rows() -> [TripRow] {
    [TripRow(title: .dontAskAgain), TripRow(title: .Discover.title)]
}
