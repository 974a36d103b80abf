/// One benchmark: `run` prints its `bench <name> <ratio>` line, then `# ` lines.
@MainActor
struct Benchmark {
    let name: String
    let run: (BenchmarkRunner) -> Void
}
