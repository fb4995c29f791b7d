#include "solve/loony_endgame.h"

#include <algorithm>

#include "solve/chains.h"

namespace lucas {

std::string LoonyEndgame::components(const CompactBoard& board, LineSet drawn) {
  // Built without allocating (up to 15 components): the solver asks at every such position.
  std::string key;
  walk_chains(
      CompactChains(board, drawn), [](int) {},
      [&](bool loop, int size) { key.push_back(static_cast<char>((loop ? 0x80 : 0) | size)); });
  std::sort(key.begin(), key.end());
  return key;
}

int LoonyEndgame::value_of(std::string& key) {
  if (key.empty()) return 0;
  if (const int* known = memo_.find(key)) return *known;
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
    // is opened in its middle), nor does a loop of 3, the three hexagons around a dot: once it
    // is opened, every line left in it completes a cell.
    int opponent;
    if (loop && size <= 3)
      opponent = size + after;
    else if (loop)
      opponent = std::max(size + after, size - 8 - after);
    else if (size <= 2)
      opponent = size + after;
    else
      opponent = std::max(size + after, size - 4 - after);
    best = std::max(best, -opponent);
  }
  memo_.set(key, best);
  return best;
}

}  // namespace lucas
