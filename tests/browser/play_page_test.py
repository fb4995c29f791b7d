#!/usr/bin/python3
"""The /play page in a real browser (Debian's chromium and chromedriver, driven by selenium).

Started by ctest (label `browser`) as: play_page_test.py LUCAS OUTDIR. It starts `lucas serve
--port 0` and plays as a class would on the projector: a Dots-and-Boxes game against the computer
to its end, with a master's hint, a refused line and an undo on the way, the record downloaded
and checked by `lucas check`; a few moves of Chopsticks against the computer, clicked and typed;
a team's name that looks like HTML shown as text. Screenshots at 1280x720 (and 768 px wide) are
left in OUTDIR, to be looked at.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile
import unittest

from served_page import ServedPageTest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

LUCAS, OUTDIR = sys.argv[1], sys.argv[2]


class PlayPage(ServedPageTest):
    LUCAS, OUTDIR = LUCAS, OUTDIR
    WAIT = 30


    def state(self):
        return self.browser.find_element(By.CSS_SELECTOR, ".arena").get_attribute("data-state")

    def settled(self):
        """Waits until a person is to move or the game is over; returns which."""
        self.wait_for(lambda: self.state() in ("ready", "over"))
        return self.state()

    def record(self):
        return self.browser.find_element(By.NAME, "record").get_attribute("value")

    def moves(self):
        lines = self.record().splitlines()
        if "moves:" not in lines:
            return []
        return [m for m in lines[lines.index("moves:") + 1:] if m.startswith("  - ")]

    def open(self, lang="en"):
        # The tab keeps the game of an earlier test: each starts from the page's own new game.
        # Cleared from another page: leaving this one would keep its game again.
        self.browser.get(self.url + "?lang=" + lang)
        self.browser.execute_script("sessionStorage.removeItem('lucas.play')")
        self.browser.get(self.url + "play?lang=" + lang)
        self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "[data-line]"))
        self.settled()

    def choose(self, name, value):
        Select(self.browser.find_element(By.NAME, name)).select_by_value(value)

    def type_into(self, name, text):
        field = self.browser.find_element(By.NAME, name)
        field.clear()
        field.send_keys(text)

    def new_game(self):
        before = self.record()
        self.browser.find_element(By.CSS_SELECTOR, "#setup button[type=submit]").click()
        self.wait_for(lambda: self.record() != before or self.state() == "busy")
        return self.settled()

    def free_lines(self):
        return self.browser.execute_script(
            "return [...document.querySelectorAll('[data-line].free')].map((e) => e.dataset.line);")

    def click_line(self, name):
        count = len(self.moves())
        self.browser.find_element(By.CSS_SELECTOR, f'[data-line="{name}"]').click()
        self.wait_for(lambda: len(self.moves()) > count or self.problem())
        return self.settled()

    def problem(self):
        return self.browser.find_element(By.ID, "problem").text

    def test_a_game_against_the_computer_to_its_end_and_its_record(self):
        self.open()
        self.choose("level", "hard")
        self.type_into("dots", "2x3")
        self.type_into("name1", "Léa")
        self.type_into("initial1", "L")
        self.assertEqual(self.new_game(), "ready")
        self.assertIn("boxes: \"2x3\"", self.record())
        self.assertIn("Léa to play", self.browser.find_element(By.ID, "status").text)
        self.click_line(self.free_lines()[0])
        # The computer answered: the pupil's line, then the computer's.
        self.assertGreaterEqual(len(self.moves()), 2)
        self.assertIn('{by: "O"', self.moves()[1])

        # A line already drawn is refused with the referee's words, and not added.
        drawn = re.search(r'line: "([^"]+)"', self.moves()[0]).group(1)
        count = len(self.moves())
        self.browser.find_element(By.NAME, "move").send_keys(drawn + "\n")
        self.wait_for(lambda: self.problem())
        self.assertEqual(self.browser.find_element(By.ID, "problem").get_attribute("data-code"),
                         "repeated-line")
        self.assertEqual(len(self.moves()), count)

        # What would a master play? The line is said, and marked on the board.
        self.browser.find_element(By.ID, "hint").click()
        advice = self.browser.find_element(By.ID, "advice")
        self.wait_for(lambda: advice.get_attribute("data-move"))
        self.settled()
        line = advice.get_attribute("data-move")
        self.assertIn(line, advice.text)
        self.assertTrue(advice.text.startswith("A master would play"), advice.text)
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, f'[data-line="{line}"].hinted'))
        self.browser.save_screenshot(os.path.join(OUTDIR, "play-1280x720.png"))

        # A line typed on the keyboard, then undone: back to the pupil's turn before it.
        before = self.moves()
        count = len(before)
        self.browser.find_element(By.NAME, "move").send_keys(line + "\n")
        self.wait_for(lambda: len(self.moves()) > count)
        self.settled()
        self.browser.find_element(By.ID, "undo").click()
        self.wait_for(lambda: self.moves() == before)
        self.assertEqual(self.settled(), "ready")

        # To the end: the pupil draws the first free line each turn.
        while self.settled() == "ready":
            self.click_line(self.free_lines()[0])
        verdict = self.browser.find_element(By.ID, "verdict")
        self.assertEqual(verdict.get_attribute("data-status"), "finished")
        self.assertTrue(verdict.text.startswith("finished — Léa"), verdict.text)
        self.assertIn("undos: 1", self.record())
        self.assertIn("hints: 1", self.record())
        self.assertFalse(self.browser.find_element(By.ID, "hint").is_enabled())
        # Nor a move to type.
        self.assertFalse(self.browser.find_element(By.CSS_SELECTOR, "#typed [type=submit]").is_enabled())
        self.assertFalse(self.browser.find_element(By.NAME, "move").is_enabled())
        self.browser.save_screenshot(os.path.join(OUTDIR, "play-end-1280x720.png"))

        # The record downloaded is the one shown, and lucas check says it is finished.
        for old in glob.glob(os.path.join(self.downloads, "*.yaml")):
            os.remove(old)
        self.browser.find_element(By.ID, "download").click()
        path = os.path.join(self.downloads, "game.yaml")
        self.wait_for(lambda: os.path.exists(path) and not any(
            n.endswith(".crdownload") for n in os.listdir(self.downloads)))
        with open(path, encoding="utf-8") as f:
            downloaded = f.read()
        # As lucas play writes it: the comment of how it was played, every claim filled in.
        self.assertTrue(downloaded.startswith("# Played on lucas's page against the computer — "
                                              "level hard, seed "), downloaded)
        self.assertIn("result: {L: ", downloaded)
        self.assertIn("score:", downloaded)
        env = dict(os.environ, LC_ALL="C.UTF-8")
        check = subprocess.run([LUCAS, "check", "--lang", "en", path], capture_output=True,
                               text=True, env=env)
        self.assertEqual(check.returncode, 0, check.stdout + check.stderr)
        self.assertIn("finished", check.stdout)
        self.assertIn(verdict.text.split(": ")[0], check.stdout)

    def test_a_game_outlives_the_language_switch(self):
        # Two teams on a hexagon, a few moves, then the page in English: the same game goes on.
        self.open("fr")
        self.choose("opponent", "teams")
        self.choose("grid", "hexagon")
        self.type_into("size", "2")
        self.assertEqual(self.new_game(), "ready")
        for _ in range(3):
            self.click_line(self.free_lines()[0])
        moves = self.moves()
        self.assertEqual(len(moves), 3)
        Select(self.browser.find_element(By.ID, "lang")).select_by_value("en")
        self.wait_for(lambda: "lang=en" in self.browser.current_url)
        self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "[data-line]"))
        self.assertEqual(self.settled(), "ready")
        self.assertEqual(self.moves(), moves)
        self.assertEqual(self.browser.find_element(By.NAME, "grid").get_attribute("value"), "hexagon")
        # The names the page offered are offered in the page's language for the next game.
        self.assertEqual(self.browser.find_element(By.NAME, "name1").get_attribute("value"),
                         "Team A")
        self.assertIn("to play", self.browser.find_element(By.ID, "status").text)
        # New game starts another.
        self.new_game()
        self.assertEqual(self.moves(), [])

    def test_the_computer_starts_on_a_swedish_board(self):
        self.open("fr")
        self.choose("first", "computer")
        self.choose("level", "easy")
        self.choose("border", "swedish")
        self.type_into("dots", "2x2")
        self.assertEqual(self.new_game(), "ready")
        self.assertIn('{by: "O"', self.moves()[0])
        self.assertIn("players:\n  - {name: \"Ordinateur\"", self.record())
        # The comment of how it was played names the level in the page's language.
        self.assertTrue(self.record().startswith(
            "# Jouée sur la page de lucas contre l'ordinateur — niveau facile, graine "),
            self.record())
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, "[data-line].predrawn"))
        # Undo with no move of the class's to take back leaves the computer's first line.
        self.browser.find_element(By.ID, "undo").click()
        self.assertEqual(self.settled(), "ready")
        self.assertEqual(len(self.moves()), 1)

    def test_two_teams_on_a_hexagon(self):
        self.open("fr")
        self.choose("opponent", "teams")
        self.choose("grid", "hexagon")
        self.type_into("size", "2")
        self.new_game()
        self.assertIn("grid: hexagon", self.record())
        self.assertIn("Équipe A", self.browser.find_element(By.ID, "status").text)
        first, second = self.free_lines()[:2]
        self.click_line(first)
        self.click_line(second)
        self.assertIn('by: "A"', self.moves()[0])
        self.assertIn('by: "B"', self.moves()[1])
        self.browser.find_element(By.ID, "undo").click()
        self.wait_for(lambda: len(self.moves()) == 1)
        self.assertEqual(self.browser.find_element(By.ID, "hint").text, "Que jouerait un maître ?")

    def test_chopsticks_against_the_computer(self):
        self.open()
        self.choose("game", "chopsticks")
        self.choose("level", "perfect")
        self.new_game()
        self.assertIn("game: chopsticks", self.record())
        self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "[data-hand]"))
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, '[data-seat="0"][data-hand="G"]')
                        .get_attribute("aria-label").endswith(": left hand, 1 finger"))
        # Touch: one of the class's hands, then one of the computer's.
        self.browser.find_element(By.CSS_SELECTOR, '[data-seat="0"][data-hand="G"]').click()
        self.browser.find_element(By.CSS_SELECTOR, '[data-seat="1"][data-hand="D"]').click()
        self.wait_for(lambda: len(self.moves()) >= 2)
        self.settled()
        self.assertIn('touch: "G-D"', self.moves()[0])
        self.assertIn('{by: "O"', self.moves()[1])
        # The best move, from the solved table.
        self.browser.find_element(By.ID, "hint").click()
        advice = self.browser.find_element(By.ID, "advice")
        self.wait_for(lambda: advice.get_attribute("data-move"))
        self.assertRegex(advice.text, r"^A master would play \S+ \((a win in \d+ moves?|a loss in "
                                      r"\d+ moves? at best|a draw with best play)\)\.$")
        # The number of moves and its noun agree, as the catalogue's counts do.
        said = lambda n: self.browser.execute_script(
            "return lucas.count('page.play.value.win', arguments[0], {in: arguments[0]});", n)
        self.assertEqual([said(1), said(2)], ["a win in 1 move", "a win in 2 moves"])
        self.settled()
        # A split that breaks the rules is the referee's refusal; a touch typed is played.
        count = len(self.moves())
        self.browser.find_element(By.NAME, "move").send_keys("5-5\n")
        self.wait_for(lambda: self.problem())
        self.assertTrue(self.browser.find_element(By.ID, "problem").get_attribute("data-code"))
        self.assertEqual(len(self.moves()), count)
        self.browser.find_element(By.NAME, "move").send_keys("L-L\n")
        self.wait_for(lambda: len(self.moves()) > count)
        self.settled()
        self.browser.save_screenshot(os.path.join(OUTDIR, "play-chopsticks-1280x720.png"))
        self.browser.find_element(By.ID, "undo").click()
        self.wait_for(lambda: len(self.moves()) == count)
        self.settled()
        # Perfect players never finish: the sides agree a draw, which the referee calls finished,
        # and the master's advice for the game that went on goes.
        self.browser.find_element(By.ID, "hint").click()
        advice = self.browser.find_element(By.ID, "advice")
        self.wait_for(lambda: advice.text)
        self.browser.find_element(By.ID, "draw").click()
        self.wait_for(lambda: self.state() == "over")
        self.assertEqual(advice.text, "")
        self.assertIn("result: draw", self.record())
        verdict = self.browser.find_element(By.ID, "verdict")
        self.assertEqual(verdict.get_attribute("data-status"), "finished")
        self.assertTrue(verdict.text.startswith("a draw after move"), verdict.text)
        self.assertFalse(self.browser.find_element(By.ID, "hint").is_enabled())
        self.assertFalse(self.browser.find_element(By.ID, "draw").is_enabled())
        env = dict(os.environ, LC_ALL="C.UTF-8")
        path = os.path.join(tempfile.mkdtemp(), "baguettes.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.record())
        check = subprocess.run([LUCAS, "check", "--lang", "en", path], capture_output=True,
                               text=True, env=env)
        self.assertEqual(check.returncode, 0, check.stdout + check.stderr)
        self.assertIn("a draw after move", check.stdout)

    def test_on_a_tablet_a_refusal_and_the_advice_are_seen_without_scrolling(self):
        self.browser.set_window_size(768, 1024)
        try:
            self.open("fr")
            self.choose("opponent", "teams")
            self.new_game()
            first = self.free_lines()[0]
            self.click_line(first)
            # A tap on a line already drawn: the referee's refusal, where the board is.
            self.browser.find_element(By.CSS_SELECTOR, f'[data-line="{first}"]').click()
            self.wait_for(lambda: self.problem())
            self.settled()
            self.browser.find_element(By.ID, "hint").click()
            advice = self.browser.find_element(By.ID, "advice")
            self.wait_for(lambda: advice.get_attribute("data-move"))
            self.settled()
            self.browser.execute_script("window.scrollTo(0, 0);")
            height = self.browser.execute_script("return window.innerHeight;")
            for id in ["board", "problem", "advice", "hint"]:
                bottom = self.browser.execute_script(
                    "return document.getElementById(arguments[0]).getBoundingClientRect().bottom;", id)
                self.assertLessEqual(bottom, height, id)
            self.browser.save_screenshot(os.path.join(OUTDIR, "play-refused-768.png"))
        finally:
            self.browser.set_window_size(1280, 720)

    def test_chopsticks_between_two_teams_to_its_end(self):
        self.open("fr")
        self.choose("game", "chopsticks")
        self.choose("opponent", "teams")
        self.new_game()
        label = lambda seat, hand: self.browser.find_element(
            By.CSS_SELECTOR, f'[data-seat="{seat}"][data-hand="{hand}"]').get_attribute("aria-label")
        # French counts 0 and 1 in the singular.
        self.assertEqual(label(0, "G"), "Équipe A : main gauche, 1 doigt")
        hint, draw = self.browser.find_element(By.ID, "hint"), self.browser.find_element(By.ID, "draw")
        self.assertTrue(hint.is_enabled() and draw.is_enabled())
        for count, move in enumerate(["G-D", "D-G", "G-D", "G-G", "G-G"], 1):
            self.browser.find_element(By.NAME, "move").send_keys(move + "\n")
            self.wait_for(lambda: len(self.moves()) == count)
            self.settled()
            if count == 1:
                self.assertEqual(label(1, "D"), "Équipe B : main droite, 2 doigts")
            if count == 3:
                self.assertEqual(label(1, "D"), "Équipe B : main droite, 0 doigt")
        # Team B has no finger left: the game is over, with no advice to ask nor draw to agree.
        self.assertEqual(self.settled(), "over")
        self.assertEqual(self.browser.find_element(By.ID, "verdict").get_attribute("data-status"),
                         "finished")
        self.assertFalse(hint.is_enabled())
        self.assertFalse(draw.is_enabled())
        # Undone, it goes on: both are offered again.
        self.browser.find_element(By.ID, "undo").click()
        self.wait_for(lambda: len(self.moves()) == 4)
        self.assertEqual(self.settled(), "ready")
        self.assertTrue(hint.is_enabled() and draw.is_enabled())

    def test_a_name_that_looks_like_html_is_shown_as_text(self):
        self.open()
        name = "<img src=x onerror=alert(1)>"
        self.type_into("name1", name)
        self.new_game()
        self.assertIn(name, self.browser.find_element(By.ID, "status").text)
        self.assertEqual(self.browser.find_elements(By.TAG_NAME, "img"), [])
        self.browser.set_window_size(768, 1024)
        self.browser.save_screenshot(os.path.join(OUTDIR, "play-768.png"))
        self.browser.set_window_size(1280, 720)

    # Each shown select's options against the select: an option is cut off when a select holding
    # it alone (a bare copy of the select, sized by its content) would be wider than the select.
    CUT_OFF = """
        const cut = [];
        for (const select of document.querySelectorAll("select")) {
          if (!select.offsetParent) continue;
          const box = select.getBoundingClientRect();
          if (box.right > document.documentElement.clientWidth)
            cut.push(select.name + ": beyond the page's right edge");
          for (const option of select.options) {
            const alone = select.cloneNode(false);
            alone.removeAttribute("name");
            alone.removeAttribute("id");
            alone.append(new Option(option.text));
            alone.style.cssText = "position: absolute; visibility: hidden; width: auto; " +
              "min-width: 0; max-width: none";
            select.after(alone);
            const needed = alone.getBoundingClientRect().width;
            alone.remove();
            if (needed > box.width + 0.5)
              cut.push(`${select.name || select.id}: ${option.text} (${needed} > ${box.width})`);
          }
        }
        return cut;
    """

    def test_every_select_shows_its_options_whole_at_1280x720(self):
        for lang in ["fr", "en"]:
            self.open(lang)
            self.wait_for(lambda: len(Select(
                self.browser.find_element(By.NAME, "level")).options) > 1)
            for game in ["dots-and-boxes", "chopsticks"]:
                with self.subTest(lang=lang, game=game):
                    self.choose("game", game)
                    self.wait_for(lambda: self.browser.find_element(
                        By.NAME, "end").is_displayed() == (game == "chopsticks"))
                    self.assertEqual(self.browser.execute_script(self.CUT_OFF), [])
                    self.assertLessEqual(
                        self.browser.execute_script(
                            "return document.documentElement.scrollWidth;"), 1280)
                    self.browser.save_screenshot(
                        os.path.join(OUTDIR, f"play-setup-{lang}-{game}-1280x720.png"))


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
