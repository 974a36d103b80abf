import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// A tag: a label pinned to the content view's margins (8 points), as wide as its text.
@MainActor
final class TagCell: CollectionViewCell {
    let label = Label()

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let m = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            label.topAnchor.constraint(equalTo: m.topAnchor),
            label.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
    }
}

@MainActor
final class TagSource: CollectionViewDataSource {
    let tags: [String]
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}

@MainActor
@Suite(.serialized) struct CollectionViewCellTests {
    @Test func flowLayoutItemsSizeThemselvesFromConstraints() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let long = Array(repeating: "Fold in the flour gently.", count: 6).joined(separator: " ")
        let source = TagSource(["Salt", "Pepper", long])
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        cv.dataSource = source
        h.window.addSubview(cv)
        h.renderFrame()
        let probe = Label()
        probe.numberOfLines = 0
        probe.text = "Salt"
        let salt = probe.sizeThatFits(Size(width: .infinity, height: .infinity))
        let a0 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // As wide and tall as the text, plus 8-point margins all round.
        #expect(a0.size == Size(width: salt.width + 16, height: salt.height + 16))
        // The long text wraps at the line's width (320 less the margins: 304 for the text).
        probe.text = long
        let wrapped = probe.sizeThatFits(Size(width: 304, height: .infinity))
        #expect(wrapped.height > 2 * salt.height)
        let a2 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(a2.size == Size(width: 320, height: wrapped.height + 16))
        #expect(a2.frame.minY == a0.frame.maxY + 10)
    }
}
