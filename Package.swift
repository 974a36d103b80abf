// swift-tools-version: 6.0
// RecipeKit: a UIKit-shaped UI engine for Linux, rendered with Cairo and Pango.
//
// Layering (bottom to top, lower layers never import higher ones):
//   C shims (CCairo, CPango, CPixman, CTurboJPEG, CGif, CSDL2, CGLib, CLoopSupport, CAVFormat, CWPE,
//   CWPEBackendFDO) -> Geometry -> Motion -> MainLoop -> Graphics -> Imaging, MusicLibrary -> Layers
//   -> Views -> Web -> Recipes -> Hosts -> RecipeKit (umbrella) -> recipe-gallery, recipe-bench.
// Recipes holds the components of the seed documents, one file or folder per recipe.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "RecipeKit",
    products: [
        .library(name: "RecipeKit", targets: ["RecipeKit"]),
        .executable(name: "recipe-gallery", targets: ["recipe-gallery"]),
        .executable(name: "recipe-bench", targets: ["recipe-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        // giflib ships no pkg-config file; the module map links -lgif.
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        // SDL2 for the window host; only Hosts imports it.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),

        // FFmpeg's libavformat, which reads the music library's tags and embedded pictures.
        .systemLibrary(name: "CAVFormat", pkgConfig: "libavformat",
                       providers: [.apt(["libavformat-dev"])]),

        // GLib's main context, which the event loop serves (GLib comes with Pango).
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        // WPE WebKit, the web engine, and its backend that hands frames to the embedder in shared
        // memory (the shared-memory buffers are Wayland server objects, hence libwayland-server).
        .systemLibrary(name: "CWPE", pkgConfig: "wpe-webkit-1.1",
                       providers: [.apt(["libwpewebkit-1.1-dev"])]),
        .systemLibrary(name: "CWPEBackendFDO", pkgConfig: "wpebackend-fdo-1.0",
                       providers: [.apt(["libwpebackend-fdo-1.0-dev", "libwayland-dev"])]),
        // eventfd, and libdispatch's main-queue descriptor (exported, declared only in private headers).
        .systemLibrary(name: "CLoopSupport"),

        .target(name: "Geometry", swiftSettings: swift6),
        // Labelled synthetic strokes (circles and the shapes mistaken for them), generated from a
        // seed: the development corpus of the circle recognizer's tests and benchmark.
        .target(name: "StrokeCorpus", dependencies: ["Geometry"], swiftSettings: swift6),
        .target(name: "Motion", dependencies: ["Geometry"], swiftSettings: swift6),
        .target(name: "MainLoop", dependencies: ["Motion", "CGLib", "CLoopSupport"], swiftSettings: swift6),
        .target(name: "Graphics",
                dependencies: ["Geometry", "CCairo", "CPango", "CTurboJPEG", "CGif"],
                swiftSettings: swift6),
        // Decoding and scaling pictures off the main thread into a byte-bounded cache.
        .target(name: "Imaging", dependencies: ["Graphics", "MainLoop"], swiftSettings: swift6),
        // Albums of a music folder, from the tags and art in its files (the album wall's source).
        .target(name: "MusicLibrary", dependencies: ["MainLoop", "CAVFormat"], swiftSettings: swift6),
        .target(name: "Layers", dependencies: ["Geometry", "Motion", "MainLoop", "Graphics", "CCairo"],
                swiftSettings: swift6),
        .target(name: "Views", dependencies: ["Geometry", "Motion", "MainLoop", "Graphics", "Layers"],
                swiftSettings: swift6),
        .target(name: "Web", dependencies: ["Geometry", "Motion", "MainLoop", "Graphics", "Layers", "Views", "CWPE", "CWPEBackendFDO", "CGLib"],
                swiftSettings: swift6),
        .target(name: "Recipes", dependencies: ["Geometry", "Motion", "MainLoop", "Graphics", "Imaging", "MusicLibrary", "Layers", "Views", "Web"],
                resources: [.copy("Resources/crayons.txt")], swiftSettings: swift6),
        .target(name: "Hosts", dependencies: ["Geometry", "Motion", "MainLoop", "Graphics", "Layers", "Views", "CSDL2", "CLoopSupport"],
                swiftSettings: swift6),
        .target(name: "RecipeKit", dependencies: ["Geometry", "Motion", "MainLoop", "Graphics", "Imaging", "MusicLibrary", "Layers", "Views", "Web", "Recipes", "Hosts"],
                swiftSettings: swift6),

        .executableTarget(name: "recipe-gallery", dependencies: ["RecipeKit"],
                          resources: [.copy("Resources/web")], swiftSettings: swift6),
        .executableTarget(name: "recipe-bench", dependencies: ["RecipeKit", "Web", "CCairo", "CGLib", "CWPE", "CWPEBackendFDO", "StrokeCorpus"],
                          swiftSettings: swift6),

        // Started by HostsTests: checks from the main thread that Swift's and Foundation's queued
        // work runs inside RecipeKit's loops.
        .executableTarget(name: "loop-check", dependencies: ["Geometry", "Hosts", "Layers", "MainLoop", "Motion"],
                          path: "Tests/LoopCheck", swiftSettings: swift6),

        // Snapshot comparison used by every test target that renders.
        .target(name: "SnapshotTesting", dependencies: ["Graphics"],
                path: "Tests/SnapshotTesting", swiftSettings: swift6),

        // What the web tests share: a loopback HTTP server, waiting on real time for the engine,
        // and caches kept out of the home folder.
        .target(name: "WebTesting", dependencies: ["Hosts", "Web", "MainLoop"],
                path: "Tests/WebTesting", swiftSettings: swift6),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "StrokeCorpus"], swiftSettings: swift6),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"], swiftSettings: swift6),
        .testTarget(name: "MainLoopTests", dependencies: ["MainLoop", "Motion", "CGLib"], swiftSettings: swift6),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "SnapshotTesting", "CGif", "CPixman", "Geometry"],
                    exclude: ["Drawing/__Snapshots__"], resources: [.copy("Images/Resources")], swiftSettings: swift6),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "Graphics", "Geometry", "MainLoop", "Hosts"], swiftSettings: swift6),
        .testTarget(name: "MusicLibraryTests", dependencies: ["MusicLibrary", "MainLoop", "Hosts"],
                    resources: [.copy("Resources/Library")], swiftSettings: swift6),
        .testTarget(name: "HostsTests", dependencies: ["Hosts", "MainLoop", "Views", "Layers", "Graphics", "Motion", "CSDL2"], swiftSettings: swift6),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "StrokeCorpus", "MainLoop", "Layers", "Graphics", "Motion", "Hosts", "SnapshotTesting"],
                    exclude: ["Controls/__Snapshots__", "Core/__Snapshots__", "Menus/__Snapshots__", "Text/__Snapshots__"], swiftSettings: swift6),
        .testTarget(name: "RecipesTests", dependencies: ["Recipes", "Web", "WebTesting", "StrokeCorpus", "MainLoop", "Views", "Layers", "Graphics", "Imaging", "MusicLibrary", "Motion", "Hosts", "SnapshotTesting"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources/LaunchImages")], swiftSettings: swift6),
        .testTarget(name: "WebTests", dependencies: ["Web", "WebTesting", "Hosts", "Views", "Layers", "Graphics", "MainLoop", "Geometry"],
                    swiftSettings: swift6),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "MainLoop", "Graphics", "Motion", "SnapshotTesting"],
                    exclude: ["Animation/__Snapshots__", "Compositing/__Snapshots__", "Model/__Snapshots__"], swiftSettings: swift6),
    ]
)
