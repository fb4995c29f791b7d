#include "solve/level_puzzles.h"

#include <algorithm>
#include <array>

#include "solve/compact_board.h"
#include "solve/level_match.h"

namespace lucas {

namespace {

// Nodes one position may cost when a sheet is made: a 5x5 position of 20 lines left takes far
// less, and a sheet tries a few hundred positions.
constexpr std::uint64_t kPuzzleNodes = 2'000'000;

}  // namespace

std::optional<std::pair<Line, int>> only_good_line(Solver& solver, const Position& position,
                                                   SolveBudget budget) {
  const LineSet drawn = drawn_lines(position);
  const std::optional<int> value = solver.value(drawn, budget);
  if (!value) return std::nullopt;
  std::optional<Line> good;
  LineSet good_key = 0;
  for (int l = 0; l < position.board().line_count(); ++l) {
    if (drawn & bit_of(l)) continue;
    const std::optional<bool> keeps = solver.move_at_least(drawn, l, *value, budget);
    if (!keeps) return std::nullopt;
    if (!*keeps) continue;
    // Lines whose positions are one game under the board's symmetries are one answer.
    const LineSet key = solver.board().canonical(drawn | bit_of(l));
    if (!good) {
      good = Line{l};
      good_key = key;
    } else if (key != good_key) {
      return std::nullopt;
    }
  }
  if (!good) return std::nullopt;
  return std::pair{*good, *value};
}

std::optional<Puzzle> puzzle_at(Solver& solver, const std::vector<Line>& lines, const Board& board,
                                SolveBudget budget) {
  Position position(board);
  for (Line line : lines) position.play(line);
  if (position.lines_left() < 4) return std::nullopt;
  const auto good = only_good_line(solver, position, budget);
  if (!good) return std::nullopt;
  Puzzle puzzle{lines, good->first, good->second, move_kind(position, good->first),
                PuzzleIdea::open_smallest};
  const StrategyFacts facts = strategy_facts(position);
  bool refusal = false;
  for (int l = 0; l < board.line_count(); ++l)
    if (!position.is_drawn(Line{l}) && move_kind(position, Line{l}) == MoveKind::double_dealing)
      refusal = true;
  switch (puzzle.kind) {
    case MoveKind::double_dealing:
      puzzle.idea = PuzzleIdea::decline;
      break;
    case MoveKind::capture:
    case MoveKind::double_cross:
      // Taking a box is no puzzle unless refusing it was the tempting mistake.
      if (!refusal) return std::nullopt;
      puzzle.idea = PuzzleIdea::take_all;
      break;
    case MoveKind::safe:
      // One safe line among several: the long-chain rule chooses it.
      if (facts.safe_lines.size() < 2) return std::nullopt;
      puzzle.idea = PuzzleIdea::count_chains;
      break;
    case MoveKind::sacrifice:
    case MoveKind::loony:
      puzzle.idea = facts.safe_lines.empty() ? PuzzleIdea::open_smallest : PuzzleIdea::count_chains;
      break;
  }
  return puzzle;
}

std::vector<Puzzle> find_puzzles(const Board& board, int count, std::uint64_t seed,
                                 const std::vector<Line>* record, int max_lines_left) {
  Solver solver(board, SolverOptions{.table_bytes = std::uint64_t{32} << 20});
  const SolveBudget budget{.max_nodes = kPuzzleNodes};
  std::vector<Puzzle> found;
  std::array<int, 4> per_idea{};
  // A sheet mixes the ideas: none may take more than its share until the others are exhausted.
  const int share = (count + 3) / 4;
  auto try_game = [&](const std::vector<Line>& lines, bool one_per_game) {
    // From the end backwards: small positions first, each solve filling the table for the next.
    std::vector<Puzzle> here;
    for (size_t n = lines.size(); n-- > 0;) {
      if (board.playable_line_count() - static_cast<int>(n) > max_lines_left) break;
      const std::vector<Line> prefix(lines.begin(), lines.begin() + static_cast<long>(n));
      if (auto puzzle = puzzle_at(solver, prefix, board, budget)) here.push_back(*puzzle);
    }
    // The game's puzzle of the idea the sheet has least of.
    std::stable_sort(here.begin(), here.end(), [&](const Puzzle& a, const Puzzle& b) {
      return per_idea[static_cast<size_t>(a.idea)] < per_idea[static_cast<size_t>(b.idea)];
    });
    for (const Puzzle& puzzle : here) {
      if (static_cast<int>(found.size()) >= count) break;
      if (one_per_game && per_idea[static_cast<size_t>(puzzle.idea)] >= share) continue;
      found.push_back(puzzle);
      ++per_idea[static_cast<size_t>(puzzle.idea)];
      if (one_per_game) break;
    }
  };
  if (record) {
    try_game(*record, false);
  } else {
    // Games between hard and medium, each starting in turn: enough of them to find a mixed
    // sheet, not so many that a board without puzzles keeps the class waiting.
    constexpr int kGames = 40;
    for (int g = 0; g < kGames && static_cast<int>(found.size()) < count; ++g) {
      const LevelGame game = play_level_game(board, false, {Level::hard, Level::medium}, g % 2,
                                             seed + static_cast<std::uint64_t>(g), {});
      try_game(game.lines, true);
    }
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Puzzle& a, const Puzzle& b) { return a.idea < b.idea; });
  return found;
}

}  // namespace lucas
