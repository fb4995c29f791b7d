#include "solve/chain_moves.h"

#include <array>
#include <bit>

#include "solve/chains.h"

namespace lucas {

LineSet equivalent_chain_lines(const CompactBoard& board, LineSet drawn,
                               const std::int8_t* sides_left, LineSet candidates, bool misere,
                               int preferred, const std::uint64_t* weight) {
  const LineSet prefer = preferred >= 0 ? bit_of(preferred) & candidates : 0;
  const CompactChains view(board, drawn, sides_left);
  LineSet skipped = 0;
  // The chain or loop being walked: its undrawn lines, those that leave it (off the board or
  // into a box with more sides left), and in order along it the lines each box was entered by.
  LineSet lines = 0, ends = 0;
  std::array<std::int8_t, CompactBoard::kMaxLines> entered{};
  int last_box = -1, walked = 0;
  walk_chains(
      view,
      [&](int box, int entered_by) {
        entered[static_cast<size_t>(walked++)] = static_cast<std::int8_t>(entered_by);
        last_box = box;
        lines |= board.sides(box) & ~drawn;
      },
      [&](bool loop, int size) {
        // A chain's ends: the line its first box was entered by, and its last box's way out.
        if (!loop) {
          const int first = entered[0];
          const LineSet out =
              board.sides(last_box) & ~drawn & ~bit_of(entered[static_cast<size_t>(size - 1)]);
          ends = bit_of(first) | out;
        }
        const LineSet chain_lines = lines, chain_ends = ends;
        lines = ends = 0;
        walked = 0;
        // A chain of two in normal play: its end lines are never better than the line between
        // its boxes (the hard-hearted handout), and the same when both lead off the board, but
        // searching fewer of them was measured slower (4x4 boxes with 8 lines drawn: 12.6 M
        // positions instead of 11.0 M, either way). All three are searched.
        if (!loop && !misere && size == 2) return;
        if (!loop && misere) {
          // A chain with both ends off the board is the same read from either end: of its lines
          // in order, those past the middle are skipped.
          auto off_board = [&](int line) {
            return board.boxes_of(line)[0] < 0 || board.boxes_of(line)[1] < 0;
          };
          if (std::popcount(chain_ends) != 2 || !off_board(std::countr_zero(chain_ends)) ||
              !off_board(63 - std::countl_zero(chain_ends)))
            return;
          // The lines in order: each box's entry, then the last box's way out.
          const int last_entry = entered[static_cast<size_t>(size - 1)];
          const int exit = std::countr_zero(board.sides(last_box) & ~drawn & ~bit_of(last_entry));
          for (int i = 0; i <= size; ++i)
            if (2 * i > size) skipped |= bit_of(i < size ? entered[static_cast<size_t>(i)] : exit);
          return;
        }
        // The line kept: the table's best move, else the one with the most weight, else an end
        // line of a chain (any line of a loop).
        LineSet kept = chain_lines & prefer;
        if (!kept && weight) {
          std::uint64_t most = 0;
          for (LineSet rest = chain_lines & candidates; rest; rest &= rest - 1) {
            const int line = std::countr_zero(rest);
            if (!kept || weight[line] > most) {
              kept = bit_of(line);
              most = weight[line];
            }
          }
        }
        if (!kept) {
          const LineSet from =
              (chain_ends & candidates) ? chain_ends & candidates : chain_lines & candidates;
          kept = from & -from;
        }
        if (kept) skipped |= chain_lines & ~kept;
      });
  return skipped & candidates;
}

}  // namespace lucas
