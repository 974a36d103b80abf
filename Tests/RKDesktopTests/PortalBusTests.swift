import CRKGIO
import Foundation
import RKGraphics
import Testing
@testable import RKDesktop

/// A private session bus (a dbus-daemon of its own) with scripts/settings-portal standing in
/// for the XDG Settings portal: the reader speaks to it through GDBus for real.
final class PrivateBus {
    private let daemon = Process()
    private var portal: Process?
    let address: String

    /// The stand-in portal's script.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/settings-portal").standardized.path

    /// True where a bus and the stand-in can run (dbus-daemon, python3 with GObject introspection).
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else { return false }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = ["-c", "import gi; gi.require_version('Gio', '2.0')"]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    /// Starts the bus, and the stand-in portal with `portalArguments` unless nil.
    init(portalArguments: [String]?) throws {
        let out = Pipe()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        daemon.standardOutput = out
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        address = PrivateBus.firstLine(of: out) ?? ""
        guard !address.isEmpty else { throw CocoaError(.fileReadUnknown) }
        if let portalArguments {
            let p = Process()
            let ready = Pipe()
            p.executableURL = URL(fileURLWithPath: PrivateBus.script)
            p.arguments = ["serve"] + portalArguments
            p.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
            p.standardOutput = ready
            p.standardError = FileHandle.nullDevice
            try p.run()
            portal = p
            guard PrivateBus.firstLine(of: ready) == "ready" else { throw CocoaError(.fileReadUnknown) }
        }
    }

    /// Has the stand-in emit SettingChanged for `key` with `value` (GVariant text).
    func set(_ key: String, _ value: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: PrivateBus.script)
        p.arguments = ["set", key, value]
        p.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
        try p.run()
        p.waitUntilExit()
    }

    deinit {
        // SIGKILL: the test runner ignores SIGTERM, and its children inherit that.
        for p in [portal, daemon].compactMap({ $0 }) where p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
        }
    }

    private static func firstLine(of pipe: Pipe) -> String? {
        var bytes: [UInt8] = []
        while let chunk = try? pipe.fileHandleForReading.read(upToCount: 1), let byte = chunk.first {
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}

/// Serves GLib's default main context, as the event loop's turns do, until `done` or 5 s.
@MainActor
private func serveGLib(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    while !done() && Date() < deadline {
        // A few iterations a turn, as the event loop's: an always-ready source never holds it.
        for _ in 0..<16 where g_main_context_iteration(nil, 0) != 0 {}
        usleep(5_000)
    }
}

@MainActor
@Suite(.serialized, .enabled(if: PrivateBus.isAvailable, "needs dbus-daemon and python3-gi (scripts/install-deps test)"))
struct PortalBusTests {
    @Test func valuesAreReadBeforeStartReturnsAndChangesFollow() throws {
        let bus = try PrivateBus(portalArguments: ["--color-scheme", "1", "--accent", "0.25,0.5,0.75"])
        var applied: [DesktopAppearance] = []
        let settings = DesktopSettings(applier: { applied.append($0) })
        defer { settings.stop() }
        settings.start(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // ReadOne answered before start returned: the first frame would already be dark.
        #expect(settings.source == .portal)
        #expect(applied.last?.traitCollection.userInterfaceStyle == .dark)
        #expect(applied.last?.accentColor == Color(red: 0.25, green: 0.5, blue: 0.75))
        #expect(applied.last?.highContrast == false)
        try bus.set("color-scheme", "uint32 0")
        serveGLib { applied.last?.colorScheme == .noPreference }
        #expect(applied.last?.traitCollection.userInterfaceStyle == .light)
        try bus.set("contrast", "uint32 1")
        serveGLib { applied.last?.highContrast == true && settings.portalVersion != nil }
        #expect(applied.last?.traitCollection.accessibilityContrast == .high)
        #expect(settings.portalVersion == 2)
    }

    @Test func anOldPortalIsReadThroughRead() throws {
        let bus = try PrivateBus(portalArguments: ["--version", "1", "--color-scheme", "1", "--reduced-motion", "1"])
        var applied: [DesktopAppearance] = []
        let settings = DesktopSettings(applier: { applied.append($0) })
        defer { settings.stop() }
        settings.start(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(settings.source == .portal)
        #expect(applied.last?.colorScheme == .preferDark)
        #expect(applied.last?.reducedMotion == true)
    }

    @Test func aBusWithoutAPortalIsNotThePortalsWord() throws {
        let bus = try PrivateBus(portalArguments: nil)
        var applied: [DesktopAppearance] = []
        let settings = DesktopSettings(applier: { applied.append($0) })
        defer { settings.stop() }
        let started = Date()
        settings.start(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(settings.source != .portal)
        #expect(!applied.isEmpty)
    }
}
