import Foundation

/// Resident memory of this process and of its children (the engine's web and network
/// processes), from /proc.
struct ProcessMemory {
    var appKilobytes: Int
    var childrenKilobytes: Int
    var appMegabytes: Int { appKilobytes / 1024 }
    var childrenMegabytes: Int { childrenKilobytes / 1024 }

    static func now() -> ProcessMemory {
        let me = getpid()
        var children = 0
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
            for e in entries where Int32(e) != nil {
                guard let stat = try? String(contentsOfFile: "/proc/\(e)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")")
                else { continue }
                // Fields after the command's closing parenthesis: state, then the parent's id.
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, Int32(fields[1]) == me { children += residentKilobytes(e) }
            }
        }
        return ProcessMemory(appKilobytes: residentKilobytes("self"), childrenKilobytes: children)
    }

    private static func residentKilobytes(_ pid: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}

/// CPU time (user and system clock ticks) of this process and of its children, from /proc.
struct ProcessTicks {
    var app: Int
    var children: Int

    static func now() -> ProcessTicks {
        let me = getpid()
        var children = 0
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
            for e in entries where Int32(e) != nil {
                guard let stat = try? String(contentsOfFile: "/proc/\(e)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")")
                else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, Int32(fields[1]) == me { children += ticks(fields) }
            }
        }
        let own = (try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8)).flatMap { s in
            s.lastIndex(of: ")").map { ticks(s[s.index(after: $0)...].split(separator: " ")) }
        } ?? 0
        return ProcessTicks(app: own, children: children)
    }

    /// utime and stime: fields 14 and 15 of stat, the 12th and 13th after the command.
    private static func ticks(_ fields: [Substring]) -> Int {
        guard fields.count > 12 else { return 0 }
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    private static let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))

    func appPercent(since start: ProcessTicks, seconds: Double) -> String {
        String(format: "%.1f", 100 * Double(app - start.app) / ProcessTicks.hertz / seconds)
    }

    func childrenPercent(since start: ProcessTicks, seconds: Double) -> String {
        String(format: "%.1f", 100 * Double(children - start.children) / ProcessTicks.hertz / seconds)
    }
}
