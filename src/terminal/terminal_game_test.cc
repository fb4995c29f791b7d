#include "terminal/terminal_game.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <sstream>

#include "check/checker.h"
#include "game/notation.h"
#include "record/writer.h"
#include "solve/chopsticks_level.h"
#include "terminal/chopsticks_terminal_game.h"

namespace lucas {
namespace {

// What a player types, through a pipe as lucas play reads it from a script.
class Keyboard {
 public:
  explicit Keyboard(const std::string& typed, const std::atomic<bool>* stop = nullptr) {
    int ends[2];
    EXPECT_EQ(pipe(ends), 0);
    EXPECT_EQ(write(ends[1], typed.data(), typed.size()), static_cast<ssize_t>(typed.size()));
    close(ends[1]);
    fd_ = ends[0];
    input_.emplace(fd_, stop);
  }
  ~Keyboard() { close(fd_); }
  TerminalInput& input() { return *input_; }

 private:
  int fd_ = -1;
  std::optional<TerminalInput> input_;
};

// The computer of these tests: the first line not yet drawn, in the board's table order.
Line first_free(const Position& position) {
  for (int l = 0;; ++l)
    if (!position.is_drawn(Line{l})) return Line{l};
}

std::array<Seat, 2> people() { return {Seat{"Mia", "M", {}}, Seat{"Noé", "N", {}}}; }

struct Played {
  GameEnd end;
  std::string screen;
  std::vector<std::string> lines;
  int hints = 0;
  int undos = 0;
};

Played play(const Board& board, std::array<Seat, 2> seats, const std::string& typed,
            TerminalGameSettings settings = {}, const char* language = "en") {
  Keyboard keyboard(typed, settings.stop);
  settings.echo = true;
  TerminalGame game(board, std::move(seats), settings, Catalogue::get(language));
  std::ostringstream out;
  Played p{game.play(keyboard.input(), out), out.str(), {}, game.hints_used(), game.undos()};
  for (Line line : game.lines()) p.lines.push_back(line_name(board, line));
  return p;
}

using Lines = std::vector<std::string>;

TEST(TerminalGameTest, TwoPlayersOnOneScreenFinishAGame) {
  const Played p = play(Board(2, 2), people(), "A-B\nc-d\n  A-C \nB-D\n");
  EXPECT_EQ(p.end, GameEnd::finished);
  EXPECT_EQ(p.lines, (Lines{"A-B", "C-D", "A-C", "B-D"}));
  // The last picture: Noé's box, the last line heavy, the score and nobody to play.
  EXPECT_NE(p.screen.find("A───B\n│ N ┃\nC───D\nMia 0 – Noé 1\n"), std::string::npos) << p.screen;
  EXPECT_NE(p.screen.find("Mia 0 – Noé 0 · Mia to play · 4 lines left\nMia > A-B\n"),
            std::string::npos)
      << p.screen;
  EXPECT_NE(p.screen.find("· Noé to play · 1 line left\n"), std::string::npos);
}

// A bad line gets the words of lucas check, and the same player is asked again.
TEST(TerminalGameTest, ABadLineIsRefusedAsTheCheckerRefusesIt) {
  const Played p = play(Board(3, 4), people(), "A-B\nA-B\nA-F\nA-Q\nhello\nB-C\n");
  EXPECT_EQ(p.end, GameEnd::closed);
  EXPECT_EQ(p.lines, (Lines{"A-B", "B-C"}));
  EXPECT_NE(p.screen.find("Noé > A-B\nlucas: error[repeated-line]: move 2: A-B is already drawn "
                          "(move 1 drew A-B)\nNoé > A-F\nlucas: error[diagonal]: move 2: A-F is a "
                          "diagonal; lines are horizontal or vertical\nNoé > A-Q\n"),
            std::string::npos)
      << p.screen;
  EXPECT_NE(p.screen.find("error[not-a-point]: move 2: 'hello' is not a line"), std::string::npos)
      << p.screen;
  const Played fr = play(Board(3, 4), people(), "A-B\nA-B\n", {}, "fr");
  EXPECT_NE(fr.screen.find("lucas: erreur[repeated-line]: coup 2 : A-B est déjà tracé (le coup 1 "
                           "a tracé A-B)\n"),
            std::string::npos)
      << fr.screen;
}

TEST(TerminalGameTest, UndoBetweenTwoPlayersTakesBackOneLineWithoutLimit) {
  const Played p = play(Board(3, 4), people(), "A-B\nB-C\nC-D\nu\nu\nu\nu\nE-F\n");
  EXPECT_EQ(p.lines, (Lines{"E-F"}));
  EXPECT_EQ(p.undos, 3);
  EXPECT_NE(p.screen.find("u\n1 line undone.\n"), std::string::npos);
  EXPECT_NE(p.screen.find("u\nNothing to undo: no player has drawn a line yet.\n"),
            std::string::npos)
      << p.screen;
}

// Against the computer, undo goes back to the person's previous turn: the computer's lines after
// it go too, however many it drew in a row.
TEST(TerminalGameTest, UndoAgainstTheComputerGoesBackToThePersonsTurn) {
  std::array<Seat, 2> seats = {Seat{"You", "Y", {}}, Seat{"Computer", "C", first_free}};
  // On 2x2 dots: you draw B-D, the computer A-B; undo takes both back, and you draw C-D instead.
  const Played p = play(Board(2, 2), seats, "B-D\nu\nC-D\n");
  EXPECT_EQ(p.undos, 1);
  EXPECT_NE(p.screen.find("Computer draws A-B.\n"), std::string::npos) << p.screen;
  EXPECT_NE(p.screen.find("u\n2 lines undone.\n"), std::string::npos) << p.screen;
  ASSERT_GE(p.lines.size(), 2u);
  EXPECT_EQ(p.lines[0], "C-D");
  // A computer that starts: nothing of the person's to undo, and its first line stays.
  std::array<Seat, 2> computer_first = {Seat{"Computer", "C", first_free}, Seat{"You", "Y", {}}};
  const Played q = play(Board(2, 2), computer_first, "u\n");
  EXPECT_EQ(q.lines, (Lines{"A-B"}));
  EXPECT_NE(q.screen.find("Nothing to undo"), std::string::npos);
}

TEST(TerminalGameTest, HintsCountDown) {
  TerminalGameSettings settings;
  settings.hints = 2;
  settings.master = first_free;
  // The second "?" in one position says the same hint again and costs nothing.
  const Played p = play(Board(2, 2), people(), "?\nA-B\n?\n?\nC-D\n?\n", settings);
  EXPECT_EQ(p.hints, 2);
  EXPECT_NE(p.screen.find("?\nA master would play A-B (1 hint left in this game).\n"),
            std::string::npos)
      << p.screen;
  const std::string second = "?\nA master would play C-D (0 hints left in this game).\n";
  EXPECT_NE(p.screen.find(second + "Noé > " + second), std::string::npos) << p.screen;
  EXPECT_NE(p.screen.find("?\nNo hint left: the game allowed 2.\n"), std::string::npos);
  EXPECT_EQ(p.lines, (Lines{"A-B", "C-D"}));
  settings.hints = 0;
  EXPECT_EQ(play(Board(2, 2), people(), "?\n", settings).hints, 0);
}

TEST(TerminalGameTest, QuitEndOfInputAndCtrlC) {
  const Played quit = play(Board(2, 2), people(), "A-B\nq\nC-D\n");
  EXPECT_EQ(quit.end, GameEnd::quit);
  EXPECT_EQ(quit.lines, (Lines{"A-B"}));
  EXPECT_EQ(play(Board(2, 2), people(), "A-B").end, GameEnd::closed);
  EXPECT_EQ(play(Board(2, 2), people(), "A-B").lines, (Lines{"A-B"}));  // a last line unended
  std::atomic<bool> stop{true};
  TerminalGameSettings settings;
  settings.stop = &stop;
  const Played stopped = play(Board(2, 2), people(), "A-B\n", settings);
  EXPECT_EQ(stopped.end, GameEnd::interrupted);
  EXPECT_TRUE(stopped.lines.empty());
}

// A line longer than anyone types is cut, and what follows it is read as the next line.
TEST(TerminalInputTest, LongLinesAreCutAndTheNextLineKept) {
  Keyboard keyboard(std::string(5000, 'x') + "\r\nA-B\n\nlast");
  TerminalInput& input = keyboard.input();
  Typed t = input.next();
  EXPECT_EQ(t.kind, Typed::Kind::line);
  EXPECT_EQ(t.text, std::string(TerminalInput::kMaxLine, 'x'));
  EXPECT_EQ(input.next().text, "A-B");
  t = input.next();
  EXPECT_EQ(t.kind, Typed::Kind::line);
  EXPECT_EQ(t.text, "");
  EXPECT_EQ(input.next().text, "last");
  EXPECT_EQ(input.next().kind, Typed::Kind::end);
  EXPECT_EQ(input.next().kind, Typed::Kind::end);
}

// Chopsticks on the same loop of turns.
struct HandsPlayed {
  GameEnd end;
  std::string screen;
  std::vector<ChopsticksMove> moves;
  bool drawn = false;
  ChopsticksPosition position;
  int hints = 0;
};

HandsPlayed play_hands(const ChopsticksRules& rules, std::array<ChopsticksSeat, 2> seats,
                       const std::string& typed, ChopsticksTerminalSettings settings = {},
                       const char* language = "en") {
  Keyboard keyboard(typed, settings.stop);
  settings.echo = true;
  ChopsticksTerminalGame game(rules, std::move(seats), settings, Catalogue::get(language));
  std::ostringstream out;
  const GameEnd end = game.play(keyboard.input(), out);
  return {end, out.str(), game.moves(), game.drawn(), game.position(), game.hints_used()};
}

std::array<ChopsticksSeat, 2> hand_people() {
  return {ChopsticksSeat{"Lina", "L", {}}, ChopsticksSeat{"Noé", "N", {}}};
}

TEST(ChopsticksTerminalGameTest, TheHandsWhoseTurnAndTheMovesTyped) {
  const HandsPlayed p = play_hands({}, hand_people(), "L-R\n g-g \n");
  EXPECT_EQ(p.end, GameEnd::closed);
  ASSERT_EQ(p.moves.size(), 2u);
  EXPECT_EQ(p.moves[0], ChopsticksMove::touch(Hand::left, Hand::right, 1));
  EXPECT_NE(p.screen.find("\nLina  L 1  R 1\nNoé   L 1  R 2\nNoé to play · move 2\nNoé > g-g\n"),
            std::string::npos)
      << p.screen;
  const HandsPlayed fr = play_hands({}, hand_people(), "G-D\n", {}, "fr");
  EXPECT_NE(fr.screen.find("\nLina  G 1  D 1\nNoé   G 1  D 2\nÀ Noé de jouer · coup 2\n"),
            std::string::npos)
      << fr.screen;
}

// A bad move gets exactly the words lucas check gives the same move in a record.
TEST(ChopsticksTerminalGameTest, ABadMoveIsRefusedAsTheRefereeRefusesIt) {
  ChopsticksRules rules;
  rules.splits = false;
  const HandsPlayed p = play_hands(rules, hand_people(), "G-X\n1-1\nG-D\n");
  EXPECT_EQ(p.moves.size(), 1u);
  const CheckResult checked = check_text(
      "game: chopsticks\nrules: {splits: no}\nplayers: [{name: Lina, initial: L}, {name: Noé, "
      "initial: N}]\nmoves:\n  - {by: L, touch: G-X}\n");
  ASSERT_EQ(checked.diagnostics.size(), 1u);
  const std::string refused = Catalogue::get("en").format(checked.diagnostics[0].message);
  EXPECT_NE(p.screen.find("Lina > G-X\nlucas: error[bad-hand]: " + refused + "\n"),
            std::string::npos)
      << p.screen << refused;
  EXPECT_NE(p.screen.find("Lina > 1-1\nlucas: error[no-splits]: move 1: "), std::string::npos)
      << p.screen;
}

TEST(ChopsticksTerminalGameTest, UndoAndHintsAgainstTheComputer) {
  ChopsticksRules rules;
  rules.splits = false;
  const ChopsticksTable table(rules);
  ChopsticksPlayer perfect(table, ChopsticksLevel::perfect, 1);
  std::array<ChopsticksSeat, 2> seats = {
      ChopsticksSeat{"You", "Y", {}},
      ChopsticksSeat{"Computer", "C",
                     [&](const ChopsticksPosition& q) { return perfect.choose(q); }}};
  ChopsticksTerminalSettings settings;
  settings.table = &table;
  settings.hints = 1;
  // "?" twice in one position is one hint; after the next move none is left.
  const HandsPlayed p = play_hands(rules, seats, "u\nG-D\nu\n?\n?\nD-D\n?\n", settings);
  EXPECT_NE(p.screen.find("u\nNothing to undo: no player has moved yet.\n"), std::string::npos)
      << p.screen;
  EXPECT_NE(p.screen.find("u\n2 moves undone.\n"), std::string::npos) << p.screen;
  EXPECT_NE(p.screen.find("?\nThe best move: "), std::string::npos) << p.screen;
  EXPECT_NE(p.screen.find("(loss in "), std::string::npos)
      << "without splits the first player loses";
  const size_t hint = p.screen.find("?\nThe best move: ");
  ASSERT_NE(hint, std::string::npos);
  EXPECT_NE(p.screen.find("?\nThe best move: ", hint + 1), std::string::npos) << p.screen;
  EXPECT_NE(p.screen.find("?\nNo hint left: the game allowed 1.\n"), std::string::npos);
  EXPECT_EQ(p.hints, 1);
  ASSERT_GE(p.moves.size(), 2u);
  EXPECT_EQ(p.moves[0], ChopsticksMove::touch(Hand::right, Hand::right, 1));
  EXPECT_NE(p.screen.find("Computer touches "), std::string::npos);
}

// At the keyboard the rules were chosen when the game began: a refused split says so, not the
// record's YAML.
TEST(ChopsticksTerminalGameTest, ARefusedSplitSpeaksOfTheGameNotOfTheRecord) {
  ChopsticksRules rules;
  rules.splits = false;
  const HandsPlayed none = play_hands(rules, hand_people(), "0-2\n");
  EXPECT_NE(none.screen.find("move 1: this game is played without splits; touch instead"),
            std::string::npos)
      << none.screen;
  EXPECT_EQ(none.screen.find("rules:"), std::string::npos) << none.screen;
  // Lina touches, Noé answers with his left of 2: Lina, 3-1, splits into 0-4 and kills her left.
  const HandsPlayed kills = play_hands({}, hand_people(), "L-L\nL-L\n0-4\n", {}, "fr");
  EXPECT_NE(kills.screen.find("cette partie se joue sans le partage suicide (lucas play --suicide "
                              "yes le permet)"),
            std::string::npos)
      << kills.screen;
  EXPECT_EQ(kills.screen.find("rules:"), std::string::npos) << kills.screen;
}

// A whole game between two perfect players, A and B, nobody at the keyboard.
HandsPlayed perfect_game(const ChopsticksRules& rules) {
  const ChopsticksTable table(rules);
  ChopsticksPlayer a(table, ChopsticksLevel::perfect, 1);
  ChopsticksPlayer b(table, ChopsticksLevel::perfect, 2);
  std::array<ChopsticksSeat, 2> seats = {
      ChopsticksSeat{"A", "A", [&](const ChopsticksPosition& q) { return a.choose(q); }},
      ChopsticksSeat{"B", "B", [&](const ChopsticksPosition& q) { return b.choose(q); }}};
  return play_hands(rules, seats, "");
}

// Perfect players never finish a rollover game: the third time a position comes round, the game
// is drawn, and its record says `result: draw`, which lucas check calls finished.
TEST(ChopsticksTerminalGameTest, PerfectPlayersDrawARolloverGameByRepetition) {
  ChopsticksRules rules;
  rules.end = HandEnd::rollover;
  const HandsPlayed p = perfect_game(rules);
  EXPECT_EQ(p.end, GameEnd::finished);
  EXPECT_TRUE(p.drawn);
  EXPECT_FALSE(p.position.is_over());
  EXPECT_LE(p.moves.size(), 2500u);
  EXPECT_NE(p.screen.find("The same position has come round 3 times: the game is drawn.\n"),
            std::string::npos)
      << p.screen;
  PlayedChopsticks played;
  played.rules = rules;
  played.names = {"A", "B"};
  played.initials = {"A", "B"};
  played.moves = p.moves;
  played.draw = true;
  const CheckResult checked = check_text(record_text(played));
  EXPECT_EQ(checked.status, Status::finished);
  EXPECT_TRUE(std::get<ChopsticksReplay>(checked.replay).agreed_draw);
}

// At cutoff without splits the second player wins with perfect play: no draw there.
TEST(ChopsticksTerminalGameTest, PerfectPlayersFinishACutoffGameTheSecondWinning) {
  ChopsticksRules rules;
  rules.splits = false;
  const HandsPlayed p = perfect_game(rules);
  EXPECT_EQ(p.end, GameEnd::finished);
  EXPECT_FALSE(p.drawn);
  EXPECT_EQ(p.position.winner(), 1);
}

}  // namespace
}  // namespace lucas
