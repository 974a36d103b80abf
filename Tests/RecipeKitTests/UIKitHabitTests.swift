import RecipeKit
import Testing

/// Code written from UIKit habit against `import RecipeKit` alone, as apps are: Foundation's
/// names come with it, as they come with `import UIKit`.
@MainActor
@Suite struct UIKitHabitTests {
    final class Rows: TableViewDataSource {
        let created = Date()
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 300 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = indexPath.row.isMultiple(of: 3) ? "every third" : nil
            return cell
        }
    }

    /// Pixels of `a` and `b` (the same size) that differ by more than 2 in a channel.
    func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        a.withPixels { pa, sa in
            b.withPixels { pb, sb in
                var n = 0
                for y in 0..<a.pixelHeight {
                    let ra = (pa + y * sa).assumingMemoryBound(to: UInt32.self)
                    let rb = (pb + y * sb).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<a.pixelWidth where ra[x] != rb[x] {
                        let p = ra[x], q = rb[x]
                        for shift: UInt32 in [0, 8, 16, 24]
                        where abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) > 2 {
                            n += 1
                            break
                        }
                    }
                }
                return n
            }
        }
    }

    /// A table filling its window scrolls by whole pixels frame after frame, both ways and past
    /// what the window's spare rows hold, and every frame is the frame a full repaint makes.
    @Test func aTableFillingTheWindowScrollsToTheFramesAFullRepaintMakes() throws {
        let url = try #require(URL(string: "https://example.org/recipes"))
        #expect(url.host == "example.org")
        let host = try HeadlessHost(size: Size(width: 320, height: 480), scale: 2)
        let rows = Rows()
        let table = TableView(frame: host.window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        host.window.addSubview(table)
        host.window.makeKeyAndVisible()
        _ = host.renderFrame()
        var offset = 0.0
        var shifted = 0.0
        for step in 0..<60 {
            // Down 3 points a frame, then back up 5, then a jump.
            offset += step < 30 ? 3 : step < 55 ? -5 : 40
            table.contentOffset = Point(x: 0, y: Swift.max(0, offset))
            _ = host.renderFrame()
            shifted += host.compositor.statistics.pixelsShifted
            let full = try Bitmap(size: host.size, scale: 2)
            let reference = Compositor()
            reference.backgroundColor = host.compositor.backgroundColor
            reference.render(host.rootLayer, into: full)
            let d = differingPixels(host.bitmap, full)
            #expect(d == 0, "step \(step), offset \(offset): \(d) pixels differ from a full repaint")
            if d != 0 { break }
        }
        #expect(shifted > 0)  // the frames moved pixels rather than repainting
        #expect(rows.created <= Date())
    }
}
