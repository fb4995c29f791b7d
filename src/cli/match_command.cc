// lucas match --boxes 5x5 --levels hard,medium [--games 200] [--seed N] [--seconds S]
// [--misere] [--records DIR] [--format json]: the computer against itself, one level against
// another, each starting every other game; wins, draws, losses and mean margin per side.
#include <cerrno>
#include <filesystem>
#include <iostream>
#include <optional>

#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/level_option.h"
#include "cli/validators.h"
#include "output/atomic_file.h"
#include "present/error_line.h"
#include "present/match_text.h"
#include "record/writer.h"
#include "solve/level_match.h"
#include "terminal/interrupt.h"
#include "text/json.h"
#include "text/system_reason.h"
#include "text/value_words.h"

namespace lucas::cli {

namespace {

struct MatchOptions {
  BoardOptions board;
  std::string levels;
  int games = 200;
  std::uint64_t seed = 0;
  double seconds = 1;
  bool misere = false;
  std::string records;
  std::string format = "text";
};

// "hard,medium": two levels by any of their names, in any case, one comma between them (read
// as --level reads one: "HARD,Moyen").
std::optional<std::array<Level, 2>> levels_of(const std::string& text) {
  const auto comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  const auto level = [](std::string_view typed) -> std::optional<Level> {
    const auto word = value_word(typed, level_names());
    return word ? level_from_name(*word) : std::nullopt;
  };
  const auto a = level(std::string_view(text).substr(0, comma));
  const auto b = level(std::string_view(text).substr(comma + 1));
  if (!a || !b) return std::nullopt;
  return std::array<Level, 2>{*a, *b};
}

// Makes the folder the records go to; a diagnostic when it cannot be had.
std::optional<Diagnostic> make_records_folder(const std::string& path) {
  std::error_code error;
  std::filesystem::create_directories(path, error);
  if (!error && std::filesystem::is_directory(path)) return std::nullopt;
  // The reason in the catalogue's words, as every command says it (a file in the way: "part of
  // the path is a file, not a folder"), never the system's English.
  const int code = error ? error.value() : ENOTDIR;
  return command_error(Code::cannot_write,
                       Message("match.records-folder")
                           .with("path", path)
                           .with("reason", system_reason(code, path, FileUse::write)));
}

int run_match(const MatchOptions& options, const Catalogue& catalogue) {
  const auto choice = board_choice(options.board, "match");
  if (!choice) {
    print_error(choice.error(), catalogue);
    return kExitUnreadable;
  }
  const auto levels = levels_of(options.levels);
  if (!levels) {
    print_error(
        command_error(Code::bad_option, Message("match.levels-form").with("value", options.levels)),
        catalogue);
    return kExitUnreadable;
  }
  const MatchRequest request{Board(*choice), options.misere,  *levels,        options.games,
                             options.seed,   options.seconds, options.records};
  std::optional<Diagnostic> write_error;
  if (!options.records.empty()) write_error = make_records_folder(options.records);
  if (write_error) {
    print_error(*write_error, catalogue);
    return kExitUnreadable;
  }
  // From here on Ctrl-C ends the match after the game being played, with the games so far.
  const InterruptFlag interrupt;
  const MatchResult match = match_levels(request, &interrupt.flag(), [&](const LevelGame& game) {
    if (options.records.empty()) return true;
    const auto path =
        std::filesystem::path(options.records) / match_record_file(game.number, options.games);
    write_error = output::write_atomically(path.string(),
                                           record_text(match_record(request, game, catalogue)));
    return !write_error.has_value();
  });
  if (write_error) {
    print_error(*write_error, catalogue);
    return kExitUnreadable;
  }
  std::cout << (options.format == "json" ? json_document(match_json(match))
                                         : match_text(match, catalogue));
  return match.tally.stopped ? kExitStopped : kExitOk;
}

}  // namespace

void add_match_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<MatchOptions>();
  CLI::App* command = app.add_subcommand("match", context.text("cli.match.description"));
  add_board_options(*command, options->board, context);
  command->add_option("--levels", options->levels, context.text("cli.match.levels"))->required();
  command->add_option("--games", options->games, context.text("cli.match.games"))
      ->check(whole_in(1, 100000, context))
      ->default_str("200");
  add_seed_option(*command, options->seed, context);
  command->add_option("--seconds", options->seconds, context.text("cli.match.seconds"))
      ->check(decimal_in(0.001, 3600.0, context))
      ->default_str("1");
  command->add_flag("--misere", options->misere, context.text("cli.match.misere"));
  command->add_option("--records", options->records, context.text("cli.match.records"));
  command->add_option("--format", options->format, context.text("cli.option.format"))
      ->transform(one_of({"text", "json"}, context))
      ->default_str("text");
  add_language_option(*command, context);
  command->callback([options, command, &context] {
    if (command->count("--seed") == 0) options->seed = seed_from_clock();
    context.exit_code = run_match(*options, context.catalogue());
  });
}

}  // namespace lucas::cli
