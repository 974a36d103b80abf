import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKMainLoop
import Synchronization
import Testing

@testable import RKMedia

@MainActor
@Suite(.serialized) struct ImagePipelineTests {
    nonisolated static func jpeg(side: Int, colour: UInt32) throws -> Data {
        try Image(width: side, height: side, premultipliedARGB: [UInt32](repeating: colour, count: side * side)).jpegData(quality: 95)
    }

    /// Runs the host until `condition` holds or two minutes of real time pass. The wait is long
    /// because the main actor is shared: in a full run every suite's main-actor tests take
    /// turns with this one between its frames, so on a loaded machine a decode that took
    /// milliseconds can be seen seconds later. A passing test returns at once.
    func run(_ host: HeadlessHost, until condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(120)
        while !condition(), Date() < deadline {
            _ = await host.run(for: 1.0 / 60)
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    @Test func decodesOffTheMainThreadToTheRequestedSize() async throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let pipeline = ImagePipeline(byteLimit: 1 << 20, workers: WorkerPool(width: 2))
        let data = try Self.jpeg(side: 400, colour: 0xFFFF_0000)
        let onMain = Mutex<Bool?>(nil)
        var result: Image?
        pipeline.request(ImageKey(source: "red", maxPixelSize: 50), on: host.eventLoop, load: {
            onMain.withLock { $0 = Thread.isMainThread }
            return data
        }) { image in result = image }
        #expect(result == nil)  // not synchronously: it was not cached
        await run(host) { result != nil }
        let image = try #require(result)
        #expect(image.pixelWidth == 50 && image.pixelHeight == 50)
        let ranOnMain = onMain.withLock { $0 }
        #expect(ranOnMain == false)
        // Now cached: answered at once.
        var again: Image?
        pipeline.request(ImageKey(source: "red", maxPixelSize: 50), on: host.eventLoop, load: { data }) { again = $0 }
        #expect(again === image)
        #expect(pipeline.statistics.decoded == 1)
    }

    @Test func requestsForOneKeyShareOneDecode() async throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let pipeline = ImagePipeline(byteLimit: 1 << 20, workers: WorkerPool(width: 1))
        let data = try Self.jpeg(side: 64, colour: 0xFF00_FF00)
        let loads = Atomic<Int>(0)
        var answers = 0
        for _ in 0..<5 {
            pipeline.request(ImageKey(source: "g", maxPixelSize: 32), on: host.eventLoop, load: { loads.add(1, ordering: .relaxed); return data }) { _ in answers += 1 }
        }
        await run(host) { answers == 5 }
        #expect(answers == 5)
        let loadCount = loads.load(ordering: .relaxed)
        #expect(loadCount == 1)
    }

    @Test func aCancelledRequestNeverCompletesAndIsNotDecoded() async throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let pool = WorkerPool(width: 1)
        let pipeline = ImagePipeline(byteLimit: 1 << 20, workers: pool)
        let gate = Atomic<Bool>(false)
        // Occupy the single worker so the next request waits in the queue.
        let busy = Atomic<Bool>(false)
        pool.submit { _ in
            busy.store(true, ordering: .relaxed)
            while !gate.load(ordering: .relaxed) { usleep(500) }
        }
        while !busy.load(ordering: .relaxed) { usleep(200) }
        let loads = Atomic<Int>(0)
        var completed = false
        let request = pipeline.request(ImageKey(source: "x", maxPixelSize: 8), on: host.eventLoop, load: {
            loads.add(1, ordering: .relaxed)
            return try Self.jpeg(side: 16, colour: 0xFF00_00FF)
        }) { _ in completed = true }
        request.cancel()
        gate.store(true, ordering: .relaxed)
        pool.waitUntilIdle()
        _ = await host.run(for: 0.1)
        #expect(!completed)
        let loadCount = loads.load(ordering: .relaxed)
        #expect(loadCount == 0)
        #expect(pipeline.pendingCount == 0)
    }

    @Test func corruptArtFailsOnceAndIsRemembered() async throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let pipeline = ImagePipeline(byteLimit: 1 << 20, workers: WorkerPool(width: 1))
        let loads = Atomic<Int>(0)
        var outcomes: [Image?] = []
        let bad = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        pipeline.request(ImageKey(source: "bad", maxPixelSize: 8), on: host.eventLoop, load: { loads.add(1, ordering: .relaxed); return bad }) { outcomes.append($0) }
        await run(host) { outcomes.count == 1 }
        pipeline.request(ImageKey(source: "bad", maxPixelSize: 8), on: host.eventLoop, load: { loads.add(1, ordering: .relaxed); return bad }) { outcomes.append($0) }
        #expect(outcomes.count == 2)  // answered at once the second time
        #expect(outcomes.allSatisfy { $0 == nil })
        let loadCount = loads.load(ordering: .relaxed)
        #expect(loadCount == 1)
        #expect(pipeline.failure(for: ImageKey(source: "bad", maxPixelSize: 8)) != nil)
    }

    @Test func hugeArtIsRefusedByTheLimits() throws {
        let pipeline = ImagePipeline(byteLimit: 1 << 20, limits: DecodingLimits(maxDimension: 100))
        let data = try Self.jpeg(side: 300, colour: 0xFFFF_FF00)
        #expect(pipeline.image(for: ImageKey(source: "huge", maxPixelSize: 50), load: { data }) == nil)
        #expect(pipeline.failure(for: ImageKey(source: "huge", maxPixelSize: 50))?.contains("300") == true)
    }

    @Test func theCacheKeepsToItsBudget() throws {
        let pipeline = ImagePipeline(byteLimit: 5 * 32 * 32 * 4)
        let data = try Self.jpeg(side: 64, colour: 0xFF80_8080)
        for i in 0..<50 {
            _ = pipeline.image(for: ImageKey(source: "a\(i)", maxPixelSize: 32), load: { data })
            #expect(pipeline.cache.totalBytes <= pipeline.cache.byteLimit)
        }
        #expect(pipeline.cache.count == 5)
    }
}
