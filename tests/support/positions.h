// Positions for unit tests, written with the worksheet's line names.
#pragma once

#include <initializer_list>
#include <random>
#include <vector>

#include "game/position.h"

namespace lucas::testing {

/// The line of this name on the board ("A-B", "b1-b2"). A name that is no line of the board
/// fails the test and gives Line{} (no line).
Line line(const Board& board, const char* name);

/// A position with these lines drawn, in order, whoever draws them ("A-B", "b1-b2"). A name that
/// is no line of the board fails the test and is skipped.
Position position_with(const Board& board, std::initializer_list<const char*> lines);

/// The lines of a whole game on the board, each drawn at random among the undrawn ones.
std::vector<Line> random_game(const Board& board, std::mt19937& random);

}  // namespace lucas::testing
