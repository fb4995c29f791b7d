// lucas check FILE...: replays records and reports every broken rule and false claim.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "check/report.h"
#include "cli/app.h"
#include "cli/input.h"

namespace lucas::cli {

namespace {

struct CheckOptions {
  std::vector<std::string> files;
  std::string format = "text";
  std::string color = "auto";
};

bool use_color(const std::string& choice) {
  if (choice != "auto") return choice == "always";
  const char* term = std::getenv("TERM");
  return isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr && term &&
         std::string_view(term) != "dumb";
}

int run_check(const CheckOptions& options, const Catalogue& catalogue) {
  std::vector<CheckedFile> files;
  int exit_code = kExitOk;
  for (const std::string& path : options.files) {
    files.push_back(read_checked(path));
    exit_code = std::max(exit_code, exit_code_of(files.back().result.status));
  }
  if (options.format == "json") {
    std::cout << format_json(files, catalogue);
  } else {
    const bool color = use_color(options.color);
    for (const CheckedFile& file : files) std::cout << format_text(file, catalogue, color);
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
      ->check(CLI::IsMember({"text", "json"}))
      ->default_str("text");
  command->add_option("--color", options->color, context.text("cli.option.color"))
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->default_str("auto");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_check(*options, context.catalogue()); });
}

}  // namespace lucas::cli
