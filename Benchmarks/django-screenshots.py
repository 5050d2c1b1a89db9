"""Full-page screenshots of Django's admin over the sample store, to set beside Tessera's pages.

Start the admin that Benchmarks/serve-vs-django.sh makes (scale 1 is enough), then run this with
the browser test's Python (Selenium; Debian's chromium and chromium-driver):

    P=.build/benchmark/django-admin-sqlite-1
    DJANGO_STORE=$PWD/.build/benchmark/rental-1.sqlite DJANGO_LIST_PER_PAGE=100 \\
        .build/benchmark/django-6/bin/gunicorn --chdir $P --bind 127.0.0.1:8765 wsgi:application &
    .build/browser-test-venv/bin/python Benchmarks/django-screenshots.py http://127.0.0.1:8765/ /tmp/django-shots

It signs in as admin (password admin, as django_admin.py makes it) and keeps each page at 1400 and
390 CSS pixels wide, the whole page's height: OUT/NAME-WIDTH.png.
"""

import os
import sys
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

PAGES = [
    ("index", "admin/"),
    ("film-list", "admin/store/film/"),
    ("film-list-rating-pg", "admin/store/film/?rating__exact=PG"),
    ("film-change", "admin/store/film/1/change/"),
    ("rental-list", "admin/store/rental/"),
    ("rental-change", "admin/store/rental/1/change/"),
    ("customer-change", "admin/store/customer/1/change/"),
    ("customer-delete", "admin/store/customer/1/delete/"),
]
WIDTHS = [1400, 390]


def main(base, out):
    out.mkdir(parents=True, exist_ok=True)
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")  # as root
    options.add_argument("--disable-dev-shm-usage")
    driver = webdriver.Chrome(options=options,
                              service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    try:
        driver.get(base + "admin/login/")
        driver.find_element(By.NAME, "username").send_keys("admin")
        driver.find_element(By.NAME, "password").send_keys("admin")
        driver.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
        if "login" in driver.current_url:
            sys.exit("could not sign in as admin")
        for name, path in PAGES:
            for width in WIDTHS:
                metrics = {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
                driver.get(base + path)
                height = driver.execute_script(
                    "return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**metrics, "height": height})
                file = out / f"{name}-{width}.png"
                driver.save_screenshot(str(file))
                print(f"{file}: {driver.title}")
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1].rstrip("/") + "/", Path(sys.argv[2]))
