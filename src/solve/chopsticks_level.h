// The computer's levels at Chopsticks: from a position and a seeded random source to a move,
// perfect play read from the solved table, or easy's table move with a random one now and then.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "game/chopsticks.h"
#include "solve/chopsticks_table.h"

namespace lucas {

/// The computer's levels at Chopsticks, weakest first.
enum class ChopsticksLevel { easy, perfect };

/// The level a name stands for: easy or perfect, or the French facile or parfait; nothing for any
/// other name.
std::optional<ChopsticksLevel> chopsticks_level_from_name(std::string_view name);
/// The stable name of a level: "easy", "perfect".
const char* chopsticks_level_name(ChopsticksLevel level);
/// Every level's stable name, weakest first.
std::vector<std::string> chopsticks_level_names();

/// A computer player of one level in the two-player game, on the table of the game's rules.
///
/// - perfect plays the table's best move (ChopsticksTable::best_move): the quickest win, else a
///   draw, else the longest resistance; it never lets a won position go;
/// - easy plays a random legal move 1 time in kEasyRandomIn, the table's best move otherwise.
///
/// Easy's "sometimes" and its random moves come from the seed: the same seed and the same moves
/// give the same moves.
class ChopsticksPlayer {
 public:
  /// `table` must outlive the player.
  ChopsticksPlayer(const ChopsticksTable& table, ChopsticksLevel level, std::uint64_t seed);

  ChopsticksLevel level() const { return level_; }

  /// The move it plays in `position`. Precondition: two players, !position.is_over().
  ChopsticksMove choose(const ChopsticksPosition& position);

  /// Easy plays a random legal move 1 time in this many.
  static constexpr int kEasyRandomIn = 3;

 private:
  const ChopsticksTable* table_;
  ChopsticksLevel level_;
  std::mt19937_64 random_;
};

}  // namespace lucas
