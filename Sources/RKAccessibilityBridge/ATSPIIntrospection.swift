import CRKGIO

/// The AT-SPI2 interfaces the bridge serves, as D-Bus introspection data: GDBus checks every
/// incoming call against it (names and argument types) before the bridge sees the call. Only
/// what the bridge implements is declared; a client calling anything else gets
/// `UnknownMethod`.
@MainActor
enum ATSPIIntrospection {
    static let xml = """
        <node>
          <interface name="org.a11y.atspi.Accessible">
            <property name="version" type="u" access="read"/>
            <property name="Name" type="s" access="read"/>
            <property name="Description" type="s" access="read"/>
            <property name="Parent" type="(so)" access="read"/>
            <property name="ChildCount" type="i" access="read"/>
            <property name="Locale" type="s" access="read"/>
            <property name="AccessibleId" type="s" access="read"/>
            <property name="HelpText" type="s" access="read"/>
            <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
            <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
            <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
            <method name="GetRole"><arg direction="out" type="u"/></method>
            <method name="GetRoleName"><arg direction="out" type="s"/></method>
            <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
            <method name="GetState"><arg direction="out" type="au"/></method>
            <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetApplication"><arg direction="out" type="(so)"/></method>
            <method name="GetInterfaces"><arg direction="out" type="as"/></method>
          </interface>
          <interface name="org.a11y.atspi.Application">
            <property name="ToolkitName" type="s" access="read"/>
            <property name="Version" type="s" access="read"/>
            <property name="ToolkitVersion" type="s" access="read"/>
            <property name="AtspiVersion" type="s" access="read"/>
            <property name="InterfaceVersion" type="u" access="read"/>
            <property name="Id" type="i" access="readwrite"/>
            <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
            <method name="GetApplicationBusAddress"><arg direction="out" type="s"/></method>
          </interface>
          <interface name="org.a11y.atspi.Component">
            <property name="version" type="u" access="read"/>
            <method name="Contains">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="b"/>
            </method>
            <method name="GetAccessibleAtPoint">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="(so)"/>
            </method>
            <method name="GetExtents"><arg direction="in" type="u"/><arg direction="out" type="(iiii)"/></method>
            <method name="GetPosition">
              <arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetSize"><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetLayer"><arg direction="out" type="u"/></method>
            <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
            <method name="GrabFocus"><arg direction="out" type="b"/></method>
            <method name="GetAlpha"><arg direction="out" type="d"/></method>
          </interface>
          <interface name="org.a11y.atspi.Action">
            <property name="version" type="u" access="read"/>
            <property name="NActions" type="i" access="read"/>
            <method name="GetDescription"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetLocalizedName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetKeyBinding"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
            <method name="DoAction"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Value">
            <property name="version" type="u" access="read"/>
            <property name="MinimumValue" type="d" access="read"/>
            <property name="MaximumValue" type="d" access="read"/>
            <property name="MinimumIncrement" type="d" access="read"/>
            <property name="CurrentValue" type="d" access="readwrite"/>
            <property name="Text" type="s" access="read"/>
          </interface>
          <interface name="org.a11y.atspi.Text">
            <property name="version" type="u" access="read"/>
            <property name="CharacterCount" type="i" access="read"/>
            <property name="CaretOffset" type="i" access="read"/>
            <method name="GetStringAtOffset">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetText">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="s"/>
            </method>
            <method name="SetCaretOffset"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="GetTextBeforeOffset">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetTextAtOffset">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetTextAfterOffset">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetCharacterAtOffset"><arg direction="in" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetAttributeValue">
              <arg direction="in" type="i"/><arg direction="in" type="s"/><arg direction="out" type="s"/>
            </method>
            <method name="GetAttributes">
              <arg direction="in" type="i"/>
              <arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetDefaultAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetAttributeRun">
              <arg direction="in" type="i"/><arg direction="in" type="b"/>
              <arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetDefaultAttributeSet"><arg direction="out" type="a{ss}"/></method>
            <method name="GetCharacterExtents">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="i"/><arg direction="out" type="i"/>
              <arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetRangeExtents">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="i"/><arg direction="out" type="i"/>
              <arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetOffsetAtPoint">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="i"/>
            </method>
            <method name="GetNSelections"><arg direction="out" type="i"/></method>
            <method name="GetSelection">
              <arg direction="in" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="AddSelection">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/>
            </method>
            <method name="RemoveSelection"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="SetSelection">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="i"/>
              <arg direction="out" type="b"/>
            </method>
          </interface>
          <interface name="org.a11y.atspi.EditableText">
            <property name="version" type="u" access="read"/>
            <method name="SetTextContents"><arg direction="in" type="s"/><arg direction="out" type="b"/></method>
            <method name="InsertText">
              <arg direction="in" type="i"/><arg direction="in" type="s"/><arg direction="in" type="i"/>
              <arg direction="out" type="b"/>
            </method>
            <method name="DeleteText">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/>
            </method>
          </interface>
          <interface name="org.a11y.atspi.Hypertext">
            <property name="version" type="u" access="read"/>
            <method name="GetNLinks"><arg direction="out" type="i"/></method>
            <method name="GetLink"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="GetLinkIndex"><arg direction="in" type="i"/><arg direction="out" type="i"/></method>
          </interface>
          <interface name="org.a11y.atspi.Hyperlink">
            <property name="version" type="u" access="read"/>
            <property name="NAnchors" type="n" access="read"/>
            <property name="StartIndex" type="i" access="read"/>
            <property name="EndIndex" type="i" access="read"/>
            <method name="GetObject"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="GetURI"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="IsValid"><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Selection">
            <property name="version" type="u" access="read"/>
            <property name="NSelectedChildren" type="i" access="read"/>
            <method name="GetSelectedChild"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="SelectChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="DeselectSelectedChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="IsChildSelected"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="SelectAll"><arg direction="out" type="b"/></method>
            <method name="ClearSelection"><arg direction="out" type="b"/></method>
            <method name="DeselectChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Cache">
            <property name="version" type="u" access="read"/>
            <method name="GetItems"><arg direction="out" type="a((so)(so)(so)iiassusau)"/></method>
            <signal name="AddAccessible"><arg type="((so)(so)(so)iiassusau)"/></signal>
            <signal name="RemoveAccessible"><arg type="(so)"/></signal>
          </interface>
        </node>
        """

    /// The parsed interfaces (parsed once; GDBus keeps references to them).
    static let node: UnsafeMutablePointer<GDBusNodeInfo> = {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(xml, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            fatalError("the AT-SPI2 introspection data does not parse: \(message)")
        }
        return node
    }()

    /// The interface named `name` (`org.a11y.atspi.Accessible`...).
    static func interface(_ name: String) -> UnsafeMutablePointer<GDBusInterfaceInfo> {
        guard let info = g_dbus_node_info_lookup_interface(node, name) else {
            fatalError("no interface \(name) in the AT-SPI2 introspection data")
        }
        return info
    }
}
