#include "solve/chain_moves.h"

#include <algorithm>
#include <bit>

namespace lucas {

LineSet equivalent_chain_lines(const CompactBoard& board, LineSet drawn,
                               const std::int8_t* sides_left, LineSet candidates, bool misere,
                               int preferred, const std::uint64_t* weight) {
  const LineSet prefer = preferred >= 0 ? bit_of(preferred) & candidates : 0;
  auto in_chain = [&](int box) { return box >= 0 && sides_left[box] == 2; };
  LineSet skipped = 0;
  std::uint64_t seen = 0;
  for (int start = 0; start < board.box_count(); ++start) {
    if (!in_chain(start) || (seen >> start & 1)) continue;
    // The boxes with two sides left joined to this one, their undrawn lines, and the lines that
    // leave them (off the board or into a box with more sides left).
    std::uint64_t todo = std::uint64_t{1} << start;
    int size = 0;
    LineSet lines = 0, ends = 0;
    while (todo) {
      const int box = std::countr_zero(todo);
      todo &= todo - 1;
      seen |= std::uint64_t{1} << box;
      ++size;
      const LineSet open = board.sides(box) & ~drawn;
      lines |= open;
      for (LineSet rest = open; rest; rest &= rest - 1) {
        const int line = std::countr_zero(rest);
        const int other = board.across(line, box);
        if (!in_chain(other))
          ends |= bit_of(line);
        else if (!(seen >> other & 1))
          todo |= std::uint64_t{1} << other;
      }
    }
    const bool loop = ends == 0;
    // A chain of two in normal play: its end lines are never better than the line between its
    // boxes (the hard-hearted handout), and the same when both lead off the board, but
    // searching fewer of them was measured slower (4x4 boxes with 8 lines drawn: 12.6 M
    // positions instead of 11.0 M, either way). All three are searched.
    if (!loop && !misere && size == 2) continue;
    if (!loop && misere) {
      // A chain with both ends off the board is the same read from either end: of its lines in
      // order, those past the middle are skipped.
      auto off_board = [&](int line) {
        return board.boxes_of(line)[0] < 0 || board.boxes_of(line)[1] < 0;
      };
      const int first = std::countr_zero(ends);
      if (std::popcount(ends) != 2 || !off_board(first) || !off_board(63 - std::countl_zero(ends)))
        continue;
      // Walk from the first end line, box by box, to the last.
      LineSet half = 0;
      int line = first;
      int box = std::max(board.boxes_of(first)[0], board.boxes_of(first)[1]);
      for (int i = 0; i <= size; ++i) {
        if (2 * i > size) half |= bit_of(line);
        if (box < 0) break;
        const LineSet next = board.sides(box) & ~drawn & ~bit_of(line);
        line = std::countr_zero(next);
        box = board.across(line, box);
      }
      skipped |= half;
      continue;
    }
    // The line kept: the table's best move, else the one with the most weight, else an end line
    // of a chain (any line of a loop).
    LineSet kept = lines & prefer;
    if (!kept && weight) {
      std::uint64_t most = 0;
      for (LineSet rest = lines & candidates; rest; rest &= rest - 1) {
        const int line = std::countr_zero(rest);
        if (!kept || weight[line] > most) {
          kept = bit_of(line);
          most = weight[line];
        }
      }
    }
    if (!kept) {
      const LineSet from = (ends & candidates) ? ends & candidates : lines & candidates;
      kept = from & -from;
    }
    if (!kept) continue;
    skipped |= lines & ~kept;
  }
  return skipped & candidates;
}

}  // namespace lucas
