/// Folds text to one comparable form: simplified script, half-width, lower case.
///
/// `設計` and `设计` fold alike, as do `７：１` and `7:1`, so search and matching work across scripts.
/// The traditional→simplified table is precomputed from ICU (`ScriptFolding+Table.swift`); ICU itself
/// costs ~3 µs a character, too slow for large corpora (see Scripts/bench).
public enum ScriptFolding {
    /// The folded value of every BMP scalar, so folding one is an array read. Built from generated
    /// tables in well under a millisecond: looking up the lower-case mappings below U+3000 (`É` → `é`)
    /// one by one took ~5 ms, which every `hig search` would pay at start-up.
    static let bmp: [UInt32] = {
        var table = [UInt32](unsafeUninitializedCapacity: 0x10000) { buffer, count in
            for v in 0..<0x10000 { buffer[v] = UInt32(v) }
            count = 0x10000
        }
        for v in 0x41...0x5A { table[v] += 0x20 }
        for (upper, lower) in pairs(lowercasePairs) { table[Int(upper.value)] = lower.value }
        table[0x3000] = 0x20  // ideographic space
        for v in 0xFF01...0xFF5E { table[v] = table[v - 0xFEE0] }  // full-width ASCII forms: ＡＢ１２：
        for (traditional, simplified) in pairs(traditionalSimplifiedPairs) where traditional.value <= 0xFFFF {
            table[Int(traditional.value)] = simplified.value
        }
        return table
    }()

    /// Traditional characters outside the BMP (a handful).
    static let supplementary: [Unicode.Scalar: Unicode.Scalar] = {
        Dictionary(pairs(traditionalSimplifiedPairs).filter { $0.0.value > 0xFFFF }, uniquingKeysWith: { a, _ in a })
    }()

    /// A generated table's pairs: its scalars taken two by two.
    static func pairs(_ table: String) -> [(Unicode.Scalar, Unicode.Scalar)] {
        var result: [(Unicode.Scalar, Unicode.Scalar)] = []
        var iterator = table.unicodeScalars.makeIterator()
        while let from = iterator.next(), let to = iterator.next() {
            result.append((from, to))
        }
        return result
    }

    /// Folds one scalar; scalars fold one-to-one, so offsets in folded text match the original's.
    @inline(__always)
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        bmp.withUnsafeBufferPointer { fold(scalar, table: $0) }
    }

    /// Folds one scalar with `bmp`'s storage, which loops over text look up once.
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar, table: UnsafeBufferPointer<UInt32>) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) ? Unicode.Scalar(UInt8(v + 0x20)) : scalar
        }
        if v <= 0xFFFF { return Unicode.Scalar(table[Int(v)]).unsafelyUnwrapped }
        return supplementary[scalar] ?? scalar
    }

    /// Folds a whole string. Most scalars fold to themselves (lower-case ASCII, most Chinese text), so
    /// the UTF-8 bytes are read in place, and runs of such scalars are copied rather than re-encoded;
    /// a text that folds to itself is returned as is.
    public static func fold(_ text: String) -> String {
        var text = text
        let folded: String? = text.withUTF8 { bytes in bmp.withUnsafeBufferPointer { table in
            let i = foldedPrefix(bytes, table: table)
            guard i < bytes.count else { return nil }
            return String(unsafeUninitializedCapacity: foldedCapacity(bytes)) { out in
                fold(bytes, from: i, into: out, table: table)
            }
        } }
        return folded ?? text
    }

    /// Calls `body` with the folded UTF-8 of `text`: its own bytes if it folds to itself, else a
    /// temporary copy, for callers that need no `String` (building and validating one costs more).
    static func withFoldedUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = text
        return text.withUTF8 { bytes in bmp.withUnsafeBufferPointer { table in
            let i = foldedPrefix(bytes, table: table)
            guard i < bytes.count else { return body(bytes) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: foldedCapacity(bytes)) { out in
                body(UnsafeBufferPointer(rebasing: out[..<fold(bytes, from: i, into: out, table: table)]))
            }
        } }
    }

    /// The length of the longest prefix of `bytes` that folds to itself.
    @inline(__always)
    static func foldedPrefix(_ bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt32>) -> Int {
        var i = 0
        while i < bytes.count {
            let (scalar, length) = decodeUTF8(bytes, at: i)
            if fold(scalar, table: table) != scalar { break }
            i += length
        }
        return i
    }

    /// Room for the folded UTF-8 of `bytes`: a scalar's is at most half as long again
    /// (`Ⱥ` C8 BA → `ⱥ` E2 B1 A5).
    static func foldedCapacity(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { bytes.count + bytes.count / 2 }

    /// Writes the folded UTF-8 of `bytes` to `out`, given that its first `start` bytes fold to
    /// themselves; returns the count written.
    @inline(__always)
    static func fold(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into out: UnsafeMutableBufferPointer<UInt8>,
                     table: UnsafeBufferPointer<UInt32>) -> Int {
        var i = start
        var count = 0
        var copied = 0  // bytes before this are in `out`
        func copy(upTo end: Int) {
            guard end > copied else { return }
            (out.baseAddress! + count).initialize(from: bytes.baseAddress! + copied, count: end - copied)
            count += end - copied
        }
        while i < bytes.count {
            let (scalar, length) = decodeUTF8(bytes, at: i)
            let folded = fold(scalar, table: table)
            if folded != scalar {
                copy(upTo: i)
                UTF8.encode(folded) { byte in
                    out[count] = byte
                    count += 1
                }
                copied = i + length
            }
            i += length
        }
        copy(upTo: bytes.count)
        return count
    }

    /// The folded scalars of `text`.
    public static func scalars(_ text: String) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { bytes in bmp.withUnsafeBufferPointer { table in
            [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { result, count in
                var i = 0
                while i < bytes.count {
                    let (scalar, length) = decodeUTF8(bytes, at: i)
                    result[count] = fold(scalar, table: table)
                    count += 1
                    i += length
                }
            }
        } }
    }

    /// The scalar starting at `i` in valid UTF-8, and its length in bytes.
    @inline(__always)
    static func decodeUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: Int) -> (Unicode.Scalar, Int) where Bytes.Index == Int {
        let lead = UInt32(bytes[i])
        let (value, length): (UInt32, Int)
        switch lead {
        case ..<0x80: return (Unicode.Scalar(UInt8(lead)), 1)
        case ..<0xE0: (value, length) = ((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2)
        case ..<0xF0: (value, length) = ((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        default:
            (value, length) = ((lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                               | UInt32(bytes[i + 3] & 0x3F), 4)
        }
        return (Unicode.Scalar(value).unsafelyUnwrapped, length)
    }
}

extension RandomAccessCollection where Element == Unicode.Scalar, Index == Int {
    /// Where `needle` first occurs at or after `start` (a plain scan: fast for the short needles
    /// searched; the standard library's generic `firstRange(of:)` is several times slower here).
    func firstOffset<Needle: Collection>(of needle: Needle, from start: Int? = nil) -> Int? where Needle.Element == Unicode.Scalar {
        guard let first = needle.first else { return start ?? startIndex }
        var i = start ?? startIndex
        while i + needle.count <= endIndex {
            if self[i] == first, self[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    func contains(_ needle: [Unicode.Scalar]) -> Bool { firstOffset(of: needle) != nil }
}
