#include "solve/level.h"

#include <algorithm>
#include <chrono>

#include "solve/compact_board.h"
#include "solve/strategy.h"
#include "text/names.h"

namespace lucas {

namespace {

// The stable names first, then the rules page's French ones; "maître" also as typed without its
// accent and in decomposed form (i + combining circumflex), which some terminals send.
constexpr Named<Level> kLevels[] = {
    {Level::easy, "easy"},      {Level::medium, "medium"},        {Level::hard, "hard"},
    {Level::master, "master"},  {Level::easy, "facile"},          {Level::medium, "moyen"},
    {Level::hard, "difficile"}, {Level::master, "ma\xC3\xAEtre"}, {Level::master, "mai\xCC\x82tre"},
    {Level::master, "maitre"},
};

bool takeable(const Position& position, Box box) {
  return box.index >= 0 && position.sides_left(box) == 1;
}

// How many boxes drawing `line` completes.
int completes(const Position& position, Line line) {
  int n = 0;
  for (Box box : position.board().boxes_of(line)) n += takeable(position, box) ? 1 : 0;
  return n;
}

// Whether drawing `line` leaves a box with all sides but one drawn: a box given away.
bool gives_box(const Position& position, Line line) {
  for (Box box : position.board().boxes_of(line))
    if (box.index >= 0 && position.sides_left(box) == 2) return true;
  return false;
}

// The undrawn side of a box with one side left.
Line last_side(const Position& position, Box box) {
  for (Line side : position.board().sides(box))
    if (!position.is_drawn(side)) return side;
  return Line{};
}

// The boxes the opponent takes after `line` (which completes nothing) by taking every box it
// offers, one after the other along the chain or loop it opens.
int boxes_given(const Position& position, Line line) {
  Position after = position;
  after.play(line);
  int taken = 0;
  std::vector<Box> next(position.board().boxes_of(line).begin(),
                        position.board().boxes_of(line).end());
  while (!next.empty()) {
    const Box box = next.back();
    next.pop_back();
    if (!takeable(after, box)) continue;
    const Line side = last_side(after, box);
    taken += after.play(side).completed_count;
    for (Box across : after.board().boxes_of(side)) next.push_back(across);
  }
  return taken;
}

// The lines of a position sorted by what they do.
struct Lines {
  std::vector<Line> captures;  // complete a box
  std::vector<Line> safe;      // complete nothing, give nothing
  std::vector<Line> giving;    // complete nothing, give a box
};

Lines sort_lines(const Position& position) {
  Lines lines;
  for (int l = 0; l < position.board().line_count(); ++l) {
    const Line line{l};
    if (position.is_drawn(line)) continue;
    if (completes(position, line) > 0)
      lines.captures.push_back(line);
    else if (gives_box(position, line))
      lines.giving.push_back(line);
    else
      lines.safe.push_back(line);
  }
  return lines;
}

// What keeping control of the chains and loops of `position` is worth to the one who keeps it,
// in net boxes: every long chain but the last costs a double sacrifice of two boxes (four net),
// every loop one of four (eight net).
int control_value(const Position& position) {
  int value = 0, long_ones = 0;
  for (const Chain& chain : strategy_facts(position).chains) {
    if (!chain.is_long()) continue;
    ++long_ones;
    value += chain.size() - (chain.loop ? 8 : 4);
  }
  return long_ones == 0 ? 0 : value + 4;
}

// The position after `line` and the opponent's taking every box it offers.
Position after_giving(const Position& position, Line line) {
  Position after = position;
  after.play(line);
  for (bool took = true; took && !after.is_over();) {
    took = false;
    for (int b = 0; b < after.board().box_count() && !after.is_over(); ++b)
      if (takeable(after, Box{b})) {
        after.play(last_side(after, Box{b}));
        took = true;
      }
  }
  return after;
}

}  // namespace

std::optional<Level> level_from_name(std::string_view name) { return value_named(kLevels, name); }

const char* level_name(Level level) { return name_of(kLevels, level); }

std::vector<std::string> level_names() { return names_of(kLevels); }

ComputerPlayer::ComputerPlayer(const Board& board, bool misere, Level level, std::uint64_t seed,
                               SolveBudget master_budget)
    : board_(&board), misere_(misere), level_(level), random_(seed), master_budget_(master_budget) {
  // Only the levels that solve need a table; a small one: hard solves endgames only, and the
  // master's budget is seconds, not a whole board. In misère only master solves.
  const bool solves = level == Level::master || (level == Level::hard && !misere);
  if (solves && CompactBoard::fits(board))
    solver_ = std::make_unique<Solver>(
        board, SolverOptions{.misere = misere, .table_bytes = std::uint64_t{8} << 20});
}

ComputerPlayer::~ComputerPlayer() = default;
ComputerPlayer::ComputerPlayer(ComputerPlayer&&) noexcept = default;
ComputerPlayer& ComputerPlayer::operator=(ComputerPlayer&&) noexcept = default;

Line ComputerPlayer::choose(const Position& position) {
  switch (level_) {
    case Level::easy:
      return easy(position);
    case Level::medium:
      return medium(position);
    case Level::hard:
      return misere_ ? medium(position) : hard(position);
    case Level::master:
      return master(position);
  }
  return medium(position);
}

Line ComputerPlayer::easy(const Position& position) {
  const Lines lines = sort_lines(position);
  auto pick = [&](const std::vector<Line>& from) {
    return from[static_cast<size_t>(below(static_cast<int>(from.size())))];
  };
  std::vector<Line> others = lines.safe;
  others.insert(others.end(), lines.giving.begin(), lines.giving.end());
  // Normal play: a box is taken 4 times in 5. Misère: a box is left 4 times in 5. While a safe
  // line is left, a third side is given 1 time in 2 (measured in docs/play.md: weaker than that,
  // and medium would not beat easy in 90% of 3x3 games).
  if (!lines.captures.empty() && (others.empty() || one_in(5) == misere_))
    return pick(lines.captures);
  if (!lines.safe.empty() && !(one_in(2) && !lines.giving.empty())) return pick(lines.safe);
  return pick(lines.giving.empty() ? lines.safe : lines.giving);
}

Line ComputerPlayer::medium(const Position& position) {
  const Lines lines = sort_lines(position);
  auto pick = [&](const std::vector<Line>& from) {
    return from[static_cast<size_t>(below(static_cast<int>(from.size())))];
  };
  if (!misere_ && !lines.captures.empty()) return pick(lines.captures);
  if (!lines.safe.empty()) return pick(lines.safe);
  if (lines.giving.empty()) return pick(lines.captures);
  // Forced to give: the fewest boxes in normal play, the most in a misère game.
  std::vector<Line> chosen;
  int best = 0;
  for (Line line : lines.giving) {
    const int given = boxes_given(position, line) * (misere_ ? -1 : 1);
    if (chosen.empty() || given < best) chosen.clear(), best = given;
    if (given == best) chosen.push_back(line);
  }
  return pick(chosen);
}

Line ComputerPlayer::hard_rule(const Position& position) {
  const Lines lines = sort_lines(position);
  auto pick = [&](const std::vector<Line>& from) {
    return from[static_cast<size_t>(below(static_cast<int>(from.size())))];
  };
  if (!lines.captures.empty()) {
    // With no safe line left, whoever opens a chain or loop loses it: the last two boxes of a
    // chain (four of a loop) are refused when control of what is left is worth more than the
    // four boxes of difference the refusal costs.
    if (lines.safe.empty())
      for (Line line : lines.giving)
        if (move_kind(position, line) == MoveKind::double_dealing) {
          if (control_value(after_giving(position, line)) > 2) return line;
          break;
        }
    return pick(lines.captures);
  }
  if (!lines.safe.empty()) {
    // The long-chain rule: a safe line after which the opponent, to move, is not the one the
    // chain count favours.
    std::vector<Line> good;
    for (Line line : lines.safe) {
      Position after = position;
      after.play(line);
      const StrategyFacts facts = strategy_facts(after);
      if ((facts.long_chains % 2 == 1) != facts.mover_wants_odd) good.push_back(line);
    }
    return pick(good.empty() ? lines.safe : good);
  }
  // Forced to give: the fewest boxes; among those, a line that gives a third side to two boxes
  // (a chain of two opened by its middle, which cannot be refused).
  std::vector<Line> chosen;
  std::pair<int, int> best{0, 0};
  for (Line line : lines.giving) {
    int thirds = 0;
    for (Box box : position.board().boxes_of(line))
      thirds += box.index >= 0 && position.sides_left(box) == 2 ? 1 : 0;
    const std::pair<int, int> cost{boxes_given(position, line), -thirds};
    if (chosen.empty() || cost < best) chosen.clear(), best = cost;
    if (cost == best) chosen.push_back(line);
  }
  return pick(chosen);
}

bool ComputerPlayer::endgame(const Position& position) const {
  if (position.lines_left() <= kHardLinesLeft) return true;
  return static_cast<int>(sort_lines(position).safe.size()) <= kHardSafeLines;
}

Line ComputerPlayer::hard(const Position& position) {
  const Line rule = hard_rule(position);
  if (solver_ && endgame(position))
    if (auto line = solved(position, rule, SolveBudget{.max_nodes = kHardNodes})) return *line;
  return rule;
}

Line ComputerPlayer::master(const Position& position) {
  // Hard's rule and endgame solve are normal play's; in misère, medium's misère rule is what
  // is left beyond the budget.
  if (misere_) {
    const Line rule = medium(position);
    if (auto line = solved(position, rule, master_budget_)) return *line;
    return rule;
  }
  const Line rule = hard_rule(position);
  if (auto line = solved(position, rule, master_budget_)) return *line;
  if (solver_ && endgame(position))
    if (auto line = solved(position, rule, SolveBudget{.max_nodes = kHardNodes})) return *line;
  return rule;
}

std::optional<Line> ComputerPlayer::solved(const Position& position, Line preferred,
                                           SolveBudget budget) {
  if (!solver_) return std::nullopt;
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  const std::uint64_t first_node = solver_->stats().nodes;
  // What is left of the budget for the next solve; nothing once it is spent. The solver counts
  // a budget per call, this choice counts it for all of them.
  auto left = [&]() -> std::optional<SolveBudget> {
    SolveBudget rest = budget;
    if (budget.max_nodes > 0) {
      const std::uint64_t used = solver_->stats().nodes - first_node;
      if (used >= budget.max_nodes) return std::nullopt;
      rest.max_nodes = budget.max_nodes - used;
    }
    if (budget.max_seconds > 0) {
      const double used = std::chrono::duration<double>(Clock::now() - started).count();
      if (used >= budget.max_seconds) return std::nullopt;
      rest.max_seconds = budget.max_seconds - used;
    }
    return rest;
  };
  const LineSet drawn = drawn_lines(position);
  auto rest = left();
  if (!rest) return std::nullopt;
  const std::optional<int> value = solver_->value(drawn, *rest);
  if (!value) return std::nullopt;
  // The rule's line first: it is usually as good as any; then the others in a seeded order, so
  // that equal lines are drawn evenly.
  std::vector<Line> order;
  for (int l = 0; l < position.board().line_count(); ++l)
    if (!position.is_drawn(Line{l}) && Line{l} != preferred) order.push_back(Line{l});
  for (size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[static_cast<size_t>(below(static_cast<int>(i)))]);
  order.insert(order.begin(), preferred);
  for (Line line : order) {
    rest = left();
    if (!rest) return std::nullopt;
    const std::optional<bool> keeps = solver_->move_at_least(drawn, line.index, *value, *rest);
    if (!keeps) return std::nullopt;
    if (*keeps) return line;
  }
  return std::nullopt;
}

}  // namespace lucas
