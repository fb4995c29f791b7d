#include "terminal/learn_steps.h"

#include <gtest/gtest.h>

#include "game/notation.h"

namespace lucas {
namespace {

const LearnStep& step(const std::string& name) {
  for (const LearnStep& s : learn_steps())
    if (s.name == name) return s;
  throw std::logic_error("no step " + name);
}

// One answer in a step: the lines accepted before it, the line, and what the step says of it.
struct AnswerRow {
  const char* step;
  std::vector<const char*> before;
  const char* line;
  bool accepted;
  bool done;
  const char* says;  // the message's key, "" for none
};

class LearnAnswerTest : public ::testing::TestWithParam<AnswerRow> {};

TEST_P(LearnAnswerTest, Judged) {
  const AnswerRow& row = GetParam();
  const LearnStep& s = step(row.step);
  const Board board(s.rows, s.cols);
  Position position = step_position(s, board);
  int accepted = 0;
  for (const char* line : row.before) {
    const StepAnswer a = judge_answer(s, position, *parse_line(board, line).line, accepted);
    ASSERT_TRUE(a.accepted) << line;
    ASSERT_FALSE(a.done) << line;
    position.play(*parse_line(board, line).line);
    ++accepted;
  }
  const StepAnswer answer = judge_answer(s, position, *parse_line(board, row.line).line, accepted);
  EXPECT_EQ(answer.accepted, row.accepted);
  EXPECT_EQ(answer.done, row.done);
  EXPECT_EQ(answer.say ? answer.say->key : "", row.says);
}

// Each step refuses a wrong answer and takes the right one.
INSTANTIATE_TEST_SUITE_P(
    FiveSteps, LearnAnswerTest,
    ::testing::Values(
        AnswerRow{"draw", {}, "K-L", true, true, ""},
        AnswerRow{"close", {}, "E-F", false, false, "learn.close.no-box"},
        AnswerRow{"close", {}, "B-E", true, false, "learn.close.again"},
        AnswerRow{"close", {"B-E"}, "H-I", true, true, ""},
        AnswerRow{"two", {}, "G-H", false, false, "learn.two.not-two"},
        AnswerRow{"two", {}, "B-E", true, true, ""},
        AnswerRow{"safe", {}, "B-E", false, false, "learn.safe.third-side"},
        AnswerRow{"safe", {}, "D-E", false, false, "learn.safe.third-side"},
        AnswerRow{"safe", {}, "E-H", true, true, ""},  // box 4 gets its second side
        AnswerRow{"safe", {}, "C-F", true, true, ""},
        AnswerRow{"chain", {}, "G-L", false, false, "learn.chain.take-first"},
        AnswerRow{"chain", {}, "E-J", false, false, "learn.chain.take-first"},
        AnswerRow{"chain", {}, "C-H", false, false, "learn.chain.take-first"},
        AnswerRow{"chain", {}, "B-G", true, false, "learn.chain.took"},
        AnswerRow{"chain", {"B-G"}, "C-H", true, false, "learn.chain.took"},
        AnswerRow{"chain", {"B-G", "C-H"}, "D-I", false, false, "learn.chain.took-all"},
        AnswerRow{"chain", {"B-G", "C-H"}, "G-L", false, false, "learn.chain.not-the-end"},
        AnswerRow{"chain", {"B-G", "C-H"}, "E-J", true, true, ""}),
    [](const auto& row) { return std::string(row.param.step) + "_" + std::to_string(row.index); });

// Every step's position is what its question says: the pupil to move, nothing taken yet.
TEST(LearnStepsTest, FiveStepsOnLegalPositions) {
  ASSERT_EQ(learn_steps().size(), 5u);
  for (const LearnStep& s : learn_steps()) {
    const Board board(s.rows, s.cols);
    for (const std::string& line : s.drawn) ASSERT_TRUE(parse_line(board, line).line) << line;
    const Position position = step_position(s, board);
    EXPECT_FALSE(position.is_over()) << s.name;
    EXPECT_EQ(position.score(Player::first) + position.score(Player::second), 0) << s.name;
  }
}

}  // namespace
}  // namespace lucas
