import RecipeKit

/// The scene list as screen readers see it. The list is drawn with layers, so a views window over
/// its rows (``SceneList/rowsFrame``), never shown, stands aside for one element per row: a
/// button named by the scene's title, selected for the scene shown, that shows its scene when
/// activated.
@MainActor
final class SceneListAccessibility: Window {
    private let list: SceneList
    private let titles: [String]
    private let choose: (Int) -> Void

    init(list: SceneList, titles: [String], choose: @escaping (Int) -> Void) {
        self.list = list
        self.titles = titles
        self.choose = choose
        super.init(frame: list.rowsFrame)
        accessibilityLabel = "Scenes"
    }

    override var accessibilityElements: [AccessibilityElement]? {
        get {
            titles.indices.map { i in
                let e = AccessibilityElement(container: self)
                e.accessibilityLabel = titles[i]
                e.accessibilityTraits = i == list.selectedIndex ? [.button, .selected] : .button
                // Rows scrolled out of the rows' area are out of the window's bounds: not showing.
                e.frameInContainer = SceneList.rowFrame(i).offsetBy(dx: 0, dy: -SceneList.headerHeight - list.scrollOffset)
                e.onActivate = { [weak self] in
                    self?.choose(i)
                    return self != nil
                }
                return e
            }
        }
        set { super.accessibilityElements = newValue }
    }
}
