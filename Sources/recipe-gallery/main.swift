import Foundation
import RecipeKit

/// The `recipe-gallery` command line: exports the engine scenes as PNG files.
@MainActor
enum GalleryCommand {
    static let defaultDirectory = "out/gallery"

    static let usage = """
        Usage: recipe-gallery [--export DIR] [--scene NAME]... [--list] [--help]

          --export DIR   render every scene to DIR/<name>.png plus DIR/contact-sheet.png; animated
                         scenes also write DIR/<name>.gif (their PNG shows key frames)
          --scene NAME   render only this scene (repeatable); without --export, into \(defaultDirectory)
          --list         list the scenes
          --help         show this help

        With no arguments the scenes are exported into \(defaultDirectory).
        """

    /// Runs the command and returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        var directory: String?
        var sceneNames: [String] = []
        var list = false
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--help", "-h":
                print(usage)
                return 0
            case "--list":
                list = true
            case "--export", "--scene":
                guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                    return fail("\(arg) needs a value\n\n\(usage)")
                }
                i += 1
                if arg == "--export" {
                    guard directory == nil else { return fail("--export is given more than once") }
                    guard !arguments[i].isEmpty else { return fail("--export needs a folder name") }
                    directory = arguments[i]
                } else {
                    sceneNames.append(arguments[i])
                }
            default:
                return fail("unknown argument '\(arg)'\n\n\(usage)")
            }
            i += 1
        }

        if list {
            let width = GalleryScene.all.map(\.name.count).max() ?? 0
            for s in GalleryScene.all {
                let note = s.isAnimated ? " (animated, \(AnimationStage.number(s.duration)) s: .png and .gif)" : ""
                print(s.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + s.title + note)
            }
            return 0
        }

        if arguments.isEmpty {
            let env = ProcessInfo.processInfo.environment
            if !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty {
                print("A display is available, but the interactive gallery window arrives with the SDL host; "
                      + "exporting PNG files instead.")
            }
        }

        var scenes: [GalleryScene] = []
        for name in sceneNames {
            guard let scene = GalleryScene.named(name) else {
                let known = GalleryScene.all.map(\.name).joined(separator: ", ")
                return fail("unknown scene '\(name)'. Known scenes: \(known)")
            }
            if !scenes.contains(where: { $0.name == scene.name }) { scenes.append(scene) }
        }
        let exportAll = scenes.isEmpty
        if exportAll { scenes = GalleryScene.all }

        let exporter = Exporter(directory: directory ?? defaultDirectory)
        do {
            try exporter.prepareDirectory()
            var rendered: [(scene: GalleryScene, image: Image)] = []
            var pngCount = 0, gifCount = 0
            for scene in scenes {
                if scene.isAnimated {
                    let export = try exporter.renderAnimation(scene)
                    let path = try exporter.write(export.poster, name: scene.name)
                    print("wrote \(path) (\(export.poster.pixelWidth) × \(export.poster.pixelHeight) px, "
                          + "key frames of \(AnimationStage.number(scene.duration)) s)")
                    let gif = try exporter.writeGIF(export.gifFrames, name: scene.name)
                    let first = export.gifFrames[0]
                    print("wrote \(gif.path) (\(first.pixelWidth) × \(first.pixelHeight) px, "
                          + "\(export.gifFrames.count) frames, \(gif.bytes / 1024) KiB)")
                    rendered.append((scene, export.still))
                    pngCount += 1
                    gifCount += 1
                } else {
                    let image = try exporter.render(scene)
                    let path = try exporter.write(image, name: scene.name)
                    print("wrote \(path) (\(image.pixelWidth) × \(image.pixelHeight) px)")
                    rendered.append((scene, image))
                    pngCount += 1
                }
            }
            if exportAll {
                let sheet = try exporter.renderContactSheet(rendered)
                let path = try exporter.write(sheet, name: "contact-sheet")
                print("wrote \(path) (\(sheet.pixelWidth) × \(sheet.pixelHeight) px)")
                pngCount += 1
            }
            let count = pngCount + gifCount
            let kinds = gifCount == 0 ? "PNG" : "\(pngCount) PNG, \(gifCount) GIF"
            print("Done: \(count) file\(count == 1 ? "" : "s") (\(kinds)) in \(exporter.directory.path)")
            return 0
        } catch {
            return fail(error.description)
        }
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("recipe-gallery: error: \(message)\n".utf8))
        return 1
    }
}

let code = MainActor.assumeIsolated {
    GalleryCommand.run(Array(CommandLine.arguments.dropFirst()))
}
exit(code)
