import Foundation

enum WidgetShared {
    static let kind = "Recent"
}
