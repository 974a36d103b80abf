import Foundation
import RecipeKit

extension GalleryScene {
    static let settingsTable = GalleryScene(
        name: "settings-table", title: "Settings table",
        summary: "An inset grouped TableView in a NavigationController: switches, values, disclosure rows. Ringtone "
            + "pushes a table of tones; a tap checks one.",
        size: Size(width: 640, height: 620), duration: 2.6, keyFrames: [0, 0.5, 0.9, 1.6, 2.6], still: 0.3,
        animateViews: { SettingsTableScene.play(in: $0) },
        buildViews: { SettingsTableScene.buildViews($0) }
    ) { _ in }
}

/// The `settings-table` scene: a phone-sized settings screen made of table views.
@MainActor
enum SettingsTableScene {
    static var navigation: NavigationController?

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin
        let top = GalleryScene.contentTop
        let screen = View(frame: Rect(x: m, y: top, width: 320, height: 520))
        screen.clipsToBounds = true
        screen.layer.cornerRadius = 14
        screen.layer.borderWidth = 1
        screen.layer.borderColor = Palette.hairline
        window.addSubview(screen)
        let settings = SettingsController()
        let nav = NavigationController(rootViewController: settings)
        nav.view.frame = screen.bounds
        nav.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.addSubview(nav.view)
        navigation = nav
        let note = ViewKit.label(
            "TableView(style: .insetGrouped)\n\nRows: TableViewCell styles .default and .value1, a Switch as accessoryView, "
                + ".disclosureIndicator and .checkmark accessories.\n\nTap a row with a chevron to open it; the detail "
                + "table marks the chosen ringtone.",
            frame: Rect(x: m + 350, y: top, width: 220, height: 300), size: 12, color: Palette.ink)
        note.numberOfLines = 0
        window.addSubview(note)
    }

    /// The export's script: Ringtone is tapped (its list slides in, Chimes is chosen), then back.
    static func play(in window: Window) {
        _ = EventLoop.current.perform(afterDelay: 0.5) {
            guard let settings = navigation?.topViewController as? SettingsController else { return }
            let path = IndexPath(row: 1, section: 1)
            settings.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
            settings.tableView(settings.tableView, didSelectRowAt: path)
        }
        _ = EventLoop.current.perform(afterDelay: 1.3) {
            guard let list = navigation?.topViewController as? RingtoneController else { return }
            let path = IndexPath(row: 2, section: 0)
            list.tableView(list.tableView, didSelectRowAt: path)
        }
        _ = EventLoop.current.perform(afterDelay: 1.9) { navigation?.popViewController(animated: true) }
    }
}

/// One row of the settings screen.
struct SettingsRow {
    enum Kind {
        case toggle(Bool)
        case value(String)
        case link
    }
    let title: String
    let kind: Kind
}

/// The settings screen: sections of rows with switches and disclosure rows.
@MainActor
final class SettingsController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = TableView(frame: .zero, style: .insetGrouped)
    var ringtone = "Reflection"
    let sections: [(title: String, footer: String?, rows: [SettingsRow])] = [
        (
            "Connectivity", nil,
            [
                SettingsRow(title: "Airplane Mode", kind: .toggle(false)),
                SettingsRow(title: "Wi-Fi", kind: .value("Kitchen")),
                SettingsRow(title: "Bluetooth", kind: .value("On")),
            ]
        ),
        (
            "Sounds", "Silent mode mutes ringtones and alerts, not alarms.",
            [
                SettingsRow(title: "Silent Mode", kind: .toggle(true)),
                SettingsRow(title: "Ringtone", kind: .value("")),
                SettingsRow(title: "Keyboard Clicks", kind: .toggle(true)),
            ]
        ),
        (
            "General", nil,
            [
                SettingsRow(title: "About", kind: .link),
                SettingsRow(title: "Software Update", kind: .link),
            ]
        ),
    ]

    override init() {
        super.init()
        title = String(localized: "Settings", bundle: .module, comment: "The settings table scene's title")
    }

    /// A value1 cell, for a title with its value on the right.
    final class ValueCell: TableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(ValueCell.self, forCellReuseIdentifier: "setting")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = row.title
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.detailTextLabel?.text = nil
        cell.selectionStyle = .default
        switch row.kind {
        case .toggle(let on):
            let toggle = Switch()
            toggle.isOn = on
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .value(let value):
            cell.detailTextLabel?.text = row.title == "Ringtone" ? ringtone : value
            cell.accessoryType = .disclosureIndicator
        case .link:
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if case .toggle = sections[indexPath.section].rows[indexPath.row].kind { return nil }
        return indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        let detail: ViewController
        if row.title == "Ringtone" {
            detail = RingtoneController(chosen: ringtone) { [weak self] tone in
                self?.ringtone = tone
                self?.tableView.reloadRows(at: [indexPath], with: .none)
            }
        } else {
            detail = ViewController()
            detail.title = row.title
            detail.view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let p = tableView.indexPathForSelectedRow { tableView.deselectRow(at: p, animated: animated) }
    }
}

/// The detail screen: a list of ringtones, the chosen one checked.
@MainActor
final class RingtoneController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = TableView(frame: .zero, style: .insetGrouped)
    let tones = ["Reflection", "Beacon", "Chimes", "Harp", "Radar", "Signal"]
    var chosen: String
    let onChoose: (String) -> Void

    init(chosen: String, onChoose: @escaping (String) -> Void) {
        self.chosen = chosen
        self.onChoose = onChoose
        super.init()
        title = "Ringtone"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "tone")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tones.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Ringtones" }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tone", for: indexPath)
        cell.textLabel?.text = tones[indexPath.row]
        cell.accessoryType = tones[indexPath.row] == chosen ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let old = tones.firstIndex(of: chosen).map { IndexPath(row: $0, section: 0) }
        chosen = tones[indexPath.row]
        onChoose(chosen)
        tableView.reloadRows(at: [old, indexPath].compactMap { $0 }, with: .none)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
