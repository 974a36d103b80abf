import Foundation
import RKGeometry

/// Where Cover Flow puts each cover: the geometry of seed 003's flow, as plain numbers.
///
/// A cover's place depends only on its distance `d` from the flow's position (the selected
/// cover at rest, in between while the flow moves): the cover at `d = 0` faces the viewer at the
/// centre; one at `|d| ≥ 1` stands at the side, turned ``sideAngle`` about the y axis towards
/// the centre, ``sideDepth`` points back, ``centerGap`` plus ``sideSpacing`` per further cover
/// away; in between, everything moves linearly, so a drag moves the flow smoothly.
public struct CoverFlowLayout: Sendable, Equatable {
    /// A cover's side, in points.
    public var coverSize = 200.0
    /// How far the first side cover's centre is from the middle, in points.
    public var centerGap = 150.0
    /// How far apart the side covers are, in points.
    public var sideSpacing = 48.0
    /// How far the side covers are turned about the y axis, in radians (60°).
    public var sideAngle = 60 * Double.pi / 180
    /// How far back the side covers are, in points.
    public var sideDepth = 120.0
    /// The perspective's eye distance: m34 = -1 / eyeDistance (500 points, as the seed's era).
    public var eyeDistance = 500.0
    /// Points a finger moves per cover when it drags the flow.
    public var pointsPerCover = 60.0
    /// How much of the cover's height its reflection shows.
    public var reflectionFraction = 0.4
    /// The space between a cover and its reflection, in points.
    public var reflectionGap = 2.0

    /// The seed's geometry.
    public init() {}

    /// One cover's place.
    public struct Placement: Sendable, Equatable {
        /// Its centre's x from the flow's middle, in points.
        public var x: Double
        /// How far back it is (negative: away from the viewer), in points.
        public var z: Double
        /// Its turn about the y axis, in radians (Core Animation's sense: positive sends the
        /// right edge back). Side covers turn their inner edge back, facing the middle.
        public var angle: Double
        /// Its place in the drawing order: larger is nearer the front.
        public var order: Double
    }

    /// The place of a cover `d` covers from the flow's position.
    public func placement(distance d: Double) -> Placement {
        guard d.isFinite else { return Placement(x: 0, z: -sideDepth, angle: 0, order: -.infinity) }
        let a = abs(d), s: Double = d < 0 ? -1 : 1
        let near = Swift.min(a, 1)
        let x = a <= 1 ? d * centerGap : s * (centerGap + (a - 1) * sideSpacing)
        // Covers on the right turn their faces left, towards the middle: their left (inner) edge
        // goes back, so each cover overlaps the next one out.
        return Placement(x: x, z: -sideDepth * near, angle: -s * near * sideAngle, order: -a)
    }

    /// The 3D transform of a cover at `placement`, about its centre (the layer's anchor), in
    /// the flow's coordinates (x from the middle).
    public func transform(for placement: Placement) -> Transform3D {
        Transform3D(rotationAngle: placement.angle, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: placement.x, y: 0, z: placement.z))
    }

    /// The perspective the flow's covers are seen with (its m34 is -1 / ``eyeDistance``).
    public var perspective: Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / eyeDistance
        return t
    }

    /// The range of covers within `halfWidth` points of the middle, plus one on each side (so
    /// none pops in at the edge), for a flow at `position` with `count` covers.
    public func visibleRange(position: Double, halfWidth: Double, count: Int) -> ClosedRange<Int>? {
        guard count > 0, position.isFinite, halfWidth.isFinite else { return nil }
        let reach = Swift.max(1, 1 + (halfWidth + coverSize / 2 - centerGap) / sideSpacing) + 1
        // Clamped while still a Double: a far position (1e19) or no spacing (an infinite reach)
        // does not fit an Int, and converting it trapped.
        let lo = Swift.max(0, (position - reach).rounded(.down))
        let hi = Swift.min(Double(count - 1), (position + reach).rounded(.up))
        guard lo <= hi else { return nil }
        return Int(lo)...Int(hi)
    }
}
