import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing

@testable import RKViews

/// A row 50 points tall at any width, with its title in a label.
final class ListRowCell: CollectionViewCell {
    let title = Label()

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 50) }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = Rect(x: 16, y: 0, width: Swift.max(0, bounds.width - 32), height: bounds.height)
    }
}

/// Sections of titled rows with header and footer views.
@MainActor
final class ListLayoutSource: CollectionViewDataSource {
    var sections: [(title: String, rows: [String])]
    init(_ sections: [(title: String, rows: [String])]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].rows.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? ListRowCell)?.title.text = sections[indexPath.section].rows[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        if v.subviews.isEmpty {
            let l = Label(text: "", font: .system(size: 13))
            l.textColor = .secondaryLabel
            l.frame = Rect(x: 16, y: 14, width: 260, height: 20)
            v.addSubview(l)
        }
        (v.subviews.first as? Label)?.text = sections[indexPath.section].title.uppercased()
        return v
    }
}

/// A card drawn behind a section, registered on the layout by the app.
final class CardBackground: CollectionReusableView {
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        layer.cornerRadius = 12
    }
}

/// Lists (``CollectionLayoutListConfiguration``), decoration items and a horizontal main axis
/// in the compositional layout, with frames worked out by hand.
@MainActor
@Suite(.serialized) struct CollectionViewListLayoutTests {
    func makeView(_ layout: CollectionViewLayout, _ source: ListLayoutSource, size: Size = Size(width: 320, height: 480),
                  scale: Double = 1) throws -> (HeadlessHost, CollectionView) {
        let h = try HeadlessHost(size: size, scale: scale, backgroundColor: .systemGroupedBackground)
        h.window.backgroundColor = .systemGroupedBackground
        let cv = CollectionView(frame: Rect(size: size), collectionViewLayout: layout)
        cv.backgroundColor = .systemGroupedBackground
        cv.register(ListRowCell.self, forCellWithReuseIdentifier: "row")
        cv.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "header")
        cv.dataSource = source
        h.window.addSubview(cv)
        h.renderFrame()
        return (h, cv)
    }

    func frame(_ cv: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func separators(_ cv: CollectionView) -> [Rect] {
        cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)
            .filter { $0.representedElementKind == CollectionLayoutListConfiguration.separatorElementKind }
            .map(\.frame).sorted { $0.minY < $1.minY }
    }

    let recipes: [(title: String, rows: [String])] = [
        ("Breakfast", ["Pancakes", "Porridge", "Shakshuka"]), ("Dessert", ["Tarte Tatin"]),
    ]

    @Test func anInsetGroupedListWithHeadersSeparatorsAndRoundedBackgrounds() throws {
        var config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let (_, cv) = try makeView(CollectionViewCompositionalLayout.list(using: config), ListLayoutSource(recipes))
        // 20 points in from each side; a 38-point header, then rows of 50, 20 points below.
        let header = cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 20, y: 0, width: 280, height: 38))
        #expect(frame(cv, 0) == Rect(x: 20, y: 38, width: 280, height: 50))
        #expect(frame(cv, 2) == Rect(x: 20, y: 138, width: 280, height: 50))
        #expect(frame(cv, 0, 1) == Rect(x: 20, y: 246, width: 280, height: 50))  // 188 + 20 + 38
        #expect(cv.contentSize == Size(width: 320, height: 316))
        // Separators 16 points in from each row's leading edge, under all but a section's last row.
        #expect(separators(cv) == [Rect(x: 36, y: 87.5, width: 264, height: 0.5), Rect(x: 36, y: 137.5, width: 264, height: 0.5)])
        // The rounded background hugs the rows, behind the cells.
        let kind = CollectionLayoutListConfiguration.insetBackgroundElementKind
        let background = try #require(cv.decorationView(ofKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(background.frame == Rect(x: 20, y: 38, width: 280, height: 150))
        #expect(background.layer.cornerRadius == 10)
        #expect(cv.decorationView(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 20, y: 246, width: 280, height: 50))
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let order = cv.subviews
        #expect(try #require(order.firstIndex { $0 === background }) < #require(order.firstIndex { $0 === cell }))
        #expect(!background.isUserInteractionEnabled)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)).flatMap {
            cv.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: CollectionLayoutListConfiguration.separatorElementKind, at: $0.indexPath)
        }?.frame == Rect(x: 36, y: 137.5, width: 264, height: 0.5))
    }

    @Test func plainAndGroupedLists() throws {
        var plain = CollectionLayoutListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        let (_, cv) = try makeView(CollectionViewCompositionalLayout.list(using: plain), ListLayoutSource(recipes))
        // Edge to edge, a 28-point header, no background, no space between sections.
        #expect(frame(cv, 0) == Rect(x: 0, y: 28, width: 320, height: 50))
        #expect(frame(cv, 0, 1) == Rect(x: 0, y: 206, width: 320, height: 50))
        #expect(separators(cv).first == Rect(x: 16, y: 77.5, width: 304, height: 0.5))
        #expect(cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)
            .allSatisfy { $0.representedElementCategory != .decorationView || $0.representedElementKind == CollectionLayoutListConfiguration.separatorElementKind })

        var grouped = CollectionLayoutListConfiguration(appearance: .grouped)
        grouped.showsSeparators = false
        let (_, g) = try makeView(CollectionViewCompositionalLayout.list(using: grouped), ListLayoutSource(recipes))
        // No header; rows edge to edge on a full-width background, 20 points below each section.
        #expect(frame(g, 2) == Rect(x: 0, y: 100, width: 320, height: 50))
        #expect(frame(g, 0, 1) == Rect(x: 0, y: 170, width: 320, height: 50))
        #expect(separators(g).isEmpty)
        let background = g.decorationView(ofKind: CollectionLayoutListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 0, y: 0, width: 320, height: 150))
        #expect(background?.layer.cornerRadius == 0)
    }

    @Test func aSectionBackgroundDecorationRegisteredOnTheLayout() throws {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(60)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = EdgeInsets(all: 16)
        let card = CollectionLayoutDecorationItem.background(elementKind: "card")
        card.contentInsets = EdgeInsets(all: 8)
        section.decorationItems = [card]
        let layout = CollectionViewCompositionalLayout(section: section)
        let source = ListLayoutSource([("One", ["a", "b", "c"]), ("Two", ["d"])])
        let (h, cv) = try makeView(layout, source)
        // Not registered: no view, nothing breaks.
        #expect(cv.decorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)) == nil)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        h.renderFrame()
        // Section 0: 16 + two lines of 60 + 16 = 152 tall; its background is that less 8 all round.
        let first = try #require(cv.decorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)))
        #expect(first is CardBackground)
        #expect(first.frame == Rect(x: 8, y: 8, width: 304, height: 136))
        #expect(cv.decorationView(ofKind: "card", at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 8, y: 160, width: 304, height: 76))
        #expect(first.layer.zPosition == -1)
        // Scrolled out of view, the view is put aside and reused for the next section in view.
        cv.contentSize = Size(width: 320, height: 2000)
        cv.contentOffset = Point(x: 0, y: 150)
        h.renderFrame()
        #expect(cv.decorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(cv.decorationView(ofKind: "card", at: IndexPath(item: 0, section: 1)) != nil)
    }

    @Test func aHorizontalLayoutPutsSectionsSideBySide() throws {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: item, count: 2)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = EdgeInsets(all: 10)
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let source = ListLayoutSource([("One", ["a", "b", "c", "d", "e"]), ("Two", ["f", "g"])])
        let (h, cv) = try makeView(layout, source, size: Size(width: 320, height: 200))
        // Groups of two 75-point rows (150 left by the 30-point header and the insets), one
        // group to the right of the other, sections 20 points apart.
        #expect(frame(cv, 0) == Rect(x: 10, y: 40, width: 100, height: 75))
        #expect(frame(cv, 1) == Rect(x: 10, y: 115, width: 100, height: 75))
        #expect(frame(cv, 2) == Rect(x: 115, y: 40, width: 100, height: 75))
        #expect(frame(cv, 4) == Rect(x: 220, y: 40, width: 100, height: 75))
        #expect(frame(cv, 0, 1) == Rect(x: 360, y: 40, width: 100, height: 75))  // 330 + 20 + 10
        let header = { (s: Int) in
            cv.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))?.frame
        }
        // Headers span their section's groups.
        #expect(header(0) == Rect(x: 10, y: 0, width: 310, height: 30))
        #expect(header(1) == Rect(x: 360, y: 0, width: 100, height: 30))
        #expect(cv.contentSize == Size(width: 470, height: 200))
        #expect(cv.indexPathsForVisibleItems.count == 5)
        // Scrolled sideways, the second section's items come into view.
        cv.contentOffset = Point(x: 150, y: 0)
        h.renderFrame()
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 1)))
        #expect(!cv.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    }

    @Test func anInsetGroupedListSnapshot() throws {
        var config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let (h, _) = try makeView(CollectionViewCompositionalLayout.list(using: config), ListLayoutSource(recipes),
                                  size: Size(width: 320, height: 330), scale: 2)
        Snapshot.expect(h.snapshot(), named: "inset-grouped-list")
    }

    /// As in UIKit, a list brings its background: an app that sets no background colour still
    /// sees its inset grouped cards on the grouped grey, not white cards on white.
    @Test func aListGivesTheCollectionViewItsAppearancesBackground() throws {
        func list(_ appearance: CollectionLayoutListConfiguration.Appearance) -> CollectionViewLayout {
            CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: appearance))
        }
        let inset = CollectionView(frame: .zero, collectionViewLayout: list(.insetGrouped))
        #expect(inset.backgroundColor == .systemGroupedBackground)
        let plain = CollectionView(frame: .zero, collectionViewLayout: list(.plain))
        #expect(plain.backgroundColor == .systemBackground)
        var clear = CollectionLayoutListConfiguration(appearance: .grouped)
        clear.backgroundColor = .clear
        plain.collectionViewLayout = CollectionViewCompositionalLayout.list(using: clear)
        #expect(plain.backgroundColor == .clear)
        // A colour the app sets after the layout wins; a layout that is no list keeps it.
        inset.backgroundColor = .systemYellow
        inset.collectionViewLayout = CollectionViewFlowLayout()
        #expect(inset.backgroundColor == .systemYellow)

        // On screen: the grouped grey in the margin beside the white card.
        let h = try HeadlessHost(size: Size(width: 320, height: 240))
        let source = ListLayoutSource(recipes)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 240), collectionViewLayout: list(.insetGrouped))
        cv.register(ListRowCell.self, forCellWithReuseIdentifier: "row")
        cv.dataSource = source
        h.window.addSubview(cv)
        h.renderFrame()
        let image = h.snapshot()
        let outside = image.pixel(x: 8, y: 20) ?? 0, card = image.pixel(x: 160, y: 20) ?? 0
        #expect(outside != card, "the margin beside the card is \(String(outside, radix: 16)), the card \(String(card, radix: 16))")
    }
}
