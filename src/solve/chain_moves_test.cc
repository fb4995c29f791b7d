#include "solve/chain_moves.h"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "solve/brute_force_test_support.h"
#include "solve/solver.h"

namespace lucas {
namespace {

struct Case {
  std::string name;
  Board board;
  bool misere;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  for (const bool misere : {false, true}) {
    const std::string game = misere ? " misere" : "";
    out.push_back({"3x3" + game, Board(4, 4), misere});
    out.push_back({"3x3 swedish" + game, Board(4, 4, Border::swedish), misere});
    out.push_back({"3x3 icelandic" + game, Board(4, 4, Border::icelandic), misere});
    out.push_back({"3x4 swedish" + game, Board(4, 5, Border::swedish), misere});
    out.push_back({"4x4 swedish" + game, Board(5, 5, Border::swedish), misere});
    out.push_back({"triangle 3" + game, Board(Grid::triangle, 3), misere});
    out.push_back({"triangle 4" + game, Board(Grid::triangle, 4), misere});
    out.push_back({"hexagon 2" + game, Board(Grid::hexagon, 2), misere});
  }
  return out;
}

std::array<std::int8_t, CompactBoard::kMaxLines> sides_left_of(const CompactBoard& board,
                                                               LineSet drawn) {
  std::array<std::int8_t, CompactBoard::kMaxLines> left{};
  for (int b = 0; b < board.box_count(); ++b)
    left[static_cast<size_t>(b)] = static_cast<std::int8_t>(board.sides_left(drawn, b));
  return left;
}

// Every state with no box to take of random positions' brute force: each line the search may
// skip is worth exactly what a line it keeps in the same chain or loop is worth, and the best
// of the lines kept is the position's value. Square boards with each border, triangles and
// hexagons, in both games; among the lines skipped, some of chains of exactly 3 boxes (beside a
// loop too), of chains that end at a box with more sides left, of loops (of 4 along the border
// too), and of misère's chains from border to border.
TEST(ChainMoves, SkippedLinesAreWorthALineKeptAgainstTheBruteForce) {
  int skipped_states = 0, chains_of_three = 0, junction_ends = 0, in_loops = 0,
      chain_of_three_beside_loop = 0, border_loops_of_four = 0, misere_reflections = 0;
  for (const Case& c : cases()) {
    const CompactBoard compact(c.board);
    std::mt19937 random(11);
    int checked = 0;
    for (int start = 0; start < 6; ++start) {
      const int playable = compact.line_count() - std::popcount(compact.predrawn());
      const BruteForce brute(compact, random_position(compact, std::min(playable, 16), random),
                             c.misere);
      for (size_t s = 0; s < brute.states(); ++s) {
        const LineSet drawn = brute.lines_of(s);
        const auto left = sides_left_of(compact, drawn);
        bool to_take = false, open = false;
        for (int b = 0; b < compact.box_count(); ++b) {
          to_take = to_take || left[static_cast<size_t>(b)] == 1;
          open = open || left[static_cast<size_t>(b)] > 0;
        }
        if (to_take || !open) continue;
        const LineSet candidates = compact.distinct_moves(compact.all_lines() & ~drawn);
        const LineSet skipped =
            equivalent_chain_lines(compact, drawn, left.data(), candidates, c.misere);
        if (!skipped) continue;
        ++skipped_states;
        // Each skipped line: the kept lines of its chain (the same boxes' sides) include one of
        // the same value.
        int best_kept = -1000;
        for (size_t j = 0; j < brute.free_lines().size(); ++j) {
          const int line = brute.free_lines()[j];
          if ((candidates & ~skipped) >> line & 1)
            best_kept = std::max(best_kept, brute.move_value(s, j));
        }
        ASSERT_EQ(best_kept, brute.value(s)) << c.name << " lines " << std::hex << drawn;
        bool loop_in_state = false, three_in_state = false;
        for (size_t j = 0; j < brute.free_lines().size(); ++j) {
          const int line = brute.free_lines()[j];
          if (!(skipped >> line & 1)) continue;
          // The chain of the line: the boxes with two sides left reached from its boxes.
          LineSet chain = 0;
          std::uint64_t todo = 0, seen = 0;
          for (int box : compact.boxes_of(line))
            if (box >= 0 && left[static_cast<size_t>(box)] == 2) todo |= std::uint64_t{1} << box;
          int size = 0;
          bool ends_at_box = false, ends_off_board = false;
          while (todo) {
            const int box = std::countr_zero(todo);
            todo &= todo - 1;
            seen |= std::uint64_t{1} << box;
            ++size;
            const LineSet sides = compact.sides(box) & ~drawn;
            chain |= sides;
            for (LineSet rest = sides; rest; rest &= rest - 1) {
              const int other = compact.across(std::countr_zero(rest), box);
              if (other >= 0 && left[static_cast<size_t>(other)] == 2) {
                if (!(seen >> other & 1)) todo |= std::uint64_t{1} << other;
              } else if (other >= 0) {
                ends_at_box = true;
              } else {
                ends_off_board = true;
              }
            }
          }
          const bool loop = !ends_at_box && !ends_off_board;
          chains_of_three += size == 3 && !loop ? 1 : 0;
          junction_ends += ends_at_box ? 1 : 0;
          in_loops += loop ? 1 : 0;
          loop_in_state = loop_in_state || loop;
          three_in_state = three_in_state || (size == 3 && !loop);
          misere_reflections += c.misere && !loop ? 1 : 0;
          // A loop of 4 along the border: a box of it has a side on the border.
          if (loop && size == 4) {
            bool on_border = false;
            for (int b = 0; b < compact.box_count(); ++b)
              for (LineSet sides = (seen >> b & 1) ? compact.sides(b) : 0; sides;
                   sides &= sides - 1) {
                const auto& boxes = compact.boxes_of(std::countr_zero(sides));
                on_border = on_border || boxes[0] < 0 || boxes[1] < 0;
              }
            border_loops_of_four += on_border ? 1 : 0;
          }
          const int value = brute.move_value(s, j);
          bool matched = false;
          for (size_t k = 0; k < brute.free_lines().size() && !matched; ++k) {
            const int other = brute.free_lines()[k];
            matched =
                (chain & candidates & ~skipped) >> other & 1 && brute.move_value(s, k) == value;
          }
          ASSERT_TRUE(matched) << c.name << " lines " << std::hex << drawn << " line " << std::dec
                               << line;
        }
        chain_of_three_beside_loop += loop_in_state && three_in_state ? 1 : 0;
        ++checked;
      }
    }
    // Misère skips only lines of loops and of chains from border to border, which random
    // positions of triangles seldom have.
    if (!c.misere) {
      EXPECT_GT(checked, 10) << c.name;
    }
  }
  EXPECT_GT(skipped_states, 1000);
  EXPECT_GT(chains_of_three, 0);
  EXPECT_GT(junction_ends, 0);
  EXPECT_GT(in_loops, 0);
  EXPECT_GT(chain_of_three_beside_loop, 0);
  EXPECT_GT(border_loops_of_four, 0);
  EXPECT_GT(misere_reflections, 0);
}

}  // namespace
}  // namespace lucas
