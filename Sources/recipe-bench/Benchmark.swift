/// One benchmark: `run` prints its `bench <name> <ratio>` line, then `# ` lines. A run that
/// also prints the figures of other names (measured on the same setup) lists them in
/// `alsoReports`, so that `--filter` finds it by any name it prints.
@MainActor
struct Benchmark {
    let name: String
    var alsoReports: [String] = []
    let run: (BenchmarkRunner) -> Void

    /// Every `bench` name its run prints.
    var names: [String] { [name] + alsoReports }
}
