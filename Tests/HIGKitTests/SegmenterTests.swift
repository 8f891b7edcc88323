import Testing
@testable import HIGKit

@Suite struct SegmenterTests {
    func forms(_ lines: [String]) -> [Block.Form] {
        Segmenter.segment(lines.enumerated().map { Line($0.offset + 1, $0.element) }).map(\.form)
    }

    @Test(arguments: [
        ("一、適應性布局（Adaptivity and Layout）", Block.Form.heading(.chineseOrdinal)),
        ("5. 圖像（Graphics）", .heading(.decimal(1))),
        ("5.3 圖片大小和分辨率（Image Size and Resolution）", .heading(.decimal(2))),
        ("2.1.2 轻压（Peek）和重压（Pop）", .heading(.decimal(3))),
        ("（1）設備大小類", .heading(.parenOrdinal)),
        ("范圍欄(Scope Bars)：", .heading(.label)),
        ("自定義圖標尺寸：", .heading(.label)),
        ("布局注意事項", .heading(.bare)),
        ("1、確保主要內容在其默認尺寸下是清楚的", .item),
        ("一）避免使用系统字体", .item),          // `\d` in the item pattern matches any numeral
        ("１、確保主要內容在其默認尺寸下是清楚的", .item),
        ("a.無論用戶是向左還是向右旋轉設備，都應該支持。", .subItem),
        ("• 在你的app中使用導航欄，它會自動顯示狀態欄背景。", .bullet),
        ("iPhone XS上的填充示例", .caption),
        ("遵守UIkit定義的安全區域和布局邊界", .paragraph),
        ("視圖可能包含大小類的任意組合：", .paragraph),
        ("擁抱簡潔。尋找個單一的元素能夠表現你的app的精髓。", .paragraph),
    ])
    func lineForms(text: String, form: Block.Form) {
        // A paragraph after the line keeps context-dependent rules out of the way.
        #expect(forms(["前言段落。", text, "正文段落，說明這一點。"])[1] == form)
    }

    @Test func firstShortLineIsTheDocumentTitle() {
        #expect(forms(["視覺（Visual Design)", "一、動畫（Animation）"]) == [.heading(.documentTitle), .heading(.chineseOrdinal)])
    }

    @Test func runsOfShortLinesAreLists() {
        #expect(forms(["搜索欄有兩種樣式。", "顯眼", "極簡", "正文。"]) == [.paragraph, .listWord, .listWord, .paragraph])
    }

    @Test func imperativeLineBeforeItemsIsAHeading() {
        #expect(forms(["設計全屏體驗", "1、擴大可視元素以填滿屏幕"]) == [.heading(.bare), .item])
    }

    @Test func tipsLabelBeforeBulletsIsALeadIn() {
        let blocks = Segmenter.segment([Line(1, "Tips："), Line(2, "• 你可以在導航欄使用文本代替圖標來表示操作。")])
        #expect(blocks.map(\.form) == [.paragraph, .bullet])
        #expect(blocks[0].text == "Tips：")
    }

    @Test func adjacentLinesAfterALeadInAreAListInBlankSeparatedText() {
        let lines = [Line(1, "可以為您提供：", blankBefore: true), Line(3, "一系列的字號大小，適用于不同場景", blankBefore: true),
                     Line(4, "自動調整文字間距和行高，保持易讀"), Line(6, "下一段正文。", blankBefore: true)]
        #expect(Segmenter.segment(lines).map(\.form) == [.paragraph, .listLine, .listLine, .paragraph])
    }

    @Test func itemsKeepTheirNumbers() {
        #expect(Segmenter.segment([Line(1, "12、使用一致的動畫")]).first?.number == 12)
    }
}

@Suite struct RunOnSplitterTests {
    func split(_ text: String) -> [(Block.Form, String, String?)] {
        RunOnSplitter.split(text, line: 7).map { ($0.form, $0.text, $0.headline) }
    }

    @Test(arguments: [
        ("设计足够大的轻压视图设计一个足够大的轻压视图从而保证手指不会遮挡到内容。", "设计足够大的轻压视图"),
        ("统一使用轻压和重压功能如果你只在某些地方使用轻压和重压。", "统一使用轻压和重压功能"),
        ("为图片、图标和界面元素提供可选择的文字标签可选择的文字标签在屏幕上是不可见的。", "为图片、图标和界面元素提供可选择的文字标签"),
        ("使用系统提供的音量视图来调节音量音量视图是最好的界面控件。", "使用系统提供的音量视图来调节音量"),
        ("在适当时候继续播放被干扰打断的音频正在播放的音频有时会受干扰。", "在适当时候继续播放被干扰打断的音频"),
        ("不要让轻压成为唯一的执行项目操作的操作并不是所有设备都支持轻压。", "不要让轻压成为唯一的执行项目操作的操作"),
        ("如果声音对你的应用十分重要请设置音频类别不同的音频类别允许声音被静音。", "如果声音对你的应用十分重要请设置音频类别"),
    ])
    func gluedHeadlines(text: String, headline: String) {
        #expect(split(text).first?.2 == headline)
    }

    @Test(arguments: [
        "确保轻压视图能够提供足够详细的信息，以便用户决定是否打开该项。",
        "使用这种视图能够让用户快速浏览更多信息，并允许他们快速操作。",
        "在支持3D Touch 的设备上，用户通过对触摸屏施加不同的力度来实现更多的功能。",
        "当你浏览这些新改变并在思考他们将如何帮助你的应用时，请特别关注设计指南。",
    ])
    func descriptiveSentencesStayWhole(text: String) {
        #expect(split(text).allSatisfy { $0.2 == nil })
    }

    @Test func inlineHeadings() {
        let blocks = split("前文。1.2 iOS 10 新特征介绍在iOS 10，你可以创造更强大的应用。2.1.2 轻压（Peek）和重压（Pop）轻压允许用户预览。2.1.3 Live Photos应用可以支持。")
        let headings = blocks.filter { if case .heading = $0.0 { true } else { false } }.map(\.1)
        #expect(headings == ["iOS 10 新特征介绍", "轻压（Peek）和重压（Pop）", "Live Photos"])
    }

    @Test func titledPrinciplesAfterAColon() {
        let blocks = split("请熟记以下几点原则：美学完整性（Aesthetic Integrity）美学完整性代表了一款应用的程度。一致性（Consistency）一款内部一致的应用。")
        #expect(blocks.filter { $0.0 == .heading(.label) }.map(\.1) == ["美学完整性（Aesthetic Integrity）", "一致性（Consistency）"])
    }
}
