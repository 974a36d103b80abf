import RKGraphics
import RKMainLoop
import Testing
@testable import RKDesktop

@Suite struct AppearanceEnvironmentTests {
    @Test func overridesAreReadFromTheirVariables() {
        let a = AppearanceEnvironment.overrides(in: [
            "RECIPEKIT_APPEARANCE": "dark", "RECIPEKIT_CONTRAST": "high",
            "RECIPEKIT_ACCENT_COLOR": "#ff0000", "RECIPEKIT_REDUCE_MOTION": "1",
        ])
        #expect(a.colorScheme == .preferDark)
        #expect(a.highContrast == true)
        #expect(a.accentColor == Color(red: 1, green: 0, blue: 0))
        #expect(a.reducedMotion == true)
    }

    @Test func unsetVariablesSayNothing() {
        #expect(AppearanceEnvironment.overrides(in: [:]) == DesktopAppearance())
        #expect(AppearanceEnvironment.readsDesktop(in: [:]))
        #expect(!AppearanceEnvironment.readsDesktop(in: ["RECIPEKIT_DESKTOP_SETTINGS": "0"]))
    }

    @Test func anOverrideWinsOverTheDesktopOnlyForItsOwnValue() {
        let desktop = DesktopAppearance(colorScheme: .preferDark, highContrast: true)
        let merged = desktop.overridden(by: AppearanceEnvironment.overrides(in: ["RECIPEKIT_APPEARANCE": "light"]))
        #expect(merged.colorScheme == .preferLight)
        #expect(merged.highContrast == true)
    }

    @Test func unknownValuesAreLoggedAndIgnored() {
        var a = DesktopAppearance()
        let lines = RecipeLog.capturingLines {
            a = AppearanceEnvironment.overrides(in: ["RECIPEKIT_APPEARANCE": "purple"])
        }
        #expect(a.colorScheme == nil)
        #expect(lines.contains { $0.contains("RECIPEKIT_APPEARANCE=purple") })
    }
}

@MainActor @Suite struct DesktopSettingsTests {
    @Test func environmentAloneDecidesWhenTheDesktopIsNotRead() {
        var applied: [DesktopAppearance] = []
        let settings = DesktopSettings(applier: { applied.append($0) })
        settings.start(environment: ["RECIPEKIT_DESKTOP_SETTINGS": "0", "RECIPEKIT_APPEARANCE": "dark"])
        #expect(applied.last?.traitCollection.userInterfaceStyle == .dark)
        #expect(settings.source == .none)
        // Starting twice reads nothing again.
        settings.start(environment: [:])
        #expect(applied.count == 1)
    }

    @Test func portalValuesAreAppliedUnderTheOverrides() {
        var applied: [DesktopAppearance] = []
        let settings = DesktopSettings(applier: { applied.append($0) })
        settings.start(environment: ["RECIPEKIT_DESKTOP_SETTINGS": "0", "RECIPEKIT_CONTRAST": "normal"])
        settings.receive(.colorScheme(.preferDark))
        settings.receive(.contrast(high: true))
        #expect(settings.source == .portal)
        #expect(settings.desktop.highContrast == true)
        #expect(applied.last?.traitCollection.userInterfaceStyle == .dark)
        #expect(applied.last?.traitCollection.accessibilityContrast == .normal)
        // The same value again changes nothing.
        let count = applied.count
        settings.receive(.colorScheme(.preferDark))
        #expect(applied.count == count)
    }

    @Test func noSessionBusMeansNoBusIsAskedFor() {
        #expect(DesktopSettings.sessionBusAddress([:]) == nil)
        #expect(DesktopSettings.sessionBusAddress(["XDG_RUNTIME_DIR": "/nonexistent-\(UInt32.random(in: 0...UInt32.max))"]) == nil)
        #expect(DesktopSettings.sessionBusAddress(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/x"]) == "unix:path=/tmp/x")
    }
}
