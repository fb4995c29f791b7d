#include "terminal/learn_steps.h"

#include "game/notation.h"
#include "solve/strategy.h"

namespace lucas {

namespace {

// The box a line would give its third side, if any.
std::optional<Box> third_side(const Position& position, Line line) {
  for (Box box : position.board().boxes_of(line))
    if (box.index >= 0 && position.sides_left(box) == 2) return box;
  return std::nullopt;
}

int completes(const Position& position, Line line) {
  int count = 0;
  for (Box box : position.board().boxes_of(line))
    if (box.index >= 0 && position.sides_left(box) == 1) ++count;
  return count;
}

// How many boxes the player to move can take in a row from here: the rest of an opened chain.
int takeable_in_a_row(Position position) {
  int taken = 0;
  for (bool took = true; took;) {
    took = false;
    for (int l = 0; l < position.board().line_count() && !took; ++l) {
      const Line line{l};
      if (position.is_drawn(line) || completes(position, line) == 0) continue;
      taken += position.play(line).completed_count;
      took = true;
    }
  }
  return taken;
}

StepAnswer refuse(Message message) { return {false, false, std::move(message)}; }

}  // namespace

const std::vector<LearnStep>& learn_steps() {
  // The boards are small so that the answer is found by looking. Dots, on 3x3: A B C / D E F /
  // G H I; on 3x5: A-E / F-J / K-O.
  static const std::vector<LearnStep> steps = {
      {"draw", 3, 4, {}, Goal::any_line},
      {"close", 3, 3, {"A-B", "A-D", "D-E"}, Goal::close_then_again},
      {"two", 3, 3, {"A-B", "B-C", "A-D", "C-F", "D-E", "E-F"}, Goal::close_two},
      {"safe", 3, 3, {"A-B", "A-D", "H-I"}, Goal::safe_line},
      // Two chains of four boxes: the top one opened at its left end (box 1 has three sides),
      // the bottom one still closed. Take boxes 1 and 2, then draw E-J, the line at the end of
      // the chain: the opponent takes boxes 3 and 4 and must open the bottom chain.
      {"chain",
       3,
       5,
       {"A-B", "B-C", "C-D", "D-E", "F-G", "G-H", "H-I", "I-J", "K-L", "L-M", "M-N", "N-O", "A-F"},
       Goal::double_sacrifice},
  };
  return steps;
}

Position step_position(const LearnStep& step, const Board& board) {
  Position position(board);
  for (const std::string& name : step.drawn) position.play(*parse_line(board, name).line);
  return position;
}

StepAnswer judge_answer(const LearnStep& step, const Position& position, Line line, int accepted) {
  const Board& board = position.board();
  const std::string name = line_name(board, line);
  const int closed = completes(position, line);
  switch (step.goal) {
    case Goal::any_line:
      return {true, true, std::nullopt};
    case Goal::close_then_again:
      if (accepted > 0) return {true, true, std::nullopt};
      if (closed == 0) return refuse(Message("learn.close.no-box").with("line", name));
      return {true, false, Message("learn.close.again")};
    case Goal::close_two:
      if (closed == 2) return {true, true, std::nullopt};
      return refuse(Message("learn.two.not-two").with("line", name));
    case Goal::safe_line:
      if (const std::optional<Box> box = third_side(position, line))
        return refuse(
            Message("learn.safe.third-side").with("line", name).with("box", box->number()));
      return {true, true, std::nullopt};
    case Goal::double_sacrifice: {
      // Take while more than two boxes of the chain are left; at two, refuse them with the line
      // at the end of the chain.
      if (takeable_in_a_row(position) > 2) {
        if (closed > 0) return {true, false, Message("learn.chain.took").with("line", name)};
        return refuse(Message("learn.chain.take-first").with("line", name));
      }
      if (move_kind(position, line) == MoveKind::double_dealing) return {true, true, std::nullopt};
      if (closed > 0) return refuse(Message("learn.chain.took-all").with("line", name));
      return refuse(Message("learn.chain.not-the-end").with("line", name));
    }
  }
  return {};
}

}  // namespace lucas
