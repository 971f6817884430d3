import Foundation
import HTTPTypes
import Hummingbird
import KaimonoKit

/// The pages' HTML. Every string that comes from a request, a recipe or the catalog goes through `esc`.
extension PageRoutes {
    func layout(_ visit: Visit, title: String, switchLink: String, _ body: String) -> String {
        let t = visit.text
        let lang = t.isEnglish ? "en" : "ja"
        let suffix = t.isEnglish ? "?lang=en" : ""
        return """
            <!doctype html>
            <html lang="\(lang)"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(esc(title)) · Kaimono</title>
            <link rel="stylesheet" href="/assets/kaimono.css"><script src="/assets/kaimono.js" defer></script>
            </head><body>
            <header class="top"><a class="brand" href="/\(suffix)">Kaimono \(t.t("かいもの", "groceries"))</a>
            <nav><a href="/orders\(suffix)">\(t.t("最近の注文", "Recent orders"))</a><a href="\(esc(switchLink))" lang="\(t.isEnglish ? "ja" : "en")">\(t.t("English", "日本語"))</a></nav></header>
            <main>
            \(body)
            </main></body></html>

            """
    }

    /// The link to the same page in the other language.
    static func switchLink(_ path: String, _ form: PageForm, english: Bool) -> String {
        var pairs = form.fields.filter { $0.name != "lang" }.map { ($0.name, $0.value) }
        if !english { pairs.append(("lang", "en")) }
        return pairs.isEmpty ? path : path + "?" + queryString(pairs)
    }

    func errorPage(_ visit: Visit, _ error: KaimonoError) -> String {
        let t = visit.text
        let body = """
            <h1>\(t.t("うまくいきませんでした", "Something went wrong"))</h1>
            <p class="error" role="alert"><code>\(esc(error.code))</code>: \(esc(error.message))</p>
            <p><a href="/\(t.isEnglish ? "?lang=en" : "")">\(t.t("レシピを選びなおす", "Give another recipe"))</a></p>
            """
        return layout(visit, title: t.t("エラー", "Error"), switchLink: t.isEnglish ? "/" : "/?lang=en", body)
    }

    // MARK: Home

    func stationSelect(_ t: PageText, selected: String?, autosubmit: Bool) -> String {
        var out = "<label>\(t.t("受取ステーション", "Pickup station"))<select name=\"station\"\(autosubmit ? " data-autosubmit" : "")>"
        for station in kaimono.catalog.stations {
            let name = t.isEnglish ? station.nameEn : station.name
            out += "<option value=\"\(esc(station.id))\"\(station.id == selected ? " selected" : "")>\(esc(name))</option>"
        }
        return out + "</select></label>"
    }

    func dateSelect(_ t: PageText, stationId: String, selected: CalendarDay?, autosubmit: Bool) -> String {
        var out = "<label>\(t.t("受取日", "Pickup date"))<select name=\"pickupDate\" id=\"pickup-date\"\(autosubmit ? " data-autosubmit" : "")>"
        var days = kaimono.pickupDays(stationId: stationId)
        if let selected, !days.contains(selected) { days.insert(selected, at: 0) }
        for day in days {
            out += "<option value=\"\(day)\"\(day == selected ? " selected" : "")>\(esc(t.day(day)))</option>"
        }
        return out + "</select></label>"
    }

    func home(_ visit: Visit) async throws -> Answer {
        let t = visit.text
        // (Tomorrow at a station open then: the catalog's first station may be closed that day.)
        let pickup = kaimono.defaultPickup()
        let station = pickup?.stationId ?? kaimono.catalog.stations.first?.id ?? ""
        let tomorrow = pickup?.day ?? CalendarDay(date: kaimono.now, timeZone: kaimono.catalog.timeZone).adding(days: 1)
        var body = "<h1>\(t.t("レシピの材料を、まとめて注文", "Buy the ingredients of a recipe"))</h1>"
        body += """
            <form class="give" method="post" action="/buy" enctype="multipart/form-data">
            <label>\(t.t("レシピのURL", "Recipe URL"))<input type="url" name="url" placeholder="https://…" inputmode="url"></label>
            <label>\(t.t("または、レシピのページや材料を貼り付け", "Or paste the recipe page or its ingredient lines"))<textarea name="text"></textarea></label>
            <label>\(t.t("または、ファイルを選ぶ（HTML・JSON）", "Or upload a file (HTML, JSON)"))<input type="file" name="file" accept=".html,.htm,.json,text/html,application/json"></label>
            \(stationSelect(t, selected: station, autosubmit: false))
            \(dateSelect(t, stationId: station, selected: tomorrow, autosubmit: false))
            \(t.isEnglish ? "<input type=\"hidden\" name=\"lang\" value=\"en\">" : "")
            <div><button type="submit">\(t.t("材料を見る", "Show the ingredients"))</button></div>
            </form>
            """
        body += "<h2>\(t.t("サンプルのレシピから選ぶ", "Or pick a sample recipe"))</h2>"
        body += "<form class=\"give\" method=\"get\" action=\"/buy\"><label>\(t.t("レシピ", "Recipe"))<select name=\"recipe\" id=\"bundled-recipe\">"
        for item in Kaimono.bundledRecipes {
            body += "<option value=\"\(esc(item.id))\">\(esc(item.recipe.title ?? item.id))</option>"
        }
        body += "</select></label>"
        body += stationSelect(t, selected: station, autosubmit: false)
        body += dateSelect(t, stationId: station, selected: tomorrow, autosubmit: false)
        if t.isEnglish { body += "<input type=\"hidden\" name=\"lang\" value=\"en\">" }
        body += "<div><button type=\"submit\" id=\"pick-recipe\">\(t.t("このレシピで買う", "Buy for this recipe"))</button></div></form>"
        if !visit.newCustomer { body += try await ordersList(visit, limit: 5) }
        return .html(layout(visit, title: t.t("レシピの材料を買う", "Buy a recipe's ingredients"), switchLink: Self.switchLink("/", PageForm(), english: t.isEnglish), body))
    }

    /// A recipe given by the form on `/`: a URL is fetched, text or a file parsed and kept; then the cart.
    func give(_ visit: Visit) async throws -> Answer {
        let form = visit.posted
        var choices = Choices(form)
        if choices.url == nil {
            let text = form["text"] ?? form["file"]
            guard let text else {
                throw KaimonoError(.badInput, code: "no_recipe_given", message: visit.text.t(
                    "レシピのURL、本文、ファイルのどれかをください", "give a recipe: a URL, pasted text or a file"))
            }
            let bytes = Array(text.utf8)
            var found = (try? kaimono.parse(bytes, source: "pasted")) ?? []
            if found.allSatisfy({ $0.ingredients.isEmpty }) {
                // Plain ingredient lines, one a line.
                let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
                // A page (markup) without a recipe is not a list of lines.
                let markup = text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<")
                found = lines.isEmpty || markup ? [] : [CartRequest.recipe(lines: lines, source: "pasted")]
            }
            found = found.filter { !$0.ingredients.isEmpty }
            guard !found.isEmpty else {
                throw KaimonoError(.unprocessable, code: "no_recipe", message: "no ingredient list found in what was given")
            }
            choices.recipe = await recipes.keep(found, text: bytes)
        } else if let url = choices.url, !KaimonoParsing.isURL(url) {
            throw KaimonoError(.badInput, code: "invalid_url", message: "\(url): give an absolute http:// or https:// URL")
        }
        return .redirect(choices.link())
    }

    // MARK: The cart

    func cartPage(_ visit: Visit, form: PageForm) async throws -> Answer {
        let t = visit.text
        var choices = Choices(form)
        let (cart, recipes) = try await buildCart(choices)
        choices.pickupDate = cart.pickupDate.description
        choices.station = cart.station.id
        let title = recipes.map { $0.title ?? $0.source }.joined(separator: " · ")
        var body = "<h1 id=\"recipe-title\">\(esc(title))</h1>"
        if let url = choices.url { body += "<p class=\"muted\">\(t.t("出典", "From")): <a href=\"\(esc(url))\" rel=\"noreferrer\">\(esc(url))</a></p>" }

        // Pickers: GET /buy with the same recipe; the script submits on change, the button is for no script.
        body += "<form class=\"pickers\" method=\"get\" action=\"/buy\" id=\"pickers\">"
        body += choices.hiddenFields(except: ["pickupDate", "station", "servings", "pantry", "optional", "substitute"])
        body += stationSelect(t, selected: cart.station.id, autosubmit: true)
        body += dateSelect(t, stationId: cart.station.id, selected: cart.pickupDate, autosubmit: true)
        let servings = choices.servings ?? cart.recipes.first?.servings.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? ""
        body += "<label>\(t.t("人数", "Servings"))<input type=\"number\" name=\"servings\" min=\"1\" max=\"1000\" step=\"1\" value=\"\(esc(servings))\"></label>"
        body += "<label class=\"check\"><input type=\"checkbox\" name=\"pantry\" value=\"1\" data-autosubmit\(choices.pantry ? " checked" : "")>\(t.t("家にある調味料も買う", "Also buy pantry staples"))</label>"
        body += "<label class=\"check\"><input type=\"checkbox\" name=\"optional\" value=\"1\" data-autosubmit\(choices.optional ? " checked" : "")>\(t.t("「お好みで」の材料も買う", "Also buy optional ingredients"))</label>"
        body += "<label class=\"check\"><input type=\"checkbox\" name=\"substitute\" value=\"1\" data-autosubmit\(choices.substitute ? " checked" : "")>\(t.t("届かない品は代わりの品で", "Replace what cannot come"))</label>"
        body += "<div><button type=\"submit\" class=\"js-hide\">\(t.t("更新", "Update"))</button></div></form>"

        if let deadline = cart.orderDeadline {
            body += "<p>\(t.t("いちばん早い注文締切", "First order deadline")): <strong>\(esc(t.time(deadline)))</strong></p>"
        }
        let missingProducts = cart.unavailable.contains { $0.productId != nil }
        if missingProducts {
            if let complete = cart.nextCompleteDate, complete != cart.pickupDate {
                body += "<p class=\"banner\" id=\"next-complete\">\(t.t("全部そろういちばん近い受取日", "The nearest pickup date when everything can come")): <strong>\(esc(t.day(complete)))</strong> — <a class=\"move-date\" href=\"\(esc(choices.link(["pickupDate": complete.description])))\">\(t.t("受取日を\(t.day(complete))にする", "Move my pickup to \(t.day(complete))"))</a></p>"
            } else if cart.nextCompleteDate == nil {
                body += "<p class=\"banner warn\" id=\"next-complete\">\(t.t("カレンダーの範囲に、全部そろう日はありません。", "No date within the calendar brings everything."))</p>"
            }
        }

        for order in cart.orders {
            body += "<section class=\"shop\" data-shop=\"\(esc(order.shopId))\"><h2>\(esc(order.shopName))<span class=\"deadline\">\(t.t("注文締切", "Order by")) \(esc(t.time(order.deadline)))</span></h2><div class=\"tiles\">"
            for item in order.items { body += tile(item, cart: cart, choices: choices, t) }
            body += "</div><p class=\"muted\">\(t.t("小計", "Subtotal")) \(PageText.yen(order.subtotal))</p></section>"
        }

        let missing = cart.unavailable.filter { $0.productId != nil }
        if !missing.isEmpty {
            body += "<section class=\"shop\" id=\"unavailable\"><h2>\(t.t("この日に届かないもの", "Cannot come on this date"))</h2><div class=\"tiles\">"
            for item in missing { body += unavailableTile(item, cart: cart, choices: choices, t) }
            body += "</div></section>"
        }
        let unmatched = cart.unavailable.filter { $0.productId == nil }
        if !unmatched.isEmpty {
            body += "<section id=\"unmatched\"><h2>\(t.t("見つからなかった材料", "Not found in the catalog"))</h2><ul>"
            for item in unmatched {
                body += "<li>\(esc(item.ingredient))"
                if let alternative = item.alternative {
                    body += " — \(t.t("近い品（買いません）", "nearest, not bought")): \(esc(alternative.name))"
                    if let note = alternative.note { body += " (\(esc(note)))" }
                    body += " <a class=\"take-substitute\" href=\"\(esc(choices.link(takes: [alternative.productId])))\">\(t.t("この品を使う", "Use it"))</a>"
                } else if let none = item.noAlternative {
                    body += " — <span class=\"no-alternative\">\(esc(t.t("代わりになる品もありません", none)))</span>"
                }
                body += "</li>"
            }
            body += "</ul></section>"
        }
        if !cart.pantry.isEmpty {
            body += "<section id=\"pantry\"><h2>\(t.t("家にあるはずのもの（買いません）", "Pantry staples (not bought)"))</h2><p>\(cart.pantry.map(esc).joined(separator: "、"))</p>"
            body += "<p><a href=\"\(esc(choices.link(["pantry": "1"])))\">\(t.t("これも買う", "Buy these too"))</a></p></section>"
        }
        let optional = cart.skipped.filter { $0.reason == .optional }
        if !optional.isEmpty {
            body += "<section id=\"optional\"><h2>\(t.t("お好みで（買いません）", "Optional (not bought)"))</h2><p>\(optional.map { esc($0.ingredient) }.joined(separator: "、"))</p>"
            body += "<p><a href=\"\(esc(choices.link(["optional": "1"])))\">\(t.t("これも買う", "Buy these too"))</a></p></section>"
        }
        let notBought = cart.skipped.filter { $0.reason != .optional }
        if !notBought.isEmpty {
            body += "<section id=\"skipped\"><h2>\(t.t("買わないもの", "Not bought"))</h2><ul>"
            for line in notBought {
                let why = line.reason == .madeInRecipe
                    ? t.t("レシピの中で作るもの", "made in the recipe")
                    : t.t("読めない言語", "a language Kaimono does not read") + " (\(line.language ?? "?"))"
                body += "<li>\(esc(line.ingredient)) — \(esc(why))</li>"
            }
            body += "</ul></section>"
        }

        body += "<p class=\"totals\" id=\"total\">\(t.t("合計", "Total")) \(PageText.yen(cart.total)) <span class=\"muted\">（\(cart.orders.count) \(t.t("店舗", cart.orders.count == 1 ? "shop" : "shops"))）</span></p>"
        if !cart.orders.isEmpty {
            // One key per rendered cart: a second submission of this form (a double click, a resend) replays.
            let key = "page-" + Self.randomHex(12)
            body += "<form class=\"order-box\" method=\"post\" action=\"/buy/order\" id=\"order-form\">"
            body += choices.hiddenFields() + "<input type=\"hidden\" name=\"key\" value=\"\(key)\">"
            body += "<button type=\"submit\" id=\"order-button\" data-busy-text=\"\(t.t("注文しています…", "Ordering…"))\">\(t.t("注文する", "Order")) \(PageText.yen(cart.total))</button>"
            body += "<p class=\"muted\">\(t.t("価格と在庫は注文のときにお店のカタログで確かめます。", "Prices and stock are checked against the shops' catalog when you order."))</p></form>"
        }
        return .html(layout(visit, title: title, switchLink: Self.switchLink("/buy", form, english: t.isEnglish), body))
    }

    func labels(_ codes: [String], _ t: PageText) -> String {
        guard !codes.isEmpty else { return "" }
        return "<p class=\"labels\">" + codes.map { "<span class=\"label-\(esc($0))\">\(esc(t.label($0)))</span>" }.joined() + "</p>"
    }

    func pack(_ productId: String, _ t: PageText) -> String {
        guard let pack = kaimono.catalog.product(id: productId)?.pack else { return "" }
        let value = pack.value == pack.value.rounded() ? String(Int(pack.value)) : String(pack.value)
        switch pack.unit {
        case .g: return value + " g"
        case .ml: return value + " ml"
        case .piece: return t.t(value + "個", value + (pack.value == 1 ? " piece" : " pieces"))
        }
    }

    func tile(_ item: CartItem, cart: Cart, choices: Choices, _ t: PageText) -> String {
        var out = "<article class=\"tile\" data-product=\"\(esc(item.productId))\"><h3>\(esc(item.name))</h3>"
        out += labels(item.labels, t)
        out += "<p class=\"price\">\(item.packs) × \(PageText.yen(item.unitPrice)) = \(PageText.yen(item.subtotal))</p>"
        out += "<p class=\"muted\">\(t.t("1パック", "Pack")) \(esc(pack(item.productId, t)))</p>"
        out += "<ul class=\"covers\">" + item.forLines.map { "<li>\(esc($0))</li>" }.joined() + "</ul>"
        if let note = Self.checkAmount(item) {
            out += "<p class=\"check-amount\" role=\"note\"><strong>\(t.t("分量を確かめてください", "Check the amount"))</strong>: \(esc(note))</p>"
        }
        let options = kaimono.swapOptions(for: item, in: cart)
        if !options.isEmpty {
            out += "<div class=\"swaps\">\(t.t("ほかの候補に替える", "Swap for")):<ul>"
            for option in options {
                let link = choices.link(swaps: [(item.productId, option.productId)])
                out += "<li><a class=\"swap\" data-to=\"\(esc(option.productId))\" href=\"\(esc(link))\">\(esc(option.name))</a> \(PageText.yen(option.unitPrice))</li>"
            }
            out += "</ul></div>"
        }
        out += cookLink(item.productId, choices: choices, t)
        return out + "</article>"
    }

    /// The item's `checkAmount` note (an amount the shopper should confirm, issue 12), read from its JSON so
    /// the page shows it whenever the cart carries it.
    static func checkAmount(_ item: CartItem) -> String? {
        guard let data = try? JSONEncoder().encode(item),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return (object["checkAmount"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    }

    func cookLink(_ productId: String, choices: Choices, _ t: PageText) -> String {
        var pairs: [(String, String)] = []
        if let date = choices.pickupDate { pairs.append(("pickupDate", date)) }
        if let station = choices.station { pairs.append(("station", station)) }
        if t.isEnglish { pairs.append(("lang", "en")) }
        let link = "/products/\(formEncode(productId))?" + queryString(pairs)
        return "<p><a class=\"cook\" href=\"\(esc(link))\">\(t.t("これで何が作れる？", "What can I cook with this?"))</a></p>"
    }

    func unavailableTile(_ item: UnavailableItem, cart: Cart, choices: Choices, _ t: PageText) -> String {
        let product = item.productId.flatMap { kaimono.catalog.product(id: $0) }
        var out = "<article class=\"tile unavailable\" data-product=\"\(esc(item.productId ?? ""))\" data-reason=\"\(item.reason.rawValue)\">"
        out += "<h3>\(esc(item.productName ?? item.ingredient))</h3>"
        if let product {
            out += labels(product.labels, t)
            if product.hasPrice { out += "<p class=\"price\">\(PageText.yen(product.price))</p>" }
        }
        out += "<ul class=\"covers\"><li>\(esc(item.ingredient))</li></ul>"
        out += "<div class=\"overlay\" role=\"note\">"
        switch item.reason {
        case .soldOut: out += "<strong>\(t.t("売り切れ", "Sold out"))</strong>"
        case .notDeliveredOnDate: out += "<strong>\(t.t("この日はお届けできません", "Not delivered that day"))</strong>"
        case .deadlinePassed: out += "<strong>\(t.t("注文締切を過ぎました", "Order deadline passed"))</strong>"
        case .unmatched: out += "<strong>\(t.t("見つかりません", "Not found"))</strong>"
        case .noPrice: out += "<strong>\(t.t("価格未定のため注文できません", "No price yet: cannot be ordered"))</strong>"
        }
        if let next = item.nextDeliverableDate {
            out += "<span>\(t.t("直近でお届けできる日", "Next date it can come")): \(esc(t.day(next)))</span>"
            out += "<a class=\"button move-date\" href=\"\(esc(choices.link(["pickupDate": next.description])))\">\(t.t("受取日を\(t.day(next))にする", "Move my pickup to \(t.day(next))"))</a>"
        }
        if let alternative = item.alternative, alternative.substitute {
            // (A substitute differs from what the line asks: shown with what differs, never put in the cart.)
            out += "<span class=\"substitute\">\(t.t("近い品（買いません）", "Nearest (not bought)")): \(esc(alternative.name)) \(PageText.yen(alternative.subtotal))"
            if let note = alternative.note { out += " — \(esc(note))" }
            out += "</span>"
            out += "<a class=\"take-substitute\" href=\"\(esc(choices.link(takes: [alternative.productId])))\">\(t.t("この品を使う", "Use it"))</a>"
        } else if let alternative = item.alternative {
            out += "<span>\(t.t("代わりに", "Instead")): \(esc(alternative.name)) \(PageText.yen(alternative.subtotal))</span>"
            out += "<a class=\"use-alternative\" href=\"\(esc(choices.link(["substitute": "1"])))\">\(t.t("代わりの品を使う", "Use the alternatives"))</a>"
        } else if let none = item.noAlternative {
            out += "<span class=\"no-alternative\">\(esc(t.t("この日に届く別のサイズや形の品はありません", none)))</span>"
        }
        return out + "</div></article>"
    }

    // MARK: Ordering

    func order(_ visit: Visit) async throws -> Answer {
        let t = visit.text
        // An order needs the customer the browser already has: a form posted from elsewhere carries no cookie.
        guard !visit.newCustomer else {
            throw KaimonoError(.badInput, code: "no_customer", message: t.t(
                "注文はカートのページから行ってください（Cookie が必要です）", "order from the cart page (a cookie is needed)"))
        }
        let form = visit.posted
        guard let key = form["key"] else {
            throw KaimonoError(.badInput, code: "bad_key", message: "the order form has no key; reload the cart and order again")
        }
        let choices = Choices(form)
        let (cart, _) = try await buildCart(choices)
        let summary = try await kaimono.submitOrder(cart, idempotencyKey: key, customerId: visit.customerId)
        var body = "<h1 id=\"order-done\">\(summary.replayed ? t.t("このご注文は受付済みです", "This order was already placed") : t.t("ご注文を受け付けました", "Your order is placed"))</h1>"
        body += "<p>\(t.t("注文番号", "Order")) <code id=\"order-id\">\(esc(summary.id))</code> · \(t.t("受取日", "Pickup")) \(esc(t.day(summary.pickupDate)))</p>"
        body += orderTable(summary, t)
        body += "<p><a href=\"/orders\(t.isEnglish ? "?lang=en" : "")\">\(t.t("最近の注文", "Recent orders"))</a></p>"
        return .html(layout(visit, title: t.t("ご注文", "Your order"), switchLink: t.isEnglish ? "/orders" : "/orders?lang=en", body), status: summary.replayed ? .ok : .created)
    }

    func orderTable(_ summary: OrderSummary, _ t: PageText) -> String {
        var out = ""
        for order in summary.orders {
            out += "<section class=\"shop\"><h2>\(esc(order.shopName))<span class=\"deadline\">\(t.t("注文締切", "Order by")) \(esc(t.time(order.deadline))) · \(esc(order.status))</span></h2><table><tbody>"
            for item in order.items {
                out += "<tr><td>\(esc(item.name))</td><td>\(item.packs) × \(PageText.yen(item.unitPrice))</td><td>\(PageText.yen(item.subtotal))</td></tr>"
            }
            out += "</tbody></table><p class=\"muted\">\(t.t("小計", "Subtotal")) \(PageText.yen(order.subtotal))</p></section>"
        }
        return out + "<p class=\"totals\">\(t.t("合計", "Total")) \(PageText.yen(summary.total))</p>"
    }

    func ordersList(_ visit: Visit, limit: Int) async throws -> String {
        let t = visit.text
        let page = try await kaimono.orders(customerId: visit.customerId, limit: limit)
        var out = "<section id=\"recent-orders\"><h2>\(t.t("最近の注文", "Recent orders"))</h2>"
        if page.orders.isEmpty { return out + "<p class=\"muted\">\(t.t("まだ注文はありません。", "No orders yet."))</p></section>" }
        out += "<table><thead><tr><th>\(t.t("注文番号", "Order"))</th><th>\(t.t("受取日", "Pickup"))</th><th>\(t.t("状態", "Status"))</th><th>\(t.t("合計", "Total"))</th></tr></thead><tbody>"
        for summary in page.orders {
            out += "<tr class=\"order-row\"><td><code>\(esc(summary.id))</code></td><td>\(esc(t.day(summary.pickupDate)))</td><td>\(esc(summary.status))</td><td>\(PageText.yen(summary.total))</td></tr>"
        }
        return out + "</tbody></table></section>"
    }

    func recentOrders(_ visit: Visit) async throws -> Answer {
        let t = visit.text
        let body = "<h1>\(t.t("最近の注文", "Recent orders"))</h1>" + (try await ordersList(visit, limit: 20))
        return .html(layout(visit, title: t.t("最近の注文", "Recent orders"), switchLink: t.isEnglish ? "/orders" : "/orders?lang=en", body))
    }

    // MARK: From a product to recipes

    func productPage(_ visit: Visit, id: String, form: PageForm) async throws -> Answer {
        let t = visit.text
        let result = try await kaimono.suggest(productId: id, pickupDate: form["pickupDate"], stationId: form["station"], limit: 10)
        var body = "<h1 id=\"product-title\">\(t.t("「\(esc(result.productName))」で作れるもの", "What to cook with \(esc(result.productName))"))</h1>"
        body += "<p class=\"muted\">\(t.t("受取日", "Pickup")) \(esc(result.pickupDate)) · \(t.t("材料がその日にそろう順", "ranked for what can come that day"))</p>"
        if result.suggestions.isEmpty { body += "<p>\(t.t("このお品を使うレシピは見つかりませんでした。", "No recipe uses this product."))</p>" }
        body += "<ol class=\"recipes\" id=\"suggestions\">"
        for suggestion in result.suggestions {
            let title = suggestion.title ?? suggestion.recipeId
            var line = "<li>"
            if Kaimono.bundledRecipe(id: suggestion.recipeId) != nil {
                var pairs = [("recipe", suggestion.recipeId), ("pickupDate", result.pickupDate), ("station", result.stationId)]
                if t.isEnglish { pairs.append(("lang", "en")) }
                line += "<a class=\"suggestion\" href=\"/buy?\(esc(queryString(pairs)))\">\(esc(title))</a>"
            } else {
                line += esc(title)
            }
            line += " <span class=\"muted\">\(esc(suggestion.reasons.joined(separator: "; ")))</span></li>"
            body += line
        }
        body += "</ol>"
        return .html(layout(visit, title: result.productName, switchLink: Self.switchLink("/products/\(formEncode(id))", form, english: t.isEnglish), body))
    }
}
