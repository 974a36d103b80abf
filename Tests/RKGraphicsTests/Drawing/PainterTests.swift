import RKGeometry
import Testing
import RKGraphics

// What the compositor asks of a painter beyond ordinary drawing, checked on the Cairo painter
// (`Canvas`) through the protocol, as the compositor calls it.

private func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y)! >> 24) }

/// Paints through any painter, as the compositor's generic code does.
private func clearDamage<P: Painter>(_ painter: P, _ rect: Rect, to color: Color) {
    painter.save()
    painter.resetTransform()
    painter.clip(to: rect)
    painter.replace(with: color)
    painter.restore()
}

@Suite struct PainterTests {
    @Test func replaceSetsThePixelsInsideTheClipWithoutBlending() {
        let b = try! Bitmap(pixelWidth: 20, pixelHeight: 10)
        let c = Canvas(bitmap: b)
        c.fill(Rect(x: 0, y: 0, width: 20, height: 10), with: .red)
        clearDamage(c, Rect(x: 10, y: 0, width: 10, height: 10), to: .clear)
        #expect(b.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(b.pixel(x: 15, y: 5) == 0)
        // The operator is back to blending afterwards.
        c.fill(Rect(x: 0, y: 0, width: 20, height: 10), with: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(alpha(b, 5, 5) == 255)
        #expect(abs(alpha(b, 15, 5) - 128) <= 1)
    }

    @Test func aGroupIsCompositedThroughTheAlphaOfItsMask() {
        let b = try! Bitmap(pixelWidth: 20, pixelHeight: 10)
        let c = Canvas(bitmap: b)
        c.beginTransparencyLayer()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 10), with: .blue)
        c.endTransparencyLayer(opacity: 0.5) {
            // The mask: opaque on the left half only.
            c.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black)
        }
        #expect(abs(alpha(b, 5, 5) - 128) <= 1)
        #expect(alpha(b, 15, 5) == 0)
    }

    @Test func aMaskedGroupAtFullOpacityKeepsTheContentWhereTheMaskIsOpaque() {
        let b = try! Bitmap(pixelWidth: 20, pixelHeight: 10)
        let c = Canvas(bitmap: b)
        c.beginTransparencyLayer()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 10), with: .blue)
        c.endTransparencyLayer(opacity: 1) {
            c.fill(Rect(x: 10, y: 0, width: 10, height: 10), with: .black)
        }
        #expect(alpha(b, 5, 5) == 0)
        #expect(b.pixel(x: 15, y: 5) == 0xFF00_00FF)
    }

    @Test func anOffscreenPainterIsScaledToItsBitmap() {
        let b = try! Bitmap(pixelWidth: 20, pixelHeight: 20, scale: 2)
        let c = Canvas(bitmap: b)
        #expect(c.scale == 2)
        #expect(c.currentTransform == Transform2D(scaleX: 2, y: 2))
        c.resetTransform()
        #expect(c.currentTransform == .identity)
    }

    @Test func flushReportsNothingWhenDrawingWentWell() {
        let b = try! Bitmap(pixelWidth: 4, pixelHeight: 4)
        let c = Canvas(bitmap: b)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .red)
        #expect(c.flush() == nil)
        #expect(b.pixel(x: 1, y: 1) == 0xFFFF_0000)
    }
}
