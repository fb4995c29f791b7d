#include "support/pages.h"

#include <sstream>

#include "support/run.h"

namespace lucas::testing {

std::string pdf_info(const std::string& pdf, const std::string& field) {
  std::string value = run_shell("pdfinfo '" + pdf + "' | sed -n 's/^" + field + ": *//p'").out;
  if (!value.empty() && value.back() == '\n') value.pop_back();
  return value;
}

std::string pdf_text(const std::string& pdf, int page) {
  const std::string pages =
      page > 0 ? " -f " + std::to_string(page) + " -l " + std::to_string(page) : "";
  return run_shell("pdftotext -raw" + pages + " '" + pdf + "' - | tr -s ' \\n' ' '").out;
}

std::string form_rows_on(const std::string& pdf, int page) {
  const std::string pages =
      page > 0 ? " -f " + std::to_string(page) + " -l " + std::to_string(page) : "";
  return run_shell("pdftotext" + pages + " -enc UTF-8 '" + pdf +
                   "' - | grep -xE '[0-9]+' | sort -n | uniq | tr '\\n' ' '")
      .out;
}

std::string numbers_to(int last) {
  std::string out;
  for (int i = 1; i <= last; ++i) out += std::to_string(i) + " ";
  return out;
}

std::vector<PlacedWord> pdf_words(const std::string& pdf, int page) {
  const std::string n = std::to_string(page);
  // One <word xMin="…" yMin="…" xMax="…" yMax="…">text</word> a line.
  const std::string html =
      run_shell("pdftotext -bbox -f " + n + " -l " + n + " '" + pdf + "' - | grep '<word '").out;
  std::vector<PlacedWord> words;
  std::istringstream lines(html);
  std::string line;
  auto field = [&](const std::string& name) {
    const size_t at = line.find(name + "=\"");
    return at == std::string::npos ? 0.0 : std::stod(line.substr(at + name.size() + 2));
  };
  while (std::getline(lines, line)) {
    const size_t open = line.find('>'), close = line.rfind("</word>");
    if (open == std::string::npos || close == std::string::npos || close < open) continue;
    words.push_back({line.substr(open + 1, close - open - 1), field("xMin"), field("yMin"),
                     field("xMax"), field("yMax")});
  }
  return words;
}

int pages_of(const std::string& pdf) {
  const std::string pages = pdf_info(pdf, "Pages");
  return pages.empty() ? -1 : std::stoi(pages);
}

}  // namespace lucas::testing
