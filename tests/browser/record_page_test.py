#!/usr/bin/python3
"""The /record page in a real browser (Debian's chromium and chromedriver, driven by selenium).

Started by ctest (label `browser`) as: record_page_test.py LUCAS OUTDIR. It starts `lucas serve
--port 0`, enters the worksheet's Mia/Noé game by clicking its 17 lines, and checks what a teacher
sees: the verdict of lucas check, a repeated line, a false score, undo, a player's name that
looks like HTML shown as text. A screenshot of the page at 1280x720 and at 768 px wide is left in
OUTDIR, to be looked at; so is one of the worksheet's record opened from the disk and
scrolled to the foot of the editor, its line numbers beside their lines.
"""
import os
import sys
import time
import unittest

from served_page import ServedPageTest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select


LUCAS, OUTDIR = sys.argv[1], sys.argv[2]
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
MIA_NOE_FILE = os.path.normpath(os.path.join(SOURCE, "examples", "mia-noe.yaml"))
MIA_NOE = ["A-B", "B-C", "C-G", "G-F", "F-E", "E-A", "B-F", "C-D", "D-H", "G-H", "E-I", "I-J",
           "J-K", "F-J", "G-K", "K-L", "H-L"]


class RecordPage(ServedPageTest):
    LUCAS, OUTDIR = LUCAS, OUTDIR
    WAIT = 10

    def open(self, lang="en"):
        self.browser.get(self.url + "record?lang=" + lang)
        # Checked: the record kept by the tab, which may be unreadable and have no board.
        self.wait_for(lambda: self.verdict().get_attribute("data-status"))
        # The tab keeps the record of an earlier test: each starts a new game.
        self.new_game()

    def new_game(self):
        # The board drawn again for the new record: the old one's lines are gone.
        drawn = self.browser.find_elements(By.CSS_SELECTOR, "[data-line]")
        self.browser.find_element(By.CSS_SELECTOR, "#setup button[type=submit]").click()
        self.wait_for(lambda: "moves: []" in self.editor().get_attribute("value"))
        if drawn:
            self.wait_for(lambda: expected_conditions.staleness_of(drawn[0])(self.browser))
        self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "[data-line]"))


    def click_line(self, name):
        a, b = name.split("-")
        found = (self.browser.find_elements(By.CSS_SELECTOR, f'[data-line="{a}-{b}"]') or
                 self.browser.find_elements(By.CSS_SELECTOR, f'[data-line="{b}-{a}"]'))
        self.assertTrue(found, name)
        moves = self.editor().get_attribute("value").count("line:")
        found[0].click()
        self.wait_for(lambda: self.editor().get_attribute("value").count("line:") == moves + 1)
        self.settle()

    def open_file(self, path):
        self.open()
        self.browser.find_element(By.ID, "open").send_keys(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        self.wait_for(lambda: self.editor().get_attribute("value") == text)
        self.settle()
        return text

    def set_record(self, text):
        self.browser.execute_script(
            "const e = document.getElementById('record'); e.value = arguments[0];"
            "e.dispatchEvent(new Event('input'));", text)
        self.settle()

    def undo(self):
        """Clicks Undo and waits for the record to change; returns the record then."""
        before = self.editor().get_attribute("value")
        self.browser.find_element(By.ID, "undo").click()
        self.wait_for(lambda: self.editor().get_attribute("value") != before)
        self.settle()
        return self.editor().get_attribute("value")

    def type_line(self, typed):
        before = self.editor().get_attribute("value")
        field = self.browser.find_element(By.NAME, "line")
        field.send_keys(typed)
        field.submit()
        self.wait_for(lambda: self.editor().get_attribute("value") != before)
        self.settle()
        return self.editor().get_attribute("value")

    def messages(self):
        return self.browser.execute_script(
            "return [...document.querySelectorAll('#diagnostics .message')]"
            ".map((e) => e.textContent);")

    def editor(self):
        return self.browser.find_element(By.NAME, "record")

    def verdict(self):
        return self.browser.find_element(By.CSS_SELECTOR, "[data-status]")

    def codes(self):
        # Read in one call: the list is replaced whole by each answer, which would make an
        # element found one call earlier stale.
        return self.browser.execute_script(
            "return [...document.querySelectorAll('#diagnostics [data-code]')]"
            ".map((e) => e.dataset.code);")

    def settle(self):
        # The page asks the server after each change; the answer is in when the verdict stops
        # changing.
        last = None
        for _ in range(50):
            time.sleep(0.1)
            now = (self.verdict().text, tuple(self.codes()))
            if now == last and now[0]:
                return
            last = now

    def test_every_page_loads_without_an_error_in_the_console(self):
        # Not even the browser's own request for an icon: the pages carry theirs. Nor the board
        # of an unreadable record, kept by the tab: there is none to ask for.
        self.open()
        self.set_record("board: {dots: 3x4}\nplayers: [Mia, Noé]\nmoves: [{by: M, line: A-B\n")
        self.assertEqual(self.verdict().get_attribute("data-status"), "unreadable")
        for page in ["", "record", "replay", "print", "class", "play"]:
            self.browser.get(self.url + page + "?lang=fr")
            self.wait_for(lambda: self.browser.execute_script(
                "return document.readyState === 'complete';"))
            time.sleep(1)
            errors = [entry for entry in self.browser.get_log("browser")
                      if entry["level"] == "SEVERE"]
            self.assertEqual(errors, [], page)

    def test_the_record_being_entered_outlives_the_language_switch(self):
        self.open("en")
        self.type_line("A-B")
        self.type_line("B-C")
        typed = self.editor().get_attribute("value")
        self.assertIn("B-C", typed)
        Select(self.browser.find_element(By.ID, "lang")).select_by_value("fr")
        self.wait_for(lambda: "lang=fr" in self.browser.current_url)
        self.wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "[data-line]"))
        self.assertEqual(self.editor().get_attribute("value"), typed)
        self.wait_for(lambda: "Mia joue ensuite" in self.verdict().text)
        # A new game is a new record.
        self.new_game()
        self.assertNotIn("B-C", self.editor().get_attribute("value"))

    def test_a_chopsticks_record_is_checked_without_a_board(self):
        # Hands, not a board: no board to click, no line to type, none of the sheet's fields of
        # boxes; the referee's verdict, and a word of why; no board asked of the server (the
        # console stays clean). A new game brings the board back.
        self.browser.get_log("browser")  # read: only what follows counts
        self.open_file(os.path.normpath(os.path.join(SOURCE, "examples", "chopsticks-circle.yaml")))
        self.assertIn("Sami", self.verdict().text)
        self.assertEqual(self.verdict().get_attribute("data-status"), "finished")
        for hidden in ["board", "typed", "written"]:
            self.assertFalse(self.browser.find_element(By.ID, hidden).is_displayed(), hidden)
        hands = self.browser.find_element(By.ID, "hands")
        self.assertTrue(hands.is_displayed())
        self.assertIn("Chopsticks", hands.text)
        self.assertEqual([entry for entry in self.browser.get_log("browser")
                          if entry["level"] == "SEVERE"], [])
        self.browser.save_screenshot(os.path.join(OUTDIR, "record-chopsticks-1280x720.png"))
        self.new_game()
        for shown in ["board", "typed", "written"]:
            self.assertTrue(self.browser.find_element(By.ID, shown).is_displayed(), shown)
        self.assertFalse(hands.is_displayed())

    def test_mia_and_noe_clicked_line_by_line(self):
        self.open()
        for line in MIA_NOE[:7]:
            self.click_line(line)
        # A line already drawn, clicked again: the referee's repeated-line; undo takes it back.
        self.click_line("A-B")
        self.assertEqual(self.verdict().get_attribute("data-status"), "invalid")
        self.assertIn("repeated-line", self.codes())
        self.undo()
        self.assertEqual(self.verdict().get_attribute("data-status"), "interrupted")
        self.assertEqual(self.codes(), [])
        for line in MIA_NOE[7:]:
            self.click_line(line)
        self.assertEqual(self.verdict().get_attribute("data-status"), "finished")
        self.assertEqual(self.verdict().text, "finished — Mia 4, Noé 2: Mia wins")
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "[data-box]")), 6)
        self.browser.save_screenshot(os.path.join(OUTDIR, "record-1280x720.png"))

    def test_a_side_left_out_of_range_on_a_hidden_grid_stops_nothing(self):
        # A hexagon's side of 25 (out of range) left in its field, then back to squares: the
        # field is hidden and must not stop New game.
        Select(self.browser.find_element(By.NAME, "grid")).select_by_value("hexagon")
        side = self.browser.find_element(By.NAME, "size")
        side.clear()
        side.send_keys("25")
        Select(self.browser.find_element(By.NAME, "grid")).select_by_value("square")
        dots = self.browser.find_element(By.NAME, "dots")
        dots.clear()
        dots.send_keys("2x2")
        self.browser.find_element(By.CSS_SELECTOR, "#setup button[type=submit]").click()
        self.wait_for(lambda: 'board: {dots: "2x2"' in self.editor().get_attribute("value"))

    def test_drawing_with_the_keyboard_keeps_the_focus_on_the_board(self):
        # Enter on a line draws it; the board drawn again gives the focus to the next line that
        # can be drawn, so that the keyboard goes on from there.
        self.open("en")
        for expected_move, line in ((1, "A-B"), (2, "B-C")):
            self.browser.execute_script(
                f"document.querySelector('[data-line=\"{line}\"]').focus()")
            self.browser.switch_to.active_element.send_keys(Keys.ENTER)
            self.wait_for(lambda: self.editor().get_attribute("value").count("line:") == expected_move)
            self.settle()
            self.wait_for(lambda: self.browser.execute_script(
                "const a = document.activeElement;"
                "return a && a.dataset && a.dataset.line && a.classList.contains('free') ? a.dataset.line : null;"))
        focused = self.browser.execute_script("return document.activeElement.dataset.line;")
        self.assertEqual(focused, "C-D")

    def test_quick_clicks_are_each_by_whoever_plays_next(self):
        # Clicks closer together than the server's answers: each move is the player's whom the
        # referee says plays next once the moves before it are in.
        self.open()
        for line in ["A-B", "B-C", "C-D", "E-F"]:
            self.browser.execute_script(
                "document.querySelector(`[data-line='${arguments[0]}']`)"
                ".dispatchEvent(new MouseEvent('click', {bubbles: true}));", line)
            time.sleep(0.1)
        self.wait_for(lambda: self.editor().get_attribute("value").count("line:") == 4)
        self.settle()
        moves = [line.strip() for line in self.editor().get_attribute("value").split("\n")
                 if "line:" in line]
        self.assertEqual(moves, ['- {by: "M", line: A-B}', '- {by: "N", line: B-C}',
                                 '- {by: "M", line: C-D}', '- {by: "N", line: E-F}'])
        self.assertEqual(self.codes(), [])
        self.assertEqual(self.verdict().get_attribute("data-status"), "interrupted")

    def test_the_referees_message_is_beside_the_board_without_scrolling(self):
        for size in [(1280, 720), (768, 1024)]:
            with self.subTest(size=size):
                self.browser.set_window_size(*size)
                self.open("fr")
                for line in ["A-B", "B-C", "C-G", "A-B"]:
                    self.click_line(line)
                self.assertEqual(self.codes(), ["repeated-line"])
                self.browser.execute_script("window.scrollTo(0, 0);")
                bottom, height = self.browser.execute_script(
                    "return [document.querySelector('#diagnostics .message')"
                    ".getBoundingClientRect().bottom, window.innerHeight];")
                self.assertLessEqual(bottom, height, self.messages())
                if size[0] == 768:
                    self.browser.save_screenshot(os.path.join(OUTDIR, "record-wrong-768.png"))
        self.browser.set_window_size(1280, 720)

    def test_a_false_score_typed_in_the_record(self):
        self.open()
        for line in MIA_NOE[:6]:
            self.click_line(line)
        self.editor().send_keys("  - {by: M, line: B-F, score: {M: 1, N: 0}}\n")
        self.settle()
        self.assertIn("wrong-score", self.codes())
        self.assertEqual(self.verdict().get_attribute("data-status"), "invalid")
        self.browser.set_window_size(768, 1024)
        self.browser.save_screenshot(os.path.join(OUTDIR, "record-768.png"))
        self.browser.set_window_size(1280, 720)

    def test_a_line_typed_on_the_keyboard(self):
        self.open("fr")
        typed = self.browser.find_element(By.NAME, "line")
        typed.send_keys("B-F\n")
        self.wait_for(lambda: "line: B-F" in self.editor().get_attribute("value"))
        self.settle()
        self.assertEqual(self.verdict().get_attribute("data-status"), "interrupted")
        self.assertTrue(self.verdict().text.startswith("interrompue"), self.verdict().text)

    def test_a_name_that_looks_like_html_is_shown_as_text(self):
        self.open()
        name = "<img src=x onerror=alert(1)>"
        field = self.browser.find_element(By.NAME, "name1")
        field.clear()
        field.send_keys(name)
        self.browser.find_element(By.CSS_SELECTOR, "#setup button[type=submit]").click()
        self.settle()
        self.click_line("A-B")
        self.click_line("A-B")
        self.assertIn("repeated-line", self.codes())
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "#diagnostics img"), [])
        self.assertEqual(self.browser.find_elements(By.TAG_NAME, "img"), [])
        self.assertIn(name, self.editor().get_attribute("value"))

    def test_undo_on_an_opened_record_keeps_what_follows_the_moves(self):
        text = self.open_file(MIA_NOE_FILE)
        self.assertEqual(self.verdict().get_attribute("data-status"), "finished")
        last = "  - {by: M, line: H-L, boxes: [6], score: {M: 4, N: 2}}\n"
        self.assertIn(last + "result: {M: 4, N: 2}\n", text)
        self.assertEqual(self.undo(), text.replace(last, ""))
        # The result kept is now the referee's to question: the game is not over.
        self.assertEqual(self.codes(), ["wrong-result"])
        # The line drawn again goes back into the list of moves, before `result:`.
        self.click_line("H-L")
        self.assertEqual(self.editor().get_attribute("value"),
                         text.replace(last, '  - {by: "M", line: H-L}\n'))
        self.assertEqual(self.verdict().get_attribute("data-status"), "finished")

    def test_undo_takes_the_last_move_however_it_is_written(self):
        self.open()
        head = "board: {dots: 3x4}\nplayers: [Mia, Noé]\n"
        self.set_record(head + "moves:\n- M A-B\n- N B-C   # second\n- by: M\n  line: C-G\n"
                        "  next: N\n\n# the end\n")
        self.assertEqual(self.undo(), head + "moves:\n- M A-B\n- N B-C   # second\n\n# the end\n")
        self.assertEqual(self.undo(), head + "moves:\n- M A-B\n\n# the end\n")
        self.assertEqual(self.undo(), head + "moves: []\n\n# the end\n")
        self.assertEqual(self.verdict().get_attribute("data-status"), "interrupted")
        # A list written in brackets, the moves before the players.
        self.set_record("board: {dots: 3x4}\nmoves: [{by: M, line: A-B}, \"N B-C\",\n"
                        "  {by: M, line: 'C-G, x'}]  # in brackets\nplayers: [Mia, Noé]\n")
        self.assertEqual(self.undo(), "board: {dots: 3x4}\nmoves: [{by: M, line: A-B}, "
                         "\"N B-C\"]  # in brackets\nplayers: [Mia, Noé]\n")
        self.click_line("C-G")
        self.assertEqual(self.editor().get_attribute("value"),
                         "board: {dots: 3x4}\nmoves: [{by: M, line: A-B}, \"N B-C\", "
                         "{by: \"M\", line: C-G}]  # in brackets\nplayers: [Mia, Noé]\n")
        self.assertEqual(self.verdict().get_attribute("data-status"), "interrupted")

    def test_a_typed_segment_is_text_in_the_record(self):
        self.open("fr")
        # A « # » would start a YAML comment, a comma another field: both stay in the segment,
        # which the referee then calls no segment.
        self.assertIn('  - {by: "M", line: "A-B #1"}\n', self.type_line("A-B #1"))
        self.assertEqual(self.verdict().get_attribute("data-status"), "invalid")
        self.assertTrue(any("A-B #1" in m for m in self.messages()), self.messages())
        self.undo()
        self.assertIn('  - {by: "M", line: "C-D, D-H"}\n', self.type_line("C-D, D-H"))
        self.assertEqual(self.verdict().get_attribute("data-status"), "invalid")
        self.assertTrue(any("« C-D, D-H » n'est pas un segment" in m for m in self.messages()),
                        self.messages())
        self.undo()
        html = "<img src=x onerror=alert(1)>"
        self.type_line(html)
        self.assertEqual(self.verdict().get_attribute("data-status"), "invalid")
        self.assertTrue(any(html in m for m in self.messages()), self.messages())
        self.assertEqual(self.browser.find_elements(By.TAG_NAME, "img"), [])

    def write(self, by=None, boxes=None, scores=(), next_=None):
        """Fills what the sheet writes for the next move."""
        if by is not None:
            Select(self.browser.find_element(By.NAME, "by")).select_by_value(by)
        if boxes is not None:
            self.browser.find_element(By.NAME, "boxes").send_keys(boxes)
        fields = self.browser.find_elements(By.CSS_SELECTOR, "#written-score input")
        for field, value in zip(fields, scores):
            if value is not None:
                field.send_keys(value)
        if next_ is not None:
            Select(self.browser.find_element(By.NAME, "next")).select_by_value(next_)

    def written(self):
        return self.browser.execute_script(
            "return [...document.querySelectorAll('#written select, #written input')]"
            ".map((e) => e.value);")

    def last_move(self):
        return [line.strip() for line in self.editor().get_attribute("value").split("\n")
                if "line:" in line][-1]

    def test_what_the_sheet_writes_goes_with_the_move_clicked(self):
        self.open()
        # The fields name the record's players; each untaken box shows its number.
        options = self.browser.execute_script(
            "return [...document.querySelectorAll('#written [name=next] option')]"
            ".map((o) => o.value + '=' + o.textContent);")
        self.assertEqual(options, ["=(not written)", "M=Mia (M)", "N=Noé (N)",
                                   "~=nobody (game over)"])
        numbers = lambda: [e.text for e in self.browser.find_elements(By.CSS_SELECTOR, ".box-number")]
        self.assertEqual(numbers(), ["1", "2", "3", "4", "5", "6"])
        for line in MIA_NOE[:6]:
            self.click_line(line)
        # Move 7 as the worksheet writes it: boxes 1 and 2, Mia 2, Noé 0, Mia plays next.
        self.write(boxes="1 2", scores=("2", "0"), next_="M")
        self.click_line("B-F")
        self.assertEqual(self.last_move(),
                         '- {by: "M", line: B-F, boxes: [1, 2], score: {"M": 2, "N": 0}, next: "M"}')
        self.assertEqual(self.codes(), [])
        self.assertEqual(self.verdict().get_attribute("data-status"), "interrupted")
        self.assertEqual(numbers(), ["3", "4", "5", "6"])
        # Emptied after the move: the next one claims nothing.
        self.assertEqual(self.written(), ["", "", "", "", "", ""])
        self.click_line("C-D")
        self.assertEqual(self.last_move(), '- {by: "M", line: C-D}')
        # Noé's D-H written as Mia's: the referee's wrong player.
        self.write(by="M")
        self.click_line("D-H")
        self.assertEqual(self.last_move(), '- {by: "M", line: D-H}')
        self.assertEqual(self.codes(), ["wrong-player"])
        self.undo()
        # A score and a next player the sheet gets wrong, each a false claim; one score alone.
        self.write(by="N", scores=(None, "1"), next_="N")
        self.click_line("D-H")
        self.assertEqual(self.last_move(), '- {by: "N", line: D-H, score: {"N": 1}, next: "N"}')
        self.assertEqual(sorted(self.codes()), ["wrong-next", "wrong-score"])
        # From the keyboard: Enter in a field goes to the line's field, or adds the line typed.
        boxes = self.browser.find_element(By.NAME, "boxes")
        boxes.send_keys("3\n")
        line = self.browser.find_element(By.NAME, "line")
        self.assertEqual(self.browser.switch_to.active_element, line)
        line.send_keys("G-H")
        before = self.editor().get_attribute("value")
        boxes.send_keys("\n")
        self.wait_for(lambda: self.editor().get_attribute("value") != before)
        self.settle()
        self.assertEqual(self.last_move(), '- {by: "M", line: G-H, boxes: [3]}')
        # A move the players disputed: the check stops before it, with the reason.
        self.browser.find_element(By.NAME, "disputed").send_keys("trop pâle")
        self.click_line("E-I")
        self.assertEqual(self.last_move(), '- {by: "M", line: E-I, disputed: "trop pâle"}')
        self.assertEqual(self.codes(), ["wrong-score", "wrong-next", "disputed"])
        self.assertIn("trop pâle", self.messages()[-1])
        self.assertEqual(self.written(), ["", "", "", "", "", ""])
        # Other players, other fields.
        self.browser.find_element(By.NAME, "name2").clear()
        self.browser.find_element(By.NAME, "name2").send_keys("Lina")
        self.browser.find_element(By.NAME, "initial2").clear()
        self.browser.find_element(By.NAME, "initial2").send_keys("L")
        self.new_game()
        self.settle()
        self.assertEqual([o.text for o in Select(self.browser.find_element(By.NAME, "by")).options],
                         ["whoever's turn it is", "Mia (M)", "Lina (L)"])
        label = lambda: self.browser.find_element(By.CSS_SELECTOR, "[data-text='page.record.written-boxes']").text
        self.assertEqual(label(), "New boxes")
        # A triangle has cells.
        Select(self.browser.find_element(By.NAME, "grid")).select_by_value("triangle")
        self.new_game()
        self.wait_for(lambda: label() == "New cells")

    def test_boxes_written_with_an_initial_and_the_end_written_too_soon(self):
        self.open("fr")
        for line in MIA_NOE[:6]:
            self.click_line(line)
        # Box 2 marked N on the sheet, where Mia closed it; the game said over at move 7.
        self.write(boxes="1, 2:N", next_="~")
        self.click_line("B-F")
        self.assertEqual(self.last_move(),
                         '- {by: "M", line: B-F, boxes: {1: "M", 2: "N"}, next: ~}')
        self.assertEqual(sorted(self.codes()), ["wrong-initial", "wrong-next"])
        self.undo()
        # What is no box number goes in as text, for the referee to judge.
        self.write(boxes="1 deux")
        self.click_line("B-F")
        self.assertEqual(self.last_move(), '- {by: "M", line: B-F, boxes: [1, "deux"]}')
        self.assertEqual(self.verdict().get_attribute("data-status"), "unreadable")
        self.assertEqual(self.codes(), ["wrong-type"])
        self.assertTrue(any("deux" in m for m in self.messages()), self.messages())
        self.browser.save_screenshot(os.path.join(OUTDIR, "record-written-1280x720.png"))

    def test_the_line_numbers_stay_beside_their_lines_at_the_foot(self):
        self.open_file(MIA_NOE_FILE)
        self.assert_gutter_follows_to_the_foot()
        self.browser.save_screenshot(os.path.join(OUTDIR, "record-foot-1280x720.png"))


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
