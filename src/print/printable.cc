#include "print/printable.h"

#include "present/error_line.h"

namespace lucas::print {

Result<PageSettings, Diagnostic> page_settings(const PageRequest& request, render::Format format,
                                               const std::string& title) {
  using Answer = Result<PageSettings, Diagnostic>;
  auto bad = [](Message m) {
    return Answer::failure(command_error(Code::bad_option, std::move(m)));
  };
  if (!render::font_available(request.font))
    return bad(Message("diag.bad-font").with("font", request.font));
  const auto paper = render::find_paper(request.paper);
  if (!paper)
    return bad(Message("cli.valid.one-of-error")
                   .with("value", request.paper)
                   .with("values", render::paper_names()));
  const auto page = render::page_geometry(*paper, request.landscape,
                                          render::Margins::all(render::Mm{request.margin}));
  if (!page)
    return bad(Message("diag.bad-margin")
                   .with("margin", static_cast<int>(request.margin))
                   .with("paper", paper->name));
  PageSettings settings;
  settings.format = format;
  settings.setup.page = *page;
  settings.setup.font = request.font;
  settings.info.page = *page;
  settings.info.font = request.font;
  settings.info.dpi = request.dpi;
  settings.info.date = render::source_date_from_environment();
  settings.info.title = title;
  return settings;
}

render::Rendering render_printable(const Printable& printable, const std::string& path) {
  if (printable.layout.error) return render::Rendering{{}, printable.layout.error};
  return render::render_document(printable.settings.info, printable.layout.page_count,
                                 printable.layout.paint, path, printable.settings.format);
}

render::Rendering render_printable_page(const Printable& printable, const std::string& path,
                                        int page) {
  if (printable.layout.error) return render::Rendering{{}, printable.layout.error};
  return render::render_document_page(printable.settings.info, printable.layout.page_count,
                                      printable.layout.paint, path, printable.settings.format,
                                      page - 1);
}

}  // namespace lucas::print
