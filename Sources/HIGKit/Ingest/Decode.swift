import Foundation

/// Stage 1: bytes → text → numbered lines.
public enum SourceDecoder {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case binary(line: Int)
        case undecodable(line: Int)

        public var description: String {
            switch self {
            case .binary(let line): "line \(line): binary data (NUL byte); not a text file"
            case .undecodable(let line): "line \(line): bytes that are not valid UTF-8 or UTF-16"
            }
        }
    }

    /// Decodes UTF-8 (with or without BOM) and UTF-16 with a BOM.
    public static func decode(_ data: Data) throws -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { throw Failure.undecodable(line: 1) }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let nul = body.firstIndex(of: 0) { throw Failure.binary(line: lineNumber(of: nul, in: body)) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw Failure.undecodable(line: firstInvalidUTF8Line(body))
        }
        return text
    }

    /// Splits on LF, CRLF and CR; line numbers are the index + 1.
    public static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
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
