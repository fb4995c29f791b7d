#include "support/pages.h"

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

int pages_of(const std::string& pdf) {
  const std::string pages = pdf_info(pdf, "Pages");
  return pages.empty() ? -1 : std::stoi(pages);
}

}  // namespace lucas::testing
