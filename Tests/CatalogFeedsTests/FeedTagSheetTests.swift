import CatalogFeeds
import FoodLexicon
import Foundation
import Testing

/// `catalog tag --feed` over a feed with rows an import would refuse: the readable rows are tagged, the others are
/// named by line instead of coming out as empty rows.
@Suite struct FeedTagSheetTests {
    @Test func badRowsAreListedByLineAndLeftOutOfTheSheet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tag-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("feed.csv")
        var bytes = Array("id,name\nk-1,Kettle Cooked Chips\nk-2,".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(" Sea Salt Chips\nk-3,\nk-4,木綿豆腐 300g\n".utf8)
        try Data(bytes).write(to: url)

        let sheet = try FeedTagSheet.csv(url: url, tagger: ProductTagger(lexicon: try Lexicon.bundled()))
        let ids = sheet.csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }
        #expect(ids == ["k-1", "k-4"])
        #expect(sheet.badRows == ["feed.csv:3: not UTF-8 text (save the feed as UTF-8)", "feed.csv:4: name is empty"])
    }
}
