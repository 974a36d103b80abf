import RKGeometry
import RKGraphics
import RKLayers

/// A view that shows an image (UIImageView).
///
/// The image is the layer's ``/RKLayers/Layer/contents``, never redrawn: the compositor places it with
/// the view's ``View/contentMode`` (the layer's contents gravity), stretched to fill the bounds
/// by default. ``highlightedImage`` replaces it while ``isHighlighted`` is true. Images with
/// ``capInsets`` (or set as a ``stretchableImage``) keep their caps unscaled through the
/// layer's contents center, so they can be resized and animated freely.
///
/// Image views ignore touches by default (``View/isUserInteractionEnabled`` is false), as in
/// UIKit.
@MainActor
open class ImageView: View {
    /// An image view with a frame and no image.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // The layer shows the image as its contents; it never draws.
        customDrawing = false
        // Not an element by default (as UIKit): give it a label and set isAccessibilityElement.
        accessibilityTraits = .image
    }

    /// An image view the size of `image` (in points), at the origin.
    public convenience init(image: Image?, highlightedImage: Image? = nil) {
        self.init(frame: Rect(size: image?.size ?? .zero))
        self.highlightedImage = highlightedImage
        self.image = image
        updateContents()  // observers do not run for the class's own initializers
    }

    /// An image view showing a stretchable image, the size of the image.
    public convenience init(stretchableImage: StretchableImage) {
        self.init(frame: Rect(size: stretchableImage.size))
        self.stretchableImage = stretchableImage
        updateContents()
    }

    /// The image shown normally.
    public var image: Image? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while ``isHighlighted`` is true; nil keeps ``image``.
    public var highlightedImage: Image? {
        didSet { updateContents() }
    }

    /// Shows ``highlightedImage`` (when there is one) instead of ``image``.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    /// Caps of the images, in the images' points, drawn unscaled while the rest stretches
    /// (the layer's contents center). Zero, the default, stretches the whole image.
    public var capInsets: EdgeInsets = .zero {
        didSet { updateContents() }
    }

    /// The image and its caps as one value. Setting it sets ``image`` and ``capInsets``;
    /// tiling is not supported here (the center is stretched).
    public var stretchableImage: StretchableImage? {
        get { image.map { StretchableImage(image: $0, capInsets: capInsets) } }
        set {
            capInsets = newValue?.capInsets ?? .zero
            image = newValue?.image
        }
    }

    /// The image being shown: ``highlightedImage`` while highlighted (if set), else ``image``.
    public var currentImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The size of the current image, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size {
        currentImage?.size ?? .zero
    }

    /// The size of the current image.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    /// Resizes the view to its image's size, keeping its origin.
    open override func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// Image views do not draw: their image is the layer's contents, so this does nothing.
    public override func setNeedsDisplay() {}

    private func updateContents() {
        let shown = currentImage
        layer.contents = shown
        guard let shown, capInsets != .zero, shown.size.width > 0, shown.size.height > 0 else {
            layer.contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
            return
        }
        let caps = StretchableImage(image: shown, capInsets: capInsets).capInsets
        let w = shown.size.width, h = shown.size.height
        layer.contentsCenter = Rect(x: caps.left / w, y: caps.top / h,
                                    width: Swift.max(0, w - caps.horizontal) / w,
                                    height: Swift.max(0, h - caps.vertical) / h)
    }
}
