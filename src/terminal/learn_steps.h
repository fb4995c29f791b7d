// The five steps of the rules page's "Apprendre" as guided positions: what is on the board, what
// the pupil is asked to draw, and whether a line drawn answers it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/position.h"
#include "text/catalogue.h"

namespace lucas {

/// What a step asks for.
enum class Goal {
  any_line,          ///< draw a line between two neighbouring dots
  close_then_again,  ///< close a box, then draw again: the one who closes a box plays again
  close_two,         ///< one line closes two boxes
  safe_line,         ///< a line that gives no box its third side
  double_sacrifice,  ///< take the boxes of an opened chain but the last two, then refuse them
};

/// One step: its catalogue name (learn.<name>.title, learn.<name>.ask), its board and the lines
/// drawn on it before the pupil's turn, named as a record names them.
struct LearnStep {
  std::string name;
  int rows = 3;  ///< dots
  int cols = 3;
  std::vector<std::string> drawn;
  Goal goal = Goal::any_line;
};

/// The five steps, in the rules page's order.
const std::vector<LearnStep>& learn_steps();

/// What a legal line drawn in a step does.
struct StepAnswer {
  /// The line is drawn; otherwise the board stays as it was and the pupil tries again.
  bool accepted = false;
  /// The step is over.
  bool done = false;
  /// What to tell the pupil: why the line is not the answer, or what happens next.
  std::optional<Message> say;
};

/// Judges `line` (legal in `position`) as the answer of `step`, `accepted` lines of the step
/// already drawn.
StepAnswer judge_answer(const LearnStep& step, const Position& position, Line line, int accepted);

/// The step's position: its board's lines drawn in order. Precondition: they are lines of `board`.
Position step_position(const LearnStep& step, const Board& board);

}  // namespace lucas
