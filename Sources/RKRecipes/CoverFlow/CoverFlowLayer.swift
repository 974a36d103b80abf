import Foundation
import RKGeometry
import RKGraphics
import RKLayers

/// The quality a cover's image is asked for in: a cover far from the middle needs less.
public enum CoverImageQuality: Int, Sendable, CaseIterable, Comparable {
    /// Nothing yet: the placeholder is shown.
    case placeholder
    /// Good enough for a cover at the side, turned away.
    case low
    /// For the selected cover and its neighbours.
    case high

    /// Orders qualities from placeholder to high.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The layer Cover Flow draws in (the seed's private UICoverFlowLayer, public here): covers in
/// 3D with reflections, laid out by ``CoverFlowLayout`` around a continuous ``flowPosition``.
///
/// Only the covers near the visible range exist as layers; they are reused as the flow moves,
/// so the cost and the memory do not depend on ``numberOfCovers``. ``CoverFlowView`` drives it
/// (touches, momentum, images); it can also be used on its own, setting ``flowPosition`` and
/// giving images with ``setImage(_:at:quality:)``.
@MainActor
public final class CoverFlowLayer: Layer {
    /// The geometry.
    public var layout = CoverFlowLayout() { didSet { relayout() } }
    /// How many covers there are.
    public var numberOfCovers: Int { didSet { numberOfCovers = Swift.max(0, numberOfCovers); relayout() } }
    /// The flow's position, in covers: the selected cover's index at rest, in between while it
    /// moves.
    public var flowPosition = 0.0 { didSet { if flowPosition != oldValue { relayout() } } }
    /// Shown until a cover's image arrives (the seed's 200 x 200 placeholder).
    public var placeholderImage: Image = CoverFlowLayer.makePlaceholder() { didSet { relayout(refreshImages: true) } }

    /// Asked for an image when a cover comes into range or needs a better quality; give it
    /// with ``setImage(_:at:quality:)``, now or later.
    var onRequestImage: ((Int, CoverImageQuality) -> Void)?
    /// Told when a cover whose image was asked for leaves the range before it arrived.
    var onCancelImage: ((Int) -> Void)?

    /// The covers' container: perspective, depth order.
    let stage = TransformLayer()
    /// The cover layers alive now, by index.
    private(set) var covers: [Int: CoverLayer] = [:]
    private var spare: [CoverLayer] = []
    /// The best image each live cover has, and what was asked for.
    private var images: [Int: (image: Image, quality: CoverImageQuality)] = [:]
    private var asked: [Int: CoverImageQuality] = [:]
    /// A cover whose transform the view animates itself (a flip): layout leaves it alone.
    var heldIndex: Int?
    /// Images that came for covers no longer in range (and were dropped).
    public private(set) var droppedImageCount = 0

    /// A flow of `count` covers.
    public init(numberOfCovers count: Int) {
        numberOfCovers = Swift.max(0, count)
        super.init()
        backgroundColor = .black
        masksToBounds = true
        addSublayer(stage)
        relayout()
    }

    /// The cover layers alive now.
    public var liveCoverCount: Int { covers.count }
    /// The images held now (one per live cover at most).
    public var heldImageCount: Int { images.count }
    /// The indices of the covers alive now, in order.
    public var liveIndices: [Int] { covers.keys.sorted() }
    /// Bytes of pixels the compositor keeps drawn for the live covers (their projections and
    /// flat renders), and for the covers set aside for reuse (none: they are released).
    package var coverRenderBytes: (live: Int, spare: Int) {
        (covers.values.reduce(0) { $0 + $1.cachedRenderBytes }, spare.reduce(0) { $0 + $1.cachedRenderBytes })
    }
    /// Covers set aside for reuse, for tests.
    package var spareCoverCount: Int { spare.count }
    /// The layer showing cover `index`, while it is alive.
    public func coverLayer(at index: Int) -> CoverLayer? { covers[index] }

    /// Gives cover `index` its image at `quality`. Ignored (and counted in
    /// ``droppedImageCount``) when the cover is no longer in range, or when it already has a
    /// better one.
    public func setImage(_ image: Image, at index: Int, quality: CoverImageQuality) {
        guard let cover = covers[index] else {
            droppedImageCount += 1
            return
        }
        if let held = images[index], held.quality > quality { return }
        images[index] = (image, quality)
        if asked[index] == quality { asked[index] = nil }
        cover.show(image)
    }

    /// Lays the covers out again for the current bounds (after a resize).
    public func layoutCovers() { relayout() }

    /// Starts over with `count` covers whose images are all to be asked for again (the data
    /// source's content changed): every held image is dropped, outstanding requests are
    /// cancelled, and the covers in range show the placeholder until their new images come.
    public func reloadCovers(count: Int) {
        for i in asked.keys.sorted() { onCancelImage?(i) }
        asked.removeAll()
        images.removeAll()
        numberOfCovers = Swift.max(0, count)
        flowPosition = Swift.min(flowPosition, Double(Swift.max(0, numberOfCovers - 1)))
        relayout(refreshImages: true)
    }

    /// The index of the cover whose picture is under `point` (in this layer's coordinates).
    public func coverIndex(at point: Point) -> Int? {
        guard let hit = hitTest(point) else { return nil }
        var l: Layer? = hit
        while let layer = l {
            if let c = layer as? CoverLayer { return c.index }
            l = layer.superlayer
        }
        return nil
    }

    // MARK: Layout

    private func relayout(refreshImages: Bool = false) {
        Transaction.perform(disableActions: true) {
            stage.frame = bounds
            stage.sublayerTransform = layout.perspective
            let range = layout.visibleRange(position: flowPosition, halfWidth: bounds.width / 2, count: numberOfCovers)
            for (i, cover) in covers where range.map({ !$0.contains(i) }) ?? true {
                covers[i] = nil
                images[i] = nil
                if asked.removeValue(forKey: i) != nil { onCancelImage?(i) }
                cover.removeFromSuperlayer()
                // Set aside bare: a spare cover holding its picture and the compositor's
                // projection of it would keep pixels for covers no longer shown.
                cover.release()
                spare.append(cover)
            }
            guard let range else { return }
            let side = layout.coverSize
            for i in range {
                let cover = covers[i] ?? {
                    let c = spare.popLast() ?? CoverLayer()
                    c.index = i
                    c.configure(size: side, layout: layout)
                    c.show(images[i]?.image ?? placeholderImage)
                    stage.addSublayer(c)
                    covers[i] = c
                    return c
                }()
                if refreshImages, images[i] == nil { cover.show(placeholderImage) }
                let d = Double(i) - flowPosition
                let p = layout.placement(distance: d)
                cover.position = Point(x: bounds.midX, y: bounds.midY - side * 0.1)
                if heldIndex != i { cover.transform = layout.transform(for: p) }
                cover.zPosition = p.order
                // Nearby covers want their best picture; those further out, a cheaper one.
                let want: CoverImageQuality = abs(d) < 1.5 ? .high : .low
                if (images[i]?.quality ?? .placeholder) < want, (asked[i] ?? .placeholder) < want {
                    asked[i] = want
                    onRequestImage?(i, want)
                }
            }
        }
    }

    /// The seed's placeholder: a 200 x 200 dark square with a frame, drawn by the project.
    public static func makePlaceholder(size: Double = 200, scale: Double = 2) -> Image {
        let renderer = try? ImageRenderer(size: Size(width: size, height: size), scale: scale)
        return (try? renderer?.image { c in
            let r = Rect(x: 0, y: 0, width: size, height: size)
            c.fill(r, with: Color(white: 0.18))
            c.stroke(Path(rect: r.insetBy(dx: 6, dy: 6)), with: Color(white: 0.35), style: StrokeStyle(lineWidth: 3))
            var note = Path()
            note.addArc(center: Point(x: size / 2, y: size / 2), radius: size * 0.18, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            c.stroke(note, with: Color(white: 0.35), style: StrokeStyle(lineWidth: 3))
        }) ?? (try! Image(width: 1, height: 1, premultipliedARGB: [0xFF2E_2E2E]))
    }
}

/// One cover: its picture and, under it, the picture mirrored and fading downward.
@MainActor
public final class CoverLayer: Layer {
    /// The cover's index in the flow.
    public internal(set) var index = 0
    /// The picture.
    public let picture = Layer()
    /// The reflection under it.
    public let reflection = Layer()
    /// The back shown while the cover is flipped, if any.
    public internal(set) var back: Layer?
    private let fade = GradientLayer()

    public override init() {
        super.init()
        picture.contentsGravity = .resizeAspectFill
        picture.masksToBounds = true
        addSublayer(picture)
        reflection.contentsGravity = .resizeAspectFill
        reflection.masksToBounds = true
        reflection.mask = fade
        addSublayer(reflection)
    }

    func configure(size: Double, layout: CoverFlowLayout) {
        bounds = Rect(x: 0, y: 0, width: size, height: size)
        picture.frame = bounds
        // The mirror image hangs below the cover, upside down; it shows the cover's lower part
        // fading out downward.
        reflection.bounds = Rect(x: 0, y: 0, width: size, height: size)
        reflection.position = Point(x: size / 2, y: size * 1.5 + layout.reflectionGap)
        reflection.transform = Transform3D(scaleX: 1, y: -1, z: 1)
        fade.frame = reflection.bounds
        fade.colors = [Color(white: 0, alpha: 0.45), Color(white: 0, alpha: 0)]
        // In the reflection's own (upside-down) coordinates its top row is the cover's bottom
        // row, nearest the cover: strongest there, gone at reflectionFraction of the height.
        fade.startPoint = Point(x: 0.5, y: 1)
        fade.endPoint = Point(x: 0.5, y: 1 - layout.reflectionFraction)
    }

    func show(_ image: Image) {
        picture.contents = image
        reflection.contents = image
    }

    /// Lets go of the picture and of what the compositor drew of this cover.
    func release() {
        picture.contents = nil
        reflection.contents = nil
        discardCachedRenders()
    }
}
