import Foundation
import RecipeKit

extension GalleryScene {
    static let layerClassesSeconds = 2.4

    static let layerClasses = GalleryScene(
        name: "layer-classes", title: "Standard layer classes",
        summary: "ShapeLayer, GradientLayer, TextLayer and TransformLayer, as Core Animation has them. Shapes and "
            + "gradients are drawn as vectors at the scale they are shown at, and their properties animate: strokeEnd, "
            + "path, lineDashPhase, colors.",
        size: Size(width: 760, height: 660), duration: layerClassesSeconds,
        keyFrames: [0, 0.6, 1.2, 1.8, layerClassesSeconds], still: 1.8,
        animate: { root in
            let t = layerClassesSeconds
            let ring = root.sublayer(named: "classes.ring")
            let draw = BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: t * 0.75)
            draw.timingFunction = .easeInEaseOut
            ring.add(draw, forKey: "draw")

            let morph = root.sublayer(named: "classes.morph")
            let toStar = BasicAnimation(keyPath: "path", from: .path(LayerClassesArt.polygon(star: false)),
                                        to: .path(LayerClassesArt.polygon(star: true)), duration: t / 2)
            toStar.autoreverses = true
            toStar.timingFunction = .easeInEaseOut
            morph.add(toStar, forKey: "morph")

            let ants = root.sublayer(named: "classes.ants")
            let march = BasicAnimation(keyPath: "lineDashPhase", from: 0, to: -40, duration: t)
            ants.add(march, forKey: "march")

            let sky = root.sublayer(named: "classes.sky")
            let shift = BasicAnimation(keyPath: "colors", from: .colors(LayerClassesArt.day), to: .colors(LayerClassesArt.dusk),
                                       duration: t)
            sky.add(shift, forKey: "colors")

            let cube = root.sublayer(named: "classes.cube")
            let turn = BasicAnimation(keyPath: "transform", from: .transform(LayerClassesArt.cubeTurn(0)),
                                      to: .transform(LayerClassesArt.cubeTurn(.pi / 2)), duration: t)
            cube.add(turn, forKey: "turn")
            Transaction.perform(disableActions: true) {
                (ring as? ShapeLayer)?.strokeEnd = 1
                cube.transform = LayerClassesArt.cubeTurn(.pi / 2)
                (sky as? GradientLayer)?.colors = LayerClassesArt.dusk
            }
        }
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let w = 200.0, h = 150.0
        let xs = Stage.columns(3, itemWidth: w, x: m, width: 760 - 2 * m)
        @MainActor func card(_ col: Int, _ row: Int, _ caption: String) -> Layer {
            let frame = Rect(x: xs[col], y: top + 10 + Double(row) * 215, width: w, height: h)
            let c = Stage.box(frame, color: Palette.card, radius: 14)
            c.borderWidth = 1
            c.borderColor = Color(white: 0, alpha: 0.08)
            root.addSublayer(c)
            Stage.caption(caption, under: frame, width: w + 20, in: root)
            return c
        }

        // ShapeLayer: a ring drawn by strokeEnd, a polygon morphing into a star, marching ants.
        let ringCard = card(0, 0, "ShapeLayer: strokeEnd animates from 0 to 1")
        let ring = ShapeLayer()
        ring.name = "classes.ring"
        ring.frame = ringCard.bounds
        var arc = Path()
        arc.addArc(center: Point(x: w / 2, y: h / 2), radius: 52, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        ring.path = arc
        ring.fillColor = nil
        ring.strokeColor = Palette.accent
        ring.lineWidth = 12
        ring.lineCap = .round
        ringCard.addSublayer(ring)

        let morphCard = card(1, 0, "ShapeLayer: path morphs point by point")
        let morph = ShapeLayer()
        morph.name = "classes.morph"
        morph.frame = morphCard.bounds
        morph.path = LayerClassesArt.polygon(star: false)
        morph.fillColor = Palette.amber
        morph.strokeColor = Color(red: 0.6, green: 0.35, blue: 0)
        morph.lineWidth = 3
        morph.lineJoin = .round
        morphCard.addSublayer(morph)

        let antsCard = card(2, 0, "ShapeLayer: dashes march (lineDashPhase)")
        let ants = ShapeLayer()
        ants.name = "classes.ants"
        ants.frame = antsCard.bounds
        ants.path = Path(roundedRect: Rect(x: 30, y: 30, width: w - 60, height: h - 60), cornerRadius: 12)
        ants.fillColor = Color(red: 0.16, green: 0.47, blue: 0.85, alpha: 0.08)
        ants.strokeColor = Palette.ink
        ants.lineWidth = 2
        ants.lineDashPattern = [10, 6]
        antsCard.addSublayer(ants)

        // GradientLayer: colors animate; radial; TextLayer.
        let skyCard = card(0, 1, "GradientLayer: colors animate")
        let sky = GradientLayer()
        sky.name = "classes.sky"
        sky.frame = skyCard.bounds
        sky.cornerRadius = 14
        sky.colors = LayerClassesArt.day
        skyCard.addSublayer(sky)

        let glowCard = card(1, 1, "GradientLayer: radial, through endPoint")
        let glow = GradientLayer()
        glow.frame = glowCard.bounds
        glow.cornerRadius = 14
        glow.type = .radial
        glow.colors = [Color(red: 1, green: 0.95, blue: 0.6), Palette.coral, Palette.violet]
        glow.startPoint = Point(x: 0.5, y: 0.5)
        glow.endPoint = Point(x: 1, y: 1)
        glowCard.addSublayer(glow)

        let textCard = card(2, 1, "TextLayer: wrapping, truncation, alignment")
        var y = 14.0
        for (text, mode, alignment, wrapped) in [
            ("Centred title", TextLayer.TruncationMode.none, TextLayout.Alignment.center, false),
            ("A long line that does not fit ends in an ellipsis", .end, .left, false),
            ("Wrapped text flows onto as many lines as the layer's height allows, then is cut short.", .end, .left, true),
        ] {
            let t = TextLayer(string: text)
            t.font = wrapped ? .system(size: 13) : .boldSystem(size: 15)
            t.foregroundColor = Palette.ink
            t.alignmentMode = alignment
            t.truncationMode = mode
            t.isWrapped = wrapped
            let height = wrapped ? 66.0 : 22
            t.frame = Rect(x: 12, y: y, width: w - 24, height: height)
            textCard.addSublayer(t)
            y += height + 10
        }

        // TransformLayer: six faces keep their places in 3D as the cube turns.
        let cubeArea = Rect(x: xs[0], y: top + 500, width: 760 - 2 * m, height: 0)
        let stageLayer = Layer()
        stageLayer.frame = Rect(x: cubeArea.minX, y: cubeArea.minY - 20, width: cubeArea.width, height: 1)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        stageLayer.sublayerTransform = perspective
        root.addSublayer(stageLayer)
        let cube = TransformLayer()
        cube.name = "classes.cube"
        cube.bounds = Rect(x: 0, y: 0, width: 70, height: 70)
        cube.position = Point(x: cubeArea.width / 2 - 150, y: 0)
        cube.transform = LayerClassesArt.cubeTurn(0)
        stageLayer.addSublayer(cube)
        let colors = [Palette.coral, Palette.teal, Palette.amber, Palette.violet, Palette.accent, Palette.leaf]
        let faces: [Transform3D] = [
            Transform3D(translationX: 0, y: 0, z: 35),
            Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(Transform3D(translationX: 0, y: 0, z: -35)),
            Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(Transform3D(translationX: 35, y: 0, z: 0)),
            Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0).concatenating(Transform3D(translationX: -35, y: 0, z: 0)),
            Transform3D(rotationAngle: -.pi / 2, x: 1, y: 0, z: 0).concatenating(Transform3D(translationX: 0, y: -35, z: 0)),
            Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).concatenating(Transform3D(translationX: 0, y: 35, z: 0)),
        ]
        for (i, t) in faces.enumerated() {
            let face = Layer()
            face.bounds = cube.bounds
            face.position = Point(x: 35, y: 35)
            face.backgroundColor = colors[i]
            face.borderWidth = 2
            face.borderColor = .white
            face.transform = t
            cube.addSublayer(face)
        }
        Stage.text(TextStyle.caption("TransformLayer: six faces in one 3D space, turned as one and painted farthest first"),
                   x: cubeArea.width / 2 - 60 + cubeArea.minX, y: cubeArea.minY - 30, width: 340, in: root)
    }
}

/// The shapes and colors of the layer classes scene.
enum LayerClassesArt {
    /// Ten points around the card's centre: a decagon, or with alternate points pulled in, a star.
    static func polygon(star: Bool) -> Path {
        var p = Path()
        for k in 0..<10 {
            let r = star && k % 2 == 1 ? 24.0 : 56
            let a = Double(k) * .pi / 5 - .pi / 2
            let pt = Point(x: 100 + r * cos(a), y: 75 + r * sin(a))
            if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.close()
        return p
    }

    static let day = [Color(red: 0.35, green: 0.65, blue: 0.98), Color(red: 0.85, green: 0.94, blue: 1)]
    static let dusk = [Color(red: 0.18, green: 0.12, blue: 0.40), Color(red: 0.98, green: 0.55, blue: 0.35)]

    /// The cube's turn about y, tilted towards the viewer.
    static func cubeTurn(_ angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle + .pi / 6, x: 0, y: 1, z: 0).concatenating(Transform3D(rotationAngle: -0.45, x: 1, y: 0, z: 0))
    }
}
