import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

private func expectComponents(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    let eps = 1e-9
    #expect(abs(c.red - r) < eps, "red \(c.red) != \(r)", sourceLocation: sourceLocation)
    #expect(abs(c.green - g) < eps, "green \(c.green) != \(g)", sourceLocation: sourceLocation)
    #expect(abs(c.blue - b) < eps, "blue \(c.blue) != \(b)", sourceLocation: sourceLocation)
    #expect(abs(c.alpha - a) < eps, "alpha \(c.alpha) != \(a)", sourceLocation: sourceLocation)
}

@Suite struct ColorTests {
    // MARK: Components

    @Test func componentsAreKeptInRange() {
        expectComponents(Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.125), 0.25, 0.5, 0.75, 0.125)
        expectComponents(Color(red: 1.5, green: -0.2, blue: 0.5, alpha: 7), 1, 0, 0.5, 1)
        expectComponents(Color(red: -.infinity, green: .infinity, blue: 1, alpha: -1), 0, 1, 1, 0)
    }

    @Test func defaultAlphaIsOpaque() {
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).alpha == 1)
        #expect(Color(white: 0.4).alpha == 1)
    }

    @Test func nanComponentsBecomeZero() {
        expectComponents(Color(red: .nan, green: 0.5, blue: .nan, alpha: .nan), 0, 0.5, 0, 0)
        expectComponents(Color(white: .nan, alpha: 0.5), 0, 0, 0, 0.5)
        expectComponents(Color.red.withAlpha(.nan), 1, 0, 0, 0)
    }

    @Test func whiteGivesAGray() {
        expectComponents(Color(white: 0.3, alpha: 0.4), 0.3, 0.3, 0.3, 0.4)
        expectComponents(Color(white: 2), 1, 1, 1, 1)
        #expect(Color.white == Color(red: 1, green: 1, blue: 1))
        #expect(Color.black == Color(red: 0, green: 0, blue: 0))
        #expect(Color.gray == Color(white: 0.5))
    }

    @Test func clearAndOpaque() {
        #expect(Color.clear.isClear)
        #expect(!Color.clear.isOpaque)
        #expect(Color.red.isOpaque)
        #expect(!Color.red.isClear)
        #expect(!Color.red.withAlpha(0.5).isOpaque)
        #expect(Color.red.withAlpha(0).isClear)
    }

    // MARK: Hex

    @Test func hexRGB() throws {
        expectComponents(try Color(hex: "#F0A"), 1, 0, 170.0 / 255, 1)
        expectComponents(try Color(hex: "f0a"), 1, 0, 170.0 / 255, 1)
        expectComponents(try Color(hex: "#123"), 0x11 / 255.0, 0x22 / 255.0, 0x33 / 255.0, 1)
    }

    @Test func hexRGBA() throws {
        expectComponents(try Color(hex: "#F0A8"), 1, 0, 170.0 / 255, 0x88 / 255.0)
        expectComponents(try Color(hex: "#0000"), 0, 0, 0, 0)
    }

    @Test func hexRRGGBB() throws {
        expectComponents(try Color(hex: "#FF8000"), 1, 128.0 / 255, 0, 1)
        expectComponents(try Color(hex: "#a1b2c3"), 0xA1 / 255.0, 0xB2 / 255.0, 0xC3 / 255.0, 1)
        expectComponents(try Color(hex: "ffffff"), 1, 1, 1, 1)
    }

    @Test func hexRRGGBBAA() throws {
        expectComponents(try Color(hex: "#FF800080"), 1, 128.0 / 255, 0, 128.0 / 255)
        expectComponents(try Color(hex: "#000000ff"), 0, 0, 0, 1)
    }

    @Test func hexWithZeroXPrefixAndWhitespace() throws {
        expectComponents(try Color(hex: "0xFF8000"), 1, 128.0 / 255, 0, 1)
        expectComponents(try Color(hex: "0Xff800080"), 1, 128.0 / 255, 0, 128.0 / 255)
        expectComponents(try Color(hex: "0x0f0"), 0, 1, 0, 1)
        expectComponents(try Color(hex: "  #00FF00\n"), 0, 1, 0, 1)
    }

    @Test(arguments: ["", "#", "0x", "#1", "#12", "#12345", "#1234567", "#123456789", "0x12345"])
    func hexOfWrongLengthThrowsInvalidLength(_ s: String) {
        #expect(throws: Color.HexError.invalidLength(s)) { try Color(hex: s) }
    }

    @Test(arguments: ["#GGG", "#12345G", "#12 345", "##123456", "#0x123", "#-12", "#12345z78", "red", "#ＦＦＦ", "#١٢٣"])
    func hexWithBadCharactersThrowsInvalidCharacter(_ s: String) {
        #expect(throws: Color.HexError.invalidCharacter(s)) { try Color(hex: s) }
    }

    @Test func badCharacterIsReportedBeforeLength() {
        // Five characters, one not a digit: the character is the problem worth naming.
        #expect(throws: Color.HexError.invalidCharacter("#1234x")) { try Color(hex: "#1234x") }
    }

    // MARK: withAlpha

    @Test func withAlphaReplacesOnlyAlpha() {
        let c = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        expectComponents(c.withAlpha(0.3), 0.2, 0.4, 0.6, 0.3)
        expectComponents(c.withAlpha(1.5), 0.2, 0.4, 0.6, 1)
        expectComponents(c.withAlpha(-1), 0.2, 0.4, 0.6, 0)
        #expect(c.withAlpha(0.8) == c)
    }

    // MARK: Pattern colors

    @Test func patternColorKeepsItsImageAndAlpha() {
        let image = TestImages.checker(size: 2)
        let p = Color(patternImage: image)
        #expect(p.patternImage === image)
        #expect(p.alpha == 1)
        #expect(p.isOpaque)
        #expect(!p.isClear)
        #expect(Color.red.patternImage == nil)

        let half = Color(patternImage: image, alpha: 0.5)
        #expect(half.alpha == 0.5)
        #expect(!half.isOpaque)
        #expect(Color(patternImage: image, alpha: 3).alpha == 1)
        #expect(Color(patternImage: image, alpha: .nan).alpha == 0)
        #expect(half.description.contains("pattern"))
    }

    @Test func patternColorWithAlphaStaysAPattern() {
        let image = TestImages.checker(size: 2)
        let p = Color(patternImage: image).withAlpha(0.25)
        #expect(p.patternImage === image)
        #expect(p.alpha == 0.25)
        #expect(p.withAlpha(1) == Color(patternImage: image))
    }

    @Test func patternColorOfTranslucentImageIsNotOpaque() throws {
        let image = try Image(width: 2, height: 1, premultipliedARGB: [0xFF00_0000, 0x8000_0000])
        #expect(!Color(patternImage: image).isOpaque)
    }

    @Test func patternColorsCompareByImageIdentity() {
        let a = TestImages.checker(size: 2), b = TestImages.checker(size: 2)
        #expect(Color(patternImage: a) == Color(patternImage: a))
        #expect(Color(patternImage: a) != Color(patternImage: b))
        #expect(Color(patternImage: a) != Color.black)
        #expect(Set([Color(patternImage: a), Color(patternImage: a), .black]).count == 2)
    }

    @Test func hueSaturationBrightness() {
        expectComponents(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0, 1)
        expectComponents(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), 0, 1, 0, 1)
        expectComponents(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 0.5), 0, 0, 0.5, 0.5)
        // Wraps: a hue of 1 is red again; grey when unsaturated.
        expectComponents(Color(hue: 1, saturation: 1, brightness: 1), 1, 0, 0, 1)
        expectComponents(Color(hue: 0.4, saturation: 0, brightness: 0.25), 0.25, 0.25, 0.25, 1)
        // Halfway between red and yellow.
        expectComponents(Color(hue: 1.0 / 12, saturation: 1, brightness: 1), 1, 0.5, 0, 1)
    }
}

/// UIKit's system colors by name, with iOS's light-mode values where nothing says dark. They are
/// dynamic, so (as in UIKit) they equal only themselves: their light values are compared.
@Test func uikitSystemColors() {
    let light = TraitCollection(userInterfaceStyle: .light)
    #expect(Color.systemBlue.resolvedColor(with: light) == Color(red: 0, green: 122.0 / 255, blue: 1))
    #expect(Color.systemBackground.resolvedColor(with: light) == .white && Color.label.resolvedColor(with: light) == .black)
    #expect(abs(Color.secondaryLabel.alpha - 0.6) < 1e-12)
    #expect(Color.systemGroupedBackground.resolvedColor(with: light)
        == Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255))
}
