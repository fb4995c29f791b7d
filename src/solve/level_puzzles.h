// « Que jouerait un maître ? » on paper: positions where exactly one line keeps the exact
// value, found in games between the computer's levels and proved by the solver.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "solve/level.h"
#include "solve/strategy.h"

namespace lucas {

/// The idea a puzzle needs, easiest first: the order of a sheet.
enum class PuzzleIdea {
  open_smallest,  ///< no safe line is left: give the right boxes (a sacrifice or a chain)
  take_all,       ///< take every box though a double sacrifice is possible
  decline,        ///< the double sacrifice: leave the last boxes of the chain
  count_chains,   ///< the one safe line that leaves the long-chain count you want
};

/// One position and its answer.
struct Puzzle {
  std::vector<Line> lines;  ///< drawn from the board's start, in order
  Line answer;
  int value = 0;  ///< the exact value of the position for the player to move
  MoveKind kind = MoveKind::safe;
  PuzzleIdea idea = PuzzleIdea::open_smallest;
};

/// The one line of the position that keeps its exact value, up to the board's symmetry (lines
/// whose positions are the same game count once), with the value; nothing when more than one
/// line does, or the budget ran out. Precondition: CompactBoard::fits(board), game not over.
std::optional<std::pair<Line, int>> only_good_line(Solver& solver, const Position& position,
                                                   SolveBudget budget);

/// Whether a position makes a puzzle, and which: exactly one good line, not the only kind of
/// line on the board (there must be a wrong line that looks right), an idea the sheet teaches.
std::optional<Puzzle> puzzle_at(Solver& solver, const std::vector<Line>& lines, const Board& board,
                                SolveBudget budget);

/// Up to `count` puzzles, easiest idea first: from the positions of `record` when given (lines
/// of a game on the board), else of games between the levels (hard against medium, seeded).
/// Positions with more than `max_lines_left` lines left are not tried. Precondition:
/// CompactBoard::fits(board).
std::vector<Puzzle> find_puzzles(const Board& board, int count, std::uint64_t seed,
                                 const std::vector<Line>* record = nullptr,
                                 int max_lines_left = 20);

}  // namespace lucas
