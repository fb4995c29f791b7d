#include "check/chopsticks_referee.h"

#include <algorithm>
#include <string>
#include <vector>

#include "game/chopsticks_notation.h"
#include "record/player_name.h"

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
class HandJudge {
 public:
  explicit HandJudge(const Record& record) : record_(record), players_(record.all_players()) {}

  const std::vector<const PlayerEntry*>& players() const { return players_; }
  const std::string& name(int player) const { return players_[static_cast<size_t>(player)]->name; }

  std::vector<std::string> player_list() const {
    std::vector<std::string> out;
    for (const PlayerEntry* p : players_) out.push_back(p->name + " (" + p->initial + ")");
    return out;
  }

  // `move` (a touch or a split, as written) played by `player`, whose turn it is in `position`.
  HandMoveJudgement judge(const ChopsticksPosition& position, int player, const Move& move) const {
    HandMoveJudgement out;
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
        const std::optional<int> named = find_circle_player(record_, *move.to);
        if (!named)
          return refused(
              Code::unknown_player, move.to_mark,
              Message("diag.unknown-target").with("who", *move.to).with("players", player_list()));
        target = *named;
      } else if (players_.size() > 2) {
        return refused(Code::bad_target, move.hand_move_mark,
                       Message("diag.no-target")
                           .with("count", static_cast<int>(players_.size()))
                           .with("player", name(player)));
      }
      m = ChopsticksMove::touch(hands->first, hands->second, target);
    }
    const auto played = play(record_.rules, position, m);
    if (!played)
      return refused(code_of(played.error()), where(move, played.error()),
                     rule_message(position, player, m, played.error()));
    out.move = m;
    out.after = *played;
    return out;
  }

 private:
  static HandMoveJudgement refused(Code code, Mark mark, Message message) {
    HandMoveJudgement out;
    out.code = code;
    out.mark = mark;
    out.message = std::move(message);
    return out;
  }

  static std::string hand_word(Hand hand) {
    return hand == Hand::left ? "chopsticks.hand.left" : "chopsticks.hand.right";
  }

  static Mark where(const Move& move, ChopsticksError error) {
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
  std::vector<const PlayerEntry*> players_;
};

class HandReferee {
 public:
  HandReferee(const Record& record, CheckResult& result)
      : record_(record),
        result_(result),
        judge_(record),
        position_(ChopsticksPosition::start(static_cast<int>(judge_.players().size()))) {}

  void run() {
    for (size_t i = 0; i < record_.moves.size(); ++i) {
      current_ = &record_.moves[i];
      if (!step(static_cast<int>(i) + 1, record_.moves[i])) break;
    }
    current_ = nullptr;
    if (!result_.halt) check_result();
    result_.hands = position_;
    result_.over = position_.is_over();
    result_.winner = position_.winner();
    if (result_.winner && *result_.winner < 2)
      result_.outcome = *result_.winner == 0 ? Outcome::first_wins : Outcome::second_wins;
    if (position_.to_move < 2)
      result_.next = position_.to_move == 0 ? Player::first : Player::second;
  }

 private:
  const std::string& name(int player) const { return judge_.name(player); }
  std::vector<std::string> player_list() const { return judge_.player_list(); }

  void report(Code code, Mark mark, int move, Message message,
              Severity severity = Severity::error) {
    result_.diagnostics.push_back(Diagnostic{severity, code, mark, move, std::move(message),
                                             current_ ? current_->mark : Mark{}});
  }

  bool halt(int number, Code code, Mark mark, Message message) {
    report(code, mark, number, std::move(message.with("move", number)));
    result_.halt = Halt{number, code, std::nullopt, std::nullopt, std::nullopt};
    return false;
  }

  // "2-1" for Lina: the hands of a player now.
  std::string hands_of(int player) const {
    return hands_text(position_.hands[static_cast<size_t>(player)]);
  }

  bool step(int number, const Move& move) {
    if (move.disputed) {
      report(Code::disputed, move.mark, number,
             Message(move.disputed->empty() ? "diag.disputed" : "diag.disputed-reason")
                 .with("move", number)
                 .with("reason", *move.disputed),
             Severity::note);
      result_.halt = Halt{number, Code::disputed, std::nullopt, std::nullopt, std::nullopt};
      result_.disputed = *move.disputed;
      return false;
    }
    const std::optional<int> player = find_circle_player(record_, move.by);
    if (!player)
      return halt(
          number, Code::unknown_player, move.mark,
          Message("diag.unknown-player").with("who", move.by).with("players", player_list()));
    if (position_.is_over())
      return halt(number, Code::move_after_end, move.mark,
                  Message("diag.move-after-end-hands")
                      .with("last", number - 1)
                      .with("winner", name(*position_.winner())));
    if (*player != position_.to_move)
      return halt(number, Code::wrong_player, move.mark,
                  Message(result_.hand_steps.empty() ? "diag.wrong-player-first"
                                                     : "diag.wrong-player-circle")
                      .with("player", name(*player))
                      .with("expected", name(position_.to_move)));
    HandMoveJudgement judged = judge_.judge(position_, *player, move);
    if (!judged.move) return halt(number, judged.code, judged.mark, std::move(judged.message));
    HandStep s{number, *player, *judged.move, position_, *judged.after};
    position_ = *judged.after;
    result_.hand_steps.push_back(s);
    check_claims(number, move);
    return true;
  }

  void check_claims(int number, const Move& move) {
    if (move.hands)
      for (const HandsClaim& c : *move.hands) {
        const std::optional<int> p = find_circle_player(record_, c.player);
        if (!p) {
          report(Code::unknown_player, c.player_mark, number,
                 Message("diag.unknown-player-hands")
                     .with("move", number)
                     .with("who", c.player)
                     .with("players", player_list()));
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
    if (move.next) check_next(number, move);
  }

  void check_next(int number, const Move& move) {
    const std::optional<std::string>& who = *move.next;
    const std::optional<int> named = who ? find_circle_player(record_, *who) : std::nullopt;
    if (who && !named) {
      Message m(position_.is_over() ? "diag.unknown-player-next-over" : "diag.unknown-player-next");
      m.with("move", number).with("who", *who).with("players", player_list());
      m.with("expected", name(position_.to_move));
      report(Code::unknown_player, move.next_mark, number, std::move(m));
    } else if (position_.is_over()) {
      if (who)
        report(Code::wrong_next, move.next_mark, number,
               Message("diag.wrong-next-over").with("move", number).with("who", *who));
    } else if (!who) {
      report(Code::wrong_next, move.next_mark, number,
             Message("diag.wrong-next-not-over-hands")
                 .with("move", number)
                 .with("expected", name(position_.to_move)));
    } else if (*named != position_.to_move) {
      report(Code::wrong_next, move.next_mark, number,
             Message("diag.wrong-next-circle")
                 .with("move", number)
                 .with("who", *who)
                 .with("expected", name(position_.to_move)));
    }
  }

  void check_result() {
    if (!record_.winner) return;
    const int last = static_cast<int>(result_.hand_steps.size());
    const std::optional<std::string>& who = *record_.winner;
    if (!who) {
      // A draw is agreed by players whose game goes round: one that is over has a winner.
      if (position_.is_over())
        report(Code::wrong_result, record_.result_mark, last,
               Message("diag.result-draw-over")
                   .with("winner", name(*position_.winner()))
                   .with("last", last));
      else
        result_.agreed_draw = true;
      return;
    }
    const std::optional<int> named = find_circle_player(record_, *who);
    if (!named) {
      report(
          Code::unknown_player, record_.result_mark, last,
          Message("diag.unknown-player-winner").with("who", *who).with("players", player_list()));
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

  const Record& record_;
  CheckResult& result_;
  HandJudge judge_;
  ChopsticksPosition position_;
  const Move* current_ = nullptr;
};

}  // namespace

std::optional<int> find_circle_player(const Record& record, std::string_view who) {
  const auto all = record.all_players();
  for (size_t i = 0; i < all.size(); ++i)
    if (same_name(who, all[i]->initial) || same_name(who, all[i]->name)) return static_cast<int>(i);
  return std::nullopt;
}

HandMoveJudgement judge_hand_move(const Record& record, const ChopsticksPosition& position,
                                  std::string_view written, int number) {
  Move move;
  move.hand_move = std::string(written);
  move.split = looks_like_split(written);
  HandMoveJudgement judged = HandJudge(record).judge(position, position.to_move, move);
  if (!judged.move) judged.message.with("move", number);
  return judged;
}

CheckResult check_chopsticks(const Record& record) {
  CheckResult result;
  result.record = record;
  result.moves_read = static_cast<int>(record.moves.size());
  HandReferee(record, result).run();
  std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) { return a.mark < b.mark; });
  if (result.error_count() > 0)
    result.status = Status::invalid;
  else if (result.over || result.agreed_draw)
    result.status = Status::finished;
  else
    result.status = Status::interrupted;
  if (result.agreed_draw && result.status == Status::finished) result.outcome = Outcome::draw;
  return result;
}

}  // namespace lucas
