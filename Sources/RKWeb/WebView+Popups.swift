import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RKGeometry
import RKViews

/// The lists a page's `<select>` opens, drawn by RecipeKit under the field: tap an option to
/// choose it, anywhere else to close the list.
extension WebView {
    // MARK: Option lists

    /// The page opened a `<select>`'s list over `field` (the engine window's pixels).
    func showOptionMenu(_ menu: UnsafeMutablePointer<WebKitOptionMenu>, at field: Rect) -> Bool {
        closeOptionMenu(choosing: nil)
        g_object_ref(UnsafeMutableRawPointer(menu))
        optionMenu = menu
        var items: [WebOptionMenuView.Item] = []
        for i in 0..<webkit_option_menu_get_n_items(menu) {
            guard let item = webkit_option_menu_get_item(menu, i) else { continue }
            items.append(
                WebOptionMenuView.Item(
                    label: webkit_option_menu_item_get_label(item).map { String(cString: $0) } ?? "",
                    isEnabled: webkit_option_menu_item_is_enabled(item) != 0,
                    isGroupLabel: webkit_option_menu_item_is_group_label(item) != 0,
                    isSelected: webkit_option_menu_item_is_selected(item) != 0))
        }
        let s = scaleSent > 0 ? scaleSent : 1
        let inPoints = Rect(x: field.minX / s, y: field.minY / s, width: field.width / s, height: field.height / s)
        let list = WebOptionMenuView(items: items, under: inPoints, in: bounds) { [weak self] index in
            self?.closeOptionMenu(choosing: index)
        }
        optionMenuView = list
        addSubview(list)
        // The page hears when the list closes by itself (the select lost focus, the page went).
        let closed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            WebEngineThread.callback { WebPage.target(data)?.view?.optionMenuClosedByPage() }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(menu), "close", unsafeBitCast(closed, to: GCallback.self),
            Unmanaged.passUnretained(callbackTarget).toOpaque(), nil, GConnectFlags(0))
        return true
    }

    /// Chooses option `index` of the open list (nil: none) and closes it.
    func closeOptionMenu(choosing index: Int?) {
        WebEngineThread.check()
        guard let menu = optionMenu else { return }
        optionMenu = nil
        optionMenuView?.removeFromSuperview()
        optionMenuView = nil
        g_signal_handlers_disconnect_matched(
            UnsafeMutableRawPointer(menu), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, Unmanaged.passUnretained(callbackTarget).toOpaque())
        if let index { webkit_option_menu_activate_item(menu, guint(index)) }
        webkit_option_menu_close(menu)
        g_object_unref(UnsafeMutableRawPointer(menu))
    }

    func optionMenuClosedByPage() {
        guard let menu = optionMenu else { return }
        optionMenu = nil
        optionMenuView?.removeFromSuperview()
        optionMenuView = nil
        g_signal_handlers_disconnect_matched(
            UnsafeMutableRawPointer(menu), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, Unmanaged.passUnretained(callbackTarget).toOpaque())
        g_object_unref(UnsafeMutableRawPointer(menu))
    }
}
