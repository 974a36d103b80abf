import RKGeometry

/// A rectangle in a view that takes part in Auto Layout without being a view (UILayoutGuide):
/// spacing between views, a region to center in, the safe area or the margins.
///
/// Add one with ``View/addLayoutGuide(_:)`` and constrain its anchors; ``layoutFrame`` is where
/// the last layout pass put it, in the owning view's coordinates.
@MainActor
public final class LayoutGuide: LayoutItem {
    /// What the system guides follow; user guides follow only their constraints.
    enum Role { case user, safeArea, margins, readableContent, scrollContent, scrollFrame }

    let role: Role
    /// The view the guide belongs to (set by ``View/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: View?
    /// A name for log lines.
    public var identifier = ""
    /// The guide's rectangle in the owning view's coordinates, from the last layout pass.
    public internal(set) var layoutFrame = Rect.zero
    let layoutVariables: LayoutVariables

    /// A guide to add to a view with ``View/addLayoutGuide(_:)``.
    public convenience init() { self.init(role: .user) }

    init(role: Role) {
        self.role = role
        layoutVariables = LayoutVariables("guide")
    }

    var layoutParentView: View? { owningView }
    var layoutDescription: String {
        let base = identifier.isEmpty ? "LayoutGuide" : identifier
        return owningView.map { "\(base) of \($0.layoutDescription)" } ?? base
    }

    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }

    /// The rectangle a system guide follows, in its owning view's coordinates.
    func systemFrame(in view: View) -> Rect {
        switch role {
        case .user: return layoutFrame
        case .safeArea:
            let i = view.safeAreaInsets
            let b = view.bounds
            return Rect(
                x: i.left, y: i.top, width: Swift.max(0, b.width - i.left - i.right),
                height: Swift.max(0, b.height - i.top - i.bottom))
        case .margins:
            let r = view.layoutMarginsRect
            return Rect(x: r.minX - view.bounds.minX, y: r.minY - view.bounds.minY, width: r.width, height: r.height)
        case .scrollContent:
            // The content, from its origin: its size is the scroll view's content size.
            return Rect(size: (view as? ScrollView)?.contentSize ?? view.bounds.size)
        case .scrollFrame:
            // The visible rectangle, in the content's coordinates: it moves with the offset.
            return view.bounds
        case .readableContent:
            // UIKit keeps lines of body text to a readable measure: at most about 672 points
            // wide, centered in the margins.
            var r = view.layoutMarginsRect
            r.origin.x -= view.bounds.minX
            r.origin.y -= view.bounds.minY
            let w = Swift.min(r.width, LayoutGuide.readableWidth)
            return Rect(x: r.minX + (r.width - w) / 2, y: r.minY, width: w, height: r.height)
        }
    }

    /// The widest readable content guide.
    static let readableWidth = 672.0
}
