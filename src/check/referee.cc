#include "check/referee.h"

#include <algorithm>

#include "record/player_name.h"

namespace lucas {

std::optional<int> player_place(const Record& record, std::string_view who) {
  const std::vector<PlayerEntry>& all = record.players;
  for (size_t i = 0; i < all.size(); ++i)
    if (same_name(who, all[i].initial) || same_name(who, all[i].name)) return static_cast<int>(i);
  return std::nullopt;
}

std::vector<std::string> player_list(const Record& record) {
  std::vector<std::string> out;
  for (const PlayerEntry& p : record.players) out.push_back(p.name + " (" + p.initial + ")");
  return out;
}

void Referee::run() {
  for (size_t i = 0; i < record_.moves.size(); ++i) {
    current_ = &record_.moves[i];
    if (!step(static_cast<int>(i) + 1, record_.moves[i])) break;
  }
  current_ = nullptr;
  if (!result_.halt) check_result();
}

const std::string& Referee::name(int place) const {
  return record_.players[static_cast<size_t>(place)].name;
}

void Referee::report(Code code, Mark mark, int move, Message message, Severity severity) {
  result_.diagnostics.push_back(Diagnostic{severity, code, mark, move, std::move(message),
                                           current_ ? current_->mark : Mark{}});
}

bool Referee::halt(Halt halt, Mark mark, Message message) {
  // A judged line's message names its move already.
  if (std::none_of(message.args.begin(), message.args.end(),
                   [](const Message::Arg& a) { return a.name == "move"; }))
    message.with("move", halt.number);
  report(halt.code, mark, halt.number, std::move(message));
  result_.halt = std::move(halt);
  return false;
}

bool Referee::stop_disputed(int number, const Move& move, std::optional<Player> player) {
  report(Code::disputed, move.mark, number,
         Message(move.disputed->empty() ? "diag.disputed" : "diag.disputed-reason")
             .with("move", number)
             .with("reason", *move.disputed),
         Severity::note);
  result_.halt = Halt{number, Code::disputed, player, std::nullopt, std::nullopt};
  result_.disputed = *move.disputed;
  return false;
}

std::string Referee::written_player(int place, const std::string& written) const {
  const std::string& full = name(place);
  return written == full ? full : full + " (" + written + ")";
}

void Referee::check_next(int number, const Move& move, bool over, int to_move, Message not_over,
                         const char* wrong_key) {
  const std::optional<std::string>& who = *move.next;
  const std::optional<int> named = who ? player_place(record_, *who) : std::nullopt;
  if (who && !named) {
    // A name that is no player's is a claim about the players, whatever the game's state.
    Message m(over ? "diag.unknown-player-next-over" : "diag.unknown-player-next");
    m.with("move", number).with("who", *who).with("players", player_list(record_));
    m.with("expected", name(to_move));
    report(Code::unknown_player, move.next_mark, number, std::move(m));
  } else if (over) {
    if (who)
      report(Code::wrong_next, move.next_mark, number,
             Message("diag.wrong-next-over")
                 .with("move", number)
                 .with("who", written_player(*named, *who)));
  } else if (!who) {
    not_over.with("move", number).with("expected", name(to_move));
    report(Code::wrong_next, move.next_mark, number, std::move(not_over));
  } else if (*named != to_move) {
    report(Code::wrong_next, move.next_mark, number,
           Message(wrong_key)
               .with("move", number)
               .with("who", written_player(*named, *who))
               .with("expected", name(to_move)));
  }
}

void conclude(CheckResult& result, bool finished) {
  std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) { return a.mark < b.mark; });
  if (result.error_count() > 0)
    result.status = Status::invalid;
  else if (finished)
    result.status = Status::finished;
  else
    result.status = Status::interrupted;
}

}  // namespace lucas
