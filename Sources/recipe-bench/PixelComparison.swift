import RecipeKit

/// How far two renderings of the same scene are apart: a check that the hand-written Cairo
/// path really draws what the compositor draws (so the timing compares equal work).
struct PixelComparison {
    /// Pixels where some channel differs by more than `tolerance`.
    var differing = 0
    /// The largest difference of one channel (0...255).
    var maxDifference = 0
    var total = 0
    var tolerance = 2

    init(_ bitmap: Bitmap, _ surface: CairoSurface, tolerance: Int = 2) {
        precondition(bitmap.pixelWidth == surface.width && bitmap.pixelHeight == surface.height)
        self.tolerance = tolerance
        let w = surface.width, h = surface.height
        total = w * h
        bitmap.withPixels { a, strideA in
            surface.withPixels { b, strideB in
                for y in 0..<h {
                    let ra = (a + y * strideA).assumingMemoryBound(to: UInt32.self)
                    let rb = UnsafeMutableRawPointer(b + y * strideB).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w where ra[x] != rb[x] {
                        var worst = 0
                        for shift in stride(from: 0, to: 32, by: 8) {
                            let d = abs(Int((ra[x] >> UInt32(shift)) & 0xFF) - Int((rb[x] >> UInt32(shift)) & 0xFF))
                            worst = max(worst, d)
                        }
                        maxDifference = max(maxDifference, worst)
                        if worst > tolerance { differing += 1 }
                    }
                }
            }
        }
    }

    var description: String {
        "\(differing) of \(total) pixels differ by more than \(tolerance)/255 (largest channel difference \(maxDifference))"
    }
}
