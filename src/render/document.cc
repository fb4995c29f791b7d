#include "render/document.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>

#include "output/atomic_file.h"
#include "text/names.h"

namespace lucas::render {

namespace {

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

std::string iso_date(std::int64_t seconds) {
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buffer;
}

Diagnostic render_failed(const std::string& path, cairo_status_t status) {
  return Diagnostic{Severity::error,
                    Code::cannot_write,
                    {},
                    std::nullopt,
                    Message("diag.cannot-write")
                        .with("path", path)
                        .with("reason", cairo_status_to_string(status))};
}

// Paints one page on a context and reports Cairo's status after it.
cairo_status_t paint_page(cairo_t* cr, const DocumentInfo& info, const PagePainter& paint,
                          int page) {
  Canvas canvas(cr, info.font);
  cairo_save(cr);
  paint(canvas, page);
  cairo_restore(cr);
  return cairo_status(cr);
}

// Cairo names an SVG's groups after its surfaces' process-wide serial numbers ("surface60"), so
// the same page drawn after another would differ. Renumber them by order of appearance.
std::string renumber_svg_surfaces(const std::string& svg) {
  static constexpr std::string_view kWord = "surface";
  std::vector<std::string> seen;
  std::string out;
  out.reserve(svg.size());
  size_t i = 0;
  while (i < svg.size()) {
    const size_t at = svg.find(kWord, i);
    if (at == std::string::npos) break;
    size_t end = at + kWord.size();
    while (end < svg.size() && std::isdigit(static_cast<unsigned char>(svg[end]))) ++end;
    out.append(svg, i, at - i);
    if (end == at + kWord.size()) {
      out.append(kWord);
    } else {
      const std::string number = svg.substr(at + kWord.size(), end - at - kWord.size());
      auto found = std::find(seen.begin(), seen.end(), number);
      if (found == seen.end()) found = seen.insert(seen.end(), number);
      out.append(kWord).append(std::to_string(found - seen.begin() + 1));
    }
    i = end;
  }
  out.append(svg, i, std::string::npos);
  return out;
}

// The file name extension of each format, in lower case.
constexpr Named<Format> kExtensions[] = {
    {Format::pdf, ".pdf"}, {Format::svg, ".svg"}, {Format::png, ".png"}};

// One SVG or PNG page on a fresh surface of its own, so that its bytes never depend on what was
// drawn before it; `result` gets the file or the error.
void render_image_page(const DocumentInfo& info, const PagePainter& paint, const std::string& path,
                       Format format, int page, Rendering& result) {
  const double w = info.page.width.value;
  const double h = info.page.height.value;
  RenderedFile file{path, {}};
  SurfacePtr surface;
  const double scale = info.dpi / kPointsPerInch;
  if (format == Format::svg) {
    surface.reset(cairo_svg_surface_create_for_stream(append_to_string, &file.bytes, w, h));
    cairo_svg_surface_restrict_to_version(surface.get(), CAIRO_SVG_VERSION_1_1);
  } else {
    const int pw = static_cast<int>(w * scale + 0.5);
    const int ph = static_cast<int>(h * scale + 0.5);
    surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph));
  }
  if (auto s = cairo_surface_status(surface.get()); s != CAIRO_STATUS_SUCCESS) {
    result.error = render_failed(file.path, s);
    return;
  }
  {
    ContextPtr cr(cairo_create(surface.get()));
    if (format == Format::png) {
      // A PNG page is white paper; SVG and PDF pages stay transparent as paper is.
      cairo_set_source_rgb(cr.get(), 1, 1, 1);
      cairo_paint(cr.get());
      cairo_scale(cr.get(), scale, scale);
    }
    if (auto s = paint_page(cr.get(), info, paint, page); s != CAIRO_STATUS_SUCCESS) {
      result.error = render_failed(file.path, s);
      return;
    }
  }
  if (format == Format::png) {
    cairo_surface_flush(surface.get());
    if (auto s = cairo_surface_write_to_png_stream(surface.get(), append_to_string, &file.bytes);
        s != CAIRO_STATUS_SUCCESS) {
      result.error = render_failed(file.path, s);
      return;
    }
  } else {
    cairo_surface_finish(surface.get());
    if (auto s = cairo_surface_status(surface.get()); s != CAIRO_STATUS_SUCCESS) {
      result.error = render_failed(file.path, s);
      return;
    }
    file.bytes = renumber_svg_surfaces(file.bytes);
  }
  result.files.push_back(std::move(file));
}

}  // namespace

std::optional<Format> format_of(std::string_view path) {
  const std::string ext = std::filesystem::path(path).extension().string();
  std::string lower(ext);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return value_named(kExtensions, lower);
}

std::int64_t source_date_from_environment() {
  const char* text = std::getenv("SOURCE_DATE_EPOCH");
  if (!text || !*text) return DocumentInfo::kFixedDate;
  char* end = nullptr;
  const long long value = std::strtoll(text, &end, 10);
  if (*end != '\0' || value < 0) return DocumentInfo::kFixedDate;
  return static_cast<std::int64_t>(value);
}

std::vector<std::string> other_pages(const std::string& path,
                                     const std::vector<std::string>& written) {
  const std::filesystem::path p(path);
  const std::string stem = p.stem().string() + "-", ext = p.extension().string();
  std::vector<std::string> others;
  std::error_code error;
  const std::filesystem::path folder = p.parent_path().empty() ? "." : p.parent_path();
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (name.size() < stem.size() + ext.size() + 2 || !name.starts_with(stem) ||
        !name.ends_with(ext))
      continue;
    const std::string number = name.substr(stem.size(), name.size() - stem.size() - ext.size());
    if (number.size() > 3 ||
        !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
      continue;
    const std::string other = (p.parent_path() / name).string();
    if (std::find(written.begin(), written.end(), other) == written.end()) others.push_back(other);
  }
  std::sort(others.begin(), others.end());
  return others;
}

std::vector<std::string> output_paths(const std::string& path, Format format, int page_count) {
  if (format == Format::pdf || page_count <= 1) return {path};
  const std::filesystem::path p(path);
  const std::string stem = (p.parent_path() / p.stem()).string();
  const std::string ext = p.extension().string();
  const int digits = page_count >= 100 ? 3 : 2;
  std::vector<std::string> paths;
  for (int i = 1; i <= page_count; ++i) {
    char number[16];
    std::snprintf(number, sizeof number, "-%0*d", digits, i);
    paths.push_back(stem + number + ext);
  }
  return paths;
}

Rendering render_document(const DocumentInfo& info, int page_count, const PagePainter& paint,
                          const std::string& path, Format format) {
  Rendering result;
  const std::vector<std::string> paths = output_paths(path, format, page_count);
  const double w = info.page.width.value;
  const double h = info.page.height.value;
  if (format == Format::pdf) {
    RenderedFile file{path, {}};
    SurfacePtr surface(cairo_pdf_surface_create_for_stream(append_to_string, &file.bytes, w, h));
    if (auto s = cairo_surface_status(surface.get()); s != CAIRO_STATUS_SUCCESS) {
      result.error = render_failed(path, s);
      return result;
    }
    const std::string date = iso_date(info.date);
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, info.title.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "lucas");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
    ContextPtr cr(cairo_create(surface.get()));
    for (int page = 0; page < page_count; ++page) {
      if (auto s = paint_page(cr.get(), info, paint, page); s != CAIRO_STATUS_SUCCESS) {
        result.error = render_failed(path, s);
        return result;
      }
      cairo_show_page(cr.get());
    }
    cr.reset();
    cairo_surface_finish(surface.get());
    if (auto s = cairo_surface_status(surface.get()); s != CAIRO_STATUS_SUCCESS) {
      result.error = render_failed(path, s);
      return result;
    }
    result.files.push_back(std::move(file));
    return result;
  }
  for (int page = 0; page < page_count; ++page) {
    render_image_page(info, paint, paths[static_cast<size_t>(page)], format, page, result);
    if (result.error) return result;
  }
  return result;
}

Rendering render_document_page(const DocumentInfo& info, int page_count, const PagePainter& paint,
                               const std::string& path, Format format, int page) {
  if (format == Format::pdf) return render_document(info, page_count, paint, path, format);
  Rendering result;
  const std::vector<std::string> paths = output_paths(path, format, page_count);
  render_image_page(info, paint, paths[static_cast<size_t>(page)], format, page, result);
  return result;
}

std::optional<Diagnostic> write_document(const DocumentInfo& info, int page_count,
                                         const PagePainter& paint, const std::string& path,
                                         Format format, std::vector<std::string>& written) {
  Rendering rendering = render_document(info, page_count, paint, path, format);
  if (rendering.error) return rendering.error;
  for (const RenderedFile& file : rendering.files) {
    if (auto error = output::write_atomically(file.path, file.bytes)) return error;
    written.push_back(file.path);
  }
  return std::nullopt;
}

}  // namespace lucas::render
