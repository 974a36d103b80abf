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

    /// Renders `scene` and returns the frame.
    func render(_ scene: GalleryScene) throws(Failure) -> Image {
        let host: HeadlessHost
        do {
            host = try HeadlessHost(size: scene.size, scale: Exporter.scale, backgroundColor: Palette.background)
        } catch {
            throw Failure(description: "cannot render \(scene.name): \(error)")
        }
        scene.populate(host.rootLayer)
        host.rootLayer.applyContentsScale(Exporter.scale)
        return host.snapshot()
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
