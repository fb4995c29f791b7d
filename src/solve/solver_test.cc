#include "solve/solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "solve/brute_force_test_support.h"

namespace lucas {
namespace {

// 448 KiB, 7 x 2^13 words: tables whose bucket counts are not powers of two (boards with
// fewer free lines have theirs cut to a power of two).
constexpr std::uint64_t kSmallTable = std::uint64_t{7} << 16;

// A board of any grid: rows x cols dots on a square one, `rows` the size of a triangle or
// hexagon; and the game played on it.
struct BoardShape {
  int rows;
  int cols;
  Border border;
  Grid grid = Grid::square;
  bool misere = false;
};

Board board_of(const BoardShape& shape) {
  return shape.grid == Grid::square ? Board(shape.rows, shape.cols, shape.border)
                                    : Board(shape.grid, shape.rows, shape.border);
}

class SolverAgainstBruteForce : public ::testing::TestWithParam<BoardShape> {};

TEST_P(SolverAgainstBruteForce, EveryShortcutKeepsTheExactValue) {
  const BoardShape shape = GetParam();
  const Board board = board_of(shape);
  const CompactBoard compact(board);
  std::mt19937 random(static_cast<unsigned>(shape.rows * 100 + shape.cols * 10 +
                                            static_cast<int>(shape.border) +
                                            1000 * static_cast<int>(shape.grid)));
  // The enhanced transposition cutoff from 8 undrawn lines on, so that it is checked too.
  Solver solver(
      board, SolverOptions{.misere = shape.misere, .table_bytes = kSmallTable, .cutoff_lines = 8});
  // Two threads sharing one table, each question split over the moves: the same values.
  Solver split(
      board,
      SolverOptions{
          .misere = shape.misere, .table_bytes = kSmallTable, .threads = 2, .split_from_lines = 0});
  // With no shortcut, and one entry to a word (the others have two).
  Solver plain(board, SolverOptions{.misere = shape.misere,
                                    .table_bytes = kSmallTable,
                                    .free_captures = false,
                                    .chain_captures = false,
                                    .loony_endgames = false,
                                    .chain_endgames = false,
                                    .chain_moves = false,
                                    .symmetries = false,
                                    .narrow_entries = false,
                                    .cutoff_lines = CompactBoard::kMaxLines + 1});
  ASSERT_EQ(solver.table_entries(), 2 * plain.table_entries());
  const int playable = compact.line_count() - std::popcount(compact.predrawn());
  // The whole game of a small board from its start; on a bigger one, random positions. The grids
  // and misère games take fewer and smaller ones (the suite stays fast): whole games up to 18
  // lines (triangle 3), else 4 positions with 15 lines left.
  const bool grids = shape.misere || shape.grid != Grid::square;
  const bool whole = playable <= (grids ? 18 : 17);
  const int free = whole ? playable : grids ? 15 : 17;
  const int starts = whole ? 1 : std::max(1, (grids ? 4 : 12) / kBruteForceShare);
  for (int start = 0; start < starts; ++start) {
    const LineSet drawn = random_position(compact, free, random);
    const BruteForce brute(compact, drawn, shape.misere);
    // Every state of a small tree, or a sample of a big one, and always the start itself.
    const size_t step = std::max<size_t>(1, brute.states() / (1500 / kBruteForceShare));
    int sampled = 0;
    for (size_t s = 0; s < brute.states(); s += step + random() % 3) {
      const LineSet lines = brute.lines_of(s);
      ASSERT_EQ(solver.value(lines), brute.value(s)) << "lines " << std::hex << lines;
      if (s % 7 == 0) {
        ASSERT_EQ(plain.value(lines), brute.value(s)) << "lines " << std::hex << lines;
      }
      if (s % 5 == 0) {
        ASSERT_EQ(split.value(lines), brute.value(s)) << "lines " << std::hex << lines;
        // Answered from what the table keeps of the split questions, or searched again.
        ASSERT_EQ(split.at_least(lines, brute.value(s)), true) << "lines " << std::hex << lines;
        ASSERT_EQ(split.at_least(lines, brute.value(s) + 1), false)
            << "lines " << std::hex << lines;
      }
      if (sampled++ % 16 != 0) continue;
      // The null-window questions, answered yes at the value and no just above it, and the
      // value of each move (for one state in 16).
      const int v = brute.value(s);
      ASSERT_EQ(solver.at_least(lines, v), true) << "lines " << std::hex << lines;
      ASSERT_EQ(solver.at_least(lines, v + 1), false) << "lines " << std::hex << lines;
      for (size_t j = 0; j < brute.free_lines().size(); ++j) {
        if (s >> j & 1) continue;
        const int line = brute.free_lines()[j];
        const int m = brute.move_value(s, j);
        ASSERT_EQ(solver.value_of_move(lines, line), m) << "lines " << std::hex << lines;
        ASSERT_EQ(solver.move_at_least(lines, line, m), true) << "lines " << std::hex << lines;
        ASSERT_EQ(solver.move_at_least(lines, line, m + 1), false) << "lines " << std::hex << lines;
      }
    }
  }
}

const BoardShape kSquareBoards[] = {
    {2, 2, Border::none},      {2, 2, Border::swedish},   {2, 3, Border::none},
    {3, 3, Border::none},      {3, 3, Border::swedish},   {3, 3, Border::icelandic},
    {3, 4, Border::none},      {3, 4, Border::swedish},   {3, 4, Border::icelandic},
    {2, 5, Border::none},      {4, 4, Border::none},      {4, 4, Border::swedish},
    {4, 4, Border::icelandic}, {3, 5, Border::icelandic},
};

// Triangles of 1 to 4 segments a side (3, 9, 18, 30 lines) and hexagons of 1 and 2 cells a side
// (6 and 30 lines), open and Swedish, in both games; square boards in misère.
const BoardShape kGridBoards[] = {
    {1, 0, Border::none, Grid::triangle},          {1, 0, Border::swedish, Grid::triangle},
    {2, 0, Border::none, Grid::triangle},          {2, 0, Border::swedish, Grid::triangle},
    {3, 0, Border::none, Grid::triangle},          {3, 0, Border::swedish, Grid::triangle},
    {4, 0, Border::none, Grid::triangle},          {4, 0, Border::swedish, Grid::triangle},
    {1, 0, Border::none, Grid::hexagon},           {1, 0, Border::swedish, Grid::hexagon},
    {2, 0, Border::none, Grid::hexagon},           {2, 0, Border::swedish, Grid::hexagon},
    {1, 0, Border::none, Grid::triangle, true},    {1, 0, Border::swedish, Grid::triangle, true},
    {2, 0, Border::none, Grid::triangle, true},    {2, 0, Border::swedish, Grid::triangle, true},
    {3, 0, Border::none, Grid::triangle, true},    {3, 0, Border::swedish, Grid::triangle, true},
    {4, 0, Border::none, Grid::triangle, true},    {4, 0, Border::swedish, Grid::triangle, true},
    {1, 0, Border::none, Grid::hexagon, true},     {1, 0, Border::swedish, Grid::hexagon, true},
    {2, 0, Border::none, Grid::hexagon, true},     {2, 0, Border::swedish, Grid::hexagon, true},
    {2, 2, Border::none, Grid::square, true},      {3, 3, Border::none, Grid::square, true},
    {3, 3, Border::swedish, Grid::square, true},   {3, 4, Border::none, Grid::square, true},
    {4, 4, Border::none, Grid::square, true},      {4, 4, Border::swedish, Grid::square, true},
    {4, 4, Border::icelandic, Grid::square, true}, {4, 5, Border::none, Grid::square, true},
};

std::string shape_name(const ::testing::TestParamInfo<BoardShape>& param) {
  const char* borders[] = {"none", "swedish", "icelandic"};
  const BoardShape& shape = param.param;
  const std::string size =
      shape.grid == Grid::square
          ? std::to_string(shape.rows - 1) + "x" + std::to_string(shape.cols - 1)
          : std::string(grid_name(shape.grid)) + std::to_string(shape.rows);
  return size + "_" + borders[static_cast<int>(shape.border)] + (shape.misere ? "_misere" : "");
}

INSTANTIATE_TEST_SUITE_P(SmallBoards, SolverAgainstBruteForce, ::testing::ValuesIn(kSquareBoards),
                         shape_name);
INSTANTIATE_TEST_SUITE_P(Grids, SolverAgainstBruteForce, ::testing::ValuesIn(kGridBoards),
                         shape_name);

// Positions where every open box has two sides drawn, valued from their chain and loop sizes
// alone, against the brute force: 3x3 boxes with each border, 3x4 with a Swedish one.
TEST(LoonyEndgame, AgreesWithTheBruteForce) {
  for (const BoardShape shape :
       {BoardShape{4, 4, Border::none}, BoardShape{4, 4, Border::icelandic},
        BoardShape{4, 5, Border::swedish}}) {
    const Board board = board_of(shape);
    const CompactBoard compact(board);
    std::mt19937 random(7);
    LoonyEndgame endgame;
    int checked = 0;
    for (int attempt = 0; attempt < 200000 && checked < 60; ++attempt) {
      LineSet drawn = compact.predrawn();
      for (int l = 0; l < compact.line_count(); ++l)
        if (random() % 2) drawn |= bit_of(l);
      bool all_two = true;
      for (int b = 0; b < compact.box_count(); ++b) {
        const int left = compact.sides_left(drawn, b);
        all_two = all_two && (left == 2 || left == 0);
      }
      if (!all_two) continue;
      const BruteForce brute(compact, drawn);
      ASSERT_EQ(endgame.value(compact, drawn), brute.value(0)) << "lines " << std::hex << drawn;
      ++checked;
    }
    EXPECT_EQ(checked, 60) << shape.rows - 1 << "x" << shape.cols - 1;
  }
}

// Every position of a hexagon 2 board (open and Swedish) where each cell not completed has two
// sides left, found by choosing the undrawn lines one by one: loops of three around an inner
// dot, and of six around the centre, with chains beside them. Against the brute force: 300 of
// those with a loop of three, in a random order.
TEST(LoonyEndgame, AgreesWithTheBruteForceOnHexagonsWithLoopsOfThree) {
  for (const Border border : {Border::none, Border::swedish}) {
    const Board board(Grid::hexagon, 2, border);
    const CompactBoard compact(board);
    const LineSet free = compact.all_lines() & ~compact.predrawn();
    std::vector<LineSet> positions;  // the drawn lines of each
    // Lines from the lowest: a cell is done with once its highest line is decided.
    std::vector<int> highest(static_cast<size_t>(compact.box_count()));
    for (int b = 0; b < compact.box_count(); ++b)
      highest[static_cast<size_t>(b)] = 63 - std::countl_zero(compact.sides(b));
    std::function<void(int, LineSet)> choose = [&](int line, LineSet undrawn) {
      for (int box : line > 0 ? compact.boxes_of(line - 1) : std::array<int, 2>{-1, -1}) {
        if (box < 0) continue;
        const int left = std::popcount(compact.sides(box) & undrawn);
        if (left > 2 || (highest[static_cast<size_t>(box)] == line - 1 && left == 1)) return;
      }
      if (line == compact.line_count()) {
        positions.push_back(compact.all_lines() & ~undrawn);
        return;
      }
      choose(line + 1, undrawn);
      if (free & bit_of(line)) choose(line + 1, undrawn | bit_of(line));
    };
    choose(0, 0);
    std::mt19937 random(3);
    std::shuffle(positions.begin(), positions.end(), random);
    LoonyEndgame endgame;
    Solver solver(board);
    int checked = 0;
    for (const LineSet drawn : positions) {
      const std::string parts = LoonyEndgame::components(compact, drawn);
      if (parts.find(static_cast<char>(0x83)) == std::string::npos) continue;
      const BruteForce brute(compact, drawn);
      ASSERT_EQ(endgame.value(compact, drawn), brute.value(0)) << "lines " << std::hex << drawn;
      ASSERT_EQ(solver.value(drawn), brute.value(0)) << "lines " << std::hex << drawn;
      if (++checked == 300) break;
    }
    // With the border drawn, a loop of three leaves no other cell two sides: the six loops alone.
    EXPECT_EQ(checked, border == Border::none ? 300 : 6);
  }
}

// Positions where no open box has more than two sides left (chains and loops, opened or not),
// valued by ChainEndgame from their parts alone, in both games, against the brute force: square
// boards open, Swedish and Icelandic, triangles and hexagons. Among them, the cases the parts
// must tell apart: a chain of exactly 3 beside a loop, a loop of 4 that runs along the border
// (its outer sides drawn), a lone box with both its lines off the board, and boxes to take.
TEST(ChainEndgame, AgreesWithTheBruteForceInBothGames) {
  const BoardShape shapes[] = {
      {4, 4, Border::none},
      {4, 4, Border::swedish},
      {4, 4, Border::icelandic},
      {4, 5, Border::none},
      {4, 5, Border::swedish},
      {5, 5, Border::swedish},
      {3, 0, Border::none, Grid::triangle},
      {4, 0, Border::none, Grid::triangle},
      {4, 0, Border::swedish, Grid::triangle},
      {2, 0, Border::none, Grid::hexagon},
      {2, 0, Border::swedish, Grid::hexagon},
  };
  int chain_of_three_beside_loop = 0, loop_of_four = 0, lone_box = 0, to_take = 0;
  for (const bool misere : {false, true}) {
    for (const BoardShape& shape : shapes) {
      const Board board = board_of(shape);
      const CompactBoard compact(board);
      std::mt19937 random(static_cast<unsigned>(shape.rows * 31 + shape.cols + misere));
      ChainEndgame endgame(misere);
      int checked = 0;
      for (int attempt = 0; attempt < 20000 && checked < 40; ++attempt) {
        // Random lines, then random sides of the boxes that still have three or more left.
        LineSet drawn = compact.predrawn();
        for (int l = 0; l < compact.line_count(); ++l)
          if (random() % 3 == 0) drawn |= bit_of(l);
        for (bool wide = true; wide;) {
          wide = false;
          for (int b = 0; b < compact.box_count(); ++b) {
            const LineSet open = compact.sides(b) & ~drawn;
            if (std::popcount(open) < 3) continue;
            wide = true;
            int pick = static_cast<int>(random() % static_cast<unsigned>(std::popcount(open)));
            LineSet rest = open;
            while (pick-- > 0) rest &= rest - 1;
            drawn |= rest & -rest;
          }
        }
        const int free = compact.line_count() - std::popcount(drawn);
        if (free > 20 || free == 0) continue;
        const std::string parts = ChainEndgame::parts(compact, drawn);
        const BruteForce brute(compact, drawn, misere);
        ASSERT_EQ(endgame.value(compact, drawn), brute.value(0))
            << shape_name({shape, 0}) << (misere ? " misere" : "") << " lines " << std::hex
            << drawn;
        ++checked;
        const bool loop = parts.find(static_cast<char>(0xC4)) != std::string::npos;
        loop_of_four += loop ? 1 : 0;
        chain_of_three_beside_loop +=
            parts.find(static_cast<char>(0x83)) != std::string::npos &&
                    std::any_of(parts.begin(), parts.end(),
                                [](char c) { return (static_cast<unsigned char>(c) >> 6) == 3; })
                ? 1
                : 0;
        lone_box += parts.find(static_cast<char>(0x81)) != std::string::npos ? 1 : 0;
        for (int b = 0; b < compact.box_count(); ++b)
          if (compact.sides_left(drawn, b) == 1) {
            ++to_take;
            break;
          }
      }
      EXPECT_EQ(checked, 40) << shape_name({shape, 0}) << (misere ? " misere" : "");
    }
  }
  EXPECT_GT(chain_of_three_beside_loop, 0);
  EXPECT_GT(loop_of_four, 0);
  EXPECT_GT(lone_box, 0);
  EXPECT_GT(to_take, 0);
}

// The same with one to five boxes left with three sides or more (the junctions), against the
// brute force in both games on the same boards. Among them, the chains the key must tell apart:
// a side of a junction off the board, a chain from a junction off the board, one that stops at a
// box to take, a loop through a junction, a chain between two junctions (or their shared
// side); and junctions of four sides or more.
TEST(ChainEndgame, WithJunctionsAgreesWithTheBruteForceInBothGames) {
  const BoardShape shapes[] = {
      {4, 4, Border::none},
      {4, 4, Border::swedish},
      {4, 4, Border::icelandic},
      {4, 5, Border::none},
      {5, 5, Border::swedish},
      {3, 0, Border::none, Grid::triangle},
      {4, 0, Border::none, Grid::triangle},
      {4, 0, Border::swedish, Grid::triangle},
      {2, 0, Border::none, Grid::hexagon},
      {2, 0, Border::swedish, Grid::hexagon},
  };
  int side_off_board = 0, chain_off_board = 0, chain_stops = 0, loop_through = 0, between = 0,
      wide_junction = 0, three_junctions = 0, five_junctions = 0;
  for (const bool misere : {false, true}) {
    for (const BoardShape& shape : shapes) {
      const Board board = board_of(shape);
      const CompactBoard compact(board);
      std::mt19937 random(static_cast<unsigned>(shape.rows * 37 + shape.cols + misere));
      ChainEndgame endgame(misere);
      int checked = 0;
      for (int attempt = 0; attempt < 20000 && checked < 60 / kBruteForceShare; ++attempt) {
        // Random lines, then random sides of the boxes that still have three or more left, but
        // for the junctions.
        LineSet drawn = compact.predrawn();
        for (int l = 0; l < compact.line_count(); ++l)
          if (random() % 3 == 0) drawn |= bit_of(l);
        std::uint64_t junctions = 0;
        for (int n = 1 + static_cast<int>(random() % 5); n > 0; --n)
          junctions |= std::uint64_t{1} << (random() % static_cast<unsigned>(compact.box_count()));
        for (bool wide = true; wide;) {
          wide = false;
          for (int b = 0; b < compact.box_count(); ++b) {
            const LineSet open = compact.sides(b) & ~drawn;
            if ((junctions >> b & 1) || std::popcount(open) < 3) continue;
            wide = true;
            int pick = static_cast<int>(random() % static_cast<unsigned>(std::popcount(open)));
            LineSet rest = open;
            while (pick-- > 0) rest &= rest - 1;
            drawn |= rest & -rest;
          }
        }
        const int free = compact.line_count() - std::popcount(drawn);
        int wide_boxes = 0;
        for (int b = 0; b < compact.box_count(); ++b) {
          wide_boxes += compact.sides_left(drawn, b) >= 3 ? 1 : 0;
          wide_junction += compact.sides_left(drawn, b) >= 4 ? 1 : 0;
        }
        if (free > 20 || wide_boxes == 0) continue;
        const BruteForce brute(compact, drawn, misere);
        ASSERT_EQ(endgame.value(compact, drawn), brute.value(0))
            << shape_name({shape, 0}) << (misere ? " misere" : "") << " lines " << std::hex
            << drawn;
        // And with a window, as the solver asks: a bound on the right side.
        const int v = brute.value(0);
        ChainEndgame fresh(misere);
        EXPECT_GE(fresh.value(compact, drawn, v - 1, v), v);
        EXPECT_LE(fresh.value(compact, drawn, v, v + 1), v);
        ++checked;
        three_junctions += wide_boxes == 3 ? 1 : 0;
        five_junctions += wide_boxes == 5 ? 1 : 0;
        const std::string key = ChainEndgame::parts(compact, drawn);
        for (size_t i = key.find('\0') + 1; i + 1 < key.size(); i += 2) {
          const int a = static_cast<unsigned char>(key[i]) >> 4, b = key[i] & 15, size = key[i + 1];
          side_off_board += b == 14 && size == 0 ? 1 : 0;
          chain_off_board += b == 14 && size > 0 ? 1 : 0;
          chain_stops += b == 15 ? 1 : 0;
          loop_through += a == b ? 1 : 0;
          between += a != b && b < 14 ? 1 : 0;
        }
      }
      EXPECT_EQ(checked, 60 / kBruteForceShare)
          << shape_name({shape, 0}) << (misere ? " misere" : "");
    }
  }
  EXPECT_GT(side_off_board, 0);
  EXPECT_GT(chain_off_board, 0);
  EXPECT_GT(chain_stops, 0);
  EXPECT_GT(loop_through, 0);
  EXPECT_GT(between, 0);
  EXPECT_GT(wide_junction, 0);
  EXPECT_GT(three_junctions, 0);
  EXPECT_GT(five_junctions, 0);
}

// Small endgames by hand, and a chain of 3 beside a loop of 4 with no box to take, which the
// simple loony endgame values too.
TEST(ChainEndgame, SmallPartsByHand) {
  ChainEndgame normal(false), misere(true);
  // One lone box with one line left: the mover takes it (normal +1), or must (misère -1).
  EXPECT_EQ(normal.value_of(std::string(1, static_cast<char>(0x41))), 1);
  EXPECT_EQ(misere.value_of(std::string(1, static_cast<char>(0x41))), -1);
  // A lone box with both lines off the board: whoever draws the first gives it away.
  EXPECT_EQ(normal.value_of(std::string(1, static_cast<char>(0x81))), -1);
  EXPECT_EQ(misere.value_of(std::string(1, static_cast<char>(0x81))), 1);
  LoonyEndgame loony;
  const std::string chain_and_loop{static_cast<char>(0x83), static_cast<char>(0xC4)};
  EXPECT_EQ(normal.value_of(chain_and_loop),
            loony.value_of_components({static_cast<char>(0x84), static_cast<char>(3)}));
}

TEST(Solver, ThreeByThreeBoxesIsASecondPlayerWinByThree) {
  Solver solver(Board(4, 4));
  EXPECT_EQ(solver.value(0), -3);
}

// Swedish boards (the Swedish board page): the whole 4x4 board, 24 inner lines, against the brute
// force over all 2^24 sets of them (about 3 s), and the 3x3 board (12 inner lines).
TEST(Solver, SwedishBoardsAgreeWithTheWholeBruteForce) {
  for (int dots : {4, 5}) {
    const Board board(dots, dots, Border::swedish);
    const CompactBoard compact(board);
    const BruteForce brute(compact, compact.predrawn());
    Solver solver(board, SolverOptions{.table_bytes = std::uint64_t{2} << 20});
    EXPECT_EQ(solver.value(compact.predrawn()), brute.value(0)) << dots - 1 << "x" << dots - 1;
    if (dots == 5) {
      EXPECT_EQ(brute.value(0), 0);
    }
  }
}

TEST(Solver, FirstMovesOfTwoByTwo) {
  // The best first move is worth the value of the empty board, and no first move more.
  const Board board(3, 3);
  const CompactBoard compact(board);
  const BruteForce brute(compact, 0);
  Solver solver(board);
  ASSERT_EQ(solver.value(0), brute.value(0));
  int best = -100;
  for (int l = 0; l < compact.line_count(); ++l) best = std::max(best, *solver.value_of_move(0, l));
  EXPECT_EQ(best, *solver.value(0));
}

TEST(Solver, ProgressIsReportedAboutEveryMillionPositions) {
  // 2x5 boxes from empty: about two million positions.
  Solver solver(Board(3, 6));
  std::vector<std::uint64_t> reported;
  solver.on_progress([&](const SolveStats& stats) { reported.push_back(stats.nodes); });
  ASSERT_EQ(solver.value(0), -2);
  const std::uint64_t nodes = solver.stats().nodes;
  ASSERT_GT(nodes, 1u << 20);
  EXPECT_EQ(reported.size(), nodes >> 20);
  for (size_t i = 0; i < reported.size(); ++i) EXPECT_EQ(reported[i], (i + 1) << 20);
}

TEST(Solver, ABudgetTooSmallGivesNoValue) {
  Solver solver(Board(5, 5));
  EXPECT_EQ(solver.value(0, SolveBudget{.max_nodes = 1000}), std::nullopt);
  // On two threads too, where the questions are split, and the first moves' questions in turn.
  Solver split(Board(5, 5), SolverOptions{.table_bytes = kSmallTable, .threads = 2});
  EXPECT_EQ(split.value(0, SolveBudget{.max_nodes = 1000}), std::nullopt);
  EXPECT_EQ(split.at_least(0, 0, SolveBudget{.max_nodes = 1000}), std::nullopt);
  // The same solver answers afterwards within a fresh budget.
  Solver small(Board(3, 3));
  EXPECT_TRUE(small.value(0, SolveBudget{.max_nodes = 1000000}).has_value());
}

// The table is sized from the lines left to play, not from all the lines: the 2^26 entries that
// lucas solve's default 512 MiB allow are cut to 2^(free lines - 6).
TEST(Solver, TableSizedFromTheFreeLines) {
  constexpr std::uint64_t kMiB = 1 << 20;
  // Swedish 4x4: 40 lines, 24 free, so 2^18 entries, as an open 3x3 board (24 lines) has.
  Solver swedish(Board(5, 5, Border::swedish),
                 SolverOptions{.table_bytes = std::uint64_t{512} << 20});
  EXPECT_EQ(swedish.table_bytes(), 2 * kMiB);
  EXPECT_LT(swedish.table_bytes(), 64 * kMiB);
  EXPECT_EQ(swedish.value(swedish.board().predrawn()), 0);  // the brute force's value
  Solver open(Board(4, 4), SolverOptions{.table_bytes = std::uint64_t{512} << 20});
  EXPECT_EQ(open.table_bytes(), 2 * kMiB);
  // Nor is a table asked for smaller than that raised: 4x4 boxes, 40 free lines, keep 2^20.
  Solver big(Board(5, 5), SolverOptions{.table_bytes = std::uint64_t{8} << 20});
  EXPECT_EQ(big.table_bytes(), 8 * kMiB);
  // A Swedish 3x3 board (12 free lines) still gets the smallest table of 2^12 words.
  Solver small(Board(4, 4, Border::swedish),
               SolverOptions{.table_bytes = std::uint64_t{512} << 20});
  EXPECT_EQ(small.table_bytes(), std::uint64_t{Solver::kWordBytes} << 12);
}

// An entry takes half a word where its check bits (the key's bits the bucket does not tell),
// the code of its bounds and its best move fit in 32: on 4x4 boxes (40 lines; 290 pairs of
// bounds, 9 bits; 6 bits for the move) from 2^23 words, whose 2^23 buckets leave 17 check bits.
TEST(Solver, TwoEntriesToAWordWhereTheyFit) {
  Solver wide(Board(5, 5), SolverOptions{.table_bytes = std::uint64_t{32} << 20});
  EXPECT_EQ(wide.table_entries(), std::uint64_t{1} << 22);
  // Just under 2^23 words (a 2 MiB page less), the buckets leave 18 check bits: 33 in all.
  Solver under(Board(5, 5), SolverOptions{.table_bytes = std::uint64_t{62} << 20});
  EXPECT_EQ(under.table_entries(), std::uint64_t{62} << 17);
  Solver narrow(Board(5, 5), SolverOptions{.table_bytes = std::uint64_t{64} << 20});
  EXPECT_EQ(narrow.table_entries(), std::uint64_t{1} << 24);
  EXPECT_EQ(narrow.table_bytes(), std::uint64_t{Solver::kWordBytes} << 23);
  // Above it, any size: 100 MiB holds twice its words.
  Solver hundred(Board(5, 5), SolverOptions{.table_bytes = std::uint64_t{100} << 20});
  EXPECT_EQ(hundred.table_entries(), std::uint64_t{200} << 17);
  Solver off(Board(5, 5),
             SolverOptions{.table_bytes = std::uint64_t{64} << 20, .narrow_entries = false});
  EXPECT_EQ(off.table_entries(), std::uint64_t{1} << 23);
  // 5x5 boxes' 60-line keys never fit: 2^25 words leave 36 check bits.
  Solver five(Board(6, 6), SolverOptions{.table_bytes = std::uint64_t{256} << 20});
  EXPECT_EQ(five.table_entries(), std::uint64_t{1} << 25);
}

// A table far too small for the search, so that entries give way to others all the time (and
// come back from their bucket and check bits to be compared): the values stay exact, with
// entries of a word and of half a word, on one thread and two. 2x3 boxes: small enough for the
// brute force, and a search big enough to need far more than these tables hold.
TEST(Solver, ATableTooSmallKeepsTheValuesExact) {
  const Board board(3, 4);
  const CompactBoard compact(board);
  const BruteForce brute(compact, 0);
  const int value = brute.value(0);
  Solver roomy(board);
  ASSERT_EQ(roomy.value(0), value);
  // 2^6 words, and 7 x 2^3: 56 buckets of one word or 28 of two.
  for (const std::uint64_t words : {64u, 56u}) {
    for (const bool narrow_entries : {true, false}) {
      for (const int threads : {1, 2}) {
        Solver solver(board, SolverOptions{.table_bytes = words * Solver::kWordBytes,
                                           .narrow_entries = narrow_entries,
                                           .threads = threads,
                                           .split_from_lines = 12});
        EXPECT_EQ(solver.table_entries(), narrow_entries ? 2 * words : words);
        EXPECT_EQ(solver.value(0), value) << words << " " << narrow_entries << " " << threads;
        // The table was the limit: the same search in a roomy one took far fewer positions.
        EXPECT_GT(solver.stats().nodes, 2 * roomy.stats().nodes);
        EXPECT_EQ(solver.at_least(0, value), true);
        EXPECT_EQ(solver.at_least(0, value + 1), false);
      }
    }
  }
}

// Sizes are rounded down to whole 2 MiB pages, and below 2 MiB to whole cache lines.
TEST(Solver, TableSizesRoundDownToPagesAndLines) {
  constexpr std::uint64_t kMiB = 1 << 20;
  Solver pages(Board(5, 5), SolverOptions{.table_bytes = 100 * kMiB + 12345});
  EXPECT_EQ(pages.table_bytes(), 100 * kMiB);
  Solver one_page_less(Board(5, 5), SolverOptions{.table_bytes = 102 * kMiB - 1});
  EXPECT_EQ(one_page_less.table_bytes(), 100 * kMiB);
  const Board two_by_three(3, 4);
  Solver lines(two_by_three, SolverOptions{.table_bytes = 1000});
  EXPECT_EQ(lines.table_bytes(), 960u);
  const CompactBoard compact(two_by_three);
  EXPECT_EQ(lines.value(0), BruteForce(compact, 0).value(0));
}

TEST(Solver, AStopFlagEndsTheSolve) {
  std::atomic<bool> stop{true};
  Solver solver(Board(5, 5), SolverOptions{.table_bytes = kSmallTable});
  // The node limit only keeps a broken flag from running the whole 4x4 solve.
  EXPECT_EQ(solver.value(0, SolveBudget{.max_nodes = 1'000'000, .stop = &stop}), std::nullopt);
  EXPECT_LT(solver.stats().nodes, 10000u);  // seen within the first few thousand positions
  // Lowered, the flag lets a solve run to the end.
  stop = false;
  Solver small(Board(4, 4));
  EXPECT_EQ(small.value(0, SolveBudget{.stop = &stop}), -3);
}

}  // namespace
}  // namespace lucas
