// The analysis written on a replay's frames (lucas replay --analysis).
#include "present/analysis_text.h"

#include <gtest/gtest.h>

#include "game/notation.h"

namespace lucas {
namespace {

// A mistake's note names the best line; one whose better moves the budget did not reach says
// so, as analyze does, instead of leaving a blank to fill ("best {best}").
TEST(ReplayNoteText, AMistakeNamesItsBestLineOrSaysItWasNotSolved) {
  const Board board(4, 4);
  MoveAnalysis move;
  move.mark = MoveMark::mistake;
  move.cost = 1;
  move.best = {*parse_line(board, "G-H").line};
  const Catalogue& en = Catalogue::get("en");
  const Catalogue& fr = Catalogue::get("fr");
  EXPECT_EQ(replay_note_text(move, 10, board, 6, en), "[10 ?: costs 1; best G-H]");
  move.best.clear();
  move.best_unsolved = true;
  EXPECT_EQ(replay_note_text(move, 10, board, 6, en),
            "[10 ?: costs 1; best not solved within 6 s]");
  EXPECT_EQ(replay_note_text(move, 10, board, 6, fr),
            "[10 ? : coûte 1 ; meilleur non résolu en 6 s]");
  move.mark = MoveMark::only;
  move.cost = 0;
  EXPECT_EQ(replay_note_text(move, 20, board, 6, en), "[20 !]");
  move.mark = MoveMark::none;
  EXPECT_EQ(replay_note_text(move, 21, board, 6, en), "");
}

}  // namespace
}  // namespace lucas
