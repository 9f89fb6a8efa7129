import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
import RatePromptTestSupport

/// `PromotionResolver` on the fixture store `Tests/Fixtures/promotions/Harbor.storekit` (six products of every kind,
/// some in fewer languages), one case per clause of the App Store's rule, and on generated cases against a reference
/// written here from the rule alone.
@Suite("Promotion resolver")
struct PromotionResolverTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func id(_ name: String) -> String { "com.example.harbor." + name }

    /// App Store Connect's settings of the fixture: five shown in this order, the consumable hidden.
    static let settings = PromotionSettings(
        order: ["charts", "weather", "plus.monthly", "logbook", "regatta"].map { .init(id($0)) },
        hidden: [.init(id("fuel10"))])

    static let store: StoreKitConfiguration = {
        StoreKitConfiguration(contentsOf: repository.appendingPathComponent("Tests/Fixtures/promotions/Harbor.storekit").path)
    }()

    static let resolver = PromotionResolver(settings: settings, products: store.products)

    static func shown(_ outcome: PromotionResolver.Outcome) -> [String] {
        outcome.products.map { String($0.productID.dropFirst("com.example.harbor.".count)) }
    }

    static func leftOut(_ outcome: PromotionResolver.Outcome) -> [String] {
        outcome.leftOut.map { "\($0.productID.replacingOccurrences(of: "com.example.harbor.", with: "")) \($0.omission)" }
    }

    @Test func theFixtureStoreReadsCleanly() {
        #expect(Self.store.isLoadable)
        #expect(Self.store.diagnostics.isEmpty, "\(Self.store.diagnostics)")
        #expect(Self.store.products.count == 6)
    }

    @Test func defaultOrder() {
        let outcome = Self.resolver.resolve(for: .init())
        #expect(Self.shown(outcome) == ["charts", "weather", "plus.monthly", "logbook", "regatta"])
        #expect(outcome.products.map(\.placement) == (1...5).map { PromotionResolver.Placement.defaultOrder(rank: $0, afterOverride: false) })
        #expect(Self.leftOut(outcome) == ["fuel10 hiddenByDefault"])
        #expect(outcome.localization == "en-US")
        #expect(outcome.products[0].displayName == "Nautical Charts")
        #expect(outcome.products[0].description == "Offline charts for every coast")
        #expect(outcome.products.allSatisfy { $0.locale == "en-US" && !$0.isFallback })
        #expect(!outcome.overridesWaitForLaunch)
    }

    @Test func anOverrideOfThreeComesFirstThenTheRestInAppStoreConnectsOrder() {
        let outcome = Self.resolver.resolve(for: .init(order: ["regatta", "logbook", "weather"].map(Self.id)))
        #expect(Self.shown(outcome) == ["regatta", "logbook", "weather", "charts", "plus.monthly"])
        #expect(outcome.products.map(\.placement) == [
            .override(rank: 1), .override(rank: 2), .override(rank: 3),
            .defaultOrder(rank: 1, afterOverride: true), .defaultOrder(rank: 3, afterOverride: true),
        ])
        #expect(Self.leftOut(outcome) == ["fuel10 hiddenByDefault"])
    }

    @Test func aHiddenProductInsideAnOverrideIsLeftOutUnlessTheDeviceShowsIt() {
        let order = ["regatta", "fuel10", "charts"].map(Self.id)
        let hidden = Self.resolver.resolve(for: .init(order: order))
        #expect(Self.shown(hidden) == ["regatta", "charts", "weather", "plus.monthly", "logbook"])
        #expect(Self.leftOut(hidden) == ["fuel10 hiddenByDefault"])
        // The device's visibility beats the default, both ways.
        let shown = Self.resolver.resolve(for: .init(order: order, hidden: [Self.id("charts")], shown: [Self.id("fuel10")]))
        #expect(Self.shown(shown) == ["regatta", "fuel10", "weather", "plus.monthly", "logbook"])
        #expect(shown.products[1].placement == .override(rank: 2))
        #expect(shown.products[1].shownByDevice)
        #expect(shown.products[1].displayName == "10 Fuel Credits")
        #expect(Self.leftOut(shown) == ["charts hiddenOnDevice"])
        // Shown without a place in the device's order: after App Store Connect's order.
        let unordered = Self.resolver.resolve(for: .init(shown: [Self.id("fuel10")]))
        #expect(Self.shown(unordered) == ["charts", "weather", "plus.monthly", "logbook", "regatta", "fuel10"])
    }

    @Test func anEmptyOverrideRestoresTheDefaultOrder() {
        let outcome = Self.resolver.resolve(for: .init(order: []))
        #expect(Self.shown(outcome) == Self.shown(Self.resolver.resolve(for: .init())))
        #expect(outcome.products.map(\.placement) == (1...5).map { PromotionResolver.Placement.defaultOrder(rank: $0, afterOverride: false) })
        #expect(!outcome.overridesWaitForLaunch)
    }

    @Test func idsThatAreNotPromotedAreIgnoredAndReported() {
        let outcome = Self.resolver.resolve(for: .init(
            order: ["com.example.other", Self.id("logbook"), "com.example.other", Self.id("logbook")],
            hidden: ["com.example.gone"], shown: [Self.id("weather"), "com.example.new"]))
        #expect(Self.shown(outcome) == ["logbook", "charts", "weather", "plus.monthly", "regatta"])
        #expect(outcome.products[0].placement == .override(rank: 1))
        #expect(outcome.leftOut.map { $0.productID } == ["com.example.other", "com.example.gone", "com.example.new",
                                                     Self.id("fuel10")])
        #expect(outcome.leftOut.prefix(3).map { $0.omission } == [
            .notPromoted(override: "order"), .notPromoted(override: "hide"), .notPromoted(override: "show"),
        ])
    }

    @Test func twentyOnePromotedItemsShowTwenty() {
        let ids = (1...21).map { "com.example.item\($0)" }
        let resolver = PromotionResolver(settings: PromotionSettings(order: ids.map { .init($0) }), products: [])
        let outcome = resolver.resolve(for: .init())
        #expect(outcome.products.map(\.productID) == Array(ids.prefix(20)))
        #expect(outcome.leftOut.map { $0.productID } == ["com.example.item21"])
        #expect(outcome.leftOut.first?.omission == .overLimit(rank: 21))
        #expect(outcome.products.allSatisfy { $0.locale == nil && $0.displayName == nil })
        // Without a .storekit file, no product has copy, so the page has no localization to speak of.
        #expect(outcome.localization == nil)
        // Moved to the front, the 21st pushes the 20th out; hidden, it makes room.
        let moved = resolver.resolve(for: .init(order: ["com.example.item21"]))
        #expect(moved.products.first?.productID == "com.example.item21")
        #expect(moved.leftOut.map { $0.productID } == ["com.example.item20"])
        let hidden = resolver.resolve(for: .init(hidden: ["com.example.item3"]))
        #expect(hidden.products.count == 20 && hidden.products.last?.productID == "com.example.item21")
        #expect(hidden.leftOut.map { $0.omission } == [.hiddenOnDevice])
        // A product hidden by default does not count.
        let withHidden = PromotionResolver(
            settings: PromotionSettings(order: ids.prefix(20).map { .init($0) }, hidden: [.init(ids[20])]), products: [])
        #expect(withHidden.resolve(for: .init()).products.count == 20)
        #expect(withHidden.resolve(for: .init()).leftOut.map { $0.omission } == [.hiddenByDefault])
    }

    @Test func beforeTheFirstLaunchNoOverrideApplies() {
        let outcome = Self.resolver.resolve(for: .init(
            order: ["regatta", "fuel10"].map(Self.id), hidden: [Self.id("charts")], shown: [Self.id("fuel10")],
            hasLaunched: false))
        #expect(Self.shown(outcome) == ["charts", "weather", "plus.monthly", "logbook", "regatta"])
        #expect(Self.leftOut(outcome) == ["fuel10 hiddenByDefault"])
        #expect(outcome.overridesWaitForLaunch)
        // Unknown IDs wait too: nothing of the overrides is looked at yet.
        let unknown = Self.resolver.resolve(for: .init(order: ["com.example.other"], hasLaunched: false))
        #expect(!unknown.leftOut.contains { $0.productID == "com.example.other" })
        #expect(!Self.resolver.resolve(for: .init(hasLaunched: false)).overridesWaitForLaunch)
    }

    @Test func iPhoneAndIPadAppsOnVisionOSShowNoPromotedPurchases() {
        let outcome = Self.resolver.resolve(for: .init(order: [Self.id("regatta")], platform: .visionOS))
        #expect(outcome.products.isEmpty)
        #expect(outcome.leftOut.map { $0.productID } == Self.settings.promotedIDs)
        #expect(outcome.leftOut.allSatisfy { $0.omission == .visionOS })
        #expect(Self.shown(Self.resolver.resolve(for: .init(platform: .macOS))) == Self.shown(Self.resolver.resolve(for: .init())))
    }

    /// The page's localization is Apple's match of the device's languages against the promoted products'
    /// localizations; a product without that localization shows its own best match, marked as a fallback.
    @Test func eachProductInThePagesLocalizationOrItsOwnBestMatch() {
        let french = Self.resolver.resolve(for: .init(preferredLanguages: ["fr-CA", "en"]))
        #expect(french.localization == "fr-FR")
        #expect(french.products.map(\.displayName) == ["Cartes marines", "Météo marine", "Harbor Plus", "Logbook",
                                                      "Saison des régates"])
        #expect(french.products.map(\.isFallback) == [false, false, false, true, false])
        #expect(french.products[3].locale == "en-US")
        let german = Self.resolver.resolve(for: .init(preferredLanguages: ["de-AT", "fr"]))
        #expect(german.localization == "de-DE")
        // Marine Weather has no German: its French copy, the device's second language.
        #expect(german.products[1].locale == "fr-FR" && german.products[1].isFallback)
        // Logbook has English only: the matcher's backstop among its own, the first.
        #expect(german.products[3].locale == "en-US" && german.products[3].isFallback)
        #expect(german.products[4].locale == "fr-FR" && german.products[4].isFallback)
        let japanese = Self.resolver.resolve(for: .init(preferredLanguages: ["ja-JP"]))
        #expect(japanese.localization == "ja")
        #expect(japanese.products[4].displayName == "レガッタシーズン")
    }

    /// `Configs/promotions`, the worked example, reads without a finding, keeps App Store Connect's limits (a display
    /// name of 30 characters, a description of 45, a reference name of 64, a product ID of 100 letters, digits, `-`,
    /// `.` and `_`), and shows the issue's order when a device puts three products first.
    @Test func theConfigsExample() throws {
        let folder = Self.repository.appendingPathComponent("Configs/promotions")
        let loaded = ConfigurationLoader().load(contentsOf: folder.appendingPathComponent("rateprompt.plist").path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let settings = try #require(loaded.configuration.promotions)
        let store = StoreKitConfiguration(contentsOf: folder.appendingPathComponent("Coastline.storekit").path)
        #expect(store.diagnostics.isEmpty, "\(store.diagnostics)")
        #expect(Set(store.products.map(\.productID.value)) == Set(settings.promotedIDs))
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._")
        for product in store.products {
            #expect(product.productID.value.count <= 100 && product.productID.value.allSatisfy(allowed.contains))
            #expect((product.referenceName?.value.count ?? 0) <= 64)
            #expect(product.localizations.map(\.locale.value) == ["en_US", "fr_FR", "de_DE"])
            for localization in product.localizations {
                #expect((localization.displayName?.value.count ?? 99) <= 30, "\(localization)")
                #expect((localization.description?.value.count ?? 99) <= 45, "\(localization)")
            }
        }
        let kinds = Set(store.products.compactMap(\.kind))
        #expect(kinds == Set(StoreKitConfiguration.ProductKind.allCases))
        let outcome = PromotionResolver(settings: settings, products: store.products).resolve(for: .init(
            order: ["hiddenbeaches", "pro.monthly", "fishingspots"].map { "com.example.coastline." + $0 }))
        #expect(outcome.products.prefix(3).map(\.displayName) == ["Hidden Beaches", "Pro Subscription", "Fishing Hot Spots"])
    }

    // MARK: - Generated cases against the rule

    /// The rule as the issue states it, written from it alone: without a launch no override applies; on visionOS
    /// nothing is shown; the device's order (promoted IDs only, each once) comes first, then the remaining promoted
    /// products in App Store Connect's order; a device's visibility beats the default; hidden ones are left out; the
    /// first 20 visible ones are shown. Returns the shown IDs and every left-out ID with its reason's name.
    static func reference(
        order defaultOrder: [String], hidden defaultHidden: [String], device: PromotionResolver.Device
    ) -> (shown: [String], leftOut: [String]) {
        var promoted: [String] = []
        for id in defaultOrder + defaultHidden where !promoted.contains(id) { promoted.append(id) }
        if device.platform == .visionOS { return ([], promoted.map { "\($0) visionOS" }) }
        var leftOut: [String] = []
        var deviceOrder: [String] = []
        if device.hasLaunched {
            for (name, ids) in [("order", device.order ?? []), ("hide", device.hidden), ("show", device.shown)] {
                var reported: [String] = []
                for id in ids where !promoted.contains(id) && !reported.contains(id) {
                    reported.append(id)
                    leftOut.append("\(id) notPromoted(\(name))")
                }
            }
            for id in device.order ?? [] where promoted.contains(id) && !deviceOrder.contains(id) {
                deviceOrder.append(id)
            }
        }
        func isVisible(_ id: String) -> Bool {
            if device.hasLaunched, device.shown.contains(id) { return true }
            if device.hasLaunched, device.hidden.contains(id) { return false }
            return !defaultHidden.contains(id)
        }
        var shown: [String] = []
        for id in deviceOrder + promoted.filter({ !deviceOrder.contains($0) }) {
            if !isVisible(id) {
                let byDevice = device.hasLaunched && device.hidden.contains(id)
                leftOut.append("\(id) \(byDevice ? "hiddenOnDevice" : "hiddenByDefault")")
            } else if shown.count == 20 {
                leftOut.append("\(id) overLimit")
            } else {
                shown.append(id)
            }
        }
        return (shown, leftOut)
    }

    /// 5,000 generated cases (seed 14): App Store Connect settings of 0 to 30 promoted products, some hidden; device
    /// orders of up to 12 IDs with duplicates and IDs that are not promoted, or an empty order, or none; disjoint hide
    /// and show lists that may name unknown IDs; launched or not; iOS, macOS or visionOS. The resolver's shown list
    /// (in order) and its left-out IDs with reasons equal the reference's, and each shown product's placement says
    /// where it came from.
    @Test func fiveThousandGeneratedCasesFollowTheRule() {
        var random = SplitMix64(seed: 14)
        let universe = (1...40).map { "p\($0)" } + ["x.unknown", "y.gone"]
        var disagreements: [String] = []
        // What the cases exercised, so that a generator that drifts into trivial cases fails too.
        var seen: Set<String> = []
        for index in 0..<5_000 {
            let count = Int.random(in: 0...30, using: &random)
            let promoted = Array(universe.prefix(40).shuffled(using: &random).prefix(count))
            let hiddenCount = count == 0 ? 0 : Int.random(in: 0...max(0, count / 3), using: &random)
            let defaultHidden = Array(promoted.suffix(hiddenCount))
            let defaultOrder = Array(promoted.dropLast(hiddenCount))
            var order: [String]?
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2: order = nil
            case 3: order = []
            default:
                order = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                    random.chance(15) ? random.pick(universe) : (promoted.isEmpty ? "x.unknown" : random.pick(promoted))
                }
            }
            var hidden: [String] = []
            var shown: [String] = []
            for id in universe where random.chance(8) {
                if random.chance(50) { hidden.append(id) } else { shown.append(id) }
            }
            let device = PromotionResolver.Device(
                order: order, hidden: hidden.shuffled(using: &random), shown: shown.shuffled(using: &random),
                hasLaunched: random.chance(75), platform: random.chance(10) ? .visionOS : random.pick([PromotionResolver.Platform.iOS, .macOS]))
            let settings = PromotionSettings(order: defaultOrder.map { .init($0) }, hidden: defaultHidden.map { .init($0) })
            let outcome = PromotionResolver(settings: settings, products: []).resolve(for: device)
            let expected = Self.reference(order: defaultOrder, hidden: defaultHidden, device: device)
            let leftOut = outcome.leftOut.map { item -> String in
                switch item.omission {
                case .overLimit: "\(item.productID) overLimit"
                case .notPromoted(let override): "\(item.productID) notPromoted(\(override))"
                default: "\(item.productID) \(item.omission)"
                }
            }
            seen.formUnion(leftOut.map { String($0.split(separator: " ")[1].prefix { $0 != "(" }) })
            seen.formUnion(outcome.products.map { if case .override = $0.placement { "override" } else { "default" } })
            if outcome.products.contains(where: \.shownByDevice) { seen.insert("shownByDevice") }
            var placementsAgree = true
            let applied = device.hasLaunched ? (device.order ?? []) : []
            for product in outcome.products {
                switch product.placement {
                case .override(let rank):
                    let deviceOrder = applied.reduce(into: [String]()) { if promoted.contains($1) && !$0.contains($1) { $0.append($1) } }
                    placementsAgree = placementsAgree && deviceOrder.indices.contains(rank - 1)
                        && deviceOrder[rank - 1] == product.productID
                case .defaultOrder(let rank, let afterOverride):
                    placementsAgree = placementsAgree && settings.promotedIDs[rank - 1] == product.productID
                        && afterOverride == applied.contains(where: promoted.contains)
                }
            }
            if outcome.products.map(\.productID) != expected.shown || leftOut.sorted() != expected.leftOut.sorted()
                || !placementsAgree
                || outcome.overridesWaitForLaunch != (!device.hasLaunched && device.platform != .visionOS
                    && (order != nil || !hidden.isEmpty || !shown.isEmpty)) {
                disagreements.append("case \(index): settings \(defaultOrder) hidden \(defaultHidden), device \(device): "
                                     + "got \(outcome.products.map(\.productID)) \(leftOut), expected \(expected)")
            }
        }
        #expect(seen == ["override", "default", "shownByDevice", "hiddenByDefault", "hiddenOnDevice", "overLimit",
                         "notPromoted", "visionOS"], "\(seen)")
        #expect(disagreements.count == 0, "\(disagreements.count) of 5,000 disagree; first: \(disagreements.first ?? "")")
    }
}
