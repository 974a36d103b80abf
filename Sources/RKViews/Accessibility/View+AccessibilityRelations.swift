/// Which views name which, kept on both sides so either can be asked. Held weakly: a label
/// never keeps the control it names alive, nor the other way round.
@MainActor
final class AccessibilityRelations {
    private final class WeakView {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    private var labels: [WeakView] = []
    private var named: [WeakView] = []
    weak var popupFor: View?

    var labelledBy: [View] { labels.compactMap(\.view) }
    var labelFor: [View] { named.compactMap(\.view) }

    func setLabels(_ views: [View]) { labels = views.map(WeakView.init) }

    func addNamed(_ view: View) {
        named.removeAll { $0.view == nil || $0.view === view }
        named.append(WeakView(view))
    }

    func removeNamed(_ view: View) { named.removeAll { $0.view == nil || $0.view === view } }
}

extension View {
    /// The views whose text names this one: the caption beside a switch, the label over a
    /// field. Screen readers name the view by their labels, in order (AT-SPI's labelled-by
    /// relation, ARIA's `aria-labelledby`), before its own ``accessibilityLabel``, and say on
    /// each label which view it names (``accessibilityLabelFor``). Held weakly.
    ///
    /// UIKit has no such relation: an app copies the caption into the control's
    /// `accessibilityLabel`, and the caption is read a second time as text of its own. With the
    /// relation the caption's text is the control's name, and stays so when it changes.
    ///
    /// ```swift
    /// let caption = Label(text: "Vegetarian")
    /// vegetarian.accessibilityLabelledBy = [caption]
    /// ```
    public var accessibilityLabelledBy: [View] {
        get { attachment(AccessibilityRelations.self)?.labelledBy ?? [] }
        set {
            let relations = attachment(AccessibilityRelations.self, orMake: AccessibilityRelations())
            for old in relations.labelledBy { old.attachment(AccessibilityRelations.self)?.removeNamed(self) }
            relations.setLabels(newValue)
            for label in newValue { label.attachment(AccessibilityRelations.self, orMake: AccessibilityRelations()).addNamed(self) }
        }
    }

    /// The view this one pops up for: the view a context menu was opened on (AT-SPI's popup-for
    /// relation), so a screen reader can say what the menu acts on. Held weakly; the context
    /// menu sets it on its panels.
    public var accessibilityPopupFor: View? {
        get { attachment(AccessibilityRelations.self)?.popupFor }
        set { attachment(AccessibilityRelations.self, orMake: AccessibilityRelations()).popupFor = newValue }
    }

    /// The views this one names: those whose ``accessibilityLabelledBy`` holds it (AT-SPI's
    /// label-for relation).
    public var accessibilityLabelFor: [View] {
        attachment(AccessibilityRelations.self)?.labelFor.filter { named in
            named.accessibilityLabelledBy.contains { $0 === self }
        } ?? []
    }
}
