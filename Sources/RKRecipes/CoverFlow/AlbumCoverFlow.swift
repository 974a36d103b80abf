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
public final class AlbumCoverFlow: CoverFlowDataSource, CoverFlowDelegate {
    /// The flow.
    public let view: CoverFlowView
    /// The albums shown.
    public private(set) var items: [AlbumWallItem]
    /// Decodes and keeps the art.
    public let pipeline: ImagePipeline
    /// Requests made so far, and those cancelled.
    public private(set) var requestCount = 0
    /// Requests cancelled so far, as covers left the screen before their art arrived.
    public private(set) var cancelCount = 0

    private var pending: [Int: ImageRequest] = [:]
    private var library: AlbumLibrary?
    private var libraryToken: Int?

    /// A flow in `frame` over `items`, selecting the middle one.
    public init(frame: Rect, items: [AlbumWallItem], pipeline: ImagePipeline = ImagePipeline(byteLimit: 24 << 20)) {
        self.items = items
        self.pipeline = pipeline
        view = CoverFlowView(frame: frame, count: items.count)
        view.dataSource = self
        view.delegate = self
        view.selectCover(at: items.count / 2, animated: false)
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
        for request in pending.values { request.cancel() }
        pending.removeAll()
        items = newItems
        view.reloadData(count: newItems.count)
    }

    /// The pixel size a cover's art is decoded at for `quality`: the cover's side at the
    /// screen's scale for the covers near the middle, a third of that further out.
    public func pixelSize(for quality: CoverImageQuality) -> Int {
        let side = view.flowLayer.layout.coverSize * (view.window?.layer.contentsScale ?? 1)
        return Int((quality == .high ? side : side / 3).rounded(.up))
    }

    // MARK: CoverFlowDataSource

    /// Asks the image pipeline for the album's art at the quality's pixel size, replacing any request
    /// still pending for that cover.
    public func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
        guard items.indices.contains(index), let load = items[index].loadArt else { return }
        requestCount += 1
        pending.removeValue(forKey: index)?.cancel()
        let key = ImageKey(source: items[index].id, maxPixelSize: pixelSize(for: quality))
        let request = pipeline.request(key, on: view.eventLoop, load: load) { [weak self, weak view] image in
            guard let self, let view else { return }
            self.pending[index] = nil
            if let image { view.setImage(image, at: index, quality: quality) }
        }
        // Answered at once from the cache: nothing is pending.
        if pending[index] == nil, pipeline.cachedImage(for: key) == nil, pipeline.failure(for: key) == nil { pending[index] = request }
    }

    /// Cancels the cover's pending request, if any.
    public func coverFlow(_ view: CoverFlowView, cancelImageAt index: Int) {
        cancelCount += 1
        pending.removeValue(forKey: index)?.cancel()
    }

    /// The album's title and artist.
    public func coverFlow(_ view: CoverFlowView, titleAt index: Int) -> String? {
        items.indices.contains(index) ? items[index].caption : nil
    }

    /// The back: the album's title and artist, white on black.
    public func coverFlow(_ view: CoverFlowView, flipLayerAt index: Int) -> Layer? {
        guard items.indices.contains(index) else { return nil }
        let back = TextLayer(string: "")
        back.backgroundColor = Color(white: 0.08)
        back.borderColor = Color(white: 0.35)
        back.borderWidth = 1
        var title = AttributedString(items[index].title + "\n")
        title.font = .boldSystem(size: 22)
        var artist = AttributedString(items[index].artist ?? "Unknown artist")
        artist.font = .system(size: 17)
        var text = title + artist
        text.foregroundColor = .white
        back.string = text
        back.alignmentMode = .center
        back.isWrapped = true
        back.textInsets = EdgeInsets(top: 64, left: 16, bottom: 16, right: 16)
        return back
    }

    // MARK: CoverFlowDelegate

    /// Flips the selected cover to show its back.
    public func coverFlow(_ view: CoverFlowView, didTapSelectedCoverAt index: Int) {
        view.flipSelectedCover()
    }
}
