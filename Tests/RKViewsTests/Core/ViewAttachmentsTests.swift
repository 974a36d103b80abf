import Testing

@testable import RKViews

/// State other modules attach to a view lives and dies with that view.
@MainActor
struct ViewAttachmentsTests {
    final class Tally { var count = 0 }
    final class Other {}

    @Test func oneObjectPerTypeMadeOnFirstUse() {
        let v = View()
        #expect(v.attachment(Tally.self) == nil)
        v.attachment(Tally.self, orMake: Tally()).count += 1
        v.attachment(Tally.self, orMake: Tally()).count += 1
        #expect(v.attachment(Tally.self)?.count == 2)
        #expect(v.attachment(Other.self) == nil)
        // Another view has its own.
        #expect(View().attachment(Tally.self) == nil)
        v.setAttachment(nil, for: Tally.self)
        #expect(v.attachment(Tally.self) == nil)
    }

    @Test func goesWithItsView() {
        weak var tally: Tally?
        do {
            let v = View()
            let t = Tally()
            tally = t
            v.setAttachment(t, for: Tally.self)
        }
        #expect(tally == nil)
    }
}
