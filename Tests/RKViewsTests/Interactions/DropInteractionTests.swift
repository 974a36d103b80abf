import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct DropInteractionTests {
    /// A drop target that takes only the files whose extensions it lists, or refuses everything.
    final class Well: View, DropInteractionDelegate {
        var extensions: [String]
        var forbids = false
        var taken: [URL] = []
        var location: Point?
        var ended = 0
        init(frame: Rect, extensions: [String]) {
            self.extensions = extensions
            super.init(frame: frame)
            addInteraction(DropInteraction(delegate: self))
        }
        func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
            session.hasFiles(withExtensions: extensions)
        }
        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: forbids ? .forbidden : .copy)
        }
        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            taken += session.fileURLs
            location = session.location(in: self)
        }
        func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { ended += 1 }
    }

    let png = DropItem.file(URL(fileURLWithPath: "/photos/soup.png"))
    let mp3 = DropItem.file(URL(fileURLWithPath: "/music/song.mp3"))

    @Test func theInnermostViewThatCanHandleItTakesIt() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let outer = Well(frame: Rect(x: 0, y: 0, width: 300, height: 200), extensions: ["mp3"])
        let inner = Well(frame: Rect(x: 100, y: 50, width: 100, height: 100), extensions: ["png"])
        outer.addSubview(inner)
        h.window.addSubview(outer)
        #expect(h.drop([png], at: Point(x: 150, y: 100)))
        #expect(inner.taken == [URL(fileURLWithPath: "/photos/soup.png")])
        #expect(inner.location == Point(x: 50, y: 50))
        #expect(outer.taken.isEmpty)
        // The inner view cannot take music: it goes on to the outer one.
        #expect(h.drop([mp3], at: Point(x: 150, y: 100)))
        #expect(outer.taken == [URL(fileURLWithPath: "/music/song.mp3")])
        #expect(inner.ended == 1)
    }

    @Test func aForbiddenDropStopsThereUntaken() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let outer = Well(frame: Rect(x: 0, y: 0, width: 300, height: 200), extensions: ["png"])
        let inner = Well(frame: Rect(x: 100, y: 50, width: 100, height: 100), extensions: ["png"])
        inner.forbids = true
        outer.addSubview(inner)
        h.window.addSubview(outer)
        #expect(!h.drop([png], at: Point(x: 150, y: 100)))
        #expect(inner.taken.isEmpty && outer.taken.isEmpty)
        #expect(inner.ended == 1)
    }

    @Test func aDropNobodyWantsIsNotTakenAndAnUnknownPlaceMeansTheCentre() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let centre = Well(frame: Rect(x: 140, y: 90, width: 20, height: 20), extensions: ["png"])
        h.window.addSubview(centre)
        #expect(!h.drop([.text("hello")], at: Point(x: 10, y: 10)))
        #expect(h.drop([png], at: nil))
        #expect(centre.taken.count == 1)
        #expect(!h.drop([], at: nil))
    }
}
