import RKGeometry
import RKGraphics

/// How a compositional layout's section shows as a list (UICollectionLayoutListConfiguration):
/// full-width rows sized by their cells (44 points estimated), separators between them, and
/// optional headers and footers. Make the section with
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)`` or a whole layout with
/// ``CollectionViewCompositionalLayout/list(using:)``.
///
/// The appearances, with the metrics they use:
/// - ``Appearance/plain``: rows edge to edge, headers 28 points (estimated) that stay at the
///   top while their section scrolls under them.
/// - ``Appearance/grouped``: headers 38 points, 20 points below each section, the items on a
///   full-width background (``Color/secondarySystemGroupedBackground``).
/// - ``Appearance/insetGrouped``: as grouped, inset 20 points at the sides, on a background
///   with corners rounded to 10 points.
public struct CollectionLayoutListConfiguration: Sendable {
    /// The list's look (UICollectionLayoutListConfiguration.Appearance).
    public enum Appearance: Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections apart, on a background the full width.
        case grouped
        /// Sections apart, inset from the sides on a rounded background.
        case insetGrouped
    }

    /// Whether sections have a header (UICollectionLayoutListConfiguration.HeaderMode).
    public enum HeaderMode: Sendable {
        /// No header.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionHeader``.
        case supplementary
    }

    /// Whether sections have a footer (UICollectionLayoutListConfiguration.FooterMode).
    public enum FooterMode: Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionFooter``.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether a hairline separates one row from the next (not after the last of a section).
    public var showsSeparators = true
    /// The space before each separator, from the row's leading edge.
    public var separatorLeadingInset = 16.0
    /// Whether sections have headers.
    public var headerMode = HeaderMode.none
    /// Whether sections have footers.
    public var footerMode = FooterMode.none
    /// The list's background, which a layout made by ``CollectionViewCompositionalLayout/list(using:)``
    /// gives the collection view it is set on, as UIKit's list does: nil (the default) for the
    /// appearance's own, ``Color/systemBackground`` for a plain list and
    /// ``Color/systemGroupedBackground`` for the grouped ones, around their sections' cards. To
    /// show something else, set this (`.clear` lets what is behind show through) or set the
    /// collection view's `backgroundColor` after the layout.
    public var backgroundColor: Color?

    /// A list of an appearance, with separators and without headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The kind of the decoration views a list places between rows.
    public static let separatorElementKind = "RecipeKitListSeparator"
    /// The kind of the decoration view behind a grouped list's section.
    public static let backgroundElementKind = "RecipeKitListSectionBackground"
    /// The kind of the rounded decoration view behind an inset grouped list's section.
    public static let insetBackgroundElementKind = "RecipeKitListInsetSectionBackground"

    /// The estimated height of a row, a header and a footer.
    static let estimatedRowHeight = 44.0
    var headerHeight: Double { appearance == .plain ? 28 : 38 }
    static let footerHeight = 28.0
    /// The space below a grouped section, and at its sides for inset grouped.
    static let groupSpacing = 20.0
    static let insetCornerRadius = 10.0
}

/// The hairline a list shows between rows.
final class ListSeparatorView: CollectionReusableView {
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .separator
    }
}

/// The background behind a grouped list's section.
class ListSectionBackgroundView: CollectionReusableView {
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
    }
}

/// The background behind an inset grouped list's section, its corners rounded.
final class ListInsetSectionBackgroundView: ListSectionBackgroundView {
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        layer.cornerRadius = CollectionLayoutListConfiguration.insetCornerRadius
        layer.masksToBounds = true
    }
}

extension CollectionLayoutSection {
    /// A section shown as a list (NSCollectionLayoutSection.list(using:layoutEnvironment:)):
    /// one full-width row per item, its height from its cell, with the configuration's
    /// separators, headers, footers and grouped background.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let height = CollectionLayoutDimension.estimated(CollectionLayoutListConfiguration.estimatedRowHeight)
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
        let item = CollectionLayoutItem(layoutSize: size)
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
        let gap = CollectionLayoutListConfiguration.groupSpacing
        switch configuration.appearance {
        case .plain: break
        case .grouped: section.contentInsets = EdgeInsets(top: 0, left: 0, bottom: gap, right: 0)
        case .insetGrouped: section.contentInsets = EdgeInsets(top: 0, left: gap, bottom: gap, right: gap)
        }
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                 heightDimension: .estimated(configuration.headerHeight)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                 heightDimension: .estimated(CollectionLayoutListConfiguration.footerHeight)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        if configuration.appearance != .plain {
            let background = CollectionLayoutDecorationItem.background(
                elementKind: configuration.appearance == .insetGrouped
                    ? CollectionLayoutListConfiguration.insetBackgroundElementKind
                    : CollectionLayoutListConfiguration.backgroundElementKind)
            background.contentInsets = section.contentInsets
            section.decorationItems.append(background)
        }
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list (UICollectionViewCompositionalLayout.list(using:)).
    /// It gives the collection view it is set on the list's background (see
    /// ``CollectionLayoutListConfiguration/backgroundColor``).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.backgroundColor
            ?? (configuration.appearance == .plain ? .systemBackground : .systemGroupedBackground)
        return layout
    }
}
