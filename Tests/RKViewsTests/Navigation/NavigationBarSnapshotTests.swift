import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing

@testable import RKViews

/// Reference images of the navigation bar in its main arrangements, at 2x.
@MainActor
@Suite(.serialized) struct NavigationBarSnapshotTests {
    /// Bars stacked in one image, each showing `items` (bottom to top) with a configuration.
    func bars(_ rows: [([NavigationItem], (NavigationBar) -> Void)], width: Double = 360) throws -> HeadlessHost {
        let rowHeight = 84.0
        let h = try HeadlessHost(
            size: Size(width: width, height: rowHeight * Double(rows.count) + 10), scale: 2,
            backgroundColor: Color(white: 0.85))
        for (i, row) in rows.enumerated() {
            let bar = NavigationBar()
            row.1(bar)
            bar.setItems(row.0, animated: false)
            let height = bar.sizeThatFits(Size(width: width, height: 0)).height
            bar.frame = Rect(x: 0, y: 10 + Double(i) * rowHeight, width: width, height: height)
            h.window.addSubview(bar)
        }
        h.window.backgroundColor = Color(white: 0.85)
        h.run(for: 0.1)
        return h
    }

    func item(_ title: String?, configure: (NavigationItem) -> Void = { _ in }) -> NavigationItem {
        let i = NavigationItem(title: title)
        configure(i)
        return i
    }

    @Test func arrangements() throws {
        let h = try bars([
            ([item("Recipes"), item("Pancakes") { $0.rightBarButtonItem = BarButtonItem(systemItem: .edit) }], { _ in }),
            (
                [
                    item("Recipes") { i in
                        i.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
                        i.rightBarButtonItem = BarButtonItem(systemItem: .done)
                    }
                ], { _ in }
            ),
            (
                [
                    item("Recipes"),
                    item("A title long enough to be truncated by the buttons") {
                        $0.rightBarButtonItems = [BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .refresh)]
                    },
                ], { _ in }
            ),
            (
                [
                    item(nil) { i in
                        i.leftBarButtonItem = BarButtonItem(systemItem: .stop)
                        i.rightBarButtonItems = [BarButtonItem(systemItem: .action), BarButtonItem(systemItem: .reply)]
                        i.title = "Glyphs"
                    }
                ], { _ in }
            ),
            (
                [
                    item("Recipes"),
                    item("Tinted") { i in
                        i.rightBarButtonItem = BarButtonItem(title: "Save", style: .done)
                        i.rightBarButtonItem?.isEnabled = false
                    },
                ],
                { bar in
                    bar.barTintColor = Color(red: 0.16, green: 0.3, blue: 0.55)
                    bar.tintColor = .white
                    bar.titleColor = .white
                }
            ),
            (
                [
                    item("Recipes"),
                    item("Share") { i in
                        i.prompt = "Choose where to send the recipe"
                        i.rightBarButtonItem = BarButtonItem(systemItem: .cancel)
                    },
                ], { _ in }
            ),
        ])
        Snapshot.expect(h.snapshot(), named: "arrangements")
    }
}
