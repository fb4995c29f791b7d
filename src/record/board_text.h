// A board as people write it, in records, templates and on the command line: its grid, its
// size (game/board_size.h for square boards, one number for the others) and its border
// (game/border.h), with the message for every slip.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "game/board.h"
#include "game/board_size.h"
#include "game/result.h"
#include "game/types.h"
#include "text/catalogue.h"

namespace lucas {

/// Reads a board size in the given unit (the grammar is parse_board_size's). A refusal says what
/// was written and what was expected; `where` introduces the size as the user wrote it: "dots:"
/// in a record or template, "--dots" on the command line.
Result<BoardSize, Message> read_board_size(std::string_view text, SizeUnit unit,
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
