import RecipeKit

extension WindowScene {
    /// A pointer of a scene's scripted demo (a fling, a drawn circle, a drag), delivered as a
    /// user's would be, except that keyboard focus stays where it was.
    ///
    /// A pointer going down focuses the view under it, and a focused scroll view takes the
    /// arrow keys: the album wall's demo fling took Up and Down from the scene list a moment
    /// after the scene was shown, so browsing the scenes with the keys stopped there.
    func demoPointer(_ phase: Window.PointerPhase, id: Int, at point: Point, timestamp: MediaTime) {
        let focus = windows.map { (window: $0, view: $0.focusedView) }
        handlePointer(phase, id: id, at: point, timestamp: timestamp)
        for f in focus where f.window.focusedView !== f.view {
            f.window.setFocusedView(f.view)
        }
    }
}
