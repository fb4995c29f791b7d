#include "solve/loony_endgame.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>

namespace lucas {

int LoonyEndgame::value(const CompactBoard& board, LineSet drawn) {
  // The key: one byte per chain or loop, its size, loops marked by the high bit, sorted. Built
  // without allocating: the solver asks for it at every such position.
  assert(board.box_count() <= 64);  // 64 lines make at most 25 boxes
  std::uint64_t unseen = 0;         // boxes of chains and loops not walked yet
  for (int b = 0; b < board.box_count(); ++b)
    if (board.sides_drawn(drawn, b) == 2) unseen |= std::uint64_t{1} << b;
  std::string key;
  // Walks from `box`, entering it by `from` (a line, or -1), to the end of its chain (a line off
  // the board) or back to where the walk started (a loop); returns the boxes walked.
  auto walk = [&](int box, int from) {
    const int start = box;
    int size = 0;
    for (;;) {
      unseen &= ~(std::uint64_t{1} << box);
      ++size;
      LineSet open = board.sides(box) & ~drawn;
      if (from >= 0) open &= ~bit_of(from);
      from = std::countr_zero(open);
      box = board.across(from, box);
      if (box < 0 || box == start) return size;
    }
  };
  // Chains first, each from an end (a box with a line off the board); then what is left is loops.
  for (std::uint64_t rest = unseen; rest; rest &= rest - 1) {
    const int box = std::countr_zero(rest);
    if (!(unseen & (std::uint64_t{1} << box))) continue;
    const LineSet open = board.sides(box) & ~drawn;
    for (LineSet lines = open; lines; lines &= lines - 1) {
      const int line = std::countr_zero(lines);
      if (board.across(line, box) < 0) {
        key.push_back(static_cast<char>(walk(box, line)));
        break;
      }
    }
  }
  while (unseen) key.push_back(static_cast<char>(0x80 | walk(std::countr_zero(unseen), -1)));
  std::sort(key.begin(), key.end());
  return value_of(key);
}

int LoonyEndgame::value_of(std::string& key) {
  if (key.empty()) return 0;
  if (auto found = memo_.find(key); found != memo_.end()) return found->second;
  int best = -1000;
  for (size_t i = 0; i < key.size(); ++i) {
    if (i > 0 && key[i] == key[i - 1]) continue;  // same component, same value
    const int code = static_cast<unsigned char>(key[i]);
    std::string rest = key;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    const int after = value_of(rest);  // for whoever must move in the rest
    const int size = code & 0x7f;
    const bool loop = code & 0x80;
    // What the opponent nets once this component is opened: take everything and move on in the
    // rest, or take all but the last 2 (chain) or 4 (loop) boxes and leave the rest to the
    // opener, who must then move there. Chains of 1 and 2 allow no such refusal (a chain of 2
    // is opened in its middle).
    int opponent;
    if (loop)
      opponent = std::max(size + after, size - 8 - after);
    else if (size <= 2)
      opponent = size + after;
    else
      opponent = std::max(size + after, size - 4 - after);
    best = std::max(best, -opponent);
  }
  memo_.emplace(key, best);
  return best;
}

}  // namespace lucas
