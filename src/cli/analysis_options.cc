#include "cli/analysis_options.h"

#include <algorithm>

#include "cli/input.h"
#include "cli/validators.h"
#include "solve/analysis.h"
#include "solve/solver.h"
#include "text/engine_options.h"

namespace lucas::cli {

void add_analysis_options(CLI::App& command, std::string& file, std::string& format,
                          double& seconds, const Context& context) {
  command.add_option("file", file, context.text("cli.analyze.file"))->required();
  command.add_option("--format", format, context.text("cli.option.format"))
      ->transform(one_of({"text", "json"}, context))
      ->default_str("text");
  command.add_option("--seconds", seconds, context.text("cli.analyze.seconds"))
      ->check(decimal_in(kAnalysisSecondsRange.low, kAnalysisSecondsRange.high, context))
      ->default_str(std::to_string(static_cast<int>(AnalysisBudget{}.seconds)));
}

void add_threads_option(CLI::App& command, int& threads, const Context& context) {
  threads = machine_threads();
  command.add_option("--threads", threads, context.text("cli.option.threads"))
      ->check(whole_in(1, 256, context))
      ->default_str(std::to_string(threads));
}

std::optional<CheckedFile> load_record(const std::string& path, bool json,
                                       const Catalogue& catalogue, bool chopsticks) {
  CheckedFile file =
      load_checked(path, catalogue, json ? Findings::in_document : Findings::as_warnings);
  const CheckResult& result = file.result;
  if (result.record && result.record->game() == Game::chopsticks) {
    if (!chopsticks && refuse_chopsticks(file, "hint", catalogue)) return std::nullopt;
    return file;
  }
  if (result.status == Status::unreadable || !result.record ||
      !std::get<DotsAndBoxesReplay>(result.replay).board)
    return std::nullopt;
  return file;
}

}  // namespace lucas::cli
