// Chains and loops: the cells with exactly two sides left to draw, joined by those lines. The
// one walk over them, shared by the strategy facts (any board), the solver's chain captures, its
// chain moves, and the loony and chain endgames (compact boards).
#pragma once

#include <bit>
#include <concepts>
#include <cstdint>
#include <optional>
#include <vector>

#include "game/position.h"
#include "solve/compact_board.h"

namespace lucas {

/// A chain or a loop of boxes with exactly two sides left, joined by those lines.
struct Chain {
  bool loop = false;
  std::vector<Box> boxes;  ///< in order along the chain or around the loop
  int size() const { return static_cast<int>(boxes.size()); }
  /// Long (3 boxes or more, or any loop) or short (1 or 2 boxes).
  bool is_long() const { return loop || size() >= 3; }
};

/// A position as the walk sees it, boxes and lines by index:
/// - box_count(): the boxes of the board;
/// - sides_left(box): how many of a box's sides are not drawn yet;
/// - open_side(box, except): the lowest undrawn side of a box other than `except` (a line, or
///   -1 for none), -1 when there is none;
/// - across(line, box): the box on the other side of a side of `box`, -1 off the board.
template <class View>
concept ChainView = requires(const View& view, int n) {
  { view.box_count() } -> std::convertible_to<int>;
  { view.sides_left(n) } -> std::convertible_to<int>;
  { view.open_side(n, n) } -> std::convertible_to<int>;
  { view.across(n, n) } -> std::convertible_to<int>;
};

/// A Position seen by the walk, on any board size; with `extra`, as if that line were drawn too
/// (what a move would make of the position).
class PositionChains {
 public:
  explicit PositionChains(const Position& position, std::optional<Line> extra = std::nullopt)
      : position_(position), extra_(extra) {}
  int box_count() const { return position_.board().box_count(); }
  int sides_left(int box) const;
  int open_side(int box, int except) const;
  int across(int line, int box) const;

 private:
  bool drawn(Line line) const { return position_.is_drawn(line) || line == extra_; }
  const Position& position_;
  std::optional<Line> extra_;
};

/// A compact board and its drawn lines seen by the walk: bit masks, no allocation. With
/// `sides_left` (per box, for these drawn lines), the counts the solver keeps are read rather
/// than counted again.
class CompactChains {
 public:
  CompactChains(const CompactBoard& board, LineSet drawn, const std::int8_t* sides_left = nullptr)
      : board_(board), drawn_(drawn), sides_left_(sides_left) {}
  int box_count() const { return board_.box_count(); }
  int sides_left(int box) const {
    return sides_left_ ? sides_left_[box] : board_.sides_left(drawn_, box);
  }
  int open_side(int box, int except) const {
    LineSet open = board_.sides(box) & ~drawn_;
    if (except >= 0) open &= ~bit_of(except);
    return open ? std::countr_zero(open) : -1;
  }
  int across(int line, int box) const { return board_.across(line, box); }

 private:
  const CompactBoard& board_;
  LineSet drawn_;
  const std::int8_t* sides_left_;
};

/// One step along a chain: the line a box is left by and the box across it (-1 off the board).
struct ChainStep {
  int line = -1;
  int box = -1;
};

/// Leaves `box`, entered by `entered_by` (-1: none), by its lowest other undrawn side.
// The walk's steps are called for every box of every chain at every node of the solver: inlined
// (3x3 boxes: 67 -> 62 ms once the chain moves and endgames walk with them).
#if defined(__GNUC__)
#define LUCAS_CHAIN_STEP [[gnu::always_inline]] inline
#else
#define LUCAS_CHAIN_STEP inline
#endif

template <ChainView View>
LUCAS_CHAIN_STEP ChainStep next_step(const View& view, int box, int entered_by) {
  const int line = view.open_side(box, entered_by);
  return {line, line < 0 ? -1 : view.across(line, box)};
}

/// Which boxes a walk joins into chains and loops.
enum class ChainBoxes {
  /// The boxes with exactly two sides left: chains and loops that no one can take from yet.
  unopened,
  /// Every box not completed, where none has more than two sides left (a chain endgame): a box
  /// with one side left ends an opened chain, or is a box to take on its own.
  opened_too,
};

/// Whether a box is part of a chain or loop: on the board, with exactly two sides left (or one,
/// counting opened chains).
template <ChainView View>
LUCAS_CHAIN_STEP bool in_chain(const View& view, int box, ChainBoxes which = ChainBoxes::unopened) {
  if (box < 0) return false;
  const int left = view.sides_left(box);
  return left == 2 || (left == 1 && which == ChainBoxes::opened_too);
}

/// The side by which a chain box is an end of its chain (the side leads off the board or into a
/// box that is not part of a chain), or -1 when both its sides lead on: a box inside a chain
/// or on a loop. (A box with one side left, counted in opened chains, ends its chain with no
/// side beyond: walk_chains starts there.)
template <ChainView View>
LUCAS_CHAIN_STEP int chain_end_side(const View& view, int box,
                                    ChainBoxes which = ChainBoxes::unopened) {
  const ChainStep first = next_step(view, box, -1);
  if (!in_chain(view, first.box, which)) return first.line;
  const ChainStep second = next_step(view, box, first.line);
  return second.line >= 0 && !in_chain(view, second.box, which) ? second.line : -1;
}

/// Walks every chain and loop once: first the chains, each from its end in the lowest box, then
/// the loops, each from its lowest box. Calls on_box(box) for each box in order along the chain
/// or around the loop, or on_box(box, line) with the line the walk entered it by (for the first
/// box, the line off its end, or -1 for a loop's and an opened chain's box with one side left),
/// then on_end(loop, size) when the chain or loop is done.
template <ChainView View, class OnBox, class OnEnd>
void walk_chains(const View& view, OnBox&& on_box, OnEnd&& on_end,
                 ChainBoxes which = ChainBoxes::unopened) {
  const int count = view.box_count();
  // Which boxes were walked: one word for the boards the solver sees, more for bigger ones.
  std::uint64_t small = 0;
  std::vector<bool> large(count > 64 ? static_cast<size_t>(count) : 0);
  auto walked = [&](int box) {
    return count > 64 ? static_cast<bool>(large[static_cast<size_t>(box)])
                      : (small >> box & 1) != 0;
  };
  auto mark = [&](int box) {
    if (count > 64)
      large[static_cast<size_t>(box)] = true;
    else
      small |= std::uint64_t{1} << box;
  };
  auto walk = [&](int start, int entered_by) {
    int size = 0;
    for (int box = start;;) {
      mark(box);
      if constexpr (std::invocable<OnBox&, int, int>)
        on_box(box, entered_by);
      else
        on_box(box);
      ++size;
      const ChainStep next = next_step(view, box, entered_by);
      if (next.box == start || !in_chain(view, next.box, which)) return size;
      box = next.box;
      entered_by = next.line;
    }
  };
  for (int box = 0; box < count; ++box) {
    if (walked(box) || !in_chain(view, box, which)) continue;
    if (view.sides_left(box) == 1)
      on_end(false, walk(box, -1));
    else if (const int end = chain_end_side(view, box, which); end >= 0)
      on_end(false, walk(box, end));
  }
  // Every chain box left has both sides leading on: what is left are loops.
  for (int box = 0; box < count; ++box)
    if (!walked(box) && in_chain(view, box, which)) on_end(true, walk(box, -1));
}

/// The chains and loops of a position, chains first, in board order.
std::vector<Chain> chains_of(const Position& position);

}  // namespace lucas
