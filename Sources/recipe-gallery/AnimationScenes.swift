import Foundation
import RecipeKit

/// Animated scenes: keyframe animations, springs and implicit animations in a transaction.
/// Each builds its still layout in `build`; `animate` runs after the first frame is rendered and
/// adds the animations, which the exporter records as key frames and an animated GIF.
extension GalleryScene {
    // MARK: Keyframe animation

    /// The ball's path in its card, its key times and the timing function of each segment.
    private static let ballPoints = [Point(x: 44, y: 226), Point(x: 138, y: 64), Point(x: 228, y: 206),
                                     Point(x: 318, y: 70), Point(x: 402, y: 224)]
    private static let ballKeyTimes = [0, 0.3, 0.5, 0.8, 1.0]
    private static let ballFunctions: [(TimingFunction, String)] = [(.easeIn, "easeIn"), (.easeOut, "easeOut"),
                                                                    (.linear, "linear"), (.easeInEaseOut, "easeInEaseOut")]
    /// The stops of the linear-versus-paced tracks (unevenly spaced on purpose), in the card.
    private static let trackStops = [24.0, 48, 196, 222, 264]
    private static let discreteColors = [Palette.coral, Palette.amber, Palette.teal, Palette.violet]
    private static let keyframeSeconds = 2.4

    static let keyframeAnimation = GalleryScene(
        name: "keyframe-animation", title: "Keyframe animation",
        summary: "KeyframeAnimation moves through a list of values. Linear mode interpolates between key times, "
            + "each segment with its own timing function; discrete mode jumps; paced mode keeps a constant speed.",
        size: Size(width: 820, height: 510), duration: 2.8,
        animate: { root in
            let d = keyframeSeconds
            let ball = root.sublayer(named: "kf.ball")
            let path = KeyframeAnimation(keyPath: "position", values: ballPoints.map { .point($0) },
                                         keyTimes: ballKeyTimes, duration: d)
            path.timingFunctions = ballFunctions.map(\.0)

            let swatch = root.sublayer(named: "kf.swatch")
            let colors = KeyframeAnimation(keyPath: "backgroundColor", values: discreteColors.map { .color($0) },
                                           keyTimes: [0, 0.25, 0.5, 0.75, 1], duration: d)
            colors.calculationMode = .discrete
            let ring = root.sublayer(named: "kf.ring")
            let hops = KeyframeAnimation(keyPath: "position", values: swatchCenters.map { .point($0) },
                                         keyTimes: [0, 0.25, 0.5, 0.75, 1], duration: d)
            hops.calculationMode = .discrete

            let linearDot = root.sublayer(named: "kf.linear"), pacedDot = root.sublayer(named: "kf.paced")
            let linear = KeyframeAnimation(keyPath: "position",
                                           values: trackStops.map { .point(Point(x: $0, y: linearDot.position.y)) },
                                           duration: d)
            let paced = KeyframeAnimation(keyPath: "position",
                                          values: trackStops.map { .point(Point(x: $0, y: pacedDot.position.y)) },
                                          duration: d)
            paced.calculationMode = .paced

            // The model values become the final ones, without implicit animations, so each layer
            // stays where its animation ends once the animation is removed.
            Transaction.perform(disableActions: true) {
                ball.position = ballPoints[ballPoints.count - 1]
                swatch.backgroundColor = discreteColors[discreteColors.count - 1]
                ring.position = swatchCenters[swatchCenters.count - 1]
                linearDot.position.x = trackStops[trackStops.count - 1]
                pacedDot.position.x = trackStops[trackStops.count - 1]
            }
            ball.add(path, forKey: "path")
            swatch.add(colors, forKey: "colors")
            ring.add(hops, forKey: "hops")
            linearDot.add(linear, forKey: "linear")
            pacedDot.add(paced, forKey: "paced")
        }
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let d = keyframeSeconds

        // Linear mode with a timing function per segment.
        Stage.heading("calculationMode .linear, a timing function per segment", x: m, y: top + 4, width: 446, in: root)
        let cardA = AnimationStage.card(Rect(x: m, y: top + 28, width: 446, height: 292), in: root)
        let ghosts = stride(from: 0.0, through: d + 1e-9, by: 0.1).map { t in
            keyframePoint(ballPoints, keyTimes: ballKeyTimes, functions: ballFunctions.map(\.0), at: t / d)
        }
        let guide = DrawingLayer(frame: cardA.bounds) { c, _ in
            var line = Path()
            line.move(to: ballPoints[0])
            for p in ballPoints.dropFirst() { line.addLine(to: p) }
            c.stroke(line, with: Palette.accent.withAlpha(0.35),
                     style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 5]))
            // Where the ball is every 0.1 s: close together where it is slow.
            for p in ghosts {
                c.fill(Path(ellipseIn: Rect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), with: Palette.coral.withAlpha(0.30))
            }
            for (i, p) in ballPoints.enumerated() {
                c.fill(Path(ellipseIn: Rect(x: p.x - 5, y: p.y - 5, width: 10, height: 10)), with: .white)
                c.stroke(Path(ellipseIn: Rect(x: p.x - 5, y: p.y - 5, width: 10, height: 10)), with: Palette.accent,
                         style: StrokeStyle(lineWidth: 2))
                let below = p.y > 150
                let label = TextLayout(AttributedString("key time \(AnimationStage.number(ballKeyTimes[i]))"),
                                       font: .system(size: 10), color: Palette.secondaryInk)
                label.draw(in: c, at: Point(x: p.x - label.size.width / 2, y: below ? p.y + 20 : p.y - 20 - label.size.height))
            }
            for (i, (_, name)) in ballFunctions.enumerated() {
                let a = ballPoints[i], b = ballPoints[i + 1]
                let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let label = TextLayout(AttributedString(name), font: .system(size: 11, weight: .semibold), color: Palette.accent)
                let pill = Rect(x: mid.x - label.size.width / 2 - 6, y: mid.y - label.size.height / 2 - 2,
                                width: label.size.width + 12, height: label.size.height + 4)
                c.fill(Path(roundedRect: pill, cornerRadius: pill.height / 2), with: Color(red: 0.91, green: 0.95, blue: 1))
                label.draw(in: c, at: Point(x: pill.minX + 6, y: pill.minY + 2))
            }
        }
        cardA.addSublayer(guide)
        let ball = AnimationStage.dot(at: ballPoints[0], diameter: 30, color: Palette.coral)
        ball.name = "kf.ball"
        cardA.addSublayer(ball)
        Stage.caption("\"position\" through 5 points, keyTimes [0, 0.3, 0.5, 0.8, 1], \(AnimationStage.number(d)) s; "
                      + "faint dots: the ball every 0.1 s", under: cardA.frame, gap: 10, width: cardA.frame.width, in: root)

        // Discrete mode.
        let x = cardA.frame.maxX + 28, w = 820 - m - x
        Stage.heading("calculationMode .discrete", x: x, y: top + 4, in: root)
        let cardB = AnimationStage.card(Rect(x: x, y: top + 28, width: w, height: 118), in: root)
        let swatch = Stage.box(Rect(x: 18, y: 18, width: 66, height: 66), color: discreteColors[0], radius: 12)
        swatch.name = "kf.swatch"
        cardB.addSublayer(swatch)
        Stage.text(TextStyle.caption("backgroundColor"), x: -8, y: 92, width: 118, alignment: .center, in: cardB)
        for (i, center) in swatchCenters.enumerated() {
            cardB.addSublayer(Stage.box(Rect(x: center.x - 13, y: center.y - 13, width: 26, height: 26),
                                        color: discreteColors[i], radius: 6))
            Stage.text(TextStyle.caption("\(AnimationStage.number(Double(i) * d / 4)) s"), x: center.x - 24,
                       y: center.y + 22, width: 48, alignment: .center, in: cardB)
        }
        let ring = Layer()
        ring.bounds = Rect(x: 0, y: 0, width: 36, height: 36)
        ring.position = swatchCenters[0]
        ring.cornerRadius = 9
        ring.borderWidth = 2.5
        ring.borderColor = Palette.ink
        ring.name = "kf.ring"
        cardB.addSublayer(ring)
        Stage.text(TextStyle.caption("4 values, keyTimes [0, ¼, ½, ¾, 1]: each value holds until the next key time, "
                                     + "with no blending"), x: x, y: cardB.frame.maxY + 8, width: w, in: root)

        // Paced mode against linear mode on the same uneven stops.
        let yC = cardB.frame.maxY + 58
        Stage.heading("calculationMode .paced versus .linear", x: x, y: yC, in: root)
        let cardC = AnimationStage.card(Rect(x: x, y: yC + 24, width: w, height: 138), in: root)
        let rows: [(String, Double, Color, String, Bool)] = [
            ("linear: the same time for every segment", 50, Palette.accent, "kf.linear", false),
            ("paced: constant speed, keyTimes ignored", 112, Palette.teal, "kf.paced", true),
        ]
        for (label, y, color, name, isPaced) in rows {
            Stage.text(TextStyle.caption(label), x: 16, y: y - 36, width: w - 24, in: cardC)
            let stops = trackStops
            let track = DrawingLayer(frame: Rect(x: 0, y: y - 12, width: w, height: 24)) { c, _ in
                var line = Path()
                line.move(to: Point(x: stops[0], y: 12))
                line.addLine(to: Point(x: stops[stops.count - 1], y: 12))
                c.stroke(line, with: Palette.hairline, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                // Every 0.2 s: even spacing means constant speed.
                for k in 0...12 {
                    let p = trackPosition(stops, paced: isPaced, at: Double(k) / 12)
                    c.fill(Path(ellipseIn: Rect(x: p - 3, y: 9, width: 6, height: 6)), with: color.withAlpha(0.30))
                }
                for s in stops {
                    c.fill(Rect(x: s - 1, y: 3, width: 2, height: 18), with: Palette.secondaryInk.withAlpha(0.6))
                }
            }
            cardC.addSublayer(track)
            let dot = AnimationStage.dot(at: Point(x: stops[0], y: y), diameter: 18, color: color)
            dot.name = name
            cardC.addSublayer(dot)
        }
        Stage.caption("5 stops 24, 148, 26 and 42 points apart; faint dots every 0.2 s", under: cardC.frame, gap: 8,
                      width: w, in: root)
    }

    /// The centers of the discrete swatches in their card.
    private static let swatchCenters = (0..<4).map { Point(x: 128 + Double($0) * 44, y: 46) }

    /// The value of a linear keyframe animation of points at progress `p`, as KeyframeAnimation
    /// computes it, for drawing where the ball will be.
    private static func keyframePoint(_ points: [Point], keyTimes k: [Double], functions: [TimingFunction],
                                      at p: Double) -> Point {
        if p <= 0 { return points[0] }
        if p >= 1 { return points[points.count - 1] }
        var i = 0
        while i + 1 < points.count - 1 && p >= k[i + 1] { i += 1 }
        let local = functions[i].value(at: (p - k[i]) / (k[i + 1] - k[i]))
        let a = points[i], b = points[i + 1]
        return Point(x: a.x + (b.x - a.x) * local, y: a.y + (b.y - a.y) * local)
    }

    /// Where a dot on a track of `stops` is at progress `p`: evenly timed segments, or paced.
    private static func trackPosition(_ stops: [Double], paced: Bool, at p: Double) -> Double {
        let n = stops.count
        let total = stops[n - 1] - stops[0]
        let k = paced ? stops.map { ($0 - stops[0]) / total } : (0..<n).map { Double($0) / Double(n - 1) }
        if p >= 1 { return stops[n - 1] }
        var i = 0
        while i + 1 < n - 1 && p >= k[i + 1] { i += 1 }
        return stops[i] + (stops[i + 1] - stops[i]) * (p - k[i]) / (k[i + 1] - k[i])
    }

    // MARK: Spring animation

    private static let springs: [(name: String, damping: Double, color: Color)] = [
        ("Underdamped", 6, Palette.coral), ("Critically damped", 20, Palette.teal), ("Overdamped", 40, Palette.violet),
    ]
    private static let springSeconds = 2.4
    /// The column layout shared by build and animate (in each card's coordinates).
    private enum SpringLayout {
        static let cardWidth = 240.0
        static let boxStart = 44.0, boxTarget = 154.0, boxY = 66.0
        static let discCenter = Point(x: 120, y: 178), discScale = 0.2
        static let graph = Rect(x: 36, y: 272, width: 188, height: 84)
        static let graphMax = 1.5

        /// A point of the progress graph for time `t` and progress `v`.
        static func graphPoint(_ t: Double, _ v: Double) -> Point {
            Point(x: graph.minX + graph.width * t / springSeconds, y: graph.maxY - graph.height * v / graphMax)
        }
    }

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

    private static let transactionSeconds = 1.0

    static let transaction = GalleryScene(
        name: "transaction", title: "Transaction",
        summary: "Five layers changed inside one Transaction animate implicitly together, with its duration and "
            + "timing function. Its completionBlock runs once every one of those animations has finished.",
        size: Size(width: 820, height: 566), duration: 1.6, keyFrames: [0, 0.3, 0.5, 0.7, 1.6], still: 0.5,
        animate: { root in
            let mover = root.sublayer(named: "tx.position"), fader = root.sublayer(named: "tx.opacity")
            let rounder = root.sublayer(named: "tx.cornerRadius"), tinter = root.sublayer(named: "tx.backgroundColor")
            let arrow = root.sublayer(named: "tx.rotation")
            let status = root.sublayer(named: "tx.status")
            guard let statusText = root.sublayer(named: "tx.statusText") as? TextLayer else {
                preconditionFailure("transaction: the status label is not a TextLayer")
            }
            // The timeline cursor is not part of the transaction (added before it begins), so the
            // completion does not wait for it.
            let cursor = root.sublayer(named: "tx.cursor")
            let sweep = BasicAnimation(keyPath: "position.x", from: .double(TransactionLayout.timeline.minX),
                                       to: .double(TransactionLayout.timeline.maxX), duration: 1.6)
            Transaction.perform(disableActions: true) { cursor.position.x = TransactionLayout.timeline.maxX }
            cursor.add(sweep, forKey: "timeline")

            Transaction.begin()
            Transaction.animationDuration = transactionSeconds
            Transaction.animationTimingFunction = .easeInEaseOut
            Transaction.completionBlock = {
                statusText.text = TextStyle.styled("completionBlock ran: done ✓", font: .boldSystem(size: 13), color: .white)
                status.backgroundColor = Palette.leaf
            }
            mover.position.x += TransactionLayout.moveBy
            fader.opacity = 0.15
            rounder.cornerRadius = 36
            tinter.backgroundColor = Palette.violet
            arrow.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
            Transaction.commit()
        }
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        Stage.heading("One Transaction: animationDuration 1.0, animationTimingFunction .easeInEaseOut", x: m, y: top + 4,
                      width: 700, in: root)
        let w = 136.0, h = 150.0
        let xs = Stage.columns(5, itemWidth: w, x: m, width: 820 - 2 * m)
        let checker = Color(patternImage: SampleArt.checker(Color(white: 0.90), .white, square: 8))
        let items: [(String, String)] = [("position", "position.x\n+\(Int(TransactionLayout.moveBy)) points"),
                                         ("opacity", "opacity\n1 → 0.15"),
                                         ("cornerRadius", "cornerRadius\n0 → 36"),
                                         ("backgroundColor", "backgroundColor\ncoral → violet"),
                                         ("rotation", "transform\nrotation 0 → 90°")]
        for (i, (key, caption)) in items.enumerated() {
            let card = AnimationStage.card(Rect(x: xs[i], y: top + 30, width: w, height: h), in: root)
            let c = Point(x: w / 2, y: h / 2)
            switch key {
            case "position":
                let side = 44.0
                let startX = c.x - TransactionLayout.moveBy / 2
                let guide = DrawingLayer(frame: card.bounds) { g, _ in
                    g.fill(Rect(x: startX, y: c.y - 1.5, width: TransactionLayout.moveBy, height: 3), with: Palette.accent.withAlpha(0.18))
                    g.stroke(Path(roundedRect: Rect(x: startX + TransactionLayout.moveBy - side / 2, y: c.y - side / 2,
                                                    width: side, height: side), cornerRadius: 8),
                             with: Palette.ink.withAlpha(0.45), style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                }
                card.addSublayer(guide)
                let box = Stage.box(Rect(x: startX - side / 2, y: c.y - side / 2, width: side, height: side),
                                    color: Palette.accent, radius: 8)
                box.name = "tx.position"
                card.addSublayer(box)
            case "opacity":
                let backdrop = Stage.box(Rect(x: c.x - 44, y: c.y - 44, width: 88, height: 88), color: checker, radius: 10)
                card.addSublayer(backdrop)
                let box = Stage.box(Rect(x: c.x - 34, y: c.y - 34, width: 68, height: 68), color: Palette.amber, radius: 10)
                box.name = "tx.opacity"
                card.addSublayer(box)
            case "cornerRadius":
                let box = Stage.box(Rect(x: c.x - 36, y: c.y - 36, width: 72, height: 72), color: Palette.teal)
                box.name = "tx.cornerRadius"
                card.addSublayer(box)
            case "backgroundColor":
                let box = Stage.box(Rect(x: c.x - 36, y: c.y - 36, width: 72, height: 72), color: Palette.coral, radius: 12)
                box.name = "tx.backgroundColor"
                card.addSublayer(box)
            default:
                let arrow = DrawingLayer(frame: Rect(x: c.x - 36, y: c.y - 36, width: 72, height: 72)) { g, r in
                    g.fill(Path(roundedRect: r, cornerRadius: 12), with: Palette.leaf)
                    var shaft = Path()
                    shaft.move(to: Point(x: r.minX + 16, y: r.midY))
                    shaft.addLine(to: Point(x: r.maxX - 20, y: r.midY))
                    g.stroke(shaft, with: .white, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    var head = Path()
                    head.move(to: Point(x: r.maxX - 14, y: r.midY))
                    head.addLine(to: Point(x: r.maxX - 30, y: r.midY - 14))
                    head.addLine(to: Point(x: r.maxX - 30, y: r.midY + 14))
                    head.close()
                    g.fill(head, with: .white)
                }
                arrow.name = "tx.rotation"
                card.addSublayer(arrow)
            }
            Stage.caption(caption, under: card.frame, gap: 8, width: w + 16, in: root)
        }

        // The code, in a monospaced card.
        let codeTop = top + 30 + h + 82
        Stage.heading("The code", x: m, y: codeTop - 24, in: root)
        let code = """
            Transaction.begin()
            Transaction.animationDuration = 1.0
            Transaction.animationTimingFunction = .easeInEaseOut
            Transaction.completionBlock = { status.text = "done ✓" }
            mover.position.x += \(Int(TransactionLayout.moveBy))
            fader.opacity = 0.15
            rounder.cornerRadius = 36
            tinter.backgroundColor = violet
            arrow.transform = Transform3D(rotationAngle: .pi / 2, …)
            Transaction.commit()
            """
        let codeCard = AnimationStage.card(Rect(x: m, y: codeTop, width: 452, height: 100), in: root)
        codeCard.backgroundColor = Color(red: 0.16, green: 0.17, blue: 0.21)
        codeCard.borderWidth = 0
        let codeText = Stage.text(TextStyle.styled(code, font: Font(family: "DejaVu Sans Mono", size: 11.5),
                                                   color: Color(red: 0.88, green: 0.90, blue: 0.94)),
                                  x: 16, y: 14, width: 452 - 32, in: codeCard)
        codeCard.frame.size.height = codeText.frame.maxY + 11

        // The status pill the completion block changes, and a timeline.
        let x = m + 452 + 28, pw = 820 - m - x
        Stage.heading("completionBlock", x: x, y: codeTop - 24, in: root)
        let pill = Stage.box(Rect(x: x, y: codeTop, width: pw, height: 40), color: Palette.amber, radius: 20)
        pill.name = "tx.status"
        let label = Stage.text(TextStyle.styled("animating…", font: .boldSystem(size: 13), color: .white),
                               x: 18, y: 11, width: pw - 36, alignment: .center, in: pill)
        label.name = "tx.statusText"
        root.addSublayer(pill)
        Stage.text(TextStyle.caption("The pill turns green with \"done ✓\" when the completion block runs, right after "
                                     + "the last of the five animations stops (at 1.0 s)."),
                   x: x, y: codeTop + 52, width: pw, in: root)

        let timeline = DrawingLayer(frame: Rect(x: x, y: codeTop + 120, width: pw, height: 76)) { g, _ in
            let t = TransactionLayout.timeline
            g.fill(Path(roundedRect: Rect(x: t.minX, y: t.midY - 3, width: t.width, height: 6), cornerRadius: 3),
                   with: Palette.hairline)
            let animated = t.width * transactionSeconds / 1.6
            g.fill(Path(roundedRect: Rect(x: t.minX, y: t.midY - 3, width: animated, height: 6), cornerRadius: 3),
                   with: Palette.accent.withAlpha(0.45))
            for (s, label) in [(0.0, "0 s"), (transactionSeconds, "1.0 s: done"), (1.6, "1.6 s")] {
                let px = t.minX + t.width * s / 1.6
                g.fill(Rect(x: px - 0.75, y: t.midY - 9, width: 1.5, height: 18), with: Palette.secondaryInk)
                let layout = TextLayout(AttributedString(label), font: .system(size: 10), color: Palette.secondaryInk)
                let lx = Swift.min(Swift.max(px - layout.size.width / 2, 0), t.maxX + 8 - layout.size.width)
                layout.draw(in: g, at: Point(x: lx, y: t.midY + 12))
            }
            g.draw("time", at: Point(x: 0, y: t.minY - 18), font: .system(size: 11, weight: .semibold), color: Palette.ink)
        }
        root.addSublayer(timeline)
        let cursor = AnimationStage.dot(at: Point(x: TransactionLayout.timeline.minX, y: TransactionLayout.timeline.midY),
                                        diameter: 14, color: Palette.ink)
        cursor.borderWidth = 2.5
        cursor.name = "tx.cursor"
        timeline.addSublayer(cursor)
    }

    private enum TransactionLayout {
        static let moveBy = 64.0
        /// The timeline's bar in its layer.
        static let timeline = Rect(x: 8, y: 24, width: 240, height: 12)
    }
}

/// Small builders for the animation scenes.
@MainActor
enum AnimationStage {
    /// A white card with rounded corners and a hairline border, added to `parent`.
    @discardableResult
    static func card(_ frame: Rect, in parent: Layer) -> Layer {
        let card = Stage.box(frame, color: Palette.card, radius: 12)
        card.borderWidth = 1
        card.borderColor = Palette.hairline
        parent.addSublayer(card)
        return card
    }

    /// A round dot centered at `center` with a white rim and a soft shadow.
    static func dot(at center: Point, diameter: Double, color: Color) -> Layer {
        let dot = Layer()
        dot.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
        dot.position = center
        dot.backgroundColor = color
        dot.cornerRadius = diameter / 2
        dot.borderWidth = 3
        dot.borderColor = .white
        dot.shadowOpacity = 0.25
        dot.shadowRadius = 3
        dot.shadowOffset = Size(width: 0, height: 2)
        return dot
    }

    /// A number with at most `digits` decimals and no trailing zeros ("0.3", "2.4", "1").
    static func number(_ v: Double, digits: Int = 1) -> String {
        var s = String(format: "%.\(digits)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }
}

extension Layer {
    /// The first layer in this subtree (this one included) whose ``name`` is `name`; stops the
    /// program when there is none, since scenes name the layers they animate.
    func sublayer(named name: String) -> Layer {
        guard let found = findSublayer(named: name) else { preconditionFailure("no layer named \(name)") }
        return found
    }

    private func findSublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for s in sublayers { if let f = s.findSublayer(named: name) { return f } }
        return nil
    }
}
