import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKMedia
import RKLayers
import RKMainLoop
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct AlbumCoverFlowTests {
    func makeFlow(items: [AlbumWallItem]) throws -> (HeadlessHost, AlbumCoverFlow) {
        let host = try HeadlessHost(size: Size(width: 640, height: 420), scale: 2)
        let flow = AlbumCoverFlow(frame: Rect(x: 0, y: 0, width: 640, height: 420), items: items,
                                  pipeline: ImagePipeline(byteLimit: 8 << 20, workers: WorkerPool(width: 2)))
        host.window.addSubview(flow.view)
        host.window.makeKeyAndVisible()
        return (host, flow)
    }

    /// Runs frames until every decode asked for has landed.
    func settle(_ host: HeadlessHost, _ flow: AlbumCoverFlow) {
        for _ in 0..<50 {
            _ = host.run(for: 1.0 / 60)
            flow.pipeline.workers.waitUntilIdle()
            host.eventLoop.runOnce()
            if flow.pipeline.pendingCount == 0 { break }
        }
        _ = host.run(for: 1.0 / 60)
    }

    @Test func coversShowTheAlbumsArtDecodedAtTheirSize() throws {
        let items = GeneratedAlbums.items(count: 30)
        let (host, flow) = try makeFlow(items: items)
        let middle = items.count / 2
        #expect(flow.view.selectedIndex == middle)
        // Placeholders until the decodes land.
        #expect(flow.view.flowLayer.coverLayer(at: middle)?.picture.contents === flow.view.flowLayer.placeholderImage)
        settle(host, flow)
        let shown = try #require(flow.view.flowLayer.coverLayer(at: middle)?.picture.contents)
        #expect(shown !== flow.view.flowLayer.placeholderImage)
        // The middle cover at high quality: its side at the screen's scale (200 points at 2x).
        #expect(flow.pixelSize(for: .high) == 400)
        #expect(shown.pixelWidth == 300)  // the generated art is 300 pixels: not enlarged
        let far = try #require(flow.view.flowLayer.liveIndices.first)
        let farImage = try #require(flow.view.flowLayer.coverLayer(at: far)?.picture.contents)
        #expect(farImage.pixelWidth == flow.pixelSize(for: .low))
        #expect(flow.view.label.text == items[middle].caption)
    }

    @Test func coversThatLeaveTheRangeCancelTheirRequests() throws {
        let (host, flow) = try makeFlow(items: GeneratedAlbums.items(count: 500))
        let requested = flow.requestCount
        #expect(requested > 0)
        // Jump far away before anything is decoded.
        flow.view.selectCover(at: 20, animated: false)
        _ = host.run(for: 1.0 / 60)
        #expect(flow.cancelCount > 0)
        settle(host, flow)
        // The images held are those of the covers alive now, whatever was asked before.
        #expect(flow.view.flowLayer.heldImageCount <= flow.view.flowLayer.liveCoverCount)
    }

    @Test func theBackShowsTitleAndArtist() throws {
        let items = GeneratedAlbums.items(count: 5)
        let (_, flow) = try makeFlow(items: items)
        let back = try #require(flow.coverFlow(flow.view, flipLayerAt: 2) as? TextLayer)
        let text = String(back.string.characters)
        #expect(text.contains(items[2].title) && text.contains(items[2].artist!))
        #expect(flow.coverFlow(flow.view, flipLayerAt: 99) == nil)
    }

    @Test func newItemsReloadTheFlow() throws {
        let (host, flow) = try makeFlow(items: GeneratedAlbums.items(count: 3))
        settle(host, flow)
        let before = flow.requestCount
        let fresh = (0..<8).map { AlbumWallItem(id: "fresh-\($0)", title: "Fresh \($0)", artist: "New") {
            try Image(width: 16, height: 16, premultipliedARGB: [UInt32](repeating: 0xFF10_2030, count: 256)).pngData()
        } }
        flow.setItems(fresh)
        #expect(flow.view.numberOfCovers == 8)
        #expect(flow.requestCount > before)  // asked again for the covers in range
        settle(host, flow)
        let i = flow.view.selectedIndex
        #expect(flow.view.label.text == "Fresh \(i) — New")
        #expect(flow.view.flowLayer.coverLayer(at: i)?.picture.contents?.pixel(x: 1, y: 1) == 0xFF10_2030)
        flow.setItems([])
        #expect(flow.view.numberOfCovers == 0)
        #expect(flow.view.flowLayer.liveCoverCount == 0)
    }

    @Test func anAlbumWithoutArtKeepsThePlaceholder() throws {
        let (host, flow) = try makeFlow(items: [AlbumWallItem(id: "none", title: "Silent")])
        settle(host, flow)
        #expect(flow.view.flowLayer.coverLayer(at: 0)?.picture.contents === flow.view.flowLayer.placeholderImage)
    }
}
