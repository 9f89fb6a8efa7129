// The yardstick of `format.sh`: what Xcode does to a catalog, with Foundation alone. Reads the JSON file given,
// writes it back pretty-printed with sorted keys and unescaped slashes (Xcode's options) in its place.
// Compiled by format.sh with `swiftc -O`; part of no package target.
import Foundation

let path = CommandLine.arguments[1]
let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
try data.write(to: URL(fileURLWithPath: path), options: .atomic)
