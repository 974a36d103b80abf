import RKGeometry

extension View {
    /// The part of the view that bars and overlays of its window leave free, as insets from its
    /// edges (UIView.safeAreaInsets): the status bar of the window's scene counts
    /// and so does the on-screen keyboard where it covers the window. Zero outside a window. Computed, so it is always
    /// current; a view laid out from it lays out again when the window's insets change.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return EdgeInsets() }
        let windowInsets = window.windowSafeAreaInsets
        guard windowInsets != EdgeInsets() else { return EdgeInsets() }
        let b = window.bounds
        let safe = Rect(x: b.minX + windowInsets.left, y: b.minY + windowInsets.top,
                        width: b.width - windowInsets.left - windowInsets.right,
                        height: b.height - windowInsets.top - windowInsets.bottom)
        let mine = convert(bounds, to: window)
        guard mine.isFinite, safe.isFinite else { return EdgeInsets() }
        return EdgeInsets(top: Swift.max(0, safe.minY - mine.minY), left: Swift.max(0, safe.minX - mine.minX),
                          bottom: Swift.max(0, mine.maxY - safe.maxY), right: Swift.max(0, mine.maxX - safe.maxX))
    }
}

extension View {
    /// The rectangle, in the view's coordinates, inside its layout margins (what UIKit's
    /// `layoutMarginsGuide.layoutFrame` is): the bounds inset by ``layoutMargins`` and, when
    /// ``insetsLayoutMarginsFromSafeArea`` is set, by the safe area first.
    public var layoutMarginsRect: Rect {
        let safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : EdgeInsets()
        let m = layoutMargins
        let r = Rect(x: bounds.minX + safe.left + m.left, y: bounds.minY + safe.top + m.top,
                     width: bounds.width - safe.left - safe.right - m.left - m.right,
                     height: bounds.height - safe.top - safe.bottom - m.top - m.bottom)
        return r.width >= 0 && r.height >= 0 ? r : Rect(x: r.midX, y: r.midY, width: 0, height: 0)
    }
}

extension Window {
    /// The window's own safe-area insets: the status bar while it is shown in the window's scene
    /// (every window of the scene counts it, whichever is key), and the on-screen keyboard.
    var windowSafeAreaInsets: EdgeInsets {
        let app = Application.shared
        let statusBar = !app.isStatusBarHidden && windowScene != nil && app.statusBarWindow?.windowScene === windowScene
        var insets = statusBar ? EdgeInsets(top: Window.statusBarHeight) : EdgeInsets()
        if let kb = Application.shared.keyboardPresenter.coveredFrame(for: self) {
            // The on-screen keyboard covers the window's bottom.
            insets.bottom = Swift.max(0, frame.maxY - kb.minY)
        }
        return insets
    }
}
