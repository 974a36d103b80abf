import RKGeometry
import RKGraphics

/// Shows a context menu in one window: its panels (the menu and any open submenus) on a
/// transparent overlay that closes the menu when clicked outside them, with keyboard and
/// pointer navigation. Kept on the window as an attachment.
@MainActor
final class ContextMenuPresenter {
    /// A line of a menu panel.
    enum Row {
        case action(Action)
        case submenu(Menu)
        case separator
    }

    private(set) weak var window: Window?
    /// Whoever opened the menu (an interaction), so that only it closes it.
    private(set) weak var owner: AnyObject?
    let overlay = ContextMenuOverlayView(frame: .zero)
    private(set) var panels: [ContextMenuPanelView] = []
    private var onEnd: (() -> Void)?

    /// How close panels come to the window's edges.
    static let margin = 4.0

    init(window: Window) {
        self.window = window
        overlay.presenter = self
    }

    var isShowing: Bool { overlay.superview != nil }

    /// Whether `key` opens the focused view's context menu: the Menu key, or Shift-F10.
    static func opensMenu(_ key: KeyboardKey) -> Bool {
        switch key.code {
        case .other("menu"), .other("application"): return true
        case .function(10): return key.modifiers == [.shift]
        default: return false
        }
    }

    /// The rows a menu shows: hidden entries left out, inline menus flattened between
    /// separators, no separator first, last or twice.
    static func visibleEntries(of menu: Menu) -> [Row] {
        var rows: [Row] = []
        func separate() {
            if let last = rows.last, case .separator = last { return }
            if !rows.isEmpty { rows.append(.separator) }
        }
        for child in menu.children {
            if let action = child as? Action {
                if !action.attributes.contains(.hidden) { rows.append(.action(action)) }
            } else if let sub = child as? Menu {
                if sub.options.contains(.displayInline) {
                    let inner = visibleEntries(of: sub)
                    guard !inner.isEmpty else { continue }
                    separate()
                    rows += inner
                    separate()
                } else if !visibleEntries(of: sub).isEmpty {
                    rows.append(.submenu(sub))
                }
            }
        }
        while let last = rows.last, case .separator = last { rows.removeLast() }
        return rows
    }

    // MARK: Showing and closing

    /// Shows `menu` with its top left corner at `point` (window coordinates), or wherever it
    /// fits. `onEnd` runs when it closes.
    func show(_ menu: Menu, at point: Point, owner: AnyObject, onEnd: @escaping () -> Void) {
        guard let window else { return }
        if isShowing { dismiss() }
        self.owner = owner
        self.onEnd = onEnd
        overlay.frame = window.bounds
        window.addSubview(overlay)
        window.hideToolTip()
        let panel = makePanel(for: menu)
        place(panel, at: point, besides: nil)
        panels = [panel]
        overlay.addSubview(panel)
        Accessibility.post(.screenChanged)
    }

    /// Closes the menu and every submenu.
    func dismiss() {
        guard isShowing else { return }
        for p in panels { p.removeFromSuperview() }
        panels = []
        overlay.removeFromSuperview()
        owner = nil
        let end = onEnd
        onEnd = nil
        end?()
    }

    private func makePanel(for menu: Menu) -> ContextMenuPanelView {
        let panel = ContextMenuPanelView(menu: menu, rows: Self.visibleEntries(of: menu))
        panel.presenter = self
        panel.accessibilityPopupFor = (owner as? any Interaction)?.view
        return panel
    }

    /// Puts a panel at `point`, or for a submenu beside its parent's row, inside the window.
    private func place(_ panel: ContextMenuPanelView, at point: Point, besides parentRow: Rect?) {
        guard let window else { return }
        let area = window.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var size = panel.preferredSize
        size.width = Swift.min(size.width, Swift.max(0, area.width))
        size.height = Swift.min(size.height, Swift.max(0, area.height))
        var x = point.x, y = point.y
        if let row = parentRow {
            // To the right of the parent panel, its first row level with the parent's row; to
            // the left when there is no room on the right.
            x = row.maxX - 2
            y = row.minY - ContextMenuPanelView.verticalPadding
            // Neither side has room: the right, shifted left over the parent as far as needed.
            if x + size.width > area.maxX, row.minX - size.width + 2 >= area.minX { x = row.minX - size.width + 2 }
        } else {
            if x + size.width > area.maxX { x = point.x - size.width }
            if y + size.height > area.maxY { y = point.y - size.height }
        }
        x = Swift.min(Swift.max(x, area.minX), Swift.max(area.minX, area.maxX - size.width))
        y = Swift.min(Swift.max(y, area.minY), Swift.max(area.minY, area.maxY - size.height))
        panel.frame = Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: Choosing

    /// Chooses the row `index` of `panel`: runs an action (after closing the menu, as UIKit
    /// does), or opens a submenu.
    func activate(row index: Int, in panel: ContextMenuPanelView, fromKeyboard: Bool = false) {
        guard panel.rows.indices.contains(index) else { return }
        switch panel.rows[index] {
        case .action(let action):
            guard action.isEnabled else { return }
            if action.attributes.contains(.keepsMenuPresented) {
                action.handler(action)
                panel.setNeedsDisplay()
            } else {
                dismiss()
                action.handler(action)
            }
        case .submenu:
            openSubmenu(at: index, in: panel, highlightFirst: fromKeyboard)
        case .separator:
            break
        }
    }

    /// Opens the submenu of row `index` of `panel`, closing deeper ones.
    func openSubmenu(at index: Int, in panel: ContextMenuPanelView, highlightFirst: Bool) {
        guard let level = panels.firstIndex(where: { $0 === panel }), panel.rows.indices.contains(index),
              case .submenu(let menu) = panel.rows[index] else { return }
        if panels.count > level + 1, panels[level + 1].menu === menu {
            if highlightFirst { panels[level + 1].moveHighlight(by: 1, from: nil) }
            return
        }
        closeSubmenus(deeperThan: level)
        let sub = makePanel(for: menu)
        place(sub, at: .zero, besides: panel.convert(panel.rowRect(index), to: overlay))
        overlay.addSubview(sub)
        panels.append(sub)
        if highlightFirst { sub.moveHighlight(by: 1, from: nil) }
    }

    private func closeSubmenus(deeperThan level: Int) {
        while panels.count > level + 1 { panels.removeLast().removeFromSuperview() }
    }

    // MARK: Input

    /// Keys while the menu shows; all of them stop here, as a desktop menu grabs the keyboard.
    func handle(_ press: Press) -> Bool {
        guard let panel = panels.last else { return false }
        switch press.key.code {
        case .down: panel.moveHighlight(by: 1, from: panel.highlightedRow)
        case .up: panel.moveHighlight(by: -1, from: panel.highlightedRow)
        case .home: panel.moveHighlight(by: 1, from: nil)
        case .end: panel.moveHighlight(by: -1, from: nil)
        case .right:
            if let row = panel.highlightedRow, case .submenu = panel.rows[row] {
                openSubmenu(at: row, in: panel, highlightFirst: true)
            }
        case .left:
            if panels.count > 1 { closeSubmenus(deeperThan: panels.count - 2) }
        case .escape:
            if panels.count > 1 { closeSubmenus(deeperThan: panels.count - 2) } else { dismiss() }
        case .return, .keypadEnter, .space:
            if let row = panel.highlightedRow { activate(row: row, in: panel, fromKeyboard: true) }
        default:
            break
        }
        return true
    }

    /// The pointer moved to `point` (window coordinates) with no button down: the row under it
    /// is highlighted, and a submenu row opens its submenu.
    func hover(at point: Point?) {
        guard let point, let window else { return }
        for (level, panel) in panels.enumerated().reversed() {
            let local = panel.convert(point, from: window)
            guard panel.bounds.contains(local) else { continue }
            let row = panel.row(at: local)
            panel.highlight(row)
            if let row, case .submenu = panel.rows[row] {
                openSubmenu(at: row, in: panel, highlightFirst: false)
            } else {
                closeSubmenus(deeperThan: level)
            }
            return
        }
    }

    /// A secondary or middle click while the menu shows: on a row it chooses it, elsewhere it
    /// closes the menu.
    func pointerButton(at point: Point) {
        guard let window else { return }
        for panel in panels.reversed() {
            let local = panel.convert(point, from: window)
            if panel.bounds.contains(local) {
                if let row = panel.row(at: local) { activate(row: row, in: panel) }
                return
            }
        }
        dismiss()
    }
}

/// The transparent layer under a context menu's panels: a touch on it (outside the panels)
/// closes the menu and goes no further, as clicking outside a desktop popup does.
@MainActor
final class ContextMenuOverlayView: View {
    weak var presenter: ContextMenuPresenter?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        presenter?.dismiss()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
}
