import CRKGIO
import Foundation
import RKMainLoop

/// Opens URLs the way the desktop does: GIO's default application for the URL's scheme (the
/// browser for `https`, the file's application for `file`), as GTK's `gtk_show_uri` does, which
/// on a sandboxed or portal desktop goes through the OpenURI portal.
public enum URLLauncher {
    /// Hands `url` to the desktop's default application for it; returns whether one took it.
    /// Failures (no application for the scheme, no display) are logged, never fatal.
    @discardableResult
    public static func open(_ url: URL) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let context = launchContext()
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        let ok = g_app_info_launch_default_for_uri(url.absoluteString, context, &error) != 0
        if let error {
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            RecipeLog.write("URLLauncher: cannot open \(url.absoluteString): \(message)")
            g_error_free(error)
        }
        return ok
    }

    /// The environment the desktop's application starts with: the process's, without the
    /// private display a web view names there for its engine (the application would open its
    /// windows on it, where nobody sees them), and with the desktop's own GTK backend back.
    private static func launchContext() -> UnsafeMutablePointer<GAppLaunchContext>? {
        guard let web = getenv("RECIPEKIT_WEB_DISPLAY"), let context = g_app_launch_context_new() else { return nil }
        // The private display took DISPLAY only where the desktop had none.
        if let display = getenv("DISPLAY"), strcmp(display, web) == 0 { g_app_launch_context_unsetenv(context, "DISPLAY") }
        g_app_launch_context_unsetenv(context, "RECIPEKIT_WEB_DISPLAY")
        g_app_launch_context_unsetenv(context, "BROADWAY_DISPLAY")
        if let original = getenv("RECIPEKIT_DESKTOP_GDK_BACKEND") {
            g_app_launch_context_setenv(context, "GDK_BACKEND", original)
        } else {
            g_app_launch_context_unsetenv(context, "GDK_BACKEND")
        }
        g_app_launch_context_unsetenv(context, "RECIPEKIT_DESKTOP_GDK_BACKEND")
        return context
    }
}
