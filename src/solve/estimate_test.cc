#include "solve/estimate.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(SolveEstimate, GivesTheMeasuredSolvesBack) {
  EXPECT_NEAR(estimate_solve(24).seconds, 0.041, 1e-9);  // 3x3 boxes
  EXPECT_NEAR(estimate_solve(31).seconds, 2.5, 1e-9);    // 3x4
  EXPECT_NEAR(estimate_solve(40).seconds, 867, 1e-6);    // 4x4
  EXPECT_NEAR(estimate_solve(40).positions, 3.7e9, 1);
}

TEST(SolveEstimate, GrowsWithEveryFreeLine) {
  for (int lines = 1; lines < 64; ++lines) {
    EXPECT_LT(estimate_solve(lines).seconds, estimate_solve(lines + 1).seconds) << lines;
    EXPECT_LT(estimate_solve(lines).positions, estimate_solve(lines + 1).positions) << lines;
  }
}

TEST(SolveEstimate, ClassHourBoundary) {
  // 4x4 boxes (40 lines) is within a class hour, 4x5 (49) and 5x5 (60) far beyond.
  EXPECT_LT(estimate_solve(40).seconds, kClassHourSeconds);
  EXPECT_LT(estimate_solve(42).seconds, kClassHourSeconds);
  EXPECT_GT(estimate_solve(43).seconds, kClassHourSeconds);
  EXPECT_GT(estimate_solve(60).seconds, 1000 * kClassHourSeconds);
  // Small boards are quick: 2x2 boxes (12 lines) in well under a millisecond.
  EXPECT_LT(estimate_solve(12).seconds, 1e-3);
}

// Misère prunes far less than normal play: triangle 4 (30 free lines) in misère took 14 s where
// the normal estimate says about 1.4 s, and the estimate says so.
TEST(SolveEstimate, CountsMisere) {
  EXPECT_NEAR(estimate_solve(30).seconds, 1.4, 0.1);
  EXPECT_NEAR(estimate_solve(30, true).seconds, 14, 1e-6);
  EXPECT_NEAR(estimate_solve(30, true).positions, 1.98e6, 1);
  for (int lines = 1; lines < 64; ++lines) {
    EXPECT_GT(estimate_solve(lines, true).seconds, 9 * estimate_solve(lines).seconds) << lines;
    EXPECT_LT(estimate_solve(lines, true).seconds, estimate_solve(lines + 1, true).seconds)
        << lines;
  }
  // 4x4 boxes in misère are beyond a class hour, from 39 free lines; 38 and 3x3 (24 lines) are
  // not.
  EXPECT_GT(estimate_solve(40, true).seconds, kClassHourSeconds);
  EXPECT_GT(estimate_solve(39, true).seconds, kClassHourSeconds);
  EXPECT_LT(estimate_solve(38, true).seconds, kClassHourSeconds);
  EXPECT_LT(estimate_solve(24, true).seconds, kClassHourSeconds);
}

}  // namespace
}  // namespace lucas
