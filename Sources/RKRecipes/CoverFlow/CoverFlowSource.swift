import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// What the ready-made Cover Flows (``CrayonsCoverFlow``, ``AlbumCoverFlow``) have in common:
/// a flow that starts on its middle cover, images loaded off the main thread and cancelled when
/// their cover scrolls away, a caption per cover, a text card on the back, and a tap on the
/// middle cover that flips it.
///
/// Each kind says only what differs: whether a cover has an image to load and how to load it,
/// its caption, and its back.
@MainActor
public class CoverFlowSource: CoverFlowDataSource, CoverFlowDelegate {
    /// The flow.
    public let view: CoverFlowView
    /// Image requests made so far (for tests and the gallery's readout).
    public private(set) var requestCount = 0
    /// Image requests cancelled so far.
    public private(set) var cancelCount = 0
    /// Called when a flip ends, with whether the cover now shows its back.
    public var onFlip: ((Bool) -> Void)?

    /// How to cancel each image still loading, by cover.
    private var pending: [Int: () -> Void] = [:]

    /// A flow in `frame` over `count` covers, selecting the middle one. Subclasses set their
    /// own properties first: the flow asks for the middle cover's caption at once.
    init(frame: Rect, count: Int) {
        view = CoverFlowView(frame: frame, count: count)
        view.dataSource = self
        view.delegate = self
        view.selectCover(at: count / 2, animated: false)
    }

    // MARK: What each kind says

    /// Whether the cover at `index` has an image to load; covers that have none are not
    /// counted as requests.
    func hasImage(at index: Int) -> Bool { false }

    /// Starts loading the image of the cover at `index` for `quality`, calls `deliver` on the
    /// main actor with it (nil when it could not be made), and returns how to cancel.
    func loadImage(at index: Int, quality: CoverImageQuality,
                   deliver: @escaping @MainActor (Image?) -> Void) -> () -> Void { {} }

    /// The caption of the cover at `index`.
    func title(at index: Int) -> String? { nil }

    /// The layer on the back of the cover at `index` (see ``backCard(_:detail:detailFont:textColor:insets:)``).
    func back(at index: Int) -> Layer? { nil }

    /// The card both kinds show on a cover's back: `title` in bold over `detail`, centered and
    /// wrapped in `textColor`, inset by `insets`; the kind colours the card.
    func backCard(_ title: String, detail: String, detailFont: Font, textColor: Color, insets: EdgeInsets) -> TextLayer {
        let back = TextLayer(string: "")
        var heading = AttributedString(title + "\n")
        heading.font = .boldSystem(size: 22)
        var rest = AttributedString(detail)
        rest.font = detailFont
        var text = heading + rest
        text.foregroundColor = textColor
        back.string = text
        back.alignmentMode = .center
        back.isWrapped = true
        back.textInsets = insets
        return back
    }

    /// Cancels every image still loading (the covers are about to change).
    func cancelPendingImages() {
        for cancel in pending.values { cancel() }
        pending.removeAll()
    }

    // MARK: CoverFlowDataSource

    /// Loads the cover's image, if it has one, replacing a request still loading for it; the
    /// image goes to the flow when it arrives.
    public func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
        guard hasImage(at: index) else { return }
        requestCount += 1
        pending.removeValue(forKey: index)?()
        // An image answered at once (a cache hit, or a failure known already) leaves nothing
        // pending.
        let answer = Answer()
        let cancel = loadImage(at: index, quality: quality) { [weak self, weak view] image in
            answer.isDone = true
            guard let self, let view else { return }
            self.pending[index] = nil
            if let image { view.setImage(image, at: index, quality: quality) }
        }
        if !answer.isDone { pending[index] = cancel }
    }

    private final class Answer { var isDone = false }

    /// Cancels the cover's image still loading (it left the flow's range).
    public func coverFlow(_ view: CoverFlowView, cancelImageAt index: Int) {
        cancelCount += 1
        pending.removeValue(forKey: index)?()
    }

    /// The cover's caption, shown under the flow while it is selected.
    public func coverFlow(_ view: CoverFlowView, titleAt index: Int) -> String? {
        title(at: index)
    }

    /// The card on the cover's back, shown by a flip.
    public func coverFlow(_ view: CoverFlowView, flipLayerAt index: Int) -> Layer? {
        back(at: index)
    }

    // MARK: CoverFlowDelegate

    /// A tap on the middle cover flips it.
    public func coverFlow(_ view: CoverFlowView, didTapSelectedCoverAt index: Int) {
        view.flipSelectedCover()
    }

    /// Tells ``onFlip`` that a flip ended.
    public func coverFlowFlipDidEnd(_ view: CoverFlowView, isFlipped: Bool) {
        onFlip?(isFlipped)
    }
}
