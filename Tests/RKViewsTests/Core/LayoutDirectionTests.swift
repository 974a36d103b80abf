import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKMainLoop
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct LayoutDirectionTests {
    @Test func theLocaleDecidesTheAppsDirection() {
        func direction(_ env: [String: String]) -> UserInterfaceLayoutDirection { Application.layoutDirection(environment: env) }
        for rtl in ["ar_EG.UTF-8", "he_IL.UTF-8", "fa_IR", "ur_PK.UTF-8", "yi", "ckb_IQ"] {
            #expect(direction(["LANG": rtl]) == .rightToLeft, "\(rtl)")
        }
        for ltr in ["en_US.UTF-8", "fr_FR.UTF-8", "zh_CN.UTF-8", "ja_JP", "C.UTF-8", ""] {
            #expect(direction(["LANG": ltr]) == .leftToRight, "\(ltr)")
        }
        #expect(direction([:]) == .leftToRight)
        #expect(direction(["LANG": "fr_FR.UTF-8", "LANGUAGE": "ar:fr"]) == .rightToLeft)
        #expect(direction(["LANG": "ar_EG.UTF-8", "RECIPEKIT_LANGUAGE": "en"]) == .leftToRight)
        #expect(direction(["LANG": "en_US.UTF-8", "RECIPEKIT_LAYOUT_DIRECTION": "rtl"]) == .rightToLeft)
        #expect(direction(["LANG": "he_IL.UTF-8", "RECIPEKIT_LAYOUT_DIRECTION": "LTR"]) == .leftToRight)
        var chosen = UserInterfaceLayoutDirection.rightToLeft
        let lines = RecipeLog.capturingLines {
            chosen = direction(["LANG": "he_IL.UTF-8", "RECIPEKIT_LAYOUT_DIRECTION": "sideways"])
        }
        #expect(chosen == .rightToLeft)
        #expect(lines.contains { $0.contains("sideways") })
        #expect(UserInterfaceLayoutDirection(language: "pa-Arab-PK") == .rightToLeft)
        #expect(UserInterfaceLayoutDirection(language: "az-Latn") == .leftToRight)
    }

    @Test func effectiveDirectionComesFromTheNearestForcedAncestor() {
        let app = Application.shared.userInterfaceLayoutDirection
        let outer = View(), middle = View(), inner = View()
        outer.addSubview(middle)
        middle.addSubview(inner)
        #expect(inner.effectiveUserInterfaceLayoutDirection == app)
        outer.semanticContentAttribute = .forceRightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        middle.semanticContentAttribute = .forceLeftToRight
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        middle.semanticContentAttribute = .playback
        // Playback controls keep their own order; what they hold follows the interface.
        #expect(middle.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        inner.semanticContentAttribute = .spatial
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == app)
    }

    @Test func leadingAndTrailingFlipWithConstants() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 100))
        let row = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        row.semanticContentAttribute = .forceRightToLeft
        host.window.addSubview(row)
        let a = View(), b = View()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(v)
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -20),
            b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: row.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: row.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        row.layoutIfNeeded()
        #expect(a.frame == Rect(x: 240, y: 0, width: 50, height: 10))
        #expect(b.frame == Rect(x: 175, y: 0, width: 60, height: 10))
        // Left and right stay where they are.
        let c = View()
        c.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(c)
        LayoutConstraint.activate([
            c.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 10), c.widthAnchor.constraint(equalToConstant: 20),
            c.topAnchor.constraint(equalTo: row.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        row.layoutIfNeeded()
        #expect(c.frame.minX == 10)
    }

    @Test func horizontalStacksStartFromTheRight() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 100))
        let views = (0..<3).map { _ in View() }
        for v in views { v.widthAnchor.constraint(equalToConstant: 40).isActive = true }
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        stack.distribution = .equalSpacing
        stack.alignment = .fill
        host.window.addSubview(stack)
        stack.layoutIfNeeded()
        let leftToRight = views.map(\.frame.minX)
        stack.semanticContentAttribute = .forceRightToLeft
        stack.setNeedsUpdateConstraints()
        stack.layoutIfNeeded()
        let rightToLeft = views.map(\.frame.minX)
        #expect(leftToRight[0] < leftToRight[1] && leftToRight[1] < leftToRight[2])
        #expect(rightToLeft[0] > rightToLeft[1] && rightToLeft[1] > rightToLeft[2])
        for (l, r) in zip(leftToRight, rightToLeft) { #expect(abs((300 - l - 40) - r) < 0.5) }
    }

    @Test func naturallyAlignedLabelsAlignRight() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 40), backgroundColor: .white)
        let label = Label(text: "Hello")
        label.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        label.textColor = .black
        host.window.addSubview(label)
        host.run(for: 0.05)
        func inkColumns(_ image: Image) -> (Int, Int) {
            let p = image.premultipliedARGB, w = image.pixelWidth
            var lo = Int.max, hi = -1
            for (i, v) in p.enumerated() where (v & 0xFF) < 128 { lo = min(lo, i % w); hi = max(hi, i % w) }
            return (lo, hi)
        }
        let ltr = inkColumns(host.snapshot())
        label.semanticContentAttribute = .forceRightToLeft
        host.run(for: 0.05)
        let rtl = inkColumns(host.snapshot())
        #expect(ltr.0 < 10 && ltr.1 < 100)
        #expect(rtl.1 > 190 && rtl.0 > 100)
    }

    @Test func textFieldsStartAtTheRight() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Crêpes"
        host.window.addSubview(field)
        let end = field.text.count
        let leftToRight = (start: field.caretRect(for: 0).midX, end: field.caretRect(for: end).midX)
        field.semanticContentAttribute = .forceRightToLeft
        let rightToLeft = (start: field.caretRect(for: 0).midX, end: field.caretRect(for: end).midX)
        let r = field.textRect
        #expect(leftToRight.start < r.minX + 2 && leftToRight.end < r.midX)
        #expect(rightToLeft.end > r.maxX - 4 && rightToLeft.start > r.midX)
        // Same width either way, and a click finds the characters where they are drawn.
        #expect(abs((rightToLeft.end - rightToLeft.start) - (leftToRight.end - leftToRight.start)) < 0.01)
        #expect(field.characterIndex(nearestTo: rightToLeft.end) == end)
        #expect(field.characterIndex(nearestTo: rightToLeft.start) == 0)
        #expect(field.characterIndex(nearestTo: r.minX) == 0)
    }

    /// Right to left, trailing actions open from the left edge (a swipe to the right) and
    /// leading ones from the right; an editing row's Delete opens on the left.
    @Test func swipeActionsSwapSides() throws {
        let source = ListSource([rows(10)])
        source.trailing = { _ in SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }]) }
        source.leading = { _ in SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }]) }
        let (h, t) = try makeTable(source)
        t.semanticContentAttribute = .forceRightToLeft
        h.renderFrame()
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        h.dragAndHold(from: Point(x: 20, y: 22), to: Point(x: 120, y: 22))
        h.run(for: 0.4)
        #expect(first.swipeButtons.map(\.action.title) == ["Delete"])
        #expect(first.swipeOffset > 0 && first.swipeButtons[0].frame.minX == 0)
        h.tap(at: Point(x: 200, y: 300))
        h.run(for: 0.4)
        let second = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        h.dragAndHold(from: Point(x: 300, y: 66), to: Point(x: 200, y: 66))
        h.run(for: 0.4)
        #expect(second.swipeButtons.map(\.action.title) == ["Pin"])
        #expect(second.swipeOffset < 0 && second.swipeButtons[0].frame.maxX == 320)
        h.tap(at: Point(x: 200, y: 300))
        h.run(for: 0.4)
        t.setEditing(true, animated: false)
        h.run(for: 0.1)
        let control = try #require(first.deleteControl)
        #expect(control.frame.minX > 280, "the delete control is on the right: \(control.frame)")
        h.tap(at: Point(x: 320 - 21, y: 22))
        h.run(for: 0.4)
        #expect(first.swipeButtons.first?.action.title == "Delete")
        #expect(first.swipeOffset > 0 && first.swipeButtons[0].frame.minX == 0)
    }

    @Test func textViewsAlignRight() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 200))
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        view.text = "Soupe\nà l’oignon"
        host.window.addSubview(view)
        let end = view.text.count
        let leftToRight = view.caretRect(for: end).midX
        view.semanticContentAttribute = .forceRightToLeft
        let rightEdge = view.bounds.width - view.textContainerInset.right
        let rightToLeft = (start: view.caretRect(for: 0).midX, end: view.caretRect(for: end).midX)
        #expect(leftToRight < 150)
        #expect(rightToLeft.end > rightEdge - 4 && rightToLeft.start > 150)
        let second = view.caretRect(for: end)
        #expect(view.characterIndex(at: Point(x: second.midX, y: second.midY)) == end)
        #expect(view.characterIndex(at: Point(x: rightToLeft.start, y: view.caretRect(for: 0).midY)) == 0)
    }

    @Test func pushedViewsComeInFromTheLeft() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        host.window.semanticContentAttribute = .forceRightToLeft
        let nav = NavigationController(rootViewController: StepController("root"))
        host.window.rootViewController = nav
        host.run(for: 0.1)
        let next = StepController("next")
        nav.pushViewController(next, animated: true)
        host.run(for: NavigationController.slideDuration / 2)
        let x = next.view.layer.presentation().position.x
        #expect(x < 160 && x > -160, "halfway, the pushed view is coming in from the left: \(x)")
        // Its title too: it comes from the left, so it is left of where it will rest.
        let title = try #require(nav.navigationBar.content?.titleLabel)
        #expect(title.layer.presentation().position.x < title.layer.position.x - 10)
        host.run(for: NavigationController.slideDuration)
        let back = try #require(nav.navigationBar.content?.backButton)
        let frame = back.convert(back.bounds, to: host.window)
        #expect(frame.maxX > 300, "the back button is on the right: \(frame)")
    }

    /// A navigation bar, a table and a form, mirrored.
    @Test func rightToLeftSnapshot() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 420), scale: 2, backgroundColor: .white)
        host.window.semanticContentAttribute = .forceRightToLeft
        let form = ViewController()
        form.title = "פנקייק"
        form.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
        let nav = NavigationController(rootViewController: StepController("מתכונים"))
        host.window.rootViewController = nav
        nav.pushViewController(form, animated: false)
        let view = form.view
        view.backgroundColor = .white
        let name = Label(text: "Name")
        name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let field = TextField()
        field.borderStyle = .roundedRect
        field.text = "Pancakes"
        let toggleLabel = Label(text: "Vegetarian")
        let toggle = Switch()
        toggle.isOn = true
        let row = StackView(arrangedSubviews: [toggleLabel, toggle])
        row.spacing = 8
        let source = ListSource([["Flour", "Eggs", "Milk"]])
        let table = TableView(frame: .zero)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        for v in [name, field, row, table] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let top = view.safeAreaLayoutGuide.topAnchor
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            name.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: top, constant: 16),
            field.heightAnchor.constraint(equalToConstant: 34),
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            row.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 16),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 16),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        host.run(for: 0.1)
        for cell in table.visibleCells { cell.accessoryType = .disclosureIndicator }
        host.run(for: 0.1)
        #expect(name.frame.maxX == 304 && abs(field.frame.maxX - (name.frame.minX - 8)) < 0.5 && field.frame.minX == 16)
        #expect(row.frame.maxX == 304 && toggle.frame.maxX < toggleLabel.frame.minX)
        Snapshot.expect(host.snapshot(), named: "navigation-form-table-rtl")
    }
}
