import RKGeometry

extension ScrollView {
    /// The scrollable content as a guide (UIScrollView.contentLayoutGuide): it starts at the
    /// content's origin, and constraints that give it a width and height set
    /// ``contentSize``, so content laid out by constraints (pinned to its edges) sizes the
    /// scrolling area. Unconstrained, it is as large as ``contentSize``.
    public var contentLayoutGuide: LayoutGuide {
        systemGuide(\.scrollContentGuide, .scrollContent, "contentLayoutGuide")
    }

    /// The scroll view's own rectangle as a guide (UIScrollView.frameLayoutGuide): views pinned
    /// to it stay where they are on screen while the content scrolls, and content made as wide
    /// as it scrolls only vertically.
    public var frameLayoutGuide: LayoutGuide {
        systemGuide(\.scrollFrameGuide, .scrollFrame, "frameLayoutGuide")
    }
}
