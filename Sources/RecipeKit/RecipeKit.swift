@_exported import RKGeometry
@_exported import RKMotion
@_exported import RKMainLoop
@_exported import RKGraphics
@_exported import RKMedia
@_exported import RKLayers
@_exported import RKViews
@_exported import RKAccessibilityBridge
@_exported import RKDesktop
@_exported import RKWeb
@_exported import RKRecipes
@_exported import RKHosts

// `import UIKit` brings Foundation with it, and apps written from that habit name
// `IndexPath`, `URL`, `Date` and `Data` with no other import: so does `import RecipeKit`.
@_exported import Foundation

// `URLRequest` lives in FoundationNetworking on Linux (in Foundation on Apple's systems), and
// the web view's `load(_:)` takes one: an app that writes `webView.load(URLRequest(url: url))`
// from UIKit habit should not need a Linux-only import.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
