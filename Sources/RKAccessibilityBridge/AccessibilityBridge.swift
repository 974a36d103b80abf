import CRKGIO
import Foundation
import RKMainLoop
import RKViews

/// Exports the app's windows and views to Linux screen readers (Orca, Accerciser, anything
/// built on libatspi) over the AT-SPI2 accessibility bus, directly with GDBus, as GTK4 does.
///
/// ``start()`` asks the session bus's `org.a11y.Bus` for the accessibility bus, connects to it,
/// serves the application at `/org/a11y/atspi/accessible/root` and embeds it in the registry's
/// desktop. Each ``AccessibleWindow`` added is a frame, a child of the application; in it the
/// views and elements of ``/RKViews/Accessibility`` become objects with their roles, names,
/// states, actions, values, text and extents. Changes reach listening screen readers as events
/// (focus, values, text, states, children, announcements), found by comparing the tree at the
/// end of event-loop turns, and only while something listens.
///
/// Everything runs in the GLib main context the event loop already serves: no thread of its
/// own. Without a session bus or an accessibility bus, or with `RECIPEKIT_A11Y=none`, it does
/// nothing (`RECIPEKIT_A11Y=debug` logs why).
///
/// ```swift
/// let window = AccessibleWindow(title: "Recipes", screenFrame: { frame }, contents: { [.init(window: w)] })
/// AccessibilityBridge.shared.add(window)
/// AccessibilityBridge.shared.start()
/// ```
@MainActor
public final class AccessibilityBridge {
    /// The process's bridge: assistive technologies see one application per process.
    public static let shared = AccessibilityBridge()

    /// Where the bridge is in connecting.
    public enum Status: Equatable, Sendable {
        /// Not started, or stopped.
        case stopped
        /// Looking for the accessibility bus or connecting to it.
        case connecting
        /// Serving the tree on the accessibility bus.
        case connected
        /// No bus to connect to (no session bus, no accessibility bus, or turned off).
        case unavailable
    }

    /// Where the bridge is in connecting.
    public private(set) var status = Status.stopped
    /// The toolkit version reported to clients.
    static let toolkitVersion = "1.0"

    /// The model the bridge serves (readable without a bus).
    let tree: AccessibleTree
    private(set) var server: ATSPIServer?
    private var generation = 0
    private let events = AccessibleEventSource()
    private var observerToken: Int?
    private var pressToken: Int?
    private var listenerSubscription: guint = 0
    /// Event names clients registered for ("object:state-changed:focused", "focus:", "").
    var listenedEvents: [String] = []
    private var loops: [ObjectIdentifier] = []

    /// A bridge for an application named `applicationName` (the process's name by default).
    public init(applicationName: String = ProcessInfo.processInfo.processName) {
        tree = AccessibleTree(applicationName: applicationName)
    }

    /// The top-level windows exported, in the order they were added.
    public var windows: [AccessibleWindow] { tree.frames }

    /// Exports `window` as a frame of the application; changes in it are looked for at the end
    /// of the turns of `loop` (the window host's).
    public func add(_ window: AccessibleWindow, loop: EventLoop = .current) {
        guard !tree.frames.contains(where: { $0 === window }) else { return }
        tree.frames.append(window)
        watch(loop)
        events.needsCheck = true
    }

    /// Stops exporting `window`.
    public func remove(_ window: AccessibleWindow) {
        tree.frames.removeAll { $0 === window }
        events.needsCheck = true
    }

    private func watch(_ loop: EventLoop) {
        let id = ObjectIdentifier(loop)
        guard !loops.contains(id) else { return }
        loops.append(id)
        loop.addPhase("accessibility events", at: EventLoop.PhaseOrder(300)) { [weak self, weak loop] in
            guard let self, let loop else { return }
            self.endOfTurn(loop)
        }
    }

    // MARK: Connecting

    /// Finds the accessibility bus through the session bus and starts serving on it. Does
    /// nothing when already started, when `RECIPEKIT_A11Y` is `none`, or when there is no session
    /// bus (``status`` is then ``Status/unavailable``). Returns at once: connecting is done in
    /// the event loop's turns.
    public func start() {
        guard status == .stopped || status == .unavailable else { return }
        let env = ProcessInfo.processInfo.environment
        if env["RECIPEKIT_A11Y"] == "none" {
            status = .unavailable
            return
        }
        if let address = env["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            return start(busAddress: address)
        }
        guard AccessibilityBridge.hasSessionBus(env) else {
            status = .unavailable
            AccessibilityBridge.debug("no session bus: not exported to assistive technologies")
            return
        }
        status = .connecting
        generation += 1
        let current = generation
        let (callback, data) = GAsyncCallback.make { [weak self] _, result in
            guard let self, self.generation == current else { return }
            var error: UnsafeMutablePointer<GError>?
            guard let session = g_bus_get_finish(result, &error) else {
                return self.fail("no session bus", error)
            }
            self.askAddress(on: session, generation: current)
            g_object_unref(gpointer(session))
        }
        g_bus_get(G_BUS_TYPE_SESSION, nil, callback, data)
    }

    /// Serves on the bus at `busAddress` (a private bus in tests, or the accessibility bus
    /// found another way). Returns at once; ``status`` becomes ``Status/connected`` in a later
    /// turn, or ``Status/unavailable``.
    public func start(busAddress: String) {
        guard status == .stopped || status == .unavailable else { return }
        status = .connecting
        generation += 1
        connect(to: busAddress, generation: generation)
    }

    /// Stops serving and leaves the bus.
    public func stop() {
        generation += 1
        if let server {
            g_dbus_connection_signal_unsubscribe(server.connection, listenerSubscription)
            // Closed while the server still holds its reference, which unregistering drops.
            g_dbus_connection_close(server.connection, nil, nil, nil)
            server.unregister()
        }
        listenerSubscription = 0
        server = nil
        listenedEvents = []
        if let observerToken { Accessibility.removeObserver(observerToken) }
        observerToken = nil
        if let pressToken { Application.shared.removePressObserver(pressToken) }
        pressToken = nil
        status = .stopped
    }

    /// Whether a session bus is there to ask: its address is set, or the usual socket exists
    /// (GIO's own fallback), so that GIO never launches one through X11.
    static func hasSessionBus(_ env: [String: String]) -> Bool {
        if let address = env["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = env["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    private func askAddress(on session: OpaquePointer, generation current: Int) {
        let (callback, data) = GAsyncCallback.make { [weak self] source, result in
            guard let self, self.generation == current else { return }
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                return self.fail("no accessibility bus", error)
            }
            defer { g_variant_unref(reply) }
            guard let address = GV.string(reply, 0), !address.isEmpty else { return self.fail("no accessibility bus", nil) }
            self.connect(to: address, generation: current)
        }
        let replyType = g_variant_type_new("(s)")
        defer { g_variant_type_free(replyType) }
        g_dbus_connection_call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil,
                               replyType, G_DBUS_CALL_FLAGS_NONE, 5000, nil, callback, data)
    }

    private func connect(to address: String, generation current: Int) {
        let (callback, data) = GAsyncCallback.make { [weak self] _, result in
            guard let self, self.generation == current else { return }
            var error: UnsafeMutablePointer<GError>?
            guard let connection = g_dbus_connection_new_for_address_finish(result, &error) else {
                return self.fail("cannot connect to the accessibility bus", error)
            }
            self.serve(on: connection)
            g_object_unref(gpointer(connection))
        }
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        g_dbus_connection_new_for_address(address, flags, nil, nil, callback, data)
    }

    private func fail(_ what: String, _ error: UnsafeMutablePointer<GError>?) {
        ATSPIServer.log(what, error)
        status = .unavailable
    }

    private func serve(on connection: OpaquePointer) {
        g_dbus_connection_set_exit_on_close(connection, 0)
        let server = ATSPIServer(connection: connection, tree: tree)
        guard server.register() else {
            server.unregister()
            status = .unavailable
            return
        }
        self.server = server
        status = .connected
        observerToken = Accessibility.addObserver { [weak self] notification in self?.posted(notification) }
        pressToken = Application.shared.addPressObserver { [weak self] press, window in self?.report(press, in: window) }
        embed(server)
        followListeners(server)
        events.reset()
        events.needsCheck = true
    }

    /// Embeds the application in the registry's desktop (`Socket.Embed`), which lists it for
    /// clients; the reply names the desktop, the application's parent.
    private func embed(_ server: ATSPIServer) {
        let current = generation
        let (callback, data) = GAsyncCallback.make { [weak self, weak server] source, result in
            guard let self, let server, self.generation == current else { return }
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                return ATSPIServer.log("the registry did not embed the application", error)
            }
            defer { g_variant_unref(reply) }
            if let desktop = GV.child(reply, 0) {
                defer { g_variant_unref(desktop) }
                server.desktop = (GV.string(desktop, 0) ?? "", GV.string(desktop, 1) ?? ATSPIServer.nullPath)
            }
        }
        let plug = GV.tuple([GV.reference(server.busName, AccessibleObjectTable.rootPath)])
        g_dbus_connection_call(server.connection, "org.a11y.atspi.Registry", AccessibleObjectTable.rootPath,
                               "org.a11y.atspi.Socket", "Embed", plug, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil,
                               callback, data)
    }

    // MARK: Listeners

    /// Follows which events clients listen for: the registry's list now, then its signals.
    private func followListeners(_ server: ATSPIServer) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        listenerSubscription = g_dbus_connection_signal_subscribe(
            server.connection, "org.a11y.atspi.Registry", "org.a11y.atspi.Registry", nil, "/org/a11y/atspi/registry",
            nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, signal, parameters, data in
                guard let signal, let parameters, let data else { return }
                let name = String(cString: signal)
                let event = GV.string(parameters, 1) ?? ""
                let d = UncheckedUserData(raw: data)
                MainActor.assumeIsolated {
                    let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(d.raw).takeUnretainedValue()
                    bridge.listenerChanged(registered: name == "EventListenerRegistered", event: event)
                }
            }, me, nil)
        let current = generation
        let (callback, data) = GAsyncCallback.make { [weak self] source, result in
            guard let self, self.generation == current else { return }
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                return ATSPIServer.log("cannot read the registered events", error)
            }
            defer { g_variant_unref(reply) }
            guard let list = GV.child(reply, 0) else { return }
            defer { g_variant_unref(list) }
            for i in 0..<g_variant_n_children(list) {
                guard let pair = g_variant_get_child_value(list, i) else { continue }
                self.listenedEvents.append(GV.string(pair, 1) ?? "")
                g_variant_unref(pair)
            }
        }
        g_dbus_connection_call(server.connection, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                               "org.a11y.atspi.Registry", "GetRegisteredEvents", nil, nil, G_DBUS_CALL_FLAGS_NONE,
                               5000, nil, callback, data)
    }

    private func listenerChanged(registered: Bool, event: String) {
        AccessibilityBridge.debug("accessibility: a client \(registered ? "listens to" : "stopped listening to") '\(event)'")
        if registered {
            // The tree was not compared while nobody listened: start from how it is now.
            if listenedEvents.isEmpty { events.reset() }
            listenedEvents.append(event)
            events.needsCheck = true
        } else if let i = listenedEvents.firstIndex(of: event) {
            listenedEvents.remove(at: i)
        }
    }

    /// Whether a client listens for `event` ("object:state-changed:focused"): it registered that
    /// event, a part of it ("object:", "object:state-changed"), or everything (""). The registry
    /// spells names as D-Bus members ("Object:StateChanged:Focused"), libatspi as events.
    func isListening(to event: String) -> Bool {
        let e = AccessibilityBridge.canonicalEventName(event)
        return listenedEvents.contains { registered in
            let r = AccessibilityBridge.canonicalEventName(registered)
            if r.isEmpty || r == "all" || r == e { return true }
            return e.hasPrefix(r.hasSuffix(":") ? r : r + ":")
        }
    }

    /// An event name in one spelling: lower case, without hyphens ("object:statechanged:focused").
    static func canonicalEventName(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }

    /// Whether anything listens at all.
    var hasListeners: Bool { !listenedEvents.isEmpty }

    // MARK: Events

    private func endOfTurn(_ loop: EventLoop) {
        guard let server, hasListeners else { return }
        events.check(tree: tree, now: loop.clock.now, loop: loop) { [weak self] event in
            guard let self, self.isListening(to: event.name) else { return }
            event.emit(on: server)
        }
    }

    /// Tells the registry of a key going down or up in an exported window, while a client
    /// listens, as GTK 3 and Qt do: it hands the key to the screen reader's keystroke listeners
    /// (Orca echoes it and reads its own commands from it). Sent without waiting for the answer,
    /// so the key also reaches the app when the screen reader would have consumed it: waiting
    /// would stall the loop while the screen reader, handling the key, asks the app about its
    /// objects.
    private func report(_ press: Press, in window: Window) {
        guard let server, hasListeners, press.phase != .cancelled,
              tree.frames.contains(where: { $0.placement(of: window) != nil }) else { return }
        let milliseconds = press.timestamp.isFinite ? Int((press.timestamp * 1000).rounded()) : 0
        let report = KeystrokeReport(key: press.key, released: press.phase == .ended, milliseconds: milliseconds)
        g_dbus_connection_call(server.connection, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry/deviceeventcontroller",
                               "org.a11y.atspi.DeviceEventController", "NotifyListenersSync", report.parameters, nil,
                               G_DBUS_CALL_FLAGS_NONE, 1000, nil, nil, nil)
    }

    private func posted(_ notification: AccessibilityNotification) {
        guard let server else { return }
        switch notification {
        case .announcement(let text):
            guard isListening(to: "object:announcement") else { return }
            AccessibleEvent(name: "object:announcement", path: AccessibleObjectTable.rootPath, interface: "Object",
                            member: "Announcement", detail: "", detail1: 1, detail2: 0, data: .string(text))
                .emit(on: server)
        case .screenChanged, .layoutChanged:
            events.needsCheck = true
        }
    }

    /// Writes `line` to RecipeKit's log when `RECIPEKIT_A11Y=debug`.
    static func debug(_ line: String) {
        guard ProcessInfo.processInfo.environment["RECIPEKIT_A11Y"] == "debug" else { return }
        RecipeLog.write(line)
    }
}
