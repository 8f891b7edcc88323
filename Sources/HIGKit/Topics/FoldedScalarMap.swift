/// Values for the scalars of text that fold (`ScriptFolding.fold`) to given scalars. In the BMP it is
/// an 8 KB bitmap of unfolded scalars, which stays in cache, with the count of set bits before each
/// word of it: a scan can ask about every scalar of a text without folding it or reading the 256 KB
/// folding table, and a hit's value costs a population count. Scalars beyond the BMP (rare) are
/// folded and looked up.
struct FoldedScalarMap: Sendable {
    private var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
    /// The number of set bits in the words of `bits` before each one.
    private var ranks = [Int32](repeating: 0, count: 0x10000 / 64)
    /// The values of the BMP scalars in the map, in scalar order.
    private var values: [Int] = []
    private let folded: [Unicode.Scalar: Int]

    /// Folds every BMP scalar once (a few milliseconds).
    init(folded: [Unicode.Scalar: Int]) {
        self.folded = folded
        for v in 0..<UInt32(0x10000) {
            if let scalar = Unicode.Scalar(v), let value = folded[ScriptFolding.fold(scalar)] {
                bits[Int(v) >> 6] |= 1 << (v & 63)
                values.append(value)
            }
        }
        var count = 0
        for word in bits.indices {
            ranks[word] = Int32(count)
            count += bits[word].nonzeroBitCount
        }
    }

    /// The value of the scalar that `scalar` folds to, if it has one.
    @inline(__always)
    subscript(scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        guard v < 0x10000 else { return folded[ScriptFolding.fold(scalar)] }
        let word = bits[Int(v) >> 6], bit: UInt64 = 1 << (v & 63)
        guard word & bit != 0 else { return nil }
        return values[Int(ranks[Int(v) >> 6]) + (word & (bit - 1)).nonzeroBitCount]
    }
}
