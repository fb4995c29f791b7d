// lucas handout end to end: every built-in template in both languages, read back with poppler.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "support/json.h"
#include "support/pages.h"
#include "support/pixels.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

// Text read back from a PDF with each run of spaces and line ends made one space, so that a
// sentence wrapped over lines reads whole.
std::string flat(const std::string& text) {
  std::string out;
  for (const char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\f';
    if (!space || (!out.empty() && out.back() != ' ')) out += space ? ' ' : c;
  }
  return out;
}
std::string flat_text(const std::string& pdf) {
  return flat(run_shell("pdftotext -enc UTF-8 " + pdf + " -").out);
}
// A page's text as laid out: the captions of diagrams side by side each start on their line.
std::string page_text(const std::string& pdf, int page) {
  const std::string n = std::to_string(page);
  return flat(
      run_shell("pdftotext -layout -f " + n + " -l " + n + " -enc UTF-8 " + pdf + " -").out);
}
// A word poppler reads, and the top of its line.
struct Word {
  std::string text;
  double top;
};
// The words of a PDF in reading order, as laid out: a word broken over two lines of a table
// header comes back as two words.
std::vector<Word> words_of(const std::string& pdf) {
  const std::string xml = run_shell("pdftotext -bbox -enc UTF-8 " + pdf + " -").out;
  std::vector<Word> words;
  for (size_t at = xml.find("<word "); at != std::string::npos; at = xml.find("<word ", at + 1)) {
    const size_t y = xml.find("yMin=\"", at) + 6;
    const size_t open = xml.find('>', at) + 1;
    words.push_back({xml.substr(open, xml.find("</word>", open) - open), std::stod(xml.substr(y))});
  }
  return words;
}
bool has_word(const std::vector<Word>& words, const std::string& text) {
  return std::any_of(words.begin(), words.end(), [&](const Word& w) { return w.text == text; });
}
// Whether two words follow each other on one line somewhere.
bool side_by_side(const std::vector<Word>& words, const std::string& first,
                  const std::string& second) {
  for (size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i].text == first && words[i + 1].text == second && words[i].top == words[i + 1].top)
      return true;
  return false;
}
// The rows of the form on a page: the run of numbers ending at the largest (the "1" of a header
// "Score Player 1" on a later page is not a row).
int form_row_count(const std::string& pdf, int page) {
  std::istringstream in(form_rows_on(pdf, page));
  std::set<int> numbers;
  for (int n = 0; in >> n;) numbers.insert(n);
  if (numbers.empty()) return 0;
  int count = 0;
  for (int n = *numbers.rbegin(); numbers.count(n); --n) ++count;
  return count;
}

struct KeyTexts {
  const char* name;
  std::vector<std::string> fr;
  std::vector<std::string> en;
};

// A text of each language that must appear in it, and must not in the other.
const std::vector<KeyTexts> kTemplates = {
    {"rules",
     {"Les quatre conventions", "Nommer les segments", "égalité",
      "Quand un segment ou une attribution est contesté", "F-B est déjà présent sous le nom B-F",
      "reprenez une feuille neuve", "toujours un gagnant", "un partage 8 à 8 est une égalité"},
     {"The worksheet's four conventions", "Naming lines", "a draw",
      "When a line or a box is disputed", "F-B is already there under the name B-F",
      "start a fresh sheet", "always a winner", "an 8 to 8 split is a draw"}},
    {"example",
     {"Le septième segment ferme deux carrés", "7. Mia trace B-F.", "Noé"},
     {"The seventh line closes two boxes", "7. Mia draws B-F.", "Noé"}},
    {"practice",
     {"Feuille d'entraînement", "Relevé de coups", "Joue ensuite"},
     {"Practice sheet", "Move record", "Plays next"}},
    {"strategy",
     {"Le double sacrifice", "Chaînes et boucles", "traits sûrs", "Erreurs fréquentes",
      "Croire que la main passe", "plus long que deux points"},
     {"The double sacrifice", "Chains and loops", "safe lines", "Frequent mistakes",
      "Thinking the turn passes", "longer than two dots"}},
    {"swedish",
     {"Le plateau suédois", "Le plateau islandais"},
     {"The Swedish board", "The Icelandic board"}},
    {"variants",
     {"Les variantes", "Le plateau suédois sur chaque réseau", "Hexagone de 2 cases de côté",
      "La misère : qui perd gagne", "celui qui a le moins de cases gagne", "B-C reste à tracer",
      "Ce qui change"},
     {"The variants", "The Swedish board on each grid", "Hexagon of 2 cells a side",
      "Misère: the loser wins", "the player with fewer cells wins", "B-C is left to draw",
      "What changes"}},
};

TEST(CliHandoutTest, EveryBuiltInTemplateInBothLanguages) {
  const std::string dir = temp_dir();
  for (const KeyTexts& t : kTemplates) {
    for (const std::string language : {"fr", "en"}) {
      SCOPED_TRACE(std::string(t.name) + " " + language);
      const std::string pdf = dir + "/" + t.name + "-" + language + ".pdf";
      const RunResult r = run_lucas({"handout", t.name, "--lang", language, "-o", pdf});
      ASSERT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(r.out, pdf + "\n");
      const std::string text = flat_text(pdf);
      for (const std::string& key : language == "fr" ? t.fr : t.en)
        EXPECT_NE(text.find(key), std::string::npos) << key;
      for (const std::string& key : language == "fr" ? t.en : t.fr) {
        if (key != "Noé") {
          EXPECT_EQ(text.find(key), std::string::npos) << key;
        }
      }
      EXPECT_GE(pages_of(pdf), 1);
    }
  }
}

TEST(CliHandoutTest, PracticeIsOnTheWorksheetsBoard) {
  const std::string dir = temp_dir();
  for (const std::string paper : {"a4", "letter", "a5"}) {
    SCOPED_TRACE(paper);
    const std::string pdf = dir + "/practice-" + paper + ".pdf";
    ASSERT_EQ(run_lucas({"handout", "practice", "--paper", paper, "-o", pdf}).exit_code, 0);
    // 3 x 4 dots have 17 lines: a row for each, read back from the page. A5 leaves no room
    // for the form under the grids: it goes whole to the second page.
    EXPECT_EQ(pages_of(pdf), paper == "a5" ? 2 : 1);
    EXPECT_EQ(form_rows_on(pdf, pages_of(pdf)), numbers_to(17));
  }
}

// The example line of the practice sheet is one of its own board's, as its records write it, and
// stays whole on its line of text whatever the paper.
TEST(CliHandoutTest, PracticeNamesItsExampleLineOnItsOwnBoard) {
  const std::string dir = temp_dir();
  struct Case {
    std::string dots, lang, paper, example, other;
  };
  for (const Case& c : {Case{"3x4", "fr", "a4", "(par exemple A-B)", "a1-b1"},
                        Case{"6x6", "fr", "a4", "(par exemple a1-b1)", "A-B"},
                        Case{"6x6", "en", "a5", "(for example a1-b1)", "A-B"},
                        Case{"3x4", "en", "letter", "(for example A-B)", "a1-b1"}}) {
    SCOPED_TRACE(c.dots + " " + c.lang + " " + c.paper);
    const std::string pdf = dir + "/practice.pdf";
    ASSERT_EQ(run_lucas({"handout", "practice", "--dots", c.dots, "--lang", c.lang, "--paper",
                         c.paper, "-o", pdf})
                  .exit_code,
              0);
    // Each line of the page's text as pdftotext reads it, the paragraph's joined with spaces:
    // the name must be within one line.
    std::istringstream in(pdf_text(pdf, 1));
    std::string joined;
    bool whole = false;
    for (std::string line; std::getline(in, line);) {
      joined += line + " ";
      whole = whole || line.find(c.example.substr(c.example.rfind(' ') + 1)) != std::string::npos;
    }
    EXPECT_NE(joined.find(c.example), std::string::npos) << joined;
    EXPECT_EQ(joined.find("exemple " + c.other), std::string::npos);
    EXPECT_TRUE(whole) << joined;
  }
}

TEST(CliHandoutTest, PracticeWithTheWorksheetsBoardAndPlayers) {
  const std::string pdf = temp_dir() + "/practice.pdf";
  const RunResult r = run_lucas(
      {"handout", "practice", "--dots", "3x4", "--players", "Mia,Noé", "--lang", "fr", "-o", pdf});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(pdf), 1);
  EXPECT_EQ(form_rows_on(pdf, 1), numbers_to(17));
  // Written in the name fields of both grids and over the form's scores.
  const std::string text = flat_text(pdf);
  EXPECT_NE(text.find("Score Mia"), std::string::npos) << text;
  EXPECT_NE(text.find("Score Noé"), std::string::npos) << text;
  EXPECT_EQ(run_shell("pdftotext -enc UTF-8 " + pdf + " - | grep -cx 'Mia'").out, "2\n");
  EXPECT_EQ(run_shell("pdftotext -enc UTF-8 " + pdf + " - | grep -cx 'Noé'").out, "2\n");
  EXPECT_EQ(text.find("Joueur 1"), std::string::npos);
  // Without names, the fields are left to write on.
  ASSERT_EQ(run_lucas({"handout", "practice", "--lang", "fr", "-o", pdf}).exit_code, 0);
  EXPECT_NE(flat_text(pdf).find("Score Joueur 1"), std::string::npos);
  EXPECT_EQ(run_shell("pdftotext -enc UTF-8 " + pdf + " - | grep -cx 'Nom'").out, "4\n");
}

TEST(CliHandoutTest, TitleIsPrintedAtTheTopInTheFooterAndInThePdf) {
  const std::string dir = temp_dir();
  for (const std::string name : {"practice", "swedish"}) {
    SCOPED_TRACE(name);
    const std::string pdf = dir + "/" + name + ".pdf";
    const RunResult r =
        run_lucas({"handout", name, "--title", "Tournoi du vendredi", "--lang", "fr", "-o", pdf});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(run_shell("pdftotext -enc UTF-8 " + pdf + " - | grep -c 'Tournoi du vendredi'").out,
              std::to_string(1 + pages_of(pdf)) + "\n");
    EXPECT_NE(run_shell("pdfinfo " + pdf).out.find("Tournoi du vendredi"), std::string::npos);
    EXPECT_EQ(
        flat_text(pdf).find(name == "practice" ? "Feuille d'entraînement" : "Le plateau suédois —"),
        std::string::npos);
  }
}

// Each option on each built-in handout: accepted where the template declares what it changes,
// refused with the handouts it applies to everywhere else.
TEST(CliHandoutTest, EveryOptionOnEveryHandout) {
  const std::string dir = temp_dir();
  const std::vector<std::vector<std::string>> options = {{"--dots", "4x5"},
                                                         {"--boxes", "2x2"},
                                                         {"--border", "icelandic"},
                                                         {"--players", "Mia,Noé"},
                                                         {"--title", "Séance 3"}};
  for (const std::string name : {"rules", "example", "practice", "strategy", "swedish", "variants"})
    for (const auto& option : options) {
      SCOPED_TRACE(name + " " + option[0]);
      const std::string pdf = dir + "/" + name + ".pdf";
      std::vector<std::string> args = {"handout", name, "--lang", "en", "-o", pdf};
      args.insert(args.end(), option.begin(), option.end());
      const RunResult r = run_lucas(args);
      const bool applies = name == "practice" || name == "swedish";
      if (applies) {
        EXPECT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(r.err, "");
        continue;
      }
      EXPECT_EQ(r.exit_code, 2);
      EXPECT_FALSE(std::filesystem::exists(pdf));
      const std::string& o = option[0];
      std::string expected;
      if (o == "--players")
        expected = "--players does not apply to '" + name +
                   "': this template has no names to write (no 'players:' at its top); "
                   "--players applies to practice, swedish, puzzles and chopsticks";
      else if (o == "--title")
        expected = "--title does not apply to '" + name +
                   "': this template does not print its title at the top of the page (no "
                   "'title' block); --title applies to practice, swedish, puzzles and chopsticks";
      else
        expected = o + " does not apply to '" + name +
                   "': this template has no board to choose (no 'board:' at its top), its "
                   "diagrams keep the board their text describes; --dots, --boxes and --border "
                   "apply to practice, swedish and puzzles";
      EXPECT_EQ(r.err, "lucas: error[bad-option]: " + expected + "\n");
    }
}

TEST(CliHandoutTest, BoardOptionsSizeTheGridsAndTheForm) {
  const std::string dir = temp_dir();
  const std::string pdf = dir + "/swedish.pdf";
  // 4 x 5 dots have 31 lines; a Swedish border draws 2 x 4 + 2 x 3 = 14 of them.
  ASSERT_EQ(run_lucas({"handout", "practice", "--dots", "4x5", "-o", pdf}).exit_code, 0);
  EXPECT_EQ(form_rows_on(pdf, 0), numbers_to(31));
  ASSERT_EQ(run_lucas({"handout", "practice", "--dots", "4x5", "--border", "swedish", "-o", pdf})
                .exit_code,
            0);
  EXPECT_EQ(form_rows_on(pdf, 0), numbers_to(17));
}

TEST(CliHandoutTest, BadPlayersAndEmptyTitleAreRefused) {
  const std::string pdf = temp_dir() + "/practice.pdf";
  for (const std::string players : {"Mia", "Mia,Noé,Léa", "Mia,", " , Noé"}) {
    SCOPED_TRACE(players);
    const RunResult r = run_lucas({"handout", "practice", "--players", players, "-o", pdf});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err,
              "lucas: error[bad-option]: --players " + players +
                  ": write the two names separated by a comma, each with its initial if you like, "
                  "for example \"Mia,Noé\" or \"Léa:L,Lucas:U\"\n");
  }
  const RunResult spaced =
      run_lucas({"handout", "practice", "--players", " Mia , Noé ", "-o", pdf});
  EXPECT_EQ(spaced.exit_code, 0) << spaced.err;
  EXPECT_NE(flat_text(pdf).find("Score Mia"), std::string::npos);
  const RunResult empty =
      run_lucas({"handout", "practice", "--title", " ", "-o", pdf, "--lang", "fr"});
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_EQ(empty.err,
            "lucas: erreur[bad-option]: --title est vide ; donnez le titre à imprimer, par exemple "
            "--title \"Tournoi du vendredi\"\n");
}

// The form's headers wrap between words only: every word of every header comes back whole,
// even beside a long name, and a player's name is never split from its number.
TEST(CliHandoutTest, FormHeadersNeverBreakInsideAWord) {
  const std::string pdf = temp_dir() + "/practice.pdf";
  const struct {
    std::string language;
    std::string paper;
    std::string players;
    std::vector<std::string> words;
  } cases[] = {
      {"fr",
       "a4",
       "",
       {"N°", "Joueur", "Segment", "Nouveaux", "carrés", "Score", "Joue", "ensuite"}},
      {"fr", "letter", "", {"N°", "Joueur", "Segment", "Nouveaux", "carrés", "Score", "ensuite"}},
      {"en", "a4", "", {"No.", "Player", "Line", "New", "boxes", "Score", "Plays", "next"}},
      {"en", "a5", "", {"No.", "Player", "Line", "New", "boxes", "Score", "Plays", "next"}},
      {"fr", "a4", "Maximilien,Anne-Charlotte", {"Maximilien", "Anne-Charlotte", "Nouveaux"}},
      {"en",
       "a5",
       "Maximilien-Alexandre,Anne-Charlotte",
       {"Maximilien-Alexandre", "Anne-Charlotte"}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.language + " " + c.paper + " " + c.players);
    std::vector<std::string> args = {"handout", "practice", "--lang", c.language,
                                     "--paper", c.paper,    "-o",     pdf};
    if (!c.players.empty()) args.insert(args.end(), {"--players", c.players});
    ASSERT_EQ(run_lucas(args).exit_code, 0);
    const std::vector<Word> words = words_of(pdf);
    for (const std::string& word : c.words) EXPECT_TRUE(has_word(words, word)) << word;
    // A name comes back whole, or cut after one of its hyphens only: no word is the start of a
    // name cut anywhere else.
    std::vector<std::string> names;
    for (size_t from = 0; from < c.players.size(); from = c.players.find(',', from) + 1) {
      names.push_back(c.players.substr(from, c.players.find(',', from) - from));
      if (c.players.find(',', from) == std::string::npos) break;
    }
    for (const Word& w : words)
      for (const std::string& name : names)
        if (w.text.size() > 1 && w.text.size() < name.size() && name.starts_with(w.text)) {
          EXPECT_EQ(w.text.back(), '-') << w.text << " of " << name;
        }
    if (c.players.empty()) {
      const std::string player = c.language == "fr" ? "Joueur" : "Player";
      EXPECT_TRUE(side_by_side(words, player, "1"));
      EXPECT_TRUE(side_by_side(words, player, "2"));
    }
  }
}

// When the form must break, neither page holds a lone row: the rows shrink to stay on one page,
// or at least four go to each page.
TEST(CliHandoutTest, APracticeFormThatBreaksLeavesNoLoneRow) {
  const std::string dir = temp_dir();
  for (const std::string paper : {"a4", "letter"})
    // Boards of at most 26 dots, named by letters: no number but the rows' on the page.
    for (const std::string dots : {"4x4", "4x5", "5x5", "3x8", "2x13"}) {
      SCOPED_TRACE(paper + " " + dots);
      const std::string pdf = dir + "/practice.pdf";
      ASSERT_EQ(
          run_lucas({"handout", "practice", "--paper", paper, "--dots", dots, "-o", pdf}).exit_code,
          0);
      int rows = 0;
      for (int page = 1; page <= pages_of(pdf); ++page) {
        const int on_page = form_row_count(pdf, page);
        rows += on_page;
        if (on_page > 0) {
          EXPECT_GE(on_page, 4) << "page " << page;
        }
      }
      const int side = std::stoi(dots), other = std::stoi(dots.substr(dots.find('x') + 1));
      EXPECT_EQ(rows, side * (other - 1) + other * (side - 1));
    }
}

TEST(CliHandoutTest, PagesOnA4AndLetter) {
  const std::string dir = temp_dir();
  const std::vector<std::pair<std::string, int>> pages = {{"rules", 2},    {"example", 2},
                                                          {"practice", 1}, {"strategy", 2},
                                                          {"swedish", 1},  {"variants", 1}};
  for (const auto& [name, count] : pages)
    for (const std::string paper : {"a4", "letter"})
      for (const std::string language : {"fr", "en"}) {
        SCOPED_TRACE(name + " " + paper + " " + language);
        const std::string pdf = dir + "/" + name + ".pdf";
        ASSERT_EQ(
            run_lucas({"handout", name, "--paper", paper, "--lang", language, "-o", pdf}).exit_code,
            0);
        EXPECT_EQ(pages_of(pdf), count);
      }
}

// The strategy sheet's long-chain count is the solver's: its diagram (the lines of
// templates/strategy.yaml, 16 dots, a chain of 3 along the top and a loop of 6) leaves the first
// player to move, with no safe line, losing 3 to 6 at best, and every best line opens the loop.
TEST(CliHandoutTest, StrategySheetsChainCountIsProved) {
  const std::string record =
      "board: {dots: 4x4}\n"
      "players: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n"
      "moves: [M A-B, N E-F, M C-D, N G-H, M B-C, N F-G, M E-I, N H-L, M I-M, N L-P, M M-N, "
      "N O-P, M N-O, N J-K]\n";
  const RunResult r = run_lucas({"hint", "--format", "json", "-"}, record);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const Json hint = Json::parse(r.out);
  EXPECT_EQ(hint["to_move"], "Mia");
  EXPECT_EQ(hint["value"], -3);  // 3 to 6
  EXPECT_EQ(hint["safe_lines"], 0);
  EXPECT_EQ(hint["long_chains"], 1);
  EXPECT_EQ(hint["loops"], 1);
  const std::set<std::string> loop{"I-J", "K-L", "F-J", "G-K", "J-N", "K-O"};
  for (const Json& line : hint["best"]) EXPECT_TRUE(loop.count(line.get<std::string>())) << line;
  const std::string pdf = temp_dir() + "/strategy.pdf";
  ASSERT_EQ(run_lucas({"handout", "strategy", "--lang", "fr", "-o", pdf}).exit_code, 0);
  EXPECT_NE(pdf_text(pdf).find("au mieux (en ouvrant la boucle), il perd 3 à 6."),
            std::string::npos);
  // Each page more than half full: the last one too.
  for (int page = 1; page <= pages_of(pdf); ++page)
    EXPECT_GE(page_image(pdf, page).ink_depth(), 0.5) << page;
}

// Each text of the worked example is on the page of the diagrams it talks about.
TEST(CliHandoutTest, ExampleTextsStayWithTheirDiagrams) {
  const std::string dir = temp_dir();
  const std::vector<std::vector<std::string>> sections_fr = {
      {"Les six premiers coups", "A-B, B-C, C-G", "1. Mia trace A-B.", "6. Noé trace E-A."},
      {"Le septième segment ferme deux carrés", "Mia écrit M dans les deux", "7. Mia trace B-F.",
       "12. Noé trace"},
      {"La fin de la partie", "Compte final", "13. Mia trace J-K.", "17. Mia trace H-L."}};
  const std::vector<std::vector<std::string>> sections_en = {
      {"The first six moves", "A-B, B-C, C-G", "1. Mia draws A-B.", "6. Noé draws E-A."},
      {"The seventh line closes two boxes", "Mia writes M in both", "7. Mia draws B-F.",
       "12. Noé draws"},
      {"The end of the game", "Final count", "13. Mia draws J-K.", "17. Mia draws H-L."}};
  for (const std::string paper : {"a4", "letter", "a5"})
    for (const std::string language : {"fr", "en"}) {
      SCOPED_TRACE(paper + " " + language);
      const std::string pdf = dir + "/example.pdf";
      ASSERT_EQ(run_lucas({"handout", "example", "--paper", paper, "--lang", language, "-o", pdf})
                    .exit_code,
                0);
      std::vector<std::string> pages;
      for (int page = 1; page <= pages_of(pdf); ++page) pages.push_back(page_text(pdf, page));
      auto page_of = [&](const std::string& text) {
        for (size_t i = 0; i < pages.size(); ++i)
          if (pages[i].find(text) != std::string::npos) return static_cast<int>(i) + 1;
        return 0;
      };
      for (const auto& section : language == "fr" ? sections_fr : sections_en) {
        const int heading = page_of(section[0]);
        EXPECT_GT(heading, 0) << section[0];
        EXPECT_EQ(page_of(section[1]), heading) << section[1];
        EXPECT_EQ(page_of(section[2]), heading) << section[2];
        // Six diagrams are two rows, and the rows of one replay stay together.
        if (paper != "a5") {
          EXPECT_EQ(page_of(section[3]), heading) << section[3];
        }
      }
    }
}

// A grid's name line runs from its label to the score label: at least 40 mm to write a name on,
// so small grids sit fewer to a row than their size alone would allow.
TEST(CliHandoutTest, NameLinesAreLongEnoughToWriteOn) {
  const std::string dir = temp_dir();
  const double mm = 72 / 25.4;
  // Between the label and the line 3 pt, between the line and the score label 2 mm.
  const double around_line = 3 + 2 * mm;
  for (const std::string count : {"1", "2", "4", "6"}) {
    SCOPED_TRACE(count + " grids");
    std::ofstream(dir + "/grids.yaml")
        << "title: {fr: Grilles, en: Grids}\nblocks:\n  - grid: {dots: 3x4, spacing: 8, count: "
        << count << "}\n";
    const std::string pdf = dir + "/grids.pdf";
    const RunResult r = run_lucas({"handout", dir + "/grids.yaml", "--lang", "en", "-o", pdf});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string xml = run_shell("pdftotext -bbox -enc UTF-8 " + pdf + " -").out;
    int lines = 0;
    for (size_t at = xml.find(">Name<"); at != std::string::npos; at = xml.find(">Name<", at + 1)) {
      const size_t name_end = xml.rfind("xMax=\"", at) + 6;
      const size_t boxes = xml.find(">Boxes<", at);
      ASSERT_NE(boxes, std::string::npos);
      const size_t boxes_start = xml.rfind("xMin=\"", boxes) + 6;
      const double line = std::stod(xml.substr(boxes_start)) - std::stod(xml.substr(name_end));
      EXPECT_GE(line - around_line, 40 * mm) << "line " << lines;
      ++lines;
    }
    EXPECT_EQ(lines, 2 * std::stoi(count));
  }
}

TEST(CliHandoutTest, FormOfALargeBoardRunsOverPagesWithItsHeader) {
  const std::string dir = temp_dir();
  std::ofstream(dir + "/form.yaml")
      << "title: {fr: Relevé, en: Record}\nblocks:\n  - form: {boxes: 5x5, players: [Mia, Noé]}\n";
  const RunResult r =
      run_lucas({"handout", dir + "/form.yaml", "--lang", "fr", "-o", dir + "/form.pdf"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(dir + "/form.pdf"), 2);
  const std::string text = flat_text(dir + "/form.pdf");
  EXPECT_NE(text.find("60"), std::string::npos);
  EXPECT_NE(text.find("Score Noé"), std::string::npos);
  // The header is printed again on the second page.
  EXPECT_EQ(
      run_shell("pdftotext -f 2 -l 2 -enc UTF-8 " + dir + "/form.pdf - | grep -c 'Score Mia'").out,
      "1\n");
}

TEST(CliHandoutTest, PageBreaksMakeNoEmptyPage) {
  const std::string dir = temp_dir();
  const std::string text = "  - paragraph: {fr: Un texte., en: A text.}\n";
  const std::string page_break = "  - page-break: {}\n";
  const std::vector<std::pair<std::string, int>> cases = {
      {text + page_break, 1},
      {page_break + text, 1},
      {text + page_break + page_break + text, 2},
      {text + page_break + text + page_break, 2},
  };
  for (const auto& [blocks, pages] : cases) {
    SCOPED_TRACE(blocks);
    std::ofstream(dir + "/breaks.yaml") << "title: {fr: Sauts, en: Breaks}\nblocks:\n" << blocks;
    const RunResult r =
        run_lucas({"handout", dir + "/breaks.yaml", "--lang", "en", "-o", dir + "/breaks.pdf"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pages_of(dir + "/breaks.pdf"), pages);
  }
  std::filesystem::remove_all(dir);
}

TEST(CliHandoutTest, ListDescribesEveryTemplate) {
  const RunResult r = run_lucas({"handout", "--list", "--lang", "en"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(
      r.out,
      "example     Mia and Noé — a worked example — 2 pages on a4 paper\n"
      "            Mia and Noé's game in 17 diagrams, one per move, with the worksheet's "
      "captions: the first six moves, the double box of B-F, the end and the final count "
      "(Mia 4, Noé 2); what to do when a line is disputed (F-B after move 7).\n"
      "            No content options: only the output, the paper and the language.\n"
      "practice    Practice sheet — 1 page on a4 paper\n"
      "            Two blank grids of 3 × 4 dots with names and scores, then the move record "
      "to fill in while playing: one row per line to draw, 17 on 3 × 4 dots.\n"
      "            Options: --dots or --boxes (by default 3×4 dots, that is 2×3 boxes: 17 "
      "lines to draw), --border (by default none), --players and --title.\n"
      "rules       Dots and Boxes — the rules — 2 pages on a4 paper\n"
      "            The board of 3 × 4 dots (17 lines, 6 boxes), a move, closing a box, the "
      "worksheet's four conventions, when a draw can happen, what to do when a move is "
      "disputed (the F-B example), naming lines; 4 diagrams.\n"
      "            No content options: only the output, the paper and the language.\n"
      "strategy    Dots and Boxes strategy — 2 pages on a4 paper\n"
      "            The third side and safe lines, chains and loops, the double sacrifice and "
      "its counter, counting the long chains, with 6 diagrams; the frequent mistakes.\n"
      "            No content options: only the output, the paper and the language.\n"
      "swedish     The Swedish board — 1 page on a4 paper\n"
      "            The Swedish board, with its border drawn, and the Icelandic one: what "
      "changes, two diagrams of 4 × 4 boxes, then two blank Swedish grids of 4 × 4 boxes "
      "with names and scores.\n"
      "            Options: --dots or --boxes (by default 5×5 dots, that is 4×4 boxes: 24 "
      "lines to draw), --border (by default swedish), --players and --title.\n"
      "variants    The variants — 1 page on a4 paper\n"
      "            Three grids of dots (squares, triangles, hexagons) with the Swedish border "
      "drawn, what changes on each, then misère: the player with fewer cells wins.\n"
      "            No content options: only the output, the paper and the language.\n"
      "puzzles     What would a master play? — 2 pages on a4 paper\n"
      "            Exercises: positions from games between the computer's levels, one good "
      "line each, easiest first; the answers on the last page.\n"
      "            Options: --dots or --boxes (by default 5×5 dots, that is 4×4 boxes: 40 "
      "lines to draw), --border (by default none), --players, --title, --count, --seed "
      "and --record.\n"
      "chopsticks  Chopsticks, the finger game — 2 pages on a4 paper\n"
      "            The rules of Chopsticks and their variants, who wins with perfect play (the "
      "table lucas computes), the page's tips and a blank record form.\n"
      "            Options: --players and --title.\n");
  // The options of a handout do not change what --list says of each.
  const RunResult with_options = run_lucas(
      {"handout", "--list", "--lang", "en", "--dots", "5x5", "--players", "A,B", "--title", "T"});
  EXPECT_EQ(with_options.exit_code, 0) << with_options.err;
  EXPECT_EQ(with_options.out, r.out);
  // The pages are counted on the paper asked, in the language asked.
  const RunResult a5 = run_lucas({"handout", "--list", "--lang", "fr", "--paper", "a5"});
  EXPECT_EQ(a5.exit_code, 0) << a5.err;
  EXPECT_NE(a5.out.find("practice    Feuille d'entraînement — 2 pages sur papier a5\n"),
            std::string::npos)
      << a5.out;
  EXPECT_NE(a5.out.find("Options : --dots ou --boxes (par défaut 3×4 points, soit 2×3 carrés : "
                        "17 segments à tracer), --border (par défaut none), --players et --title."),
            std::string::npos)
      << a5.out;
}

TEST(CliHandoutTest, SvgAndPngPerPage) {
  const std::string dir = temp_dir();
  const RunResult svg = run_lucas({"handout", "example", "-o", dir + "/ex.svg"});
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_EQ(svg.out, dir + "/ex-01.svg\n" + dir + "/ex-02.svg\n");
  EXPECT_EQ(run_shell("rsvg-convert " + dir + "/ex-02.svg -o " + dir + "/ex-02.png && echo ok").out,
            "ok\n");
  const RunResult png = run_lucas({"handout", "swedish", "--dpi", "60", "-o", dir + "/sw.png"});
  ASSERT_EQ(png.exit_code, 0) << png.err;
  EXPECT_EQ(png_size(dir + "/sw.png"), "496 x 702");
}

TEST(CliHandoutTest, TemplateErrorsPointAtTheirLine) {
  const std::string dir = temp_dir();
  std::ofstream(dir + "/bad.yaml")
      << "title: {fr: T, en: T}\nblocks:\n  - paragrap: {fr: a, en: b}\n"
         "  - grid: {dots: 0x4}\n  - paragraph: {fr: seulement}\n";
  const RunResult r =
      run_lucas({"handout", dir + "/bad.yaml", "--lang", "en", "-o", dir + "/out.pdf"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, dir +
                       "/bad.yaml:3:5: error[unknown-block]: unknown block 'paragrap'; did you "
                       "mean 'paragraph'?\n"
                       " 3 |   - paragrap: {fr: a, en: b}\n"
                       "   |     ^\n" +
                       dir +
                       "/bad.yaml:4:18: error[bad-board]: 'dots: 0x4' is not playable here: "
                       "each side needs 2 to 50 dots\n"
                       " 4 |   - grid: {dots: 0x4}\n"
                       "   |                  ^\n" +
                       dir +
                       "/bad.yaml:5:16: error[missing-text]: 'paragraph' has no text in the "
                       "language 'en'; add 'en: …' "
                       "beside the other languages\n"
                       " 5 |   - paragraph: {fr: seulement}\n"
                       "   |                ^\n");
  EXPECT_FALSE(std::ifstream(dir + "/out.pdf").good());
}

// The help names every built-in template (the list is the templates', not a copy of it), and
// its labels read once in each language ("Excludes: --final", « Exclut : --final »).
TEST(CliHandoutTest, HelpNamesEveryTemplate) {
  const RunResult en = run_lucas({"handout", "--help", "--lang", "en"});
  EXPECT_NE(en.out.find("A built-in template (one of example, practice, rules, strategy, swedish, "
                        "variants, puzzles and chopsticks)"),
            std::string::npos)
      << en.out;
  const RunResult fr = run_lucas({"replay", "--help", "--lang", "fr"});
  EXPECT_NE(fr.out.find("Exclut : --final"), std::string::npos) << fr.out;
  const RunResult replay = run_lucas({"replay", "--help", "--lang", "en"});
  EXPECT_NE(replay.out.find("Excludes: --final"), std::string::npos) << replay.out;
  EXPECT_EQ(replay.out.find("::"), std::string::npos) << replay.out;
}

TEST(CliHandoutTest, UnknownTemplateMissingRecordAndBadOutput) {
  const std::string dir = temp_dir();
  const RunResult unknown = run_lucas({"handout", "rulez", "-o", dir + "/x.pdf"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("unknown template 'rulez'"), std::string::npos) << unknown.err;
  std::ofstream(dir + "/needs.yaml") << "title: {fr: T, en: T}\nblocks:\n  - replay: {}\n";
  const RunResult needs = run_lucas({"handout", dir + "/needs.yaml", "-o", dir + "/x.pdf"});
  EXPECT_EQ(needs.exit_code, 2);
  EXPECT_NE(needs.err.find("--record"), std::string::npos);
  const RunResult given = run_lucas(
      {"handout", dir + "/needs.yaml", "--record", "examples/mia-noe.yaml", "-o", dir + "/x.pdf"});
  EXPECT_EQ(given.exit_code, 0) << given.err;
  // A block that names its record replays it, whatever --record says; --record fills the others.
  std::ofstream(dir + "/both.yaml") << "title: {fr: T, en: T}\nblocks:\n"
                                       "  - replay: {record: mia-noe, final: true}\n"
                                       "  - replay: {final: true}\n";
  const RunResult both =
      run_lucas({"handout", dir + "/both.yaml", "--record", "tests/data/replay-misere.yaml", "-o",
                 dir + "/both.pdf", "--lang", "fr"});
  EXPECT_EQ(both.exit_code, 0) << both.err;
  const std::string text = run_shell("pdftotext '" + dir + "/both.pdf' -").out;
  EXPECT_NE(text.find("Mia gagne 4 à 2."), std::string::npos) << text;
  EXPECT_NE(text.find("Noé gagne 0 à 2"), std::string::npos) << text;
  // A template that names every game it replays, or replays none, takes no --record: refused
  // before the record is read (a missing file is not the matter).
  for (const char* name : {"example", "rules"}) {
    const RunResult refused = run_lucas(
        {"handout", name, "--record", dir + "/nothere.yaml", "-o", dir + "/r.pdf", "--lang", "en"});
    EXPECT_EQ(refused.exit_code, 2) << name;
    EXPECT_NE(refused.err.find("error[bad-option]: --record does not apply to '" +
                               std::string(name) + "'"),
              std::string::npos)
        << refused.err;
    EXPECT_NE(refused.err.find("--record applies to puzzles"), std::string::npos) << refused.err;
    EXPECT_FALSE(std::ifstream(dir + "/r.pdf").good());
  }
  const RunResult format = run_lucas({"handout", "rules", "-o", dir + "/x.doc"});
  EXPECT_EQ(format.exit_code, 2);
  EXPECT_NE(format.err.find("error[bad-output]"), std::string::npos);
  const RunResult usage = run_lucas({"handout", "rules"});
  EXPECT_EQ(usage.exit_code, 2);
}

}  // namespace
}  // namespace lucas::testing

namespace lucas::testing {
namespace {

// Two pupils whose names start alike get distinct initials on the puzzles' boxes, said in one
// line; an initial written after the name is the one drawn.
TEST(CliHandoutTest, PlayersWhoseNamesStartAlikeGetDistinctInitials) {
  const std::string dir = temp_dir();
  const RunResult chosen = run_lucas({"handout", "puzzles", "--players", "Léa,Lucas", "--seed", "3",
                                      "--count", "2", "--lang", "en", "-o", dir + "/a.pdf"});
  EXPECT_EQ(chosen.exit_code, 0) << chosen.err;
  EXPECT_NE(chosen.err.find("Léa has the initial L: Lucas's initial will be U "
                            "(to choose another: --players \"Léa:L,Lucas:U\")."),
            std::string::npos)
      << chosen.err;
  const RunResult written = run_lucas({"handout", "puzzles", "--players", "Léa:É,Lucas:K", "--seed",
                                       "3", "--count", "2", "--lang", "en", "-o", dir + "/b.pdf"});
  EXPECT_EQ(written.err.find("same letter"), std::string::npos) << written.err;
  // The boxes' initials are words of the page beside the dots' names: the same puzzles drawn
  // for Léa and Noé show N where Lucas's boxes show U, and K where Lucas:K.
  const RunResult noe = run_lucas({"handout", "puzzles", "--players", "Léa,Noé", "--seed", "3",
                                   "--count", "2", "--lang", "en", "-o", dir + "/c.pdf"});
  ASSERT_EQ(noe.exit_code, 0) << noe.err;
  const auto count = [](const std::string& pdf, const std::string& word) {
    std::istringstream in(pdf_text(pdf));
    long n = 0;
    for (std::string w; in >> w;) n += w == word;
    return n;
  };
  const std::string a = dir + "/a.pdf", b = dir + "/b.pdf", c = dir + "/c.pdf";
  const long lucas_boxes = count(a, "U") - count(c, "U");
  EXPECT_GT(lucas_boxes, 0) << pdf_text(a);
  EXPECT_EQ(lucas_boxes, count(c, "N") - count(a, "N"));
  EXPECT_EQ(count(b, "K") - count(c, "K"), lucas_boxes);
  EXPECT_EQ(count(b, "U"), count(c, "U"));
}

}  // namespace
}  // namespace lucas::testing

namespace lucas::testing {
namespace {

// A numbered list past 9 items (the puzzles' answers) indents its texts past the widest number,
// the numbers right-aligned: "10." never runs into its answer.
TEST(CliHandoutTest, NumbersOfALongListStayClearOfTheirTexts) {
  const std::string pdf = temp_dir() + "/answers.pdf";
  const RunResult run =
      run_lucas({"handout", "puzzles", "--count", "12", "--seed", "7", "--lang", "en", "-o", pdf});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<PlacedWord> words = pdf_words(pdf, pages_of(pdf));
  int numbers = 0;
  double text_left = -1, numbers_right = -1;
  for (const PlacedWord& number : words) {
    if (number.text.size() < 2 || number.text.back() != '.' ||
        number.text.find_first_not_of("0123456789") != number.text.size() - 1)
      continue;
    // The first word to its right on its line: the answer's line.
    const PlacedWord* text = nullptr;
    for (const PlacedWord& w : words)
      if (std::abs(w.y() - number.y()) < 2 && w.x_min > number.x_min &&
          (!text || w.x_min < text->x_min))
        text = &w;
    ASSERT_NE(text, nullptr) << number.text;
    EXPECT_GE(text->x_min, number.x_max + 2) << number.text << " " << text->text;
    if (text_left < 0) text_left = text->x_min, numbers_right = number.x_max;
    EXPECT_NEAR(text->x_min, text_left, 0.5) << number.text;
    EXPECT_NEAR(number.x_max, numbers_right, 0.5) << number.text;
    ++numbers;
  }
  EXPECT_GE(numbers, 10);
}

// A paragraph's board words follow the board: the example line is one that can be drawn (A-B
// is a Swedish border's), and triangles have cells, in the puzzles' answers too.
TEST(CliHandoutTest, BoardWordsFollowTheBoard) {
  const std::string dir = temp_dir();
  const auto text = [&](std::vector<std::string> args) {
    args.insert(args.end(), {"-o", dir + "/h.pdf"});
    const RunResult r = run_lucas(args);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return pdf_text(dir + "/h.pdf");
  };
  const std::string open = text({"handout", "practice", "--lang", "en"});
  EXPECT_NE(open.find("(for example A-B), the boxes it closes"), std::string::npos) << open;
  const std::string swedish = text({"handout", "practice", "--border", "swedish", "--lang", "fr"});
  EXPECT_NE(swedish.find("(par exemple E-F), les carrés qu'il ferme"), std::string::npos)
      << swedish;
  const std::string triangle =
      text({"handout", "practice", "--grid", "triangle", "--size", "3", "--lang", "en"});
  EXPECT_NE(triangle.find("the cells it closes"), std::string::npos) << triangle;
  const std::string puzzles = text({"handout", "puzzles", "--record", "examples/triangle-3.yaml",
                                    "--count", "4", "--lang", "fr"});
  EXPECT_NE(puzzles.find("Pensez aux cases à prendre"), std::string::npos) << puzzles;
  EXPECT_EQ(puzzles.find("carré"), std::string::npos) << puzzles;
}

}  // namespace
}  // namespace lucas::testing
