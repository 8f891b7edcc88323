import Foundation

/// Folds text to one comparable form: simplified script, half-width, lower case.
///
/// `設計` and `设计` fold alike, as do `７：１` and `7:1`, so search and matching work across scripts.
/// The traditional→simplified table is precomputed from ICU (`ScriptFolding+Table.swift`); ICU itself
/// costs ~3 µs a character, too slow for large corpora (see Scripts/bench).
public enum ScriptFolding {
    static let table: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        var iterator = traditionalSimplifiedPairs.unicodeScalars.makeIterator()
        while let traditional = iterator.next(), let simplified = iterator.next() {
            table[traditional] = simplified
        }
        return table
    }()

    /// Folds one scalar; scalars fold one-to-one, so offsets in folded text match the original's.
    @inline(__always)
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) ? Unicode.Scalar(v + 0x20)! : scalar
        }
        if v >= 0xFF01 && v <= 0xFF5E {  // full-width ASCII forms: ＡＢ１２：
            return fold(Unicode.Scalar(v - 0xFEE0)!)
        }
        if v == 0x3000 { return " " }
        if let simplified = table[scalar] { return simplified }
        if v < 0x3000, let lower = scalar.properties.lowercaseMapping.unicodeScalars.first,
           scalar.properties.lowercaseMapping.unicodeScalars.count == 1 {
            return lower
        }
        return scalar
    }

    /// Folds a whole string scalar by scalar.
    public static func fold(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.map { fold($0) })
        return String(scalars)
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether `needle` occurs in these scalars (a plain scan: fast for the short texts searched).
    func contains(_ needle: [Unicode.Scalar]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        let first = needle[0]
        var i = 0
        while i + needle.count <= count {
            if self[i] == first, self[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
