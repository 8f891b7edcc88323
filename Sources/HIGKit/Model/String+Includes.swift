extension StringProtocol {
    /// Whether `needle` occurs in this text, comparing UTF-8 bytes (exact, no Unicode folding).
    /// Foundation's `contains` goes through CFStringFind and costs far more on the ingest path.
    func includes(_ needle: some StringProtocol) -> Bool {
        var haystack = String(self)
        var needle = String(needle)
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                guard let first = n.first else { return true }
                guard n.count <= h.count else { return false }
                var i = 0
                while i <= h.count - n.count {
                    if h[i] == first {
                        var j = 1
                        while j < n.count, h[i + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
