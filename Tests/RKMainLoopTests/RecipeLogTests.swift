import Dispatch
import RKMainLoop
import Synchronization
import Testing

@Suite struct RecipeLogTests {
    @Test func aCaptureTakesItsOwnLinesAndNotThoseOfOtherThreads() {
        let stop = Atomic<Bool>(false), started = Atomic<Bool>(false)
        let theirs = Mutex<[String]>([])
        let others = DispatchGroup()
        // Another test captures its own lines on a worker thread for the whole capture.
        DispatchQueue.global().async(group: others) {
            let lines = RecipeLog.capturingLines {
                while !stop.load(ordering: .relaxed) {
                    RecipeLog.write("theirs")
                    started.store(true, ordering: .relaxed)
                }
            }
            theirs.withLock { $0 = lines }
        }
        while !started.load(ordering: .relaxed) {}
        let mine = RecipeLog.capturingLines {
            for i in 0..<1000 { RecipeLog.write("mine \(i)") }
        }
        stop.store(true, ordering: .relaxed)
        others.wait()
        #expect(mine.count == 1000)
        #expect(mine.first == "mine 0" && mine.last == "mine 999")
        #expect(!mine.contains("theirs"))
        theirs.withLock { lines in
            #expect(!lines.isEmpty && lines.allSatisfy { $0 == "theirs" })
        }
    }

    @Test func nestedCapturesTakeTheInnermostLines() {
        var inner: [String] = []
        let outer = RecipeLog.capturingLines {
            RecipeLog.write("outer")
            inner = RecipeLog.capturingLines { RecipeLog.write("inner") }
        }
        #expect(outer == ["outer"])
        #expect(inner == ["inner"])
    }

    /// Replacing the sink while other threads write was a data race (a torn closure could be
    /// called); now every write reaches either the old sink or the new one, whole.
    @Test func theSinkCanBeReplacedWhileOtherThreadsWrite() {
        let counted = Atomic<Int>(0)
        let count: @Sendable (String) -> Void = { line in
            if line == "counted" { counted.add(1, ordering: .relaxed) }
        }
        let alsoCount: @Sendable (String) -> Void = { line in
            if line == "counted" { counted.add(1, ordering: .relaxed) }
        }
        let old = RecipeLog.sink
        defer { RecipeLog.sink = old }
        RecipeLog.sink = count
        let writers = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: writers) {
                for _ in 0..<2000 { RecipeLog.write("counted") }
            }
        }
        for i in 0..<2000 { RecipeLog.sink = i.isMultiple(of: 2) ? alsoCount : count }
        writers.wait()
        #expect(counted.load(ordering: .relaxed) == 8000)
    }
}
