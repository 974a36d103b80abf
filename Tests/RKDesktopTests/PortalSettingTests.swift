import CRKGIO
import RKGraphics
import Testing
@testable import RKDesktop

/// A GVariant from GVariant text format, owned by the caller.
private func variant(_ text: String) -> OpaquePointer {
    let v = g_variant_parse(nil, text, nil, nil, nil)!
    return g_variant_ref_sink(v)!
}

private func setting(_ key: String, reply text: String) -> PortalSetting? {
    let reply = variant(text)
    defer { g_variant_unref(reply) }
    return PortalSetting(key: key, reply: reply)
}

@Suite struct PortalSettingTests {
    @Test func readOneReplyHoldsTheValueInOneVariant() {
        #expect(setting("color-scheme", reply: "(<uint32 1>,)") == .colorScheme(.preferDark))
        #expect(setting("color-scheme", reply: "(<uint32 2>,)") == .colorScheme(.preferLight))
        #expect(setting("contrast", reply: "(<uint32 1>,)") == .contrast(high: true))
        #expect(setting("reduced-motion", reply: "(<uint32 0>,)") == .reducedMotion(false))
    }

    @Test func readReplyWrapsTheValueInASecondVariant() {
        #expect(setting("color-scheme", reply: "(<<uint32 1>>,)") == .colorScheme(.preferDark))
        #expect(setting("reduced-motion", reply: "(<<uint32 1>>,)") == .reducedMotion(true))
        #expect(setting("accent-color", reply: "(<<(0.25, 0.5, 0.75)>>,)") == .accentColor(Color(red: 0.25, green: 0.5, blue: 0.75)))
    }

    @Test func accentOutsideTheUnitRangeIsUnset() {
        #expect(setting("accent-color", reply: "(<(-1.0, -1.0, -1.0)>,)") == .accentColor(nil))
        #expect(setting("accent-color", reply: "(<(0.1, 1.5, 0.2)>,)") == .accentColor(nil))
    }

    @Test func unknownColorSchemeReadsAsNoPreference() {
        #expect(setting("color-scheme", reply: "(<uint32 7>,)") == .colorScheme(.noPreference))
    }

    @Test func valuesOfTheWrongTypeOrShapeAreIgnored() {
        #expect(setting("color-scheme", reply: "(<'dark'>,)") == nil)
        #expect(setting("accent-color", reply: "(<(1.0, 0.0)>,)") == nil)
        #expect(setting("font-name", reply: "(<uint32 1>,)") == nil)
        // Not a method reply at all.
        #expect(setting("color-scheme", reply: "<uint32 1>") == nil)
    }

    @Test func signalValueIsTheVariantItself() {
        let value = variant("<uint32 1>")
        defer { g_variant_unref(value) }
        #expect(PortalSetting(key: "contrast", value: value) == .contrast(high: true))
    }

    @Test func settingsBuildTheAppearanceAndItsTraits() {
        var a = DesktopAppearance()
        #expect(a.traitCollection.userInterfaceStyle == .light)
        a = PortalSetting.colorScheme(.preferDark).applied(to: a)
        a = PortalSetting.contrast(high: true).applied(to: a)
        #expect(a.traitCollection.userInterfaceStyle == .dark)
        #expect(a.traitCollection.accessibilityContrast == .high)
        a = PortalSetting.colorScheme(.noPreference).applied(to: a)
        #expect(a.traitCollection.userInterfaceStyle == .light)
        #expect(a.description == "color-scheme=0 contrast=1 accent=- reduced-motion=-")
    }
}
