import Testing

@testable import RKAccessibilityBridge

/// Walking text by characters, words and the whole, as AT-SPI2's Text interface asks.
@Suite struct AccessibleTextTests {
    let text = AccessibleText("Hot tea, please")

    @Test func cutsCharactersWordsAndTheWhole() {
        #expect(text.count == 15)
        #expect(text.unit(.character, at: 4) == ("t", 4, 5))
        #expect(text.unit(.word, at: 5) == ("tea", 4, 7))
        #expect(text.unit(.word, at: 7) == (", ", 7, 9))
        #expect(text.unit(.whole, at: 3) == ("Hot tea, please", 0, 15))
        #expect(text.unit(.word, at: 15) == ("", 15, 15))
        #expect(text.unit(.word, at: -1) == ("", 15, 15))
    }

    @Test func clampsRanges() {
        #expect(text.text(from: 4, to: 7) == "tea")
        #expect(text.text(from: 9, to: -1) == "please")
        #expect(text.text(from: -5, to: 3) == "Hot")
        #expect(text.text(from: 10, to: 2) == "")
        #expect(text.text(from: 40, to: 50) == "")
    }

    @Test func mapsAtSpiUnits() {
        #expect(AccessibleText.unit(boundary: 0) == .character)
        #expect(AccessibleText.unit(boundary: 1) == .word)
        #expect(AccessibleText.unit(boundary: 5) == .whole)
        #expect(AccessibleText.unit(granularity: 1) == .word)
        #expect(AccessibleText.unit(granularity: 3) == .whole)
    }
}
