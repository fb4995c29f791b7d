#include "solve/strategy.h"

#include <cassert>

#include "text/names.h"

namespace lucas {

namespace {

constexpr Named<MoveKind> kMoveKinds[] = {
    {MoveKind::safe, "safe"},
    {MoveKind::capture, "capture"},
    {MoveKind::double_cross, "double-cross"},
    {MoveKind::sacrifice, "sacrifice"},
    {MoveKind::loony, "loony"},
    {MoveKind::double_dealing, "double-dealing"},
};

// How many sides of a box are left to draw; 0 off the board (nothing to take there).
int sides_of(const PositionChains& view, Box box) {
  return box.index >= 0 ? view.sides_left(box.index) : 0;
}

// Whether some box with one side left leads, through its last side, into a box of a chain:
// its taker may then take all but the last two boxes and refuse those.
bool refusable_offer(const PositionChains& view) {
  for (int b = 0; b < view.box_count(); ++b)
    if (view.sides_left(b) == 1 && in_chain(view, next_step(view, b, -1).box)) return true;
  return false;
}

// Two boxes with one side left that share their last side: one line takes both.
int dominoes(const PositionChains& view) {
  int n = 0;
  for (int b = 0; b < view.box_count(); ++b) {
    if (view.sides_left(b) != 1) continue;
    const int other = next_step(view, b, -1).box;
    if (other > b && view.sides_left(other) == 1) ++n;
  }
  return n;
}

}  // namespace

const char* kind_name(MoveKind kind) { return name_of(kMoveKinds, kind); }

MoveKind move_kind(const Position& position, Line line) {
  assert(!position.is_drawn(line));
  const PositionChains before(position);
  int completes = 0, thirds = 0;
  for (Box box : position.board().boxes_of(line)) {
    completes += sides_of(before, box) == 1 ? 1 : 0;
    thirds += sides_of(before, box) == 2 ? 1 : 0;
  }
  if (completes == 2) return MoveKind::double_cross;
  if (completes == 1) return MoveKind::capture;
  const PositionChains after(position, line);
  bool takeable_before = false;
  for (int b = 0; b < before.box_count(); ++b) takeable_before |= before.sides_left(b) == 1;
  if (takeable_before && dominoes(after) > dominoes(before)) return MoveKind::double_dealing;
  if (thirds == 0) return MoveKind::safe;
  return refusable_offer(after) ? MoveKind::loony : MoveKind::sacrifice;
}

StrategyFacts strategy_facts(const Position& position) {
  const Board& board = position.board();
  const PositionChains view(position);
  StrategyFacts facts;
  for (int l = 0; l < board.line_count(); ++l) {
    const Line line{l};
    if (position.is_drawn(line)) continue;
    int completes = 0, thirds = 0;
    for (Box box : board.boxes_of(line)) {
      completes += sides_of(view, box) == 1 ? 1 : 0;
      thirds += sides_of(view, box) == 2 ? 1 : 0;
    }
    if (!completes && !thirds) facts.safe_lines.push_back(line);
  }
  for (int b = 0; b < board.box_count(); ++b)
    if (view.sides_left(b) == 1) facts.takeable.push_back(Box{b});

  facts.chains = chains_of(position);
  for (const Chain& chain : facts.chains) {
    facts.long_chains += !chain.loop && chain.is_long() ? 1 : 0;
    facts.loops += chain.loop ? 1 : 0;
  }

  // The player to move ends up in control when (lines left - boxes left + long chains) is odd
  // (docs/analyze.md derives it: each turn but the last ends with a line that completes
  // nothing, and each long chain but the last costs its taker a double-cross).
  int boxes_left = 0;
  for (int b = 0; b < board.box_count(); ++b) boxes_left += view.sides_left(b) > 0 ? 1 : 0;
  const int base = position.lines_left() - boxes_left;
  facts.mover_wants_odd = base % 2 == 0;
  return facts;
}

}  // namespace lucas
