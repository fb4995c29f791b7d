// Reading the PDFs lucas writes, in the tests, with poppler's pdfinfo.
#pragma once

#include <string>

namespace lucas::testing {

/// One field of what pdfinfo says of a PDF ("Pages", "Page size", "Title", "Creator",
/// "CreationDate"...), as it prints it, without the line end; "" when it says no such field.
std::string pdf_info(const std::string& pdf, const std::string& field);

/// The text of a PDF, or of one page of it (counted from 1), in the order it was written
/// (pdftotext -raw), each run of spaces and line ends made one space.
std::string pdf_text(const std::string& pdf, int page = 0);

/// The number of pages of a PDF as pdfinfo reads it; -1 when pdfinfo cannot read it.
int pages_of(const std::string& pdf);

}  // namespace lucas::testing
