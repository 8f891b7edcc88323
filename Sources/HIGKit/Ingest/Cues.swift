/// Word lists the segmenter and classifier use to tell guidance from description, on folded
/// (simplified) text. Kept together so a new source's vocabulary is one edit here.
enum Cues {
    /// Verbs and adverbs that open an imperative headline: `使用一致的動畫`, `避免在啟動畫面包含文本`.
    static let imperativeStarts = folded([
        "使用", "使你", "使动画", "使", "避免", "不要", "别", "勿", "请", "确保", "保证", "考虑", "保持", "提供", "允许",
        "遵循", "遵守", "尽量", "尽可能", "务必", "注意", "测试", "选择", "设计", "让", "统一", "适当", "必要时",
        "恰当", "始终", "总是", "永远", "谨慎", "慎用", "明智", "力求", "专注", "聚焦", "融合", "强调", "优先", "拥抱",
        "调整", "柔化", "利用", "相应", "包含", "创建", "创作", "淡化", "只有", "帮助", "支持", "限制", "减少", "增加",
        "准备", "做好", "预览", "隐藏", "显示", "理解", "实现", "匹配", "区分", "最小化", "最大化", "简化", "精简", "突出",
        "尊重", "扩大", "插入", "识别", "参考", "准确", "遮盖", "给予", "留出", "添加", "放置", "限定", "鼓励", "不能", "确定",
    ])

    /// Openings that need a verb from `imperativeStarts` later to be guidance:
    /// `在各種照明條件下測試…` and `為交互式元素提供…` are rules, `在iPad上，當您的應用…` is not.
    static let weakStarts = folded(["在", "当", "如果", "若", "为", "给", "根据", "将", "把", "需要"])

    /// Hedges that may precede a headline: `通常，選擇與Logo協調的顏色`, `必要時，在搜索欄提供線索和背景`.
    static let hedges = folded(["通常情况下，", "通常，", "一般来说，", "一般而言，", "必要时，", "大多数情况下，", "如果可以的话，",
                         "如果可能的话，", "适当时，", "可能的话，", "尽可能，"])

    /// Modal words that make a short first sentence guidance: `你應該…`, `…要確保…`, `標簽欄只能作為導航`.
    static let modals = folded(["应该", "应当", "不应", "要确保", "务必", "不要", "避免", "确保", "尽量", "只能", "不能", "请", "考虑", "勿"])

    /// Openings of descriptive sentences, which are context rather than rules.
    static let descriptiveStarts = folded([
        "例如", "比如", "譬如", "注：", "ps", "这", "该", "它", "他们", "人们", "用户", "你", "您", "ios", "系统",
        "默认", "每个", "每一", "大多数的", "为了", "要想", "无论", "但是", "总的来说", "采用", "如上图", "了解开发", "了解更多", "了解实现", "了解相关", "请参阅", "可以", "能够",
    ])

    /// Openings of a body sentence glued to its headline in run-on text, e.g. `…輕壓視圖|如果用戶抬起手指…`.
    static let bodyOpeners = folded([
        "如果", "当", "虽然", "尽管", "用户", "人们", "你可以", "你也", "除了", "并不是", "不是", "理想情况下",
        "譬如", "比如", "例如", "为了", "无论", "一般", "通常", "了解", "这个", "这些", "这种", "它们", "他们", "正在",
        "不同的", "大多数", "因为", "所以", "但是", "然而", "此外", "另外", "同时",
    ])

    /// Openings of a paragraph that continues the one before: `你還應該允許…`, `雖然在設備上查看…`.
    static let continuationStarts = folded(["还", "也", "你还", "你也", "虽然", "尽管", "但", "然而", "此外", "另外", "同时",
                                            "因此", "所以", "例如", "比如", "譬如", "否则", "不过", "而且", "并且"])

    /// Paragraph markers of notes: `PS：`, `注：`, `注釋：`, `API 注：`.
    static let noteMarkers = folded(["ps：", "注：", "注释：", "注意：", "api 注：", "api注：", "备注：", "提示："])

    /// Labels whose bullets are tips (notes), not rules: `Tips：`.
    static let tipLabels = folded(["tips", "tip", "提示", "小贴士", "小提示"])

    /// Lists are written in natural text and folded once, so they match folded input
    /// (full-width `，：` fold to `,:`).
    static func folded(_ words: [String]) -> WordList { WordList(words.map(ScriptFolding.fold)) }

    static func startsWithAny(_ text: some StringProtocol, _ words: WordList) -> Bool { words.opening(of: text) != nil }

    /// Whether a short headline (folded) reads as guidance.
    ///
    /// `通常，選擇與Logo協調的顏色` (hedge, then a verb), `當你使用自定義的欄顏色時，著重考慮…` (a condition,
    /// then an imperative main clause) and `標簽欄只能作為導航` (a modal) are; `當你在為你的APP選擇配色時，
    /// 可以參考…` (a permissive main clause) and `用戶應該一眼就能看出…` (a descriptive subject) are not.
    /// `strict` (for headlines cut out of run-on text) leaves out the modal words, which bodies use too.
    static func isImperative(_ folded: String, strict: Bool = false) -> Bool {
        var text = Substring(folded)
        while let hedge = hedges.opening(of: text) { text = text.dropFirst(hedge.count) }
        let s = String(text)
        if startsWithAny(s, descriptiveStarts) { return false }
        if startsWithAny(s, imperativeStarts) { return true }
        if startsWithAny(s, weakStarts) {
            if let comma = s.firstIndex(of: ",") {
                let main = String(s[s.index(after: comma)...])
                return main.count >= 2 && (isImperative(main, strict: strict) || containsVerb(main))
            }
            return containsVerb(s.dropFirst())
        }
        return !strict && modals.contains { s.includes($0) }
    }

    /// Verbs that make a headline after a weak opening: `為交互式元素提供充足的點擊熱區`.
    static let mainVerbs = folded(["使用", "避免", "不要", "确保", "考虑", "保持", "提供", "测试", "选择", "设计", "预览",
                                   "添加", "放置", "留出", "给予", "遵循", "遵守", "尽量", "请", "显示", "确定", "应用于", "准备", "继续"])

    /// Words that make a clause a statement, not an instruction: `…會觸發…`, `…可以…`.
    static let statementWords = folded(["会", "能够", "可以", "是"])

    /// Whether a main verb appears in a weakly opened phrase without statement words:
    /// `在各種照明條件下測試APP的配色方案` yes, `在支持3D Touch的設備的主屏按壓應用圖標會觸發…` no.
    static func containsVerb<S: StringProtocol>(_ text: S) -> Bool {
        mainVerbs.contains { text.includes($0) } && !statementWords.contains { text.includes($0) }
    }
}
