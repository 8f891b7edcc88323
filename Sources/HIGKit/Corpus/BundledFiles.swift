import Foundation

/// The files of `Corpus/` and `Migrations/`, embedded at build time by `Scripts/embed-resources`.
public enum BundledFiles {
    /// Every embedded path, e.g. `Corpus/manifest.tsv`.
    public static var paths: [String] { base64.keys.sorted() }

    public static func data(_ path: String) -> Data? {
        base64[path].flatMap { Data(base64Encoded: $0) }
    }

    public static func text(_ path: String) -> String? {
        data(path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// File names directly inside `folder`, sorted.
    public static func names(in folder: String) -> [String] {
        paths.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
    }
}
