import FoodLexicon
import IngredientParsing

/// The parser under test, with the bundled lexicon (or none, when it cannot be loaded) loaded once.
let parser: IngredientParser = {
    let lexicon = (try? Lexicon.bundled()) ?? (try? Lexicon(foods: []))
    guard let lexicon else { fatalError("an empty lexicon must always build") }
    return IngredientParser(lexicon: lexicon)
}()

/// libFuzzer's entry point: any bytes, decoded lossily as UTF-8, must parse without a crash and give
/// a result that keeps the input text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = parser.parse(text)
    if result.text != text { fatalError("the parsed line lost its text") }
    if let quantity = result.quantity, let high = result.quantityMax, high < quantity {
        fatalError("range upper end \(high) below \(quantity) for \(text.debugDescription)")
    }
    return 0
}
