import CRKGIO
import Foundation
import RKGeometry
import RKHosts
import RKViews
import Testing

@testable import RKAccessibilityBridge

/// The message bus daemon the tests start, where it is installed.
private let dbusDaemon: String? = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The bridge on a real bus: a private `dbus-daemon` stands for the accessibility bus (it has no
/// registry, so embedding fails, quietly), and a GDBus client of the test calls the bridge as
/// libatspi would.
@MainActor
@Suite(.serialized, .enabled(if: dbusDaemon != nil, "dbus-daemon is not installed"))
struct AccessibilityBridgeBusTests {
    /// A private bus for one test, at a socket in a folder of its own; stopped with ``stop()``.
    final class PrivateBus {
        let process = Process()
        let folder: URL
        let address: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipekit-bus-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let socket = folder.appendingPathComponent("bus").path
            address = "unix:path=" + socket
            process.executableURL = URL(fileURLWithPath: dbusDaemon!)
            process.arguments = ["--session", "--nofork", "--nopidfile", "--address=" + address]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The socket appears once the daemon listens.
            for _ in 0..<200 where !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        }

        /// Ends the daemon. KILL, as it keeps nothing: it inherits the test thread's blocked
        /// signals, so TERM would wait. Polled rather than `waitUntilExit()`, which waits on a
        /// run loop that a main-actor test does not run.
        func stop() {
            kill(process.processIdentifier, SIGKILL)
            for _ in 0..<500 where process.isRunning { usleep(10_000) }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Calls `method` on the bridge from `client`, running the host's loop until the reply comes
    /// (the bridge answers in that loop's turns). Returns the reply's body, or nil on error.
    func call(_ client: OpaquePointer, _ bridge: AccessibilityBridge, _ host: HeadlessHost, path: String,
              interface: String, _ method: String, _ parameters: OpaquePointer? = nil) -> OpaquePointer? {
        var reply: OpaquePointer?, done = false
        let (callback, data) = GAsyncCallback.make { source, result in
            reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
            done = true
        }
        g_dbus_connection_call(client, bridge.server?.busName, path, interface, method, parameters, nil,
                               G_DBUS_CALL_FLAGS_NONE, 5000, nil, callback, data)
        _ = host.run(until: { done }, timeout: 10)
        return reply
    }

    func property(_ client: OpaquePointer, _ bridge: AccessibilityBridge, _ host: HeadlessHost, path: String,
                  interface: String, _ name: String) -> OpaquePointer? {
        guard let reply = call(client, bridge, host, path: path, interface: "org.freedesktop.DBus.Properties", "Get",
                               GV.tuple([GV.string(interface), GV.string(name)])) else { return nil }
        defer { g_variant_unref(reply) }
        guard let boxed = GV.child(reply, 0) else { return nil }
        defer { g_variant_unref(boxed) }
        return g_variant_get_variant(boxed)
    }

    @Test func servesTheTreeAndActsOnCalls() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        #expect(bus.address.hasPrefix("unix:"))
        let host = try HeadlessHost(size: Size(width: 200, height: 100))
        let button = Button(style: .filled)
        button.setTitle("Bake", for: .normal)
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        var baked = 0
        button.addAction(for: .primaryActionTriggered) { _, _ in baked += 1 }
        host.window.addSubview(button)
        let bridge = AccessibilityBridge(applicationName: "bridge-test")
        bridge.add(AccessibleWindow(title: "Kitchen", screenFrame: { Rect(x: 0, y: 0, width: 200, height: 100) },
                                    contents: { [.init(window: host.window)] }), loop: host.eventLoop)
        bridge.start(busAddress: bus.address)
        #expect(host.run(until: { bridge.status != .connecting }, timeout: 10))
        #expect(bridge.status == .connected)
        defer { bridge.stop() }

        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let client = try #require(g_dbus_connection_new_for_address_sync(bus.address, flags, nil, nil, &error))
        defer { g_object_unref(gpointer(client)) }

        let root = AccessibleObjectTable.rootPath
        let name = try #require(property(client, bridge, host, path: root, interface: "org.a11y.atspi.Accessible", "Name"))
        #expect(String(cString: g_variant_get_string(name, nil)) == "bridge-test")
        g_variant_unref(name)

        // Root → frame → views window → button, each step over the bus.
        func firstChild(_ path: String) throws -> String {
            let reply = try #require(call(client, bridge, host, path: path, interface: "org.a11y.atspi.Accessible",
                                          "GetChildAtIndex", GV.tuple([GV.int32(0)])))
            defer { g_variant_unref(reply) }
            let ref = try #require(GV.child(reply, 0))
            defer { g_variant_unref(ref) }
            #expect(GV.string(ref, 0) == bridge.server?.busName)
            return try #require(GV.string(ref, 1))
        }
        let frame = try firstChild(root)
        let title = try #require(property(client, bridge, host, path: frame, interface: "org.a11y.atspi.Accessible", "Name"))
        #expect(String(cString: g_variant_get_string(title, nil)) == "Kitchen")
        g_variant_unref(title)
        let buttonPath = try firstChild(try firstChild(frame))
        let role = try #require(call(client, bridge, host, path: buttonPath, interface: "org.a11y.atspi.Accessible",
                                     "GetRoleName"))
        #expect(GV.string(role, 0) == "push button")
        g_variant_unref(role)

        let done = try #require(call(client, bridge, host, path: buttonPath, interface: "org.a11y.atspi.Action", "DoAction",
                                     GV.tuple([GV.int32(0)])))
        #expect(GV.bool(done, 0) == true)
        g_variant_unref(done)
        #expect(host.run(until: { baked == 1 }, timeout: 5))

        // A path whose view went away, and an interface the object does not have, are errors.
        #expect(call(client, bridge, host, path: AccessibleObjectTable.pathPrefix + "/999999",
                     interface: "org.a11y.atspi.Accessible", "GetRole") == nil)
        #expect(call(client, bridge, host, path: buttonPath, interface: "org.a11y.atspi.Value", "GetRole") == nil)
    }

    @Test func aBusThatIsNotThereLeavesTheBridgeUnavailable() throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let bridge = AccessibilityBridge(applicationName: "bridge-test")
        bridge.start(busAddress: "unix:path=/nonexistent/recipekit-bus")
        #expect(host.run(until: { bridge.status != .connecting }, timeout: 10))
        #expect(bridge.status == .unavailable)
        #expect(bridge.server == nil)
    }

    @Test func noSessionBusMeansNothingToAsk() {
        #expect(!AccessibilityBridge.hasSessionBus([:]))
        #expect(!AccessibilityBridge.hasSessionBus(["XDG_RUNTIME_DIR": "/nonexistent"]))
        #expect(AccessibilityBridge.hasSessionBus(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]))
    }

    @Test func eventNamesMatchInEitherSpelling() {
        let bridge = AccessibilityBridge(applicationName: "bridge-test")
        #expect(!bridge.isListening(to: "object:state-changed:focused"))
        bridge.listenedEvents = ["Object:StateChanged:Focused", "Focus:", "Object:PropertyChange"]
        #expect(bridge.isListening(to: "object:state-changed:focused"))
        #expect(!bridge.isListening(to: "object:state-changed:checked"))
        #expect(bridge.isListening(to: "focus:"))
        #expect(bridge.isListening(to: "object:property-change:accessible-value"))
        #expect(!bridge.isListening(to: "object:text-changed:insert"))
        bridge.listenedEvents = [""]
        #expect(bridge.isListening(to: "window:activate"))
    }
}
