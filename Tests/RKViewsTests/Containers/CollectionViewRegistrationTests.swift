import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Cell and supplementary registrations, as current UIKit code feeds a collection view: no
/// reuse identifiers, each dequeued view configured by its registration's handler.
@MainActor
@Suite(.serialized) struct CollectionViewRegistrationTests {
    final class NameCell: CollectionViewCell {
        let label = Label()
        var configurations = 0
    }

    final class PriceCell: CollectionViewCell {
        var price = 0
    }

    final class TitleView: CollectionReusableView {
        let label = Label()
    }

    func makeView() throws -> (HeadlessHost, CollectionView) {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = Size(width: 320, height: 30)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        h.window.addSubview(cv)
        return (h, cv)
    }

    @Test func cellsComeConfiguredFromTheirRegistrationAndAreReused() throws {
        let (h, cv) = try makeView()
        let names = CollectionView.CellRegistration<NameCell, String> { cell, indexPath, name in
            cell.label.text = "\(indexPath.item): \(name)"
            cell.configurations += 1
        }
        let headers = CollectionView.SupplementaryRegistration<TitleView>(
            elementKind: CollectionView.elementKindSectionHeader) { view, kind, indexPath in
            view.label.text = "\(kind) \(indexPath.section)"
        }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, name in
            cv.dequeueConfiguredReusableCell(using: names, for: indexPath, item: name)
        }
        source.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<500).map { "item \($0)" })
        source.apply(snapshot, animatingDifferences: false)
        h.renderFrame()

        let first = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? NameCell)
        #expect(first.label.text == "1: item 1")
        #expect(first.reuseIdentifier != nil)
        let header = cv.subviews.compactMap { $0 as? TitleView }.first
        #expect(header?.label.text == "\(CollectionView.elementKindSectionHeader) 0")

        for _ in 0..<100 {
            cv.contentOffset.y += 97
            h.renderFrame()
        }
        // Reused, not one cell per row: a screenful and a few more were made.
        #expect(cv.createdCellCount <= 16)
        let visible = cv.indexPathsForVisibleItems.sorted()
        let row = try #require(visible.last)
        let cell = try #require(cv.cellForItem(at: row) as? NameCell)
        #expect(cell.label.text == "\(row.item): item \(row.item)")
        #expect(cell.configurations > 1)
    }

    @Test func twoRegistrationsKeepTheirCellsApart() throws {
        let (h, cv) = try makeView()
        let names = CollectionView.CellRegistration<NameCell, String> { cell, _, name in cell.label.text = name }
        let prices = CollectionView.CellRegistration<PriceCell, Int> { cell, _, price in cell.price = price }
        // Even sections are names, odd ones prices: each registration pools its own class.
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, id in
            if indexPath.section == 0 {
                return cv.dequeueConfiguredReusableCell(using: names, for: indexPath, item: id)
            }
            return cv.dequeueConfiguredReusableCell(using: prices, for: indexPath, item: Int(id.dropFirst()) ?? -1)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems((0..<30).map { "n\($0)" }, toSection: 0)
        snapshot.appendItems((0..<30).map { "p\($0)" }, toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        h.renderFrame()
        for _ in 0..<30 {
            cv.contentOffset.y += 60
            h.renderFrame()
        }
        for path in cv.indexPathsForVisibleItems {
            let cell = cv.cellForItem(at: path)
            if path.section == 0 {
                #expect((cell as? NameCell)?.label.text == "n\(path.item)")
            } else {
                #expect((cell as? PriceCell)?.price == path.item)
            }
        }
        #expect(cv.indexPathsForVisibleItems.contains { $0.section == 1 })
    }

    @Test func aNilItemHandsOutAnUnconfiguredCell() throws {
        let (_, cv) = try makeView()
        var calls = 0
        let names = CollectionView.CellRegistration<NameCell, String> { _, _, _ in calls += 1 }
        let cell = cv.dequeueConfiguredReusableCell(using: names, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(calls == 0)
        #expect(cell.label.text == nil || cell.label.text == "")
    }
}
