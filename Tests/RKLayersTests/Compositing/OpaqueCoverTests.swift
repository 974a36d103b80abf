import RKGeometry
import Testing

@testable import RKGraphics
@testable import RKLayers

/// Under a layer showing opaque pixels one to one (a web page), the compositor fills no
/// background and draws nothing, and the frame is the same as when it draws everything.
@MainActor
@Suite struct OpaqueCoverTests {
    /// A window-like tree: a background, a red box half under the view, the view showing a
    /// producer's 100x80 frame at (20, 20), and a box over the view.
    @MainActor final class Scene {
        let root = makeRoot(160, 120)
        let holder = Layer()
        let view = Layer()
        let frame: Bitmap
        let scale: Double

        init(scale: Double = 1, opaque: Bool = true) throws {
            self.scale = scale
            root.backgroundColor = .white
            _ = box(Rect(x: 10, y: 10, width: 60, height: 60), .red, in: root)
            holder.frame = Rect(x: 0, y: 0, width: 160, height: 120)
            root.addSublayer(holder)
            view.frame = Rect(x: 20, y: 20, width: 100, height: 80)
            view.backgroundColor = .black
            holder.addSublayer(view)
            _ = box(Rect(x: 100, y: 5, width: 30, height: 30), Color(red: 0, green: 0.5, blue: 0, alpha: 0.5), in: root)
            let producer = try Bitmap(pixelWidth: Int(100 * scale), pixelHeight: Int(80 * scale), scale: scale)
            Canvas(bitmap: producer).fill(Rect(x: 0, y: 0, width: 100, height: 80), with: Color(red: 0.2, green: 0.4, blue: 0.8))
            frame = try #require(Bitmap(sharing: producer.surface, scale: scale, opaque: opaque))
            view.setExternalContents(frame)
        }

        /// The producer draws a 20x10 box (points) and says so.
        func draw(at x: Double) {
            let r = Rect(x: x, y: 30, width: 20, height: 10)
            Canvas(bitmap: frame).fill(r, with: Color(red: 0.9, green: 0.8, blue: 0.1))
            view.setExternalContents(frame, damaged: [Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)])
        }

        /// What a compositor drawing everything gives.
        func reference() throws -> Bitmap {
            let b = try Bitmap(size: Size(width: 160, height: 120), scale: scale)
            Compositor().render(root, into: b)
            return b
        }
    }

    func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        var n = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 }
        }
        return n
    }

    @Test(arguments: [1.0, 2.0])
    func damageInsideAnOpaqueFrameDrawsNothingUnderIt(scale: Double) throws {
        let scene = try Scene(scale: scale)
        let compositor = Compositor()
        let target = try Bitmap(size: Size(width: 160, height: 120), scale: scale)
        compositor.update(scene.root, into: target)
        #expect(compositor.statistics.rectsCovered == 0)  // the first frame: all of the window
        for x in [5.0, 12, 19, 40] {
            scene.draw(at: x)
            compositor.update(scene.root, into: target)
            #expect(compositor.statistics.rectsCovered >= 1)
            #expect(compositor.statistics.subtreesCovered >= 1)  // the red box
            #expect(differingPixels(target, try scene.reference()) == 0)
        }
    }

    /// Anything that could let what lies under the frame show keeps the ordinary painting.
    @Test(arguments: ["not opaque", "view opacity", "ancestor opacity", "rounded clip", "clip", "stretched", "rotated", "masked"])
    func somethingShowingThroughKeepsThePaintUnder(situation: String) throws {
        let scene = try Scene(opaque: situation != "not opaque")
        Transaction.perform(disableActions: true) {
            switch situation {
            case "view opacity": scene.view.opacity = 0.8
            case "ancestor opacity": scene.holder.opacity = 0.9
            case "rounded clip":
                scene.holder.masksToBounds = true
                scene.holder.cornerRadius = 30
            case "clip":
                scene.holder.masksToBounds = true
                scene.holder.frame = Rect(x: 0, y: 0, width: 80, height: 120)
            case "stretched": scene.view.frame = Rect(x: 20, y: 20, width: 110, height: 80)
            case "rotated": scene.view.transform = Transform3D(rotationAngle: 0.05, x: 0, y: 0, z: 1)
            case "masked":
                let m = Layer()
                m.frame = Rect(x: 0, y: 0, width: 60, height: 60)
                m.backgroundColor = .black
                scene.view.mask = m
            default: break
            }
        }
        let compositor = Compositor()
        let target = try Bitmap(size: Size(width: 160, height: 120), scale: 1)
        compositor.update(scene.root, into: target)
        scene.draw(at: 50)  // across the clip's edge
        compositor.update(scene.root, into: target)
        #expect(compositor.statistics.rectsCovered == 0)
        #expect(differingPixels(target, try scene.reference()) == 0)
    }
}
