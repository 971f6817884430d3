import Testing
@testable import Catalog

@Suite struct ShopTests {
    @Test func keepsName() {
        #expect(Shop(id: "s1", name: "肉の田中").name == "肉の田中")
    }
}
