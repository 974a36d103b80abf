import Foundation
import Synchronization

extension Image {
    /// The image named `name` among a bundle's resources (UIImage(named:)), at the variant
    /// that best fits `scale`: `name@2x.png` for a 2× screen, falling back to the other scales
    /// and to the plain `name.png` (the image's ``scale`` says which was found). `name` may
    /// carry an extension; without one, PNG then JPEG files are looked for. Images are cached,
    /// so asking again costs a dictionary lookup.
    ///
    /// For a SwiftPM target with `resources: [.process("Images")]`, pass `Bundle.module`.
    ///
    /// - Returns: nil when no such resource exists or it cannot be decoded (the error is
    ///   written to standard error, as UIKit logs it).
    public static func named(_ name: String, in bundle: Bundle = .main, scale: Double = 1) -> Image? {
        guard !name.isEmpty else { return nil }
        let want = scale.isFinite && scale >= 1 ? Int(Swift.min(scale, 3).rounded()) : 1
        let key = "\(bundle.bundlePath)|\(name)|\(want)"
        if let hit = namedCache.withLock({ $0[key] }) { return hit }
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        // The screen's scale first, then larger ones (downscaled looks better), then smaller.
        let scales = [want] + Array(stride(from: want + 1, through: 3, by: 1)) + (1..<want).reversed()
        for s in scales {
            let file = s == 1 ? base : "\(base)@\(s)x"
            for e in extensions {
                guard let url = bundle.url(forResource: file, withExtension: e) else { continue }
                do {
                    let image = try Image(contentsOfFile: url.path)
                    namedCache.withLock { $0[key] = image }
                    return image
                } catch {
                    FileHandle.standardError.write(Data("RecipeKit: image \(url.path) not loaded: \(error)\n".utf8))
                    return nil
                }
            }
        }
        return nil
    }
}

private let namedCache = Mutex<[String: Image]>([:])
