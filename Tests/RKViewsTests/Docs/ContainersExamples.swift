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

// docs: self-sizing-cell
/// A step of a recipe: a bold number over text that wraps, pinned to the content view's
/// margins. With `rowHeight = TableView.automaticDimension` each row is as tall as its text.
final class StepCell: TableViewCell {
    let number = Label()
    let instruction = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        number.font = .system(size: 13, weight: .bold)
        instruction.numberOfLines = 0
        for label in [number, instruction] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            number.topAnchor.constraint(equalTo: margins.topAnchor),
            number.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            instruction.topAnchor.constraint(equalTo: number.bottomAnchor, constant: 4),
            instruction.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            instruction.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            instruction.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

final class StepsSource: TableViewDataSource {
    let steps = [
        "Preheat the oven.",
        "Cream the butter and sugar until pale and fluffy, then beat in the eggs one at a time, "
            + "scraping down the bowl between each so that nothing is left unmixed at the bottom.",
    ]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { steps.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath) as! StepCell
        cell.number.text = "Step \(indexPath.row + 1)"
        cell.instruction.text = steps[indexPath.row]
        return cell
    }
}
// end docs

// docs: compositional-browse
/// A browsing screen: a line of featured recipes that scrolls sideways a card at a time, over
/// a grid of two columns (four when the window is wide), each section under a header.
final class BrowseController: ViewController {
    enum Section: Int { case featured, all }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, String>!

    static func makeLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { sectionIndex, environment in
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = EdgeInsets(all: 4)
            let section: CollectionLayoutSection
            if sectionIndex == Section.featured.rawValue {
                let card = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(140)),
                    subitems: [item])
                section = CollectionLayoutSection(group: card)
                section.orthogonalScrollingBehavior = .groupPaging
            } else {
                let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
                let line = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    repeatingSubitem: item, count: columns)
                section = CollectionLayoutSection(group: line)
            }
            section.contentInsets = EdgeInsets(top: 0, left: 12, bottom: 12, right: 12)
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                    elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        view.addSubview(collectionView)

        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.contentView.backgroundColor = indexPath.section == 0 ? .orange : Color(white: 0.85)
            cell.contentView.layer.cornerRadius = 8
            cell.accessibilityLabel = name
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let title = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
            title.label.text = indexPath.section == 0 ? "Featured" : "All recipes"
            return title
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(["Paella", "Ramen", "Tagine"], toSection: .featured)
        snapshot.appendItems((1...10).map { "Recipe \($0)" }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A section header: one bold label.
final class TitleView: CollectionReusableView {
    let label = Label()

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.font = .system(size: 17, weight: .bold)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 0)
    }
}
// end docs

// docs: collection-reorder
/// Press and hold an item, then drag it to a new place: a long press drives the collection
/// view's interactive movement, as UIKit apps do.
@MainActor
func addReordering(to collectionView: CollectionView) {
    let press = LongPressGestureRecognizer()
    press.addAction { [weak collectionView] press in
        guard let collectionView else { return }
        let point = press.location(in: collectionView)
        switch press.state {
        case .began:
            guard let item = collectionView.indexPathForItem(at: point) else { return }
            collectionView.beginInteractiveMovementForItem(at: item)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
    collectionView.addGestureRecognizer(press)
}
// end docs

// docs: compositional-list
/// Recipes by course: an inset grouped list under a header per course, fed by a diffable
/// data source.
final class CoursesController: ViewController {
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var list = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        collectionView = CollectionView(frame: view.bounds,
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(using: list))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        view.addSubview(collectionView)

        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
            cell.label.text = name
            return cell
        }
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            let title = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
            title.label.text = dataSource.snapshot().sectionIdentifiers[indexPath.section]
            return title
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Starters", "Desserts"])
        snapshot.appendItems(["Gazpacho", "Hummus", "Bruschetta"], toSection: "Starters")
        snapshot.appendItems(["Tarte Tatin", "Panna cotta"], toSection: "Desserts")
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A list row: one label, 44 points tall.
final class RowCell: CollectionViewCell {
    let label = Label()

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 44) }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
// end docs

// docs: compositional-shelves
/// Shelves that scroll sideways: each section a shelf of two rows of covers on a rounded card
/// (a background decoration), the sections side by side.
@MainActor
func makeShelvesLayout() -> CollectionViewCompositionalLayout {
    let cover = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    cover.contentInsets = EdgeInsets(all: 4)
    let column = CollectionLayoutGroup.vertical(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(90), heightDimension: .fractionalHeight(1)),
        subitems: [cover])
    let shelf = CollectionLayoutSection(group: column)
    shelf.contentInsets = EdgeInsets(all: 12)
    let card = CollectionLayoutDecorationItem.background(elementKind: "shelf")
    card.contentInsets = EdgeInsets(all: 4)
    shelf.decorationItems = [card]

    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 8
    let layout = CollectionViewCompositionalLayout(section: shelf, configuration: configuration)
    layout.register(ShelfBackground.self, forDecorationViewOfKind: "shelf")
    return layout
}

/// The card behind a shelf.
final class ShelfBackground: CollectionReusableView {
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.92)
        layer.cornerRadius = 12
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

    @Test func selfSizingSteps() throws {
        // docs: self-sizing-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let steps = StepsSource()
        let table = TableView(frame: host.window.bounds)
        table.register(StepCell.self, forCellReuseIdentifier: "step")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = steps
        host.window.addSubview(table)
        host.run(for: 0.1)  // the second step's row is three lines taller than the first's
        // end docs
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StepCell)
        let number = cell.number.sizeThatFits(Size(width: 288, height: .infinity)).height
        let line = cell.instruction.sizeThatFits(Size(width: 288, height: .infinity)).height
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == (11 + number + 4 + line + 11).rounded(.up))
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(second >= table.rectForRow(at: IndexPath(row: 0, section: 0)).height + 2 * line)
    }

    @Test func aCompositionalBrowsingScreen() throws {
        // docs: compositional-browse-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let browse = BrowseController()
        host.window.rootViewController = browse
        host.run(for: 0.1)
        // A flick to the left on the featured line brings the next card to its leading edge.
        host.drag(from: Point(x: 250, y: 140), to: Point(x: 180, y: 140), steps: 5, duration: 0.1)
        host.run(for: 1)
        // end docs
        let cv = browse.collectionView!
        let line = try #require(cv.orthogonalScrollers[0])
        // Cards are 0.8 of the 296 points inside the insets; the second rests 12 points in.
        #expect(Swift.abs(line.contentOffset.x - (12 + 236.8 - 12)) < 0.01)
        #expect(cv.contentOffset.x == 0)  // the line scrolled, not the collection view
        // Two columns under the line: 32 header, 140 line, 12 inset, 32 header, then 120-point lines.
        let first = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(first.frame == Rect(x: 16, y: 32 + 140 + 12 + 32 + 4, width: 140, height: 112))
        let title = cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((title as? TitleView)?.label.text == "All recipes")
    }

    @Test func reorderingAGrid() throws {
        // docs: collection-reorder-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let photos = PhotosController()
        host.window.rootViewController = photos
        host.run(for: 0.1)
        addReordering(to: photos.collectionView)
        photos.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        // Hold the first photo, drag it over the third and lift: it moves there.
        host.touchDown(at: Point(x: 55, y: 55))
        host.run(for: 0.6)
        host.touchMove(to: Point(x: 160, y: 55))
        host.touchMove(to: Point(x: 265, y: 55))
        host.run(for: 0.3)
        host.touchUp(at: Point(x: 265, y: 55))
        host.run(for: 0.3)
        // end docs
        #expect(Array(photos.dataSource.snapshot().itemIdentifiers.prefix(4)) == ["Photo 2", "Photo 3", "Photo 1", "Photo 4"])
        #expect(photos.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityLabel == "Photo 1")
        #expect(photos.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.origin == Point(x: 215, y: 5))
    }

    @Test func anInsetGroupedListOfCourses() throws {
        // docs: compositional-list-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let courses = CoursesController()
        host.window.rootViewController = courses
        host.run(for: 0.1)
        // Rows 20 points in from the sides on a rounded background, a separator under each but the last.
        // end docs
        let cv = try #require(courses.collectionView)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 20, y: 38, width: 280, height: 44))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 20, y: 228, width: 280, height: 44))
        let background = cv.decorationView(ofKind: CollectionLayoutListConfiguration.insetBackgroundElementKind,
                                           at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 20, y: 38, width: 280, height: 132))
        let title = cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((title as? TitleView)?.label.text == "Desserts")
        let separators = cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)
            .filter { $0.representedElementKind == CollectionLayoutListConfiguration.separatorElementKind }
        #expect(separators.count == 3)  // two in the first course, one in the second
    }

    @Test func shelvesSideBySide() throws {
        // docs: compositional-shelves-use
        let host = try HeadlessHost(size: Size(width: 320, height: 240))
        let shelves = CollectionView(frame: host.window.bounds, collectionViewLayout: makeShelvesLayout())
        shelves.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cover")
        let covers = CollectionViewDiffableDataSource<Int, String>(collectionView: shelves) { collectionView, indexPath, _ in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath)
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems((1...6).map { "Album \($0)" }, toSection: 0)
        snapshot.appendItems((7...9).map { "Album \($0)" }, toSection: 1)
        covers.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(shelves)
        host.run(for: 0.1)
        // Three columns of two covers, then the second shelf 8 points to the right; it scrolls sideways.
        // end docs
        // 240 less the 24 of insets: covers 108 tall; columns 90 wide.
        #expect(shelves.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 16, y: 124, width: 82, height: 100))
        #expect(shelves.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 318, y: 16, width: 82, height: 100))
        #expect(shelves.contentSize == Size(width: 506, height: 240))
        let card = shelves.decorationView(ofKind: "shelf", at: IndexPath(item: 0, section: 0))
        #expect(card is ShelfBackground)
        #expect(card?.frame == Rect(x: 4, y: 4, width: 286, height: 232))
    }
}

// docs: list-content
final class SettingsList: TableViewDataSource {
    let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On")]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        return cell
    }
}
// end docs
