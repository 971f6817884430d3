"""Browser scenarios of the buy-this-recipe page (run by scripts/check-page against a running server).

Each scenario prints one line; the run ends with "N passed, N failed" and exits non-zero on a failure.
"""
import json
import os
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

BASE = sys.argv[1]
SCREENSHOTS = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--lang=ja", "--no-first-run", "--disable-extensions"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


def wait(driver, condition, seconds=20):
    return WebDriverWait(driver, seconds).until(condition)


def loaded(driver, css):
    return wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, css))


def api(path):
    with urllib.request.urlopen(BASE + path, timeout=30) as response:
        return json.load(response)


results = []


def scenario(name):
    def run(function):
        started = time.monotonic()
        try:
            function()
            results.append((name, None))
            print(f"ok   {name} ({time.monotonic() - started:.1f} s)")
        except Exception as error:  # a failed check or a browser error: report and go on
            results.append((name, error))
            print(f"FAIL {name}: {type(error).__name__}: {error}")
        return function
    return run


driver = browser(1280, 900)
state = {}


@scenario("load a bundled recipe")
def load_bundled():
    driver.get(BASE + "/")
    Select(driver.find_element(By.ID, "bundled-recipe")).select_by_value("carbonara")
    driver.find_element(By.ID, "pick-recipe").click()
    loaded(driver, "#recipe-title")
    tiles = driver.find_elements(By.CSS_SELECTOR, ".tile[data-product]")
    assert len(tiles) >= 3, f"only {len(tiles)} tiles"
    assert "¥" in driver.find_element(By.ID, "total").text
    state["cart"] = driver.current_url


@scenario("change the date to one where a product cannot come, see the overlay, move the pickup")
def overlay():
    driver.get(state["cart"])
    # First the nearest date on which everything comes: no overlay for a delivery day.
    banner = driver.find_elements(By.CSS_SELECTOR, "#next-complete a.move-date")
    assert banner, "no nearest-complete-date banner for carbonara on the first date"
    complete_date = banner[0].get_attribute("href").split("pickupDate=")[1].split("&")[0]
    first_date = Select(driver.find_element(By.ID, "pickup-date")).first_selected_option.get_attribute("value")
    banner[0].click()
    wait(driver, lambda d: Select(d.find_element(By.ID, "pickup-date")).first_selected_option.get_attribute("value") == complete_date)
    assert not driver.find_elements(By.CSS_SELECTOR, '.tile[data-reason="not_delivered_on_date"]'), "overlay on a complete date"
    # Now change the picker back: the script submits, and the overlay shows with the next date.
    Select(driver.find_element(By.ID, "pickup-date")).select_by_value(first_date)
    overlays = loaded(driver, '.tile[data-reason="not_delivered_on_date"] .overlay')
    assert "お届けできません" in overlays[0].text, overlays[0].text
    move = overlays[0].find_element(By.CSS_SELECTOR, "a.move-date")
    move.click()
    wait(driver, lambda d: Select(d.find_element(By.ID, "pickup-date")).first_selected_option.get_attribute("value") != first_date)
    state["cart"] = driver.current_url


@scenario("swap a product")
def swap():
    driver.get(state["cart"])
    links = driver.find_elements(By.CSS_SELECTOR, ".tile a.swap")
    assert links, "no swap candidates on any tile"
    target = links[0].get_attribute("data-to")
    links[0].click()
    loaded(driver, f'.tile[data-product="{target}"]')
    assert "swap=" in driver.current_url
    state["cart"] = driver.current_url


@scenario("double-click order makes exactly one order")
def order_once():
    driver.get(state["cart"])
    button = loaded(driver, "#order-button")[0]
    ActionChains(driver).double_click(button).perform()
    loaded(driver, "#order-done")
    customer = driver.get_cookie("kaimono_customer")["value"]
    orders = api(f"/v1/orders?customer={customer}")["orders"]
    assert len(orders) == 1, f"{len(orders)} orders for {customer}"
    driver.get(BASE + "/orders")
    rows = driver.find_elements(By.CSS_SELECTOR, "tr.order-row")
    assert len(rows) == 1, f"{len(rows)} recent orders listed"


@scenario("from a product to recipes")
def product_to_recipes():
    driver.get(state["cart"])
    driver.find_elements(By.CSS_SELECTOR, ".tile a.cook")[0].click()
    suggestions = loaded(driver, "#suggestions a.suggestion")
    suggestions[0].click()
    loaded(driver, "#recipe-title")


@scenario("English page")
def english():
    driver.get(state["cart"] + "&lang=en")
    assert driver.find_element(By.CSS_SELECTOR, "html").get_attribute("lang") == "en"
    assert "Order" in driver.find_element(By.ID, "order-button").text


if SCREENSHOTS:
    @scenario("screenshots (desktop and phone width)")
    def screenshots():
        cart = BASE + "/buy?recipe=buta-shogayaki&pickupDate=2026-11-24&station=st-shibuya"
        for name, width in (("desktop", 1280), ("phone", 390)):
            shot = browser(width, 900)
            try:
                shot.get(cart)
                loaded(shot, "#recipe-title")
                height = min(shot.execute_script("return document.documentElement.scrollHeight") + 160, 2800)
                shot.set_window_size(width, height)
                time.sleep(0.3)
                path = os.path.join(SCREENSHOTS, f"page-{name}.png")
                shot.save_screenshot(path)
                print(f"     wrote {path}")
            finally:
                shot.quit()

driver.quit()
failed = sum(1 for _, error in results if error)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
