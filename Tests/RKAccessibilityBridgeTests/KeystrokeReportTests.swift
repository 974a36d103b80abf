import RKViews
import Testing

@testable import RKAccessibilityBridge

/// Keys as the AT-SPI2 registry takes them: X keysyms, X modifier masks, text or not.
@Suite struct KeystrokeReportTests {
    @Test func keysBecomeKeysymsWithTheirNames() {
        let tab = KeystrokeReport(key: KeyboardKey(.tab, modifiers: [.shift]), released: false, milliseconds: 1234)
        #expect(tab.keysym == 0xff09 && tab.text == "Tab" && !tab.isText && tab.modifiers == 1 && tab.timestamp == 1234)
        let a = KeystrokeReport(key: KeyboardKey(name: "a", modifiers: [.control, .alt]), released: true, milliseconds: 0)
        #expect(a.keysym == 0x61 && a.text == "a" && a.isText && a.modifiers == 4 | 8 && a.released)
        #expect(KeystrokeReport.keysym(of: .character("é")).0 == 0xe9)
        #expect(KeystrokeReport.keysym(of: .character("ж")).0 == 0x0100_0436)
        #expect(KeystrokeReport.keysym(of: .function(5)).0 == 0xffc2)
        #expect(KeystrokeReport.keysym(of: .pageDown).1 == "Page_Down")
        #expect(KeystrokeReport(key: KeyboardKey(.return, modifiers: [.command]), released: false, milliseconds: 0).modifiers == 64)
    }
}
