import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Right-click menus on table rows and collection items, from their delegates.
@MainActor
@Suite(.serialized) struct ContainerContextMenuTests {
    final class Rows: TableViewDataSource, TableViewDelegate, CollectionViewDataSource, CollectionViewDelegate {
        var deleted: [IndexPath] = []
        var asked: [IndexPath] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: Point) -> ContextMenuConfiguration? {
            asked.append(indexPath)
            guard indexPath.row != 3 else { return nil }
            return ContextMenuConfiguration { _ in
                Menu(children: [Action(title: "Delete Row \(indexPath.row)", attributes: .destructive) { _ in
                    self.deleted.append(indexPath)
                }])
            }
        }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: Point) -> ContextMenuConfiguration? {
            ContextMenuConfiguration { _ in Menu(children: [Action(title: "Item \(indexPath.item)") { _ in }]) }
        }
    }

    @Test func aRowsMenuComesFromTheDelegate() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        h.window.addSubview(table)
        h.run(for: 1.0 / 60)
        #expect(h.click(.secondary, at: Point(x: 100, y: 44 * 2 + 20)))
        #expect(rows.asked == [IndexPath(row: 2, section: 0)])
        #expect(h.window.shownContextMenu == [["Delete Row 2"]])
        h.press(.down)
        h.press(.return)
        #expect(rows.deleted == [IndexPath(row: 2, section: 0)])
        // No configuration for row 3: no menu, the click goes unhandled.
        #expect(!h.click(.secondary, at: Point(x: 100, y: 44 * 3 + 20)))
        #expect(h.window.shownContextMenu == nil)
    }

    @Test func anItemsMenuComesFromTheDelegate() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let rows = Rows()
        grid.dataSource = rows
        grid.delegate = rows
        h.window.addSubview(grid)
        h.run(for: 1.0 / 60)
        let path = try #require(grid.indexPathForItem(at: Point(x: 160, y: 160)))
        #expect(h.click(.secondary, at: Point(x: 160, y: 160)))
        #expect(h.window.shownContextMenu == [["Item \(path.item)"]])
    }
}
