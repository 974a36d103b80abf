/// Right-to-left interfaces, as UIKit mirrors them.
extension View {
    /// How the view's content relates to the layout direction (UIView.semanticContentAttribute).
    ///
    /// With the forced values, the view and its subviews are laid out in that direction
    /// whatever the interface's; playback and spatial controls stay left to right themselves
    /// while their subviews follow the interface. Set it before activating constraints that
    /// use leading and trailing anchors: they are resolved when installed.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { attachment(SemanticContentAttributeBox.self)?.value ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            attachment(SemanticContentAttributeBox.self, orMake: SemanticContentAttributeBox()).value = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction the view lays out its content in (UIView.effectiveUserInterfaceLayoutDirection):
    /// its own ``semanticContentAttribute`` when that decides, else the nearest ancestor's forced
    /// direction, else the app's (``Application/userInterfaceLayoutDirection``).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: break
        }
        var ancestor = superview
        while let view = ancestor {
            switch view.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified, .playback, .spatial: ancestor = view.superview
            }
        }
        return Application.shared.userInterfaceLayoutDirection
    }

    /// The direction a view with `attribute` lays out in within the app's interface
    /// (UIView.userInterfaceLayoutDirection(for:)).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return Application.shared.userInterfaceLayoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// Whether the view lays out right to left: leading is its right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Lays out and redraws the view and its subviews again after their direction changed.
    func layoutDirectionDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        for subview in subviews { subview.layoutDirectionDidChange() }
    }
}

/// The storage of a view's ``View/semanticContentAttribute``, which most views never set.
private final class SemanticContentAttributeBox {
    var value = SemanticContentAttribute.unspecified
}
