import Testing
@testable import RKGraphics

@Suite struct LocaleEnvironmentTests {
    @Test func posixLocaleNamesBecomeLanguageTags() {
        #expect(LocaleEnvironment.languageTag(posixLocale: "fr_FR.UTF-8") == "fr-FR")
        #expect(LocaleEnvironment.languageTag(posixLocale: "de_DE.ISO-8859-15@euro") == "de-DE")
        #expect(LocaleEnvironment.languageTag(posixLocale: "zh_TW.UTF-8") == "zh-TW")
        #expect(LocaleEnvironment.languageTag(posixLocale: "sr_RS@latin") == "sr-RS")
        #expect(LocaleEnvironment.languageTag(posixLocale: "ja") == "ja")
        #expect(LocaleEnvironment.languageTag(posixLocale: "zh-hant-hk") == "zh-Hant-HK")
        #expect(LocaleEnvironment.languageTag(posixLocale: "C") == nil)
        #expect(LocaleEnvironment.languageTag(posixLocale: "C.UTF-8") == nil)
        #expect(LocaleEnvironment.languageTag(posixLocale: "POSIX") == nil)
        #expect(LocaleEnvironment.languageTag(posixLocale: "") == nil)
        #expect(LocaleEnvironment.languageTag(posixLocale: "/usr/share/locale") == nil)
    }

    @Test func textLanguageFollowsLCAllThenLCCTypeThenLang() {
        #expect(LocaleEnvironment(["LANG": "ja_JP.UTF-8"]).textLanguage == "ja-jp")
        #expect(LocaleEnvironment(["LANG": "ja_JP.UTF-8", "LC_CTYPE": "zh_CN.UTF-8"]).textLanguage == "zh-cn")
        #expect(LocaleEnvironment(["LANG": "ja_JP.UTF-8", "LC_CTYPE": "zh_CN.UTF-8", "LC_ALL": "ko_KR.UTF-8"]).textLanguage == "ko-kr")
        // Messages do not decide how text is laid out.
        #expect(LocaleEnvironment(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]).textLanguage == "en-us")
        #expect(LocaleEnvironment(["LANG": "zh_TW.Big5"]).textLanguage == "zh-tw")
    }

    @Test func theCLocaleAndNoLocaleLayOutAsEnglish() {
        #expect(LocaleEnvironment([:]).textLanguage == "en")
        #expect(LocaleEnvironment(["LANG": "C.UTF-8"]).textLanguage == "en")
        #expect(LocaleEnvironment(["LC_ALL": "POSIX", "LANG": "ja_JP.UTF-8"]).textLanguage == "en")
        #expect(LocaleEnvironment([:]).preferredLanguages == ["en"])
    }

    @Test func chineseScriptsBecomeTheRegionsFontconfigKnows() {
        #expect(LocaleEnvironment.pangoLanguage(forTag: "zh-Hant") == "zh-tw")
        #expect(LocaleEnvironment.pangoLanguage(forTag: "zh-Hans") == "zh-cn")
        #expect(LocaleEnvironment.pangoLanguage(forTag: "zh") == "zh-cn")
        #expect(LocaleEnvironment.pangoLanguage(forTag: "zh-Hant-HK") == "zh-hk")
        #expect(LocaleEnvironment.pangoLanguage(forTag: "ja") == "ja")
    }

    @Test func messagesFollowLanguageListThenLCMessages() {
        let env = LocaleEnvironment(["LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LANGUAGE": "zh_CN:de"])
        #expect(env.preferredLanguages == ["zh-CN", "de", "fr-FR"])
        #expect(LocaleEnvironment(["LANG": "fr_CA.UTF-8"]).preferredLanguages == ["fr-CA"])
        #expect(LocaleEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"]).preferredLanguages == ["fr-FR"])
    }

    @Test func languageListIsIgnoredUnderTheCLocaleAsGettextDoes() {
        #expect(LocaleEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "fr"]).preferredLanguages == ["en"])
        #expect(LocaleEnvironment(["LANGUAGE": "fr"]).preferredLanguages == ["en"])
    }

    @Test func recipeKitLanguagePinsBoth() {
        let env = LocaleEnvironment(["LANG": "ja_JP.UTF-8", "LANGUAGE": "ja", "RECIPEKIT_LANGUAGE": "en"])
        #expect(env.textLanguage == "en")
        #expect(env.preferredLanguages == ["en"])
        #expect(LocaleEnvironment(["RECIPEKIT_LANGUAGE": "zh_TW"]).textLanguage == "zh-tw")
    }
}
