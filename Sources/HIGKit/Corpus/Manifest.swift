import Foundation

/// `Corpus/manifest.tsv`: one row per bundled source (key, file, title, script, era, origin, translator, topics).
public enum Manifest {
    public static func parse(_ tsv: String) -> [SourceInfo] {
        tsv.split(separator: "\n").dropFirst().compactMap { row in
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { return nil }
            func optional(_ i: Int) -> String? { f.count > i && !f[i].isEmpty ? f[i] : nil }
            return SourceInfo(key: f[0], file: f[1], title: f[2], script: f[3], era: f[4],
                              origin: optional(5), translator: optional(6),
                              topics: optional(7)?.split(separator: " ").map(String.init) ?? [])
        }
    }

    /// The manifest shipped in the binary.
    public static let bundled: [SourceInfo] = parse(BundledFiles.text("Corpus/manifest.tsv") ?? "")

    /// A manifest entry for a file the user passes that the manifest does not list.
    /// The key comes from the file name: `My Guide.txt` → `my-guide`.
    public static func adHoc(file: String, text: String) -> SourceInfo {
        let stem = file.split(separator: "/").last.map(String.init) ?? file
        let base = stem.contains(".") ? String(stem[..<stem.lastIndex(of: ".")!]) : stem
        var key = ""
        for c in base.lowercased() {
            if c.isASCII && (c.isLetter || c.isNumber) { key.append(c) } else if !key.hasSuffix("-") { key.append("-") }
        }
        key = String(key.prefix(24)).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        if key.isEmpty { key = "src" + Checksum.hex(Array(stem.utf8)).prefix(6) }
        let hans = text.unicodeScalars.filter(Analyzer.isHan)
        let traditional = hans.filter { ScriptFolding.fold($0) != $0 }.count
        let simplifiedCount = hans.count - traditional
        let script = traditional * 20 > simplifiedCount ? "traditional" : "simplified"
        let title = text.split(separator: "\n").first.map { String($0.prefix(40)) } ?? base
        return SourceInfo(key: key, file: stem, title: title, script: script, era: "unknown")
    }
}
