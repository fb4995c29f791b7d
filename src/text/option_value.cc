#include "text/option_value.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

#include "text/value_words.h"

namespace lucas {

namespace {

// 0.3 and 60 rather than 0.300000 and 60.000000; the decimal point is the one lucas reads.
std::string number_text(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

}  // namespace

Message range_message(ValueRange range) {
  return Message("cli.valid.range")
      .with("low", number_text(range.low))
      .with("high", number_text(range.high));
}

Message range_message(WholeRange range) {
  return Message("cli.valid.range")
      .with("low", std::to_string(range.low))
      .with("high", std::to_string(range.high));
}

std::optional<Message> read_decimal_in(std::string_view text, ValueRange range, double& value) {
  const std::string copy(text);  // strtod needs the terminating NUL
  char* end = nullptr;
  errno = 0;
  const double read = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() && *end == '\0' && errno == 0 && std::isfinite(read) &&
      read >= range.low && read <= range.high) {
    value = read;
    return std::nullopt;
  }
  return Message("cli.valid.decimal-error").with("value", copy).with("range", range_message(range));
}

std::optional<Message> read_whole_in(std::string_view text, WholeRange range, long long& value) {
  const std::string copy(text);
  char* end = nullptr;
  errno = 0;
  const long long read = std::strtoll(copy.c_str(), &end, 10);
  if (end != copy.c_str() && *end == '\0' && errno == 0 && read >= range.low &&
      read <= range.high) {
    value = read;
    return std::nullopt;
  }
  return Message("cli.valid.whole-error").with("value", copy).with("range", range_message(range));
}

std::optional<Message> read_one_of(std::string_view text, const std::vector<std::string>& words,
                                   std::string& value) {
  if (auto word = value_word(text, words)) {
    value = std::move(*word);
    return std::nullopt;
  }
  return Message("cli.valid.one-of-error")
      .with("value", std::string(text))
      .with("values", words_in_both_languages(words));
}

}  // namespace lucas
