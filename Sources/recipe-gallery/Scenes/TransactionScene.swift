import Foundation
import RecipeKit

extension GalleryScene {
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
                statusText.string = TextStyle.styled("completionBlock ran: done ✓", font: .boldSystem(size: 13), color: .white)
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

    enum TransactionLayout {
        static let moveBy = 64.0
        /// The timeline's bar in its layer.
        static let timeline = Rect(x: 8, y: 24, width: 240, height: 12)
    }
}
