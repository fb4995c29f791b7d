// A yes-or-no answer typed at a question of the terminal ("Nouvelle partie ? (o/n)"): a child
// types « oui » as readily as « o », in either language, in any case.
#pragma once

#include <string_view>

namespace lucas {

enum class Answer { yes, no, unclear };

/// o, oui, y, yes are yes; n, non, no are no (any case, any Unicode form, spaces around them
/// ignored); anything else is unclear, and the question is asked again.
Answer answer_of(std::string_view typed);

}  // namespace lucas
