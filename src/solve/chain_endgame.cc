#include "solve/chain_endgame.h"

#include <algorithm>
#include <bit>

#include "solve/chains.h"

namespace lucas {

namespace {

constexpr int kLoop = 3;
// The arms of a junction: where the arm's far end leads, in the top two bits.
constexpr int kArmOffBoard = 0, kArmStops = 1, kArmLoop = 2;
// Between the parts and the junction's arms in a key: no part is a zero byte.
constexpr char kJunction = 0;

char part(int ends, int size) { return static_cast<char>(ends << 6 | size); }
char arm(int kind, int size) { return static_cast<char>(kind << 6 | size); }
int kind_of(char code) { return static_cast<unsigned char>(code) >> 6; }
int size_of(char code) { return static_cast<unsigned char>(code) & 0x3f; }

// What is left of a chain of `size` boxes with `left` and `right` (0 or 1) ends off the board,
// once the line at one place is drawn: the pieces are added to `out`, and a lone box with no
// string left is completed and counted.
void piece(int size, int left, int right, std::string& out, int& completed) {
  if (size == 1 && left + right == 0)
    ++completed;
  else
    out.push_back(part(left + right, size));
}

// The key of parts and junction arms (neither sorted): once the junction is down to two sides,
// it is a box of the chain (or loop) its two arms make, and the key has parts only.
std::string key_of(std::string parts, std::string arms) {
  int sides = 0;
  for (char code : arms) sides += kind_of(code) == kArmLoop ? 2 : 1;
  if (sides == 2 && arms.size() == 1) {
    parts.push_back(part(kLoop, size_of(arms[0]) + 1));
  } else if (sides == 2) {
    const int ends =
        (kind_of(arms[0]) == kArmOffBoard ? 1 : 0) + (kind_of(arms[1]) == kArmOffBoard ? 1 : 0);
    parts.push_back(part(ends, size_of(arms[0]) + size_of(arms[1]) + 1));
  }
  std::sort(parts.begin(), parts.end());
  if (sides < 3) return parts;
  std::sort(arms.begin(), arms.end());
  return parts + kJunction + arms;
}

}  // namespace

std::string ChainEndgame::parts(const CompactBoard& board, LineSet drawn) {
  // Every box but the junction (if any) has one or two sides left: each part is a chain, opened
  // or not, or a loop, and a chain that leads into the junction is one of its arms.
  int junction = -1;
  for (int b = 0; b < board.box_count() && junction < 0; ++b)
    if (board.sides_left(drawn, b) >= 3) junction = b;
  std::string key, arms;
  // Where a chain's end line leads: off the board, into the junction, or nowhere (the chain
  // stops at a box with one side left).
  enum End { kOffBoard, kIntoJunction, kStops };
  auto end_of = [&](int line, int box) {
    if (line < 0) return kStops;
    const int other = board.across(line, box);
    return other < 0 ? kOffBoard : kIntoJunction;
  };
  int first_end = kStops, last_box = -1, last_entry = -1;
  walk_chains(
      CompactChains(board, drawn),
      [&](int box, int entered_by) {
        if (last_box < 0) first_end = end_of(entered_by, box);
        last_box = box;
        last_entry = entered_by;
      },
      [&](bool loop, int size) {
        const LineSet out =
            board.sides(last_box) & ~drawn & ~(last_entry >= 0 ? bit_of(last_entry) : LineSet{0});
        const int last_end = end_of(out ? std::countr_zero(out) : -1, last_box);
        last_box = -1;
        if (loop) {
          key.push_back(part(kLoop, size));
        } else if (first_end != kIntoJunction && last_end != kIntoJunction) {
          key.push_back(part((first_end == kOffBoard) + (last_end == kOffBoard), size));
        } else if (first_end == kIntoJunction && last_end == kIntoJunction) {
          arms.push_back(arm(kArmLoop, size));
        } else {
          const int far = first_end == kIntoJunction ? last_end : first_end;
          arms.push_back(arm(far == kOffBoard ? kArmOffBoard : kArmStops, size));
        }
      },
      ChainBoxes::opened_too);
  if (junction >= 0)
    for (LineSet rest = board.sides(junction) & ~drawn; rest; rest &= rest - 1)
      if (board.across(std::countr_zero(rest), junction) < 0) arms.push_back(arm(kArmOffBoard, 0));
  return key_of(std::move(key), std::move(arms));
}

int ChainEndgame::value_of(const std::string& key) {
  if (key.empty()) return 0;
  if (auto found = memo_.find(key); found != memo_.end()) return found->second;
  const size_t split = key.find(kJunction);
  const std::string parts = key.substr(0, split);
  const std::string arms = split == std::string::npos ? std::string() : key.substr(split + 1);
  int best = -1000;
  // One move: the parts and arms it leaves, and the boxes it completes.
  auto consider = [&](const std::string& next_parts, const std::string& next_arms, int completed) {
    const int v = value_of(key_of(next_parts, next_arms));
    const int gain = misere_ ? -completed : completed;
    best = std::max(best, completed > 0 ? gain + v : -v);
  };
  auto without = [](const std::string& codes, size_t i) {
    std::string rest = codes;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    return rest;
  };
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i > 0 && parts[i] == parts[i - 1]) continue;  // same part, same moves
    const int size = size_of(parts[i]);
    const int ends = kind_of(parts[i]);
    const std::string rest = without(parts, i);
    // The rest of the parts and what the drawn line left of part i.
    auto cut = [&](auto&& pieces) {
      std::string next = rest;
      int completed = 0;
      pieces(next, completed);
      consider(next, arms, completed);
    };
    if (ends == kLoop) {
      // Any line of a loop leaves a chain with no end off the board.
      cut([&](std::string& out, int& completed) { piece(size, 0, 0, out, completed); });
      continue;
    }
    // A chain with one end off the board has it on the left.
    const int left = ends >= 1 ? 1 : 0, right = ends == 2 ? 1 : 0;
    if (left)  // the line off the board (at either end when both lead off: the same)
      cut([&](std::string& out, int& completed) { piece(size, 0, right, out, completed); });
    // The line between boxes j and j + 1; a chain the same from both ends needs only half.
    for (int j = 1; j < size; ++j) {
      if (left == right && j > size - j) break;
      cut([&](std::string& out, int& completed) {
        piece(j, left, 0, out, completed);
        piece(size - j, 0, right, out, completed);
      });
    }
  }
  for (size_t i = 0; i < arms.size(); ++i) {
    if (i > 0 && arms[i] == arms[i - 1]) continue;  // same arm, same moves
    const int size = size_of(arms[i]);
    const int kind = kind_of(arms[i]);
    const std::string rest = without(arms, i);
    if (kind == kArmLoop) {
      // The line at the junction (either end: the same) leaves an arm that stops; a line
      // between boxes j and j + 1, two (half of them: the loop reads the same both ways).
      consider(parts, rest + arm(kArmStops, size), 0);
      for (int j = 1; 2 * j <= size; ++j)
        consider(parts, rest + arm(kArmStops, j) + arm(kArmStops, size - j), 0);
      continue;
    }
    const int far = kind == kArmOffBoard ? 1 : 0;
    // The line at the junction: the arm's boxes are a chain on their own.
    {
      std::string next = parts;
      int completed = 0;
      if (size > 0) piece(size, 0, far, next, completed);
      consider(next, rest, completed);
    }
    // The line between boxes j and j + 1: the first j stay an arm, which stops there.
    for (int j = 1; j < size; ++j) {
      std::string next = parts;
      int completed = 0;
      piece(size - j, 0, far, next, completed);
      consider(next, rest + arm(kArmStops, j), completed);
    }
    // The line off the board at the far end.
    if (far && size > 0) consider(parts, rest + arm(kArmStops, size), 0);
  }
  memo_.emplace(key, best);
  return best;
}

}  // namespace lucas
