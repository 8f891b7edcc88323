import Foundation

/// A line of cleaned text with its 1-based number in the raw file.
public struct Line: Equatable, Sendable {
    public var number: Int
    public var text: String
    /// Whether an empty line precedes it; files that separate paragraphs with empty lines use
    /// adjacent lines for lists.
    public var blankBefore: Bool
    public init(_ number: Int, _ text: String, blankBefore: Bool = false) {
        self.number = number
        self.text = text
        self.blankBefore = blankBefore
    }
}

/// Stage 2's output: guideline lines without debris, plus what the boilerplate told about the source.
public struct CleanedText: Equatable, Sendable {
    public var lines: [Line] = []
    public var origin: String?
    public var translator: String?
    public var diagnostics: [Diagnostic] = []
}

/// Stage 2: removes converter and web debris without touching legitimate text.
public enum Cleaner {
    public static func clean(_ raw: [String], file: String) -> CleanedText {
        var result = CleanedText()
        var inReadingList = false
        var blankBefore = false
        for (index, rawLine) in raw.enumerated() {
            let number = index + 1
            let text = cleanLine(rawLine, file: file, line: number, diagnostics: &result.diagnostics)
            guard !text.isEmpty else {
                if rawLine.isEmpty || rawLine.trimmingCharacters(in: .whitespaces).isEmpty { blankBefore = true }
                continue
            }
            defer { blankBefore = false }
            if mayBeBoilerplate(text), let kind = boilerplate(ScriptFolding.fold(text)) {
                switch kind {
                case .origin: result.origin = result.origin ?? firstURL(in: rawLine)
                case .translator: result.translator = result.translator ?? translatorName(text)
                case .readingList: inReadingList = true
                case .other: break
                }
                continue
            }
            // Reading lists: `相關閱讀：` then short article titles (`譯文 | iOS 10 人機界面指南（二）`).
            if inReadingList, text.count < 60, !text.includes("。") { continue }
            inReadingList = false
            if text.unicodeScalars.allSatisfy({ !Analyzer.isHan($0) && !$0.properties.isAlphabetic }) {
                continue  // `?? ?`, stray punctuation
            }
            result.lines.append(Line(number, text, blankBefore: blankBefore))
        }
        return result
    }

    enum Boilerplate { case origin, translator, readingList, other }

    /// Recognises web boilerplate (on folded text), e.g. `上一篇：…下一篇：…`, `原文地址：https://…`,
    /// `譯者：喵大神經，交互新人`, `歡迎關注譯者的微信公眾號`, `未經許可，禁止轉載`.
    static func boilerplate(_ folded: String) -> Boilerplate? {
        let head = folded.prefix(12)
        if originPhrases.contains(where: head.includes) { return .origin }
        if translatorPrefixes.contains(where: { folded.hasPrefix($0) }) { return .translator }
        if readingListPrefixes.contains(where: { folded.hasPrefix($0) }), folded.count < 12 { return .readingList }
        if otherPrefixes.contains(where: { folded.hasPrefix($0) }) { return .other }
        if folded.includes(follow), ["公众号", "微信", "微博", "知乎"].contains(where: folded.includes) { return .other }
        if otherPhrases.contains(where: folded.includes) { return .other }
        return nil
    }

    static let originPhrases = ["原文链接", "原文地址", "原文出处"]
    static let translatorPrefixes = ["译者", "翻译:"]
    static let readingListPrefixes = ["相关阅读", "延伸阅读", "推荐阅读", "相关文章"]
    static let otherPrefixes = ["上一篇", "下一篇"]
    static let follow = "关注"
    static let otherPhrases = ["禁止转载", "未经许可", "翻译发布于", "更多文章", "欢迎访问", "请访问", "点击阅读", "阅读原文"]

    /// Boilerplate cues: the first scalar of every prefix above (folded), and the first two of every
    /// phrase found anywhere (folded, as `first << 21 | second`), with the scalars of text that fold to
    /// such a first one. None of the prefixes' first characters has a canonical equivalent, so
    /// `hasPrefix` cannot match a line whose first scalar differs.
    static let boilerplateCues: (firsts: Set<Unicode.Scalar>, pairs: Set<UInt64>, pairStarts: FoldedScalarMap) = {
        let prefixes = translatorPrefixes + readingListPrefixes + otherPrefixes
        let phrases = (originPhrases + [follow] + otherPhrases).map { Array($0.unicodeScalars) }
        return (Set(prefixes.map { $0.unicodeScalars.first! }),
                Set(phrases.map { UInt64($0[0].value) << 21 | UInt64($0[1].value) }),
                FoldedScalarMap(folded: Dictionary(phrases.map { ($0[0], 0) }, uniquingKeysWith: { a, _ in a })))
    }()

    /// Whether `boilerplate` can match this line: it is short (200 scalars at most; a long one is
    /// guideline text) and has a cue. One pass, folding only the first scalar and those after a
    /// possible pair start, with no folded copy, rejects almost every line (`用户通常希望能夠在所有的设备…`
    /// has no cue pair and does not start with one).
    static func mayBeBoilerplate(_ text: String) -> Bool {
        let cues = boilerplateCues
        var scalars = text.unicodeScalars.makeIterator()
        guard var previous = scalars.next() else { return false }
        var cued = cues.firsts.contains(ScriptFolding.fold(previous))
        var count = 1
        while let scalar = scalars.next() {
            count += 1
            if count > 200 { return false }
            if !cued, cues.pairStarts[previous] != nil {
                cued = cues.pairs.contains(UInt64(ScriptFolding.fold(previous).value) << 21 | UInt64(ScriptFolding.fold(scalar).value))
            }
            previous = scalar
        }
        return cued
    }

    static func firstURL(in text: String) -> String? {
        guard let match = text.firstMatch(of: urlPattern) else { return nil }
        return String(match.output)
    }

    /// `譯者：喵大神經，交互新人` → `喵大神經`.
    static func translatorName(_ text: String) -> String? {
        guard let colon = text.firstIndex(where: { $0 == "：" || $0 == ":" }) else { return nil }
        let name = text[text.index(after: colon)...].prefix { !"，,、 ".contains($0) }
        return name.isEmpty ? nil : String(name)
    }

    nonisolated(unsafe) static let urlPattern = /https?:\/\/[A-Za-z0-9\-._~:\/?#\[\]@!$&'*+,;=%]+/
    nonisolated(unsafe) static let tagPattern = /<\/?[A-Za-z][A-Za-z0-9]*(\s[^<>]*)?\/?>/
    nonisolated(unsafe) static let attributeDebris = /"?\s*alt="[^"]*"\s*\/?>/

    /// Cleans one line: HTML, URLs, pinyin annotations, encoding damage, odd spaces.
    static func cleanLine(_ line: String, file: String, line number: Int, diagnostics: inout [Diagnostic]) -> String {
        var text = line
        // The steps below remove text and add none of these markers, so a marker missing from the raw
        // line is missing at every step (`:<b>//` can become `://`, so `:` only says to search).
        let marks = asciiMarks(in: line)
        func has(_ marker: Unicode.Scalar) -> Bool { marks & 1 << marker.value != 0 }
        // Swift Regex is slow, so each pattern runs only where it can match: `attributeDebris` needs
        // `alt="`, `tagPattern` a `<` before a letter (`<p>`, `</b>`; not `1 < 2` or `->`).
        if has("<") || has(">") {
            if text.includes("alt=\"") { text = text.replacing(attributeDebris, with: "") }
            if mayHaveTag(text) { text = text.replacing(tagPattern, with: "") }
        }
        if has(":"), text.includes("://") { text = text.replacing(urlPattern, with: "") }
        if has("&") {
            for (entity, value) in [("&nbsp;", " "), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\"")] {
                text = text.replacingOccurrences(of: entity, with: value)
            }
        }
        if has(")") { text = stripPinyin(text, file: file, line: number, diagnostics: &diagnostics) }
        if has("?") { text = stripDamage(text, file: file, line: number, diagnostics: &diagnostics) }
        return normalizeSpaces(text)
    }

    /// The ASCII bytes below `@` (0x40) in `text`, one bit each: one pass tells which of the debris
    /// markers `<`, `>`, `:`, `&`, `)`, `?` a line has, instead of a search for each.
    static func asciiMarks(in text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            bytes.reduce(0 as UInt64) { marks, byte in byte < 0x40 ? marks | 1 &<< UInt64(byte) : marks }
        }
    }

    /// Whether `text` has a `<` followed by an ASCII letter, maybe after a `/`, which `tagPattern` needs.
    static func mayHaveTag(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        func isLetter(_ j: Int) -> Bool { j < utf8.count && (utf8[j] | 0x20) >= UInt8(ascii: "a") && (utf8[j] | 0x20) <= UInt8(ascii: "z") }
        return utf8.indices.contains { i in
            utf8[i] == UInt8(ascii: "<") && (isLetter(i + 1) || (i + 1 < utf8.count && utf8[i + 1] == UInt8(ascii: "/") && isLetter(i + 2)))
        }
    }

    static let toneMarked = "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ"

    /// What each scalar up to `ḿ` (U+1E3F, the last tone-marked letter) is in pinyin: 0 not a
    /// letter, 1 a letter, 2 a tone-marked letter. An array read instead of a set lookup.
    static let pinyinLetters: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x1E40)
        for letter in "abcdefghijklmnopqrstuvwxyzü".unicodeScalars { table[Int(letter.value)] = 1 }
        for letter in toneMarked.unicodeScalars { table[Int(letter.value)] = 2 }
        return table
    }()

    /// Removes converter pinyin glued after a character: `應(yīng)` → `應`. A tone mark is required,
    /// so English like `(px)`, `(tintColor)` or `(static)` stays. A `?` before the syllable with no
    /// opening bracket (`?qū)`) means the character itself was lost: removed and reported.
    static func stripPinyin(_ text: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> String {
        guard text.includes(")") else { return text }
        // Tone marks written as a letter and a combining mark (`i` U+0304, UTF-8 `CC 84`) are composed first.
        var text = text
        var utf8 = Array(text.utf8)
        if zip(utf8, utf8.dropFirst()).contains(where: { $0 == 0xCC && $1 <= 0x8C }) {
            text = text.precomposedStringWithCanonicalMapping
            utf8 = Array(text.utf8)
        }
        // On UTF-8 bytes: `(`, `?` and `)` are ASCII, which no byte of a longer sequence equals.
        var out: [UInt8] = []
        var copied = 0  // bytes before this are in `out`
        var i = 0
        var lost = 0
        while i < utf8.count {
            let c = utf8[i]
            guard c == UInt8(ascii: "(") || c == UInt8(ascii: "?") else { i += 1; continue }
            var j = i + 1, letters = 0, toned = false
            while j < utf8.count, letters < 7 {
                let (scalar, length) = ScriptFolding.decodeUTF8(utf8, at: j)
                let kind = scalar.value < 0x1E40 ? pinyinLetters[Int(scalar.value)] : 0
                if kind == 0 { break }
                toned = toned || kind == 2
                letters += 1
                j += length
            }
            if j < utf8.count, utf8[j] == UInt8(ascii: ")"), toned {
                if c == UInt8(ascii: "?") { lost += 1 }
                out += utf8[copied..<i]
                copied = j + 1
                i = j + 1
            } else {
                i += 1
            }
        }
        if lost > 0 {
            diagnostics.append(Diagnostic(file: file, line: line, check: "lost-character",
                                          message: "\(lost) character(s) lost by a converter (`?` + pinyin); add an erratum"))
        }
        guard copied > 0 else { return text }
        out += utf8[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Lossy-encoding damage: a half-width `?` touching Chinese text (`容易?？s進`), which a Chinese
    /// question would write as `？`. Removed and reported, since it cannot be repaired automatically.
    static func stripDamage(_ text: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> String {
        guard text.includes("?") else { return text }
        let chars = Array(text)
        var out: [Character] = []
        var damaged = false
        for (i, c) in chars.enumerated() {
            if c == "?" {
                let before = i > 0 ? chars[i - 1] : " "
                let after = i + 1 < chars.count ? chars[i + 1] : " "
                if isCJK(before) || isCJK(after) || before == "?" || after == "?" || after == "？" {
                    damaged = true
                    continue
                }
            }
            out.append(c)
        }
        if damaged {
            diagnostics.append(Diagnostic(file: file, line: line, check: "encoding-damage",
                                          message: "lossy-encoding damage (`?`) removed; the text around it may be garbled"))
        }
        return String(out)
    }

    static func isCJK(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { Analyzer.isHan($0) || ($0.value >= 0x3000 && $0.value <= 0x303F) || ($0.value >= 0xFF00 && $0.value <= 0xFFEF) } ?? false
    }

    /// Non-breaking and zero-width spaces become plain spaces or vanish; runs of spaces collapse.
    /// On UTF-8 bytes: U+00A0 is `C2 A0`, U+3000 `E3 80 80`, U+200B `E2 80 8B`, U+FEFF `EF BB BF`.
    static func normalizeSpaces(_ text: String) -> String {
        var text = text
        var changed = false
        let normalized = text.withUTF8 { bytes in
            [UInt8](unsafeUninitializedCapacity: bytes.count) { out, count in
                var lastWasSpace = true
                var i = 0
                while i < bytes.count {
                    let b = bytes[i]
                    var length = 1, space = false
                    switch b {
                    case 0x20, 0x09: space = true
                    case 0xC2 where bytes[i + 1] == 0xA0: space = true; length = 2
                    case 0xE3 where bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80: space = true; length = 3
                    case 0xE2 where bytes[i + 1] == 0x80 && bytes[i + 2] == 0x8B, 0xEF where bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF:
                        changed = true; i += 3; continue
                    default: break
                    }
                    if space {
                        if !lastWasSpace { out[count] = 0x20; count += 1 }
                        changed = changed || lastWasSpace || length > 1 || b == 0x09
                    } else {
                        out[count] = b; count += 1
                    }
                    lastWasSpace = space
                    i += length
                }
                if lastWasSpace, count > 0 { count -= 1; changed = true }
            }
        }
        var result = changed ? String(decoding: normalized, as: UTF8.self) : text
        // Other Unicode spaces (`\u{2003}`) at the ends are rare; Foundation trims them. None is above U+3000.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0x3000 && scalar.properties.isWhitespace }
        if let first = result.unicodeScalars.first, let last = result.unicodeScalars.last, isSpace(first) || isSpace(last) {
            result = result.trimmingCharacters(in: .whitespaces)
        }
        return result
    }
}
