import Testing
@testable import Matching

@Suite struct ProductMatcherTests {
    @Test func builds() {
        _ = ProductMatcher()
        #expect(Bool(true))
    }
}
