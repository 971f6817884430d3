/// The page's stylesheet and script, served by Kaimono itself (no CDN, no build step).
enum PageAssets {
    static let css = """
        :root { --ink: #1b1b1b; --muted: #4a4a4a; --line: #c9c9c9; --paper: #ffffff; --tint: #f4f1ea;
          --go: #0b5d1e; --warn: #8a1c00; --new: #b00020; --limited: #6b3f00; --focus: #1849a9; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font-family: system-ui, "Noto Sans CJK JP", "Hiragino Sans", sans-serif; color: var(--ink);
          background: var(--paper); line-height: 1.55; font-size: 16px; }
        a { color: var(--focus); }
        a:focus, button:focus, select:focus, input:focus, textarea:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
        header.top { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: space-between;
          padding: .6rem 1rem; background: var(--go); color: #fff; }
        header.top a { color: #fff; }
        .brand { font-weight: 700; font-size: 1.15rem; text-decoration: none; }
        header nav a { margin-left: .8rem; }
        main { max-width: 70rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.45rem; margin: .4rem 0 .8rem; }
        h2 { font-size: 1.15rem; margin: 1.4rem 0 .5rem; }
        .muted { color: var(--muted); }
        form.pickers, form.give { display: grid; gap: .7rem; background: var(--tint); padding: .8rem; border-radius: .5rem; }
        form.pickers { grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); align-items: end; }
        label { display: grid; gap: .2rem; font-weight: 600; }
        label.check { display: flex; gap: .4rem; align-items: center; font-weight: 400; }
        input, select, textarea, button { font: inherit; }
        input[type=url], input[type=number], select, textarea { width: 100%; padding: .45rem; border: 1px solid #767676;
          border-radius: .3rem; background: #fff; color: var(--ink); }
        textarea { min-height: 7rem; }
        button, .button { display: inline-block; padding: .6rem 1.1rem; border: 0; border-radius: .4rem; background: var(--go);
          color: #fff; font-weight: 700; cursor: pointer; text-decoration: none; }
        button[disabled] { background: #6d6d6d; cursor: progress; }
        .banner { border-left: .4rem solid var(--go); background: #e7f3ea; padding: .6rem .8rem; margin: 1rem 0; }
        .banner.warn { border-color: var(--warn); background: #fbe9e4; }
        .shop { border-top: 2px solid var(--line); margin-top: 1rem; }
        .shop h2 { display: flex; flex-wrap: wrap; gap: .3rem 1rem; align-items: baseline; }
        .deadline { font-size: .95rem; font-weight: 400; color: var(--muted); }
        .tiles { display: grid; gap: .8rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
        .tile { position: relative; border: 1px solid var(--line); border-radius: .5rem; padding: .7rem; background: #fff;
          display: grid; gap: .3rem; align-content: start; }
        .tile h3 { font-size: 1rem; margin: 0; }
        .tile p { margin: 0; }
        .price { font-weight: 700; font-size: 1.05rem; }
        .labels span { display: inline-block; font-size: .8rem; font-weight: 700; color: #fff; padding: .05rem .4rem;
          border-radius: .25rem; margin-right: .3rem; }
        .label-new { background: var(--new); }
        .label-limited { background: var(--limited); }
        .covers { font-size: .9rem; color: var(--muted); margin: 0; padding-left: 1.1rem; }
        .swaps { font-size: .9rem; }
        .check-amount { border-left: .3rem solid var(--warn); background: #fbe9e4; padding: .3rem .5rem; font-size: .9rem; }
        .swaps ul { margin: .2rem 0 0; padding-left: 1.1rem; }
        .tile.unavailable { background: #f2f2f2; }
        .overlay { margin: .4rem -.7rem -.7rem; border-radius: 0 0 .5rem .5rem; background: #262626; color: #fff;
          display: grid; gap: .4rem; padding: .7rem; text-align: center; }
        .overlay strong { font-size: 1.1rem; }
        .overlay a { color: #fff; font-weight: 700; }
        .overlay .button { background: #fff; color: var(--ink); }
        .totals { font-size: 1.2rem; font-weight: 700; margin: 1.2rem 0 .6rem; }
        .order-box { background: var(--tint); padding: .8rem; border-radius: .5rem; margin: 1rem 0; }
        table { border-collapse: collapse; width: 100%; }
        td, th { border-bottom: 1px solid var(--line); padding: .35rem .3rem; text-align: left; vertical-align: top; }
        .recipes li { margin: .2rem 0; }
        .error { border-left: .4rem solid var(--warn); background: #fbe9e4; padding: .6rem .8rem; }
        @media (max-width: 30rem) { main { padding: .6rem; } h1 { font-size: 1.25rem; } .tiles { grid-template-columns: 1fr; } }
        """

    static let javascript = """
        // Kaimono's page script: pickers submit on change; the order button is disabled while its request is in
        // flight. Everything works without it; the Idempotency-Key in the form makes a repeat submission replay.
        (function () {
          "use strict";
          document.querySelectorAll("[data-autosubmit]").forEach(function (field) {
            field.addEventListener("change", function () { field.form.submit(); });
          });
          document.querySelectorAll(".js-hide").forEach(function (element) { element.hidden = true; });
          var form = document.getElementById("order-form");
          if (!form) { return; }
          form.addEventListener("submit", function (event) {
            if (form.dataset.busy === "1") { event.preventDefault(); return; }
            form.dataset.busy = "1";
            var button = form.querySelector("button[type=submit]");
            if (button) {
              button.disabled = true;
              button.setAttribute("aria-busy", "true");
              button.textContent = button.getAttribute("data-busy-text") || "…";
            }
          });
        })();
        """
}
