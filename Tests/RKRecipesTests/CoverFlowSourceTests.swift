import RKGeometry
import RKGraphics
import RKLayers
import Testing

@testable import RKRecipes

/// Both ready-made Cover Flows have one shape: middle cover first, a caption per cover, a
/// text card on the back, and nothing requested for a cover without an image.
@MainActor
struct CoverFlowSourceTests {
    @Test func bothKindsShareOneShape() {
        let crayons = [Crayon(name: "Red", hex: "EE204D"), Crayon(name: "Blue", hex: "1F75FE"), Crayon(name: "Snow", hex: "FFFAFA")]
        let albums = [AlbumWallItem(id: "a", title: "First", artist: "Ada"), AlbumWallItem(id: "b", title: "Second"),
                      AlbumWallItem(id: "c", title: "Third")]
        let sources: [(CoverFlowSource, back: String)] = [
            (CrayonsCoverFlow(frame: Rect(x: 0, y: 0, width: 600, height: 400), crayons: crayons), "Blue\n#1F75FE"),
            (AlbumCoverFlow(frame: Rect(x: 0, y: 0, width: 600, height: 400), items: albums), "Second\nUnknown artist"),
        ]
        for (source, back) in sources {
            #expect(source.view.selectedIndex == 1)
            #expect(source.view.label.text == source.coverFlow(source.view, titleAt: 1))
            let card = source.coverFlow(source.view, flipLayerAt: 1) as? TextLayer
            #expect(card.map { String($0.string.characters) } == back)
            #expect(source.coverFlow(source.view, flipLayerAt: 7) == nil)
        }
        // Albums without art are not requested.
        let (albumFlow, _) = sources[1]
        albumFlow.coverFlow(albumFlow.view, requestImageAt: 0, quality: .high)
        #expect(albumFlow.requestCount == 0)
    }
}
