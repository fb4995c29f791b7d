#include "terminal/answer.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(Answer, YesInEitherLanguageAndAnyCase) {
  for (const char* typed :
       {"o", "O", "oui", "Oui", "OUI", " oui ", "y", "Y", "yes", "YES", "Yes\r"})
    EXPECT_EQ(answer_of(typed), Answer::yes) << typed;
}

TEST(Answer, NoInEitherLanguageAndAnyCase) {
  for (const char* typed : {"n", "N", "non", "NON", "Non ", "no", "No", "\tno"})
    EXPECT_EQ(answer_of(typed), Answer::no) << typed;
}

TEST(Answer, AnythingElseIsAskedAgain) {
  for (const char* typed :
       {"", "   ", "ou", "ouii", "nope", "yes please", "0", "A-B", "non oui", "é"})
    EXPECT_EQ(answer_of(typed), Answer::unclear) << typed;
}

}  // namespace
}  // namespace lucas
