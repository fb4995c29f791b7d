// A board in words and in JSON, as the commands' headings and documents name it: "3×3 boxes",
// "triangle 4 (16 cells)", {"grid": "hexagon", "size": 2}.
#pragma once

#include <optional>
#include <string>

#include "game/board.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// The board's size in words: its boxes on a square board, its grid, size and cells otherwise.
Message board_words(const Board& board);

/// The options that give this board on the command line: "--dots 4x4", "--grid triangle
/// --size 3", with "--border swedish" when it has one.
std::string board_options_text(const Board& board);

/// The catalogue to speak of this board with: the one given on a square board, its cells form
/// (Catalogue::for_cells) on a triangle or a hexagon, made in `storage`.
const Catalogue& catalogue_for(const Board& board, const Catalogue& catalogue,
                               std::optional<Catalogue>& storage);

/// The board in JSON: {"grid", "boxes", "dots"} on a square board, {"grid", "size", "cells"}
/// on the others (docs/json.md).
Json board_json(const Board& board);

}  // namespace lucas
