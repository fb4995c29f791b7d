#include "serve/class_api.h"

#include <algorithm>

#include "check/check_text.h"
#include "present/class_summary.h"
#include "print/report_document.h"
#include "text/file_names.h"
#include "text/shown_text.h"

namespace lucas::serve {

namespace {

// The uploads checked, in the order lucas check walks a folder.
std::vector<CheckedFile> checked(std::vector<Upload> uploads) {
  std::stable_sort(uploads.begin(), uploads.end(), [](const Upload& a, const Upload& b) {
    return path_sorts_before(a.name, b.name);
  });
  std::vector<CheckedFile> files;
  files.reserve(uploads.size());
  for (Upload& upload : uploads) {
    CheckResult result = check_text(upload.text);
    files.push_back(
        CheckedFile{shown_text(upload.name), std::move(upload.text), std::move(result)});
  }
  return files;
}

Answer no_records(const Catalogue& catalogue) {
  return error_answer(400, Code::missing_option, Message("serve.no-records"), catalogue);
}

}  // namespace

Answer class_answer(std::vector<Upload> uploads, const Catalogue& catalogue) {
  if (uploads.empty()) return no_records(catalogue);
  const std::vector<CheckedFile> files = checked(std::move(uploads));
  return json_answer(200, {{"files", check_json(files, catalogue)},
                           {"summary", summary_json(summarize(files, catalogue))}});
}

Answer report_answer(std::string_view target, std::vector<Upload> uploads,
                     const Catalogue& catalogue) {
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto asked = report_query(*query);
  if (!asked) return diagnostic_answer(400, asked.error(), catalogue);
  if (uploads.empty()) return no_records(catalogue);
  // The report's diagrams point into the checked files: they live until it is rendered.
  const std::vector<CheckedFile> files = checked(std::move(uploads));
  const auto report = print::report_document(asked->request, files, asked->format, catalogue);
  if (!report) return diagnostic_answer(400, report.error(), catalogue);
  return document_answer(*report, asked->page, catalogue);
}

}  // namespace lucas::serve
