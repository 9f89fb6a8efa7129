import RatePromptFormats

/// The one safe change that removes a finding, in the file it is made in: `lint --fix` collects the fixes of the
/// findings it reports and makes them, file by file, through the writers of `RatePromptFormats`. A fix is a change to
/// the file's model (a value's edges, an entry to drop), never text to paste: the writer finds the bytes again and
/// checks that the file still says what the finding was about.
package struct LintFix: Hashable, Sendable {
    package enum Edit: Hashable, Sendable {
        case strings(StringsFileEditor.Edit)
        case catalog(StringCatalogEditor.Edit)
    }

    /// The file to change.
    package internal(set) var path: String
    package internal(set) var edit: Edit

    package init(path: String, _ edit: Edit) {
        self.path = path
        self.edit = edit
    }
}
