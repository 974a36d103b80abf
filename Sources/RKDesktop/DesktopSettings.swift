import CRKGIO
import Foundation
import RKGraphics
import RKMainLoop
import RKViews

/// Follows the desktop's appearance settings and gives them to the app: dark or light, high
/// contrast and the accent color become ``/RKViews/Application/systemTraitCollection``, reduced
/// motion ``/RKViews/Accessibility/isReduceMotionEnabled``.
///
/// The settings come from the XDG Settings portal (`org.freedesktop.portal.Settings` on the
/// session bus, namespace `org.freedesktop.appearance`): each key is read with `ReadOne`, or
/// with the deprecated `Read` on portals older than version 2, and `SettingChanged` is followed
/// live. Without a session bus, or with no portal on it, GNOME's settings are read instead when
/// their schemas are installed (`org.gnome.desktop.interface` `color-scheme`, `gtk-theme` ending
/// in `-dark`, `enable-animations`; `org.gnome.desktop.a11y.interface` `high-contrast`).
/// Otherwise nothing changes: windows stay light, silently. ``AppearanceEnvironment`` lists the
/// environment variables that override any of it.
///
/// The values are read once when the reader starts, before the window's first frame (as
/// libadwaita reads them at startup; each call waits at most half a second), so a dark desktop
/// never flashes a light window. From then on `SettingChanged` is dispatched by GLib's default
/// main context, which every RecipeKit event loop serves in its turns: no thread of its own, and
/// every change reaches the app on the main actor. The window host starts the shared reader
/// when it opens, so an app gets all this without a line of code.
@MainActor
public final class DesktopSettings {
    /// The reader the window host starts.
    public static let shared = DesktopSettings()

    /// Where the desktop's values came from.
    public enum Source: String, Sendable {
        /// Nothing has been read (not started, no bus and no GNOME settings, or
        /// `RECIPEKIT_DESKTOP_SETTINGS=0`).
        case none
        /// The XDG Settings portal.
        case portal
        /// GNOME's settings (GSettings), as the portal was not there.
        case gnomeSettings = "gnome-settings"
    }

    /// What the desktop said, before the environment's overrides.
    public private(set) var desktop = DesktopAppearance()
    /// The environment's overrides (``AppearanceEnvironment``), read when started.
    public private(set) var overrides = DesktopAppearance()
    /// What the app follows: the desktop's values with the overrides over them.
    public var appearance: DesktopAppearance { desktop.overridden(by: overrides) }
    /// Where ``desktop`` came from.
    public private(set) var source = Source.none
    /// The portal's `version` property, once read.
    public private(set) var portalVersion: UInt32?
    /// True once ``start(environment:)`` ran.
    public private(set) var isStarted = false
    /// Called on the main actor after each change has been given to the app.
    public var onChange: ((DesktopAppearance) -> Void)?

    private var connection: OpaquePointer?
    private var subscription: guint = 0
    private var triedGnomeSettings = false

    /// Where the values go: the application and the accessibility settings, or a test's probe.
    private let applier: @MainActor (DesktopAppearance) -> Void

    /// A reader that has not started and gives what it reads to the app; apps use ``shared``.
    public convenience init() {
        self.init(applier: { a in
            Application.shared.systemTraitCollection = a.traitCollection
            if let reduced = a.reducedMotion { Accessibility.isReduceMotionEnabled = reduced }
        })
    }

    /// A reader that hands every change to `applier` instead of the app (tests use this to
    /// leave the process's traits alone).
    init(applier: @escaping @MainActor (DesktopAppearance) -> Void) {
        self.applier = applier
    }

    /// Reads the overrides and the desktop's settings, gives them to the app, and follows them
    /// from now on; later calls do nothing.
    public func start(environment: [String: String] = AppearanceEnvironment.processEnvironment()) {
        guard !isStarted else { return }
        isStarted = true
        overrides = AppearanceEnvironment.overrides(in: environment)
        apply()
        guard AppearanceEnvironment.readsDesktop(in: environment) else { return }
        guard let address = DesktopSettings.sessionBusAddress(environment) else {
            readGnomeSettings()
            return
        }
        // A connection of its own to the address the environment gives (not GLib's shared
        // session bus, which would exit the process if the bus went away).
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            if let error { g_error_free(error) }
            readGnomeSettings()
            return
        }
        self.connection = connection
        follow(connection)
        readPortal(connection)
    }

    /// Stops following the desktop: the signal is no longer received and the connection is
    /// closed. The values read so far stay; a reader does not start again.
    public func stop() {
        guard let connection else { return }
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        subscription = 0
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        self.connection = nil
    }

    /// Gives ``appearance`` to the app: the system traits and reduced motion.
    private func apply() {
        let a = appearance
        applier(a)
        onChange?(a)
    }

    /// Takes a setting the portal sent (a reply or a signal).
    func receive(_ setting: PortalSetting) {
        source = .portal
        let updated = setting.applied(to: desktop)
        guard updated != desktop else { return }
        desktop = updated
        apply()
    }

    // MARK: The portal

    private static let portalName = "org.freedesktop.portal.Desktop"
    private static let portalPath = "/org/freedesktop/portal/desktop"
    private static let settingsInterface = "org.freedesktop.portal.Settings"
    /// How long the first read may wait for each answer, in milliseconds: the window waits for
    /// it, so a hung portal costs at most this (the values then come with SettingChanged).
    private static let readTimeout: Int32 = 500

    /// The session bus's address when one is there to be asked: in the environment, or its
    /// socket in the runtime folder. Nil otherwise: GLib would then try to launch a bus (X11
    /// autolaunch), which a settings reader has no business doing.
    static func sessionBusAddress(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        var st = stat()
        guard stat(runtime + "/bus", &st) == 0 && (st.st_mode & S_IFMT) == S_IFSOCK else { return nil }
        return "unix:path=" + runtime + "/bus"
    }

    /// Follows SettingChanged: the signal is dispatched by GLib's default main context, in a
    /// turn of the event loop, on the main actor.
    private func follow(_ connection: OpaquePointer) {
        subscription = g_dbus_connection_signal_subscribe(
            connection, DesktopSettings.portalName, DesktopSettings.settingsInterface, "SettingChanged",
            DesktopSettings.portalPath, PortalSetting.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, String(cString: g_variant_get_type_string(parameters)) == "(ssv)" else { return }
                let key = DesktopSettings.string(parameters, child: 1)
                let value = g_variant_get_child_value(parameters, 2)!
                defer { g_variant_unref(value) }
                guard DesktopSettings.string(parameters, child: 0) == PortalSetting.namespace,
                      let setting = PortalSetting(key: key, value: value) else { return }
                let settings = Unmanaged<DesktopSettings>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { settings.receive(setting) }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Reads every key once, before the window's first frame (as libadwaita does at startup), so
    /// that a dark desktop never shows a light window first and the first animations already
    /// know about reduced motion. Each key is read with ReadOne, or with Read once the portal
    /// turns out to be older than version 2.
    private func readPortal(_ connection: OpaquePointer) {
        var legacy = false
        var read = DesktopAppearance()
        var answered = false
        keys: for key in PortalSetting.keys {
            var result = DesktopSettings.call(connection, legacy ? "Read" : "ReadOne", key)
            if case .failure("org.freedesktop.DBus.Error.UnknownMethod") = result, !legacy {
                legacy = true
                result = DesktopSettings.call(connection, "Read", key)
            }
            switch result {
            case .success(let setting):
                answered = true
                if let setting { read = setting.applied(to: read) }
            case .failure("org.freedesktop.portal.Error.NotFound"):
                // The portal does not know this key: that value stays unsaid.
                answered = true
            case .failure:
                // No portal on this bus, or one that does not answer: stop asking.
                break keys
            }
        }
        guard answered else {
            // GNOME's settings, if there are any, are the desktop's word.
            readGnomeSettings()
            return
        }
        source = .portal
        desktop = read
        apply()
        readVersion()
    }

    private enum CallResult {
        /// The reply's setting (nil when of a shape RecipeKit does not read).
        case success(PortalSetting?)
        /// The D-Bus error's name ("" for a local error such as a timeout).
        case failure(String)
    }

    private static func call(_ connection: OpaquePointer, _ method: String, _ key: String) -> CallResult {
        var args: [OpaquePointer?] = [g_variant_new_string(PortalSetting.namespace), g_variant_new_string(key)]
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(
            connection, portalName, portalPath, settingsInterface, method, g_variant_new_tuple(&args, 2), nil,
            G_DBUS_CALL_FLAGS_NONE, readTimeout, nil, &error) else {
            let name = error.flatMap { remoteErrorName($0) } ?? ""
            if let error { g_error_free(error) }
            return .failure(name)
        }
        defer { g_variant_unref(reply) }
        return .success(PortalSetting(key: key, reply: reply))
    }

    /// The portal's version property, for the record (asynchronously: nothing waits for it).
    private func readVersion() {
        guard let connection else { return }
        var args: [OpaquePointer?] = [g_variant_new_string(DesktopSettings.settingsInterface), g_variant_new_string("version")]
        g_dbus_connection_call(
            connection, DesktopSettings.portalName, DesktopSettings.portalPath, "org.freedesktop.DBus.Properties",
            "Get", g_variant_new_tuple(&args, 2), nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil,
            { source, result, data in
                var error: UnsafeMutablePointer<GError>?
                guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                    if let error { g_error_free(error) }
                    return
                }
                defer { g_variant_unref(reply) }
                let outer = g_variant_get_child_value(reply, 0)!
                defer { g_variant_unref(outer) }
                guard let inner = g_variant_get_variant(outer) else { return }
                defer { g_variant_unref(inner) }
                guard String(cString: g_variant_get_type_string(inner)) == "u" else { return }
                let version = g_variant_get_uint32(inner)
                let settings = Unmanaged<DesktopSettings>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { settings.portalVersion = version }
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    // MARK: GNOME's settings

    /// Reads GNOME's interface settings once, when their schemas are installed; a missing
    /// schema or key is skipped (GSettings would abort on it).
    private func readGnomeSettings() {
        guard !triedGnomeSettings, source != .portal else { return }
        triedGnomeSettings = true
        guard let read = GnomeInterfaceSettings.read() else { return }
        source = .gnomeSettings
        desktop = read
        apply()
    }

    // MARK: GVariant helpers

    nonisolated static func string(_ tuple: OpaquePointer, child: Int) -> String {
        let v = g_variant_get_child_value(tuple, gsize(child))!
        defer { g_variant_unref(v) }
        guard String(cString: g_variant_get_type_string(v)) == "s" else { return "" }
        return String(cString: g_variant_get_string(v, nil))
    }

    nonisolated static func remoteErrorName(_ error: UnsafeMutablePointer<GError>) -> String? {
        guard let name = g_dbus_error_get_remote_error(error) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
