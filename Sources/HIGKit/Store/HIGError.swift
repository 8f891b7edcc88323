/// Errors a user can cause, each with its exit code (sysexits): one clear line, never a crash.
public enum HIGError: Error, Equatable, CustomStringConvertible {
    /// 64: a bad command line or query.
    case usage(String)
    /// 1: nothing matched, or an unknown ID (as grep does).
    case noMatch(String)
    /// 65: input data that cannot be used.
    case badData(String)
    /// 66: a missing input file or database.
    case missing(String)
    /// 74: an I/O or database error.
    case io(String)

    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .noMatch: 1
        case .badData: 65
        case .missing: 66
        case .io: 74
        }
    }

    public var description: String {
        switch self {
        case .usage(let m), .noMatch(let m), .badData(let m), .missing(let m), .io(let m): m
        }
    }

    /// Translates lower-level errors into one user-facing line.
    public static func from(_ error: Error, database path: String? = nil) -> HIGError {
        switch error {
        case let error as HIGError:
            return error
        case let error as MigrationError:
            guard case .schemaTooNew(let found, let known) = error else { return .io("\(error)") }
            return .io("database \(path ?? "") has schema version \(found), newer than this hig knows (\(known)); upgrade hig or rebuild it with 'hig ingest'")
        case let error as DatabaseError:
            let where_ = path.map { " \($0)" } ?? ""
            switch error.primaryCode {
            case 26: return .io("database\(where_) is not a hig database (\(error.message))")
            case 11: return .io("database\(where_) is corrupt (\(error.message)); rebuild it with 'hig ingest'")
            case 13: return .io("disk full while writing database\(where_)")
            case 8: return .io("database\(where_) is read-only")
            case 14: return .io("cannot open database\(where_) (\(error.message))")
            case 5, 6: return .io("database\(where_) is busy (locked by another hig); try again")
            case 1 where error.message.hasPrefix("no such table"):
                return .io("database\(where_) is not a hig database (\(error.message))")
            default: return .io("database error\(where_): \(error.message)")
            }
        case let error as SearchQuery.ParseError:
            return .usage(error.description)
        case let error as SourceDecoder.Failure:
            return .badData(error.description)
        default:
            return .io((error as CustomStringConvertible).description)
        }
    }
}
