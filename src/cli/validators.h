// The checks lucas puts on option values, in the user's language: their description in --help
// and their error say which values are right. They replace CLI11's IsMember and Range, whose
// texts are English, and read values as the page's queries do (text/option_value.h).
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "cli/app.h"

namespace lucas::cli {

/// One of the given words ("none, swedish or icelandic"), typed in either language, any case,
/// with or without accents (text/value_words.h): the option then holds the word itself.
CLI::Validator one_of(std::vector<std::string> words, const Context& context);

/// A finite decimal number from low to high: "nan" and "inf" are refused, since every
/// comparison with NaN is false and would let them through to the layout as lengths.
CLI::Validator decimal_in(double low, double high, const Context& context);

/// A whole number from low to high.
CLI::Validator whole_in(long long low, long long high, const Context& context);

}  // namespace lucas::cli
