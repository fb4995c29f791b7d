#include "solve/chains.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game/notation.h"
#include "solve/loony_endgame.h"
#include "solve/solver.h"
#include "solve/strategy.h"
#include "support/positions.h"

namespace lucas {
namespace {

// A position with these lines drawn, whoever draws them.
// A chain as "loop 0 3 4 1" or "chain 2 5": what it is and its boxes in order.
std::vector<std::string> described(const std::vector<Chain>& chains) {
  std::vector<std::string> out;
  for (const Chain& chain : chains) {
    std::string text = chain.loop ? "loop" : "chain";
    for (Box box : chain.boxes) text += " " + std::to_string(box.index);
    out.push_back(text);
  }
  return out;
}

// The same chains walked on the compact board of the position's board.
std::vector<Chain> compact_chains_of(const CompactBoard& compact, const Position& position) {
  const LineSet drawn = drawn_lines(position);
  std::vector<Chain> chains;
  Chain chain;
  walk_chains(
      CompactChains(compact, drawn), [&](int box) { chain.boxes.push_back(Box{box}); },
      [&](bool loop, int size) {
        EXPECT_EQ(size, chain.size());
        chain.loop = loop;
        chains.push_back(std::move(chain));
        chain = Chain{};
      });
  return chains;
}

// 2x2 boxes:  A B C
//             D E F
//             G H I
TEST(Chains, TheBorderOfTwoByTwoIsALoopOfFour) {
  const Board board(3, 3);
  const Position p =
      testing::position_with(board, {"A-B", "B-C", "C-F", "F-I", "H-I", "G-H", "D-G", "A-D"});
  // From box 0 by its lowest undrawn side (D-E, downwards), back to box 0.
  EXPECT_EQ(described(chains_of(p)), std::vector<std::string>{"loop 0 2 3 1"});
  EXPECT_EQ(described(compact_chains_of(CompactBoard(board), p)),
            std::vector<std::string>{"loop 0 2 3 1"});
}

TEST(Chains, ASwedishBoardStartsWithALoop) {
  const Board board(3, 3, Border::swedish);
  EXPECT_EQ(described(chains_of(Position(board))), std::vector<std::string>{"loop 0 2 3 1"});
}

// 1x3 boxes:  A B C D
//             E F G H
TEST(Chains, AChainFromBorderToBorder) {
  const Board board(2, 4);
  const Position p = testing::position_with(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H"});
  EXPECT_EQ(described(chains_of(p)), std::vector<std::string>{"chain 0 1 2"});
}

TEST(Chains, AChainEndsAtABoxWithThreeSides) {
  const Board board(2, 4);
  const Position p =
      testing::position_with(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "A-E"});
  // Box 0 has three sides: it is takeable, no part of the chain, and box 1 is an end.
  EXPECT_EQ(described(chains_of(p)), std::vector<std::string>{"chain 1 2"});
}

TEST(Chains, ACompletedBoxSplitsTwoChainsOfOne) {
  const Board board(2, 4);
  const Position p = testing::position_with(board, {"B-C", "F-G", "B-F", "C-G", "A-B", "D-H"});
  EXPECT_EQ(described(chains_of(p)), (std::vector<std::string>{"chain 0", "chain 2"}));
}

// 1x4 boxes:  A B C D E
//             F G H I J
TEST(Chains, AChainEndsAtABoxWithFewerThanTwoSides) {
  const Board board(2, 5);
  const Position p =
      testing::position_with(board, {"A-B", "F-G", "B-C", "G-H", "C-D", "D-E", "I-J"});
  // Box 2 has one side: the chain 0-1 stops before it, box 3 is a chain of one beside it.
  EXPECT_EQ(described(chains_of(p)), (std::vector<std::string>{"chain 0 1", "chain 3"}));
}

// 3x3 boxes:  A B C D
//             E F G H
//             I J K L
//             M N O P
TEST(Chains, ChainsComeBeforeLoopsWhateverTheirBoxes) {
  const Board board(4, 4);
  const Position p =
      testing::position_with(board, {"A-B", "B-C", "A-E", "E-I", "I-J", "J-K", "C-G", "G-K", "D-H",
                                     "H-L", "L-P", "O-P", "N-O", "M-N"});
  const std::vector<std::string> expected{"chain 2 5 8 7 6", "loop 0 3 4 1"};
  EXPECT_EQ(described(chains_of(p)), expected);
  EXPECT_EQ(described(compact_chains_of(CompactBoard(board), p)), expected);
}

TEST(Chains, AnEmptyBoardHasNone) {
  const Board board(4, 4);
  EXPECT_TRUE(chains_of(Position(board)).empty());
}

TEST(Chains, TheEndSideOfABox) {
  const Board board(2, 4);
  const Position p = testing::position_with(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H"});
  const PositionChains view(p);
  EXPECT_EQ(chain_end_side(view, 0), parse_line(board, "A-E").line->index);
  EXPECT_EQ(chain_end_side(view, 1), -1);  // both sides lead on
  EXPECT_EQ(chain_end_side(view, 2), parse_line(board, "D-H").line->index);
  // With B-F drawn too, box 1 has three sides: boxes 0 and 2 end there.
  const PositionChains after(p, parse_line(board, "B-F").line);
  EXPECT_EQ(after.sides_left(1), 1);
  EXPECT_FALSE(in_chain(after, 1));
  EXPECT_EQ(chain_end_side(after, 2), parse_line(board, "C-G").line->index);
  EXPECT_EQ(next_step(after, 2, -1).box, 1);
  EXPECT_EQ(next_step(after, 1, -1).line, parse_line(board, "C-G").line->index);
}

// 1x3 boxes (A B C D over E F G H), the long sides and A-E drawn: box 0 has one side left (B-F),
// boxes 1 and 2 two. Walking unopened chains finds boxes 1 and 2, entered by B-F from box 0;
// counting opened chains, the walk starts at box 0 (nothing beyond it) and takes all three.
TEST(Chains, AnOpenedChainStartsAtItsBoxWithOneSideLeft) {
  const Board board(2, 4);
  const Position p =
      testing::position_with(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "A-E"});
  const CompactBoard compact(board);
  const CompactChains view(compact, drawn_lines(p));
  auto walked = [&](ChainBoxes which) {
    std::vector<std::string> out;
    std::string text;
    walk_chains(
        view,
        [&](int box, int entered_by) {
          text += " " + std::to_string(box) + "<" + std::to_string(entered_by);
        },
        [&](bool loop, int size) {
          out.push_back((loop ? "loop" : "chain") + std::to_string(size) + text);
          text.clear();
        },
        which);
    return out;
  };
  const int bf = parse_line(board, "B-F").line->index, cg = parse_line(board, "C-G").line->index;
  EXPECT_EQ(
      walked(ChainBoxes::unopened),
      std::vector<std::string>{"chain2 1<" + std::to_string(bf) + " 2<" + std::to_string(cg)});
  EXPECT_EQ(
      walked(ChainBoxes::opened_too),
      std::vector<std::string>{"chain3 0<-1 1<" + std::to_string(bf) + " 2<" + std::to_string(cg)});
  EXPECT_FALSE(in_chain(view, 0));
  EXPECT_TRUE(in_chain(view, 0, ChainBoxes::opened_too));
}

struct Shape {
  int rows;
  int cols;
  Border border;
};

const Shape kShapes[] = {
    {2, 5, Border::none},      {3, 3, Border::none}, {3, 4, Border::swedish},
    {4, 4, Border::icelandic}, {4, 5, Border::none}, {5, 5, Border::swedish},
};

// A random position whose boxes all have two or four sides drawn: a few boxes completed, then
// lines in random order wherever no box gets a third side. Nothing when some box is left with
// fewer than two (a box whose every undrawn side leads to a box with two).
std::optional<Position> random_two_sided(const Board& board, std::mt19937& random) {
  Position position(board);
  auto sides = [&](Box box) { return box.index >= 0 ? position.sides_drawn(box) : 0; };
  const int completed = static_cast<int>(random() % 3);
  for (int i = 0; i < completed; ++i) {
    const Box box{static_cast<int>(random() % static_cast<unsigned>(board.box_count()))};
    for (Line side : board.sides(box))
      if (!position.is_drawn(side)) position.play(side);
  }
  std::vector<Line> lines;
  for (int l = 0; l < board.line_count(); ++l) lines.push_back(Line{l});
  std::shuffle(lines.begin(), lines.end(), random);
  for (Line line : lines) {
    if (position.is_drawn(line)) continue;
    bool fits = true;
    for (Box box : board.boxes_of(line)) fits = fits && sides(box) < 2;
    if (fits) position.play(line);
  }
  for (int b = 0; b < board.box_count(); ++b)
    if (sides(Box{b}) != 2 && sides(Box{b}) != 4) return std::nullopt;
  return position;
}

// The strategy's chain facts (walked on the Position) against the loony endgame's components
// (walked on the compact board), and the loony endgame's value against the solver's search
// with its chain captures: three users of the one walk on the same positions.
TEST(Chains, TheStrategyTheLoonyEndgameAndTheSolverAgree) {
  for (const Shape shape : kShapes) {
    const Board board(shape.rows, shape.cols, shape.border);
    const CompactBoard compact(board);
    Solver solver(board, SolverOptions{.loony_endgames = false, .chain_endgames = false});
    LoonyEndgame endgame;
    std::mt19937 random(static_cast<unsigned>(shape.rows * 10 + shape.cols));
    int checked = 0, loops = 0, long_chains = 0;
    for (int attempt = 0; attempt < 5000 && checked < 40; ++attempt) {
      const auto position = random_two_sided(board, random);
      if (!position) continue;
      ++checked;
      const LineSet drawn = drawn_lines(*position);
      const StrategyFacts facts = strategy_facts(*position);
      std::string sizes;
      for (const Chain& chain : facts.chains)
        sizes.push_back(static_cast<char>((chain.loop ? 0x80 : 0) | chain.size()));
      std::sort(sizes.begin(), sizes.end());
      ASSERT_EQ(sizes, LoonyEndgame::components(compact, drawn)) << "lines " << std::hex << drawn;
      loops += facts.loops;
      long_chains += facts.long_chains;
      if (board.line_count() <= 31) {
        ASSERT_EQ(endgame.value(compact, drawn), solver.value(drawn).value_or(-1000))
            << "lines " << std::hex << drawn;
      }
    }
    EXPECT_EQ(checked, 40) << shape.rows - 1 << "x" << shape.cols - 1;
    // The positions had both kinds, so that both passes of the walk were compared; with the
    // whole border drawn (Swedish) no chain can end, and everything is loops.
    if (board.box_count() >= 6) {
      EXPECT_GT(loops, 0) << shape.rows - 1 << "x" << shape.cols - 1;
      if (shape.border == Border::swedish)
        EXPECT_EQ(long_chains, 0) << shape.rows - 1 << "x" << shape.cols - 1;
      else
        EXPECT_GT(long_chains, 0) << shape.rows - 1 << "x" << shape.cols - 1;
    }
  }
}

// On any position, not only two-sided ones, both views walk the same chains box by box.
TEST(Chains, ThePositionAndTheCompactBoardWalkAlike) {
  for (const Shape shape : kShapes) {
    const Board board(shape.rows, shape.cols, shape.border);
    const CompactBoard compact(board);
    std::mt19937 random(static_cast<unsigned>(shape.rows * 7 + shape.cols));
    for (int game = 0; game < 20; ++game) {
      Position position(board);
      std::vector<Line> lines;
      for (int l = 0; l < board.line_count(); ++l)
        if (!position.is_drawn(Line{l})) lines.push_back(Line{l});
      std::shuffle(lines.begin(), lines.end(), random);
      for (Line line : lines) {
        position.play(line);
        ASSERT_EQ(described(chains_of(position)), described(compact_chains_of(compact, position)));
      }
    }
  }
}

// Boards beyond 64 boxes keep the walked boxes in more than one word.
TEST(Chains, BigBoardsAreWalkedToo) {
  const Board board(10, 10);  // 81 boxes, 180 lines
  Position position(board);
  // Every horizontal line: each row of 9 boxes is a chain from border to border.
  for (int l = 0; l < board.rows() * (board.cols() - 1); ++l) position.play(Line{l});
  const std::vector<Chain> chains = chains_of(position);
  ASSERT_EQ(chains.size(), 9u);
  for (size_t row = 0; row < chains.size(); ++row) {
    EXPECT_FALSE(chains[row].loop);
    ASSERT_EQ(chains[row].size(), 9);
    EXPECT_EQ(chains[row].boxes.front().index, static_cast<int>(row) * 9);
    EXPECT_EQ(chains[row].boxes.back().index, static_cast<int>(row) * 9 + 8);
  }
}

}  // namespace
}  // namespace lucas
