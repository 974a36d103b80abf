import Foundation
import RecipeKit

extension GalleryScene {
    static let springAnimation = GalleryScene(
        name: "spring-animation", title: "Spring animation",
        summary: "SpringAnimation follows a damped spring: m·x″ = −k·(x − 1) − c·x′. Same mass and stiffness, three "
            + "dampings: below 2√(k·m) it overshoots and bounces, at 2√(k·m) it arrives fastest without overshooting, "
            + "above it creeps in.",
        size: Size(width: 820, height: 574), duration: springSeconds, keyFrames: [0, 0.1, 0.3, 0.7, springSeconds],
        still: 0.3,
        animate: { root in
            for i in springs.indices {
                let spring = Spring(mass: 1, stiffness: 100, damping: springs[i].damping)
                let box = root.sublayer(named: "spring.\(i).box")
                let move = SpringAnimation(keyPath: "position.x")
                move.spring = spring
                move.fromValue = .double(SpringLayout.boxStart)
                move.toValue = .double(SpringLayout.boxTarget)

                let disc = root.sublayer(named: "spring.\(i).disc")
                let grow = SpringAnimation(keyPath: "transform.scale")
                grow.spring = spring
                grow.fromValue = .double(SpringLayout.discScale)
                grow.toValue = 1.0

                // The graph's marker follows the same curve, sampled every 1/60 s into keyframes;
                // the cursor sweeps the time axis linearly.
                let marker = root.sublayer(named: "spring.\(i).marker")
                let samples = Int((springSeconds * 60).rounded())
                let follow = KeyframeAnimation(
                    keyPath: "position",
                    values: (0...samples).map { s in
                        let t = Double(s) / 60
                        return .point(SpringLayout.graphPoint(t, spring.value(at: t)))
                    },
                    duration: springSeconds)
                let cursor = root.sublayer(named: "spring.\(i).cursor")
                let sweep = BasicAnimation(keyPath: "position.x", from: .double(SpringLayout.graph.minX),
                                           to: .double(SpringLayout.graph.maxX), duration: springSeconds)

                Transaction.perform(disableActions: true) {
                    box.position.x = SpringLayout.boxTarget
                    marker.position = SpringLayout.graphPoint(springSeconds, spring.value(at: springSeconds))
                    cursor.position.x = SpringLayout.graph.maxX
                }
                box.add(move, forKey: "spring")
                disc.add(grow, forKey: "spring")
                marker.add(follow, forKey: "graph")
                cursor.add(sweep, forKey: "graph")
            }
        }
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let L = SpringLayout.self
        let xs = Stage.columns(3, itemWidth: L.cardWidth, x: m, width: 820 - 2 * m)
        for (i, s) in springs.enumerated() {
            let spring = Spring(mass: 1, stiffness: 100, damping: s.damping)
            let ratio = spring.dampingRatio
            Stage.heading("\(s.name), ζ = \(AnimationStage.number(ratio))", x: xs[i], y: top + 4, width: L.cardWidth,
                          in: root)
            let card = AnimationStage.card(Rect(x: xs[i], y: top + 28, width: L.cardWidth, height: 374), in: root)
            let color = s.color

            // position.x: a faint trail from the start to a dashed target.
            Stage.text(TextStyle.caption("\"position.x\"  \(Int(L.boxStart)) → \(Int(L.boxTarget))"), x: 14, y: 12,
                       width: 200, in: card)
            let side = 40.0
            let trail = DrawingLayer(frame: card.bounds) { c, _ in
                let y = L.boxY
                c.fill(Rect(x: L.boxStart, y: y - 1.5, width: L.boxTarget - L.boxStart, height: 3), with: color.withAlpha(0.18))
                c.stroke(Path(roundedRect: Rect(x: L.boxStart - side / 2, y: y - side / 2, width: side, height: side),
                              cornerRadius: 8), with: color.withAlpha(0.25), style: StrokeStyle(lineWidth: 1.5))
                c.stroke(Path(roundedRect: Rect(x: L.boxTarget - side / 2, y: y - side / 2, width: side, height: side),
                              cornerRadius: 8), with: Palette.ink.withAlpha(0.45), style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                // transform.scale: dashed outline at the target scale 1.
                let r = 40.0, cc = L.discCenter
                c.stroke(Path(ellipseIn: Rect(x: cc.x - r, y: cc.y - r, width: 2 * r, height: 2 * r)),
                         with: Palette.ink.withAlpha(0.45), style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                c.fill(Path(ellipseIn: Rect(x: cc.x - r * L.discScale, y: cc.y - r * L.discScale, width: 2 * r * L.discScale,
                                            height: 2 * r * L.discScale)), with: color.withAlpha(0.18))
            }
            card.addSublayer(trail)
            let box = Stage.box(Rect(x: L.boxStart - side / 2, y: L.boxY - side / 2, width: side, height: side),
                                color: color, radius: 8)
            box.name = "spring.\(i).box"
            card.addSublayer(box)

            Stage.text(TextStyle.caption("\"transform.scale\"  \(AnimationStage.number(L.discScale)) → 1"), x: 14, y: 112,
                       width: 200, in: card)
            let disc = AnimationStage.dot(at: L.discCenter, diameter: 80, color: color.withAlpha(0.85))
            disc.borderWidth = 0
            disc.shadowOpacity = 0
            disc.name = "spring.\(i).disc"
            card.addSublayer(disc)

            // The progress graph.
            Stage.text(TextStyle.caption("progress over \(AnimationStage.number(springSeconds)) s"), x: 14, y: 242,
                       width: 200, in: card)
            let g = L.graph
            let plot = DrawingLayer(frame: card.bounds) { c, _ in
                c.fill(g, with: Color(white: 0.975))
                for v in [0.0, 1.0] {
                    let y = L.graphPoint(0, v).y
                    c.stroke({ var p = Path(); p.move(to: Point(x: g.minX, y: y)); p.addLine(to: Point(x: g.maxX, y: y)); return p }(),
                             with: v == 1 ? Palette.ink.withAlpha(0.45) : Palette.hairline,
                             style: StrokeStyle(lineWidth: 1, dash: v == 1 ? [4, 3] : []))
                    c.draw(v == 1 ? "1" : "0", at: Point(x: g.minX - 12, y: y - 7), font: .system(size: 10),
                           color: Palette.secondaryInk)
                }
                var curve = Path()
                let steps = 240
                for k in 0...steps {
                    let t = springSeconds * Double(k) / Double(steps)
                    let p = L.graphPoint(t, spring.value(at: t))
                    if k == 0 { curve.move(to: p) } else { curve.addLine(to: p) }
                }
                c.stroke(curve, with: color, style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                c.draw("0 s", at: Point(x: g.minX - 2, y: g.maxY + 3), font: .system(size: 10), color: Palette.secondaryInk)
                let end = "\(AnimationStage.number(springSeconds)) s"
                c.draw(end, at: Point(x: g.maxX - 18, y: g.maxY + 3), font: .system(size: 10), color: Palette.secondaryInk)
            }
            card.addSublayer(plot)
            let cursor = Stage.box(Rect(x: g.minX - 0.75, y: g.minY, width: 1.5, height: g.height),
                                   color: Palette.ink.withAlpha(0.35))
            cursor.name = "spring.\(i).cursor"
            card.addSublayer(cursor)
            let marker = AnimationStage.dot(at: L.graphPoint(0, 0), diameter: 10, color: color)
            marker.borderWidth = 2
            marker.shadowOpacity = 0
            marker.name = "spring.\(i).marker"
            card.addSublayer(marker)

            Stage.caption("mass 1 · stiffness 100 · damping \(AnimationStage.number(s.damping))\n"
                          + "settlingDuration \(AnimationStage.number(spring.settlingDuration, digits: 2)) s",
                          under: card.frame, gap: 10, width: L.cardWidth, in: root)
        }
    }

    // MARK: Transaction

    static let transactionSeconds = 1.0
}
