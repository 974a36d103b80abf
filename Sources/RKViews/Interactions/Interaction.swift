/// Behaviour added to a view from outside (UIInteraction): a context menu, drops, a tooltip.
/// Add one with ``View/addInteraction(_:)``; the view keeps it until it is removed.
@MainActor
public protocol Interaction: AnyObject {
    /// The view it was added to, while it is.
    var view: View? { get }
    /// Called before it is added to `view` (or removed: nil).
    func willMove(to view: View?)
    /// Called after it was added to `view` (or removed: nil).
    func didMove(to view: View?)
}

/// The interactions of one view, kept on the view itself.
@MainActor
final class InteractionList {
    var items: [any Interaction] = []
}

extension View {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any Interaction] {
        attachment(InteractionList.self)?.items ?? []
    }

    /// Adds `interaction` to the view (moving it from the view it was on, if any).
    public func addInteraction(_ interaction: any Interaction) {
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        let list = attachment(InteractionList.self, orMake: InteractionList())
        guard !list.items.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        list.items.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let list = attachment(InteractionList.self), list.items.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        list.items.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
