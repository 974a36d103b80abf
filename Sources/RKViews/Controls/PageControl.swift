import RKGeometry
import RKGraphics

/// A row of dots, one per page, with the current page's dot highlighted (UIPageControl).
///
/// The dots are centered in the bounds. A tap to the left of the current page's dot moves one
/// page back, a tap to its right one page forward; when the page changes the control sends
/// `valueChanged`. Setting ``currentPage`` in code sends nothing.
///
/// With ``hidesForSinglePage`` and one page or none, the control draws nothing and lets
/// touches through.
@MainActor
open class PageControl: Control {
    /// The diameter of a dot, in points.
    public static let indicatorDiameter = 7.0
    /// The distance between the centers of neighbouring dots, in points.
    public static let indicatorSpacing = 16.0

    /// The number of pages (never negative); ``currentPage`` is clamped when it shrinks.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = clamp(currentPage)
            setNeedsDisplay()
        }
    }

    /// The current page, always within `0..<numberOfPages` (0 when there are no pages).
    public var currentPage = 0 {
        didSet {
            currentPage = clamp(currentPage)
            if !defersCurrentPageDisplay { displayedPage = currentPage }
        }
    }

    /// When true, the control draws nothing (and ignores touches) with fewer than two pages.
    public var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// When true, a tap changes ``currentPage`` but the dots keep showing the old page until
    /// ``updateCurrentPageDisplay()`` (false by default).
    public var defersCurrentPageDisplay = false

    /// The color of the dots of other pages.
    public var pageIndicatorTintColor = TextInputTheme.pageIndicator {
        didSet { setNeedsDisplay() }
    }

    /// The color of the current page's dot.
    public var currentPageIndicatorTintColor = TextInputTheme.currentPageIndicator {
        didSet { setNeedsDisplay() }
    }

    /// The page whose dot is drawn as current.
    private var displayedPage = 0 {
        didSet { if oldValue != displayedPage { setNeedsDisplay() } }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
        accessibilityLabel = localized("Page")
    }

    /// The current page, counted from 1, among ``numberOfPages``; read only (assistive
    /// technologies turn pages with increment and decrement).
    open override var accessibilityNumericValue: AccessibilityNumericValue? {
        guard numberOfPages > 0 else { return nil }
        return AccessibilityNumericValue(current: Double(currentPage + 1), minimum: 1, maximum: Double(numberOfPages), step: 1)
    }

    /// The value set, else "page 2 of 5".
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (numberOfPages > 0 ? String(format: localized("page %d of %d"), currentPage + 1, numberOfPages) : nil) }
        set { super.accessibilityValue = newValue }
    }

    /// Goes to the next page, sending valueChanged, as a tap right of the current dot does.
    open override func accessibilityIncrement() { turnForAccessibility(by: 1) }

    /// Goes to the previous page, sending valueChanged.
    open override func accessibilityDecrement() { turnForAccessibility(by: -1) }

    /// While focused, Left and Right (Up and Down too) turn to the neighbouring page, Home and
    /// End to the first and last, each change sending valueChanged as a tap does.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard isEnabled, key.modifiers.isEmpty else { return false }
        switch key.code {
        case .left, .up: turnForAccessibility(by: -1)
        case .right, .down: turnForAccessibility(by: 1)
        case .home: turnForAccessibility(by: -currentPage)
        case .end: turnForAccessibility(by: numberOfPages - 1 - currentPage)
        default: return false
        }
        return true
    }

    private func turnForAccessibility(by delta: Int) {
        guard isEnabled, numberOfPages > 0 else { return }
        let before = currentPage
        currentPage = Swift.max(0, Swift.min(currentPage + delta, numberOfPages - 1))
        if currentPage != before {
            updateCurrentPageDisplay()
            sendActions(for: .valueChanged)
        }
    }

    /// Shows ``currentPage`` after changes made with ``defersCurrentPageDisplay``.
    public func updateCurrentPageDisplay() {
        displayedPage = currentPage
    }

    /// The size needed to show `pageCount` dots.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let n = Double(Swift.max(0, pageCount))
        let width = n == 0 ? 0 : (n - 1) * Self.indicatorSpacing + Self.indicatorDiameter
        return Size(width: width, height: Self.indicatorDiameter)
    }

    /// True when the control currently shows nothing because of ``hidesForSinglePage``.
    public var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The center of the dot of `page`, in the control's coordinates.
    public func indicatorCenter(forPage page: Int) -> Point {
        let total = size(forNumberOfPages: numberOfPages).width
        let x = bounds.midX - total / 2 + Self.indicatorDiameter / 2 + Double(page) * Self.indicatorSpacing
        return Point(x: x, y: bounds.midY)
    }

    open override func point(inside point: Point, with event: Event?) -> Bool {
        !isHiddenForSinglePage && super.point(inside: point, with: event)
    }

    // MARK: Tracking

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, numberOfPages > 0 else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        // Compare with the dot that is shown, as the user sees it.
        let current = indicatorCenter(forPage: displayedPage)
        let target = clamp(p.x < current.x ? displayedPage - 1 : displayedPage + 1)
        guard target != currentPage else { return }
        currentPage = target
        sendActions(for: .valueChanged, with: event)
    }

    private func clamp(_ page: Int) -> Int {
        Swift.max(0, Swift.min(page, numberOfPages - 1))
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard numberOfPages > 0, !isHiddenForSinglePage else { return }
        let r = Self.indicatorDiameter / 2
        // Only the dots inside the area drawn: with millions of pages (or Int.max) the loop
        // stays as short as the control is wide.
        let x0 = indicatorCenter(forPage: 0).x
        let firstVisible = ((rect.minX - x0 - r) / Self.indicatorSpacing).rounded(.down)
        let lastVisible = ((rect.maxX - x0 + r) / Self.indicatorSpacing).rounded(.up)
        guard firstVisible.isFinite, lastVisible.isFinite, lastVisible >= 0,
              firstVisible <= Double(numberOfPages - 1) else { return }
        let first = Int(Swift.max(0, firstVisible))
        let last = Int(Swift.min(Double(numberOfPages - 1), lastVisible))
        guard first <= last else { return }
        for page in first...last {
            let c = indicatorCenter(forPage: page)
            let color = page == displayedPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
            canvas.fill(Path(ellipseIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: color)
        }
    }
}
