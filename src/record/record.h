// A recorded paper game, as the teacher typed it: the claims are kept as written, unchecked.
// What every game's record has (a title, the players, the moves' turns, where the result is) is
// here once; each game's own part of the record and of its moves is one alternative of a variant.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "game/board.h"
#include "game/chopsticks.h"
#include "game/games.h"
#include "game/types.h"
#include "yaml/tree.h"

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

/// Chopsticks: a player's hands as the sheet shows them after a move (`hands: {L: 1-2}`), the
/// player named by initial or name and the hands as written ("1-2": left 1, right 2).
struct ChopsticksHandsClaim {
  std::string player;
  Mark player_mark;
  std::string written;
  Mark mark;
};

/// A Dots-and-Boxes move's own part: the line drawn and what the sheet shows it did.
struct DotsAndBoxesClaims {
  std::string line;  ///< the line as written ("B-F")
  Mark line_mark;
  std::optional<std::vector<BoxClaim>> boxes;  ///< `boxes: []` claims no box was completed
  Mark boxes_mark;
  std::optional<std::vector<ScoreClaim>> score;
};

/// A Chopsticks move's own part: the touch or split, its target, every player's hands after it.
struct ChopsticksClaims {
  /// A touch ("G-D": my hand, then the hand touched) or a split ("0-3": my hands after it) as
  /// written, which of the two it is, and where it is.
  std::string hand_move;
  bool split = false;
  Mark hand_move_mark;
  /// The player touched (`to:`), as written, when the record names one.
  std::optional<std::string> to;
  Mark to_mark;
  /// Every player's hands after the move, as the sheet shows them.
  std::optional<std::vector<ChopsticksHandsClaim>> hands;
  Mark hands_mark;
};

/// One move of the record, with its optional claims.
struct Move {
  Mark mark;       ///< where the move starts in the file
  std::string by;  ///< the mover, initial or name, as written
  Mark by_mark;
  /// `next:` as written: absent, a player, or empty when the sheet says nobody plays (the end).
  std::optional<std::optional<std::string>> next;
  Mark next_mark;
  /// Why the players could not agree on this move.
  std::optional<std::string> disputed;
  /// The game's own part of the move, of the record's game.
  std::variant<DotsAndBoxesClaims, ChopsticksClaims> part;
};

/// A Dots-and-Boxes record's own part: its board, its rule and its final scores.
struct DotsAndBoxesRecord {
  BoardShape board;
  bool misere = false;
  /// `result: {M: 4, N: 2}`, the totals as the sheet shows them.
  std::optional<std::vector<ScoreClaim>> result;
};

/// A Chopsticks record's own part: its variants and who won.
struct ChopsticksRecord {
  /// The variants played (`rules:`).
  ChopsticksRules rules;
  /// `result: {winner: S}` (the player as written), or `result: draw` (nobody).
  std::optional<std::optional<std::string>> winner;
};

/// A whole record.
struct Record {
  std::string title;
  /// Every player, in playing order: two for Dots and Boxes, two or more round a Chopsticks
  /// circle.
  std::vector<PlayerEntry> players;
  std::vector<Move> moves;
  /// Where `result:` is, when the record has one.
  Mark result_mark;
  /// The game's own part, in the order of the table of games (game/games.h).
  std::variant<DotsAndBoxesRecord, ChopsticksRecord> part;

  /// Which game the record is of (`game:`; absent, Dots and Boxes).
  Game game() const { return static_cast<Game>(part.index()); }
};

}  // namespace lucas
