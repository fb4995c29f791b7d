#include "cli/validators.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

#include "text/value_words.h"

namespace lucas::cli {

namespace {

// 0.3 and 60 rather than 0.300000 and 60.000000; the decimal point is the one lucas reads.
std::string number_text(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

}  // namespace

CLI::Validator one_of(std::vector<std::string> words, const Context& context) {
  const Catalogue& c = context.catalogue();
  const std::vector<std::string> shown = words_in_both_languages(words);
  const std::string description = c.format(Message("cli.valid.one-of").with("values", shown));
  return CLI::Validator(
      [words, shown, &c](std::string& text) {
        if (auto word = value_word(text, words)) {
          text = std::move(*word);
          return std::string();
        }
        return c.format(
            Message("cli.valid.one-of-error").with("value", text).with("values", shown));
      },
      description, "ONE_OF");
}

CLI::Validator decimal_in(double low, double high, const Context& context) {
  const Catalogue& c = context.catalogue();
  const Message range =
      Message("cli.valid.range").with("low", number_text(low)).with("high", number_text(high));
  return CLI::Validator(
      [low, high, &c, range](std::string& text) {
        char* end = nullptr;
        errno = 0;
        const double value = std::strtod(text.c_str(), &end);
        if (end != text.c_str() && *end == '\0' && errno == 0 && std::isfinite(value) &&
            value >= low && value <= high)
          return std::string();
        return c.format(
            Message("cli.valid.decimal-error").with("value", text).with("range", range));
      },
      c.format(range), "DECIMAL_IN");
}

CLI::Validator whole_in(long long low, long long high, const Context& context) {
  const Catalogue& c = context.catalogue();
  const Message range = Message("cli.valid.range")
                            .with("low", std::to_string(low))
                            .with("high", std::to_string(high));
  return CLI::Validator(
      [low, high, &c, range](std::string& text) {
        char* end = nullptr;
        errno = 0;
        const long long value = std::strtoll(text.c_str(), &end, 10);
        if (end != text.c_str() && *end == '\0' && errno == 0 && value >= low && value <= high)
          return std::string();
        return c.format(Message("cli.valid.whole-error").with("value", text).with("range", range));
      },
      c.format(range), "WHOLE_IN");
}

}  // namespace lucas::cli
