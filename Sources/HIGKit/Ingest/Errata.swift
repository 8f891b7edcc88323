/// A reviewed correction of damaged source text, from `Corpus/errata.tsv`.
///
/// The raw sources are never edited; the pipeline applies these to the decoded lines and reports
/// how many it applied, and warns about any that no longer match.
public struct Erratum: Equatable, Sendable {
    public var source: String
    public var line: Int
    public var find: String
    public var replace: String

    /// Parses the TSV (`source line find replace note`, header first); malformed rows are skipped.
    public static func parse(_ tsv: String) -> [Erratum] {
        tsv.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let line = Int(fields[1]), !fields[2].isEmpty else { return nil }
            return Erratum(source: fields[0], line: line, find: fields[2], replace: fields[3])
        }
    }

    /// Applies the errata of `source` to `lines` (1-based); returns how many applied and the misses.
    public static func apply(_ errata: [Erratum], source: String, file: String, to lines: inout [String])
        -> (applied: Int, diagnostics: [Diagnostic])
    {
        var applied = 0
        var diagnostics: [Diagnostic] = []
        for erratum in errata where erratum.source == source {
            // The line number is a hint: if the source gained or lost lines, a text found on exactly
            // one other line is still applied there.
            var index = erratum.line - 1
            if !(lines.indices.contains(index) && lines[index].contains(erratum.find)) {
                let candidates = lines.indices.filter { lines[$0].contains(erratum.find) }
                guard candidates.count == 1 else {
                    diagnostics.append(Diagnostic(file: file, line: erratum.line, check: "stale-erratum",
                                                  message: "erratum does not match: \(erratum.find)"))
                    continue
                }
                index = candidates[0]
            }
            lines[index] = lines[index].replacingOccurrences(of: erratum.find, with: erratum.replace)
            applied += 1
        }
        return (applied, diagnostics)
    }
}
