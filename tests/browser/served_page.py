"""What every browser test of `lucas serve` shares: the server on a free port, and a headless
Chromium at the projector's 1280x720 (with downloads kept in a folder, when asked)."""
import os
import re
import signal
import subprocess
import tempfile
import time
import unittest

from selenium import webdriver
from selenium.webdriver.support.ui import WebDriverWait


class ServedPage:
    """A `lucas serve --port 0` and a browser; `url` is the page's address."""

    def __init__(self, lucas, outdir, downloads=None):
        env = dict(os.environ, LC_ALL="C.UTF-8")
        self.server = subprocess.Popen([lucas, "serve", "--port", "0", "--lang", "en"],
                                       stdout=subprocess.PIPE, text=True, env=env)
        line = self.server.stdout.readline()
        self.url = re.search(r"http://\S+/", line).group(0)
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update",
                         "--disable-sync", "--window-size=1280,720",
                         "--user-data-dir=" + tempfile.mkdtemp()]:
            options.add_argument(argument)
        if downloads:
            options.add_experimental_option("prefs", {"download.default_directory": downloads,
                                                      "download.prompt_for_download": False})
        self.browser = webdriver.Chrome(options=options)
        if downloads:
            self.browser.execute_cdp_cmd("Page.setDownloadBehavior",
                                         {"behavior": "allow", "downloadPath": downloads})
        os.makedirs(outdir, exist_ok=True)

    def stop(self):
        self.browser.quit()
        self.server.send_signal(signal.SIGTERM)
        self.server.wait(timeout=10)


def pdfinfo(path):
    """pdfinfo's fields of a PDF, by name."""
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return dict(line.split(":", 1) for line in out.splitlines() if ":" in line)


class ServedPageTest(unittest.TestCase):
    """Tests sharing one served page and its browser (downloads kept in `downloads`): a subclass
    sets LUCAS and OUTDIR, and WAIT, the seconds wait_for gives a condition by default."""
    LUCAS = OUTDIR = None
    WAIT = 15

    @classmethod
    def setUpClass(cls):
        cls.downloads = tempfile.mkdtemp()
        cls.page = ServedPage(cls.LUCAS, cls.OUTDIR, downloads=cls.downloads)
        cls.url, cls.browser = cls.page.url, cls.page.browser

    @classmethod
    def tearDownClass(cls):
        cls.page.stop()

    def wait_for(self, condition, seconds=None):
        return WebDriverWait(self.browser, seconds or self.WAIT).until(lambda _: condition())

    def assert_gutter_follows_to_the_foot(self):
        """The record's editor scrolled to its foot: its line numbers scrolled as far."""
        self.browser.execute_script(
            "const e = document.getElementById('record'); e.scrollTop = e.scrollHeight;")
        tops = lambda: self.browser.execute_script(
            "return [document.getElementById('record').scrollTop,"
            " document.getElementById('gutter').scrollTop];")
        self.wait_for(lambda: tops()[0] > 0)
        time.sleep(0.3)
        editor_top, gutter_top = tops()
        self.assertAlmostEqual(gutter_top, editor_top, delta=1)
