/// A problem found while ingesting, printed as `file:line: warning: [check-id] message`.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, error }

    public let file: String
    public let line: Int
    public let severity: Severity
    public let check: String
    public let message: String

    public init(file: String, line: Int, severity: Severity = .warning, check: String, message: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.check = check
        self.message = message
    }

    public var description: String { "\(file):\(line): \(severity.rawValue): [\(check)] \(message)" }
}
