#include "handout/puzzle_sheet.h"

#include <gtest/gtest.h>

#include "handout/builtin.h"

namespace lucas::handout {
namespace {

TEST(PuzzleSheet, DiagramsWithQuestionsThenTheAnswersOnTheirOwnPage) {
  auto reading = read_template(*find_builtin(builtin_templates(), "puzzles"), "fr");
  ASSERT_TRUE(reading.handout);
  Template sheet = std::move(*reading.handout);
  const PuzzleCount count = expand_puzzles(sheet, {3, 1, nullptr, {}}, Catalogue::get("fr"));
  EXPECT_EQ(count.asked, 3);
  EXPECT_EQ(count.found, 3);
  int diagrams = 0;
  size_t page_break = 0;
  for (size_t i = 0; i < sheet.blocks.size(); ++i) {
    const auto& content = sheet.blocks[i].content;
    EXPECT_FALSE(std::holds_alternative<PuzzlesBlock>(content));
    if (const auto* d = std::get_if<Diagram>(&content)) {
      ++diagrams;
      EXPECT_NE(d->caption.find("que jouerait un maître ?"), std::string::npos) << d->caption;
      EXPECT_NE(d->caption.find("Mia"), std::string::npos);
      EXPECT_EQ(d->highlight.size(), 1u);
      EXPECT_EQ(page_break, 0u) << "a diagram after the answers";
    }
    if (std::holds_alternative<PageBreak>(content)) page_break = i;
  }
  EXPECT_EQ(diagrams, 3);
  ASSERT_GE(sheet.blocks.size(), page_break + 3);
  const auto* heading = std::get_if<Heading>(&sheet.blocks[page_break + 1].content);
  ASSERT_TRUE(heading);
  EXPECT_EQ(heading->text, "Réponses");
  const auto* answers = std::get_if<BulletList>(&sheet.blocks[page_break + 2].content);
  ASSERT_TRUE(answers);
  EXPECT_TRUE(answers->numbered);
  ASSERT_EQ(answers->items.size(), 3u);
  for (const std::string& item : answers->items)
    EXPECT_NE(item.find(", valeur "), std::string::npos) << item;
}

TEST(PuzzleSheet, TheTemplatesPlayersAreWhoseTurnItIs) {
  auto reading = read_template(*find_builtin(builtin_templates(), "puzzles"), "en");
  ASSERT_TRUE(reading.handout);
  Template sheet = std::move(*reading.handout);
  sheet.players = std::vector<std::string>{"Zoé", "Léo"};
  expand_puzzles(sheet, {2, 4, nullptr, {}}, Catalogue::get("en"));
  int diagrams = 0;
  for (const Block& block : sheet.blocks)
    if (const auto* d = std::get_if<Diagram>(&block.content)) {
      ++diagrams;
      EXPECT_EQ(d->caption.find("Mia"), std::string::npos);
      EXPECT_TRUE(d->caption.find("Zoé to move") != std::string::npos ||
                  d->caption.find("Léo to move") != std::string::npos)
          << d->caption;
      for (const auto& [line, initial] : d->lines) EXPECT_TRUE(initial == "Z" || initial == "L");
    }
  EXPECT_EQ(diagrams, 2);
}

}  // namespace
}  // namespace lucas::handout
