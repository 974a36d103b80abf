import Foundation
import RKGeometry
import RKHosts
import RKViews
import Testing

@testable import RKAccessibilityBridge

/// Links in text as screen readers see them (Hypertext and Hyperlink): the text view keeps its
/// role and text, each link is a child with its URL and its offsets in that text, and
/// activating it opens it as a click does.
@MainActor
@Suite(.serialized) struct AccessibleTreeLinksTests {
    /// A read-only text view of two paragraphs holding three links.
    @MainActor
    final class Fixture: TextViewDelegate {
        let host: HeadlessHost
        let tree = AccessibleTree(applicationName: "demo")
        let text = TextView(frame: Rect(x: 10, y: 10, width: 380, height: 200))
        var opened: [String] = []
        var refuse = false

        init() throws {
            host = try HeadlessHost(size: Size(width: 400, height: 300))
            let w = host.window
            tree.frames = [AccessibleWindow(title: "Demo", screenFrame: { Rect(x: 0, y: 0, width: 400, height: 300) },
                                            contents: { [unowned w] in [.init(window: w)] })]
            var s = AttributedString("Read the ")
            var guide = AttributedString("guide")
            guide.link = URL(string: "https://guide.example")
            s += guide + AttributedString(" first.\nThen ")
            var mail = AttributedString("write")
            mail.link = URL(string: "mailto:cook@example.org")
            var bold = AttributedString(" to us")
            bold.link = URL(string: "mailto:cook@example.org")
            bold.font = .system(size: 17, weight: .bold)
            s += mail + bold + AttributedString(" or ")
            var call = AttributedString("call")
            call.link = URL(string: "tel:+15550100")
            s += call
            text.attributedText = s
            text.isEditable = false
            text.delegate = self
            w.addSubview(text)
            text.layoutIfNeeded()
            Application.shared.urlOpener = { [unowned self] url in
                opened.append(url.absoluteString)
                return true
            }
        }

        func textView(_ textView: TextView, shouldInteractWith url: URL, in range: Range<Int>) -> Bool { !refuse }
    }

    @Test func readOnlyTextListsItsLinksAsHyperlinkChildren() throws {
        let f = try Fixture()
        defer { Application.shared.urlOpener = nil }
        let node = AccessibleNode.view(f.text)
        #expect(f.tree.role(of: node) == .text)
        let interfaces = f.tree.interfaces(of: node)
        #expect(interfaces.contains(.text) && interfaces.contains(.hypertext))
        let links = f.tree.children(of: node)
        #expect(links.map { f.tree.role(of: $0) } == [.link, .link, .link])
        // Runs of one URL make one link, whatever else changes in them.
        #expect(links.map { f.tree.name(of: $0) } == ["guide", "write to us", "call"])
        let all = Array(f.tree.text(of: node))
        for link in links {
            let l = try #require(f.tree.link(of: link))
            #expect(String(all[l.range]) == f.tree.name(of: link))
            #expect(f.tree.interfaces(of: link).contains(.hyperlink) && f.tree.actions(of: link) == [.click])
            #expect(f.tree.parent(of: link)?.isSame(as: node) == true)
        }
        #expect(f.tree.link(of: links[1])?.url.absoluteString == "mailto:cook@example.org")
        #expect(f.tree.link(of: links[1])?.range == 27..<38)
        // The second paragraph's links lie below the first's, inside the view.
        let first = try #require(f.tree.windowRect(of: links[0])), second = try #require(f.tree.windowRect(of: links[1]))
        #expect(second.minY > first.minY && f.text.frame.contains(second.origin))
        // Paths name links apart from elements, and resolve back.
        let path = f.tree.table.path(for: links[2])
        #expect(path.hasSuffix("_link2"))
        #expect(f.tree.table.node(forPath: path)?.isSame(as: links[2]) == true)
        // A hyperlink has a path of its own (libatspi keeps one proxy per path).
        let hyperlink = f.tree.table.hyperlinkPath(for: links[2])
        #expect(hyperlink != path && f.tree.table.node(forPath: hyperlink) == nil)
        #expect(f.tree.table.hyperlinkNode(forPath: hyperlink)?.isSame(as: links[2]) == true)
        #expect(f.tree.table.hyperlinkNode(forPath: path) == nil)

        #expect(f.tree.perform(.click, on: links[2]))
        #expect(f.opened == ["tel:+15550100"])
        f.refuse = true
        #expect(!f.tree.perform(.click, on: links[0]))
        #expect(f.opened == ["tel:+15550100"])
    }

    @Test func theFocusedLinkHasTheFocusRatherThanItsText() throws {
        let f = try Fixture()
        defer { Application.shared.urlOpener = nil }
        final class Keyed: View {
            let links: [AccessibilityLink]
            init(links: (View) -> [AccessibilityLink]) {
                let placeholder = View()
                self.links = links(placeholder)
                super.init(frame: Rect(x: 0, y: 250, width: 100, height: 20))
                isAccessibilityElement = true
                accessibilityTraits = .staticText
                accessibilityLabel = "go here"
            }
            override var canBecomeFocused: Bool { true }
            override var accessibilityLinks: [AccessibilityLink] { links }
        }
        let view = Keyed { container in
            let here = AccessibilityLink(container: container, url: URL(string: "https://here.example")!, range: 3..<7,
                                         text: "here")
            here.isFocused = true
            return [here]
        }
        f.host.window.addSubview(view)
        let node = AccessibleNode.view(view), link = AccessibleNode.link(view, 0)
        #expect(!f.tree.states(of: link).contains(.focused))
        #expect(f.host.window.setFocusedView(view))
        #expect(f.tree.states(of: link).contains(.focused))
        #expect(!f.tree.states(of: node).contains(.focused))
    }

    @Test func editableTextHasNoLinksToFollow() throws {
        let f = try Fixture()
        defer { Application.shared.urlOpener = nil }
        f.text.isEditable = true
        #expect(f.tree.children(of: .view(f.text)).isEmpty)
        #expect(!f.tree.interfaces(of: .view(f.text)).contains(.hypertext))
    }
}
