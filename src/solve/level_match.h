// Games between the computer's levels: lucas match, the strength figures of docs/play.md and
// the positions of the puzzle sheets.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "game/board.h"
#include "solve/level.h"

namespace lucas {

/// One game between two levels ("sides" 0 and 1, as the match names them).
struct LevelGame {
  int number = 0;          ///< from 1
  int starts = 0;          ///< the side that drew the first line
  std::uint64_t seed = 0;  ///< the game's seed: each side's player seed derives from it
  std::vector<Line> lines;
  std::array<int, 2> boxes{0, 0};  ///< per side
};

/// The seed of a side's player in a game of that seed (splitmix64: the same on every machine).
std::uint64_t side_seed(std::uint64_t game_seed, int side);

/// Plays a whole game, side `starts` first. A master player gets `master_budget`; a raised stop
/// flag in it ends master's searches early (the game still ends, on hard's lines).
LevelGame play_level_game(const Board& board, bool misere, std::array<Level, 2> levels, int starts,
                          std::uint64_t game_seed, SolveBudget master_budget);

/// One side's results.
struct SideTally {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  long long margin = 0;  ///< the sum of (own boxes - opponent's boxes)
  int games() const { return wins + draws + losses; }
  /// The mean margin per game; 0 before any game.
  double mean_margin() const { return games() ? static_cast<double>(margin) / games() : 0.0; }
};

/// A match's results so far.
struct MatchTally {
  std::array<SideTally, 2> sides;
  int games = 0;
  bool stopped = false;  ///< ended before its last game (the stop flag, or on_game said so)
};

/// Plays `games` games, side 0 starting the odd-numbered ones (1, 3, …) and side 1 the even
/// ones, each game's seed derived from `seed` and its number. Before and after each game the
/// stop flag of `master_budget` is polled (a game it cut short does not count); after each,
/// on_game may return false to stop.
MatchTally play_match(const Board& board, bool misere, std::array<Level, 2> levels, int games,
                      std::uint64_t seed, SolveBudget master_budget,
                      const std::function<bool(const LevelGame&)>& on_game = {});

/// What lucas match is asked: one level against another on a board.
struct MatchRequest {
  Board board;
  bool misere = false;
  std::array<Level, 2> levels{Level::hard, Level::hard};
  int games = 200;
  std::uint64_t seed = 0;
  /// Master's seconds a move.
  double seconds = 1;
  /// The folder the games' records are written to; empty: none (the face writes them).
  std::string records;
};

/// A match played: what was asked and the results.
struct MatchResult {
  MatchRequest request;
  MatchTally tally;
};

/// Plays the match (play_match); a raised `stop` (Ctrl-C) ends it after the game being played,
/// and on_game may return false to stop (a record that could not be written).
MatchResult match_levels(const MatchRequest& request, const std::atomic<bool>* stop = nullptr,
                         const std::function<bool(const LevelGame&)>& on_game = {});

}  // namespace lucas
