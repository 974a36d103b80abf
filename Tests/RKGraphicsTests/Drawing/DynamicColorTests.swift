import RKGeometry
import Testing
@testable import RKGraphics

private let light = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal)
private let dark = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .normal)
private let highLight = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
private let highDark = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)

@Suite struct DynamicColorTests {
    @Test func providerIsAskedWithTheTraitsGiven() {
        let c = Color(dynamicProvider: { $0.isDark ? .white : .black })
        #expect(c.isDynamic)
        #expect(c.resolvedColor(with: dark) == .white)
        #expect(c.resolvedColor(with: light) == .black)
        #expect(!c.resolvedColor(with: dark).isDynamic)
        // A fixed color resolves to itself.
        #expect(Color.red.resolvedColor(with: dark) == .red)
    }

    @Test func componentsReadAnywhereAreThoseOfTheCurrentTraits() {
        let c = Color(light: Color(white: 0.2), dark: Color(white: 0.8))
        #expect(c.red == 0.2)
        dark.performAsCurrent { #expect(c.red == 0.8 && c.alpha == 1) }
    }

    @Test func fourVariantsPickByStyleAndContrast() {
        let c = Color(light: .red, dark: .green, highContrastLight: .blue, highContrastDark: .yellow)
        #expect(c.resolvedColor(with: light) == .red)
        #expect(c.resolvedColor(with: dark) == .green)
        #expect(c.resolvedColor(with: highLight) == .blue)
        #expect(c.resolvedColor(with: highDark) == .yellow)
        // Without high-contrast variants, high contrast keeps the normal ones.
        let plain = Color(light: .red, dark: .green)
        #expect(plain.resolvedColor(with: highDark) == .green)
    }

    @Test func dynamicColorsAreEqualOnlyToThemselves() {
        let a = Color(light: .black, dark: .white)
        let copy = a
        let twin = Color(light: .black, dark: .white)
        #expect(a == copy && a.hashValue == copy.hashValue)
        #expect(a != twin)
        #expect(a != .black)
    }

    @Test func withAlphaKeepsAColorDynamic() {
        let c = Color(light: .black, dark: .white).withAlpha(0.5)
        #expect(c.isDynamic)
        #expect(c.resolvedColor(with: dark) == Color(white: 1, alpha: 0.5))
        #expect(c.resolvedColor(with: light) == Color(white: 0, alpha: 0.5))
    }

    @Test func providersAnsweringDynamicColorsAreFollowedAndLoopsStop() {
        let inner = Color(light: .red, dark: .blue)
        let outer = Color(dynamicProvider: { _ in inner })
        #expect(outer.resolvedColor(with: dark) == .blue)
        final class Box: @unchecked Sendable { var color = Color.clear }
        let box = Box()
        let loop = Color(dynamicProvider: { _ in box.color })
        box.color = loop
        #expect(!loop.resolvedColor(with: dark).isDynamic)
    }

    @Test func systemColorsKeepIOSLightValuesAndHaveDarkOnes() {
        #expect(Color.systemBlue.resolvedColor(with: light) == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(Color.systemBlue.resolvedColor(with: dark) == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(Color.label.resolvedColor(with: light) == Color(red: 0, green: 0, blue: 0))
        #expect(Color.label.resolvedColor(with: dark) == Color(red: 1, green: 1, blue: 1))
        #expect(Color.systemBackground.resolvedColor(with: dark) == Color(red: 0, green: 0, blue: 0))
        #expect(Color.secondarySystemBackground.resolvedColor(with: dark)
            == Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
        // High contrast strengthens separators.
        #expect(Color.separator.resolvedColor(with: highLight).alpha > Color.separator.resolvedColor(with: light).alpha)
    }

    @Test func tintFollowsTheDesktopAccent() {
        var t = dark
        #expect(Color.tintColor.resolvedColor(with: t) == Color.systemBlue.resolvedColor(with: t))
        t.accentColor = Color(red: 0.5, green: 0.2, blue: 0.9)
        #expect(Color.tintColor.resolvedColor(with: t) == Color(red: 0.5, green: 0.2, blue: 0.9))
    }

    @Test func canvasDrawsADynamicColorInTheCurrentTraits() throws {
        let bitmap = try Bitmap(pixelWidth: 2, pixelHeight: 1)
        let canvas = Canvas(bitmap: bitmap)
        let c = Color(light: .white, dark: .black)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: c)
        dark.performAsCurrent { canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), with: c) }
        #expect(bitmap.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
        #expect(bitmap.pixel(x: 1, y: 0) == 0xFF00_0000)
    }
}
