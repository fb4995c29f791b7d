// lucas match --boxes 5x5 --levels hard,medium [--games 200] [--seed N] [--seconds S]
// [--misere] [--records DIR] [--format json]: the computer against itself, one level against
// another, each starting every other game; wins, draws, losses and mean margin per side.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "cli/analysis_text.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/board_words.h"
#include "cli/error_line.h"
#include "cli/interrupt.h"
#include "cli/level_option.h"
#include "cli/validators.h"
#include "game/border.h"
#include "output/atomic_file.h"
#include "record/player_name.h"
#include "record/writer.h"
#include "solve/level_match.h"
#include "text/json.h"

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

// "hard,medium": two levels by any of their names, one comma between them.
std::optional<std::array<Level, 2>> levels_of(const std::string& text) {
  const auto comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  const auto a = level_from_name(text.substr(0, comma));
  const auto b = level_from_name(text.substr(comma + 1));
  if (!a || !b) return std::nullopt;
  return std::array<Level, 2>{*a, *b};
}

// A record's players: the level's name in the language, numbered when both sides are one level.
std::array<std::string, 2> side_names(std::array<Level, 2> levels, const Catalogue& catalogue) {
  std::array<std::string, 2> names;
  for (size_t side = 0; side < 2; ++side) {
    names[side] = catalogue.text(std::string("match.player.") + level_name(levels[side]));
    if (levels[0] == levels[1]) names[side] += " " + std::to_string(side + 1);
  }
  return names;
}

// game-007.yaml: numbered with as many digits as the last game needs (at least three), so
// that the files sort in playing order.
std::string record_file(int number, int games) {
  const int width = std::max(3, static_cast<int>(std::to_string(games).size()));
  std::ostringstream name;
  name << "game-" << std::setw(width) << std::setfill('0') << number << ".yaml";
  return name.str();
}

std::string margin_text(double margin, const Catalogue& catalogue) {
  // The mean to one decimal, signed, with the language's decimal mark: "+7.3", "−0.5" (the
  // minus of the other texts), "+9", "0".
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", std::abs(margin));
  std::string text = buffer;
  if (text.size() > 2 && text.substr(text.size() - 2) == ".0")
    text.resize(text.size() - 2);
  else
    text[text.size() - 2] = catalogue.text("analyze.decimal-mark")[0];
  if (text == "0") return text;
  return (margin > 0 ? "+" : "\xE2\x88\x92") + text;
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
  const Board board(*choice);
  std::optional<Catalogue> cells;
  const Catalogue& said = catalogue_for(board, catalogue, cells);  // margins in cells
  if (!options.records.empty()) {
    std::error_code error;
    std::filesystem::create_directories(options.records, error);
    if (error || !std::filesystem::is_directory(options.records)) {
      print_error(command_error(Code::cannot_write, Message("match.records-folder")
                                                        .with("path", options.records)
                                                        .with("reason", error.message())),
                  catalogue);
      return kExitUnreadable;
    }
  }
  const std::array<std::string, 2> names = side_names(*levels, catalogue);
  // The levels' initials, unless they are the same letter (one level twice; Moyen and Maître).
  std::array<std::string, 2> initials{initial_of(names[0]), initial_of(names[1])};
  if (initials[0] == initials[1]) initials = {"A", "B"};

  // From here on Ctrl-C ends the match after the game being played, with the games so far.
  const InterruptFlag interrupt;
  std::optional<Diagnostic> write_error;
  const std::string levels_text =
      std::string(level_name(levels->at(0))) + "," + level_name(levels->at(1));
  const MatchTally tally = play_match(
      board, options.misere, *levels, options.games, options.seed,
      SolveBudget{.max_seconds = options.seconds, .stop = &interrupt.flag()},
      [&](const LevelGame& game) {
        if (options.records.empty()) return true;
        const size_t first = static_cast<size_t>(game.starts);
        PlayedGame played{catalogue.format(Message("match.record.title")
                                               .with("number", game.number)
                                               .with("first", names[first])
                                               .with("second", names[1 - first])),
                          board,
                          options.misere,
                          {names[first], names[1 - first]},
                          {initials[first], initials[1 - first]},
                          game.lines,
                          {catalogue.format(Message("match.record.comment")
                                                .with("board", board_options_text(board))
                                                .with("levels", levels_text)
                                                .with("games", options.games)
                                                .with("seed", std::to_string(options.seed))
                                                .with("number", game.number))}};
        const std::string path =
            (std::filesystem::path(options.records) / record_file(game.number, options.games))
                .string();
        write_error = output::write_atomically(path, record_text(played));
        return !write_error.has_value();
      });
  if (write_error) {
    print_error(*write_error, catalogue);
    return kExitUnreadable;
  }
  const int exit_code = tally.stopped ? kExitStopped : kExitOk;

  if (options.format == "json") {
    Json sides = Json::array();
    for (size_t side = 0; side < 2; ++side) {
      const SideTally& t = tally.sides[side];
      sides.push_back({{"level", level_name(levels->at(side))},
                       {"wins", t.wins},
                       {"draws", t.draws},
                       {"losses", t.losses},
                       {"margin", t.margin},
                       {"mean_margin", t.mean_margin()}});
    }
    std::cout << json_document(
        {{"board", board_json(board)},
         {"border", border_name(board.border())},
         {"misere", options.misere},
         {"games", options.games},
         {"played", tally.games},
         {"stopped", tally.stopped},
         {"seed", options.seed},
         {"records", options.records.empty() ? Json() : Json(options.records)},
         {"sides", std::move(sides)}});
    return exit_code;
  }
  std::cout << catalogue.format(Message("match.title")
                                    .with("a", names[0])
                                    .with("b", names[1])
                                    .count("games", tally.games)
                                    .with("board", board_words(board))
                                    .with_text("border", "solve.border." + std::string(border_name(
                                                                               board.border())))
                                    .with("seed", std::to_string(options.seed)))
            << "\n";
  for (size_t side = 0; side < 2; ++side) {
    const SideTally& t = tally.sides[side];
    std::cout << said.format(Message("match.side")
                                 .with("name", names[side])
                                 .with("wins", t.wins)
                                 .with("draws", t.draws)
                                 .with("losses", t.losses)
                                 .with("margin", margin_text(t.mean_margin(), catalogue)))
              << "\n";
  }
  if (tally.stopped)
    std::cout
        << catalogue.format(
               Message("match.stopped").count("played", tally.games).with("games", options.games))
        << "\n";
  if (!options.records.empty())
    std::cout
        << catalogue.format(
               Message("match.records").count("count", tally.games).with("path", options.records))
        << "\n";
  return exit_code;
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
      ->check(one_of({"text", "json"}, context))
      ->default_str("text");
  add_language_option(*command, context);
  command->callback([options, command, &context] {
    if (command->count("--seed") == 0) options->seed = seed_from_clock();
    context.exit_code = run_match(*options, context.catalogue());
  });
}

}  // namespace lucas::cli
