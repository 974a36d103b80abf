import RKGeometry
import RKGraphics
import RKMainLoop
import RKViews

/// Recipe 7's demo screen: a slider restyled with the seed's images, a progress bar that is a
/// slider taking no touches (``SliderProgressBar``), and a standard ``/RKViews/ProgressView`` beside
/// it for comparison. The button at the top starts a timer that advances both bars, showing
/// how a progress bar is driven by setting a slider's value.
///
/// The timer is one of the view's event loop (virtual time under `HeadlessHost`), and it
/// stops when the bars are full, when ``stop()`` is called, or when the demo leaves its
/// window, so it never fires for a screen that is gone.
///
/// ```swift
/// let demo = CustomSliderDemo(frame: Rect(x: 0, y: 0, width: 320, height: 230))
/// window.addSubview(demo)
/// demo.start()  // or tap demo.startButton
/// ```
@MainActor
public final class CustomSliderDemo: View {
    /// Starts the timer, or stops it while it runs (its title says which).
    public let startButton = Button(style: .filled)
    /// The custom slider: sun thumb per state, stretchable tracks (``CustomSliderArt``).
    public let slider = Slider()
    /// The slider's value, as a percentage.
    public let valueLabel = Label(text: "50%", font: .boldSystem(size: 15))
    /// The progress bar made from a slider.
    public let progressBar = SliderProgressBar()
    /// A real progress view, advanced by the same timer.
    public let progressView = ProgressView()

    /// Seconds between two steps of the timer.
    public var tickInterval = 0.05
    /// How far each step advances the bars (a 0.02 step every 0.05 s fills them in 2.5 s).
    public var progressPerTick = 0.02

    /// Whether the timer is running.
    public var isRunning: Bool { timer != nil }

    private var timer: EventLoop.Timer?
    private let captions = [
        Label(text: "Custom slider: drag the sun", font: .system(size: 13)),
        Label(text: "A slider that takes no touches, as a progress bar", font: .system(size: 13)),
        Label(text: "ProgressView, for comparison", font: .system(size: 13)),
    ]

    /// The demo, laid out in its bounds (``sizeThatFits(_:)`` gives its natural height).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        startButton.setTitle("Start", for: .normal)
        CustomSliderArt.apply(to: slider)
        slider.value = 0.5
        slider.accessibilityLabel = "Sun slider"
        progressBar.accessibilityLabel = "Slider progress"
        progressView.progressTintColor = CustomSliderArt.minimumTrackColor
        for caption in captions {
            caption.textColor = Color(white: 0.35)
            addSubview(caption)
        }
        for view in [startButton, slider, valueLabel, progressBar, progressView] as [View] { addSubview(view) }
        startButton.addTarget(self, action: CustomSliderDemo.startOrStop, for: .touchUpInside, named: "startOrStop")
        slider.addTarget(self, action: CustomSliderDemo.sliderChanged, for: .valueChanged, named: "sliderChanged")
        layoutDemo()
    }

    /// Starts the timer (from empty bars when they are full); does nothing while it runs.
    public func start() {
        guard timer == nil else { return }
        if progressBar.progress >= 1 { setProgress(0) }
        timer = eventLoop.scheduleTimer(interval: tickInterval, repeats: true) { [weak self] timer in
            guard let self, self.window != nil else {
                timer.invalidate()
                return
            }
            self.tick()
        }
        startButton.setTitle("Stop", for: .normal)
    }

    /// Stops the timer, leaving the bars where they are.
    public func stop() {
        timer?.invalidate()
        timer = nil
        startButton.setTitle("Start", for: .normal)
    }

    /// Sets both bars at once (clamped to 0...1; NaN ignored).
    public func setProgress(_ progress: Double) {
        guard !progress.isNaN else { return }
        progressBar.progress = progress
        progressView.progress = progress
    }

    private func tick() {
        let next = Swift.min(1, progressBar.progress + progressPerTick)
        setProgress(next)
        if next >= 1 { stop() }
    }

    private func startOrStop() {
        isRunning ? stop() : start()
    }

    private func sliderChanged(_ sender: Slider) {
        valueLabel.text = "\(Int((sender.value * 100).rounded()))%"
    }

    /// The offered width, and the height of the three rows.
    public override func sizeThatFits(_ size: Size) -> Size {
        let w = size.width.isFinite && size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : 320
        return Size(width: w, height: 230)
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stop() }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layoutDemo()
    }

    private func layoutDemo() {
        let w = bounds.width
        startButton.frame = Rect(x: 0, y: 0, width: 110, height: 34)
        captions[0].frame = Rect(x: 0, y: 48, width: w, height: 18)
        slider.frame = Rect(x: 0, y: 68, width: Swift.max(0, w - 64), height: 34)
        valueLabel.frame = Rect(x: Swift.max(0, w - 56), y: 75, width: 56, height: 20)
        captions[1].frame = Rect(x: 0, y: 118, width: w, height: 18)
        progressBar.frame = Rect(x: 0, y: 140, width: w, height: 20)
        captions[2].frame = Rect(x: 0, y: 178, width: w, height: 18)
        progressView.frame = Rect(x: 0, y: 202, width: w, height: ProgressView.defaultHeight)
    }
}
