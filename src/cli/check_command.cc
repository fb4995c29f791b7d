// lucas check PATH...: replays records, or every record of class folders, and reports every
// broken rule and false claim; for a class, a summary table after them.
#include <algorithm>
#include <iostream>

#include "check/check_text.h"
#include "cli/app.h"
#include "cli/record_paths.h"
#include "cli/validators.h"
#include "present/class_summary.h"
#include "terminal/color_choice.h"

namespace lucas::cli {

namespace {

struct CheckOptions {
  std::vector<std::string> files;
  std::string format = "text";
  std::string color = "auto";
  bool summary_only = false;
};

int run_check(const CheckOptions& options, const Catalogue& catalogue) {
  const RecordSources sources = record_sources(options.files);
  const std::vector<CheckedFile> files = read_sources(sources);
  int exit_code = kExitOk;
  for (const CheckedFile& file : files)
    exit_code = std::max(exit_code, exit_code_of(file.result.status));
  if (options.format == "json") {
    // The array holds every field of the table: JSON readers need no summary.
    std::cout << format_json(files, catalogue);
  } else {
    const bool color = use_color(options.color);
    if (!options.summary_only)
      for (const CheckedFile& file : files) std::cout << format_text(file, catalogue, color);
    // One record keeps its verdict line alone; a class gets its table.
    const bool table = options.summary_only || sources.folder_given || files.size() > 1;
    if (table) {
      if (!options.summary_only) std::cout << "\n";
      std::cout << format_summary(summarize(files, catalogue), color);
    }
  }
  std::cout.flush();
  return exit_code;
}

}  // namespace

void add_check_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<CheckOptions>();
  CLI::App* command = app.add_subcommand("check", context.text("cli.check.description"));
  command->add_option("files", options->files, context.text("cli.check.files"))->required();
  command->add_option("--format", options->format, context.text("cli.option.format"))
      ->transform(one_of({"text", "json"}, context))
      ->default_str("text");
  command->add_option("--color", options->color, context.text("cli.option.color"))
      ->transform(one_of({"auto", "always", "never"}, context))
      ->default_str("auto");
  command->add_flag("--summary", options->summary_only, context.text("cli.check.summary"));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_check(*options, context.catalogue()); });
}

}  // namespace lucas::cli
