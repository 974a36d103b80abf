import RKGeometry

/// The order Tab visits a window's views in, and which views it may visit.
///
/// Reading order: the candidates are sorted by their top edge and gathered into lines, a view
/// joining the line when its top lies above the middle of the line's first view (so that a
/// button a few points lower than its neighbour stays on its line); lines go top to bottom,
/// and each line left to right. Focus groups (``View/focusGroupIdentifier``, inherited from
/// the nearest ancestor that has one) are then pulled together: every member of a group comes
/// right after the group's first member, in reading order among themselves.
@MainActor
enum FocusTraversal {
    /// The views of `window` that Tab visits, in order.
    static func order(in window: Window) -> [View] {
        guard !window.isHidden, !isUnderModalAlert(window) else { return [] }
        var found: [(view: View, rect: Rect, group: String?)] = []
        func walk(_ v: View, group: String?) {
            for s in v.subviews where !s.isHidden && s.alpha >= 0.01 && s.isUserInteractionEnabled {
                let g = s.focusGroupIdentifier ?? group
                if s.canBecomeFocused, isOnScreen(s, in: window) {
                    // Layers refuse non-finite frames, but a transform can still overflow: such a
                    // view has no place in reading order.
                    let rect = s.convert(s.bounds, to: window)
                    if rect.isFinite { found.append((s, rect, g)) }
                }
                walk(s, group: g)
            }
        }
        walk(window, group: window.focusGroupIdentifier)
        let sorted = readingOrder(found.map { ($0.view, $0.rect) })
        let groups = Dictionary(found.map { (ObjectIdentifier($0.view), $0.group) }, uniquingKeysWith: { a, _ in a })
        var out: [View] = []
        var emitted: Set<String> = []
        for v in sorted {
            guard let g = groups[ObjectIdentifier(v)] ?? nil else {
                out.append(v)
                continue
            }
            guard emitted.insert(g).inserted else { continue }
            out.append(contentsOf: sorted.filter { (groups[ObjectIdentifier($0)] ?? nil) == g })
        }
        return out
    }

    /// `items` (views with their rectangles in one coordinate space) in reading order.
    static func readingOrder(_ items: [(View, Rect)]) -> [View] {
        let byTop = items.enumerated().sorted { a, b in
            a.element.1.minY != b.element.1.minY ? a.element.1.minY < b.element.1.minY
                : a.element.1.minX != b.element.1.minX ? a.element.1.minX < b.element.1.minX : a.offset < b.offset
        }.map(\.element)
        var lines: [[(View, Rect)]] = []
        for item in byTop {
            if let first = lines.last?.first, item.1.minY < first.1.midY {
                lines[lines.count - 1].append(item)
            } else {
                lines.append([item])
            }
        }
        return lines.flatMap { line in line.enumerated().sorted { a, b in
            a.element.1.minX != b.element.1.minX ? a.element.1.minX < b.element.1.minX : a.offset < b.offset
        }.map(\.element.0) }
    }

    /// Whether `view` can take focus in `window` now: it says it can, and neither it nor an
    /// ancestor is hidden, transparent or closed to interaction, and it is on the window.
    static func canFocus(_ view: View, in window: Window) -> Bool {
        guard view !== window, view.canBecomeFocused else { return false }
        var v: View? = view
        while let c = v, c !== window {
            if c.isHidden || c.alpha < 0.01 || !c.isUserInteractionEnabled { return false }
            v = c.superview
        }
        return v === window && isOnScreen(view, in: window)
    }

    /// Whether `view` shows on `window`: its rectangle meets the window's bounds. A view inside
    /// a scroll view counts as showing when the scroll view does, as focusing it scrolls it into
    /// view.
    static func isOnScreen(_ view: View, in window: Window) -> Bool {
        var probe = view
        var s = view.superview
        while let c = s, c !== window {
            if c is ScrollView {
                probe = c
                break
            }
            s = c.superview
        }
        let r = probe.convert(probe.bounds, to: window)
        return r.isFinite && !r.isEmpty && r.intersects(window.bounds)
    }

    /// Whether an alert shows over `window` in its scene: a visible window at the alert level
    /// (below the on-screen keyboard's) in front of it. Its views are out of reach until the
    /// alert goes; the alert's window has the keys meanwhile.
    static func isUnderModalAlert(_ window: Window) -> Bool {
        guard let scene = window.windowScene, let i = scene.windows.firstIndex(where: { $0 === window }) else { return false }
        return scene.windows[(i + 1)...].contains { w in
            !w.isHidden && w.windowLevel >= .alert && w.windowLevel < .keyboard && w.windowLevel > window.windowLevel
        }
    }
}
