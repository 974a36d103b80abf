import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RKGeometry
import RKViews

/// What a page opens outside itself: `<select>` lists, which its view draws, and everything
/// GTK would show as a window of its own on the private display (context menus, tooltips,
/// script dialogs, authentication, permission, file and colour choosers, printing), which is
/// answered by policy at once, so that nothing waits on a window nobody can see.
extension WebPage {
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean

    func connectPopupSignals(_ view: UnsafeMutablePointer<WebKitWebView>) {
        // No context menu: its GTK menu would open where nobody sees it.
        let contextMenu:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                UnsafeMutableRawPointer?
            ) -> gboolean = { _, _, _, _, _ in 1 }
        connect(view, "context-menu", unsafeBitCast(contextMenu, to: GCallback.self))

        // alert() is dismissed, confirm() answers false, prompt() null, beforeunload leaves.
        let scriptDialog: Handler = { _, dialog, _ in
            guard let dialog else { return 1 }
            let d = OpaquePointer(dialog)
            switch webkit_script_dialog_get_dialog_type(d) {
            case WEBKIT_SCRIPT_DIALOG_CONFIRM: webkit_script_dialog_confirm_set_confirmed(d, 0)
            case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: webkit_script_dialog_confirm_set_confirmed(d, 1)
            default: break
            }
            return 1
        }
        connect(view, "script-dialog", unsafeBitCast(scriptDialog, to: GCallback.self))

        // Camera, microphone, location, notifications, clipboard: denied.
        let permission: Handler = { _, request, _ in
            if let request { webkit_permission_request_deny(OpaquePointer(request)) }
            return 1
        }
        connect(view, "permission-request", unsafeBitCast(permission, to: GCallback.self))

        // A server asking for a password gets none: the load goes on to its 401 page.
        let authenticate: Handler = { _, request, _ in
            if let request { webkit_authentication_request_cancel(request.assumingMemoryBound(to: WebKitAuthenticationRequest.self)) }
            return 1
        }
        connect(view, "authenticate", unsafeBitCast(authenticate, to: GCallback.self))

        let fileChooser: Handler = { _, request, _ in
            if let request { webkit_file_chooser_request_cancel(request.assumingMemoryBound(to: WebKitFileChooserRequest.self)) }
            return 1
        }
        connect(view, "run-file-chooser", unsafeBitCast(fileChooser, to: GCallback.self))

        let colorChooser: Handler = { _, request, _ in
            if let request { webkit_color_chooser_request_cancel(request.assumingMemoryBound(to: WebKitColorChooserRequest.self)) }
            return 1
        }
        connect(view, "run-color-chooser", unsafeBitCast(colorChooser, to: GCallback.self))

        let print: Handler = { _, _, _ in 1 }
        connect(view, "print", unsafeBitCast(print, to: GCallback.self))

        // Tooltips would be GTK windows on the private display.
        let tooltip:
            @convention(c) (
                UnsafeMutableRawPointer?, gint, gint, gboolean, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
            ) -> gboolean = { _, _, _, _, _, _ in 0 }
        connect(view, "query-tooltip", unsafeBitCast(tooltip, to: GCallback.self))

        let target:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = {
                _, hit, _, data in
                guard let hit else { return }
                let h = hit.assumingMemoryBound(to: WebKitHitTestResult.self)
                let cursor: Cursor? =
                    webkit_hit_test_result_context_is_link(h) != 0
                    ? .pointingHand : webkit_hit_test_result_context_is_editable(h) != 0 ? .iBeam : nil
                WebEngineThread.callback {
                    guard let view = WebPage.target(data)?.view, view.cursor != cursor else { return }
                    view.cursor = cursor
                }
            }
        connect(view, "mouse-target-changed", unsafeBitCast(target, to: GCallback.self))

        let optionMenu:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?,
                UnsafeMutableRawPointer?
            ) -> gboolean = { _, menu, _, rect, data in
                guard let menu else { return 0 }
                let field = rect.map { Rect(x: Double($0.pointee.x), y: Double($0.pointee.y), width: Double($0.pointee.width), height: Double($0.pointee.height)) } ?? .zero
                nonisolated(unsafe) let m = menu.assumingMemoryBound(to: WebKitOptionMenu.self)
                return WebEngineThread.callback { WebPage.target(data)?.showOptionMenu(m, at: field) ?? false } ? 1 : 0
            }
        connect(view, "show-option-menu", unsafeBitCast(optionMenu, to: GCallback.self))
    }

    /// The page opened a `<select>`'s list: its view draws it; with no view, the list closes
    /// at once, choosing nothing.
    func showOptionMenu(_ menu: UnsafeMutablePointer<WebKitOptionMenu>, at field: Rect) -> Bool {
        if let view { return view.showOptionMenu(menu, at: field) }
        webkit_option_menu_close(menu)
        return true
    }
}
