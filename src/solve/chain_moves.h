// Lines of one chain that are the same move: where a long chain is opened does not change the
// game, so the solver searches one line of it.
#pragma once

#include <cstdint>

#include "solve/compact_board.h"

namespace lucas {

/// The lines among `candidates` that the search may skip, each worth exactly what a line kept
/// in the same chain or loop is worth. Only for positions with no box to take (no box with one
/// side left). `sides_left[b]` is how many sides of box b are not drawn.
///
/// - Normal play, a chain of three boxes or more (boxes with two sides left, joined by their
///   undrawn lines; each end leads off the board or into a box with three sides or more left):
///   whatever line of it is drawn, the opponent can take all its boxes, or all but the last two,
///   and either way the rest of the board is the same, each end's box having lost the chain's
///   line. So every line of the chain, its ends included, is worth the same: a long chain may be
///   opened anywhere (chain_moves_test.cc checks it against the brute force).
/// - Normal play, a chain of one box: either of its lines leaves the box to be taken at once,
///   which leaves the same board.
/// - Misère, a chain whose two ends lead off the board: it reads the same from either end, so
///   the lines past its middle are skipped.
/// - Both games, a loop with no end (every box with two sides left, round to the first): its
///   lines are alike by turning the loop, so one is kept.
/// The line kept is `preferred` (the table's best move, or -1) when it is one of the chain's, else
/// the one with the highest `weight` (per line, when given: the search's history), else an end
/// line: the line the search would have tried first among those of the chain.
LineSet equivalent_chain_lines(const CompactBoard& board, LineSet drawn,
                               const std::int8_t* sides_left, LineSet candidates, bool misere,
                               int preferred = -1, const std::uint64_t* weight = nullptr);

}  // namespace lucas
