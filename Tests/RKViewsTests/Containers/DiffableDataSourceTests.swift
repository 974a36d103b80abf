import Foundation
import RKGeometry
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, vegetables }

    @Test func snapshotsKeepSectionsAndItemsInOrder() {
        var s = DiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit, .vegetables])
        s.appendItems(["apple", "pear"], toSection: .fruit)
        s.appendItems(["leek"])
        s.insertItems(["fig"], beforeItem: "pear")
        s.insertItems(["kale"], afterItem: "leek")
        s.appendItems(["apple"], toSection: .vegetables)  // a duplicate is refused
        #expect(s.itemIdentifiers == ["apple", "fig", "pear", "leek", "kale"])
        #expect(s.numberOfItems == 5 && s.numberOfSections == 2)
        #expect(s.numberOfItems(inSection: .vegetables) == 2)
        s.moveItem("apple", afterItem: "kale")
        #expect(s.itemIdentifiers(inSection: .vegetables) == ["leek", "kale", "apple"])
        #expect(s.sectionIdentifier(containingItem: "apple") == .vegetables)
        s.deleteItems(["fig", "leek"])
        #expect(s.itemIdentifiers == ["pear", "kale", "apple"])
        #expect(s.indexOfItem("apple") == 2)
        s.moveSection(.vegetables, beforeSection: .fruit)
        #expect(s.sectionIdentifiers == [.vegetables, .fruit])
        #expect(s.itemIdentifiers == ["kale", "apple", "pear"])
        s.reloadItems(["pear", "nothing"])
        #expect(s.reloadedItemIdentifiers == ["pear"])
        s.deleteSections([.vegetables])
        #expect(s.itemIdentifiers == ["pear"] && s.sectionIdentifier(containingItem: "kale") == nil)
    }

    @Test func differencesBecomeDeletesInsertsAndMoves() {
        var a = DiffableDataSourceSnapshot<Section, String>()
        a.appendSections([.fruit, .vegetables])
        a.appendItems(["apple", "fig", "pear", "plum"], toSection: .fruit)
        a.appendItems(["leek"], toSection: .vegetables)
        var b = a
        b.deleteItems(["fig"])
        b.appendItems(["kiwi"], toSection: .fruit)
        b.moveItem("plum", beforeItem: "apple")
        b.moveItem("pear", afterItem: "leek")
        let d = SnapshotDifference(from: a, to: b)
        #expect(d.deletedItems == [IndexPath(row: 1, section: 0)])
        #expect(d.insertedItems == [IndexPath(row: 2, section: 0)])
        // Pear changed sections; one of plum and apple moved within the fruit (either is right).
        let moves = d.movedItems.map { "\($0.from)->\($0.to)" }
        #expect(moves.contains("[0, 2]->[1, 1]") && moves.count == 2)
    }

    @Test func applyingASnapshotAnimatesTheDifference() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        h.window.addSubview(table)
        let source = TableViewDiffableDataSource<Section, String>(tableView: table) {
            tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var s = DiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit])
        s.appendItems(["apple", "fig", "pear", "plum"])
        source.apply(s, animatingDifferences: false)
        h.renderFrame()
        #expect(
            table.visibleCells.compactMap { $0.textLabel?.text } == ["apple", "fig", "pear", "plum"])
        let plum = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        var t = source.snapshot()
        t.deleteItems(["fig"])
        t.moveItem("plum", beforeItem: "apple")
        t.appendItems(["kiwi"])
        var completed = false
        source.apply(t) { completed = true }
        #expect(source.indexPath(for: "plum") == IndexPath(row: 0, section: 0))
        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "kiwi")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === plum)  // moved, not remade
        h.run(for: 0.15)
        let y = plum.layer.presentationProperties.position.y
        #expect(y > 22 + 1 && y < 154 - 1)  // sliding up from row 3
        h.run(for: 0.3)
        #expect(completed)
        #expect(
            table.visibleCells.compactMap { $0.textLabel?.text } == ["plum", "apple", "pear", "kiwi"])
        #expect(plum.frame.minY == 0)
    }

    @Test func reorderingUpdatesTheSnapshot() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.window.addSubview(table)
        let source = TableViewDiffableDataSource<Int, Int>(tableView: table) {
            tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(0..<5))
        source.apply(s)
        source.tableView(
            table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 0, 4])
        #expect(source.indexPath(for: 0) == IndexPath(row: 3, section: 0))
    }

    @Test func applyingWithoutAnimationKeepsCellsSelectionAndScroll() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        h.window.addSubview(table)
        var made = 0
        let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            made += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(0..<40))
        source.apply(s, animatingDifferences: false)
        h.renderFrame()
        table.contentOffset = Point(x: 0, y: 220)  // rows 5 to 14 in view
        h.renderFrame()
        table.selectRow(at: IndexPath(row: 8, section: 0), animated: false, scrollPosition: .none)
        let eight = try #require(table.cellForRow(at: IndexPath(row: 8, section: 0)))
        let madeBefore = made
        var t = source.snapshot()
        t.deleteItems([0, 1])  // above the view: every row in view moves up two
        t.insertItems([100], beforeItem: 10)
        var completed = false
        source.apply(t, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(table.contentOffset.y == 220)
        // Item 8 is row 6 now, in the same cell, already at its place (no animation in flight).
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) === eight)
        #expect(eight.frame.minY == 6 * 44)
        #expect(eight.layer.animationKeys.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        #expect(eight.isSelected)
        // Only the inserted row, and item 15 come up from below (the rows above went), needed
        // new cells from the provider: rows 5 to 14 are items 7, 8, 9, 100, 10... 15.
        #expect(made - madeBefore == 2)
        h.renderFrame()
        #expect(table.cellForRow(at: IndexPath(row: 8, section: 0))?.textLabel?.text == "100")
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0))?.textLabel?.text == "10")
    }

    @Test func applyUsingReloadDataStartsAfresh() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        h.window.addSubview(table)
        let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(0..<5))
        source.apply(s, animatingDifferences: false)
        h.renderFrame()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        s.deleteItems([0])
        source.applySnapshotUsingReloadData(s)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func collectionApplyWithoutAnimationKeepsCellsAndSelection() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        h.window.addSubview(cv)
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.accessibilityLabel = "\(item)"
            return cell
        }
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(0..<9))
        source.apply(s, animatingDifferences: false)
        h.renderFrame()
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: .none)
        let four = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
        var t = s
        t.deleteItems([0])
        source.apply(t, animatingDifferences: false)
        // Item 4 is fourth now, first of the second line (three to a line, 10 apart): moved at
        // once, in the same cell.
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === four)
        #expect(four.frame == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(four.layer.animationKeys.isEmpty)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(four.isSelected)
    }
}
