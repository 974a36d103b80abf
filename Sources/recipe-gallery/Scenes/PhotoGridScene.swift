import Foundation
import RecipeKit

extension GalleryScene {
    static let photoGrid = GalleryScene(
        name: "photo-grid", title: "Photo grid",
        summary: "A CollectionView with a flow layout and a diffable data source: album art under section headers. "
            + "Tap to select; the export adds two covers and removes one.",
        size: Size(width: 640, height: 620), duration: 2.0, keyFrames: [0, 0.6, 0.7, 1.2, 2.0], still: 1.2,
        animateViews: { PhotoGridScene.play(in: $0) },
        buildViews: { PhotoGridScene.buildViews($0) }
    ) { _ in }
}

/// The `photo-grid` scene: album covers in a collection view.
@MainActor
enum PhotoGridScene {
    static var grid: CollectionView?
    static var source: CollectionViewDiffableDataSource<Int, Int>?

    /// A square cell showing one cover, with a ring while selected.
    final class CoverCell: CollectionViewCell {
        let art = ImageView()

        required init(frame: Rect = .zero) {
            super.init(frame: frame)
            art.contentMode = .resizeAspectFill
            art.clipsToBounds = true
            art.layer.cornerRadius = 6
            contentView.addSubview(art)
            let ring = View()
            ring.layer.borderColor = Palette.accent
            ring.layer.borderWidth = 3
            ring.layer.cornerRadius = 8
            selectedBackgroundView = ring
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            art.frame = bounds.insetBy(dx: 4, dy: 4)
            bringSubviewToFront(contentView)
        }
    }

    /// A section title.
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
            label.frame = Rect(x: 12, y: 8, width: bounds.width - 24, height: bounds.height - 8)
        }
    }

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin
        let top = GalleryScene.contentTop
        let layout = CollectionViewFlowLayout()
        // Three covers fill a line exactly, so every line keeps the same 4-point spacing.
        let side = (320 - 16 - 2 * 4) / 3.0
        layout.itemSize = Size(width: side, height: side)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = EdgeInsets(top: 4, left: 8, bottom: 12, right: 8)
        layout.headerReferenceSize = Size(width: 0, height: 32)
        let grid = CollectionView(frame: Rect(x: m, y: top, width: 320, height: 520), collectionViewLayout: layout)
        grid.layer.cornerRadius = 14
        grid.layer.borderWidth = 1
        grid.layer.borderColor = Palette.hairline
        grid.register(CoverCell.self, forCellWithReuseIdentifier: "cover")
        grid.register(
            Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        window.addSubview(grid)
        let covers = (0..<20).map { SampleArt.albumCover($0, side: 96) }
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath) as? CoverCell
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
        snapshot.appendItems(Array(0..<3), toSection: 0)
        snapshot.appendItems(Array(3..<18), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        grid.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: .none)
        Self.grid = grid
        Self.source = source
        let note = ViewKit.label(
            "CollectionView + CollectionViewFlowLayout\n\nThree items a line, 4-point spacing, section insets and 32-point "
                + "headers; a DiffableDataSourceSnapshot<Int, Int> applied with animation moves covers to their new places.",
            frame: Rect(x: m + 350, y: top, width: 220, height: 300), size: 12, color: Palette.ink)
        note.numberOfLines = 0
        window.addSubview(note)
    }

    /// The export's script: two covers are added to "Recently added" and one removed from "All albums".
    static func play(in window: Window) {
        _ = EventLoop.current.perform(afterDelay: 0.5) {
            guard let source else { return }
            var s = source.snapshot()
            s.insertItems([18, 19], beforeItem: 0)
            s.deleteItems([4])
            source.apply(s)
        }
    }
}
