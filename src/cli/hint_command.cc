// lucas hint RECORD ("Que jouerait un maître ?"): the best moves at the end of a record, the
// value, and one sentence of why; with --level, the line one of the computer's levels draws.
#include <iostream>

#include "cli/analysis_options.h"
#include "cli/app.h"
#include "cli/level_option.h"
#include "present/hint_text.h"
#include "solve/level.h"
#include "solve/record_hint.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct HintOptions {
  std::string file;
  std::string format = "text";
  double seconds = AnalysisBudget{}.seconds;
  std::string level;  ///< empty: the exact hint
  std::uint64_t seed = 0;
  int threads = 1;
};

int run_hint(const HintOptions& options, const Catalogue& catalogue) {
  const bool json = options.format == "json";
  const auto file = load_record(options.file, json, catalogue);
  if (!file) return kExitUnreadable;
  HintRequest request{.seconds = options.seconds,
                      .level = std::nullopt,
                      .seed = options.seed,
                      .threads = options.threads};
  if (!options.level.empty()) request.level = level_from_name(options.level);
  const RecordHint hint = hint_record(*file, request);
  std::cout << (json ? json_document(hint_json(hint, catalogue)) : hint_text(hint, catalogue));
  // The record's status, as lucas check gives it, once the hint is given.
  return exit_code_of(file->result.status);
}

}  // namespace

void add_hint_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<HintOptions>();
  CLI::App* command = app.add_subcommand("hint", context.text("cli.hint.description"));
  add_analysis_options(*command, options->file, options->format, options->seconds, context);
  add_threads_option(*command, options->threads, context);
  command->add_option("--level", options->level, context.text("cli.hint.level"))
      ->transform(level_check(context));
  add_seed_option(*command, options->seed, context);
  add_language_option(*command, context);
  command->callback([options, command, &context] {
    if (command->count("--seed") == 0) options->seed = seed_from_clock();
    context.exit_code = run_hint(*options, context.catalogue());
  });
}

}  // namespace lucas::cli
