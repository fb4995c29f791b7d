#include "text/names.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace lucas {
namespace {

enum class Fruit { apple, pear, plum };

constexpr Named<Fruit> kFruits[] = {
    {Fruit::apple, "apple"}, {Fruit::pear, "pear"}, {Fruit::pear, "poire"}};

TEST(Names, EachValueByItsFirstName) {
  EXPECT_STREQ(name_of(kFruits, Fruit::apple), "apple");
  EXPECT_STREQ(name_of(kFruits, Fruit::pear), "pear");  // not the second spelling
  EXPECT_STREQ(name_of(kFruits, Fruit::plum), "");      // no row
}

TEST(Names, EachNameToItsValue) {
  EXPECT_EQ(value_named(kFruits, "apple"), Fruit::apple);
  EXPECT_EQ(value_named(kFruits, "pear"), Fruit::pear);
  EXPECT_EQ(value_named(kFruits, "poire"), Fruit::pear);
  EXPECT_EQ(value_named(kFruits, "Apple"), std::nullopt);  // exactly as written
  EXPECT_EQ(value_named(kFruits, "plum"), std::nullopt);
  EXPECT_EQ(value_named(kFruits, ""), std::nullopt);
}

TEST(Names, TheNamesOfATableOnceEach) {
  EXPECT_EQ(names_of(kFruits), (std::vector<std::string>{"apple", "pear"}));
}

static_assert(std::string_view(name_of(kFruits, Fruit::pear)) == "pear");

}  // namespace
}  // namespace lucas
