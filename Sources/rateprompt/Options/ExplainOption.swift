import ArgumentParser

/// `--explain`: the steps behind the answer (`render`, `locale`, `promotions`).
struct ExplainOption: ParsableArguments {
    @Flag(name: .long, help: """
        Say why, step by step: how each localization was chosen, and where each string came from (render) or why \
        each product is where it is (promotions).
        """)
    var explain = false
}
