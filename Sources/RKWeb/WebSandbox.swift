import Foundation
import RKMainLoop

/// Whether the web engine's web processes run in a bubblewrap sandbox.
public enum WebProcessSandbox: Sendable, Equatable {
    /// Sandboxed when this system can run bubblewrap (tried once, the first time a web view
    /// needs the engine); otherwise not, with a log line saying why.
    case automatic
    /// Never sandboxed.
    case disabled
}

/// The sandbox the engine puts its web processes in: bubblewrap (Debian's `bubblewrap`), with
/// `xdg-dbus-proxy` between them and the session bus, as WebKitGTK runs them when asked.
///
/// A sandboxed web process sees the system's libraries and data read-only, an empty `/tmp`,
/// no home folder and no network (the network process fetches for it), in namespaces of its
/// own. It cannot reach the Broadway display (an abstract socket, which lives in the network
/// namespace it leaves), so sandboxed web processes start their GTK on a small private Xvfb
/// whose socket file is bound into the sandbox; the app's GTK stays on Broadway.
@MainActor
enum WebSandbox {
    /// Where WebKitGTK runs bubblewrap and the D-Bus proxy from (fixed when Debian built it).
    static let bubblewrap = "/usr/bin/bwrap"
    static let dbusProxy = "/usr/bin/xdg-dbus-proxy"

    /// Why the sandbox cannot run on this system, or nil when it can; found out once.
    static var unavailableReason: String? {
        if let probed { return probed.reason }
        let reason = probe()
        probed = Probe(reason: reason)
        return reason
    }
    private struct Probe { let reason: String? }
    private static var probed: Probe?

    /// Why bubblewrap at `bubblewrap` cannot make the engine's sandbox, or nil when it can.
    static func probe(bubblewrap: String = bubblewrap) -> String? {
        if getenv("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS") != nil {
            return "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS is set, so the engine would not use it"
        }
        if FileManager.default.fileExists(atPath: "/.flatpak-info") {
            return "the app runs inside Flatpak, whose own sandbox the engine uses instead"
        }
        guard access(bubblewrap, X_OK) == 0 else { return "\(bubblewrap) was not found (Debian package bubblewrap)" }
        guard access(dbusProxy, X_OK) == 0 else { return "\(dbusProxy) was not found (Debian package xdg-dbus-proxy)" }
        // The namespaces the engine asks for: a system without user namespaces (and without a
        // setuid bubblewrap) refuses them here rather than in a web process, whose failure to
        // start the engine treats as fatal.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bubblewrap)
        p.arguments = [
            "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-ipc",
            "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--", "/bin/true",
        ]
        let errors = Pipe()
        p.standardError = errors
        p.standardOutput = FileHandle.nullDevice
        do { try p.run() } catch { return "bubblewrap could not be started: \(error)" }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let why = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return "bubblewrap cannot make a sandbox here (\(why.isEmpty ? "status \(p.terminationStatus)" : why))"
        }
        return nil
    }

    /// The socket file of X display `name` (":N"), which the sandbox binds.
    static func x11Socket(_ name: String) -> String { "/tmp/.X11-unix/X\(name.dropFirst())" }
}
