#if canImport(Glibc)
import Glibc
#endif
import Foundation
import RecipeKit

// recipe-bench: measures RecipeKit's compositor in one run. For each benchmark it prints
// `bench <name> <ratio>` and then `# ` lines with the absolute medians (milliseconds).
// `--quick` runs a few iterations (smoke test); `--filter NAME` selects benchmarks.

let allBenchmarks = [
    Benchmark(name: CompositorVsCairoBenchmark.name, run: CompositorVsCairoBenchmark.run),
    Benchmark(name: PartialVsFullBenchmark.name, run: PartialVsFullBenchmark.run),
    Benchmark(name: PerspectiveLayerBenchmark.name, run: PerspectiveLayerBenchmark.run),
    Benchmark(name: AnimationsBenchmark.name, run: AnimationsBenchmark.run),
    Benchmark(name: DispatchBenchmark.name, run: DispatchBenchmark.run),
    Benchmark(name: ScrollFrameBenchmark.name, run: ScrollFrameBenchmark.run),
    Benchmark(name: RangeSliderDragBenchmark.name, run: RangeSliderDragBenchmark.run),
    Benchmark(name: AnimatedFrameBenchmark.name, run: AnimatedFrameBenchmark.run),
    Benchmark(name: AlertPopInBenchmark.name, run: AlertPopInBenchmark.run),
    Benchmark(name: LabelHitTestBenchmark.name, run: LabelHitTestBenchmark.run),
    Benchmark(name: CircleBenchmarks.accuracyName, run: CircleBenchmarks.accuracy),
    Benchmark(name: CircleBenchmarks.recognizeName, run: CircleBenchmarks.recognize),
    Benchmark(name: CoverFlowBenchmarks.dragName, run: CoverFlowBenchmarks.drag),
    Benchmark(name: CoverFlowBenchmarks.countName, run: CoverFlowBenchmarks.count),
    Benchmark(name: AlbumWallBenchmark.name, run: AlbumWallBenchmark.run),
    Benchmark(name: AlbumWallBenchmark.longestFrameName, run: AlbumWallBenchmark.longestFrame),
    Benchmark(name: AlbumWallScrollBenchmarks.scrollFrameName, run: AlbumWallScrollBenchmarks.scrollFrame),
    Benchmark(name: AlbumWallScrollBenchmarks.memoryName, run: AlbumWallScrollBenchmarks.memory),
    Benchmark(name: AlbumWallScrollBenchmarks.firstScreenName, run: AlbumWallScrollBenchmarks.firstScreen),
    Benchmark(name: TableScrollBenchmarks.scrollFrameName, run: TableScrollBenchmarks.scrollFrame),
    Benchmark(name: TableScrollBenchmarks.countName, run: TableScrollBenchmarks.count),
    Benchmark(name: TextViewBenchmarks.keystrokeName, run: TextViewBenchmarks.keystroke),
    Benchmark(name: TextViewBenchmarks.lengthName, run: TextViewBenchmarks.length),
    Benchmark(name: WebViewBenchmarks.firstPaintName, run: WebViewBenchmarks.firstPaint),
    Benchmark(name: WebViewBenchmarks.frameName, run: WebViewBenchmarks.frame),
    Benchmark(name: AutoLayoutBenchmarks.solveName, alsoReports: [AutoLayoutBenchmarks.editName], run: AutoLayoutBenchmarks.run),
]

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let o):
    options = o
case .failure(let e):
    if let m = e.message {
        FileHandle.standardError.write(Data("recipe-bench: \(m)\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchOptions.usage)
    exit(0)
}

let selected = allBenchmarks.filter { $0.names.contains(where: options.selects) }
if selected.isEmpty {
    let names = allBenchmarks.flatMap(\.names).joined(separator: ", ")
    FileHandle.standardError.write(Data("recipe-bench: no benchmark matches '\(options.filter ?? "")' (have: \(names))\n".utf8))
    exit(2)
}

#if DEBUG
FileHandle.standardError.write(Data("recipe-bench: warning: debug build; use -c release for meaningful figures\n".utf8))
#endif

let runner = BenchmarkRunner(options: options)
let started = ContinuousClock.now
for b in selected {
    b.run(runner)
}
let total = BenchmarkRunner.milliseconds(ContinuousClock.now - started) / 1000
runner.info("iterations \(options.iterations) per case (warmup \(options.warmup))\(options.quick ? ", --quick" : ""); "
    + "total \(String(format: "%.1f", total)) s")
