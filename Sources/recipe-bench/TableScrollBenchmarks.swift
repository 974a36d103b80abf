import Foundation
import RecipeKit

#if canImport(Glibc)
    import Glibc
#endif

/// Table benchmarks, on a 1280x800 window filled by a plain table of 44-point subtitle rows,
/// each with a 36-point photo thumbnail (one of 12, scaled down from 72 pixels), two labels and
/// a disclosure chevron, as a list of recipes or messages has:
///
/// - `table-scroll-frame`: a frame scrolling a 1,000,000-row table by 3 points (the table lays
///   out, reuses the cell that left for the row that came in, which is drawn; the compositor
///   moves the rest) over a full repaint of the same window standing still. Goal <= 0.5.
/// - `table-1m-vs-100`: the same scrolling frame with 1,000,000 rows over 100 rows: the row
///   count must not matter. Goal <= 1.1. Also reports the memory a million rows take.
@MainActor
enum TableScrollBenchmarks {
    static let scrollFrameName = "table-scroll-frame"
    static let scrollFrameGoal = 0.5
    static let countName = "table-1m-vs-100"
    static let countGoal = 1.1

    /// A data source of numbered rows made on demand.
    final class NumberedRows: TableViewDataSource {
        let count: Int
        /// Thumbnails shared by the rows, as an image cache would hand them out.
        static let thumbnails = (0..<12).map { BenchImage.photo(width: 72, height: 72, seed: $0).image }
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.imageView?.image = Self.thumbnails[indexPath.row % 12]
            cell.textLabel?.text = "Recipe \(indexPath.row)"
            cell.detailTextLabel?.text = "\(indexPath.row % 60 + 5) minutes"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    final class SubtitleCell: TableViewCell {
        /// How many cells were made, in every table.
        static var made = 0
        required init(style: CellStyle, reuseIdentifier: String?) {
            Self.made += 1
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
    }

    struct Scene {
        let host: HeadlessHost
        let table: TableView
        let source: NumberedRows
        let start: Double
    }

    static func makeScene(rows: Int, start: Double) -> Scene? {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, backgroundColor: .white) else { return nil }
        let table = TableView(frame: Rect(size: size))
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let source = NumberedRows(count: rows)
        table.dataSource = source
        host.window.addSubview(table)
        host.renderFrame()
        table.contentOffset = Point(x: 0, y: start)
        host.renderFrame()
        return Scene(host: host, table: table, source: source, start: start)
    }

    /// One scrolling frame: 3 points further, wrapping over 1500 points so both tables scroll
    /// the same way.
    static func scrollStep(_ scene: Scene, _ offset: inout Double) {
        offset = offset > 1500 ? 0 : offset + 3
        Transaction.perform(disableActions: true) { scene.table.contentOffset = Point(x: 0, y: scene.start + offset) }
        scene.host.renderFrame()
    }

    static func scrollFrame(_ runner: BenchmarkRunner) {
        let madeBefore = SubtitleCell.made
        guard let big = makeScene(rows: 1_000_000, start: 22_000_000) else { return }
        let made = SubtitleCell.made - madeBefore
        guard let still = makeScene(rows: 1_000_000, start: 22_000_000)
        else { return }
        var offset = 0.0
        let results = runner.measure([
            TimedCase(label: "scroll") { scrollStep(big, &offset) },
            TimedCase(label: "still") { still.host.compositor.render(still.host.rootLayer, into: still.host.bitmap) },
        ])
        let s = results[0]
        let f = results[1]
        runner.report(scrollFrameName, ratio: s.median / f.median)
        runner.info("\(scrollFrameName): frame scrolling a 1,000,000-row table 3 pt \(s.summary)")
        runner.info("\(scrollFrameName): full repaint of the same window, still \(f.summary)")
        let stats = big.host.compositor.statistics
        runner.info(
            "\(scrollFrameName): per scroll frame: \(Int(stats.pixelsShifted)) px moved, \(Int(stats.pixelsPainted)) px "
                + "repainted, \(stats.layersReused) layers reused, of \(BenchScene.width * BenchScene.height)")
        var layoutOffset = 0.0
        let layout = runner.measure([
            TimedCase(label: "layout") {
                layoutOffset = layoutOffset > 1500 ? 0 : layoutOffset + 3
                Transaction.perform(disableActions: true) { big.table.contentOffset = Point(x: 0, y: big.start + layoutOffset) }
                big.table.layoutIfNeeded()
            }
        ])
        runner.info("\(scrollFrameName): the table's layout alone \(layout[0].summary)")
        runner.info("\(scrollFrameName): \(made) cells made for \(big.table.visibleCells.count) rows in view")
        runner.info("\(scrollFrameName): goal <= \(scrollFrameGoal)")
    }

    static func count(_ runner: BenchmarkRunner) {
        // The memory of a million rows: a table's model and its screenful of cells, alone. Freed
        // memory goes back to the system first, so that the table cannot hide in memory earlier
        // benchmarks freed and the growth of resident memory is the table's. A small table laid
        // out first pays what the first table of a process pays once (fonts, the cell class's
        // images), so the figure is the same run alone or after other benchmarks.
        do {
            let warm = TableView(frame: Rect(x: 0, y: 0, width: Double(BenchScene.width), height: Double(BenchScene.height)))
            warm.register(SubtitleCell.self, forCellReuseIdentifier: "row")
            let warmSource = NumberedRows(count: 100)
            warm.dataSource = warmSource
            warm.layoutIfNeeded()
        }
        returnFreedMemory()
        let before = ProcessMemory.now().appKilobytes
        let alone = TableView(frame: Rect(x: 0, y: 0, width: Double(BenchScene.width), height: Double(BenchScene.height)))
        alone.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let aloneSource = NumberedRows(count: 1_000_000)
        alone.dataSource = aloneSource
        alone.layoutIfNeeded()
        let after = ProcessMemory.now().appKilobytes
        guard let big = makeScene(rows: 1_000_000, start: 22_000_000) else { return }
        guard let small = makeScene(rows: 100, start: 0) else { return }
        var bigOffset = 0.0
        var smallOffset = 0.0
        let results = runner.measure([
            TimedCase(label: "1m") { scrollStep(big, &bigOffset) },
            TimedCase(label: "100") { scrollStep(small, &smallOffset) },
        ])
        let m = results[0]
        let h = results[1]
        runner.report(countName, ratio: m.median / h.median)
        runner.info("\(countName): scrolling frame, 1,000,000 rows \(m.summary)")
        runner.info("\(countName): scrolling frame, 100 rows \(h.summary)")
        runner.info(
            "\(countName): memory per 1,000,000 rows: \(String(format: "%.1f", Double(after - before) / 1024)) MB "
                + "resident (\(alone.visibleCells.count) cells in view)")
        runner.info("\(countName): goal <= \(countGoal)")
    }

    /// glibc's malloc_trim(0), looked up at run time (Swift's Glibc module leaves malloc.h out).
    static func returnFreedMemory() {
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
    }
}
