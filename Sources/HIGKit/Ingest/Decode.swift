import Foundation

/// Stage 1: bytes → text → numbered lines.
///
/// Chinese text files come in several encodings: UTF-8 with or without a BOM, UTF-16 with a BOM
/// (Windows Notepad), and GB18030/GBK (older Chinese Windows). Binary files and bytes that are none
/// of these are refused with the line where they occur.
public enum SourceDecoder {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case binary(line: Int)
        case undecodable(line: Int)

        public var description: String {
            switch self {
            case .binary(let line): "line \(line): binary data (NUL byte); not a text file"
            case .undecodable(let line): "line \(line): bytes that are not UTF-8, UTF-16 or GB18030 text"
            }
        }

        public var line: Int {
            switch self { case .binary(let line), .undecodable(let line): line }
        }
    }

    public enum Encoding: String, Sendable { case utf8 = "UTF-8", utf16 = "UTF-16", gb18030 = "GB18030" }

    public static func decode(_ data: Data) throws -> String { try decodeDetecting(data).text }

    /// Decodes and says which encoding it found.
    public static func decodeDetecting(_ data: Data) throws -> (text: String, encoding: Encoding) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { throw Failure.undecodable(line: 1) }
            return (text, .utf16)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let nul = body.firstIndex(of: 0) { throw Failure.binary(line: lineNumber(of: nul, in: body)) }
        if let text = String(validating: body, as: UTF8.self) { return (text, .utf8) }
        // Not UTF-8: GB18030 (a superset of GBK and GB2312) if it decodes to mostly Chinese text.
        if let text = gb18030(body), isMostlyText(text) { return (text, .gb18030) }
        throw Failure.undecodable(line: firstInvalidUTF8Line(body))
    }

    /// GB18030 → String through iconv (glibc), or nil on an invalid sequence.
    static func gb18030(_ bytes: [UInt8]) -> String? {
        let converter = iconv_open("UTF-8", "GB18030")
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: bytes.count * 2 + 4)
        let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = inBuffer.baseAddress, outPointer = outBuffer.baseAddress
                var inLeft = inBuffer.count, outLeft = outBuffer.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return result == -1 || inLeft != 0 ? nil : outBuffer.count - outLeft
            }
        }
        guard let written else { return nil }
        return String(validating: output.prefix(written).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Text, not bytes that happen to decode: few control characters and private-use characters.
    static func isMostlyText(_ text: String) -> Bool {
        var odd = 0, total = 0
        for scalar in text.unicodeScalars {
            total += 1
            let v = scalar.value
            if (v < 0x20 && v != 0x0A && v != 0x0D && v != 0x09) || (0xE000...0xF8FF).contains(v) { odd += 1 }
        }
        return total == 0 || odd * 50 < total
    }

    /// Splits on LF, CRLF and CR; line numbers are the index + 1. Lines are sliced from `text`, which
    /// is valid UTF-8 already (splitting at ASCII bytes keeps it so), rather than decoded again.
    public static func lines(_ text: String) -> [String] {
        var text = text
        // Each line's end and the start of the next, as UTF-8 offsets.
        var breaks: [(end: Int, next: Int)] = []
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0A || bytes[i] == 0x0D {
                    let end = i
                    if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }  // CRLF
                    breaks.append((end, i + 1))
                }
                i += 1
            }
        }
        let utf8 = text.utf8
        var start = utf8.startIndex
        var lines = breaks.map { line in
            defer { start = utf8.index(utf8.startIndex, offsetBy: line.next) }
            return String(text[start..<utf8.index(utf8.startIndex, offsetBy: line.end)])
        }
        lines.append(String(text[start...]))
        return lines
    }

    static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int {
        var line = 1, start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<i], as: UTF8.self) == nil { return line }
            line += 1
            start = i + 1
        }
        return line
    }
}
