// The computer's levels (the rules page, "L'ordinateur et les options du jeu"): one engine, one
// rule of play per level, from a position and a seeded random source to a line.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string_view>
#include <vector>

#include "game/position.h"
#include "solve/solver.h"

namespace lucas {

/// The computer's levels, weakest first.
enum class Level { easy, medium, hard, master };

/// The level a name stands for: easy, medium, hard, master, or the rules page's facile, moyen,
/// difficile, maître (NFC, also "maitre"); nothing for any other name.
std::optional<Level> level_from_name(std::string_view name);
/// The stable name of a level: "easy", "medium", "hard", "master".
const char* level_name(Level level);
/// Every level's stable name, weakest first (for option checks and messages).
std::vector<std::string> level_names();

/// A number in [0, n) from a seeded generator, for every game's computer: mt19937_64's sequence
/// is fixed by the standard and the reduction is ours (not a library distribution), so that games
/// replay the same on every machine. Precondition: n > 0.
inline int seeded_below(std::mt19937_64& random, int n) {
  return static_cast<int>(random() % static_cast<std::uint64_t>(n));
}

/// A computer player of one level on one board; keeps its solver table between moves.
///
/// - easy takes an offered box 4 times in 5, and while a safe line is left gives a third side
///   1 time in 2;
/// - medium never gives a third side while a safe line is left, takes every box it can, and
///   when it must give boxes gives the fewest;
/// - hard counts chains (it picks the safe line that leaves the long-chain count it wants),
///   refuses the last two boxes of a chain (four of a loop) when that keeps control of chains
///   still to come, opens the smallest chain, a chain of two by its middle, and solves the
///   position exactly once few safe lines are left (boards of at most 64 lines);
/// - master plays the exact solver's line within its budget, hard's beyond it.
///
/// In a misère game the greed is inverted: easy and medium take a box only when every other
/// line takes one too (easy: or 1 time in 5) and, forced to give, give the most; hard plays
/// medium's misère rule (its chain rules are normal play's), and master the exact misère
/// solver's line within its budget, medium's misère rule beyond it.
///
/// Which of equally good lines is drawn (which safe line, which best line) and easy's
/// "sometimes" come from the seed: the same seed and the same moves give the same lines.
class ComputerPlayer {
 public:
  ComputerPlayer(const Board& board, bool misere, Level level, std::uint64_t seed,
                 SolveBudget master_budget);
  ~ComputerPlayer();
  ComputerPlayer(ComputerPlayer&&) noexcept;
  ComputerPlayer& operator=(ComputerPlayer&&) noexcept;

  Level level() const { return level_; }

  /// The line it draws next in `position`. Precondition: !position.is_over().
  Line choose(const Position& position);

  /// Nodes hard's endgame solve may search for one choice.
  static constexpr std::uint64_t kHardNodes = 400'000;
  /// Hard solves exactly once this few safe lines are left (or this many lines in all).
  static constexpr int kHardSafeLines = 4;
  static constexpr int kHardLinesLeft = 22;

 private:
  // A number in [0, n), from the seeded generator (seeded_below).
  int below(int n) { return seeded_below(random_, n); }
  bool one_in(int n) { return below(n) == 0; }
  Line easy(const Position& position);
  Line medium(const Position& position);
  // Hard's rule of play, without the exact solve.
  Line hard_rule(const Position& position);
  Line hard(const Position& position);
  Line master(const Position& position);
  // Whether hard solves the position exactly: few safe lines or few lines left.
  bool endgame(const Position& position) const;
  // The exact solver's line within the budget, `preferred` first among equal ones; nothing when
  // the budget ran out or the board is too big.
  std::optional<Line> solved(const Position& position, Line preferred, SolveBudget budget);

  const Board* board_;
  bool misere_;
  Level level_;
  std::mt19937_64 random_;
  SolveBudget master_budget_;
  std::unique_ptr<Solver> solver_;
};

}  // namespace lucas
