import RKGeometry

/// The context menus of a table's rows or a collection's items: asks the container's delegate
/// for the row or item under the click. Kept on the container.
@MainActor
final class ContainerContextMenu: ContextMenuInteractionDelegate {
    let configuration: (Point) -> ContextMenuConfiguration?

    init(configuration: @escaping (Point) -> ContextMenuConfiguration?) {
        self.configuration = configuration
    }

    static func install(on view: View, configuration: @escaping (Point) -> ContextMenuConfiguration?) {
        let menu = ContainerContextMenu(configuration: configuration)
        view.setAttachment(menu, for: ContainerContextMenu.self)
        view.addInteraction(ContextMenuInteraction(delegate: menu))
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        configuration(location)
    }
}
