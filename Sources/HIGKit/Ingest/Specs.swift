import Foundation

/// A measurable requirement read from an entry: `≥ 44×44 pt`, `≥ 4.5:1`, `3–5 tabs`.
public struct Spec: Codable, Equatable, Sendable {
    public enum Bound: String, Codable, Sendable { case min, max, range, exact }
    public enum Shape: String, Codable, Sendable { case scalar, size }

    public var subject: String
    public var bound: Bound
    public var value: Double
    /// The upper end of a range, or the second side of a size (`44pt x 44pt`).
    public var valueMax: Double?
    public var unit: String
    public var shape: Shape
    /// The phrase it was read from.
    public var text: String

    /// `≥ 44×44 pt`, `≥ 4.5:1`, `3–5 count`, `= 1 pt`.
    public var display: String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let sign = switch bound { case .min: "≥ "; case .max: "≤ "; case .exact: "= "; case .range: "" }
        let amount = switch (shape, unit) {
        case (.size, _): "\(n(value))×\(n(valueMax ?? value)) \(unit)"
        case (_, "ratio"): "\(n(value)):1"
        case (_, "x"): "@\(n(value))x"
        case (_, "count") where bound == .range: "\(n(value))–\(n(valueMax ?? value))"
        case (_, "count"): n(value)
        default: bound == .range ? "\(n(value))–\(n(valueMax ?? value)) \(unit)" : "\(n(value)) \(unit)"
        }
        return sign + amount
    }
}

/// A kind of thing specs constrain, from `Corpus/specs.tsv`, with the words that point to it.
public struct SpecSubject: Equatable, Sendable {
    public var slug: String
    public var labelEN: String
    public var labelZH: String
    public var units: [String]
    public var context: [String]

    public static func parse(_ tsv: String) -> [SpecSubject] {
        tsv.split(separator: "\n").dropFirst().compactMap { row in
            let f = row.split(separator: "\t").map(String.init)
            guard f.count == 5 else { return nil }
            return SpecSubject(slug: f[0], labelEN: f[1], labelZH: f[2], units: f[3].split(separator: " ").map(String.init),
                               context: f[4].split(separator: "|").map { ScriptFolding.fold(String($0)) })
        }
    }

    public static let bundled = parse(BundledFiles.text("Corpus/specs.tsv") ?? "")
}

/// Stage: reads quantities in a rule's title and body.
///
/// Understands full-width digits (`７：１`), Chinese units (`11點`, `1個像素`, `3至5個`), sizes
/// (`44pt x 44pt`, `100px*100px`), ratios (`4.5:1`), scale factors (`@2x`) and bounds (`最小…為`,
/// `不應該小于`, `或更高`). Skips what is not a requirement: versions (`iOS 13`, `WCAG2.0`), figure
/// numbers (`表格10-1`), list numbers (`1. `), `3D Touch`, differences (`差別為1點`), and sentences that
/// give an example (`例如`).
public enum SpecExtractor {
    public static func specs(in text: String, subjects: [SpecSubject] = SpecSubject.bundled) -> [Spec] {
        var specs: [Spec] = []
        guard hasDigit(text) else { return specs }  // most entries: nothing to read
        for sentence in sentences(text) {
            let folded = ScriptFolding.fold(sentence)  // folding keeps scalar offsets; `７` becomes `7`
            guard folded.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), !isExample(folded) else { continue }
            let original = Array(sentence.unicodeScalars)
            let s = Array(folded.unicodeScalars)
            var i = 0
            while i < s.count {
                guard let match = quantity(s, at: i), let subject = subject(for: match, in: s, subjects: subjects) else {
                    i += 1
                    continue
                }
                var spec = match.spec
                spec.subject = subject
                var text = original[match.range]
                while text.first == " " { text.removeFirst() }
                while text.last == " " { text.removeLast() }
                spec.text = String(scalars: text)
                if !specs.contains(spec) { specs.append(spec) }
                i = match.range.upperBound
            }
        }
        return specs
    }

    struct Match {
        var spec: Spec
        var range: Range<Int>
    }

    static func sentences(_ text: String) -> [String] {
        text.unicodeScalars.split(whereSeparator: { s in
            switch s { case "。", "！", "？", "\n", "\r", "；": true; default: false }
        }).map { String($0) }
    }

    /// Whether `text` has an ASCII or a full-width digit (`７` is EF BC 97 in UTF-8).
    static func hasDigit(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for i in bytes.indices {
                if bytes[i] &- 0x30 < 10 { return true }
                if bytes[i] == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBC, bytes[i + 2] &- 0x90 < 10 { return true }
            }
            return false
        }
    }

    static func isExample(_ folded: String) -> Bool {
        ["例如", "比如", "打个比方", "假设", "譬如"].contains { folded.includes($0) }
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
    static func isLetter(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.isAlphabetic }

    /// A number starting exactly at `i`, with its end.
    static func number(_ s: [Unicode.Scalar], at i: Int) -> (Double, Int)? {
        guard i < s.count, isDigit(s[i]) else { return nil }
        var j = i
        while j < s.count, isDigit(s[j]) || (s[j] == "." && j + 1 < s.count && isDigit(s[j + 1])) { j += 1 }
        return Double(String(scalars: s[i..<j])).map { ($0, j) }
    }

    /// A unit starting at `i` (spaces skipped, `(points)` glosses absorbed), with its end.
    static func unit(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var i = start
        while i < s.count, s[i] == " " { i += 1 }
        let rest = String(scalars: s[i..<min(s.count, i + 8)])
        let units: [(String, String)] = [("points", "pt"), ("point", "pt"), ("pt", "pt"), ("px", "px"), ("点", "pt"), ("磅", "pt"),
                                          ("个像素", "px"), ("像素", "px"), ("个", "count"), ("度", "deg"), ("位", "bit")]
        guard let (word, unit) = units.first(where: { rest.hasPrefix($0.0) }) else { return nil }
        var end = i + word.unicodeScalars.count
        if unit == "pt" || unit == "px", end < s.count, isLetter(s[end]), word.allSatisfy(\.isASCII) { return nil }  // `pts…`, `pxl`
        // `11點(points)`: the English gloss is part of the unit.
        let gloss = String(scalars: s[end..<min(s.count, end + 8)])
        if gloss.hasPrefix("(points)") { end += 8 } else if gloss.hasPrefix("(pt)") { end += 4 }
        return (unit, end)
    }

    static func quantity(_ s: [Unicode.Scalar], at i: Int) -> Match? {
        guard isDigit(s[i]) || s[i] == "@" else { return nil }
        // Not the tail of a word or version: `WCAG2.0`, `iOS13`, `3D`, `表格10-1`, list numbers.
        if i > 0, isLetter(s[i - 1]) || isDigit(s[i - 1]) || s[i - 1] == "." { return nil }
        let before = String(scalars: s[max(0, i - 4)..<i])
        if before.hasSuffix("ios ") || before.hasSuffix("表格") || before.hasSuffix("图") || before.hasSuffix("第") { return nil }
        if before.hasSuffix("差别为") || before.hasSuffix("相差") { return nil }  // a difference, not a requirement
        if s[i] == "@", let (value, end) = number(s, at: i + 1), end < s.count, s[end] == "x" {
            return Match(spec: Spec(subject: "", bound: .exact, value: value, unit: "x", shape: .scalar, text: ""), range: i..<(end + 1))
        }
        guard let (value, afterNumber) = number(s, at: i) else { return nil }
        if afterNumber < s.count, s[afterNumber] == "d" || s[afterNumber] == "D" { return nil }  // 3D Touch
        // Ratio: `4.5:1`, `7 : 1`.
        var j = afterNumber
        while j < s.count, s[j] == " " { j += 1 }
        if j < s.count, s[j] == ":", let (one, end) = number(s, at: j + 1 + (j + 1 < s.count && s[j + 1] == " " ? 1 : 0)), one == 1 {
            return Match(spec: Spec(subject: "", bound: bound(s, i, end), value: value, unit: "ratio", shape: .scalar, text: ""), range: i..<end)
        }
        let firstUnit = unit(s, at: afterNumber)
        // Size: `44pt x 44pt`, `100px*100px`.
        var k = firstUnit?.1 ?? afterNumber
        while k < s.count, s[k] == " " { k += 1 }
        if k < s.count, s[k] == "x" || s[k] == "*" || s[k] == "×" {
            var m = k + 1
            while m < s.count, s[m] == " " { m += 1 }
            if let (second, afterSecond) = number(s, at: m), let (unitName, end) = unit(s, at: afterSecond) ?? firstUnit.map({ ($0.0, afterSecond) }) {
                return Match(spec: Spec(subject: "", bound: bound(s, i, end), value: value, valueMax: second, unit: unitName, shape: .size, text: ""),
                             range: i..<end)
            }
        }
        // Range: `3至5個`, `3-5 pt`.
        if afterNumber < s.count, ["至", "到", "-", "~", "–"].contains(String(s[afterNumber])),
           let (upper, afterUpper) = number(s, at: afterNumber + 1), let (unitName, end) = unit(s, at: afterUpper) {
            return Match(spec: Spec(subject: "", bound: .range, value: value, valueMax: upper, unit: unitName, shape: .scalar, text: ""), range: i..<end)
        }
        guard let (unitName, end) = firstUnit else { return nil }
        return Match(spec: Spec(subject: "", bound: bound(s, i, end), value: value, unit: unitName, shape: .scalar, text: ""), range: i..<end)
    }

    /// `最小…為44pt`, `不應該小于11點`, `至少`, `4.5:1或更高` → min; `最多`, `或更小`, `以下` → max.
    static func bound(_ s: [Unicode.Scalar], _ start: Int, _ end: Int) -> Spec.Bound {
        let before = String(scalars: s[max(0, start - 12)..<start])
        let after = String(scalars: s[end..<min(s.count, end + 6)])
        if ["或更高", "或更大", "以上", "或更多"].contains(where: after.hasPrefix) { return .min }
        if ["或更小", "或更少", "以下"].contains(where: after.hasPrefix) { return .max }
        if before.includes("不") && (before.includes("小于") || before.includes("少于") || before.includes("低于")) { return .min }
        if before.includes("不") && (before.includes("大于") || before.includes("超过") || before.includes("多于")) { return .max }
        if ["至少", "最小", "最少", "目标是", "达到", "不低于", "≥"].contains(where: before.includes) { return .min }
        if ["最多", "至多", "最大", "不超过", "≤"].contains(where: before.includes) { return .max }
        if ["小于", "低于", "少于"].contains(where: before.hasSuffix) { return .max }
        if ["大于", "高于", "超过", "多于"].contains(where: before.hasSuffix) { return .min }
        return .exact
    }

    /// The subject whose context word is nearest the quantity in its sentence, among those that
    /// take its unit; nil when none does (then it is not a requirement hig can name).
    static func subject(for match: Match, in s: [Unicode.Scalar], subjects: [SpecSubject]) -> String? {
        let unitName = match.spec.unit
        var best: (slug: String, distance: Int)?
        for subject in subjects where subject.units.contains(unitName) {
            for word in subject.context where !word.isEmpty {
                let needle = Array(word.unicodeScalars)
                var from = 0
                while let offset = s.firstOffset(of: needle, from: from) {
                    let distance = offset < match.range.lowerBound ? match.range.lowerBound - offset : max(0, offset - match.range.upperBound)
                    if distance < (best?.distance ?? .max) { best = (subject.slug, distance) }
                    from = offset + needle.count
                }
            }
        }
        return best?.slug
    }
}
