#!/usr/bin/python3
"""The /print page in a real browser (Debian's chromium and chromedriver, driven by selenium).

Started by ctest (label `browser`) as: print_page_test.py LUCAS OUTDIR. It starts `lucas serve
--port 0`, fills the form of lucas sheet's options, sees the preview of the first page drawn by
the server, downloads the sheet's PDF and checks it with pdfinfo (its pages and its title); a
wrong value shows the command's error; every handout is previewed and offered as a PDF, its form
showing and sending only the options it takes; the form outlives the language switch; a title
that looks like HTML stays text.
Screenshots at 1280x720 are left in OUTDIR, to be looked at.
"""
import os
import subprocess
import sys
import tempfile
import unittest

from served_page import ServedPageTest, pdfinfo
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

LUCAS, OUTDIR = sys.argv[1], sys.argv[2]


class PrintPage(ServedPageTest):
    LUCAS, OUTDIR = LUCAS, OUTDIR


    def open(self, lang="en"):
        # The tab keeps the form of an earlier test: each starts from the page's own. Cleared
        # from another page: leaving this one would keep its form again.
        self.browser.get(self.url + "?lang=" + lang)
        self.browser.execute_script("sessionStorage.removeItem('lucas.print')")
        self.browser.get(self.url + "print?lang=" + lang)
        self.wait_for(lambda: self.preview().get_attribute("data-query"))

    def open_handout(self, name):
        """Opens the page in French on the class handout `name`; gives its drop-down."""
        self.open("fr")
        self.browser.find_element(By.CSS_SELECTOR, "input[name=kind][value=handout]").click()
        handout = Select(self.field("handout"))
        self.wait_for(lambda: len(handout.options) == 8)
        handout.select_by_value(name)
        return handout

    def preview(self):
        return self.browser.find_element(By.ID, "preview")

    def field(self, name):
        return self.browser.find_element(By.NAME, name)

    def type_into(self, name, text):
        field = self.field(name)
        field.clear()
        field.send_keys(text)

    def settled_query(self, needle):
        """Waits for the preview of a query holding `needle`, and gives that query."""
        self.wait_for(lambda: needle in (self.preview().get_attribute("data-query") or ""))
        return self.preview().get_attribute("data-query")

    def test_fill_the_form_preview_and_download_the_pdf(self):
        self.open()
        blank = self.browser.execute_script("return document.getElementById('preview').toDataURL()")
        self.type_into("rows-cols", "4x5")
        Select(self.field("border")).select_by_value("swedish")
        self.type_into("title", "Mia et Noé")
        self.type_into("players", "Mia, Noé")
        self.type_into("pages", "2")
        query = self.settled_query("pages=2")
        self.assertIn("dots=4x5", query)
        self.assertIn("border=swedish", query)
        self.assertNotEqual(blank, self.browser.execute_script(
            "return document.getElementById('preview').toDataURL()"))
        self.browser.save_screenshot(os.path.join(OUTDIR, "print-1280x720.png"))
        link = self.browser.find_element(By.ID, "pdf")
        self.assertIsNone(link.get_attribute("aria-disabled"))
        link.click()
        pdf = os.path.join(self.downloads, "sheet.pdf")
        self.wait_for(lambda: os.path.exists(pdf) and not any(
            name.endswith(".crdownload") for name in os.listdir(self.downloads)), 30)
        info = pdfinfo(pdf)
        self.assertGreaterEqual(int(info["Pages"]), 1)
        self.assertEqual(int(info["Pages"]), 2)
        self.assertEqual(info["Title"].strip(), "Mia et Noé")
        # The same bytes as the command with the same options.
        command = os.path.join(tempfile.mkdtemp(), "sheet.pdf")
        subprocess.run([LUCAS, "sheet", "--dots", "4x5", "--border", "swedish", "--title",
                        "Mia et Noé", "--players", "Mia, Noé", "--pages", "2", "--lang", "en",
                        "-o", command], check=True, capture_output=True)
        with open(pdf, "rb") as a, open(command, "rb") as b:
            self.assertEqual(a.read(), b.read())

    def test_a_wrong_value_shows_the_commands_error(self):
        self.open()
        self.type_into("rows-cols", "1x1")
        problem = self.browser.find_element(By.ID, "problem")
        self.wait_for(lambda: problem.get_attribute("data-code") == "bad-board")
        self.assertTrue(problem.text)
        self.assertEqual(self.browser.find_element(By.ID, "pdf").get_attribute("aria-disabled"),
                         "true")
        self.type_into("rows-cols", "3x4")
        self.wait_for(lambda: not problem.get_attribute("data-code"))

    def test_triangles_and_the_chopsticks_form(self):
        self.open("fr")
        Select(self.field("grid")).select_by_value("triangle")
        self.assertTrue(self.field("size").is_displayed())
        self.settled_query("grid=triangle")
        Select(self.field("game")).select_by_value("chopsticks")
        query = self.settled_query("game=chopsticks")
        self.assertNotIn("grid=", query)
        self.assertFalse(self.field("spacing").is_displayed())

    def test_a_handout_with_its_puzzles_seed_previewed_and_downloaded(self):
        handout = self.open_handout("puzzles")
        about = self.browser.find_element(By.ID, "handout-about")
        self.wait_for(lambda: about.text)
        self.assertFalse(self.field("spacing").is_displayed())
        self.type_into("count", "4")
        query = self.settled_query("count=4")
        self.assertIn("seed=", query)
        # The board stays the template's until it is changed.
        self.assertNotIn("dots=", query)
        seed = dict(pair.split("=") for pair in query.split("&"))["seed"]
        self.browser.save_screenshot(os.path.join(OUTDIR, "print-handout-1280x720.png"))
        link = self.browser.find_element(By.ID, "pdf")
        self.assertEqual(link.get_attribute("download"), "puzzles.pdf")
        link.click()
        pdf = os.path.join(self.downloads, "puzzles.pdf")
        self.wait_for(lambda: os.path.exists(pdf) and not any(
            name.endswith(".crdownload") for name in os.listdir(self.downloads)), 30)
        # The puzzles of the preview are the PDF's, and the command's with the same seed.
        command = os.path.join(tempfile.mkdtemp(), "puzzles.pdf")
        subprocess.run([LUCAS, "handout", "puzzles", "--count", "4", "--seed", seed, "--lang",
                        "fr", "-o", command], check=True, capture_output=True)
        with open(pdf, "rb") as a, open(command, "rb") as b:
            self.assertEqual(a.read(), b.read())
        # A handout with no board and no puzzles is offered neither, and sent neither.
        handout.select_by_value("rules")
        self.wait_for(lambda: "seed=" not in self.preview().get_attribute("data-query"))
        self.assertFalse(self.field("rows-cols").is_displayed())
        self.assertFalse(self.field("count").is_displayed())
        self.assertEqual(self.browser.find_element(By.ID, "problem").text, "")

    # What each handout takes, as `lucas handout --list` says it: the form shows those controls
    # only, and sends those options only.
    HANDOUT_OPTIONS = {
        "example": set(), "rules": set(), "strategy": set(), "variants": set(),
        "practice": {"board", "border", "players", "title"},
        "swedish": {"board", "border", "players", "title"},
        "puzzles": {"board", "border", "players", "title", "count", "seed", "record"},
        "chopsticks": {"players", "title"},
    }

    def control_shown(self, control):
        where = {"board": "input[name=rows-cols]", "border": "select[name=border]",
                 "players": "input[name=players]", "title": "input[name=title]",
                 "count": "input[name=count]", "seed": "#new-seed", "record": "#handout-record"}
        element = self.browser.find_element(By.CSS_SELECTOR, where[control])
        # The file input is drawn as its label, a button.
        if control == "record":
            element = element.find_element(By.XPATH, "./ancestor::label")
        return element.is_displayed()

    def test_every_handout_previewed_and_downloadable_with_only_its_options(self):
        self.open("fr")
        # Words and a board given on the sheet first: a handout that takes none of them is not
        # sent them.
        self.type_into("title", "Mia et Noé")
        self.type_into("players", "Mia, Noé")
        self.settled_query("players=")
        problem = self.browser.find_element(By.ID, "problem")
        link = self.browser.find_element(By.ID, "pdf")
        handout = Select(self.field("handout"))

        def answered(choose):
            """Does `choose`, then waits for the server's answer: a preview or an error."""
            self.browser.execute_script(
                "document.getElementById('preview').removeAttribute('data-query');"
                "delete document.getElementById('problem').dataset.code;")
            choose()
            self.wait_for(lambda: self.preview().get_attribute("data-query") is not None
                          or problem.get_attribute("data-code"))

        answered(self.browser.find_element(
            By.CSS_SELECTOR, "input[name=kind][value=handout]").click)
        self.assertEqual(len(handout.options), 8)
        names = [option.get_attribute("value") for option in handout.options]
        self.assertEqual(set(names), set(self.HANDOUT_OPTIONS))
        for name in names:
            with self.subTest(handout=name):
                if handout.first_selected_option.get_attribute("value") != name:
                    answered(lambda: handout.select_by_value(name))
                self.assertEqual(problem.text, "")
                self.assertIsNone(problem.get_attribute("data-code"))
                self.assertIsNone(link.get_attribute("aria-disabled"))
                self.assertEqual(link.get_attribute("download"), name + ".pdf")
                # The PDF the link gives.
                status, kind = self.browser.execute_async_script(
                    "const done = arguments[arguments.length - 1];"
                    "fetch(document.getElementById('pdf').href)"
                    ".then((r) => done([r.status, r.headers.get('Content-Type')]));")
                self.assertEqual((status, kind), (200, "application/pdf"))
                takes = self.HANDOUT_OPTIONS[name]
                query = self.preview().get_attribute("data-query")
                self.assertEqual("seed=" in query, "seed" in takes)
                self.assertEqual("title=" in query, "title" in takes)
                self.assertEqual("players=" in query, "players" in takes)
                for control in ["board", "border", "players", "title", "count", "seed",
                                "record"]:
                    self.assertEqual(self.control_shown(control), control in takes, control)
                self.browser.save_screenshot(
                    os.path.join(OUTDIR, "print-handout-" + name + "-1280x720.png"))

    def test_the_form_outlives_the_language_switch(self):
        # A handout of puzzles with its record, a typed title and count, landscape: the page in
        # English asks for the same document, in English.
        handout = self.open_handout("puzzles")
        self.type_into("title", "Les énigmes de Noé")
        self.type_into("count", "3")
        self.field("landscape").click()
        record = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                              "examples", "mia-noe.yaml")
        self.browser.find_element(By.ID, "handout-record").send_keys(os.path.abspath(record))
        before = self.settled_query("record=mia-noe.yaml")
        self.assertIn("landscape=1", before)
        Select(self.browser.find_element(By.ID, "lang")).select_by_value("en")
        self.wait_for(lambda: "lang=en" in self.browser.current_url)
        after = self.settled_query("lang=en")
        self.assertEqual(after, before.replace("lang=fr", "lang=en"))
        self.assertEqual(self.field("title").get_attribute("value"), "Les énigmes de Noé")
        self.assertEqual(Select(self.field("handout")).first_selected_option.get_attribute("value"),
                         "puzzles")
        self.assertTrue(self.field("landscape").is_selected())
        self.assertEqual(self.browser.find_element(By.ID, "record-name").text, "mia-noe.yaml")
        self.assertEqual(self.browser.find_element(By.ID, "problem").text, "")
        # Opening the page afresh (the test's own open) starts from the page's own form.
        self.open()
        self.assertEqual(self.field("title").get_attribute("value"), "")
        self.assertFalse(self.field("landscape").is_selected())

    def test_a_handout_records_mistakes_are_shown_as_the_command_prints_them(self):
        # A record whose second move is by the wrong player, its players' names looking like
        # HTML: the puzzles come from the move before it, fewer than asked. The page lists the
        # error at its place and the count, as lucas handout prints them, as text.
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "faute.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write("board: {dots: 3x3}\nplayers: ['<b>Mia</b>', 'Noé']\nmoves:\n"
                    "  - {by: <, line: A-B}\n  - {by: <, line: B-C}\n")
        handout = self.open_handout("puzzles")
        self.browser.find_element(By.ID, "handout-record").send_keys(path)
        self.settled_query("record=faute.yaml")
        notes = self.browser.find_element(By.ID, "notes")
        self.wait_for(lambda: notes.find_elements(By.CSS_SELECTOR, "[data-code=wrong-player]"))
        error = notes.find_element(By.CSS_SELECTOR, "[data-code=wrong-player]")
        self.assertEqual(error.find_element(By.CLASS_NAME, "place").text, "faute.yaml:5:5")
        self.assertEqual(error.find_element(By.CLASS_NAME, "code").text, "erreur[wrong-player]")
        command = subprocess.run([LUCAS, "handout", "puzzles", "--record", path, "--seed", "1",
                                  "--lang", "fr", "-o", os.path.join(folder, "out.pdf")],
                                 capture_output=True, text=True)
        message = error.find_element(By.CLASS_NAME, "message").text
        self.assertIn("<b>Mia</b>", message)
        self.assertIn(message, command.stderr)
        self.assertIn("1 exercice trouvé sur les 10 demandés", notes.text)
        self.assertEqual(self.browser.find_elements(By.TAG_NAME, "b"), [])
        self.browser.save_screenshot(os.path.join(OUTDIR, "print-record-notes-1280x720.png"))
        # A record with 11 false claims: the first 10, and a line for the one more.
        lines = ["A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "I-J", "J-K", "K-L", "A-E", "B-F",
                 "C-G", "D-H"]
        many = os.path.join(folder, "beaucoup.yaml")
        with open(many, "w", encoding="utf-8") as f:
            f.write("board: {dots: 3x4}\nplayers: [Mia, Noé]\nmoves:\n" + "".join(
                f"  - {{by: {'MN'[i % 2]}, line: {line}, next: {'MN'[i % 2]}}}\n"
                for i, line in enumerate(lines)))
        self.browser.find_element(By.ID, "handout-record").send_keys(many)
        self.wait_for(lambda: len(notes.find_elements(By.CSS_SELECTOR, "[data-code]")) == 10)
        self.assertIn("… et 1 autre : ouvrez le relevé dans « Saisir une partie »", notes.text)
        # A handout without the record says nothing of it.
        handout.select_by_value("rules")
        self.wait_for(lambda: not notes.find_elements(By.TAG_NAME, "li"))

    def test_a_title_that_looks_like_html_stays_text(self):
        self.open()
        self.type_into("title", "<img src=x onerror=alert(1)>")
        self.settled_query("title=")
        self.assertEqual(self.browser.find_elements(By.TAG_NAME, "img"), [])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
