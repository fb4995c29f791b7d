#!/usr/bin/python3
"""The /replay page in a real browser (Debian's chromium and chromedriver, driven by selenium).

Started by ctest (label `browser`) as: replay_page_test.py LUCAS SOURCE OUTDIR. It starts `lucas
serve --port 0`, opens the worksheet's Mia/Noé record from the disk, steps through it with the
buttons, the arrow keys and the slider, and checks that each step's caption is the server's, in
the page's language, and that the picture drawn is the step's; a record with a rule broken shows
its error step; a caption that looks like HTML is shown as text. A screenshot at 1280x720 is left
in OUTDIR, to be looked at.
"""
import os
import shutil
import sys
import tempfile
import unittest

from served_page import ServedPageTest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select


LUCAS, SOURCE, OUTDIR = sys.argv[1], sys.argv[2], sys.argv[3]
MIA_NOE = os.path.join(SOURCE, "examples", "mia-noe.yaml")
MIA_NOE_BAD = os.path.join(SOURCE, "tests", "data", "mia-noe-bad.yaml")


class ReplayPage(ServedPageTest):
    LUCAS, OUTDIR = LUCAS, OUTDIR


    def open(self, record, lang="en"):
        # The tab keeps the record of an earlier test: each starts from an empty page.
        # Cleared from another page: leaving this one would keep its game again.
        self.browser.get(self.url + "?lang=" + lang)
        self.browser.execute_script("sessionStorage.removeItem('lucas.replay')")
        self.browser.get(self.url + "replay?lang=" + lang)
        self.wait_for(lambda: self.browser.find_element(By.ID, "verdict").text)
        self.browser.find_element(By.ID, "open").send_keys(record)
        self.wait_for(lambda: self.caption().get_attribute("data-step") == "1")
        self.wait_for(lambda: self.picture().get_attribute("data-step") == "1")

    def caption(self):
        return self.browser.find_element(By.ID, "caption")

    def picture(self):
        return self.browser.find_element(By.ID, "picture")

    def step_to(self, action, step):
        """Does the action and waits for the caption and the picture of that step."""
        action()
        self.wait_for(lambda: self.caption().get_attribute("data-step") == str(step))
        self.wait_for(lambda: self.picture().get_attribute("data-step") == str(step))
        return self.caption().text

    def server_steps(self, record, lang):
        """The captions the server gives for the record, as the API's JSON."""
        import json
        import urllib.request
        with open(record, "rb") as f:
            request = urllib.request.Request(self.url + "api/replay?format=json&lang=" + lang,
                                             data=f.read(), method="POST")
        with urllib.request.urlopen(request) as answer:
            return json.load(answer)["steps"]

    def test_stepping_with_buttons_keys_and_slider(self):
        self.open(MIA_NOE)
        steps = self.server_steps(MIA_NOE, "en")
        self.assertEqual(len(steps), 18)
        self.assertEqual(self.caption().text, steps[0]["caption"])
        self.assertEqual(self.browser.find_element(By.ID, "verdict").get_attribute("data-status"),
                         "finished")
        first_picture = self.browser.execute_script(
            "return document.getElementById('picture').toDataURL()")
        # The buttons.
        second = self.step_to(lambda: self.browser.find_element(By.ID, "next").click(), 2)
        self.assertEqual(second, steps[1]["caption"])
        self.assertNotEqual(second, steps[0]["caption"])
        self.assertNotEqual(first_picture, self.browser.execute_script(
            "return document.getElementById('picture').toDataURL()"))
        self.step_to(lambda: self.browser.find_element(By.ID, "previous").click(), 1)
        # The keys, on the page.
        body = self.browser.find_element(By.TAG_NAME, "body")
        self.assertEqual(self.step_to(lambda: body.send_keys(Keys.ARROW_RIGHT), 2),
                         steps[1]["caption"])
        self.assertEqual(self.step_to(lambda: body.send_keys(Keys.ARROW_RIGHT), 3),
                         steps[2]["caption"])
        self.assertEqual(self.step_to(lambda: body.send_keys(Keys.ARROW_LEFT), 2),
                         steps[1]["caption"])
        self.assertEqual(self.step_to(lambda: body.send_keys(Keys.END), 18), steps[17]["caption"])
        self.assertEqual(self.caption().get_attribute("data-kind"), "verdict")
        self.step_to(lambda: body.send_keys(Keys.HOME), 1)
        # The slider.
        slider = self.browser.find_element(By.ID, "step")
        self.assertEqual(slider.get_attribute("max"), "18")
        self.step_to(lambda: self.browser.execute_script(
            "const s = document.getElementById('step'); s.value = '7';"
            "s.dispatchEvent(new Event('input'));"), 7)
        self.assertEqual(self.caption().text, steps[6]["caption"])
        self.assertEqual(self.browser.find_element(By.ID, "position").text, "7 / 18")
        self.browser.save_screenshot(os.path.join(OUTDIR, "replay-1280x720.png"))

    def test_a_file_opened_leaves_the_keys_to_the_page_and_opens_again(self):
        # The file chooser had the focus after a file was chosen, so the arrows did nothing;
        # and the same file chosen again (corrected on the disk) was not read again.
        folder = tempfile.mkdtemp()
        record = os.path.join(folder, "partie.yaml")
        shutil.copy(MIA_NOE, record)
        self.open(record)
        chooser = self.browser.find_element(By.ID, "open")
        self.browser.execute_script("arguments[0].focus();", chooser)
        chooser.send_keys(record)
        self.wait_for(lambda: self.browser.execute_script(
            "return document.activeElement !== arguments[0];", chooser))
        self.assertEqual(self.step_to(
            lambda: ActionChains(self.browser).send_keys(Keys.ARROW_RIGHT).perform(), 2),
            self.server_steps(record, "en")[1]["caption"])
        with open(record, encoding="utf-8") as f:
            text = f.read()
        with open(record, "w", encoding="utf-8") as f:
            f.write(text.replace("Noé", "Zoé"))
        chooser.send_keys(record)
        self.wait_for(lambda: "Zoé" in self.browser.find_element(By.ID, "verdict").text)

    def test_the_record_and_its_step_outlive_the_language_switch(self):
        self.open(MIA_NOE, "fr")
        self.step_to(lambda: self.browser.find_element(By.ID, "next").click(), 2)
        self.step_to(lambda: self.browser.find_element(By.ID, "next").click(), 3)
        text = self.browser.find_element(By.ID, "record").get_attribute("value")
        Select(self.browser.find_element(By.ID, "lang")).select_by_value("en")
        self.wait_for(lambda: "lang=en" in self.browser.current_url)
        self.wait_for(lambda: self.caption().get_attribute("data-step") == "3")
        self.assertEqual(self.browser.find_element(By.ID, "record").get_attribute("value"), text)
        self.assertEqual(self.caption().text, self.server_steps(MIA_NOE, "en")[2]["caption"])
        # The options too: a picture a turn on Letter paper stays so, at the same step of as many.
        Select(self.browser.find_element(By.NAME, "every")).select_by_value("turn")
        Select(self.browser.find_element(By.NAME, "paper")).select_by_value("letter")
        position = self.browser.find_element(By.ID, "position")
        self.wait_for(lambda: position.text.startswith("1 / ") and position.text != "1 / 18")
        self.step_to(lambda: self.browser.find_element(By.ID, "next").click(), 2)
        shown = position.text
        Select(self.browser.find_element(By.ID, "lang")).select_by_value("fr")
        self.wait_for(lambda: "lang=fr" in self.browser.current_url)
        self.wait_for(lambda: self.caption().get_attribute("data-step") == "2")
        self.assertEqual(self.browser.find_element(By.ID, "position").text, shown)
        self.assertEqual(Select(self.browser.find_element(By.NAME, "every"))
                         .first_selected_option.get_attribute("value"), "turn")
        self.assertEqual(Select(self.browser.find_element(By.NAME, "paper"))
                         .first_selected_option.get_attribute("value"), "letter")

    def test_a_picture_being_analysed_is_shown_as_waiting(self):
        # With the analysis, each picture is seconds of the solver's work: the picture of the
        # step before is marked busy (and greyed) until the step's own comes.
        self.open(os.path.join(SOURCE, "tests", "data", "analyze-4x4.yaml"))
        self.browser.find_element(By.NAME, "analysis").click()
        # The first picture drawn again with its analysis (the change is asked after a pause).
        self.wait_for(lambda: self.picture().get_attribute("aria-busy") == "true")
        self.wait_for(lambda: self.picture().get_attribute("aria-busy") is None, 60)
        self.browser.find_element(By.ID, "next").click()
        self.assertEqual(self.caption().get_attribute("data-step"), "2")
        self.assertEqual(self.picture().get_attribute("aria-busy"), "true")
        self.wait_for(lambda: self.picture().get_attribute("data-step") == "2", 60)
        self.assertIsNone(self.picture().get_attribute("aria-busy"))

    def test_the_captions_are_in_the_pages_language(self):
        self.open(MIA_NOE, "fr")
        steps = self.server_steps(MIA_NOE, "fr")
        self.assertEqual(self.caption().text, steps[0]["caption"])
        self.assertEqual(self.browser.find_element(By.ID, "next").text, "Suivant ▶")

    def test_a_broken_rule_is_an_error_step(self):
        self.open(MIA_NOE_BAD)
        self.assertEqual(self.browser.find_element(By.ID, "verdict").get_attribute("data-status"),
                         "invalid")
        steps = self.server_steps(MIA_NOE_BAD, "en")
        error = next(i for i, s in enumerate(steps) if s["kind"] == "error") + 1
        body = self.browser.find_element(By.TAG_NAME, "body")
        for step in range(2, error + 1):
            self.step_to(lambda: body.send_keys(Keys.ARROW_RIGHT), step)
        self.assertEqual(self.caption().get_attribute("data-kind"), "error")
        self.assertIn("F-B", self.caption().text)
        # The line of the record that breaks the rule is marked beside the editor.
        marked = [e.get_attribute("textContent").strip()
                  for e in self.browser.find_elements(By.CSS_SELECTOR, "#gutter .marked")]
        self.assertEqual(marked, ["15"])

    def test_a_record_that_is_no_yaml_says_why(self):
        self.browser.get(self.url + "replay?lang=en")
        self.wait_for(lambda: self.browser.find_element(By.ID, "verdict").text)
        editor = self.browser.find_element(By.NAME, "record")
        editor.send_keys("title: <b>x</b>\nplayers: [\n")
        verdict = self.browser.find_element(By.ID, "verdict")
        self.wait_for(lambda: verdict.get_attribute("data-status") == "unreadable")
        self.assertEqual(verdict.get_attribute("data-code"), "syntax")
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "main b"), [])

    def test_the_line_numbers_stay_beside_their_lines_at_the_foot(self):
        self.open(MIA_NOE)
        self.assert_gutter_follows_to_the_foot()


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
