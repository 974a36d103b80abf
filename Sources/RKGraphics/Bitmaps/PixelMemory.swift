#if canImport(Glibc)
import Glibc
#endif

/// Makes the pixels of freed bitmaps and images go back to the system.
///
/// glibc's malloc serves blocks from 128 KiB up with `mmap`, and unmaps them when they are
/// freed, but each such free raises that threshold to the freed block's size (up to 32 MiB):
/// after the first few, tiles, decoded art and offscreen renders come from the heap, whose
/// freed pages glibc keeps, scattered between live blocks and spread over one arena per worker
/// thread. A process that scrolls through thousands of pictures then stays at the most it ever
/// held. Setting the threshold explicitly turns that adjustment off: every block of
/// ``mmapThreshold`` bytes or more is mapped on its own and returned when freed. Fresh pages
/// come zeroed, so a cleared surface costs no more than one from the heap.
///
/// It is done once, when the first ``Bitmap`` is made; other C libraries' large blocks follow
/// the same rule.
package enum PixelMemory {
    /// Blocks of this many bytes and more are mapped on their own: a 128 x 128 pixel surface.
    package static let mmapThreshold = 64 << 10

    /// True once the threshold is set (false where malloc has no `mallopt`).
    package static let isConfigured: Bool = {
        #if canImport(Glibc)
        // M_MMAP_THRESHOLD of <malloc.h>, which Swift's Glibc module leaves out.
        let mmapThresholdOption: Int32 = -3
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return mallopt(mmapThresholdOption, Int32(mmapThreshold)) == 1
        #else
        return false
        #endif
    }()
}
