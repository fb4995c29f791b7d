#include "solve/analysis.h"

#include <chrono>

#include "game/position.h"
#include "solve/compact_board.h"
#include "text/names.h"

namespace lucas {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The final totals when the player to move nets `value` of the boxes left (in misère, when the
// opponent nets it: the mover's value counts their boxes against them).
std::array<int, 2> predict(const Board& board, std::array<int, 2> score, Player to_move, int value,
                           bool misere) {
  const int left = board.box_count() - score[0] - score[1];
  const int mover = (left + (misere ? -value : value)) / 2;
  score[static_cast<size_t>(index_of(to_move))] += mover;
  score[static_cast<size_t>(index_of(opponent(to_move)))] += left - mover;
  return score;
}

int sign(const std::array<int, 2>& score) { return (score[0] > score[1]) - (score[0] < score[1]); }

// Every move worth at least `target` to the mover; nothing when the budget ran out.
std::optional<std::vector<Line>> moves_at_least(Solver& solver, const Position& position,
                                                int target, SolveBudget budget,
                                                int stop_after = 1000) {
  const LineSet drawn = drawn_lines(position);
  std::vector<Line> found;
  for (int l = 0; l < position.board().line_count(); ++l) {
    if (drawn & bit_of(l)) continue;
    const auto reaches = solver.move_at_least(drawn, l, target, budget);
    if (!reaches) return std::nullopt;
    if (*reaches) found.push_back(Line{l});
    if (static_cast<int>(found.size()) >= stop_after) break;
  }
  return found;
}

constexpr Named<MoveMark> kMarks[] = {
    {MoveMark::none, ""},
    {MoveMark::only, "!"},
    {MoveMark::mistake, "?"},
    {MoveMark::blunder, "??"},
};

constexpr Named<Unsolved> kUnsolved[] = {
    {Unsolved::none, nullptr},
    {Unsolved::no_time, "no-time"},
    {Unsolved::board_too_big, "board-too-big"},
    {Unsolved::too_many_lines, "too-many-lines"},
    {Unsolved::budget, "budget"},
};

// The moves with their kinds and scores, and the position before each, then the final one.
GameAnalysis describe(const Board& board, const std::vector<Line>& lines,
                      std::vector<Position>& before) {
  GameAnalysis analysis;
  Position position(board);
  for (size_t i = 0; i < lines.size(); ++i) {
    MoveAnalysis move;
    move.number = static_cast<int>(i) + 1;
    move.player = position.to_move();
    move.line = lines[i];
    move.kind = move_kind(position, lines[i]);
    move.lines_left = position.lines_left();
    before.push_back(position);
    position.play(lines[i]);
    move.score = {position.score(Player::first), position.score(Player::second)};
    analysis.moves.push_back(move);
  }
  before.push_back(position);
  analysis.first_solved = static_cast<int>(lines.size());
  return analysis;
}

}  // namespace

const char* mark_text(MoveMark mark) { return name_of(kMarks, mark); }

const char* unsolved_name(Unsolved reason) { return name_of(kUnsolved, reason); }

GameAnalysis analyze_game(const Board& board, const std::vector<Line>& lines,
                          const AnalysisBudget& budget, bool misere) {
  const auto started = Clock::now();
  std::vector<Position> before;
  GameAnalysis analysis = describe(board, lines, before);
  analysis.budget_seconds = budget.seconds;
  const int n = static_cast<int>(lines.size());
  if (!CompactBoard::fits(board)) {
    analysis.unsolved = Unsolved::board_too_big;
    return analysis;
  }

  // Values for the player to move, from the last position backwards: the small positions fill
  // the table that the bigger ones then use.
  Solver solver(
      board, SolverOptions{
                 .misere = misere, .table_bytes = budget.table_bytes, .threads = budget.threads});
  std::vector<std::optional<int>> value(static_cast<size_t>(n) + 1);
  auto position_budget = [&] {
    return SolveBudget{.max_nodes = budget.nodes_per_position,
                       .max_seconds = std::max(0.001, budget.seconds - since(started))};
  };
  for (int i = n; i >= 0; --i) {
    const Position& p = before[static_cast<size_t>(i)];
    if (p.is_over()) {
      value[static_cast<size_t>(i)] = 0;
    } else {
      if (p.lines_left() > budget.max_lines_left) {
        analysis.unsolved = Unsolved::too_many_lines;
        break;
      }
      if (since(started) >= budget.seconds) {
        analysis.unsolved = budget.seconds > 0 ? Unsolved::budget : Unsolved::no_time;
        break;
      }
      value[static_cast<size_t>(i)] = solver.value(drawn_lines(p), position_budget());
      if (!value[static_cast<size_t>(i)]) {
        analysis.unsolved = Unsolved::budget;
        break;
      }
    }
    analysis.first_solved = std::min(analysis.first_solved, i);
  }

  for (int i = analysis.first_solved; i < n; ++i) {
    MoveAnalysis& move = analysis.moves[static_cast<size_t>(i)];
    const Position& p = before[static_cast<size_t>(i)];
    const Position& next = before[static_cast<size_t>(i) + 1];
    const int completed = next.score(move.player) - p.score(move.player);
    const int after = *value[static_cast<size_t>(i) + 1];
    move.value_before = value[static_cast<size_t>(i)];
    const int gained = misere ? -completed : completed;
    move.value_after = completed > 0 ? gained + after : -after;
    // The values are net (the mover's boxes minus the opponent's, or the reverse in misère): a
    // box given away takes one from the mover and gives one to the opponent, so the value falls
    // by twice the boxes (both values have the parity of the boxes left).
    move.cost = (*move.value_before - *move.value_after) / 2;
    move.predicted = predict(board, move.score, next.to_move(), after, misere);
    if (*move.cost >= 2)
      move.mark = MoveMark::blunder;
    else if (*move.cost >= 1)
      move.mark = MoveMark::mistake;

    if (*move.cost > 0) {
      if (auto best = moves_at_least(solver, p, *move.value_before, position_budget()))
        move.best = *best;
      else
        move.best_unsolved = true;
    } else if (move.kind != MoveKind::capture && move.kind != MoveKind::double_cross &&
               p.lines_left() > 1) {
      // "!" when no second move keeps the value: stop at the second one found.
      const auto best = moves_at_least(solver, p, *move.value_before, position_budget(), 2);
      if (best && best->size() == 1) move.mark = MoveMark::only;
      move.best_unsolved = !best;
    }
  }
  if (analysis.first_solved < n || (n == 0 && value[0])) {
    const Position& start = before[static_cast<size_t>(analysis.first_solved)];
    analysis.predicted_at_start =
        predict(board, {start.score(Player::first), start.score(Player::second)}, start.to_move(),
                *value[static_cast<size_t>(analysis.first_solved)], misere);
  }

  // The turning point: the last move that changed who wins with best play (the sign of the
  // difference says it in either game).
  if (analysis.predicted_at_start) {
    std::array<int, 2> previous = *analysis.predicted_at_start;
    for (int i = analysis.first_solved; i < n; ++i) {
      const MoveAnalysis& move = analysis.moves[static_cast<size_t>(i)];
      if (sign(*move.predicted) != sign(previous) && *move.cost > 0)
        analysis.turning_point = TurningPoint{i, *move.predicted};
      previous = *move.predicted;
    }
  }
  analysis.stats = solver.stats();
  analysis.seconds = since(started);
  return analysis;
}

Hint hint_after(const Board& board, const std::vector<Line>& lines, const AnalysisBudget& budget,
                bool misere) {
  const auto started = Clock::now();
  Position position(board);
  for (Line line : lines) position.play(line);
  Hint hint;
  hint.facts = strategy_facts(position);
  if (!CompactBoard::fits(board))
    hint.unsolved = Unsolved::board_too_big;
  else if (position.lines_left() > budget.max_lines_left)
    hint.unsolved = Unsolved::too_many_lines;
  else if (budget.seconds <= 0)
    hint.unsolved = Unsolved::no_time;
  if (hint.unsolved != Unsolved::none) return hint;
  Solver solver(
      board, SolverOptions{
                 .misere = misere, .table_bytes = budget.table_bytes, .threads = budget.threads});
  const SolveBudget solve_budget{.max_nodes = budget.nodes_per_position,
                                 .max_seconds = budget.seconds};
  hint.value = solver.value(drawn_lines(position), solve_budget);
  if (!hint.value) {
    hint.unsolved = Unsolved::budget;
    return hint;
  }
  const SolveBudget rest{.max_nodes = budget.nodes_per_position,
                         .max_seconds = std::max(0.001, budget.seconds - since(started))};
  if (auto best = moves_at_least(solver, position, *hint.value, rest)) {
    hint.best = *best;
    hint.predicted = predict(board, {position.score(Player::first), position.score(Player::second)},
                             position.to_move(), *hint.value, misere);
  } else {
    hint.value.reset();
    hint.unsolved = Unsolved::budget;
  }
  return hint;
}

}  // namespace lucas
