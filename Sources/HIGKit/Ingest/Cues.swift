/// Word lists the segmenter and classifier use to tell guidance from description, on folded
/// (simplified) text. Kept together so a new source's vocabulary is one edit here.
enum Cues {
    /// Imperative openings of a rule headline: `使用一致的動畫`, `避免在啟動畫面包含文本`, `不要打廣告`.
    static let imperativeStarts = [
        "使用", "使用户", "使你", "使", "避免", "不要", "别", "勿", "请", "确保", "保证", "考虑", "保持", "提供", "允许",
        "遵循", "遵守", "尽量", "尽可能", "务必", "注意", "测试", "选择", "设计", "让", "为", "统一", "适当", "必要时",
        "恰当", "始终", "总是", "永远", "谨慎", "慎用", "明智", "力求", "专注", "聚焦", "融合", "强调", "优先", "拥抱",
        "调整", "柔化", "利用", "相应", "包含", "创建", "创作", "淡化", "根据", "只有", "给", "帮助", "支持", "限制",
        "减少", "增加", "准备", "做好", "预览", "隐藏", "显示", "在", "如果", "当", "一般来说", "通常", "理解", "了解如何",
        "实现", "采用", "应用", "匹配", "区分", "接受", "最小化", "最大化", "简化", "精简", "突出", "尊重", "延伸",
        "扩大", "插入", "标识", "识别", "参考", "准确", "预测", "缩放", "全屏", "将", "把",
    ]

    /// Modal words that make a short first sentence guidance: `你應該…`, `…要確保…`.
    static let modals = ["应该", "应当", "要", "不要", "避免", "确保", "尽量", "务必", "必须", "不应", "最好", "请", "考虑", "勿"]

    /// Openings of descriptive sentences, which are context rather than rules.
    static let descriptiveStarts = [
        "例如", "比如", "譬如", "注", "ps", "这", "该", "它", "他们", "人们", "用户可以", "用户通常", "ios", "系统",
        "在ios", "从 ios", "从ios", "默认", "每个", "大多数", "如上图", "了解开发", "了解更多", "了解实现", "了解相关", "请参阅",
    ]

    /// Openings of a body sentence glued to its headline in run-on text, e.g. `…輕壓視圖|如果用戶抬起手指…`.
    static let bodyOpeners = [
        "如果", "当", "虽然", "尽管", "用户", "人们", "你的", "你可以", "你也", "除了", "并不是", "不是", "理想情况下",
        "譬如", "比如", "例如", "为了", "无论", "一般", "通常", "了解", "这个", "这些", "这种", "它们", "他们", "正在",
        "不同的", "大多数", "因为", "所以", "但是", "然而", "此外", "另外", "同时",
    ]

    /// Paragraph markers of notes: `PS：`, `注：`, `注釋：`, `API 注：`.
    static let noteMarkers = ["ps：", "ps:", "注：", "注:", "注释：", "注意：", "api 注：", "api注：", "备注：", "提示："]

    static func startsWithAny(_ text: String, _ words: [String]) -> Bool {
        words.contains { text.hasPrefix($0) }
    }

    /// Whether a short headline reads as guidance.
    static func isImperative(_ folded: String) -> Bool {
        if startsWithAny(folded, descriptiveStarts) { return false }
        if startsWithAny(folded, imperativeStarts) { return true }
        return modals.contains { folded.contains($0) }
    }
}
