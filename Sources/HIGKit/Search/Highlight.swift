/// Finds where query terms occur in original text, comparing folded forms, so `對比度` in the text
/// is found for the query `对比度` and `Bars` for `bars`.
public enum Highlight {
    /// The folded strings to look for: whole Chinese words, and English stems (`bar` for `bars`).
    public static func needles(for query: SearchQuery) -> [String] {
        var needles: [String] = []
        for term in query.positiveTerms {
            needles += term.alternatives.map(ScriptFolding.fold)
            let folded = ScriptFolding.fold(term.text)
            if folded.unicodeScalars.contains(where: Analyzer.isHan) {
                needles += folded.split(whereSeparator: { !$0.unicodeScalars.allSatisfy(Analyzer.isHan) }).map(String.init)
                needles += term.tokens.filter { !$0.unicodeScalars.contains(where: Analyzer.isHan) }
            } else {
                needles += term.tokens
            }
        }
        return Array(Set(needles.filter { !$0.isEmpty })).sorted { $0.count > $1.count }
    }

    /// Character ranges (as offsets) of every needle in `text`, merged and sorted.
    public static func ranges(of needles: [String], in text: String) -> [Range<Int>] {
        let haystack = Array(ScriptFolding.fold(text))
        var ranges: [Range<Int>] = []
        for needle in needles.map(Array.init) where !needle.isEmpty && needle.count <= haystack.count {
            var i = 0
            while i + needle.count <= haystack.count {
                if haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle {
                    ranges.append(i..<(i + needle.count))
                    i += needle.count
                } else {
                    i += 1
                }
            }
        }
        var merged: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }

    /// Wraps each range in `open`/`close` markers (ANSI codes, or `[`/`]`).
    public static func mark(_ text: String, _ ranges: [Range<Int>], open: String, close: String) -> String {
        guard !ranges.isEmpty else { return text }
        let chars = Array(text)
        var out = ""
        var i = 0
        for r in ranges where r.lowerBound >= i && r.upperBound <= chars.count {
            out += String(chars[i..<r.lowerBound]) + open + String(chars[r]) + close
            i = r.upperBound
        }
        return out + String(chars[i...])
    }

    /// A one-line window of `text` around its first match, about `width` characters wide.
    public static func snippet(_ text: String, needles: [String], width: Int = 60) -> (text: String, ranges: [Range<Int>]) {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        let chars = Array(flat)
        let all = ranges(of: needles, in: flat)
        let start = max(0, min((all.first?.lowerBound ?? 0) - width / 4, chars.count - width))
        let end = min(chars.count, start + width)
        let prefix = start > 0 ? "…" : "", suffix = end < chars.count ? "…" : ""
        let shift = prefix.count - start
        let inside = all.filter { $0.lowerBound >= start && $0.upperBound <= end }
            .map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
        return (prefix + String(chars[start..<end]) + suffix, inside)
    }
}
