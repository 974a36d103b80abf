import Foundation
import RecipeKit

/// What the gallery window writes on exit with `--state-dump FILE`, so that tests can check
/// what happened: the selected scene and the window's size.
///
/// ```json
/// {
///   "framesPresented" : 57,
///   "index" : 1,
///   "renderer" : "software",
///   "scale" : 1,
///   "scene" : "border",
///   "title" : "Borders",
///   "vsync" : true,
///   "window" : { "height" : 720, "width" : 1180 }
/// }
/// ```
struct StateDump: Codable, Equatable {
    struct WindowSize: Codable, Equatable {
        var width: Double
        var height: Double
    }

    /// The selected scene's name.
    var scene: String
    /// The selected scene's title.
    var title: String
    /// The selected scene's position in the list, from 0.
    var index: Int
    /// The window's size in points.
    var window: WindowSize
    /// Pixels per point.
    var scale: Double
    /// Frames shown on screen.
    var framesPresented: Int
    /// SDL's renderer ("opengl", "software"...).
    var renderer: String
    /// Whether presents wait for vertical sync (false: the host sleeps between frames).
    var vsync: Bool

    /// Writes the dump as JSON to `path`.
    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(self)
        data.append(0x0A)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
