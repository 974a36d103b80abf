import Foundation
import RKGeometry
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct TableViewUpdateTests {
    func texts(_ t: TableView) -> [String] { t.visibleCells.compactMap { $0.textLabel?.text } }

    @Test func deletedRowsFadeWhileTheRowsBelowSlideUp() throws {
        let source = ListSource([rows(20)])
        let (h, t) = try makeTable(source)
        let below = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        let gone = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        var finished: Bool?
        source.sections[0].remove(at: 0)
        t.performBatchUpdates(
            { t.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
            completion: { finished = $0 })
        #expect(below.frame.minY == 0)  // the model is there at once
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === below)
        h.run(for: 0.15)
        let y = below.layer.presentationProperties.position.y
        #expect(y > 22 + 1 && y < 66 - 1)  // halfway up
        #expect(
            gone.layer.presentationProperties.opacity < 1 && gone.layer.presentationProperties.opacity > 0
        )
        h.run(for: 0.3)
        #expect(finished == true)
        #expect(below.layer.presentationProperties.position.y == 22)
        #expect(gone.isHidden)  // back in the reuse pool
        #expect(texts(t).first == "Row 1")
        #expect(t.visibleCells.count == 11)
    }

    @Test func insertedRowsFadeInAndPushTheOthersDown() throws {
        let source = ListSource([rows(20)])
        let (h, t) = try makeTable(source)
        let second = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        source.sections[0].insert(contentsOf: ["New A", "New B"], at: 1)
        t.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        let fresh = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(fresh.textLabel?.text == "New A")
        #expect(t.cellForRow(at: IndexPath(row: 3, section: 0)) === second)
        h.run(for: 0.15)
        let y = second.layer.presentationProperties.position.y
        #expect(y > 66 + 1 && y < 154 - 1)
        #expect(
            fresh.layer.presentationProperties.opacity > 0
                && fresh.layer.presentationProperties.opacity < 1)
        h.run(for: 0.3)
        #expect(second.frame.minY == 132)
        #expect(texts(t).prefix(4) == ["Row 0", "New A", "New B", "Row 1"])
    }

    @Test func movesReloadsAndSectionsInOneBatch() throws {
        let source = ListSource([rows(5, prefix: "A"), rows(3, prefix: "B")])
        let (h, t) = try makeTable(source)
        let a0 = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        // A 0 moves to the end of section 0; B 1 is reloaded as "B one"; a section is inserted first.
        var done = false
        source.sections[0].append(source.sections[0].removeFirst())
        source.sections[1][1] = "B one"
        source.sections.insert(["C 0"], at: 0)
        t.performBatchUpdates(
            {
                t.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 1))  // new index space
                t.reloadRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
                t.insertSections(IndexSet(integer: 0), with: .fade)
            }, completion: { _ in done = true })
        h.run(for: 0.5)
        #expect(done)
        #expect(t.numberOfSections == 3)
        #expect(t.cellForRow(at: IndexPath(row: 4, section: 1)) === a0)
        #expect(a0.frame.minY == 44 * 5)
        #expect(texts(t) == ["C 0", "A 1", "A 2", "A 3", "A 4", "A 0", "B 0", "B one", "B 2"])
        // Deleting a section removes its rows.
        source.sections.remove(at: 1)
        t.deleteSections(IndexSet(integer: 1), with: .fade)
        h.run(for: 0.5)
        #expect(texts(t) == ["C 0", "B 0", "B one", "B 2"])
    }

    @Test func selectionFollowsItsRowThroughUpdates() throws {
        let source = ListSource([rows(10)])
        let (h, t) = try makeTable(source)
        t.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].removeFirst()
        t.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        h.run(for: 0.5)
        #expect(t.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test func aFullSwipePerformsTheFirstAction() throws {
        let source = ListSource([rows(10)])
        var performed: [String] = []
        source.trailing = { path in
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("delete \(path.row)")
                source.sections[0].remove(at: path.row)
                (source as ListSource).log.append("deleted")
                done(true)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in
                performed.append("flag")
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        let (h, t) = try makeTable(source)
        let y = 44.0 + 22
        h.drag(from: Point(x: 300, y: y), to: Point(x: 20, y: y), steps: 10, duration: 0.2)
        #expect(performed == ["delete 1"])
        // The app deletes the row (the handler updated the model; the table animates it out).
        t.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        h.run(for: 0.5)
        #expect(t.numberOfRows(inSection: 0) == 9)
        #expect(texts(t).prefix(3) == ["Row 0", "Row 2", "Row 3"])
        #expect(t.visibleCells.allSatisfy { $0.swipeOffset == 0 })
        #expect(t.contentOffset.y == 0)  // the sideways drag did not scroll
    }

    @Test func aShortSwipeOpensTheActionsAndATapPerformsOne() throws {
        let source = ListSource([rows(10)])
        var performed: [String] = []
        source.trailing = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    performed.append("delete")
                    done(true)
                },
                ContextualAction(style: .normal, title: "Flag") { _, _, done in
                    performed.append("flag")
                    done(true)
                },
            ])
        }
        source.leading = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Pin") { _, _, done in
                    performed.append("pin")
                    done(true)
                }
            ])
        }
        let (h, t) = try makeTable(source)
        let cell = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        h.dragAndHold(from: Point(x: 300, y: 22), to: Point(x: 200, y: 22))
        h.run(for: 0.4)
        let widths = cell.swipeButtons.map(\.naturalWidth)
        #expect(widths.allSatisfy { $0 >= 74 })
        #expect(cell.swipeOffset == -widths.reduce(0, +))
        #expect(t.indexPathForSwipedRow == IndexPath(row: 0, section: 0))
        #expect(cell.clipsToBounds)  // the sliding content is clipped only while it slides
        // The first action is at the edge: Delete at the far right, Flag inside it.
        #expect(cell.swipeButtons.map(\.action.title) == ["Delete", "Flag"])
        #expect(cell.swipeButtons[0].frame.maxX == 320)
        h.tap(at: Point(x: 320 - widths[0] - 30, y: 22))
        #expect(performed == ["flag"])
        h.run(for: 0.4)
        #expect(cell.swipeOffset == 0)
        #expect(t.indexPathForSwipedRow == nil)
        #expect(!cell.clipsToBounds)
        // A leading swipe shows the leading action; a tap elsewhere closes it without selecting.
        h.dragAndHold(from: Point(x: 20, y: 66), to: Point(x: 120, y: 66))
        h.run(for: 0.4)
        let second = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.swipeOffset == 74)
        h.tap(at: Point(x: 200, y: 200))
        h.run(for: 0.4)
        #expect(second.swipeOffset == 0)
        #expect(source.selected.isEmpty)
    }

    @Test func editingShowsDeleteControlsThatConfirm() throws {
        let source = ListSource([rows(10)])
        let (h, t) = try makeTable(source)
        t.setEditing(true, animated: true)
        h.run(for: 0.4)
        let cell = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(t.isEditing)
        #expect(cell.contentView.frame.minX == 38)
        #expect(cell.deleteControl?.isHidden == false)
        #expect(cell.reorderControl == nil)  // showsReorderControl is off
        h.tap(at: Point(x: 21, y: 22))
        h.run(for: 0.4)
        #expect(cell.swipeButtons.first?.action.title == "Delete")
        h.tap(at: Point(x: 300, y: 22))
        #expect(source.log == ["commit [0, 0]"])
        h.run(for: 0.5)
        #expect(t.numberOfRows(inSection: 0) == 9)
        #expect(texts(t).first == "Row 1")
        // Taps do not select while editing.
        h.tap(at: Point(x: 150, y: 100))
        #expect(source.selected.isEmpty)
        t.setEditing(false, animated: false)
        #expect(t.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test func theReorderControlDragsARowToItsNewPlace() throws {
        final class Movable: TableViewCell {
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                showsReorderControl = true
            }
        }
        let source = ListSource([rows(10)])
        let (h, t) = try makeTable(source)
        t.register(Movable.self, forCellReuseIdentifier: "row")
        t.reloadData()
        t.reusePool = [:]
        t.setEditing(true, animated: false)
        h.renderFrame()
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.reorderControl?.isHidden == false)
        h.drag(
            from: Point(x: 298, y: 22), to: Point(x: 298, y: 22 + 93), steps: 10, duration: 0.3,
            lift: false)
        h.run(for: 0.3)
        // Mid-drag: rows 1 and 2 moved up to make room.
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 0)
        #expect(first.frame.minY == 93)
        h.touchUp(at: Point(x: 298, y: 22 + 93))
        h.run(for: 0.4)
        #expect(source.log == ["move [0, 0] [0, 2]"])
        #expect(source.sections[0].prefix(3) == ["Row 1", "Row 2", "Row 0"])
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0)) === first)
        #expect(first.frame.minY == 88)
        #expect(texts(t).prefix(3) == ["Row 1", "Row 2", "Row 0"])
    }

    @Test func theReorderControlDragsARowIntoAnotherSection() throws {
        final class Movable: TableViewCell {
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                showsReorderControl = true
            }
        }
        let source = ListSource([rows(3, prefix: "A"), rows(3, prefix: "B")])
        let (h, t) = try makeTable(source)
        t.register(Movable.self, forCellReuseIdentifier: "row")
        t.reloadData()
        t.reusePool = [:]
        t.setEditing(true, animated: false)
        h.renderFrame()
        // Rows of 44 points: A at 0, 44, 88; B at 132, 176, 220.
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        let b1 = try #require(t.cellForRow(at: IndexPath(row: 1, section: 1)))
        h.drag(from: Point(x: 298, y: 22), to: Point(x: 298, y: 22 + 176), steps: 12, duration: 0.3, lift: false)
        h.run(for: 0.3)
        // Mid-drag, over B 1: A's rows close up, B 1 and after make room.
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 0)
        #expect(b1.frame.minY == 220)
        #expect(first.frame.minY == 176)
        h.touchUp(at: Point(x: 298, y: 22 + 176))
        h.run(for: 0.4)
        #expect(source.log == ["move [0, 0] [1, 1]"])
        #expect(source.sections == [["A 1", "A 2"], ["B 0", "A 0", "B 1", "B 2"]])
        #expect(t.numberOfRows(inSection: 0) == 2 && t.numberOfRows(inSection: 1) == 4)
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 1)) === first)
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 1)) === b1)
        #expect(first.frame.minY == 132 && b1.frame.minY == 176)
        #expect(t.contentSize.height == 264)
    }
}

@MainActor
@Suite(.serialized) struct TableViewReloadTests {
    @Test func reloadsAndReconfigures() throws {
        let source = ListSource([rows(10)])
        let (h, t) = try makeTable(source)
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Reconfiguring keeps the row's cell and gives it the new content at once.
        source.sections[0][0] = "Row zero"
        t.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        #expect(first.textLabel?.text == "Row zero")
        // A reload without animation shows the new cell at once; with a fade it fades in.
        source.sections[0][1] = "Row one"
        t.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        let second = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.textLabel?.text == "Row one")
        #expect(second.alpha == 1 && second.layer.animationKeys.isEmpty)
        source.sections[0][2] = "Row two"
        t.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        let third = try #require(t.cellForRow(at: IndexPath(row: 2, section: 0)))
        h.run(for: 0.15)
        #expect(third.layer.presentationProperties.opacity > 0 && third.layer.presentationProperties.opacity < 1)
        h.run(for: 0.3)
        #expect(t.visibleCells.compactMap { $0.textLabel?.text }.prefix(4) == ["Row zero", "Row one", "Row two", "Row 3"])
        #expect(t.visibleCells.count == 10)
    }

    @Test func tableHeaderAndGroupedFootersTakeTheirSpace() throws {
        let source = ListSource([rows(2), rows(2)])
        let (h, t) = try makeTable(source, style: .grouped)
        t.tableHeaderView = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        h.renderFrame()
        // 100 header view, 35 for the first section's header without a title.
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 135)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).width == 320)  // grouped: edge to edge
        #expect(t.tableHeaderView?.frame.minY == 0)
        #expect(t.rectForFooter(inSection: 0).height == 18)
        #expect(t.contentSize.height == 100 + 35 + 88 + 18 + 17 + 88 + 18)
        #expect(t.backgroundColor == TableView.groupedBackground)
    }
}
