// A board as people write it, in records, templates and on the command line: its size
// (game/board_size.h) and its border (game/border.h), with the message for every slip.
#pragma once

#include <string_view>

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

/// Reads a border name (none, swedish, icelandic). A refusal guesses the name meant when one is
/// close, and lists them all otherwise.
Result<Border, Message> read_border(std::string_view text);

}  // namespace lucas
