import Foundation
import Testing

/// `rateprompt promotions` through the built tool, on the fixture store `Tests/Fixtures/promotions` (Harbor: five
/// products shown by default, the consumable hidden, Logbook in English only). The worked example's whole output is
/// in the golden files `promotions-explain.out` and `promotions-json.out`.
@Suite("rateprompt promotions")
struct PromotionsCommandTests {
    static let folder = CommandRunner.fixture("promotions")
    static let config = CommandRunner.fixture("promotions/rateprompt.json")
    static let store = CommandRunner.fixture("promotions/Harbor.storekit")

    static func id(_ name: String) -> String { "com.example.harbor." + name }

    static func scratch(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("promotions-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func textListsTheProductsInOrderWithLocaleAndFallback() async throws {
        let result = try await CommandRunner.run(["promotions", "--project", Self.folder, "--preferred", "fr-CA",
                                                  "--order", "\(Self.id("logbook")),\(Self.id("regatta"))"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            Localization: fr-FR   (preferences: fr-CA; iOS)
            1. Logbook — Every trip logged with its track  (en-US, fallback)
            2. Saison des régates — Les résultats de chaque régate en direct  (fr-FR)
            3. Cartes marines — Cartes hors ligne de toutes les côtes  (fr-FR)
            4. Météo marine — Vent et houle prévus heure par heure  (fr-FR)
            5. Harbor Plus — Cartes, météo et journaux, tout compris  (fr-FR)
            Left out:
              com.example.harbor.fuel10: hidden in App Store Connect

            """)
    }

    @Test func explainSaysWhyEachProductIsWhereItIs() async throws {
        let result = try await CommandRunner.run([
            "promotions", "--config", Self.config, "--storekit", Self.store, "--order",
            "\(Self.id("fuel10")),com.example.other,\(Self.id("weather"))", "--show", Self.id("fuel10"),
            "--hide", Self.id("charts"), "--explain",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("   com.example.harbor.fuel10: 1st in the device's order override; hidden in App Store "
                               + "Connect, shown on this device"))
        #expect(lines.contains("   com.example.harbor.weather: 2nd in the device's order override"))
        #expect(lines.contains("   com.example.harbor.plus.monthly: 3rd in App Store Connect's order, after the device's order"))
        #expect(lines.contains("  com.example.other: not promoted in App Store Connect: the device's order names it, "
                               + "so it is ignored"))
        #expect(lines.contains("  com.example.harbor.charts: hidden on this device"))
        // The localization's match, as `rateprompt locale --explain` prints it.
        #expect(lines.contains("How the localization was chosen (from the promoted products' localizations):"))
        #expect(lines.contains("    preference en matches en-US (score 1)"))
    }

    @Test func jsonHasTheIssuesShape() async throws {
        let result = try await CommandRunner.run(["promotions", "--project", Self.folder, "--preferred", "de-AT,fr",
                                                  "--hide", "\(Self.id("weather")),com.example.gone", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["localization"] as? String == "de-DE")
        let products = try #require(json["products"] as? [[String: Any]])
        #expect(products.map { $0["productID"] as? String } == ["charts", "plus.monthly", "logbook", "regatta"].map(Self.id))
        #expect(products[0]["displayName"] as? String == "Seekarten")
        #expect(products[0]["description"] as? String == "Offline-Seekarten für jede Küste")
        #expect(products[0]["why"] as? String == "1st in App Store Connect's order")
        #expect(products[3]["locale"] as? String == "fr-FR" && products[3]["fallback"] as? Bool == true)
        #expect(products.map { $0["placement"] as? String } == Array(repeating: "default-order", count: 4))
        #expect(products.map { $0["rank"] as? Int } == [1, 3, 4, 5])
        let leftOut = try #require(json["leftOut"] as? [[String: Any]])
        #expect(leftOut.map { $0["productID"] as? String } == ["com.example.gone", Self.id("weather"), Self.id("fuel10")])
        #expect(leftOut.map { $0["why"] as? String } == [
            "not promoted in App Store Connect: the device hides it, so it is ignored", "hidden on this device",
            "hidden in App Store Connect",
        ])
        #expect(leftOut.map { $0["reason"] as? String } == ["not-promoted", "hidden-on-device", "hidden-by-default"])
    }

    @Test func notLaunchedEmptyOrderAndVisionOS() async throws {
        let waiting = try await CommandRunner.run(["promotions", "--project", Self.folder, "--order", Self.id("regatta"),
                                                   "--not-launched", "--format", "json"])
        #expect(waiting.status == 0, "\(waiting.stderr)")
        let json = try #require(try waiting.json() as? [String: Any])
        let products = try #require(json["products"] as? [[String: Any]])
        #expect(products.first?["productID"] as? String == Self.id("charts"))
        #expect(products.first?["why"] as? String
                == "1st in App Store Connect's order; the device's overrides apply after the app's first launch")
        #expect(json["launched"] as? Bool == false)
        // An empty order override restores App Store Connect's order.
        let empty = try await CommandRunner.run(["promotions", "--project", Self.folder, "--order", ""])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout.contains("1. Nautical Charts"))
        #expect(empty.stdout.contains("Note: an empty order override restores App Store Connect's order"))
        let vision = try await CommandRunner.run(["promotions", "--project", Self.folder, "--platform", "visionos"])
        #expect(vision.status == 0)
        #expect(vision.stdout.contains("No promoted purchase is shown."))
        #expect(vision.stdout.contains("  com.example.harbor.charts: iPhone and iPad apps on visionOS show no promoted purchases"))
    }

    @Test func malformedInputsAreLocatedErrorsWithExitStatus1() async throws {
        let config = try Self.scratch("rateprompt.json", #"{"promotions": {"order": ["a", 2], "hiden": []}}"#)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let badConfig = try await CommandRunner.run(["promotions", "--config", config, "--storekit", Self.store])
        #expect(badConfig.status == 1)
        #expect(badConfig.stdout.isEmpty)
        #expect(badConfig.stderr == """
            \(config):1:32: error: a product ID in "promotions.order" is a string, not an integer
            \(config):1:36: error: "promotions" has no member "hiden"; did you mean "hidden"?

            """)
        let store = try Self.scratch("broken.storekit", """
            {
              "products" : [
                { "productID" : "com.example.harbor.charts", "localizations" : [ { "locale" : "en_US", "displayName" : 3 } ] },
                { "productID" : "com.example.harbor.weather", "tpye" : "NonConsumable" }
              ]
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: store) }
        let badStore = try await CommandRunner.run(["promotions", "--config", Self.config, "--storekit", store])
        #expect(badStore.status == 1)
        #expect(badStore.stderr.contains("\(store):3:108: error: \"displayName\" must be a string, not an integer"))
        #expect(badStore.stderr.contains("\(store):4:51: warning: a product has a key Xcode does not write, \"tpye\""))
        // What could be read is still listed.
        #expect(badStore.stdout.contains("1. com.example.harbor.charts (no display name) — (no description)  (en-US)"))
        #expect(badStore.stdout.contains("2. com.example.harbor.weather  (no name: no .storekit file defines it)"))
        let truncated = try Self.scratch("truncated.storekit", "{\n  \"products\" : [\n")
        defer { try? FileManager.default.removeItem(atPath: truncated) }
        let cut = try await CommandRunner.run(["promotions", "--config", Self.config, "--storekit", truncated])
        #expect(cut.status == 1)
        #expect(cut.stderr.hasPrefix("\(truncated):3:1: error: "), "\(cut.stderr)")
        let missing = try await CommandRunner.run(["promotions", "--config", Self.config, "--storekit", "/nonexistent/a.storekit"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "/nonexistent/a.storekit:1:1: error: no such file\n")
        let folder = try await CommandRunner.run(["promotions", "--project", "/nonexistent"])
        #expect(folder.status == 1 && folder.stdout.isEmpty)
        #expect(folder.stderr.hasPrefix("/nonexistent:1:1: error: no such folder"))
    }

    @Test func aFolderWithoutTheSettingSaysSo() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("promotions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try await CommandRunner.run(["promotions"], in: empty)
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr == ".:1:1: error: no configuration file (rateprompt*.plist, rateprompt*.json, or a "
                + "property list that sets \"promotions\") is below this folder; give one with --config\n")
        // A configuration without the setting promotes nothing; that is no error.
        try Data(#"{"applicationName": "Harbor"}"#.utf8).write(to: empty.appendingPathComponent("rateprompt.json"))
        let unset = try await CommandRunner.run(["promotions", "--config", "rateprompt.json"], in: empty)
        #expect(unset.status == 0, "\(unset.stderr)")
        #expect(unset.stderr.contains("note: rateprompt.json sets no \"promotions\": nothing is promoted"))
        #expect(unset.stdout.contains("No promoted purchase is shown."))
        // Found without --config: it sets no promotions, so nothing does.
        let none = try await CommandRunner.run(["promotions"], in: empty)
        #expect(none.status == 1)
        #expect(none.stderr == ".:1:1: error: no configuration below this folder sets \"promotions\" (rateprompt.json); "
                + "give one with --config\n")
        // Another property list is a configuration when it sets the setting, as lint reads it; two that set it are
        // one too many.
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["promotions": ["order": ["com.example.one"]]], format: .xml, options: 0)
        try plist.write(to: empty.appendingPathComponent("Store.plist"))
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Harbor"], format: .xml, options: 0)
            .write(to: empty.appendingPathComponent("Info.plist"))
        let found = try await CommandRunner.run(["promotions"], in: empty)
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("1. com.example.one  (no name: no .storekit file defines it)"))
        #expect(found.stderr == "note: no .storekit file below .: products are listed by ID, without their names\n")
        try plist.write(to: empty.appendingPathComponent("rateprompt-copy.plist"))
        let two = try await CommandRunner.run(["promotions"], in: empty)
        #expect(two.status == 1 && two.stdout.isEmpty)
        #expect(two.stderr == ".:1:1: error: several configurations set \"promotions\" (Store.plist, rateprompt-copy.plist); "
                + "choose one with --config\n")
        // A found configuration with an error that does not set promotions has no say in the list (lint reports it);
        // one whose promotions setting has an error stops it.
        try FileManager.default.removeItem(at: empty.appendingPathComponent("rateprompt-copy.plist"))
        try Data(#"{"usesUntilPrompt": "ten"}"#.utf8).write(to: empty.appendingPathComponent("rateprompt.json"))
        let unrelated = try await CommandRunner.run(["promotions"], in: empty)
        #expect(unrelated.status == 0, "\(unrelated.stderr)")
        #expect(unrelated.stdout.contains("1. com.example.one"))
        #expect(!unrelated.stderr.contains("usesUntilPrompt"))
        try Data(#"{"promotions": {"order": "com.example.one"}}"#.utf8).write(to: empty.appendingPathComponent("rateprompt.json"))
        let broken = try await CommandRunner.run(["promotions"], in: empty)
        #expect(broken.status == 1 && broken.stdout.isEmpty)
        #expect(broken.stderr.contains("rateprompt.json:1:26: error: \"promotions.order\" takes an array of product IDs"),
                "\(broken.stderr)")
    }

    /// Inputs are never written: the fixture files are byte for byte what they were.
    @Test func inputsAreNeverWritten() async throws {
        let before = try [Self.config, Self.store].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let result = try await CommandRunner.run(["promotions", "--project", Self.folder, "--explain"])
        #expect(result.status == 0)
        #expect(try [Self.config, Self.store].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
    }

    @Test func usageErrors() async throws {
        let both = try await CommandRunner.run(["promotions", "--project", Self.folder, "--launched", "--not-launched"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--not-launched"))
        let visibility = try await CommandRunner.run(["promotions", "--project", Self.folder,
                                                      "--hide", "a,\(Self.id("charts"))", "--show", Self.id("charts")])
        #expect(visibility.status == 64)
        #expect(visibility.stderr.contains("--show names \"com.example.harbor.charts\", which is hidden too: a device "
                                           + "gives each product one visibility"))
        let platform = try await CommandRunner.run(["promotions", "--platform", "tvos"])
        #expect(platform.status == 64)
        let languages = try await CommandRunner.run(["promotions", "--preferred", ","])
        #expect(languages.status == 64)
        #expect(languages.stderr.contains("--preferred needs at least one language"))
    }

    /// The README's example is the tool's output on `Configs/promotions`, line for line.
    @Test func theReadmeExampleIsWhatTheToolPrints() async throws {
        let repository = CommandRunner.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ swift run rateprompt promotions "
        let start = try #require(readme.range(of: command))
        let block = readme[start.upperBound...].prefix { $0 != "`" }
        let arguments = block.prefix { $0 != "\n" }.split(separator: " ").map(String.init)
        let printed = String(block.drop { $0 != "\n" }.dropFirst())
        let result = try await CommandRunner.run(["promotions"] + arguments,
                                                 in: repository.appendingPathComponent("Configs/promotions"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == printed)
    }

    /// Names and IDs from the files reach the terminal visible: no escape sequence or line break of theirs is printed.
    @Test func controlCharactersInNamesAreShownVisibly() async throws {
        let config = try Self.scratch("rateprompt.json", #"{"promotions": {"order": ["evil\u001b[2J", "two"]}}"#)
        let store = try Self.scratch("Evil.storekit", #"""
            {"products": [{"productID": "two", "type": "Consumable",
              "localizations": [{"locale": "en_US", "displayName": "Line\nBreak", "description": "Bell\u0007"}]}]}
            """#)
        defer { for path in [config, store] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try await CommandRunner.run(["promotions", "--config", config, "--storekit", store, "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("1. evil\\u{1B}[2J  (no name: no .storekit file defines it)"), "\(result.stdout)")
        #expect(result.stdout.contains("2. Line\\nBreak — Bell\\u{7}  (en-US)"), "\(result.stdout)")
    }

    /// A FIFO, a folder and a device with an input's name block nothing and are reported at their path.
    @Test func pipesFoldersAndDevicesWithAnInputsNameAreReported() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("promotions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Folder.storekit"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"promotions": {"order": ["com.example.one"]}}"#.utf8).write(to: root.appendingPathComponent("rateprompt.json"))
        #expect(mkfifo(root.appendingPathComponent("Pipe.storekit").path, 0o644) == 0)
        #expect(mkfifo(root.appendingPathComponent("Pipe.plist").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Zero.storekit").path,
                                                   withDestinationPath: "/dev/zero")
        // A command that waited on a FIFO would be stopped here and fail the test.
        let result = try await CommandRunner.execute(CommandRunner.tool,
                                                     in: root, timeout: 30) { _ in ["promotions"] }
        #expect(result.status == 1)
        #expect(result.stderr.contains("Folder.storekit:1:1: error: is a folder, not a regular file"), "\(result.stderr)")
        #expect(result.stderr.contains("Pipe.storekit:1:1: error: is a named pipe (FIFO), not a regular file"))
        #expect(result.stderr.contains("Zero.storekit:1:1: error: is a character device, not a regular file"))
        #expect(result.stdout.contains("1. com.example.one  (no name: no .storekit file defines it)"))
        let config = try await CommandRunner.execute(CommandRunner.tool,
                                                     in: root, timeout: 30) { _ in ["promotions", "--config", "Pipe.plist"] }
        #expect(config.status == 1 && config.stdout.isEmpty)
        #expect(config.stderr.hasPrefix("Pipe.plist:1:1: error: is a named pipe (FIFO), not a regular file"))
    }
}
