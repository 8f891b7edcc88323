/// A list of words that knows which of them a text starts with, comparing only the words that start
/// with the text's first scalar. Most words of a cue list start with different characters, and comparing
/// a headline with each of `Cues.imperativeStarts` in turn was a tenth of the classifier's time.
struct WordList: RandomAccessCollection, Sendable {
    let words: [String]
    /// The words' distinct first scalars, sorted.
    private let firsts: [UInt32]
    /// For each of `firsts`, the UTF-8 and index in `words` of the words that start with it, in list order.
    private let groups: [[(utf8: [UInt8], index: Int)]]

    init(_ words: [String]) {
        self.words = words
        var byFirst: [UInt32: [(utf8: [UInt8], index: Int)]] = [:]
        for (index, word) in words.enumerated() {
            guard let first = word.unicodeScalars.first else { preconditionFailure("an empty word") }
            byFirst[first.value, default: []].append((Array(word.utf8), index))
        }
        firsts = byFirst.keys.sorted()
        groups = firsts.map { byFirst[$0]! }
    }

    var startIndex: Int { words.startIndex }
    var endIndex: Int { words.endIndex }
    subscript(index: Int) -> String { words[index] }

    /// The first word of the list that `text` starts with (comparing UTF-8 bytes).
    func opening(of text: some StringProtocol) -> String? {
        if let found = text.utf8.withContiguousStorageIfAvailable(opening(ofUTF8:)) { return found }
        var text = String(text)
        return text.withUTF8(opening(ofUTF8:))
    }

    private func opening(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return nil }
        let first = ScriptFolding.decodeUTF8(bytes, at: 0).0.value
        var low = 0, high = firsts.count
        while low < high {
            let middle = (low + high) / 2
            if firsts[middle] < first { low = middle + 1 } else { high = middle }
        }
        guard low < firsts.count, firsts[low] == first else { return nil }
        for (utf8, index) in groups[low] where bytes.starts(with: utf8) { return words[index] }
        return nil
    }
}
