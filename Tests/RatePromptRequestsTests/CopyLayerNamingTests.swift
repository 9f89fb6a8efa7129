import Foundation
import Testing
@testable import RatePromptCore
@testable import RatePromptOutput

/// A copy layer is named one way: its raw value in JSON, data attributes and classes, `title` on badges, `phrase` in
/// text (render, tooltips, the resolver's steps).
@Suite("Copy layer names")
struct CopyLayerNamingTests {
    @Test func eachLayerHasDistinctNames() {
        let layers = CopySource.Layer.allCases
        #expect(Set(layers.map(\.rawValue)).count == layers.count)
        #expect(Set(layers.map(\.title)).count == layers.count)
        #expect(Set(layers.map(\.phrase)).count == layers.count)
    }

    /// Every string on the page carries its layer's raw value both as `data-layer` and in its `src-` class, and its
    /// badge in the sources table shows the layer's title.
    @Test func thePageUsesTheLayersNames() {
        let html = PreviewPageTests.fixturePage().html()
        let strings = PreviewPageTests.startTags("span", in: html).filter { $0["data-layer"] != nil }
        #expect(!strings.isEmpty)
        for string in strings {
            let layer = string["data-layer"] ?? ""
            #expect(CopySource.Layer(rawValue: layer) != nil, "\(layer)")
            #expect(string["class"]?.split(separator: " ").contains("src-\(layer)") == true, "\(string)")
            #expect(string["title"]?.hasPrefix("From the ") == true)
        }
        for layer in [CopySource.Layer.app, .defaults] where html.contains("data-layer=\"\(layer.rawValue)\"") {
            #expect(html.contains("<span class=\"badge layer-\(layer.rawValue)\">\(layer.title)</span>"))
        }
    }

    /// `render`'s text names the layer as the resolver's steps do.
    @Test func renderAndStepsSayTheSame() {
        let renderer = PromptRenderer(resolver: CopyResolver())
        let prompt = renderer.render(preferences: ["xx-Unknown"])
        #expect(prompt.title.source.layer == .builtInEnglish)
        #expect(prompt.title.source.origin == CopySource.Layer.builtInEnglish.phrase)
        #expect(prompt.title.source.steps.last == CopySource.Layer.builtInEnglish.phrase)
        let text = RenderedPromptFormatter.text(prompt, explain: true)
        #expect(text.contains(prompt.title.source.origin))
    }
}
