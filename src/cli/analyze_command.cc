// lucas analyze RECORD: each move's kind, exact value and cost, annotator's marks and the
// turning point of the game.
#include <iostream>

#include "cli/analysis_options.h"
#include "cli/app.h"
#include "present/error_line.h"
#include "present/record_analysis_text.h"
#include "solve/record_analysis.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct AnalyzeOptions {
  std::string file;
  std::string format = "text";
  double seconds = AnalysisBudget{}.seconds;
  int threads = 1;
};

int run_analyze(const AnalyzeOptions& options, const Catalogue& catalogue) {
  const bool json = options.format == "json";
  const auto file = load_record(options.file, json, catalogue, /*chopsticks=*/true);
  if (!file) return kExitUnreadable;
  const RecordAnalysis analysis =
      analyze_record(*file, {.seconds = options.seconds, .threads = options.threads});
  if (analysis.refused) {
    print_error(*analysis.refused, catalogue);
    return kExitUnreadable;
  }
  std::cout << (json ? json_document(analysis_json(analysis, catalogue))
                     : analysis_text(analysis, catalogue));
  // The record's status, as lucas check gives it: false claims or a rule break make it invalid
  // (1) though it was analysed.
  return exit_code_of(file->result.status);
}

}  // namespace

void add_analyze_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<AnalyzeOptions>();
  CLI::App* command = app.add_subcommand("analyze", context.text("cli.analyze.description"));
  add_analysis_options(*command, options->file, options->format, options->seconds, context);
  add_threads_option(*command, options->threads, context);
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_analyze(*options, context.catalogue()); });
}

}  // namespace lucas::cli
