// lucas play and lucas learn end to end: through a pseudo-terminal as a pupil plays (forkpty), and
// through a pipe as a script does; the saved records checked by lucas check.
#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <regex>

#include "support/run.h"

namespace lucas::testing {
namespace {

// The board's twelve lines on 2x2 boxes, in the order the test tries them: a drawn one is refused
// as lucas check refuses a repeated line, and the next one is tried.
const std::vector<std::string> kLines = {"A-B", "B-C", "D-E", "E-F", "G-H", "H-I",
                                         "A-D", "D-G", "B-E", "E-H", "C-F", "F-I"};

// The time point `seconds` from now.
std::chrono::steady_clock::time_point deadline(double seconds) {
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(seconds));
}

// lucas running on a pseudo-terminal: what it writes is read as a terminal shows it, and keys are
// typed into it.
class Terminal {
 public:
  explicit Terminal(const std::vector<std::string>& args, const std::vector<std::string>& env = {},
                    const std::string& dir = temp_dir()) {
    pid_ = forkpty(&master_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
      if (chdir(dir.c_str()) != 0) _exit(127);
      unsetenv("NO_COLOR");
      setenv("TERM", "xterm", 1);
      give_shell_signals();  // Ctrl-C at a terminal interrupts, however the tests were started
      exec_lucas(args, env);
    }
  }
  ~Terminal() {
    if (pid_ > 0 && !reaped_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) close(master_);
  }

  /// Reads until `text` shows after what was already waited for; false after
  /// `seconds`.
  bool wait_for(const std::string& text, double seconds = 20) {
    const auto end = deadline(seconds);
    for (;;) {
      const size_t at = screen_.find(text, seen_);
      if (at != std::string::npos) {
        seen_ = at + text.size();
        return true;
      }
      if (std::chrono::steady_clock::now() > end || !read_some(end)) return false;
    }
  }
  /// The first of the texts to show next, or -1 after `seconds`.
  int wait_for_any(const std::vector<std::string>& texts, double seconds = 20) {
    const auto end = deadline(seconds);
    for (;;) {
      size_t best = std::string::npos;
      int which = -1;
      for (size_t i = 0; i < texts.size(); ++i) {
        const size_t at = screen_.find(texts[i], seen_);
        if (at < best) best = at, which = static_cast<int>(i);
      }
      if (which >= 0) {
        seen_ = best + texts[static_cast<size_t>(which)].size();
        return which;
      }
      if (std::chrono::steady_clock::now() > end || !read_some(end)) return -1;
    }
  }
  void type(const std::string& keys) {
    ASSERT_EQ(write(master_, keys.data(), keys.size()), static_cast<ssize_t>(keys.size()));
  }
  /// Closes the terminal, as a window closed: lucas reads the end of its input.
  void hang_up() {
    close(master_);
    master_ = -1;
  }
  /// Waits for lucas to end (reading what is left); its exit code, or 128 + a
  /// signal.
  int finish(double seconds = 30) {
    const auto end = deadline(seconds);
    while (master_ >= 0 && read_some(end)) {
    }
    int status = 0;
    while (waitpid(pid_, &status, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > end) return -1;
      usleep(10000);
    }
    reaped_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }
  const std::string& screen() const { return screen_; }

 private:
  bool read_some(std::chrono::steady_clock::time_point end) {
    pollfd p{master_, POLLIN, 0};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        end - std::chrono::steady_clock::now());
    if (left.count() <= 0 || poll(&p, 1, static_cast<int>(left.count())) <= 0) return false;
    char buffer[4096];
    const ssize_t n = read(master_, buffer, sizeof buffer);
    if (n <= 0) return false;  // EIO once lucas has ended and closed its side
    screen_.append(buffer, static_cast<size_t>(n));
    return true;
  }

  pid_t pid_ = -1;
  int master_ = -1;
  bool reaped_ = false;
  std::string screen_;
  size_t seen_ = 0;
};

// Plays a whole game at the terminal by trying the lines in order at each turn; returns the lines
// that were accepted, in order.
std::vector<std::string> play_to_the_end(Terminal& t, int& refused) {
  std::vector<std::string> accepted;
  size_t next = 0;
  bool at_prompt = false;  // the last prompt seen is still waiting for its line
  for (;;) {
    if (!at_prompt) {
      const int seen = t.wait_for_any({"Léa > ", "finished — "});
      if (seen != 0) {
        EXPECT_EQ(seen, 1) << t.screen();
        return accepted;
      }
    }
    if (next >= kLines.size()) {
      ADD_FAILURE() << "no line left to try\n" << t.screen();
      return accepted;
    }
    const std::string line = kLines[next++];
    t.type(line + "\r");
    const int answer =
        t.wait_for_any({"is already drawn", "Léa > ", "finished — ", "Computer draws "});
    EXPECT_GE(answer, 0) << t.screen();
    if (answer < 0) return accepted;
    at_prompt = answer == 1;
    if (answer == 0) {
      ++refused;
      continue;
    }
    accepted.push_back(line);
    if (answer == 2) return accepted;
  }
}

std::string score_of(const std::string& verdict_text) {
  std::smatch m;
  const std::regex score(
      "(finished|interrupted)[^\n]*— (Léa \\d+, Computer "
      "\\d+|Computer \\d+, Léa \\d+)");
  return std::regex_search(verdict_text, m, score) ? m[2].str() : "";
}

TEST(CliPlayTest, AWholeGameAgainstMediumAtTheTerminalChecksFinished) {
  const std::string dir = temp_dir();
  Terminal t({"play", "--boxes", "2x2", "--level", "medium", "--seed", "7", "--lang", "en", "-o",
              "game.yaml"},
             {}, dir);
  // No --players at a terminal: the pupil is asked her name, once.
  ASSERT_TRUE(t.wait_for("What is your name? ")) << t.screen();
  t.type(std::string(61, 'x') + "\r");  // too long: asked again
  ASSERT_TRUE(t.wait_for("A name of 1 to 60 letters, please")) << t.screen();
  ASSERT_TRUE(t.wait_for("What is your name? ")) << t.screen();
  t.type("Léa\r");
  int refused = 0;
  const std::vector<std::string> lines = play_to_the_end(t, refused);
  EXPECT_GT(refused, 0) << "the computer's lines are refused when typed again";
  EXPECT_EQ(t.finish(), 0) << t.screen();
  EXPECT_NE(t.screen().find("Record written: game.yaml"), std::string::npos) << t.screen();
  // Colours on a terminal.
  EXPECT_NE(t.screen().find("\033[1;3"), std::string::npos);
  const RunResult check = run_lucas({"check", "--lang", "en", "game.yaml"}, "", {}, dir);
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  EXPECT_NE(check.out.find("game.yaml: finished — "), std::string::npos) << check.out;
  EXPECT_EQ(score_of(check.out), score_of(t.screen().substr(t.screen().rfind("finished — "))))
      << check.out;
  EXPECT_NE(slurp(dir + "/game.yaml")
                .find("# lucas play against the computer — level medium, seed "
                      "7; hints: 0, undos: 0"),
            std::string::npos)
      << slurp(dir + "/game.yaml");

  // The same game through a pipe: the same lines typed give the same record, byte for byte.
  std::string typed;
  for (const std::string& line : lines) typed += line + "\n";
  const std::string piped_dir = temp_dir();
  const RunResult piped = run_lucas({"play", "--boxes", "2x2", "--level", "medium", "--seed", "7",
                                     "--players", "Léa", "--lang", "en", "-o", "game.yaml"},
                                    typed, {"TERM=xterm"}, piped_dir);
  EXPECT_EQ(piped.exit_code, 0) << piped.out << piped.err;
  EXPECT_EQ(slurp(piped_dir + "/game.yaml"), slurp(dir + "/game.yaml"));
  // Output that is no terminal has no escape codes.
  EXPECT_EQ(piped.out.find('\033'), std::string::npos);
  EXPECT_EQ(piped.err, "");
}

TEST(CliPlayTest, HintUndoABadLineAndQuitAtTheTerminal) {
  const std::string dir = temp_dir();
  Terminal t({"play", "--boxes", "2x2", "--level", "medium", "--seed", "3", "--hints", "1",
              "--players", "Léa", "--lang", "en", "-o", "game.yaml"},
             {"NO_COLOR=1"}, dir);
  ASSERT_TRUE(t.wait_for("Léa > ")) << t.screen();
  t.type("?\r");
  ASSERT_TRUE(t.wait_for("A master would play ")) << t.screen();
  ASSERT_TRUE(t.wait_for("(0 hints left in this game).")) << t.screen();
  t.type("A-E\r");
  ASSERT_TRUE(
      t.wait_for("\nmove 1: A-E is a diagonal; lines are "
                 "horizontal or vertical"))
      << t.screen();
  // An escape sequence typed by mistake is quoted back as text, never sent to the terminal.
  t.type("A-\033[31mB\r");
  ASSERT_TRUE(t.wait_for("\\x1B[31mB")) << t.screen();
  t.type("A-B\r");
  ASSERT_TRUE(t.wait_for("Computer draws ")) << t.screen();
  ASSERT_TRUE(t.wait_for("Léa > ")) << t.screen();
  t.type("?\r");
  ASSERT_TRUE(t.wait_for("No hint left: the game allowed 1.")) << t.screen();
  t.type("u\r");
  ASSERT_TRUE(t.wait_for("2 lines undone.")) << t.screen();
  ASSERT_TRUE(t.wait_for("Léa 0 – Computer 0 · Léa to play · 12 lines left")) << t.screen();
  t.type("H-I\r");
  ASSERT_TRUE(t.wait_for("Léa > ")) << t.screen();
  t.type("q\r");
  EXPECT_EQ(t.finish(), 0) << t.screen();
  EXPECT_NE(t.screen().find("interrupted after move 2 — Léa 0, Computer 0; Léa "
                            "plays next (10 lines left)"),
            std::string::npos)
      << t.screen();
  // A child at the terminal reads the refusal, not the teachers' tools' code.
  EXPECT_EQ(t.screen().find("error["), std::string::npos) << t.screen();
  // NO_COLOR: not one escape code, on a terminal too.
  EXPECT_EQ(t.screen().find('\033'), std::string::npos);
  const std::string record = slurp(dir + "/game.yaml");
  EXPECT_NE(record.find("{by: L, line: H-I, next: C}"), std::string::npos) << record;
  EXPECT_NE(record.find("hints: 1, undos: 1"), std::string::npos) << record;
  const RunResult check = run_lucas({"check", "--lang", "en", "game.yaml"}, "", {}, dir);
  EXPECT_EQ(check.exit_code, 0);
  EXPECT_NE(check.out.find("game.yaml: interrupted after move 2 — Léa 0, Computer 0"),
            std::string::npos)
      << check.out;
}

TEST(CliPlayTest, CtrlCAndAClosedTerminalSaveTheGame) {
  const std::string dir = temp_dir();
  {
    Terminal t({"play", "--players", "Mia,Noé", "--lang", "fr", "-o", "ctrl-c.yaml"}, {}, dir);
    ASSERT_TRUE(t.wait_for("Mia > ")) << t.screen();
    t.type("A-B\r");
    ASSERT_TRUE(t.wait_for("Noé > ")) << t.screen();
    t.type("\x03");  // the terminal's interrupt key
    EXPECT_EQ(t.finish(), 3) << t.screen();
  }
  RunResult check = run_lucas({"check", "--lang", "fr", "ctrl-c.yaml"}, "", {}, dir);
  EXPECT_NE(check.out.find("ctrl-c.yaml: interrompue après le coup 1 — Mia 0, Noé 0"),
            std::string::npos);
  {
    Terminal t({"play", "--players", "Mia,Noé", "--lang", "fr", "-o", "closed.yaml"}, {}, dir);
    ASSERT_TRUE(t.wait_for("Mia > ")) << t.screen();
    t.type("A-B\r");
    ASSERT_TRUE(t.wait_for("Noé > ")) << t.screen();
    t.hang_up();
    // Saved; what lucas printed after the hang-up reached no one, which its exit status says.
    EXPECT_EQ(t.finish(), 2);
  }
  check = run_lucas({"check", "--lang", "fr", "closed.yaml"}, "", {}, dir);
  EXPECT_NE(check.out.find("closed.yaml: interrompue après le coup 1"), std::string::npos)
      << check.out;
}

// A series with --first alternate: each game started by the other player, each in its record.
TEST(CliPlayTest, AlternateSeriesThroughAPipe) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"play", "--players", "Mia,Noé", "--first", "alternate", "--boxes",
                                 "1x1", "--lang", "en", "-o", "game.yaml"},
                                "A-B\nC-D\nA-C\nB-D\ny\nA-B\nq\n", {}, dir);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("finished — Mia 0, Noé 1: Noé wins\nRecord written: game.yaml\nAnother "
                       "game? (y/n) y\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Noé 0 – Mia 0 · Noé to play · 4 lines left\nNoé > A-B\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("interrupted after move 1 — Noé 0, Mia 0; Mia plays next (3 lines "
                       "left)\nRecord written: game-2.yaml\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find('\033'), std::string::npos);
  const RunResult check =
      run_lucas({"check", "--summary", "--lang", "en", "game.yaml", "game-2.yaml"}, "", {}, dir);
  EXPECT_EQ(check.exit_code, 0) << check.out;
  EXPECT_NE(check.out.find("1 finished, 1 interrupted"), std::string::npos) << check.out;
  // Any answer but yes ends the series.
  const RunResult no = run_lucas(
      {"play", "--players", "Mia,Noé", "--first", "alternate", "--boxes", "1x1", "--lang", "fr"},
      "A-B\nC-D\nA-C\nB-D\nnon\nA-B\n", {}, dir);
  EXPECT_EQ(no.exit_code, 0);
  EXPECT_EQ(no.out.find("Noé > A-B"), std::string::npos) << no.out;
  EXPECT_NE(no.out.find("Nouvelle partie ? (o/n) non\n"), std::string::npos) << no.out;
  // « oui » in any case goes on, in French as in English; anything else is asked again.
  const RunResult yes = run_lucas(
      {"play", "--players", "Mia,Noé", "--first", "alternate", "--boxes", "1x1", "--lang", "fr"},
      "A-B\nC-D\nA-C\nB-D\npeut-être\nOUI\nA-B\n", {}, dir);
  EXPECT_EQ(yes.exit_code, 0);
  EXPECT_NE(yes.out.find("Nouvelle partie ? (o/n) peut-être\nRépondez « oui » ou « non ».\n"
                         "Nouvelle partie ? (o/n) OUI\n"),
            std::string::npos)
      << yes.out;
  EXPECT_NE(yes.out.find("Noé > A-B"), std::string::npos) << yes.out;
  const RunResult yes_en = run_lucas(
      {"play", "--players", "Mia,Noé", "--first", "alternate", "--boxes", "1x1", "--lang", "en"},
      "A-B\nC-D\nA-C\nB-D\noui\nA-B\n", {}, dir);
  EXPECT_NE(yes_en.out.find("Noé > A-B"), std::string::npos) << yes_en.out;
}

// The players' names and initials: two names that start alike get distinct initials, said in
// one line (not at Chopsticks, which draws none); one name is the pupil against the computer;
// without one, through a pipe, the pupil is « Élève »; the computer's initial steps aside.
TEST(CliPlayTest, PupilsAreCalledByTheirNamesAndInitials) {
  const std::string dir = temp_dir();
  const RunResult two = run_lucas(
      {"play", "--players", "Léa,Lucas", "--boxes", "1x1", "--lang", "fr", "-o", "two.yaml"},
      "A-B\nq\n", {}, dir);
  EXPECT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(two.err,
            "Léa a l'initiale L : celle de Lucas sera U (pour en choisir une autre : --players "
            "\"Léa:L,Lucas:U\").\n");
  EXPECT_NE(slurp(dir + "/two.yaml").find("{name: Lucas, initial: U}"), std::string::npos)
      << slurp(dir + "/two.yaml");
  const RunResult written = run_lucas(
      {"play", "--players", "Léa:É,Lucas", "--boxes", "1x1", "--lang", "fr", "-o", "w.yaml"},
      "A-B\nq\n", {}, dir);
  EXPECT_EQ(written.err, "");
  EXPECT_NE(slurp(dir + "/w.yaml").find("{name: Léa, initial: É}"), std::string::npos);
  EXPECT_NE(slurp(dir + "/w.yaml").find("{name: Lucas, initial: L}"), std::string::npos);
  const RunResult hands =
      run_lucas({"play", "--game", "chopsticks", "--players", "Léa,Lucas", "--lang", "fr"},
                "G-D\nq\n", {}, dir);
  EXPECT_EQ(hands.exit_code, 0) << hands.err;
  EXPECT_EQ(hands.err, "");

  const RunResult pupil = run_lucas({"play", "--players", "Olivia", "--level", "easy", "--seed",
                                     "1", "--boxes", "1x1", "--lang", "fr", "-o", "olivia.yaml"},
                                    "A-B\nq\n", {}, dir);
  EXPECT_EQ(pupil.exit_code, 0) << pupil.err;
  EXPECT_NE(pupil.out.find("Olivia > A-B"), std::string::npos) << pupil.out;
  EXPECT_EQ(pupil.out.find("Vous"), std::string::npos) << pupil.out;
  const std::string record = slurp(dir + "/olivia.yaml");
  EXPECT_NE(record.find("{name: Olivia, initial: O}"), std::string::npos) << record;
  EXPECT_NE(record.find("{name: Ordinateur, initial: R}"), std::string::npos) << record;
  // The level in the record's language, as its title says it.
  EXPECT_NE(record.find("# lucas play contre l'ordinateur — niveau facile, graine 1 ;"),
            std::string::npos)
      << record;
  const RunResult summary =
      run_lucas({"check", "--summary", "--lang", "fr", "olivia.yaml"}, "", {}, dir);
  EXPECT_NE(summary.out.find("Olivia – Ordinateur"), std::string::npos) << summary.out;

  // A record that could not be written is said before the game, not after it.
  for (const std::string& where : {std::string("nowhere/game.yaml"), std::string(".")}) {
    const RunResult lost =
        run_lucas({"play", "--boxes", "1x1", "--seed", "1", "--lang", "en", "-o", where},
                  "A-B\nq\n", {}, dir);
    EXPECT_EQ(lost.exit_code, 2) << where;
    EXPECT_NE(lost.err.find("error[cannot-write]"), std::string::npos) << lost.err;
    EXPECT_EQ(lost.out.find("A-B"), std::string::npos) << "no game was played: " << lost.out;
  }
  const RunResult unnamed =
      run_lucas({"play", "--boxes", "1x1", "--seed", "1", "-o", ""}, "A-B\nq\n", {}, dir);
  EXPECT_EQ(unnamed.exit_code, 2) << unnamed.out;

  // A pupil called as the computer is: the computer is lucas, and the record reads back.
  for (const auto& [lang, name] : {std::pair{"fr", "ordinateur"}, std::pair{"en", "Computer"}}) {
    const RunResult same = run_lucas({"play", "--players", name, "--seed", "1", "--boxes", "1x1",
                                      "--lang", lang, "-o", "same.yaml"},
                                     "A-B\nq\n", {}, dir);
    EXPECT_EQ(same.exit_code, 0) << same.err;
    const std::string kept = slurp(dir + "/same.yaml");
    EXPECT_NE(kept.find("{name: lucas, initial: L}"), std::string::npos) << kept;
    EXPECT_EQ(run_lucas({"check", "same.yaml"}, "", {}, dir).exit_code, 0) << kept;
  }

  const RunResult nameless =
      run_lucas({"play", "--seed", "1", "--boxes", "1x1", "--lang", "fr"}, "A-B\nq\n", {}, dir);
  EXPECT_NE(nameless.out.find("Élève > A-B"), std::string::npos) << nameless.out;
  EXPECT_EQ(nameless.out.find("Comment vous appelez-vous"), std::string::npos)
      << "a pipe is not asked";
}

// Every refusal of the command line, in the words of lucas's errors, with nothing played.
TEST(CliPlayTest, ConflictingAndBadOptions) {
  const auto refused = [](const std::vector<std::string>& args) {
    std::vector<std::string> all = {"play", "--lang", "en"};
    all.insert(all.end(), args.begin(), args.end());
    const RunResult r = run_lucas(all, "A-B\n");
    EXPECT_EQ(r.exit_code, 2) << r.out;
    EXPECT_EQ(r.out, "");
    return r.err;
  };
  EXPECT_EQ(refused({"--players", "Mia,Noé", "--level", "hard"}),
            "lucas: error[conflicting-options]: --players makes two people play on one screen, "
            "with no computer: --level does not go with it; leave one of them out (--first "
            "alternate lets each start in turn)\n");
  EXPECT_NE(refused({"--players", "Mia,Noé", "--first", "computer"})
                .find("error[conflicting-options]: --players makes two people play on one "
                      "screen, with no computer: --first computer does not go"),
            std::string::npos);
  EXPECT_EQ(refused({"--players", "Mia:M,max:M"}),
            "lucas: error[bad-option]: Mia and max have the same initial M; write two different "
            "ones, e.g. --players \"Mia:M,max:A\"\n");
  // The example is one the option takes: another initial, another name.
  EXPECT_EQ(refused({"--players", "Noé:A,Mia:A"}),
            "lucas: error[bad-option]: Noé and Mia have the same initial A; write two different "
            "ones, e.g. --players \"Noé:A,Mia:M\"\n");
  EXPECT_EQ(refused({"--players", "Mia,mia"}),
            "lucas: error[bad-option]: both players are called mia; give two different names, "
            "e.g. --players \"mia,Noé\"\n");
  EXPECT_EQ(refused({"--players", "noé,Noé"}),
            "lucas: error[bad-option]: both players are called Noé; give two different names, "
            "e.g. --players \"Noé,Mia\"\n");
  // A chosen initial taken: said of the initial, not of the names' letters.
  EXPECT_NE(run_lucas({"play", "--players", "Mia:N,Noé", "--boxes", "1x1", "--lang", "en"}, "q\n")
                .err.find("Mia has the initial N: Noé's initial will be O"),
            std::string::npos);
  EXPECT_NE(
      refused({"--players", "Mia:M N,Noé"}).find("error[bad-option]: 'M N' is not an initial"),
      std::string::npos);
  EXPECT_NE(refused({"--players", "Mia:,Noé"}).find("error[bad-option]: '' is not an initial"),
            std::string::npos);
  const std::string bad_name =
      "lucas: error[bad-option]: --players: a player's name must be 1 to 60 characters, with no "
      "control character\n";
  EXPECT_EQ(refused({"--players", "L\x1b[2Jéa"}), bad_name);  // not echoed to the terminal
  EXPECT_EQ(refused({"--players", std::string(61, 'a') + ",Noé"}), bad_name);
  EXPECT_EQ(refused({"--players", "Mia,No\xC3"}), bad_name);
  EXPECT_EQ(refused({"--players", std::string(61, 'a') + ",Noé", "--game", "chopsticks"}),
            bad_name);
  EXPECT_NE(refused({"--players", ",Noé"}).find("error[bad-option]: --players ,Noé: write"),
            std::string::npos);
  EXPECT_NE(refused({"--players", " "}).find("error[bad-option]: --players  : write"),
            std::string::npos);
  EXPECT_NE(refused({"--level", "grandmaster"}).find("error[bad-value]"), std::string::npos);
  EXPECT_NE(refused({"--first", "you"}).find("error[bad-value]"), std::string::npos);
  EXPECT_NE(refused({"--hints", "-1"}).find("error[bad-value]"), std::string::npos);
  EXPECT_NE(refused({"--boxes", "0x3"}).find("error[bad-board]"), std::string::npos);
  // The French names of the levels are levels.
  EXPECT_EQ(
      run_lucas({"play", "--level", "maître", "--boxes", "1x1", "--seed", "1"}, "q\n").exit_code,
      0);
  // A record that cannot be written: said before the game, exit 2, no game played.
  const RunResult r = run_lucas(
      {"play", "--players", "Mia,Noé", "--lang", "en", "-o", "/nonexistent/dir/game.yaml"},
      "A-B\nq\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("lucas: error[cannot-write]: "), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "") << r.out;
}

// Chopsticks at the terminal against the perfect computer: a bad move, undo, "?" at every turn
// until the game ends; the record checks finished, and the same lines through a pipe give the
// same record, byte for byte.
TEST(CliPlayTest, ChopsticksAgainstThePerfectComputerAtTheTerminalAndThroughAPipe) {
  const std::vector<std::string> args = {"play",    "--game",    "chopsticks", "--splits", "no",
                                         "--level", "perfect",   "--hints",    "1000",     "--seed",
                                         "5",       "--players", "Léa",        "--lang",   "en",
                                         "-o",      "game.yaml"};
  const std::string dir = temp_dir();
  Terminal t(args, {}, dir);
  std::vector<std::string> typed;
  const auto type = [&](const std::string& line) {
    typed.push_back(line);
    t.type(line + "\r");
  };
  ASSERT_TRUE(t.wait_for("Léa > ")) << t.screen();
  type("G-X");
  ASSERT_TRUE(t.wait_for("\nmove 1: 'G-X' is not a touch")) << t.screen();
  type("L-R");
  ASSERT_TRUE(t.wait_for("Computer touches ")) << t.screen();
  ASSERT_TRUE(t.wait_for("Léa > ")) << t.screen();
  type("u");
  ASSERT_TRUE(t.wait_for("2 moves undone.")) << t.screen();
  for (int turn = 0;; ++turn) {
    ASSERT_LT(turn, 100) << t.screen();
    const int seen = t.wait_for_any({"Léa > ", "finished — "});
    ASSERT_GE(seen, 0) << t.screen();
    if (seen == 1) break;
    type("?");
    ASSERT_TRUE(t.wait_for("The best move: ")) << t.screen();
    ASSERT_TRUE(t.wait_for(" (")) << t.screen();
    const std::string& screen = t.screen();
    const size_t at = screen.rfind("The best move: ") + 15;
    const std::string move = screen.substr(at, screen.find(" (", at) - at);
    ASSERT_TRUE(t.wait_for("Léa > ")) << t.screen();
    type(move);
  }
  EXPECT_EQ(t.finish(), 0) << t.screen();
  EXPECT_NE(t.screen().find(": Computer wins"), std::string::npos) << t.screen();
  EXPECT_NE(t.screen().find("Record written: game.yaml"), std::string::npos);
  const std::string record = slurp(dir + "/game.yaml");
  EXPECT_NE(record.find("game: chopsticks\nrules: {end: cutoff, splits: no, resurrection: yes, "
                        "suicide: no}\n"),
            std::string::npos)
      << record;
  EXPECT_NE(record.find("result: {winner: C}"), std::string::npos) << record;
  EXPECT_NE(record.find("level perfect, seed 5; hints: "), std::string::npos) << record;
  const RunResult check = run_lucas({"check", "--lang", "en", "game.yaml"}, "", {}, dir);
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  EXPECT_NE(check.out.find("game.yaml: finished — "), std::string::npos) << check.out;

  std::string piped_lines;
  for (const std::string& line : typed) piped_lines += line + "\n";
  const std::string piped_dir = temp_dir();
  const RunResult piped = run_lucas(args, piped_lines, {"TERM=xterm"}, piped_dir);
  EXPECT_EQ(piped.exit_code, 0) << piped.out << piped.err;
  EXPECT_EQ(piped.err, "");
  EXPECT_EQ(slurp(piped_dir + "/game.yaml"), record);
}

// q and Ctrl-C at Chopsticks: the game saved as interrupted, exit 0 and 3.
TEST(CliPlayTest, ChopsticksQuitAndCtrlCSaveTheGame) {
  const std::string dir = temp_dir();
  for (const std::string key : {"q\r", "\x03"}) {
    Terminal t({"play", "--game", "chopsticks", "--end", "rollover", "--level", "easy", "--seed",
                "2", "--players", "Zoé", "--lang", "fr", "-o", "partie.yaml"},
               {}, dir);
    ASSERT_TRUE(t.wait_for("Zoé > ")) << t.screen();
    t.type("G-D\r");
    ASSERT_TRUE(t.wait_for("Ordinateur ")) << t.screen();
    ASSERT_TRUE(t.wait_for("Zoé > ")) << t.screen();
    t.type(key);
    EXPECT_EQ(t.finish(), key == "q\r" ? 0 : 3) << t.screen();
    const RunResult check = run_lucas({"check", "--lang", "fr", "partie.yaml"}, "", {}, dir);
    EXPECT_EQ(check.exit_code, 0) << check.out;
    EXPECT_NE(check.out.find("partie.yaml: interrompue après le coup 2 — Zoé "), std::string::npos)
        << check.out;
    EXPECT_NE(slurp(dir + "/partie.yaml").find("rules: {end: rollover"), std::string::npos);
  }
}

TEST(CliPlayTest, ChopsticksRefusals) {
  const auto refused = [](const std::vector<std::string>& args) {
    std::vector<std::string> all = {"play", "--lang", "en"};
    all.insert(all.end(), args.begin(), args.end());
    const RunResult r = run_lucas(all, "L-R\n");
    EXPECT_EQ(r.exit_code, 2) << r.out;
    EXPECT_EQ(r.out, "");
    return r.err;
  };
  EXPECT_EQ(refused({"--game", "chopsticks", "--players", "Lina,Sami,Noé"}),
            "lucas: error[bad-option]: lucas play plays Chopsticks with two players, not "
            "\"Lina,Sami,Noé\"; a circle of three or more is played on paper and checked with "
            "lucas check\n");
  EXPECT_EQ(refused({"--game", "chopsticks", "--level", "hard"}),
            "lucas: error[bad-option]: --level hard is a level of Dots and Boxes; Chopsticks is "
            "played at easy and perfect\n");
  EXPECT_NE(refused({"--level", "perfect"})
                .find("error[bad-option]: --level perfect is a level "
                      "of Chopsticks"),
            std::string::npos);
  EXPECT_NE(refused({"--game", "chopsticks", "--boxes", "2x2"})
                .find("error[conflicting-options]: --boxes is an option of Dots and Boxes"),
            std::string::npos);
  EXPECT_NE(refused({"--end", "rollover"}).find("error[missing-companion]: "), std::string::npos);
  // Two players on one screen, from a pipe.
  const RunResult two = run_lucas(
      {"play", "--game", "chopsticks", "--players", "Lina,Sami", "--lang", "en"}, "L-R\nR-R\n");
  EXPECT_EQ(two.exit_code, 0) << two.err;
  EXPECT_NE(two.out.find("interrupted after move 2 — Lina 1-3, Sami 1-2; Lina plays next"),
            std::string::npos)
      << two.out;
  // Against the computer, the easiest level unless one is asked for, as in Dots and Boxes.
  const std::string dir = temp_dir();
  const RunResult easy =
      run_lucas({"play", "--game", "chopsticks", "--seed", "1", "--lang", "en", "-o", "easy.yaml"},
                "q\n", {}, dir);
  EXPECT_EQ(easy.exit_code, 0) << easy.err;
  EXPECT_NE(slurp(dir + "/easy.yaml").find("Chopsticks against the computer (easy)"),
            std::string::npos)
      << slurp(dir + "/easy.yaml");
}

// The five steps of lucas learn from a pipe: each refuses a wrong answer, then takes the right one.
TEST(CliLearnTest, FiveStepsEachRefusingAWrongAnswer) {
  const RunResult r =
      run_lucas({"learn", "--lang", "en"},
                "A-C\nK-L\nE-F\nB-E\nH-I\nG-H\nB-E\nB-E\nC-F\nG-L\nB-G\nC-H\nD-I\nE-J\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::vector<std::string> in_order = {
      "Step 1/5: draw a line",
      "> A-C\nlucas: error[not-adjacent]: move 1: A-C skips a dot; a line joins two neighbouring "
      "dots\n",
      "> K-L\n",
      "Good: a line joins two neighbouring dots.",
      "Step 2/5: close a box and play again",
      "> E-F\nE-F closes no box: look for the side box 1 is missing.\n",
      "> B-E\nBox 1 is yours: whoever closes a box plays again. Draw another line.\n",
      "A───B   C\n│ Y ┃\nD───E   F\n",
      "> H-I\n",
      "Step 3/5: one line closes two boxes",
      "> G-H\nG-H does not close both boxes",
      "> B-E\n",
      "│ Y ┃ Y │",
      "Step 4/5: do not give the third side",
      "> B-E\nB-E would give box 1 its third side",
      "> C-F\n",
      "Step 5/5: a chain and the double sacrifice",
      "> G-L\nG-L takes no box: first take the boxes the chain offers you.\n",
      "> B-G\nB-G: one more box, and you play again.\n",
      "> C-H\nC-H: one more box, and you play again.\n",
      "> D-I\nD-I would take one more box, but after the last one",
      "> E-J\n",
      "Good: that is the double sacrifice.",
      "The five steps are done. Now play a game: lucas play.\n"};
  size_t at = 0;
  for (const std::string& text : in_order) {
    const size_t found = r.out.find(text, at);
    ASSERT_NE(found, std::string::npos) << "wanted, in order: " << text << "\n" << r.out;
    at = found + text.size();
  }
  EXPECT_EQ(r.out.find('\033'), std::string::npos);
}

// A typed escape sequence is quoted back as text in learn's refusals too.
TEST(CliLearnTest, ATypedEscapeSequenceIsShownAsText) {
  const RunResult r = run_lucas({"learn", "--lang", "en"}, "A-\033[31mB\nq\n");
  EXPECT_NE(r.out.find("A-\\x1B[31mB"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find('\033'), std::string::npos) << r.out;
}

TEST(CliLearnTest, StopAndStartAgainAtAStep) {
  RunResult r = run_lucas({"learn", "--lang", "fr", "--step", "4"}, "q\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("Étape 4/5 : ne pas donner le troisième côté"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Arrêté à l'étape 4 : reprenez avec lucas learn --step 4."),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("Étape 1/5"), std::string::npos);
  r = run_lucas({"learn", "--lang", "en"}, "K-L\n");  // the end of input in step 2
  EXPECT_NE(r.out.find("Stopped at step 2: go on with lucas learn --step 2."), std::string::npos);
  // Ctrl-C at the prompt says it too, and ends with 3.
  r = run_lucas_signalled({"learn", "--lang", "en", "--step", "3"}, SIGINT, "> ", 10,
                          /*input_waits=*/true);
  EXPECT_EQ(r.exit_code, 3) << r.out << r.err;
  EXPECT_NE(r.out.find("\nStopped at step 3: go on with lucas learn --step 3.\n"),
            std::string::npos)
      << r.out;
  r = run_lucas({"learn", "--step", "6", "--lang", "en"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("error[bad-value]"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace lucas::testing
