#include "present/class_summary.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

const char* kFinished =
    "board: {dots: 2x3}\n"
    "players: [{name: Éloïse, initial: E}, {name: Zoé, initial: Z}]\n"
    "moves: [E A-B, Z B-C, E D-E, Z E-F, E A-D, Z B-E, Z C-F]\n";
const char* kInvalid =
    "board: {dots: 2x3}\n"
    "players: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n"
    "moves: [{by: M, line: A-B, score: {M: 1, N: 0}}, N A-B]\n";
const char* kDisputed =
    "board: {dots: 2x3}\n"
    "players: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n"
    "moves: [M A-B, {by: N, line: B-C, disputed: pâle}]\n";

std::vector<CheckedFile> class_of_four() {
  std::vector<CheckedFile> files;
  for (auto [name, text] : {std::pair{"éloïse.yaml", kFinished}, std::pair{"mia.yaml", kInvalid},
                            std::pair{"noé.yaml", kDisputed}, std::pair{"x.yaml", "board: ["}})
    files.push_back(CheckedFile{name, text, check_text(text)});
  return files;
}

TEST(Summary, OneRowPerRecordThenTheTotalsInFrench) {
  const std::string text = format_summary(summarize(class_of_four(), Catalogue::get("fr")), false);
  EXPECT_EQ(text,
            "fichier            joueurs       état       score réel  erreurs  remarques\n"
            "-----------------  ------------  ---------  ----------  -------  ---------\n"
            "éloïse.yaml        Éloïse – Zoé  terminée   0 – 2             0          0\n"
            "mia.yaml           Mia – Noé     invalide   0 – 0             2          0\n"
            "noé.yaml           Mia – Noé     contestée  0 – 0             0          1\n"
            "x.yaml             —             illisible  —                 1          0\n"
            "-----------------  ------------  ---------  ----------  -------  ---------\n"
            "total : 4 relevés                                             3          1\n"
            "1 terminée, 1 contestée, 1 invalide, 1 illisible\n");
}

TEST(Summary, OneRowPerRecordThenTheTotalsInEnglish) {
  const std::string text = format_summary(summarize(class_of_four(), Catalogue::get("en")), false);
  EXPECT_EQ(text,
            "file              players       status      real score  errors  notes\n"
            "----------------  ------------  ----------  ----------  ------  -----\n"
            "éloïse.yaml       Éloïse – Zoé  finished    0 – 2            0      0\n"
            "mia.yaml          Mia – Noé     invalid     0 – 0            2      0\n"
            "noé.yaml          Mia – Noé     disputed    0 – 0            0      1\n"
            "x.yaml            —             unreadable  —                1      0\n"
            "----------------  ------------  ----------  ----------  ------  -----\n"
            "total: 4 records                                             3      1\n"
            "1 finished, 1 disputed, 1 invalid, 1 unreadable\n");
}

TEST(Summary, ColourMarksTheStatusOnly) {
  const std::string text = format_summary(summarize(class_of_four(), Catalogue::get("en")), true);
  EXPECT_NE(text.find("\033[1;32mfinished\033[0m    0 – 2"), std::string::npos) << text;
  EXPECT_NE(text.find("\033[1;31minvalid\033[0m     0 – 0"), std::string::npos) << text;
  EXPECT_NE(text.find("\033[1;32mdisputed\033[0m"), std::string::npos) << text;
}

TEST(Summary, TheRealScoreIsTheMovesNotTheClaims) {
  // The record claims 1 for Mia after A-B; the moves give her 0.
  const SummaryTable table = summarize(class_of_four(), Catalogue::get("en"));
  EXPECT_EQ(table.rows[1][3], "0 – 0");
  EXPECT_EQ(table.statuses[1], Status::invalid);
}

TEST(Summary, CountsInPluralForms) {
  std::vector<CheckedFile> files = class_of_four();
  files.push_back(files[0]);
  files.push_back(files[0]);
  const SummaryTable fr = summarize(files, Catalogue::get("fr"));
  EXPECT_EQ(fr.counts, "3 terminées, 1 contestée, 1 invalide, 1 illisible");
  EXPECT_EQ(fr.totals[0], "total : 6 relevés");
  EXPECT_EQ(summarize({files[0]}, Catalogue::get("en")).totals[0], "total: 1 record");
  EXPECT_EQ(summarize({}, Catalogue::get("fr")).totals[0], "total : 0 relevé");
}

}  // namespace
}  // namespace lucas

namespace lucas {
namespace {

// A Chopsticks game where the score would be: the result once there is one, else each player's
// hands named as the replay names them, never bare numbers that read as a score.
TEST(Summary, AChopsticksGameSaysItsResultOrItsPlayersHands) {
  const char* going =
      "game: chopsticks\n"
      "players: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n"
      "moves: [{by: L, touch: G-D}]\n";
  const char* drawn =
      "game: chopsticks\n"
      "players: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n"
      "moves: [{by: L, touch: G-D}]\n"
      "result: draw\n";
  std::vector<CheckedFile> files;
  for (auto [name, text] : {std::pair{"a.yaml", going}, std::pair{"b.yaml", drawn}})
    files.push_back(CheckedFile{name, text, check_text(text)});
  const SummaryTable fr = summarize(files, Catalogue::get("fr"));
  EXPECT_EQ(fr.rows[0][3], "Lina G 1 D 1 ; Sami G 1 D 2");
  EXPECT_EQ(fr.rows[1][3], "match nul");
  const SummaryTable en = summarize(files, Catalogue::get("en"));
  EXPECT_EQ(en.rows[0][3], "Lina L 1 R 1; Sami L 1 R 2");
  EXPECT_EQ(en.rows[1][3], "draw");
}

// The table as the page shows it: the same cells, and each row's status by its stable name.
TEST(Summary, AsJsonTheSameCellsAndTheStatusNames) {
  const SummaryTable table = summarize(class_of_four(), Catalogue::get("en"));
  const Json json = summary_json(table);
  EXPECT_EQ(json["header"][0], table.header[0]);
  ASSERT_EQ(json["rows"].size(), 4u);
  EXPECT_EQ(json["rows"][1][0], "mia.yaml");
  EXPECT_EQ(json["statuses"], Json({"finished", "invalid", "interrupted", "unreadable"}));
  EXPECT_EQ(json["totals"][4], "3");
  EXPECT_EQ(json["counts"], table.counts);
}

}  // namespace
}  // namespace lucas
