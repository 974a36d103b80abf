// swift-tools-version: 6.0
// RecipeKit: a UIKit-shaped UI engine for Linux, rendered with Cairo and Pango.
//
// Every module carries the `RK` prefix (shims `CRK`), as swift-nio's `NIOCore`/`NIOPosix` do, so
// an app's own `Views` or `Geometry` target, or another package's `CCairo` shim, never collides
// with ours. Apps write `import RecipeKit` only.
//
// Layering (bottom to top, lower layers never import higher ones):
//   C shims (CRKCairo, CRKPango, CRKPixman, CRKTurboJPEG, CRKGif, CRKSDL2, CRKX11, CRKGLib, CRKGIO, CRKLoopSupport,
//   CRKAVFormat, CRKGTK, CRKWebKitGTK, CRKWebSpawn) -> RKGeometry -> RKMotion -> RKMainLoop -> RKGraphics
//   -> RKMedia -> RKLayers -> RKViews -> RKAccessibilityBridge, RKDesktop -> RKWeb -> RKRecipes -> RKHosts -> RecipeKit (umbrella)
//   -> recipe-gallery, recipe-bench.
// RKRecipes holds the components of the seed documents, one file or folder per recipe.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "RecipeKit",
    // The built-in strings' language when the user's has no translation (RKViews' resources).
    defaultLocalization: "en",
    products: [
        .library(name: "RecipeKit", targets: ["RecipeKit"]),
        .executable(name: "recipe-gallery", targets: ["recipe-gallery"]),
        .executable(name: "recipe-bench", targets: ["recipe-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CRKCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRKPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CRKPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CRKTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        // giflib ships no pkg-config file; the module map links -lgif.
        .systemLibrary(name: "CRKGif", providers: [.apt(["libgif-dev"])]),
        // SDL2 for the window host; only RKHosts imports it.
        .systemLibrary(name: "CRKSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        // Xlib, for the X resource database (Xft.dpi) SDL does not pass on; only RKHosts imports it.
        .systemLibrary(name: "CRKX11", pkgConfig: "x11",
                       providers: [.apt(["libx11-dev"])]),

        // FFmpeg's libavformat, which reads the music library's tags and embedded pictures.
        .systemLibrary(name: "CRKAVFormat", pkgConfig: "libavformat",
                       providers: [.apt(["libavformat-dev"])]),

        // GLib's main context, which the event loop serves (GLib comes with Pango).
        .systemLibrary(name: "CRKGLib", pkgConfig: "glib-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        // GIO's D-Bus (GDBus), for the desktop's services: the accessibility bus and the settings
        // portal. Its connections run in the GLib main context the event loop already serves.
        .systemLibrary(name: "CRKGIO", pkgConfig: "gio-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        // The web engine: WebKitGTK (the 4.1 API, on GTK 3), which Debian's security archive keeps
        // patched, and GTK itself, whose offscreen windows the engine's views draw into on a
        // private display. libgtk-3-bin carries broadwayd, that display's server.
        .systemLibrary(name: "CRKGTK", pkgConfig: "gtk+-3.0",
                       providers: [.apt(["libgtk-3-dev", "libgtk-3-bin"])]),
        .systemLibrary(name: "CRKWebKitGTK", pkgConfig: "webkit2gtk-4.1",
                       providers: [.apt(["libwebkit2gtk-4.1-dev"])]),
        // eventfd, and libdispatch's main-queue descriptor (exported, declared only in private headers).
        .systemLibrary(name: "CRKLoopSupport"),

        .target(name: "RKGeometry", swiftSettings: swift6),
        // Labelled synthetic strokes (circles and the shapes mistaken for them), generated from a
        // seed: the development corpus of the circle recognizer's tests and benchmark.
        .target(name: "RKStrokeCorpus", dependencies: ["RKGeometry"], swiftSettings: swift6),
        .target(name: "RKMotion", dependencies: ["RKGeometry"], swiftSettings: swift6),
        .target(name: "RKMainLoop", dependencies: ["RKMotion", "CRKGLib", "CRKLoopSupport"], swiftSettings: swift6),
        .target(name: "RKGraphics",
                dependencies: ["RKGeometry", "CRKCairo", "CRKPango", "CRKTurboJPEG", "CRKGif"],
                swiftSettings: swift6),
        // Media: decoding and scaling pictures off the main thread into a byte-bounded cache
        // (Imaging/), and albums of a music folder from the tags and art in its files
        // (MusicLibrary/, the album wall's source).
        .target(name: "RKMedia", dependencies: ["RKGraphics", "RKMainLoop", "CRKAVFormat"], swiftSettings: swift6),
        .target(name: "RKLayers", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKGraphics"],
                swiftSettings: swift6),
        // Resources: the built-in strings ("Back", "Done", the edit menu...) in <language>.lproj.
        .target(name: "RKViews", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKGraphics", "RKLayers"],
                resources: [.process("Resources")], swiftSettings: swift6),
        // The accessibility model exported to Linux screen readers over AT-SPI2, with GDBus.
        .target(name: "RKAccessibilityBridge", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKViews", "CRKGIO"],
                swiftSettings: swift6),
        // The desktop's settings (the XDG Settings portal over GDBus): appearance, contrast,
        // accent color and reduced motion, given to the views as traits.
        .target(name: "RKDesktop", dependencies: ["RKGraphics", "RKMainLoop", "RKViews", "CRKGIO"],
                swiftSettings: swift6),
        // Gives the web engine's web processes the private display's environment, and nothing
        // else the app starts (WebKit launches them through GIO, which this hook wraps).
        .target(name: "CRKWebSpawn"),
        .target(name: "RKWeb", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKGraphics", "RKLayers", "RKViews", "CRKWebKitGTK", "CRKGTK", "CRKGLib", "CRKCairo", "CRKWebSpawn"],
                swiftSettings: swift6),
        .target(name: "RKRecipes", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKGraphics", "RKMedia", "RKLayers", "RKViews", "RKWeb"],
                swiftSettings: swift6),
        .target(name: "RKHosts", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKGraphics", "RKLayers", "RKViews", "RKAccessibilityBridge", "RKDesktop", "CRKSDL2", "CRKX11", "CRKLoopSupport"],
                swiftSettings: swift6),
        .target(name: "RecipeKit", dependencies: ["RKGeometry", "RKMotion", "RKMainLoop", "RKGraphics", "RKMedia", "RKLayers", "RKViews", "RKAccessibilityBridge", "RKDesktop", "RKWeb", "RKRecipes", "RKHosts"],
                swiftSettings: swift6),

        .executableTarget(name: "recipe-gallery", dependencies: ["RecipeKit"],
                          resources: [.copy("Resources/web"), .process("Resources/Localizable")], swiftSettings: swift6),
        .executableTarget(name: "recipe-bench", dependencies: ["RecipeKit", "RKWeb", "CRKCairo", "CRKGLib", "CRKWebKitGTK", "CRKGTK", "RKStrokeCorpus"],
                          swiftSettings: swift6),

        // Started by RKHostsTests: checks from the main thread that Swift's and Foundation's queued
        // work runs inside RecipeKit's loops.
        .executableTarget(name: "recipekit-loop-check", dependencies: ["RKGeometry", "RKHosts", "RKLayers", "RKMainLoop", "RKMotion"],
                          path: "Tests/RKLoopCheck", swiftSettings: swift6),

        // Started by RKWebTests: web views one after the other in a process of their own, the
        // private display ending after the last one and starting again for the next.
        .executableTarget(name: "recipekit-web-display-check", dependencies: ["RKGeometry", "RKHosts", "RKMainLoop", "RKWeb"],
                          path: "Tests/RKWebDisplayCheck", swiftSettings: swift6),

        // Snapshot comparison used by every test target that renders.
        .target(name: "RKSnapshotTesting", dependencies: ["RKGeometry", "RKGraphics"],
                path: "Tests/RKSnapshotTesting", swiftSettings: swift6),

        // What the web tests share: a loopback HTTP server, waiting on real time for the engine,
        // and caches kept out of the home folder.
        // Linked into the test binary: main-actor work runs on the main thread, as in apps.
        .target(name: "CRKTestMainThread", path: "Tests/CRKTestMainThread"),
        .target(name: "RKWebTesting", dependencies: ["RKHosts", "RKWeb", "RKMainLoop", "CRKTestMainThread"],
                path: "Tests/RKWebTesting", swiftSettings: swift6),

        .testTarget(name: "RecipeKitTests", dependencies: ["RecipeKit"], swiftSettings: swift6),
        .testTarget(name: "RKGeometryTests", dependencies: ["RKGeometry", "RKStrokeCorpus"], swiftSettings: swift6),
        .testTarget(name: "RKMotionTests", dependencies: ["RKMotion", "RKGeometry"], swiftSettings: swift6),
        .testTarget(name: "RKMainLoopTests", dependencies: ["RKMainLoop", "RKMotion", "CRKGLib"], swiftSettings: swift6),
        .testTarget(name: "RKGraphicsTests", dependencies: ["RKGraphics", "RKSnapshotTesting", "CRKGif", "CRKPango", "CRKPixman", "RKGeometry"],
                    exclude: ["Drawing/__Snapshots__", "Text/__Snapshots__"], resources: [.copy("Images/Resources")], swiftSettings: swift6),
        .testTarget(name: "RKMediaTests", dependencies: ["RKMedia", "RKGraphics", "RKGeometry", "RKMainLoop", "RKHosts"],
                    resources: [.copy("MusicLibrary/Resources/Library")], swiftSettings: swift6),
        .testTarget(name: "RKHostsTests", dependencies: ["RKHosts", "RKMainLoop", "RKViews", "RKLayers", "RKGraphics", "RKMotion", "CRKSDL2", "RKSnapshotTesting"],
                    exclude: ["__Snapshots__"], swiftSettings: swift6),
        .testTarget(name: "RKViewsTests", dependencies: ["RKViews", "RKStrokeCorpus", "RKMainLoop", "RKLayers", "RKGraphics", "RKMotion", "RKHosts", "RKSnapshotTesting"],
                    exclude: ["Alerts/__Snapshots__", "Containers/__Snapshots__", "Controls/__Snapshots__", "Core/__Snapshots__", "Interactions/__Snapshots__", "Menus/__Snapshots__", "Navigation/__Snapshots__", "Text/__Snapshots__"], swiftSettings: swift6),
        .testTarget(name: "RKRecipesTests", dependencies: ["RKRecipes", "RKWeb", "RKWebTesting", "RKStrokeCorpus", "RKMainLoop", "RKViews", "RKLayers", "RKGraphics", "RKMedia", "RKMotion", "RKHosts", "RKSnapshotTesting"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources/LaunchImages")], swiftSettings: swift6),
        .testTarget(name: "RKWebTests", dependencies: ["RKWeb", "RKWebTesting", "RKHosts", "RKViews", "RKLayers", "RKGraphics", "RKMainLoop", "RKGeometry"],
                    swiftSettings: swift6),
        .testTarget(name: "RKAccessibilityBridgeTests", dependencies: ["RKAccessibilityBridge", "RKViews", "RKHosts", "RKMainLoop", "RKGeometry", "CRKGIO"],
                    swiftSettings: swift6),
        .testTarget(name: "RKDesktopTests", dependencies: ["RKDesktop", "RKViews", "RKGraphics", "RKMainLoop", "CRKGIO"], swiftSettings: swift6),
        .testTarget(name: "RKLayersTests", dependencies: ["RKLayers", "RKMainLoop", "RKGraphics", "RKMotion", "RKSnapshotTesting"],
                    exclude: ["Animation/__Snapshots__", "Compositing/__Snapshots__", "Model/__Snapshots__"], swiftSettings: swift6),
    ]
)
