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

// The table: 4 GiB was enough for the open 4x4 board (3.7 G positions); a quarter of it cost
// 2.3 times (measured: 1849 s and 8.55 G positions on two threads, 867 s and 3.7 G with 4 GiB
// on one), 1,792 MiB 1.6 times (measured 1280-1517 s on two threads), an eighth more than 4.6
// times (not ended after 66 minutes on two threads).
TEST(SolveEstimate, CountsATableTooSmall) {
  constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
  const SolveEstimate enough = estimate_solve(40);
  EXPECT_EQ(estimate_solve(40, false, 4096 * kMiB).seconds, enough.seconds);
  EXPECT_EQ(estimate_solve(40, false, 8192 * kMiB).positions, enough.positions);
  EXPECT_NEAR(estimate_solve(40, false, 1024 * kMiB).seconds, 1992, 1);
  EXPECT_NEAR(estimate_solve(40, false, 1024 * kMiB).positions, 8.5e9, 0.1e9);
  EXPECT_NEAR(estimate_solve(40, false, 1792 * kMiB).seconds, 1424, 1);
  // Just under what is enough, a little more.
  EXPECT_GT(estimate_solve(40, false, 4095 * kMiB).seconds, enough.seconds);
  EXPECT_LT(estimate_solve(40, false, 4095 * kMiB).seconds, 1.01 * enough.seconds);
  // Down to a quarter of the table, each halving 2^0.6; below, twice.
  for (std::uint64_t mib = 16; mib <= 2048; mib *= 2)
    EXPECT_NEAR(estimate_solve(40, false, mib * kMiB).seconds /
                    estimate_solve(40, false, 2 * mib * kMiB).seconds,
                mib >= 1024 ? 1.516 : 2.0, 0.001)
        << mib;
  // The default 512 MiB puts 4x4 beyond a class hour (about 66 minutes; it had not ended after
  // 66 on two threads), 1 GiB within it; 3x4 boxes (31 lines, 17.4 M positions) need about 20 MB:
  // 512 MiB is plenty, 16 MiB a little short.
  EXPECT_GT(estimate_solve(40, false, 512 * kMiB).seconds, kClassHourSeconds);
  EXPECT_LT(estimate_solve(40, false, 512 * kMiB).seconds, 1.2 * kClassHourSeconds);
  EXPECT_LT(estimate_solve(40, false, 1024 * kMiB).seconds, kClassHourSeconds);
  EXPECT_EQ(estimate_solve(31, false, 512 * kMiB).seconds, estimate_solve(31).seconds);
  EXPECT_GT(estimate_solve(31, false, 16 * kMiB).seconds, estimate_solve(31).seconds);
  EXPECT_LT(estimate_solve(31, false, 16 * kMiB).seconds, 1.2 * estimate_solve(31).seconds);
  // Misère's positions, more of them, want more table: triangle 4's 1.98 M fit in 512 MiB.
  EXPECT_EQ(estimate_solve(30, true, 512 * kMiB).seconds, estimate_solve(30, true).seconds);
  EXPECT_GT(estimate_solve(36, true, 16 * kMiB).seconds, estimate_solve(36, true).seconds);
}

}  // namespace
}  // namespace lucas
