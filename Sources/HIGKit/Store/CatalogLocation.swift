import Foundation

/// Where the database lives, and opening it for reading with automatic (re)builds.
public enum CatalogLocation {
    /// `--db PATH`, else `$HIG_DB`, else `$XDG_DATA_HOME/hig/hig.sqlite`, else `~/.local/share/hig/hig.sqlite`.
    public static func resolve(option: String?, environment: (String) -> String? = Environment.value) -> String {
        if let option, !option.isEmpty { return option }
        if let env = environment("HIG_DB"), !env.isEmpty { return env }
        if let xdg = environment("XDG_DATA_HOME"), !xdg.isEmpty { return xdg + "/hig/hig.sqlite" }
        let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/hig/hig.sqlite"
    }

    /// Opens the database at `path` for reading. A missing database is built from the bundled corpus;
    /// one built from an older bundled corpus or pipeline is rebuilt; one built from the user's own
    /// files by an older pipeline only gets a notice. `notice` receives one line each time.
    public static func open(_ path: String, notice: (String) -> Void) throws -> Catalog {
        let fm = FileManager.default
        if !fm.fileExists(atPath: path) {
            notice("hig: no database at \(path); building it from the bundled corpus")
            _ = try Ingestion.run(Ingestion.bundledInputs(), builtFrom: "bundled", to: path)
            return try Catalog(path: path)
        }
        guard fm.isReadableFile(atPath: path) else { throw HIGError.io("cannot read database \(path) (permission denied)") }
        let catalog = try Catalog(path: path)
        let builtFrom = try catalog.meta("built_from")
        let schemaCurrent = try catalog.meta("schema_version") == String(Migrator.bundled.latestVersion)
        let pipelineCurrent = try catalog.meta("pipeline_version") == Pipeline.version && schemaCurrent
        // The corpus checksum hashes every bundled text: only worth computing for a bundled database.
        if try builtFrom == "bundled" && !(schemaCurrent && catalog.meta("corpus_checksum") == Ingestion.corpusChecksum) {
            notice("hig: database \(path) was built from an older corpus or hig; rebuilding it from the bundled corpus")
            _ = try Ingestion.run(Ingestion.bundledInputs(), builtFrom: "bundled", to: path)
            return try Catalog(path: path)
        }
        if builtFrom != "bundled", !pipelineCurrent {
            notice("hig: database \(path) was built by an older hig; run 'hig ingest' on your files again to refresh it")
        }
        return catalog
    }
}

/// Reads environment variables by name. `ProcessInfo.environment` copies the whole environment into
/// a dictionary, and the first dictionary of strings a process makes costs it ~0.3 ms of runtime
/// set-up (a scan of every protocol conformance in the binary) — a tenth of `hig --version`.
public enum Environment {
    public static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
