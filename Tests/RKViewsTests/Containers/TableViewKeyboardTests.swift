import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// With selection following focus, the arrow keys pass over rows the delegate will not select (a
/// settings row holding a switch), so a keyboard user is never stuck before one. Without it (the
/// default) the focus reaches every row, and Return on a refused one selects nothing.
@MainActor
@Suite struct TableViewKeyboardTests {
    /// Five rows; the delegate refuses rows 0, 2 and 3.
    @MainActor
    final class Refusing: TableViewDataSource, TableViewDelegate {
        let refused: Set<Int> = [0, 2, 3]
        var selected: [Int] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            refused.contains(indexPath.row) ? nil : indexPath
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    @Test func arrowsPassOverRowsTheDelegateRefuses() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let source = Refusing()
        t.register(TableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        t.delegate = source
        t.selectionFollowsFocus = true
        h.window.addSubview(t)
        _ = h.renderFrame()
        #expect(t.becomeFirstResponder())
        h.press(KeyboardKey(.down))
        #expect(t.indexPathForSelectedRow?.row == 1)
        h.press(KeyboardKey(.down))
        #expect(t.indexPathForSelectedRow?.row == 4)
        // Nothing selectable past the end: the selection stays.
        h.press(KeyboardKey(.down))
        #expect(t.indexPathForSelectedRow?.row == 4)
        h.press(KeyboardKey(.up))
        #expect(t.indexPathForSelectedRow?.row == 1)
        h.press(KeyboardKey(.up))
        #expect(t.indexPathForSelectedRow?.row == 1)
        #expect(source.selected == [1, 4, 1])
    }

    @Test func focusReachesRefusedRowsButReturnSelectsNothingThere() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let source = Refusing()
        t.register(TableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        t.delegate = source
        h.window.addSubview(t)
        _ = h.renderFrame()
        #expect(t.becomeFirstResponder())
        h.press(KeyboardKey(.down))
        #expect(t.indexPathForFocusedRow?.row == 0)
        h.press(.return)
        #expect(source.selected.isEmpty && t.indexPathForSelectedRow == nil)
        h.press(KeyboardKey(.down))
        h.press(.return)
        #expect(source.selected == [1])
    }
}
