import Foundation
import RKGeometry

extension CollectionView {
    /// Right and Left select the next and previous item, Down and Up the nearest item in the
    /// line below or above (the delegate hears it, as a selection that follows focus), scrolled
    /// into view; Return performs the selected item's primary action; Escape deselects.
    func collectionPressesBegan(_ presses: Set<Press>) -> Bool {
        guard let press = presses.first else { return false }
        switch press.key.code {
        case .right, .left:
            moveSelection(toward: press.key.code == .right ? 1 : -1)
        case .down, .up:
            moveSelectionAcross(down: press.key.code == .down)
        case .return, .keypadEnter:
            if let p = indexPathsForSelectedItems?.first {
                collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: p)
            } else {
                moveSelection(toward: 1)
            }
        case .escape where !selectedPaths.isEmpty:
            for p in selectedPaths.sorted() {
                deselectItem(at: p, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: p)
            }
        default:
            return false
        }
        return true
    }

    /// The item `step` after (or before) the selected one, across sections; the first (or
    /// last) when none is selected.
    private func moveSelection(toward step: Int) {
        prepareLayoutIfNeeded()
        var target: IndexPath?
        if let p = indexPathsForSelectedItems?.first {
            var s = p.section
            var i = p.item + step
            while s >= 0 && s < counts.count {
                if i >= 0 && i < counts[s] {
                    target = IndexPath(item: i, section: s)
                    break
                }
                s += step
                if s >= 0 && s < counts.count { i = step > 0 ? 0 : counts[s] - 1 }
            }
        } else if step > 0 {
            if let s = counts.firstIndex(where: { $0 > 0 }) { target = IndexPath(item: 0, section: s) }
        } else if let s = counts.lastIndex(where: { $0 > 0 }) {
            target = IndexPath(item: counts[s] - 1, section: s)
        }
        if let target { keyboardSelect(target) }
    }

    /// The item nearest the selected one's middle in the next line below (or above), found
    /// among the items within a screenful.
    private func moveSelectionAcross(down: Bool) {
        prepareLayoutIfNeeded()
        guard let p = indexPathsForSelectedItems?.first, let current = collectionViewLayout.layoutAttributesForItem(at: p)
        else { return moveSelection(toward: down ? 1 : -1) }
        // In the view's coordinates: a sideways section's items move by its offset.
        func viewFrame(_ a: CollectionViewLayoutAttributes) -> Rect {
            let dx = orthogonalScrollers[a.indexPath.section]?.contentOffset.x ?? 0
            return a.frame.offsetBy(dx: -dx, dy: 0)
        }
        let from = viewFrame(current)
        let reach = Swift.max(bounds.height, from.height) * 2
        let area = Rect(x: bounds.minX - 1e5, y: down ? from.midY : from.midY - reach, width: 2e5, height: reach)
        let candidates = collectionViewLayout.layoutAttributesForElements(in: area).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.indexPath != p
        }
        .map { (a: $0, f: viewFrame($0)) }
        .filter { down ? $0.f.minY >= from.maxY - 0.5 : $0.f.maxY <= from.minY + 0.5 }
        // The nearest line first, then the nearest middle across it.
        guard let line = down ? candidates.map(\.f.minY).min() : candidates.map(\.f.maxY).max() else { return }
        let inLine = candidates.filter { Swift.abs((down ? $0.f.minY : $0.f.maxY) - line) < 0.5 }
        if let best = inLine.min(by: { Swift.abs($0.f.midX - from.midX) < Swift.abs($1.f.midX - from.midX) }) {
            keyboardSelect(best.a.indexPath)
        }
    }

    /// Selects an item as a tap would (the delegate asked and told), alone, and shows it.
    private func keyboardSelect(_ p: IndexPath) {
        guard allowsSelection, collectionDelegate?.collectionView(self, shouldSelectItemAt: p) ?? true else { return }
        for q in selectedPaths.sorted() where q != p {
            deselectItem(at: q, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: q)
        }
        guard !selectedPaths.contains(p) else { return }
        selectedPaths.insert(p)
        visible[p]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: p)
        scrollToItem(at: p, at: .none, animated: false)
    }
}
