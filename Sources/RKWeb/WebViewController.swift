import Foundation
import RKGeometry
import RKGraphics
import RKViews

/// Hears how a ``WebViewController``'s page loads (the seed's PRPWebViewControllerDelegate).
/// Every method is optional.
@MainActor
public protocol WebViewControllerDelegate: AnyObject {
    /// The page finished loading. Pages with frames or scripts that load more can finish more
    /// than once; each time is reported.
    func webControllerDidFinishLoading(_ controller: WebViewController)
    /// The page could not load: a bad URL, a refused connection, an error status, a timeout.
    /// The default calls the form that takes `any Error`.
    func webController(_ controller: WebViewController, didFailLoadWithError error: WebViewError)
    /// The seed's spelling of the failure, with the error as `any Error` (seed 000 takes an
    /// `NSError`): implement either form.
    func webController(_ controller: WebViewController, didFailLoadWithError error: any Error)
    /// Whether the controller may turn to `orientation` (all of them by default). The default
    /// asks ``webController(_:shouldAutorotateToInterfaceOrientation:)``.
    func webController(_ controller: WebViewController, shouldAutorotateTo orientation: ViewController.OrientationMask) -> Bool
    /// The seed's spelling of ``webController(_:shouldAutorotateTo:)``; implement either.
    func webController(
        _ controller: WebViewController, shouldAutorotateToInterfaceOrientation orientation: ViewController.OrientationMask
    ) -> Bool
}

extension WebViewControllerDelegate {
    public func webControllerDidFinishLoading(_ controller: WebViewController) {}
    public func webController(_ controller: WebViewController, didFailLoadWithError error: WebViewError) {
        webController(controller, didFailLoadWithError: error as any Error)
    }
    public func webController(_ controller: WebViewController, didFailLoadWithError error: any Error) {}
    public func webController(_ controller: WebViewController, shouldAutorotateTo orientation: ViewController.OrientationMask)
        -> Bool
    { webController(controller, shouldAutorotateToInterfaceOrientation: orientation) }
    public func webController(
        _ controller: WebViewController, shouldAutorotateToInterfaceOrientation orientation: ViewController.OrientationMask
    ) -> Bool { true }
}

/// A reusable controller that shows one web page (recipe 6, PRPWebViewController): a large
/// activity indicator spins in the middle while the page loads, then the page fades in.
///
/// Push it on a navigation stack or present it in a navigation controller with
/// ``showsDoneButton``. Its title comes from the page's `document.title` unless the controller
/// has a ``/RKViews/ViewController/title`` of its own. ``backgroundColor`` shows while the page loads.
@MainActor
open class WebViewController: ViewController, WebViewNavigationDelegate {
    /// The page to show; setting it on a loaded controller loads the new page.
    public var url: URL {
        didSet { if isViewLoaded, url != oldValue { startLoading() } }
    }
    /// Hears about the loads.
    public weak var delegate: WebViewControllerDelegate?
    /// The web view's settings, used when the view loads.
    public var configuration: WebViewConfiguration
    /// How long the page takes to fade in once it has loaded.
    public var fadeDuration = 0.3
    /// Seconds a load may wait for its response (see ``/RKWeb/WebView/timeoutInterval``).
    public var timeoutInterval: Double = 60 {
        didSet { webView?.timeoutInterval = timeoutInterval }
    }

    /// The color behind the page while it loads (white when nil). Setting it does not load
    /// the view: it is applied when the view loads, as the seed's `resetBackgroundColor` does.
    public var backgroundColor: Color? {
        didSet { resetBackgroundColor() }
    }

    /// Whether the navigation item has a Done button, which dismisses the controller (or the
    /// navigation controller presenting it).
    public var showsDoneButton = false {
        didSet {
            guard showsDoneButton != oldValue else { return }
            navigationItem.rightBarButtonItem =
                showsDoneButton
                ? BarButtonItem(systemItem: .done) { [weak self] in self?.doneButtonTapped() } : nil
        }
    }

    /// The web view, made when the view loads.
    public private(set) var webView: WebView?
    /// The spinner shown while the page loads.
    public let activityIndicator = ActivityIndicator(style: .large)

    /// A controller that shows `url`.
    public init(url: URL, configuration: WebViewConfiguration = WebViewConfiguration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }

    open override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let web = WebView(frame: root.bounds, configuration: configuration)
        web.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Hidden until it has something to show, then faded in.
        web.alpha = 0
        web.navigationDelegate = self
        web.timeoutInterval = timeoutInterval
        root.addSubview(web)
        webView = web
        root.addSubview(activityIndicator)
        view = root
        centerActivityIndicator()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        resetBackgroundColor()
        startLoading()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centerActivityIndicator()
    }

    /// Centers the spinner on whole points, so that it is not blurred.
    func centerActivityIndicator() {
        guard isViewLoaded else { return }
        let b = view.bounds
        let size = activityIndicator.bounds.size
        let origin = Point(x: ((b.width - size.width) / 2).rounded(.down), y: ((b.height - size.height) / 2).rounded(.down))
        guard origin.isFinite else { return }
        activityIndicator.frame = Rect(origin: origin, size: size)
    }

    private func startLoading() {
        activityIndicator.startAnimating()
        webView?.load(url)
    }

    private func resetBackgroundColor() {
        guard isViewLoaded else { return }
        view.backgroundColor = backgroundColor ?? .white
    }

    private func doneButtonTapped() {
        (navigationController ?? self).dismiss(animated: true)
    }

    private func fadeWebViewIn() {
        guard let web = webView, web.alpha < 1 else { return }
        View.animate(withDuration: fadeDuration) { web.alpha = 1 }
    }

    open override var supportedInterfaceOrientations: OrientationMask {
        guard let delegate else { return .all }
        let each: [OrientationMask] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        return OrientationMask(each.filter { delegate.webController(self, shouldAutorotateTo: $0) })
    }

    // MARK: WebViewNavigationDelegate

    /// Stops the activity indicator, fades the page in, takes the page's title when none was given,
    /// and tells the delegate.
    public func webView(_ webView: WebView, didFinishNavigationTo url: URL?) {
        activityIndicator.stopAnimating()
        fadeWebViewIn()
        if title == nil {
            webView.evaluateJavaScript("document.title") { [weak self] result in
                guard let self, case .success(let t?) = result, !t.isEmpty, self.title == nil else { return }
                self.navigationItem.title = t
            }
        }
        delegate?.webControllerDidFinishLoading(self)
    }

    /// Stops the activity indicator and tells the delegate, unless the load was cancelled; a page with
    /// an error status is still shown.
    public func webView(_ webView: WebView, didFailNavigationTo url: URL?, error: WebViewError) {
        // A load replaced by another, or stopped by the app, is not a failure to report.
        if case .cancelled = error { return }
        activityIndicator.stopAnimating()
        // An error status comes with the server's page, which is worth showing.
        if case .httpStatus = error { fadeWebViewIn() }
        delegate?.webController(self, didFailLoadWithError: error)
    }
}
