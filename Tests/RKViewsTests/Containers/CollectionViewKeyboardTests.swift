import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Hears what a collection view tells its delegate about selection and primary actions.
@MainActor
final class KeyboardGridDelegate: CollectionViewDelegate {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var primary: [IndexPath] = []
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        primary.append(indexPath)
    }
}

@MainActor
final class Prefetcher: CollectionViewDataSourcePrefetching {
    var fetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) { fetched += indexPaths }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled += indexPaths
    }
}

@MainActor
@Suite(.serialized) struct CollectionViewKeyboardTests {
    /// Items of 100 points, three to a line 110 points apart (the first line at 10).
    func grid(_ count: Int) throws -> (HeadlessHost, CollectionView, GridSource) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource([Array(0..<count)])
        cv.dataSource = source
        h.window.addSubview(cv)
        h.renderFrame()
        return (h, cv, source)
    }

    @Test func arrowsMoveTheSelectionAcrossAndDownAndReturnActs() throws {
        let (h, cv, source) = try grid(30)
        let d = KeyboardGridDelegate()
        cv.delegate = d
        #expect(cv.becomeFirstResponder())
        h.press(KeyboardKey(.right))  // nothing selected: the first item
        h.press(KeyboardKey(.right))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        h.press(KeyboardKey(.down))  // the item under it in the next line
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        h.press(KeyboardKey(.left))
        h.press(KeyboardKey(.up))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(d.selected.map(\.item) == [0, 1, 4, 3, 0])
        #expect(d.deselected.map(\.item) == [0, 1, 4, 3])
        h.press(.return)
        #expect(d.primary == [IndexPath(item: 0, section: 0)])
        // Down six lines: line 6 starts at 670, below the view, and is scrolled into it.
        for _ in 0..<6 { h.press(KeyboardKey(.down)) }
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 18, section: 0)])
        #expect(cv.bounds.contains(Rect(x: 5, y: 670, width: 100, height: 100)))
        h.renderFrame()
        #expect(cv.cellForItem(at: IndexPath(item: 18, section: 0))?.isSelected == true)
        h.press(.escape)
        #expect(cv.indexPathsForSelectedItems == nil)
        withExtendedLifetime(source) {}
    }

    @Test func prefetchingRunsAScreenfulAhead() throws {
        let (h, cv, source) = try grid(60)
        let p = Prefetcher()
        cv.prefetchDataSource = p
        cv.contentOffset = Point(x: 0, y: 10)
        h.renderFrame()
        // In view: 10...490, lines 0 to 4. Ahead: 490...970, lines 5 (560) to 8 (890).
        #expect(p.fetched == (15..<27).map { IndexPath(item: $0, section: 0) })
        cv.contentOffset = Point(x: 0, y: 5)
        h.renderFrame()
        // Turning back cancels what was ahead; above the first line there is nothing to fetch.
        #expect(p.cancelled.count == 12)
        #expect(p.fetched.count == 12)
        cv.isPrefetchingEnabled = false
        cv.contentOffset = Point(x: 0, y: 100)
        h.renderFrame()
        #expect(p.fetched.count == 12)
        withExtendedLifetime(source) {}
    }
}
