import ArgumentParser

/// `--app-name`, which `render` and `preview` put in place of `%@`.
struct AppNameOption: ParsableArguments {
    @Option(name: .long, help: """
        The app name put in place of %@ (default: the configuration's applicationName, else the app's \
        CFBundleDisplayName or CFBundleName, localized, else MyApp).
        """)
    var appName: String?
}
