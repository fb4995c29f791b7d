#include "check/chopsticks_referee.h"

#include <algorithm>
#include <string>
#include <vector>

#include "check/referee.h"
#include "game/chopsticks_notation.h"

namespace lucas {

namespace {

Code code_of(ChopsticksError error) {
  switch (error) {
    case ChopsticksError::dead_hand_touches:
      return Code::dead_hand_touches;
    case ChopsticksError::touches_dead_hand:
      return Code::touches_dead_hand;
    case ChopsticksError::touches_self:
    case ChopsticksError::no_such_player:
      return Code::bad_target;
    case ChopsticksError::splits_forbidden:
      return Code::no_splits;
    case ChopsticksError::split_no_change:
      return Code::split_no_change;
    case ChopsticksError::split_total:
      return Code::split_total;
    case ChopsticksError::split_over_four:
      return Code::split_over_four;
    case ChopsticksError::split_kills:
      return Code::split_kills;
    case ChopsticksError::split_resurrects:
      return Code::split_resurrects;
  }
  return Code::bad_hand;
}

// A Chopsticks move judged against the rules in a position, in the words of lucas check: the
// referee's moves and the moves typed at lucas play are judged by this one judge.
class ChopsticksJudge {
 public:
  explicit ChopsticksJudge(const Record& record)
      : record_(record), rules_(std::get<ChopsticksRecord>(record.part).rules) {}

  const std::string& name(int player) const {
    return record_.players[static_cast<size_t>(player)].name;
  }

  // `move` (a touch or a split, as written) played by `player`, whose turn it is in `position`.
  ChopsticksMoveJudgement judge(const ChopsticksPosition& position, int player,
                                const ChopsticksClaims& move) const {
    ChopsticksMoveJudgement out;
    ChopsticksMove m;
    if (move.split) {
      const auto after = parse_hands(move.hand_move);
      if (!after)
        return refused(Code::bad_hand, move.hand_move_mark,
                       Message("diag.bad-split").with("value", move.hand_move));
      m = ChopsticksMove::split(*after);
    } else {
      const auto hands = parse_touch(move.hand_move);
      if (!hands)
        return refused(Code::bad_hand, move.hand_move_mark,
                       Message("diag.bad-touch").with("value", move.hand_move));
      int target = 1 - player;
      if (move.to) {
        const std::optional<int> named = player_place(record_, *move.to);
        if (!named)
          return refused(Code::unknown_player, move.to_mark,
                         Message("diag.unknown-target")
                             .with("who", *move.to)
                             .with("players", player_list(record_)));
        target = *named;
      } else if (record_.players.size() > 2) {
        return refused(Code::bad_target, move.hand_move_mark,
                       Message("diag.no-target")
                           .with("count", static_cast<int>(record_.players.size()))
                           .with("player", name(player)));
      }
      m = ChopsticksMove::touch(hands->first, hands->second, target);
    }
    const auto played = play(rules_, position, m);
    if (!played)
      return refused(code_of(played.error()), where(move, played.error()),
                     rule_message(position, player, m, played.error()));
    out.move = m;
    out.after = *played;
    return out;
  }

 private:
  static ChopsticksMoveJudgement refused(Code code, Mark mark, Message message) {
    ChopsticksMoveJudgement out;
    out.code = code;
    out.mark = mark;
    out.message = std::move(message);
    return out;
  }

  static std::string hand_word(Hand hand) {
    return hand == Hand::left ? "chopsticks.hand.left" : "chopsticks.hand.right";
  }

  static Mark where(const ChopsticksClaims& move, ChopsticksError error) {
    return error == ChopsticksError::touches_self ? move.to_mark : move.hand_move_mark;
  }

  Message rule_message(const ChopsticksPosition& position, int player, const ChopsticksMove& m,
                       ChopsticksError error) const {
    const Hands mine = position.hands[static_cast<size_t>(player)];
    const std::string before = hands_text(mine);
    const std::string after = hands_text(m.after);
    switch (error) {
      case ChopsticksError::dead_hand_touches:
        return Message("diag.dead-hand-touches")
            .with("player", name(player))
            .with_text("hand", hand_word(m.mine))
            .with("hands", before);
      case ChopsticksError::touches_dead_hand:
        return Message("diag.touches-dead-hand")
            .with("player", name(m.target))
            .with_text("hand", hand_word(m.theirs))
            .with("hands", hands_text(position.hands[static_cast<size_t>(m.target)]));
      case ChopsticksError::touches_self:
      case ChopsticksError::no_such_player:
        return Message("diag.touches-self").with("player", name(player));
      case ChopsticksError::splits_forbidden:
        return Message("diag.no-splits");
      case ChopsticksError::split_no_change:
        return Message(m.after == mine ? "diag.split-same" : "diag.split-swap")
            .with("player", name(player))
            .with("hands", before)
            .with("after", after);
      case ChopsticksError::split_total:
        return Message("diag.split-total")
            .with("hands", before)
            .with("after", after)
            .with("total", mine.total())
            .with("new", m.after.total());
      case ChopsticksError::split_over_four:
        return Message("diag.split-over-four").with("after", after);
      case ChopsticksError::split_kills:
        return Message("diag.split-kills")
            .with("player", name(player))
            .with("hands", before)
            .with("after", after);
      case ChopsticksError::split_resurrects:
        return Message("diag.split-resurrects").with("hands", before).with("after", after);
    }
    return Message("diag.bad-touch");
  }

  const Record& record_;
  const ChopsticksRules& rules_;
};

// The Chopsticks referee: replays touches and splits against the record's rules and weighs the
// hands, next player and result the sheet claims.
class ChopsticksReferee : public Referee {
 public:
  ChopsticksReferee(const Record& record, CheckResult& result)
      : Referee(record, result),
        game_(std::get<ChopsticksRecord>(record.part)),
        replay_(std::get<ChopsticksReplay>(result.replay)),
        judge_(record),
        position_(ChopsticksPosition::start(static_cast<int>(record.players.size()))) {}

  void finish() {
    replay_.hands = position_;
    result_.over = position_.is_over();
    replay_.winner = position_.winner();
    if (position_.to_move < 2)
      result_.next = position_.to_move == 0 ? Player::first : Player::second;
  }

 private:
  bool halt(int number, Code code, Mark mark, Message message) {
    return Referee::halt(Halt{number, code, std::nullopt, std::nullopt, std::nullopt}, mark,
                         std::move(message));
  }

  // "2-1" for Lina: the hands of a player now.
  std::string hands_of(int player) const {
    return hands_text(position_.hands[static_cast<size_t>(player)]);
  }

  bool step(int number, const Move& move) override {
    if (move.disputed) return stop_disputed(number, move, std::nullopt);
    const std::optional<int> player = player_place(record_, move.by);
    if (!player)
      return halt(number, Code::unknown_player, move.mark,
                  Message("diag.unknown-player")
                      .with("who", move.by)
                      .with("players", player_list(record_)));
    if (position_.is_over())
      return halt(number, Code::move_after_end, move.mark,
                  Message("diag.move-after-end-hands")
                      .with("last", number - 1)
                      .with("winner", name(*position_.winner())));
    if (*player != position_.to_move)
      return halt(
          number, Code::wrong_player, move.mark,
          Message(replay_.steps.empty() ? "diag.wrong-player-first" : "diag.wrong-player-circle")
              .with("player", name(*player))
              .with("expected", name(position_.to_move)));
    const ChopsticksClaims& claims = std::get<ChopsticksClaims>(move.part);
    ChopsticksMoveJudgement judged = judge_.judge(position_, *player, claims);
    if (!judged.move) return halt(number, judged.code, judged.mark, std::move(judged.message));
    ChopsticksStep s{number, *player, *judged.move, position_, *judged.after};
    position_ = *judged.after;
    replay_.steps.push_back(s);
    check_claims(number, move, claims);
    return true;
  }

  void check_claims(int number, const Move& move, const ChopsticksClaims& claims) {
    if (claims.hands)
      for (const ChopsticksHandsClaim& c : *claims.hands) {
        const std::optional<int> p = player_place(record_, c.player);
        if (!p) {
          report(Code::unknown_player, c.player_mark, number,
                 Message("diag.unknown-player-hands")
                     .with("move", number)
                     .with("who", c.player)
                     .with("players", player_list(record_)));
          continue;
        }
        const auto claimed = parse_hands(c.written);
        if (!claimed) {
          report(Code::wrong_hands, c.mark, number,
                 Message("diag.bad-hands-claim")
                     .with("move", number)
                     .with("value", c.written)
                     .with("player", name(*p))
                     .with("real", hands_of(*p)));
        } else if (*claimed != position_.hands[static_cast<size_t>(*p)]) {
          report(Code::wrong_hands, c.mark, number,
                 Message("diag.wrong-hands")
                     .with("move", number)
                     .with("player", name(*p))
                     .with("claimed", c.written)
                     .with("real", hands_of(*p)));
        }
      }
    if (move.next)
      check_next(number, move, position_.is_over(), position_.to_move,
                 Message("diag.wrong-next-not-over-hands"), "diag.wrong-next-circle");
  }

  void check_result() override {
    if (!game_.winner) return;
    const int last = static_cast<int>(replay_.steps.size());
    const std::optional<std::string>& who = *game_.winner;
    if (!who) {
      // A draw is agreed by players whose game goes round: one that is over has a winner.
      if (position_.is_over())
        report(Code::wrong_result, record_.result_mark, last,
               Message("diag.result-draw-over")
                   .with("winner", name(*position_.winner()))
                   .with("last", last));
      else
        replay_.agreed_draw = true;
      return;
    }
    const std::optional<int> named = player_place(record_, *who);
    if (!named) {
      report(Code::unknown_player, record_.result_mark, last,
             Message("diag.unknown-player-winner")
                 .with("who", *who)
                 .with("players", player_list(record_)));
    } else if (!position_.is_over()) {
      report(Code::wrong_result, record_.result_mark, last,
             Message("diag.result-not-over-hands")
                 .with("last", last)
                 .with("next", name(position_.to_move)));
    } else if (*named != *position_.winner()) {
      report(
          Code::wrong_result, record_.result_mark, last,
          Message("diag.wrong-winner").with("who", *who).with("winner", name(*position_.winner())));
    }
  }

  const ChopsticksRecord& game_;
  ChopsticksReplay& replay_;
  ChopsticksJudge judge_;
  ChopsticksPosition position_;
};

}  // namespace

ChopsticksMoveJudgement judge_chopsticks_move(const Record& record,
                                              const ChopsticksPosition& position,
                                              std::string_view written, int number) {
  ChopsticksClaims move;
  move.hand_move = std::string(written);
  move.split = looks_like_split(written);
  ChopsticksMoveJudgement judged = ChopsticksJudge(record).judge(position, position.to_move, move);
  if (!judged.move) judged.message.with("move", number);
  return judged;
}

CheckResult check_chopsticks(const Record& record) {
  CheckResult result;
  result.record = record;
  result.moves_read = static_cast<int>(record.moves.size());
  const ChopsticksReplay& replay = result.replay.emplace<ChopsticksReplay>();
  ChopsticksReferee referee(record, result);
  referee.run();
  referee.finish();
  conclude(result, result.over || replay.agreed_draw);
  return result;
}

}  // namespace lucas
