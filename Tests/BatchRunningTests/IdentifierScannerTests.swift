import Testing

@testable import BatchRunning

@Suite struct IdentifierScannerTests {
    @Test(arguments: [
        (#"{"id": "abc", "title": "x"}"#, "abc"),
        (#"{"title": "x", "ingredients": [{"id": "inner"}], "id": 42}"#, "42"),
        (#"{"@id": "https://example.com/r/1", "id": "own"}"#, "own"),
        (#"{"@type": "Recipe", "@id": "https://example.com/r/1"}"#, "https://example.com/r/1"),
        (#"{"identifier": "x-1", "url": "https://example.com"}"#, "x-1"),
        (#"{"id": "a\"b"}"#, "a\"b"),
        (#"{"nested": {"id": "no"}, "name": "x"}"#, nil),
        (#"{"id": {"value": 1}}"#, nil),
        (#"{"id": ""}"#, nil),
        (#"["id", "abc"]"#, nil),
        (#"{"id": "trunc"#, nil),
    ] as [(String, String?)])
    func topLevelIdentifierIsFound(json: String, expected: String?) {
        #expect(IdentifierScanner.identifier(in: Array(json.utf8)) == expected)
    }
}
