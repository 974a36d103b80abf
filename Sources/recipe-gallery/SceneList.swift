import Foundation
import RecipeKit

/// The window's left column: a heading, one labelled row per scene (the selected one
/// highlighted) and a line of keyboard hints at the bottom, all drawn with layers. When the
/// rows do not fit the window's height they scroll with the wheel, and the selected row is
/// kept in view.
@MainActor
final class SceneList {
    /// The column's width in points.
    static let width = 248.0
    /// The space above the first row (title and scene count).
    static let headerHeight = 72.0
    /// The distance between rows' tops.
    static let rowHeight = 34.0
    /// The rows' inset from the column's sides.
    static let rowInset = 8.0
    /// The column's background.
    static let background = Color(light: Color(red: 0.914, green: 0.906, blue: 0.886), dark: Color(red: 0.14, green: 0.14, blue: 0.15))

    /// The column; its frame is set by ``layout(height:)``.
    let layer = Layer()
    /// The rows, clipped between the heading and the hints; its bounds' origin scrolls them.
    private let rowsLayer = Layer()
    /// The space the hints take at the bottom.
    static let footerHeight = 40.0
    private let scenes: [GalleryScene]
    private var rows: [(background: Layer, label: TextLayer)] = []
    private let separator = Layer()
    private let hints: TextLayer
    /// The highlighted row.
    private(set) var selectedIndex: Int?

    init(scenes: [GalleryScene]) {
        self.scenes = scenes
        layer.backgroundColor = SceneList.background
        layer.masksToBounds = true
        let m = 16.0
        Stage.text(TextStyle.styled("RecipeKit gallery", font: .boldSystem(size: 18), color: Palette.ink),
                   x: m, y: 18, width: SceneList.width - 2 * m, in: layer)
        Stage.text(TextStyle.caption("\(scenes.count) scenes · click one to show it"),
                   x: m, y: 44, width: SceneList.width - 2 * m, in: layer)
        rowsLayer.masksToBounds = true
        layer.addSublayer(rowsLayer)
        for (index, scene) in scenes.enumerated() {
            let frame = SceneList.rowFrame(index).offsetBy(dx: 0, dy: -SceneList.headerHeight)
            let background = Stage.box(frame, color: nil, radius: 6)
            let label = TextLayer(SceneList.label(scene, selected: false), width: frame.width - 24)
            let h = label.layout.size.height + 2 * TextLayer.padding
            label.frame = Rect(x: 12 - TextLayer.padding, y: (frame.height - h) / 2,
                               width: frame.width - 24 + 2 * TextLayer.padding, height: h)
            background.addSublayer(label)
            rowsLayer.addSublayer(background)
            rows.append((background, label))
        }
        separator.backgroundColor = Palette.hairline
        layer.addSublayer(separator)
        hints = Stage.text(TextStyle.caption("↑ ↓ · R replay · T touches · Esc quit"), x: m, y: 0,
                           width: SceneList.width - 2 * m, in: layer)
    }

    /// The frame of row `index` in the column.
    static func rowFrame(_ index: Int) -> Rect {
        Rect(x: rowInset, y: headerHeight + Double(index) * rowHeight,
             width: width - 2 * rowInset, height: rowHeight - 2)
    }

    /// The height that shows `rows` rows and the hints under them.
    static func minimumHeight(rows: Int) -> Double {
        rowFrame(rows).minY + footerHeight
    }

    /// How far the rows are scrolled, in points.
    private(set) var scrollOffset = 0.0

    /// The most the rows can scroll: what does not fit between the heading and the hints.
    var maximumScrollOffset: Double {
        let visible = rowsLayer.bounds.height
        return Swift.max(0, Double(scenes.count) * SceneList.rowHeight - visible)
    }

    /// Scrolls the rows by `dy` points (positive: towards the last row), within their extent.
    func scroll(by dy: Double) {
        setScrollOffset(scrollOffset + dy)
    }

    private func setScrollOffset(_ offset: Double) {
        let clamped = Swift.min(Swift.max(0, offset.isFinite ? offset : 0), maximumScrollOffset)
        guard clamped != scrollOffset || rowsLayer.bounds.minY != clamped else { return }
        scrollOffset = clamped
        Transaction.perform(disableActions: true) {
            var b = rowsLayer.bounds
            b.origin.y = clamped
            rowsLayer.bounds = b
        }
    }

    /// Scrolls just enough to show row `index` whole.
    private func reveal(_ index: Int) {
        let top = Double(index) * SceneList.rowHeight, bottom = top + SceneList.rowHeight
        let visible = rowsLayer.bounds.height
        if top < scrollOffset {
            setScrollOffset(top)
        } else if bottom > scrollOffset + visible {
            setScrollOffset(bottom - visible)
        }
    }

    /// True when the selected row is whole in view.
    var isSelectedRowShown: Bool {
        guard let selectedIndex else { return false }
        let top = Double(selectedIndex) * SceneList.rowHeight
        return top >= scrollOffset && top + SceneList.rowHeight <= scrollOffset + rowsLayer.bounds.height
    }

    /// Where the rows show in the column (rows outside are clipped).
    var rowsFrame: Rect { rowsLayer.frame }

    /// Fits the column to a window `height` points tall.
    func layout(height: Double) {
        Transaction.perform(disableActions: true) {
            layer.frame = Rect(x: 0, y: 0, width: SceneList.width, height: height)
            separator.frame = Rect(x: SceneList.width - 1, y: 0, width: 1, height: height)
            let rowsHeight = Swift.min(Double(scenes.count) * SceneList.rowHeight,
                                       Swift.max(SceneList.rowHeight, height - SceneList.headerHeight - SceneList.footerHeight))
            rowsLayer.frame = Rect(x: 0, y: SceneList.headerHeight, width: SceneList.width, height: rowsHeight)
            var f = hints.frame
            f.origin.y = Swift.max(SceneList.headerHeight + rowsHeight + 8, height - f.height - 12)
            hints.frame = f
        }
        // A taller window shows more rows: the offset must not leave empty space below the last
        // one (it kept its old value and showed the first rows scrolled off the top), and the
        // selected row stays in view when the window gets shorter.
        setScrollOffset(scrollOffset)
        if let selectedIndex { reveal(selectedIndex) }
    }

    /// The row at `point` (in the column's coordinates, which are the window's), if any.
    func rowIndex(at point: Point) -> Int? {
        guard point.x >= 0, point.x < SceneList.width else { return nil }
        guard point.y >= SceneList.headerHeight, point.y < rowsLayer.frame.maxY else { return nil }
        let y = point.y + scrollOffset
        let index = Int(((y - SceneList.headerHeight) / SceneList.rowHeight).rounded(.down))
        guard scenes.indices.contains(index),
              SceneList.rowFrame(index).insetBy(dx: -SceneList.rowInset, dy: -1).contains(Point(x: point.x, y: y)) else { return nil }
        return index
    }

    /// Highlights row `index` (and only it).
    func select(_ index: Int) {
        guard index != selectedIndex, scenes.indices.contains(index) else { return }
        if let old = selectedIndex { style(old, selected: false) }
        style(index, selected: true)
        selectedIndex = index
        reveal(index)
    }

    private func style(_ index: Int, selected: Bool) {
        rows[index].background.backgroundColor = selected ? Palette.accent : nil
        rows[index].label.string = SceneList.label(scenes[index], selected: selected)
    }

    /// A row's label: the scene's title, with a ▶ after animated scenes.
    private static func label(_ scene: GalleryScene, selected: Bool) -> AttributedString {
        let ink = selected ? Color.white : Palette.ink
        var text = TextStyle.styled(scene.title, font: .system(size: 13, weight: selected ? .semibold : .regular),
                                    color: ink)
        if scene.isAnimated {
            text += TextStyle.styled("  ▶", font: .system(size: 10), color: selected ? Color.white : Palette.secondaryInk)
        }
        return text
    }
}
