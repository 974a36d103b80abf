import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ButtonTests {
    func setUp(_ button: Button = Button(style: .plain)) throws -> (HeadlessHost, Button) {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        button.frame = Rect(x: 100, y: 80, width: 100, height: 40)
        h.window.addSubview(button)
        h.renderFrame()
        return (h, button)
    }

    @Test func titleAndImageEdgeInsetsMoveTheirParts() throws {
        let b = Button(style: .custom)
        b.setTitle("Go", for: .normal)
        b.setImage(try Image(width: 10, height: 10, premultipliedARGB: [UInt32](repeating: 0xFF00_0000, count: 100)),
                   for: .normal)
        let (_, button) = try setUp(b)
        button.layoutIfNeeded()
        let title = button.titleLabel.frame, image = button.imageView.frame
        let natural = button.intrinsicContentSize
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: -20)
        button.imageEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == title.offsetBy(dx: 20, dy: 0))  // moved 20 right
        #expect(button.imageView.frame == image.offsetBy(dx: 0, dy: 6))  // moved 6 down
        #expect(button.intrinsicContentSize == natural)  // not counted in the size, as UIKit
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame.midX == title.midX + 5)  // left alone: half the distance
        button.imageEdgeInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)  // a smaller place
        button.layoutIfNeeded()
        #expect(button.imageView.frame.height == 6 && button.imageView.frame.midY == image.midY + 2)
        button.imageEdgeInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)  // wider than the image
        button.layoutIfNeeded()
        #expect(button.imageView.frame.width == 0 && button.imageView.frame.midX == image.midX)
    }

    @Test func titlesFallBackToTheNormalState() {
        let b = Button()
        b.setTitle("Normal", for: .normal)
        #expect(b.title(for: .highlighted) == "Normal")
        #expect(b.title(for: .disabled) == "Normal")
        b.setTitle("Pressed", for: .highlighted)
        #expect(b.title(for: .highlighted) == "Pressed")
        // UIKit falls back to normal, not to a partial match, for combined states.
        #expect(b.title(for: [.highlighted, .selected]) == "Normal")
        b.setTitle(nil, for: .highlighted)
        #expect(b.title(for: .highlighted) == "Normal")
        #expect(b.currentTitle == "Normal" && b.titleLabel.text == "Normal")
        b.isSelected = true
        b.setTitle("Chosen", for: .selected)
        #expect(b.currentTitle == "Chosen" && b.titleLabel.text == "Chosen")
    }

    @Test func attributedTitlesWinOverPlainOnes() {
        let b = Button()
        b.setTitle("Plain", for: .normal)
        var a = AttributedString("Fancy")
        a.underlineStyle = .single
        b.setAttributedTitle(a, for: .normal)
        #expect(b.currentTitle == "Fancy")
        #expect(b.titleLabel.attributedText == a)
    }

    @Test func imagesBackgroundsAndColorsFallBackToo() {
        let b = Button()
        let n = ControlArt.square(.red, side: 4), hi = ControlArt.square(.blue, side: 4)
        b.setImage(n, for: .normal)
        b.setBackgroundImage(ControlArt.pill(color: .green), for: .normal)
        b.setTitleColor(.red, for: .normal)
        #expect(b.image(for: .selected) === n)
        #expect(b.backgroundImage(for: .disabled)?.capInsets == EdgeInsets(all: 12))
        #expect(b.titleColor(for: .highlighted) == .red)
        b.setImage(hi, for: .highlighted)
        b.setTitleColor(.blue, for: .highlighted)
        b.isHighlighted = true
        #expect(b.currentImage === hi && b.imageView.image === hi)
        #expect(b.currentTitleColor == .blue && b.titleLabel.textColor == .blue)
        b.isHighlighted = false
        #expect(b.currentImage === n && b.imageView.image === n)
        #expect(b.currentTitleColor == .red)
        // A plain Image background is stretched whole (no caps).
        b.setBackgroundImage(hi, for: .selected)
        #expect(b.backgroundImage(for: .selected)?.capInsets == .zero)
        b.setBackgroundImage(nil, for: .selected)
        #expect(b.backgroundImage(for: .selected)?.image === b.backgroundImage(for: .normal)?.image)
    }

    @Test func styleColorsApplyWhenNothingIsSet() {
        #expect(Button().currentTitleColor == Theme.text)
        #expect(Button(style: .plain).currentTitleColor == Theme.accent)
        #expect(Button(style: .filled).currentTitleColor == .white)
        let p = Button(style: .plain)
        p.isEnabled = false
        #expect(p.currentTitleColor == Theme.disabledText)
        p.isEnabled = true
        p.isSelected = true
        #expect(p.currentTitleColor == .white)  // on the accent-filled selected background
        p.setTitleColor(.red, for: .selected)
        #expect(p.currentTitleColor == .red)
    }

    @Test func tapSendsTouchUpInsideThenPrimaryActionTriggered() throws {
        let (h, b) = try setUp()
        let log = recordEvents(of: b)
        h.tap(at: Point(x: 150, y: 100))
        #expect(log() == ["down", "upInside", "primary"])
    }

    final class CountingButton: Button {
        var triggers = 0
        override func primaryActionDidTrigger(with event: Event?) {
            triggers += 1
            super.primaryActionDidTrigger(with: event)
        }
    }

    @Test func primaryActionDidTriggerRunsOnlyForTouchUpInside() throws {
        let (h, b) = try setUp(CountingButton())
        let log = recordEvents(of: b)
        h.drag(from: Point(x: 150, y: 100), to: Point(x: 290, y: 190), steps: 2)  // lifts beyond the slop
        #expect(log() == ["down", "dragInside", "exit", "dragOutside", "upOutside"])
        #expect((b as! CountingButton).triggers == 0)
        h.tap(at: Point(x: 150, y: 100))
        #expect((b as! CountingButton).triggers == 1)
        #expect(log().suffix(3) == ["down", "upInside", "primary"])
    }

    @Test func disabledButtonsSendNothing() throws {
        let (h, b) = try setUp()
        let log = recordEvents(of: b)
        b.isEnabled = false
        h.tap(at: Point(x: 150, y: 100))
        #expect(log().isEmpty)
    }

    @Test func pressLooks() throws {
        let (h, b) = try setUp()
        b.setTitle("Go", for: .normal)
        h.touchDown(at: Point(x: 150, y: 100))
        #expect(b.isHighlighted)
        #expect(b.titleLabel.alpha == 0.3)  // a plain button fades its title while pressed
        h.touchUp(at: Point(x: 150, y: 100))
        #expect(b.titleLabel.alpha == 1)

        let custom = Button()
        let img = ControlArt.square(Color(red: 1, green: 1, blue: 1), side: 4)
        custom.setImage(img, for: .normal)
        custom.isHighlighted = true
        let shown = try #require(custom.imageView.image)
        #expect(shown !== img)  // darkened while pressed
        #expect(rgb(shown, 1, 1).r < 200 && rgb(shown, 1, 1).r > 100)
        custom.adjustsImageWhenHighlighted = false
        #expect(custom.imageView.image === img)
        custom.isHighlighted = false
        custom.isEnabled = false
        #expect(custom.imageView.alpha < 1)
    }

    @Test func contentIsCenteredInsideTheInsetsAndSizeFits() throws {
        let (h, b) = try setUp()
        b.setTitle("Title", for: .normal)
        let icon = ControlArt.square(.red, side: 10)
        b.setImage(icon, for: .normal)
        b.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        b.layoutIfNeeded()
        let t = b.titleLabel.sizeThatFits(Size(width: 1000, height: 1000))
        let content = Rect(x: 10, y: 4, width: 70, height: 30)
        let x0 = (content.midX - (10 + t.width) / 2).rounded()
        #expect(b.imageView.frame == Rect(x: x0, y: (content.midY - 5).rounded(), width: 10, height: 10))
        #expect(b.titleLabel.frame.minX == x0 + 10)
        #expect(b.titleLabel.frame.size == t)
        let fit = b.sizeThatFits(.zero)
        #expect(fit == Size(width: (10 + t.width + 30).rounded(.up), height: (max(10, t.height) + 10).rounded(.up)))
        b.sizeToFit()
        #expect(b.frame.size == fit && b.frame.origin == Point(x: 100, y: 80))
        b.imagePadding = 8
        #expect(b.sizeThatFits(.zero).width == (10 + 8 + t.width + 30).rounded(.up))
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.minX == b.imageView.frame.maxX + 8)
        _ = h
    }

    @Test func stretchableBackgroundsKeepTheirCapsUnscaled() throws {
        let b = Button()
        let art = ControlArt.columns([.red, .green, .blue], widths: [10, 1, 10], height: 10)
        b.setBackgroundImage(StretchableImage(image: art, leftCapWidth: 10, topCapHeight: 0), for: .normal)
        let (h, _) = try setUp(b)
        let img = h.snapshot()
        #expect(pixel(img, 100 + 9, 100, is: .red))
        #expect(pixel(img, 100 + 11, 100, is: .green))
        #expect(pixel(img, 100 + 88, 100, is: .green))
        #expect(pixel(img, 100 + 91, 100, is: .blue))
        // Pressed without a highlighted background: the same image, darkened.
        b.isHighlighted = true
        let pressed = h.snapshot()
        #expect(rgb(pressed, 105, 100).r < 200 && rgb(pressed, 105, 100).r > 100)
    }

    @Test func filledButtonsDrawTheAccentAndDarkenWhenPressed() throws {
        let (h, b) = try setUp(Button(style: .filled))
        var img = h.snapshot()
        #expect(pixel(img, 150, 84, is: Theme.accent))
        b.isHighlighted = true
        img = h.snapshot()
        #expect(pixel(img, 150, 84, is: Theme.accentPressed))
        b.isHighlighted = false
        b.isEnabled = false
        img = h.snapshot()
        #expect(pixel(img, 150, 84, is: Theme.fill))
    }
}

/// UIKit's `UIButton(type:)`: a system button is RecipeKit's plain style and draws like it.
@MainActor @Test func buttonsMadeByUIKitType() {
    let system = Button(type: .system)
    #expect(system.style == .plain && system.buttonType == .system)
    let custom = Button(type: .custom)
    #expect(custom.style == .custom && custom.buttonType == .custom)
    let add = Button(type: .contactAdd)
    #expect(add.title(for: .normal) == "+" && add.accessibilityLabel == "Add")
    #expect(Button(type: .close).title(for: .normal) == "✕")
}
