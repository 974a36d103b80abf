import Foundation
import RKGeometry
import RKViews

/// The accessibility model as AT-SPI2 sees it: the application, its top-level windows, and in
/// them the views and elements of ``/RKViews/Accessibility``, with their roles, names, states,
/// values, text and geometry. Everything is read from the live views when asked; nothing is
/// copied, so the tree is never out of date. No bus is needed: tests read it directly.
///
/// Which views become objects: elements (``/RKViews/View/isAccessibilityElement``), views that
/// stand aside for elements (each element is then a child), modal views, scroll views, and
/// named groups. Other views are looked through: their children take their place. Hidden and
/// fully transparent views are left out with their subviews, and a modal view hides its
/// siblings.
@MainActor
final class AccessibleTree {
    /// The top-level windows, in the order they were added.
    var frames: [AccessibleWindow] = []
    /// The application's name.
    var applicationName: String
    /// Object paths.
    let table = AccessibleObjectTable()

    init(applicationName: String) {
        self.applicationName = applicationName
    }

    // MARK: Items and elements

    /// Each container's elements, read once while ``withElementCache(_:)`` runs: comparing the
    /// whole tree asks a container for them many times, and some build them afresh each time.
    private var elementCache: [ObjectIdentifier: [AccessibilityElement]?]?
    /// Each view's links, read once while ``withElementCache(_:)`` runs (views build them afresh).
    private var linkCache: [ObjectIdentifier: [AccessibilityLink]]?

    /// Runs `body` with each container's elements and links read once.
    func withElementCache<T>(_ body: () -> T) -> T {
        elementCache = [:]
        linkCache = [:]
        defer {
            elementCache = nil
            linkCache = nil
        }
        return body()
    }

    /// The links in `view`'s text (none for a view that is not an element: its links would have
    /// no text to lie in).
    func links(of view: View) -> [AccessibilityLink] {
        guard view.isAccessibilityElement else { return [] }
        guard linkCache != nil else { return view.accessibilityLinks }
        let key = ObjectIdentifier(view)
        if let cached = linkCache?[key] { return cached }
        let links = view.accessibilityLinks
        linkCache?[key] = links
        return links
    }

    /// The elements `view` stands aside for, if any.
    func elements(of view: View) -> [AccessibilityElement]? {
        guard elementCache != nil else { return view.accessibilityElements }
        let key = ObjectIdentifier(view)
        if let cached = elementCache?[key] { return cached }
        let elements = view.accessibilityElements
        elementCache?[key] = .some(elements)
        return elements
    }

    /// The accessibility item `node` stands for: the view itself, or the element.
    func item(of node: AccessibleNode) -> (any AccessibilityItem)? {
        switch node {
        case .application, .frame: nil
        case .view(let v): v
        case .element(let container, let index):
            elements(of: container).flatMap { $0.indices.contains(index) ? $0[index] : nil }
        case .link(let container, let index):
            links(of: container).indices.contains(index) ? links(of: container)[index] : nil
        }
    }

    /// The link `node` stands for, when it is one.
    func link(of node: AccessibleNode) -> AccessibilityLink? {
        if case .link = node { return item(of: node) as? AccessibilityLink }
        return nil
    }

    // MARK: Structure

    /// The children of `node`, in reading order.
    func children(of node: AccessibleNode) -> [AccessibleNode] {
        switch node {
        case .application:
            return frames.map { .frame($0) }
        case .frame(let f):
            return f.shownContents.map { .view($0.window) }
        case .element, .link:
            return []
        case .view(let v):
            if let elements = elements(of: v) { return elements.indices.map { .element(v, $0) } }
            if v.isAccessibilityElement {
                return links(of: v).indices.map { .link(v, $0) } + controls(inCell: v).map { .view($0) }
            }
            var found: [AccessibleNode] = []
            collect(v, into: &found)
            // A modal view hides its siblings (UIKit's accessibilityViewIsModal).
            if let modal = found.last(where: { if case .view(let m) = $0 { m.accessibilityViewIsModal } else { false } }) {
                return [modal]
            }
            if v is TableView || v is CollectionView { return AccessibleTree.inReadingOrder(found) }
            return found
        }
    }

    /// The controls a cell holds (a switch as its accessory view): a cell is one element, as in
    /// UIKit, but a desktop screen reader reaches a control in a row as a child of the row (as
    /// in a GTK list box), where Tab's focus lands too. None for other views.
    func controls(inCell view: View) -> [View] {
        guard view is TableViewCell || view is CollectionViewCell else { return [] }
        var found: [View] = []
        func walk(_ v: View) {
            for sub in v.subviews where AccessibleTree.shows(sub) {
                if sub is Control, sub.isAccessibilityElement { found.append(sub) } else { walk(sub) }
            }
        }
        walk(view)
        return found
    }

    /// The cell that holds `control` as one of its ``controls(inCell:)``, if any.
    func cell(holding control: View) -> View? {
        guard control is Control else { return nil }
        var s = control.superview
        while let candidate = s {
            if candidate is TableViewCell || candidate is CollectionViewCell { return candidate }
            if isObject(candidate) { return nil }
            s = candidate.superview
        }
        return nil
    }

    /// Views in reading order, top to bottom then left to right: a list reuses its cells, so
    /// the order of its subviews says nothing about the order of its rows.
    static func inReadingOrder(_ nodes: [AccessibleNode]) -> [AccessibleNode] {
        func origin(_ node: AccessibleNode) -> (Double, Double) {
            guard case .view(let v) = node else { return (0, 0) }
            return (v.frame.minY, v.frame.minX)
        }
        return nodes.enumerated().sorted { a, b in
            let pa = origin(a.element), pb = origin(b.element)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }

    private func collect(_ view: View, into found: inout [AccessibleNode]) {
        for sub in view.subviews where AccessibleTree.shows(sub) {
            if isObject(sub) {
                found.append(.view(sub))
            } else {
                collect(sub, into: &found)
            }
        }
    }

    /// Whether `view` shows (hidden and fully transparent views do not, with their subviews).
    static func shows(_ view: View) -> Bool {
        !view.isHidden && view.alpha > 0
    }

    /// Whether `view` is an object of its own rather than looked through.
    func isObject(_ view: View) -> Bool {
        if view is Window || view.isAccessibilityElement || view.accessibilityViewIsModal { return true }
        if elements(of: view) != nil || view is ScrollView { return true }
        return !(view.accessibilityLabel ?? "").isEmpty
    }

    /// The parent of `node`; nil for the application (its parent is the desktop) and for views
    /// outside every exported window.
    func parent(of node: AccessibleNode) -> AccessibleNode? {
        switch node {
        case .application:
            return nil
        case .frame:
            return .application
        case .element(let container, _), .link(let container, _):
            return .view(container)
        case .view(let v):
            if let w = v as? Window {
                return frames.first { $0.placement(of: w) != nil }.map { .frame($0) }
            }
            var s = v.superview
            while let candidate = s {
                if isObject(candidate) { return .view(candidate) }
                s = candidate.superview
            }
            return nil
        }
    }

    /// The index of `node` among its parent's children; -1 when it has none.
    func indexInParent(of node: AccessibleNode) -> Int {
        guard let p = parent(of: node) else { return -1 }
        return children(of: p).firstIndex { $0.isSame(as: node) } ?? -1
    }

    // MARK: Description

    /// What the node is.
    func role(of node: AccessibleNode) -> AccessibleRole {
        switch node {
        case .application: return .application
        case .frame: return .frame
        case .link: return .link
        case .element(let container, _):
            if container is SegmentedControl { return .pageTab }
            return AccessibleTree.role(forTraits: item(of: node)?.accessibilityTraits ?? [], isContainer: false)
        case .view(let v):
            if v is Window { return .panel }
            if v.accessibilityViewIsModal { return isAlertPanel(v) ? .alert : .dialog }
            if let field = v as? TextField { return field.isSecureTextEntry ? .passwordText : .entry }
            if v is TextView { return .text }
            if v is Switch { return .checkBox }
            if v is SegmentedControl { return .pageTabList }
            if v is Slider { return v.accessibilityTraits.contains(.updatesFrequently) ? .progressBar : .slider }
            if v is ProgressView { return .progressBar }
            if v is TableView || v is CollectionView { return .list }
            if v is TableViewCell || v is CollectionViewCell { return .listItem }
            if v is ScrollView { return .scrollPane }
            // A view that stands aside for elements groups them, whatever its own traits: a menu
            // when they are its entries.
            if let parts = elements(of: v) {
                return parts.contains { $0.accessibilityTraits.contains(.menuItem) } ? .menu : .panel
            }
            return AccessibleTree.role(forTraits: v.accessibilityTraits, isContainer: !v.isAccessibilityElement)
        }
    }

    /// The role traits give an item of no more specific class: links, toggles, buttons,
    /// adjustables, headings, pictures, text; a container with none is a panel, an element with
    /// none a label.
    static func role(forTraits traits: AccessibilityTraits, isContainer: Bool) -> AccessibleRole {
        if traits.contains(.menuItem) { return .menuItem }
        if traits.contains(.link) { return .link }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.header) { return .heading }
        if traits.contains(.allowsDirectInteraction) { return .canvas }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .label }
        if traits.contains(.updatesFrequently) { return .progressBar }
        return isContainer ? .panel : .label
    }

    /// Whether `view` is the panel of the alert its scene presents.
    private func isAlertPanel(_ view: View) -> Bool {
        guard let alert = view.window?.windowScene?.presentedAlert else { return false }
        return alert.panel === view
    }

    /// The node's name: the application's, a window's title, the text of the views that label
    /// an item (``/RKViews/View/accessibilityLabelledBy``), else its own label.
    func name(of node: AccessibleNode) -> String {
        switch node {
        case .application: applicationName
        case .frame(let f): f.title
        case .view(let v):
            // A control in a row with no name of its own is named by the row ("Airplane Mode").
            nameFromLabels(of: node) ?? nonEmpty(v.accessibilityLabel) ?? cell(holding: v)?.accessibilityLabel ?? ""
        case .element, .link: item(of: node)?.accessibilityLabel ?? ""
        }
    }

    private func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }

    /// The node's description: an item's value when no interface carries it, or when it says
    /// more than its number (a Cover Flow's title, "page 2 of 5"), then its hint (or its tooltip).
    func description(of node: AccessibleNode) -> String {
        guard let item = item(of: node) else { return "" }
        var parts: [String] = []
        // A link's value is its URL, which Hyperlink gives.
        if let value = item.accessibilityValue, !value.isEmpty, !hasText(node), !isCheckable(node), link(of: node) == nil,
           item.accessibilityNumericValue == nil || value.contains(where: \.isLetter) {
            parts.append(value)
        }
        if let hint = item.accessibilityHint, !hint.isEmpty {
            parts.append(hint)
        } else if let tip = (item as? View)?.toolTip, !tip.isEmpty {
            // A tooltip says what a hint would: screen readers read it as the description.
            parts.append(tip)
        }
        return parts.joined(separator: ", ")
    }

    private func isCheckable(_ node: AccessibleNode) -> Bool {
        let r = role(of: node)
        return r == .checkBox || r == .toggleButton
    }

    /// The node's states.
    func states(of node: AccessibleNode) -> AccessibleStates {
        switch node {
        case .application:
            return []
        case .frame(let f):
            var s: AccessibleStates = [.enabled, .sensitive, .showing, .visible]
            if f.isActive() { s.insert(.active) }
            return s
        case .view, .element, .link:
            guard let item = item(of: node) else { return [] }
            let r = role(of: node)
            let traits = item.accessibilityTraits
            var s: AccessibleStates = [.visible]
            var enabled = !traits.contains(.notEnabled)
            if case .view(let v) = node, let control = v as? Control { enabled = enabled && control.isEnabled }
            if enabled { s.formUnion([.enabled, .sensitive]) }
            if isShowing(node) { s.insert(.showing) }
            let view: View? = if case .view(let v) = node { v } else { nil }
            // A window taking keys for its alert (Return, Escape) is not a focus a user moves to.
            if r.isInteractive || (view?.canBecomeFirstResponder == true && !(view is Window)) { s.insert(.focusable) }
            if let view, !(view is Window), hasFocus(view), !links(of: view).contains(where: \.isFocused) {
                s.insert(.focused)
            }
            // A focused view with links passes the focus to the link the keyboard is on.
            if case .link(let container, _) = node, link(of: node)?.isFocused == true, isFocused(container) {
                s.insert(.focused)
            }
            switch r {
            case .checkBox:
                s.insert(.checkable)
                if (view as? Switch)?.isOn == true || traits.contains(.selected) { s.insert(.checked) }
            case .toggleButton:
                s.insert(.checkable)
                if traits.contains(.selected) { s.insert(.checked) }
            case .pageTab, .listItem:
                s.insert(.selectable)
                if traits.contains(.selected) { s.insert(.selected) }
            case .entry, .passwordText:
                s.insert(.singleLine)
                if enabled { s.insert(.editable) }
            case .text:
                if let textView = view as? TextView {
                    s.insert(.multiLine)
                    if textView.isEditable, enabled { s.insert(.editable) }
                }
            case .slider, .progressBar:
                s.insert(.horizontal)
            case .alert, .dialog:
                s.insert(.modal)
            case .list:
                if allowsMultipleSelection(node) { s.insert(.multiselectable) }
            default:
                if traits.contains(.selected) { s.insert(.selected) }
            }
            return s
        }
    }

    /// Whether the node is on screen: its window shows in a frame and its rectangle meets the
    /// window's.
    func isShowing(_ node: AccessibleNode) -> Bool {
        guard let window = node.window, frames.contains(where: { $0.placement(of: window) != nil }),
              let rect = windowRect(of: node) else { return false }
        if case .view(let v) = node, v === window { return true }
        let visible = rect.intersection(window.bounds)
        return !visible.isNull && visible.width > 0 && visible.height > 0
    }

    // MARK: Values, text and actions

    /// The node's numeric value, when it has one.
    func numericValue(of node: AccessibleNode) -> AccessibilityNumericValue? {
        item(of: node)?.accessibilityNumericValue
    }

    /// Whether the node exports its text (labels, headings, text fields, static text).
    func hasText(_ node: AccessibleNode) -> Bool {
        guard item(of: node) != nil else { return false }
        switch role(of: node) {
        case .label, .heading, .entry, .passwordText, .text: return true
        default: return item(of: node)?.accessibilityTraits.contains(.staticText) ?? false
        }
    }

    /// The node's text: a field's contents (bullets when secure), otherwise its label.
    func text(of node: AccessibleNode) -> String {
        if case .view(let v) = node, let field = v as? TextField {
            return field.isSecureTextEntry ? String(repeating: "\u{2022}", count: field.count) : field.text
        }
        if case .view(let v) = node, let textView = v as? TextView { return textView.text }
        return item(of: node)?.accessibilityLabel ?? ""
    }

    /// The text field the node is, when it is one.
    func textField(_ node: AccessibleNode) -> TextField? {
        if case .view(let v) = node { return v as? TextField }
        return nil
    }

    /// The actions the node offers, by name: what activating and adjusting it do.
    func actions(of node: AccessibleNode) -> [AccessibleAction] {
        guard let item = item(of: node) else { return [] }
        var actions: [AccessibleAction] = []
        let r = role(of: node)
        let traits = item.accessibilityTraits
        switch r {
        case .pushButton, .toggleButton, .checkBox, .link, .pageTab, .listItem, .menuItem:
            actions.append(.click)
        case .entry, .passwordText:
            actions.append(.activate)
        default:
            if traits.contains(.button) { actions.append(.click) }
        }
        if traits.contains(.adjustable) || r == .slider {
            actions.append(contentsOf: [.increment, .decrement])
        }
        return actions
    }

    /// Performs `action` on the node; false when it did nothing.
    func perform(_ action: AccessibleAction, on node: AccessibleNode) -> Bool {
        guard let item = item(of: node) else { return false }
        switch action {
        case .click, .activate:
            return item.accessibilityActivate()
        case .increment:
            item.accessibilityIncrement()
            return true
        case .decrement:
            item.accessibilityDecrement()
            return true
        }
    }

    /// The D-Bus interfaces the node implements besides `Accessible`.
    func interfaces(of node: AccessibleNode) -> [AccessibleInterface] {
        var list: [AccessibleInterface] = [.accessible]
        switch node {
        case .application:
            list.append(.application)
        case .frame:
            list.append(.component)
        case .view, .element, .link:
            list.append(.component)
            if !actions(of: node).isEmpty { list.append(.action) }
            if numericValue(of: node) != nil { list.append(.value) }
            if hasText(node) { list.append(.text) }
            if let field = textField(node), field.isEnabled { list.append(.editableText) }
            if case .view(let v) = node, hasText(node), !links(of: v).isEmpty { list.append(.hypertext) }
            if case .link = node { list.append(.hyperlink) }
            if hasSelection(node) { list.append(.selection) }
        }
        return list
    }

    // MARK: Geometry

    /// The node's rectangle in its views window's coordinates.
    func windowRect(of node: AccessibleNode) -> Rect? {
        switch node {
        case .application, .frame: return nil
        case .view(let v): return v is Window ? v.bounds : v.convert(v.bounds, to: nil)
        case .element, .link: return item(of: node)?.accessibilityFrame
        }
    }

    /// The node's rectangle on screen, in pixels: the frame's place on screen plus the views
    /// window's placement in it plus the node's place in its window.
    func screenRect(of node: AccessibleNode) -> Rect? {
        switch node {
        case .application: return nil
        case .frame(let f): return f.screenFrame()
        case .view, .element, .link:
            guard let window = node.window, let rect = windowRect(of: node),
                  let f = frames.first(where: { $0.placement(of: window) != nil }),
                  let placement = f.placement(of: window) else { return nil }
            // The views window's own frame places it in its scene, which the placement puts in
            // the top-level window.
            let k = placement.scale * f.screenScale()
            let origin = f.screenFrame().origin, w = window.frame.origin
            return Rect(x: origin.x + (placement.origin.x + (w.x + rect.minX) * placement.scale) * f.screenScale(),
                        y: origin.y + (placement.origin.y + (w.y + rect.minY) * placement.scale) * f.screenScale(),
                        width: rect.width * k, height: rect.height * k)
        }
    }

    /// The node's extents in AT-SPI2's coordinate type `coordinate` (0 screen, 1 window: from the
    /// top-level window's corner, 2 parent: from the parent's corner).
    func extents(of node: AccessibleNode, coordinate: UInt32) -> Rect {
        guard let r = screenRect(of: node) else { return .zero }
        switch coordinate {
        case 1:
            guard let frame = topLevel(of: node) else { return r }
            let o = frame.screenFrame().origin
            return r.offsetBy(dx: -o.x, dy: -o.y)
        case 2:
            guard let p = parent(of: node), let pr = screenRect(of: p) else { return r }
            return r.offsetBy(dx: -pr.minX, dy: -pr.minY)
        default:
            return r
        }
    }

    /// The top-level window the node is in.
    func topLevel(of node: AccessibleNode) -> AccessibleWindow? {
        if case .frame(let f) = node { return f }
        guard let window = node.window else { return nil }
        return frames.first { $0.placement(of: window) != nil }
    }

    /// The deepest descendant of `node` whose rectangle holds the screen point `point`; the
    /// topmost (last) child wins where they overlap.
    func descendant(of node: AccessibleNode, atScreenPoint point: Point) -> AccessibleNode? {
        for child in children(of: node).reversed() {
            guard let r = screenRect(of: child), r.contains(point) else {
                // A window's children can lie outside a child with no rectangle of its own.
                continue
            }
            return descendant(of: child, atScreenPoint: point) ?? child
        }
        return nil
    }
}

/// An action an exported object offers through AT-SPI2's `Action` interface.
enum AccessibleAction: String, CaseIterable {
    /// Does what a tap would (buttons, toggles, links, tabs, cells).
    case click
    /// Starts editing (text fields).
    case activate
    /// Raises an adjustable value by one step.
    case increment
    /// Lowers an adjustable value by one step.
    case decrement

    /// What the action does, in words.
    var description: String {
        switch self {
        case .click: "Does what a click would"
        case .activate: "Starts editing"
        case .increment: "Raises the value by one step"
        case .decrement: "Lowers the value by one step"
        }
    }
}

/// The AT-SPI2 interfaces exported objects implement.
enum AccessibleInterface: String, CaseIterable {
    case accessible = "org.a11y.atspi.Accessible"
    case application = "org.a11y.atspi.Application"
    case component = "org.a11y.atspi.Component"
    case action = "org.a11y.atspi.Action"
    case value = "org.a11y.atspi.Value"
    case text = "org.a11y.atspi.Text"
    case editableText = "org.a11y.atspi.EditableText"
    case hypertext = "org.a11y.atspi.Hypertext"
    case hyperlink = "org.a11y.atspi.Hyperlink"
    case selection = "org.a11y.atspi.Selection"
    case cache = "org.a11y.atspi.Cache"
}
