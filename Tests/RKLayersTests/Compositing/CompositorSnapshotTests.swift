import RKGeometry
import RKGraphics
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// One reference image per layer feature, rendered at 2x.
@MainActor
@Suite struct CompositorSnapshotTests {
    func snapshot(_ name: String, width: Double = 240, height: Double = 160, _ build: (Layer) -> Void,
                  sourceLocation: SourceLocation = #_sourceLocation) {
        let root = makeRoot(width, height)
        root.backgroundColor = Color(white: 0.96)
        build(root)
        let bitmap = try! Bitmap(size: Size(width: width, height: height), scale: 2)
        Compositor().render(root, into: bitmap)
        Snapshot.expect(bitmap.makeImage(), named: name, sourceLocation: sourceLocation)
    }

    @Test func cornerRadius() {
        snapshot("corner-radius") { root in
            for (i, r) in [0.0, 8, 20, 30].enumerated() {
                let l = box(Rect(x: 12 + Double(i) * 57, y: 20, width: 48, height: 60), Color(red: 0.2, green: 0.5, blue: 0.9), in: root)
                l.cornerRadius = r
            }
            let clipped = Layer()
            clipped.frame = Rect(x: 12, y: 95, width: 216, height: 55)
            clipped.contents = TestImages.photo(width: 216, height: 80)
            clipped.contentsGravity = .resizeAspectFill
            clipped.cornerRadius = 27.5
            clipped.masksToBounds = true
            root.addSublayer(clipped)
        }
    }

    @Test func border() {
        snapshot("border") { root in
            for (i, w) in [1.0, 3, 8].enumerated() {
                let l = box(Rect(x: 15 + Double(i) * 75, y: 20, width: 60, height: 50), .white, in: root)
                l.borderWidth = w
                l.borderColor = [Color.black, .red, Color(red: 0.1, green: 0.6, blue: 0.3)][i]
                l.cornerRadius = Double(i) * 8
            }
            let pattern = box(Rect(x: 15, y: 90, width: 210, height: 55), .white, in: root)
            pattern.borderWidth = 10
            pattern.borderColor = Color(patternImage: TestImages.checker(size: 4))
            pattern.cornerRadius = 14
        }
    }

    @Test func blurredShadow() {
        snapshot("shadow", width: 320) { root in
            for (i, r) in [0.0, 3, 10, 20].enumerated() {
                let l = box(Rect(x: 20 + Double(i) * 75, y: 30, width: 55, height: 55), .white, in: root)
                l.cornerRadius = 10
                l.shadowOpacity = 0.6
                l.shadowRadius = r
                l.shadowOffset = Size(width: 0, height: 6)
            }
            let path = box(Rect(x: 20, y: 110, width: 130, height: 30), Color(red: 0.95, green: 0.8, blue: 0.3), in: root)
            var shape = Path(ellipseIn: Rect(x: 10, y: 26, width: 110, height: 12))
            shape.close()
            path.shadowPath = shape
            path.shadowOpacity = 0.7
            path.shadowRadius = 4
            path.shadowOffset = .zero
            let both = box(Rect(x: 180, y: 105, width: 110, height: 40), .blue, in: root)
            both.cornerRadius = 20
            both.masksToBounds = true
            both.shadowOpacity = 0.8
            both.shadowRadius = 5
            both.shadowOffset = Size(width: 3, height: 4)
            _ = box(Rect(x: 0, y: 0, width: 55, height: 40), .orange, in: both)
        }
    }

    @Test func mask() {
        snapshot("mask") { root in
            let photo = Layer()
            photo.frame = Rect(x: 10, y: 20, width: 100, height: 120)
            photo.contents = TestImages.photo(width: 100, height: 120)
            let circle = Layer()
            circle.frame = Rect(x: 5, y: 15, width: 90, height: 90)
            circle.cornerRadius = 45
            circle.backgroundColor = .black
            photo.mask = circle
            root.addSublayer(photo)

            final class SoftMask: Layer {
                override func draw(in canvas: Canvas) {
                    canvas.drawGradient(.radial([.black, .black, .clear], center: Point(x: 50, y: 60), radius: 60))
                }
            }
            let soft = Layer()
            soft.frame = Rect(x: 130, y: 20, width: 100, height: 120)
            soft.contents = TestImages.photo(width: 100, height: 120)
            let m = SoftMask()
            m.frame = Rect(x: 0, y: 0, width: 100, height: 120)
            m.setNeedsDisplay()
            soft.mask = m
            root.addSublayer(soft)
        }
    }

    @Test func patternColor() {
        snapshot("pattern-color") { root in
            let l = box(Rect(x: 20, y: 20, width: 200, height: 120), Color(patternImage: TestImages.checker()), in: root)
            l.cornerRadius = 24
            l.borderWidth = 4
            l.borderColor = .black
            let faded = box(Rect(x: 60, y: 50, width: 120, height: 60), Color(patternImage: TestImages.checker(size: 5), alpha: 0.5), in: root)
            faded.cornerRadius = 30
        }
    }

    @Test func stretchableContents() throws {
        // A 30x30 "button" image: dark 10-point caps around a light center.
        let bitmap = try Bitmap(pixelWidth: 30, pixelHeight: 30)
        let c = Canvas(bitmap: bitmap)
        c.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 10), with: Color(red: 0.1, green: 0.3, blue: 0.7))
        c.fill(Path(roundedRect: Rect(x: 3, y: 3, width: 24, height: 24), cornerRadius: 7), with: Color(red: 0.5, green: 0.75, blue: 1))
        let image = bitmap.makeImage()
        snapshot("stretchable-contents") { root in
            for (i, w) in [30.0, 80, 200].enumerated() {
                let l = Layer()
                l.frame = Rect(x: 20, y: 15 + Double(i) * 45, width: w, height: 36)
                l.contents = image
                l.contentsCenter = Rect(x: 10.0 / 30, y: 10.0 / 30, width: 10.0 / 30, height: 10.0 / 30)
                root.addSublayer(l)
            }
        }
    }

    @Test func perspective() {
        snapshot("perspective", width: 320) { root in
            let container = Layer()
            container.frame = Rect(x: 0, y: 0, width: 320, height: 160)
            container.sublayerTransform = .perspective(eyeDistance: 500)
            root.addSublayer(container)
            for (i, angle) in [Double.pi / 3, 0, -Double.pi / 3].enumerated() {
                let cover = Layer()
                cover.frame = Rect(x: 25 + Double(i) * 95, y: 30, width: 100, height: 100)
                cover.contents = TestImages.photo(width: 200, height: 200, scale: 2)
                cover.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                cover.zPosition = angle == 0 ? 1 : 0
                cover.borderWidth = 2
                cover.borderColor = .white
                container.addSublayer(cover)
            }
        }
    }

    @Test func groupOpacityAndNesting() {
        snapshot("group-opacity") { root in
            let group = Layer()
            group.frame = Rect(x: 10, y: 20, width: 100, height: 120)
            group.opacity = 0.5
            root.addSublayer(group)
            _ = box(Rect(x: 0, y: 0, width: 70, height: 70), .red, in: group)
            _ = box(Rect(x: 30, y: 40, width: 70, height: 70), .blue, in: group)
            let a = box(Rect(x: 130, y: 20, width: 70, height: 70), .red, in: root)
            a.opacity = 0.5
            let b = box(Rect(x: 160, y: 60, width: 70, height: 70), .blue, in: root)
            b.opacity = 0.5
        }
    }
}
