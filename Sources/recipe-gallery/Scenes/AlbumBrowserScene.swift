import Foundation
import RecipeKit

extension GalleryScene {
    static let albumBrowser = GalleryScene(
        name: "album-browser", title: "Album browser",
        summary: "A compositional layout: a line that pages sideways by card over three columns. Hold a cover "
            + "and drag to move it; the arrows move the selection.",
        size: Size(width: 640, height: 620), duration: 2.0, keyFrames: [0, 0.6, 0.9, 2.0], still: 2.0,
        animateViews: { AlbumBrowserScene.play(in: $0) },
        buildViews: { AlbumBrowserScene.buildViews($0) }
    ) { _ in }
}

/// The `album-browser` scene: album covers in a compositional layout.
@MainActor
enum AlbumBrowserScene {
    static var browser: CollectionView?
    static var source: CollectionViewDiffableDataSource<Int, Int>?

    /// A header over each section.
    final class Header: CollectionReusableView {
        let label = Label()
        required init(frame: Rect = .zero) {
            super.init(frame: frame)
            label.font = .system(size: 15, weight: .bold)
            label.textColor = Palette.ink
            addSubview(label)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = Rect(x: 4, y: 8, width: bounds.width - 8, height: bounds.height - 8)
        }
    }

    /// The rounded card behind a section of columns: a decoration view the layout places.
    final class SectionCard: CollectionReusableView {
        static let kind = "section-card"
        required init(frame: Rect = .zero) {
            super.init(frame: frame)
            backgroundColor = Palette.card
            layer.cornerRadius = 12
            layer.borderWidth = 1
            layer.borderColor = Palette.hairline
        }
    }

    /// One section per kind: the recent albums in a line that pages by card, the others in
    /// three columns of squares on a card.
    static func makeLayout() -> CollectionViewCompositionalLayout {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = EdgeInsets(all: 4)
            let section: CollectionLayoutSection
            if index == 0 {
                let card = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(140)),
                    subitems: [item])
                section = CollectionLayoutSection(group: card)
                section.orthogonalScrollingBehavior = .groupPaging
            } else {
                let line = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                    repeatingSubitem: item, count: 3)
                section = CollectionLayoutSection(group: line)
                let card = CollectionLayoutDecorationItem.background(elementKind: SectionCard.kind)
                card.contentInsets = EdgeInsets(top: 0, left: 4, bottom: 4, right: 4)
                section.decorationItems = [card]
            }
            section.contentInsets = EdgeInsets(top: 0, left: 8, bottom: 8, right: 8)
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                    elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }, configuration: configuration)
        layout.register(SectionCard.self, forDecorationViewOfKind: SectionCard.kind)
        return layout
    }

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin
        let top = GalleryScene.contentTop
        let browser = CollectionView(frame: Rect(x: m, y: top, width: 320, height: 500), collectionViewLayout: makeLayout())
        browser.layer.cornerRadius = 14
        browser.layer.borderWidth = 1
        browser.layer.borderColor = Palette.hairline
        browser.register(PhotoGridScene.CoverCell.self, forCellWithReuseIdentifier: "cover")
        browser.register(
            Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        window.addSubview(browser)
        let covers = (0..<20).map { SampleArt.albumCover($0, side: 140) }
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: browser) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath) as? PhotoGridScene.CoverCell
            cell?.art.image = covers[item % covers.count]
            cell?.accessibilityLabel = SampleArt.albums[item % SampleArt.albums.count].title
            return cell
        }
        source.supplementaryViewProvider = { cv, kind, indexPath in
            let header =
                cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as? Header
            header?.label.text = indexPath.section == 0 ? "Recently added" : "All albums"
            return header
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<6), toSection: 0)
        snapshot.appendItems(Array(6..<18), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        source.reorderingHandlers.canReorderItem = { _ in true }
        addReordering(to: browser)
        Self.browser = browser
        Self.source = source
        let note = ViewKit.label(
            "CollectionViewCompositionalLayout\n\nSection 0: 140-point groups in a line with orthogonalScrollingBehavior "
                + ".groupPaging, in a scroll view of their own. Section 1: a horizontal group repeating its item three "
                + "times, a third of the width tall, on a card (a background decoration item). Each section has a "
                + "boundary header.\n\nA long press begins "
                + "beginInteractiveMovementForItem(at:); the diffable data source moves the album in its snapshot.",
            frame: Rect(x: m + 350, y: top, width: 220, height: 400), size: 12, color: Palette.ink)
        note.numberOfLines = 0
        window.addSubview(note)
    }

    /// A long press moves the item under it with the finger, as UIKit apps drive it.
    static func addReordering(to collectionView: CollectionView) {
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

    /// The export's script: an album of the grid joins the front of the line.
    static func play(in window: Window) {
        _ = EventLoop.current.perform(afterDelay: 0.5) {
            guard let source else { return }
            var s = source.snapshot()
            s.moveItem(7, beforeItem: 0)
            source.apply(s)
        }
    }
}
