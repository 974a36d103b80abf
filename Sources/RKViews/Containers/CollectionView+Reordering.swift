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
    /// items make room where it would drop, in its own section or another. False when the data source says it
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
    /// view's coordinates), and the items aside for the place under it: over another
    /// section's item, that section makes room and the item's own closes up; over a section's
    /// header or background, the item would go at the section's end.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: Point) {
        guard var m = movement else { return }
        View.performWithoutAnimation { m.cell.center = targetPosition }
        guard let place = movementTarget(at: targetPosition, current: m.target), place != m.target else { return }
        let sectionChanged = place.section != m.target.section
        m.target = place
        movement = m
        if sectionChanged {
            // The sections' counts as they would be with the item dropped there, so that the
            // layout makes room in the target section and closes the gap in the source.
            if let counts = movementBaseCounts { self.counts = counts }
            movementBaseCounts = movementBaseCounts ?? counts
            if place.section != m.source.section, counts.indices.contains(place.section) {
                counts[m.source.section] -= 1
                counts[place.section] += 1
            }
            layoutIsValid = false
            prepareLayoutIfNeeded()
        }
        View.animate(withDuration: Self.movementAnimationDuration) { self.layoutElements() }
    }

    /// The place the dragged item would drop into with its center at `point`: the item's place
    /// there, in any section, or the end of a section whose area the point is in without
    /// being over an item (an empty section, the space after its last item).
    private func movementTarget(at point: Point, current: IndexPath) -> IndexPath? {
        if let place = indexPathForItem(at: point) { return place }
        let attributes = collectionViewLayout.layoutAttributesForElements(
            in: Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1))
        guard let header = attributes.first(where: { $0.representedElementCategory != .cell && $0.frame.contains(point) })
        else { return nil }
        // Over a header or a section background: the section's end.
        let s = header.indexPath.section
        let count = numberOfItems(inSection: s)
        let m = movement
        let own = m.map { $0.target.section == s } ?? false
        return IndexPath(item: Swift.max(0, own ? count - 1 : count), section: s)
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
        movementBaseCounts = nil
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
        if let counts = movementBaseCounts {
            self.counts = counts
            movementBaseCounts = nil
            layoutIsValid = false
            prepareLayoutIfNeeded()
        }
        View.animate(withDuration: Self.movementAnimationDuration) { self.layoutElements() }
    }

    /// The item shown at a layout position while an item moves: the moving item at its
    /// target, the others of its section shifted to make room.
    func item(atPosition p: IndexPath) -> IndexPath {
        guard let m = movement else { return p }
        if m.target.section != m.source.section {
            // Across sections: the target section makes room, the source closes the gap.
            if p.section == m.target.section {
                if p.item == m.target.item { return m.source }
                return p.item < m.target.item ? p : IndexPath(item: p.item - 1, section: p.section)
            }
            if p.section == m.source.section, p.item >= m.source.item { return IndexPath(item: p.item + 1, section: p.section) }
            return p
        }
        guard p.section == m.source.section else { return p }
        let s = m.source.item
        let t = m.target.item
        if p.item == t { return m.source }
        let withoutMoving = p.item < t ? p.item : p.item - 1
        return IndexPath(item: withoutMoving >= s ? withoutMoving + 1 : withoutMoving, section: p.section)
    }

    /// Where an item shows while an item moves (the inverse of ``item(atPosition:)``).
    func position(ofItem d: IndexPath) -> IndexPath {
        guard let m = movement else { return d }
        if d == m.source { return m.target }
        if m.target.section != m.source.section {
            if d.section == m.source.section, d.item > m.source.item { return IndexPath(item: d.item - 1, section: d.section) }
            if d.section == m.target.section, d.item >= m.target.item { return IndexPath(item: d.item + 1, section: d.section) }
            return d
        }
        guard d.section == m.source.section else { return d }
        let withoutMoving = d.item > m.source.item ? d.item - 1 : d.item
        return IndexPath(item: withoutMoving >= m.target.item ? withoutMoving + 1 : withoutMoving, section: d.section)
    }
}
