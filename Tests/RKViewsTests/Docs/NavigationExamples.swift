import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

// The examples of docs/NAVIGATION.md, compiled and run here (see DocExamplesTests).

// docs: navigation-controller
/// A list of recipes: Add counts, and opening a recipe pushes its page.
final class RecipesController: ViewController {
    var added = 0

    override init() {
        super.init()
        title = "Recipes"
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, target: self, action: RecipesController.add)
    }

    func add() { added += 1 }

    func open(_ name: String) {
        let page = ViewController()
        page.title = name
        navigationController?.pushViewController(page, animated: true)
    }
}
// end docs

@MainActor
@Suite(.serialized) struct NavigationExampleTests {
    @Test func aStackOfRecipes() throws {
        // docs: navigation-use
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let recipes = RecipesController()
        let navigation = NavigationController(rootViewController: recipes)
        host.window.rootViewController = navigation
        recipes.open("Pancakes")
        host.run(for: 0.5)  // the page has slid in under "‹ Recipes   Pancakes"
        host.press(.escape)  // back to the list, as the back button would
        // end docs
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === recipes)
        recipes.open("Pancakes")
        host.run(for: 0.5)
        #expect(navigation.topViewController?.title == "Pancakes")
        #expect(navigation.navigationBar.content?.backButton?.backTitle == "Recipes")
        navigation.popViewController(animated: false)
        let add = try #require(navigation.navigationBar.itemButtons.first)
        host.tap(at: add.centerInWindow)
        #expect(recipes.added == 1)
    }

    @Test func aModalStackWithDone() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let presenter = ViewController()
        host.window.rootViewController = presenter
        host.renderFrame()
        // docs: navigation-modal
        let about = ViewController()
        about.title = "About"
        about.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done) { [weak about] in
            about?.dismiss(animated: true)  // a child asks its navigation controller's presenter
        }
        presenter.present(NavigationController(rootViewController: about), animated: true)
        // end docs
        host.run(for: 1)
        let navigation = try #require(presenter.presentedViewController as? NavigationController)
        let done = try #require(navigation.navigationBar.itemButtons.first)
        host.tap(at: done.centerInWindow)
        host.run(for: 1)
        #expect(presenter.presentedViewController == nil)
    }
}
