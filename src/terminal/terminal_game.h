// The move loop of a game in the terminal: whose turn, what was typed, the computer's lines,
// hints and undo. It knows nothing of options or files: lucas play builds it and keeps its lines.
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "game/position.h"
#include "terminal/terminal_board.h"
#include "terminal/terminal_input.h"
#include "text/catalogue.h"

namespace lucas {

/// A line chosen by a program for the position given (the computer, or the master's hint).
/// Precondition: the game is not over.
using ChooseLine = std::function<Line(const Position&)>;

/// Who draws for one player.
struct Seat {
  std::string name;
  /// One character, shown in the player's boxes.
  std::string initial;
  /// The computer's choice of line; empty for a person at the keyboard.
  ChooseLine computer;
};

/// How a game in the terminal ended.
enum class GameEnd {
  finished,     ///< every line drawn
  quit,         ///< q typed
  interrupted,  ///< Ctrl-C
  closed,       ///< the end of input: a closed terminal, the end of a pipe
};

/// One game as the terminal's loop of turns plays it, whatever the game: what is on the screen, who
/// moves, what a typed move does. The loop itself (the prompt, the keys ?, u and q, the echo, the
/// end of input and Ctrl-C) is take_turns, one for every game.
class TurnTaking {
 public:
  virtual ~TurnTaking() = default;
  /// No move is left to play: the game is over (or, for Chopsticks, drawn).
  virtual bool over() const = 0;
  virtual bool person_to_move() const = 0;
  /// What the person to move is asked: "Mia > ".
  virtual std::string prompt() const = 0;
  /// The computer plays its move and says which. Precondition: !over(), !person_to_move().
  virtual void computer_moves(std::ostream& out) = 0;
  /// The game as it is now: the board or the hands, who plays.
  virtual void show(std::ostream& out) const = 0;
  /// "?": the advice, or why there is none.
  virtual void hint(std::ostream& out) = 0;
  /// "u": takes moves back to a person's previous turn and says how many; false (having said
  /// so) when there was none.
  virtual bool undo(std::ostream& out) = 0;
  /// A typed move, without blanks around it: played (true), or refused with the message lucas
  /// check gives the same move in a record (false).
  virtual bool typed_move(const std::string& text, std::ostream& out) = 0;
};

/// The loop of turns: the computer's moves, then at a person's turn the position, the prompt and
/// a typed line, until the game is over, q, Ctrl-C (`stop`) or the end of input. `keys` is
/// written first; with `echo`, each typed line after its prompt.
GameEnd take_turns(TurnTaking& game, const std::string& keys, TerminalInput& input,
                   std::ostream& out, bool echo, const std::atomic<bool>* stop);

/// What the loop needs besides the board and the seats.
struct TerminalGameSettings {
  /// How many times "?" may show the master's line in the game.
  int hints = 3;
  /// The master's line, for "?"; with none, "?" says there is no hint.
  ChooseLine master;
  TerminalStyle style;
  /// Write each typed line after its prompt: when the input is no terminal, nobody's typing
  /// shows it, and the transcript would read as questions without answers.
  bool echo = false;
  /// Ctrl-C, heard between the computer's lines too.
  const std::atomic<bool>* stop = nullptr;
};

/// One game: the players draw in turn until the board is full, q, Ctrl-C or the end of input.
///
/// Keys at a person's turn: a line as the record format writes it (B-F, b2-c2; a bad one gets the
/// message lucas check would give, and the turn is asked again), "?" the master's line (so many
/// per game), "u" undo back to the previous turn of a person (without limit), "q" stop.
class TerminalGame : private TurnTaking {
 public:
  TerminalGame(const Board& board, std::array<Seat, 2> seats, TerminalGameSettings settings,
               const Catalogue& catalogue);

  /// Plays until the game ends; the board, the score and the messages go to `out`.
  GameEnd play(TerminalInput& input, std::ostream& out);

  /// The lines drawn, in order (undone ones left out).
  const std::vector<Line>& lines() const { return lines_; }
  const Position& position() const { return position_; }
  int hints_used() const { return hints_used_; }
  int undos() const { return undos_; }

 private:
  bool is_person(Player p) const { return !seats_[static_cast<size_t>(index_of(p))].computer; }
  const Seat& seat(Player p) const { return seats_[static_cast<size_t>(index_of(p))]; }
  void draw(Line line, std::ostream& out);

  bool over() const override { return position_.is_over(); }
  bool person_to_move() const override { return is_person(position_.to_move()); }
  std::string prompt() const override;
  void computer_moves(std::ostream& out) override;
  void show(std::ostream& out) const override;
  void hint(std::ostream& out) override;
  // Takes back lines up to a person's previous turn; false when no person has drawn yet.
  bool undo(std::ostream& out) override;
  bool typed_move(const std::string& text, std::ostream& out) override;

  const Board& board_;
  std::array<Seat, 2> seats_;
  TerminalGameSettings settings_;
  const Catalogue& catalogue_;
  Position position_;
  std::vector<Line> lines_;
  int hints_used_ = 0;
  // The last hint and the lines it was given after: asked again there, it is said again free.
  std::optional<std::pair<std::vector<Line>, Line>> last_hint_;
  int undos_ = 0;
};

}  // namespace lucas
