import Foundation
import RecipeKit

/// What the gallery window writes on exit with `--state-dump FILE`, so that tests can check
/// what happened: the selected scene and the window's size, and on the `controls` scene the
/// state of its controls (``ControlsState``).
///
/// ```json
/// {
///   "framesPresented" : 57,
///   "index" : 1,
///   "renderer" : "software",
///   "scale" : 1,
///   "scene" : "border",
///   "title" : "Borders",
///   "vsync" : true,
///   "window" : { "height" : 720, "width" : 1180 }
/// }
/// ```
struct StateDump: Codable, Equatable {
    struct WindowSize: Codable, Equatable {
        var width: Double
        var height: Double
    }

    /// The selected scene's name.
    var scene: String
    /// The selected scene's title.
    var title: String
    /// The selected scene's position in the list, from 0.
    var index: Int
    /// The window's size in points.
    var window: WindowSize
    /// Pixels per point.
    var scale: Double
    /// Frames shown on screen.
    var framesPresented: Int
    /// SDL's renderer ("opengl", "software"...).
    var renderer: String
    /// Whether presents wait for vertical sync (false: the host sleeps between frames).
    var vsync: Bool
    /// SDL's video driver ("wayland", "x11").
    var videoDriver = ""
    /// Where the scale came from ("compositor", "Xft.dpi", "RECIPEKIT_SCALE", "none"...).
    var scaleSource = ""
    /// How frames reach the screen ("surface" or "renderer").
    var presentation = ""
    /// The frame buffer's size in pixels.
    var pixelWidth = 0
    var pixelHeight = 0
    /// The scene list's scroll offset and the most it could scroll, in points.
    var listScrollOffset = 0.0
    var listMaximumScrollOffset = 0.0
    /// Whether the selected scene's row was whole in view.
    var listSelectionShown = false
    /// Whether the touch overlay was on (the T key toggles it).
    var touchOverlay = false
    /// The kinds of work the window queued when it opened that had run by the time it closed
    /// (see ``QueuedWorkProbe``), sorted: "continuation", "dispatch-main", "foundation-timer",
    /// "posted", "runloop-perform", "task".
    var queuedWork: [String] = []
    /// What the host drew at a 6 × 5 grid of points over the window, as `x,y,rrggbb` items
    /// joined by `;` (window pixels from the top-left; colors without alpha): a test compares
    /// them with a screenshot, which catches a frame shown in the wrong place.
    var probes = ""
    /// The appearance the window followed when it closed (see ``AppearanceState``).
    var appearance: AppearanceState?
    /// On the `slide-in` scene: how each notification came in ("slide", "bounce", "fade").
    var slideInEntrances: [String]?
    /// On the `controls` scene: its slider, switch and text field (omitted on other scenes).
    var controls: ControlsState?
    /// On the `scroll-view` scene: the grid's offset and where its center is in the window.
    var scroll: ScrollState?
    /// On the `keyboard` scene: the field's text and where the on-screen keyboard's keys are.
    var keyboard: KeyboardState?
    /// On the `alerts` scene: what the last alert reported and where its buttons and the
    /// on-screen keyboard's keys are.
    var alerts: AlertsState?

    /// On the `auto-layout-form` scene: the size the window gave it and how its panels are laid out.
    var form: FormState?

    /// Keyboard focus in the scene's windows (omitted on scenes without views).
    var focus: FocusState?

    /// The `auto-layout-form` scene, which takes the stage's size: its size and place in the
    /// window (points from the window's top-left), and what its constraints made of it. Flat,
    /// distinct keys, for `sed`.
    struct FormState: Codable, Equatable {
        /// The scene's size in points, as the stage gave it.
        var formSceneWidth: Double
        var formSceneHeight: Double
        /// The scene's top-left corner in the window, and window points per scene point (1
        /// unless the stage is smaller than the scene's minimum size).
        var formSceneX: Double
        var formSceneY: Double
        var formSceneScale: Double
        /// Whether the right panel sits below the left one (the scene is narrow).
        var formStacked: Bool
        /// The left panel's width, and whether its rows put the caption over the control.
        var formLeftWidth: Double
        var formLeftRowsStacked: Bool
        /// The left panel's name field's width.
        var formNameWidth: Double
        /// The right panel's top-left corner in the scene.
        var formRightX: Double
        var formRightY: Double
    }

    /// Keyboard focus. Flat keys, for `sed`.
    struct FocusState: Codable, Equatable {
        /// The focused view of the window that has the keys, as ``FocusLog/name(of:)`` names it
        /// ("Button:Plain"); "" when none has focus.
        var focusedView: String
        /// Whether the focus ring shows.
        var focusRingShown: Bool
        /// Every view that took focus since the window opened, oldest first, joined by ` > `.
        var focusHistory: String
    }

    /// On the `circle-gesture` scene: where its drawing area is and what the last stroke was.
    var circle: CircleState?

    /// On the `navigation` scene: where its first row and its bar's right button are, and its log.
    var navigation: NavigationState?

    /// The `navigation` scene: the list's first row and the navigation bar's right button (Add on
    /// the list, Edit on a recipe's page, at the same place), in host points, and the scene's log
    /// of appearance callbacks and edits, oldest first, joined by ` | `. Flat keys, for `sed`.
    struct NavigationState: Codable, Equatable {
        var navigationFirstRowX: Double
        var navigationFirstRowY: Double
        var navigationRightButtonX: Double
        var navigationRightButtonY: Double
        var navigationLog: String
    }

    /// The desktop's appearance as the window saw it: what the settings reader read and where
    /// from, the traits windows drew with, and colors they resolved to (`rrggbbaa`), which high
    /// contrast strengthens.
    struct AppearanceState: Codable, Equatable {
        /// "light" or "dark".
        var style: String
        /// "normal" or "high".
        var contrast: String
        /// Whether reduced motion was on.
        var reduceMotion: Bool
        /// "portal", "gnome-settings" or "none".
        var source: String
        /// The portal's version property, when read.
        var portalVersion: UInt32?
        /// The desktop's values, as the reader describes them.
        var desktop: String
        /// How many times the reader gave the app new values.
        var changes: Int
        /// The theme's hairline separator (thumb outlines), resolved.
        var separator: String
        /// UIKit's `separator`, resolved.
        var systemSeparator: String
        /// UIKit's `systemBackground`, resolved.
        var systemBackground: String
        /// The gallery's page background, resolved.
        var pageBackground: String
        /// The controls' tint (the desktop's accent color when it names one), resolved.
        var tint: String
    }

    /// The `circle-gesture` scene. Flat keys, for `sed`.
    struct CircleState: Codable, Equatable {
        /// The drawing area's centre and half its smaller side, in host points.
        var circleCanvasX: Double
        var circleCanvasY: Double
        var circleCanvasRadius: Double
        /// Whether the last stroke was recognized as a circle.
        var circleRecognized: Bool
        /// Smileys shown.
        var circleSmileys: Int
        /// The readout under the drawing area.
        var circleReadout: String
    }

    /// On the `pull-view` scene: where its third tile is and how many copies were dropped.
    var pull: PullState?

    /// The `pull-view` scene. Flat keys, for `sed`.
    struct PullState: Codable, Equatable {
        /// The centre of the strip's third tile, in host points.
        var pullTileX: Double
        var pullTileY: Double
        /// Copies dropped on the board.
        var pullDropped: Int
        /// How far the strip is scrolled, in points.
        var pullOffsetX: Double
    }

    /// On the `web-view` scene: the page shown, what was typed into it and where its controls are.
    var web: WebState?

    /// The `web-view` scene. Flat keys, for `sed`.
    struct WebState: Codable, Equatable {
        /// The page's file name ("index.html") and the navigation bar's title.
        var webPage: String
        var webTitle: String
        /// The text in the page's name field, as the page last reported it.
        var webTyped: String
        /// Whether the web view is the first responder.
        var webFocused: Bool
        /// The centres of index.html's name field and about.html's back link, in host points
        /// (-1 before the page has been shown).
        var webNameX: Double
        var webNameY: Double
        var webBackX: Double
        var webBackY: Double
    }

    /// On the `cover-flow` scene: where the flow is and which cover is selected.
    var coverFlow: CoverFlowState?

    /// The `cover-flow` scene. Flat keys, for `sed`.
    struct CoverFlowState: Codable, Equatable {
        /// The flow's centre, in host points.
        var flowCenterX: Double
        var flowCenterY: Double
        /// The selected cover and its title.
        var flowSelected: Int
        var flowTitle: String
        /// Whether the selected cover shows its back.
        var flowFlipped: Bool
    }

    /// On the `album-wall` scene: where the wall is, how far it scrolled, what a tap selected.
    var albumWall: AlbumWallState?

    /// The `album-wall` scene. Flat keys, for `sed`.
    struct AlbumWallState: Codable, Equatable {
        /// The wall's centre, in host points.
        var wallCenterX: Double
        var wallCenterY: Double
        /// The scroll view's content offset.
        var wallOffsetX: Double
        var wallOffsetY: Double
        /// The caption of the album selected by a tap ("" when none).
        var wallSelected: String
        /// Albums shown, and tiles drawn so far.
        var wallAlbums: Int
        var wallTilesDrawn: Int
        /// The tile the tiled layer draws under the wall's centre (its row and column) and where:
        /// its top left corner and side in host points. The window test works out from them which
        /// cover a click lands on, apart from the wall's own hit testing.
        var wallTileRow: Int
        var wallTileColumn: Int
        var wallTileLeft: Double
        var wallTileTop: Double
        var wallTileSide: Double
        /// The tile a tap selected last (absent when none).
        var wallSelectedRow: Int?
        var wallSelectedColumn: Int?
    }

    /// The `alerts` scene. Flat keys, for `sed`.
    struct AlertsState: Codable, Equatable {
        /// The status line: which closure ran last, with what text.
        var alertsStatus: String
        /// The centre of the "Text input (seed 002)" button, in host points.
        var textInputButtonX: Double
        var textInputButtonY: Double
        /// Whether an alert window is still in the scene.
        var alertShown: Bool
        /// The on-screen keyboard's keys (see ``KeyboardState/keyboardKeys``).
        var alertKeyboardKeys: String
    }

    /// The `keyboard` scene: its field and the on-screen keyboard. Flat keys, for `sed`.
    struct KeyboardState: Codable, Equatable {
        /// The text field's text.
        var keyboardFieldText: String
        /// Whether the on-screen keyboard is up.
        var keyboardShown: Bool
        /// The keyboard's top edge, in window points from the window's top.
        var keyboardTop: Double
        /// Each key's centre in window points while the keyboard is up, as `name:x,y` items joined by spaces (letters by
        /// themselves; `space`, `return`, `backspace`, `shift`, `page`).
        var keyboardKeys: String
    }

    /// The `scroll-view` scene's grid: its content offset (points) and its center (window points,
    /// from the top-left corner). Flat, distinct keys, for `sed`.
    struct ScrollState: Codable, Equatable {
        var gridOffsetX: Double
        var gridOffsetY: Double
        var gridCenterX: Double
        var gridCenterY: Double
        /// Window pixels per scene point (the stage's scale to fit).
        var gridScale: Double
    }

    /// The `controls` scene's interactive controls, with where they are in the window, so that a
    /// test can find them before it clicks, drags or types. Locations are in window points
    /// (pixels at scale 1), from the window's top-left corner. Keys are flat and distinct, so
    /// that a shell script can pick each out with `sed`.
    ///
    /// ```json
    /// "controls" : {
    ///   "sliderMaximum" : 100, "sliderMinimum" : 0, "sliderTravel" : 282.7,
    ///   "sliderThumbX" : 452.3, "sliderThumbY" : 297.6, "sliderValue" : 40,
    ///   "switchIsOn" : true, "switchX" : 890.4, "switchY" : 181.2,
    ///   "textFieldEditing" : true, "textFieldText" : "recipe", "textFieldX" : 470.8, "textFieldY" : 440.1
    /// }
    /// ```
    struct ControlsState: Codable, Equatable {
        /// The slider's value.
        var sliderValue: Double
        /// The lower end of the slider's range.
        var sliderMinimum: Double
        /// The upper end of the slider's range.
        var sliderMaximum: Double
        /// The center of the slider's thumb, x.
        var sliderThumbX: Double
        /// The center of the slider's thumb, y.
        var sliderThumbY: Double
        /// How far the thumb's center travels from the minimum to the maximum, in window points:
        /// dragging it `d` points changes the value by `d × (maximum − minimum) / travel`.
        var sliderTravel: Double
        /// Whether the switch is on.
        var switchIsOn: Bool
        /// The center of the switch, x.
        var switchX: Double
        /// The center of the switch, y.
        var switchY: Double
        /// The buttons card's status line ("Tapped Plain").
        var buttonStatus: String
        /// The segmented control's selected segment and the page control's page.
        var segmentIndex: Int
        var pageIndex: Int
        /// The text field's text.
        var textFieldText: String
        /// Whether the text field is being edited (has keyboard focus).
        var textFieldEditing: Bool
        /// The center of the text field, x.
        var textFieldX: Double
        /// The center of the text field, y.
        var textFieldY: Double
    }

    /// Writes the dump as JSON to `path`.
    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(self)
        data.append(0x0A)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
