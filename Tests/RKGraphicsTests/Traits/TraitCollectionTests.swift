import Testing
@testable import RKGraphics

@Suite struct TraitCollectionTests {
    @Test func mergingTakesTheLastSpecifiedValueOfEachTrait() {
        let merged = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .normal),
            TraitCollection(accessibilityContrast: .high),
            TraitCollection(userInterfaceStyle: .unspecified),
        ])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.accessibilityContrast == .high)
    }

    @Test func unspecifiedReadsAsLightAndNormal() {
        let t = TraitCollection()
        #expect(!t.isDark && !t.isHighContrast)
        #expect(!t.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light)))
        #expect(t.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(t.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func performAsCurrentSetsTheTaskLocalCollectionOnlyInside() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(TraitCollection.current.userInterfaceStyle == .unspecified)
        let inside = dark.performAsCurrent { TraitCollection.current }
        #expect(inside == dark)
        #expect(TraitCollection.current.userInterfaceStyle == .unspecified)
    }
}
