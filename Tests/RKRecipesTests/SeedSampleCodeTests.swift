import RKGeometry
import RKHosts
import RKMainLoop
import Testing
import RKViews

@testable import RKRecipes

/// Code written the way the seeds write it, run unchanged against RecipeKit.
@MainActor
struct SeedSampleCodeTests {
    /// Seed 001's CEViewController: the slider is laid out from `self.view.frame` in
    /// `viewDidLoad`, which needs the root view to have the window's size already.
    final class CEViewController: ViewController {
        var rangeSlider: RangeSlider!
        override func viewDidLoad() {
            super.viewDidLoad()
            let margin = 20.0
            let sliderFrame = Rect(x: margin, y: margin, width: view.frame.size.width - margin * 2, height: 30)
            rangeSlider = RangeSlider(frame: sliderFrame)
            rangeSlider.backgroundColor = .red
            view.addSubview(rangeSlider)
        }
    }

    @Test func seed001ViewDidLoadPlacesTheSliderAcrossTheWindow() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let controller = CEViewController()
        host.window.rootViewController = controller
        host.renderFrame()
        #expect(controller.rangeSlider.frame == Rect(x: 20, y: 20, width: 280, height: 30))
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// A presented controller's view has the size of where it is shown when it loads.
    @Test func aPresentedControllersViewLoadsAtItsContainersSize() throws {
        final class Probe: ViewController {
            var sizeAtLoad: Size?
            override func viewDidLoad() { sizeAtLoad = view.bounds.size }
        }
        let host = try HeadlessHost(size: Size(width: 300, height: 200))
        let root = ViewController()
        host.window.rootViewController = root
        let probe = Probe()
        #expect(root.present(probe, animated: false))
        #expect(probe.sizeAtLoad == Size(width: 300, height: 200))
    }
}
