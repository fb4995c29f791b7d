#include "solve/strategy.h"

#include <cassert>

namespace lucas {

namespace {

// The box on the other side of a line from `box`, or Box{-1} off the board.
Box across(const Board& board, Line line, Box box) {
  const auto& boxes = board.boxes_of(line);
  return boxes[0] == box ? boxes[1] : boxes[0];
}

// Side counts of every box, with one extra line drawn (or none).
std::vector<int> side_counts(const Position& position, std::optional<Line> extra = std::nullopt) {
  const Board& board = position.board();
  std::vector<int> counts(static_cast<size_t>(board.box_count()));
  for (int b = 0; b < board.box_count(); ++b)
    counts[static_cast<size_t>(b)] = position.sides_drawn(Box{b});
  if (extra)
    for (Box box : board.boxes_of(*extra))
      if (box.index >= 0) ++counts[static_cast<size_t>(box.index)];
  return counts;
}

bool drawn_with(const Position& position, Line line, std::optional<Line> extra) {
  return position.is_drawn(line) || (extra && *extra == line);
}

// The undrawn side of a box (the first one found, skipping `except`).
std::optional<Line> open_side(const Position& position, Box box, std::optional<Line> extra,
                              std::optional<Line> except = std::nullopt) {
  for (Line side : position.board().sides(box))
    if (!drawn_with(position, side, extra) && side != except) return side;
  return std::nullopt;
}

int count_of(const std::vector<int>& counts, Box box) {
  return box.index >= 0 ? counts[static_cast<size_t>(box.index)] : 0;
}

// Whether some box with three sides drawn leads, through its last side, into a box with two:
// its taker may then take all but the last two boxes and refuse those.
bool refusable_offer(const Position& position, const std::vector<int>& counts,
                     std::optional<Line> extra) {
  const Board& board = position.board();
  for (int b = 0; b < board.box_count(); ++b) {
    if (counts[static_cast<size_t>(b)] != 3) continue;
    const auto last = open_side(position, Box{b}, extra);
    if (last && count_of(counts, across(board, *last, Box{b})) == 2) return true;
  }
  return false;
}

// Two boxes with three sides drawn that share their last side: one line takes both.
int dominoes(const Position& position, const std::vector<int>& counts, std::optional<Line> extra) {
  const Board& board = position.board();
  int n = 0;
  for (int b = 0; b < board.box_count(); ++b) {
    if (counts[static_cast<size_t>(b)] != 3) continue;
    const auto last = open_side(position, Box{b}, extra);
    const Box other = across(board, *last, Box{b});
    if (other.index > b && count_of(counts, other) == 3) ++n;
  }
  return n;
}

}  // namespace

const char* kind_name(MoveKind kind) {
  switch (kind) {
    case MoveKind::safe:
      return "safe";
    case MoveKind::capture:
      return "capture";
    case MoveKind::double_cross:
      return "double-cross";
    case MoveKind::sacrifice:
      return "sacrifice";
    case MoveKind::loony:
      return "loony";
    case MoveKind::double_dealing:
      return "double-dealing";
  }
  return "safe";
}

MoveKind move_kind(const Position& position, Line line) {
  assert(!position.is_drawn(line));
  const Board& board = position.board();
  const std::vector<int> before = side_counts(position);
  int completes = 0, thirds = 0;
  for (Box box : board.boxes_of(line)) {
    if (box.index < 0) continue;
    completes += count_of(before, box) == 3 ? 1 : 0;
    thirds += count_of(before, box) == 2 ? 1 : 0;
  }
  if (completes == 2) return MoveKind::double_cross;
  if (completes == 1) return MoveKind::capture;
  const std::vector<int> after = side_counts(position, line);
  bool takeable_before = false;
  for (int n : before) takeable_before |= n == 3;
  if (takeable_before && dominoes(position, after, line) > dominoes(position, before, std::nullopt))
    return MoveKind::double_dealing;
  if (thirds == 0) return MoveKind::safe;
  return refusable_offer(position, after, line) ? MoveKind::loony : MoveKind::sacrifice;
}

StrategyFacts strategy_facts(const Position& position) {
  const Board& board = position.board();
  StrategyFacts facts;
  const std::vector<int> counts = side_counts(position);
  for (int l = 0; l < board.line_count(); ++l) {
    const Line line{l};
    if (position.is_drawn(line)) continue;
    int completes = 0, thirds = 0;
    for (Box box : board.boxes_of(line)) {
      completes += count_of(counts, box) == 3 ? 1 : 0;
      thirds += count_of(counts, box) == 2 ? 1 : 0;
    }
    if (completes) continue;
    (thirds ? facts.offering_lines : facts.safe_lines).push_back(line);
  }
  for (int b = 0; b < board.box_count(); ++b)
    if (counts[static_cast<size_t>(b)] == 3) facts.takeable.push_back(Box{b});

  // Chains are walked from an end (a side leading off the board or into a box that does not
  // have two sides drawn); what is left afterwards are loops.
  const int n = board.box_count();
  std::vector<char> seen(static_cast<size_t>(n), 0);
  auto member = [&](Box box) {
    return box.index >= 0 && counts[static_cast<size_t>(box.index)] == 2;
  };
  auto neighbours = [&](Box box) {
    std::vector<Box> out;
    for (Line side : board.sides(box)) {
      if (position.is_drawn(side)) continue;
      const Box other = across(board, side, box);
      if (member(other)) out.push_back(other);
    }
    return out;
  };
  for (int pass = 0; pass < 2; ++pass) {
    for (int start = 0; start < n; ++start) {
      if (!member(Box{start}) || seen[static_cast<size_t>(start)]) continue;
      if (pass == 0 && neighbours(Box{start}).size() == 2) continue;
      Chain chain;
      chain.loop = pass == 1;
      for (Box box{start}; box.index >= 0;) {
        seen[static_cast<size_t>(box.index)] = 1;
        chain.boxes.push_back(box);
        Box following{-1};
        for (Box next : neighbours(box))
          if (!seen[static_cast<size_t>(next.index)]) following = next;
        box = following;
      }
      facts.long_chains += !chain.loop && chain.is_long() ? 1 : 0;
      facts.loops += chain.loop ? 1 : 0;
      facts.chains.push_back(std::move(chain));
    }
  }

  // The player to move ends up in control when (lines left - boxes left + long chains) is odd
  // (docs/analyze.md derives it: each turn but the last ends with a line that completes
  // nothing, and each long chain but the last costs its taker a double-cross).
  int boxes_left = 0;
  for (int c : counts) boxes_left += c < 4 ? 1 : 0;
  const int base = position.lines_left() - boxes_left;
  facts.mover_wants_odd = base % 2 == 0;
  if (facts.safe_lines.empty() && facts.long_chains > 0) {
    const bool mover = (base + facts.long_chains) % 2 == 1;
    facts.in_control = mover ? position.to_move() : opponent(position.to_move());
  }
  return facts;
}

}  // namespace lucas
