import Foundation
import RecipeKit

/// The interactive gallery: an SDL window with the scene list on the left and the selected
/// scene, live, on the right.
///
/// Click a row (or press Up and Down) to show a scene; animated scenes play from the start
/// when shown, and again with R. Tab and Shift-Tab move keyboard focus through the scene's
/// controls (Space and Return press, arrows adjust); a focused control takes the keys it uses
/// before the list does. Scenes made of views take the mouse and keyboard: their
/// controls can be clicked and dragged, and text typed into their text fields (while one is
/// being edited, letter keys type rather than act as shortcuts, and Escape ends the editing; a
/// web page clicked into takes the arrow keys too, until Escape).
/// F11 toggles full screen. Escape or closing the window quits.
@MainActor
final class WindowApp {
    /// The window's size in points when it opens.
    static let defaultSize = Size(width: 1180, height: 860)
    /// The window title's start; the selected scene's title follows it.
    static let titlePrefix = "RecipeKit gallery"

    private let host: SDLHost
    private let scenes: [GalleryScene]
    private let list: SceneList
    private let stage = SceneStage()
    private var selectedIndex = 0
    /// The character of a shortcut key just handled. The host reports a typed key twice, as a
    /// key and then as text; the text of a shortcut must not reach the scene, where a field the
    /// shortcut just focused (R replays the keyboard scene) would type it.
    private var shortcutText: String?
    private var probe: QueuedWorkProbe?
    /// The scene list for screen readers (see ``SceneListAccessibility``).
    private var listAccessibility: SceneListAccessibility?

    /// Opens the window showing `initial` (the first scene when nil), full screen when asked.
    init(scenes: [GalleryScene], initial: GalleryScene?, fullScreen: Bool = false) throws(SDLHostError) {
        precondition(!scenes.isEmpty, "the gallery has no scenes")
        self.scenes = scenes
        // A dozen rows of the list fit (the rest scroll), and the stage keeps a useful width.
        host = try SDLHost(title: WindowApp.titlePrefix, size: WindowApp.defaultSize,
                           minimumSize: Size(width: SceneList.width + 480,
                                             height: SceneList.minimumHeight(rows: Swift.min(scenes.count, 12))),
                           backgroundColor: Palette.background, appID: GalleryIcon.appID)
        host.icon = try? GalleryIcon.bitmap(side: 64)
        if fullScreen { host.isFullScreen = true }
        list = SceneList(scenes: scenes)
        host.rootLayer.addSublayer(stage.layer)
        host.rootLayer.addSublayer(list.layer)
        list.layer.applyContentsScale(host.scale)
        layout()
        // Before the first scene: a scene may focus a view as it is built (Cover Flow).
        FocusLog.start()
        select(initial.flatMap { s in scenes.firstIndex { $0.name == s.name } } ?? 0)
        // Escape quits unless it ends the editing of a text field (see handle(_:)).
        host.quitsOnEscape = false
        host.onEvent = { [unowned self] event in self.handle(event) }
        // Input-method candidates open at the caret of the scene's focused field.
        host.textInputRectProvider = { [unowned self] in self.stage.router?.textInputRect }
        probe = QueuedWorkProbe(loop: host.eventLoop)
        // Screen readers see the scene list, then the shown scene's windows where the stage
        // draws them.
        let listWindow = SceneListAccessibility(list: list, titles: scenes.map(\.title)) { [unowned self] in select($0) }
        listAccessibility = listWindow
        host.accessibleWindow.contents = { [unowned self] in
            var shown = [AccessibleWindow.Placement(window: listWindow)]
            if let router = stage.router, let scene = stage.windowScene {
                shown += scene.windows.map { AccessibleWindow.Placement(window: $0, origin: router.origin, scale: router.scale) }
            }
            return shown
        }
        DesktopSettings.shared.onChange = { [unowned self] appearance in
            self.appearanceChanges += 1
            let line = "recipe-gallery: appearance \(Application.shared.systemTraitCollection), "
                + "reduce motion \(Accessibility.isReduceMotionEnabled ? "on" : "off") (\(appearance))\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }

    /// How many times the desktop's settings changed while the window was open.
    private var appearanceChanges = 0

    /// Runs until the window closes; then writes the state dump and the last frame when asked.
    /// Returns the exit code.
    func run(stateDump: String?, frameDump: String? = nil) -> Int32 {
        host.run()
        if let frameDump {
            do {
                try host.bitmap.makeImage().pngData().write(to: URL(fileURLWithPath: frameDump))
            } catch {
                return GalleryCommand.fail("cannot write the frame \(frameDump): \(error)")
            }
        }
        guard let stateDump else { return 0 }
        let scene = scenes[selectedIndex]
        var dump = StateDump(scene: scene.name, title: scene.title, index: selectedIndex,
                             window: .init(width: host.size.width, height: host.size.height),
                             scale: host.scale, framesPresented: host.framesPresented,
                             renderer: host.rendererName, vsync: host.isVSyncEnabled,
                             queuedWork: probe?.ran.sorted() ?? [])
        dump.videoDriver = host.videoDriver
        dump.scaleSource = host.desktopScale.source.rawValue
        dump.presentation = host.presentation.rawValue
        dump.pixelWidth = host.bitmap.pixelWidth
        dump.pixelHeight = host.bitmap.pixelHeight
        dump.probes = WindowApp.probes(of: host.bitmap)
        dump.listScrollOffset = list.scrollOffset
        dump.listMaximumScrollOffset = list.maximumScrollOffset
        dump.listSelectionShown = list.isSelectedRowShown
        if let router = stage.router {
            scene.recordState?(router, &dump)
            let window = router.keyWindow
            dump.focus = StateDump.FocusState(focusedView: window.focusedView.map(FocusLog.name(of:)) ?? "",
                                              focusRingShown: window.isFocusRingVisible,
                                              focusHistory: FocusLog.names.joined(separator: " > "))
        }
        dump.touchOverlay = TouchOverlay.shared.isRunning
        dump.appearance = WindowApp.appearanceState(changes: appearanceChanges)
        if scene.name == "slide-in" { dump.slideInEntrances = SlideInScene.entrances }
        do {
            try dump.write(to: stateDump)
            return 0
        } catch {
            return GalleryCommand.fail("cannot write the state dump \(stateDump): \(error.localizedDescription)")
        }
    }

    /// The appearance the windows follow now, for the state dump.
    static func appearanceState(changes: Int) -> StateDump.AppearanceState {
        let settings = DesktopSettings.shared
        let traits = Application.shared.systemTraitCollection
        func hex(_ c: Color) -> String {
            let r = c.resolvedColor(with: traits)
            func b(_ v: Double) -> String { String(format: "%02x", Int((v * 255).rounded())) }
            return b(r.red) + b(r.green) + b(r.blue) + b(r.alpha)
        }
        return .init(style: traits.isDark ? "dark" : "light", contrast: traits.isHighContrast ? "high" : "normal",
                     reduceMotion: Accessibility.isReduceMotionEnabled, source: settings.source.rawValue,
                     portalVersion: settings.portalVersion, desktop: settings.appearance.description, changes: changes,
                     separator: hex(Theme.separator), systemSeparator: hex(.separator),
                     systemBackground: hex(.systemBackground), pageBackground: hex(Palette.background),
                     tint: hex(Theme.accent))
    }

    /// The frame buffer's colors at a grid of points (see ``StateDump/probes``).
    static func probes(of bitmap: Bitmap) -> String {
        var items: [String] = []
        for j in 0..<5 {
            for i in 0..<6 {
                let x = bitmap.pixelWidth * (2 * i + 1) / 12, y = bitmap.pixelHeight * (2 * j + 1) / 10
                guard let p = bitmap.pixel(x: x, y: y) else { continue }
                items.append("\(x),\(y)," + String(format: "%06x", p & 0xFF_FFFF))
            }
        }
        return items.joined(separator: ";")
    }

    /// Shows scene `index` and highlights its row.
    private func select(_ index: Int) {
        guard scenes.indices.contains(index) else { return }
        selectedIndex = index
        list.select(index)
        stage.show(scenes[index])
        // ASCII only: X clients running in the "C" locale (xdotool, old window managers) can read it.
        host.title = "\(WindowApp.titlePrefix) - \(scenes[index].title)"
    }

    private func layout() {
        let size = host.size
        list.layout(height: size.height)
        listAccessibility?.frame = list.rowsFrame
        stage.layout(frame: Rect(x: SceneList.width, y: 0, width: Swift.max(1, size.width - SceneList.width),
                                 height: size.height),
                     scale: host.scale)
    }

    private func handle(_ event: HostEvent) {
        if case .text(let text) = event, let shortcut = shortcutText {
            shortcutText = nil
            if text.lowercased() == shortcut { return }
        } else if case .key = event {
        } else {
            shortcutText = nil
        }
        switch event {
        case .pointerDown(_, let location, _):
            if let index = list.rowIndex(at: location) {
                select(index)
            } else {
                stage.route(event)
            }
        case .scroll(let location, let delta) where location.x < SceneList.width:
            list.scroll(by: delta.y)
        case .pointerMoved, .pointerUp, .pointerCancelled, .pointerHovered, .text, .markedText, .scroll, .pointerButton, .drop:
            stage.route(event)
        case .focusLost:
            break
        case .key(let name, _):
            // A text field being edited takes the keys it uses and those that type.
            if stage.route(event) { return }
            switch KeyCode(name: name) {
            case .up: select(Swift.max(0, selectedIndex - 1))
            case .down: select(Swift.min(scenes.count - 1, selectedIndex + 1))
            case .home: select(0)
            case .end: select(scenes.count - 1)
            case .character("r"):
                shortcutText = "r"
                stage.replay()
            case .character("t"):
                shortcutText = "t"
                // Every scene's touches shown (and keys), for demos and recordings.
                if TouchOverlay.shared.isRunning {
                    TouchOverlay.shared.stop()
                } else {
                    TouchOverlay.shared.options.showsKeyPresses = true
                    TouchOverlay.shared.start()
                }
            case .function(11):
                // The desktop's full-screen key.
                host.isFullScreen.toggle()
            case .escape: host.stop()
            default: break
            }
        case .resized:
            if list.layer.contentsScale != host.scale { list.layer.applyContentsScale(host.scale) }
            layout()
        case .quit:
            break
        }
    }
}
