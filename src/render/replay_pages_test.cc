// The replay's grid: the fewest pages at a readable size, the pages balanced, the final position
// across the page.
#include "render/replay_pages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "check/checker.h"
#include "game/notation.h"
#include "game/position.h"
#include "render/final_page.h"
#include "render/replayed_game.h"
#include "support/positions.h"
#include "support/run.h"

namespace lucas::render {
namespace {

PageSetup page(const char* paper, bool landscape = false) {
  return {*page_geometry(*find_paper(paper), landscape, Margins{}), std::string(kDefaultFont)};
}

// A replay of a checked record, and the record's result it points into.
struct Replayed {
  CheckResult result;
  ReplayFrames replay;
};

Replayed replayed(const std::string& text, ReplayOptions options = {}, const char* lang = "fr") {
  Replayed r{check_text(text), {}};
  r.replay = build_replay(render::replayed_game(r.result, Catalogue::get(lang)), options);
  return r;
}

std::string mia_noe() {
  return testing::slurp(std::string(LUCAS_SOURCE_DIR) + "/examples/mia-noe.yaml");
}

// A random whole game on a board of boxes, as a record.
std::string random_record(int rows, int cols, unsigned seed) {
  const Board board(rows + 1, cols + 1);
  std::mt19937 random(seed);
  std::string text = "title: Partie\nboard: {boxes: " + std::to_string(rows) + "x" +
                     std::to_string(cols) +
                     "}\nplayers:\n  - {name: Léa, initial: L}\n  - {name: Zoé, initial: Z}\n"
                     "moves:\n";
  Position position(board);
  for (Line line : testing::random_game(board, random)) {
    const Player by = position.to_move();
    text += std::string("  - {by: ") + (by == Player::first ? "L" : "Z") +
            ", line: " + line_name(board, line) + "}\n";
    position.play(line);
  }
  return text;
}

int total(const ReplayGrid& grid) {
  return std::accumulate(grid.per_page.begin(), grid.per_page.end(), 0);
}

TEST(ReplayGrid, MiaAndNoeIsOnePageOfReadableDiagramsOnA4AndLetter) {
  for (const auto& [lang, paper] : {std::pair{"fr", "a4"}, std::pair{"fr", "letter"},
                                    std::pair{"en", "a4"}, std::pair{"en", "letter"}}) {
    SCOPED_TRACE(std::string(lang) + " " + paper);
    const Replayed r = replayed(mia_noe(), {}, lang);
    ASSERT_EQ(r.replay.frames.size(), 18u);  // 17 moves and the verdict
    const auto grid = choose_replay_grid(r.replay, page(paper), std::nullopt);
    ASSERT_TRUE(grid);
    EXPECT_EQ(grid->per_page, std::vector<int>{18});
    EXPECT_GE(grid->spacing, kReadableSpacing);
    EXPECT_GE(grid->columns * grid->rows, 18);
  }
}

// A short game's diagrams stand side by side at the top of its page, in the fewest rows that
// hold them at their biggest, not one narrow column down the page.
TEST(ReplayGrid, AShortGameFillsRowsNotAColumn) {
  const Replayed r = replayed(
      testing::slurp(std::string(LUCAS_SOURCE_DIR) + "/tests/data/replay-false-claim.yaml"));
  ASSERT_EQ(r.replay.frames.size(), 5u);  // 4 moves and the verdict
  const auto grid = choose_replay_grid(r.replay, page("a4"), std::nullopt);
  ASSERT_TRUE(grid);
  // Two rows of three (the old choice was five rows of one: no empty cell, but a column).
  EXPECT_EQ(grid->columns, 3);
  EXPECT_EQ(grid->per_page, std::vector<int>{5});
}

// The fewest pages: one page fewer cannot hold the frames at a readable size; and among grids
// with as few pages, none has bigger diagrams (one step more would not fit the chosen cells).
TEST(ReplayGrid, FewestPagesThenBiggestDiagramsAndBalancedPages) {
  for (const auto& [rows, cols, seed] :
       {std::tuple{2, 3, 1u}, std::tuple{3, 3, 2u}, std::tuple{4, 4, 3u}, std::tuple{5, 5, 4u},
        std::tuple{3, 7, 5u}, std::tuple{6, 6, 6u}}) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
    const Replayed r = replayed(random_record(rows, cols, seed));
    const int frames = static_cast<int>(r.replay.frames.size());
    for (bool landscape : {false, true}) {
      const auto grid = choose_replay_grid(r.replay, page("a4", landscape), std::nullopt);
      ASSERT_TRUE(grid);
      EXPECT_GE(grid->spacing, kReadableSpacing);
      EXPECT_EQ(total(*grid), frames);
      const int pages = static_cast<int>(grid->per_page.size());
      const auto [fewest, most] = std::minmax_element(grid->per_page.begin(), grid->per_page.end());
      EXPECT_LE(*most - *fewest, 1) << "balanced";
      EXPECT_LE(*most, grid->columns * grid->rows);
      if (pages > 1) {
        EXPECT_GE(*fewest, 2) << "no page holds a lone diagram";
        // Forcing the frames onto one page fewer gives more pages or unreadable diagrams.
        const int squeezed = (frames + pages - 2) / (pages - 1);
        const auto fewer = choose_replay_grid(r.replay, page("a4", landscape), squeezed);
        ASSERT_TRUE(fewer);
        EXPECT_TRUE(static_cast<int>(fewer->per_page.size()) > pages - 1 ||
                    fewer->spacing < kReadableSpacing);
      }
    }
  }
}

TEST(ReplayGrid, PerPageIsAnUpperBoundSharedOutEvenly) {
  const Replayed r = replayed(mia_noe());
  const auto four = choose_replay_grid(r.replay, page("a4"), 4);
  ASSERT_TRUE(four);
  EXPECT_EQ(four->per_page, (std::vector<int>{4, 4, 4, 3, 3}));  // not 4, 4, 4, 4, 2
  const auto seventeen = choose_replay_grid(r.replay, page("a4"), 17);
  ASSERT_TRUE(seventeen);
  EXPECT_EQ(seventeen->per_page, (std::vector<int>{9, 9}));  // not 17 and a lone verdict
  // Fewer diagrams a page leave room for bigger ones, up to the largest spacing.
  EXPECT_GT(four->spacing, choose_replay_grid(r.replay, page("a4"), std::nullopt)->spacing);
  EXPECT_LE(four->spacing, kLargestReplaySpacing);
}

TEST(ReplayGrid, ABoardTooBigToReadOnThePageIsDrawnSmallerOneAPage) {
  // 40 x 40 dots at 9 mm would be 35 cm wide.
  std::string text =
      "title: Grand\nboard: {dots: 40x40}\nplayers:\n  - {name: Léa, initial: L}\n"
      "  - {name: Zoé, initial: Z}\nmoves:\n  - {by: L, line: a1-b1}\n  - {by: Z, line: a2-b2}\n";
  const Replayed r = replayed(text);
  const auto grid = choose_replay_grid(r.replay, page("a4"), std::nullopt);
  ASSERT_TRUE(grid);
  EXPECT_LT(grid->spacing, kReadableSpacing);
  EXPECT_GT(grid->spacing, Mm{4});  // as big as the page allows: 39 spacings in 180 mm
  EXPECT_EQ(grid->per_page, (std::vector<int>{1, 1, 1}));
  // A5 is smaller still, and so is the spacing.
  const auto a5 = choose_replay_grid(r.replay, page("a5"), std::nullopt);
  ASSERT_TRUE(a5);
  EXPECT_LT(a5->spacing, grid->spacing);
}

TEST(FinalPage, TheFinalPositionSpansThePageAndNotesWhatDecidedTheGame) {
  ReplayOptions options;
  options.final_only = true;
  const Replayed r = replayed(mia_noe(), options);
  ASSERT_EQ(r.replay.frames.size(), 1u);
  const Frame& last = r.replay.frames.front();
  EXPECT_EQ(last.kind, Frame::Kind::verdict);
  // The moves that completed boxes: 7, 10, 14, 15 and 17.
  ASSERT_EQ(last.notes.size(), 5u);
  EXPECT_EQ(last.notes[0].rfind("7. Mia trace B-F.", 0), 0u) << last.notes[0];
  EXPECT_EQ(last.notes[4].rfind("17. Mia trace H-L.", 0), 0u) << last.notes[4];
  // How wide it is drawn is measured on the page: CliReplayTest.FinalIsOneDiagramAcrossThePage.
}

TEST(FinalPage, AnInvalidRecordsFinalPositionShowsTheBrokenMove) {
  ReplayOptions options;
  options.final_only = true;
  const Replayed r = replayed(
      testing::slurp(std::string(LUCAS_SOURCE_DIR) + "/tests/data/replay-diagonal.yaml"), options);
  ASSERT_EQ(r.replay.frames.size(), 1u);
  const Frame& last = r.replay.frames.front();
  ASSERT_TRUE(last.diagram.error);
  ASSERT_FALSE(last.notes.empty());
  EXPECT_NE(last.notes.back().find("A-F"), std::string::npos) << last.notes.back();
  // Without --final the verdict draws no error line and carries no notes.
  const Replayed all =
      replayed(testing::slurp(std::string(LUCAS_SOURCE_DIR) + "/tests/data/replay-diagonal.yaml"));
  EXPECT_FALSE(all.replay.frames.back().diagram.error);
  EXPECT_TRUE(all.replay.frames.back().notes.empty());
}

// Nothing to draw, or a board that does not fit even at the smallest spacing: an error, no page.
TEST(ReplayLayouts, NothingToShowAndABoardTooBigAreErrors) {
  const Catalogue& catalogue = Catalogue::get("fr");
  const ReplayFrames nothing;
  for (const Layout& layout : {layout_replay(nothing, page("a4"), std::nullopt, catalogue),
                               layout_final_page(nothing, page("a4"), catalogue)}) {
    ASSERT_TRUE(layout.error);
    EXPECT_EQ(layout.error->message.key, "diag.replay-empty");
  }
  EXPECT_FALSE(choose_replay_grid(nothing, page("a4"), std::nullopt));

  ReplayOptions final_only;
  final_only.final_only = true;
  const std::string big =
      "title: Grand\nboard: {dots: 50x50}\nplayers:\n  - {name: Léa, initial: L}\n"
      "  - {name: Zoé, initial: Z}\nmoves:\n  - {by: L, line: a1-b1}\n";
  const Replayed all = replayed(big), last = replayed(big, final_only);
  // 60 mm margins leave 90 mm: 49 spacings of 2 mm do not fit. 15 mm margins leave room.
  const PageSetup narrow{*page_geometry(*find_paper("a4"), false, Margins::all(Mm{60})),
                         std::string(kDefaultFont)};
  for (const Layout& layout : {layout_replay(all.replay, narrow, std::nullopt, catalogue),
                               layout_final_page(last.replay, narrow, catalogue)}) {
    ASSERT_TRUE(layout.error);
    EXPECT_EQ(layout.error->message.key, "diag.replay-too-big");
  }
  EXPECT_FALSE(layout_replay(all.replay, page("a4"), std::nullopt, catalogue).error);
  EXPECT_FALSE(layout_final_page(last.replay, page("a4"), catalogue).error);
}

}  // namespace
}  // namespace lucas::render
