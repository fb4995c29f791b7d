#include "cli/validators.h"

#include "text/option_value.h"
#include "text/value_words.h"

namespace lucas::cli {

CLI::Validator one_of(std::vector<std::string> words, const Context& context) {
  const Catalogue& c = context.catalogue();
  const std::vector<std::string> shown = words_in_both_languages(words);
  const std::string description = c.format(Message("cli.valid.one-of").with("values", shown));
  return CLI::Validator(
      [words, &c](std::string& text) {
        std::string word;
        if (auto refusal = read_one_of(text, words, word)) return c.format(*refusal);
        text = word;
        return std::string();
      },
      description, "ONE_OF");
}

CLI::Validator decimal_in(double low, double high, const Context& context) {
  const Catalogue& c = context.catalogue();
  const ValueRange range{low, high};
  return CLI::Validator(
      [range, &c](std::string& text) {
        double value = 0;
        const auto refusal = read_decimal_in(text, range, value);
        return refusal ? c.format(*refusal) : std::string();
      },
      c.format(range_message(range)), "DECIMAL_IN");
}

CLI::Validator whole_in(long long low, long long high, const Context& context) {
  const Catalogue& c = context.catalogue();
  const WholeRange range{low, high};
  return CLI::Validator(
      [range, &c](std::string& text) {
        long long value = 0;
        const auto refusal = read_whole_in(text, range, value);
        return refusal ? c.format(*refusal) : std::string();
      },
      c.format(range_message(range)), "WHOLE_IN");
}

}  // namespace lucas::cli
