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
}
