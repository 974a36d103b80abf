import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

/// Stack distributions and alignments compared with frames worked out by hand.
@MainActor
@Suite(.serialized) struct StackViewTests {
    /// A view with a natural size.
    final class Box: View {
        var size: Size
        init(_ w: Double, _ h: Double) {
            size = Size(width: w, height: h)
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: Size { size }
    }

    /// A stack pinned at the root's origin, `w` by `h` (either nil to let the stack size itself).
    func stack(_ views: [View], w: Double?, h: Double?, configure: (StackView) -> Void = { _ in }) -> (View, StackView) {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let s = StackView(arrangedSubviews: views)
        configure(s)
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        var cs = [s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)]
        if let w { cs.append(s.widthAnchor.constraint(equalToConstant: w)) }
        if let h { cs.append(s.heightAnchor.constraint(equalToConstant: h)) }
        LayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        return (root, s)
    }

    func frames(_ views: [View]) -> [Rect] { views.map(\.frame) }

    @Test func fillGivesTheRestToTheLowestHugging() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let c = Box(70, 10)
        c.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        _ = stack([a, b, c], w: 300, h: 50) { $0.spacing = 10 }
        #expect(
            frames([a, b, c]) == [
                Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 60, y: 0, width: 60, height: 50),
                Rect(x: 130, y: 0, width: 170, height: 50),
            ])
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func fillEquallyAndProportionally() {
        let a = Box(50, 20)
        let b = Box(100, 20)
        let c = Box(150, 20)
        let (root, s) = stack([a, b, c], w: 320, h: 20) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        #expect(frames([a, b, c]).map(\.minX) == [0, 110, 220] && frames([a, b, c]).map(\.width) == [100, 100, 100])
        s.distribution = .fillProportionally
        s.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil && $0.identifier == nil }?.constant = 620
        root.layoutIfNeeded()
        #expect(frames([a, b, c]).map(\.width) == [100, 200, 300] && frames([a, b, c]).map(\.minX) == [0, 110, 320])
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = Box(50, 20)
        let b = Box(60, 20)
        let c = Box(70, 20)
        let (root, s) = stack([a, b, c], w: 300, h: 20) { $0.distribution = .equalSpacing }
        #expect(frames([a, b, c]).map(\.minX) == [0, 110, 230])
        #expect(frames([a, b, c]).map(\.width) == [50, 60, 70])
        s.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centers at 25 and 265, the middle one halfway: 145.
        #expect(frames([a, b, c]).map(\.midX) == [25, 145, 265])
    }

    @Test func alignmentsAcrossAHorizontalStack() {
        let a = Box(10, 20)
        let b = Box(10, 30)
        let c = Box(10, 10)
        let (root, s) = stack([a, b, c], w: 30, h: 50) { $0.alignment = .center }
        #expect(frames([a, b, c]).map(\.minY) == [15, 10, 20] && frames([a, b, c]).map(\.height) == [20, 30, 10])
        s.alignment = .top
        root.layoutIfNeeded()
        #expect(frames([a, b, c]).map(\.minY) == [0, 0, 0])
        s.alignment = .bottom
        root.layoutIfNeeded()
        #expect(frames([a, b, c]).map(\.maxY) == [50, 50, 50])
        s.alignment = .fill
        root.layoutIfNeeded()
        #expect(frames([a, b, c]).map(\.height) == [50, 50, 50])
    }

    @Test func verticalStackLeadingAndTrailing() {
        let a = Box(40, 10)
        let b = Box(80, 10)
        let (root, s) = stack([a, b], w: 100, h: nil) {
            $0.axis = .vertical
            $0.spacing = 5
            $0.alignment = .leading
        }
        #expect(frames([a, b]) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 0, y: 15, width: 80, height: 10)])
        #expect(s.frame.height == 25)  // sized by its content
        s.alignment = .trailing
        root.layoutIfNeeded()
        #expect(frames([a, b]).map(\.maxX) == [100, 100])
    }

    @Test func aStackSizesItselfFromItsContent() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let (_, s) = stack([a, b], w: nil, h: nil) {
            $0.spacing = 8
            $0.alignment = .center
        }
        #expect(s.frame.size == Size(width: 118, height: 30))
        #expect(s.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 118, height: 30))
    }

    @Test func firstBaselineAlignsLabels() throws {
        let small = Label(text: "small", font: .system(size: 12))
        let big = Label(text: "Big", font: .system(size: 30))
        let (_, s) = stack([big, small], w: nil, h: nil) { $0.alignment = .firstBaseline }
        let bigBaseline = big.frame.midY + (try #require(big.labelBaselineOffsetFromCenter(first: true)))
        let smallBaseline = small.frame.midY + (try #require(small.labelBaselineOffsetFromCenter(first: true)))
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        #expect(big.frame.minY == 0 && small.frame.minY > 0 && s.frame.height == big.frame.height)
    }

    @Test func lastBaselineAlignsTheLastLinesOfWrappedLabels() throws {
        let note = Label(text: "one two three four five six seven", font: .system(size: 12))
        note.numberOfLines = 0
        note.preferredMaxLayoutWidth = 60
        let big = Label(text: "Big", font: .system(size: 30))
        let (_, s) = stack([note, big], w: nil, h: nil) { $0.alignment = .lastBaseline }
        let noteLast = note.frame.midY + (try #require(note.labelBaselineOffsetFromCenter(first: false)))
        let bigLast = big.frame.midY + (try #require(big.labelBaselineOffsetFromCenter(first: false)))
        #expect(abs(noteLast - bigLast) <= 0.5)
        // The wrapped note is the taller: it starts at the top and the big word sits low, its
        // descent hanging below the note, and the stack holds both.
        #expect(note.frame.height > big.frame.height && note.frame.minY == 0 && big.frame.minY > 0)
        #expect(s.frame.height == Swift.max(note.frame.maxY, big.frame.maxY))
    }

    @Test func customSpacingMarginsAndHiddenViewsCollapse() {
        let a = Box(50, 10)
        let b = Box(50, 10)
        let c = Box(50, 10)
        let (root, s) = stack([a, b, c], w: nil, h: nil) {
            $0.spacing = 10
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 2, left: 5, bottom: 2, right: 5)
        }
        s.setCustomSpacing(30, after: a)
        root.layoutIfNeeded()
        #expect(frames([a, b, c]).map(\.minX) == [5, 85, 145] && s.frame.width == 200)
        #expect(a.frame.minY == 2 && s.frame.height == 14 && s.customSpacing(after: a) == 30)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minX == 85 && s.frame.width == 140)  // the spacing after a still applies
        a.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minX == 5 && s.frame.width == 60)
    }

    @Test func arrangedSubviewsComeAndGo() {
        let a = Box(10, 10)
        let b = Box(20, 10)
        let c = Box(30, 10)
        let (root, s) = stack([a, c], w: nil, h: nil)
        s.insertArrangedSubview(b, at: 1)
        root.layoutIfNeeded()
        #expect(s.arrangedSubviews.map(\.frame.minX) == [0, 10, 30] && s.frame.width == 60)
        s.removeArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(s.arrangedSubviews.count == 2 && b.superview === s && c.frame.minX == 10)
        a.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(s.arrangedSubviews.map { $0 === c } == [true] && c.frame.minX == 0 && s.frame.width == 30)
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheNeighbours() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 100))
        let a = Box(100, 20)
        let b = Box(100, 20)
        let c = Box(50, 20)
        let s = StackView(arrangedSubviews: [a, b, c])
        s.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(s)
        LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), s.topAnchor.constraint(equalTo: h.window.topAnchor),
        ])
        h.renderFrame()
        #expect(c.frame.minX == 200)
        View.animate(withDuration: 1, options: .curveLinear) { b.isHidden = true }
        #expect(c.frame.minX == 100)
        h.run(for: 0.5)
        #expect(abs(c.layer.presentationProperties.position.x - 175) < 1)  // from 225 to 125, halfway
        h.run(for: 0.6)
        #expect(abs(c.layer.presentationProperties.position.x - 125) < 1e-6)
    }
}
