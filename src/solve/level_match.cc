#include "solve/level_match.h"

namespace lucas {

namespace {

// splitmix64 (Steele, Lea and Flood): a fixed function, so seeds derive the same everywhere.
std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

}  // namespace

std::uint64_t side_seed(std::uint64_t game_seed, int side) {
  return splitmix(game_seed * 2 + static_cast<std::uint64_t>(side));
}

LevelGame play_level_game(const Board& board, bool misere, std::array<Level, 2> levels, int starts,
                          std::uint64_t game_seed, SolveBudget master_budget) {
  LevelGame game;
  game.starts = starts;
  game.seed = game_seed;
  std::array<ComputerPlayer, 2> players{
      ComputerPlayer(board, misere, levels[0], side_seed(game_seed, 0), master_budget),
      ComputerPlayer(board, misere, levels[1], side_seed(game_seed, 1), master_budget)};
  Position position(board);
  // The side of the player to move: the starter plays Player::first.
  auto side_of = [&](Player player) { return player == Player::first ? starts : 1 - starts; };
  while (!position.is_over()) {
    const Line line = players[static_cast<size_t>(side_of(position.to_move()))].choose(position);
    game.lines.push_back(line);
    position.play(line);
  }
  for (Player player : {Player::first, Player::second})
    game.boxes[static_cast<size_t>(side_of(player))] = position.score(player);
  return game;
}

MatchTally play_match(const Board& board, bool misere, std::array<Level, 2> levels, int games,
                      std::uint64_t seed, SolveBudget master_budget,
                      const std::function<bool(const LevelGame&)>& on_game) {
  MatchTally tally;
  for (int n = 1; n <= games; ++n) {
    if (master_budget.stop && master_budget.stop->load()) {
      tally.stopped = true;
      break;
    }
    LevelGame game = play_level_game(board, misere, levels, (n - 1) % 2,
                                     splitmix(seed + static_cast<std::uint64_t>(n)), master_budget);
    game.number = n;
    // A stop during the game cut master's searches short: the game does not count.
    if (master_budget.stop && master_budget.stop->load()) {
      tally.stopped = true;
      break;
    }
    for (int side = 0; side < 2; ++side) {
      SideTally& t = tally.sides[static_cast<size_t>(side)];
      const int margin =
          game.boxes[static_cast<size_t>(side)] - game.boxes[static_cast<size_t>(1 - side)];
      // In a misère game fewer boxes win.
      const int sign = misere ? -1 : 1;
      if (margin * sign > 0)
        ++t.wins;
      else if (margin == 0)
        ++t.draws;
      else
        ++t.losses;
      t.margin += margin;
    }
    ++tally.games;
    if (on_game && !on_game(game)) {
      tally.stopped = n < games;
      break;
    }
  }
  return tally;
}

MatchResult match_levels(const MatchRequest& request, const std::atomic<bool>* stop,
                         const std::function<bool(const LevelGame&)>& on_game) {
  return {request,
          play_match(request.board, request.misere, request.levels, request.games, request.seed,
                     SolveBudget{.max_seconds = request.seconds, .stop = stop}, on_game)};
}

}  // namespace lucas
