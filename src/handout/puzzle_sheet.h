// The puzzles block of a handout made into pages: « Que jouerait un maître ? » diagrams, one
// question each, and their answers on the last page.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "game/types.h"
#include "handout/template.h"
#include "text/catalogue.h"

namespace lucas::handout {

/// What the command line asks of the puzzles.
struct PuzzleRequest {
  int count = 0;           ///< 0: each block's own count
  std::uint64_t seed = 0;  ///< the games between the levels the positions come from
  /// The lines of a record on the handout's board, whose positions are searched instead.
  const std::vector<Line>* record = nullptr;
  /// How many diagrams like `sample` fill the page after the blocks `before`, for a block with
  /// no count; unset: kPuzzlesWithoutPage.
  std::function<int(const std::vector<Block>& before, const Diagram& sample)> fill;
};

/// How many puzzles a block with no count gets when the page is not known.
inline constexpr int kPuzzlesWithoutPage = 6;

/// How many puzzles were asked for and found, over every puzzles block.
struct PuzzleCount {
  int asked = 0;
  int found = 0;
};

/// Replaces each puzzles block by its puzzles, easiest idea first: a diagram each (the position,
/// the last line drawn emphasised, the initials of the handout's players in their boxes) with
/// the question and whose turn it is; then, on a page of their own at the end, the answers: the
/// line, its exact value and one sentence of why. Every answer is the solver's, proved while
/// the puzzles are made. Precondition: the handout has a board, of at most 64 lines.
PuzzleCount expand_puzzles(Template& handout, const PuzzleRequest& request,
                           const Catalogue& catalogue);

}  // namespace lucas::handout
