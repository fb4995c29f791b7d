// A recorded paper game, as the teacher typed it: the claims are kept as written, unchecked.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "game/types.h"
#include "yaml/document.h"

namespace lucas {

using yaml::Mark;

/// A player as the record names them: a name and the initial written in their boxes, both in
/// composed Unicode form (record/player_name.h).
struct PlayerEntry {
  std::string name;
  std::string initial;
  Mark mark;
};

/// A box the sheet shows completed by a move: its number, and the initial written in it when
/// the record says which (`boxes: {4: N}`); otherwise the mover's initial is meant. The number is
/// the pupil's claim: it may name no box of the board (0, 7 of 6), which the checker reports.
struct BoxClaim {
  long long number = 0;
  std::string written;  ///< the number as written, for messages
  std::optional<std::string> initial;
  Mark mark;
};

/// A player's total as the sheet shows it, the player named by initial or name as written. Any
/// whole number is a claim (a score of 7 on 6 boxes is a wrong score, not an unreadable file).
struct ScoreClaim {
  std::string player;
  Mark player_mark;  ///< where the player is named (the key)
  long long boxes = 0;
  std::string written;  ///< the number as written, for messages
  Mark mark;            ///< where the number is
};

/// One move of the record, with its optional claims.
struct Move {
  Mark mark;       ///< where the move starts in the file
  std::string by;  ///< the mover, initial or name, as written
  Mark by_mark;
  std::string line;  ///< the line as written ("B-F")
  Mark line_mark;
  std::optional<std::vector<BoxClaim>> boxes;  ///< `boxes: []` claims no box was completed
  Mark boxes_mark;
  std::optional<std::vector<ScoreClaim>> score;
  /// `next:` as written: absent, a player, or empty when the sheet says nobody plays (the end).
  std::optional<std::optional<std::string>> next;
  Mark next_mark;
  /// Why the players could not agree on this move.
  std::optional<std::string> disputed;
};

/// A whole record.
struct Record {
  std::string title;
  int rows = 0;  ///< dots
  int cols = 0;
  Border border = Border::none;
  bool misere = false;
  std::array<PlayerEntry, 2> players;
  std::vector<Move> moves;
  std::optional<std::vector<ScoreClaim>> result;
  Mark result_mark;
};

}  // namespace lucas
