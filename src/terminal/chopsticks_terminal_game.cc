#include "terminal/chopsticks_terminal_game.h"

#include <algorithm>

#include "check/chopsticks_referee.h"
#include "game/chopsticks_notation.h"
#include "present/chopsticks_move_text.h"
#include "present/chopsticks_solve_text.h"
#include "present/error_line.h"
#include "text/display_width.h"

namespace lucas {

ChopsticksTerminalGame::ChopsticksTerminalGame(const ChopsticksRules& rules,
                                               std::array<ChopsticksSeat, 2> seats,
                                               ChopsticksTerminalSettings settings,
                                               const Catalogue& catalogue)
    : rules_(rules),
      seats_(std::move(seats)),
      settings_(settings),
      catalogue_(catalogue),
      history_{ChopsticksPosition::start(2)} {
  record_.part = ChopsticksRecord{rules, std::nullopt};
  for (size_t i = 0; i < 2; ++i) record_.players.push_back({seats_[i].name, seats_[i].initial, {}});
}

bool ChopsticksTerminalGame::drawn() const {
  return std::count(history_.begin(), history_.end(), history_.back()) >= kRepetitions;
}

std::string ChopsticksTerminalGame::move_shown(const ChopsticksMove& move) const {
  return shown_move(move, catalogue_);
}

void ChopsticksTerminalGame::show(std::ostream& out) const {
  const ChopsticksPosition& now = position();
  const size_t width = std::max(display_width(seats_[0].name), display_width(seats_[1].name));
  out << "\n";
  for (size_t i = 0; i < 2; ++i) {
    const std::string& name = seats_[i].name;
    out << catalogue_.format(Message("play.chopsticks.hands")
                                 .with("player", pad_to_width(name, width))
                                 .with_text("l", "play.chopsticks.left")
                                 .with("left", now.hands[i].left)
                                 .with_text("r", "play.chopsticks.right")
                                 .with("right", now.hands[i].right))
        << "\n";
  }
  if (drawn())
    out << catalogue_.format(Message("play.chopsticks.drawn").with("times", kRepetitions)) << "\n";
  else if (!now.is_over())
    out << catalogue_.format(Message("play.chopsticks.to-move")
                                 .with("player", seat(now.to_move).name)
                                 .with("number", static_cast<int>(moves_.size()) + 1))
        << "\n";
}

void ChopsticksTerminalGame::make(const ChopsticksMove& move, std::ostream& out) {
  const int mover = position().to_move;
  if (!is_person(mover))
    out << catalogue_.format(Message(move.kind == ChopsticksMove::Kind::split
                                         ? "play.chopsticks.computer-splits"
                                         : "play.chopsticks.computer-touches")
                                 .with("player", seat(mover).name)
                                 .with("move", move_shown(move)))
        << "\n";
  history_.push_back(*lucas::play(rules_, position(), move));
  moves_.push_back(move);
}

std::string ChopsticksTerminalGame::prompt() const {
  return catalogue_.format(Message("play.prompt").with("player", seat(position().to_move).name));
}

void ChopsticksTerminalGame::computer_moves(std::ostream& out) {
  make(seat(position().to_move).computer(position()), out);
}

void ChopsticksTerminalGame::hint(std::ostream& out) {
  const bool again = hinted_after_ == history_;
  if (!again && (hints_used_ >= settings_.hints || !settings_.table)) {
    out << catalogue_.format(Message("play.no-hint-left").count("count", settings_.hints)) << "\n";
    return;
  }
  if (!again) {
    ++hints_used_;
    hinted_after_ = history_;
  }
  const ChopsticksMove best = *settings_.table->best_move(position());
  out << catalogue_.format(
             Message("play.chopsticks.hint")
                 .with("move", move_shown(best))
                 .with("value", short_value(settings_.table->value(position()), catalogue_))
                 .count("left", settings_.hints - hints_used_))
      << "\n";
}

bool ChopsticksTerminalGame::undo(std::ostream& out) {
  // As in Dots and Boxes: back to a person's previous turn, the computer's moves after it too.
  std::optional<size_t> last_person;
  for (size_t i = 0; i < moves_.size(); ++i)
    if (is_person(history_[i].to_move)) last_person = i;
  if (!last_person) {
    out << catalogue_.text("play.chopsticks.nothing-to-undo") << "\n";
    return false;
  }
  const size_t before = moves_.size();
  moves_.resize(*last_person);
  history_.resize(*last_person + 1);
  ++undos_;
  out << catalogue_.format(Message("play.chopsticks.undone")
                               .count("count", static_cast<long long>(before - moves_.size())))
      << "\n";
  return true;
}

namespace {

// The referee's advice names the record's rules (rules: {suicide: yes}); at the keyboard the
// rules were chosen when the game began, and the words say so.
Message at_the_keyboard(Message message) {
  if (message.key == "diag.no-splits") message.key = "play.chopsticks.no-splits";
  if (message.key == "diag.split-kills") message.key = "play.chopsticks.split-kills";
  return message;
}

}  // namespace

bool ChopsticksTerminalGame::typed_move(const std::string& text, std::ostream& out) {
  const int number = static_cast<int>(moves_.size()) + 1;
  const ChopsticksMoveJudgement judged = judge_chopsticks_move(record_, position(), text, number);
  if (!judged.move) {
    out << refused_move_line(command_error(judged.code, at_the_keyboard(judged.message)),
                             catalogue_, !settings_.echo)
        << "\n";
    return false;
  }
  make(*judged.move, out);
  return true;
}

GameEnd ChopsticksTerminalGame::play(TerminalInput& input, std::ostream& out) {
  return take_turns(*this, catalogue_.text("play.chopsticks.keys"), input, out, settings_.echo,
                    settings_.stop);
}

}  // namespace lucas
