import Foundation
import RKGeometry
import RKGraphics
import RKSnapshotTesting
import Testing

@testable import RKLayers

@MainActor
@Suite struct TextLayerTests {
    @Test func wrapsAtTheBoundsAndRedrawsWhenTheTextChanges() {
        let t = TextLayer(string: "The quick brown fox jumps over the lazy dog")
        t.font = .system(size: 14)
        t.isWrapped = true
        t.frame = Rect(x: 0, y: 0, width: 120, height: 200)
        #expect(t.layout.lineCount >= 3)
        t.displayIfNeeded()
        let first = t.contents
        #expect(first != nil)
        t.string = AttributedString("Fox")
        #expect(t.needsDisplay)
        t.displayIfNeeded()
        #expect(t.contents != first)
        #expect(t.layout.lineCount == 1)
    }

    @Test func truncatesTheLastLineThatFits() {
        let t = TextLayer(string: "The quick brown fox jumps over the lazy dog, again and again and again")
        t.font = .system(size: 14)
        t.isWrapped = true
        t.truncationMode = .end
        let line = t.preferredFrameSize(width: 120).height / Double(t.layout(width: 120).lineCount)
        t.frame = Rect(x: 0, y: 0, width: 120, height: line * 2 + 1)
        #expect(t.layout.lineCount == 2)
        #expect(t.layout.isTruncated)
        t.isWrapped = false
        #expect(t.layout.lineCount == 1)
        #expect(t.layout.isTruncated)
    }

    @Test func preferredFrameSizeFitsTheText() {
        let t = TextLayer(string: "Hello")
        t.textInsets = EdgeInsets(all: 3)
        let s = t.preferredFrameSize()
        let bare = TextLayout(AttributedString("Hello"), font: .system(size: 36))
        #expect(abs(s.width - bare.size.width - 6) < 1e-9)
        #expect(abs(s.height - bare.size.height - 6) < 1e-9)
    }

    @Test func snapshot() {
        let root = makeRoot(240, 100)
        root.backgroundColor = Color(white: 0.2)
        let title = TextLayer(string: "Centred title")
        title.font = .boldSystem(size: 16)
        title.alignmentMode = .center
        title.frame = Rect(x: 10, y: 10, width: 220, height: 24)
        root.addSublayer(title)
        var styled = AttributedString("Runs keep ")
        var red = AttributedString("their own")
        red.recipeKit.foregroundColor = Color(red: 1, green: 0.4, blue: 0.4)
        styled += red
        styled += AttributedString(" colors, and long text ends in an ellipsis when it does not fit")
        let body = TextLayer(string: styled)
        body.font = .system(size: 13)
        body.isWrapped = true
        body.truncationMode = .end
        body.frame = Rect(x: 10, y: 44, width: 220, height: 40)
        root.addSublayer(body)
        let bitmap = try! Bitmap(size: root.bounds.size, scale: 2)
        root.contentsScale = 2
        title.contentsScale = 2
        body.contentsScale = 2
        Compositor().render(root, into: bitmap)
        Snapshot.expect(bitmap.makeImage(), named: "text-layers", tolerance: 8, pixelBudget: 0.01)
    }
}
