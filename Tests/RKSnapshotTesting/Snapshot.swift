import Foundation
import RKGraphics
import Testing

/// Snapshot comparison for RecipeKit's tests.
///
/// References are PNG files in `__Snapshots__/<test file name>/` beside the test file. Pixels
/// are compared as 8-bit premultiplied ARGB with a per-channel tolerance; a test fails when more
/// pixels than the budget differ, writing `<name>.new.png` and `<name>.diff.png` beside the
/// reference and naming both. `UPDATE_SNAPSHOTS=1` records references instead of comparing,
/// and writes the Cairo, Pango and font versions used to `__Snapshots__/ENVIRONMENT.txt`.
public enum Snapshot {
    /// The outcome of one comparison.
    public struct Result: Sendable {
        public var passed: Bool
        public var message: String
        public var differingPixels: Int
    }

    /// True when references should be re-recorded.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
    }

    /// Compares `image` with the reference named `name` and records a test issue on mismatch,
    /// missing reference, or any error.
    public static func expect(_ image: Image, named name: String, tolerance: Int = 3, pixelBudget: Double = 0.002,
                              filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = compare(image, named: name, tolerance: tolerance, pixelBudget: pixelBudget, filePath: filePath)
        if !result.passed { Issue.record(Comment(rawValue: result.message), sourceLocation: sourceLocation) }
    }

    /// The directory holding references for the test file at `filePath`.
    public static func directory(for filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    /// Compares without recording an issue.
    public static func compare(_ image: Image, named name: String, tolerance: Int = 3, pixelBudget: Double = 0.002,
                               filePath: String) -> Result {
        let dir = directory(for: filePath)
        let ref = dir.appendingPathComponent("\(name).png")
        let newURL = dir.appendingPathComponent("\(name).new.png")
        let diffURL = dir.appendingPathComponent("\(name).diff.png")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: newURL)
            try? FileManager.default.removeItem(at: diffURL)
            if isRecording {
                try image.pngData().write(to: ref)
                try (RenderingEnvironment.summary + "\n").write(
                    to: dir.deletingLastPathComponent().appendingPathComponent("ENVIRONMENT.txt"), atomically: true, encoding: .utf8)
                return Result(passed: true, message: "recorded \(ref.path)", differingPixels: 0)
            }
            guard FileManager.default.fileExists(atPath: ref.path) else {
                try image.pngData().write(to: newURL)
                return Result(passed: false, message: "No reference \(ref.path); the rendering is at \(newURL.path). "
                              + "Look at it, then run with UPDATE_SNAPSHOTS=1 to record it.", differingPixels: 0)
            }
            let reference = try Image(data: Data(contentsOf: ref))
            guard reference.pixelWidth == image.pixelWidth, reference.pixelHeight == image.pixelHeight else {
                try image.pngData().write(to: newURL)
                return Result(passed: false, message: "Snapshot \(name): size \(image.pixelWidth)x\(image.pixelHeight) differs from "
                              + "reference \(reference.pixelWidth)x\(reference.pixelHeight). New: \(newURL.path)", differingPixels: -1)
            }
            let a = image.premultipliedARGB, b = reference.premultipliedARGB
            var diff = [UInt32](repeating: 0, count: a.count)
            var failing = 0
            var worst = 0
            for i in 0..<a.count {
                var d = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    d = max(d, abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF)))
                }
                worst = max(worst, d)
                if d > tolerance {
                    failing += 1
                    diff[i] = 0xFFFF_0000
                } else {
                    // A faint copy of the reference, so the red differences stand out in context.
                    let g = UInt32(((b[i] >> 8) & 0xFF) / 4 + 0xC0)
                    diff[i] = 0xFF00_0000 | (g << 16) | (g << 8) | g
                }
            }
            let budget = Int((Double(a.count) * pixelBudget).rounded(.down))
            if failing > budget {
                try image.pngData().write(to: newURL)
                let diffImage = try Image(width: image.pixelWidth, height: image.pixelHeight, premultipliedARGB: diff)
                try diffImage.pngData().write(to: diffURL)
                var env = ""
                if let recorded = try? String(contentsOf: dir.deletingLastPathComponent().appendingPathComponent("ENVIRONMENT.txt"), encoding: .utf8),
                   recorded.trimmingCharacters(in: .whitespacesAndNewlines) != RenderingEnvironment.summary {
                    env = " References were recorded with \(recorded.trimmingCharacters(in: .whitespacesAndNewlines)); "
                        + "this run uses \(RenderingEnvironment.summary)."
                }
                return Result(passed: false, message: "Snapshot \(name): \(failing) pixels differ by more than \(tolerance) "
                              + "(budget \(budget), worst \(worst)). New: \(newURL.path) Diff: \(diffURL.path)\(env)", differingPixels: failing)
            }
            return Result(passed: true, message: "", differingPixels: failing)
        } catch {
            return Result(passed: false, message: "Snapshot \(name): error \(error)", differingPixels: -1)
        }
    }
}
