import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import Testing

@testable import RKLayers

@MainActor
struct FramePipelineTests {
    /// A layer whose drawing tries to change the tree.
    final class MeddlingLayer: Layer {
        var victim: Layer?
        var newcomer = Layer()
        var drew = 0
        override func draw(in canvas: Canvas) {
            drew += 1
            victim?.removeFromSuperlayer()
            addSublayer(newcomer)
            canvas.fill(bounds, with: .red)
        }
    }

    @Test func phasesRunInOrderAndDrawingCannotChangeTheTree() throws {
        let loop = EventLoop(clock: VirtualClock(now: 0))
        // Transactions belong to the main actor: start without any left by other tests.
        Transaction.stack.removeAll()
        let root = makeRoot(40, 40)
        root.hostEventLoop = loop
        let m = MeddlingLayer()
        m.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        let victim = box(Rect(x: 25, y: 25, width: 10, height: 10), .blue, in: root)
        m.victim = victim
        root.addSublayer(m)
        var order: [String] = []
        LayoutPhase.of(loop).addPass("test") { order.append("layout \(m.drew)") }
        LayoutPhase.of(loop).addPass("test") { order.append("twice") }  // same name: ignored
        m.setNeedsDisplay()
        Transaction.completionBlock = { order.append("commit \(m.drew)") }
        let bitmap = try Bitmap(size: Size(width: 40, height: 40), scale: 1)
        let lines = RecipeLog.capturingLines {
            FramePipeline.run(root, on: loop, compositor: Compositor(), into: bitmap)
        }
        #expect(order == ["layout 0", "commit 1"])
        #expect(LayoutPhase.of(loop).passNames == ["test"])
        #expect(m.drew == 1)
        #expect(victim.superlayer === root)
        #expect(m.newcomer.superlayer == nil)
        #expect(lines.filter { $0.contains("refused while drawing") }.count == 2)
        #expect(bitmap.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(bitmap.pixel(x: 30, y: 30) == 0xFF00_00FF)
        // Outside drawing the same calls work.
        victim.removeFromSuperlayer()
        #expect(victim.superlayer == nil)
    }

    @Test func aCycleIsRefusedWithALogLineInEveryBuild() {
        let a = Layer(), b = Layer()
        a.addSublayer(b)
        let lines = RecipeLog.capturingLines {
            b.addSublayer(a)
            a.addSublayer(a)
        }
        #expect(a.superlayer == nil && b.superlayer === a)
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("cycle") })
    }
}
