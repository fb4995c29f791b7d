#include "text/display_width.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(DisplayWidth, CharactersNotBytes) {
  EXPECT_EQ(display_width("Noé"), 3u);
  EXPECT_EQ(display_width("Noe\xCC\x81"), 3u);  // e and a combining acute accent
  EXPECT_EQ(display_width("名前"), 4u);
  EXPECT_EQ(display_width("\xE9t\xE9"), 3u);  // not UTF-8: a column a byte
  EXPECT_EQ(display_width(""), 0u);
}

TEST(DisplayWidth, PadsToColumnsNotBytes) {
  EXPECT_EQ(pad_to_width("Maël", 6), "Maël  ");
  EXPECT_EQ(pad_to_width("Mae\xCC\x88l", 6), "Mae\xCC\x88l  ");
  EXPECT_EQ(pad_to_width("王芳", 6), "王芳  ");
  EXPECT_EQ(pad_to_width("Zoé", 2), "Zoé");
}

}  // namespace
}  // namespace lucas
