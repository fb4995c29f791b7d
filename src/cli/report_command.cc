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
#include "present/class_report.h"

namespace lucas::cli {

namespace {

struct ReportCommandOptions {
  PageOptions page;
  std::vector<std::string> paths;
  std::string labels = "letters";
  bool one_per_page = false;
  std::string title;
};

int run_report(const ReportCommandOptions& options, const Catalogue& catalogue) {
  PageSettings page;
  const std::string title = options.title.empty() ? catalogue.text("report.title") : options.title;
  if (auto problem = page_settings(options.page, title, page)) {
    print_error(*problem, catalogue);
    return kExitUnreadable;
  }
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

  const render::DotLabels labels = *render::parse_dot_labels(options.labels);  // checked
  const render::ClassReport report = class_report(files, labels, title, catalogue);

  std::vector<std::string> inputs;
  for (const RecordSource& source : sources.sources) inputs.push_back(source.path);
  const render::BlockPacking packing =
      options.one_per_page ? render::BlockPacking::one_per_page : render::BlockPacking::packed;
  const int written =
      write_layout(render::layout_class_report(report, page.setup, catalogue, packing), page,
                   options.page, inputs, catalogue);
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
