import Foundation
import RKMedia

/// A copy of the committed fixture library in a fresh temporary folder, so a test can add
/// broken files to it.
struct LibraryFixture {
    let root: String

    init() throws {
        let source = Bundle.module.resourceURL!.appendingPathComponent("Library").path
        root = NSTemporaryDirectory() + "recipekit-music-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: source, toPath: root)
    }

    var path: LibraryPath { LibraryPath(root) }

    func file(_ relative: String) -> String { root + "/" + relative }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    static var bundled: String { Bundle.module.resourceURL!.appendingPathComponent("Library").path }
}

