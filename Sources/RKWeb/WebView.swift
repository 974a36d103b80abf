import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKViews

/// A view that shows a web page, rendered by WebKitGTK (WKWebView's role).
///
/// The view shows a ``WebPage``, which owns the engine (its navigation state, scripts,
/// messages and resources) and can live and load without a view. The page's engine draws into
/// a GTK offscreen window on a private display that RecipeKit owns (see
/// docs/recipes/web-view.md); the view's layer shows that window's pixels as external contents,
/// without a copy, and the window's exact damage becomes the layer's, so the compositor
/// repaints only what changed. An idle page draws nothing and costs nothing. The view's size
/// and the window's `contentsScale` become the page's viewport and its pixels. Touches and the
/// mouse become pointer events, the wheel scrolls the page, and as first responder the view
/// takes keys, text and input method compositions and passes them to the page.
///
/// ``init(frame:configuration:)`` makes the view's own page; ``init(frame:page:)`` shows a page
/// made beforehand. The view holds its ``page`` strongly. Loading, scripts and the observable
/// properties below are the page's, under WKWebView's spellings: loads report to the
/// ``navigationDelegate``; ``title``, ``url``, ``isLoading``, ``estimatedProgress``,
/// ``canGoBack`` and ``canGoForward`` tell observers added with ``addObserver(_:)`` when they
/// change.
///
/// The engine is Debian's `libwebkit2gtk-4.1-0`, which Debian's security archive keeps
/// patched.
@MainActor
open class WebView: View, TextInput {
    /// A property that changed, as observers hear it: the page's ``WebPage/Change``.
    public typealias Change = WebPage.Change

    /// The page the view shows, which it holds.
    public let page: WebPage

    /// The settings the view's page was made with.
    public var configuration: WebViewConfiguration { page.configuration }
    /// Decides navigations and hears how the page's loads go, beside the page's own
    /// ``WebPage/navigationDelegate``.
    public weak var navigationDelegate: WebViewNavigationDelegate?

    /// The page's title (`document.title`), nil before a page has one.
    public var title: String? { page.title }
    /// The page's URL (the one loading while a load is provisional).
    public var url: URL? { page.url }
    /// Whether the main frame is loading.
    public var isLoading: Bool { page.isLoading }
    /// How much of the page has loaded, 0 to 1.
    public var estimatedProgress: Double { page.estimatedProgress }
    /// Whether there is a page to go back to.
    public var canGoBack: Bool { page.canGoBack }
    /// Whether there is a page to go forward to.
    public var canGoForward: Bool { page.canGoForward }

    /// Seconds a load may wait for its response before it fails with
    /// ``WebViewError/timedOut(_:)`` (60, as URLRequest's default): the page's
    /// ``WebPage/timeoutInterval``.
    public var timeoutInterval: Double {
        get { page.timeoutInterval }
        set { page.timeoutInterval = newValue }
    }

    /// Whether Escape, after the page has had it, also ends the view's first-responder status
    /// (true), so that a second Escape reaches the app, as a text field's editing ends.
    public var escapeResignsFirstResponder = true

    /// Whether the engine started (false when its private display could not start: the view
    /// then stays blank and every load fails).
    public var isEngineAvailable: Bool { page.isEngineAvailable }

    // MARK: The page's engine, as the view's input and frames reach it

    typealias Engine = WebPage.Engine
    /// The page's engine while the page shows here (nil once another view took the page over).
    var engine: Engine? { showsPage ? page.engine : nil }
    /// What the engine's callbacks hold: the page, weakly.
    var callbackTarget: WebPageCallbackTarget { page.callbackTarget }
    /// The zoom the page is drawn at (the window's scale).
    var scaleSent: Double { page.scaleSent }

    let frames = WebFrameReceiver()
    var pointerButtons: UInt32 = 0
    /// The option list the page has open (a `<select>`), shown by ``optionMenuView``.
    var optionMenu: UnsafeMutablePointer<WebKitOptionMenu>?
    var optionMenuView: View?
    /// The composition shown in the page, as the host's input method last set it.
    var markedText = ""

    /// A web view with a page of its own made with `configuration`. A view made while the
    /// engine cannot start logs why and shows nothing.
    public init(frame: Rect = .zero, configuration: WebViewConfiguration = WebViewConfiguration()) {
        page = WebPage(configuration: configuration)
        super.init(frame: frame)
        showPage()
    }

    /// A web view showing `page`, which it holds. A page shows in one view at a time: when
    /// another view shows `page`, this view takes it over and the other goes blank.
    public init(frame: Rect = .zero, page: WebPage) {
        self.page = page
        super.init(frame: frame)
        showPage()
    }

    /// Makes the view the page's, taking it from a view that showed it.
    private func showPage() {
        isMultipleTouchEnabled = false
        // A late frame of the old size stays where it is rather than stretching.
        contentMode = .topLeft
        clipsToBounds = true
        if let other = page.view, other !== self {
            other.sendFocus(false)
            other.pageWasTakenOver()
        }
        page.view = self
        page.setVisible(window != nil)
        sendGeometry()
        let hover = HoverGestureRecognizer { [weak self] r in self?.hovered(r) }
        addGestureRecognizer(hover)
    }

    isolated deinit {
        WebEngineThread.check()
        closeOptionMenu(choosing: nil)
        frames.reset()
        guard page.view === self else { return }
        // The page may outlive its view (the app holds it too): it loses focus and stops
        // drawing until another view shows it.
        sendFocus(false)
        page.view = nil
        page.setVisible(false)
    }

    /// Another view shows the page now: this one lets go of its frames and its list.
    func pageWasTakenOver() {
        closeOptionMenu(choosing: nil)
        frames.reset()
        layer.contents = nil
    }

    /// Whether the page shows in this view (it shows in one view at a time).
    var showsPage: Bool { page.view === self }

    // MARK: Observing

    /// Calls `body` whenever one of the observable properties changes. Keep the token;
    /// ``removeObserver(_:)`` stops it.
    @discardableResult
    public func addObserver(_ body: @escaping (Change) -> Void) -> Int {
        page.addObserver(body)
    }

    /// Stops the observer `token` names.
    public func removeObserver(_ token: Int) {
        page.removeObserver(token)
    }

    // MARK: Loading

    /// Loads `url`. Schemes nobody serves, blocked ports and malformed URLs fail at once
    /// (on the next turn) with the matching ``WebViewError``.
    public func load(_ url: URL) {
        page.load(url)
    }

    /// Loads `request`, as `WKWebView.load(_:)` does (the page's `load(_:)` for a request):
    /// its URL and header fields, with its timeout for this load; a request the engine cannot
    /// send as it is (another method than GET, a body) fails rather than going as a GET.
    public func load(_ request: URLRequest) {
        page.load(request)
    }

    /// Shows `html`, with relative URLs (and the page's origin) taken from `baseURL`
    /// (`about:blank` when nil).
    public func loadHTMLString(_ html: String, baseURL: URL?) {
        page.loadHTMLString(html, baseURL: baseURL)
    }

    /// Loads the current page again.
    public func reload() {
        page.reload()
    }

    /// Stops the current load; it reports ``WebViewError/cancelled(_:)``.
    public func stopLoading() {
        page.stopLoading()
    }

    /// Goes back a page in the history, when there is one.
    public func goBack() {
        page.goBack()
    }

    /// Goes forward a page in the history, when there is one.
    public func goForward() {
        page.goForward()
    }

    // MARK: JavaScript

    /// Runs `script` in the page and returns its value: strings as they are, other values as
    /// JSON, nil for `undefined` and `null`. A script that throws fails with
    /// ``WebViewError/javaScript(message:)``.
    ///
    /// The answer comes through the event loop. Awaited where no loop turn is under way (the
    /// top level of `main.swift` before the host runs, or a test between frames), nothing else
    /// would turn the loop, so this call turns it itself until the answer is in; inside a turn
    /// (an action, a task the running host serves) it suspends and the host's loop goes on.
    public func evaluateJavaScript(_ script: String) async throws -> String? {
        try await page.evaluateJavaScript(script)
    }

    /// ``evaluateJavaScript(_:)`` with a completion handler, called once on the main actor.
    public func evaluateJavaScript(_ script: String, completion: @escaping @MainActor (Result<String?, WebViewError>) -> Void) {
        page.evaluateJavaScript(script, completion: completion)
    }

    // MARK: Script messages

    /// Receives the messages the page posts with
    /// `window.webkit.messageHandlers.<name>.postMessage(value)`, from the page and from its
    /// frames; each ``ScriptMessage`` says which frame posted and its origin
    /// (``ScriptMessage/frameInfo``). A second handler for the same name replaces the first.
    /// A handler added while a page is shown reaches its main frame at once and its frames
    /// from their next load.
    public func addScriptMessageHandler(name: String, _ handler: @escaping @MainActor (ScriptMessage) -> Void) {
        page.addScriptMessageHandler(name: name, handler)
    }

    /// Stops receiving messages posted to `name`.
    public func removeScriptMessageHandler(name: String) {
        page.removeScriptMessageHandler(name: name)
    }

    // MARK: The page's rules, under the view's name

    static var unavailableMessage: String { WebPage.unavailableMessage }
    static let maximumEngineSide = WebPage.maximumEngineSide
    static let downloadErrorDomain = WebPage.downloadErrorDomain
    static func enginePoints(_ side: Double) -> Double { WebPage.enginePoints(side) }
    static func error(domain: String, code: Int, message: String, url: URL?) -> WebViewError {
        WebPage.error(domain: domain, code: code, message: message, url: url)
    }
    func decideNavigation(_ action: NavigationAction) -> Bool { page.decideNavigation(action) }

    // MARK: Layout and visibility

    open override func layoutSubviews() {
        super.layoutSubviews()
        sendGeometry()
    }

    open override func didMoveToWindow() {
        WebEngineThread.check()
        super.didMoveToWindow()
        sendGeometry()
        guard showsPage else { return }
        // Out of a window the page is hidden: the engine stops drawing and throttles its timers.
        if window == nil { sendFocus(false) }
        page.setVisible(window != nil)
    }

    /// Gives the page the view's size in points and the window's scale.
    func sendGeometry() {
        guard showsPage else { return }
        page.setViewport(size: bounds.size, scale: layer.contentsScale)
    }

    /// Sends focus in or out to the page, when it shows here.
    func sendFocus(_ focused: Bool) {
        guard showsPage else { return }
        page.sendFocus(focused)
    }

    // MARK: Input

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) { pointerBegan(touches) }
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) { pointerMoved(touches) }
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) { pointerEnded(touches) }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { pointerCancelled(touches) }

    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if !keyPressed(presses) { super.pressesBegan(presses, with: event) }
    }

    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        if !keyReleased(presses) { super.pressesEnded(presses, with: event) }
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { engine != nil }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        sendFocus(true)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        sendFocus(false)
        return true
    }
}
