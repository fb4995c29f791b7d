#include "present/chopsticks_move_text.h"

#include "game/chopsticks_notation.h"

namespace lucas {

std::string shown_move(const ChopsticksMove& move, const Catalogue& catalogue) {
  if (move.kind == ChopsticksMove::Kind::split) return written(move);
  const auto letter = [&](Hand hand) {
    return catalogue.text(hand == Hand::left ? "play.chopsticks.left" : "play.chopsticks.right");
  };
  return letter(move.mine) + "-" + letter(move.theirs);
}

}  // namespace lucas
