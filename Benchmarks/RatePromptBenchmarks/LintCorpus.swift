import Foundation

/// A generated app project for the lint benchmark: 100 localizations × 3 tables × 2,000 keys (600,000 entries in
/// 300 UTF-8 `.strings` files), written once to a temporary folder. Values are distinct per localization, so no
/// rule short-cuts on identical content.
struct LintCorpus {
    static let localizationCount = 100
    static let tableNames = ["Localizable", "Settings", "Onboarding"]
    static let keyCount = 2_000

    /// 100 real language tags, English (the source) first.
    static let languages = """
        en af am ar as az be bg bn bo bs ca cs cy da de dz el eo es et eu fa fi fo fr fy ga gd gl gu ha he hi hr hu \
        hy id ig is it ja jv ka kk km kn ko ku ky lb lo lt lv mg mi mk ml mn mr ms mt my nb ne nl nn or pa pl ps pt \
        qu rm ro ru rw sa sd si sk sl sn so sq sr sv sw ta te tg th ti tk to tr tt ug uk ur uz vi wo xh yi yo zh zu \
        en-GB fr-CA pt-BR es-419 zh-Hant zh-HK
        """.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }

    let folder: URL
    let files: [URL]
    /// The `missing-key` findings a lint reports: every `missingEvery`th key of each table is left out of each
    /// translation.
    let missingKeyCount: Int

    /// The corpus; with `missingEvery`, each translation lacks every `missingEvery`th key (1/6: 99,198 findings).
    static func prepare(missingEvery: Int? = nil) throws -> LintCorpus {
        let name = missingEvery.map { "rateprompt-lint-findings-\($0)-v1" } ?? "rateprompt-lint-corpus-v1"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        var missingKeyCount = 0
        var files: [URL] = []
        let localizations = Array(Self.languages.prefix(localizationCount))
        for (index, localization) in localizations.enumerated() {
            for table in tableNames {
                let url = folder.appendingPathComponent("\(localization).lproj/\(table).strings")
                files.append(url)
                let isMissing = { (key: Int) in index > 0 && missingEvery.map { key % $0 == 0 } == true }
                missingKeyCount += (0..<keyCount).filter(isMissing).count
                if FileManager.default.fileExists(atPath: url.path) { continue }
                var text = "/* \(table) — \(localization) */\n"
                for key in 0..<keyCount where !isMissing(key) {
                    text += "/* Note for key \(key). */\n\"\(table).key\(key)\" = \"Value \(key) in \(localization) #\(index), %@ here\";\n"
                }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        return LintCorpus(folder: folder, files: files, missingKeyCount: missingKeyCount)
    }
}
