#!/usr/bin/python3
"""The /class page in a real browser (Debian's chromium and chromedriver, driven by selenium).

Started by ctest (label `browser`) as: class_page_test.py LUCAS SOURCE OUTDIR. It starts `lucas
serve --port 0`, chooses the class folder of the tests, sees lucas check's summary table (every
record, the notes file left out), opens a row's findings, downloads the class report and checks
it against `lucas report` on the same folder; a pupil's name that looks like HTML stays text. A
screenshot at 1280x720 is left in OUTDIR, to be looked at.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from served_page import ServedPageTest, pdfinfo
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select


LUCAS, SOURCE, OUTDIR = sys.argv[1], sys.argv[2], sys.argv[3]
CLASS = os.path.join(SOURCE, "tests", "data", "class")


class ClassPage(ServedPageTest):
    LUCAS, OUTDIR = LUCAS, OUTDIR


    def open(self, lang="fr"):
        # The tab keeps the class of an earlier test, cleared from another page: each starts empty.
        self.browser.get(self.url + "?lang=" + lang)
        self.browser.execute_script("sessionStorage.removeItem('lucas.class')")
        self.browser.get(self.url + "class?lang=" + lang)
        self.wait_for(lambda: self.browser.find_element(By.CSS_SELECTOR, "nav a").text)

    def rows(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#summary tbody tr")

    def test_a_class_folder_its_table_a_rows_findings_and_the_report(self):
        self.open()
        self.browser.find_element(By.ID, "open-folder").send_keys(CLASS)
        self.wait_for(lambda: len(self.rows()) == 12)
        names = [row.find_element(By.CSS_SELECTOR, "th").text for row in self.rows()]
        self.assertEqual(names[0], "class/01-mia-noé.yaml")
        self.assertEqual(names[-1], "class/groupe-b/12-vide.yaml")
        self.assertNotIn("class/notes.txt", names)
        # The table is lucas check's on the same folder, in its order.
        command = subprocess.run([LUCAS, "check", "--summary", "--color", "never", "--lang", "fr",
                                  "class"], cwd=os.path.dirname(CLASS), capture_output=True,
                                 text=True).stdout
        for row in self.rows():
            self.assertIn(row.find_element(By.CSS_SELECTOR, "th").text, command)
        counts = self.browser.find_element(By.ID, "counts").text
        self.assertIn(counts, command)

        score = next(row for row in self.rows() if "07-faux-score" in row.text)
        self.assertEqual(score.get_attribute("data-status"), "invalid")
        score.click()
        detail = self.browser.find_element(By.ID, "detail")
        self.wait_for(detail.is_displayed)
        codes = [li.get_attribute("data-code")
                 for li in detail.find_elements(By.CSS_SELECTOR, "li")]
        self.assertIn("wrong-score", codes)
        self.assertEqual(self.browser.find_element(By.ID, "detail-verdict")
                         .get_attribute("data-status"), "invalid")
        self.browser.save_screenshot(os.path.join(OUTDIR, "class-1280x720.png"))

        self.browser.find_element(By.ID, "download-report").click()
        pdf = os.path.join(self.downloads, "compte-rendu.pdf")
        self.wait_for(lambda: os.path.exists(pdf) and not any(
            name.endswith(".crdownload") for name in os.listdir(self.downloads)), 60)
        self.assertGreaterEqual(int(pdfinfo(pdf)["Pages"]), 2)
        # The same bytes as lucas report on the folder, named as the page names it.
        expected = os.path.join(tempfile.mkdtemp(), "report.pdf")
        subprocess.run([LUCAS, "report", "class", "--lang", "fr", "-o", expected],
                       cwd=os.path.dirname(CLASS), capture_output=True)
        with open(pdf, "rb") as a, open(expected, "rb") as b:
            self.assertEqual(a.read(), b.read())

    def test_on_a_narrow_screen_the_findings_and_the_report_go_under_the_table(self):
        self.browser.set_window_size(768, 1024)
        try:
            self.open()
            self.browser.find_element(By.ID, "open-folder").send_keys(CLASS)
            self.wait_for(lambda: len(self.rows()) == 12)
            next(row for row in self.rows() if "07-faux-score" in row.text).click()
            self.wait_for(self.browser.find_element(By.ID, "detail").is_displayed)
            self.wait_for(self.browser.find_element(By.ID, "report").is_displayed)
            boxes = self.browser.execute_script(
                "return ['summary', 'detail', 'report'].map((id) => {"
                " const r = document.getElementById(id).getBoundingClientRect();"
                " return [r.left, r.top, r.right, r.bottom]; });")
            table, detail, report = boxes
            for name, box in [("detail", detail), ("report", report)]:
                overlap = (box[0] < table[2] and table[0] < box[2] and
                           box[1] < table[3] and table[1] < box[3])
                self.assertFalse(overlap, f"{name} {box} over the table {table}")
            self.assertLessEqual(table[2], self.browser.execute_script(
                "return document.documentElement.clientWidth;"))
            self.browser.save_screenshot(os.path.join(OUTDIR, "class-768.png"))
        finally:
            self.browser.set_window_size(1280, 720)

    def test_a_records_findings_lead_to_its_replay_and_to_its_correction(self):
        self.open()
        self.browser.find_element(By.ID, "open-folder").send_keys(CLASS)
        self.wait_for(lambda: len(self.rows()) == 12)
        with open(os.path.join(CLASS, "07-faux-score.yaml"), encoding="utf-8") as f:
            text = f.read()
        status = lambda: self.browser.find_element(By.ID, "verdict").get_attribute("data-status")
        editor = lambda: self.browser.find_element(By.NAME, "record").get_attribute("value")
        for button, page, codes in [("to-replay", "/replay", None),
                                    ("to-record", "/record", ["wrong-score"])]:
            next(row for row in self.rows() if "07-faux-score" in row.text).click()
            self.wait_for(self.browser.find_element(By.ID, button).is_displayed)
            self.browser.find_element(By.ID, button).click()
            self.wait_for(lambda: page + "?lang=fr" in self.browser.current_url)
            # The record as the file holds it, checked where it arrives.
            self.wait_for(lambda: editor() == text)
            self.wait_for(lambda: status() == "invalid")
            if codes:
                self.wait_for(lambda: self.browser.execute_script(
                    "return [...document.querySelectorAll('#diagnostics [data-code]')]"
                    ".map((e) => e.dataset.code);") == codes)
            # Taken once: the page opened again is as it was left, not handed the record again.
            self.assertIsNone(self.browser.execute_script(
                "return sessionStorage.getItem('lucas.handed');"))
            self.open()
            self.browser.find_element(By.ID, "open-folder").send_keys(CLASS)
            self.wait_for(lambda: len(self.rows()) == 12)
        # Files chosen out of the table's order: the row's own record is handed over.
        self.browser.find_element(By.ID, "open-files").send_keys(
            os.path.join(CLASS, "07-faux-score.yaml") + "\n" + os.path.join(CLASS, "01-mia-noé.yaml"))
        self.wait_for(lambda: len(self.rows()) == 2)
        self.assertIn("01-mia-noé", self.rows()[0].text)
        self.rows()[1].click()
        self.wait_for(self.browser.find_element(By.ID, "to-record").is_displayed)
        self.browser.find_element(By.ID, "to-record").click()
        self.wait_for(lambda: "/record?lang=fr" in self.browser.current_url)
        self.wait_for(lambda: editor() == text)

    def test_two_files_of_one_name_are_told_apart_and_each_row_opens_its_own(self):
        # Files chosen from two folders, both called mia-noe.yaml: two rows, two names, and each
        # row hands over its own record.
        other = tempfile.mkdtemp()
        second = os.path.join(other, "mia-noe.yaml")
        with open(os.path.join(SOURCE, "examples", "mia-noe.yaml"), encoding="utf-8") as f:
            first_text = f.read()
        second_text = first_text.replace("Noé", "Zoé")
        with open(second, "w", encoding="utf-8") as f:
            f.write(second_text)
        self.open()
        self.browser.find_element(By.ID, "open-files").send_keys(
            os.path.join(SOURCE, "examples", "mia-noe.yaml") + "\n" + second)
        self.wait_for(lambda: len(self.rows()) == 2)
        names = [row.find_element(By.TAG_NAME, "th").text for row in self.rows()]
        self.assertEqual(sorted(names), ["mia-noe (2).yaml", "mia-noe.yaml"])
        editor = lambda: self.browser.find_element(By.NAME, "record").get_attribute("value")
        for name, text in [("mia-noe (2).yaml", second_text), ("mia-noe.yaml", first_text)]:
            next(row for row in self.rows()
                 if row.find_element(By.TAG_NAME, "th").text == name).click()
            self.wait_for(self.browser.find_element(By.ID, "to-replay").is_displayed)
            self.browser.find_element(By.ID, "to-replay").click()
            self.wait_for(lambda: "/replay?lang=fr" in self.browser.current_url)
            self.wait_for(lambda: editor() == text)
            self.browser.back()
            self.wait_for(lambda: len(self.rows()) == 2)

    def test_the_class_and_the_row_shown_outlive_going_back_from_a_replay(self):
        self.open()
        self.browser.find_element(By.ID, "open-folder").send_keys(CLASS)
        self.wait_for(lambda: len(self.rows()) == 12)
        next(row for row in self.rows() if "07-faux-score" in row.text).click()
        self.wait_for(self.browser.find_element(By.ID, "to-replay").is_displayed)
        self.browser.find_element(By.ID, "to-replay").click()
        self.wait_for(lambda: "/replay?lang=fr" in self.browser.current_url)
        self.browser.back()
        self.wait_for(lambda: "/class?lang=fr" in self.browser.current_url)
        self.wait_for(lambda: len(self.rows()) == 12)
        self.wait_for(self.browser.find_element(By.ID, "detail").is_displayed)
        self.assertIn("07-faux-score", self.browser.find_element(By.ID, "detail-name").text)
        # The report's title and paper outlive the language switch too.
        title = self.browser.find_element(By.CSS_SELECTOR, "#report input[name=title]")
        title.send_keys("CM1 — Noé")
        self.browser.find_element(By.CSS_SELECTOR, "#report input[name=landscape]").click()
        Select(self.browser.find_element(By.ID, "lang")).select_by_value("en")
        self.wait_for(lambda: "lang=en" in self.browser.current_url)
        self.wait_for(lambda: len(self.rows()) == 12)
        self.wait_for(lambda: self.browser.find_element(
            By.CSS_SELECTOR, "#report input[name=title]").get_attribute("value") == "CM1 — Noé")
        self.assertTrue(self.browser.find_element(
            By.CSS_SELECTOR, "#report input[name=landscape]").is_selected())

    def test_a_name_that_looks_like_html_stays_text(self):
        folder = tempfile.mkdtemp()
        record = os.path.join(folder, "xss.yaml")
        with open(record, "w", encoding="utf-8") as out:
            out.write("board: {dots: 2x2}\nplayers:\n  - {name: \"<img src=x onerror=alert(1)>\", "
                      "initial: X}\n  - {name: Noé, initial: N}\nmoves: []\n")
        shutil.copy(os.path.join(SOURCE, "examples", "mia-noe.yaml"), folder)
        self.open("en")
        self.browser.find_element(By.ID, "open-files").send_keys(
            record + "\n" + os.path.join(folder, "mia-noe.yaml"))
        self.wait_for(lambda: len(self.rows()) == 2)
        self.assertIn("<img src=x onerror=alert(1)>", self.rows()[1].text)
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "main img"), [])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
