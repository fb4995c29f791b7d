#include "game/border.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(BorderTest, EachNameBothWays) {
  for (Border b : {Border::none, Border::swedish, Border::icelandic}) {
    const auto back = border_of_name(border_name(b));
    ASSERT_TRUE(back) << border_name(b);
    EXPECT_EQ(*back, b);
  }
  EXPECT_EQ(border_name(Border::none), "none");
  EXPECT_EQ(border_name(Border::swedish), "swedish");
  EXPECT_EQ(border_name(Border::icelandic), "icelandic");
  EXPECT_EQ(border_names(), (std::vector<std::string_view>{"none", "swedish", "icelandic"}));
}

TEST(BorderTest, OnlyTheExactNames) {
  for (const char* name : {"", "Swedish", "swedish ", "swedsh", "suédoise", "round"})
    EXPECT_FALSE(border_of_name(name)) << name;
}

}  // namespace
}  // namespace lucas
