#include "terminal/interrupt.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

int previous_calls = 0;
extern "C" void count_call(int) { ++previous_calls; }

TEST(InterruptFlag, SigintSetsTheFlagThenTheOldHandlerComesBack) {
  struct sigaction counting {};
  counting.sa_handler = count_call;
  sigemptyset(&counting.sa_mask);
  struct sigaction saved {};
  ASSERT_EQ(sigaction(SIGINT, &counting, &saved), 0);
  {
    InterruptFlag flag;
    EXPECT_FALSE(flag.raised());
    std::raise(SIGINT);
    EXPECT_TRUE(flag.raised());
    EXPECT_EQ(previous_calls, 0);
  }
  std::raise(SIGINT);
  EXPECT_EQ(previous_calls, 1);
  // A new flag starts lowered.
  {
    InterruptFlag flag;
    EXPECT_FALSE(flag.raised());
  }
  sigaction(SIGINT, &saved, nullptr);
}

TEST(InterruptFlag, AnIgnoredSigintStaysIgnored) {
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  struct sigaction saved {};
  ASSERT_EQ(sigaction(SIGINT, &ignore, &saved), 0);
  {
    InterruptFlag flag;
    std::raise(SIGINT);
    EXPECT_FALSE(flag.raised());
  }
  struct sigaction now {};
  sigaction(SIGINT, nullptr, &now);
  EXPECT_EQ(now.sa_handler, SIG_IGN);
  sigaction(SIGINT, &saved, nullptr);
}

}  // namespace
}  // namespace lucas
