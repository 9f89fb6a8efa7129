import Foundation
import RatePromptFormats
import RatePromptCore

/// A plural form that reads its arguments unlike the variable's `other` form (`.stringsdict`), or a String Catalog's
/// plural, device or substitution form (or a substitution's `argNum` and `formatSpecifier`) that reads them unlike
/// the source language's.
struct PluralFormPlaceholderMismatchRule: LintRule {
    static let description = RuleDescription(
        id: "plural-form-placeholder-mismatch", category: .copy, severity: .error,
        summary: "A plural or device form reads an argument as another type, or one that \"other\" (in a "
            + ".stringsdict) or the source language's form (in a String Catalog) does not read: a form may leave the "
            + "number out (\"an hour\"), never change it.",
        rationale: "Every form of a variable is formatted with the same arguments. A form that reads the count as "
            + "an object (%@ where other has %d), or an argument other never reads, prints garbage or crashes for "
            + "exactly the counts of that category, which a test in the developer's language never reaches. A named "
            + "placeholder (`%1$(count)lld`) is built into `%1$lld`: a form that gives an argument another argument's "
            + "name at a written number shows the wrong value (an error), a name the source does not use is a warning.",
        triggering: [
            // The format key read as CoreFoundation reads it: a reference consumes an argument. A placeholder put
            // before the count reads the count as an object; swapped variables are each picked by the other's count.
            LintExample(
                .stringsdict("en", key: "files for name", format: "%#@files@ for %@",
                             .variable("files", type: "d", ["one": "%d file", "other": "%d files"])),
                .stringsdict("de", key: "files for name", format: "↓Für %@, %#@files@",
                             .variable("files", type: "d", ["one": "%d Datei", "other": "%d Dateien"]))),
            LintExample(
                englishPhotosAndVideos,
                .stringsdict("de", key: "photos and videos", format: "↓%#@videos@ und %#@photos@",
                             .variable("photos", type: "d", ["one": "%d Foto", "other": "%d Fotos"]),
                             .variable("videos", type: "d", ["one": "%d Video", "other": "%d Videos"]))),
            // A form prints its count from the argument that selects it; a numbered placeholder that names another
            // argument shows the photos' count in the words for videos, in the source as in a translation.
            LintExample(
                .stringsdict("en", key: "photos and videos", format: "%#@photos@ and %#@videos@",
                             .variable("photos", type: "d", ["one": "%1$d photo", "other": "%1$d photos"]),
                             .variable("videos", type: "d", ["one": "↓%1$d video", "other": "%1$d videos"]))),
            LintExample(
                englishPhotosAndVideos,
                .stringsdict("de", key: "photos and videos", format: "%2$#@videos@ und %1$#@photos@",
                             .variable("photos", type: "d", ["one": "%1$d Foto", "other": "%1$d Fotos"]),
                             .variable("videos", type: "d", ["one": "ein Video", "other": "↓%1$d Videos"]))),
            // The same .stringsdict entry in a translator's XLIFF: the format key decides, as in the file.
            LintExample(.xliff("de", [
                (original: "App/en.lproj/Localizable.stringsdict", units: [
                    (id: "/files for name:dict/NSStringLocalizedFormatKey:dict/:string", source: "%#@files@ for %@",
                     target: "↓Für %@, %#@files@"),
                    (id: "/files for name:dict/files:dict/one:dict/:string", source: "%d file", target: "%d Datei"),
                    (id: "/files for name:dict/files:dict/other:dict/:string", source: "%d files", target: "%d Dateien"),
                ]),
            ])),
            LintExample(.stringsdict("ru", key: "files", format: "%#@count@",
                .variable("count", type: "d", [
                    "one": "%d файл", "few": "↓%@ файла", "many": "%d файлов", "other": "%d файла",
                ]))),
            LintExample(.catalog(strings: """
                    "%lld files" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                        } } },
                        "de" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Datei" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%@ Dateien" } }
                        } } }
                      }
                    }
                """)),
            LintExample(.catalog(strings: """
                    "%@ has %lld files" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : { "state" : "translated", "value" : "%1$@ has %#@count@" },
                          "substitutions" : { "count" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : {
                            "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } }
                          } } }
                        },
                        "de" : {
                          "stringUnit" : { "state" : "translated", "value" : "%1$@ hat %#@count@" },
                          "substitutions" : { ↓"count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : {
                            "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } }
                          } } }
                        }
                      }
                    }
                """)),
            // A substitution's form that prints another argument than its argNum, where %arg prints its own.
            LintExample(.catalog(strings: """
                    "%lld photos and %lld videos" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@photos@ and %#@videos@" },
                          "substitutions" : {
                            "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } } } } },
                            "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg video" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg videos" } } } } }
                          }
                        },
                        "de" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@videos@ und %#@photos@" },
                          "substitutions" : {
                            "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Foto" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Fotos" } } } } },
                            "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Video" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%1$lld Videos" } } } } }
                          }
                        }
                      }
                    }
                """)),
            // Named placeholders: the built app reads each argument by its number, so a form that gives argument 1
            // the name the source gives argument 2 shows the folder where it means the count.
            LintExample(.catalog(strings: """
                    "files.in.folder" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$(count)lld file in %2$(folder)@" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$(count)lld files in %2$(folder)@" } }
                        } } },
                        "de" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Datei in %2$(folder)@" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%2$(count)@: %1$(folder)lld Dateien" } }
                        } } }
                      }
                    }
                """)),
            // Held to the source's .stringsdict: forms that agree with each other but not with en's other, one
            // finding at the first of them.
            LintExample(
                englishFiles,
                .stringsdict("uk", key: "files", format: "%#@count@",
                    .variable("count", type: "d", [
                        "one": "%d файл", "few": "↓%@ файли", "many": "%@ файлів", "other": "%@ файлу",
                    ]))),
            // The source keeps the key in its .strings table only: the translation's other forms read as its string.
            LintExample(
                .strings("en", "\"%d files in %@\" = \"%d files in %@\";\n"),
                .stringsdict("pl", key: "%d files in %@", format: "↓%#@count@ w %d",
                    .variable("count", type: "d", [
                        "one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku",
                    ]))),
        ],
        nonTriggering: [
            // Numbered references keep each variable on its own count in another word order.
            LintExample(
                englishPhotosAndVideos,
                .stringsdict("de", key: "photos and videos", format: "%2$#@videos@ und %1$#@photos@",
                             .variable("photos", type: "d", ["one": "%d Foto", "other": "%d Fotos"]),
                             .variable("videos", type: "d", ["one": "%d Video", "other": "%d Videos"]))),
            // Numbered forms that print the argument that selects them, and forms that print no number.
            LintExample(
                englishPhotosAndVideos,
                .stringsdict("de", key: "photos and videos", format: "%2$#@videos@ und %1$#@photos@",
                             .variable("photos", type: "d", ["one": "ein Foto", "other": "%1$d Fotos"]),
                             .variable("videos", type: "d", ["one": "ein Video", "other": "%2$d Videos"]))),
            // A translation's forms read what en's other form reads; its one form may leave the number out.
            LintExample(
                englishFiles,
                .strings("en", "\"Title\" = \"Files\";\n"),
                .strings("uk", "\"Title\" = \"Файли\";\n"),
                .stringsdict("uk", key: "files", format: "%#@count@",
                    .variable("count", type: "d", [
                        "one": "один файл", "few": "%d файли", "many": "%d файлів", "other": "%d файлу",
                    ]))),
            // Named forms that read and name the arguments as the source's, in their own order.
            LintExample(.catalog(strings: """
                    "files.in.folder" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$(count)lld file in %2$(folder)@" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$(count)lld files in %2$(folder)@" } }
                        } } },
                        "de" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$(folder)@: eine Datei" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$(folder)@: %1$(count)lld Dateien" } }
                        } } }
                      }
                    }
                """)),
            // A substitution's forms print %arg, or their own argument by number.
            LintExample(.catalog(strings: """
                    "%lld photos and %lld videos" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@photos@ and %#@videos@" },
                          "substitutions" : {
                            "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } } } } },
                            "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "a video" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld videos" } } } } }
                          }
                        }
                      }
                    }
                """)),
            // A translation's substitution forms that print their own argNum, by number or unnumbered, read as the
            // source's %arg.
            LintExample(.catalog(strings: """
                    "%lld photos and %lld videos" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@photos@ and %#@videos@" },
                          "substitutions" : {
                            "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } } } } },
                            "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg videos" } } } } }
                          }
                        },
                        "de" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@videos@ und %#@photos@" },
                          "substitutions" : {
                            "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Fotos" } } } } },
                            "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Videos" } } } } }
                          }
                        }
                      }
                    }
                """)),
            // A form may leave the number out, and refer to another variable.
            LintExample(.stringsdict("en", key: "files", format: "%#@hours@",
                .variable("hours", type: "ld", ["one": "an hour in %#@rooms@", "other": "%ld hours in %#@rooms@"]),
                .variable("rooms", type: "ld", ["one": "one room", "other": "%ld rooms"]))),
        ])

    /// An English `.stringsdict` whose "photos and videos" reads two counts (%#@photos@ and %#@videos@), for the
    /// examples.
    private static let englishPhotosAndVideos = LintExample.File.stringsdict(
        "en", key: "photos and videos", format: "%#@photos@ and %#@videos@",
        .variable("photos", type: "d", ["one": "%d photo", "other": "%d photos"]),
        .variable("videos", type: "d", ["one": "%d video", "other": "%d videos"]))

    /// An English `.stringsdict` with the plural rule "files" (%d file, %d files), for the examples.
    private static let englishFiles = LintExample.File.stringsdict("en", key: "files", format: "%#@count@",
        .variable("count", type: "d", ["one": "%d file", "other": "%d files"]))

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        if case .catalog(let catalog) = file { return check(catalog) }
        guard case .pluralTable(let table) = file else { return [] }
        // A translation is held to its source localization's `.stringsdict` (or, for a key the source keeps in
        // its `.strings` table only, to that string); within one file, every form to its `other` form.
        let source = context.sourceFormats(ofPluralTable: table)
        let sourceLocalization = source?.localization ?? ""
        var findings: [LintFinding] = []
        for (entry, variant, format) in table.dictionary.formats {
            let place = PluralTable.place(entry.key, variant: variant)
            let sourceFormat = source?.format(entry.key, variant: variant)
            if sourceFormat == nil, let sourceTable = source?.table, let expanded = format.expandedWithOtherForms,
               let value = context.entry(entry.key, in: sourceTable)?.value.stringValue {
                // The source has no plural rule for the key: the translation's other form reads as its string.
                let expected = FormatSignature(value)
                let actual = FormatSignature(expanded)
                if actual.arguments != expected.arguments {
                    findings.append(finding(
                        "\(place)\(table.inLocalization) reads \(actual.summary) with its \"other\" forms where "
                            + "\(sourceTable.localization)'s string reads \(expected.summary): "
                            + Self.effect(actual, expected) + "; write the placeholders as "
                            + "\(sourceTable.localization)'s string does (\(Self.placeholders(value)))",
                        at: FileLocation(path: table.dictionary.path, position: format.format.position), key: entry.key))
                }
                continue
            }
            var keyMisread = false
            let ownKey = FormatKeyReading(format.format.value)
            let sourceKey = sourceFormat.map { FormatKeyReading($0.format.value) }
            // A reference broken with spaces reads as an object placeholder (`%# @` is `%@` with flags): mend it.
            let broken = StringsDictionary.spacedVariableReferences(in: format.format.value)
                .filter { reference in format.variables.contains { $0.name == reference.name } }
            if !broken.isEmpty {
                findings.append(finding(
                    "\(place)\(table.inLocalization): its format writes "
                        + Self.list(broken.map(\.written)) + ", which the device does not read as "
                        + Self.list(broken.map { "variable \"\($0.name)\"" }) + " but as a placeholder: it prints garbage "
                        + "or crashes; write " + broken.map { "%#@\($0.name)@ for \($0.written)" }.joined(separator: ", "),
                    at: FileLocation(path: table.dictionary.path, position: format.format.position), key: entry.key))
            } else if let sourceFormat, let sourceKey, let mismatch = ownKey.mismatch(
                format.format.value, against: sourceKey, sourceFormat: sourceFormat.format.value,
                sourceName: sourceLocalization, countKind: { name in
                    format.variables.last { $0.name == name }?.valueType.flatMap { FormatString.ArgumentKind(valueType: $0.value) }
                }) {
                // The format key read as CoreFoundation reads it: a reference consumes an argument, so a variable
                // moved or a placeholder put before it reads another argument than the source's.
                keyMisread = true
                findings.append(finding("\(place)\(table.inLocalization): \(mismatch)",
                    at: FileLocation(path: table.dictionary.path, position: format.format.position), key: entry.key))
            } else if let sourceFormat {
                let expected = PluralFormSignatures.reading(sourceFormat.format.value)
                let actual = PluralFormSignatures.reading(format.format.value)
                if !Set(actual.arguments).isSubset(of: Set(expected.arguments)) {
                    findings.append(finding(
                        "\(place)\(table.inLocalization): its format reads \(actual.summary) where "
                            + "\(sourceLocalization)'s reads \(expected.summary): the device prints garbage or crashes; "
                            + "write the placeholders as \(sourceLocalization)'s format does "
                            + "(\(Self.placeholders(sourceFormat.format.value)))",
                        at: FileLocation(path: table.dictionary.path, position: format.format.position), key: entry.key))
                }
            }
            let misprints = Self.ownMisprints(Self.misprints(format), besides: sourceFormat.map(Self.misprints) ?? [])
            if let first = misprints.first?.forms.first {
                let fixes = misprints.flatMap { misprint in
                    misprint.written.map { text -> String in
                        var fixed = text
                        if let dollar = fixed.firstIndex(of: "$") {
                            fixed.replaceSubrange(fixed.index(after: fixed.startIndex)..<dollar, with: String(misprint.selector))
                        }
                        return "\(fixed) for \(text)"
                    }
                }
                findings.append(finding(
                    "\(place)\(table.inLocalization): "
                        + misprints.map { $0.describe(as: "variable", selectedBy: "argument \($0.selector)") }
                            .joined(separator: "; ")
                        + ": the device shows one count in the words chosen for another; write "
                        + fixes.joined(separator: ", ") + " (in a form, %d prints the argument that selects it)",
                    at: FileLocation(path: table.dictionary.path, position: first.position), key: entry.key))
            }
            // One finding per string: every form that misreads, grouped by what it reads, at the first of them.
            var misread: [Misread] = []
            for variable in format.variables where variable.isWellFormed && !misprints.contains(where: { $0.name == variable.name }) {
                // The source's `other` form of the same variable, else this file's.
                let sourceOther = source?.variable(variable.name, of: entry.key, variant: variant)?.form("other")
                guard let other = sourceOther ?? variable.form("other") else { continue }
                let reference = sourceOther == nil ? "\"other\"" : "\(sourceLocalization)'s \"other\""
                // Forms compare by the arguments they print: numbered from the argument that selects them, where the
                // format key selects the variable in both (and reads as the source's: else that is the finding).
                let selectors = keyMisread ? nil : ownKey.argument(of: variable.name).flatMap { own in
                    (sourceOther == nil ? own : sourceKey?.argument(of: variable.name)).map { (own: own, expected: $0) }
                }
                func printed(_ text: String, from first: Int?) -> FormatSignature {
                    PluralFormSignatures.reading(first.map { FormatKeyReading.numbering(text, from: $0) } ?? text)
                }
                let expected = printed(other.text.value, from: selectors?.expected)
                let allowed = Set(expected.arguments)
                for form in variable.forms where sourceOther != nil || form.category != "other" {
                    let signature = printed(form.text.value, from: selectors?.own)
                    guard !Set(signature.arguments).isSubset(of: allowed) else { continue }
                    if let index = misread.firstIndex(where: { $0.variable.name == variable.name
                        && $0.reads == signature.summary }) {
                        misread[index].forms.append(form)
                    } else {
                        misread.append(Misread(variable: variable, forms: [form], reads: signature.summary,
                                               reference: reference, expected: expected.summary,
                                               model: Self.placeholders(other.text.value)))
                    }
                }
            }
            guard let first = misread.first?.forms.first else { continue }
            let parts: [String] = misread.map { group in
                let categories = group.forms.map { "\"\($0.category)\"" }
                let one = categories.count == 1
                return "the \(Self.list(categories)) form\(one ? "" : "s") of variable \"\(group.variable.name)\""
                    + "\(table.inLocalization) read\(one ? "s" : "") \(group.reads) where \(group.reference) reads "
                    + group.expected
            }
            let models = Set(misread.map(\.model)).filter { !$0.isEmpty }.sorted()
            let single = misread.count == 1 && misread[0].forms.count == 1
            var message = "\(place): " + parts.joined(separator: "; ")
                + ": the device prints garbage or crashes for the counts of " + (single ? "that form" : "those forms")
            if !models.isEmpty {
                message += "; write the placeholders as \(misread[0].reference) does (\(models.joined(separator: "; ")))"
            }
            findings.append(finding(message,
                at: FileLocation(path: table.dictionary.path, position: first.text.position), key: entry.key))
        }
        return findings
    }

    /// The forms of one variable (or catalog substitution) that print another count than the argument that selects
    /// them. CoreFoundation formats a form with the string's arguments from that one on, so only a numbered
    /// placeholder can miss it: the device shows one number in the words chosen for another, whatever the types.
    private struct Misprint {
        var name: String
        var selector: Int
        var forms: [(category: String, position: TextPosition, printed: [FormatKeyReading.Token])] = []

        /// Nil where every form prints its count (or none). `reading` reads a form's text from `selector`.
        init?(name: String, selector: Int, kind: FormatString.ArgumentKind,
              forms: [(category: String, text: String, position: TextPosition)],
              reading: (String) -> FormatKeyReading) {
            (self.name, self.selector) = (name, selector)
            for form in forms where form.text.utf8.contains(UInt8(ascii: "$")) {
                let printed = reading(form.text).numbers(printedInsteadOf: selector, kind: kind)
                if !printed.isEmpty { self.forms.append((form.category, form.position, printed)) }
            }
            if self.forms.isEmpty { return nil }
        }

        /// The placeholders as written that print another argument.
        var written: [String] { Set(forms.flatMap { $0.printed.map(\.text) }).sorted() }

        /// `the "one" and "other" forms of variable "videos" print argument 1 (%1$d), but argument 2 selects them`.
        func describe(as noun: String, selectedBy selecting: String) -> String {
            let one = forms.count == 1
            let printed = Set(forms.flatMap { $0.printed.map(\.argument) }).sorted().map(String.init)
            return "the \(PluralFormPlaceholderMismatchRule.list(forms.map { "\"\($0.category)\"" })) "
                + "form\(one ? "" : "s") of \(noun) \"\(name)\" print\(one ? "s" : "") argument "
                + "\(PluralFormPlaceholderMismatchRule.list(printed)) (\(written.joined(separator: ", "))), but "
                + "\(selecting) selects \(one ? "it" : "them")"
        }
    }

    /// A `.stringsdict` entry's variables, selected from its format key, whose forms misprint.
    private static func misprints(_ format: StringsDictionary.Format) -> [Misprint] {
        let key = FormatKeyReading(format.format.value)
        return format.variables.compactMap { variable in
            guard variable.isWellFormed, let selector = key.argument(of: variable.name) else { return nil }
            return Misprint(name: variable.name, selector: selector,
                            kind: variable.valueType.flatMap { FormatString.ArgumentKind(valueType: $0.value) } ?? .integer,
                            forms: variable.forms.map { ($0.category, $0.text.value, $0.text.position) },
                            reading: { FormatKeyReading($0, from: selector) })
        }
    }

    /// A String Catalog localization's substitutions whose forms misprint: they print by `%arg` from their `argNum`.
    private static func misprints(_ unit: StringCatalog.Unit) -> [Misprint] {
        unit.substitutions.compactMap { substitution in
            guard let selector = substitution.argumentNumber,
                  let plural = unit.plurals.first(where: { $0.owner == .substitution(substitution.name) }) else { return nil }
            return Misprint(name: substitution.name, selector: selector,
                            kind: substitution.formatSpecifier.flatMap { FormatString.ArgumentKind(valueType: $0) } ?? .integer,
                            forms: plural.forms.map { ($0.category, $0.value, $0.position) },
                            reading: { FormatKeyReading(substitutionForm: $0, argument: selector) })
        }
    }

    /// A translation's misprints that its source does not have (the source's are its own finding).
    private static func ownMisprints(_ own: [Misprint], besides source: [Misprint]) -> [Misprint] {
        let inSource = Set(source.map(\.name))
        return own.filter { !inSource.contains($0.name) }
    }

    /// Forms of one variable that read the same arguments, unlike their reference form.
    private struct Misread {
        var variable: StringsDictionary.Variable
        var forms: [StringsDictionary.Form]
        var reads: String
        var reference: String
        var expected: String
        var model: String
    }

    /// What a device shows for a reading unlike the source's: the text without an argument it leaves out, or
    /// garbage (or a crash) where it reads one as another type or reads one the code does not pass.
    fileprivate static func effect(_ actual: FormatSignature, _ expected: FormatSignature) -> String {
        guard Set(actual.arguments).isSubset(of: Set(expected.arguments)) else {
            return "the device prints garbage or crashes"
        }
        let missing = Set(expected.arguments.map(\.number)).subtracting(actual.arguments.map(\.number)).sorted()
        return "the text prints without argument\(missing.count == 1 ? "" : "s") "
            + list(missing.map(String.init))
    }

    /// `a`, `a and b`, `a, b and c`.
    fileprivate static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The specifiers a form writes, each once, as written (`%d`, `%1$@ %2$d`), after `leading` (a substitution
    /// form's `%arg`).
    fileprivate static func placeholders(_ text: String, leading: String? = nil) -> String {
        var seen: Set<String> = []
        return ([leading].compactMap { $0 } + FormatString(StringsDictionary.removingVariableReferences(from: text))
            .specifiers.map(\.text).filter { seen.insert($0).inserted }).joined(separator: " ")
    }

    /// The substitution a String Catalog form is under (its place ends `substitution NAME`), if any.
    private static func substitution(of form: StringCatalog.Form, in unit: StringCatalog.Unit) -> StringCatalog.Substitution? {
        guard let name = form.name else { return nil }
        return unit.substitutions.last { name == "substitution \($0.name)" || name.hasSuffix(", substitution \($0.name)") }
    }

    /// A substitution form's text as the built app prints it: `%arg` the placeholder of its argNum (`%2$lld`), and its
    /// unnumbered placeholders numbered from there. Other texts as they are.
    private static func printed(_ text: String, by substitution: StringCatalog.Substitution?) -> String {
        guard let substitution, let number = substitution.argumentNumber else { return text }
        let placeholder = "%\(number)$\(substitution.formatSpecifier ?? "lld")"
        return FormatKeyReading.numbering(text.replacingOccurrences(of: "%arg", with: placeholder), from: number)
    }

    /// A String Catalog's plural, device and substitution forms against the source language's: each form of a
    /// translation may read only what the source's form of the same place reads (its `other` form, for a plural
    /// one), with the same types; the base text is `placeholder-mismatch`'s.
    private func check(_ catalog: StringCatalog) -> [LintFinding] {
        guard catalog.isLoadable, let sourceLanguage = catalog.sourceLanguage else { return [] }
        var findings: [LintFinding] = []
        // A substitution's forms print its count by `%arg`; a numbered placeholder that names another argument shows
        // that one instead, in the source as in a translation (which is left alone where its source does the same).
        for (entry, language, unit) in catalog.liveSubstitutedLocalizations where !unit.substitutions.isEmpty {
            let source = language == sourceLanguage ? [] : entry.localizations[sourceLanguage].map(Self.misprints) ?? []
            let misprints = Self.ownMisprints(Self.misprints(unit), besides: source)
            guard let first = misprints.first?.forms.first else { continue }
            findings.append(finding(
                "\"\(entry.key)\" in \(language): "
                    + misprints.map { $0.describe(as: "substitution", selectedBy: "its argNum \($0.selector)") }
                        .joined(separator: "; ")
                    + ": the device shows one count in the words chosen for another; write %arg for "
                    + Self.list(Set(misprints.flatMap(\.written)).sorted()),
                at: FileLocation(path: catalog.path, position: first.position), key: entry.key))
        }
        for (entry, language, unit) in catalog.liveLocalizations
        where language != sourceLanguage && entry.shouldTranslate && !(unit.forms.isEmpty && unit.substitutions.isEmpty) {
            guard let source = entry.localizations[sourceLanguage] else { continue }
            findings += substitutionMismatches(unit, of: entry, in: language, against: source, sourceLanguage, catalog.path)
            // A `.stringsdict` entry in a translator's XLIFF: its substitutions have no argNum, and the format key
            // decides which argument each reads, as in the `.stringsdict` itself.
            if let value = unit.value, let sourceValue = source.value, value.contains("%#@") || value.contains("$#@"),
               !unit.substitutions.isEmpty, unit.substitutions.allSatisfy({ $0.argumentNumber == nil }) {
                let countKind = { (name: String) in
                    unit.substitutions.last { $0.name == name }?.formatSpecifier.flatMap(FormatString.ArgumentKind.init(valueType:))
                }
                if let mismatch = FormatKeyReading(value).mismatch(value, against: FormatKeyReading(sourceValue),
                                                                   sourceFormat: sourceValue, sourceName: sourceLanguage,
                                                                   countKind: countKind) {
                    findings.append(finding("\"\(entry.key)\" in \(language): \(mismatch)",
                                            at: FileLocation(path: catalog.path, position: unit.position), key: entry.key))
                }
            }
            var misread: [(place: String, reads: String, expected: String, position: TextPosition, model: String)] = []
            // A substitution whose forms print another argument than its argNum is said above.
            let misprinted = Set(Self.misprints(unit).map(\.name))
            for form in unit.forms {
                let substitution = Self.substitution(of: form, in: unit)
                if let substitution, misprinted.contains(substitution.name) { continue }
                let reference = source.form(name: form.name, category: form.category == nil ? nil : "other")
                    ?? source.form(name: form.name, category: form.category)
                guard let expectedText = reference?.value ?? (source.forms.isEmpty ? source.value : nil) else { continue }
                // A substitution's forms compare by the arguments they print: `%arg` and an unnumbered placeholder
                // print its argNum.
                let sourceSubstitution = substitution.flatMap { substitution in
                    source.substitutions.last { $0.name == substitution.name }
                }
                // A substitution that reads another argument, or another kind, than the source's is one finding
                // above, whatever its forms print.
                if let substitution, let sourceSubstitution,
                   substitution.argumentNumber != sourceSubstitution.argumentNumber
                    || substitution.formatSpecifier.flatMap(FormatString.ArgumentKind.init(valueType:))
                        != sourceSubstitution.formatSpecifier.flatMap(FormatString.ArgumentKind.init(valueType:)) {
                    continue
                }
                let expected = PluralFormSignatures.reading(Self.printed(expectedText, by: sourceSubstitution))
                let signature = PluralFormSignatures.reading(Self.printed(form.value, by: substitution))
                let place = [form.name, form.category].compactMap { $0 }.joined(separator: ", ")
                guard !Set(signature.arguments).isSubset(of: Set(expected.arguments)) else {
                    // The same arguments, named otherwise (`%(b)lld` where the source's form has `%(a)lld`).
                    let conflicts = signature.nameConflicts(with: expected)
                    guard !conflicts.isEmpty else { continue }
                    let swapped = conflicts.contains(where: \.isSwap)
                    findings.append(finding(
                        "\"\(entry.key)\" (\(place)) in \(language) "
                            + FormatSignature.describe(conflicts, sourceLanguage: sourceLanguage)
                            + ": the built app reads each argument by its number, not its name, so "
                            + (swapped ? "the device shows another value than this form means; number the placeholders "
                                + "as \(sourceLanguage) does"
                               : "the value is right, but the code and the other translations know the argument by "
                                + "\(sourceLanguage)'s name; use it"),
                        at: FileLocation(path: catalog.path, position: form.position), key: entry.key,
                        severity: swapped ? .error : .warning))
                    continue
                }
                misread.append((place, signature.summary, expected.summary, form.position,
                                Self.placeholders(expectedText.replacingOccurrences(of: "%arg", with: ""),
                                                  leading: expectedText.contains("%arg") ? "%arg" : nil)))
            }
            // One finding per string: its forms that misread, grouped by what they read, at the first of them.
            guard let first = misread.first else { continue }
            var groups: [(places: [String], reads: String, expected: String)] = []
            for form in misread {
                if let index = groups.firstIndex(where: { $0.reads == form.reads && $0.expected == form.expected }) {
                    groups[index].places.append(form.place)
                } else {
                    groups.append(([form.place], form.reads, form.expected))
                }
            }
            let parts: [String] = groups.map { group in
                let one = group.places.count == 1
                return "its \(Self.list(group.places.map { "\"\($0)\"" })) form\(one ? "" : "s") read\(one ? "s" : "") "
                    + "\(group.reads) where \(sourceLanguage)'s reads \(group.expected)"
            }
            let models = Set(misread.map(\.model)).filter { !$0.isEmpty }.sorted()
            findings.append(finding(
                "\"\(entry.key)\" in \(language): " + parts.joined(separator: "; ")
                    + ": the device prints garbage or crashes for " + (misread.count == 1 ? "that form" : "those forms")
                    + (models.isEmpty ? "" : "; write the placeholders as \(sourceLanguage) does "
                        + "(\(models.joined(separator: "; ")))"),
                at: FileLocation(path: catalog.path, position: first.position), key: entry.key))
        }
        return findings
    }

    /// A translation's substitutions that read another argument (`argNum`) than the source's of the same name, or
    /// read it as another kind (`formatSpecifier`): every form of it then formats the wrong value.
    private func substitutionMismatches(
        _ unit: StringCatalog.Unit, of entry: StringCatalog.Entry, in language: String,
        against source: StringCatalog.Unit, _ sourceLanguage: String, _ path: String
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        for substitution in unit.substitutions {
            guard let expected = source.substitutions.last(where: { $0.name == substitution.name }) else { continue }
            var differences: [String] = []
            if let number = substitution.argumentNumber, let wanted = expected.argumentNumber, number != wanted {
                differences.append("argument \(number) where \(sourceLanguage) reads argument \(wanted)")
            }
            if let specifier = substitution.formatSpecifier, let wanted = expected.formatSpecifier,
               let kind = FormatString.ArgumentKind(valueType: specifier),
               let wantedKind = FormatString.ArgumentKind(valueType: wanted), kind != wantedKind {
                differences.append("it as \(kind.rawValue) (\"\(specifier)\") where \(sourceLanguage) reads "
                    + "\(wantedKind.rawValue) (\"\(wanted)\")")
            }
            guard !differences.isEmpty else { continue }
            findings.append(finding(
                "\"\(entry.key)\" in \(language): substitution \"\(substitution.name)\" reads "
                    + differences.joined(separator: ", and ") + ": String(format:) would print garbage or crash",
                at: FileLocation(path: path, position: substitution.argumentNumber != expected.argumentNumber
                    ? substitution.position : substitution.formatSpecifierPosition), key: entry.key))
        }
        return findings
    }
}
