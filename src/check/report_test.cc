#include "check/report.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

const std::string kBad =
    "board: {dots: 3x4}\nplayers: [{name: Mia, initial: M}, {name: Noé, initial: N}]\nmoves:\n"
    "  - M A-B\n  - N A-F\n";

CheckedFile checked(const std::string& name, const std::string& text) {
  return {name, text, check_text(text)};
}

TEST(ReportTest, TextLikeACompiler) {
  EXPECT_EQ(
      format_text(checked("bad.yaml", kBad), Catalogue::get("en"), false),
      "bad.yaml:5:5: error[diagonal]: move 2: A-F is a diagonal; lines are horizontal or vertical\n"
      " 5 |   - N A-F\n"
      "   |     ^\n"
      "bad.yaml: invalid — 1 error\n");
  EXPECT_EQ(format_text(checked("bad.yaml", kBad), Catalogue::get("fr"), false),
            "bad.yaml:5:5: erreur[diagonal]: coup 2 : A-F est une diagonale ; les segments sont "
            "horizontaux ou "
            "verticaux\n"
            " 5 |   - N A-F\n"
            "   |     ^\n"
            "bad.yaml: invalide — 1 erreur\n");
}

TEST(ReportTest, ColourOnlyWhenAsked) {
  const std::string plain = format_text(checked("bad.yaml", kBad), Catalogue::get("en"), false);
  const std::string color = format_text(checked("bad.yaml", kBad), Catalogue::get("en"), true);
  EXPECT_EQ(plain.find('\033'), std::string::npos);
  EXPECT_NE(color.find("\033[1;31m"), std::string::npos);
}

TEST(ReportTest, JsonKeepsAccentsAndTypes) {
  const std::string text = format_json({checked("bad.yaml", kBad)}, Catalogue::get("en"));
  const Json document = Json::parse(text);
  ASSERT_TRUE(document.is_array());
  ASSERT_EQ(document.size(), 1u);
  EXPECT_EQ(document[0], Json::parse(R"({"file": "bad.yaml", "status": "invalid", "moves": 2,
              "players": [{"name": "Mia", "initial": "M"}, {"name": "Noé", "initial": "N"}],
              "score": [0, 0], "next": "N", "winner": null, "verdict": "invalid — 1 error",
              "diagnostics": [{"severity": "error", "code": "diagonal", "move": 2, "line": 5,
                "column": 5,
                "message": "move 2: A-F is a diagonal; lines are horizontal or vertical"}]})"));
  // Noé is written as UTF-8, not escaped.
  EXPECT_NE(text.find("\"Noé\""), std::string::npos) << text;
}

TEST(ReportTest, JsonOfAnUnreadableFileHasNulls) {
  const Json document =
      Json::parse(format_json({checked("broken.yaml", "moves: [\n")}, Catalogue::get("fr")));
  const Json& file = document[0];
  EXPECT_EQ(file["status"], "unreadable");
  for (const char* field : {"players", "score", "next", "winner"})
    EXPECT_TRUE(file[field].is_null()) << field;
  EXPECT_EQ(file["diagnostics"][0]["code"], "syntax");
  EXPECT_TRUE(file["diagnostics"][0]["line"].is_number_integer());
  EXPECT_EQ(format_json({}, Catalogue::get("en")), "[]\n");
}

TEST(ReportTest, VerdictsInBothLanguages) {
  const std::string head =
      "board: {dots: 3x4}\nplayers: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n";
  const CheckResult interrupted = check_text(head + "moves: [M A-B, N B-C]\n");
  EXPECT_EQ(verdict(interrupted, Catalogue::get("en")),
            "interrupted after move 2 — Mia 0, Noé 0; Mia plays next (15 lines left)");
  EXPECT_EQ(verdict(interrupted, Catalogue::get("fr")),
            "interrompue après le coup 2 — Mia 0, Noé 0 ; Mia joue ensuite (il reste 15 segments)");
}

}  // namespace
}  // namespace lucas
