import RecipeKit

/// One page of the gallery: a named demo that fills a root layer of a fixed size.
struct GalleryScene: Sendable {
    /// Kebab-case identifier, also the exported file's name (`<name>.png`).
    let name: String
    /// The heading drawn at the top of the scene.
    let title: String
    /// One or two sentences under the heading saying what the scene shows.
    let summary: String
    /// The scene's size in points.
    let size: Size
    /// Populates the root layer (already sized to `size`, with the light background, title and
    /// summary in place). Content goes below ``GalleryScene/contentTop``.
    let build: @MainActor @Sendable (Layer) -> Void

    /// The y coordinate where a scene's content starts, below the title and summary.
    static let contentTop = 96.0
    /// The margin used around scene content.
    static let margin = 32.0
}
