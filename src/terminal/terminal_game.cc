#include "terminal/terminal_game.h"

#include "check/checker.h"
#include "game/notation.h"
#include "present/error_line.h"
#include "text/shown_text.h"
#include "text/trimmed.h"

namespace lucas {

GameEnd take_turns(TurnTaking& game, const std::string& keys, TerminalInput& input,
                   std::ostream& out, bool echo, const std::atomic<bool>* stop) {
  out << keys << "\n";
  bool shown = false;  // the position as it is now is on the screen
  const auto stopped = [&] { return stop && stop->load(); };
  while (!game.over()) {
    if (stopped()) return GameEnd::interrupted;
    if (!game.person_to_move()) {
      game.computer_moves(out);
      shown = false;
      continue;
    }
    if (!shown) game.show(out);
    shown = true;
    out << game.prompt() << std::flush;
    const Typed typed = input.next();
    if (typed.kind != Typed::Kind::line) {
      out << "\n";
      return typed.kind == Typed::Kind::end ? GameEnd::closed : GameEnd::interrupted;
    }
    // Quoted back in a refusal, an arrow key's escape sequence would act on the terminal: it is
    // shown instead (\x1B), and no move has one.
    const std::string text = shown_text(trimmed(typed.text));
    // A terminal shows what was typed, and its end of line, itself.
    if (echo) out << text << "\n";
    if (text.empty()) continue;
    if (text == "q" || text == "Q") return GameEnd::quit;
    if (text == "?") {
      game.hint(out);
      continue;
    }
    if (text == "u" || text == "U") {
      if (game.undo(out)) shown = false;
      continue;
    }
    if (game.typed_move(text, out)) shown = false;
  }
  game.show(out);
  return GameEnd::finished;
}

TerminalGame::TerminalGame(const Board& board, std::array<Seat, 2> seats,
                           TerminalGameSettings settings, const Catalogue& catalogue)
    : board_(board),
      seats_(std::move(seats)),
      settings_(std::move(settings)),
      catalogue_(catalogue),
      position_(board) {}

void TerminalGame::show(std::ostream& out) const {
  out << "\n"
      << draw_board(position_, {seats_[0].initial, seats_[1].initial},
                    lines_.empty() ? std::nullopt : std::optional(lines_.back()), settings_.style);
  Message score("play.score");
  score.with("first", seats_[0].name).with("a", position_.score(Player::first));
  score.with("second", seats_[1].name).with("b", position_.score(Player::second));
  out << catalogue_.format(score);
  if (!position_.is_over())
    out << catalogue_.format(Message("play.to-move")
                                 .with("player", seat(position_.to_move()).name)
                                 .count("left", position_.lines_left()));
  out << "\n";
}

void TerminalGame::draw(Line line, std::ostream& out) {
  if (!is_person(position_.to_move()))
    out << catalogue_.format(Message("play.computer-draws")
                                 .with("player", seat(position_.to_move()).name)
                                 .with("line", line_name(board_, line)))
        << "\n";
  position_.play(line);
  lines_.push_back(line);
}

bool TerminalGame::undo(std::ostream& out) {
  // Only a person's line is worth taking back: the computer's lines after it go with it, so that
  // the person is asked again where they were.
  Position replayed(board_);
  std::optional<size_t> last_person;
  for (size_t i = 0; i < lines_.size(); ++i) {
    if (is_person(replayed.to_move())) last_person = i;
    replayed.play(lines_[i]);
  }
  if (!last_person) {
    out << catalogue_.text("play.nothing-to-undo") << "\n";
    return false;
  }
  const size_t before = lines_.size();
  lines_.resize(*last_person);
  position_ = Position(board_);
  for (Line line : lines_) position_.play(line);
  ++undos_;
  out << catalogue_.format(
             Message("play.undone").count("count", static_cast<long long>(before - lines_.size())))
      << "\n";
  return true;
}

void TerminalGame::hint(std::ostream& out) {
  const bool again = last_hint_ && last_hint_->first == lines_;
  if (!again && (hints_used_ >= settings_.hints || !settings_.master)) {
    out << catalogue_.format(Message("play.no-hint-left").count("count", settings_.hints)) << "\n";
    return;
  }
  if (!again) {
    ++hints_used_;
    last_hint_.emplace(lines_, settings_.master(position_));
  }
  const Line line = last_hint_->second;
  out << catalogue_.format(Message("play.hint")
                               .with("line", line_name(board_, line))
                               .count("left", settings_.hints - hints_used_))
      << "\n";
}

std::string TerminalGame::prompt() const {
  return catalogue_.format(Message("play.prompt").with("player", seat(position_.to_move()).name));
}

void TerminalGame::computer_moves(std::ostream& out) {
  draw(seat(position_.to_move()).computer(position_), out);
}

bool TerminalGame::typed_move(const std::string& text, std::ostream& out) {
  const int number = static_cast<int>(lines_.size()) + 1;
  const LineJudgement judged = judge_line(position_, text, number);
  if (!judged.line) {
    out << refused_move_line(command_error(judged.code, judged.message), catalogue_,
                             !settings_.echo)
        << "\n";
    return false;
  }
  draw(*judged.line, out);
  return true;
}

GameEnd TerminalGame::play(TerminalInput& input, std::ostream& out) {
  return take_turns(*this, catalogue_.text("play.keys"), input, out, settings_.echo,
                    settings_.stop);
}

}  // namespace lucas
