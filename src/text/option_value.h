// An option's value read as lucas reads it, wherever it is typed: on the command line
// (cli/validators.h wraps these for CLI11) or in a query of the page's API (serve/query.h). The
// refusal says what was typed and what is right, in the catalogue's words.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text/catalogue.h"

namespace lucas {

/// The numbers an option takes, from low to high.
struct ValueRange {
  double low = 0;
  double high = 0;
};

/// The whole numbers an option takes, from low to high.
struct WholeRange {
  long long low = 0;
  long long high = 0;
};

/// "from 4 to 60": a range in words.
Message range_message(ValueRange range);
Message range_message(WholeRange range);

// Each reader sets `value` and returns nothing, or returns the refusal and leaves `value` alone.

/// A finite decimal number within the range: "nan" and "inf" are refused, since every
/// comparison with NaN is false and would let them through to the layout as lengths.
std::optional<Message> read_decimal_in(std::string_view text, ValueRange range, double& value);

/// A whole number within the range.
std::optional<Message> read_whole_in(std::string_view text, WholeRange range, long long& value);

/// One of the words, set as listed, typed in either language and any case, with or without
/// accents (text/value_words.h): « Suédois » is swedish, A4 is a4.
std::optional<Message> read_one_of(std::string_view text, const std::vector<std::string>& words,
                                   std::string& value);

}  // namespace lucas
