import Foundation
import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

/// Renders `draw` at scale 2 on a white background into a bitmap of `size` points.
private func snapshot(_ width: Double, _ height: Double, _ draw: (Canvas) -> Void) -> Image {
    let bitmap = try! Bitmap(size: Size(width: width, height: height), scale: 2)
    let canvas = Canvas(bitmap: bitmap)
    canvas.paint(.white)
    draw(canvas)
    return bitmap.makeImage()
}

private func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    var p = Path()
    p.move(to: Point(x: x0, y: y0))
    p.addLine(to: Point(x: x1, y: y1))
    return p
}

private let guide = Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.8)
private let ink = Color(white: 0.15)

/// A 24x24-point "button" at scale 2: a dark rounded border, a striped center and marked corners,
/// so stretching, tiling and unscaled caps are all visible.
private func buttonImage() -> Image {
    let b = try! Bitmap(pixelWidth: 48, pixelHeight: 48, scale: 2)
    let c = Canvas(bitmap: b)
    let r = Rect(x: 0, y: 0, width: 24, height: 24)
    c.fill(Path(roundedRect: r, cornerRadius: 7), with: Color(red: 0.15, green: 0.3, blue: 0.6))
    c.fill(Path(roundedRect: r.insetBy(dx: 2, dy: 2), cornerRadius: 5), with: Color(red: 0.75, green: 0.85, blue: 1))
    // Center stripes between x 8 and 16: alternating two-point columns.
    for i in 0..<4 where i % 2 == 0 {
        c.fill(Rect(x: 8 + Double(i) * 2, y: 8, width: 2, height: 8), with: Color(red: 1, green: 0.55, blue: 0.1))
    }
    // Corner dots inside the 8-point caps.
    for (x, y) in [(4.0, 4.0), (17.0, 4.0), (4.0, 17.0), (17.0, 17.0)] {
        c.fill(Path(ellipseIn: Rect(x: x, y: y, width: 3, height: 3)), with: .red)
    }
    return b.makeImage()
}

@Suite struct GraphicsSnapshotTests {
    @Test func strokes() {
        let image = snapshot(260, 230) { c in
            // Widths 1, 2, 4, 8 on whole and half points.
            for (i, w) in [0.5, 1, 2, 4, 8].enumerated() {
                let y = 14 + Double(i) * 16
                c.stroke(line(10, y, 120, y), with: ink, style: StrokeStyle(lineWidth: w))
            }
            // Caps: butt, round, square, with guides at the end points.
            for (i, cap) in [StrokeStyle.LineCap.butt, .round, .square].enumerated() {
                let y = 20 + Double(i) * 26
                c.stroke(line(160, y, 230, y), with: ink, style: StrokeStyle(lineWidth: 14, lineCap: cap))
            }
            c.stroke(line(160, 6, 160, 82), with: guide, style: StrokeStyle(lineWidth: 0.5))
            c.stroke(line(230, 6, 230, 82), with: guide, style: StrokeStyle(lineWidth: 0.5))
            // Joins: miter, round, bevel on a zigzag.
            for (i, join) in [StrokeStyle.LineJoin.miter, .round, .bevel].enumerated() {
                let x = 14 + Double(i) * 82
                var p = Path()
                p.move(to: Point(x: x, y: 150))
                p.addLine(to: Point(x: x + 20, y: 105))
                p.addLine(to: Point(x: x + 40, y: 150))
                p.addLine(to: Point(x: x + 60, y: 118))
                c.stroke(p, with: Color(red: 0.8, green: 0.2, blue: 0.2), style: StrokeStyle(lineWidth: 10, lineJoin: join))
                c.stroke(p, with: guide, style: StrokeStyle(lineWidth: 0.5))
            }
            // Dashes: plain, dotted with round caps, mixed with a phase, and a dashed circle.
            c.stroke(line(10, 176, 160, 176), with: ink, style: StrokeStyle(lineWidth: 3, dash: [12, 6]))
            c.stroke(line(10, 192, 160, 192), with: ink, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 9]))
            c.stroke(line(10, 208, 160, 208), with: ink, style: StrokeStyle(lineWidth: 3, dash: [16, 4, 4, 4], dashPhase: 8))
            c.stroke(Path(ellipseIn: Rect(x: 180, y: 165, width: 56, height: 56)), with: Color(red: 0.1, green: 0.5, blue: 0.2),
                     style: StrokeStyle(lineWidth: 3, dash: [8, 5]))
        }
        Snapshot.expect(image, named: "strokes")
    }

    @Test func roundedRectsAndArcs() {
        let image = snapshot(260, 200) { c in
            let fill = Color(red: 0.3, green: 0.5, blue: 0.9)
            // Radii 0, 6, 14, a capsule (radius = height / 2) and an over-large radius (clamped).
            for (i, radius) in [0.0, 6, 14, 20, 500].enumerated() {
                let r = Rect(x: 10 + Double(i) * 50, y: 10, width: 40, height: 40)
                c.fill(Path(roundedRect: r, cornerRadius: radius), with: fill)
            }
            c.fill(Path(roundedRect: Rect(x: 10, y: 60, width: 110, height: 30), cornerRadius: 15), with: Color(red: 0.2, green: 0.7, blue: 0.4))
            c.stroke(Path(roundedRect: Rect(x: 135, y: 60, width: 110, height: 30), cornerRadius: 8), with: ink, style: StrokeStyle(lineWidth: 3))
            // A pie slice, a clockwise and a counter-clockwise arc, and an ellipse.
            var pie = Path()
            pie.move(to: Point(x: 45, y: 145))
            pie.addArc(center: Point(x: 45, y: 145), radius: 35, startAngle: -.pi / 2, endAngle: .pi / 4, clockwise: true)
            pie.close()
            c.fill(pie, with: Color(red: 0.95, green: 0.6, blue: 0.1))
            c.stroke(pie, with: ink, style: StrokeStyle(lineWidth: 1.5, lineJoin: .round))
            var cw = Path()
            cw.addArc(center: Point(x: 125, y: 145), radius: 30, startAngle: 0, endAngle: .pi, clockwise: true)
            c.stroke(cw, with: Color(red: 0.8, green: 0.1, blue: 0.3), style: StrokeStyle(lineWidth: 5, lineCap: .round))
            var ccw = Path()
            ccw.addArc(center: Point(x: 125, y: 145), radius: 18, startAngle: 0, endAngle: .pi, clockwise: false)
            c.stroke(ccw, with: Color(red: 0.1, green: 0.3, blue: 0.8), style: StrokeStyle(lineWidth: 5, lineCap: .round))
            c.fill(Path(ellipseIn: Rect(x: 175, y: 115, width: 75, height: 60)), with: Color(red: 0.6, green: 0.3, blue: 0.8, alpha: 0.7))
            // A rounded rect transformed by a rotation (arcs become curves).
            let rotated = Path(roundedRect: Rect(x: -20, y: -10, width: 40, height: 20), cornerRadius: 6)
                .applying(Transform2D(rotationAngle: .pi / 6).concatenating(Transform2D(translationX: 212, y: 145)))
            c.stroke(rotated, with: .black, style: StrokeStyle(lineWidth: 1.5))
        }
        Snapshot.expect(image, named: "rounded-rects-and-arcs")
    }

    @Test func gradients() {
        let image = snapshot(260, 220) { c in
            // Linear: two stops, three stops on a diagonal, fading to clear, not extended.
            c.fill(Path(rect: Rect(x: 10, y: 10, width: 115, height: 40)),
                   with: .linear([.black, .white], from: Point(x: 10, y: 0), to: Point(x: 125, y: 0)))
            c.fill(Path(roundedRect: Rect(x: 135, y: 10, width: 115, height: 40), cornerRadius: 10),
                   with: .linear([.red, .yellow, .blue], from: Point(x: 135, y: 10), to: Point(x: 250, y: 50)))
            c.fill(Rect(x: 10, y: 60, width: 115, height: 40), with: Color(red: 0.85, green: 0.85, blue: 0.85))
            c.fill(Path(rect: Rect(x: 10, y: 60, width: 115, height: 40)),
                   with: .linear([Color(red: 0, green: 0.5, blue: 0), Color(red: 0, green: 0.5, blue: 0, alpha: 0)],
                                 from: Point(x: 10, y: 0), to: Point(x: 125, y: 0)))
            var bounded = Gradient.linear([.orange, .blue], from: Point(x: 165, y: 0), to: Point(x: 220, y: 0))
            bounded.extends = false
            c.withSavedState {
                c.clip(to: Rect(x: 135, y: 60, width: 115, height: 40))
                c.paint(Color(red: 0.85, green: 0.85, blue: 0.85))
                c.drawGradient(bounded)
            }
            // Radial: centered, two circles off-center, not extended.
            c.fill(Path(ellipseIn: Rect(x: 10, y: 112, width: 96, height: 96)),
                   with: .radial([.white, Color(red: 0.1, green: 0.2, blue: 0.6)], center: Point(x: 58, y: 160), radius: 48))
            c.fill(Path(rect: Rect(x: 116, y: 112, width: 66, height: 96)),
                   with: Gradient(kind: .radial(startCenter: Point(x: 136, y: 135), startRadius: 4,
                                                endCenter: Point(x: 149, y: 160), endRadius: 45),
                                  stops: [.init(location: 0, color: .yellow), .init(location: 0.5, color: .red),
                                          .init(location: 1, color: Color(red: 0.3, green: 0, blue: 0))]))
            var ring = Gradient.radial([.green, .blue], center: Point(x: 222, y: 160), radius: 28)
            ring.extends = false
            c.withSavedState {
                c.clip(to: Rect(x: 190, y: 112, width: 64, height: 96))
                c.paint(Color(red: 0.85, green: 0.85, blue: 0.85))
                c.drawGradient(ring)
            }
        }
        Snapshot.expect(image, named: "gradients")
    }

    @Test func patternColors() {
        let checker = TestImages.checker(size: 5)
        let pattern = Color(patternImage: checker)
        let image = snapshot(260, 170) { c in
            c.fill(Rect(x: 10, y: 10, width: 70, height: 70), with: pattern)
            c.fill(Path(roundedRect: Rect(x: 95, y: 10, width: 70, height: 70), cornerRadius: 18), with: pattern)
            // Half-alpha pattern over a blue bar: the bar shows through.
            c.fill(Rect(x: 180, y: 35, width: 70, height: 20), with: .blue)
            c.fill(Path(ellipseIn: Rect(x: 180, y: 10, width: 70, height: 70)), with: Color(patternImage: checker, alpha: 0.5))
            // A pattern stroke, and the pattern moved by a translation (its phase follows).
            c.stroke(line(10, 100, 165, 100), with: pattern, style: StrokeStyle(lineWidth: 12, lineCap: .round))
            c.withSavedState {
                c.translate(x: 3, y: 3)
                c.fill(Rect(x: 7, y: 117, width: 70, height: 40), with: pattern)
            }
            c.fill(Rect(x: 95, y: 120, width: 70, height: 40), with: pattern)
            // A scale-2 pattern (half-size tiles) and a photo pattern.
            let small = try! Image(width: checker.pixelWidth, height: checker.pixelHeight,
                                   premultipliedARGB: checker.premultipliedARGB, scale: 2)
            c.fill(Rect(x: 180, y: 95, width: 70, height: 30), with: Color(patternImage: small))
            c.fill(Rect(x: 180, y: 130, width: 70, height: 30), with: Color(patternImage: TestImages.photo(width: 40, height: 30)))
        }
        Snapshot.expect(image, named: "pattern-colors")
    }

    @Test func stretchableImages() {
        let button = buttonImage()
        let insets = EdgeInsets(all: 8)
        let image = snapshot(300, 170) { c in
            // Natural size for reference.
            c.draw(button, in: Rect(x: 10, y: 10, width: 24, height: 24))
            for (row, mode) in [StretchableImage.ResizingMode.stretch, .tile].enumerated() {
                let s = StretchableImage(image: button, capInsets: insets, resizingMode: mode)
                let y = 45 + Double(row) * 62
                var x = 10.0
                for w in [40.0, 90.0, 140.0] {
                    s.draw(in: Rect(x: x, y: y, width: w, height: 30 + Double(row) * 20), on: c)
                    x += w + 10
                }
            }
            // Smaller than the caps: the caps shrink together.
            StretchableImage(image: button, capInsets: insets).draw(in: Rect(x: 45, y: 10, width: 12, height: 12), on: c)
            // The UIKit 2.x form.
            StretchableImage(image: button, leftCapWidth: 11, topCapHeight: 11).draw(in: Rect(x: 70, y: 10, width: 140, height: 28), on: c)
        }
        Snapshot.expect(image, named: "stretchable-images")
    }

    @Test func shadows() {
        let image = snapshot(300, 110) { c in
            for (i, radius) in [0.0, 3, 10].enumerated() {
                let r = Rect(x: 20 + Double(i) * 95, y: 20, width: 70, height: 55)
                let shape = Path(roundedRect: r, cornerRadius: 10)
                c.drawWithShadow(Shadow(color: Color(white: 0, alpha: 0.6), offset: Size(width: 0, height: 6), radius: radius),
                                 bounds: r) { $0.fill(shape, with: Color(red: 0.95, green: 0.95, blue: 1)) }
                c.stroke(shape, with: Color(red: 0.4, green: 0.5, blue: 0.7), style: StrokeStyle(lineWidth: 1))
            }
            // A colored, offset shadow of a stroked circle (the shadow follows the drawn alpha).
            let circle = Path(ellipseIn: Rect(x: 150, y: 85, width: 18, height: 18))
            c.drawWithShadow(Shadow(color: .red, offset: Size(width: 8, height: -4), radius: 2),
                             bounds: Rect(x: 147, y: 82, width: 24, height: 24)) {
                $0.stroke(circle, with: .black, style: StrokeStyle(lineWidth: 3))
            }
        }
        Snapshot.expect(image, named: "shadows")
    }

    @Test func attributedText() {
        let image = snapshot(320, 330) { c in
            // Sizes, colors, underline, strikethrough, kerning and background in one paragraph.
            var s = AttributedString("Small ")
            s.font = .system(size: 11)
            var big = AttributedString("Big ")
            big.font = .boldSystem(size: 24)
            big.foregroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
            var under = AttributedString("underlined ")
            under.underlineStyle = .single
            under.foregroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
            var double = AttributedString("double ")
            double.underlineStyle = .double
            var struck = AttributedString("struck ")
            struck.strikethrough = true
            var kerned = AttributedString("K E R N")
            kerned.kern = 4
            kerned.font = .system(size: 15)
            var marked = AttributedString(" marked ")
            marked.backgroundColor = Color(red: 1, green: 0.9, blue: 0.3)
            var faint = AttributedString("faint")
            faint.foregroundColor = Color(white: 0, alpha: 0.35)
            c.draw(s + big + under + double + struck + kerned + marked + faint, in: Rect(x: 10, y: 8, width: 300, height: 80))

            // Alignment: left, center, right, justified, each in a framed box.
            let text = AttributedString("The quick brown fox jumps over the lazy dog.")
            for (i, alignment) in [TextLayout.Alignment.left, .center, .right, .justified].enumerated() {
                let r = Rect(x: 10 + Double(i % 2) * 155, y: 92 + Double(i / 2) * 62, width: 145, height: 56)
                c.stroke(Path(rect: r.insetBy(dx: -0.5, dy: -0.5)), with: guide, style: StrokeStyle(lineWidth: 0.5))
                var t = text
                t.font = .system(size: 13)
                c.draw(t, in: r, alignment: alignment)
            }

            // Wrapping by word and by character, truncation at the tail, middle and head, and clipping.
            let wrapping = AttributedString("Words wrap whole here, but characters may split anywhere at all")
            let long = AttributedString("Supercalifragilisticexpialidocious words wrap differently from short ones")
            let modes: [TextLayout.LineBreakMode] = [.wordWrap, .charWrap, .truncatingTail, .truncatingMiddle, .truncatingHead, .clip]
            for (i, mode) in modes.enumerated() {
                let r = Rect(x: 10 + Double(i % 2) * 155, y: 222 + Double(i / 2) * 36, width: 145, height: mode == .wordWrap || mode == .charWrap ? 32 : 16)
                c.stroke(Path(rect: r.insetBy(dx: -0.5, dy: -0.5)), with: guide, style: StrokeStyle(lineWidth: 0.5))
                var t = mode == .wordWrap || mode == .charWrap ? wrapping : long
                t.font = .system(size: 12)
                c.draw(t, in: r, lineBreakMode: mode)
            }
        }
        Snapshot.expect(image, named: "attributed-text")
    }
}
