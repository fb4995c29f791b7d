// A board as people write it, in records, templates and on the command line: its grid, its
// size (game/board_size.h for square boards, one number for the others) and its border
// (game/border.h), with the message for every slip.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "game/board.h"
#include "game/board_size.h"
#include "game/games.h"
#include "game/result.h"
#include "game/types.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas {

/// The keys a board is written with: `dots: 3x4` in a record or template, `--dots 3x4` on the
/// command line.
enum class BoardKey { dots, boxes, grid, size, border };
inline constexpr std::array<BoardKey, 5> kBoardKeys{BoardKey::dots, BoardKey::boxes, BoardKey::grid,
                                                    BoardKey::size, BoardKey::border};

/// A key's name: "dots", "boxes", "grid", "size", "border".
std::string_view board_key_name(BoardKey key);

/// Where a board is written, which names its keys in messages: "dots:" in a record or
/// template, "--dots" on the command line.
enum class BoardSyntax { record, options };

/// A board as written: the text given for each key, in kBoardKeys order; none for a key not
/// given.
using BoardWords = std::array<std::optional<std::string>, kBoardKeys.size()>;

/// Why the words written are no board. The rule is one; each place words the slip its own way
/// (a record points at the key and says `dots`, the command line says --dots).
struct BoardSlip {
  enum class Kind {
    unreadable,      ///< `key`'s text is no grid, size or border, or a border the grid refuses
    both_sizes,      ///< dots and boxes both
    no_size,         ///< a square board with neither dots nor boxes (and nothing to fall back on)
    size_on_square,  ///< size, on a square board
    sizes_on_grid,   ///< dots or boxes (`key`) on a triangle or hexagon
    grid_without_size,  ///< a triangle or hexagon without its size
  };
  Kind kind = Kind::unreadable;
  BoardKey key = BoardKey::grid;  ///< the key at fault
  Grid grid = Grid::square;       ///< the grid written
  Message message;                ///< unreadable: what is wrong with the text
};

/// The one rule of how the keys make a board:
///
///     grid: square | triangle | hexagon      (absent: square)
///     dots: RxC  or  boxes: RxC              (square only; the grammar of game/board_size.h)
///     size: N                                (triangle: segments a side; hexagon: cells a side)
///     border: none | swedish | icelandic     (icelandic: square only)
///
/// A square board given neither dots nor boxes is `fallback` when there is one (a command's
/// default board, with the border given), a no_size slip otherwise. A board given a size or a
/// grid keeps the fallback's border where it can have it (not Icelandic off a square board),
/// unless a border is given.
Result<BoardShape, BoardSlip> read_board(const BoardWords& words, BoardSyntax syntax,
                                         const std::optional<BoardShape>& fallback = std::nullopt);

/// read_board for options: the command line's --dots, --boxes, --grid, --size, --border, or the
/// same words as query keys of the page's API (dots=3x4). A slip is said in the command line's
/// words: a bad size, grid or border a bad-board error (the Icelandic border off a square board
/// too), dots with boxes, or either with a triangle or hexagon, a conflicting-options one, a
/// triangle or hexagon without its size a missing-companion one, a size with neither a
/// bad-option one, and no board at all, when there is no `fallback`, a missing-option one that
/// names the command `needed_by` ("solve").
Result<BoardShape, Diagnostic> read_board_options(const BoardWords& words,
                                                  const std::optional<BoardShape>& fallback,
                                                  std::string_view needed_by);

/// The refusal of board words given to a game that takes none (the table of games says which:
/// Chopsticks is played without a board), a conflicting-options error that names the first
/// option given ("--dots"); nothing when the game takes them or none was given.
std::optional<Diagnostic> refuse_board_words(const BoardWords& words, Game game);

/// Reads a board size in the given unit (the grammar is parse_board_size's). A refusal says what
/// was written and what was expected; `where` introduces the size as the user wrote it: "dots:"
/// in a record or template, "--dots" on the command line.
Result<BoardShape, Message> read_board_size(std::string_view text, SizeUnit unit,
                                            std::string_view where);

/// Reads a grid name (square, triangle, hexagon). A refusal guesses the name meant when one is
/// close, and lists them all otherwise.
Result<Grid, Message> read_grid(std::string_view text);

/// Reads the size of a triangle (segments a side) or a hexagon (cells a side): a whole number
/// from 1 to the grid's largest. `where` introduces it as written ("size:", "--size").
Result<int, Message> read_grid_size(std::string_view text, Grid grid, std::string_view where);

/// The refusal of a border a grid does not take (the Icelandic one off square boards).
std::optional<Message> refuse_border(Grid grid, Border border);

/// The name of a grid in the language ("triangle", « hexagone »), as a catalogue key.
std::string grid_text_key(Grid grid);

/// Reads a border name (none, swedish, icelandic). A refusal guesses the name meant when one is
/// close, and lists them all otherwise.
Result<Border, Message> read_border(std::string_view text);

}  // namespace lucas
