#if canImport(Glibc)
import Glibc
#endif
import RecipeKit

/// Exact pixel equality of two bitmaps of the same size.
enum BitmapEquality {
    static func equal(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return false }
        let rowBytes = a.pixelWidth * 4
        let height = a.pixelHeight
        return a.withPixels { (pa: UnsafeMutableRawPointer, sa: Int) -> Bool in
            b.withPixels { (pb: UnsafeMutableRawPointer, sb: Int) -> Bool in
                for y in 0..<height where memcmp(pa + y * sa, pb + y * sb, rowBytes) != 0 { return false }
                return true
            }
        }
    }
}
