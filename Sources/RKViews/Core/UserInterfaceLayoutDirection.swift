/// Which way an interface reads (UIUserInterfaceLayoutDirection): leading edges are on the left
/// in a left-to-right interface and on the right in a right-to-left one.
public enum UserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Leading is left: English, French, Chinese...
    case leftToRight = 0
    /// Leading is right: Arabic, Hebrew, Persian, Urdu...
    case rightToLeft = 1

    /// The languages written right to left, as ISO 639 codes.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// The direction of the language of a BCP 47 tag or POSIX locale name (`ar-EG`, `he_IL.UTF-8`):
    /// right to left for the languages written so (and for the Arabic and Hebrew scripts named
    /// in the tag, as `pa-Arab`), else left to right.
    public init(language tag: String) {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." || $0 == "@" }).map { $0.lowercased() }
        let language = parts.first ?? ""
        let script = parts.dropFirst().first { $0.count == 4 }
        if let script {
            self = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"].contains(script) ? .rightToLeft : .leftToRight
        } else {
            self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
        }
    }
}
