import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ScrollViewLayoutGuideTests {
    @Test func contentPinnedToTheContentGuideSetsTheContentSize() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        h.window.addSubview(scroll)
        let column = View()
        let badge = View()
        for v in [column, badge] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(v)
        }
        let content = scroll.contentLayoutGuide
        let frame = scroll.frameLayoutGuide
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -30),
            column.heightAnchor.constraint(equalToConstant: 1000),
            // As wide as the scroll view: it scrolls only vertically.
            column.widthAnchor.constraint(equalTo: frame.widthAnchor),
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.renderFrame()
        // 20 + 1000 + 30 points tall, the view's width wide.
        #expect(scroll.contentSize == Size(width: 320, height: 1050))
        #expect(column.frame == Rect(x: 0, y: 20, width: 320, height: 1000))
        #expect(content.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 1050))
        #expect(badge.frame == Rect(x: 270, y: 10, width: 40, height: 20))
        // Scrolled: the badge stays on screen (it moves in the content), the column does not.
        scroll.contentOffset = Point(x: 0, y: 300)
        h.renderFrame()
        #expect(badge.frame == Rect(x: 270, y: 310, width: 40, height: 20))
        #expect(column.frame.minY == 20)
        #expect(frame.layoutFrame == Rect(x: 0, y: 300, width: 320, height: 480))
        // A taller column makes more to scroll.
        column.constraints.first { $0.firstAttribute == .height }?.constant = 1500
        h.renderFrame()
        #expect(scroll.contentSize.height == 1550)
    }

    @Test func anUnconstrainedContentGuideFollowsTheContentSize() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = Size(width: 640, height: 900)
        h.window.addSubview(scroll)
        let corner = View()
        corner.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(corner)
        LayoutConstraint.activate([
            corner.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            corner.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            corner.widthAnchor.constraint(equalToConstant: 10),
            corner.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrame()
        #expect(corner.frame == Rect(x: 630, y: 890, width: 10, height: 10))
        #expect(scroll.contentSize == Size(width: 640, height: 900))
    }
}
