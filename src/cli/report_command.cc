// lucas report PATH... -o FILE: a class report to hand back. The summary table first, then a
// block per record, several to a page (--one-per-page: one a page): its players, its final
// position drawn as the replays draw it, its verdict and every finding in words. The exit code is
// lucas check's.
#include <algorithm>
#include <iostream>
#include <memory>

#include "check/check_text.h"
#include "cli/app.h"
#include "cli/page_options.h"
#include "cli/record_paths.h"
#include "cli/validators.h"
#include "print/report_document.h"

namespace lucas::cli {

namespace {

struct ReportCommandOptions {
  PageOptions page;
  std::vector<std::string> paths;
  std::string labels = "letters";
  bool one_per_page = false;
  std::string title;
};

// The files the report could not draw, each with why as lucas check says it, then how many and
// which in one line: the teacher knows which pupils' papers to type again.
void say_unreadable(const std::vector<CheckedFile>& files, const Catalogue& catalogue) {
  std::vector<std::string> names;
  for (const CheckedFile& file : files)
    if (file.result.status == Status::unreadable) {
      std::cerr << format_text(file, catalogue, false);
      names.push_back(file.name);
    }
  if (names.empty()) return;
  std::cerr << catalogue.format(Message("report.unreadable")
                                    .count("count", static_cast<long long>(names.size()))
                                    .with("files", names))
            << "\n";
}

int run_report(const ReportCommandOptions& options, const Catalogue& catalogue) {
  const auto format = output_format(options.page, catalogue);
  if (!format) return kExitUnreadable;
  const RecordSources sources = record_sources(options.paths);
  // The checked files hold the boards the report's diagrams point into: they outlive the pages.
  const std::vector<CheckedFile> files = read_sources(sources);
  // Folders without a record file give no report to hand back: said, and nothing written.
  const bool none = std::all_of(sources.sources.begin(), sources.sources.end(),
                                [](const RecordSource& source) { return source.problem; });
  if (none) {
    for (const CheckedFile& file : files) std::cerr << format_text(file, catalogue, false);
    return kExitUnreadable;
  }
  int check_code = kExitOk;
  for (const CheckedFile& file : files)
    check_code = std::max(check_code, exit_code_of(file.result.status));

  const print::ReportRequest request{page_request(options.page),
                                     *render::parse_dot_labels(options.labels),  // checked
                                     options.one_per_page, options.title};
  const auto report = print::report_document(request, files, *format, catalogue);
  if (!report) {
    print_error(report.error(), catalogue);
    return kExitUnreadable;
  }
  std::vector<std::string> inputs;
  for (const RecordSource& source : sources.sources) inputs.push_back(source.path);
  const int written =
      write_layout(report->layout, report->settings, options.page, inputs, catalogue);
  if (written == kExitOk) say_unreadable(files, catalogue);
  return written != kExitOk ? written : check_code;
}

}  // namespace

void add_report_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ReportCommandOptions>();
  CLI::App* command = app.add_subcommand("report", context.text("cli.report.description"));
  command->add_option("paths", options->paths, context.text("cli.report.paths"))->required();
  add_page_options(*command, options->page, context);
  command->add_option("--labels", options->labels, context.text("cli.replay.labels"))
      ->transform(one_of(render::dot_labels_names(), context))
      ->default_str("letters");
  command->add_flag("--one-per-page", options->one_per_page,
                    context.text("cli.report.one-per-page"));
  command->add_option("--title", options->title, context.text("cli.report.title"));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_report(*options, context.catalogue()); });
}

}  // namespace lucas::cli
