#include "present/class_report.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

const char* kFinished =
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
  for (auto [name, text] : {std::pair{"éloïse.yaml", kFinished}, std::pair{"mia.yaml", kRepeated},
                            std::pair{"x.yaml", "board: ["}})
    files.push_back(CheckedFile{name, text, check_text(text)});
  return files;
}

TEST(ClassReport, TheSummaryIsTheTableOfCheckFlaggingTheRecordsToLookAt) {
  const auto files = class_of_three();
  const render::ClassReport report =
      class_report(files, render::DotLabels::letters, Catalogue::get("fr"));
  EXPECT_EQ(report.title, "Les parties de la classe");
  ASSERT_EQ(report.summary.rows.size(), 3u);
  EXPECT_EQ(report.summary.rows[0][0], "éloïse.yaml");
  EXPECT_EQ(report.summary.flagged, (std::vector<bool>{false, true, true}));
  EXPECT_FALSE(report.summary.totals.empty());
}

TEST(ClassReport, AFinishedRecordHasItsPlayersItsFinalDiagramAndNoFinding) {
  const auto files = class_of_three();
  const render::RecordPage page =
      class_report(files, render::DotLabels::letters, Catalogue::get("en")).records[0];
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
  const render::RecordPage page =
      class_report(files, render::DotLabels::letters, Catalogue::get("en")).records[1];
  EXPECT_FALSE(page.good);
  ASSERT_TRUE(page.diagram);
  EXPECT_TRUE(page.diagram->error);  // the repeated line, in red as the replay draws it
  ASSERT_EQ(page.findings.size(), 1u);
  EXPECT_NE(page.findings[0].find("line 5"), std::string::npos) << page.findings[0];
  EXPECT_NE(page.findings[0].find("#e00000"), std::string::npos) << page.findings[0];
}

TEST(ClassReport, AFileThatIsNoRecordHasNoDiagramAndNoPlayers) {
  const auto files = class_of_three();
  const render::RecordPage page =
      class_report(files, render::DotLabels::letters, Catalogue::get("en")).records[2];
  EXPECT_FALSE(page.good);
  EXPECT_FALSE(page.diagram);
  EXPECT_TRUE(page.names[0].empty());
  EXPECT_FALSE(page.findings.empty());
}

}  // namespace
}  // namespace lucas
