import Foundation
import RKGeometry
import RKHosts
import RKLayers
import Testing

@testable import RKViews

/// A data source of numbered items in sections.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[Int]]
    var selected: [IndexPath] = []
    init(_ sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite(.serialized) struct CollectionViewTests {
    func makeGrid(_ source: GridSource, layout: CollectionViewFlowLayout) throws -> (HeadlessHost, CollectionView) {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.delegate = source
        h.window.addSubview(cv)
        h.renderFrame()
        return (h, cv)
    }

    func flow() -> CollectionViewFlowLayout {
        let l = CollectionViewFlowLayout()
        l.itemSize = Size(width: 100, height: 100)
        l.minimumInteritemSpacing = 5
        l.minimumLineSpacing = 10
        l.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        return l
    }

    @Test func aFlowLayoutFillsLinesAndWraps() throws {
        let layout = flow()
        layout.headerReferenceSize = Size(width: 0, height: 30)
        let source = GridSource([Array(0..<7), Array(0..<2)])
        let (_, cv) = try makeGrid(source, layout: layout)
        // Three 100-point items fit in 310 points: spread over the line, 5 points apart.
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 5, y: 40, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX == 315)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 150)
        // The last line keeps the minimum spacing, from the leading edge.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == Point(x: 5, y: 260))
        // Section 1: after 10 inset, its 30-point header and 10 inset.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 410)  // 360, then 10 inset, the 30-point header and 10 inset
        #expect(cv.contentSize == Size(width: 320, height: 410 + 100 + 10))
        #expect(cv.visibleCells.count == 9 - 0 && cv.indexPathsForVisibleItems.count == 9)
        #expect(cv.indexPathForItem(at: Point(x: 160, y: 200)) == IndexPath(item: 4, section: 0))
    }

    @Test func horizontalFlowStacksColumns() throws {
        let layout = flow()
        layout.scrollDirection = .horizontal
        layout.sectionInset = EdgeInsets()
        let source = GridSource([Array(0..<20)])
        let (_, cv) = try makeGrid(source, layout: layout)
        // Four items per column (4 * 100 + 3 * 5 <= 480), columns 10 points apart.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == Point(x: 110, y: 0))
        #expect(cv.contentSize.width == 5 * 100 + 4 * 10)
    }

    @Test func cellsAreReusedWhileScrolling() throws {
        let source = GridSource([Array(0..<3000)])
        let (h, cv) = try makeGrid(source, layout: flow())
        for _ in 0..<60 {
            cv.contentOffset.y += 97
            h.renderFrame()
        }
        #expect(cv.createdCellCount <= 24)
        let first = try #require(cv.indexPathsForVisibleItems.first)
        #expect(cv.cellForItem(at: first)?.tag == first.item)
        #expect(cv.visibleCells.allSatisfy { cv.bounds.intersects($0.frame) })
    }

    @Test func tappingSelectsAnItem() throws {
        let source = GridSource([Array(0..<12)])
        let (h, cv) = try makeGrid(source, layout: flow())
        h.tap(at: Point(x: 160, y: 60))
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        h.tap(at: Point(x: 50, y: 180))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func selfSizingItemsTakeTheirCellsSize() throws {
        final class Sized: CollectionViewCell {
            override func sizeThatFits(_ size: Size) -> Size { Size(width: 60 + Double(tag % 3) * 20, height: 40) }
        }
        let layout = flow()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let source = GridSource([Array(0..<6)])
        let (_, cv) = try makeGrid(source, layout: layout)
        _ = cv
        cv.register(Sized.self, forCellWithReuseIdentifier: "cell")
        cv.reloadData()
        cv.reusePool = [:]
        cv.layoutIfNeeded()
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.width == 100)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 40)
    }

    @Test func batchUpdatesSlideItemsToTheirNewPlaces() throws {
        let source = GridSource([Array(0..<12)])
        let (h, cv) = try makeGrid(source, layout: flow())
        let third = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))  // first of the second line
        source.sections[0].remove(at: 0)
        cv.performBatchUpdates { cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === third)
        h.run(for: 0.15)
        let p = third.layer.presentationProperties.position
        #expect(p.y < 170 && p.y > 60 && p.x > 55)  // on its way from the second line to the first
        h.run(for: 0.3)
        #expect(third.frame.origin == Point(x: 215, y: 10))
        #expect(cv.visibleCells.map(\.tag).prefix(3) == [1, 2, 3])
    }

    @Test func aDiffableDataSourceAnimatesSnapshots() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        h.window.addSubview(cv)
        let source = CollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        var s = DiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["all"])
        s.appendItems(Array(0..<6))
        source.apply(s, animatingDifferences: false)
        h.renderFrame()
        let five = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        s.moveItem(5, beforeItem: 0)
        s.deleteItems([2])
        s.appendItems([10])
        var done = false
        source.apply(s) { done = true }
        h.run(for: 0.5)
        #expect(done)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === five)
        #expect(cv.visibleCells.map(\.tag) == [5, 0, 1, 3, 4, 10])
        #expect(source.indexPath(for: 10) == IndexPath(item: 5, section: 0))
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 5)
    }
}

@MainActor
@Suite(.serialized) struct CollectionViewSupplementaryTests {
    final class Title: CollectionReusableView {
        var text = ""
    }

    @Test func headersComeFromTheSupplementaryProvider() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 20)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(Title.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        h.window.addSubview(cv)
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        source.supplementaryViewProvider = { cv, kind, indexPath in
            guard kind == CollectionView.elementKindSectionHeader else { return nil }
            let v = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as? Title
            v?.text = "Section \(indexPath.section)"
            return v
        }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0, 1])
        s.appendItems([1, 2, 3], toSection: 0)
        s.appendItems([4], toSection: 1)
        source.apply(s, animatingDifferences: false)
        h.renderFrame()
        let header = try #require(
            cv.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1)) as? Title)
        #expect(header.text == "Section 1")
        // Section 0: 40 header, one line of 50, 20 footer; then section 1's header.
        #expect(header.frame == Rect(x: 0, y: 110, width: 320, height: 40))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 150)
        // A footer with no view from the provider shows an empty one, not a crash.
        #expect(
            cv.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                != nil)
    }

    @Test func anUpdateThatDoesNotAddUpReloads() throws {
        let source = GridSource([Array(0..<4)])
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let cv = CollectionView(
            frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        h.window.addSubview(cv)
        h.renderFrame()
        var finished: Bool?
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        h.run(for: 0.1)
        #expect(finished == false)
        #expect(cv.visibleCells.count == 4)
    }
}
