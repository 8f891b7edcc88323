/// Encodes an array of strings as JSON text, as stored in `rules.path` and `rules.terms`.
///
/// Written by hand because `JSONEncoder` costs ~10 µs a call, once per rule and column on ingest.
enum JSONArray {
    static func encode(_ strings: [String]) -> String {
        var out = "["
        for (i, string) in strings.enumerated() {
            if i > 0 { out += "," }
            out += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        }
        return out + "]"
    }
}
