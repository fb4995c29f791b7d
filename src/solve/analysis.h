// A recorded game annotated move by move: kinds, exact values, costs and marks, the turning point.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "game/board.h"
#include "solve/solver.h"
#include "solve/strategy.h"

namespace lucas {

/// How an annotator marks a move.
enum class MoveMark {
  none,
  only,     ///< "!": the only move that keeps the value (plain captures are not marked)
  mistake,  ///< "?": costs 1 box
  blunder,  ///< "??": costs 2 boxes or more
};

/// The annotation's text: "", "!", "?", "??".
const char* mark_text(MoveMark mark);

/// How far analyze goes (docs/analyze.md). Positions are solved from the last one backwards;
/// once one needs more than its budget, the earlier (bigger) ones are not tried.
struct AnalysisBudget {
  /// Positions with more lines left than this are not solved.
  int max_lines_left = 64;
  /// Nodes one position may search (its value, then its best moves).
  std::uint64_t nodes_per_position = 20'000'000;
  /// Seconds the whole analysis may take.
  double seconds = 6;
  /// The solver table's size (SolverOptions::table_bytes).
  std::uint64_t table_bytes = std::uint64_t{64} << 20;
  /// Threads the solver searches with (SolverOptions::threads).
  int threads = 1;
};

/// Why a position has no exact value.
enum class Unsolved {
  none,            ///< it has one
  no_time,         ///< the budget gave no seconds (--seconds 0): nothing was tried
  board_too_big,   ///< a board of more than 64 lines, which the solver cannot hold
  too_many_lines,  ///< more lines left than the budget's max_lines_left: not tried
  budget,          ///< the solver was started and its seconds or nodes ran out first
};

/// The stable name of a reason, for JSON: "no-time", "board-too-big",
/// "too-many-lines", "budget"; nullptr for none.
const char* unsolved_name(Unsolved reason);

/// One move of the record, annotated.
struct MoveAnalysis {
  int number = 0;  ///< from 1
  Player player = Player::first;
  Line line;
  MoveKind kind = MoveKind::safe;
  int lines_left = 0;  ///< before the move
  /// Exact values for the mover, before the move and of the move played; empty beyond the budget.
  /// In a misère game they count the mover's boxes against them (Solver).
  std::optional<int> value_before;
  std::optional<int> value_after;
  /// (value_before - value_after) / 2: the boxes the move gave away (each one the mover's less
  /// and the opponent's more: the net value falls by twice the boxes).
  std::optional<int> cost;
  MoveMark mark = MoveMark::none;
  /// The moves that keep value_before (all of them for a mistake, empty otherwise or unsolved).
  std::vector<Line> best;
  /// Whether the search for those moves ran out of budget, so that a mistake's better moves
  /// (or a "!") are not known though its value is.
  bool best_unsolved = false;
  /// The totals after the move.
  std::array<int, 2> score{0, 0};
  /// The final totals with best play from after the move, when known.
  std::optional<std::array<int, 2>> predicted;
};

/// The move after which the result with best play changed for the last time.
struct TurningPoint {
  int move = 0;                        ///< index into GameAnalysis::moves
  std::array<int, 2> predicted{0, 0};  ///< final totals with best play from after it
};

/// A whole game analysed.
struct GameAnalysis {
  std::vector<MoveAnalysis> moves;
  /// The final totals with best play from the start, when the start was solved.
  std::optional<std::array<int, 2>> predicted_at_start;
  std::optional<TurningPoint> turning_point;
  /// The first move (index) whose position was solved; moves.size() when none was.
  int first_solved = 0;
  /// Why the moves before first_solved (and the start, when it is not predicted) have no
  /// values: Unsolved::budget only when the solver ran out of time or nodes.
  Unsolved unsolved = Unsolved::none;
  SolveStats stats;
  double seconds = 0;
  /// The seconds the analysis was given (AnalysisBudget::seconds), for "not solved within 6 s".
  double budget_seconds = 0;
};

/// Annotates the moves (legal lines, in order, from the board's start), of a normal or a misère
/// game. Boards of more than 64 lines get kinds and scores only.
GameAnalysis analyze_game(const Board& board, const std::vector<Line>& lines,
                          const AnalysisBudget& budget, bool misere = false);

/// The best moves of a position, with its value, for hints.
struct Hint {
  std::optional<int> value;  ///< for the player to move; empty beyond the budget
  std::vector<Line> best;    ///< every move that keeps the value (empty when unsolved)
  /// The final totals with best play, when solved.
  std::optional<std::array<int, 2>> predicted;
  /// Why value is empty: Unsolved::budget only when the solver was started and its budget ended
  /// it before the answer.
  Unsolved unsolved = Unsolved::none;
  StrategyFacts facts;
};

/// The best moves after the given lines, in a normal or a misère game. Precondition: the game is
/// not over.
Hint hint_after(const Board& board, const std::vector<Line>& lines, const AnalysisBudget& budget,
                bool misere = false);

}  // namespace lucas
