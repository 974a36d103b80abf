import RKViews

/// One object of the exported tree: the application, a top-level window, a view, one of the
/// ``/RKViews/AccessibilityElement``s a view stands aside for, or a link in a view's text.
///
/// An element is named by its container and its index in the container's
/// ``/RKViews/View/accessibilityElements``, not by the element object: views may build their
/// elements afresh each time they are asked (an attributed label's links), and an object path
/// must stay the same while the element does.
@MainActor
enum AccessibleNode {
    /// The process, the root of everything exported.
    case application
    /// A top-level window.
    case frame(AccessibleWindow)
    /// A view (a views ``/RKViews/Window`` too).
    case view(View)
    /// Element `index` of a view's accessibility elements.
    case element(View, Int)
    /// Link `index` of a view's ``/RKViews/View/accessibilityLinks``: a child of the view that
    /// reads the text it is in.
    case link(View, Int)

    /// The same object (containers compared by identity).
    func isSame(as other: AccessibleNode) -> Bool {
        switch (self, other) {
        case (.application, .application): true
        case (.frame(let a), .frame(let b)): a === b
        case (.view(let a), .view(let b)): a === b
        case (.element(let a, let i), .element(let b, let j)): a === b && i == j
        case (.link(let a, let i), .link(let b, let j)): a === b && i == j
        default: false
        }
    }

    /// The views window the node is in (nil for the application and frames).
    var window: Window? {
        switch self {
        case .application, .frame: nil
        case .view(let v): v as? Window ?? v.window
        case .element(let container, _), .link(let container, _): container.window
        }
    }
}
