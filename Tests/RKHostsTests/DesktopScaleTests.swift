import Testing

@testable import RKHosts

/// Where a window's scale comes from, source by source, and which wins.
struct DesktopScaleTests {
    @Test func nothingSetIsOne() {
        let s = DesktopScale(environment: [:], xResources: nil, videoDriver: "x11")
        #expect(s.factor == 1 && s.source == .none)
    }

    @Test func theOverrideWinsOnEveryDriver() {
        let env = ["RECIPEKIT_SCALE": "1.5", "GDK_SCALE": "2"]
        for driver in ["x11", "wayland", "offscreen"] {
            let s = DesktopScale(environment: env, xResources: "Xft.dpi:\t192\n", videoDriver: driver, compositorScale: 2)
            #expect(s.factor == 1.5 && s.source == .override, "\(driver)")
        }
    }

    @Test func badOverridesAreIgnored() {
        for bad in ["", "abc", "0", "-2", "nan", "inf", "100", "0.1"] {
            let s = DesktopScale(environment: ["RECIPEKIT_SCALE": bad], xResources: nil, videoDriver: "x11")
            #expect(s.factor == 1 && s.source == .none, "\(bad)")
        }
    }

    @Test func waylandTakesTheCompositorsScaleAndIgnoresX11Settings() {
        let env = ["GDK_SCALE": "3", "GDK_DPI_SCALE": "1.2"]
        let s = DesktopScale(environment: env, xResources: "Xft.dpi: 144", videoDriver: "wayland", compositorScale: 2)
        #expect(s.factor == 2 && s.source == .compositor)
        // A fractional output (xdg-output's logical size), measured from rounded pixel sizes.
        let f = DesktopScale(environment: [:], xResources: nil, videoDriver: "wayland", compositorScale: 1772.0 / 1181.0)
        #expect(f.factor == 1.5)
        // Before the window exists there is no compositor scale yet.
        #expect(DesktopScale(environment: [:], xResources: nil, videoDriver: "wayland").factor == 1)
    }

    @Test func gdkScaleThenXftDPIOnX11() {
        let resources = "Xft.antialias:\t1\nXft.dpi:\t120\nXft.hinting:\t1\n"
        let gdk = DesktopScale(environment: ["GDK_SCALE": "2"], xResources: resources, videoDriver: "x11")
        #expect(gdk.factor == 2 && gdk.source == .gdkScale)
        let both = DesktopScale(environment: ["GDK_SCALE": "2", "GDK_DPI_SCALE": "0.75"], xResources: nil, videoDriver: "x11")
        #expect(both.factor == 1.5 && both.source == .gdkScale)
        let xft = DesktopScale(environment: [:], xResources: resources, videoDriver: "x11")
        #expect(xft.factor == 1.25 && xft.source == .xftDPI)
        for (dpi, scale) in [(144.0, 1.5), (168.0, 1.75), (192.0, 2.0), (96.0, 1.0)] {
            let s = DesktopScale(environment: [:], xResources: "Xft.dpi: \(Int(dpi))", videoDriver: "x11")
            #expect(s.factor == scale && s.source == .xftDPI)
        }
        let text = DesktopScale(environment: ["GDK_DPI_SCALE": "1.25"], xResources: "Xft.dpi: 96", videoDriver: "x11")
        #expect(text.factor == 1.25 && text.source == .xftDPI)
        let alone = DesktopScale(environment: ["GDK_DPI_SCALE": "1.5"], xResources: nil, videoDriver: "x11")
        #expect(alone.factor == 1.5 && alone.source == .gdkDPIScale)
    }

    @Test func readsXftDPIFromAResourceDatabase() {
        #expect(DesktopScale.xftDPI(in: "Xcursor.size:\t24\nXft.dpi:\t144\n") == 144)
        #expect(DesktopScale.xftDPI(in: "Xft.dpi: 96\nXft.dpi: 192") == 192)  // the last one wins
        #expect(DesktopScale.xftDPI(in: "Xft*dpi:\t110.5") == 110.5)
        #expect(DesktopScale.xftDPI(in: "Xft.dpih: 200\nXft.dpi: none\nXft.dpi: -5\n") == nil)
        #expect(DesktopScale.xftDPI(in: "") == nil)
        // An absurd DPI gives no scale rather than a huge one.
        #expect(DesktopScale(environment: [:], xResources: "Xft.dpi: 9600", videoDriver: "x11").source == .none)
    }

    @Test func scalesKeepToOneHundredTwentieth() {
        #expect(DesktopScale(factor: 1.0 / 0.666666, source: .override).factor == 1.5)
        #expect(DesktopScale(factor: 1.1, source: .override).factor == 132.0 / 120)
        #expect(DesktopScale(factor: 20, source: .override).factor == 8)
        #expect(DesktopScale(factor: .nan, source: .override).factor == 1)
        #expect(DesktopScale(factor: 1.5, source: .xftDPI).description == "1.5 (Xft.dpi)")
        #expect(DesktopScale(factor: 2, source: .compositor).description == "2 (compositor)")
    }
}
