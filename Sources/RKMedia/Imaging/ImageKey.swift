/// What an ``ImagePipeline`` entry is: a picture (named by its source, a path or an album id)
/// at a size. The same picture at two sizes is two entries.
public struct ImageKey: Hashable, Sendable, CustomStringConvertible {
    /// Names the encoded picture; equal sources must give equal bytes.
    public var source: String
    /// The longer side of the decoded image, in pixels.
    public var maxPixelSize: Int

    /// A key for the picture named `source`, decoded so that its longer side is `maxPixelSize` pixels.
    public init(source: String, maxPixelSize: Int) {
        self.source = source
        self.maxPixelSize = maxPixelSize
    }

    /// The key as `source@sizepx`, for logs.
    public var description: String { "\(source)@\(maxPixelSize)px" }
}
