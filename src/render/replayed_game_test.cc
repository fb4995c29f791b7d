#include "render/replayed_game.h"

#include <gtest/gtest.h>

#include <string>

namespace lucas::render {
namespace {

// 1x3 boxes:  A B C D
//             E F G H
const char* kHeader = R"(title: Essai
board:
  dots: 2x4
players:
  - {name: Mia, initial: M}
  - {name: Noé, initial: N}
moves:
)";

render::ReplayedGame game_of(const std::string& moves, const CheckResult& result) {
  EXPECT_NE(result.status, Status::unreadable) << moves;
  return replayed_game(result, Catalogue::get("fr"));
}

TEST(ReplayedGame, EachMoveInTheWorksheetsWords) {
  const std::string moves = R"(  - {by: M, line: A-B}
  - {by: N, line: E-F}
  - {by: M, line: B-F}
  - {by: N, line: A-E}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  EXPECT_EQ(game.board, &*std::get<DotsAndBoxesReplay>(result.replay).board);
  EXPECT_EQ(game.title, "Essai");
  EXPECT_EQ(game.names[1], "Noé");
  EXPECT_EQ(game.initials[0], "M");
  ASSERT_EQ(game.moves.size(), 4u);
  EXPECT_EQ(game.moves[0].caption,
            "1. Mia trace A-B. Aucun nouveau carré. Mia 0, Noé 0. Noé joue ensuite.");
  EXPECT_EQ(game.moves[3].caption,
            "4. Noé trace A-E. Nouveau carré 1, marqué N. Mia 0, Noé 1. Noé joue ensuite.");
  EXPECT_EQ(game.moves[3].number, 4);
  EXPECT_EQ(game.moves[3].player, Player::second);
  EXPECT_EQ(game.moves[3].line,
            *std::get<DotsAndBoxesReplay>(result.replay).board->line_between({0, 0}, {1, 0}));
  EXPECT_TRUE(game.moves[3].disputed.empty());
  EXPECT_EQ(game.moves_read, 4);
  EXPECT_FALSE(game.error);
  EXPECT_EQ(game.verdict,
            "<b>Partie interrompue après le coup 4.</b> Mia 0, Noé 1. Noé joue ensuite.");
}

TEST(ReplayedGame, AWrongInitialNamesItsBoxAndIsSaidInRed) {
  const std::string moves = R"(  - {by: M, line: A-B}
  - {by: N, line: E-F}
  - {by: M, line: B-F}
  - {by: N, line: A-E, boxes: {1: M}}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  ASSERT_EQ(game.moves.size(), 4u);
  EXPECT_EQ(game.moves[3].disputed, std::vector<Box>{Box{0}});
  EXPECT_TRUE(game.moves[2].disputed.empty());
  EXPECT_NE(game.moves[3].caption.find("<span foreground=\"#e00000\">⚠ "), std::string::npos)
      << game.moves[3].caption;
}

TEST(ReplayedGame, ARuleErrorIsTheErrorMoveInRed) {
  const std::string moves = R"(  - {by: M, line: A-B}
  - {by: N, line: A-F}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  EXPECT_EQ(game.moves.size(), 1u);
  EXPECT_EQ(game.moves_read, 2);
  ASSERT_TRUE(game.error);
  EXPECT_EQ(game.error->number, 2);
  ASSERT_TRUE(game.error->line);
  EXPECT_TRUE(game.error->line->impossible);  // a diagonal is no line of the board
  EXPECT_EQ(game.error->line->from, (Point{0, 0}));
  EXPECT_EQ(game.error->line->to, (Point{1, 1}));
  EXPECT_EQ(game.error->caption.rfind("2. Noé trace A-F. <span foreground=\"#e00000\">✗ ", 0), 0u)
      << game.error->caption;
  EXPECT_EQ(game.verdict.rfind("<b><span foreground=\"#e00000\">Relevé invalide.</span></b>", 0),
            0u)
      << game.verdict;
}

TEST(ReplayedGame, ARepeatedLineIsDrawnSolid) {
  const std::string moves = R"(  - {by: M, line: A-B}
  - {by: N, line: B-A}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  ASSERT_TRUE(game.error);
  ASSERT_TRUE(game.error->line);
  EXPECT_FALSE(game.error->line->impossible);
}

TEST(ReplayedGame, ADisputedMoveIsNoError) {
  const std::string moves = R"(  - {by: M, line: A-B}
  - {by: N, line: E-F, disputed: "Noé dit C-G"}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  EXPECT_FALSE(game.error);
  EXPECT_NE(game.verdict.find("contesté"), std::string::npos) << game.verdict;
}

TEST(ReplayedGame, AFinishedGameNamesTheWinner) {
  const std::string moves = R"(  - {by: M, line: A-B}
  - {by: N, line: B-C}
  - {by: M, line: C-D}
  - {by: N, line: E-F}
  - {by: M, line: F-G}
  - {by: N, line: G-H}
  - {by: M, line: A-E}
  - {by: N, line: B-F}
  - {by: N, line: C-G}
  - {by: N, line: D-H}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  EXPECT_EQ(game.verdict, "<b>Noé gagne 3 à 0.</b> Mia 0, Noé 3.");
}

// Captions write a line as the dots are labelled, in the order the pupil wrote it.
TEST(ReplayedGame, CaptionsWriteLinesInCapitalsInThePupilsOrder) {
  const std::string moves = R"(  - m a-b
  - "N f-e"
  - {by: M, line: " b-F "}
  - {by: n, line: a1-a2, next: Zoé}
  - {by: N, line: b-c}
  - {by: M, line: c-a}
)";
  const CheckResult result = check_text(kHeader + moves);
  const render::ReplayedGame game = game_of(moves, result);
  ASSERT_EQ(game.moves.size(), 5u);
  EXPECT_EQ(game.moves[0].caption.substr(0, 16), "1. Mia trace A-B");
  EXPECT_EQ(game.moves[1].caption.substr(0, 17), "2. Noé trace F-E");
  EXPECT_EQ(game.moves[2].caption.substr(0, 16), "3. Mia trace B-F");
  EXPECT_EQ(game.moves[3].caption.substr(0, 17), "4. Noé trace A-E");
  // A `next` naming nobody is a false claim of the move, said in red like the others.
  EXPECT_NE(game.moves[3].caption.find("⚠"), std::string::npos) << game.moves[3].caption;
  ASSERT_TRUE(game.error);
  EXPECT_EQ(game.error->caption.substr(0, 16), "6. Mia trace C-A");
}

}  // namespace
}  // namespace lucas::render
