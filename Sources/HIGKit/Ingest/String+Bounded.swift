/// Length checks and slices that read only as much of a text as they need. `count` and `Array(text)`
/// grapheme-break a whole paragraph, and building a string scalar by scalar costs far more than
/// copying its bytes; on the segment and classify stages both showed up as the main costs.
extension StringProtocol {
    /// Whether the text has at most `n` characters (`count <= n`), breaking at most `n + 1` of them.
    func hasAtMost(_ n: Int) -> Bool { utf8.count <= n || dropFirst(n).isEmpty }

    /// Whether the text has more than `n` scalars (`unicodeScalars.count > n`), reading at most `n + 1`.
    func hasMoreScalars(than n: Int) -> Bool { utf8.count > n && !unicodeScalars.dropFirst(n).isEmpty }

    /// `trimmingSpaces`, without rebuilding a text that has no space or tab at either end (most).
    var trimmedOfSpaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
              first != " ", first != "\t", last != " ", last != "\t" else { return trimmingSpaces }
        return String(self)
    }
}

extension String {
    /// The first `n` scalars (the whole text if shorter).
    func opening(_ n: Int) -> String { String(unicodeScalars.prefix(n)) }
}
