import CRKGIO

/// Building and reading GLib's `GVariant` values, the bodies of D-Bus messages, from Swift
/// (`g_variant_new` is variadic, which Swift cannot call). Built values are floating: the call
/// or container they are handed to takes them.
enum GV {
    /// A string.
    static func string(_ s: String) -> OpaquePointer { g_variant_new_string(s) }
    /// An object path (which must be valid).
    static func objectPath(_ s: String) -> OpaquePointer { g_variant_new_object_path(s) }
    /// A 32-bit signed integer.
    static func int32(_ v: Int) -> OpaquePointer {
        g_variant_new_int32(Int32(clamping: v))
    }
    /// A 16-bit signed integer.
    static func int16(_ v: Int) -> OpaquePointer { g_variant_new_int16(Int16(clamping: v)) }
    /// A 32-bit unsigned integer.
    static func uint32(_ v: UInt32) -> OpaquePointer { g_variant_new_uint32(v) }
    /// A boolean.
    static func bool(_ v: Bool) -> OpaquePointer { g_variant_new_boolean(v ? 1 : 0) }
    /// A double.
    static func double(_ v: Double) -> OpaquePointer { g_variant_new_double(v.isFinite ? v : 0) }
    /// A value boxed in a variant (`v`).
    static func variant(_ v: OpaquePointer) -> OpaquePointer { g_variant_new_variant(v) }

    /// A tuple of `items`.
    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `items`, each of type `elementType` ("(so)", "s"...).
    static func array(_ elementType: String, _ items: [OpaquePointer]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    /// A string-to-string dictionary (`a{ss}`).
    static func stringDictionary(_ pairs: [(String, String)]) -> OpaquePointer {
        array("{ss}", pairs.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    /// An empty string-to-variant dictionary (`a{sv}`).
    static func emptyVariantDictionary() -> OpaquePointer { array("{sv}", []) }

    /// A reference to an object: its bus name and path, `(so)`.
    static func reference(_ busName: String, _ path: String) -> OpaquePointer {
        tuple([string(busName), objectPath(path)])
    }

    // MARK: Reading

    /// Child `index` of a tuple, as a new reference the caller unrefs.
    static func child(_ v: OpaquePointer, _ index: Int) -> OpaquePointer? {
        guard index >= 0, gsize(index) < g_variant_n_children(v) else { return nil }
        return g_variant_get_child_value(v, gsize(index))
    }

    /// Child `index` of a tuple as an integer (int32, uint32 or int16), nil when absent.
    static func int(_ v: OpaquePointer, _ index: Int) -> Int? {
        guard let c = child(v, index) else { return nil }
        defer { g_variant_unref(c) }
        switch String(cString: g_variant_get_type_string(c)) {
        case "i": return Int(g_variant_get_int32(c))
        case "u": return Int(g_variant_get_uint32(c))
        case "n": return Int(g_variant_get_int16(c))
        default: return nil
        }
    }

    /// Child `index` of a tuple as a string, nil when absent or not a string.
    static func string(_ v: OpaquePointer, _ index: Int) -> String? {
        guard let c = child(v, index) else { return nil }
        defer { g_variant_unref(c) }
        guard g_variant_is_of_type(c, g_variant_type_checked_("s")) != 0
                || g_variant_is_of_type(c, g_variant_type_checked_("o")) != 0 else { return nil }
        return String(cString: g_variant_get_string(c, nil))
    }

    /// Child `index` of a tuple as a boolean.
    static func bool(_ v: OpaquePointer, _ index: Int) -> Bool? {
        guard let c = child(v, index) else { return nil }
        defer { g_variant_unref(c) }
        return g_variant_get_boolean(c) != 0
    }

    /// A value as a double when it holds a number (a variant is looked into).
    static func number(_ v: OpaquePointer) -> Double? {
        switch String(cString: g_variant_get_type_string(v)) {
        case "d": return g_variant_get_double(v)
        case "i": return Double(g_variant_get_int32(v))
        case "u": return Double(g_variant_get_uint32(v))
        case "x": return Double(g_variant_get_int64(v))
        case "v":
            let inner = g_variant_get_variant(v)!
            defer { g_variant_unref(inner) }
            return number(inner)
        default: return nil
        }
    }
}
