// The games lucas knows, in one table: each game's word in records and on the command line, the
// catalogue key of its name, and which options its commands accept. Commands choose a game here
// once and then visit its part of a record or a check (record/record.h, check/check_result.h).
//
// A game is a module (game/, record/, check/, solve/, render/ for Dots and Boxes; the
// chopsticks_* files for Chopsticks). What a game provides, each once:
//   - its moves' reader and writer (game/notation.h; game/chopsticks_notation.h),
//   - its record part, read in record/reader.cc and written in record/writer.cc,
//   - its referee (check/referee.h is the shared skeleton; check/checker.cc and
//     check/chopsticks_referee.cc the two games'),
//   - its replay's frames and its summary row (render/replayed_game.h, render/replayed_hands.h;
//     check/check_text.cc),
//   - its solver and levels (solve/solver.h, solve/level.h; solve/chopsticks_table.h,
//     solve/chopsticks_level.h) and its terminal turn (terminal/terminal_game.h,
//     terminal/chopsticks_terminal_game.h).
// A third game adds a row to kGames and its module, and a case where each of those is chosen.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lucas {

/// A game lucas knows.
enum class Game : std::uint8_t { dots_and_boxes, chopsticks };

/// One row of the table of games.
struct GameEntry {
  Game game;
  /// Its word in a record's `game:` and in `--game`.
  std::string_view word;
  /// The catalogue key of its name in the user's language.
  std::string_view name_key;
  /// Whether its commands take the board options (--dots, --boxes, --grid, --border …).
  bool board_options;
  /// Whether its commands take the rule options (--end, --splits, --resurrection, --suicide).
  bool rule_options;
};

/// Every game, the default (a record without `game:`, a command without `--game`) first.
inline constexpr std::array<GameEntry, 2> kGames{{
    {Game::dots_and_boxes, "dots-and-boxes", "game.dots-and-boxes", true, false},
    {Game::chopsticks, "chopsticks", "game.chopsticks", false, true},
}};

/// The row of a game.
const GameEntry& game_entry(Game game);

/// The game a word names (`game:`, `--game`), exactly; nothing for any other word.
std::optional<Game> game_named(std::string_view word);

/// Every game's word, in the table's order.
std::vector<std::string> game_words();

}  // namespace lucas
