import Foundation
import Testing
@testable import HIGKit

@Suite struct ScriptFoldingTests {
    @Test(arguments: [
        ("對比度", "对比度"), ("導航欄", "导航栏"), ("標簽欄", "标签栏"), ("設計", "设计"),
        ("Navigation Bars", "navigation bars"), ("７：１", "7:1"), ("ＡＰＰ", "app"), ("对比度", "对比度"),
    ])
    func folds(input: String, expected: String) {
        #expect(ScriptFolding.fold(input) == expected)
    }

    @Test func foldingKeepsLength() {
        let text = "確保顏色在兩種模式下都具有足夠對比度（Dark Mode）７：１"
        #expect(ScriptFolding.fold(text).unicodeScalars.count == text.unicodeScalars.count)
    }

    /// The precomputed table must stay what ICU says (regenerate with Scripts/generate-folding-table.swift).
    @Test func tableMatchesICU() {
        let transform = StringTransform("Traditional-Simplified")
        var mismatches: [String] = []
        for value in 0x4E00...0x9FFF {
            let scalar = Unicode.Scalar(value)!
            let original = String(Character(scalar))
            guard let icu = original.applyingTransform(transform, reverse: false) else { continue }
            let expected = icu.unicodeScalars.count == 1 ? icu : original
            if String(Character(ScriptFolding.fold(scalar))) != expected { mismatches.append(original) }
        }
        #expect(mismatches.isEmpty, "table differs from ICU for \(mismatches.prefix(20))")
    }

    /// Below U+3000 a scalar folds to its lower case when that is one scalar (regenerate the table with
    /// Scripts/generate-folding-table.swift if Unicode's mappings change).
    @Test func tableMatchesLowercaseMappings() {
        var mismatches: [String] = []
        for value in 0x80..<0x3000 {
            let scalar = Unicode.Scalar(value)!
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            let expected = lower.count == 1 ? lower.first! : scalar
            if ScriptFolding.fold(scalar) != expected { mismatches.append(String(format: "U+%04X", value)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
