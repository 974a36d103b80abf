import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// One crayon of the seed's demo: a name and its colour's hex value.
public struct Crayon: Hashable, Sendable {
    /// The crayon's name, as the seed's list gives it ("Aquamarine").
    public var name: String
    /// Six hex digits, without the "#".
    public var hex: String

    /// The crayons of `text`, one `name#hex` per line; other lines are skipped, as the seed does.
    public static func parse(_ text: String) -> [Crayon] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "#", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[1].count == 6, parts[1].allSatisfy(\.isHexDigit) else { return nil }
            return Crayon(name: String(parts[0]), hex: String(parts[1]).uppercased())
        }
    }

    /// The classic crayons (the seed's crayons.txt).
    public static let all: [Crayon] = parse(classicList)

    /// The colour.
    public var color: Color { (try? Color(hex: "#" + hex)) ?? .black }
}

/// The seed's Cover Flow demo: the crayons as round swatches, starting from the middle one,
/// the label showing the selected crayon's name, a flip (or a tap on the middle swatch)
/// showing its name and hex on the back.
///
/// Swatches are drawn off the main thread, as a real data source would decode covers, and
/// handed to the flow on the main actor; a swatch for a crayon that has scrolled away by then
/// is dropped by the flow.
@MainActor
public final class CrayonsCoverFlow: CoverFlowSource {
    /// The crayons shown.
    public let crayons: [Crayon]

    /// A flow in `frame` over `crayons`, selecting the middle one.
    public init(frame: Rect, crayons: [Crayon] = Crayon.all) {
        self.crayons = crayons
        super.init(frame: frame, count: crayons.count)
    }

    override func hasImage(at index: Int) -> Bool { crayons.indices.contains(index) }

    override func loadImage(at index: Int, quality: CoverImageQuality,
                            deliver: @escaping @MainActor (Image?) -> Void) -> () -> Void {
        let color = crayons[index].color
        let side = view.flowLayer.layout.coverSize
        // Low quality is drawn at a quarter of the pixels.
        let scale = quality == .high ? 2.0 : 1.0
        let task = Task {
            let image = await Task.detached(priority: .userInitiated) { CrayonsCoverFlow.swatch(color, side: side, scale: scale) }.value
            guard !Task.isCancelled else { return }
            deliver(image)
        }
        return { task.cancel() }
    }

    override func title(at index: Int) -> String? {
        crayons.indices.contains(index) ? crayons[index].name : nil
    }

    /// The back: the name and hex on the crayon's colour, as the seed's flipped view shows, in
    /// black or white, whichever reads.
    override func back(at index: Int) -> Layer? {
        guard crayons.indices.contains(index) else { return nil }
        let c = crayons[index]
        let light = 0.2126 * c.color.red + 0.7152 * c.color.green + 0.0722 * c.color.blue
        let back = backCard(c.name, detail: "#" + c.hex, detailFont: Font(family: "DejaVu Sans Mono", size: 20),
                            textColor: light < 0.45 ? .white : .black,
                            insets: EdgeInsets(top: 70, left: 20, bottom: 20, right: 20))
        back.backgroundColor = c.color
        back.cornerRadius = view.flowLayer.layout.coverSize / 2
        back.masksToBounds = true
        return back
    }

    // MARK: Swatches

    /// A round swatch of `color` on a transparent square, with a soft rim (safe off the main
    /// thread: it only draws into its own bitmap).
    nonisolated static func swatch(_ color: Color, side: Double, scale: Double) -> Image? {
        guard let renderer = try? ImageRenderer(size: Size(width: side, height: side), scale: scale) else { return nil }
        return try? renderer.image { c in
            let r = Rect(x: 0, y: 0, width: side, height: side).insetBy(dx: side * 0.06, dy: side * 0.06)
            c.fill(Path(ellipseIn: r), with: color)
            c.stroke(Path(ellipseIn: r.insetBy(dx: 3, dy: 3)), with: Color(white: 1, alpha: 0.35), style: StrokeStyle(lineWidth: 6))
            c.stroke(Path(ellipseIn: r), with: Color(white: 0, alpha: 0.35), style: StrokeStyle(lineWidth: 2))
        }
    }
}
