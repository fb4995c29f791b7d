// A board as the page draws it: its dots with their names and places, its lines by their two
// dots, its cells by their corners; all in line lengths, the record's names for everything.
#pragma once

#include "game/board.h"
#include "text/json.h"

namespace lucas::serve {

/// {"grid", "size" | "rows"+"cols", "border", "width", "height",
///  "dots": [{"name", "x", "y"}], "lines": [{"name", "from", "to", "predrawn"}],
///  "cells": [{"number", "corners": [dot names], "x", "y"}]}
Json board_geometry_json(const Board& board);

}  // namespace lucas::serve
