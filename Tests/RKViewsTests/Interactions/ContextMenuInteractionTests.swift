import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ContextMenuInteractionTests {
    /// A view with a context menu: Copy, a disabled Rename, a Share submenu (Mail, Chat), and an
    /// inline group with a destructive Delete; it logs what is chosen.
    final class Card: View, ContextMenuInteractionDelegate {
        var chosen: [String] = []
        var ended = 0
        var offersMenu = true
        var lastLocation: Point?

        override init(frame: Rect) {
            super.init(frame: frame)
            addInteraction(ContextMenuInteraction(delegate: self))
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
            lastLocation = location
            guard offersMenu else { return nil }
            return ContextMenuConfiguration { _ in
                Menu(children: [
                    Action(title: "Copy") { self.chosen.append($0.title) },
                    Action(title: "Rename", attributes: .disabled) { self.chosen.append($0.title) },
                    Action(title: "Secret", attributes: .hidden) { self.chosen.append($0.title) },
                    Menu(title: "Share", children: [
                        Action(title: "Mail") { self.chosen.append($0.title) },
                        Action(title: "Chat") { self.chosen.append($0.title) },
                    ]),
                    Menu(options: .displayInline, children: [
                        Action(title: "Delete", attributes: .destructive) { self.chosen.append($0.title) },
                    ]),
                ])
            }
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {
            ended += 1
        }
    }

    func setUp() throws -> (HeadlessHost, Card) {
        let h = try HeadlessHost(size: Size(width: 400, height: 300))
        let card = Card(frame: Rect(x: 20, y: 20, width: 200, height: 100))
        h.window.addSubview(card)
        return (h, card)
    }

    @Test func aSecondaryClickOpensTheMenuWithoutHiddenEntries() throws {
        let (h, card) = try setUp()
        #expect(h.click(.secondary, at: Point(x: 50, y: 60)))
        #expect(card.lastLocation == Point(x: 30, y: 40))
        #expect(h.window.shownContextMenu == [["Copy", "Rename", "Share", "-", "Delete"]])
    }

    @Test func aMiddleClickOpensNoMenuAndGoesUnhandled() throws {
        let (h, _) = try setUp()
        #expect(!h.click(.middle, at: Point(x: 50, y: 60)))
        #expect(h.window.shownContextMenu == nil)
    }

    @Test func noConfigurationMeansNoMenu() throws {
        let (h, card) = try setUp()
        card.offersMenu = false
        #expect(!h.click(.secondary, at: Point(x: 50, y: 60)))
        #expect(h.window.shownContextMenu == nil)
    }

    @Test func clickingARowChoosesItAndClosesTheMenu() throws {
        let (h, card) = try setUp()
        h.click(.secondary, at: Point(x: 50, y: 60))
        let panel = try #require(h.window.attachment(ContextMenuPresenter.self)?.panels.first)
        let copy = panel.convert(Point(x: 40, y: panel.rowRect(0).midY), to: h.window)
        h.tap(at: copy)
        #expect(card.chosen == ["Copy"])
        #expect(h.window.shownContextMenu == nil)
        #expect(card.ended == 1)
    }

    @Test func aDisabledRowDoesNothing() throws {
        let (h, card) = try setUp()
        h.click(.secondary, at: Point(x: 50, y: 60))
        let panel = try #require(h.window.attachment(ContextMenuPresenter.self)?.panels.first)
        h.tap(at: panel.convert(Point(x: 40, y: panel.rowRect(1).midY), to: h.window))
        #expect(card.chosen.isEmpty)
        #expect(h.window.shownContextMenu != nil)
    }

    @Test func theKeyboardWalksSkipsDisabledRowsAndOpensSubmenus() throws {
        let (h, card) = try setUp()
        h.click(.secondary, at: Point(x: 50, y: 60))
        h.press(.down)  // Copy
        h.press(.down)  // Rename is disabled: Share
        h.press(KeyboardKey(.right))
        #expect(h.window.shownContextMenu == [["Copy", "Rename", "Share", "-", "Delete"], ["Mail", "Chat"]])
        h.press(.down)  // Chat
        h.press(.return)
        #expect(card.chosen == ["Chat"])
        #expect(h.window.shownContextMenu == nil)
    }

    @Test func escapeClosesASubmenuThenTheMenu() throws {
        let (h, card) = try setUp()
        h.click(.secondary, at: Point(x: 50, y: 60))
        h.press(.up)  // wraps to Delete
        h.press(.up)  // Share
        h.press(.return)
        #expect(h.window.shownContextMenu?.count == 2)
        h.press(.escape)
        #expect(h.window.shownContextMenu?.count == 1)
        h.press(.escape)
        #expect(h.window.shownContextMenu == nil)
        #expect(card.chosen.isEmpty)
        #expect(card.ended == 1)
    }

    @Test func hoveringASubmenuRowOpensIt() throws {
        let h = try HeadlessHost(size: Size(width: 600, height: 300))
        h.window.addSubview(Card(frame: Rect(x: 20, y: 20, width: 200, height: 100)))
        h.click(.secondary, at: Point(x: 50, y: 60))
        let panel = try #require(h.window.attachment(ContextMenuPresenter.self)?.panels.first)
        h.hover(at: panel.convert(Point(x: 40, y: panel.rowRect(2).midY), to: h.window))
        #expect(h.window.shownContextMenu?.last == ["Mail", "Chat"])
        let sub = try #require(h.window.attachment(ContextMenuPresenter.self)?.panels.last)
        #expect(sub.frame.minX >= panel.frame.maxX - 2)  // beside its parent
        h.hover(at: panel.convert(Point(x: 40, y: panel.rowRect(0).midY), to: h.window))
        #expect(h.window.shownContextMenu?.count == 1)
    }

    @Test func aSubmenuWithNoRoomOnTheRightOpensOnTheLeft() throws {
        let h = try HeadlessHost(size: Size(width: 600, height: 300))
        h.window.addSubview(Card(frame: Rect(x: 0, y: 0, width: 600, height: 300)))
        h.click(.secondary, at: Point(x: 400, y: 40))
        h.press(.down)
        h.press(.down)
        h.press(KeyboardKey(.right))
        let panels = try #require(h.window.attachment(ContextMenuPresenter.self)?.panels)
        #expect(panels.count == 2)
        #expect(panels[1].frame.maxX <= panels[0].frame.minX + 2)
    }

    @Test func aClickOutsideClosesTheMenuAndGoesNoFurther() throws {
        let (h, card) = try setUp()
        final class Tapped: View {
            var touches = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { self.touches += 1 }
        }
        let other = Tapped(frame: Rect(x: 300, y: 200, width: 80, height: 80))
        h.window.addSubview(other)
        h.click(.secondary, at: Point(x: 50, y: 60))
        h.tap(at: Point(x: 340, y: 240))
        #expect(h.window.shownContextMenu == nil)
        #expect(other.touches == 0)
        #expect(card.chosen.isEmpty)
        h.tap(at: Point(x: 340, y: 240))
        #expect(other.touches == 1)
    }

    @Test func theMenuStaysInsideTheWindow() throws {
        let (h, _) = try setUp()
        let card = Card(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(card)
        h.click(.secondary, at: Point(x: 395, y: 295))
        let panel = try #require(h.window.attachment(ContextMenuPresenter.self)?.panels.first)
        #expect(h.window.bounds.contains(panel.frame))
        #expect(panel.frame.maxX <= 396 && panel.frame.maxY <= 296)
    }

    @Test func theMenuKeyOpensTheFirstRespondersMenu() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 30))
        h.window.addSubview(field)
        h.tap(at: Point(x: 100, y: 35))
        #expect(field.isEditing)
        #expect(h.press(KeyboardKey(name: "Menu")))
        #expect(h.window.shownContextMenu?.first?.contains("Select All") == true)
        h.press(.escape)
        #expect(h.window.shownContextMenu == nil)
        #expect(field.isEditing)  // Escape closed only the menu
        #expect(h.press(KeyboardKey(.function(10), modifiers: [.shift])))
        #expect(h.window.shownContextMenu != nil)
    }

    @Test func keysAndTextDoNotReachTheFieldBehindAnOpenMenu() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 30))
        h.window.addSubview(field)
        h.tap(at: Point(x: 100, y: 35))
        h.type("ab")
        h.click(.secondary, at: Point(x: 100, y: 35))
        h.type("zz")
        h.press(.backspace)
        #expect(field.text == "ab")
    }
}
