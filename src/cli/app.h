// The command line: one subcommand per file, gathered here.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "check/checker.h"
#include "text/catalogue.h"

namespace lucas::cli {

/// Exit codes (docs/json.md): every file good, some record invalid, some input unreadable or
/// the command line wrong, or a solve stopped before its end (--seconds ran out, or Ctrl-C)
/// with what it had solved printed.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;
inline constexpr int kExitUnreadable = 2;
inline constexpr int kExitStopped = 3;

/// The exit code of a checked record: finished or interrupted 0, invalid 1, unreadable 2. The
/// codes grow with how wrong the input is, so many files' worst is their largest.
constexpr int exit_code_of(Status status) {
  switch (status) {
    case Status::finished:
    case Status::interrupted:
      return kExitOk;
    case Status::invalid:
      return kExitInvalid;
    case Status::unreadable:
      break;
  }
  return kExitUnreadable;
}

/// What every subcommand shares: the language it speaks and where it puts its exit code.
struct Context {
  std::string language;
  int exit_code = kExitOk;
  const Catalogue& catalogue() const { return Catalogue::get(language); }
  /// The catalogue text of a key, for help texts.
  std::string text(std::string_view key) const { return catalogue().text(key); }
};

/// Adds --lang to a subcommand (the language is chosen before parsing, see run()).
void add_language_option(CLI::App& command, Context& context);

/// Parses the command line and runs the chosen subcommand; returns the exit code.
int run(int argc, char** argv);

// One per subcommand, each in its own file.
void add_check_command(CLI::App& app, Context& context);
void add_report_command(CLI::App& app, Context& context);
void add_sheet_command(CLI::App& app, Context& context);
void add_replay_command(CLI::App& app, Context& context);
void add_handout_command(CLI::App& app, Context& context);
void add_solve_command(CLI::App& app, Context& context);
void add_analyze_command(CLI::App& app, Context& context);
void add_hint_command(CLI::App& app, Context& context);
void add_match_command(CLI::App& app, Context& context);
void add_play_command(CLI::App& app, Context& context);
void add_learn_command(CLI::App& app, Context& context);
void add_serve_command(CLI::App& app, Context& context);

}  // namespace lucas::cli
