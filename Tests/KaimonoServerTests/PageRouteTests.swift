import Foundation
import KaimonoKit
import Testing

@testable import KaimonoServer

/// The buy-this-recipe page over a real server: HTML, escaping, the cookie, ordering once per key.
@Suite struct PageRouteTests {
    static let carbonara = "/buy?recipe=carbonara&pickupDate=2026-11-24&station=st-shibuya"

    @Test func homeListsBundledRecipesAndSetsACustomerCookie() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/")
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
        #expect(reply.text.contains("<option value=\"carbonara\">"))
        let cookie = try #require(reply.headers["set-cookie"])
        #expect(cookie.hasPrefix("kaimono_customer=c-web-"))
        #expect(cookie.contains("HttpOnly"))
        let english = try await server.get("/?lang=en")
        #expect(english.text.contains("Buy the ingredients of a recipe"))
    }

    @Test func cartShowsShopsTilesAndWhatCannotCome() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get(Self.carbonara)
        #expect(reply.status == 200)
        let html = reply.text
        #expect(html.contains("class=\"tile\" data-product="))
        // The docs' example: Pecorino is not delivered on the 24th, next on the 26th.
        #expect(html.contains("data-reason=\"not_delivered_on_date\""))
        #expect(html.contains("この日はお届けできません"))
        #expect(html.contains("pickupDate=2026-11-26"))
        // No other size or form of Pecorino can come that day, and the tile says so.
        #expect(html.contains("<span class=\"no-alternative\">この日に届く別のサイズや形の品はありません</span>"))
        #expect(html.contains("id=\"order-button\""))
        #expect(html.contains("id=\"next-complete\""))
    }

    @Test func pastedRecipesAreEscaped() async throws {
        let server = try await TestServer.shared.value
        // The extractor already drops markup from titles and lines; entities and quotes remain to escape.
        let recipe = #"{"@type": "Recipe", "name": "Tom & \"Jerry\" <i>x</i>", "recipeIngredient": ["玉ねぎ 1個"]}"#
        let posted = try await HTTPClient.send(
            port: server.port, "POST", "/buy", body: Array(("text=" + formEncodeForTest(recipe) + "&pickupDate=2026-11-24").utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
        #expect(posted.status == 303)
        let location = try #require(posted.headers["location"])
        let page = try await server.get(location)
        #expect(page.status == 200)
        #expect(page.text.contains("<h1 id=\"recipe-title\">Tom &amp; &quot;Jerry&quot; x</h1>"))
        let query = try await server.get("/buy?recipe=%22%3E%3Cscript%3Ex%3C/script%3E")
        #expect(query.status == 404)
        #expect(!query.text.contains("<script>x</script>"))
        #expect(query.text.contains("&quot;&gt;&lt;script&gt;x&lt;/script&gt;"))
    }

    @Test func anUploadedFileBecomesACart() async throws {
        let server = try await TestServer.shared.value
        // Given a multipart form with a file part, as a browser sends an upload
        let boundary = "----kaimono-test-boundary"
        let body = """
            --\(boundary)\r
            Content-Disposition: form-data; name="url"\r
            \r
            \r
            --\(boundary)\r
            Content-Disposition: form-data; name="file"; filename="nikujaga.html"\r
            Content-Type: text/html\r
            \r
            \(APIServerTests.page)\r
            --\(boundary)\r
            Content-Disposition: form-data; name="pickupDate"\r
            \r
            2026-11-24\r
            --\(boundary)--\r

            """
        let posted = try await HTTPClient.send(
            port: server.port, "POST", "/buy", body: Array(body.utf8),
            headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")])
        // Then it is kept and the cart shows it
        #expect(posted.status == 303)
        let location = try #require(posted.headers["location"])
        #expect(location.hasPrefix("/buy?recipe=t-"))
        #expect(location.contains("pickupDate=2026-11-24"))
        let page = try await server.get(location)
        #expect(page.text.contains("<h1 id=\"recipe-title\">肉じゃが</h1>"))
    }

    @Test func plainLinesArePastedAsARecipe() async throws {
        let server = try await TestServer.shared.value
        let posted = try await server.postForm("/buy", "text=" + formEncodeForTest("豚バラ薄切り 200g\n玉ねぎ 1個\nunknownium 3 g"))
        let page = try await server.get(try #require(posted.headers["location"]))
        #expect(page.status == 200)
        #expect(page.text.contains("<li>豚バラ薄切り 200g</li>"))
        // A line nothing matches, with nothing to offer instead: the page says so.
        #expect(page.text.contains("<li>unknownium 3 g — <span class=\"no-alternative\">代わりになる品もありません</span></li>"))
    }

    /// A product that cannot come that day, with no other size or form of it that can, offers the nearest substitute
    /// with what differs, never bought unless the shopper takes it (session 39).
    @Test func aSubstituteForWhatCannotComeIsShownNotBought() async throws {
        let server = try await TestServer.shared.value
        // Given ground nutmeg, delivered on Fridays and Saturdays, on a Thursday; whole nutmeg comes every day
        let posted = try await server.postForm(
            "/buy", "text=" + formEncodeForTest("1/8 teaspoon ground nutmeg") + "&pickupDate=2026-11-26")
        let page = try await server.get(try #require(posted.headers["location"]))
        #expect(page.text.contains(
            "<span class=\"substitute\">近い品（買いません）: ナツメグ ホール 20g ¥238 — whole; the line asks for powder</span>"))
        #expect(!page.text.contains("class=\"use-alternative\""))
        #expect(!page.text.contains("この日に届く別のサイズや形の品はありません"))
        // And its "Use it" link buys it, at the catalog's price
        let location = try #require(posted.headers["location"])
        #expect(page.text.contains("take=p-01465"))
        let taken = try await server.get(location + "&take=p-01465")
        #expect(taken.text.contains("data-product=\"p-01465\""))
        #expect(!taken.text.contains("<span class=\"substitute\">"))
        // And a product the cart does not offer is not bought
        let forged = try await server.get(location + "&take=p-00001")
        #expect(!forged.text.contains("data-product=\"p-00001\""))
    }

    /// Optional lines are listed apart with a link that buys them, and the toggle keeps them in (session 38).
    @Test func optionalLinesAreListedWithALinkToBuyThem() async throws {
        let server = try await TestServer.shared.value
        let posted = try await server.postForm("/buy", "text=" + formEncodeForTest("豚バラ薄切り 200g\nくるみ 30g（お好みで）"))
        let location = try #require(posted.headers["location"])
        let page = try await server.get(location)
        #expect(page.text.contains("<section id=\"optional\"><h2>お好みで（買いません）</h2><p>くるみ 30g（お好みで）</p>"))
        #expect(page.text.contains("optional=1"))
        #expect(page.text.contains("name=\"optional\" value=\"1\" data-autosubmit>"))
        let all = try await server.get(location + "&optional=1")
        #expect(!all.text.contains("<section id=\"optional\">"))
        #expect(all.text.contains("name=\"optional\" value=\"1\" data-autosubmit checked>"))
        #expect(all.text.contains("くるみ"))
    }

    @Test func aTitleWithAScriptTagIsEscaped() async throws {
        // Given a recipe made in code (past the extractor), whose title and line carry markup
        let kaimono = try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { TestServer.now })
        let routes = PageRoutes(kaimono: kaimono, configuration: ServerConfiguration())
        let recipe = Recipe(
            source: "<script>src</script>", title: "<script>alert(1)</script>", method: .json,
            ingredients: [IngredientEntry(text: "<img src=x onerror=alert(2)> 玉ねぎ 1個")])
        let id = await routes.recipes.keep([recipe], text: Array("script".utf8))
        // When the cart page renders it
        let visit = PageRoutes.Visit(text: PageText("ja"), customerId: "c-web-test", newCustomer: false)
        let answer = try await routes.cartPage(visit, form: PageForm(urlEncoded: "recipe=\(id)&pickupDate=2026-11-24"))
        guard case .html(let html, _) = answer else {
            Issue.record("no page")
            return
        }
        // Then no markup of the recipe's reaches the page unescaped
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;"))
    }

    @Test func orderingTwiceWithOneKeyMakesOneOrder() async throws {
        let server = try await TestServer.shared.value
        let customer = "c-web-pagetest"
        let form = "recipe=carbonara&pickupDate=2026-11-24&station=st-shibuya&key=page-test-1"
        var replies: [HTTPReply] = []
        for _ in 0..<2 {
            replies.append(try await HTTPClient.send(
                port: server.port, "POST", "/buy/order", body: Array(form.utf8),
                headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "kaimono_customer=\(customer)")]))
        }
        #expect(replies.map(\.status) == [201, 200])
        #expect(replies[1].text.contains("このご注文は受付済みです"))
        let list = try await server.get("/v1/orders?customer=\(customer)")
        #expect((try list.object()["orders"] as? [Any])?.count == 1)
        let recent = try await HTTPClient.send(port: server.port, "GET", "/orders", headers: [("Cookie", "kaimono_customer=\(customer)")])
        #expect(recent.text.components(separatedBy: "class=\"order-row\"").count == 2)
    }

    @Test func anOrderPostedInEnglishIsAnsweredInEnglish() async throws {
        // The forms carry lang=en in their body; the confirmation and the error pages had been Japanese.
        let server = try await TestServer.shared.value
        let form = "recipe=carbonara&pickupDate=2026-11-24&station=st-shibuya&key=page-test-en&lang=en"
        let placed = try await HTTPClient.send(
            port: server.port, "POST", "/buy/order", body: Array(form.utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "kaimono_customer=c-web-pagetest-en")])
        #expect(placed.status == 201)
        #expect(placed.text.contains("<html lang=\"en\">"))
        #expect(placed.text.contains("Your order is placed"))
        #expect(!placed.text.contains("ご注文を受け付けました"))
        let refused = try await HTTPClient.send(
            port: server.port, "POST", "/buy/order", body: Array("recipe=carbonara&key=k-2&lang=en".utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
        #expect(refused.status == 400)
        #expect(refused.text.contains("Something went wrong"))
        #expect(refused.text.contains("order from the cart page (a cookie is needed)"))
    }

    @Test func anOrderWithoutTheCookieIsRefused() async throws {
        let server = try await TestServer.shared.value
        let reply = try await HTTPClient.send(
            port: server.port, "POST", "/buy/order", body: Array("recipe=carbonara&key=k-1".utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
        #expect(reply.status == 400)
        #expect(reply.text.contains("no_customer"))
    }

    @Test func productPageSuggestsRecipes() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/products/p-00367?pickupDate=2026-11-24&station=st-shibuya")
        #expect(reply.status == 200)
        #expect(reply.text.contains("class=\"suggestion\" href=\"/buy?recipe="))
    }

    @Test func pageIsNotServedWithKeysUnlessAskedFor() async throws {
        var configuration = ServerConfiguration()
        configuration.servePage = false
        let server = try await TestServer.start(configuration: configuration)
        defer { Task { await server.stop() } }
        #expect(try await server.get("/").status == 404)
    }
}

func formEncodeForTest(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
}
