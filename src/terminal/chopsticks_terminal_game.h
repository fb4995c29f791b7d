// The turns of a Chopsticks game in the terminal: both players' hands, whose turn it is, the typed
// touches and splits judged as lucas check judges a record's, the table's advice, undo, and the
// draw when a position comes round for the third time. The loop is take_turns, Dots and Boxes'.
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "game/chopsticks.h"
#include "record/record.h"
#include "solve/chopsticks_table.h"
#include "terminal/terminal_game.h"
#include "text/catalogue.h"

namespace lucas {

/// A move chosen by a program for the position given. Precondition: the game is not over.
using ChooseHandMove = std::function<ChopsticksMove(const ChopsticksPosition&)>;

/// Who plays for one player.
struct ChopsticksSeat {
  std::string name;
  /// One character, the player's initial in the record.
  std::string initial;
  /// The computer's choice of move; empty for a person at the keyboard.
  ChooseHandMove computer;
};

/// What the loop needs besides the rules and the seats.
struct ChopsticksTerminalSettings {
  /// How many times "?" may show the table's move in the game.
  int hints = 3;
  /// The solved table of the game's rules, for "?"; with none, "?" says there is no hint.
  const ChopsticksTable* table = nullptr;
  /// Write each typed line after its prompt (the input is no terminal).
  bool echo = false;
  /// Ctrl-C, heard between the computer's moves too.
  const std::atomic<bool>* stop = nullptr;
};

/// One two-player game: the players move in turn until one has no live hand, a position comes
/// round for the kRepetitions-th time (a draw), q, Ctrl-C or the end of input.
///
/// Keys at a person's turn: a touch (my hand, then the hand touched: G-D or L-R) or a split (my
/// hands after it: 0-3), as a record writes them (a bad one gets the message lucas check would
/// give, and the turn is asked again), "?" the table's move, "u" undo back to the previous turn of
/// a person, "q" stop.
class ChopsticksTerminalGame : private TurnTaking {
 public:
  /// A position (both players' hands, side by side, and who is to move) seen this many times
  /// ends the game drawn. There are 1 250 positions: no game lasts more than 2 500 moves.
  static constexpr int kRepetitions = 3;

  ChopsticksTerminalGame(const ChopsticksRules& rules, std::array<ChopsticksSeat, 2> seats,
                         ChopsticksTerminalSettings settings, const Catalogue& catalogue);

  /// Plays until the game ends; the hands and the messages go to `out`.
  GameEnd play(TerminalInput& input, std::ostream& out);

  /// The moves played, in order (undone ones left out).
  const std::vector<ChopsticksMove>& moves() const { return moves_; }
  const ChopsticksPosition& position() const { return history_.back(); }
  /// The position now has come round kRepetitions times.
  bool drawn() const;
  int hints_used() const { return hints_used_; }
  int undos() const { return undos_; }

 private:
  bool is_person(int player) const { return !seats_[static_cast<size_t>(player)].computer; }
  const ChopsticksSeat& seat(int player) const { return seats_[static_cast<size_t>(player)]; }
  // A move as this language writes it: "L-R" (the French "G-D"), "0-3".
  std::string move_shown(const ChopsticksMove& move) const;
  void make(const ChopsticksMove& move, std::ostream& out);

  bool over() const override { return position().is_over() || drawn(); }
  bool person_to_move() const override { return is_person(position().to_move); }
  std::string prompt() const override;
  void computer_moves(std::ostream& out) override;
  void show(std::ostream& out) const override;
  void hint(std::ostream& out) override;
  bool undo(std::ostream& out) override;
  bool typed_move(const std::string& text, std::ostream& out) override;

  ChopsticksRules rules_;
  std::array<ChopsticksSeat, 2> seats_;
  ChopsticksTerminalSettings settings_;
  const Catalogue& catalogue_;
  // The players and the rules as a record holds them, for the judge's words.
  Record record_;
  std::vector<ChopsticksMove> moves_;
  // The start, then the position after each move.
  std::vector<ChopsticksPosition> history_;
  int hints_used_ = 0;
  // How many moves were made when the last hint was given, and the history then: asked again
  // in the same position, the hint is said again free.
  std::optional<std::vector<ChopsticksPosition>> hinted_after_;
  int undos_ = 0;
};

}  // namespace lucas
