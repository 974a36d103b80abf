import RKGeometry

extension View {
    /// Opens the menu of the first of the view's ``ContextMenuInteraction``s that gives one for
    /// `location` (view coordinates); returns whether one opened.
    @discardableResult
    public func presentContextMenu(at location: Point) -> Bool {
        for case let interaction as ContextMenuInteraction in interactions where interaction.present(at: location) {
            return true
        }
        return false
    }
}
