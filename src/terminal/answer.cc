#include "terminal/answer.h"

#include <algorithm>
#include <array>

#include "record/player_name.h"

namespace lucas {

namespace {

// Both languages' words, whatever --lang says: a class is often bilingual.
constexpr std::array<std::string_view, 4> kYes{"o", "oui", "y", "yes"};
constexpr std::array<std::string_view, 3> kNo{"n", "non", "no"};

bool is_one_of(std::string_view typed, auto words) {
  return std::any_of(words.begin(), words.end(),
                     [typed](std::string_view word) { return same_name(typed, word); });
}

}  // namespace

Answer answer_of(std::string_view typed) {
  const size_t first = typed.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return Answer::unclear;
  typed = typed.substr(first, typed.find_last_not_of(" \t\r") - first + 1);
  if (is_one_of(typed, kYes)) return Answer::yes;
  if (is_one_of(typed, kNo)) return Answer::no;
  return Answer::unclear;
}

}  // namespace lucas
