import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// A rectangle of the interface backed by a ``/RKLayers/Layer`` (UIView): geometry, appearance,
/// subviews, layout, custom drawing, hit testing and touch handling.
///
/// Changing a view's properties never animates by itself (the view answers its layer's
/// action lookup with `.none`), except inside ``animate(withDuration:delay:options:animations:completion:)``.
@MainActor
open class View: Responder, LayerDelegate {
    /// The layer that draws the view; the view is its delegate.
    public let layer: Layer

    /// True while a pointer with no button pressed is over the view or one of its subviews
    /// (set by its window; see ``Window/handleHover(at:)``).
    public internal(set) var isHovered = false {
        didSet { if isHovered != oldValue { hoverDidChange() } }
    }
    /// Called when ``isHovered`` changes; override to show hover feedback.
    open func hoverDidChange() {}

    /// A mouse button other than the primary one went down over the view (or a subview that
    /// did not take it) at `location`, in the view's coordinates: ``Event/ButtonMask/secondary``
    /// for a right click, ``Event/ButtonMask/middle`` for a middle click. Return true to take
    /// it; otherwise it goes on to the superview. By default a secondary click opens the menu
    /// of the view's ``ContextMenuInteraction``, if it has one that gives a menu.
    open func pointerButtonPressed(_ buttons: Event.ButtonMask, at location: Point, with event: Event) -> Bool {
        guard buttons.contains(.secondary) else { return false }
        return presentContextMenu(at: location)
    }

    /// The pointer shape to show over `location` (the view's coordinates): ``cursor`` by
    /// default; nil lets the superview decide (the arrow when no view does). Override for
    /// shapes that depend on the place (a hand over links only).
    open func cursor(at location: Point) -> Cursor? { cursor }

    /// The space a view's content keeps from its edges (UIView.layoutMargins): 8 points on
    /// each side by default. Layout code reads ``layoutMarginsRect``.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { setNeedsLayout() } }
    }
    /// Whether ``layoutMarginsRect`` starts from the safe area rather than the bounds (true by
    /// default, as in UIKit).
    public var insetsLayoutMarginsFromSafeArea = true

    /// The event loop the view's animations and timers run on: its layer's (see
    /// ``/RKLayers/Layer/eventLoop``).
    public var eventLoop: EventLoop { layer.eventLoop }

    /// The views drawn on top of this one, back to front, in its coordinates.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of; nil for a window or a view not in a hierarchy.
    public private(set) weak var superview: View?
    weak var owningWindow: Window?

    /// An integer to find the view with ``viewWithTag(_:)``.
    public var tag = 0

    // MARK: Accessibility (see ``Accessibility``)

    /// True when assistive technologies treat the view as one element, its subviews included
    /// (false by default; labels and controls are elements).
    open var isAccessibilityElement = false
    /// What the view is, in a few words (labels and buttons default to their text).
    open var accessibilityLabel: String?
    /// The view's current value (controls with a value describe it).
    open var accessibilityValue: String?
    /// What activating the view does, when that is not obvious.
    open var accessibilityHint: String?
    /// The view's traits (controls add ``AccessibilityTraits/notEnabled`` while disabled).
    open var accessibilityTraits: AccessibilityTraits = []
    /// Elements that stand for parts of the view in its place (each knob of a two-knob slider);
    /// nil for none.
    open var accessibilityElements: [AccessibilityElement]?
    /// The links in the view's text, in reading order (attributed labels, read-only text
    /// views); none by default. Screen readers list them apart from the text, as VoiceOver's
    /// links rotor does.
    open var accessibilityLinks: [AccessibilityLink] { [] }
    /// Raises an adjustable view's value by one step (nothing by default).
    open func accessibilityIncrement() {}
    /// Lowers an adjustable view's value by one step (nothing by default).
    open func accessibilityDecrement() {}
    /// Does what a tap would; returns false when the view does nothing (the default).
    open func accessibilityActivate() -> Bool { false }
    /// The view's value as a number with its range (sliders, progress views); nil by default.
    open var accessibilityNumericValue: AccessibilityNumericValue? { nil }
    /// Moves the view's value to `value` as the user would; false (the default) when it has no
    /// value that can be set.
    open func accessibilitySetNumericValue(_ value: Double) -> Bool { false }
    /// True when assistive technologies should ignore the view's siblings while it shows (an
    /// alert's panel), as UIKit's `accessibilityViewIsModal`.
    open var accessibilityViewIsModal = false
    /// When false, the view and its subviews ignore touches (hit testing skips them).
    public var isUserInteractionEnabled = true
    /// When false, a touch beginning while another is down in this view is not delivered to it.
    public var isMultipleTouchEnabled = false
    /// When true, no other view receives touches while this one is tracking one.
    public var isExclusiveTouch = false

    /// Whether a gesture recognizer attached to another view (an ancestor's tap, a scroll
    /// view's pan) may begin with a touch that started in this view (UIView's
    /// gestureRecognizerShouldBegin). Called when such a recognizer leaves `possible`;
    /// returning false makes it fail, so this view keeps the touch. A link in a label uses this
    /// to win over a parent's tap recognizer. True by default.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// How the view's drawn content or image is placed when its bounds change.
    public var contentMode: ContentsGravity {
        get { layer.contentsGravity }
        set { layer.contentsGravity = newValue }
    }

    /// How the view resizes when its superview's bounds change (UIView.AutoresizingMask).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: Int
        /// A mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The left margin grows and shrinks with the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks with the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks with the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks with the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    /// How the view resizes when its superview's bounds change; empty (fixed) by default.
    public var autoresizingMask: AutoresizingMask = []
    /// Resize subviews by their autoresizing masks when the bounds change (true by default).
    public var autoresizesSubviews = true

    /// The controller whose root view this is; it comes next in the responder chain.
    weak var owningViewController: ViewController?

    /// Storage for ``gestureRecognizers``.
    var gestureRecognizerList: [GestureRecognizer] = []
    /// Storage for ``attachment(_:)``, by the attached object's type.
    var attachments: [ObjectIdentifier: AnyObject] = [:]

    private var needsLayout = true
    /// Storage for ``traitCollection``, kept up to date by ``refreshTraits()``.
    var currentTraits: TraitCollection
    /// A dynamic background color and the fixed color last given to the layer for it.
    private var dynamicBackground: (color: Color, pushed: Color)?
    /// False for views that never draw, such as ``ImageView``, which shows its image as the
    /// layer's contents: bounds changes then never replace those contents with a drawing.
    var customDrawing = true
    private var drewBase = false

    /// A view with a frame.
    public init(frame: Rect = .zero) {
        layer = Layer()
        currentTraits = Application.shared.systemTraitCollection
        super.init()
        layer.delegate = self
        layer.frame = frame
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (the layer's frame). A new size marks the
    /// view for layout and resizes subviews by their autoresizing masks.
    public var frame: Rect {
        get { layer.frame }
        set {
            let old = bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: old)
        }
    }
    /// The view's own coordinate space (the layer's bounds): the origin subviews are placed from, and
    /// the size; a new size has the effects a new ``frame`` size has.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            let old = bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: old)
        }
    }
    /// The center of the frame in the superview's coordinates (the layer's position).
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// A 2D transform about the center.
    public var transform: Transform2D {
        get { layer.affineTransform }
        set { layer.affineTransform = newValue }
    }

    // MARK: Appearance

    /// The view's opacity, 0...1 (the layer's opacity), applied to it and its subviews as a group.
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }
    /// True to show neither the view nor its subviews; a hidden view gets no touches.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// Called when a subview is hidden or shown; a stack view collapses it.
    func subviewVisibilityDidChange(_ subview: View) {}
    /// The fill behind the view's content (the layer's background); nil for none. A dynamic
    /// color is resolved against the view's ``traitCollection`` for the layer, and again
    /// whenever the traits change its appearance.
    public var backgroundColor: Color? {
        get {
            if let d = dynamicBackground, layer.backgroundColor == d.pushed { return d.color }
            return layer.backgroundColor
        }
        set {
            guard let color = newValue, color.isDynamic else {
                dynamicBackground = nil
                layer.backgroundColor = newValue
                return
            }
            let resolved = color.resolvedColor(with: traitCollection)
            dynamicBackground = (color, resolved)
            layer.backgroundColor = resolved
        }
    }
    /// Clips subviews and drawing to the bounds (the layer's masksToBounds).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Hierarchy

    /// The window the view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let c = v {
            if let w = c as? Window { return w }
            if let w = c.owningWindow { return w }
            v = c.superview
        }
        return nil
    }

    /// Adds a subview on top (removing it from its previous superview first).
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts a subview at an index (clamped).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            // Refused the same way in every build (a debug-only trap would not be).
            RecipeLog.write("insertSubview refused: adding a view to itself or to one of its subviews would make a cycle")
            return
        }
        let oldWindow = view.window
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
        } else {
            view.removeFromSuperview()
        }
        let i = Swift.min(Swift.max(0, index), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        // Keep layer order equal to view order, and put a view added last above every
        // sublayer, as UIKit does: a layer added straight to `layer` (a dimming gradient) must
        // not cover the views added after it.
        if i + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        view.refreshTraits(inherited: currentTraits)
        if view.window !== oldWindow { view.notifyWindowChange() }
        LayoutEngine.subtreeDidMove(view, from: nil)
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts a subview just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let from = subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: from.map { $0 < i ? i : i + 1 } ?? i + 1)
    }

    /// Inserts a subview just below `sibling` (at the bottom when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let from = subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: from.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// Moves a subview to the top. Only the order changes, as in UIKit: the view is not added
    /// again (no ``didAddSubview(_:)``) and nothing is marked for layout, so a `layoutSubviews`
    /// that keeps a view in front does not lay itself out again forever.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }), i != subviews.count - 1 else { return }
        subviews.remove(at: i)
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves a subview to the bottom; like ``bringSubviewToFront(_:)``, only the order changes.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }), i != 0 else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        if subviews.count > 1 { layer.insertSublayer(view.layer, below: subviews[1].layer) }
    }

    /// Detaches the view from its superview; safe to call during the view's own touch handling.
    public func removeFromSuperview() {
        guard let s = superview else { return }
        let hadWindow = window != nil
        willMoveToSuperview(nil)
        s.willRemoveSubview(self)
        s.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        refreshTraits()
        LayoutEngine.subtreeDidMove(self, from: s)
        if hadWindow { notifyWindowChange() }
        s.setNeedsLayout()
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// This view or the first descendant with `tag`, depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed (a stack view lets go of it as an arranged view).
    open func willRemoveSubview(_ subview: View) {}
    /// Called before the view moves to another superview (nil when removed).
    open func willMoveToSuperview(_ newSuperview: View?) {}
    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}

    func notifyWindowChange() {
        if let w = window {
            // Drawn content matches the window's pixel density, as UIKit sets contentsScale.
            if layer.contentsScale != w.layer.contentsScale { layer.contentsScale = w.layer.contentsScale }
            if customDrawing && layer.contents == nil { layer.setNeedsDisplay() }
        }
        didMoveToWindow()
        for s in subviews { s.notifyWindowChange() }
    }

    // MARK: Layout

    /// Marks the view for ``layoutSubviews()`` before the next frame: hosts lay out the windows
    /// with views marked (``Window/layoutPendingWindows(on:)``) before they render.
    public func setNeedsLayout() {
        needsLayout = true
        window?.scheduleLayout()
    }

    /// Lays out now when marked, then its subviews. Constraints are solved first, and the
    /// frames of views placed by them set, as UIKit's engine does before `layoutSubviews`.
    public func layoutIfNeeded() {
        LayoutEngine.prepareLayout(of: self)
        layoutTreeIfNeeded()
    }

    private func layoutTreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            if LayoutEngine.activeCount > 0, let engine = layoutStateIfAny?.engine {
                // A parent's layoutSubviews may have moved views the constraints start from.
                engine.sync()
                engine.apply()
            }
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutTreeIfNeeded() }
    }

    /// Override to position subviews; the default does nothing (autoresizing already ran).
    open func layoutSubviews() {}

    /// Override to add, remove or change constraints when ``setNeedsUpdateConstraints()``
    /// asked for it, before the next layout pass; call `super` last, as in UIKit.
    open func updateConstraints() {}

    // MARK: Sizing

    /// The value of ``intrinsicContentSize`` in a dimension with no natural size.
    public static let noIntrinsicMetric = -1.0

    /// The size that best fits `size` (UIView.sizeThatFits): the view's current size by
    /// default; views with content (labels, buttons, images, controls) override it.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` for its current size, keeping its origin.
    open func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The view's natural size from its content alone; ``noIntrinsicMetric`` in both
    /// dimensions by default.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    private func boundsSizeChanged(from old: Size) {
        let new = bounds.size
        guard new != old else { return }
        if let window = self as? Window { window.sizeWillChange(to: new) }
        setNeedsLayout()
        if customDrawing { layer.setNeedsDisplay() }
        guard autoresizesSubviews else { return }
        for s in subviews where !s.autoresizingMask.isEmpty {
            s.frame = AutoresizingMask.resize(s.frame, mask: s.autoresizingMask, from: old, to: new)
        }
    }

    // MARK: Drawing

    /// Marks the view's drawn content for redrawing with ``draw(_:in:)-(Rect,_)``.
    public func setNeedsDisplay() {
        customDrawing = true
        layer.setNeedsDisplay()
    }

    /// Override to draw the view's content in its coordinates; called when the view first
    /// appears in a window and after ``setNeedsDisplay()``. Views that do not override it get
    /// no backing store.
    open func draw(_ rect: Rect, in canvas: Canvas) {
        drewBase = true
    }

    /// The layer's drawing request, forwarded to ``draw(_:in:)`` with the view's traits as
    /// ``/RKGraphics/TraitCollection/current``, so dynamic colors drawn there resolve for it.
    public func draw(_ layer: Layer, in canvas: Canvas) {
        drewBase = false
        currentTraits.performAsCurrent { draw(bounds, in: canvas) }
        if drewBase {
            // The view does not draw: remember it, and keep no backing store.
            customDrawing = false
        }
    }

    /// False for a view that does not override ``draw(_:in:)-(Rect,_)``: its layer keeps no backing store.
    public func hasDrawnContent(_ layer: Layer) -> Bool { customDrawing }

    /// Views animate only inside animation blocks.
    public func action(for layer: Layer, forKey key: String) -> LayerAction? {
        ViewAnimation.current?.action(forKey: key) ?? LayerAction.none
    }

    // MARK: Traits

    /// The traits the view is drawn with (UIView.traitCollection): its superview's, or the
    /// desktop's (``Application/systemTraitCollection``) for a window or a view in none, with
    /// its view controller's and its own ``overrideUserInterfaceStyle`` applied.
    public var traitCollection: TraitCollection { currentTraits }

    /// A style for this view and its subviews whatever their window's is
    /// (UIView.overrideUserInterfaceStyle); ``/RKGraphics/TraitCollection/UserInterfaceStyle/unspecified``
    /// (the default) to inherit it.
    public var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { refreshTraits() } }
    }

    /// A contrast for this view and its subviews whatever their window's is; unspecified (the
    /// default) to inherit it. UIKit sets this through `traitOverrides`; it serves to preview a
    /// high-contrast window, and in tests.
    public var overrideAccessibilityContrast: TraitCollection.AccessibilityContrast {
        get { attachment(ContrastOverride.self)?.value ?? .unspecified }
        set {
            guard newValue != overrideAccessibilityContrast else { return }
            attachment(ContrastOverride.self, orMake: ContrastOverride()).value = newValue
            refreshTraits()
        }
    }

    /// Called after the view's ``traitCollection`` changed, with the one before
    /// (UITraitEnvironment.traitCollectionDidChange). By then a dynamic ``backgroundColor`` has
    /// been resolved again and drawn content marked for redrawing; override to update colors
    /// the view gave its sublayers, and call super.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Works the traits out again from the superview (or the desktop's), for this view and its
    /// subviews, telling those whose traits changed.
    func refreshTraits() {
        refreshTraits(inherited: superview?.currentTraits ?? Application.shared.systemTraitCollection)
    }

    func refreshTraits(inherited: TraitCollection) {
        var new = inherited
        if let c = owningViewController, c.overrideUserInterfaceStyle != .unspecified {
            new.userInterfaceStyle = c.overrideUserInterfaceStyle
        }
        if overrideUserInterfaceStyle != .unspecified { new.userInterfaceStyle = overrideUserInterfaceStyle }
        if let contrast = attachment(ContrastOverride.self)?.value, contrast != .unspecified {
            new.accessibilityContrast = contrast
        }
        let old = currentTraits
        // Subviews inherit from this view alone: when its traits hold, theirs do too.
        guard new != old else { return }
        currentTraits = new
        if new.hasDifferentColorAppearance(comparedTo: old) { colorAppearanceDidChange() }
        // Top down, as UIKit: a view hears of the change before its subviews do.
        traitCollectionDidChange(old)
        owningViewController?.traitCollectionDidChange(old)
        for s in subviews { s.refreshTraits(inherited: currentTraits) }
    }

    /// Resolves the dynamic background again and redraws drawn content: what every view does
    /// when its colors may have changed, before ``traitCollectionDidChange(_:)``.
    private func colorAppearanceDidChange() {
        if let d = dynamicBackground, layer.backgroundColor == d.pushed {
            let resolved = d.color.resolvedColor(with: currentTraits)
            dynamicBackground = (d.color, resolved)
            layer.backgroundColor = resolved
        }
        if let border = attachment(DynamicBorder.self) {
            layer.borderColor = border.color.resolvedColor(with: currentTraits)
        }
        if customDrawing { layer.setNeedsDisplay() }
    }

    /// Gives the layer `color` as its border, resolved for the view's traits now and again
    /// whenever they change, as ``backgroundColor`` is: what the standard controls use for
    /// their outlines, so a view with its own style outlines them in that style.
    final func setLayerBorderColor(_ color: Color) {
        if color.isDynamic {
            attachment(DynamicBorder.self, orMake: DynamicBorder(color)).color = color
        } else {
            setAttachment(nil, for: DynamicBorder.self)
        }
        layer.borderColor = color.resolvedColor(with: currentTraits)
    }

    // MARK: Coordinates and hit testing

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates to this view's; nil means the view's window,
    /// as in UIKit (the root of its layer tree when it is in none).
    public func convert(_ point: Point, from view: View?) -> Point {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s; nil means the view's
    /// window.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        ((view ?? window)?.layer ?? layer.rootLayer).convert(rect, from: layer)
    }

    /// True when the point (in this view's coordinates) is inside the view (its bounds).
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing the point (in this view's
    /// coordinates), front to back (UIView.hitTest). Hidden views, views with alpha below 0.01
    /// and views with user interaction disabled are skipped with their subviews; subviews
    /// outside the bounds can be hit unless the view clips to bounds.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        let inside = self.point(inside: point, with: event)
        if clipsToBounds && !inside { return nil }
        for s in subviews.reversed() {
            let p = s.convert(point, from: self)
            if let hit = s.hitTest(p, with: event) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Keyboard focus (View+Focus.swift, Window+Focus.swift)

    /// Whether the view can take keyboard focus (UIView.canBecomeFocused): Tab stops at it, a
    /// click focuses it, and it gets keys first while focused. False by default; enabled controls,
    /// text fields, scroll views that scroll and the recipes' key-driven components say true.
    /// Hidden, transparent and non-interactive views (or under such ancestors) are skipped
    /// whatever this says.
    open var canBecomeFocused: Bool { false }

    /// Whether this view becomes the first responder when one inside it resigns with nobody
    /// taking over (see `Window.firstResponderResigned(from:)`): a navigation controller's
    /// container does, so that Escape still goes back. False by default.
    var takesKeysWhenFree: Bool { false }

    /// Views sharing an identifier are visited one after the other by Tab, at the place of the
    /// first of them in reading order (UIView.focusGroupIdentifier). A view without one belongs
    /// to its nearest ancestor's group; nil everywhere means no groups.
    public var focusGroupIdentifier: String?

    /// The part of the view the focus ring goes around, in the view's coordinates: its bounds
    /// by default (a range slider rings the knob that has the keys).
    open var focusRingRect: Rect { bounds }

    /// The corner radius of ``focusRingRect``; the ring's own radius adds its outset. The layer's
    /// corner radius by default.
    open var focusRingCornerRadius: Double { layer.cornerRadius }

    /// Called on the view that lost focus and on the view that took it, after the change
    /// (UIView.didUpdateFocus(in:with:)); ``isFocused`` already tells the new state.
    open func didUpdateFocus(in context: FocusUpdateContext) {}

    /// A key pressed while the view has keyboard focus, before it goes up the responder chain:
    /// return true to take it. Controls act here (Space presses a button, arrows move a slider);
    /// the default takes nothing.
    open func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool { false }

    /// Called when ``isFocused`` changes, for views that show it in their state (controls).
    func focusStateDidChange() {}

    /// Offers a press to ``keyPressedWhileFocused(_:)`` when this view has focus, else passes
    /// it up the chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if let press = presses.first, let w = window, w.focusedView === self, keyPressedWhileFocused(press.key) {
            w.pressTakenByFocus = press
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The end of a press this view took while focused stops here too.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        if let press = presses.first, let w = window, w.pressTakenByFocus === press { return }
        super.pressesEnded(presses, with: event)
    }

    // MARK: Responder chain

    /// The superview (a view controller will come first when the view is its root view).
    open override var next: Responder? { owningViewController ?? superview ?? owningWindow }
}

/// The dynamic border color given with `setLayerBorderColor(_:)`.
private final class DynamicBorder {
    var color: Color
    init(_ color: Color) { self.color = color }
}

/// Storage for ``View/overrideAccessibilityContrast``, which few views set.
private final class ContrastOverride {
    var value = TraitCollection.AccessibilityContrast.unspecified
}

extension View.AutoresizingMask {
    /// The new frame of a subview when its superview's size changes from `old` to `new`.
    /// As in UIKit, the change is shared among the flexible parts (margins and size) in
    /// proportion to their current lengths, or evenly when they are all zero.
    static func resize(_ f: Rect, mask: View.AutoresizingMask, from old: Size, to new: Size) -> Rect {
        func share(_ delta: Double, _ flexible: [Bool], _ lengths: [Double]) -> [Double] {
            let parts = zip(flexible, lengths).map { $0 ? Swift.max($1, 0) : 0 }
            let total = parts.reduce(0, +)
            let count = Double(flexible.filter { $0 }.count)
            guard count > 0 else { return [0, 0, 0] }
            return zip(flexible, parts).map { isFlexible, part in
                guard isFlexible else { return 0 }
                return total > 0 ? delta * part / total : delta / count
            }
        }
        var r = f
        let h = share(new.width - old.width,
                      [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                      [f.minX, f.width, old.width - f.maxX])
        r.origin.x += h[0]
        r.size.width = Swift.max(0, r.size.width + h[1])
        let v = share(new.height - old.height,
                      [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                      [f.minY, f.height, old.height - f.maxY])
        r.origin.y += v[0]
        r.size.height = Swift.max(0, r.size.height + v[1])
        return r
    }
}
