#include "render/dot_labels.h"

#include <gtest/gtest.h>

namespace lucas::render {
namespace {

TEST(DotLabels, TheLongSpellingOfCoordinates) {
  EXPECT_EQ(parse_dot_labels("coordinates"), DotLabels::coords);
}

TEST(DotLabels, OtherWordsAreNoStyle) {
  EXPECT_EQ(parse_dot_labels("Letters"), std::nullopt);
  EXPECT_EQ(parse_dot_labels("lettres"), std::nullopt);
  EXPECT_EQ(parse_dot_labels(""), std::nullopt);
}

TEST(DotLabels, TheNamesForOptions) {
  EXPECT_EQ(dot_labels_names(), (std::vector<std::string>{"letters", "coords", "none"}));
}

}  // namespace
}  // namespace lucas::render
