import Foundation
import RKGeometry

/// An item being dragged to a new place (see ``CollectionView/beginInteractiveMovementForItem(at:)``):
/// where it came from, the place it would drop into, and its cell, which follows the finger.
struct InteractiveMovement {
    var source: IndexPath
    var target: IndexPath
    let cell: CollectionViewCell
}

extension CollectionView {
    /// How long items take to make room for, or settle after, an item being moved.
    static let movementAnimationDuration = 0.2

    /// Starts moving an item with the user's finger (UICollectionView's interactive movement):
    /// its cell then follows ``updateInteractiveMovementTargetPosition(_:)`` while the other
    /// items of its section make room where it would drop. False when the data source says it
    /// cannot move, a movement is already under way, or the item is not in view.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let source = dataSource, let cell = visible[indexPath],
            source.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        movement = InteractiveMovement(source: indexPath, target: indexPath, cell: cell)
        cell.superview?.bringSubviewToFront(cell)
        return true
    }

    /// Moves the dragged item's cell to `targetPosition` (its center, in the collection
    /// view's coordinates), and the items of its section aside for the place under it.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: Point) {
        guard var m = movement else { return }
        View.performWithoutAnimation { m.cell.center = targetPosition }
        if let place = indexPathForItem(at: targetPosition), place.section == m.source.section, place != m.target {
            m.target = place
            movement = m
            View.animate(withDuration: Self.movementAnimationDuration) { self.layoutElements() }
        }
    }

    /// Drops the dragged item where it is: the data source's
    /// ``CollectionViewDataSource/collectionView(_:moveItemAt:to:)`` moves it in the model, and
    /// its cell settles into its place.
    public func endInteractiveMovement() {
        guard let m = movement else { return }
        // Cells and the selection follow their items to the places they show at now.
        var moved: [IndexPath: CollectionViewCell] = [:]
        for (p, cell) in visible { moved[position(ofItem: p)] = cell }
        let selected = Set(selectedPaths.map { position(ofItem: $0) })
        movement = nil
        visible = moved
        selectedPaths = selected
        if m.source != m.target { dataSource?.collectionView(self, moveItemAt: m.source, to: m.target) }
        layoutIsValid = false
        prepareLayoutIfNeeded()
        View.animate(withDuration: Self.movementAnimationDuration) { self.layoutElements() }
    }

    /// Puts the dragged item back where it came from, the others with it.
    public func cancelInteractiveMovement() {
        guard movement != nil else { return }
        movement = nil
        View.animate(withDuration: Self.movementAnimationDuration) { self.layoutElements() }
    }

    /// The item shown at a layout position while an item moves: the moving item at its
    /// target, the others of its section shifted to make room.
    func item(atPosition p: IndexPath) -> IndexPath {
        guard let m = movement, p.section == m.source.section else { return p }
        let s = m.source.item
        let t = m.target.item
        if p.item == t { return m.source }
        let withoutMoving = p.item < t ? p.item : p.item - 1
        return IndexPath(item: withoutMoving >= s ? withoutMoving + 1 : withoutMoving, section: p.section)
    }

    /// Where an item shows while an item moves (the inverse of ``item(atPosition:)``).
    func position(ofItem d: IndexPath) -> IndexPath {
        guard let m = movement, d.section == m.source.section else { return d }
        if d == m.source { return m.target }
        let withoutMoving = d.item > m.source.item ? d.item - 1 : d.item
        return IndexPath(item: withoutMoving >= m.target.item ? withoutMoving + 1 : withoutMoving, section: d.section)
    }
}
