#include "solve/chain_endgame.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "solve/chains.h"

namespace lucas {

namespace {

constexpr int kLoop = 3;
// Beyond any value: no board has this many boxes.
constexpr int kUnknown = 1000;

char part(int ends, int size) { return static_cast<char>(ends << 6 | size); }
int kind_of(char code) { return static_cast<unsigned char>(code) >> 6; }
int size_of(char code) { return static_cast<unsigned char>(code) & 0x3f; }

// Between the parts and the junctions' chains in a key: no part is a zero byte.
constexpr char kJunctions = 0;
// Where a junction's chain ends, besides a junction (numbered from 0): off the board, or at a
// box with one side left (it stops there).
constexpr int kOffBoard = 14, kStops = 15;
constexpr int kMostJunctions = 14;

// A board of at most 64 lines has at most 42 boxes (each has three sides or more, each line is a
// side of two at most): at most that many parts. A junction chain holds a side of a junction:
// at most 14 junctions of 6 sides, and one more while a move cuts a chain in two.
constexpr size_t kMostParts = 42, kMostChains = kMostJunctions * 6 + 1;

}  // namespace

// An endgame's parts and junction chains in fixed arrays, not strings and vectors: the search
// makes one for every move it tries, and their heap blocks were 40% of its time (triangle 4 in
// misère, counted by callgrind).
struct ChainEndgame::Endgame {
  // A chain with at least one end in a junction: `a` is a junction, `b` a junction too
  // (a <= b), kOffBoard or kStops; `size` boxes between them (0: the line between them, or off
  // the board).
  struct JunctionChain {
    std::uint8_t a = 0, b = 0, size = 0;
    auto operator<=>(const JunctionChain&) const = default;
  };

  std::uint8_t part_count = 0, chain_count = 0;
  std::array<char, kMostParts> parts;
  std::array<JunctionChain, kMostChains> chains;

  void add(char part) {
    assert(part_count < kMostParts);
    parts[part_count++] = part;
  }
  void add(JunctionChain chain) {
    assert(chain_count < kMostChains);
    chains[chain_count++] = chain;
  }
  void remove_part(size_t i) {
    std::copy(parts.begin() + static_cast<std::ptrdiff_t>(i) + 1, parts.begin() + part_count,
              parts.begin() + static_cast<std::ptrdiff_t>(i));
    --part_count;
  }
  void remove_chain(size_t i) {
    std::copy(chains.begin() + static_cast<std::ptrdiff_t>(i) + 1, chains.begin() + chain_count,
              chains.begin() + static_cast<std::ptrdiff_t>(i));
    --chain_count;
  }
};

// The bytes of an endgame's key (ChainEndgame::parts), on the stack.
struct ChainEndgame::Key {
  std::uint16_t size = 0;
  std::array<char, kMostParts + 1 + 2 * kMostChains> bytes;
  void push_back(char byte) { bytes[size++] = byte; }
  std::string_view view() const { return {bytes.data(), size}; }
};

struct ChainEndgame::Move {
  Key key;
  // What the memo knew of the move's value to its drawer when the move was made.
  int lower = -kUnknown, upper = kUnknown;
  int completed = 0;
};

// A node's moves are at most its undrawn lines (64 at most), and the nodes being searched are
// one per line drawn since the first: the stack of moves never outgrows this, and never moves.
ChainEndgame::ChainEndgame(bool misere) : misere_(misere) { moves_.reserve(64 * 65 / 2); }
ChainEndgame::ChainEndgame(bool misere, Shared) : ChainEndgame(misere) {
  shared_ = std::make_shared<SharedEndgameMemo<Bounds>>();
}
ChainEndgame ChainEndgame::sharer() const {
  ChainEndgame other(misere_);
  other.shared_ = shared_;
  return other;
}

std::optional<ChainEndgame::Bounds> ChainEndgame::recall(std::string_view key) const {
  if (shared_) return shared_->find(key);
  const Bounds* const bounds = memo_.find(key);
  return bounds ? std::optional<Bounds>(*bounds) : std::nullopt;
}
void ChainEndgame::remember(std::string_view key, const Bounds& bounds) {
  if (shared_)
    shared_->set(key, bounds);
  else
    memo_.set(key, bounds);
}
ChainEndgame::~ChainEndgame() = default;
ChainEndgame::ChainEndgame(ChainEndgame&&) noexcept = default;
ChainEndgame& ChainEndgame::operator=(ChainEndgame&&) noexcept = default;

namespace {

using Endgame = ChainEndgame::Endgame;
using JunctionChain = Endgame::JunctionChain;

// What is left of a chain of `size` boxes with `left` and `right` (0 or 1) ends off the board,
// once the line at one place is drawn: the pieces are added to `out`, and a lone box with no
// string left is completed and counted.
void piece(int size, int left, int right, Endgame& out, int& completed) {
  if (size == 1 && left + right == 0)
    ++completed;
  else
    out.add(part(left + right, size));
}

JunctionChain junction_chain(int a, int b, int size) {
  return {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
          static_cast<std::uint8_t>(size)};
}

// Brings an endgame to the one form its key is written from. A junction down to two sides is a
// box of the chain its two chains make (or of the loop, when they are one); down to one, the end
// of its chain. The junctions are numbered by what they touch, so that positions that differ only
// in their place on the board share one key (ties keep the order they came in: a key is always
// a true description, only not always the one a twin gets).
void normalize(Endgame& endgame, int& completed) {
  // Each junction's sides, and one past the highest junction in use (a chain's b is its higher
  // junction when it has two).
  std::array<int, kMostJunctions> sides{};
  int top = 0;
  for (size_t i = 0; i < endgame.chain_count; ++i) {
    const JunctionChain& c = endgame.chains[i];
    ++sides[c.a];
    if (c.b < kOffBoard) ++sides[c.b];
    top = std::max(top, (c.b < kOffBoard ? c.b : c.a) + 1);
  }
  // One pass is enough: the chain that replaces a junction's chains leaves every other junction
  // with the sides it had.
  for (int j = 0; j < top; ++j) {
    if (sides[static_cast<size_t>(j)] == 0 || sides[static_cast<size_t>(j)] >= 3) continue;
    // Its chains: the far end and size of each, taken out of the list.
    std::array<JunctionChain, 2> mine;
    size_t mine_count = 0;
    for (size_t i = 0; i < endgame.chain_count;) {
      if (endgame.chains[i].a == j || endgame.chains[i].b == j) {
        mine[mine_count++] = endgame.chains[i];
        endgame.remove_chain(i);
      } else {
        ++i;
      }
    }
    auto far = [&](const JunctionChain& c) { return c.a == j ? c.b : c.a; };
    int a = 0, b = 0, size = 0;
    if (mine_count == 1 && sides[static_cast<size_t>(j)] == 2) {
      // A loop through the junction: now a loop of one box more.
      endgame.add(part(kLoop, mine[0].size + 1));
      continue;
    }
    if (mine_count == 1) {
      a = far(mine[0]), b = kStops, size = mine[0].size + 1;
    } else {
      a = far(mine[0]), b = far(mine[1]), size = mine[0].size + mine[1].size + 1;
    }
    if (a > b) std::swap(a, b);
    if (a >= kOffBoard)
      piece(size, b == kOffBoard ? 1 : 0, a == kOffBoard ? 1 : 0, endgame, completed);
    else
      endgame.add(junction_chain(a, b, size));
  }
  std::sort(endgame.parts.begin(), endgame.parts.begin() + endgame.part_count);
  if (endgame.chain_count == 0) return;
  // Number the junctions by how many sides they have and what their chains lead to.
  // A junction's mark: its sides, then a sum over its chains of a scrambled code of what each
  // leads to and its size, the same whatever the order of the chains. Two junctions with the
  // same mark keep the order they came in.
  std::array<std::uint64_t, kMostJunctions> mark{};
  std::array<int, kMostJunctions> touched{};
  auto touch = [&](int j, int to, int size) {
    mark[static_cast<size_t>(j)] +=
        (static_cast<std::uint64_t>(to << 6 | size) + 1) * 0x9E3779B97F4A7C15u >> 8;
    ++touched[static_cast<size_t>(j)];
  };
  const auto chains = std::span(endgame.chains.data(), endgame.chain_count);
  for (const JunctionChain& c : chains) {
    const bool loop = c.a == c.b;
    // What the chain leads to: off the board, a stop, the junction itself, another junction.
    touch(c.a, c.b >= kOffBoard ? c.b : loop ? 13 : 12, c.size);
    if (c.b < kOffBoard) touch(c.b, loop ? 13 : 12, c.size);
  }
  std::array<int, kMostJunctions> order{};
  int count = 0;
  for (int j = 0; j < top; ++j)
    if (touched[static_cast<size_t>(j)] > 0) order[static_cast<size_t>(count++)] = j;
  // A stable insertion sort: a few junctions, and std::stable_sort would take a heap buffer.
  auto before = [&](int x, int y) {
    const auto tx = touched[static_cast<size_t>(x)], ty = touched[static_cast<size_t>(y)];
    return tx != ty ? tx < ty : mark[static_cast<size_t>(x)] < mark[static_cast<size_t>(y)];
  };
  for (int i = 1; i < count; ++i) {
    const int j = order[static_cast<size_t>(i)];
    int at = i;
    for (; at > 0 && before(j, order[static_cast<size_t>(at - 1)]); --at)
      order[static_cast<size_t>(at)] = order[static_cast<size_t>(at - 1)];
    order[static_cast<size_t>(at)] = j;
  }
  std::array<std::uint8_t, kMostJunctions> number{};
  for (int i = 0; i < count; ++i)
    number[static_cast<size_t>(order[static_cast<size_t>(i)])] = static_cast<std::uint8_t>(i);
  for (JunctionChain& c : chains) {
    c.a = number[c.a];
    if (c.b < kOffBoard) c.b = number[c.b];
    if (c.a > c.b) std::swap(c.a, c.b);
  }
  std::sort(chains.begin(), chains.end());
}

// Calls visit(next, completed) with the endgame each move leaves, before normalize(), and the
// boxes it completes, until visit returns true (the rest are not needed). Parts and chains alike
// give the same moves: one of them is tried.
template <typename Visit>
void for_each_move(const Endgame& endgame, Visit&& visit) {
  const auto& parts = endgame.parts;
  for (size_t i = 0; i < endgame.part_count; ++i) {
    if (i > 0 && parts[i] == parts[i - 1]) continue;  // same part, same moves
    const int size = size_of(parts[i]);
    const int ends = kind_of(parts[i]);
    Endgame rest = endgame;
    rest.remove_part(i);
    // The rest of the parts and what the drawn line left of part i.
    auto cut = [&](auto&& pieces) {
      Endgame next = rest;
      int completed = 0;
      pieces(next, completed);
      return visit(next, completed);
    };
    if (ends == kLoop) {
      // Any line of a loop leaves a chain with no end off the board.
      if (cut([&](Endgame& out, int& completed) { piece(size, 0, 0, out, completed); })) return;
      continue;
    }
    // A chain with one end off the board has it on the left.
    const int left = ends >= 1 ? 1 : 0, right = ends == 2 ? 1 : 0;
    if (left &&  // the line off the board (at either end when both lead off: the same)
        cut([&](Endgame& out, int& completed) { piece(size, 0, right, out, completed); }))
      return;
    // The line between boxes j and j + 1; a chain the same from both ends needs only half.
    for (int j = 1; j < size; ++j) {
      if (left == right && j > size - j) break;
      if (cut([&](Endgame& out, int& completed) {
            piece(j, left, 0, out, completed);
            piece(size - j, 0, right, out, completed);
          }))
        return;
    }
  }
  const auto& chains = endgame.chains;
  for (size_t i = 0; i < endgame.chain_count; ++i) {
    if (i > 0 && chains[i] == chains[i - 1]) continue;  // same chain, same moves
    const int a = chains[i].a, b = chains[i].b, size = chains[i].size;
    Endgame rest = endgame;
    rest.remove_chain(i);
    // The line after the first p boxes from junction a (p = 0: the line at a): the first p stay
    // a chain of a that stops; what is after goes on to b.
    const int last = b == kStops ? size - 1 : size;
    for (int p = 0; p <= last; ++p) {
      Endgame next = rest;
      int completed = 0;
      if (p > 0) next.add(junction_chain(a, kStops, p));
      if (p < size) {
        if (b >= kOffBoard)
          piece(size - p, 0, b == kOffBoard ? 1 : 0, next, completed);
        else
          next.add(junction_chain(b, kStops, size - p));
      }
      // Past the last box: the line at b. A junction that loses a side keeps its other chains;
      // one fewer side shows in normalize() as one chain fewer.
      if (visit(next, completed)) return;
    }
  }
}

}  // namespace

ChainEndgame::Key ChainEndgame::key_of(const Endgame& endgame) {
  Key key;
  for (size_t i = 0; i < endgame.part_count; ++i) key.push_back(endgame.parts[i]);
  if (endgame.chain_count == 0) return key;
  key.push_back(kJunctions);
  for (size_t i = 0; i < endgame.chain_count; ++i) {
    const JunctionChain& c = endgame.chains[i];
    key.push_back(static_cast<char>(c.a << 4 | c.b));
    key.push_back(static_cast<char>(c.size));
  }
  return key;
}

ChainEndgame::Endgame ChainEndgame::from_key(std::string_view key) {
  Endgame endgame = decode(key);
  int completed = 0;
  normalize(endgame, completed);
  return endgame;
}

ChainEndgame::Endgame ChainEndgame::decode(std::string_view key) {
  Endgame endgame;
  const size_t split = std::min(key.find(kJunctions), key.size());
  for (size_t i = 0; i < split; ++i) endgame.add(key[i]);
  for (size_t i = split + 1; i + 1 < key.size(); i += 2) {
    const int ends = static_cast<unsigned char>(key[i]);
    endgame.add(junction_chain(ends >> 4, ends & 15, static_cast<unsigned char>(key[i + 1])));
  }
  return endgame;
}

ChainEndgame::Endgame ChainEndgame::describe(const CompactBoard& board, LineSet drawn) {
  // Every box but the junctions has one or two sides left: each part is a chain, opened or not,
  // or a loop; a chain that leads into a junction is kept as one of its chains.
  std::array<int, CompactBoard::kMaxLines> junction;
  junction.fill(-1);
  int junctions = 0;
  for (int b = 0; b < board.box_count(); ++b)
    if (board.sides_left(drawn, b) >= 3) junction[static_cast<size_t>(b)] = junctions++;
  assert(junctions <= kMostJunctions);
  Endgame endgame;
  // Where a chain's end line leads: off the board, into a junction, or nowhere (the chain stops
  // at a box with one side left).
  auto end_of = [&](int line, int box) {
    if (line < 0) return kStops;
    const int other = board.across(line, box);
    return other < 0 ? kOffBoard : junction[static_cast<size_t>(other)];
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
        const int box = last_box;
        last_box = -1;
        if (loop) {
          endgame.add(part(kLoop, size));
          return;
        }
        const LineSet out =
            board.sides(box) & ~drawn & ~(last_entry >= 0 ? bit_of(last_entry) : LineSet{0});
        const int last_end = end_of(out ? std::countr_zero(out) : -1, box);
        const int a = std::min(first_end, last_end), b = std::max(first_end, last_end);
        if (a >= kOffBoard)
          endgame.add(part((a == kOffBoard) + (b == kOffBoard), size));
        else
          endgame.add(junction_chain(a, b, size));
      },
      ChainBoxes::opened_too);
  // The lines of a junction off the board or into another junction: chains of no box.
  for (int b = 0; b < board.box_count(); ++b) {
    const int j = junction[static_cast<size_t>(b)];
    if (j < 0) continue;
    for (LineSet rest = board.sides(b) & ~drawn; rest; rest &= rest - 1) {
      const int other = board.across(std::countr_zero(rest), b);
      if (other < 0)
        endgame.add(junction_chain(j, kOffBoard, 0));
      else if (const int k = junction[static_cast<size_t>(other)]; k > j)
        endgame.add(junction_chain(j, k, 0));
    }
  }
  int completed = 0;
  normalize(endgame, completed);
  return endgame;
}

std::string ChainEndgame::parts(const CompactBoard& board, LineSet drawn) {
  return std::string(key_of(describe(board, drawn)).view());
}

int ChainEndgame::value(const CompactBoard& board, LineSet drawn, int alpha, int beta) {
  const Endgame endgame = describe(board, drawn);
  return search(endgame, key_of(endgame), alpha, beta);
}

int ChainEndgame::value_of(const std::string& parts) {
  const Endgame endgame = from_key(parts);
  return search(endgame, key_of(endgame), -kUnknown, kUnknown);
}

int ChainEndgame::search(const Endgame& endgame, const Key& key, int alpha, int beta) {
  if (key.size == 0) return 0;
  // What was proved before. No search below changes it: a position is never its own successor.
  const std::optional<Bounds> known_before = recall(key.view());
  if (known_before) {
    const Bounds known = *known_before;
    if (known.lower >= beta || known.lower == known.upper) return known.lower;
    if (known.upper <= alpha) return known.upper;
    alpha = std::max(alpha, known.lower);
    beta = std::min(beta, known.upper);
  }
  const int alpha0 = alpha;
  int best = -kUnknown;
  // Every move's endgame first, with what the memo knows of it: one known to reach beta answers
  // at once, one known to stay at alpha or below need not be searched. Triangle 4 in misère with
  // 4 lines drawn, counted by callgrind: 6.7 G instructions -> 5.2 G.
  const size_t first = moves_.size();
  for_each_move(endgame, [&](Endgame& next, int completed) {
    normalize(next, completed);
    assert(moves_.size() < moves_.capacity());  // the key below stays where it is
    Move& move = moves_.emplace_back();
    move.key = key_of(next);
    move.completed = completed;
    const int gain = misere_ ? -completed : completed;
    if (const std::optional<Bounds> known = recall(move.key.view())) {
      move.lower = completed > 0 ? gain + known->lower : -known->upper;
      move.upper = completed > 0 ? gain + known->upper : -known->lower;
    }
    if (move.lower < beta) return false;
    best = move.lower;
    return true;
  });
  alpha = std::max(alpha, best);
  std::array<std::uint8_t, CompactBoard::kMaxLines> order;
  const size_t count = moves_.size() - first;
  assert(count <= order.size());
  for (size_t i = 0; i < count; ++i) order[i] = static_cast<std::uint8_t>(i);
  // Moves that complete boxes first, the most first, then by what the memo knew: a move that
  // hands the turn back leaves one move fewer to search (the same: 5.2 G -> 3.5 G; those that
  // complete fewer first: 9.7 G). A stable insertion sort: few moves.
  auto before = [&](std::uint8_t x, std::uint8_t y) {
    const Move& mx = moves_[first + x];
    const Move& my = moves_[first + y];
    return mx.completed != my.completed ? mx.completed > my.completed : mx.lower > my.lower;
  };
  for (size_t i = 1; i < count; ++i) {
    const std::uint8_t x = order[i];
    size_t at = i;
    for (; at > 0 && before(x, order[at - 1]); --at) order[at] = order[at - 1];
    order[at] = x;
  }
  for (size_t k = 0; k < count && alpha < beta; ++k) {
    const Move& move = moves_[first + order[k]];
    if (move.upper <= alpha) {
      best = std::max(best, move.upper);
      continue;
    }
    const int gain = misere_ ? -move.completed : move.completed;
    const Endgame next = decode(move.key.view());
    const int v = move.completed > 0 ? gain + search(next, move.key, alpha - gain, beta - gain)
                                     : -search(next, move.key, -beta, -alpha);
    best = std::max(best, v);
    alpha = std::max(alpha, v);
  }
  moves_.resize(first);
  // What the search proved: an upper bound when nothing reached alpha, a lower bound when a
  // move reached beta, else the value.
  Bounds proved = known_before.value_or(Bounds{-kUnknown, kUnknown});
  if (best <= alpha0)
    proved.upper = std::min(proved.upper, best);
  else if (best >= beta)
    proved.lower = std::max(proved.lower, best);
  else
    proved.lower = proved.upper = best;
  remember(key.view(), proved);
  return best;
}

}  // namespace lucas
