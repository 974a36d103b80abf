import Foundation
import RecipeKit

/// The `recipe-gallery` command line: shows the gallery scenes in a window, or exports them as PNG
/// (and GIF) files.
@MainActor
enum GalleryCommand {
    static let defaultDirectory = "out/gallery"

    static let usage = """
        Usage: recipe-gallery [--window | --export DIR] [--scene NAME]... [--state-dump FILE] [--frame-dump FILE]
                              [--fullscreen] [--icon FILE] [--size WxH] [--scale S] [--list] [--help]

          --window           open the interactive gallery window (needs a display)
          --export DIR       render every scene to DIR/<name>.png plus DIR/contact-sheet.png; animated
                             scenes also write DIR/<name>.gif (their PNG shows key frames), and
                             the recipe scenes DIR/<name>-<part>.gif for each transition or side
          --scene NAME       with --window, the scene shown first; otherwise render only this scene
                             (repeatable), without --export into \(defaultDirectory)
          --state-dump FILE  when the window closes, write the selected scene and the window size to
                             FILE as JSON (for tests): on scenes of views also where keyboard
                             focus went, on the controls scene its slider, switch and text field
          --frame-dump FILE  when the window closes, write its last frame (in pixels) to FILE as PNG
          --fullscreen       open the window full screen
          --size WxH         render the --scene scenes that fill the window's stage (auto-layout-form)
                             at W × H points instead of their export size, as the window lays them
                             out at that size
          --scale S          render still scenes at S pixels per point (default 2)
          --icon FILE        write the gallery's icon, 256 pixels square, to FILE as PNG
          --list             list the scenes
          --help             show this help

        With no --window, --export or --scene, the window opens when a display is available
        (DISPLAY or WAYLAND_DISPLAY); otherwise the scenes are exported into \(defaultDirectory).
        In the window: click a scene or use Up and Down; R replays an animation; F11 toggles full
        screen; Escape quits (in a text field being edited, or a web page clicked into, it first
        gives the keys back). Tab and Shift-Tab move keyboard focus through a scene's controls:
        Space or Return presses, the arrows adjust (a focused control keeps the keys it uses).
        Scenes made of views (controls, scroll-view, the recipes) take clicks, drags and typing.

        The window follows the desktop's dark, contrast, accent and reduced-motion settings (the
        XDG Settings portal). RECIPEKIT_APPEARANCE=dark|light, RECIPEKIT_CONTRAST=high|normal,
        RECIPEKIT_ACCENT_COLOR=#rrggbb and RECIPEKIT_REDUCE_MOTION=1|0 override them, in the
        window and in exports alike (see docs/APPEARANCE.md).
        """

    /// Runs the command and returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        var directory: String?
        var sceneNames: [String] = []
        var list = false
        var window = false
        var stateDump: String?
        var frameDump: String?
        var fullScreen = false
        var sceneSize: Size?
        var exportScale = Exporter.scale
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--help", "-h":
                print(usage)
                return 0
            case "--list":
                list = true
            case "--window":
                window = true
            case "--fullscreen":
                fullScreen = true
            case "--size", "--scale":
                guard i + 1 < arguments.count else { return fail("\(arg) needs a value\n\n\(usage)") }
                i += 1
                if arg == "--scale" {
                    guard let s = Double(arguments[i]), s > 0, s <= 8 else {
                        return fail("--scale needs a number of pixels per point from 0 to 8, not '\(arguments[i])'")
                    }
                    exportScale = s
                } else {
                    let parts = arguments[i].split(separator: "x").compactMap { Double($0) }
                    guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 10000 }) else {
                        return fail("--size needs a size in points such as 800x600, not '\(arguments[i])'")
                    }
                    sceneSize = Size(width: parts[0], height: parts[1])
                }
            case "--export", "--scene", "--state-dump", "--frame-dump", "--icon":
                guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                    return fail("\(arg) needs a value\n\n\(usage)")
                }
                i += 1
                if arg == "--export" {
                    guard directory == nil else { return fail("--export is given more than once") }
                    guard !arguments[i].isEmpty else { return fail("--export needs a folder name") }
                    directory = arguments[i]
                } else if arg == "--state-dump" {
                    guard stateDump == nil else { return fail("--state-dump is given more than once") }
                    guard !arguments[i].isEmpty else { return fail("--state-dump needs a file name") }
                    stateDump = arguments[i]
                } else if arg == "--frame-dump" {
                    frameDump = arguments[i]
                } else if arg == "--icon" {
                    do {
                        try GalleryIcon.bitmap(side: 256).makeImage().pngData().write(to: URL(fileURLWithPath: arguments[i]))
                        print("wrote \(arguments[i]) (256 × 256 px)")
                        return 0
                    } catch {
                        return fail("cannot write the icon \(arguments[i]): \(error)")
                    }
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

        var scenes: [GalleryScene] = []
        for name in sceneNames {
            guard let scene = GalleryScene.named(name) else {
                let known = GalleryScene.all.map(\.name).joined(separator: ", ")
                return fail("unknown scene '\(name)'. Known scenes: \(known)")
            }
            if !scenes.contains(where: { $0.name == scene.name }) { scenes.append(scene) }
        }
        if let sceneSize {
            guard !scenes.isEmpty, scenes.allSatisfy(\.fillsStage) else {
                let names = GalleryScene.all.filter(\.fillsStage).map(\.name).joined(separator: ", ")
                return fail("--size goes with --scene naming scenes that fill the stage (\(names))")
            }
            for k in scenes.indices { scenes[k].size = sceneSize }
        }

        if window && directory != nil { return fail("--window and --export cannot be used together") }
        if stateDump != nil && directory != nil { return fail("--state-dump goes with the window, not --export") }
        var opensWindow = window
        if !window && directory == nil && sceneNames.isEmpty {
            // Neither mode asked for: the window when there is a display, files otherwise.
            opensWindow = SDLHost.isDisplayAvailable
            if !opensWindow {
                let env = ProcessInfo.processInfo.environment
                let why = (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty
                    ? "No display (DISPLAY and WAYLAND_DISPLAY are not set)"
                    : "The display cannot be opened"
                print("\(why): exporting the scenes headless into \(defaultDirectory) instead of opening the window.")
                if stateDump != nil { print("(--state-dump is ignored: there is no window.)") }
            }
        }
        if opensWindow {
            do {
                let app = try WindowApp(scenes: GalleryScene.all, initial: scenes.first, fullScreen: fullScreen)
                return app.run(stateDump: stateDump, frameDump: frameDump)
            } catch {
                return fail("cannot open the gallery window: \(error)")
            }
        }

        // Exports follow the environment's appearance overrides, never the desktop's settings: the
        // same command gives the same files on every machine.
        var environment = ProcessInfo.processInfo.environment
        environment["RECIPEKIT_DESKTOP_SETTINGS"] = "0"
        DesktopSettings.shared.start(environment: environment)

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
                    for preview in export.previews where !preview.frames.isEmpty {
                        let written = try exporter.writeGIF(preview.frames, name: preview.name)
                        print("wrote \(written.path) (\(preview.frames[0].pixelWidth) × \(preview.frames[0].pixelHeight) px, "
                              + "\(written.bytes / 1024) KiB)")
                        gifCount += 1
                    }
                    rendered.append((scene, export.still))
                    pngCount += 1
                    gifCount += 1
                } else {
                    let image = try exporter.render(scene, scale: exportScale)
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
