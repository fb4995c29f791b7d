#include "terminal/progress.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(ProgressPace, QuietForASecondThenOnceASecond) {
  ProgressPace pace;
  EXPECT_FALSE(pace.due(0.0));
  EXPECT_FALSE(pace.due(0.99));
  EXPECT_TRUE(pace.due(1.0));
  EXPECT_FALSE(pace.due(1.5));
  EXPECT_FALSE(pace.due(1.99));
  EXPECT_TRUE(pace.due(2.2));
  // A long gap (a slow stretch) gives one line, not a burst.
  EXPECT_TRUE(pace.due(9.0));
  EXPECT_FALSE(pace.due(9.5));
}

// Into a log: after 10 s, then each time the time spent has doubled; a 15-minute solve that
// reports every few milliseconds writes 7 lines.
TEST(ProgressPace, AFewLinesWhenNotATerminal) {
  ProgressPace pace(false);
  EXPECT_FALSE(pace.due(1.0));
  EXPECT_FALSE(pace.due(9.9));
  EXPECT_TRUE(pace.due(10.0));
  EXPECT_FALSE(pace.due(19.9));
  EXPECT_TRUE(pace.due(20.5));
  ProgressPace log(false);
  int lines = 0;
  for (double t = 0; t < 900; t += 0.01) lines += log.due(t) ? 1 : 0;
  EXPECT_EQ(lines, 7);
}

}  // namespace
}  // namespace lucas
