import Testing

@testable import RKGraphics

@Suite struct ImageCacheTests {
    func image(_ side: Int) throws -> Image {
        try Image(width: side, height: side, premultipliedARGB: [UInt32](repeating: 0xFF00_FF00, count: side * side))
    }

    @Test func keepsWithinItsByteBudget() throws {
        let cache = ImageCache<Int>(byteLimit: 3 * 10 * 10 * 4)  // three 10x10 images
        for i in 0..<10 { cache.insert(try image(10), forKey: i) }
        #expect(cache.count == 3)
        #expect(cache.totalBytes == 1200)
        #expect(cache.image(forKey: 9) != nil)
        #expect(cache.image(forKey: 6) == nil)
    }

    @Test func anImageOverTheBudgetIsNotKept() throws {
        let cache = ImageCache<String>(byteLimit: 100)
        cache.insert(try image(10), forKey: "big")
        #expect(cache.count == 0)
    }

    @Test func usedImagesOutliveUnusedOnes() throws {
        let cache = ImageCache<Int>(byteLimit: 2 * 400)
        cache.insert(try image(10), forKey: 1)
        cache.insert(try image(10), forKey: 2)
        _ = cache.image(forKey: 1)
        cache.insert(try image(10), forKey: 3)
        #expect(cache.image(forKey: 1) != nil)
        #expect(cache.image(forKey: 2) == nil)
    }
}
