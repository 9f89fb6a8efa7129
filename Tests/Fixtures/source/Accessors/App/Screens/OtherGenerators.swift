import Foundation

// R.swift's and xcstrings-tool's accessors, generated at build time (not in the repository): read as their keys.
let rswiftTitle = R.string.localizable.settingsTitle()
let rswiftHint = R.string.localizable.exportHint()
let toolTitle = String(localizable: .profileEdit)
