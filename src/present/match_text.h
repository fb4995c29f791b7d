// lucas match in words and JSON: wins, draws, losses and mean margin per side; and each game as
// a record, its players named after their levels.
#pragma once

#include <array>
#include <string>

#include "record/writer.h"
#include "solve/level_match.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// A match's players: the level's name in the language, numbered when both sides are one level.
std::array<std::string, 2> side_names(std::array<Level, 2> levels, const Catalogue& catalogue);

/// game-007.yaml: numbered with as many digits as the last game needs (at least three), so
/// that the files sort in playing order.
std::string match_record_file(int number, int games);

/// One game of the match as a record: its title, its players and initials in playing order,
/// and a comment that says how to play it again.
PlayedDotsAndBoxes match_record(const MatchRequest& request, const LevelGame& game,
                                const Catalogue& catalogue);

/// The results, a sentence a line.
std::string match_text(const MatchResult& match, const Catalogue& catalogue);

/// The results in JSON (docs/json.md).
Json match_json(const MatchResult& match);

}  // namespace lucas
