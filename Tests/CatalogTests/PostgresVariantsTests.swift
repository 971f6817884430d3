import StoreTestSupport
import Testing

/// Says whether the store tests ran on PostgreSQL too: a skipped test with the reason on a laptop without a
/// server, a failure in CI, where `.ci/run` must run them through `scripts/with-postgres`.
@Suite struct PostgresVariantsTests {
    @Test(.enabled(
        if: TestBackend.postgresURL != nil || TestBackend.isCI,
        "the PostgreSQL variants of the store tests did not run: KAIMONO_TEST_POSTGRES is not set; run scripts/with-postgres swift test"))
    func storeTestsRunOnPostgreSQL() {
        #expect(
            TestBackend.postgresURL != nil,
            "CI must run the store tests on PostgreSQL: set KAIMONO_TEST_POSTGRES to a usable URL (scripts/with-postgres)")
        #expect(TestBackend.all == [.sqlite, .postgres])
    }
}
