import Foundation
import RKGeometry
import RKHosts
import RKViews
import Testing

@testable import RKAccessibilityBridge

/// Lists and tab lists as screen readers see them: roles, reading order, and `Selection`
/// doing what a tap does, under the container's rules, with its delegate told.
@MainActor
@Suite struct AccessibleTreeSelectionTests {
    /// Two sections of fruit rows; records what the delegate is told.
    @MainActor
    final class Fruit: TableViewDataSource, TableViewDelegate {
        let rows = [["Apple", "Pear", "Plum"], ["Fig"]]
        var told: [String] = []
        var refused: IndexPath?
        func numberOfSections(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = rows[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Orchard" : "Garden"
        }
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath == refused ? nil : indexPath
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            told.append("select \(rows[indexPath.section][indexPath.row])")
        }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
            told.append("deselect \(rows[indexPath.section][indexPath.row])")
        }
    }

    @MainActor
    final class Fixture {
        let host: HeadlessHost
        let tree = AccessibleTree(applicationName: "demo")
        let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        let fruit = Fruit()

        init() throws {
            host = try HeadlessHost(size: Size(width: 300, height: 400))
            let w = host.window
            tree.frames = [AccessibleWindow(title: "Demo", screenFrame: { Rect(x: 0, y: 0, width: 300, height: 400) },
                                            contents: { [unowned w] in [.init(window: w)] })]
            table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
            table.dataSource = fruit
            table.delegate = fruit
            w.addSubview(table)
            table.layoutIfNeeded()
        }

        var list: AccessibleNode { .view(table) }
        var children: [AccessibleNode] { tree.children(of: list) }
        var described: [String] { children.map { "\(tree.role(of: $0).name): \(tree.name(of: $0))" } }
        func index(of name: String) -> Int { children.firstIndex { tree.name(of: $0) == name } ?? -1 }
        var selectedNames: [String] { tree.selectedChildren(of: list).map { tree.name(of: $0) } }
    }

    @Test func aTableIsAListOfItemsUnderHeadingsInReadingOrder() throws {
        let f = try Fixture()
        #expect(f.tree.role(of: f.list) == .list)
        #expect(f.described == ["heading: Orchard", "list item: Apple", "list item: Pear", "list item: Plum",
                                "heading: Garden", "list item: Fig"])
        #expect(f.tree.interfaces(of: f.list).contains(.selection))
        let apple = f.children[f.index(of: "Apple")]
        #expect(f.tree.actions(of: apple) == [.click])
        #expect(f.tree.states(of: apple).contains(.selectable))
        #expect(!f.tree.states(of: f.list).contains(.multiselectable))
    }

    @Test func selectingAChildSelectsTheRowAsATapWouldAndTellsTheDelegate() throws {
        let f = try Fixture()
        #expect(f.tree.selectChild(at: f.index(of: "Pear"), of: f.list))
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(f.selectedNames == ["Pear"])
        #expect(f.tree.selectChild(at: f.index(of: "Fig"), of: f.list))
        #expect(f.selectedNames == ["Fig"])
        #expect(f.fruit.told == ["select Pear", "deselect Pear", "select Fig"])
        // One row at a time: a tap cannot take the selection away, so neither can Selection.
        #expect(!f.tree.deselectChild(at: f.index(of: "Fig"), of: f.list))
        #expect(!f.tree.clearSelection(of: f.list))
        #expect(!f.tree.selectAll(of: f.list))
        // Headings are not selected, and a row the delegate refuses stays unselected.
        #expect(!f.tree.selectChild(at: f.index(of: "Orchard"), of: f.list))
        f.fruit.refused = IndexPath(row: 0, section: 0)
        #expect(!f.tree.selectChild(at: f.index(of: "Apple"), of: f.list))
        #expect(f.selectedNames == ["Fig"])
    }

    @Test func multipleSelectionTogglesRows() throws {
        let f = try Fixture()
        f.table.allowsMultipleSelection = true
        #expect(f.tree.states(of: f.list).contains(.multiselectable))
        #expect(f.tree.selectAll(of: f.list))
        #expect(f.selectedNames == ["Apple", "Pear", "Plum", "Fig"])
        #expect(f.tree.deselectChild(at: f.index(of: "Plum"), of: f.list))
        #expect(f.selectedNames == ["Apple", "Pear", "Fig"])
        #expect(f.tree.clearSelection(of: f.list))
        #expect(f.selectedNames.isEmpty && f.table.indexPathsForSelectedRows == nil)
        #expect(f.fruit.told.suffix(4) == ["deselect Plum", "deselect Apple", "deselect Pear", "deselect Fig"])
    }

    @Test func aTableThatTakesNoSelectionRefusesIt() throws {
        let f = try Fixture()
        f.table.allowsSelection = false
        #expect(!f.tree.selectChild(at: f.index(of: "Apple"), of: f.list))
        #expect(f.fruit.told.isEmpty && f.selectedNames.isEmpty)
        let apple = f.children[f.index(of: "Apple")]
        #expect(f.tree.item(of: apple)?.accessibilityActivate() == false)
    }

    @Test func aFocusedListPassesTheFocusToItsSelectedRow() throws {
        let f = try Fixture()
        #expect(f.table.becomeFirstResponder())
        _ = f.host.window.setFocusedView(f.table)
        #expect(f.tree.states(of: f.list).contains(.focused))
        // The arrow keys move the focus from row to row; the screen reader follows the focused row.
        _ = f.host.press(KeyboardKey(.down))
        let apple = f.children[f.index(of: "Apple")], pear = f.children[f.index(of: "Pear")]
        #expect(f.tree.states(of: apple).contains(.focused))
        #expect(!f.tree.states(of: f.list).contains(.focused))
        _ = f.host.press(KeyboardKey(.down))
        #expect(f.tree.states(of: pear).contains(.focused) && !f.tree.states(of: apple).contains(.focused))
        // Away from the list, no row has the focus.
        _ = f.host.window.setFocusedView(nil)
        _ = f.table.resignFirstResponder()
        #expect(!f.tree.states(of: pear).contains(.focused))
    }

    @Test func aSegmentedControlIsATabListWhoseTabsAreSelected() throws {
        let f = try Fixture()
        let segments = SegmentedControl(items: ["Day", "Week", "Month"], frame: Rect(x: 0, y: 0, width: 200, height: 30))
        segments.selectedSegmentIndex = 0
        var changes = 0
        segments.addAction(for: .valueChanged) { _, _ in changes += 1 }
        f.host.window.addSubview(segments)
        let tabs = AccessibleNode.view(segments)
        #expect(f.tree.role(of: tabs) == .pageTabList && f.tree.interfaces(of: tabs).contains(.selection))
        #expect(f.tree.selectedChildren(of: tabs).map { f.tree.name(of: $0) } == ["Day"])
        #expect(f.tree.selectChild(at: 2, of: tabs))
        #expect(segments.selectedSegmentIndex == 2 && changes == 1)
        #expect(!f.tree.deselectChild(at: 2, of: tabs))
        #expect(segments.selectedSegmentIndex == 2)
    }
}
