// What every game's referee does the same way: replay a record's moves in order until one breaks
// a rule or is disputed, report each finding as a diagnostic of its move, weigh the `next:` claims,
// and conclude with the diagnostics in file order and a status. A game's referee (check/checker.cc
// for Dots and Boxes, check/chopsticks_referee.cc for Chopsticks) derives from Referee and says
// only what its moves and claims are.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/check_result.h"
#include "record/record.h"
#include "text/diagnostic.h"

namespace lucas {

/// The place in playing order (from 0) of the player a record's text names, by initial or by
/// name, whatever its case and Unicode form (same_name in record/player_name.h).
std::optional<int> player_place(const Record& record, std::string_view who);

/// Every player of a record as messages list them: "Mia (M)", in playing order.
std::vector<std::string> player_list(const Record& record);

/// The skeleton of a referee. A game's referee judges one move in step() and the record's result
/// in check_result(); the skeleton runs them and says what is wrong in the house's words.
class Referee {
 public:
  Referee(const Record& record, CheckResult& result) : record_(record), result_(result) {}
  virtual ~Referee() = default;
  Referee(const Referee&) = delete;
  Referee& operator=(const Referee&) = delete;

  /// Replays the moves until one returns false from step(), then, when no move stopped the
  /// replay, weighs the record's result.
  void run();

 protected:
  /// Judges move `number` (from 1) and its claims; false stops the replay.
  virtual bool step(int number, const Move& move) = 0;
  /// Weighs the record's `result:` once every move was replayed.
  virtual void check_result() = 0;

  /// The name of the player at `place` in playing order.
  const std::string& name(int place) const;
  /// The player at `place` as a message names them: by name, with what the record wrote when it
  /// was their initial (« Mia (M) »), so that names and initials are not mixed in one sentence.
  std::string written_player(int place, const std::string& written) const;

  /// Reports a finding of move `move`; it carries where the move starts, for the excerpt of a
  /// long line.
  void report(Code code, Mark mark, int move, Message message, Severity severity = Severity::error);
  /// Reports the rule broken by move `halt.number` at `mark` and stops the replay there: returns
  /// false, for step() to return. The message names its move.
  bool halt(Halt halt, Mark mark, Message message);
  /// Stops the replay at a disputed move, with a note giving its reason: returns false.
  bool stop_disputed(int number, const Move& move, std::optional<Player> player);
  /// Weighs move `number`'s `next:` claim, the game being `over` or `to_move` (a place) to play.
  /// A game's own words: `not_over` when the claim says the game is over and it is not (its
  /// move and expected player are added), `wrong_key` when it names the wrong player.
  void check_next(int number, const Move& move, bool over, int to_move, Message not_over,
                  const char* wrong_key);

  const Record& record_;
  CheckResult& result_;

 private:
  const Move* current_ = nullptr;  // the move being replayed
};

/// Ends a check: the diagnostics in file order, the status invalid when one is an error, else
/// finished when `finished`, else interrupted.
void conclude(CheckResult& result, bool finished);

}  // namespace lucas
