// Strategy facts of a position (the rules page): safe lines, offers, chains and loops, control.
#pragma once

#include <optional>
#include <vector>

#include "game/position.h"
#include "solve/chains.h"

namespace lucas {

/// What a move does, in the words of the strategy sheet.
enum class MoveKind {
  safe,          ///< completes nothing and gives no box a third side
  capture,       ///< completes one box
  double_cross,  ///< completes two boxes with one line
  sacrifice,     ///< offers boxes the opponent can only take
  loony,  ///< offers a chain or loop the opponent can take, or refuse with a double sacrifice
  double_dealing,  ///< refuses the last 2 boxes of a chain (or 4 of a loop): a double sacrifice
};

/// The stable name of a move kind, for JSON and catalogue keys: safe, capture, double-cross,
/// sacrifice, loony, double-dealing.
const char* kind_name(MoveKind kind);

/// Everything the strategy sheet teaches to look at in a position.
struct StrategyFacts {
  /// Lines that complete nothing and give no box a third side.
  std::vector<Line> safe_lines;
  /// Boxes with one side left: whoever moves can take them now.
  std::vector<Box> takeable;
  /// The chains and loops of the position, chains first, in board order.
  std::vector<Chain> chains;
  int long_chains = 0;  ///< chains of 3 or more (loops do not count in the rule)
  int loops = 0;
  /// The long-chain rule: the player to move wants the number of long chains to have this
  /// parity (true = odd) to be in control at the end; the opponent wants the other one.
  bool mover_wants_odd = false;
};

/// The facts of a position. Works on boards of any size.
StrategyFacts strategy_facts(const Position& position);

/// What drawing `line` in `position` would be. Precondition: the line is not drawn.
MoveKind move_kind(const Position& position, Line line);

}  // namespace lucas
