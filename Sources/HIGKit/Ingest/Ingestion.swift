import Foundation

/// One input to an ingest: its bytes and manifest entry.
public struct SourceInput: Sendable {
    public var data: Data
    public var info: SourceInfo
}

/// What an ingest made of one source, for the summary `hig ingest` prints.
public struct SourceSummary: Sendable {
    public var info: SourceInfo
    public var entries: Int
    public var rules: Int
    public var errataApplied: Int
    public var diagnostics: [Diagnostic]

    init(_ source: ParsedSource) {
        info = source.info
        entries = source.entries.count
        rules = source.ruleCount
        errataApplied = source.errataApplied
        diagnostics = source.diagnostics
    }
}

/// What an ingest did.
public struct IngestReport: Sendable {
    public var sources: [SourceSummary]
    /// Inputs that could not be decoded, with the reason.
    public var failures: [Diagnostic]
    public var seconds: Double
    public var bytes: Int
    public var databasePath: String

    public var diagnostics: [Diagnostic] { sources.flatMap(\.diagnostics) }
}

/// Runs the pipeline over inputs and writes the database.
public enum Ingestion {
    /// The bundled corpus, in manifest order.
    public static func bundledInputs() -> [SourceInput] {
        Manifest.bundled.compactMap { info in
            BundledFiles.data("Corpus/\(info.file)").map { SourceInput(data: $0, info: info) }
        }
    }

    /// Identifies the bundled corpus and pipeline: a database built from an older one is stale.
    public static let corpusChecksum: String = {
        var bytes: [UInt8] = Array("pipeline \(Pipeline.version)\n".utf8)
        for path in BundledFiles.paths where path.hasPrefix("Corpus/") {
            bytes += Array(path.utf8) + Array(BundledFiles.data(path) ?? Data())
        }
        return Checksum.hex(bytes)
    }()

    /// Reads files and folders (recursively, `.txt`/`.md`/`.text` files). Files the manifest lists
    /// keep their manifest entry; others get one made from their name. Unreadable inputs are
    /// reported, not fatal.
    public static func inputs(from paths: [String]) -> (inputs: [SourceInput], failures: [Diagnostic]) {
        var inputs: [SourceInput] = []
        var failures: [Diagnostic] = []
        let fm = FileManager.default
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(Diagnostic(file: path, line: 0, severity: .error, check: "missing-input", message: "no such file or folder"))
                continue
            }
            if isDirectory.boolValue {
                guard let walker = fm.enumerator(atPath: path) else {
                    failures.append(Diagnostic(file: path, line: 0, severity: .error, check: "unreadable", message: "cannot read folder"))
                    continue
                }
                var found: [String] = []
                while let name = walker.nextObject() as? String {
                    let lower = name.lowercased()
                    if lower.hasSuffix(".txt") || lower.hasSuffix(".md") || lower.hasSuffix(".text") {
                        found.append((path as NSString).appendingPathComponent(name))
                    }
                }
                if found.isEmpty {
                    failures.append(Diagnostic(file: path, line: 0, severity: .warning, check: "empty-folder", message: "no .txt or .md files in folder"))
                }
                files += found.sorted()
            } else {
                files.append(path)
            }
        }
        var usedKeys = Set<String>()
        for file in files {
            guard let data = fm.contents(atPath: file) else {
                failures.append(Diagnostic(file: file, line: 0, severity: .error, check: "unreadable", message: "cannot read file (permission denied?)"))
                continue
            }
            let name = (file as NSString).lastPathComponent
            var info = Manifest.bundled.first { $0.file == name }
                ?? Manifest.adHoc(file: name, text: String(decoding: data.prefix(4096), as: UTF8.self))
            var key = info.key, n = 2
            while usedKeys.contains(key) { key = "\(info.key)\(n)"; n += 1 }
            usedKeys.insert(key)
            info.key = key
            inputs.append(SourceInput(data: data, info: info))
        }
        return (inputs, failures)
    }

    /// Parses every input and writes the database at `path`, atomically replacing an old one. Each
    /// source is stored as soon as it is parsed, so memory holds one source at a time.
    /// `waiting` is called if another ingest is writing the same database.
    public static func run(_ inputs: [SourceInput], builtFrom: String, to path: String, pipeline: Pipeline = .bundled,
                           progress: ((Int, Int, String) -> Void)? = nil, waiting: () -> Void = {}) throws -> IngestReport {
        let start = Date()
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        let builder = try CatalogBuilder(path: path, taxonomy: pipeline.tagger.taxonomy, glossary: Glossary.bundledCurated, waiting: waiting)
        var summaries: [SourceSummary] = []
        var failures: [Diagnostic] = []
        var checksums = ""
        var bytes = 0
        // Sources parse independently on every core, ahead of this thread, which stores them in order.
        // Two per core in flight keeps memory bounded.
        let parsing = ParseAhead(inputs, pipeline: pipeline, window: max(1, ProcessInfo.processInfo.activeProcessorCount) * 2)
        defer { parsing.cancel() }
        for (i, input) in inputs.enumerated() {
            progress?(i, inputs.count, input.info.file)
            bytes += input.data.count
            do {
                let parsed = try parsing.take(i).get()
                try builder.add(parsed)
                summaries.append(SourceSummary(parsed))
                checksums += parsed.checksum
                // Freeing a parsed source, thousands of strings and arrays, was 5% of this thread's work:
                // the last reference goes to another thread, which frees it there.
                DispatchQueue.global().async { withExtendedLifetime(parsed) {} }
            } catch let failure as SourceDecoder.Failure {
                failures.append(Diagnostic(file: input.info.file, line: failure.line, severity: .error, check: "undecodable", message: failure.description))
            }
        }
        progress?(inputs.count, inputs.count, "")
        try builder.finish(meta: [
            "schema_version": String(Migrator.bundled.latestVersion),
            "pipeline_version": Pipeline.version,
            "corpus_checksum": builtFrom == "bundled" ? corpusChecksum : Checksum.hex(Array(checksums.utf8)),
            "built_from": builtFrom,
            "built_at": ISO8601DateFormatter().string(from: Date()),
            "hig_version": HIGVersion.current,
        ])
        return IngestReport(sources: summaries, failures: failures, seconds: Date().timeIntervalSince(start), bytes: bytes, databasePath: path)
    }
}


/// Parses sources on background threads, at most `window` ahead of the one thread that stores
/// them, and hands them over in input order.
final class ParseAhead: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Int: Result<ParsedSource, Error>] = [:]
    /// How many results the writer has taken; sources up to `taken + window` may be parsed.
    private var taken = 0
    private var cancelled = false

    init(_ inputs: [SourceInput], pipeline: Pipeline, window: Int) {
        // One feeder starts sources in input order, so the one the writer waits for is always started.
        Thread.detachNewThread { [self] in
            for (i, input) in inputs.enumerated() {
                let go = condition.withLock {
                    while !cancelled && i - taken >= window { condition.wait() }
                    return !cancelled
                }
                guard go else { return }
                DispatchQueue.global().async { [self] in
                    let result = Result { try pipeline.parse(input.data, info: input.info) }
                    condition.withLock {
                        results[i] = result
                        condition.broadcast()
                    }
                }
            }
        }
    }

    /// The result for input `i`, once parsed; lets the feeder start another source.
    func take(_ i: Int) -> Result<ParsedSource, Error> {
        condition.withLock {
            while results[i] == nil { condition.wait() }
            taken = i + 1
            condition.broadcast()
            return results.removeValue(forKey: i)!
        }
    }

    /// Stops starting sources (the writer gave up or finished).
    func cancel() {
        condition.withLock {
            cancelled = true
            condition.broadcast()
        }
    }
}

/// hig's version, printed by `hig --version` and recorded in each database.
public enum HIGVersion {
    public static let current = "0.1.0"
}
