import CRKGIO
import Foundation
import RKGeometry
import RKMainLoop
import RKViews

/// A GDBus result handed out of a main-actor closure (GVariants are not `Sendable`; they are
/// only ever touched on the thread that runs the loop's GLib context).
struct UncheckedPointer: @unchecked Sendable {
    let pointer: OpaquePointer?
}

/// A callback's user data handed into a main-actor closure (see ``UncheckedPointer``).
struct UncheckedUserData: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
}

/// Serves the tree on a connection to the accessibility bus: every object under
/// `/org/a11y/atspi/accessible` (one GDBus subtree, so objects need no registration of their
/// own: a path is resolved when it is called) and the cache at `/org/a11y/atspi/cache`.
///
/// GDBus calls the handlers from the thread-default main context of registration, the GLib
/// default context, which the event loop iterates on the main actor; each handler checks
/// that it runs there before touching views.
@MainActor
final class ATSPIServer {
    /// The connection to the accessibility bus.
    let connection: OpaquePointer
    /// The model served.
    let tree: AccessibleTree
    /// Our unique name on the bus: the first half of every reference.
    let busName: String
    /// The desktop the registry embedded the application in (the application's parent).
    var desktop: (busName: String, path: String)?
    /// The identifier the registry gives the application (`Application.Id`).
    var applicationId: Int32 = 0

    private var subtreeId: guint = 0
    private var cacheId: guint = 0

    /// The path AT-SPI2 uses for "no object".
    static let nullPath = "/org/a11y/atspi/null"
    /// Where the cache lives.
    static let cachePath = "/org/a11y/atspi/cache"

    init(connection: OpaquePointer, tree: AccessibleTree) {
        self.connection = connection
        self.tree = tree
        busName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
        g_object_ref(gpointer(connection))
    }

    // The tables GDBus calls through, made once and never freed: GDBus may still read them for a
    // call in flight after a registration ends. Each server passes itself as the user data.
    // Read by the dispatch callback, which has no isolation; they never change once made.
    nonisolated(unsafe) private static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusInterfaceVTable(
            method_call: { _, _, path, interface, method, parameters, invocation, data in
                guard let path, let interface, let method, let invocation, let data else { return }
                let call = (path: String(cString: path), interface: String(cString: interface),
                            method: String(cString: method))
                let params = UncheckedPointer(pointer: parameters), inv = UncheckedPointer(pointer: invocation)
                let d = UncheckedUserData(raw: data)
                MainActor.assumeIsolated {
                    let server = Unmanaged<ATSPIServer>.fromOpaque(d.raw).takeUnretainedValue()
                    server.handle(call.path, call.interface, call.method, params.pointer, inv.pointer!)
                }
            },
            get_property: { _, _, path, interface, property, error, data in
                guard let path, let interface, let property, let data else { return nil }
                let call = (path: String(cString: path), interface: String(cString: interface),
                            property: String(cString: property))
                let d = UncheckedUserData(raw: data)
                let result = MainActor.assumeIsolated {
                    let server = Unmanaged<ATSPIServer>.fromOpaque(d.raw).takeUnretainedValue()
                    return UncheckedPointer(pointer: server.property(call.path, call.interface, call.property))
                }
                if result.pointer == nil {
                    g_set_error_literal(error, g_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_OBJECT.rawValue),
                                        "no such object or property")
                }
                return result.pointer
            },
            set_property: { _, _, path, interface, property, value, error, data in
                guard let path, let interface, let property, let value, let data else { return 0 }
                let call = (path: String(cString: path), interface: String(cString: interface),
                            property: String(cString: property))
                let v = UncheckedPointer(pointer: value)
                let d = UncheckedUserData(raw: data)
                let done = MainActor.assumeIsolated {
                    let server = Unmanaged<ATSPIServer>.fromOpaque(d.raw).takeUnretainedValue()
                    return server.setProperty(call.path, call.interface, call.property, v.pointer!)
                }
                if !done {
                    g_set_error_literal(error, g_dbus_error_quark(), gint(G_DBUS_ERROR_INVALID_ARGS.rawValue),
                                        "the property cannot be set")
                }
                return done ? 1 : 0
            },
            padding: (nil, nil, nil, nil, nil, nil, nil, nil)))
        return table
    }()

    nonisolated(unsafe) private static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusSubtreeVTable(
            enumerate: { _, _, _, _ in
                // Nothing is listed: paths are resolved when called (DISPATCH_TO_UNENUMERATED_NODES).
                let list = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.size))
                return list?.assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
            },
            introspect: { _, _, _, node, data in
                guard let data else { return nil }
                let component = node.map { String(cString: $0) }
                let d = UncheckedUserData(raw: data)
                let infos = MainActor.assumeIsolated {
                    let server = Unmanaged<ATSPIServer>.fromOpaque(d.raw).takeUnretainedValue()
                    return server.interfaceInfos(forComponent: component)
                }
                guard let infos = infos.list else { return nil }
                let array = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.size * (infos.count + 1)))!
                    .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
                for (i, info) in infos.enumerated() { array[i] = g_dbus_interface_info_ref(info) }
                return array
            },
            dispatch: { _, _, _, _, _, userData, data in
                userData?.pointee = data
                guard let data else { return nil }
                return UnsafePointer(ATSPIServer.interfaceVTable)
            },
            padding: (nil, nil, nil, nil, nil, nil, nil, nil)))
        return table
    }()

    /// Registers the subtree and the cache; false (and a log line) when GDBus refuses.
    func register() -> Bool {
        // Each registration holds the server until GDBus lets go of it (a call already queued
        // when it is unregistered still finds it).
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<ATSPIServer>.fromOpaque(data).release()
        }
        var error: UnsafeMutablePointer<GError>?
        let forSubtree = Unmanaged.passRetained(self).toOpaque()
        subtreeId = g_dbus_connection_register_subtree(connection, AccessibleObjectTable.pathPrefix, ATSPIServer.subtreeVTable,
                                                       G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, forSubtree,
                                                       release, &error)
        // On a failure the reference is left: newer GLibs free the user data then, older ones do
        // not, and a leaked server is better than one freed twice.
        guard subtreeId != 0 else {
            ATSPIServer.log("cannot export the accessible objects", error)
            return false
        }
        let forCache = Unmanaged.passRetained(self).toOpaque()
        cacheId = g_dbus_connection_register_object(connection, ATSPIServer.cachePath,
                                                    ATSPIIntrospection.interface(AccessibleInterface.cache.rawValue),
                                                    ATSPIServer.interfaceVTable, forCache, release, &error)
        if cacheId == 0 { ATSPIServer.log("cannot export the cache", error) }
        return true
    }

    /// Unregisters everything and drops the connection.
    func unregister() {
        if subtreeId != 0 { g_dbus_connection_unregister_subtree(connection, subtreeId) }
        if cacheId != 0 { g_dbus_connection_unregister_object(connection, cacheId) }
        subtreeId = 0
        cacheId = 0
        g_object_unref(gpointer(connection))
    }

    static func log(_ what: String, _ error: UnsafeMutablePointer<GError>?) {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        AccessibilityBridge.debug("accessibility: \(what): \(message)")
    }

    // MARK: References

    /// The reference `(so)` to `node`.
    func reference(_ node: AccessibleNode?) -> OpaquePointer {
        guard let node else { return GV.reference("", ATSPIServer.nullPath) }
        return GV.reference(busName, tree.table.path(for: node))
    }

    /// The application's parent: the desktop, or no object before the registry answered.
    func applicationParent() -> OpaquePointer {
        guard let desktop else { return GV.reference("", ATSPIServer.nullPath) }
        return GV.reference(desktop.busName, desktop.path)
    }

    private struct InterfaceList: @unchecked Sendable {
        let list: [UnsafeMutablePointer<GDBusInterfaceInfo>]?
    }

    private func interfaceInfos(forComponent component: String?) -> InterfaceList {
        if let component, tree.table.hyperlinkNode(forComponent: component) != nil {
            return InterfaceList(list: [ATSPIIntrospection.interface(AccessibleInterface.hyperlink.rawValue)])
        }
        guard let component, let node = tree.table.node(forComponent: component) else { return InterfaceList(list: nil) }
        return InterfaceList(list: tree.interfaces(of: node).map { ATSPIIntrospection.interface($0.rawValue) })
    }

    // MARK: Properties

    func property(_ path: String, _ interface: String, _ name: String) -> OpaquePointer? {
        if path == ATSPIServer.cachePath { return name == "version" ? GV.uint32(1) : nil }
        if let link = tree.table.hyperlinkNode(forPath: path) {
            return interface == AccessibleInterface.hyperlink.rawValue ? property(link, interface, name) : nil
        }
        guard let node = tree.table.node(forPath: path) else { return nil }
        return property(node, interface, name)
    }

    private func property(_ node: AccessibleNode, _ interface: String, _ name: String) -> OpaquePointer? {
        switch (interface, name) {
        case (_, "version"): return GV.uint32(1)
        case ("org.a11y.atspi.Accessible", "Name"): return GV.string(tree.name(of: node))
        case ("org.a11y.atspi.Accessible", "Description"): return GV.string(tree.description(of: node))
        case ("org.a11y.atspi.Accessible", "HelpText"): return GV.string(tree.item(of: node)?.accessibilityHint ?? "")
        case ("org.a11y.atspi.Accessible", "Parent"):
            if case .application = node { return applicationParent() }
            return reference(tree.parent(of: node))
        case ("org.a11y.atspi.Accessible", "ChildCount"): return GV.int32(tree.children(of: node).count)
        case ("org.a11y.atspi.Accessible", "Locale"): return GV.string(ATSPIServer.locale)
        case ("org.a11y.atspi.Accessible", "AccessibleId"): return GV.string("")
        case ("org.a11y.atspi.Application", "ToolkitName"): return GV.string("RecipeKit")
        case ("org.a11y.atspi.Application", "Version"), ("org.a11y.atspi.Application", "ToolkitVersion"):
            return GV.string(AccessibilityBridge.toolkitVersion)
        case ("org.a11y.atspi.Application", "AtspiVersion"): return GV.string("2.1")
        case ("org.a11y.atspi.Application", "InterfaceVersion"): return GV.uint32(1)
        case ("org.a11y.atspi.Application", "Id"): return GV.int32(Int(applicationId))
        case ("org.a11y.atspi.Action", "NActions"): return GV.int32(tree.actions(of: node).count)
        case ("org.a11y.atspi.Value", _):
            let value = tree.numericValue(of: node)
            switch name {
            case "MinimumValue": return GV.double(value?.minimum ?? 0)
            case "MaximumValue": return GV.double(value?.maximum ?? 0)
            case "MinimumIncrement": return GV.double(value?.step ?? 0)
            case "CurrentValue": return GV.double(value?.current ?? 0)
            case "Text": return GV.string(tree.item(of: node)?.accessibilityValue ?? "")
            default: return nil
            }
        case ("org.a11y.atspi.Hyperlink", "NAnchors"): return GV.int16(tree.link(of: node) == nil ? 0 : 1)
        case ("org.a11y.atspi.Hyperlink", "StartIndex"): return GV.int32(tree.link(of: node)?.range.lowerBound ?? -1)
        case ("org.a11y.atspi.Hyperlink", "EndIndex"): return GV.int32(tree.link(of: node)?.range.upperBound ?? -1)
        case ("org.a11y.atspi.Selection", "NSelectedChildren"): return GV.int32(tree.selectedChildren(of: node).count)
        case ("org.a11y.atspi.Text", "CharacterCount"): return GV.int32(AccessibleText(tree.text(of: node)).count)
        case ("org.a11y.atspi.Text", "CaretOffset"): return GV.int32(tree.textField(node)?.caretPosition ?? 0)
        default: return nil
        }
    }

    func setProperty(_ path: String, _ interface: String, _ name: String, _ value: OpaquePointer) -> Bool {
        guard let node = tree.table.node(forPath: path) else { return false }
        switch (interface, name) {
        case ("org.a11y.atspi.Application", "Id"):
            guard let id = GV.number(value) else { return false }
            applicationId = Int32(clamping: Int(id))
            return true
        case ("org.a11y.atspi.Value", "CurrentValue"):
            guard let v = GV.number(value), let item = tree.item(of: node) else { return false }
            return item.accessibilitySetNumericValue(v)
        default:
            return false
        }
    }

    /// The locale objects report, from the environment as POSIX spells it ("en_US").
    static let locale: String = {
        let env = ProcessInfo.processInfo.environment
        let raw = env["LC_ALL"] ?? env["LC_MESSAGES"] ?? env["LANG"] ?? "C"
        return String(raw.split(separator: ".").first ?? "C")
    }()

    // MARK: Methods

    func handle(_ path: String, _ interface: String, _ method: String, _ params: OpaquePointer?, _ invocation: OpaquePointer) {
        if path == ATSPIServer.cachePath, method == "GetItems" {
            // As GTK4: clients fill their cache by asking each object.
            return reply(invocation, GV.array("((so)(so)(so)iiassusau)", []))
        }
        if let link = tree.table.hyperlinkNode(forPath: path) {
            guard interface == AccessibleInterface.hyperlink.rawValue else { return unknown(invocation, method) }
            return hyperlink(link, method, params ?? GV.tuple([]), invocation)
        }
        guard let node = tree.table.node(forPath: path) else {
            return g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownObject",
                                                              "the object is gone")
        }
        let p = params ?? GV.tuple([])
        switch interface {
        case "org.a11y.atspi.Accessible": accessible(node, method, p, invocation)
        case "org.a11y.atspi.Application": application(method, p, invocation)
        case "org.a11y.atspi.Component": component(node, method, p, invocation)
        case "org.a11y.atspi.Action": action(node, method, p, invocation)
        case "org.a11y.atspi.Text": text(node, method, p, invocation)
        case "org.a11y.atspi.EditableText": editableText(node, method, p, invocation)
        case "org.a11y.atspi.Hypertext": hypertext(node, method, p, invocation)
        case "org.a11y.atspi.Hyperlink": hyperlink(node, method, p, invocation)
        case "org.a11y.atspi.Selection": selection(node, method, p, invocation)
        default: unknown(invocation, method)
        }
    }

    /// Replies with `values`, the method's out arguments.
    private func reply(_ invocation: OpaquePointer, _ values: OpaquePointer...) {
        g_dbus_method_invocation_return_value(invocation, GV.tuple(values))
    }

    private func unknown(_ invocation: OpaquePointer, _ method: String) {
        g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod",
                                                   "\(method) is not implemented")
    }

    private func accessible(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        switch method {
        case "GetChildAtIndex":
            let children = tree.children(of: node), i = GV.int(p, 0) ?? -1
            reply(inv, reference(children.indices.contains(i) ? children[i] : nil))
        case "GetChildren":
            reply(inv, GV.array("(so)", tree.children(of: node).map { reference($0) }))
        case "GetIndexInParent":
            if case .application = node { return reply(inv, GV.int32(-1)) }
            reply(inv, GV.int32(tree.indexInParent(of: node)))
        case "GetRelationSet":
            let relations = tree.relations(of: node).map { relation, targets in
                GV.tuple([GV.uint32(relation.rawValue), GV.array("(so)", targets.map { reference($0) })])
            }
            reply(inv, GV.array("(ua(so))", relations))
        case "GetRole":
            reply(inv, GV.uint32(tree.role(of: node).rawValue))
        case "GetRoleName", "GetLocalizedRoleName":
            reply(inv, GV.string(tree.role(of: node).name))
        case "GetState":
            reply(inv, GV.array("u", tree.states(of: node).words.map { GV.uint32($0) }))
        case "GetAttributes":
            var attributes = [("toolkit", "RecipeKit")]
            if case .view(let v) = node { attributes.append(("class", String(describing: type(of: v)))) }
            reply(inv, GV.stringDictionary(attributes))
        case "GetApplication":
            reply(inv, reference(.application))
        case "GetInterfaces":
            reply(inv, GV.array("s", tree.interfaces(of: node).map { GV.string($0.rawValue) }))
        default:
            unknown(inv, method)
        }
    }

    private func application(_ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        switch method {
        case "GetLocale": reply(inv, GV.string(ATSPIServer.locale))
        case "GetApplicationBusAddress": reply(inv, GV.string(""))
        default: unknown(inv, method)
        }
    }

    private func component(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        func pixels(_ r: Rect) -> [OpaquePointer] {
            [GV.int32(Int(r.minX.rounded(.down))), GV.int32(Int(r.minY.rounded(.down))),
             GV.int32(Int(r.width.rounded())), GV.int32(Int(r.height.rounded()))]
        }
        /// A point in the given coordinates, as a screen point.
        func screenPoint(x: Int, y: Int, coordinate: UInt32) -> Point {
            let p = Point(x: Double(x), y: Double(y))
            let zero = tree.extents(of: node, coordinate: coordinate), screen = tree.extents(of: node, coordinate: 0)
            return Point(x: p.x - zero.minX + screen.minX, y: p.y - zero.minY + screen.minY)
        }
        switch method {
        case "GetExtents":
            reply(inv, GV.tuple(pixels(tree.extents(of: node, coordinate: UInt32(GV.int(p, 0) ?? 0)))))
        case "GetPosition":
            let r = tree.extents(of: node, coordinate: UInt32(GV.int(p, 0) ?? 0))
            reply(inv, GV.int32(Int(r.minX)), GV.int32(Int(r.minY)))
        case "GetSize":
            let r = tree.extents(of: node, coordinate: 0)
            reply(inv, GV.int32(Int(r.width.rounded())), GV.int32(Int(r.height.rounded())))
        case "Contains":
            let point = screenPoint(x: GV.int(p, 0) ?? 0, y: GV.int(p, 1) ?? 0, coordinate: UInt32(GV.int(p, 2) ?? 0))
            reply(inv, GV.bool(tree.screenRect(of: node)?.contains(point) ?? false))
        case "GetAccessibleAtPoint":
            let point = screenPoint(x: GV.int(p, 0) ?? 0, y: GV.int(p, 1) ?? 0, coordinate: UInt32(GV.int(p, 2) ?? 0))
            reply(inv, reference(tree.descendant(of: node, atScreenPoint: point)))
        case "GetLayer":
            // WINDOW for top-level windows, WIDGET for the rest.
            if case .frame = node { return reply(inv, GV.uint32(7)) }
            reply(inv, GV.uint32(3))
        case "GetMDIZOrder":
            reply(inv, g_variant_new_int16(0))
        case "GrabFocus":
            guard case .view(let v) = node, v.canBecomeFirstResponder else { return reply(inv, GV.bool(false)) }
            reply(inv, GV.bool(v.becomeFirstResponder()))
        case "GetAlpha":
            if case .view(let v) = node { return reply(inv, GV.double(v.alpha)) }
            reply(inv, GV.double(1))
        default:
            unknown(inv, method)
        }
    }

    private func action(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        let actions = tree.actions(of: node)
        let index = GV.int(p, 0) ?? -1
        let chosen = actions.indices.contains(index) ? actions[index] : nil
        switch method {
        case "GetName", "GetLocalizedName": reply(inv, GV.string(chosen?.rawValue ?? ""))
        case "GetDescription": reply(inv, GV.string(chosen?.description ?? ""))
        case "GetKeyBinding": reply(inv, GV.string(""))
        case "GetActions":
            reply(inv, GV.array("(sss)", actions.map { GV.tuple([GV.string($0.rawValue), GV.string($0.description),
                                                                  GV.string("")]) }))
        case "DoAction":
            guard let chosen else { return reply(inv, GV.bool(false)) }
            // Answer first: what the action does (an alert closing, a scene changing) may take
            // a while, and a screen reader waits for the reply.
            reply(inv, GV.bool(true))
            let tree = tree
            EventLoop.current.performOnNextTurn { _ = tree.perform(chosen, on: node) }
        default:
            unknown(inv, method)
        }
    }

    private func text(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        let text = AccessibleText(tree.text(of: node))
        let field = tree.textField(node)
        func unitReply(_ unit: AccessibleText.Unit, at offset: Int) {
            let u = text.unit(unit, at: offset)
            reply(inv, GV.string(u.text), GV.int32(u.start), GV.int32(u.end))
        }
        switch method {
        case "GetText":
            reply(inv, GV.string(text.text(from: GV.int(p, 0) ?? 0, to: GV.int(p, 1) ?? -1)))
        case "GetCharacterAtOffset":
            let o = GV.int(p, 0) ?? -1
            let scalar = o >= 0 && o < text.count ? text.characters[o].unicodeScalars.first.map { Int($0.value) } : nil
            reply(inv, GV.int32(scalar ?? 0))
        case "GetTextAtOffset":
            unitReply(AccessibleText.unit(boundary: GV.int(p, 1) ?? 0), at: GV.int(p, 0) ?? 0)
        case "GetStringAtOffset":
            unitReply(AccessibleText.unit(granularity: GV.int(p, 1) ?? 0), at: GV.int(p, 0) ?? 0)
        case "GetTextBeforeOffset":
            let unit = AccessibleText.unit(boundary: GV.int(p, 1) ?? 0)
            let at = text.unit(unit, at: GV.int(p, 0) ?? 0)
            at.start > 0 ? unitReply(unit, at: at.start - 1) : reply(inv, GV.string(""), GV.int32(0), GV.int32(0))
        case "GetTextAfterOffset":
            let unit = AccessibleText.unit(boundary: GV.int(p, 1) ?? 0)
            unitReply(unit, at: text.unit(unit, at: GV.int(p, 0) ?? 0).end)
        case "SetCaretOffset":
            guard let field, let o = GV.int(p, 0) else { return reply(inv, GV.bool(false)) }
            let c = Swift.min(Swift.max(0, o), field.count)
            field.selectedRange = c..<c
            reply(inv, GV.bool(true))
        case "GetAttributeValue":
            reply(inv, GV.string(""))
        case "GetAttributes", "GetAttributeRun":
            reply(inv, GV.stringDictionary([]), GV.int32(0), GV.int32(text.count))
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            reply(inv, GV.stringDictionary([]))
        case "GetCharacterExtents", "GetRangeExtents":
            // The whole text's rectangle: close enough to find what is read.
            let coordinate = UInt32(GV.int(p, method == "GetRangeExtents" ? 2 : 1) ?? 0)
            let r = tree.extents(of: node, coordinate: coordinate)
            reply(inv, GV.int32(Int(r.minX)), GV.int32(Int(r.minY)), GV.int32(Int(r.width)), GV.int32(Int(r.height)))
        case "GetOffsetAtPoint":
            reply(inv, GV.int32(-1))
        case "GetNSelections":
            let selected = field.map { !$0.selectedRange.isEmpty } ?? false
            reply(inv, GV.int32(selected ? 1 : 0))
        case "GetSelection":
            guard let field, !field.selectedRange.isEmpty else { return reply(inv, GV.int32(0), GV.int32(0)) }
            reply(inv, GV.int32(field.selectedRange.lowerBound), GV.int32(field.selectedRange.upperBound))
        case "AddSelection", "SetSelection":
            let first = method == "SetSelection" ? 1 : 0
            guard let field, let s = GV.int(p, first), let e = GV.int(p, first + 1) else { return reply(inv, GV.bool(false)) }
            let lo = Swift.min(Swift.max(0, Swift.min(s, e)), field.count), hi = Swift.min(Swift.max(s, e), field.count)
            field.selectedRange = lo..<Swift.max(lo, hi)
            reply(inv, GV.bool(true))
        case "RemoveSelection":
            guard let field else { return reply(inv, GV.bool(false)) }
            let c = field.caretPosition
            field.selectedRange = c..<c
            reply(inv, GV.bool(true))
        default:
            unknown(inv, method)
        }
    }

    private func hypertext(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        guard case .view(let view) = node else { return unknown(inv, method) }
        let links = tree.links(of: view)
        switch method {
        case "GetNLinks":
            reply(inv, GV.int32(links.count))
        case "GetLink":
            let i = GV.int(p, 0) ?? -1
            guard links.indices.contains(i) else { return reply(inv, reference(nil)) }
            reply(inv, GV.reference(busName, tree.table.hyperlinkPath(for: .link(view, i))))
        case "GetLinkIndex":
            let offset = GV.int(p, 0) ?? -1
            reply(inv, GV.int32(links.firstIndex { $0.range.contains(offset) } ?? -1))
        default:
            unknown(inv, method)
        }
    }

    /// A link's hyperlink, at a path of its own or the link's: one anchor, whose object is the
    /// link (a child of role link of the text, as GTK 4's links in labels are).
    private func hyperlink(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        let link = tree.link(of: node)
        let anchor = GV.int(p, 0) ?? -1
        switch method {
        case "GetObject":
            guard case .link(let view, let index) = node, link != nil, anchor == 0 else { return reply(inv, reference(nil)) }
            reply(inv, reference(.link(view, index)))
        case "GetURI":
            reply(inv, GV.string(anchor == 0 ? link?.url.absoluteString ?? "" : ""))
        case "IsValid":
            reply(inv, GV.bool(link != nil))
        default:
            unknown(inv, method)
        }
    }

    private func selection(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        let index = GV.int(p, 0) ?? -1
        switch method {
        case "GetSelectedChild":
            let selected = tree.selectedChildren(of: node)
            reply(inv, reference(selected.indices.contains(index) ? selected[index] : nil))
        case "SelectChild":
            reply(inv, GV.bool(tree.selectChild(at: index, of: node)))
        case "DeselectSelectedChild":
            let selected = tree.selectedChildren(of: node)
            guard selected.indices.contains(index) else { return reply(inv, GV.bool(false)) }
            let child = tree.children(of: node).firstIndex { $0.isSame(as: selected[index]) } ?? -1
            reply(inv, GV.bool(tree.deselectChild(at: child, of: node)))
        case "DeselectChild":
            reply(inv, GV.bool(tree.deselectChild(at: index, of: node)))
        case "IsChildSelected":
            let all = tree.children(of: node)
            reply(inv, GV.bool(all.indices.contains(index) && tree.isSelectedItem(all[index])))
        case "SelectAll":
            reply(inv, GV.bool(tree.selectAll(of: node)))
        case "ClearSelection":
            reply(inv, GV.bool(tree.clearSelection(of: node)))
        default:
            unknown(inv, method)
        }
    }

    private func editableText(_ node: AccessibleNode, _ method: String, _ p: OpaquePointer, _ inv: OpaquePointer) {
        guard let field = tree.textField(node), field.isEnabled else { return reply(inv, GV.bool(false)) }
        switch method {
        case "SetTextContents":
            // Through the editing path, as typing would: the field's delegate and events see it.
            field.selectAll()
            let new = GV.string(p, 0) ?? ""
            if new.isEmpty { field.deleteBackward() } else { field.insertText(new) }
            reply(inv, GV.bool(true))
        case "InsertText":
            let at = Swift.min(Swift.max(0, GV.int(p, 0) ?? 0), field.count)
            var new = GV.string(p, 1) ?? ""
            if let length = GV.int(p, 2), length >= 0, length < new.count { new = String(new.prefix(length)) }
            field.selectedRange = at..<at
            field.insertText(new)
            reply(inv, GV.bool(true))
        case "DeleteText":
            let s = Swift.min(Swift.max(0, GV.int(p, 0) ?? 0), field.count)
            let e = Swift.min(Swift.max(s, GV.int(p, 1) ?? s), field.count)
            if e > s {
                field.selectedRange = s..<e
                field.deleteBackward()
            }
            reply(inv, GV.bool(true))
        default:
            unknown(inv, method)
        }
    }
}
