import Foundation

/// Stage 7: stable, typeable IDs such as `gfx10-7k2m`.
///
/// An ID is the source's manifest key plus four base-32 characters of a hash of the entry's section
/// path and title (script-folded). So re-ingesting gives the same IDs, adding a source changes none
/// (keys differ), and editing a body or moving rules around within a section changes none either.
/// Two entries with the same path and title get `-2`, `-3`… in source order.
public enum RuleID {
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")

    public static func assign(key: String, entries: [(path: [String], title: String)]) -> [String] {
        var used: [String: Int] = [:]
        // The hash of the folded `path/…/path\u{1F}title` continues the path's, which the entries of a
        // section share: hashed once for them. (Buffers: the UTF-8 view's iterator costs ~5× more.)
        var section: (path: [String], hash: UInt64)?
        return entries.map { entry in
            if section?.path != entry.path {
                section = (entry.path, ScriptFolding.withFoldedUTF8(entry.path.joined(separator: "/") + "\u{1F}") { Checksum.fnv1a64($0) })
            }
            var hash = ScriptFolding.withFoldedUTF8(entry.title) { Checksum.fnv1a64($0, continuing: section!.hash) }
            var code = ""
            for _ in 0..<4 {
                code.append(alphabet[Int(hash & 31)])
                hash >>= 5
            }
            let base = "\(key)-\(code)"
            let count = (used[base] ?? 0) + 1
            used[base] = count
            return count == 1 ? base : "\(base)-\(count)"
        }
    }
}

/// Checksums for staleness checks (not security): FNV-1a, 64 bits, printed as hex.
public enum Checksum {
    /// The hash of `bytes`, or of some bytes hashed to `start` followed by `bytes`.
    public static func fnv1a64<S: Sequence>(_ bytes: S, continuing start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 where S.Element == UInt8 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// A file's checksum, read through its buffer (`Data`'s own iterator costs ~5× more).
    public static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex($0) }
    }

    public static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        let value = fnv1a64(bytes)
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
