import RKGeometry

/// What an accessibility element is and how it behaves (UIAccessibilityTraits).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt
    /// Traits from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Acts when activated.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected (a toggled button, the chosen segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change on its own.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// Heads a section.
    public static let header = AccessibilityTraits(rawValue: 1 << 5)
    /// Takes ``AccessibilityItem/accessibilityIncrement()`` and ``AccessibilityItem/accessibilityDecrement()``.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 6)
    /// Disabled: it does not respond.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// Its value changes often (a progress bar), so it is not read at every change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// A key of a keyboard (the on-screen keyboard's keys).
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 9)
    /// A button that stays on or off (UIKit's `toggleButton`); ``selected`` says it is on.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 10)
    /// Takes touches directly, as a drawing area does (UIKit's `allowsDirectInteraction`).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 11)
    /// An entry of a menu (a context menu's rows): read as a menu item, and the view holding
    /// such entries as a menu. UIKit has no spelling: its menus are the system's.
    public static let menuItem = AccessibilityTraits(rawValue: 1 << 12)
}

/// A numeric value that assistive technologies read and set directly (AT-SPI's Value interface):
/// a slider's position, a progress. UIKit only speaks values as text; desktop screen readers also
/// want the number and its range.
public struct AccessibilityNumericValue: Equatable, Sendable {
    /// The value now.
    public var current: Double
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The smallest change that makes a difference; 0 when the value is continuous.
    public var step: Double

    /// A value in `minimum...maximum`, moving by `step` (0: continuous).
    public init(current: Double, minimum: Double, maximum: Double, step: Double = 0) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

/// What assistive technologies are told about the interface (UIAccessibility.Notification).
public enum AccessibilityNotification: Equatable, Sendable {
    /// Speak this text (a notification appeared, a task finished).
    case announcement(String)
    /// A new screen is up (a splash went away, a modal view appeared).
    case screenChanged
    /// Some elements appeared, went or moved on the current screen.
    case layoutChanged
}

/// One thing an assistive technology can read and act on: a ``View`` (when its
/// ``View/isAccessibilityElement`` is true) or an ``AccessibilityElement`` standing for a part
/// of a view.
@MainActor
public protocol AccessibilityItem: AnyObject {
    /// What it is, in a few words ("Play", "Download finished").
    var accessibilityLabel: String? { get }
    /// Its current value ("40%", "on").
    var accessibilityValue: String? { get }
    /// What activating it does, when that is not obvious.
    var accessibilityHint: String? { get }
    /// Its traits.
    var accessibilityTraits: AccessibilityTraits { get }
    /// Where it is, in window coordinates.
    var accessibilityFrame: Rect { get }
    /// Raises an adjustable item's value by one step.
    func accessibilityIncrement()
    /// Lowers an adjustable item's value by one step.
    func accessibilityDecrement()
    /// Does what a tap would; returns false when it does nothing.
    func accessibilityActivate() -> Bool
    /// Its value as a number with its range, for items that have one (sliders, progress).
    var accessibilityNumericValue: AccessibilityNumericValue? { get }
    /// Moves the value to `value` (clamped) as the user's own change would, sending
    /// valueChanged; returns false when the item's value cannot be set.
    func accessibilitySetNumericValue(_ value: Double) -> Bool
}

/// An accessibility element that is not a view: a part of a view (each knob of a range slider)
/// that assistive technologies treat on its own (UIAccessibilityElement).
@MainActor
open class AccessibilityElement: AccessibilityItem {
    /// The view the element belongs to; ``frameInContainer`` is in its coordinates.
    public weak var container: View?
    /// A short name for the element ("Minimum price"), read first.
    open var accessibilityLabel: String?
    /// The element's current value ("12"), read after the label.
    open var accessibilityValue: String?
    /// What activating or adjusting the element does, read last.
    open var accessibilityHint: String?
    /// What the element is and how it behaves.
    open var accessibilityTraits: AccessibilityTraits = []
    /// The element's frame in its container's coordinates.
    open var frameInContainer: Rect = .zero
    /// Called by ``accessibilityIncrement()``.
    open var onIncrement: (() -> Void)?
    /// Called by ``accessibilityDecrement()``.
    open var onDecrement: (() -> Void)?
    /// Called by ``accessibilityActivate()``; returns whether it acted.
    open var onActivate: (() -> Bool)?
    /// The element's numeric value and range, when it has one (a knob's position).
    open var accessibilityNumericValue: AccessibilityNumericValue?
    /// Called by ``accessibilitySetNumericValue(_:)``; returns whether it could set the value.
    open var onSetNumericValue: ((Double) -> Bool)?

    /// An element of `container`.
    public init(container: View) {
        self.container = container
    }

    /// ``frameInContainer`` in window coordinates (itself when the container is gone).
    open var accessibilityFrame: Rect {
        container?.convert(frameInContainer, to: nil) ?? frameInContainer
    }

    /// Raises the value, as an assistive technology's increment action does: calls ``onIncrement``.
    open func accessibilityIncrement() { onIncrement?() }
    /// Lowers the value, as an assistive technology's decrement action does: calls ``onDecrement``.
    open func accessibilityDecrement() { onDecrement?() }
    /// Activates the element through ``onActivate``; false when there is none or it did not act.
    open func accessibilityActivate() -> Bool { onActivate?() ?? false }
    /// Sets the value through ``onSetNumericValue``; false when there is none or it refused.
    open func accessibilitySetNumericValue(_ value: Double) -> Bool { onSetNumericValue?(value) ?? false }
}

/// The bridge to assistive technologies: posted notifications and the elements of a screen.
///
/// Linux has no VoiceOver here: an app (or a test) that speaks or checks accessibility sets
/// ``observer`` and reads ``elements(in:)``, which lists what a screen reader would visit.
@MainActor
public enum Accessibility {
    /// Receives every posted notification; nil (the default) drops them.
    public static var observer: ((AccessibilityNotification) -> Void)?
    /// Observers added beside ``observer`` (a bridge to the desktop's accessibility bus), which
    /// an app setting ``observer`` must not silence.
    private static var observers: [(token: Int, body: (AccessibilityNotification) -> Void)] = []
    private static var lastObserverToken = 0

    /// Tells assistive technologies something happened (UIAccessibility.post).
    public static func post(_ notification: AccessibilityNotification) {
        observer?(notification)
        for o in observers { o.body(notification) }
    }

    /// Adds an observer of every posted notification, told after ``observer``; returns a token
    /// for ``removeObserver(_:)``.
    public static func addObserver(_ body: @escaping (AccessibilityNotification) -> Void) -> Int {
        lastObserverToken += 1
        observers.append((lastObserverToken, body))
        return lastObserverToken
    }

    /// Removes an observer added with ``addObserver(_:)``.
    public static func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// The accessibility items under `view`, in reading order: subviews in order, depth first.
    /// Hidden and fully transparent views are skipped with their subviews. A view that is an
    /// element stands for its whole subtree; a view with ``View/accessibilityElements`` is
    /// replaced by them.
    public static func elements(in view: View) -> [any AccessibilityItem] {
        var items: [any AccessibilityItem] = []
        collect(view, into: &items)
        return items
    }

    private static func collect(_ view: View, into items: inout [any AccessibilityItem]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if let elements = view.accessibilityElements {
            items.append(contentsOf: elements as [any AccessibilityItem])
            return
        }
        if view.isAccessibilityElement {
            items.append(view)
            return
        }
        for sub in view.subviews { collect(sub, into: &items) }
    }
}

extension View: AccessibilityItem {
    /// The view's bounds in window coordinates.
    public var accessibilityFrame: Rect { convert(bounds, to: nil) }
}
