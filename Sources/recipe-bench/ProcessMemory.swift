import Foundation

/// The processes this one started, at any depth (the engine's web and network processes, which
/// a sandbox starts through `bwrap`, and the private display servers), from /proc: each one's
/// id and the fields of its `stat` after the command.
enum ProcessTree {
    static func descendants() -> [(pid: String, fields: [Substring])] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var all: [(pid: String, parent: Int32, fields: [Substring])] = []
        for e in entries where Int32(e) != nil {
            guard let stat = try? String(contentsOfFile: "/proc/\(e)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            // Fields after the command's closing parenthesis: state, then the parent's id.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { all.append((e, parent, fields)) }
        }
        var inTree: Set<Int32> = [getpid()]
        var found: [(pid: String, fields: [Substring])] = []
        // Parents before children is not the order of /proc: repeat until nothing joins.
        var grew = true
        while grew {
            grew = false
            for p in all where inTree.contains(p.parent) && !inTree.contains(Int32(p.pid)!) {
                inTree.insert(Int32(p.pid)!)
                found.append((p.pid, p.fields))
                grew = true
            }
        }
        return found
    }
}

/// Resident memory of this process and of the processes it started (see ``ProcessTree``).
struct ProcessMemory {
    var appKilobytes: Int
    var childrenKilobytes: Int
    var appMegabytes: Int { appKilobytes / 1024 }
    var childrenMegabytes: Int { childrenKilobytes / 1024 }

    static func now() -> ProcessMemory {
        let children = ProcessTree.descendants().reduce(0) { $0 + residentKilobytes($1.pid) }
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

/// CPU time (user and system clock ticks) of this process and of the processes it started
/// (see ``ProcessTree``), from /proc.
struct ProcessTicks {
    var app: Int
    var children: Int

    static func now() -> ProcessTicks {
        let children = ProcessTree.descendants().reduce(0) { $0 + ticks($1.fields) }
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
