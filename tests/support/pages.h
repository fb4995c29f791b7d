// Reading the PDFs lucas writes, in the tests, with poppler's pdfinfo.
#pragma once

#include <string>
#include <vector>

namespace lucas::testing {

/// One field of what pdfinfo says of a PDF ("Pages", "Page size", "Title", "Creator",
/// "CreationDate"...), as it prints it, without the line end; "" when it says no such field.
std::string pdf_info(const std::string& pdf, const std::string& field);

/// The text of a PDF, or of one page of it (counted from 1), in the order it was written
/// (pdftotext -raw), each run of spaces and line ends made one space.
std::string pdf_text(const std::string& pdf, int page = 0);

/// A word of a page as pdftotext -bbox places it, in points from the page's top-left corner.
struct PlacedWord {
  std::string text;
  double x_min = 0, y_min = 0, x_max = 0, y_max = 0;
  double x() const { return (x_min + x_max) / 2; }
  double y() const { return (y_min + y_max) / 2; }
};

/// The words of page `page` (from 1) of a PDF with their boxes.
std::vector<PlacedWord> pdf_words(const std::string& pdf, int page);

/// The number of pages of a PDF as pdfinfo reads it; -1 when pdfinfo cannot read it.
int pages_of(const std::string& pdf);

/// The row numbers of a handout's move-record form on a page (0: on every page), read back with
/// poppler: "1 2 3 ".
std::string form_rows_on(const std::string& pdf, int page = 0);

/// "1 2 ... last ", as form_rows_on() reads a form of `last` rows.
std::string numbers_to(int last);

}  // namespace lucas::testing
