// Chains and loops: the parts of the board the endgame is played in.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "solve/compact_board.h"

namespace lucas {

/// A chain is a row of boxes that a player who draws one of its lines hands over one after the
/// other; a loop is a chain closed on itself.
enum class ComponentKind : std::uint8_t { chain, loop };

/// A maximal run of boxes with exactly two sides drawn, joined by their undrawn lines.
struct Component {
  ComponentKind kind = ComponentKind::chain;
  /// The boxes in order along the chain or around the loop.
  std::vector<int> boxes;
  /// The undrawn lines of the component, each once.
  LineSet lines = 0;
  /// For a chain: how many of its two ends lead off the board (rather than into a box with
  /// fewer than two sides drawn).
  int ends_on_border = 0;

  int size() const { return static_cast<int>(boxes.size()); }
  /// Long chains (3 boxes or more) and loops decide the endgame; chains of 1 or 2 are short.
  bool is_long() const { return kind == ComponentKind::loop || size() >= 3; }
};

/// Every component of a position, chains first, each list in board order.
std::vector<Component> find_components(const CompactBoard& board, LineSet drawn);

/// The exact value of a "simple loony endgame" (Buzzard & Ciere 2014): every box not yet
/// completed has exactly two sides drawn, so the board is only independent chains and loops
/// whose ends lead off the board, and the player to move must open one of them. Computed by
/// recursion over the multiset of component sizes, memoised.
class LoonyEndgame {
 public:
  /// Net boxes for the player to move. Precondition: the components of such a position.
  int value(const std::vector<Component>& components);

 private:
  int value_of(std::string& key);
  std::unordered_map<std::string, int> memo_;
};

}  // namespace lucas
