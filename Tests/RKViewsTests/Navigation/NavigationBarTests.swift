import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct NavigationBarTests {
    /// A 320-point bar on its own at the top of a host, showing `items`.
    func setUp(_ items: [NavigationItem], width: Double = 320) throws -> (HeadlessHost, NavigationBar) {
        let h = try HeadlessHost(size: Size(width: width, height: 200))
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: width, height: 44))
        bar.setItems(items, animated: false)
        h.window.addSubview(bar)
        h.renderFrame()
        return (h, bar)
    }

    func backTitle(_ bar: NavigationBar) -> String? { bar.content?.backButton?.backTitle }

    @Test func theBackButtonNamesThePreviousItemWhenItFits() throws {
        let (h, bar) = try setUp([NavigationItem(title: "Recipes"), NavigationItem(title: "Pancakes")])
        #expect(backTitle(bar) == "Recipes")
        #expect(bar.content?.backButton?.currentTitle == "Recipes")
        // No previous title: "Back".
        bar.setItems([NavigationItem(), NavigationItem(title: "Pancakes")], animated: false)
        h.renderFrame()
        #expect(backTitle(bar) == "Back")
        // A previous title too long for the space beside the title: "Back".
        bar.setItems(
            [NavigationItem(title: "Every recipe in the whole book"), NavigationItem(title: "Pancakes")],
            animated: false)
        h.renderFrame()
        #expect(backTitle(bar) == "Back")
        // The previous item's back item names it instead.
        let previous = NavigationItem(title: "Every recipe in the whole book")
        previous.backBarButtonItem = BarButtonItem(title: "All")
        bar.setItems([previous, NavigationItem(title: "Pancakes")], animated: false)
        h.renderFrame()
        #expect(backTitle(bar) == "All")
        // A current title so long that not even "Back" fits: the chevron alone.
        bar.setItems(
            [NavigationItem(title: "Recipes"), NavigationItem(title: "Pancakes with blueberries and maple syrup")],
            animated: false)
        h.renderFrame()
        #expect(backTitle(bar) == "" && bar.content?.backButton?.accessibilityLabel == "Back")
    }

    @Test func theBackTitleRuleInNumbers() {
        // Each candidate is 10 points a character; the bar is 320 wide and the title 100: the
        // back button may take 160 - 50 - 8 = 102 points.
        let measure = { (s: String) in Double(s.count) * 10 }
        #expect(
            NavigationBarContentView.backTitle(candidate: "Tencharsxx", measure: measure, barWidth: 320, titleWidth: 100)
                == "Tencharsxx")
        #expect(
            NavigationBarContentView.backTitle(candidate: "Elevenchars", measure: measure, barWidth: 320, titleWidth: 100)
                == "Back")
        #expect(NavigationBarContentView.backTitle(candidate: nil, measure: measure, barWidth: 320, titleWidth: 100) == "Back")
        #expect(NavigationBarContentView.backTitle(candidate: "", measure: measure, barWidth: 320, titleWidth: 100) == "Back")
        #expect(NavigationBarContentView.backTitle(candidate: "Recipes", measure: measure, barWidth: 320, titleWidth: 290) == "")
    }

    @Test func hidingTheBackButtonAndLeftItems() throws {
        let top = NavigationItem(title: "Edit")
        let (h, bar) = try setUp([NavigationItem(title: "Recipes"), top])
        #expect(bar.showsBackButton)
        top.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
        h.renderFrame()
        #expect(!bar.showsBackButton && bar.itemButtons.map(\.currentTitle) == ["Cancel"])
        top.leftItemsSupplementBackButton = true
        h.renderFrame()
        #expect(bar.showsBackButton && bar.itemButtons.count == 1)
        let back = try #require(bar.content?.backButton)
        let cancel = try #require(bar.itemButtons.first)
        #expect(back.frame.maxX < cancel.frame.minX)
        top.hidesBackButton = true
        #expect(!bar.showsBackButton)
    }

    @Test func theTitleIsCenteredUntilButtonsCrowdIt() throws {
        let top = NavigationItem(title: "Pancakes")
        let (h, bar) = try setUp([NavigationItem(title: "Recipes"), top])
        let title = try #require(bar.content?.titleLabel)
        #expect(abs(title.frame.midX - 160) <= 1)
        #expect(!title.isTruncated)
        top.title = "Pancakes with blueberries, maple syrup and cream"
        top.rightBarButtonItems = [BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .refresh)]
        h.renderFrame()
        let crowded = try #require(bar.content)
        let back = try #require(crowded.backButton)
        let leftmostRight = crowded.rightButtons.map(\.frame.minX).min() ?? 320
        #expect(crowded.titleLabel.frame.minX >= back.frame.maxX)
        #expect(crowded.titleLabel.frame.maxX <= leftmostRight)
        #expect(crowded.titleLabel.isTruncated)
    }

    @Test func aTitleViewTakesTheTitlesPlace() throws {
        let top = NavigationItem(title: "Hidden")
        let custom = View(frame: Rect(x: 0, y: 0, width: 120, height: 30))
        top.titleView = custom
        let (_, bar) = try setUp([top])
        #expect(custom.superview === bar.content && abs(custom.frame.midX - 160) <= 1 && custom.frame.midY == 22)
        #expect(bar.content?.titleLabel.superview == nil)
    }

    @Test func aPromptMakesTheBarTaller() throws {
        let top = NavigationItem(title: "Share")
        let (_, bar) = try setUp([top])
        #expect(bar.sizeThatFits(Size(width: 320, height: 0)).height == 44)
        top.prompt = "Choose where to send it"
        #expect(bar.sizeThatFits(Size(width: 320, height: 0)).height == 74)
        #expect(bar.content?.promptLabel?.text == "Choose where to send it")
    }

    @Test func aBarOnItsOwnPopsItsItemsFromTheBackButton() throws {
        let first = NavigationItem(title: "One")
        let second = NavigationItem(title: "Two")
        let (h, bar) = try setUp([first])
        #expect(!bar.showsBackButton && bar.backItem == nil)
        bar.pushItem(second, animated: true)
        #expect(bar.items === [first, second] && bar.topItem === second && bar.backItem === first)
        h.run(for: 0.5)
        let back = try #require(bar.backButtonCenterInWindow)
        h.tap(at: back)
        #expect(bar.items === [first])
        #expect(bar.popItem(animated: false) == nil)  // the last item stays
        h.run(for: 0.5)
        // The faded content has gone: one content view is left.
        #expect(bar.subviews.filter { $0 is NavigationBarContentView }.count == 1)
    }

    @Test func buttonsAreAccessible() throws {
        let top = NavigationItem(title: "Pancakes")
        top.rightBarButtonItem = BarButtonItem(systemItem: .add)
        let (_, bar) = try setUp([NavigationItem(title: "Recipes"), top])
        let buttons = Accessibility.elements(in: bar).filter { $0.accessibilityTraits.contains(.button) }
        #expect(buttons.map(\.accessibilityLabel) == ["Recipes", "Add"])
        let titles = Accessibility.elements(in: bar).filter { $0.accessibilityTraits.contains(.header) }
        #expect(titles.map(\.accessibilityLabel) == ["Pancakes"])
    }
}
