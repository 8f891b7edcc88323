/// The scalars that fold (`ScriptFolding.fold`) into a given set. In the BMP it is an 8 KB bitmap of
/// unfolded scalars, which stays in cache: a scan can ask about every scalar of a text without folding
/// it or reading the 200 KB folding table. Scalars beyond the BMP (rare) are folded and looked up.
struct FoldedScalarSet: Sendable {
    private var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
    private let folded: Set<Unicode.Scalar>

    /// Folds every BMP scalar once (a few milliseconds).
    init(folded: Set<Unicode.Scalar>) {
        self.folded = folded
        for v in 0..<UInt32(0x10000) {
            if let scalar = Unicode.Scalar(v), folded.contains(ScriptFolding.fold(scalar)) { bits[Int(v) >> 6] |= 1 << (v & 63) }
        }
    }

    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x10000 ? bits[Int(v) >> 6] & 1 << (v & 63) != 0 : folded.contains(ScriptFolding.fold(scalar))
    }
}
