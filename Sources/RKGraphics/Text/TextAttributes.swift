import Foundation

/// How a run of text is underlined.
public enum UnderlineStyle: Hashable, Sendable, CaseIterable {
    /// No underline.
    case none
    /// One thin line.
    case single
    /// Two thin lines.
    case double
}

extension AttributeScopes {
    /// The attributes RecipeKit's text engine understands in an `AttributedString`.
    ///
    /// With ``AttributeDynamicLookup`` these read as properties:
    ///
    /// ```swift
    /// var s = AttributedString("Hello, world")
    /// s.font = .system(size: 20)
    /// s.foregroundColor = .red
    /// s[s.range(of: "world")!].underlineStyle = .single
    /// s.kern = 2
    /// ```
    ///
    /// Runs without a font or foreground color use the defaults given to ``TextLayout``.
    public struct RecipeKitAttributes: AttributeScope {
        /// The font of the run.
        public let font: FontAttribute
        /// The color the glyphs (and their underline and strikethrough) are drawn in.
        public let foregroundColor: ForegroundColorAttribute
        /// A color filled behind the run, one rectangle per line it spans.
        public let backgroundColor: BackgroundColorAttribute
        /// Whether and how the run is underlined.
        public let underlineStyle: UnderlineStyleAttribute
        /// Whether the run is struck through.
        public let strikethrough: StrikethroughAttribute
        /// Extra space, in points, added between characters of the run.
        public let kern: KernAttribute
        /// Points the run is raised above the baseline (negative lowers it).
        public let baselineOffset: BaselineOffsetAttribute
        /// A shadow drawn under the run's glyphs, underline and strikethrough.
        public let shadow: ShadowAttribute

        /// The ``Font`` of a run.
        public enum FontAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Font
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.font"
        }

        /// The glyph ``Color`` of a run.
        public enum ForegroundColorAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Color
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.foregroundColor"
        }

        /// The ``Color`` filled behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Color
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.backgroundColor"
        }

        /// The ``UnderlineStyle`` of a run.
        public enum UnderlineStyleAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = UnderlineStyle
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.underlineStyle"
        }

        /// Whether a run is struck through.
        public enum StrikethroughAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Bool
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.strikethrough"
        }

        /// Points of extra space between the characters of a run (NSAttributedString.Key.kern).
        /// Non-finite values are ignored.
        public enum KernAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Double
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.kern"
        }

        /// Points a run is raised above the baseline (NSAttributedString.Key.baselineOffset):
        /// positive up, negative down. Line heights grow to fit. Non-finite values are ignored.
        public enum BaselineOffsetAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Double
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.baselineOffset"
        }

        /// The ``Shadow`` under a run (NSAttributedString.Key.shadow): its glyphs' shape moved by
        /// the offset, blurred by the radius and filled with the color.
        public enum ShadowAttribute: AttributedStringKey, Sendable {
            /// The type of the attribute's values.
            public typealias Value = Shadow
            /// The name attributed strings store the attribute under.
            public static let name = "RecipeKit.shadow"
        }
    }

    /// RecipeKit's attributes, for APIs that take a scope (`AttributedString(_:including:)`).
    public var recipeKit: RecipeKitAttributes.Type { RecipeKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Makes RecipeKit's attributes available as properties of `AttributedString`, its
    /// substrings and runs (`s.font`, `s.foregroundColor`, ...).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.RecipeKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
