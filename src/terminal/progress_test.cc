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

}  // namespace
}  // namespace lucas
