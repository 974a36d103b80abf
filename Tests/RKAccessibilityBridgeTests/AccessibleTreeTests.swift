import RKGeometry
import RKHosts
import RKViews
import Testing

@testable import RKAccessibilityBridge

/// The exported tree read directly, with no bus: roles, names, states, values, geometry and
/// paths of a window of controls.
@MainActor
@Suite struct AccessibleTreeTests {
    /// A window of controls exported as a frame titled "Demo" at (100, 50) on screen, its views
    /// window placed at (10, 20) and drawn twice its size.
    @MainActor
    final class Fixture {
        let host: HeadlessHost
        let tree = AccessibleTree(applicationName: "demo")
        let frame: AccessibleWindow
        let save = Button(style: .filled), disabled = Button(style: .filled), hidden = Button(style: .filled)
        let toggle = Switch(frame: Rect(x: 10, y: 60, width: 0, height: 0))
        let slider = Slider(frame: Rect(x: 10, y: 100, width: 200, height: 0))
        let field = TextField(frame: Rect(x: 10, y: 140, width: 200, height: 30))
        let secret = TextField(frame: Rect(x: 10, y: 180, width: 200, height: 30))
        let label = Label(text: "Hello")
        let segments = SegmentedControl(items: ["Day", "Week"], frame: Rect(x: 10, y: 220, width: 200, height: 30))
        var saves = 0
        var changes = 0

        init() throws {
            host = try HeadlessHost(size: Size(width: 400, height: 300))
            let w = host.window
            frame = AccessibleWindow(title: "Demo", screenFrame: { Rect(x: 100, y: 50, width: 820, height: 620) },
                                     contents: { [unowned w] in [.init(window: w, origin: Point(x: 10, y: 20), scale: 2)] })
            save.setTitle("Save", for: .normal)
            save.frame = Rect(x: 10, y: 10, width: 80, height: 30)
            save.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in saves += 1 }
            disabled.setTitle("Delete", for: .normal)
            disabled.frame = Rect(x: 100, y: 10, width: 80, height: 30)
            disabled.isEnabled = false
            hidden.setTitle("Hidden", for: .normal)
            hidden.isHidden = true
            toggle.accessibilityLabel = "Wi-Fi"
            toggle.isOn = true
            slider.accessibilityLabel = "Volume"
            slider.maximumValue = 10
            slider.value = 4
            slider.addAction(for: .valueChanged) { [unowned self] _, _ in changes += 1 }
            field.placeholder = "Name"
            field.text = "Ada"
            secret.placeholder = "Password"
            secret.isSecureTextEntry = true
            secret.text = "abc"
            label.frame = Rect(x: 220, y: 10, width: 100, height: 20)
            segments.selectedSegmentIndex = 1
            for v in [save, disabled, hidden, toggle, slider, field, secret, label, segments] as [View] { w.addSubview(v) }
            tree.frames = [frame]
        }

        var window: AccessibleNode { tree.children(of: .frame(frame))[0] }
        var objects: [AccessibleNode] { tree.children(of: window) }
        func node(named name: String) -> AccessibleNode? { objects.first { tree.name(of: $0) == name } }
    }

    @Test func theApplicationHoldsTheFrameWhichHoldsTheWindow() throws {
        let f = try Fixture()
        let frames = f.tree.children(of: .application)
        #expect(frames.count == 1)
        #expect(f.tree.role(of: frames[0]) == .frame)
        #expect(f.tree.name(of: frames[0]) == "Demo")
        #expect(f.tree.name(of: .application) == "demo")
        #expect(f.tree.role(of: f.window) == .panel)
        #expect(f.tree.parent(of: f.window).map { $0.isSame(as: .frame(f.frame)) } == true)
        #expect(f.tree.parent(of: frames[0]).map { $0.isSame(as: .application) } == true)
    }

    @Test func controlsGetRolesAndNamesInReadingOrder() throws {
        let f = try Fixture()
        let described = f.objects.map { "\(f.tree.role(of: $0).name): \(f.tree.name(of: $0))" }
        #expect(described == ["push button: Save", "push button: Delete", "check box: Wi-Fi", "slider: Volume",
                              "entry: Name", "password text: Password", "label: Hello", "page tab list: "])
        let tabs = f.tree.children(of: f.objects[7])
        #expect(tabs.map { f.tree.role(of: $0) } == [.pageTab, .pageTab])
        #expect(tabs.map { f.tree.name(of: $0) } == ["Day", "Week"])
        #expect(f.tree.parent(of: tabs[1]).map { $0.isSame(as: f.objects[7]) } == true)
        #expect(f.tree.indexInParent(of: tabs[1]) == 1)
    }

    @Test func aTooltipIsReadAsTheDescriptionWhenThereIsNoHint() throws {
        let f = try Fixture()
        f.save.toolTip = "Saves the recipe"
        let save = try #require(f.node(named: "Save"))
        #expect(f.tree.description(of: save) == "Saves the recipe")
        f.save.accessibilityHint = "Keeps your changes"
        #expect(f.tree.description(of: save) == "Keeps your changes")
    }

    @Test func aContextMenuIsAMenuOfMenuItems() throws {
        let f = try Fixture()
        f.host.tap(at: Point(x: 110, y: 155))  // the Name field
        #expect(f.field.isEditing)
        #expect(f.host.click(.secondary, at: Point(x: 110, y: 155)))
        let menus = f.objects.filter { f.tree.role(of: $0) == .menu }
        let menu = try #require(menus.first)
        let items = f.tree.children(of: menu)
        #expect(items.map { f.tree.role(of: $0) }.allSatisfy { $0 == .menuItem })
        #expect(items.map { f.tree.name(of: $0) } == ["Undo", "Redo", "Cut", "Copy", "Paste", "Delete", "Select All"])
        // The menu says what it acts on: it pops up for the field.
        let relations = f.tree.relations(of: menu)
        #expect(relations.map(\.0) == [.popupFor])
        #expect(relations.first?.1.first?.isSame(as: .view(f.field)) == true)
    }

    @Test func aTextViewIsMultiLineEditableText() throws {
        let f = try Fixture()
        let notes = TextView(frame: Rect(x: 220, y: 40, width: 160, height: 80))
        notes.text = "Soup\nBread"
        notes.accessibilityLabel = "Notes"
        f.host.window.addSubview(notes)
        let node = try #require(f.node(named: "Notes"))
        #expect(f.tree.role(of: node) == .text)
        #expect(f.tree.states(of: node).contains([.multiLine, .editable]))
        #expect(f.tree.text(of: node) == "Soup\nBread")
    }

    @Test func theFocusedViewIsTabsFocus() throws {
        let f = try Fixture()
        f.host.press(.tab)
        let save = try #require(f.node(named: "Save"))
        #expect(f.save.isFocused)
        #expect(f.tree.states(of: save).contains(.focused))
    }

    @Test func statesFollowTheControls() throws {
        let f = try Fixture()
        let save = try #require(f.node(named: "Save")), delete = try #require(f.node(named: "Delete"))
        #expect(f.tree.states(of: save).isSuperset(of: [.enabled, .sensitive, .focusable, .visible, .showing]))
        #expect(!f.tree.states(of: delete).contains(.enabled))
        #expect(!f.tree.states(of: delete).contains(.sensitive))
        let wifi = try #require(f.node(named: "Wi-Fi"))
        #expect(f.tree.states(of: wifi).isSuperset(of: [.checkable, .checked]))
        f.toggle.isOn = false
        #expect(!f.tree.states(of: wifi).contains(.checked))
        let name = try #require(f.node(named: "Name"))
        #expect(f.tree.states(of: name).isSuperset(of: [.editable, .singleLine, .focusable]))
        #expect(!f.tree.states(of: name).contains(.focused))
        #expect(f.field.becomeFirstResponder())
        #expect(f.tree.states(of: name).contains(.focused))
        let tabs = f.tree.children(of: f.objects[7])
        #expect(!f.tree.states(of: tabs[0]).contains(.selected))
        #expect(f.tree.states(of: tabs[1]).isSuperset(of: [.selectable, .selected]))
        // Scrolled out of its window: visible, not showing.
        f.save.frame.origin.y = -200
        #expect(f.tree.states(of: save).contains(.visible))
        #expect(!f.tree.states(of: save).contains(.showing))
    }

    @Test func hiddenViewsAreLeftOut() throws {
        let f = try Fixture()
        #expect(f.node(named: "Hidden") == nil)
        f.hidden.isHidden = false
        #expect(f.node(named: "Hidden") != nil)
        f.save.alpha = 0
        #expect(f.node(named: "Save") == nil)
    }

    @Test func valuesTextAndInterfaces() throws {
        let f = try Fixture()
        let volume = try #require(f.node(named: "Volume"))
        #expect(f.tree.numericValue(of: volume) == AccessibilityNumericValue(current: 4, minimum: 0, maximum: 10))
        #expect(f.tree.interfaces(of: volume).contains(.value))
        #expect(f.tree.actions(of: volume) == [.increment, .decrement])
        let name = try #require(f.node(named: "Name"))
        #expect(f.tree.text(of: name) == "Ada")
        #expect(f.tree.interfaces(of: name).contains(.editableText))
        let password = try #require(f.node(named: "Password"))
        #expect(f.tree.text(of: password) == "\u{2022}\u{2022}\u{2022}")
        let hello = try #require(f.node(named: "Hello"))
        #expect(f.tree.interfaces(of: hello) == [.accessible, .component, .text])
        #expect(f.tree.text(of: hello) == "Hello")
        let save = try #require(f.node(named: "Save"))
        #expect(f.tree.interfaces(of: save) == [.accessible, .component, .action])
        #expect(f.tree.interfaces(of: .application) == [.accessible, .application])
    }

    @Test func actionsActAsTheUserWould() throws {
        let f = try Fixture()
        let save = try #require(f.node(named: "Save"))
        #expect(f.tree.perform(.click, on: save))
        #expect(f.saves == 1)
        let delete = try #require(f.node(named: "Delete"))
        #expect(!f.tree.perform(.click, on: delete))
        let tabs = f.tree.children(of: f.objects[7])
        #expect(f.tree.perform(.click, on: tabs[0]))
        #expect(f.segments.selectedSegmentIndex == 0)
        let volume = try #require(f.node(named: "Volume"))
        #expect(f.tree.item(of: volume)?.accessibilitySetNumericValue(99) == true)
        #expect(f.slider.value == 10)
        #expect(f.changes == 1)
        #expect(f.tree.item(of: volume)?.accessibilitySetNumericValue(10) == true)
        #expect(f.changes == 1)  // no change, no event
        #expect(f.tree.item(of: volume)?.accessibilitySetNumericValue(.nan) == false)
    }

    @Test func extentsPlaceTheViewOnScreen() throws {
        let f = try Fixture()
        let save = try #require(f.node(named: "Save"))
        // Screen 100 + placement 10 + 2 × 10 points = 130; 50 + 20 + 2 × 10 = 90; twice the size.
        #expect(f.tree.extents(of: save, coordinate: 0) == Rect(x: 130, y: 90, width: 160, height: 60))
        #expect(f.tree.extents(of: save, coordinate: 1) == Rect(x: 30, y: 40, width: 160, height: 60))
        #expect(f.tree.extents(of: .frame(f.frame), coordinate: 0) == Rect(x: 100, y: 50, width: 820, height: 620))
        let hit = f.tree.descendant(of: .application, atScreenPoint: Point(x: 131, y: 91))
        #expect(hit.map { f.tree.name(of: $0) } == "Save")
        let tab = f.tree.descendant(of: .application, atScreenPoint: Point(x: 110 + 2 * 200, y: 70 + 2 * 235))
        #expect(tab.map { f.tree.name(of: $0) } == "Week")
    }

    @Test func pathsNameObjectsWhileTheyLive() throws {
        let f = try Fixture()
        let table = f.tree.table
        #expect(table.path(for: .application) == "/org/a11y/atspi/accessible/root")
        for node in f.objects + f.tree.children(of: f.objects[7]) {
            let path = table.path(for: node)
            #expect(table.node(forPath: path)?.isSame(as: node) == true, "\(path)")
        }
        let tabPath = table.path(for: f.tree.children(of: f.objects[7])[1])
        #expect(tabPath.hasSuffix("_1"))
        // Paths do not change between reads, and a view that went away names nothing.
        #expect(table.path(for: f.objects[0]) == table.path(for: f.objects[0]))
        var gone: View? = View()
        let path = table.path(for: .view(gone!))
        gone = nil
        #expect(table.node(forPath: path) == nil)
        #expect(table.node(forPath: "/org/a11y/atspi/accessible/nonsense") == nil)
        #expect(table.node(forPath: "/elsewhere/1") == nil)
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let f = try Fixture()
        let panel = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
        panel.accessibilityViewIsModal = true
        panel.accessibilityLabel = "Delete the recipe?"
        let ok = Button(style: .plain)
        ok.setTitle("OK", for: .normal)
        panel.addSubview(ok)
        f.host.window.addSubview(panel)
        let objects = f.objects
        #expect(objects.count == 1)
        #expect(f.tree.role(of: objects[0]) == .dialog)
        #expect(f.tree.states(of: objects[0]).contains(.modal))
        #expect(f.tree.children(of: objects[0]).map { f.tree.name(of: $0) } == ["OK"])
    }

    @Test func traitsGiveRolesToPlainViewsAndElements() {
        #expect(AccessibleTree.role(forTraits: .link, isContainer: false) == .link)
        #expect(AccessibleTree.role(forTraits: [.button, .toggleButton], isContainer: false) == .toggleButton)
        #expect(AccessibleTree.role(forTraits: .button, isContainer: false) == .pushButton)
        #expect(AccessibleTree.role(forTraits: .keyboardKey, isContainer: false) == .pushButton)
        #expect(AccessibleTree.role(forTraits: .adjustable, isContainer: false) == .slider)
        #expect(AccessibleTree.role(forTraits: [.staticText, .header], isContainer: false) == .heading)
        #expect(AccessibleTree.role(forTraits: .image, isContainer: false) == .image)
        #expect(AccessibleTree.role(forTraits: .allowsDirectInteraction, isContainer: false) == .canvas)
        #expect(AccessibleTree.role(forTraits: .staticText, isContainer: false) == .label)
        #expect(AccessibleTree.role(forTraits: [], isContainer: true) == .panel)
        #expect(AccessibleTree.role(forTraits: [], isContainer: false) == .label)
    }

    @Test func statesAreTheTwoWordsAtSpiReads() {
        let s: AccessibleStates = [.enabled, .checkable]
        #expect(s.words == [1 << 8, 1 << (41 - 32)])
        #expect(s.names == ["enabled", "checkable"])
    }
}
