import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import Testing

@testable import RKViews

// The examples of docs/CONTAINERS.md, compiled and run here (see DocExamplesTests).

// docs: diffable-table
/// A shopping list fed by a diffable data source: adding an item applies a new snapshot, and
/// the table animates the difference.
final class GroceriesController: ViewController, TableViewDelegate {
    enum Section { case main }

    let tableView = TableView(frame: .zero, style: .insetGrouped)
    var dataSource: TableViewDiffableDataSource<Section, String>!
    var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
        tableView.delegate = self
        view.addSubview(tableView)

        dataSource = TableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Flour", "Eggs", "Milk"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func add(_ item: String) {
        var snapshot = dataSource.snapshot()
        snapshot.insertItems([item], afterItem: "Flour")
        dataSource.apply(snapshot)
    }

    func remove(_ item: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([item])
        dataSource.apply(snapshot)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen = dataSource.itemIdentifier(for: indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
// end docs

// docs: classic-table
/// A classic data source: a section per letter, a million-row-ready reuse of one cell class,
/// swipe to delete, and a section index.
final class PantrySource: TableViewDataSource, TableViewDelegate {
    var shelves: [(letter: String, items: [String])] = [
        ("B", ["Basil", "Bay leaves"]),
        ("C", ["Cinnamon", "Cloves", "Cumin"]),
        ("P", ["Paprika", "Pepper"]),
    ]

    func numberOfSections(in tableView: TableView) -> Int { shelves.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shelves[section].items.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        shelves[section].letter
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { shelves.map(\.letter) }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "spice", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section].items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            self.shelves[indexPath.section].items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
// end docs

// docs: photo-grid
/// A grid of photos, three to a line, fed by a diffable data source.
final class PhotosController: ViewController, CollectionViewDelegate {
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var opened: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 5
        layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.delegate = self
        view.addSubview(collectionView)

        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.backgroundColor = Color(white: 0.85)
            cell.accessibilityLabel = name
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((1...12).map { "Photo \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        opened = dataSource.itemIdentifier(for: indexPath)
    }
}
// end docs

@MainActor
@Suite(.serialized) struct ContainersExampleTests {
    @Test func aDiffableShoppingList() throws {
        // docs: diffable-table-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let groceries = GroceriesController()
        host.window.rootViewController = groceries
        host.run(for: 0.1)
        groceries.add("Butter")
        groceries.remove("Milk")
        host.run(for: 0.5)  // Butter faded in under Flour, Milk faded out
        // end docs
        let table = groceries.tableView
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Flour", "Butter", "Eggs"])
        host.tap(at: table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)).center, to: nil))
        #expect(groceries.chosen == "Butter")
    }

    @Test func aClassicPantry() throws {
        // docs: classic-table-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let pantry = PantrySource()
        let table = TableView(frame: host.window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "spice")
        table.dataSource = pantry
        table.delegate = pantry
        host.window.addSubview(table)
        host.run(for: 0.1)
        // A full swipe left on "Cloves" deletes it.
        let cloves = table.rectForRow(at: IndexPath(row: 1, section: 1))
        host.drag(from: Point(x: 290, y: cloves.midY), to: Point(x: 10, y: cloves.midY), steps: 10, duration: 0.2)
        host.run(for: 0.5)
        // end docs
        #expect(pantry.shelves[1].items == ["Cinnamon", "Cumin"])
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text }.contains("Cloves") == false)
        #expect(table.indexView?.titles == ["B", "C", "P"])
    }

    @Test func aPhotoGrid() throws {
        // docs: photo-grid-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let photos = PhotosController()
        host.window.rootViewController = photos
        host.run(for: 0.1)
        host.tap(at: Point(x: 160, y: 55))  // the second photo of the first line
        // end docs
        #expect(photos.opened == "Photo 2")
        #expect(photos.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(photos.collectionView.visibleCells.count == 12)
        #expect(photos.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == Point(x: 5, y: 110))
    }
}
