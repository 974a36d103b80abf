import RKGeometry
import RKGraphics
import RKMainLoop

/// A rectangle of visual content in a tree, with Core Animation semantics: geometry (bounds,
/// position, anchorPoint, transform), appearance (background, corners, border, shadow,
/// contents, mask) and sublayers. Setting a property changes the model value; the compositor
/// draws the presentation value (the model until animations run).
///
/// Content drawn by ``draw(in:)`` is cached in ``contents`` until ``setNeedsDisplay()``.
@MainActor
open class Layer {
    /// The model values.
    public final internal(set) var properties = LayerProperties() {
        didSet {
            modelVersion &+= 1
            markSubtreeChanged()
        }
    }
    /// Bumped on every model change, so compositors can tell an unchanged layer at a glance.
    final var modelVersion: UInt64 = 0
    /// The layer's number among live layers, which tables keeping something per layer are
    /// indexed by: the compositors keep their records of the layer that way, not on it.
    package final let id = LayerID.allocate()
    /// A number no other layer of the process has held or will hold (unlike ``id``, which a
    /// freed layer gives back): what the compositors' kept render nodes and caches compare
    /// layers by, since a node may outlive its layer and a freed layer's address may be reused.
    package final let serial = Layer.takeSerial()
    private static var serialCounter: UInt64 = 0
    private static func takeSerial() -> UInt64 {
        serialCounter &+= 1
        return serialCounter
    }

    /// Changes whenever something the compositor draws of this layer or anything under it may
    /// have changed: the layer's model values, its content, its sublayers, its mask, its
    /// animations. Every change takes a new value from ``stampCounter`` and writes it on the
    /// layer and on each ancestor (through a mask's owner too).
    final var subtreeStamp: UInt64 = 0
    private static var stampCounter: UInt64 = 0

    /// Records a change in this layer's subtree for ``subtreeStamp``, and in each ancestor's
    /// ``changeLog`` the sublayer it came through.
    final func markSubtreeChanged() {
        Layer.stampCounter &+= 1
        let stamp = Layer.stampCounter
        var l: Layer? = self
        var child: Layer?
        while let c = l {
            c.subtreeStamp = stamp
            if let child, child.superlayer === c { c.logChange(of: child, stamp: stamp) }
            child = c
            l = c.superlayer ?? c.maskOwner
        }
    }

    /// A sublayer through which a change reached this layer, and the change's stamp.
    struct ChangeLogEntry {
        unowned(unsafe) let child: Layer
        var stamp: UInt64
    }

    /// The sublayers through which changes reached this layer since ``changeLogStart``, in stamp
    /// order, so that a compositor can visit just those instead of every sublayer. Cleared when
    /// the sublayers change (so it never names a layer that left) and when it would grow past
    /// the number of sublayers.
    final var changeLog: [ChangeLogEntry] = []
    /// Changes with earlier stamps are not in ``changeLog``.
    final var changeLogStart: UInt64 = 0

    private final func logChange(of child: Layer, stamp: UInt64) {
        if let last = changeLog.indices.last, changeLog[last].child === child {
            changeLog[last].stamp = stamp
        } else if changeLog.count >= Swift.max(8, sublayers.count) {
            resetChangeLog(at: stamp)
        } else {
            changeLog.append(ChangeLogEntry(child: child, stamp: stamp))
        }
    }

    final func resetChangeLog(at stamp: UInt64) {
        changeLog.removeAll(keepingCapacity: true)
        changeLogStart = stamp
    }

    /// Identifies the layer in logs and debugging output.
    public var name: String?

    /// The layers drawn on top of this one, in its coordinates; among equal ``zPosition`` values, later
    /// ones draw on top.
    public final private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of. Not a weak reference: weak references give their
    /// target a side table, which makes every retain and release of a layer with sublayers
    /// take a slow path; a layer clears its sublayers' pointer to it when it goes instead.
    public final private(set) unowned(unsafe) var superlayer: Layer?

    /// Draws the layer's content instead of ``draw(in:)``.
    public weak var delegate: LayerDelegate?

    /// The layer whose alpha masks this layer and its sublayers; positioned in this layer's
    /// coordinates.
    public var mask: Layer? {
        willSet {
            if let m = newValue, reachesUpward(m) {
                RecipeLog.write("mask refused: a layer cannot be masked by itself, one of its superlayers or a layer it masks")
            }
        }
        didSet {
            if let m = mask, reachesUpward(m) {
                // A cycle through the mask would make every change walk up forever.
                mask = oldValue
                return
            }
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            mask?.superlayer = nil
            structureVersion &+= 1
            markSubtreeChanged()
            resetChangeLog(at: subtreeStamp)
        }
    }
    /// The layer this one masks (cleared by that layer when it goes, as ``superlayer`` is).
    unowned(unsafe) var maskOwner: Layer?

    /// True when the content must be redrawn before the next frame.
    public private(set) var needsDisplay = false {
        didSet {
            if needsDisplay && !oldValue {
                markSubtreeChanged()
                DisplayPhase.enqueue(self)
            }
        }
    }
    /// Redraw automatically when the bounds size changes (default false, as CALayer).
    public var needsDisplayOnBoundsChange = false

    /// Bumped whenever sublayers or the mask change, so compositors notice reordering.
    var structureVersion: UInt64 = 0
    /// Set when ``contents`` holds the cache drawn by ``display()`` rather than a user image.
    final var contentsAreBackingStore = false
    /// Bumped when content drawn outside ``contents`` must be redrawn (tiled layers), or when an
    /// outside producer wrote into the contents (``setExternalContents(_:damaged:)``).
    final var displayVersion: UInt64 = 0
    /// The pixel rectangles of ``contents`` an outside producer wrote since the last frame; the
    /// compositor repaints just those.
    final var contentsDamage: [Rect]?
    /// The rectangles (layer coordinates) of drawing outside ``contents`` that changed since
    /// the last frame, when that is all that changed (a tiled layer's tiles arriving); the
    /// compositor repaints just those.
    final var drawingDamage: [Rect]?
    /// Attached animations, in the order they were added.
    final var attachedAnimations: [AttachedAnimation] = []
    /// Set once the compositor has drawn the layer: only then do changes animate implicitly.
    final var hasBeenRendered = false
    /// Actions by key, consulted after the delegate (CALayer.actions). `.none` disables the
    /// implicit animation for a key.
    public var actions: [String: LayerAction] = [:]

    /// A layer with Core Animation's defaults: empty bounds at the origin, centered anchor point, opaque,
    /// no background.
    public init() {}

    /// What the compositor treats apart in this layer's class. Answered by the class rather
    /// than by casts: the compositor asks for every layer of every frame, and a cast to a
    /// subclass of an open class walks the class chain each time.
    class var compositingRole: CompositingRole { .plain }

    /// This layer's ``compositingRole``.
    final var role: CompositingRole { type(of: self).compositingRole }

    isolated deinit {
        for s in sublayers { s.superlayer = nil }
        mask?.maskOwner = nil
        LayerID.release(id)
    }

    /// The values the compositor draws this frame: the model values with running animations
    /// applied (the model values themselves until an animation is added).
    public final var presentationProperties: LayerProperties {
        attachedAnimations.isEmpty ? properties : properties(at: attachedAnimations[0].token.engine.now)
    }

    /// The event loop of a host whose layer tree this layer roots: hosts set it on their root
    /// layer, and every layer in the tree runs its animations on that loop. Held weakly: the
    /// host owns its loop.
    public final weak var hostEventLoop: EventLoop?

    /// The event loop this layer's animations and timers run on: the ``hostEventLoop`` of the
    /// tree's root, or ``/RKMainLoop/EventLoop/current`` for a layer in no host's tree.
    public final var eventLoop: EventLoop {
        var l: Layer = self
        while true {
            if let loop = l.hostEventLoop { return loop }
            guard let s = l.superlayer ?? l.maskOwner else { return EventLoop.current }
            l = s
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: the origin its content and sublayers are placed from, and its
    /// size. Animatable.
    public var bounds: Rect {
        get { properties.bounds }
        set {
            let resized = newValue.size != properties.bounds.size
            setAnimatable("bounds", \.bounds, newValue)
            if resized && (needsDisplayOnBoundsChange || contentsAreBackingStore && (delegate != nil || overridesDraw)) {
                setNeedsDisplay()
            }
        }
    }
    /// Where the ``anchorPoint`` sits in the superlayer's coordinates. Animatable.
    public var position: Point {
        get { properties.position }
        set { setAnimatable("position", \.position, newValue) }
    }
    /// The point of the bounds, in unit coordinates, that ``position`` refers to and that the
    /// transform rotates and scales about.
    public var anchorPoint: Point {
        get { properties.anchorPoint }
        set { setAnimatable("anchorPoint", \.anchorPoint, newValue) }
    }
    /// The drawing order among siblings: higher values draw on top, ties in ``sublayers`` order. Animatable.
    public var zPosition: Double {
        get { properties.zPosition }
        set { setAnimatable("zPosition", \.zPosition, newValue) }
    }
    /// The 3D transform applied about the ``anchorPoint`` (CALayer.transform). Animatable, also through
    /// sub-key paths such as "transform.rotation.z".
    public var transform: Transform3D {
        get { properties.transform }
        set { setAnimatable("transform", \.transform, newValue) }
    }
    /// The transform as an affine transform (CALayer's affineTransform()).
    public var affineTransform: Transform2D {
        get { properties.transform.affineTransform }
        set { setAnimatable("transform", \.transform, Transform3D(newValue)) }
    }
    /// A transform applied to every sublayer about this layer's anchor point; Cover Flow sets
    /// its m34 to give sublayers perspective.
    public var sublayerTransform: Transform3D {
        get { properties.sublayerTransform }
        set { setAnimatable("sublayerTransform", \.sublayerTransform, newValue) }
    }

    /// The layer's rectangle in its superlayer's coordinates. With a non-identity transform it
    /// is the bounding box of the transformed bounds; setting it then is undefined, as in Core
    /// Animation, and RecipeKit sets bounds size and position as if the transform were identity.
    public var frame: Rect {
        get {
            let h = properties.transformToSuperlayer
            return h.apply(to: Rect(size: properties.bounds.size).offsetBy(dx: properties.bounds.origin.x, dy: properties.bounds.origin.y)) ?? .null
        }
        set {
            let r = newValue.standardized
            bounds = Rect(origin: properties.bounds.origin, size: r.size)
            position = Point(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    // MARK: Appearance

    /// The layer's opacity, 0...1, applied to it and its sublayers as a group. Animatable.
    public var opacity: Double {
        get { properties.opacity }
        set { setAnimatable("opacity", \.opacity, newValue.isNaN ? 1 : Swift.min(1, Swift.max(0, newValue))) }
    }
    /// True to draw neither the layer nor its sublayers. Not animated.
    public var isHidden: Bool {
        get { properties.isHidden }
        set { properties.isHidden = newValue }
    }
    /// The fill behind the contents; a pattern color tiles its image from the bounds origin.
    public var backgroundColor: Color? {
        get { properties.backgroundColor }
        set { setAnimatable("backgroundColor", \.backgroundColor, newValue) }
    }
    /// The radius of the rounded corners of the background and border (and of the clip when
    /// ``masksToBounds`` is set), clamped to half the shorter side when drawn.
    public var cornerRadius: Double {
        get { properties.cornerRadius }
        set { setAnimatable("cornerRadius", \.cornerRadius, newValue.isFinite ? Swift.max(0, newValue) : 0) }
    }
    /// The border's width, drawn inside the bounds above the contents and sublayers.
    public var borderWidth: Double {
        get { properties.borderWidth }
        set { setAnimatable("borderWidth", \.borderWidth, newValue.isFinite ? Swift.max(0, newValue) : 0) }
    }
    /// The border's color (opaque black by default). Animatable.
    public var borderColor: Color {
        get { properties.borderColor }
        set { setAnimatable("borderColor", \.borderColor, newValue) }
    }
    /// The shadow's color (opaque black by default). Animatable.
    public var shadowColor: Color {
        get { properties.shadowColor }
        set { setAnimatable("shadowColor", \.shadowColor, newValue) }
    }
    /// The shadow's opacity; 0 (the default) draws no shadow.
    public var shadowOpacity: Double {
        get { properties.shadowOpacity }
        set { setAnimatable("shadowOpacity", \.shadowOpacity, newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue))) }
    }
    /// How far the shadow is moved, in points; (0, -3) by default, as in Core Animation. Animatable.
    public var shadowOffset: Size {
        get { properties.shadowOffset }
        set { setAnimatable("shadowOffset", \.shadowOffset, newValue) }
    }
    /// The blur radius of the shadow, in points.
    public var shadowRadius: Double {
        get { properties.shadowRadius }
        set { setAnimatable("shadowRadius", \.shadowRadius, newValue.isFinite ? Swift.max(0, newValue) : 0) }
    }
    /// The shadow's shape; when nil the shadow follows the layer's own content (background,
    /// border, contents). Unlike Core Animation, sublayers do not contribute to the shadow, which
    /// keeps it cacheable; give container layers a shadowPath.
    public var shadowPath: Path? {
        get { properties.shadowPath }
        set { properties.shadowPath = newValue }
    }
    /// An image shown in the bounds according to ``contentsGravity``.
    public var contents: Image? {
        get { properties.contents }
        set {
            properties.contents = newValue
            contentsAreBackingStore = false
        }
    }
    /// How ``contents`` is placed in the bounds (``ContentsGravity/resize`` by default).
    public var contentsGravity: ContentsGravity {
        get { properties.contentsGravity }
        set { properties.contentsGravity = newValue }
    }
    /// Pixels per point of drawn content (2 for a HiDPI screen).
    public var contentsScale: Double {
        get { properties.contentsScale }
        set {
            let v = newValue.isFinite && newValue > 0 ? newValue : 1
            if v != properties.contentsScale && contentsAreBackingStore { setNeedsDisplay() }
            properties.contentsScale = v
        }
    }
    /// The part of the contents image shown, in unit coordinates (the whole image by default). Animatable.
    public var contentsRect: Rect {
        get { properties.contentsRect }
        set { setAnimatable("contentsRect", \.contentsRect, newValue) }
    }
    /// The stretchable center of the contents, in unit coordinates: the caps outside it keep their size
    /// (CALayer.contentsCenter). Animatable.
    public var contentsCenter: Rect {
        get { properties.contentsCenter }
        set { setAnimatable("contentsCenter", \.contentsCenter, newValue) }
    }
    /// Clip the contents and sublayers to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { properties.masksToBounds = newValue }
    }

    // MARK: Tree

    /// Appends a sublayer (removing it from its previous superlayer first).
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts a sublayer at an index (clamped to the valid range).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard !DisplayPhase.isDrawing else {
            DisplayPhase.refuse("insertSublayer")
            return
        }
        guard !reachesUpward(layer) else {
            RecipeLog.write("insertSublayer refused: adding a layer to itself or to one of its sublayers would make a cycle")
            return
        }
        if layer.superlayer === self, let i = sublayers.firstIndex(where: { $0 === layer }) {
            sublayers.remove(at: i)
        } else {
            layer.removeFromSuperlayer()
        }
        if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        sublayers.insert(layer, at: Swift.min(Swift.max(0, index), sublayers.count))
        layer.superlayer = self
        structureVersion &+= 1
        markSubtreeChanged()
        resetChangeLog(at: subtreeStamp)
    }

    /// Inserts `layer` just above `sibling` (or at the top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        guard layer !== sibling else { return }
        let i = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 - movesDown(layer, before: $0) } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    /// Inserts `layer` just below `sibling` (or at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        guard layer !== sibling else { return }
        let i = sublayers.firstIndex { $0 === sibling }.map { $0 - movesDown(layer, before: $0) } ?? 0
        insertSublayer(layer, at: i)
    }

    /// 1 when `layer` is already a sublayer before index `i`: taking it out first moves the
    /// layers after it down one place.
    private func movesDown(_ layer: Layer, before i: Int) -> Int {
        guard layer.superlayer === self, let j = sublayers.firstIndex(where: { $0 === layer }), j < i else { return 0 }
        return 1
    }

    /// Replaces a sublayer with another at the same index.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: i)
    }

    /// Detaches the layer from its superlayer (does nothing when it has none).
    public func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        guard !DisplayPhase.isDrawing else {
            DisplayPhase.refuse("removeFromSuperlayer")
            return
        }
        s.sublayers.removeAll { $0 === self }
        s.structureVersion &+= 1
        s.markSubtreeChanged()
        s.resetChangeLog(at: s.subtreeStamp)
        superlayer = nil
    }

    /// Whether `target` is this layer or is reached going up from it through superlayers and
    /// the layers masks belong to: the path every change walks (``markSubtreeChanged()``), so
    /// a link that would close a cycle on it (`a.mask = b; b.mask = a`, or a layer added under
    /// its own mask) is refused, or that walk would never end.
    final func reachesUpward(_ target: Layer) -> Bool {
        var l: Layer? = self
        while let c = l {
            if c === target { return true }
            l = c.superlayer ?? c.maskOwner
        }
        return false
    }

    /// True when `ancestor` is this layer's superlayer or one of its superlayers.
    public func isDescendant(of ancestor: Layer) -> Bool {
        var l = superlayer
        while let c = l {
            if c === ancestor { return true }
            l = c.superlayer
        }
        return false
    }

    // MARK: Display

    /// Marks the content as needing to be redrawn before the next frame.
    public func setNeedsDisplay() {
        pendingDisplayRect = nil
        needsDisplay = true
    }

    /// Marks part of the content, in the layer's coordinates, as needing redraw: the next
    /// ``display()`` draws only there (``draw(in:)`` gets a canvas clipped to it, over the
    /// rest of the previous drawing), and the frame repaints only there. A ``TiledLayer``
    /// redraws the tiles touching `rect`.
    open func setNeedsDisplay(in rect: Rect) {
        let r = rect.standardized
        guard r.isFinite, !r.isNull, r.width > 0, r.height > 0 else {
            if !r.isFinite { setNeedsDisplay() }
            return
        }
        if needsDisplay && pendingDisplayRect == nil { return }  // all of it is due already
        pendingDisplayRect = pendingDisplayRect.map { $0.union(r) } ?? r
        needsDisplay = true
    }

    /// The part due for redraw when only part is (``setNeedsDisplay(in:)``); nil for all.
    final var pendingDisplayRect: Rect?
    /// The bitmap ``display()`` last drew, which ``contents`` shows without a copy.
    final var backingStore: Bitmap?

    /// Redraws now when needed.
    public func displayIfNeeded() {
        guard needsDisplay else { return }
        DisplayPhase.drawing { display() }
    }

    /// Redraws the backing store: calls the delegate's drawing or ``draw(in:)`` into a bitmap
    /// of bounds size times ``contentsScale`` and stores it in ``contents``. Layers whose
    /// backing store would exceed ``/RKGraphics/Bitmap/maximumSide`` pixels draw nothing (use a
    /// ``TiledLayer`` for huge content).
    open func display() {
        needsDisplay = false
        let partial = pendingDisplayRect
        pendingDisplayRect = nil
        let size = properties.bounds.size
        if let partial, displayPart(partial) { return }
        guard size.width > 0, size.height > 0, size.isFinite,
              let bitmap = try? Bitmap(size: size, scale: properties.contentsScale) else {
            releaseBackingStore()
            return
        }
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: -properties.bounds.origin.x, y: -properties.bounds.origin.y)
        if let delegate {
            delegate.draw(self, in: canvas)
            if !delegate.hasDrawnContent(self) {
                // Nothing drawn: an empty backing store would only cost memory and blending.
                releaseBackingStore()
                return
            }
        } else {
            draw(in: canvas)
        }
        // The image shows the bitmap itself: no copy, and a partial redraw can update it in place.
        backingStore = bitmap
        properties.contents = bitmap.liveImage
        contentsAreBackingStore = true
    }

    /// Drops the drawn backing store. Contents set from outside (`layer.contents = image` on a
    /// view that draws nothing, as UIKit code does) are not a backing store and stay: a redraw
    /// that draws nothing must not blank them.
    private func releaseBackingStore() {
        backingStore = nil
        guard contentsAreBackingStore || properties.contents == nil else { return }
        if properties.contents != nil { properties.contents = nil }
        contentsAreBackingStore = true
    }

    /// Redraws `rect` of the current backing store in place; false when there is none to update
    /// (the size, scale or contents changed since), so that all must be drawn.
    private func displayPart(_ rect: Rect) -> Bool {
        guard contentsAreBackingStore, let store = backingStore, properties.contents === store.liveImage,
              store.scale == properties.contentsScale,
              Double(store.pixelWidth) == (properties.bounds.width * store.scale).rounded(.up),
              Double(store.pixelHeight) == (properties.bounds.height * store.scale).rounded(.up) else { return false }
        let b = properties.bounds
        // Whole pixels, so the cleared area and the damage cover every pixel the drawing touches.
        let s = store.scale
        let px = Rect(x: (rect.minX - b.minX) * s, y: (rect.minY - b.minY) * s, width: rect.width * s, height: rect.height * s)
            .integral.intersection(Rect(x: 0, y: 0, width: Double(store.pixelWidth), height: Double(store.pixelHeight)))
        guard !px.isNull, px.width > 0, px.height > 0 else { return true }
        let canvas = Canvas(bitmap: store)
        let local = Rect(x: px.minX / s + b.minX, y: px.minY / s + b.minY, width: px.width / s, height: px.height / s)
        canvas.translate(x: -b.minX, y: -b.minY)
        canvas.clip(to: local)
        canvas.clear(local)
        if let delegate { delegate.draw(self, in: canvas) } else { draw(in: canvas) }
        setExternalContents(store, damaged: [px])
        return true
    }

    /// Override to draw the layer's content, in the layer's coordinates. The default draws
    /// nothing.
    open func draw(in canvas: Canvas) {}

    /// Subclasses that override ``draw(in:)`` return true so bounds changes can redraw them.
    open var overridesDraw: Bool { false }

    // MARK: Coordinates and hit testing

    /// The map from this layer's coordinates to `ancestor`'s (nil when it is not an ancestor).
    func homography(toAncestor ancestor: Layer?) -> Homography? {
        var h = Homography.identity
        var l: Layer = self
        while let s = l.superlayer {
            if s.role == .transform, s !== ancestor, let g = s.superlayer {
                // The sublayer of a transform layer composes with it in 3D, straight to its
                // superlayer.
                let composite = TransformLayer.sublayerComposite(s.properties, parent: g.properties.sublayerTransformAboutAnchor)
                h = h.concatenating(Homography(l.properties.transformToSuperlayer3D.concatenating(composite)))
                if g === ancestor { return h }
                l = g
                continue
            }
            h = h.concatenating(l.properties.transformToSuperlayer(sublayerTransform: s.properties.sublayerTransformAboutAnchor))
            if s === ancestor { return h }
            l = s
        }
        if let owner = l.maskOwner {
            // A mask lives in its owner's coordinates.
            h = h.concatenating(l.properties.transformToSuperlayer)
            if owner === ancestor { return h }
            guard let rest = owner.homography(toAncestor: ancestor) else { return ancestor == nil ? h : nil }
            return h.concatenating(rest)
        }
        return ancestor == nil ? h : nil
    }

    /// The root of this layer's tree.
    public var rootLayer: Layer {
        var l = self
        while let s = l.superlayer ?? l.maskOwner { l = s }
        return l
    }

    /// Converts a point from another layer's coordinates to this layer's (from the root when
    /// `layer` is nil). Returns the point unchanged when the layers share no tree, and nil-free
    /// results even for degenerate transforms (the point is returned as is).
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let root = rootLayer
        let src = layer ?? root
        guard src.rootLayer === root,
              let a = src.homography(toAncestor: nil), let b = homography(toAncestor: nil),
              let bi = b.inverted(), let r = a.concatenating(bi).apply(to: point) else { return point }
        return r
    }

    /// Converts a point from this layer's coordinates to another layer's.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        (layer ?? rootLayer).convert(point, from: self)
    }

    /// Converts a rectangle (as the bounding box of its converted corners).
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        let pts = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                   Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { convert($0, from: layer) }
        return Rect.bounding(pts)
    }

    /// True when a point in this layer's coordinates is inside its bounds.
    open func contains(_ point: Point) -> Bool { properties.bounds.contains(point) }

    /// The deepest visible layer containing `point` (in the superlayer's coordinates), as
    /// CALayer.hitTest: sublayers front to back, then the layer itself. Hidden, fully
    /// transparent and non-finite layers are skipped; masksToBounds clips hits to the bounds.
    public func hitTest(_ point: Point) -> Layer? {
        if role == .transform { return hitTestTransformLayer(point, sublayerTransform: nil) }
        guard !properties.isHidden, properties.opacity > 0, properties.hasFiniteGeometry,
              let inv = properties.transformToSuperlayer.inverted(), let local = inv.apply(to: point) else { return nil }
        if properties.masksToBounds && !contains(local) { return nil }
        let st = properties.sublayerTransformAboutAnchor
        for sub in sublayers.reversed() {
            if let hit = sub.hitTest(local, sublayerTransform: st) { return hit }
        }
        return contains(local) ? self : nil
    }

    private func hitTest(_ point: Point, sublayerTransform st: Transform3D?) -> Layer? {
        guard st != nil else { return hitTest(point) }
        if role == .transform { return hitTestTransformLayer(point, sublayerTransform: st) }
        // Undo the superlayer's sublayerTransform together with this layer's own transform.
        guard !properties.isHidden, properties.opacity > 0, properties.hasFiniteGeometry,
              let inv = properties.transformToSuperlayer(sublayerTransform: st).inverted(),
              let local = inv.apply(to: point) else { return nil }
        if properties.masksToBounds && !contains(local) { return nil }
        let myST = properties.sublayerTransformAboutAnchor
        for sub in sublayers.reversed() {
            if let hit = sub.hitTest(local, sublayerTransform: myST) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// A transform layer's sublayers take `point` in its superlayer's coordinates, with their
    /// 3D maps composed through it; the transform layer itself is never hit.
    private func hitTestTransformLayer(_ point: Point, sublayerTransform st: Transform3D?) -> Layer? {
        guard !properties.isHidden, properties.opacity > 0, properties.hasFiniteGeometry else { return nil }
        let composite = TransformLayer.sublayerComposite(properties, parent: st)
        for sub in TransformLayer.depthOrdered(sublayers, composite: composite).reversed() {
            if let hit = sub.hitTest(point, sublayerTransform: composite) { return hit }
        }
        return nil
    }
}
