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

#include "cli/terminal_board.h"
#include "cli/terminal_input.h"
#include "game/position.h"
#include "text/catalogue.h"

namespace lucas::cli {

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
class TerminalGame {
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
  void show(std::ostream& out) const;
  void draw(Line line, std::ostream& out);
  // Takes back lines up to a person's previous turn; false when no person has drawn yet.
  bool undo();
  void hint(std::ostream& out);

  const Board& board_;
  std::array<Seat, 2> seats_;
  TerminalGameSettings settings_;
  const Catalogue& catalogue_;
  Position position_;
  std::vector<Line> lines_;
  int hints_used_ = 0;
  int undos_ = 0;
};

}  // namespace lucas::cli
