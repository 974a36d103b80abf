import Foundation
import RecipeKit

extension GalleryScene {
    static let webView = GalleryScene(
        name: "web-view", title: "Web view",
        summary: "Recipe 6: WebViewController shows a page bundled with the gallery, rendered by WebKitGTK. "
            + "A spinner turns until it loads, then it fades in, titled by the page.",
        size: Size(width: 640, height: 620), duration: 3.2, keyFrames: [0, 0.8, 1.6, 2.4, 3.2], still: 1.6,
        pacedInRealTime: true,
        recordState: { router, dump in dump.web = WebViewScene.state(of: router) },
        animateViews: { WebViewScene.play(in: $0) },
        buildViews: { WebViewScene.buildViews($0) }
    ) { _ in }
}

/// The `web-view` scene: the recipe's controller on a phone-sized screen, with its delegate's
/// calls listed beside it.
@MainActor
enum WebViewScene {
    /// Weak: the screen keeps the controllers, so that they (and the engine's processes) go
    /// when the gallery shows another scene.
    static weak var controller: WebViewController?
    static var log: Label?
    /// What the pages reported (see Resources/web/report.js), for the state dump.
    static var report = Report()

    struct Report {
        var page = ""
        var typed = ""
        /// Centres of the page's field and links, in the web view's points, by page.
        var places: [String: Point] = [:]
    }
    static var entries: [String] = []
    static let observer = Observer()

    /// The bundled pages (index.html, about.html, style.css), looked for where SwiftPM puts the
    /// resource bundle, beside the executable. Not through `Bundle.module`, which stops the
    /// process when the bundle is missing (a gallery binary copied elsewhere): the scene says
    /// the pages are missing instead.
    static var pages: URL? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = executable.deletingLastPathComponent().appendingPathComponent("RecipeKit_recipe-gallery.resources/web")
        for candidate in [beside, Bundle.main.bundleURL.appendingPathComponent("RecipeKit_recipe-gallery.resources/web")] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }

    /// The phone-sized screen; it holds the navigation controller whose view it shows.
    final class Screen: View {
        var navigation: NavigationController?
    }

    final class Observer: WebViewControllerDelegate {
        func webControllerDidFinishLoading(_ controller: WebViewController) {
            WebViewScene.note("didFinishLoading: \(controller.webView?.url?.lastPathComponent ?? "")")
        }
        func webController(_ controller: WebViewController, didFailLoadWithError error: WebViewError) {
            WebViewScene.note("didFailLoad: \(error)")
        }
    }

    static func note(_ entry: String) {
        entries.append(entry)
        if entries.count > 12 { entries.removeFirst(entries.count - 12) }
        guard let log else { return }
        log.text = entries.joined(separator: "\n")
        log.frame.size.height = log.sizeThatFits(Size(width: log.frame.width, height: 1000)).height
    }

    static func buildViews(_ window: Window) {
        entries = []
        let m = GalleryScene.margin
        let top = GalleryScene.contentTop
        let screen = Screen(frame: Rect(x: m, y: top, width: 320, height: 500))
        screen.clipsToBounds = true
        screen.layer.cornerRadius = 14
        screen.layer.borderWidth = 1
        screen.layer.borderColor = Palette.hairline
        window.addSubview(screen)

        var configuration = WebViewConfiguration()
        configuration.resourceDirectory = pages
        configuration.websiteDataStore = .nonPersistent
        let page = WebViewController(url: WebViewConfiguration.resourceURL("index.html"), configuration: configuration)
        page.backgroundColor = Color(white: 0.96)
        page.delegate = observer
        let nav = NavigationController(rootViewController: page)
        nav.view.frame = screen.bounds
        nav.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.addSubview(nav.view)
        screen.navigation = nav
        controller = page

        let log = ViewKit.label("", frame: Rect(x: m + 350, y: top, width: 220, height: 320), size: 12, color: Palette.ink)
        log.numberOfLines = 0
        window.addSubview(log)
        Self.log = log
        report = Report()
        page.webView?.addScriptMessageHandler(name: "gallery") { message in
            // Only the bundled page itself reports; a frame it showed could post here too.
            guard message.frameInfo.isMainFrame, let data = message.body.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return }
            if let typed = object["typed"] as? String { report.typed = typed }
            if let name = object["page"] as? String {
                report.page = name
                for key in ["name", "more", "back"] {
                    guard let p = object[key] as? [String: Double], let x = p["x"], let y = p["y"] else { continue }
                    report.places[key] = Point(x: x, y: y)
                }
            }
        }
        page.webView?.addObserver { [weak page] change in
            if change == .title, let t = page?.webView?.title { note("title: \(t)") }
        }
        note(pages == nil ? "The bundled pages are missing" : "Loading index.html")
    }

    /// The export's script: a name is typed into the page's field, then its link is followed.
    static func play(in window: Window) {
        _ = SceneTimers.perform(afterDelay: 0.9) {
            guard let web = controller?.webView else { return }
            web.becomeFirstResponder()
            web.evaluateJavaScript("document.getElementById('name').focus()") { _ in }
        }
        for (i, ch) in "Ada".enumerated() {
            _ = SceneTimers.perform(afterDelay: 1.1 + Double(i) * 0.12) { controller?.webView?.insertText(String(ch)) }
        }
        _ = SceneTimers.perform(afterDelay: 2.0) {
            controller?.webView?.evaluateJavaScript("document.getElementById('more').click()") { _ in }
            // The script took the keyboard focus, not the user: give it back, so that Up and
            // Down browse the gallery's scenes again rather than scroll the page.
            _ = controller?.webView?.resignFirstResponder()
        }
    }
}

extension WebViewScene {
    /// The scene's state for the state dump: what the page reported, with its controls'
    /// centres in host points.
    static func state(of router: WindowInputRouter) -> StateDump.WebState? {
        guard let web = controller?.webView else { return nil }
        func host(_ key: String) -> Point {
            guard let p = report.places[key] else { return Point(x: -1, y: -1) }
            let h = router.hostPoint(fromWindow: web.convert(p, to: nil))
            return Point(x: h.x.rounded(), y: h.y.rounded())
        }
        let name = host("name")
        let back = host("back")
        return StateDump.WebState(
            webPage: report.page, webTitle: controller?.navigationItem.title ?? "",
            webTyped: report.typed, webFocused: web.isFirstResponder,
            webNameX: name.x, webNameY: name.y, webBackX: back.x, webBackY: back.y)
    }
}
