import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import RKMedia
import Testing
import RKViews
import RKWeb
import RKWebTesting

@testable import RKRecipes

// The usage examples of docs/recipes/*.md, compiled and run here. Each sits between "docs:"
// and "end docs" markers; DocExamplesTests (ViewsTests) checks the pages show them verbatim.

@MainActor
@Suite(.serialized) struct RecipeExampleTests {
    let launchImage = splashTestImage(width: 120, height: 200)

    @Test func splashScreen() throws {
        let window = try HeadlessHost(size: Size(width: 320, height: 480))
        let navController = ViewController()
        let launchImage = self.launchImage
        // docs: splash-screen
        window.window.rootViewController = navController
        let splash = SplashScreen()
        splash.splashImage = launchImage  // or the bundle's "Default" image, at the screen's scale
        splash.showsStatusBarOnDismissal = true
        splash.completion = { print("the UI is up") }
        splash.present(over: navController)
        window.window.makeKeyAndVisible()
        // end docs
        window.run(for: 1)
        #expect(navController.presentedViewController == nil)
    }

    @Test func revealSplashScreen() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let root = ViewController()
        host.window.rootViewController = root
        let launchImage = self.launchImage
        // docs: reveal-splash
        let splash = RevealSplashScreen()
        splash.splashImage = launchImage
        splash.transition = .circleFromCenter
        splash.delay = 0.5     // seconds on screen before the reveal
        splash.duration = 1    // the mask's scale animation
        splash.present(over: root)
        host.window.makeKeyAndVisible()
        // end docs
        host.run(for: 1.2)
        #expect(splash.maskLayer is ShapeLayer)
        host.run(for: 0.6)
        #expect(splash.view.superview == nil)
    }

    @Test func slideInView() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let banner = splashTestImage(width: 200, height: 50)
        let window = host.window
        // docs: slide-in
        let note = SlideInView(image: banner)
        note.text = "Download finished"
        note.show(in: window, from: .top, duration: 3, bounce: true)
        // end docs
        host.run(for: 1)
        #expect(note.superview === window && note.frame.minY == 0)
        host.run(for: 3)
        #expect(note.superview == nil)
    }

    @Test func toggleButton() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        let onArt = splashTestImage(width: 60, height: 60, color: 0xFF00_AA00)
        let offArt = splashTestImage(width: 60, height: 60, color: 0xFF88_8888)
        var muted: [Bool] = []
        // docs: toggle-button
        let mute = ToggleButton.make(on: onArt, off: offArt)
        mute.addAction(for: .touchUpInside) { button, _ in
            muted.append(button.isOn)  // already the new state, as in the seed
        }
        // end docs
        host.window.addSubview(mute)
        host.tap(at: Point(x: 30, y: 30))
        host.run(for: 0.5)
        host.tap(at: Point(x: 30, y: 30))
        #expect(muted == [true, false])
    }

    @Test func texturedViews() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 200))
        // docs: textured
        let steel = View(frame: Rect(x: 30, y: 20, width: 260, height: 50))
        steel.backgroundColor = TexturedViews.brushedSteel      // a pattern color
        steel.layer.borderColor = TexturedViews.simpleSteel
        steel.layer.borderWidth = 5
        steel.layer.cornerRadius = steel.bounds.height / 4
        let button = TexturedViews.colorfulButton(frame: Rect(x: 60, y: 90, width: 200, height: 80))
        button.addPressFeedback(borderColor: .red, cornerRadius: 4)  // feedbacks compose
        // end docs
        host.window.addSubview(steel)
        host.window.addSubview(button)
        host.touchDown(at: Point(x: 160, y: 130))
        #expect(button.layer.borderColor == .red)
        host.touchUp(at: Point(x: 160, y: 130))
        #expect(button.layer.borderColor.patternImage === TexturedViews.thickColorImage)
    }

    @Test func alertView() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        host.window.makeKeyAndVisible()
        var log: [String] = []
        func runAway() { log.append("run away") }
        func proceedOnward() { log.append("onward") }
        // docs: alert-view
        AlertView.show(title: "Uh Oh", message: "Something bad happened.",
                       cancelTitle: "Run Away", cancel: { runAway() },
                       otherTitle: "Onward", other: { proceedOnward() })
        // end docs
        host.run(for: 0.3)
        host.press(.return)
        host.run(for: 0.5)
        #expect(log == ["onward"])
    }

    @Test func textInputAlert() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 568))
        host.window.makeKeyAndVisible()
        let window = host.window
        var saved: [String] = []
        func save(_ name: String) { saved.append(name) }
        // docs: text-input-alert
        let ask = TextInputAlert(title: "New recipe", message: "Give it a name")
        ask.textField.placeholder = "Name"
        ask.validate = { !$0.isEmpty }        // OK stays disabled until something is typed
        ask.onDone = { name in save(name) }
        ask.onCancel = { print("cancelled") }
        ask.show(in: window)
        // end docs
        host.run(for: 0.4)
        host.type("Gnocchi")
        host.press(.return)
        host.run(for: 0.6)
        #expect(saved == ["Gnocchi"])
    }

    @Test func attributedLabel() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 120))
        host.window.makeKeyAndVisible()
        let window = host.window
        var opened: [URL] = []
        func open(_ url: URL) { opened.append(url) }
        // docs: attributed-label
        var text = AttributedString("Fresh pasta, step by step: ")
        text.font = .system(size: 15)
        var more = AttributedString("the recipe")
        more.font = .boldSystem(size: 15)
        more.link = URL(string: "https://recipes.example/pasta")
        text += more

        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 300, height: 60))
        label.numberOfLines = 2
        label.linkDetectionTypes = [.link, .emailAddress]
        label.attributedText = text
        label.onLinkTap = { link in open(link.url) }
        window.addSubview(label)
        // end docs
        host.run(for: 0.05)
        let link = try #require(label.links.first)
        let r = try #require(label.layout?.rects(for: link.range).first)
        let o = label.textOrigin
        host.tap(at: label.convert(Point(x: o.x + r.midX, y: o.y + r.midY), to: nil))
        #expect(opened == [URL(string: "https://recipes.example/pasta")!])
    }

    @Test func fontList() {
        // docs: font-list
        let rows = FontList.rows(size: 20)  // one per family fontconfig knows, in name order
        let first = FontList.illuminated("Serif", font: Font(family: "Serif", size: 20))
        // "S" red at 20 pt; "erif" dark gray at 16 pt
        // end docs
        #expect(rows.count == Font.installedFamilyNames.count)
        #expect(first.runs.count == 2)
        #expect(first.runs.first?.foregroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(first.runs.last?.font?.pointSize == 16)
        let underlined = FontList.underlined("DejaVu Sans", font: .system(size: 20))
        #expect(underlined.runs.first.map { String(underlined[$0.range].characters) } == "DejaVu")
        #expect(underlined.runs.first?.underlineStyle == .single)
    }

    @Test func circleGesture() throws {
        let host = try HeadlessHost(size: Size(width: 400, height: 400))
        let canvasView = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(canvasView)
        // docs: circle-gesture
        let circle = CircleGestureRecognizer()
        circle.addAction { r in
            guard let fit = r.fit else { return }
            canvasView.addSubview(SmileyView(circle: fit))  // the seed's demo
            print("centre \(fit.center), radius \(fit.radius), \(fit.isClockwise ? "clockwise" : "counter-clockwise")")
        }
        canvasView.addGestureRecognizer(circle)

        // The seed's own test, with its deviation, is one line away:
        // circle.classifier = CircleClassifier(mode: .seed(deviation: 0.4))
        // end docs
        let points = (0...40).map { i -> Point in
            let a = 2.1 * Double.pi * Double(i) / 40
            return Point(x: 200 + 90 * cos(a), y: 200 + 90 * sin(a))
        }
        host.replayStroke(points, times: points.indices.map { Double($0) / 40 })
        #expect(canvasView.subviews.contains { $0 is SmileyView })
    }

    @Test func pullView() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let workArea = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        host.window.addSubview(workArea)
        let letters = (0..<5).map { _ in try! Image(width: 60, height: 60, premultipliedARGB: Array(repeating: 0xFF33_66CC, count: 3600)) }
        // docs: pull-view
        let strip = PullView(frame: Rect(x: 0, y: 20, width: 320, height: 80), images: letters)
        strip.dropArea = workArea          // where pulled copies land
        strip.onDrop = { copy in
            // `copy` is a DragView: it can be dragged again, and a long press shows its menu.
            print("dropped at", copy.center)
        }
        workArea.addSubview(strip)
        // end docs
        host.run(for: 0.05)
        let v = strip.imageViews[0]
        let p = v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil)
        host.drag(from: p, to: Point(x: p.x, y: p.y + 250), steps: 12)
        host.run(for: 0.3)
        #expect(strip.droppedViews.count == 1)
    }

    @Test func touchOverlay() throws {
        let overlay = TouchOverlay.shared
        defer { overlay.stop(); overlay.options = TouchOverlay.Options() }
        // docs: touch-overlay
        TouchOverlay.shared.options.color = Color(red: 1, green: 0.4, blue: 0.2, alpha: 0.5)
        TouchOverlay.shared.options.showsKeyPresses = true   // for screen recordings
        TouchOverlay.shared.start()                          // before or after the first window
        // end docs
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        host.touchDown(at: Point(x: 50, y: 50))
        #expect(overlay.touchCount == 1)
        host.touchUp(at: Point(x: 50, y: 50))
    }

    @MainActor final class AlbumCovers: CoverFlowDataSource {
        let titles = ["Blue Train", "Kind of Blue", "Time Out", "Mingus Ah Um", "Moanin'"]
        var pictures: [Image] = []
        func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
            // A real source decodes off the main thread, then calls setImage on the main actor.
            view.setImage(pictures[index % pictures.count], at: index, quality: quality)
        }
        func coverFlow(_ view: CoverFlowView, titleAt index: Int) -> String? { titles[index] }
    }

    @Test func coverFlow() throws {
        let host = try HeadlessHost(size: Size(width: 640, height: 400))
        let window = host.window
        let albums = AlbumCovers()
        albums.pictures = [try Image(width: 8, height: 8, premultipliedARGB: Array(repeating: 0xFF44_6688, count: 64))]
        // docs: cover-flow
        let flow = CoverFlowView(frame: window.bounds, count: albums.titles.count)
        flow.dataSource = albums              // images by index and quality, titles
        flow.selectCover(at: 2, animated: false)
        window.addSubview(flow)
        flow.transitionIn(duration: 1)        // the seed's transitionIn:
        // Later: flow.flipSelectedCover() shows the data source's flip layer on the back.
        // end docs
        host.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.selectedIndex == 2 && flow.label.text == "Time Out")
        #expect(flow.flowLayer.coverLayer(at: 2)?.picture.contents === albums.pictures[0])
    }

    @Test func rangeSlider() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 100))
        var shown: [String] = []
        // docs: range-slider
        let range = RangeSlider(frame: Rect(x: 20, y: 20, width: 280, height: 30))
        range.minimumValue = 0
        range.maximumValue = 10
        range.stepValue = 1
        range.addAction(for: .valueChanged) { r, _ in
            shown.append("\(r.lowerValue)-\(r.upperValue)")
        }
        // end docs
        host.window.addSubview(range)
        let knob = range.convert(Point(x: range.lowerKnobFrame.midX, y: range.lowerKnobFrame.midY), to: nil)
        host.drag(from: knob, to: Point(x: knob.x + 60, y: knob.y))
        #expect(range.lowerValue > 2 && !shown.isEmpty)
    }

    @Test func customSlider() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 100))
        let window = host.window
        let sun = CustomSliderArt.thumb(for: .normal), brightSun = CustomSliderArt.thumb(for: .highlighted)
        let leftImage = CustomSliderArt.minimumTrack().image, rightImage = CustomSliderArt.maximumTrack().image
        // docs: custom-slider
        let slider = Slider(frame: Rect(x: 20, y: 20, width: 280, height: 34))
        slider.setThumbImage(sun, for: .normal)
        slider.setThumbImage(brightSun, for: .highlighted)
        let left = StretchableImage(image: leftImage, leftCapWidth: 10, topCapHeight: 0)
        let right = StretchableImage(image: rightImage, leftCapWidth: 10, topCapHeight: 0)
        slider.setMinimumTrackImage(left, for: .normal)
        slider.setMaximumTrackImage(right, for: .normal)

        let progress = SliderProgressBar(frame: Rect(x: 20, y: 70, width: 280, height: 20))
        window.eventLoop.scheduleTimer(interval: 0.05, repeats: true) { timer in
            progress.progress += 0.02
            if progress.progress >= 1 { timer.invalidate() }
        }
        // end docs
        window.addSubview(slider)
        window.addSubview(progress)
        #expect(slider.currentMinimumTrackImage?.capInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        host.run(for: 1)
        #expect(progress.progress > 0.3 && progress.progress < 0.5)
        host.run(for: 2)
        #expect(progress.progress == 1)
    }

    @Test func albumWall() async throws {
        let host = try HeadlessHost(size: Size(width: 400, height: 300))
        let window = host.window
        let musicFolder = NSTemporaryDirectory() + "recipekit-doc-music-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: musicFolder + "/Quiet Hours", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: musicFolder) }
        try AlbumWallViewTests.silentWAV().write(to: URL(fileURLWithPath: musicFolder + "/Quiet Hours/one.wav"))
        var tapped: [String] = []
        // docs: album-wall
        let library = AlbumLibrary(root: musicFolder)  // AlbumLibrary() reads the XDG music folder
        let wall = AlbumWallView(frame: window.bounds, library: library)
        wall.onSelect = { _, album in tapped.append(album.caption) }
        window.addSubview(wall)
        library.startMonitoring()  // follows files added and removed
        // end docs
        await library.reload()
        defer { library.stopMonitoring() }
        #expect(wall.items.map(\.title) == ["Quiet Hours"])
        host.tap(at: Point(x: 200, y: 150))
        _ = await host.run(for: 0.1)
        #expect(tapped == ["Quiet Hours"])
    }

    final class HelpDelegate: WebViewControllerDelegate {
        var loads = 0
        var errors: [WebViewError] = []
        func webControllerDidFinishLoading(_ controller: WebViewController) { loads += 1 }
        func webController(_ controller: WebViewController, didFailLoadWithError error: WebViewError) { errors.append(error) }
    }

    @Test func webView() throws {
        _ = WebTestEnvironment.configuration()  // the test run's web context (see WebTestEnvironment)
        let helpFolder = WebTestEnvironment.root.appendingPathComponent("help-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: helpFolder) }
        try FileManager.default.createDirectory(at: helpFolder, withIntermediateDirectories: true)
        try "<title>Help</title><p>How to cook</p>".write(to: helpFolder.appendingPathComponent("index.html"),
                                                          atomically: true, encoding: .utf8)
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let root = ViewController()
        host.window.rootViewController = root
        host.window.makeKeyAndVisible()
        let helpDelegate = HelpDelegate()
        // docs: web-view
        var configuration = WebViewConfiguration()
        configuration.resourceDirectory = helpFolder  // served as recipekit-resource://app/...
        configuration.websiteDataStore = .nonPersistent
        let help = WebViewController(url: WebViewConfiguration.resourceURL("index.html"), configuration: configuration)
        help.showsDoneButton = true  // a Done item that dismisses the controller
        help.backgroundColor = Color(white: 0.96)  // behind the page while it loads
        help.delegate = helpDelegate  // didFinishLoading, didFailLoadWithError
        root.present(NavigationController(rootViewController: help), animated: true)
        // end docs
        #expect(host.run(until: { helpDelegate.loads == 1 }, timeout: 15))
        #expect(host.run(until: { help.navigationItem.title == "Help" }, timeout: 15))
        #expect(helpDelegate.errors.isEmpty && help.view.backgroundColor == Color(white: 0.96))
    }

    final class PageDelegate: WebPageNavigationDelegate {
        var finished = 0
        func webPage(_ page: WebPage, didFinishNavigationTo url: URL?) { finished += 1 }
    }

    @Test func webPage() async throws {
        _ = WebTestEnvironment.configuration()  // the test run's web context (see WebTestEnvironment)
        let host = try HeadlessHost(size: Size(width: 200, height: 150))
        let root = ViewController()
        host.window.rootViewController = root
        host.window.makeKeyAndVisible()
        var configuration = WebViewConfiguration()
        configuration.websiteDataStore = .nonPersistent
        let html = "<title>Help</title><body style='margin:0;background:rgb(0,128,0)'></body>"
        let bounds = root.view.bounds
        let helpDelegate = PageDelegate()
        // docs: web-page
        let page = WebPage(configuration: configuration)  // no view yet
        page.navigationDelegate = helpDelegate  // didFinishNavigationTo, didFailNavigationTo
        page.loadHTMLString(html, baseURL: nil)  // loads while the app gets its view ready
        let answer = try await page.evaluateJavaScript("6 * 7")  // scripts run without a view
        let web = WebView(frame: bounds, page: page)  // holds the page, shows its frames
        root.view.addSubview(web)
        // end docs
        #expect(answer == "42" && web.page === page)
        #expect(await host.run(until: { helpDelegate.finished == 1 && web.title == "Help" }, timeout: 15))
        #expect(await host.run(until: { host.bitmap.pixel(x: 100, y: 75) == 0xFF00_8000 }, timeout: 15))
    }
}
