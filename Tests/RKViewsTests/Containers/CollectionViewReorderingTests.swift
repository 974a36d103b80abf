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
}
