#include "solve/key_runs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>

namespace lucas {
namespace {

// Every number of a small range comes back from its run and low bits, the runs are consecutive
// and in order, and no run is longer than its low bits can tell apart: for every count of runs,
// powers of two or not.
TEST(KeyRuns, EveryNumberComesBackFromItsRunAndLowBits) {
  for (const int bits : {1, 5, 10}) {
    const std::uint64_t numbers = std::uint64_t{1} << bits;
    for (std::uint64_t count = 1; count <= numbers; ++count) {
      const KeyRuns runs(bits, count);
      std::uint64_t run = 0, length = 0, longest = 0;
      for (std::uint64_t n = 0; n < numbers; ++n) {
        const std::uint64_t r = runs.run_of(n);
        ASSERT_LT(r, count);
        ASSERT_TRUE(r == run || r == run + 1) << bits << " " << count << " " << n;
        length = r == run ? length + 1 : 1;
        run = r;
        longest = std::max(longest, length);
        ASSERT_EQ(runs.number(runs.first_of(r), n & runs.mask()), n)
            << bits << " " << count << " " << n;
      }
      EXPECT_EQ(run, count - 1);  // every run has numbers
      EXPECT_LE(longest, runs.mask() + 1);
      if (runs.low_bits() > 0) {
        EXPECT_GT(longest, (runs.mask() + 1) / 2);  // none to spare
      }
    }
  }
}

// The low bits kept are as few as the longest run allows: one fewer would leave two numbers of
// a run alike (with 2^k runs, exactly the bits the run does not tell).
TEST(KeyRuns, LowBitsAreFewAndEnough) {
  EXPECT_EQ(KeyRuns(40, std::uint64_t{1} << 23).low_bits(), 17);
  EXPECT_EQ(KeyRuns(40, (std::uint64_t{1} << 23) - 1).low_bits(), 18);
  EXPECT_EQ(KeyRuns(40, std::uint64_t{7} << 25).low_bits(), 13);
  EXPECT_EQ(KeyRuns(10, 1024).low_bits(), 0);
  EXPECT_EQ(KeyRuns(10, 1).low_bits(), 10);
  // 3 runs of 1024 numbers: 342 long, 8 bits would not do.
  EXPECT_EQ(KeyRuns(10, 3).low_bits(), 9);
}

// Numbers as long as 64 bits (5x5 boxes have 60 lines; 64 is the most a line set holds).
TEST(KeyRuns, SixtyFourBitNumbers) {
  const KeyRuns runs(64, 3u << 20);
  for (const std::uint64_t n : {std::uint64_t{0}, std::uint64_t{12345678901234567ull},
                                ~std::uint64_t{0}, std::uint64_t{1} << 63}) {
    EXPECT_EQ(runs.number(runs.first_of(runs.run_of(n)), n & runs.mask()), n);
  }
  EXPECT_EQ(runs.run_of(~std::uint64_t{0}), (3u << 20) - 1);
}

}  // namespace
}  // namespace lucas
