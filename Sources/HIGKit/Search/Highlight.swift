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

    /// Ranges (as scalar offsets) of every needle in `text`, merged and sorted.
    public static func ranges(of needles: [String], in text: String) -> [Range<Int>] {
        ranges(of: needles.map { Array($0.unicodeScalars) }, inFolded: ScriptFolding.scalars(text)[...])
    }

    static func ranges(of needles: [[Unicode.Scalar]], inFolded haystack: ArraySlice<Unicode.Scalar>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for needle in needles where !needle.isEmpty {
            var i = haystack.startIndex
            while let found = haystack.firstOffset(of: needle, from: i) {
                let end = found + needle.count
                // A match must be whole characters: `e` is not a match inside `e` + U+0301 (é).
                if (end == haystack.endIndex || !isExtender(haystack[end])) && (found == haystack.startIndex || haystack[found - 1] != "\u{200D}") {
                    ranges.append(found..<end)
                    i = end
                } else {
                    i = found + 1
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

    /// Wraps each range (scalar offsets) in `open`/`close` markers (ANSI codes, or `[`/`]`).
    public static func mark(_ text: String, _ ranges: [Range<Int>], open: String, close: String) -> String {
        guard !ranges.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        for r in ranges where r.lowerBound >= i && r.upperBound <= scalars.count {
            out.append(contentsOf: scalars[i..<r.lowerBound])
            out.append(contentsOf: open.unicodeScalars)
            out.append(contentsOf: scalars[r])
            out.append(contentsOf: close.unicodeScalars)
            i = r.upperBound
        }
        out.append(contentsOf: scalars[i...])
        return String(out)
    }

    /// A one-line window of `text` around its first match, about `width` characters wide, with the
    /// ranges of the matches inside it. Only the window is searched for them, so a long body costs
    /// one fold and one scan.
    public static func snippet(_ text: String, needles: [String], width: Int = 60) -> (text: String, ranges: [Range<Int>]) {
        let scalars = text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
        let folded = scalars.map(ScriptFolding.fold)
        let needles = needles.map { Array($0.unicodeScalars) }.filter { !$0.isEmpty }
        let first = needles.compactMap { folded.firstOffset(of: $0) }.min() ?? 0
        var start = max(0, min(first - width / 4, scalars.count - width))
        var end = min(scalars.count, start + width)
        // The window's edges fall between characters, not inside one (an accent, an emoji sequence).
        while start < end, isExtender(scalars[start]) || (start > 0 && scalars[start - 1] == "\u{200D}") { start += 1 }
        while end < scalars.count, isExtender(scalars[end]) || scalars[end - 1] == "\u{200D}" { end += 1 }
        let prefix = start > 0 ? "…" : "", suffix = end < scalars.count ? "…" : ""
        let shift = prefix.unicodeScalars.count - start
        let inside = ranges(of: needles, inFolded: folded[start..<end]).map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
        return (prefix + String(scalars: scalars[start..<end]) + suffix, inside)
    }

    /// A scalar that continues the character before it: a combining mark, a variation selector, a
    /// zero-width joiner, an emoji skin tone.
    static func isExtender(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF: return true
        case ..<0x300: return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }
}
