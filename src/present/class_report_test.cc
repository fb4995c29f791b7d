#include "present/class_report.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

const char* kFinishedTitled =
    "title: La partie d'Éloïse\n"
    "board: {dots: 2x3}\n"
    "players: [{name: Éloïse, initial: E}, {name: Zoé, initial: Z}]\n"
    "moves: [E A-B, Z B-C, E D-E, Z E-F, E A-D, Z B-E, Z C-F]\n";
// Noé draws A-B again at move 2, on line 4 of the file.
const char* kRepeated =
    "board: {dots: 2x3}\n"
    "players: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n"
    "moves:\n"
    "  - M A-B\n"
    "  - N A-B\n";

std::vector<CheckedFile> class_of_three() {
  std::vector<CheckedFile> files;
  for (auto [name, text] : {std::pair{"éloïse.yaml", kFinishedTitled},
                            std::pair{"mia.yaml", kRepeated}, std::pair{"x.yaml", "board: ["}})
    files.push_back(CheckedFile{name, text, check_text(text)});
  return files;
}

TEST(ClassReport, TheSummaryIsTheTableOfCheckFlaggingTheRecordsToLookAt) {
  const auto files = class_of_three();
  const render::ClassReport report =
      class_report(files, render::DotLabels::letters, "", Catalogue::get("fr"));
  EXPECT_EQ(report.title, "Les parties de la classe");
  ASSERT_EQ(report.summary.rows.size(), 3u);
  EXPECT_EQ(report.summary.rows[0][0], "éloïse.yaml");
  EXPECT_EQ(report.summary.flagged, (std::vector<bool>{false, true, true}));
  EXPECT_FALSE(report.summary.totals.empty());
}

TEST(ClassReport, AFinishedRecordHasItsPlayersItsFinalDiagramAndNoFinding) {
  const auto files = class_of_three();
  const render::RecordBlock page =
      class_report(files, render::DotLabels::letters, "", Catalogue::get("en")).records[0];
  EXPECT_EQ(page.heading, "éloïse.yaml");
  EXPECT_EQ(page.title, "La partie d'Éloïse");
  EXPECT_EQ(page.names, (std::array<std::string, 2>{"Éloïse", "Zoé"}));
  EXPECT_TRUE(page.good);
  ASSERT_TRUE(page.diagram);
  EXPECT_FALSE(page.diagram->error);
  EXPECT_TRUE(page.findings.empty());
}

TEST(ClassReport, ABrokenRuleIsDrawnAndSaidWithItsLineAndMove) {
  const auto files = class_of_three();
  const render::RecordBlock page =
      class_report(files, render::DotLabels::letters, "", Catalogue::get("en")).records[1];
  EXPECT_FALSE(page.good);
  ASSERT_TRUE(page.diagram);
  EXPECT_TRUE(page.diagram->error);  // the repeated line, in red as the replay draws it
  ASSERT_EQ(page.findings.size(), 1u);
  EXPECT_NE(page.findings[0].find("line 5"), std::string::npos) << page.findings[0];
  EXPECT_NE(page.findings[0].find("#e00000"), std::string::npos) << page.findings[0];
}

TEST(ClassReport, AFileThatIsNoRecordHasItsSummaryRowAndNoBlock) {
  const auto files = class_of_three();
  const render::ClassReport report =
      class_report(files, render::DotLabels::letters, "", Catalogue::get("en"));
  ASSERT_EQ(report.summary.rows.size(), 3u);
  EXPECT_EQ(report.summary.rows[2][0], "x.yaml");
  ASSERT_EQ(report.records.size(), 2u);
  for (const render::RecordBlock& block : report.records) EXPECT_NE(block.heading, "x.yaml");
}

TEST(ClassReport, TheTitleIsTheTeachersWhenGiven) {
  const auto files = class_of_three();
  EXPECT_EQ(
      class_report(files, render::DotLabels::letters, "CM1 B — mardi", Catalogue::get("fr")).title,
      "CM1 B — mardi");
  EXPECT_EQ(class_report(files, render::DotLabels::letters, "", Catalogue::get("en")).title,
            "The class's games");
}

// Box 1 of a 2x3-dot board closed by Zoé at move 6 and claimed for Éloïse: circled on the
// report's diagram as on the final replay.
TEST(ClassReport, AFalseInitialIsCircledOnTheBlocksDiagram) {
  const std::string text =
      "board: {dots: 2x3}\n"
      "players: [{name: Éloïse, initial: E}, {name: Zoé, initial: Z}]\n"
      "moves: [E A-B, Z B-C, E D-E, Z E-F, E A-D, {by: Z, line: B-E}, Z C-F]\n";
  std::string wrong = text;
  wrong.replace(wrong.find("{by: Z, line: B-E}"), 18, "{by: Z, line: B-E, boxes: {1: E}}");
  for (const auto& [source, circled] : {std::pair{text, false}, std::pair{wrong, true}}) {
    const std::vector<CheckedFile> files{CheckedFile{"a.yaml", source, check_text(source)}};
    const render::RecordBlock block =
        class_report(files, render::DotLabels::letters, "", Catalogue::get("fr")).records[0];
    ASSERT_TRUE(block.diagram);
    bool any = false;
    for (const render::MarkedBox& box : block.diagram->boxes) any = any || box.disputed;
    EXPECT_EQ(any, circled) << source;
  }
}

const char* kChopsticks =
    "game: chopsticks\n"
    "players: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n"
    "moves:\n"
    "  - {by: L, touch: G-D, hands: {L: 1-1, S: 2-1}}\n";

TEST(ClassReport, AChopsticksRecordHasItsPlayersItsHandsAndItsFindings) {
  const std::vector<CheckedFile> files{
      CheckedFile{"lina.yaml", kChopsticks, check_text(kChopsticks)}};
  const render::RecordBlock block =
      class_report(files, render::DotLabels::letters, "", Catalogue::get("fr")).records[0];
  EXPECT_FALSE(block.diagram);
  ASSERT_TRUE(block.hands);
  ASSERT_EQ(block.hands->rows.size(), 2u);
  EXPECT_EQ(block.hands->rows[0].name, "Lina");
  EXPECT_EQ(block.hands->rows[1].hands, (Hands{1, 2}));
  ASSERT_FALSE(block.players.empty());
  EXPECT_EQ(block.players[0], "Joueurs : Lina et Sami");
  EXPECT_FALSE(block.good);
  ASSERT_EQ(block.findings.size(), 1u);
  // The false claim is marked in the picture's caption as in the replay.
  EXPECT_NE(block.hands->caption.find("⚠"), std::string::npos) << block.hands->caption;
}

}  // namespace
}  // namespace lucas
