#include "solve/chains.h"

namespace lucas {

int PositionChains::sides_left(int box) const {
  int n = 0;
  for (Line side : position_.board().sides(Box{box})) n += drawn(side) ? 0 : 1;
  return n;
}

int PositionChains::open_side(int box, int except) const {
  // The lowest index, as CompactChains gives it, so that both walk a loop the same way round.
  int lowest = -1;
  for (Line side : position_.board().sides(Box{box}))
    if (!drawn(side) && side.index != except && (lowest < 0 || side.index < lowest))
      lowest = side.index;
  return lowest;
}

int PositionChains::across(int line, int box) const {
  const auto& boxes = position_.board().boxes_of(Line{line});
  return boxes[0].index == box ? boxes[1].index : boxes[0].index;
}

std::vector<Chain> chains_of(const Position& position) {
  std::vector<Chain> chains;
  Chain chain;
  walk_chains(
      PositionChains(position), [&](int box) { chain.boxes.push_back(Box{box}); },
      [&](bool loop, int) {
        chain.loop = loop;
        chains.push_back(std::move(chain));
        chain = Chain{};
      });
  return chains;
}

}  // namespace lucas
