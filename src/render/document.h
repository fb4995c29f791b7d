// A document of pages drawn once by the same code into PDF, SVG or PNG, and written atomically.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/canvas.h"
#include "render/paper.h"
#include "text/diagnostic.h"

namespace lucas::render {

/// The output formats; the output file's extension chooses one.
enum class Format { pdf, svg, png };

/// The format named by a path's extension (.pdf, .svg, .png, any case); nothing otherwise.
std::optional<Format> format_of(std::string_view path);

/// What every page of a document shares.
struct DocumentInfo {
  PageGeometry page;
  /// The PDF title.
  std::string title;
  /// The font family of every text (Canvas::font_family()).
  std::string font{kDefaultFont};
  /// Pixels per inch of PNG pages.
  double dpi = 150;
  /// Seconds since 1970 written as the PDF creation and modification dates.
  std::int64_t date = kFixedDate;
  /// The date used when SOURCE_DATE_EPOCH is not set: 2000-01-01 00:00:00 UTC.
  static constexpr std::int64_t kFixedDate = 946684800;
};

/// SOURCE_DATE_EPOCH when it is set to a number, else DocumentInfo::kFixedDate.
std::int64_t source_date_from_environment();

/// Draws one page (index from 0) on a canvas whose user unit is the point, origin top-left.
using PagePainter = std::function<void(Canvas&, int page)>;

/// One output file, in memory.
struct RenderedFile {
  std::string path;
  std::string bytes;
};

/// The names of the files a document of page_count pages gives: the path itself for a PDF or a
/// single page, else one per page with its number before the extension (replay-01.svg ...;
/// three digits from 100 pages on).
std::vector<std::string> output_paths(const std::string& path, Format format, int page_count);
/// The files beside `written` (the pages output_paths() named) that are named as pages of the
/// same output but are not among them: an earlier run's, with more pages. Sorted.
std::vector<std::string> other_pages(const std::string& path,
                                     const std::vector<std::string>& written);

/// What rendering produced: the files' bytes, or why it failed.
struct Rendering {
  std::vector<RenderedFile> files;
  std::optional<Diagnostic> error;
};

/// Draws every page with the painter into the format's files, in memory. Each SVG and PNG page
/// gets a fresh surface, so a page's bytes never depend on what was drawn before it.
Rendering render_document(const DocumentInfo& info, int page_count, const PagePainter& paint,
                          const std::string& path, Format format);

/// The file of one page (index from 0, below page_count) of an SVG or PNG document, in memory,
/// named and drawn as render_document names and draws it: the same bytes, without drawing the
/// other pages. A PDF is one file: the whole document.
Rendering render_document_page(const DocumentInfo& info, int page_count, const PagePainter& paint,
                               const std::string& path, Format format, int page);

/// Renders then writes every file atomically. On success, the paths written in order.
std::optional<Diagnostic> write_document(const DocumentInfo& info, int page_count,
                                         const PagePainter& paint, const std::string& path,
                                         Format format, std::vector<std::string>& written);

}  // namespace lucas::render
