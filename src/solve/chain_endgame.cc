#include "solve/chain_endgame.h"

#include <algorithm>
#include <bit>

#include "solve/chains.h"

namespace lucas {

namespace {

constexpr int kLoop = 3;

char part(int ends, int size) { return static_cast<char>(ends << 6 | size); }

// What is left of a chain of `size` boxes with `left` and `right` (0 or 1) ends off the board,
// once the line at one place is drawn: the pieces are added to `out`, and a lone box with no
// string left is completed and counted.
void piece(int size, int left, int right, std::string& out, int& completed) {
  if (size == 1 && left + right == 0)
    ++completed;
  else
    out.push_back(part(left + right, size));
}

}  // namespace

std::string ChainEndgame::parts(const CompactBoard& board, LineSet drawn) {
  // No box has more than two sides left: each part is a chain, opened or not, or a loop. A
  // chain's ends off the board are the sides of its boxes that lead off it.
  std::string key;
  int off_board = 0;
  walk_chains(
      CompactChains(board, drawn),
      [&](int box) {
        for (LineSet rest = board.sides(box) & ~drawn; rest; rest &= rest - 1)
          off_board += board.across(std::countr_zero(rest), box) < 0 ? 1 : 0;
      },
      [&](bool loop, int size) {
        key.push_back(part(loop ? kLoop : off_board, size));
        off_board = 0;
      },
      ChainBoxes::opened_too);
  std::sort(key.begin(), key.end());
  return key;
}

int ChainEndgame::value_of(const std::string& key) {
  if (key.empty()) return 0;
  if (auto found = memo_.find(key); found != memo_.end()) return found->second;
  int best = -1000;
  std::string next;
  // One move: the rest of the parts and what the drawn line left of part i.
  auto consider = [&](size_t i, auto&& cut) {
    next = key;
    next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
    int completed = 0;
    cut(next, completed);
    std::sort(next.begin(), next.end());
    const std::string after = next;
    const int v = value_of(after);
    const int gain = misere_ ? -completed : completed;
    best = std::max(best, completed > 0 ? gain + v : -v);
  };
  for (size_t i = 0; i < key.size(); ++i) {
    if (i > 0 && key[i] == key[i - 1]) continue;  // same part, same moves
    const int code = static_cast<unsigned char>(key[i]);
    const int size = code & 0x3f;
    const int ends = code >> 6;
    if (ends == kLoop) {
      // Any line of a loop leaves a chain with no end off the board.
      consider(i, [&](std::string& out, int& completed) { piece(size, 0, 0, out, completed); });
      continue;
    }
    // A chain with one end off the board has it on the left.
    const int left = ends >= 1 ? 1 : 0, right = ends == 2 ? 1 : 0;
    if (left)  // the line off the board (at either end when both lead off: the same)
      consider(i, [&](std::string& out, int& completed) { piece(size, 0, right, out, completed); });
    // The line between boxes j and j + 1; a chain the same from both ends needs only half.
    for (int j = 1; j < size; ++j) {
      if (left == right && j > size - j) break;
      consider(i, [&](std::string& out, int& completed) {
        piece(j, left, 0, out, completed);
        piece(size - j, 0, right, out, completed);
      });
    }
  }
  memo_.emplace(key, best);
  return best;
}

}  // namespace lucas
