#include "solve/components.h"

#include <algorithm>
#include <cassert>

namespace lucas {

namespace {

// The box on the other side of a line from `box`, or -1 off the board.
int across(const CompactBoard& board, int line, int box) {
  const auto& boxes = board.boxes_of(line);
  return boxes[0] == box ? boxes[1] : boxes[0];
}

}  // namespace

std::vector<Component> find_components(const CompactBoard& board, LineSet drawn) {
  const int n = board.box_count();
  std::vector<char> two(static_cast<size_t>(n), 0), seen(static_cast<size_t>(n), 0);
  for (int b = 0; b < n; ++b) two[static_cast<size_t>(b)] = board.sides_drawn(drawn, b) == 2;

  // The neighbours of a two-sided box inside its component, through its two undrawn sides.
  auto neighbours = [&](int box, std::array<int, 2>& out, std::array<int, 2>& via) {
    int count = 0;
    const LineSet open = board.sides(box) & ~drawn;
    for (int line = 0; line < board.line_count(); ++line) {
      if (!(open & bit_of(line))) continue;
      const int other = across(board, line, box);
      out[static_cast<size_t>(count)] = other >= 0 && two[static_cast<size_t>(other)] ? other : -1;
      via[static_cast<size_t>(count)] = line;
      ++count;
    }
    assert(count == 2);
  };

  std::vector<Component> chains, loops;
  // Chains first, walked from an end; whatever is left after that is a loop.
  for (int pass = 0; pass < 2; ++pass) {
    for (int start = 0; start < n; ++start) {
      if (!two[static_cast<size_t>(start)] || seen[static_cast<size_t>(start)]) continue;
      std::array<int, 2> next{}, via{};
      neighbours(start, next, via);
      const bool is_end = next[0] < 0 || next[1] < 0;
      if (pass == 0 && !is_end) continue;
      Component component;
      component.kind = pass == 0 ? ComponentKind::chain : ComponentKind::loop;
      int previous = -1, box = start;
      while (box >= 0 && !seen[static_cast<size_t>(box)]) {
        seen[static_cast<size_t>(box)] = 1;
        component.boxes.push_back(box);
        neighbours(box, next, via);
        int following = -1;
        for (int k = 0; k < 2; ++k) {
          component.lines |= bit_of(via[static_cast<size_t>(k)]);
          const int other = next[static_cast<size_t>(k)];
          if (other < 0) {
            if (across(board, via[static_cast<size_t>(k)], box) < 0) ++component.ends_on_border;
          } else if (other != previous || component.boxes.size() == 1) {
            if (!seen[static_cast<size_t>(other)]) following = other;
          }
        }
        previous = box;
        box = following;
      }
      (pass == 0 ? chains : loops).push_back(std::move(component));
    }
  }
  for (Component& loop : loops) chains.push_back(std::move(loop));
  return chains;
}

int LoonyEndgame::value(const std::vector<Component>& components) {
  // The key: one byte per component, loops marked by the high bit, sorted.
  std::string key;
  for (const Component& c : components)
    key.push_back(static_cast<char>(c.size() | (c.kind == ComponentKind::loop ? 0x80 : 0)));
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
