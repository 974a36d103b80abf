import Foundation
import RecipeKit

/// Renders scenes to PNG files with the headless host.
@MainActor
struct Exporter {
    /// Pixels per point of the exported files.
    static let scale = 2.0

    /// A failure the command line reports as a message and exit code 1.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder files are written to (absolute).
    let directory: URL

    init(directory: String) {
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        self.directory = url.standardizedFileURL
        // Exported frames must be complete and the same on every machine.
        AlbumWallScene.completeFrames = true
    }

    /// Creates the folder when needed and checks that files can be written there.
    func prepareDirectory() throws(Failure) {
        let fm = FileManager.default
        let path = directory.path
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(description: "\(path) exists and is not a folder") }
        } else {
            do {
                try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(description: "cannot create the folder \(path): \(Exporter.reason(error))")
            }
        }
        guard fm.isWritableFile(atPath: path) else { throw Failure(description: "the folder \(path) is not writable") }
    }

    /// Renders `scene` at `scale` pixels per point and returns the frame.
    func render(_ scene: GalleryScene, scale: Double = Exporter.scale) throws(Failure) -> Image {
        let host: HeadlessHost
        do {
            host = try HeadlessHost(size: scene.size, scale: scale, backgroundColor: Palette.background)
        } catch {
            throw Failure(description: "cannot render \(scene.name): \(error)")
        }
        Application.shared.onScreenKeyboard = .automatic
        scene.populate(host)
        host.rootLayer.applyContentsScale(scale)
        return host.snapshot()
    }

    /// Frames per second of the animated GIF previews. 25 because a GIF frame delay is a whole
    /// number of hundredths of a second: 1/25 s is exactly 4, while 1/30 s would be written as 3
    /// and play 11% too fast.
    static let gifFramesPerSecond = 25.0
    /// Frames per second the key frame host steps at.
    static let keyFramesPerSecond = 30.0

    /// What an animated scene exports.
    struct AnimationExport {
        /// `<name>.png`: the still frame above a strip of key frames.
        let poster: Image
        /// The still frame (``GalleryScene/stillTime``) at full size, the contact sheet's thumbnail.
        let still: Image
        /// The frames of `<name>.gif`, at scale 1.
        let gifFrames: [Image]
        /// The frames of each ``GalleryScene/Preview``'s own GIF, cut from ``gifFrames``.
        let previews: [(name: String, frames: [Image])]
    }

    /// Renders an animated scene: the first frame, then `animate`, then the animation. Key
    /// frames come from a host at ``scale``, stepped at 30 frames per second; the GIF frames
    /// from a second host at scale 1 (rendered at 1x rather than downscaled, which keeps the
    /// GIF small and the frames crisp), stepped at ``gifFramesPerSecond``.
    func renderAnimation(_ scene: GalleryScene) throws(Failure) -> AnimationExport {
        guard scene.isAnimated else {
            throw Failure(description: "\(scene.name) has no animation")
        }
        func animate(_ host: HeadlessHost) {
            scene.animate?(host.rootLayer)
            if scene.hasViews { scene.animateViews?(host.window) }
        }
        let host = try makeHost(for: scene, scale: Exporter.scale)
        animate(host)
        var keyFrames: [(time: Double, image: Image)] = []
        var now = 0.0
        for time in scene.keyFrameTimes.sorted() {
            if time - now > 1e-9 {
                if scene.pacedInRealTime {
                    host.runInRealTime(for: time - now, framesPerSecond: Exporter.keyFramesPerSecond)
                } else {
                    host.run(for: time - now, framesPerSecond: Exporter.keyFramesPerSecond)
                }
                now = time
                keyFrames.append((time, host.bitmap.makeImage()))
            } else {
                keyFrames.append((time, host.snapshot()))
            }
        }
        let offsets = keyFrames.map { abs($0.time - scene.stillTime) }
        let stillIndex = offsets.indices.min { offsets[$0] < offsets[$1] } ?? 0
        let still = keyFrames[stillIndex].image

        let small = try makeHost(for: scene, scale: 1)
        animate(small)
        let gifFrames = [small.snapshot()]
            + (scene.pacedInRealTime
                ? small.runInRealTime(for: scene.duration, framesPerSecond: Exporter.gifFramesPerSecond, capture: true)
                : small.run(for: scene.duration, framesPerSecond: Exporter.gifFramesPerSecond, capture: true))

        let size = KeyFrameSheet.size(for: scene)
        let sheet: HeadlessHost
        do {
            sheet = try HeadlessHost(size: size, scale: Exporter.scale, backgroundColor: Palette.background)
        } catch {
            throw Failure(description: "cannot render the key frames of \(scene.name): \(error)")
        }
        KeyFrameSheet.build(sheet.rootLayer, scene: scene, keyFrames: keyFrames, stillIndex: stillIndex,
                            scale: Exporter.scale)
        sheet.rootLayer.applyContentsScale(Exporter.scale)
        // The GIF frames are at scale 1, so the previews' points are their pixels.
        let previews = scene.previews.map { p in
            (name: "\(scene.name)-\(p.name)", frames: gifFrames.compactMap { $0.cropped(to: p.rect) })
        }
        return AnimationExport(poster: sheet.snapshot(), still: still, gifFrames: gifFrames, previews: previews)
    }

    /// A host showing `scene`'s first frame (already rendered, so that later changes animate).
    private func makeHost(for scene: GalleryScene, scale: Double) throws(Failure) -> HeadlessHost {
        let host: HeadlessHost
        do {
            host = try HeadlessHost(size: scene.size, scale: scale, backgroundColor: Palette.background)
        } catch {
            throw Failure(description: "cannot render \(scene.name): \(error)")
        }
        Application.shared.onScreenKeyboard = .automatic
        scene.populate(host)
        host.rootLayer.applyContentsScale(scale)
        host.renderFrame()
        return host
    }

    /// Writes `frames` as `<name>.gif`; returns the file's path and size in bytes.
    func writeGIF(_ frames: [Image], name: String) throws(Failure) -> (path: String, bytes: Int) {
        let url = directory.appendingPathComponent(name + ".gif")
        do {
            try AnimatedGIF.write(frames: frames, frameDuration: 1 / Exporter.gifFramesPerSecond, to: url.path,
                                  background: Palette.background)
        } catch {
            throw Failure(description: "cannot write \(url.path): \(error)")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (url.path, (attributes?[.size] as? Int) ?? 0)
    }

    /// Renders the contact sheet of already rendered scenes.
    func renderContactSheet(_ items: [(scene: GalleryScene, image: Image)]) throws(Failure) -> Image {
        let size = ContactSheet.size(count: items.count)
        let host: HeadlessHost
        do {
            host = try HeadlessHost(size: size, scale: Exporter.scale, backgroundColor: Palette.background)
        } catch {
            throw Failure(description: "cannot render the contact sheet: \(error)")
        }
        ContactSheet.build(host.rootLayer, items: items, scale: Exporter.scale)
        host.rootLayer.applyContentsScale(Exporter.scale)
        return host.snapshot()
    }

    /// Writes `image` as `<name>.png` and returns the file's path.
    func write(_ image: Image, name: String) throws(Failure) -> String {
        let url = directory.appendingPathComponent(name + ".png")
        do {
            let data = try image.pngData()
            try data.write(to: url)
        } catch {
            throw Failure(description: "cannot write \(url.path): \(Exporter.reason(error))")
        }
        return url.path
    }

    /// A short reason for a file system error ("Permission denied", "No such file or directory").
    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        for candidate in [ns.userInfo[NSUnderlyingErrorKey] as? NSError, ns].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        if let code = (error as? CocoaError)?.errorCode, code == CocoaError.fileNoSuchFile.rawValue
            || code == CocoaError.fileWriteNoPermission.rawValue || code == CocoaError.fileReadNoSuchFile.rawValue {
            return code == CocoaError.fileWriteNoPermission.rawValue ? "permission denied" : "no such file or directory"
        }
        let prefix = "The operation could not be completed. "
        let text = ns.localizedDescription
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}
