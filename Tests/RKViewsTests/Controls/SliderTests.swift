import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct SliderTests {
    static let frame = Rect(x: 20, y: 50, width: 300, height: 31)

    func setUp(_ configure: (Slider) -> Void = { _ in }) throws -> (HeadlessHost, Slider, () -> [String]) {
        let h = try HeadlessHost(size: Size(width: 400, height: 200))
        let s = Slider(frame: SliderTests.frame)
        configure(s)
        h.window.addSubview(s)
        h.renderFrame()
        return (h, s, recordEvents(of: s))
    }

    /// The thumb's center in window coordinates, from the documented geometry.
    func thumbCenter(_ s: Slider) -> Point {
        let usable = SliderTests.frame.width - s.thumbSize.width
        let fraction = (s.value - s.minimumValue) / (s.maximumValue - s.minimumValue)
        return Point(x: SliderTests.frame.minX + s.thumbSize.width / 2 + usable * fraction, y: SliderTests.frame.midY)
    }

    func valueChanges(_ log: [String]) -> Int { log.filter { $0 == "valueChanged" }.count }

    @Test func defaultsAndClamping() {
        let s = Slider()
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous)
        #expect(s.frame.height == Slider.defaultHeight)
        s.value = 2
        #expect(s.value == 1)
        s.value = -3
        #expect(s.value == 0)
        s.value = 0.4
        s.value = .nan
        #expect(s.value == 0.4)
        s.value = .infinity
        #expect(s.value == 1)
        s.setValue(-.infinity, animated: true)
        #expect(s.value == 0)
    }

    @Test func rangeChangesKeepTheValueInside() {
        let s = Slider()
        s.value = 0.2
        s.minimumValue = 0.5
        #expect(s.value == 0.5)
        s.maximumValue = 0.3  // below the minimum: the minimum follows
        #expect(s.minimumValue == 0.3 && s.maximumValue == 0.3 && s.value == 0.3)
        s.maximumValue = 10
        s.minimumValue = .nan
        #expect(s.minimumValue == 0.3)
        s.maximumValue = .infinity
        #expect(s.maximumValue == 10)
        s.minimumValue = 20  // above the maximum: the maximum follows
        #expect(s.maximumValue == 20 && s.value == 20)
    }

    @Test func draggingTheThumbMovesTheValueByDxTimesRangeOverUsableWidth() throws {
        let (h, s, log) = try setUp { $0.value = 0.25 }
        let start = thumbCenter(s)
        let expectedStart: Double = 20 + 14 + 272 * 0.25
        #expect(start == Point(x: expectedStart, y: 65.5))
        h.drag(from: start, to: Point(x: start.x + 40, y: start.y + 3), steps: 4)
        let expected: Double = 0.25 + 40 * 1.0 / 272
        #expect(s.value == expected)
        #expect(valueChanges(log()) == 4)  // continuous: once per move that changed the value
        #expect(log().first == "down" && log().last == "upInside")
    }

    @Test func dragsWorkInAnyRangeAndClampAtTheEnds() throws {
        let (h, s, log) = try setUp {
            $0.minimumValue = -10
            $0.maximumValue = 10
            $0.value = 5
        }
        let start = thumbCenter(s)
        h.touchDown(at: start)
        h.touchMove(to: Point(x: start.x - 30, y: start.y))
        let back: Double = 5 - 30 * 20.0 / 272
        #expect(s.value == back)
        h.touchMove(to: Point(x: start.x + 200, y: start.y + 60))  // far past the end (and below)
        #expect(s.value == 10)
        h.touchMove(to: Point(x: start.x + 210, y: start.y))  // still clamped: no event
        h.touchMove(to: Point(x: start.x + 20, y: start.y))  // back, measured from the start
        let forward: Double = 5 + 20 * 20.0 / 272
        #expect(s.value == forward)
        h.touchUp(at: Point(x: start.x + 20, y: start.y))
        #expect(valueChanges(log()) == 3)
    }

    @Test func nonContinuousSlidersSendOnceAtTheEnd() throws {
        let (h, s, log) = try setUp {
            $0.isContinuous = false
            $0.value = 0.5
        }
        let start = thumbCenter(s)
        h.drag(from: start, to: Point(x: start.x - 68, y: start.y), steps: 6)
        #expect(s.value == 0.25)
        #expect(valueChanges(log()) == 1)
        #expect(log().suffix(2) == ["valueChanged", "upInside"])
        // A drag that ends where it began changes nothing and sends nothing.
        h.touchDown(at: thumbCenter(s))
        h.touchMove(to: Point(x: thumbCenter(s).x + 30, y: 65.5))
        h.touchUp(at: Point(x: 20 + 14 + 272 * 0.25, y: 65.5))
        #expect(s.value == 0.25)
        #expect(valueChanges(log()) == 1)
    }

    @Test func touchesOffTheThumbDoNotMoveIt() throws {
        let (h, s, log) = try setUp { $0.value = 0 }
        h.drag(from: Point(x: 250, y: 65.5), to: Point(x: 300, y: 65.5), steps: 3)
        #expect(s.value == 0)
        #expect(valueChanges(log()) == 0)
    }

    @Test func customThumbImagesChangeTheUsableWidthAndFollowTheState() throws {
        let normal = ControlArt.square(.red, side: 40), pressed = ControlArt.square(.blue, side: 40)
        let (h, s, _) = try setUp {
            $0.setThumbImage(normal, for: .normal)
            $0.setThumbImage(pressed, for: .highlighted)
        }
        #expect(s.thumbSize == Size(width: 40, height: 40))
        #expect(s.usableWidth == 260)
        #expect(s.thumbImage(for: .disabled) === normal)
        let start = thumbCenter(s)
        #expect(start.x == 40)
        h.touchDown(at: start)
        #expect(s.currentThumbImage === pressed)
        h.touchMove(to: Point(x: start.x + 65, y: start.y))
        let expected: Double = 65.0 / 260
        #expect(s.value == expected)
        h.touchUp(at: Point(x: start.x + 65, y: start.y))
        #expect(s.currentThumbImage === normal)
    }

    @Test func theThumbAndTracksAreLaidOutFromTheValue() throws {
        let (h, s, _) = try setUp { $0.value = 0.5 }
        let img = h.snapshot()
        // Thumb center at x 170: white thumb; the minimum track (accent) to its left, the
        // maximum track (light gray) to its right.
        #expect(pixel(img, 170, 65, is: .white))
        #expect(pixel(img, 60, 65, is: Theme.accent))
        #expect(pixel(img, 280, 65, is: Theme.track))
        s.setValue(1, animated: true)
        h.run(for: 0.1)
        let x = s.layer.sublayers[0].sublayers[2].presentationProperties.position.x
        #expect(x > 150 && x < 286)
        h.run(for: 0.3)
        #expect(s.layer.sublayers[0].sublayers[2].presentationProperties.position.x == 286)
    }

    @Test func trackImagesKeepTheirCapsUnscaled() throws {
        let art = ControlArt.columns([.red, .green, .blue], widths: [10, 1, 10], height: 10)
        let (h, _, _) = try setUp {
            $0.setMinimumTrackImage(StretchableImage(image: art, leftCapWidth: 10, topCapHeight: 0), for: .normal)
            $0.setMaximumTrackImage(art, for: .normal)  // automatic caps: 10 | 1 | 10
            $0.setThumbImage(ControlArt.square(.black, side: 2), for: .normal)
            $0.value = 0.5
        }
        let img = h.snapshot()
        // The minimum track spans x 20...170, the maximum track 170...320.
        #expect(pixel(img, 20 + 9, 65, is: .red))
        #expect(pixel(img, 20 + 11, 65, is: .green))
        #expect(pixel(img, 160 - 2, 65, is: .green))
        #expect(pixel(img, 160 + 2, 65, is: .blue))
        #expect(pixel(img, 180 - 2, 65, is: .red))
        #expect(pixel(img, 180 + 2, 65, is: .green))
        #expect(pixel(img, 310 + 2, 65, is: .blue))
    }
}
