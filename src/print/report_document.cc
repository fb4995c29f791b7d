#include "print/report_document.h"

#include "present/class_report.h"
#include "render/report_pages.h"

namespace lucas::print {

Result<Printable, Diagnostic> report_document(const ReportRequest& request,
                                              const std::vector<CheckedFile>& files,
                                              render::Format format, const Catalogue& catalogue) {
  const std::string title = request.title.empty() ? catalogue.text("report.title") : request.title;
  auto settings = page_settings(request.page, format, title);
  if (!settings) return Result<Printable, Diagnostic>::failure(settings.error());
  const render::ClassReport report = class_report(files, request.labels, title, catalogue);
  const render::BlockPacking packing =
      request.one_per_page ? render::BlockPacking::one_per_page : render::BlockPacking::packed;
  return Printable{render::layout_class_report(report, settings->setup, catalogue, packing),
                   *settings};
}

}  // namespace lucas::print
