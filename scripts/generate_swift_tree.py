#!/usr/bin/env python3
"""Writes a seeded tree of Swift files that looks like an app's code, to time the source rules on it.

    python3 scripts/generate_swift_tree.py DIR [--files 2000] [--seed 15] [--requests 20] [--all-mention]

DIR gets a Package.swift (iOS 16) and FILES Swift files of 80 to 400 lines (views, models, view controllers) in
nested feature folders. REQUESTS of them ask for a review (SwiftUI, UIKit, StoreKit 1 and 2, gated or not); the rest
name no review API, so the byte scan spares them the parser. --all-mention adds a comment naming requestReview to
every file, which makes the linter parse all of them (the cost without the scan).
"""
import argparse
import os
import random

FEATURES = ["Accounts", "Billing", "Catalog", "Chat", "Editor", "Feed", "Library", "Map", "Onboarding", "Profile",
            "Search", "Settings", "Sharing", "Stats", "Sync", "Timeline"]
NOUNS = ["Note", "Item", "Album", "Track", "Order", "Photo", "Message", "Task", "Event", "Folder", "Invoice", "Tag"]

REQUESTS = [
    # (imports, body) pairs: each a type that asks in its own way.
    """struct {name}View: View {{
    @Environment(\\.requestReview) private var requestReview
    @AppStorage("completed") private var completed = 0

    var body: some View {{
        Button("Done") {{
            completed += 1
            guard completed >= 4 else {{ return }}
            Task {{
                try? await Task.sleep(for: .seconds(2))
                requestReview()
            }}
        }}
    }}
}}
""",
    """struct {name}View: View {{
    @Environment(\\.requestReview) private var requestReview

    var body: some View {{
        Text("{name}").onAppear {{ requestReview() }}
    }}
}}
""",
    """final class {name}Controller: UIViewController {{
    @IBAction func save(_ sender: Any) {{
        if let scene = view.window?.windowScene {{
            SKStoreReviewController.requestReview(in: scene)
        }}
    }}
}}
""",
    """enum {name}Review {{
    static func ask(in scene: UIWindowScene) {{
        AppStore.requestReview(in: scene)
    }}
}}
""",
]


def type_block(rng, name):
    """A model, a view or a view controller of plausible size."""
    kind = rng.choice(["model", "view", "controller"])
    fields = [f"{rng.choice(NOUNS).lower()}{i}" for i in range(rng.randint(3, 9))]
    lines = []
    if kind == "model":
        lines.append(f"struct {name}: Codable, Hashable {{")
        for field in fields:
            lines.append(f"    var {field}: {rng.choice(['String', 'Int', 'Double', 'Date', '[String]'])}")
        lines.append("")
        lines.append(f"    func summary() -> String {{")
        lines.append(f"        [{', '.join(f'String(describing: {f})' for f in fields)}].joined(separator: \", \")")
        lines.append("    }")
    elif kind == "view":
        lines.append(f"struct {name}: View {{")
        for field in fields:
            lines.append(f"    @State private var {field} = \"\"")
        lines.append("")
        lines.append("    var body: some View {")
        lines.append("        VStack(alignment: .leading, spacing: 8) {")
        for field in fields:
            lines.append(f"            TextField(\"{field.capitalize()}\", text: ${field})")
            if rng.random() < 0.3:
                lines.append(f"                .onSubmit {{ {field} = {field}.trimmingCharacters(in: .whitespaces) }}")
        lines.append("        }")
        lines.append("        .padding()")
        lines.append("    }")
    else:
        lines.append(f"final class {name}: UIViewController {{")
        for field in fields:
            lines.append(f"    private var {field}: String?")
        lines.append("")
        lines.append("    override func viewDidLoad() {")
        lines.append("        super.viewDidLoad()")
        for field in fields:
            lines.append(f"        if let {field} {{ title = {field} }}")
        lines.append("    }")
    for index in range(rng.randint(2, 12)):
        lines.append("")
        lines.append(f"    func step{index}(_ value: Int) -> Int {{")
        lines.append(f"        let doubled = value * {rng.randint(2, 9)}")
        lines.append(f"        guard doubled > {rng.randint(0, 100)} else {{ return doubled }}")
        lines.append(f"        return (0..<doubled).reduce(0) {{ $0 &+ $1 % {rng.randint(2, 17)} }}")
        lines.append("    }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--all-mention", action="store_true")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    root = arguments.directory
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "Package.swift"), "w") as handle:
        handle.write('// swift-tools-version: 6.0\nimport PackageDescription\n\n'
                     'let package = Package(name: "Generated", platforms: [.iOS(.v16)], '
                     'targets: [.target(name: "Generated")])\n')
    asking = set(rng.sample(range(arguments.files), min(arguments.requests, arguments.files)))
    for index in range(arguments.files):
        feature = FEATURES[index % len(FEATURES)]
        folder = os.path.join(root, "Sources", "Generated", feature, f"Part{index // 160}")
        os.makedirs(folder, exist_ok=True)
        name = f"{rng.choice(NOUNS)}{feature}{index}"
        parts = ["import SwiftUI", "import UIKit"]
        if index in asking:
            parts.append("import StoreKit")
        if arguments.all_mention:
            parts.append("// Not a call: names requestReview so that the file is parsed.")
        parts.append("")
        for block in range(rng.randint(1, 4)):
            parts.append(type_block(rng, f"{name}Part{block}"))
        if index in asking:
            parts.append(rng.choice(REQUESTS).format(name=name))
        with open(os.path.join(folder, f"{name}.swift"), "w") as handle:
            handle.write("\n".join(parts))


if __name__ == "__main__":
    main()
