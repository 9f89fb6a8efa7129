import RatePromptFormats

/// A native target of an Xcode project (`PBXNativeTarget`): what it builds, its settings, the platforms and least
/// versions it builds for, and the files it copies into its bundle or compiles.
package struct XcodeTarget: Sendable {
    /// The object id in `project.pbxproj`.
    package internal(set) var id: String
    package internal(set) var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`; nil when the file names none.
    var productType: String?
    /// The target's own configuration list; a setting it leaves out is the project's (`XcodeProject.settings`).
    package internal(set) var settings: BuildSettings
    /// The platforms it builds for (`SUPPORTED_PLATFORMS`, else `SDKROOT`, its own or the project's); nil when
    /// neither says (`SDKROOT = auto` alone, or a hand-written file that sets neither).
    var platforms: Set<ApplePlatform>?
    /// The least version of each platform it builds for, over its configurations (its setting, else the
    /// project's). A platform it does not build for has none, even when the project sets one for every target.
    var deploymentTargets: [ApplePlatform: OSVersion] = [:]
    /// What its Resources phase copies, and Copy Files phases that copy into the bundle (not those into the
    /// products folder or an absolute path): files, folders copied whole, and each localization of a variant group.
    var resources: [Member] = []
    /// What its Sources phase compiles.
    package internal(set) var sources: [Member] = []
    /// The synchronized folders (Xcode 16) whose files it takes, as indices into `XcodeProject.synchronizedFolders`.
    var synchronizedFolders: [Int] = []
    /// Whether it has a Resources phase, a Sources phase: Xcode puts a synchronized folder's files into those phases,
    /// so a target without a Resources phase copies none of them.
    var hasResourcesPhase = false
    var hasSourcesPhase = false
    /// Whether the file lists its build phases at all (a hand-written fragment may not); without them what it ships
    /// cannot be read.
    var listsBuildPhases = false
    /// The names of copied files whose place RatePrompt cannot work out (a source tree named after a setting it
    /// cannot resolve): a file of that name may be one of them.
    var unplacedResourceNames: Set<String> = []
    /// The Swift package products it links (`packageProductDependencies`; XcodeGen's `- package:`).
    var packageProducts: [PackageProduct] = []
    /// The targets of its project it depends on (`PBXTargetDependency`; XcodeGen's `- target:`), as indices into
    /// the project's targets: an app embeds the frameworks among them, whose code runs in the app.
    var dependencies: [Int] = []

    /// A package product a target links, and the package the project says provides it.
    struct PackageProduct: Sendable, Hashable {
        var name: String
        var package: Package

        enum Package: Sendable, Hashable {
            /// A package in a folder of the repository (`XCLocalSwiftPackageReference`, XcodeGen's `path:`).
            case local(folder: String)
            /// Fetched by Xcode (`XCRemoteSwiftPackageReference`, XcodeGen's `url:`): never read here.
            case remote
            /// Not named (a product of a package folder the project holds, found by the product's name).
            case unnamed
        }
    }

    /// A file or folder a build phase names, resolved through the group tree.
    package struct Member: Sendable, Hashable {
        /// Absolute and normalized; a folder (a folder reference, a `.bundle`, an `.xcdatamodeld`) stands for
        /// everything below it.
        package internal(set) var path: String
        /// The localization of a variant group's member (`fr` for `fr.lproj/Main.strings`); nil otherwise.
        package internal(set) var localization: String?

        package init(path: String, localization: String? = nil) {
            self.path = path
            self.localization = localization
        }
    }

    init(id: String, name: String, productType: String? = nil, settings: BuildSettings = BuildSettings()) {
        self.id = id
        self.name = name
        self.productType = productType
        self.settings = settings
    }

    /// Whether its product has a main bundle of its own that code runs in: an app, an app extension, a watch app or
    /// extension, an App Clip, an XPC service. A framework's or a library's code runs in the app that embeds it; a
    /// test bundle's main bundle is the test runner's.
    var hasMainBundle: Bool { Self.hasMainBundle(productType) }

    /// Whether a product of `productType` has a main bundle of its own (`hasMainBundle`).
    static func hasMainBundle(_ productType: String?) -> Bool {
        guard let type = productType else { return false }
        return mainBundleTypes.contains { type == $0 || type.hasPrefix($0 + ".") }
    }

    private static let mainBundleTypes = [
        "com.apple.product-type.application", "com.apple.product-type.app-extension",
        "com.apple.product-type.extensionkit-extension", "com.apple.product-type.watchkit2-extension",
        "com.apple.product-type.tv-app-extension", "com.apple.product-type.xpc-service",
    ]

    /// Whether it builds a framework or a library, whose code runs in the bundle of the target that embeds it.
    var isLibrary: Bool {
        guard let type = productType else { return false }
        return type.hasPrefix("com.apple.product-type.framework") || type.hasPrefix("com.apple.product-type.library")
    }

    /// Whether it builds for iOS: its platforms say so, or, when they are unknown, it sets an iOS deployment target.
    var buildsForIOS: Bool {
        platforms?.contains(.iOS) ?? (deploymentTargets[.iOS] != nil)
    }
}
