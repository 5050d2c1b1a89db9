#!/usr/bin/env python3
"""Tessera's pages in a real browser: headless Chromium driven by Selenium.

    python3 Tests/Browser/browser_test.py                      # the debug `tessera` of `swift build`
    python3 Tests/Browser/browser_test.py --tessera PATH/tessera --show

It makes a small sample database, starts `tessera serve` on it on a free loopback port, and walks
the Direct application as a person would: the entity list, a query list sorted, searched and paged,
a row inspected, a to-one link followed, a form sent with a mistake and then corrected, the change
found in the list, and a row created and deleted. After every page it checks the HTTP status (an
error page fails the step), that the stylesheets loaded, and that the browser's console has no
error. A failure names its step and URL, and leaves a screenshot, the page's HTML and the server's
log in the artifacts folder it prints.

The look suites (`look-basic`, `look-fiori`) show every kind of page — sign-in, entity list, list,
sorted and filtered list, a list counted by value (facets), inspect, a form with mistakes, a
conflict, a delete confirmation and one stopped by the rows that refer to the row, an error page, the bar's person
menu open, the password page and a refused one — in both palettes at 1400
and 390 CSS pixels, keep a screenshot
of each in the artifacts' `looks/` folder, and fail on what can be measured of a broken layout:
the page wider than the window, a header cell not above its column, an element past the window's
edge, two things in a row drawn over each other.

The `axe` suite runs axe-core (Deque's accessibility engine, the axe.min.js that
requirements-axe.txt pins) on every kind of page — sign-in and a refused one, the start page,
lists plain, sorted, filtered, searched and counted by value, rows, a form with mistakes, a
conflict, a new row's form, delete and bulk confirmations, the history, the application's and the
server's error pages, the person menu open, the password page and a refused one — in both looks, then on the gallery's index, its live screens and some
component pages; each in both palettes at 1400 and 390 CSS pixels. A page with any violation
fails its step, listing each one: the rule, its impact, the elements (CSS selectors) and what axe
says of them, the address, and the look, palette and width; the suite goes on to the next page,
and writes every violation to `axe-violations.json` in the artifacts. Rules axe should not run
are in AXE_RULES_OFF, each with why axe is wrong there.

The round-trip suites press Save, touching nothing, on the form of a row of each table — of the
sample store, and of the real-shaped fixtures of Tests/Fixtures/RealSchemas (two rows each, on
PostgreSQL when TESSERA_POSTGRES_URL is set and psql and pg_dump are installed, else skipped) —
and fail unless each says "Nothing to save" and the database's dump is the same after; then undo
a change, that undo, and a deletion from the history.

It needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them) and Selenium, which it
installs itself into a virtual environment (`.build/browser-test-venv`, or $BROWSER_TEST_VENV) from
`requirements.txt` beside it (and axe-core from `requirements-axe.txt`), and runs itself in that.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
REQUIREMENTS = HERE / "requirements.txt"
# Installed without their dependencies: axe-core's JavaScript, from a package that also names a
# Playwright the test never uses.
REQUIREMENTS_WITHOUT_DEPENDENCIES = HERE / "requirements-axe.txt"

# How long any one wait may take: a page to load, an element to appear, the server to start.
TIMEOUT = 15


# --- Selenium, in a virtual environment of our own -----------------------------------------------


def virtual_environment() -> Path:
    return Path(os.environ.get("BROWSER_TEST_VENV") or REPOSITORY / ".build" / "browser-test-venv").absolute()


def rerun_in_virtual_environment() -> None:
    """Makes the virtual environment when it is missing, broken or has other requirements, then
    replaces this process with the same script run by its Python."""
    venv = virtual_environment()
    python = venv / "bin" / "python"
    stamp = venv / "installed-requirements.txt"
    wanted = REQUIREMENTS.read_text() + REQUIREMENTS_WITHOUT_DEPENDENCIES.read_text()

    def usable() -> bool:
        return python.exists() and subprocess.run(
            [python, "-m", "pip", "--version"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0

    if not usable():
        # --clear: a folder left by a failed attempt (Debian without python3-venv leaves one
        # without pip) is made again, not reused.
        made = subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)])
        if made.returncode != 0 or not usable():
            sys.exit(f"browser test: cannot make a virtual environment at {venv} with {sys.executable}; "
                     "on Debian, install python3-venv (apt-get install python3-venv)")
    if not stamp.exists() or stamp.read_text() != wanted:
        installed = subprocess.run(
            [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", str(REQUIREMENTS)])
        if installed.returncode != 0:
            sys.exit(f"browser test: pip could not install {REQUIREMENTS} into {venv}")
        installed = subprocess.run(
            [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
             "-r", str(REQUIREMENTS_WITHOUT_DEPENDENCIES)])
        if installed.returncode != 0:
            sys.exit(f"browser test: pip could not install {REQUIREMENTS_WITHOUT_DEPENDENCIES} into {venv}")
        stamp.write_text(wanted)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


def in_virtual_environment() -> bool:
    return Path(sys.prefix).resolve() == virtual_environment().resolve()


if __name__ == "__main__" and not in_virtual_environment() and "--no-venv" not in sys.argv:
    rerun_in_virtual_environment()

from selenium import webdriver  # noqa: E402 (imported once the virtual environment is in place)
from selenium.common.exceptions import TimeoutException, WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402
from selenium.webdriver.remote.webelement import WebElement  # noqa: E402
from selenium.webdriver.support import expected_conditions  # noqa: E402


def replaced(page: WebElement):
    """A wait condition: `page` (a page's html element) belongs to a document no longer shown.

    Selenium's staleness_of expects the driver's "stale element" error alone; Chromium answers
    "Node with given id does not belong to the document" instead when it asks in the middle of
    the navigation, which is a replaced page all the same."""
    def check(_driver) -> bool:
        try:
            page.is_enabled()
            return False
        except WebDriverException:
            return True
    return check
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


# --- Failures ------------------------------------------------------------------------------------


class StepFailure(Exception):
    """What a step expected and did not find, in words."""


class AxeViolations(StepFailure):
    """What axe-core found wrong on a page the step reached all the same: the suite goes on with
    its next step, so that one run lists the violations of every page."""


def expect(condition, message: str) -> None:
    if not condition:
        raise StepFailure(message)


# --- The server ----------------------------------------------------------------------------------


class Server:
    """A `tessera` command that serves on a loopback port it chose (`--port 0`) and prints the
    address once it listens; its output goes to a log file, shown when a step fails."""

    def __init__(self, arguments: list, log_path: Path):
        self.log_path = log_path
        self.log = open(log_path, "w", buffering=1)
        self.process = subprocess.Popen(
            arguments, stdout=subprocess.PIPE, stderr=self.log, stdin=subprocess.DEVNULL, text=True)
        self.url = self._read_address(arguments)
        self._wait_until_it_answers()

    def _read_address(self, arguments: list) -> str:
        found = {}

        def read():
            for line in self.process.stdout:
                self.log.write(line)
                if "url" not in found:
                    match = re.search(r"(http://[^\s/]+/)", line)
                    if match:
                        found["url"] = match.group(1)
                        ready.set()
            ready.set()

        ready = threading.Event()
        # The reader keeps draining the output after the address, so the server never blocks on
        # a full pipe.
        threading.Thread(target=read, daemon=True).start()
        ready.wait(TIMEOUT * 2)
        if "url" not in found:
            self.stop()
            raise RuntimeError(f"{' '.join(map(str, arguments))} printed no address within {TIMEOUT * 2} s "
                               f"(exit status {self.process.returncode}); its log:\n{self.log_tail()}")
        return found["url"].rstrip("/")

    def _wait_until_it_answers(self) -> None:
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=2) as response:
                    if response.status == 200:
                        return
            except urllib.error.HTTPError:
                return  # it answers (a server behind a sign-in page may answer 401)
            except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
                if time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"the server at {self.url} does not answer: {error}; its log:\n{self.log_tail()}")
            time.sleep(0.1)

    def log_tail(self, lines: int = 30) -> str:
        self.log.flush()
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def stop(self) -> None:
        if self.process.poll() is None:
            # Ctrl-C: the server finishes the requests in flight and stops.
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.flush()


# --- The browser ---------------------------------------------------------------------------------


def start_chromium(show: bool, javascript: bool = True) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    if not javascript:
        # A browser with scripts off: every page must work by plain forms and links.
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not show:
        options.add_argument("--headless=new")
    # As root (CI), Chromium refuses to start in its sandbox; /dev/shm is small in containers.
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--window-size=1280,1000")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # The driver's path is given, so Selenium does not try to download one.
    driver_path = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
    try:
        driver = webdriver.Chrome(options=options, service=Service(driver_path))
    except WebDriverException as error:
        raise RuntimeError(f"{options.binary_location} through {driver_path}: {error.msg} "
                           "(on Debian: apt-get install chromium chromium-driver)") from None
    driver.set_page_load_timeout(TIMEOUT)
    return driver


class Browser:
    """The browser with the checks every page gets: each way of reaching a page (`open`,
    `follow`, `back`) waits for the new page and then checks it."""

    def __init__(self, driver: webdriver.Chrome, base_url: str):
        self.driver = driver
        self.base_url = base_url
        self.warnings = []

    # Reaching pages.

    def open(self, path: str, status: int = 200) -> None:
        self.driver.get(self.base_url + path)
        self.check_page(status)

    def follow(self, element: WebElement, status: int = 200) -> None:
        """Clicks a link or a submit button and checks the page it leads to."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        element.click()
        self.wait(replaced(page), "a new page after clicking")
        self.check_page(status)

    def back(self, status: int = 200) -> None:
        page = self.driver.find_element(By.TAG_NAME, "html")
        self.driver.back()
        self.wait(replaced(page), "the previous page after going back")
        self.check_page(status)

    # What every page must be.

    def check_page(self, status: int = 200) -> None:
        self.wait(lambda driver: driver.execute_script("return document.readyState") == "complete", "the page to load")
        url = self.driver.current_url
        expect(url.startswith(self.base_url + "/"), f"the browser is at {url}, not on the server (it could not load the page)")
        # The status of the response that made this document (Navigation Timing level 2).
        actual = self.driver.execute_script(
            "const n = performance.getEntriesByType('navigation')[0]; return n ? n.responseStatus : null")
        expect(actual == status, f"the response's status is {actual}, expected {status} (title: {self.driver.title!r})")
        if status < 400:
            # The server's error page, whatever status it came with: headed by its status's code,
            # titled by the code and the status's name ("404 Not Found").
            heading = self.heading()
            expect(not (re.fullmatch(r"\d{3}", heading) and self.driver.title.startswith(heading + " ")),
                   f"an error page: {self.driver.title!r}: {' '.join(self.find('main').text.split())!r}")
            # …or the application's refusal, in its frame.
            expect(not self.find_all("[data-failure]"), f"a refusal: {self.driver.title!r}: {' '.join(self.find('main').text.split())!r}")
        unloaded = self.driver.execute_script(
            "return [...document.querySelectorAll('link[rel=stylesheet]')].filter(l => !l.sheet).map(l => l.href)")
        expect(not unloaded, f"stylesheets did not load: {unloaded}")
        self.check_console(status)

    def check_console(self, status: int = 200) -> None:
        """Fails on any error in the browser's console since the last check, but the one line a
        browser logs for a page that came with the error status the step expects (a form sent
        back with its mistakes is a 422)."""
        url = self.driver.current_url
        errors = []
        for entry in self.driver.get_log("browser"):
            message = entry.get("message", "")
            if entry.get("level") == "SEVERE":
                expected = status >= 400 and entry.get("source") == "network" and message.startswith(url + " ") \
                    and f"status of {status} " in message
                if not expected:
                    errors.append(message)
            elif entry.get("level") == "WARNING":
                self.warnings.append(f"{url}: {message}")
        expect(not errors, "the browser's console has errors:\n  " + "\n  ".join(errors))

    # Finding things.

    def wait(self, condition, what: str):
        try:
            return WebDriverWait(self.driver, TIMEOUT).until(condition)
        except TimeoutException:
            raise StepFailure(f"waited {TIMEOUT} s for {what}") from None

    def find(self, css: str, within=None) -> WebElement:
        found = (within or self.driver).find_elements(By.CSS_SELECTOR, css)
        expect(found, f"no element {css!r} on the page")
        return found[0]

    def find_all(self, css: str, within=None) -> list:
        return (within or self.driver).find_elements(By.CSS_SELECTOR, css)

    def find_xpath(self, xpath: str, what: str, within=None) -> WebElement:
        found = (within or self.driver).find_elements(By.XPATH, xpath)
        expect(found, f"no {what} on the page")
        return found[0]

    def link(self, text: str, within=None) -> WebElement:
        """The link whose text is `text` (its icons aside)."""
        return self.find_xpath(f".//a[normalize-space()={xpath_string(text)}]", f"link {text!r}", within)

    def button(self, text: str, within=None) -> WebElement:
        # Not a button hidden from people (a form's default Save, first for Enter's sake).
        return self.find_xpath(f".//button[normalize-space()={xpath_string(text)}][not(@aria-hidden='true')]", f"button {text!r}", within)

    def text(self, css: str) -> str:
        found = self.find_all(css)
        return found[0].get_attribute("textContent").strip() if found else ""

    def heading(self) -> str:
        return self.text("h1")

    def query(self) -> dict:
        """The current address's query parameters."""
        return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(self.driver.current_url).query))

    def path(self) -> str:
        return urllib.parse.unquote(urllib.parse.urlsplit(self.driver.current_url).path)

    def type_into(self, field: WebElement, text: str) -> None:
        field.clear()
        field.send_keys(text)


def xpath_string(text: str) -> str:
    if "'" not in text:
        return f"'{text}'"
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


# --- The Direct application's pages --------------------------------------------------------------

# Two words that more than a page of films have, in the sample database at scale 1 (99 of its
# 1,000 have both in their description): typed in capitals, as a search ignores case.
SEARCH = "MAD SCIENTIST"


def has_search_words(text: str) -> bool:
    return all(word in text.lower() for word in SEARCH.lower().split())


class Table:
    """A list page's table of rows, read by its column headers."""

    def __init__(self, browser: Browser):
        self.browser = browser
        self.element = browser.find("main table")
        self.headers = [th.get_attribute("textContent").strip() for th in browser.find_all("thead th", self.element)]
        self.rows = browser.find_all("tbody tr", self.element)

    def column(self, label: str) -> int:
        for index, header in enumerate(self.headers):
            # A sorted column's header ends with its direction's arrow.
            if header == label or header.rstrip(" ↑↓") == label:
                return index
        raise StepFailure(f"no column {label!r} in the table; its columns: {self.headers}")

    def cells(self, label: str) -> list:
        index = self.column(label)
        return [row.find_elements(By.CSS_SELECTOR, ":scope > td")[index].get_attribute("textContent").strip() for row in self.rows]

    def row_links(self) -> list:
        """The address of every row's page, from the Open column."""
        return [self.browser.find("a[aria-label^='Open ']", row).get_attribute("href") for row in self.rows]


def count_on_page(browser: Browser) -> int:
    """The number in the list's count line ("1,000 film rows")."""
    line = browser.text("[data-count]")
    match = re.match(r"(?:about |more than )?([\d,]+) ", line)
    expect(match, f"the count line reads {line!r}")
    return int(match.group(1).replace(",", ""))


def property_value(browser: Browser, label: str) -> WebElement:
    """On an inspect page, the element that shows the property labelled `label`."""
    return browser.find_xpath(
        f"//main//div[contains(concat(' ', @class, ' '), ' t-grid-row ')][*[1][normalize-space()={xpath_string(label)}]]/*[2]",
        f"property {label!r}")


def field(browser: Browser, name: str) -> WebElement:
    return browser.find(f"form [name='{name}']")


def entity_list(browser: Browser, state: dict) -> None:
    browser.open("/")
    expect(browser.heading() == "Tables", f"the heading is {browser.heading()!r}")
    table = Table(browser)
    names = table.cells("Table")
    expect("Film" in names and "Language" in names, f"the tables listed: {names}")
    rows = dict(zip(names, table.cells("Rows")))
    expect(rows["Film"] == "1,000", f"the film table's row count reads {rows['Film']!r}")
    browser.follow(browser.link("Film", table.element))


def query_list(browser: Browser, state: dict) -> None:
    expect(browser.path() == "/e/film", f"the entity list's Film link led to {browser.path()}")
    expect(browser.heading() == "Film", f"the heading is {browser.heading()!r}")
    state["film count"] = count_on_page(browser)
    expect(state["film count"] == 1000, f"the list counts {state['film count']} films")
    table = Table(browser)
    expect(len(table.rows) == 25, f"the first page shows {len(table.rows)} rows, not 25")
    expect(browser.find_all("[aria-label='Pages'] a"), "no links to other pages")


def short_values_on_one_line(browser: Browser, state: dict) -> None:
    """Keys, short links ("Store 1"), booleans and dates never break over lines, however the
    browser shares the width among a list's columns."""
    browser.open("/e/customer")
    table = Table(browser)
    lines_of = """
        const range = document.createRange();
        range.selectNodeContents(arguments[0]);
        // Boxes side by side (an icon and its word) overlap vertically; a new line starts below.
        const boxes = [...range.getClientRects()].filter(r => r.width > 0).sort((a, b) => a.top - b.top);
        let lines = 0, bottom = -Infinity;
        for (const box of boxes) {
            if (box.top >= bottom - 2) { lines += 1; bottom = box.bottom; } else { bottom = Math.max(bottom, box.bottom); }
        }
        return lines;
    """
    for label in ["ID", "Store", "Active", "Create date"]:
        index = table.column(label)
        for row in table.rows[:10]:
            cell = row.find_elements(By.CSS_SELECTOR, ":scope > td")[index]
            lines = browser.driver.execute_script(lines_of, cell)
            expect(lines == 1, f"the {label} cell {cell.get_attribute('textContent').strip()!r} takes {lines} lines")
    browser.open("/e/film")


def sort(browser: Browser, state: dict) -> None:
    browser.follow(browser.find_xpath("//thead//a[normalize-space()='Title']", "Title column's header link"))
    expect(browser.query().get("sort") == "title", f"sorting by title went to {browser.driver.current_url}")
    titles = Table(browser).cells("Title")
    expect(titles == sorted(titles), f"titles are not in ascending order: {titles}")
    header = browser.find_xpath("//thead//a[starts-with(normalize-space(), 'Title')]", "Title column's header link")
    expect(header.text == "Title ↑", f"the sorted column's header reads {header.text!r}")
    # The header again: the other way round.
    browser.follow(header)
    expect(browser.query().get("sort") == "-title", f"sorting by title again went to {browser.driver.current_url}")
    titles = Table(browser).cells("Title")
    expect(titles == sorted(titles, reverse=True), f"titles are not in descending order: {titles}")


def facets(browser: Browser, state: dict) -> None:
    """A suggested column counted by value beside the list; a value narrows the list to its rows
    and back; the facet put away leaves the list as it was."""
    before = browser.driver.current_url
    suggestions = browser.find("[data-suggested-facets]")
    browser.follow(browser.link("Rating", suggestions))
    expect(browser.query().get("facet") == "rating", f"counting by rating went to {browser.driver.current_url}")
    expect(browser.query().get("sort") == "-title", f"the facet lost the order: {browser.driver.current_url}")
    box = browser.find("[data-facet='rating']")
    values = box.find_elements(By.CSS_SELECTOR, "[data-facet-value]")
    expect(len(values) == 5, f"the rating facet shows {len(values)} values, not 5")
    counts = [int(value.text.split()[-1].replace(",", "")) for value in values]
    expect(sum(counts) == state["film count"], f"the rating counts {counts} do not add up to {state['film count']}")
    expect(counts == sorted(counts, reverse=True), f"the rating counts are not the largest first: {counts}")
    browser.follow(values[0])
    expect(count_on_page(browser) == counts[0], f"the value's link shows {count_on_page(browser)} rows, its count said {counts[0]}")
    chosen = browser.find("[data-facet='rating'] [data-facet-value][aria-current='true']")
    browser.follow(chosen)
    expect(count_on_page(browser) == state["film count"], "choosing the value again did not show every row")
    browser.follow(browser.find("[data-facet='rating'] [data-facet-remove]"))
    expect(browser.driver.current_url == before, f"putting the facet away went to {browser.driver.current_url}, not {before}")
    expect(not browser.find_all("[data-facet]"), "the facet is still shown")
    browser.check_console()


def search(browser: Browser, state: dict) -> None:
    form = browser.find("form[role='search']")
    box = browser.find("input[name='q']", form)
    browser.type_into(box, SEARCH)
    browser.follow(browser.button("Search", form))
    query = browser.query()
    expect(query.get("q") == SEARCH, f"the search went to {browser.driver.current_url}")
    expect(query.get("sort") == "-title", f"the search lost the order: {browser.driver.current_url}")
    shown = browser.find("form[role='search'] input[name='q']").get_attribute("value")
    expect(shown == SEARCH, f"the search box shows {shown!r}, not the words searched for")
    found = count_on_page(browser)
    expect(25 < found < state["film count"], f"searching for {SEARCH!r} found {found} of {state['film count']} films")
    table = Table(browser)
    expect(len(table.rows) == 25, f"the first page of results shows {len(table.rows)} rows")
    without = [row.get_attribute("textContent") for row in table.rows if not has_search_words(row.get_attribute("textContent"))]
    expect(not without, f"rows without the words of {SEARCH!r}: {without}")
    titles = table.cells("Title")
    expect(titles == sorted(titles, reverse=True), f"results are not in descending title order: {titles}")
    state["first page"] = table.row_links()
    state["last title"] = titles[-1]


def csv_of_search(browser: Browser, state: dict) -> None:
    """The list's CSV link carries its search and order, and gives every row the search found."""
    link = browser.find("[data-export='csv']")
    href = link.get_attribute("href")
    expect(".csv?" in href and "q=" in href and "sort=-title" in href, f"the CSV link is {href}")
    found = count_on_page(browser)
    text = browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.text()).then(done, e => done('failed: ' + e));", href)
    import csv as csv_module
    import io
    rows = list(csv_module.reader(io.StringIO(text, newline="")))
    expect(rows and rows[0][:2] == ["film_id", "title"], f"the CSV starts {rows[:1]}")
    expect(len(rows) - 1 == found, f"the CSV has {len(rows) - 1} rows, the list found {found}")
    titles = [row[1] for row in rows[1:]]
    expect(titles == sorted(titles, reverse=True), "the CSV is not in the list's order")
    browser.check_console()


def next_page(browser: Browser, state: dict) -> None:
    pages = browser.find("[aria-label='Pages']")
    expect(not pages.find_elements(By.XPATH, ".//a[contains(., 'Previous')]"), "the first page links to a previous one")
    browser.follow(browser.link("Next →", pages))
    query = browser.query()
    expect(query.get("page") and query.get("q") == SEARCH and query.get("sort") == "-title",
           f"the next page's address lost the search or the order: {browser.driver.current_url}")
    table = Table(browser)
    expect(table.rows, "the second page has no rows")
    links = table.row_links()
    repeated = set(links) & set(state["first page"])
    expect(not repeated, f"rows of the first page again on the second: {sorted(repeated)}")
    titles = table.cells("Title")
    expect(titles == sorted(titles, reverse=True) and titles[0] <= state["last title"],
           f"the second page does not go on in descending title order after {state['last title']!r}: {titles}")
    without = [row.get_attribute("textContent") for row in table.rows if not has_search_words(row.get_attribute("textContent"))]
    expect(not without, f"rows without the words of {SEARCH!r} on the second page: {without}")
    expect(browser.link("← Previous", browser.find("[aria-label='Pages']")), "no link to the previous page")
    state["film title"] = titles[0]


def inspect(browser: Browser, state: dict) -> None:
    title = state["film title"]
    browser.follow(browser.find_xpath(f"//main//table//a[@aria-label={xpath_string('Open ' + title)}]", f"link to open {title!r}"))
    expect(re.fullmatch(r"/e/film/\d+", browser.path()), f"opening a row went to {browser.driver.current_url}")
    state["film path"] = browser.path()
    expect(browser.heading() == title, f"the heading is {browser.heading()!r}, not the film's title {title!r}")
    shown = property_value(browser, "Title").text
    expect(shown == title, f"the Title property reads {shown!r}")
    properties = browser.find("main").text
    expect(has_search_words(properties), f"the film's properties lack the words searched for: {properties!r}")
    expect(browser.link("Edit") and browser.link("Delete"), "no Edit and Delete links")


def follow_to_one(browser: Browser, state: dict) -> None:
    language = property_value(browser, "Language").find_elements(By.TAG_NAME, "a")
    expect(language, "the film's Language is not a link")
    name = language[0].text
    browser.follow(language[0])
    expect(re.fullmatch(r"/e/language/\d+", browser.path()), f"the language link went to {browser.driver.current_url}")
    expect(browser.heading() == name, f"the language's page is headed {browser.heading()!r}, the link read {name!r}")
    expect(property_value(browser, "Name").text == name, "the language's Name property differs from its link")
    # Its films are listed, with a link to all of them.
    films = property_value(browser, "Film")
    expect(films.find_elements(By.XPATH, ".//a[contains(., 'All film')]"), "no link to all of the language's films")
    browser.back()
    expect(browser.path() == state["film path"], f"going back went to {browser.driver.current_url}")


def edit(browser: Browser, state: dict) -> None:
    browser.follow(browser.link("Edit"))
    expect(browser.path() == state["film path"] + "/edit", f"the Edit link went to {browser.driver.current_url}")
    expect(field(browser, "v.title").get_attribute("value") == state["film title"], "the form's title is not the film's")
    state["film length"] = field(browser, "v.length").get_attribute("value")


def validation_failure(browser: Browser, state: dict) -> None:
    # Something the browser lets through (the field takes text, with a numeric keyboard) and the
    # server refuses: the form must come back with the message next to its field.
    state["new title"] = f"BROWSER TEST {os.getpid()}"
    browser.type_into(field(browser, "v.title"), state["new title"])
    browser.type_into(field(browser, "v.length"), "two hours")
    browser.follow(browser.button("Save"), status=422)
    expect(browser.path() == state["film path"] + "/edit", f"the form came back at {browser.driver.current_url}")
    alert = browser.find("main [role='alert']")
    expect("Nothing was saved" in alert.text, f"the form's alert reads {alert.text!r}")
    length = field(browser, "v.length")
    expect(length.get_attribute("value") == "two hours", "the person's input was not kept")
    expect(field(browser, "v.title").get_attribute("value") == state["new title"], "the other field's input was not kept")
    expect(length.get_attribute("aria-invalid") == "true", "the length field is not marked invalid")
    # The message is the element right after the field's label, in the field's own group…
    message = browser.find_xpath("./ancestor::label[1]/following-sibling::*[1]", "message after the length field", length)
    expect("number" in message.text, f"the element after the length field reads {message.text!r}, not a message about it")
    expect(message.is_displayed(), "the length field's message is not visible")
    # …and shown under it: below the field, not far, starting in line with it.
    field_box, message_box = length.rect, message.rect
    gap = message_box["y"] - (field_box["y"] + field_box["height"])
    expect(0 <= gap <= 40 and abs(message_box["x"] - length.find_element(By.XPATH, "./ancestor::label[1]").rect["x"]) <= 4,
           f"the message is not under its field: field {field_box}, message {message_box}")
    # No other field is blamed.
    invalid = [element.get_attribute("name") for element in browser.find_all("form [aria-invalid='true']")]
    expect(invalid == ["v.length"], f"fields marked invalid: {invalid}")
    # Its border says so too, in a colour no other field has.
    border = "return getComputedStyle(arguments[0]).borderTopColor"
    expect(browser.driver.execute_script(border, length) != browser.driver.execute_script(border, field(browser, "v.title")),
           "the field in error has the border of the others")
    # The summary at the top has the focus, and its link goes to the field.
    summary = browser.find("[data-form-errors]")
    expect(browser.driver.execute_script("return document.activeElement === arguments[0]", summary),
           "the summary of mistakes does not have the focus")
    link = browser.find("a[href='#t-field-length']", summary)
    expect(link.text.startswith("Length:"), f"the summary's link reads {link.text!r}")
    link.click()
    browser.wait(lambda _: browser.driver.execute_script("return document.activeElement === arguments[0]", length),
                 "the summary's link to put the focus on the field")
    state["length message"] = message.text


def fix_and_save(browser: Browser, state: dict) -> None:
    state["new length"] = "97" if state["film length"] != "97" else "98"
    browser.type_into(field(browser, "v.length"), state["new length"])
    browser.follow(browser.button("Save"))
    # Saved, then sent to the film's page (POST, redirect, GET).
    expect(browser.path() == state["film path"], f"saving went to {browser.driver.current_url}")
    expect(browser.heading() == state["new title"], f"the saved film is headed {browser.heading()!r}")
    expect(property_value(browser, "Length").text == state["new length"], "the saved length is not shown")


def change_in_list(browser: Browser, state: dict) -> None:
    breadcrumb = browser.find("[aria-label='Breadcrumb']")
    browser.follow(browser.link("Film", breadcrumb))
    expect(browser.path() == "/e/film" and not browser.query(), f"the breadcrumb went to {browser.driver.current_url}")
    form = browser.find("form[role='search']")
    browser.type_into(browser.find("input[name='q']", form), state["new title"])
    browser.follow(browser.button("Search", form))
    table = Table(browser)
    expect(len(table.rows) == 1, f"searching for the new title found {len(table.rows)} rows")
    expect(table.cells("Title") == [state["new title"]], f"the list shows the title {table.cells('Title')}")
    expect(table.cells("Length") == [state["new length"]], f"the list shows the length {table.cells('Length')}")
    expect(urllib.parse.urlsplit(table.row_links()[0]).path == state["film path"], "the row found is another film")


def create(browser: Browser, state: dict) -> None:
    browser.follow(browser.link("Tables", browser.find("[aria-label='Breadcrumb']")))
    browser.follow(browser.link("Language", browser.find("main table")))
    state["language count"] = count_on_page(browser)
    # The same list in another window, which is to show the new row live.
    driver = browser.driver
    this_window = driver.current_window_handle
    driver.switch_to.new_window("tab")
    browser.open("/e/language")
    watcher = driver.current_window_handle
    driver.execute_script("window.tesseraStillThisPage = true")
    driver.switch_to.window(this_window)
    browser.follow(browser.link("New language"))
    expect(browser.path() == "/new/language", f"the New link went to {browser.driver.current_url}")
    expect(browser.heading() == "New language", f"the heading is {browser.heading()!r}")
    state["language"] = f"Browser test {os.getpid()}"
    browser.type_into(field(browser, "v.name"), state["language"])
    browser.follow(browser.button("Save"))
    expect(re.fullmatch(r"/e/language/\d+", browser.path()), f"creating went to {browser.driver.current_url}")
    expect(browser.heading() == state["language"], f"the new language's page is headed {browser.heading()!r}")
    state["language path"] = browser.path()
    driver.switch_to.window(watcher)
    browser.wait(lambda _: any(state["language"] in row.text for row in browser.find_all("[data-live] tr[data-element]")),
                 "the new language in the list open in another window")
    expect(driver.execute_script("return window.tesseraStillThisPage === true"), "the other window reloaded instead of being updated")
    browser.check_console()
    driver.close()
    driver.switch_to.window(this_window)


def delete(browser: Browser, state: dict) -> None:
    browser.follow(browser.link("Delete"))
    expect(browser.path() == state["language path"] + "/delete", f"the Delete link went to {browser.driver.current_url}")
    main = browser.find("main")
    expect(f"Delete language “{state['language']}”? You can undo it afterwards from the history." in main.text, "the page does not ask to confirm")
    expect(property_value(browser, "Name").text == state["language"], "the page does not show the language to delete")
    browser.follow(browser.button("Delete", main))
    expect(browser.path() == "/e/language", f"deleting went to {browser.driver.current_url}")
    count = count_on_page(browser)
    expect(count == state["language count"], f"the list counts {count} languages, {state['language count']} before")
    expect(state["language"] not in Table(browser).cells("Name"), "the deleted language is still listed")
    # Its page is gone: the server's 404 page.
    browser.open(state["language path"], status=404)
    expect(browser.driver.title == "Not Found · Tessera", f"the deleted row's page is titled {browser.driver.title!r}")
    # In the application's frame, with its bar and a way back.
    expect(browser.find_all("[data-app-bar]") and browser.link("Go to the start page"), "the refusal stands outside the application's frame")


def pick_related_row(browser: Browser, state: dict) -> None:
    """A customer's address, from 600 addresses: typed, listed as the person types, chosen with the
    keyboard, saved; then a new address made in the window "New address" opens, which comes back
    chosen."""
    driver = browser.driver
    browser.open("/e/customer/3/edit")
    picker = browser.find("[data-to-one='address']")
    search = browser.find("input[data-to-one-search]", picker)
    hidden = browser.find("input[type=hidden][name='v.address_id']", picker)
    before = hidden.get_attribute("value")
    expect(search.get_attribute("role") == "combobox" and not search.get_attribute("name"),
           "the script did not make the search a combobox that the form does not send")
    search.send_keys("Elm")
    browser.wait(lambda _: browser.find_all("[data-to-one-list] [role=option]", picker), "rows listed as the person types")
    options = browser.find_all("[data-to-one-list] [role=option]", picker)
    expect(all("Elm" in option.text for option in options if option.get_attribute("data-more") is None),
           f"rows that do not hold the words: {[option.text for option in options][:5]}")
    search.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    active = driver.find_element(By.ID, search.get_attribute("aria-activedescendant"))
    expect(active.get_attribute("aria-selected") == "true", "the arrows do not mark the option")
    name = active.text.split(" · ")[0]
    search.send_keys(Keys.ENTER)
    chosen = browser.find("[data-to-one-chosen]", picker).text
    expect(chosen == name, f"chose {name!r}, the picker shows {chosen!r}")
    expect(hidden.get_attribute("value") not in ("", before), "the key did not change")
    expect(browser.path() == "/e/customer/3/edit", "Enter in the picker sent the form")
    browser.follow(browser.button("Save"))
    expect(property_value(browser, "Address").text == name, f"the saved customer's address reads {property_value(browser, 'Address').text!r}")
    # "New address": a window of its own; the address made there comes back chosen.
    browser.open("/e/customer/3/edit")
    picker = browser.find("[data-to-one='address']")
    this_window = driver.current_window_handle
    browser.link("New address", picker).click()
    browser.wait(lambda _: len(driver.window_handles) == 2, "the window for a new address")
    driver.switch_to.window([handle for handle in driver.window_handles if handle != this_window][0])
    browser.wait(lambda _: browser.find_all("input[name='v.address']"), "the new address's form")
    street = f"{os.getpid()} Picker Street"
    browser.type_into(field(browser, "v.address"), street)
    browser.type_into(field(browser, "v.district"), "Browser")
    browser.type_into(field(browser, "v.phone"), "555")
    city = browser.find("[data-to-one='city'] input[data-to-one-search]")
    city.send_keys("a")
    browser.wait(lambda _: browser.find_all("[data-to-one='city'] [role=option]"), "cities listed")
    city.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    browser.button("Save").click()
    browser.wait(lambda _: len(driver.window_handles) == 1, "the new address's window to close")
    driver.switch_to.window(this_window)
    picker = browser.find("[data-to-one='address']")
    expect(browser.find("[data-to-one-chosen]", picker).text == street, "the new address did not come back chosen")
    browser.follow(browser.button("Save"))
    expect(property_value(browser, "Address").text == street, "the customer was not saved with the new address")
    browser.check_console()


def choose_from_a_set(browser: Browser, state: dict) -> None:
    """A film's special features ("Trailers,Commentaries"): a box a choice, not a text area; one
    ticked and saved; the form sent back untouched changes nothing."""
    browser.open("/e/film/2/edit")
    area = browser.find("textarea[name='v.special_features']")
    group = browser.find("fieldset[data-set-choices]")
    expect(not area.is_displayed(), "the text area still shows beside the boxes")
    boxes = browser.find_all("input[type=checkbox]", group)
    labels = [box.find_element(By.XPATH, "..").text.strip() for box in boxes]
    expect(labels == ["Behind the Scenes", "Commentaries", "Deleted Scenes", "Trailers"], f"the choices are {labels}")
    before = set(filter(None, area.get_attribute("value").split(",")))
    expect({label for box, label in zip(boxes, labels) if box.is_selected()} == before, "the ticked boxes are not the value's words")
    # Untouched: nothing to save.
    browser.follow(browser.button("Save"))
    expect("Nothing to save" in browser.find("[role=status], [role=alert]").text, "an untouched form saved something")
    browser.open("/e/film/2/edit")
    group = browser.find("fieldset[data-set-choices]")
    box = next(box for box in browser.find_all("input[type=checkbox]", group) if not box.is_selected())
    word = box.get_attribute("value")
    box.click()
    browser.follow(browser.button("Save"))
    saved = set(property_value(browser, "Special features").text.split(","))
    expect(saved == before | {word}, f"saved {saved}, expected {before | {word}}")
    browser.check_console()



def csv_rows(browser: Browser, href: str) -> list:
    """The rows of the CSV file at `href`, fetched as the page's script would fetch it."""
    import csv as csv_module
    import io
    text = browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.text()).then(done, e => done('failed: ' + e));", href)
    return list(csv_module.reader(io.StringIO(text, newline="")))


def sql_query(browser: Browser, state: dict) -> None:
    """From the start page to the SQL page: a query with a parameter, typed and run; its address
    opened afresh gives the same rows; its CSV every row; a typo is shown at its line; and a
    change is refused, the table unchanged."""
    browser.open("/")
    browser.follow(browser.find("a[data-sql-link]"))
    expect(browser.heading() == "SQL query", f"the heading is {browser.heading()!r}")
    box = browser.find("textarea[name='sql']")
    # The names of tables and columns are offered as a word is typed; Tab takes the first.
    browser.type_into(box, "SELECT rental_da")
    offered = [item.text for item in browser.find_all("[data-sql-completions] li")]
    expect("rental_date" in offered, f"typing 'rental_da' offers {offered}")
    from selenium.webdriver.common.keys import Keys
    box.send_keys(Keys.TAB)
    expect(box.get_attribute("value") == "SELECT rental_date", f"the box holds {box.get_attribute('value')!r}")
    expect(not browser.find("[data-sql-completions]").is_displayed(), "the names stay open after one was taken")
    browser.type_into(box, "SELECT title, length FROM film\nWHERE length > :minutes\nORDER BY length DESC, title LIMIT 5")
    # Highlighted: a layer under the box draws the same text, in the box's place, its words coloured.
    layer = browser.find("[data-sql-highlight]")
    expect(layer.get_attribute("textContent") == box.get_attribute("value") + "\n", f"the highlighted text is {layer.get_attribute('textContent')!r}")
    keywords = [span.get_attribute("textContent") for span in layer.find_elements("css selector", "[data-sql-token=keyword]")]
    expect(keywords[:3] == ["SELECT", "FROM", "WHERE"], f"the keywords drawn are {keywords}")
    parameters = [span.get_attribute("textContent") for span in layer.find_elements("css selector", "[data-sql-token=parameter]")]
    expect(parameters == [":minutes"], f"the parameters drawn are {parameters}")
    expect(layer.rect == box.rect, f"the layer lies at {layer.rect}, the box at {box.rect}")
    colour = browser.driver.execute_script("return getComputedStyle(arguments[0]).color", box)
    expect(colour.endswith(", 0)") or colour == "transparent", f"the box's own text is drawn too ({colour})")
    browser.follow(browser.button("Run"))
    # The parameter has its own field now: filled in, and run again.
    minutes = browser.find("input[name='p.minutes']")
    browser.type_into(minutes, "180")
    browser.follow(browser.button("Run"))
    summary = browser.text("[data-sql-summary]")
    expect(summary.startswith("5 rows in"), f"the summary reads {summary!r}")
    lengths = [int(cell.text) for cell in browser.find_all("[data-sql-result] tbody tr td:nth-child(2)")]
    expect(len(lengths) == 5 and all(length > 180 for length in lengths) and lengths == sorted(lengths, reverse=True),
           f"the lengths shown: {lengths}")
    titles = [cell.text for cell in browser.find_all("[data-sql-result] tbody tr td:nth-child(1)")]
    # The address holds the query: opened again, it shows the same rows.
    address = browser.driver.current_url
    browser.driver.get("about:blank")
    browser.driver.get(address)
    browser.check_page()
    again = [cell.text for cell in browser.find_all("[data-sql-result] tbody tr td:nth-child(1)")]
    expect(again == titles, f"the shared address shows {again}, not {titles}")
    rows = csv_rows(browser, browser.link("CSV").get_attribute("href"))
    expect(rows and rows[0] == ["title", "length"] and [row[0] for row in rows[1:]] == titles, f"the CSV reads {rows}")
    # A typo on the second line: shown there, the query kept in its box.
    box = browser.find("textarea[name='sql']")
    browser.type_into(box, "SELECT title,\nFROM film")
    browser.follow(browser.button("Run"), status=400)
    error = browser.text("[data-sql-error]")
    expect("Line 2, column 1" in error, f"the error reads {error!r}")
    expect(browser.find("textarea[name='sql']").get_attribute("value") == "SELECT title,\nFROM film", "the query left its box")
    # A change is refused by the engine; the film is still there.
    box = browser.find("textarea[name='sql']")
    browser.type_into(box, "DELETE FROM film")
    browser.follow(browser.button("Run"), status=400)
    expect("only reads" in browser.text("[data-sql-error]"), f"the refusal reads {browser.text('[data-sql-error]')!r}")
    browser.open("/e/film/1")
    browser.check_console()



def saved_query(browser: Browser, state: dict) -> None:
    """From the start page to a saved query: its fields typed by its columns (a choice of the
    ratings, a number), a value that is not a number said beside its field, then its rows; the
    address opened afresh gives the same rows, and its CSV every row."""
    browser.open("/")
    browser.follow(browser.link("Films of a rating"))
    expect(browser.heading() == "Films of a rating", f"the heading is {browser.heading()!r}")
    rating = browser.find("select[name='rating']")
    options = [option.get_attribute("value") for option in rating.find_elements("css selector", "option")]
    expect({"G", "PG", "PG-13", "R", "NC-17"} <= set(options), f"the rating offers {options}")
    browser.driver.execute_script("arguments[0].value = 'PG';", rating)
    minutes = browser.find("input[name='minutes']")
    expect(minutes.get_attribute("inputmode") == "numeric", "the minutes' field is not a number's")
    browser.type_into(minutes, "two hours")
    browser.follow(browser.button("Run"), status=400)
    mistake = browser.text("[data-field-mistake]")
    expect("minutes must be a whole number" in mistake, f"the mistake reads {mistake!r}")
    expect(not browser.driver.find_elements("css selector", "[data-sql-result]"), "a query with a wrong value ran")
    browser.type_into(browser.find("input[name='minutes']"), "170")
    browser.follow(browser.button("Run"))
    lengths = [int(cell.text) for cell in browser.find_all("[data-sql-result] tbody tr td:nth-child(3)")]
    expect(lengths and all(length >= 170 for length in lengths), f"the lengths shown: {lengths}")
    titles = [cell.text for cell in browser.find_all("[data-sql-result] tbody tr td:nth-child(2)")]
    address = browser.driver.current_url
    expect("rating=PG" in address and "minutes=170" in address, f"the address is {address}")
    browser.driver.get("about:blank")
    browser.driver.get(address)
    browser.check_page()
    again = [cell.text for cell in browser.find_all("[data-sql-result] tbody tr td:nth-child(2)")]
    expect(again == titles, f"the shared address shows {again}, not {titles}")
    rows = csv_rows(browser, browser.link("CSV").get_attribute("href"))
    expect(rows and rows[0] == ["film_id", "title", "length"] and [row[1] for row in rows[1:]] == titles, f"the CSV reads {rows[:3]}")
    browser.check_console()


def saved_change(browser: Browser, state: dict) -> None:
    """A saved query that writes: its form sent, a notice of the row it changed, the row changed,
    and the change in the history with its undo."""
    browser.open("/q/rename-film")
    expect(browser.heading() == "Rename a film", f"the heading is {browser.heading()!r}")
    browser.type_into(browser.find("input[name='title']"), "A FILM RENAMED BY A QUERY")
    browser.type_into(browser.find("input[name='film']"), "3")
    browser.follow(browser.button("Run"))
    notice = browser.driver.find_element("css selector", "body").text
    expect("1 row of film changed" in notice, "no notice of the change")
    browser.open("/e/film/3")
    expect(browser.heading() == "A FILM RENAMED BY A QUERY", f"the film is {browser.heading()!r}")
    browser.open("/history")
    expect("A FILM RENAMED BY A QUERY" in browser.driver.find_element("css selector", "main").text, "the change is not in the history")
    browser.check_console()


def dashboard(browser: Browser, state: dict) -> None:
    """From the start page to a dashboard: a key figure, a chart and a table, each what its
    query gives; a tile's title leads to its query's page with the tile's values."""
    browser.open("/")
    browser.follow(browser.link("Films at a glance"))
    expect(browser.heading() == "Films at a glance", f"the heading is {browser.heading()!r}")
    tiles = [tile.get_attribute("data-dashboard-tile") for tile in browser.find_all("[data-dashboard-tile]")]
    expect(tiles == ["kpi", "bar", "table"], f"the tiles are {tiles}")
    figure = browser.text("[data-dashboard-tile=kpi] [data-component=KPIItem] .t-font-largeTitle")
    expect(figure.replace(",", "").isdigit() and int(figure.replace(",", "")) > 0, f"the key figure reads {figure!r}")
    lengths = [int(cell.text) for cell in browser.find_all("[data-dashboard-tile=table] tbody tr td:nth-child(3)")]
    expect(lengths and all(length >= 150 for length in lengths), f"the table's lengths: {lengths}")
    # Live: a film of the table renamed in another window shows renamed here, without a reload.
    film = browser.text("[data-dashboard-tile=table] tbody tr td:nth-child(1)")
    new_title = f"LIVE TILE {os.getpid()}"
    driver = browser.driver
    this_window = driver.current_window_handle
    driver.execute_script("window.tesseraStillThisPage = true")
    driver.switch_to.new_window("tab")
    browser.open("/q/rename-film")
    browser.type_into(browser.find("input[name='title']"), new_title)
    browser.type_into(browser.find("input[name='film']"), film)
    browser.follow(browser.button("Run"))
    driver.close()
    driver.switch_to.window(this_window)
    browser.wait(lambda _: any(new_title in cell.text for cell in browser.find_all("[data-dashboard-tile=table] tbody tr td:nth-child(2)")),
                 "the renamed film in the dashboard's table")
    expect(driver.execute_script("return window.tesseraStillThisPage === true"), "the dashboard reloaded instead of reading its tiles")
    browser.follow(browser.link("Films of a rating"))
    address = browser.driver.current_url
    expect("rating=G" in address and "minutes=150" in address, f"the tile led to {address}")
    browser.check_console()


DIRECT_STEPS = [
    ("entity list", entity_list),
    ("query list", query_list),
    ("keys, short links and dates on one line", short_values_on_one_line),
    ("sort by a column", sort),
    ("count by value: a facet narrows the list and is put away", facets),
    ("search", search),
    ("the search's CSV: every row it found, in its order", csv_of_search),
    ("next page", next_page),
    ("inspect a row", inspect),
    ("follow a to-one link", follow_to_one),
    ("edit", edit),
    ("validation failure shown at its field", validation_failure),
    ("fix and save", fix_and_save),
    ("the change in the list", change_in_list),
    ("create a row; a list in another window shows it live", create),
    ("delete with confirmation", delete),
    ("pick a related row as you type; a new one comes back chosen", pick_related_row),
    ("choose from a set of words, a box each", choose_from_a_set),
    ("a query of one's own: run, shared, exported, a typo shown where it is", sql_query),
    ("a saved query: typed fields, a mistake beside its field, rows shared and exported", saved_query),
    ("a saved query that writes: sent, the row changed, in the history", saved_change),
    ("a dashboard: a key figure, a chart, a table, each leading to its query", dashboard),
]


def sample_database(tessera: Path, work: Path) -> Path:
    """A new sample rental store in `work`, made by `tessera sample-db`."""
    database = work / "rental.sqlite"
    made = subprocess.run([str(tessera), "sample-db", "--scale", "1", "--output", str(database)],
                          capture_output=True, text=True)
    if made.returncode != 0:
        raise RuntimeError(f"tessera sample-db failed (exit status {made.returncode}):\n{made.stderr}")
    return database


SAVED_QUERIES = """queries:
  films-of-a-rating:
    title: Films of a rating
    description: Titles of a rating, at least as long as asked.
    sql: SELECT film_id, title, length FROM film WHERE rating = :rating AND length >= :minutes ORDER BY length DESC, title
  rename-film:
    title: Rename a film
    sql: UPDATE film SET title = :title WHERE film_id = :film
    write: true
  film-count:
    title: Films
    sql: SELECT count(*) AS films FROM film
  films-by-rating:
    title: Films by rating
    sql: SELECT rating, count(*) AS films FROM film GROUP BY rating ORDER BY rating
dashboards:
  films:
    title: Films at a glance
    tiles:
      - query: film-count
        show: kpi
      - query: films-by-rating
        show: bar
      - query: films-of-a-rating
        show: table
        values:
          rating: G
          minutes: 150
"""


def start_direct(tessera: Path, work: Path) -> Server:
    database = sample_database(tessera, work)
    queries = work / "queries.yaml"
    queries.write_text(SAVED_QUERIES)
    return Server([str(tessera), "serve", str(database), "--queries", str(queries), "--port", "0"], work / "direct-server.log")


# --- The gallery ---------------------------------------------------------------------------------


def gallery_index(browser: Browser, state: dict) -> None:
    browser.open("/")
    expect(browser.heading() == "Tessera gallery", f"the heading is {browser.heading()!r}")
    state["screens"] = [link.get_attribute("href") for link in browser.find_all("a[href*='/sections/']")]
    expect(len(state["screens"]) >= 2, f"the index links to {len(state['screens'])} screens")
    state["components"] = [link.get_attribute("href") for link in browser.find_all("a[href*='/components/']")]
    expect(state["components"], "the index links to no component")


def gallery_screens(browser: Browser, state: dict) -> None:
    for address in state["screens"]:
        browser.open(address.removeprefix(browser.base_url))
        browser.find("[data-live]")
        # Each screen has a way back to the index.
        back = browser.find("a[data-gallery-back]")
        expect(back.get_attribute("href").rstrip("/") == browser.base_url.rstrip("/"), f"{address}: the way back goes to {back.get_attribute('href')}")


def gallery_components(browser: Browser, state: dict) -> None:
    """Every component's page shows it in every form, the same content alike, and in the dark
    palette with the dark palette's colours."""
    for address in state["components"]:
        browser.open(address.removeprefix(browser.base_url))
        name = address.rsplit("/", 1)[1]
        specimens = {element.get_attribute("data-specimen"): element for element in browser.find_all("[data-specimen]")}
        # A collection has no form of plain values (KPILayoutContainer: any views) or takes its
        # models per item (KPIHeader): the forms it has must read alike.
        forms = [form for form in ("View builders", "Plain values", "A model") if form in specimens]
        expect(len(forms) >= 1, f"{name} has none of the forms 'View builders', 'Plain values', 'A model'")
        for form in forms:
            expect(browser.find_all(f"[data-component='{name}']", specimens[form]), f"{name}'s {form!r} specimen shows no {name}")
        shown = {form: specimens[form].find_element(By.CSS_SELECTOR, f"[data-component='{name}']").text for form in forms}
        expect(len(set(shown.values())) == 1, f"{name}'s forms read differently: {shown}")
        disabled = specimens.get("Disabled")
        if disabled is not None:
            # A component written by hand does not mark its root: its controls are disabled, or
            # (a KPIHeader, a KPILayoutContainer) the components inside it are marked.
            root = disabled.find_element(By.CSS_SELECTOR, f"[data-component='{name}']")
            controls = root.find_elements(By.CSS_SELECTOR, "input, select, textarea, button")
            inner = root.find_elements(By.CSS_SELECTOR, "[data-component]")
            expect(root.get_attribute("aria-disabled") == "true"
                   or (controls and all(not c.is_enabled() for c in controls))
                   or (inner and all(c.get_attribute("aria-disabled") == "true" for c in inner)),
                   f"{name}'s disabled specimen is neither marked disabled nor has only disabled controls or components")
        dark = specimens.get("Dark")
        expect(dark is not None, f"{name} has no dark specimen")
        # The component's text takes the palette's primary label colour: light on dark.
        def text_colour(specimen):
            component = specimen.find_element(By.CSS_SELECTOR, f"[data-component='{name}']")
            return browser.driver.execute_script("return getComputedStyle(arguments[0]).color", component)
        expect(text_colour(dark) != text_colour(specimens["Light"]),
               f"{name}'s dark specimen has the light palette's text colour ({text_colour(dark)})")


def gallery_icons(browser: Browser, state: dict) -> None:
    """The icons page shows every icon, none the placeholder, and fits a phone's width; its search
    narrows the list as the person types, keeps the search in the address, and the server shows
    the same for that address; from a page the server narrowed, a wider search finds the rest."""
    # The names shown, read in one go: the script may swap the whole grid in meanwhile.
    def shown() -> list:
        return browser.driver.execute_script(
            "return [...document.querySelectorAll('[data-part=icon-cell]:not([hidden])')].map((cell) => cell.dataset.icon)")

    browser.open("/icons")
    every = shown()
    expect(len(every) >= 500, f"the icons page shows {len(every)} icons")
    expect(not browser.find_all("[data-missing-icon]"), "an icon of the icons page draws the placeholder")
    browser.type_into(browser.find("[data-part=icon-search] input[name=q]"), "trash")
    browser.wait(lambda _: browser.query().get("q") == "trash", "the address to keep the search")
    typed = shown()
    expect(typed and all("trash" in name for name in typed), f"searching for trash shows {typed[:8]}")
    expect("trash.fill" in typed and "star" not in typed, f"searching for trash shows {typed[:8]}")
    count = browser.text("[data-part=icon-count]")
    expect(count.startswith(f"{len(typed)} of "), f"the count says {count!r} for {len(typed)} icons")
    browser.open("/icons?q=trash")
    expect(shown() == typed, "the server shows other icons for ?q=trash than the script")
    browser.type_into(browser.find("[data-part=icon-search] input[name=q]"), "star")
    browser.wait(lambda _: "star.fill" in shown(), "a wider search to find the icons the server left out")
    expect(all("star" in name for name in shown()), "searching for star shows other names")
    browser.check_console()
    browser.driver.set_window_size(390, 1000)
    try:
        browser.open("/icons")
        overflow = browser.driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        expect(overflow <= 0, f"the icons page is {overflow} px wider than a phone's window")
    finally:
        browser.driver.set_window_size(1280, 1000)


def live_rows_count(browser: Browser) -> int:
    return len(browser.find_all("[data-live] tr[data-element]"))


def a_row_added_in_one_window_appears_in_another(browser: Browser, state: dict) -> None:
    driver = browser.driver
    browser.open("/sections/live-rows")
    watcher = driver.current_window_handle
    before = live_rows_count(browser)
    # A mark on the watching page: it is gone if the page reloads instead of being updated.
    driver.execute_script("window.tesseraStillThisPage = true")
    driver.switch_to.new_window("tab")
    browser.open("/sections/live-rows")
    browser.button("Add a row").click()
    browser.wait(lambda _: live_rows_count(browser) == before + 1, "the row to appear in the window that added it")
    driver.close()
    driver.switch_to.window(watcher)
    browser.wait(lambda _: live_rows_count(browser) == before + 1, "the row to appear in the other window, without a reload")
    expect(driver.execute_script("return window.tesseraStillThisPage === true"), "the other window reloaded instead of being updated")
    browser.check_console()


GALLERY_STEPS = [
    ("the index", gallery_index),
    ("every screen", gallery_screens),
    ("every component in every form, light and dark", gallery_components),
    ("every icon, and a search of their names as you type", gallery_icons),
    ("a row added in one window appears in another", a_row_added_in_one_window_appears_in_another),
]


def start_gallery(tessera: Path, work: Path) -> Server:
    return Server([str(tessera), "gallery", "--port", "0"], work / "gallery-server.log")


# --- Live views -----------------------------------------------------------------------------------


def fresh(action, attempts: int = 20):
    """Runs `action` (which finds what it uses) again while a patch replaces what it found in
    between: a live page may replace an element between finding it and using it."""
    from selenium.common.exceptions import StaleElementReferenceException
    for attempt in range(attempts):
        try:
            return action()
        except StaleElementReferenceException:
            if attempt == attempts - 1:
                raise
            time.sleep(0.1)


def live_count(browser: Browser) -> int:
    return fresh(lambda: int(browser.find("[data-count]").get_attribute("data-count")))


def mark_page(browser: Browser) -> None:
    """A mark on the page, gone if the page reloads instead of being patched."""
    browser.driver.execute_script("window.tesseraStillThisPage = true")


def expect_same_page(browser: Browser) -> None:
    expect(browser.driver.execute_script("return window.tesseraStillThisPage === true"), "the page reloaded instead of being patched")


def live_stream_open(browser: Browser) -> None:
    browser.wait(lambda driver: driver.execute_script(
        "const r = document.querySelector('[data-live-view]'); return !!(r && r.tesseraSource && r.tesseraSource.readyState === 1)"),
        "the live view's stream to open")


def press(browser: Browser, label: str, scripted: bool) -> None:
    """Clicks a live view's button: patched in place with the script, a new page without."""
    if scripted:
        fresh(lambda: browser.button(label).click())
    else:
        browser.follow(browser.button(label))


def todo_rows(browser: Browser) -> list:
    return fresh(lambda: [row.text.split("\n")[0] for row in browser.find_all("ul.t-list > li")])


def todo_item(browser: Browser, title: str) -> WebElement:
    return browser.find_xpath(f"//button[@aria-label={xpath_string('Done: ' + title)}]", f"the item {title!r}")


def live_counter(scripted: bool):
    def step(browser: Browser, state: dict) -> None:
        browser.open("/state/counter")
        expect(live_count(browser) == 0, f"the count starts at {live_count(browser)}")
        expect("s=" in browser.driver.current_url or not scripted, "the tab's address does not name its session")
        if scripted:
            live_stream_open(browser)
            mark_page(browser)
        press(browser, "Increment", scripted)
        browser.wait(lambda _: live_count(browser) == 1, "the count to become 1")
        press(browser, "Increment", scripted)
        browser.wait(lambda _: live_count(browser) == 2, "the count to become 2")
        if scripted:
            expect_same_page(browser)
        expect("s=" in browser.driver.current_url, "the tab's address does not name its session")
        # Reloaded, the tab finds its state.
        browser.open(browser.driver.current_url.removeprefix(browser.base_url))
        expect(live_count(browser) == 2, f"after a reload the count is {live_count(browser)}")
        # Another tab counts on its own.
        first = browser.driver.current_window_handle
        browser.driver.switch_to.new_window("tab")
        browser.open("/state/counter")
        expect(live_count(browser) == 0, f"a new tab's count is {live_count(browser)}")
        if scripted:
            live_stream_open(browser)
        press(browser, "Increment", scripted)
        browser.wait(lambda _: live_count(browser) == 1, "the new tab's count to become 1")
        browser.driver.close()
        browser.driver.switch_to.window(first)
        browser.open(browser.driver.current_url.removeprefix(browser.base_url))
        expect(live_count(browser) == 2, f"the first tab's count became {live_count(browser)}")
        browser.check_console()
    return step


def live_todo(scripted: bool):
    def step(browser: Browser, state: dict) -> None:
        browser.open("/state/todo")
        if scripted:
            live_stream_open(browser)
            mark_page(browser)
        before = todo_rows(browser)
        field = browser.find("input.t-text-field")
        field.send_keys("Write the tests")
        if scripted:
            field.send_keys("\n")
        else:
            browser.follow(browser.button("Add"))
        browser.wait(lambda _: todo_rows(browser) == before + ["Write the tests"], "the new item to be added at the end")
        browser.wait(lambda _: fresh(lambda: browser.find("input.t-text-field").get_attribute("value")) == "", "the field to empty")
        expect(fresh(lambda: todo_item(browser, "Write the tests").get_attribute("aria-pressed")) == "false", "a new item is done")
        if scripted:
            fresh(lambda: todo_item(browser, "Write the tests").click())
        else:
            browser.follow(todo_item(browser, "Write the tests"))
        browser.wait(lambda _: fresh(lambda: todo_item(browser, "Write the tests").get_attribute("aria-pressed")) == "true", "the item to be checked")
        # Only the done items, then all again.
        from selenium.webdriver.support.ui import Select
        fresh(lambda: Select(browser.find("select.t-picker")).select_by_visible_text("Done"))
        if not scripted:
            browser.follow(browser.button("Apply"))
        browser.wait(lambda _: "Write the tests" in todo_rows(browser) and "Call the plumber" not in todo_rows(browser), "the done items alone")
        fresh(lambda: Select(browser.find("select.t-picker")).select_by_visible_text("All"))
        if not scripted:
            browser.follow(browser.button("Apply"))
        browser.wait(lambda _: "Call the plumber" in todo_rows(browser), "every item again")
        delete_path = f"//button[@aria-label={xpath_string('Delete Write the tests')}]"
        if scripted:
            fresh(lambda: browser.find_xpath(delete_path, "the item's delete button").click())
        else:
            browser.follow(browser.find_xpath(delete_path, "the item's delete button"))
        browser.wait(lambda _: todo_rows(browser) == before, "the item to be deleted")
        if scripted:
            expect_same_page(browser)
        browser.check_console()
    return step


def live_shared_todo(browser: Browser, state: dict) -> None:
    driver = browser.driver
    browser.open("/state/todo-shared")
    live_stream_open(browser)
    mark_page(browser)
    watcher = driver.current_window_handle
    title = f"Shared {time.monotonic():.3f}"
    driver.switch_to.new_window("tab")
    browser.open("/state/todo-shared")
    live_stream_open(browser)
    field = browser.find("input.t-text-field")
    field.send_keys(title + "\n")
    browser.wait(lambda _: title in todo_rows(browser), "the item to appear in the tab that added it")
    driver.close()
    driver.switch_to.window(watcher)
    browser.wait(lambda _: title in todo_rows(browser), "the item to appear in the other tab, without a reload")
    expect_same_page(browser)
    browser.check_console()


def live_contacts(scripted: bool):
    def step(browser: Browser, state: dict) -> None:
        browser.open("/state/contacts")
        if scripted:
            live_stream_open(browser)
            mark_page(browser)
        expect(not browser.find_all("dialog"), "an alert shows before any activity")
        call_path = "//button[@aria-label='Call Grace Hopper']"
        if scripted:
            fresh(lambda: browser.find_xpath(call_path, "the call button of Grace Hopper").click())
        else:
            browser.follow(browser.find_xpath(call_path, "the call button of Grace Hopper"))
        browser.wait(lambda _: browser.find_all("dialog[open]"), "the alert to show")
        dialog = browser.find("dialog[open]")
        expect("Call Grace Hopper?" in dialog.text, f"the alert says {dialog.text!r}")
        if scripted:
            expect(browser.driver.execute_script("return arguments[0].matches(':modal')", dialog), "the alert is not modal")
            # Escape presses its cancel button.
            from selenium.webdriver.common.keys import Keys
            from selenium.webdriver.common.action_chains import ActionChains
            ActionChains(browser.driver).send_keys(Keys.ESCAPE).perform()
            browser.wait(lambda _: not browser.find_all("dialog"), "Escape to dismiss the alert")
            browser.wait(lambda _: "(cancelled)" in fresh(lambda: browser.text("[data-last-activity]")), "the cancel to reach the model")
            fresh(lambda: browser.find_xpath("//button[@aria-label='Email Ada Lovelace']", "the email button of Ada").click())
            browser.wait(lambda _: browser.find_all("dialog[open]"), "the alert to show again")
            fresh(lambda: browser.button("OK", browser.find("dialog[open]")).click())
            expect_same_page(browser)
        else:
            browser.follow(browser.button("OK", dialog))
        browser.wait(lambda _: not browser.find_all("dialog"), "the alert to go")
        expect(browser.text("[data-last-activity]").startswith("Last activity: "), "the model did not hear the choice")
        browser.check_console()
    return step


def tab_contact_rows(browser: Browser) -> list:
    return fresh(lambda: [row.get_attribute("data-element") for row in browser.find_all("[data-sections] [data-element]")])


def tab_contact_control(browser: Browser, element: str, label: str) -> WebElement:
    return browser.find(f"[data-sections] [data-element='{element}'] button[aria-label='{label}']")


def live_tab_contacts(scripted: bool):
    def click(browser: Browser, element: str, label: str) -> None:
        if scripted:
            fresh(lambda: tab_contact_control(browser, element, label).click())
        else:
            browser.follow(tab_contact_control(browser, element, label))

    def pressed(browser: Browser, element: str) -> str:
        return fresh(lambda: tab_contact_control(browser, element, "Select").get_attribute("aria-pressed"))

    def step(browser: Browser, state: dict) -> None:
        driver = browser.driver
        browser.open("/state/tab-contacts")
        if scripted:
            live_stream_open(browser)
            mark_page(browser)
        before = tab_contact_rows(browser)
        expect(before[:2] == ["ada", "byron"] and "charles" in before, f"the contacts start as {before}")
        expect(pressed(browser, "ada") == "false", "Ada starts selected")
        click(browser, "ada", "Select")
        browser.wait(lambda _: pressed(browser, "ada") == "true", "Ada to be selected")
        click(browser, "charles", "Delete")
        browser.wait(lambda _: "charles" not in tab_contact_rows(browser), "Charles to be deleted")
        click(browser, "mary", "Move down")
        browser.wait(lambda _: tab_contact_rows(browser).index("mary") > tab_contact_rows(browser).index("michael"), "Mary to move down")
        if scripted:
            expect_same_page(browser)
        # Another tab has sections of its own, as they were.
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        browser.open("/state/tab-contacts")
        expect(tab_contact_rows(browser) == before, f"a new tab shows {tab_contact_rows(browser)}")
        expect(pressed(browser, "ada") == "false", "Ada is selected in a new tab")
        driver.close()
        driver.switch_to.window(first)
        expect(pressed(browser, "ada") == "true", "the first tab lost its selection")
        browser.check_console()
    return step


def d2s_tap_to_rate(scripted: bool):
    """Direct to SwiftUI's EditRating on a film's form (the SeedStyle example): a tap runs on the
    server and the form shows the new rating, nothing saved; Save writes it."""
    def step(browser: Browser, state: dict) -> None:
        browser.open("/seed/d2s/e/film/2/edit")
        rating = lambda: fresh(lambda: browser.find("form [name='v.rating']").get_attribute("value"))
        expect(rating() == "G", f"the film's rating is {rating()!r}")
        title = field(browser, "v.title")
        browser.type_into(title, "Ace Goldfinger (typed)")
        if scripted:
            mark_page(browser)
            fresh(lambda: browser.button("R").click())
            browser.wait(lambda _: rating() == "R", "the tapped rating on the form")
            expect_same_page(browser)
            # Only the view was replaced: what was typed elsewhere stays, and the focus on the tap.
            expect(field(browser, "v.title").get_attribute("value") == "Ace Goldfinger (typed)", "the typed title was lost")
            expect(browser.driver.execute_script("return document.activeElement.textContent.trim()") == "R", "the focus left the tap")
        else:
            browser.follow(browser.button("R"))
            expect(rating() == "R", f"after the tap the rating is {rating()!r}")
            expect(field(browser, "v.title").get_attribute("value") == "Ace Goldfinger (typed)", "the typed title was lost")
        browser.follow(browser.button("Save"))
        expect(property_value(browser, "Rating").text.strip() == "R", f"the saved rating is {property_value(browser, 'Rating').text!r}")
        browser.check_console()
    return step


LIVE_STEPS = [
    ("a counter: state per tab, kept across a reload", live_counter(True)),
    ("Direct to SwiftUI's tap-to-rate editor on a form", d2s_tap_to_rate(True)),
    ("a to-do list: add, check, filter, delete", live_todo(True)),
    ("a shared to-do list: one tab's change reaches another", live_shared_todo),
    ("contacts: an activity shows an alert, Escape cancels it", live_contacts(True)),
    ("contacts per tab: selection, delete and move are the tab's own", live_tab_contacts(True)),
]

LIVE_STEPS_WITHOUT_SCRIPT = [
    ("a counter without the script: a page per click", live_counter(False)),
    ("Direct to SwiftUI's tap-to-rate editor without the script: a page per tap", d2s_tap_to_rate(False)),
    ("a to-do list without the script", live_todo(False)),
    ("contacts without the script: the alert as a box over the page", live_contacts(False)),
    ("contacts per tab without the script", live_tab_contacts(False)),
]


# --- The fiori look -------------------------------------------------------------------------------


def components(browser: Browser, name: str, within=None) -> list:
    return browser.find_all(f"[data-component='{name}']", within)


def fiori_entity_list(browser: Browser, state: dict) -> None:
    browser.open("/")
    header = components(browser, "KPIHeader")
    expect(len(header) == 1, f"the entity list has {len(header)} KPI headers")
    figures = [" ".join(figure.text.split()) for figure in components(browser, "KPIItem", header[0])]
    expect(len(figures) == 4, f"the KPI header shows {len(figures)} figures: {figures}")
    items = components(browser, "ObjectItem")
    film = [item for item in items if item.text.startswith("Film\n")]
    expect(film and "1,000 rows" in film[0].text, f"no Film object item with its row count among {len(items)} items")
    browser.follow(browser.link("Film", film[0]))


def fiori_query_list(browser: Browser, state: dict) -> None:
    expect(browser.path() == "/e/film", f"the Film item led to {browser.path()}")
    items = components(browser, "ObjectItem")
    expect(len(items) == 25, f"the first page shows {len(items)} object items, not 25")
    expect(not browser.find_all("table"), "the fiori list is a table")
    filters = browser.find("details.t-disclosure:not([data-table-nav])")
    title_filter = browser.find("[name='f.title']", filters)
    expect(not title_filter.is_displayed(), "the filters are open before they are asked for")
    browser.find("summary", filters).click()
    browser.wait(lambda _: title_filter.is_displayed(), "the filters to open")
    # The order is one menu and its button.
    Select(browser.find("select[data-sort-menu]")).select_by_value("title")
    browser.follow(browser.find("[data-sort-submit]"))
    expect(browser.query().get("sort") == "title", f"sorting went to {browser.driver.current_url}")
    titles = [item.find_element(By.CSS_SELECTOR, "a").text for item in components(browser, "ObjectItem")]
    expect(titles == sorted(titles), f"sorted by title, the items read {titles[:5]}…")
    state["first title"] = titles[0]


def fiori_inspect(browser: Browser, state: dict) -> None:
    browser.follow(browser.link(state["first title"], components(browser, "ObjectItem")[0]))
    header = components(browser, "ObjectHeader")
    expect(len(header) == 1, f"the row's page has {len(header)} object headers")
    heading = browser.find("main h1")
    expect(heading.text == state["first title"], f"the page's heading reads {heading.text!r}")
    # Fiori's frame: a shell bar across the window, the object's header in a band under it.
    width = browser.driver.execute_script("return document.documentElement.clientWidth")
    bar = browser.find("[data-shell-bar]").rect
    expect(bar["x"] <= 0 and bar["width"] >= width - 1, f"the shell bar spans {bar} of a {width} px window")
    expect(heading.find_element(By.XPATH, "ancestor::*[@data-page-header]") is not None, "the heading is not in the page's header")
    # The anchor bar leads to each section, which scrolls into view below the bar kept at the top.
    anchors = browser.find("[data-anchor-bar]").find_elements(By.CSS_SELECTOR, "a")
    names = [anchor.text for anchor in anchors]
    expect(names[:2] == ["General information", "Inventory"], f"the anchor bar reads {names}")
    for anchor in anchors:
        target = anchor.get_attribute("href").split("#", 1)[1]
        section = browser.find(f"#{target}")
        expect(section.get_attribute("data-object-section") is not None, f"#{target} is not a section")
        expect(section.find_element(By.CSS_SELECTOR, "h2").text == anchor.text, f"#{target} is not headed {anchor.text!r}")
    anchors[-1].click()
    browser.wait(lambda driver: driver.execute_script("return window.scrollY") > 0, "the page to scroll to the last section")
    last = browser.find("#" + anchors[-1].get_attribute("href").split("#", 1)[1]).rect
    stuck = browser.find("[data-anchor-bar]").rect
    expect(stuck["y"] - browser.driver.execute_script("return window.scrollY") <= 1, "the anchor bar did not stay at the top")
    expect(last["y"] >= stuck["y"] + stuck["height"] - 1, f"the section {last} lies under the anchor bar {stuck}")
    browser.driver.execute_script("window.scrollTo(0, 0)")
    values = {item.find_element(By.CSS_SELECTOR, "span").text: item for item in components(browser, "KeyValueItem")}
    expect("Release year" in values and "Language" in values, f"the properties shown: {sorted(values)}")
    browser.follow(browser.find("a", values["Language"]))
    expect(browser.path().startswith("/e/language/"), f"the language link led to {browser.path()}")
    expect(components(browser, "ObjectHeader"), "the language's page has no object header")


FIORI_STEPS = [
    ("the entity list: a KPI header and object items", fiori_entity_list),
    ("a list of object items: filters fold, sort by title", fiori_query_list),
    ("an object page: shell bar, header, anchor bar to its sections; follow a to-one link", fiori_inspect),
]


def start_fiori(tessera: Path, work: Path) -> Server:
    database = sample_database(tessera, work)
    return Server([str(tessera), "serve", str(database), "--look", "fiori", "--read-only", "--port", "0"], work / "fiori-server.log")



# --- The look: every kind of page, in both looks, both palettes, wide and narrow -----------------

LOOK_WIDTHS = (1400, 390)
LOOK_SCHEMES = ("light", "dark")

# What can be measured of a broken layout, on the page as the browser laid it out: the page wider
# than the window; a header cell not above its column; an element past the window's edge (but in
# a box that scrolls, or hidden on purpose); two things side by side in a row drawn over each other.
LAYOUT_PROBLEMS = r"""
const problems = [];
const width = document.documentElement.clientWidth;
const describe = (element) => {
  const text = (element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return '<' + element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? ' class="' + element.className + '"' : '') + '>' + (text ? ' "' + text + '"' : '');
};
const shown = (element) => {
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
};
if (document.documentElement.scrollWidth > width + 1) {
  problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide in a ' + width + ' px window');
}
for (const table of document.querySelectorAll('table')) {
  // A chart's table of data is for assistive technologies, out of sight.
  if (table.closest('.t-visually-hidden')) { continue; }
  const head = table.tHead && table.tHead.rows[0];
  const body = table.tBodies[0];
  // A list laid out as cards on a phone has no header row to line up with.
  if (!head || !body || getComputedStyle(table.tHead).display === 'none') { continue; }
  const row = [...body.rows].find((candidate) => candidate.cells.length === head.cells.length);
  if (!row) { continue; }
  [...head.cells].forEach((header, index) => {
    const above = header.getBoundingClientRect();
    const cell = row.cells[index].getBoundingClientRect();
    if (Math.abs(above.left - cell.left) > 1 || Math.abs(above.width - cell.width) > 1) {
      problems.push('the header cell ' + describe(header) + ' (' + Math.round(above.left) + '+' + Math.round(above.width)
        + ') is not above its column (' + Math.round(cell.left) + '+' + Math.round(cell.width) + ')');
    }
  });
}
// Inside a box that scrolls sideways (a table's, the fiori look's anchor bar) content may lie
// beyond the window: the box itself must not.
function scrollsWithin(element) {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') { return true; }
  }
  return false;
}
for (const element of document.querySelectorAll('body *')) {
  if (element.closest('.t-visually-hidden, [data-skip-link], [data-skip-to-rows], svg') || scrollsWithin(element) || !shown(element)) { continue; }
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) { continue; }
  if (box.right > width + 1 || box.left < -1) {
    problems.push(describe(element) + ' reaches ' + Math.round(box.left) + '–' + Math.round(box.right) + ' in a ' + width + ' px window');
  }
}
for (const row of document.querySelectorAll('.t-hstack:not(.t-overlap)')) {
  const children = [...row.children].filter((child) => shown(child) && !child.classList.contains('t-spacer'))
    .map((child) => [child, child.getBoundingClientRect()]).filter(([, box]) => box.width > 0 && box.height > 0);
  for (let first = 0; first < children.length; first += 1) {
    for (let second = first + 1; second < children.length; second += 1) {
      const a = children[first][1];
      const b = children[second][1];
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 1 && down > 1) { problems.push(describe(children[first][0]) + ' and ' + describe(children[second][0]) + ' overlap'); }
    }
  }
}
return [...new Set(problems)].slice(0, 8);
"""


def look_variant(driver, width: int, scheme: str) -> None:
    """The window `width` CSS pixels wide (a phone's below 600: its viewport too) in `scheme`."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def look_at(browser: Browser, state: dict, kind: str, arrive) -> None:
    """Shows the page `arrive` reaches in every width and palette: a screenshot of each kept in the
    artifacts (looks/), and no layout problem in any."""
    folder = state["artifacts"] / "looks"
    folder.mkdir(exist_ok=True)
    failures = []
    for width in LOOK_WIDTHS:
        for scheme in LOOK_SCHEMES:
            look_variant(browser.driver, width, scheme)
            arrive(browser)
            name = f"{state['look']}-{kind}-{width}-{scheme}"
            browser.driver.save_screenshot(str(folder / f"{name}.png"))
            problems = browser.driver.execute_script(LAYOUT_PROBLEMS)
            if problems:
                failures.append(f"{width} px, {scheme}: " + "; ".join(problems))
    expect(not failures, f"the {kind} page's layout is broken:\n  " + "\n  ".join(failures))


def submitted(browser: Browser, path: str, change: str, status: int):
    """Opens the form at `path`, changes it with the script `change` (the browser's own checks
    taken off, so that the server's are seen), and sends it, expecting `status`."""
    browser.open(path)
    browser.driver.execute_script("document.querySelectorAll('[required]').forEach((e) => e.removeAttribute('required'));" + change)
    browser.follow(browser.find("main button[type=submit]:not([aria-hidden=true])"), status=status)


def charts_at(browser: Browser, state: dict, kind: str, path: str, at_least: int) -> None:
    """Looks at the page at `path` as `look_at` does, and sees at least `at_least` charts on it,
    each a picture of some width and height."""
    look_at(browser, state, kind, lambda b: b.open(path))
    sizes = browser.driver.execute_script(
        "return [...document.querySelectorAll('[data-plot] svg[role=img]')].map((svg) => svg.getBoundingClientRect())"
        ".map((box) => [box.width, box.height]);")
    expect(len(sizes) >= at_least, f"{path} has {len(sizes)} charts, not at least {at_least}")
    expect(all(width >= 60 and height >= 16 for width, height in sizes), f"{path}: a chart drawn too small: {sizes}")


def picker_open(browser: Browser) -> None:
    """A customer's form with its address picker's list open."""
    browser.open("/e/customer/1/edit")
    search = browser.find("[data-to-one='address'] input[data-to-one-search]")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", search)
    search.send_keys("Elm")
    browser.wait(lambda _: browser.find_all("[data-to-one='address'] [role=option]"), "rows listed as the person types")


def fieldsets_form(browser: Browser) -> None:
    """A customer's form in Examples/rental.rules' fieldsets: the groups in order, the closed one
    opened by its title, the day the customer joined shown but not a field, the e-mail's help read
    with its field; then a field the browser refuses inside a closed group opens the group."""
    browser.open("/e/customer/1/edit")
    legends = [legend.get_attribute("textContent").strip() for legend in browser.find_all("form fieldset:not([data-inline]) > legend")]
    expect(legends == ["Name", "Contact", "Account"], f"the form's groups are {legends}")
    group = browser.find("details[data-fieldset=collapsed]")
    expect(group.get_attribute("open") is None, "the Account group starts closed")
    expect(not browser.find_all("[name='v.create_date']"), "the day a customer joined is no field once the customer exists")
    email = browser.find("[name='v.email']")
    help_id = email.get_attribute("aria-describedby")
    expect(help_id and "Receipts" in browser.find(f"#{help_id}").text, f"the e-mail field is described by {help_id!r}")
    expect(email.get_attribute("placeholder") == "name@example.com", "the e-mail's placeholder comes from the rules")
    summary = browser.find("summary", group)
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    browser.wait(lambda _: browser.find("select[name='v.store_id']", group).is_displayed(), "the Account group to open")
    expect("Customer since" in group.text, "the read-only day shows in its group")
    # Closed again, with a field in it the browser will not send: Save opens it (the page's script).
    summary.click()
    browser.wait(lambda _: group.get_attribute("open") is None, "the Account group to close")
    browser.driver.execute_script(
        "const field = document.createElement('input'); field.required = true; field.name = 'x.required';"
        "document.querySelector('details[data-fieldset=collapsed] .t-disclosure-content').appendChild(field);")
    save = browser.button("Save")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    save.click()
    browser.wait(lambda _: group.get_attribute("open") is not None, "the group holding the refused field to open")
    browser.open("/e/customer/1/edit")


def inline_payments(browser: Browser) -> None:
    """A customer's payments edited in the customer's form (Examples/rental.rules'
    `inlineRelationships`): two new payments typed into the empty rows, one payment's amount
    changed and the customer's e-mail too, saved together by one Save; the form then shows them."""
    browser.open("/e/customer/2/edit")
    table = browser.find("[data-inline=payment]")
    expect(len(browser.find_all("tr[data-inline-row^='i.payment.new.']", table)) == 2, "two empty rows for new payments")
    for index, amount in enumerate(["3.33", "4.44"]):
        prefix = f"i.payment.new.{index}."
        browser.find(f"select[name='{prefix}staff_id'] option[value='1']").click()
        browser.type_into(browser.find(f"[name='{prefix}amount']"), amount)
        browser.type_into(browser.find(f"[name='{prefix}payment_date']"), f"2026-12-01 10:0{index}:00")
    # The latest payment shown (the table shows the latest ones, so it is still there after two more).
    shown = browser.find_all("tr[data-inline-row]:not([data-inline-row*='.new.'])", table)
    browser.type_into(browser.find(f"[name='i.payment.{len(shown) - 1}.amount']"), "0.01")
    browser.type_into(browser.find("[name='v.email']"), "inline@example.com")
    save = browser.button("Save")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    browser.follow(save)
    expect(browser.driver.current_url.endswith("/e/customer/2"), f"saved, the customer's page: {browser.driver.current_url}")
    browser.open("/e/customer/2/edit")
    amounts = [field.get_attribute("value") for field in browser.find_all("[data-inline=payment] input[name$='.amount']")]
    expect("3.33" in amounts and "4.44" in amounts and "0.01" in amounts, f"the payments saved with the customer: {amounts}")
    expect(browser.find("[name='v.email']").get_attribute("value") == "inline@example.com", "the customer's own field saved with them")


def inline_refused(browser: Browser) -> None:
    """A customer's form sent back with a payment's amount that is no number and an empty row
    half filled in: refused (422), each mistake at its row."""
    browser.open("/e/customer/1/edit")
    browser.driver.execute_script(
        "document.querySelectorAll('[required]').forEach((e) => e.removeAttribute('required'));"
        "document.querySelector('[name=\"i.payment.0.amount\"]').value = 'lots';"
        "document.querySelector('[name=\"i.payment.new.0.amount\"]').value = '1.00';")
    save = browser.button("Save")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    browser.follow(save, status=422)
    expect(browser.find_all("[aria-invalid=true][name^='i.payment.']"), "the rows' fields in error are marked")


def picture_png(width: int, height: int) -> bytes:
    """A real PNG of `width` × `height`: a gradient, written by hand (no imaging library needed)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"".join(bytes([x * 255 // width, y * 255 // height, 170]) for x in range(width)) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def loaded_thumbnail(browser: Browser) -> tuple:
    """The page's thumbnail, once loaded (up to 10 s), and its picture's natural size."""
    thumbnail = browser.find("img[data-thumbnail]")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not browser.driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", thumbnail):
        time.sleep(0.1)
    return thumbnail, browser.driver.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", thumbnail)


def staff_picture(browser: Browser, state: dict) -> None:
    """A picture uploaded to a staff member (the sample store's `staff.picture`) through the file
    field of their form: the staff member's page then shows its thumbnail, loaded, fitted in the
    160-pixel box the server sized it for, and linked to the whole picture."""
    picture = state["artifacts"] / "staff-picture.png"
    picture.write_bytes(picture_png(480, 320))
    browser.open("/e/staff/1/edit")
    expect(browser.find("form#t-edit-form").get_attribute("enctype") == "multipart/form-data", "the form sends files")
    browser.find("input[type=file][name='v.picture']").send_keys(str(picture))
    save = browser.button("Save")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    browser.follow(save)
    expect(browser.driver.current_url.endswith("/e/staff/1"), f"saved, the staff member's page: {browser.driver.current_url}")
    thumbnail, natural = loaded_thumbnail(browser)
    expect(natural == [480, 320], f"the thumbnail shows the picture uploaded: {natural}")
    shown = browser.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", thumbnail)
    expect(shown[0] <= 160.5 and abs(shown[0] / shown[1] - 1.5) < 0.02, f"the thumbnail is fitted in 160 px, its proportions kept: {shown}")


def start_folder_files(tessera: Path, work: Path) -> Server:
    """A books database whose `cover` and `guide` text columns hold paths of files the server
    keeps in an upload folder (`--upload-folder`, `fileFolder`): nothing in the folder yet."""
    import sqlite3
    database = work / "books.sqlite"
    connection = sqlite3.connect(database)
    connection.executescript("""
        CREATE TABLE book (book_id integer PRIMARY KEY, title text NOT NULL, cover text, guide varchar(80));
        INSERT INTO book (book_id, title) VALUES (1, 'Dune'), (2, 'Emma');
        """)
    connection.commit()
    connection.close()
    rules = work / "books.rules"
    rules.write_text("entity.name = 'book' and propertyKey = 'cover' => fileFolder = 'covers'\n"
                     "entity.name = 'book' and propertyKey = 'guide' => fileFolder = 'guides/2026'\n")
    folder = work / "files"
    folder.mkdir()
    return Server([str(tessera), "serve", str(database), "--rules", str(rules), "--upload-folder", str(folder),
                   "--quiet", "--port", "0"], work / "folder-files-server.log")


def folder_files_on_disk(state: dict) -> dict:
    """Every file under the suite's upload folder, by its path there, with its bytes."""
    folder = state["work"] / "files"
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def folder_cover_uploaded(browser: Browser, state: dict) -> None:
    """A cover chosen in the file field of a book's form: kept in the folder under a name the
    server made (its rule's folder, 32 hex digits, the browser's name made safe), shown on the
    book's page as a thumbnail, loaded and fitted in 160 px, with its name."""
    picture = state["work"] / "Dune cover (first edition).png"
    picture.write_bytes(picture_png(320, 480))
    browser.open("/e/book/1/edit")
    expect(browser.find("form#t-edit-form").get_attribute("enctype") == "multipart/form-data", "the form sends files")
    expect(not browser.driver.find_elements(By.CSS_SELECTOR, "textarea[name='v.cover'], input[type=text][name='v.cover']"),
           "no text field for a column of file paths")
    browser.find("input[type=file][name='v.cover']").send_keys(str(picture))
    save = browser.button("Save")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    browser.follow(save)
    expect(browser.driver.current_url.endswith("/e/book/1"), f"saved, the book's page: {browser.driver.current_url}")
    files = folder_files_on_disk(state)
    expect(len(files) == 1, f"one file in the folder: {sorted(files)}")
    (name, content), = files.items()
    expect(re.fullmatch(r"covers/[0-9a-f]{32}-Dune_cover__first_edition_\.png", name) is not None, f"the server's name: {name}")
    expect(content == picture.read_bytes(), "the file holds the bytes chosen")
    thumbnail, natural = loaded_thumbnail(browser)
    expect(natural == [320, 480], f"the thumbnail shows the cover uploaded: {natural}")
    shown = browser.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", thumbnail)
    expect(shown[1] <= 160.5 and abs(shown[0] / shown[1] - 2 / 3) < 0.02, f"fitted in 160 px, its proportions kept: {shown}")
    text = browser.find("main").text
    expect("Dune_cover__first_edition_.png — PNG image, 320 × 480" in text, f"its name and what it is: {text[:300]}")


def folder_guide_uploaded(browser: Browser, state: dict) -> None:
    """A PDF chosen for the guide (a folder in a folder, a varchar(80) column), the cover left
    as it is: the guide shows by its name and kind, the cover's file is untouched."""
    guide = state["work"] / "reading guide.pdf"
    guide.write_bytes(b"%PDF-1.7\n" + bytes(5000))
    before = folder_files_on_disk(state)
    browser.open("/e/book/1/edit")
    browser.find("input[type=file][name='v.guide']").send_keys(str(guide))
    save = browser.button("Save")
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    browser.follow(save)
    files = folder_files_on_disk(state)
    added = {name: content for name, content in files.items() if name not in before}
    expect(len(files) == 2 and len(added) == 1, f"the guide beside the cover: {sorted(files)}")
    (name, content), = added.items()
    expect(name.startswith("guides/2026/") and name.endswith("-reading_guide.pdf") and len(name) <= 80, f"the guide's path: {name}")
    expect(content == guide.read_bytes(), "the guide holds the bytes chosen")
    text = browser.find("main").text
    expect("reading_guide.pdf — PDF document" in text, f"the guide by its name and kind: {text[:300]}")


FOLDER_FILES_STEPS = [
    ("a cover uploaded into the folder, its thumbnail seen", folder_cover_uploaded),
    ("a guide uploaded into a folder in a folder", folder_guide_uploaded),
    ("the book's page with its files", lambda b, s: (s.__setitem__("look", "folder"), look_at(b, s, "folder-inspect", lambda b: b.open("/e/book/1")))),
    ("the book's form with its files", lambda b, s: look_at(b, s, "folder-edit", lambda b: b.open("/e/book/1/edit"))),
    ("the list with a cover's thumbnail", lambda b, s: look_at(b, s, "folder-list", lambda b: b.open("/e/book"))),
]


def look_steps(look: str) -> list:
    def sign_in(browser: Browser, state: dict) -> None:
        state["look"] = look
        look_at(browser, state, "sign-in", lambda b: b.open("/login"))
        browser.type_into(browser.find("[name=user]"), "ada")
        browser.type_into(browser.find("[name=password]"), "correct horse")
        browser.follow(browser.button("Sign in"))

    return [
        ("sign-in", sign_in),
        ("entity list", lambda b, s: look_at(b, s, "entity-list", lambda b: b.open("/"))),
        ("list", lambda b, s: look_at(b, s, "list", lambda b: b.open("/e/film"))),
        ("sorted and filtered list", lambda b, s: look_at(b, s, "sorted-filtered-list", lambda b: b.open("/e/film?sort=-title&f.rating=PG"))),
        ("faceted list", lambda b, s: look_at(b, s, "faceted-list", lambda b: b.open(
            "/e/rental?facet=customer_id&facet=return_date&facet=staff_id&f.staff_id.eq=2"))),
        ("inspect", lambda b, s: look_at(b, s, "inspect", lambda b: b.open("/e/film/1"))),
        # Examples/rental.rules draws a customer's payments as a chart, and the entity list's
        # tables as bars: drawn in every width, and never wider than the window.
        ("charts on a row's page", lambda b, s: charts_at(b, s, "chart-inspect", "/e/customer/1", 1)),
        ("a sparkline a row", lambda b, s: charts_at(b, s, "chart-list", "/e/customer", 20)),
        ("the entity list's chart", lambda b, s: charts_at(b, s, "chart-entity-list", "/", 1)),
        ("edit with mistakes", lambda b, s: look_at(b, s, "edit-mistakes", lambda b: submitted(
            b, "/e/film/2/edit", "document.querySelector('[name=\"v.length\"]').value = 'very long';"
            "document.querySelector('[name=\"v.rental_duration\"]').value = '';", 422))),
        ("a picker listing rows as the person types", lambda b, s: look_at(b, s, "edit-picker", picker_open)),
        ("a form in fieldsets, a read-only value, help", lambda b, s: look_at(b, s, "edit-fieldsets", fieldsets_form)),
        ("a customer's payments edited in the customer's form", lambda b, s: inline_payments(b)),
        ("a form with its payments in place", lambda b, s: look_at(b, s, "edit-inline", lambda b: b.open("/e/customer/2/edit"))),
        ("a picture uploaded to a staff member, its thumbnail seen", staff_picture),
        ("a row's page with a picture", lambda b, s: look_at(b, s, "inspect-picture", lambda b: b.open("/e/staff/1"))),
        ("a list with a picture's thumbnail", lambda b, s: look_at(b, s, "list-picture", lambda b: b.open("/e/staff"))),
        ("a form with a file field and a picture", lambda b, s: look_at(b, s, "edit-file", lambda b: b.open("/e/staff/1/edit"))),
        ("conflict", lambda b, s: look_at(b, s, "conflict", lambda b: submitted(
            b, "/e/actor/3/edit", "document.querySelector('[name=\"_version\"]').value = 'stale';", 409))),
        ("delete confirmation", lambda b, s: look_at(b, s, "delete", lambda b: b.open("/e/payment/1/delete"))),
        ("delete stopped by the rows that refer to it", lambda b, s: look_at(b, s, "delete-blocked", lambda b: b.open("/e/language/1/delete"))),
        ("error page", lambda b, s: look_at(b, s, "not-found", lambda b: b.open("/e/no_such_entity", status=404))),
        ("the person menu open", lambda b, s: look_at(b, s, "person-menu", page_with_person_menu_open)),
        ("the password page", lambda b, s: look_at(b, s, "password", lambda b: b.open("/account/password"))),
        ("the password page refused", lambda b, s: look_at(b, s, "password-refused", password_refused)),
    ]


def add_account(tessera: Path, users: Path, name: str, password: str, role: str) -> None:
    """`tessera users add` as a person runs it, the password from a file."""
    secret = users.parent / f"{name}.password"
    secret.write_text(password + "\n")
    added = subprocess.run([str(tessera), "users", "add", str(users), name, "--role", role, "--password-file", str(secret),
                            "--cost", "10"], capture_output=True, text=True)
    if added.returncode != 0:
        raise RuntimeError(f"tessera users add failed (exit status {added.returncode}):\n{added.stderr}")


def start_look(look: str):
    """The sample store in `look`, ada signing in from an accounts file: so that the person menu
    offers "Change password", and the password page is one of the pages looked at."""
    def start(tessera: Path, work: Path) -> Server:
        database = sample_database(tessera, work)
        users = work / "staff.users"
        add_account(tessera, users, "ada", "correct horse", "admin")
        return Server([str(tessera), "serve", str(database), "--look", look, "--users", str(users),
                       "--rules", str(REPOSITORY / "Examples" / "rental.rules"), "--quiet", "--port", "0"],
                      work / f"look-{look}-server.log")
    return start


def open_person_menu(browser: Browser) -> None:
    """Opens the bar's person menu with a click on the name, and waits until it shows its items."""
    menu = browser.find("details[data-person-menu]")
    if menu.get_attribute("open") is None:
        browser.find("summary", menu).click()
    browser.wait(lambda _: browser.find("[data-sign-out]", menu).is_displayed(), "the person menu to open")


def page_with_person_menu_open(browser: Browser) -> None:
    """A list, its bar's person menu open."""
    browser.open("/e/film")
    open_person_menu(browser)


def password_refused(browser: Browser) -> None:
    """The password page sent back: the two new passwords differ."""
    browser.open("/account/password")
    browser.type_into(browser.find("[name=current_password]"), "correct horse")
    browser.type_into(browser.find("[name=new_password]"), "a new passphrase")
    browser.type_into(browser.find("[name=new_password_again]"), "a new passphrasf")
    browser.follow(browser.button("Change password"), status=422)


# --- People: two accounts, two windows -----------------------------------------------------------

PEOPLE_RULES = """
not (user.roles contains 'admin') and task = 'query' => visibleEntityNames = ['customer', 'film', 'payment', 'rental']
user.roles contains 'clerk' and entity.name = 'payment' => isEntityReadOnly = true
not (user.roles contains 'admin') and entity.name = 'customer' => hiddenPropertyKeys = ['email']
"""


def start_people(tessera: Path, work: Path) -> Server:
    """The sample store behind `--users`: ada an admin, ben a clerk, with rules over their roles."""
    database = sample_database(tessera, work)
    users = work / "staff.users"
    for name, role in [("ada", "admin"), ("ben", "clerk")]:
        add_account(tessera, users, name, f"{name}'s password", role)
    rules = work / "people.rules"
    rules.write_text(PEOPLE_RULES)
    return Server([str(tessera), "serve", str(database), "--users", str(users), "--rules", str(rules), "--port", "0"],
                  work / "people-server.log")


def sign_in_as(browser: Browser, name: str, password: str = None) -> None:
    browser.open("/login")
    browser.type_into(browser.find("[name=user]"), name)
    browser.type_into(browser.find("[name=password]"), password or f"{name}'s password")
    browser.follow(browser.button("Sign in"))
    signed_in = browser.find("[data-user]").get_attribute("data-user")
    expect(signed_in == name, f"the bar names {signed_in!r}, not {name!r}")


def header_texts(browser: Browser) -> list:
    return [" ".join(cell.text.split()) for cell in browser.find_all("thead th")]


def admin_sees_everything(browser: Browser, state: dict) -> None:
    sign_in_as(browser, "ada")
    names = Table(browser).cells("Table")
    expect("Staff" in names and "Customer" in names, f"ada's entity list: {names}")
    browser.open("/e/customer")
    expect(any(header.startswith("Email") for header in header_texts(browser)), f"ada's customer columns: {header_texts(browser)}")
    browser.open("/e/payment/1")
    expect(browser.find_all("a[href$='/edit']"), "ada has no Edit link on a payment")


def a_clerk_in_another_window_sees_less(browser: Browser, state: dict) -> None:
    # A second browser of its own, with its own cookies: another person at another desk.
    other = Browser(start_chromium(show=False), browser.base_url)
    state["second driver"] = other.driver
    sign_in_as(other, "ben")
    names = Table(other).cells("Table")
    expect("Staff" not in names and names == ["Customer", "Film", "Payment", "Rental"], f"ben's entity list: {names}")
    other.open("/e/customer")
    expect(not any(header.startswith("Email") for header in header_texts(other)), f"ben's customer columns: {header_texts(other)}")
    expect("@" not in other.find("main").text, "an e-mail address on ben's customer list")
    other.open("/e/payment/1")
    expect(not other.find_all("a[href$='/edit']") and not other.find_all("a[href$='/delete']"), "ben has Edit or Delete on a payment")
    other.open("/e/staff", status=404)
    other.open("/e/payment/1/edit", status=403)
    expect("read-only for ben" in other.find("main").text, f"the refusal says: {other.find('main').text!r}")
    other.open("/e/customer")
    other.driver.save_screenshot(str(state["artifacts"] / "people-ben-customer.png"))
    # ada's window, the same pages at the same time: still all of it.
    browser.open("/e/customer")
    expect(any(header.startswith("Email") for header in header_texts(browser)), "ada lost the e-mail column")
    browser.driver.save_screenshot(str(state["artifacts"] / "people-ada-customer.png"))


def signing_out_leaves_the_other_signed_in(browser: Browser, state: dict) -> None:
    other = Browser(state["second driver"], browser.base_url)
    other.open("/e/customer")
    # Under the name, in the bar's menu.
    open_person_menu(other)
    other.follow(other.button("Sign out"))
    expect(other.path() == "/login", f"signing out led to {other.path()}")
    other.open("/e/customer")
    expect(other.path() == "/login", "ben's window still opens pages after signing out")
    browser.open("/e/customer")
    expect(browser.find("[data-user]").get_attribute("data-user") == "ada", "ada was signed out with ben")
    other.driver.quit()


def a_bulk_action_partly_refused(browser: Browser, state: dict) -> None:
    """ada makes a language, then ticks it and English and deletes them: English, which films
    use, is refused with the reason; the new one goes, and the history says who deleted it."""
    browser.open("/new/language")
    browser.type_into(browser.find("[name='v.name']"), "Klingon")
    browser.follow(browser.find("main button[type=submit]"))
    browser.open("/e/language?sort=name")
    boxes = {box.get_attribute("aria-label"): box for box in browser.find_all("input[name=row][form=bulk-rows]")}
    expect("Select English" in boxes and "Select Klingon" in boxes, f"the boxes: {sorted(boxes)}")
    boxes["Select English"].click()
    boxes["Select Klingon"].click()
    browser.follow(browser.find("[data-bulk-action=delete]"))
    question = browser.text("[data-bulk-question]")
    expect(question == "Delete these 2 rows of Language?", f"the question: {question!r}")
    browser.follow(browser.find("[data-bulk-confirm]"))
    expect(browser.path() == "/e/language", f"the action led to {browser.path()}")
    notice = browser.text("[data-notice]")
    expect("1 row done, 1 refused" in notice and "English" in notice, f"the notice: {notice!r}")
    names = Table(browser).cells("Name")
    expect("Klingon" not in names and "English" in names, f"the languages left: {names}")
    browser.follow(browser.find("[data-changes-link]"))
    entry = browser.find("[data-history-entry]")
    expect("Deleted" in entry.text and "by ada" in entry.text and "Klingon" in entry.text, f"the history's last entry: {entry.text!r}")


def linked_actors(browser: Browser) -> list:
    return [" ".join(row.text.split()).removesuffix(" Remove") for row in browser.find_all("[data-related=actor] [data-related-row]")]


def a_many_to_many_relationship_edited(browser: Browser, state: dict) -> None:
    """On a film's form, ada finds an actor as she types (the script fetches the rows found, the
    page stays), adds it, and removes it again."""
    browser.open("/e/film/2/edit")
    before = linked_actors(browser)
    expect(before, "the film's form lists no actors")
    mark_page(browser)
    field = browser.find("input[data-picker=actor]")
    browser.driver.execute_script("arguments[0].scrollIntoView()", field)
    field.send_keys("A")
    browser.wait(lambda _: browser.find_all("[data-picker-matches=actor] [data-related-match]"), "rows found as the person types")
    expect_same_page(browser)
    match = browser.find("[data-picker-matches=actor] [data-related-match]")
    name = " ".join(match.text.split()).removesuffix(" Add")
    expect(name not in before, f"{name} is offered though linked already")
    browser.follow(browser.find("button[name=add]", match))
    expect(browser.text("[data-notice]") == f"Added {name} to Actor.", f"the notice: {browser.text('[data-notice]')!r}")
    expect(linked_actors(browser) == [name] + before or sorted(linked_actors(browser)) == sorted(before + [name]),
           f"the actors after adding: {linked_actors(browser)}")
    row = next(element for element in browser.find_all("[data-related=actor] [data-related-row]") if name in element.text)
    browser.follow(browser.find("button[name=remove]", row))
    expect(browser.text("[data-notice]") == f"Removed {name} from Actor.", f"the notice: {browser.text('[data-notice]')!r}")
    expect(sorted(linked_actors(browser)) == sorted(before), f"the actors after removing: {linked_actors(browser)}")


def changing_ones_password_from_the_menu(browser: Browser, state: dict) -> None:
    """ada opens the menu under her name with the keyboard (Escape closes it again), follows
    "Change password", types two new passwords that differ and is told so, then changes it: she
    is back on the page she came from, still signed in, told it was changed. She signs out from
    the menu, and signs in with the new password; the old one no longer works."""
    browser.open("/e/customer")
    menu = browser.find("details[data-person-menu]")
    summary = browser.find("summary", menu)
    # The keyboard alone: the name takes the focus, Enter opens, Escape closes and gives it back.
    browser.driver.execute_script("arguments[0].focus()", summary)
    summary.send_keys(Keys.ENTER)
    browser.wait(lambda _: menu.get_attribute("open") is not None, "Enter to open the person menu")
    link = browser.find("[data-change-password]", menu)
    expect(link.is_displayed() and link.text.strip() == "Change password", f"the menu holds {menu.text!r}")
    summary.send_keys(Keys.ESCAPE)
    browser.wait(lambda _: menu.get_attribute("open") is None, "Escape to close the person menu")
    expect(browser.driver.switch_to.active_element == summary, "Escape left the focus elsewhere than on the name")

    open_person_menu(browser)
    browser.follow(browser.find("[data-change-password]"))
    expect(browser.path() == "/account/password", f"the menu led to {browser.path()}")
    expect(browser.heading() == "Change password", f"the page is headed {browser.heading()!r}")
    autocomplete = {name: browser.find(f"[name={name}]").get_attribute("autocomplete")
                    for name in ["username", "current_password", "new_password", "new_password_again"]}
    expect(autocomplete == {"username": "username", "current_password": "current-password", "new_password": "new-password",
                            "new_password_again": "new-password"}, f"autocomplete: {autocomplete}")
    expect(browser.driver.switch_to.active_element == browser.find("[name=current_password]"),
           "the current password's field does not have the focus")

    browser.type_into(browser.find("[name=current_password]"), "ada's password")
    browser.type_into(browser.find("[name=new_password]"), "ada's new passphrase")
    browser.type_into(browser.find("[name=new_password_again]"), "ada's new passphrasf")
    browser.follow(browser.button("Change password"), status=422)
    expect("differ" in browser.text("[data-password-message]"), f"the refusal says {browser.text('[data-password-message]')!r}")
    again = browser.find("[name=new_password_again]")
    expect(again.get_attribute("aria-invalid") == "true", "the second new password is not marked")
    expect(browser.driver.switch_to.active_element == again, "the field at fault does not have the focus")

    browser.type_into(browser.find("[name=current_password]"), "ada's password")
    browser.type_into(browser.find("[name=new_password]"), "ada's new passphrase")
    browser.type_into(browser.find("[name=new_password_again]"), "ada's new passphrase")
    browser.follow(browser.button("Change password"))
    expect(browser.path() == "/e/customer", f"a changed password led to {browser.path()}, not back to the customers")
    expect("Your password was changed" in browser.text("[data-notice]"), f"the notice says {browser.text('[data-notice]')!r}")
    expect(browser.find("[data-user]").get_attribute("data-user") == "ada", "ada is no longer signed in")

    open_person_menu(browser)
    browser.follow(browser.button("Sign out"))
    expect(browser.path() == "/login", f"signing out led to {browser.path()}")
    browser.type_into(browser.find("[name=user]"), "ada")
    browser.type_into(browser.find("[name=password]"), "ada's password")
    browser.follow(browser.button("Sign in"), status=401)
    sign_in_as(browser, "ada", "ada's new passphrase")


PEOPLE_STEPS = [
    ("an admin sees every table and column", admin_sees_everything),
    ("a clerk in another window sees less, and may not change payments", a_clerk_in_another_window_sees_less),
    ("signing out leaves the other person signed in", signing_out_leaves_the_other_signed_in),
    ("a bulk action, partly refused, and its history", a_bulk_action_partly_refused),
    ("a many-to-many relationship edited from a row's form", a_many_to_many_relationship_edited),
    ("changing one's password from the menu, signing out, signing in with it", changing_ones_password_from_the_menu),
]


# --- Round trips: a form saved untouched changes nothing; undo -----------------------------------


class SkipSuite(Exception):
    """Raised by a suite's start when what it needs is not here (PostgreSQL, psql): the suite's
    steps are counted as skipped, not failed."""


def sqlite_dump(path: Path) -> list:
    """Every value of every table of the SQLite file at `path`, exactly: each row as its columns'
    storage classes and bytes (text as its bytes, NULs and invalid UTF-8 included), sorted."""
    import sqlite3
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    connection.text_factory = bytes
    try:
        lines = []
        tables = [row[0].decode() for row in connection.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        for table in tables:
            quoted = '"' + table.replace('"', '""') + '"'
            columns = [row[1].decode() for row in connection.execute(f"PRAGMA table_xinfo({quoted})")]
            selected = ", ".join(f'typeof("{c.replace(chr(34), chr(34) * 2)}"), "{c.replace(chr(34), chr(34) * 2)}"' for c in columns)
            for row in connection.execute(f"SELECT {selected} FROM {quoted}"):
                lines.append(f"{table}: {row!r}")
        return sorted(lines)
    finally:
        connection.close()


def postgres_tool(name: str):
    return shutil.which(name) or next(iter(sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True)), None)


def postgres_dump(url: str) -> list:
    """Every row of every table of the PostgreSQL database at `url` as `pg_dump` writes it, the
    lines sorted (an untouched save must not even move a row)."""
    dumped = subprocess.run([str(postgres_tool("pg_dump")), "--data-only", "--no-owner", "-d", url],
                            capture_output=True, text=True, errors="surrogateescape")
    if dumped.returncode != 0:
        raise RuntimeError(f"pg_dump failed: {dumped.stderr}")
    # Comments, and the \\restrict lines newer pg_dumps put around a dump with a new random key each time.
    return sorted(line for line in dumped.stdout.splitlines() if line and not line.startswith(("--", "\\restrict", "\\unrestrict")))


def dump_difference(before: list, after: list) -> str:
    gone = sorted(set(before) - set(after))[:5]
    new = sorted(set(after) - set(before))[:5]
    return "".join(f"\n         - {line[:300]}" for line in gone) + "".join(f"\n         + {line[:300]}" for line in new)


def every_table_saved_untouched_changes_nothing(browser: Browser, state: dict) -> None:
    """On a row of each table the application edits (two on the real-shaped schemas): the row's page, Edit, Save without
    touching anything, as a person would; the notice says there was nothing to save, and the
    database holds the same bytes after as before."""
    dump = state["server"].dump
    browser.open("/")
    entities = []
    for link in browser.find_all("main table a[href^='/e/']"):
        path = urllib.parse.urlsplit(link.get_attribute("href")).path
        if path.count("/") == 2 and path not in entities:
            entities.append(path)
    expect(entities, "the entity list links to no table")
    saved, failures = [], []
    # Dumped once around them all (each line names its table): dumping a store around every
    # save took most of the step's time.
    before = dump()
    for entity in entities:
        browser.open(entity)
        # A view without a key has rows without pages: no link to follow.
        rows = [link.get_attribute("href") for link in browser.find_all("main table tbody a[aria-label^='Open ']")]
        # The first and the last row of the first page (the real-shaped fixtures keep odd rows
        # at either end), or the first only.
        for row in dict.fromkeys(rows[:1] + rows[-1:] if getattr(state["server"], "both_ends", False) else rows[:1]):
            browser.open(urllib.parse.urlsplit(row).path)
            edit_links = browser.find_all("main a[href$='/edit']")
            if not edit_links:
                break  # a read-only table or view
            row_path = browser.path()
            browser.follow(edit_links[0])
            save = browser.button("Save")
            # A control the browser finds wrong as it came (a required field the row holds empty)
            # stops the form from being sent at all: the person could change nothing on the row.
            invalid = browser.driver.execute_script(
                "return Array.from(arguments[0].form.elements).filter(e => !e.checkValidity()).map(e => e.name + ': ' + e.validationMessage)", save)
            if invalid:
                failures.append(f"{row_path}: the browser will not send the form untouched: {invalid}")
                continue
            browser.follow(save)
            notices = browser.find_all("[data-notice]")
            notice = notices[0].text if notices else ""
            saved.append(row_path)
            if not notice.startswith("Nothing to save") or browser.path() != row_path:
                failures.append(f"{row_path}: saved untouched, it went to {browser.path()} with the notice {notice!r}")
    after = dump()
    if before != after:
        failures.append(f"the database changed:{dump_difference(before, after)}")
    state["saved untouched"] = saved
    print(f"         saved untouched: {len(saved)} rows of {len(entities)} tables", flush=True)
    expect(len(saved) >= state.get("at least", 1), f"only {len(saved)} forms were saved: {saved}")
    expect(not failures, f"{len(failures)} of {len(saved)} forms saved untouched went wrong:\n       "
           + "\n       ".join(failures))


def history_entries(browser: Browser) -> list:
    return browser.find_all("[data-history-entry]")


def a_change_undone_from_the_history(browser: Browser, state: dict) -> None:
    """A film's title changed and saved, then put back by the Undo button of its history entry:
    the database is as before (but for the two entries of the history)."""
    dump = state["server"].dump
    before = [line for line in dump() if not line.startswith("tessera_history")]
    browser.open("/e/film/3")
    title = browser.heading()
    browser.follow(browser.link("Edit"))
    browser.type_into(field(browser, "v.title"), title + " (misspelt)")
    browser.follow(browser.button("Save"))
    expect(browser.heading() == title + " (misspelt)", f"the saved film is headed {browser.heading()!r}")
    browser.follow(browser.link("History"))
    entry = history_entries(browser)[0]
    expect(entry.get_attribute("data-history-action") == "update", "the newest entry is no update")
    expect(title + " (misspelt)" in entry.text, f"the entry reads {entry.text!r}")
    browser.follow(browser.button("Undo", entry))
    expect(browser.path() == "/e/film/3", f"undoing went to {browser.driver.current_url}")
    expect(browser.heading() == title, f"after the undo the film is headed {browser.heading()!r}")
    notice = browser.text("[data-notice]")
    expect(notice.startswith("Undid the change"), f"the notice: {notice!r}")
    after = [line for line in dump() if not line.startswith("tessera_history")]
    expect(before == after, f"the database is not as before:{dump_difference(before, after)}")
    # The undo is itself a change, undone in turn: the misspelt title is back.
    browser.follow(browser.link("History"))
    entries = history_entries(browser)
    expect(len(entries) == 2, f"the film's history has {len(entries)} entries, not the change and its undo")
    browser.follow(browser.button("Undo", entries[0]))
    expect(browser.heading() == title + " (misspelt)", f"undoing the undo left the heading {browser.heading()!r}")


def a_deletion_undone_from_the_history(browser: Browser, state: dict) -> None:
    """A language deleted through its confirmation page (which says it can be undone), then
    brought back by the Undo button of the deletion's entry: every value as it was."""
    dump = state["server"].dump
    browser.open("/new/language")
    name = f"Undo test {os.getpid()}"
    browser.type_into(field(browser, "v.name"), name)
    browser.follow(browser.button("Save"))
    path = browser.path()
    before = [line for line in dump() if not line.startswith("tessera_history")]
    browser.follow(browser.link("Delete"))
    main = browser.find("main")
    expect("You can undo it afterwards from the history." in main.text, f"the confirmation reads {main.text[:300]!r}")
    browser.follow(browser.button("Delete", main))
    browser.open("/history")
    entry = history_entries(browser)[0]
    expect(entry.get_attribute("data-history-action") == "delete" and name in entry.text, f"the newest entry reads {entry.text!r}")
    browser.follow(browser.button("Undo", entry))
    expect(browser.path() == path, f"undoing the deletion went to {browser.driver.current_url}")
    expect(browser.heading() == name, f"the language brought back is headed {browser.heading()!r}")
    after = [line for line in dump() if not line.startswith("tessera_history")]
    expect(before == after, f"the database is not as before the deletion:{dump_difference(before, after)}")


ROUND_TRIP_STEPS = [
    ("a row of each table saved untouched: nothing changes", every_table_saved_untouched_changes_nothing),
    ("a change undone from the history, and the undo undone", a_change_undone_from_the_history),
    ("a deletion undone from the history", a_deletion_undone_from_the_history),
]

REAL_SCHEMA_STEPS = [
    ("a row of each table saved untouched: nothing changes", every_table_saved_untouched_changes_nothing),
]

REAL_SCHEMAS = REPOSITORY / "Tests" / "Fixtures" / "RealSchemas"


def start_round_trip(tessera: Path, work: Path) -> Server:
    database = sample_database(tessera, work)
    server = Server([str(tessera), "serve", str(database), "--port", "0"], work / "round-trip-server.log")
    server.dump = lambda: sqlite_dump(database)
    return server


def start_real_sqlite(tessera: Path, work: Path) -> Server:
    """The real-shaped SQLite fixture (Tests/Fixtures/RealSchemas/sqlite.sql): loose types, values
    of the wrong type, NULs and invalid UTF-8 in text, odd names, a 2 MB text."""
    import sqlite3
    database = work / "stacks.sqlite"
    connection = sqlite3.connect(database)
    connection.executescript((REAL_SCHEMAS / "sqlite.sql").read_text())
    connection.close()
    server = Server([str(tessera), "serve", str(database), "--port", "0"], work / "real-sqlite-server.log")
    server.dump = lambda: sqlite_dump(database)
    server.both_ends = True
    return server


def start_real_postgres(tessera: Path, work: Path) -> Server:
    """The real-shaped PostgreSQL fixture (Tests/Fixtures/RealSchemas/postgres.sql) in a database
    of its own, made afresh: every type PostgreSQL has, at its edges."""
    base = os.environ.get("TESSERA_POSTGRES_URL")
    psql = postgres_tool("psql")
    if not base or not psql or not postgres_tool("pg_dump"):
        raise SkipSuite("needs TESSERA_POSTGRES_URL, psql and pg_dump")
    name = "tessera_browser_round_trip"
    loaded = subprocess.run([str(psql), "-X", "-q", "-d", base, "-c", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)",
                             "-c", f"CREATE DATABASE {name}"], capture_output=True, text=True)
    parts = urllib.parse.urlsplit(base)
    url = urllib.parse.urlunsplit(parts._replace(path="/" + name, query=""))
    if loaded.returncode == 0:
        loaded = subprocess.run([str(psql), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-f", str(REAL_SCHEMAS / "postgres.sql")],
                                capture_output=True, text=True)
    if loaded.returncode != 0:
        raise RuntimeError(f"loading the PostgreSQL fixture failed: {loaded.stderr}")
    server = Server([str(tessera), "serve", url, "--port", "0"], work / "real-postgres-server.log")
    server.dump = lambda: postgres_dump(url)
    server.both_ends = True
    return server


# --- Accessibility: axe-core on every kind of page -----------------------------------------------

# axe-core's rules that the suite does not run, each with why axe is wrong about Tessera's pages.
# (None: every rule axe runs by default is run, and must find nothing.)
AXE_RULES_OFF: dict = {}

# Runs axe-core on the page, already injected; answers its violations, each node with the CSS
# selectors that reach it and what axe says of it.
AXE_RUN = r"""
const done = arguments[arguments.length - 1];
const rules = Object.fromEntries(arguments[0].map((id) => [id, {enabled: false}]));
axe.run(document, {resultTypes: ['violations'], rules}).then((results) => done(results.violations.map((violation) => ({
  id: violation.id, impact: violation.impact, help: violation.help,
  nodes: violation.nodes.map((node) => ({
    target: node.target.map((part) => Array.isArray(part) ? part.join(' >>> ') : part).join(' '),
    message: [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean)[0] || '',
  })),
}))), (error) => done({error: String(error)}));
"""


def axe_source() -> str:
    """axe.min.js, from the package requirements-axe.txt installs (which is not imported: it
    would import Playwright)."""
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    expect(spec and spec.submodule_search_locations,
           f"no axe_playwright_python in {sys.prefix}: pip install --no-deps -r {REQUIREMENTS_WITHOUT_DEPENDENCIES}")
    return (Path(list(spec.submodule_search_locations)[0]) / "axe.min.js").read_text()


def axe_violations(browser: Browser, state: dict) -> list:
    """axe-core's violations on the page shown."""
    if "axe" not in state:
        state["axe"] = axe_source()
        browser.driver.set_script_timeout(60)
    browser.driver.execute_script(state["axe"])
    found = browser.driver.execute_async_script(AXE_RUN, sorted(AXE_RULES_OFF))
    expect(not isinstance(found, dict), f"axe-core failed on the page: {found}")
    return found


def axe_at(browser: Browser, state: dict, kind: str, arrive) -> None:
    """Reaches a page with `arrive` in each width and palette (as `look_at` does) and runs axe-core
    on it; fails listing every violation: its rule, its impact, the elements and what axe says of
    them, the page's address, and the look, palettes and widths it was found in."""
    found = {}
    for width in LOOK_WIDTHS:
        for number, scheme in enumerate(LOOK_SCHEMES):
            look_variant(browser.driver, width, scheme)
            # The palette follows prefers-color-scheme in CSS alone: the page reached in one is
            # looked at in the other as it is.
            if number == 0:
                arrive(browser)
            path = urllib.parse.urlsplit(browser.driver.current_url)
            address = path.path + (f"?{path.query}" if path.query else "")
            for violation in axe_violations(browser, state):
                for node in violation["nodes"]:
                    key = (violation["id"], violation["impact"], violation["help"], address, node["target"], node["message"])
                    found.setdefault(key, []).append(f"{scheme} {width}")
    state.setdefault("axe found", []).extend(
        {"look": state["look"], "kind": kind, "rule": rule, "impact": impact, "help": help, "page": address,
         "target": target, "message": message, "variants": variants}
        for (rule, impact, help, address, target, message), variants in found.items())
    if not found:
        return
    lines = []
    for (rule, impact, help, address, target, message), variants in sorted(found.items()):
        lines.append(f"{rule} ({impact}: {help}) on {address}, {state['look']} {', '.join(variants)}:\n"
                     f"    {target}" + (f"\n      {message}" if message else ""))
    shown = lines[:30] + ([f"… and {len(lines) - 30} more"] if len(lines) > 30 else [])
    raise AxeViolations(f"axe-core finds {len(found)} violation(s) on the {kind} page:\n  " + "\n  ".join(shown))


def switch_server(browser: Browser, state: dict, start, look: str) -> None:
    """Stops the server the suite has used so far and starts another with `start`: the browser
    goes on with it, signed out."""
    state["server"].stop()
    work = state["work"] / look
    work.mkdir()
    server = start(state["tessera"], work)
    state["server"] = server
    state.setdefault("more servers", []).append(server)
    browser.base_url = server.url
    browser.driver.delete_all_cookies()
    state["look"] = look


def axe_sign_in(browser: Browser, state: dict) -> None:
    """The sign-in page, then refused a wrong password, then signed in."""
    axe_at(browser, state, "sign-in", lambda b: b.open("/login"))
    attempt = iter(range(100))

    def refused(b: Browser) -> None:
        b.open("/login")
        # A name of its own each time: a name's wrong passwords make it wait.
        b.type_into(b.find("[name=user]"), f"nobody{next(attempt)}")
        b.type_into(b.find("[name=password]"), "wrong")
        b.follow(b.button("Sign in"), status=401)

    axe_at(browser, state, "sign-in refused", refused)
    browser.open("/login")
    browser.type_into(browser.find("[name=user]"), "ada")
    browser.type_into(browser.find("[name=password]"), "correct horse")
    browser.follow(browser.button("Sign in"))


def bulk_confirmation(browser: Browser) -> None:
    """Two languages ticked and Delete pressed: the page that asks to confirm. The fiori look's
    list ticks no rows, but the page is the same in both looks: there the same form is sent."""
    browser.open("/e/language?sort=name")
    boxes = browser.find_all("input[name=row][form=bulk-rows]")
    if boxes:
        for box in boxes[:2]:
            box.click()
        browser.follow(browser.find("[data-bulk-action=delete]"))
    else:
        page = browser.find("html")
        browser.driver.execute_script("""
            const form = document.createElement('form');
            form.method = 'post';
            form.action = '/e/language/bulk';
            const fields = [['_csrf', document.querySelector('input[name=_csrf]').value], ['action', 'delete'],
                            ['scope', 'selected'], ['row', '1'], ['row', '2']];
            for (const [name, value] of fields) {
              const input = document.createElement('input');
              Object.assign(input, {type: 'hidden', name, value});
              form.append(input);
            }
            document.body.append(form);
            form.submit();""")
        browser.wait(replaced(page), "the bulk confirmation page")
        browser.check_page()
    browser.find("[data-bulk-question]")


def some_history(browser: Browser, state: dict) -> None:
    """A change, a new row and its deletion in the history, once for each server."""
    if state.get("history made") == state["server"].url:
        return
    browser.open("/e/film/3/edit")
    title = field(browser, "v.title")
    browser.type_into(title, title.get_attribute("value") + " (changed)")
    browser.follow(browser.button("Save"))
    browser.open("/new/language")
    browser.type_into(field(browser, "v.name"), "Esperanto")
    browser.follow(browser.button("Save"))
    browser.follow(browser.link("Delete"))
    browser.follow(browser.button("Delete", browser.find("main")))
    state["history made"] = state["server"].url


def axe_look_steps(look: str, first: bool) -> list:
    def begin(browser: Browser, state: dict) -> None:
        if first:
            state["look"] = look
        else:
            switch_server(browser, state, start_look(look), look)

    def page(kind: str, path: str, status: int = 200):
        return (f"{look}: {kind}", lambda b, s: axe_at(b, s, kind, lambda b: b.open(path, status=status)))

    return [
        (f"{look}: {'the server' if first else 'a server of its own'}", begin),
        (f"{look}: sign-in, refused, signed in", axe_sign_in),
        page("start", "/"),
        page("list", "/e/film"),
        page("sorted, filtered and searched list", "/e/film?sort=-title&f.rating=PG&q=drama"),
        # Five rows: the facets are what this page adds, and a long table of rentals only slows axe.
        page("faceted list", "/e/rental?facet=customer_id&facet=return_date&facet=staff_id&f.staff_id.eq=2&size=5"),
        page("list with charts", "/e/customer"),
        page("row", "/e/film/1"),
        page("row with related rows and a chart", "/e/customer/1"),
        (f"{look}: edit with mistakes", lambda b, s: axe_at(b, s, "edit with mistakes", lambda b: submitted(
            b, "/e/film/2/edit", "document.querySelector('[name=\"v.length\"]').value = 'very long';"
            "document.querySelector('[name=\"v.rental_duration\"]').value = '';", 422))),
        (f"{look}: conflict", lambda b, s: axe_at(b, s, "conflict", lambda b: submitted(
            b, "/e/actor/3/edit", "document.querySelector('[name=\"_version\"]').value = 'stale';", 409))),
        page("new", "/new/film"),
        page("edit in fieldsets (a closed one, help, a read-only value) with its payments in place", "/e/customer/1/edit"),
        (f"{look}: inline rows refused, each marked at its row", lambda b, s: axe_at(b, s, "inline rows refused", inline_refused)),
        (f"{look}: edit with a picker's list open", lambda b, s: axe_at(b, s, "edit with a picker", picker_open)),
        (f"{look}: a row with a picture uploaded", lambda b, s: (staff_picture(b, s), axe_at(b, s, "row with a picture", lambda b: b.open("/e/staff/1")))),
        page("edit with a file field and a picture", "/e/staff/1/edit"),
        page("new with a file field", "/new/staff"),
        page("filters open, chosen among values", "/e/film?f.rating.is=PG"),
        page("delete", "/e/payment/1/delete"),
        page("delete stopped by the rows that refer to it", "/e/language/1/delete"),
        (f"{look}: bulk confirmation", lambda b, s: axe_at(b, s, "bulk confirmation", bulk_confirmation)),
        (f"{look}: history", lambda b, s: (some_history(b, s), axe_at(b, s, "history", lambda b: b.open("/history")))),
        page("a row's history", "/e/film/3/history"),
        page("not found (the application's)", "/e/no_such_entity", 404),
        page("bad request", "/e/film?size=many", 400),
        page("not found (the server's)", "/no/such/page", 404),
        (f"{look}: the person menu open", lambda b, s: axe_at(b, s, "person menu", page_with_person_menu_open)),
        page("password", "/account/password"),
        (f"{look}: password refused", lambda b, s: axe_at(b, s, "password refused", password_refused)),
    ]


def axe_gallery_steps() -> list:
    def begin(browser: Browser, state: dict) -> None:
        switch_server(browser, state, start_gallery, "gallery")

    def page(kind: str, path: str):
        return (f"gallery: {kind}", lambda b, s: axe_at(b, s, kind, lambda b: b.open(path)))

    return [
        ("gallery: a server of its own", begin),
        page("index", "/"),
        page("contacts", "/sections/contacts"),
        page("live rows", "/sections/live-rows"),
        page("counter", "/state/counter"),
        page("to do", "/state/todo"),
        page("contacts with activities", "/state/contacts"),
        page("a data table", "/components/DataTable"),
        page("an object item", "/components/ObjectItem"),
        page("a search field", "/components/SearchField"),
        page("the icons, searched", "/icons?q=arrow"),
    ]


AXE_STEPS = axe_look_steps("basic", first=True) + axe_look_steps("fiori", first=False) + axe_gallery_steps()


# --- Suites --------------------------------------------------------------------------------------

# A suite is a server to start and the steps to walk through it, in order, one browser for all of
# them.
SUITES = {
    "direct": (start_direct, DIRECT_STEPS),
    "gallery": (start_gallery, GALLERY_STEPS),
    "live-views": (start_gallery, LIVE_STEPS),
    "live-views-no-script": (start_gallery, LIVE_STEPS_WITHOUT_SCRIPT, {"javascript": False}),
    "fiori": (start_fiori, FIORI_STEPS),
    "people": (start_people, PEOPLE_STEPS),
    "look-basic": (start_look("basic"), look_steps("basic")),
    "look-fiori": (start_look("fiori"), look_steps("fiori")),
    "axe": (start_look("basic"), AXE_STEPS),
    "folder-files": (start_folder_files, FOLDER_FILES_STEPS),
    "round-trip": (start_round_trip, ROUND_TRIP_STEPS),
    "round-trip-real-sqlite": (start_real_sqlite, REAL_SCHEMA_STEPS),
    "round-trip-real-postgres": (start_real_postgres, REAL_SCHEMA_STEPS),
}


def run_suite(name: str, tessera: Path, artifacts: Path, show: bool, screenshots: bool) -> tuple:
    start, steps, *settings = SUITES[name]
    chromium = settings[0] if settings else {}
    passed = failed = 0
    work = Path(tempfile.mkdtemp(prefix=f"tessera-browser-{name}-"))
    server = driver = None
    state = {"artifacts": artifacts, "tessera": tessera, "work": work}
    try:
        try:
            server = start(tessera, work)
            driver = start_chromium(show, **chromium)
        except SkipSuite as reason:
            print(f"  skip {name}: {reason}", flush=True)
            return 0, 0, len(steps)
        except Exception as error:  # no server, or no browser: every step is skipped
            message = str(error).replace("\n", "\n       ")
            print(f"  FAIL {name}: could not start the {'browser' if server else 'server'}:\n       {message}", flush=True)
            return 0, 1, len(steps)
        browser = Browser(driver, server.url)
        state["server"] = server
        for number, (title, step) in enumerate(steps, start=1):
            began = time.monotonic()
            try:
                step(browser, state)
            except Exception as error:  # a failed step, or Selenium or the browser failing in it
                failed += 1
                report_failure(name, number, title, error, driver, state["server"], artifacts)
                if isinstance(error, AxeViolations):
                    continue
                break
            passed += 1
            print(f"  ok   {name} {number:2} {title} ({time.monotonic() - began:.1f} s)", flush=True)
            if screenshots:
                driver.save_screenshot(str(artifacts / f"{file_stem(name, number, title)}.png"))
        for warning in browser.warnings:
            print(f"  console warning: {warning}")
        if "axe found" in state:
            import json
            (artifacts / f"{name}-violations.json").write_text(json.dumps(state["axe found"], indent=1, ensure_ascii=False))
    finally:
        if driver:
            driver.quit()
        # A suite may have gone on to servers of its own (switch_server).
        for started in [server] + state.get("more servers", []):
            if started:
                started.stop()
                shutil.copy(started.log_path, artifacts / started.log_path.name)
        shutil.rmtree(work, ignore_errors=True)
    return passed, failed, len(steps) - passed - failed


def report_failure(suite: str, number: int, title: str, error: Exception, driver, server: Server, artifacts: Path) -> None:
    stem = file_stem(suite, number, title)
    try:
        url = driver.current_url
    except WebDriverException:
        url = "(unknown: the browser does not answer)"
    saved = []
    try:
        driver.save_screenshot(str(artifacts / f"{stem}.png"))
        saved.append(f"screenshot: {artifacts / f'{stem}.png'}")
        (artifacts / f"{stem}.html").write_text(driver.page_source)
        saved.append(f"page: {artifacts / f'{stem}.html'}")
    except WebDriverException as problem:
        saved.append(f"(no screenshot: {problem.msg})")
    saved.append(f"server log: {artifacts / server.log_path.name}")
    what = str(error) if isinstance(error, StepFailure) else "".join(
        traceback.format_exception_only(type(error), error)).strip()
    what = what.replace("\n", "\n       ")
    print(f"  FAIL {suite} {number:2} {title}\n"
          f"       at {url}\n"
          f"       {what}\n"
          + "".join(f"       {line}\n" for line in saved)
          + "       the server's last lines:\n"
          + "".join(f"         {line}\n" for line in server.log_tail(10).splitlines()), flush=True)


def file_stem(suite: str, number: int, title: str) -> str:
    return f"{suite}-{number:02}-" + re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def default_tessera() -> Path:
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPOSITORY, check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "tessera"


def main() -> int:
    parser = argparse.ArgumentParser(description="Tessera's pages in headless Chromium.")
    parser.add_argument("--tessera", type=Path, help="the tessera program (default: the debug build's)")
    parser.add_argument("--suite", choices=sorted(SUITES), action="append", help="a suite to run (default: all)")
    parser.add_argument("--artifacts", type=Path, help="where a failure's screenshot and logs go (default: a new temporary folder)")
    parser.add_argument("--show", action="store_true", help="show the browser's window instead of running headless")
    parser.add_argument("--screenshots", action="store_true", help="keep a screenshot of the page each step ends on")
    parser.add_argument("--no-venv", action="store_true", help="use this Python's Selenium, not the virtual environment's")
    arguments = parser.parse_args()

    tessera = (arguments.tessera or default_tessera()).absolute()
    if not os.access(tessera, os.X_OK):
        print(f"browser test: no tessera program at {tessera}; build it first (swift build --product tessera)", file=sys.stderr)
        return 2
    artifacts = (arguments.artifacts or Path(tempfile.mkdtemp(prefix="tessera-browser-artifacts-"))).absolute()
    artifacts.mkdir(parents=True, exist_ok=True)

    began = time.monotonic()
    passed = failed = skipped = 0
    for name in arguments.suite or SUITES:
        print(f"browser test: {name}, {tessera}", flush=True)
        results = run_suite(name, tessera, artifacts, arguments.show, arguments.screenshots)
        passed, failed, skipped = passed + results[0], failed + results[1], skipped + results[2]
    print(f"browser test: {time.monotonic() - began:.0f} s; artifacts in {artifacts}")
    print(f"browser: {passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
