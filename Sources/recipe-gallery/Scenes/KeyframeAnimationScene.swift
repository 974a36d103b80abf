import Foundation
import RecipeKit

extension GalleryScene {
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
        let swatch = Stage.box(Rect(x: 24, y: 16, width: 60, height: 60), color: discreteColors[0], radius: 12)
        swatch.name = "kf.swatch"
        cardB.addSublayer(swatch)
        // Centred under the swatch, on one line, and at least 8 points inside the card: it
        // used to hang over the card's left edge.
        let caption = TextStyle.caption("backgroundColor")
        let captionWidth = TextLayer(caption, width: 1000).layout.size.width.rounded(.up) + 1
        Stage.text(caption, x: Swift.max(8, swatch.frame.midX - captionWidth / 2), y: 86, width: captionWidth,
                   alignment: .center, in: cardB)
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
    static let swatchCenters = (0..<4).map { Point(x: 128 + Double($0) * 44, y: 46) }

    /// The value of a linear keyframe animation of points at progress `p`, as KeyframeAnimation
    /// computes it, for drawing where the ball will be.
    static func keyframePoint(_ points: [Point], keyTimes k: [Double], functions: [TimingFunction],
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
    static func trackPosition(_ stops: [Double], paced: Bool, at p: Double) -> Double {
        let n = stops.count
        let total = stops[n - 1] - stops[0]
        let k = paced ? stops.map { ($0 - stops[0]) / total } : (0..<n).map { Double($0) / Double(n - 1) }
        if p >= 1 { return stops[n - 1] }
        var i = 0
        while i + 1 < n - 1 && p >= k[i + 1] { i += 1 }
        return stops[i] + (stops[i + 1] - stops[i]) * (p - k[i]) / (k[i + 1] - k[i])
    }

    // MARK: Spring animation

    static let springs: [(name: String, damping: Double, color: Color)] = [
        ("Underdamped", 6, Palette.coral), ("Critically damped", 20, Palette.teal), ("Overdamped", 40, Palette.violet),
    ]
    static let springSeconds = 2.4
    /// The column layout shared by build and animate (in each card's coordinates).
    enum SpringLayout {
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
}

/// Animated scenes: keyframe animations, springs and implicit animations in a transaction.
/// Each builds its still layout in `build`; `animate` runs after the first frame is rendered and
/// adds the animations, which the exporter records as key frames and an animated GIF.
extension GalleryScene {
    // MARK: Keyframe animation

    /// The ball's path in its card, its key times and the timing function of each segment.
    static let ballPoints = [Point(x: 44, y: 226), Point(x: 138, y: 64), Point(x: 228, y: 206),
                                     Point(x: 318, y: 70), Point(x: 402, y: 224)]
    static let ballKeyTimes = [0, 0.3, 0.5, 0.8, 1.0]
    static let ballFunctions: [(TimingFunction, String)] = [(.easeIn, "easeIn"), (.easeOut, "easeOut"),
                                                                    (.linear, "linear"), (.easeInEaseOut, "easeInEaseOut")]
    /// The stops of the linear-versus-paced tracks (unevenly spaced on purpose), in the card.
    static let trackStops = [24.0, 48, 196, 222, 264]
    static let discreteColors = [Palette.coral, Palette.amber, Palette.teal, Palette.violet]
    static let keyframeSeconds = 2.4

}
