import Foundation
import RKGeometry
import RKHosts
import RKViews
import RKWebTesting
import Testing

@testable import RKWeb

/// A page's `<select>` opens a list RecipeKit draws; a tap chooses, a tap elsewhere closes.
@MainActor
@Suite(.serialized) struct WebOptionMenuViewTests {
    static let form = """
        <body style='margin:0'>
        <select id=s style='position:absolute;left:20px;top:20px;width:120px;height:28px'
          onchange="document.title = 'chose ' + this.value">
          <option value=a>Apple</option><option value=b>Banana</option><option value=c disabled>Cherry</option>
          <option value=d>Damson</option>
        </select></body>
        """

    @Test func aTappedOptionIsChosen() throws {
        let f = try WebFixture()
        #expect(f.show(Self.form))
        f.host.run(for: 0.1)
        f.host.tap(at: Point(x: 60, y: 34))
        #expect(f.host.run(until: { f.web.optionMenuView != nil }))
        let list = try #require(f.web.optionMenuView as? WebOptionMenuView)
        #expect(list.items.map(\.label) == ["Apple", "Banana", "Cherry", "Damson"])
        #expect(list.items[0].isSelected && !list.items[2].isEnabled)
        // Under the field, in the web view.
        #expect(list.frame.minY >= 47 && list.frame.minX >= 19, "\(list.frame)")
        f.host.tap(at: list.convert(list.center(ofRow: 3), to: f.host.window))
        #expect(f.host.run(until: { f.web.title == "chose d" }))
        #expect(f.web.optionMenuView == nil)
        #expect(f.value("document.getElementById('s').value") == "d")
    }

    @Test func aDisabledOptionOrATapOutsideChoosesNothing() throws {
        let f = try WebFixture()
        #expect(f.show(Self.form))
        f.host.run(for: 0.1)
        f.host.tap(at: Point(x: 60, y: 34))
        #expect(f.host.run(until: { f.web.optionMenuView != nil }))
        let list = try #require(f.web.optionMenuView as? WebOptionMenuView)
        f.host.tap(at: list.convert(list.center(ofRow: 2), to: f.host.window))
        f.host.run(for: 0.2)
        #expect(f.web.optionMenuView != nil)
        f.host.tap(at: Point(x: 220, y: 170))
        #expect(f.host.run(until: { f.web.optionMenuView == nil }))
        #expect(f.value("document.getElementById('s').value") == "a")
        #expect(f.web.title == nil)
    }
}
