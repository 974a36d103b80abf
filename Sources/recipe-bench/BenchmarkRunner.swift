import Foundation
import RecipeKit

/// Command-line options of `recipe-bench`.
struct BenchOptions {
    /// Timed iterations per measured case.
    var iterations = 100
    /// Untimed iterations run first (fills caches: shadow masks, text backing stores, fonts).
    var warmup = 10
    /// Only benchmarks whose name contains this string run.
    var filter: String?
    var quick = false

    static let usage = """
        usage: recipe-bench [--quick] [--filter NAME] [--iterations N]
          --quick          few iterations (a smoke test; the figures are not meaningful)
          --filter NAME    run only the benchmarks whose name contains NAME
          --iterations N   timed iterations per case (default 100)
        Prints `bench <name> <ratio>` per benchmark, then `# ` lines with absolute medians.
        """

    /// Parses the arguments after the program name; nil with a message for bad arguments.
    static func parse(_ args: [String]) -> Result<BenchOptions, BenchUsageError> {
        var o = BenchOptions()
        var explicitIterations: Int?
        var i = 0
        while i < args.count {
            let a = args[i]
            switch a {
            case "--quick":
                o.quick = true
            case "--filter":
                guard i + 1 < args.count else { return .failure(.init(message: "--filter needs a name")) }
                i += 1
                o.filter = args[i]
            case "--iterations":
                guard i + 1 < args.count, let n = Int(args[i + 1]), n > 0 else {
                    return .failure(.init(message: "--iterations needs a positive number"))
                }
                i += 1
                explicitIterations = n
            case "-h", "--help":
                return .failure(.init(message: nil))
            default:
                if a.hasPrefix("--filter=") {
                    o.filter = String(a.dropFirst("--filter=".count))
                } else {
                    return .failure(.init(message: "unknown argument \(a)"))
                }
            }
            i += 1
        }
        if o.quick {
            o.iterations = 3
            o.warmup = 1
        }
        if let n = explicitIterations { o.iterations = n }
        return .success(o)
    }

    func selects(_ name: String) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return name.contains(filter)
    }
}

struct BenchUsageError: Error {
    /// nil for `--help`.
    var message: String?
}

/// The timings of one measured case, in milliseconds.
struct BenchSamples {
    let label: String
    var samples: [Double] = []

    var median: Double {
        guard !samples.isEmpty else { return .nan }
        let s = samples.sorted()
        let n = s.count
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }
    var minimum: Double { samples.min() ?? .nan }
    var maximum: Double { samples.max() ?? .nan }

    /// "median 8.123 ms (min 7.901, max 9.870, n 40)".
    var summary: String {
        "median \(BenchmarkRunner.ms(median)) ms (min \(BenchmarkRunner.ms(minimum)), "
            + "max \(BenchmarkRunner.ms(maximum)), n \(samples.count))"
    }
}

/// One thing to time: `body` runs once per iteration and is timed as a whole.
struct TimedCase {
    let label: String
    let body: () -> Void
}

/// Times cases with a monotonic clock, interleaved, and prints results in the
/// `bench <name> <figure>` / `# ...` format.
@MainActor
struct BenchmarkRunner {
    let options: BenchOptions
    private let clock = ContinuousClock()

    init(options: BenchOptions) { self.options = options }

    /// Runs every case `warmup` times untimed, then `iterations` times timed. Within an iteration
    /// each case runs once, in an order shuffled afresh each iteration (with a fixed seed, so runs
    /// are repeatable): slow drift of the machine (other processes, frequency) spreads evenly over
    /// the cases, and so does any effect of the case run just before (caches left warm or cold
    /// by a different target bitmap). `prepare(i)` runs untimed before each iteration (i < 0
    /// during warmup).
    func measure(_ cases: [TimedCase], prepare: (Int) -> Void = { _ in }) -> [BenchSamples] {
        var results = cases.map { BenchSamples(label: $0.label) }
        var rng = SeededRandomNumberGenerator(seed: 0x5EED)
        var order = Array(cases.indices)
        for w in 0..<options.warmup {
            prepare(-1 - w)
            for c in cases { c.body() }
        }
        for i in 0..<options.iterations {
            prepare(i)
            order.shuffle(using: &rng)
            for idx in order {
                let d = clock.measure(cases[idx].body)
                results[idx].samples.append(BenchmarkRunner.milliseconds(d))
            }
        }
        return results
    }

    /// Times one body once (milliseconds).
    func time(_ body: () -> Void) -> Double { BenchmarkRunner.milliseconds(clock.measure(body)) }

    nonisolated static func milliseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e3 + Double(c.attoseconds) / 1e15
    }

    /// The figure line: `bench <name> <ratio>`, the ratio as a plain decimal.
    func report(_ name: String, ratio: Double) {
        print("bench \(name) \(String(format: "%.4f", ratio))")
    }

    /// An informational line (`# ` prefixed).
    func info(_ text: String) {
        print("# \(text)")
    }

    nonisolated static func ms(_ v: Double) -> String { String(format: "%.3f", v) }
}
