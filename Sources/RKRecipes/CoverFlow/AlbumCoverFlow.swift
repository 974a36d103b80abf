import Foundation
import RKGeometry
import RKGraphics
import RKMedia
import RKLayers
import RKViews

/// Seed 003's flow over album covers: the same albums the album wall shows (a music library's,
/// or generated ones), their art decoded off the main thread by an ``/RKMedia/ImagePipeline`` at
/// the size each cover needs, with the album's title and artist on the back.
@MainActor
public final class AlbumCoverFlow: CoverFlowSource {
    /// The albums shown.
    public private(set) var items: [AlbumWallItem]
    /// Decodes and keeps the art.
    public let pipeline: ImagePipeline

    private var library: AlbumLibrary?
    private var libraryToken: Int?

    /// A flow in `frame` over `items`, selecting the middle one.
    public init(frame: Rect, items: [AlbumWallItem], pipeline: ImagePipeline = ImagePipeline(byteLimit: 24 << 20)) {
        self.items = items
        self.pipeline = pipeline
        super.init(frame: frame, count: items.count)
    }

    /// A flow over the albums of `library`; it follows the library's changes.
    public convenience init(frame: Rect, library: AlbumLibrary, pipeline: ImagePipeline = ImagePipeline(byteLimit: 24 << 20)) {
        self.init(frame: frame, items: library.albums.map(AlbumWallItem.init(album:)), pipeline: pipeline)
        self.library = library
        libraryToken = library.addChangeObserver { [weak self] lib in
            self?.setItems(lib.albums.map(AlbumWallItem.init(album:)))
        }
    }

    isolated deinit {
        if let libraryToken { library?.removeChangeObserver(libraryToken) }
    }

    /// Replaces the albums, keeping the selection in range.
    public func setItems(_ newItems: [AlbumWallItem]) {
        cancelPendingImages()
        items = newItems
        view.reloadData(count: newItems.count)
    }

    /// The pixel size a cover's art is decoded at for `quality`: the cover's side at the
    /// screen's scale for the covers near the middle, a third of that further out.
    public func pixelSize(for quality: CoverImageQuality) -> Int {
        let side = view.flowLayer.layout.coverSize * (view.window?.layer.contentsScale ?? 1)
        return Int((quality == .high ? side : side / 3).rounded(.up))
    }

    override func hasImage(at index: Int) -> Bool {
        items.indices.contains(index) && items[index].loadArt != nil
    }

    override func loadImage(at index: Int, quality: CoverImageQuality,
                            deliver: @escaping @MainActor (Image?) -> Void) -> () -> Void {
        guard let load = items[index].loadArt else { return {} }
        let key = ImageKey(source: items[index].id, maxPixelSize: pixelSize(for: quality))
        let request = pipeline.request(key, on: view.eventLoop, load: load) { image in deliver(image) }
        return { request.cancel() }
    }

    override func title(at index: Int) -> String? {
        items.indices.contains(index) ? items[index].caption : nil
    }

    /// The back: the album's title and artist, white on black.
    override func back(at index: Int) -> Layer? {
        guard items.indices.contains(index) else { return nil }
        let back = backCard(items[index].title, detail: items[index].artist ?? "Unknown artist", detailFont: .system(size: 17),
                            textColor: .white, insets: EdgeInsets(top: 64, left: 16, bottom: 16, right: 16))
        back.backgroundColor = Color(white: 0.08)
        back.borderColor = Color(white: 0.35)
        back.borderWidth = 1
        return back
    }
}
