import RKGraphics

extension Layer {
    /// Marks every layer of this tree whose content is drawn (backing stores, tiles, masks
    /// included) for redrawing: what a host does when the traits dynamic colors resolve in
    /// change, since drawn pixels keep the colors they were drawn with. Layers showing images
    /// set from outside are left alone.
    public func setNeedsDisplayForAppearanceChange() {
        if contentsAreBackingStore || self is TiledLayer { setNeedsDisplay() }
        mask?.setNeedsDisplayForAppearanceChange()
        for s in sublayers { s.setNeedsDisplayForAppearanceChange() }
    }
}
