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
        let ok = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error) != 0
        if let error {
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            RecipeLog.write("URLLauncher: cannot open \(url.absoluteString): \(message)")
            g_error_free(error)
        }
        return ok
    }
}
