import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct CollectionViewReorderingTests {
    /// Nine items of 100 points, three to a line: x 5, 110, 215; lines at y 10, 120, 230.
    func grid() throws -> (HeadlessHost, CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        h.window.addSubview(cv)
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(0..<9))
        source.apply(s, animatingDifferences: false)
        source.reorderingHandlers.canReorderItem = { $0 != 8 }
        h.renderFrame()
        return (h, cv, source)
    }

    func slot(_ i: Int) -> Rect {
        Rect(x: [5.0, 110, 215][i % 3], y: [10.0, 120, 230][i / 3], width: 100, height: 100)
    }

    @Test func draggingAnItemMakesRoomAndDroppingMovesIt() throws {
        let (h, cv, source) = try grid()
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))  // one at a time
        cv.updateInteractiveMovementTargetPosition(Point(x: 265, y: 60))  // over the third place
        #expect(first.center == Point(x: 265, y: 60))  // under the finger at once
        h.run(for: 0.3)
        // Items 1 and 2 moved back a place to make room; the others stay.
        #expect(second.frame == slot(0))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == slot(1))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == slot(3))
        #expect(first.center == Point(x: 265, y: 60))
        cv.endInteractiveMovement()
        #expect(source.snapshot().itemIdentifiers == [1, 2, 0, 3, 4, 5, 6, 7, 8])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === first)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        h.run(for: 0.3)
        #expect(first.frame == slot(2))
    }

    @Test func cancellingPutsEverythingBack() throws {
        let (h, cv, source) = try grid()
        let fourth = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        let fifth = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 265, y: 170))  // over the sixth place
        h.run(for: 0.3)
        #expect(fifth.frame == slot(3))
        cv.cancelInteractiveMovement()
        h.run(for: 0.3)
        #expect(fourth.frame == slot(3) && fifth.frame == slot(4))
        #expect(source.snapshot().itemIdentifiers == Array(0..<9))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === fourth)
    }

    @Test func aDiffableSourceMovesOnlyWhatItsHandlersAllowAndTellsThem() throws {
        let (_, cv, source) = try grid()
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        var moves: [(Int, Int)] = []
        var finals: [[Int]] = []
        source.reorderingHandlers.didReorder = { transaction in
            for change in transaction.difference {
                if case .insert(let offset, _, let from?) = change { moves.append((from, offset)) }
            }
            finals.append(transaction.finalSnapshot.itemIdentifiers)
        }
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 55, y: 60))  // over the first place
        cv.endInteractiveMovement()
        #expect(finals == [[5, 0, 1, 2, 3, 4, 6, 7, 8]])
        #expect(moves.count == 1)
        // Without handlers nothing moves, as in UIKit.
        source.reorderingHandlers = .init()
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test func aDataSourceCanRefuseAMove() throws {
        @MainActor final class Fixed: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 0 }
        }
        let (h, cv, _) = try grid()
        let fixed = Fixed()
        cv.dataSource = fixed
        h.renderFrame()
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.endInteractiveMovement()
        withExtendedLifetime(fixed) {}
    }

    /// Two sections of a flow layout: [0, 1, 2, 3] and [10, 11] (or none), each under a
    /// 30-point header when `headers`.
    func twoSections(second: [Int] = [10, 11], headers: Bool = false) throws
        -> (HeadlessHost, CollectionView, CollectionViewDiffableDataSource<Int, Int>)
    {
        let (h, cv, source) = try grid()
        if headers { (cv.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize = Size(width: 0, height: 30) }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0, 1])
        s.appendItems([0, 1, 2, 3], toSection: 0)
        s.appendItems(second, toSection: 1)
        source.apply(s, animatingDifferences: false)
        source.reorderingHandlers.canReorderItem = { _ in true }
        h.renderFrame()
        return (h, cv, source)
    }

    @Test func anItemMovesIntoAnotherSection() throws {
        let (h, cv, source) = try twoSections()
        // Section 0 takes lines at y 10 and 120 and ends at 230; section 1's line is at 240.
        let moving = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let fourth = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        let tenth = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        let eleventh = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(tenth.frame == Rect(x: 5, y: 240, width: 100, height: 100))
        var transactions: [(initial: [Int], final: [Int])] = []
        source.reorderingHandlers.willReorder = { t in
            transactions.append((t.initialSnapshot.itemIdentifiers(inSection: 1), t.finalSnapshot.itemIdentifiers(inSection: 1)))
        }
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 160, y: 290))  // over item 11
        h.run(for: 0.3)
        // Section 0 closes up into one line (ending at 120); section 1 makes room at its second place.
        #expect(fourth.frame == slot(2))
        #expect(tenth.frame == Rect(x: 5, y: 130, width: 100, height: 100))
        #expect(eleventh.frame == Rect(x: 215, y: 130, width: 100, height: 100))
        #expect(moving.center == Point(x: 160, y: 290))
        cv.endInteractiveMovement()
        #expect(source.snapshot().itemIdentifiers(inSection: 0) == [0, 2, 3])
        #expect(source.snapshot().itemIdentifiers(inSection: 1) == [10, 1, 11])
        #expect(transactions.count == 1 && transactions.first?.initial == [10, 11] && transactions.first?.final == [10, 1, 11])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 1)) === moving)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === fourth)
        h.run(for: 0.3)
        #expect(moving.frame == Rect(x: 110, y: 130, width: 100, height: 100))
    }

    @Test func cancellingAMoveAcrossSectionsPutsBothBack() throws {
        let (h, cv, source) = try twoSections()
        let fourth = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        let tenth = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 55, y: 290))  // over item 10
        h.run(for: 0.3)
        #expect(fourth.frame == slot(2))
        // Back over its own section: its counts come back too.
        cv.updateInteractiveMovementTargetPosition(Point(x: 160, y: 60))
        h.run(for: 0.3)
        #expect(fourth.frame == slot(3) && tenth.frame == Rect(x: 5, y: 240, width: 100, height: 100))
        cv.updateInteractiveMovementTargetPosition(Point(x: 55, y: 290))
        cv.cancelInteractiveMovement()
        h.run(for: 0.3)
        #expect(fourth.frame == slot(3) && tenth.frame == Rect(x: 5, y: 240, width: 100, height: 100))
        #expect(source.snapshot().itemIdentifiers == [0, 1, 2, 3, 10, 11])
        #expect(cv.numberOfItems(inSection: 0) == 4 && cv.numberOfItems(inSection: 1) == 2)
    }

    @Test func anItemDropsIntoAnEmptySectionOverItsHeader() throws {
        let (h, cv, source) = try twoSections(second: [], headers: true)
        let header = try #require(cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 160, y: header.frame.midY))
        h.run(for: 0.3)
        cv.endInteractiveMovement()
        #expect(source.snapshot().itemIdentifiers(inSection: 0) == [0, 1, 2])
        #expect(source.snapshot().itemIdentifiers(inSection: 1) == [3])
    }
}
