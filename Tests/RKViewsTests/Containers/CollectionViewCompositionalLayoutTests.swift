import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct CollectionViewCompositionalLayoutTests {
    func makeView(_ layout: CollectionViewLayout, _ source: GridSource, height: Double = 480) throws -> (HeadlessHost, CollectionView) {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.delegate = source
        h.window.addSubview(cv)
        h.renderFrame()
        return (h, cv)
    }

    func frame(_ cv: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Three columns a hundred points tall, with a header, insets and spacing between lines.
    func threeColumns() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: 3)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = EdgeInsets(all: 10)
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
    }

    @Test func aGridOfThreeColumns() throws {
        let layout = CollectionViewCompositionalLayout(section: threeColumns())
        let (_, cv) = try makeView(layout, GridSource([Array(0..<7)]))
        // The header spans the 300 points inside the side insets; the items start under it
        // and the top inset. Each slot is 100 points; the cell keeps 2 points inside it.
        let header = cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 10, y: 0, width: 300, height: 30))
        #expect(frame(cv, 0) == Rect(x: 12, y: 42, width: 96, height: 96))
        #expect(frame(cv, 2) == Rect(x: 212, y: 42, width: 96, height: 96))
        #expect(frame(cv, 3) == Rect(x: 12, y: 147, width: 96, height: 96))  // 40 + 100 + 5 + 2
        #expect(frame(cv, 6) == Rect(x: 12, y: 252, width: 96, height: 96))
        // 30 header, 10 inset, three lines of 100 with two gaps of 5, 10 inset.
        #expect(cv.contentSize == Size(width: 320, height: 360))
        #expect(cv.visibleCells.count == 7)
        #expect(cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test func subitemsRepeatWhileTheyFitAndSpacingFlexes() throws {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let (_, cv) = try makeView(layout, GridSource([Array(0..<5)]))
        // Quarters of 320 are 80 points: three fit with 10 between (260), a fourth would not (350).
        #expect(frame(cv, 0) == Rect(x: 0, y: 0, width: 80, height: 50))
        #expect(frame(cv, 2) == Rect(x: 180, y: 0, width: 80, height: 50))
        #expect(frame(cv, 3) == Rect(x: 0, y: 50, width: 80, height: 50))
        // Flexible spacing shares the 80 points left over between the two gaps.
        group.interItemSpacing = .flexible(10)
        cv.collectionViewLayout.invalidateLayout()
        #expect(frame(cv, 1) == Rect(x: 120, y: 0, width: 80, height: 50))
        #expect(frame(cv, 2) == Rect(x: 240, y: 0, width: 80, height: 50))
    }

    @Test func aListOfEstimatedHeightsMeasuresItsCells() throws {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = CollectionLayoutItem(layoutSize: size)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let layout = CollectionViewCompositionalLayout(section: section)
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let long = Array(repeating: "Simmer until reduced by half.", count: 5).joined(separator: " ")
        let source = TagSource(["Stock", long])
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        cv.dataSource = source
        h.window.addSubview(cv)
        h.renderFrame()
        let probe = Label()
        probe.numberOfLines = 0
        probe.text = "Stock"
        let one = probe.sizeThatFits(Size(width: 304, height: .infinity)).height
        probe.text = long
        let wrapped = probe.sizeThatFits(Size(width: 304, height: .infinity)).height
        #expect(wrapped > 2 * one)
        // Full width, as tall as the text at 304 points plus the 8-point margins.
        #expect(frame(cv, 0) == Rect(x: 0, y: 0, width: 320, height: one + 16))
        #expect(frame(cv, 1) == Rect(x: 0, y: one + 17, width: 320, height: wrapped + 16))
    }

    /// A line of 150-point cards that scrolls sideways, above a grid.
    func carouselOverGrid(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionViewCompositionalLayout {
        let grid = threeColumns()
        return CollectionViewCompositionalLayout { index, environment in
            guard index == 0 else { return grid }
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            #expect(environment.container.effectiveContentSize.width == 320)
            return section
        }
    }

    @Test func aSectionScrollsSidewaysOnItsOwn() throws {
        let source = GridSource([Array(0..<10), Array(0..<3)])
        let (h, cv) = try makeView(carouselOverGrid(.continuous), source)
        let scroller = try #require(cv.orthogonalScrollers[0])
        // The line spans the view; its content is 16 + 10 cards of 150 with 9 gaps of 10 + 16.
        #expect(scroller.frame == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(scroller.contentSize == Size(width: 1622, height: 100))
        #expect(frame(cv, 1) == Rect(x: 176, y: 0, width: 150, height: 100))
        // The grid section follows the line.
        #expect(frame(cv, 0, 1) == Rect(x: 12, y: 142, width: 96, height: 96))
        // Only the cards in view have cells, inside the line's scroll view.
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        let card = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(card.superview === scroller)
        // Scrolled 300 points: the cards meeting 300...620 show, and the vertical offset stays.
        scroller.contentOffset = Point(x: 300, y: 0)
        h.renderFrame()
        #expect(cv.contentOffset == .zero)
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 336, y: 0, width: 150, height: 100))
        // A point of the view finds the card under it at the line's offset: x 100 is 400 in the line.
        #expect(cv.indexPathForItem(at: Point(x: 100, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(cv.indexPathForItem(at: Point(x: 100, y: 200)) == IndexPath(item: 0, section: 1))
        // A tap there selects it.
        h.tap(at: Point(x: 100, y: 50))
        #expect(source.selected == [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test func groupPagingRestsOnAGroup() throws {
        let (_, cv) = try makeView(carouselOverGrid(.groupPaging), GridSource([Array(0..<10), []]))
        let scroller = try #require(cv.orthogonalScrollers[0])
        scroller.contentOffset = Point(x: 100, y: 0)
        // Card 1 starts at 176: resting with it at the 16-point inset is an offset of 160.
        var target = Point(x: 700, y: 0)
        scroller.scrollViewWillEndDragging(scroller, withVelocity: Point(x: 2, y: 0), targetContentOffset: &target)
        #expect(target.x == 160)
        // Back the other way from 100: card 0, offset 0.
        target = Point(x: -50, y: 0)
        scroller.scrollViewWillEndDragging(scroller, withVelocity: Point(x: -2, y: 0), targetContentOffset: &target)
        #expect(target.x == 0)
        // Paging by the view's width is the scroll view's own paging.
        let (_, paged) = try makeView(carouselOverGrid(.paging), GridSource([Array(0..<10), []]))
        #expect(paged.orthogonalScrollers[0]?.isPagingEnabled == true)
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionPasses() throws {
        let section = threeColumns()
        section.boundarySupplementaryItems[0].pinToVisibleBounds = true
        let layout = CollectionViewCompositionalLayout(section: section)
        let (h, cv) = try makeView(layout, GridSource([Array(0..<30), Array(0..<3)]), height: 300)
        cv.contentOffset = Point(x: 0, y: 200)
        h.renderFrame()
        let header = try #require(cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 200)
    }

    @Test func badSizesAndEmptyGroupsNeitherHangNorCrash() throws {
        let nan = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(.nan), heightDimension: .absolute(.infinity)))
        let zeroCount = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            repeatingSubitem: nan, count: 0)
        let empty = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(-5), heightDimension: .absolute(0)), subitems: [])
        let layout = CollectionViewCompositionalLayout { index, _ in
            switch index {
            case 0: return CollectionLayoutSection(group: zeroCount)
            case 1: return CollectionLayoutSection(group: empty)
            default: return nil
            }
        }
        let (_, cv) = try makeView(layout, GridSource([Array(0..<4), Array(0..<3), Array(0..<2)]))
        // A count of zero is one: one item a line, the full width, 40 tall; NaN and infinity are zero.
        #expect(frame(cv, 0) == Rect(x: 0, y: 0, width: 320, height: 0))
        #expect(frame(cv, 3) == Rect(x: 0, y: 120, width: 320, height: 0))
        // A group with nothing in it places nothing, and a section the provider did not give
        // has no place either: their items are hidden, not piled up.
        for section in [1, 2] {
            #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.isHidden == true)
        }
        #expect(cv.contentSize == Size(width: 320, height: 160))
        #expect(cv.visibleCells.isEmpty)  // items of no height meet no rectangle: no cells
    }

    @Test func scrollingToAnItemOfALineScrollsTheLine() throws {
        let (_, cv) = try makeView(carouselOverGrid(.continuous), GridSource([Array(0..<10), []]))
        let line = try #require(cv.orthogonalScrollers[0])
        // Card 5 spans 816...966: at the left, its leading edge rests at the 16-point inset.
        cv.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
        #expect(line.contentOffset.x == 800)
        // Card 0 is already at the start; the last card at the right stops at the content's end.
        cv.scrollToItem(at: IndexPath(item: 9, section: 0), at: .right, animated: false)
        #expect(line.contentOffset.x == 1622 - 320)
        cv.scrollToItem(at: IndexPath(item: 2, section: 0), at: .none, animated: false)
        #expect(line.contentOffset.x == 336 - 16)  // the least move that shows it whole
    }
}
