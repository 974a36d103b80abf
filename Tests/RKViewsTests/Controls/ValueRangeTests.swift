import Testing

@testable import RKViews

@Suite struct ValueRangeTests {
    @Test func nonFiniteEndsAreRefused() {
        var range = ValueRange(minimum: 2, maximum: 8)
        for bad in [Double.nan, .infinity, -.infinity] {
            range.setMinimum(bad)
            range.setMaximum(bad)
        }
        #expect(range == ValueRange(minimum: 2, maximum: 8))
        #expect(ValueRange(minimum: .nan, maximum: .infinity) == ValueRange(minimum: 0, maximum: 0))
    }

    @Test func aCrossedEndCarriesTheOtherAlong() {
        var range = ValueRange(minimum: 0, maximum: 1)
        range.setMinimum(5)
        #expect((range.minimum, range.maximum) == (5, 5))
        range.setMaximum(-3)
        #expect((range.minimum, range.maximum) == (-3, -3))
        #expect(ValueRange(minimum: 4, maximum: 1) == ValueRange(minimum: 4, maximum: 4))
    }

    @Test func valuesAreClampedAndNaNIsRefused() {
        let range = ValueRange(minimum: -1, maximum: 1)
        #expect(range.clamp(0.5) == 0.5)
        #expect(range.clamp(7) == 1)
        #expect(range.clamp(-.infinity) == -1)
        #expect(range.clamp(.infinity) == 1)
        #expect(range.clamp(.nan) == nil)
    }
}
