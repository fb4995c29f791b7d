#include "text/shown_text.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(ShownText, BytesThatAreNotUtf8AndControlsAreEscaped) {
  EXPECT_EQ(shown_text("classe/Zoé.yaml"), "classe/Zoé.yaml");
  EXPECT_EQ(shown_text("classe/\xE9l\xE8ve.yaml"), "classe/\\xE9l\\xE8ve.yaml");
  EXPECT_EQ(shown_text("a\nb\x7F.yaml"), "a\\x0Ab\\x7F.yaml");
  EXPECT_EQ(shown_text("\xC3"), "\\xC3");  // a character cut short
}

TEST(ShownText, ATypedEscapeSequenceIsShownNotSent) {
  EXPECT_EQ(shown_text("A-\x1B[31mB"), "A-\\x1B[31mB");
  EXPECT_EQ(shown_text("Noé\tMia"), "Noé\\x09Mia");
  EXPECT_EQ(shown_text("A-B"), "A-B");
}

}  // namespace
}  // namespace lucas
