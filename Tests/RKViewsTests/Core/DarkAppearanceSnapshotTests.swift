import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing

@testable import RKViews

/// A small settings list for the table's reference image.
@MainActor
private final class SettingsSource: TableViewDataSource {
    let sections = [["Wi-Fi", "Bluetooth", "Notifications"], ["Dark Appearance", "Reduce Motion"]]
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = indexPath.section == 0 ? "On" : nil
        cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .checkmark
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "Accessibility"
    }
}

/// Reference images of the standard views in the dark appearance, and at high contrast: a
/// window overrides its style (and contrast), so nothing here depends on the desktop.
@MainActor
@Suite(.serialized) struct DarkAppearanceSnapshotTests {
    func host(_ width: Double, _ height: Double, highContrast: Bool = false) throws -> HeadlessHost {
        let h = try HeadlessHost(size: Size(width: width, height: height), scale: 2, backgroundColor: .systemBackground)
        h.window.overrideUserInterfaceStyle = .dark
        if highContrast { h.window.overrideAccessibilityContrast = .high }
        return h
    }

    func caption(_ text: String, in h: HeadlessHost, at frame: Rect) {
        let l = Label(frame: frame)
        l.text = text
        l.font = .system(size: 12)
        l.textColor = Theme.secondaryText
        h.window.addSubview(l)
    }

    /// Buttons, a switch pair, a slider, a segmented control, progress, page dots, a text field
    /// and a spinner, in one image.
    func controls(highContrast: Bool) throws -> Image {
        let h = try host(400, 300, highContrast: highContrast)
        caption("Controls", in: h, at: Rect(x: 16, y: 8, width: 200, height: 16))
        for (i, style) in [Button.Style.plain, .gray, .filled].enumerated() {
            let b = Button(style: style)
            b.setTitle(["Plain", "Gray", "Filled"][i], for: .normal)
            b.frame = Rect(x: 16 + Double(i) * 96, y: 30, width: 88, height: 36)
            h.window.addSubview(b)
        }
        let disabled = Button(style: .gray)
        disabled.setTitle("Off", for: .normal)
        disabled.isEnabled = false
        disabled.frame = Rect(x: 304, y: 30, width: 80, height: 36)
        h.window.addSubview(disabled)
        let off = Switch(frame: Rect(x: 16, y: 80, width: 0, height: 0))
        let on = Switch(frame: Rect(x: 90, y: 80, width: 0, height: 0))
        on.isOn = true
        let slider = Slider(frame: Rect(x: 164, y: 80, width: 220, height: 31))
        slider.value = 0.4
        let segmented = SegmentedControl(items: ["Day", "Week", "Month"], frame: Rect(x: 16, y: 126, width: 240, height: 29))
        segmented.selectedSegmentIndex = 1
        let progress = ProgressView(frame: Rect(x: 272, y: 138, width: 112, height: 0))
        progress.progress = 0.6
        let field = TextField(frame: Rect(x: 16, y: 170, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Recipe name"
        let filled = TextField(frame: Rect(x: 16, y: 212, width: 240, height: 34))
        filled.borderStyle = .roundedRect
        filled.text = "Tomato soup"
        let pages = PageControl(frame: Rect(x: 16, y: 256, width: 240, height: 30))
        pages.numberOfPages = 5
        pages.currentPage = 2
        let spinner = ActivityIndicator(style: .large)
        spinner.frame.origin = Point(x: 300, y: 190)
        for v in [off, on, slider, segmented, progress, field, filled, pages, spinner] as [View] { h.window.addSubview(v) }
        spinner.startAnimating()
        h.run(for: 0.5)
        return h.snapshot()
    }

    @Test func controlsInDark() throws {
        let image = try controls(highContrast: false)
        // The window is black, and a gray button's fill is a dark gray, not the light one.
        #expect(image.pixel(x: 4, y: 4) == 0xFF00_0000)
        Snapshot.expect(image, named: "controls-dark")
    }

    @Test func controlsInDarkAtHighContrast() throws {
        let normal = try controls(highContrast: false)
        let high = try controls(highContrast: true)
        #expect(normal.premultipliedARGB != high.premultipliedARGB)
        Snapshot.expect(high, named: "controls-dark-high-contrast")
    }

    @Test func alertInDark() throws {
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let h = try host(320, 300)
        h.window.backgroundColor = .systemBackground
        h.window.makeKeyAndVisible()
        let alert = AlertController(title: "Delete recipe?", message: "It goes from every device.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.show(in: h.window)
        // The alert's own window follows the style of the window it is shown over.
        #expect(alert.window?.traitCollection.isDark == true)
        h.run(for: 0.4)
        Snapshot.expect(h.snapshot(), named: "alert-dark", tolerance: 8, pixelBudget: 0.01)
    }

    @Test func navigationBarInDark() throws {
        let h = try host(360, 110)
        let bar = NavigationBar()
        let back = NavigationItem(title: "Recipes")
        let top = NavigationItem(title: "Tomato soup")
        top.rightBarButtonItem = BarButtonItem(title: "Edit", style: .plain)
        bar.setItems([back, top], animated: false)
        bar.frame = Rect(x: 0, y: 20, width: 360, height: bar.sizeThatFits(Size(width: 360, height: 0)).height)
        h.window.addSubview(bar)
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "navigation-bar-dark")
    }

    @Test func groupedTableInDark() throws {
        let h = try host(320, 330)
        let source = SettingsSource()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 330), style: .grouped)
        table.dataSource = source
        h.window.addSubview(table)
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "table-dark")
    }
}
