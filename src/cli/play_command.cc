// lucas play: a game in the terminal, against the computer or two players on one screen, saved as a
// move record that lucas check says is finished (or interrupted) with the same score.
#include <unistd.h>

#include <csignal>
#include <iostream>

#include "check/report.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/color_choice.h"
#include "cli/error_line.h"
#include "cli/interrupt.h"
#include "cli/level_option.h"
#include "cli/players_option.h"
#include "cli/terminal_game.h"
#include "cli/validators.h"
#include "output/atomic_file.h"
#include "record/player_name.h"
#include "record/writer.h"
#include "solve/level.h"

namespace lucas::cli {

namespace {

struct PlayOptions {
  BoardOptions board;
  std::string level;
  std::string players;
  std::string first = "me";
  int hints = 3;
  std::string output;
  std::uint64_t seed = 0;
  double seconds = 2;
  CLI::Option* level_option = nullptr;
  CLI::Option* first_option = nullptr;
  CLI::Option* seed_option = nullptr;
};

// The rules page's smallest board, 3x3 boxes.
constexpr BoardSize kDefaultDots{4, 4};

// Everything lucas play decided from its options, before the first game.
struct PlaySetup {
  Board board{kDefaultDots.rows, kDefaultDots.cols};
  std::optional<Level> level;  // none: two players on one screen
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  bool person_starts = true;  // against the computer
  bool alternate = false;
  std::uint64_t seed = 0;
};

Result<PlaySetup, Diagnostic> setup_of(const PlayOptions& o, const Catalogue& catalogue) {
  using Out = Result<PlaySetup, Diagnostic>;
  PlaySetup setup;
  const auto board = board_choice(o.board);
  if (!board) return Out::failure(board.error());
  setup.board = Board(board->shape_or({Grid::square, kDefaultDots.rows, kDefaultDots.cols}));
  setup.alternate = o.first == "alternate";
  if (!o.players.empty()) {
    // Two people: the level and who of "me" and "the computer" starts mean nothing.
    if (o.level_option->count() > 0 || (o.first_option->count() > 0 && !setup.alternate))
      return Out::failure(command_error(
          Code::conflicting_options,
          Message("diag.play-players-computer")
              .with("option", o.level_option->count() > 0 ? "--level" : "--first " + o.first)));
    const auto players = players_choice(o.players);
    if (!players) return Out::failure(players.error());
    for (size_t i = 0; i < 2; ++i) {
      setup.names[i] = composed((*players)[i]);
      setup.initials[i] = initial_of(setup.names[i]);
    }
    // A record tells its players apart by name and by initial (docs/record-format.md).
    if (same_name(setup.names[0], setup.names[1]) ||
        same_name(setup.initials[0], setup.initials[1]))
      return Out::failure(command_error(Code::bad_option, Message("diag.play-same-initial")
                                                              .with("first", setup.names[0])
                                                              .with("second", setup.names[1])
                                                              .with("initial", setup.initials[1])));
    return setup;
  }
  setup.level = level_from_name(o.level.empty() ? "medium" : o.level);  // checked by the option
  setup.person_starts = o.first != "computer";
  setup.names = {catalogue.text("play.you"), catalogue.text("play.computer")};
  for (size_t i = 0; i < 2; ++i) setup.initials[i] = initial_of(setup.names[i]);
  setup.seed = o.seed_option->count() > 0 ? o.seed : seed_from_clock();
  return setup;
}

// The record of the n-th game of a series: partie.yaml, then partie-2.yaml, partie-3.yaml …
std::string record_path(const std::string& path, int game) {
  if (game == 1) return path;
  const size_t slash = path.find_last_of('/');
  const size_t dot = path.find_last_of('.');
  const size_t stem_end = dot == std::string::npos || (slash != std::string::npos && dot < slash) ||
                                  dot == 0 || dot == slash + 1
                              ? path.size()
                              : dot;
  return path.substr(0, stem_end) + "-" + std::to_string(game) + path.substr(stem_end);
}

// A closed terminal sends SIGHUP, which would end lucas with the game unsaved: ignored while a game
// is on, the closed terminal reads as the end of input and the game is saved.
class IgnoreHangUp {
 public:
  IgnoreHangUp() { previous_ = std::signal(SIGHUP, SIG_IGN); }
  ~IgnoreHangUp() { std::signal(SIGHUP, previous_); }
  IgnoreHangUp(const IgnoreHangUp&) = delete;
  IgnoreHangUp& operator=(const IgnoreHangUp&) = delete;

 private:
  void (*previous_)(int) = SIG_DFL;
};

int run_play(const PlayOptions& options, const Catalogue& catalogue) {
  const auto chosen = setup_of(options, catalogue);
  if (!chosen) {
    print_error(chosen.error(), catalogue);
    return kExitUnreadable;
  }
  const PlaySetup& setup = *chosen;
  const InterruptFlag interrupt;
  const IgnoreHangUp hang_up;
  TerminalInput input(STDIN_FILENO, &interrupt.flag());
  const bool echo = !isatty(STDIN_FILENO);
  SolveBudget budget;
  budget.max_seconds = options.seconds;
  budget.stop = &interrupt.flag();

  int exit_code = kExitOk;
  for (int game = 1;; ++game) {
    // In a series each game has its own seed, written in its record: any game replays alone.
    const std::uint64_t seed = setup.seed + static_cast<std::uint64_t>(game - 1);
    const bool swap = setup.alternate && game % 2 == 0;
    // Seats in playing order; against the computer, the person's seat is the one of "me".
    const bool person_first = setup.level ? setup.person_starts != swap : true;
    std::array<size_t, 2> who = {0, 1};  // which of setup.names sits in each seat
    if (setup.level ? !person_first : swap) who = {1, 0};
    // The master of "?" builds its solver's table on the first hint only.
    std::optional<ComputerPlayer> master;
    std::optional<ComputerPlayer> computer;
    if (setup.level) computer.emplace(setup.board, false, *setup.level, seed, budget);
    std::array<Seat, 2> seats;
    for (size_t s = 0; s < 2; ++s) {
      seats[s].name = setup.names[who[s]];
      seats[s].initial = setup.initials[who[s]];
      if (computer && who[s] == 1)
        seats[s].computer = [&computer](const Position& p) { return computer->choose(p); };
    }
    TerminalGameSettings settings;
    settings.hints = options.hints;
    settings.master = [&](const Position& p) {
      if (!master) master.emplace(setup.board, false, Level::master, seed, budget);
      return master->choose(p);
    };
    settings.style.color = use_color();
    settings.echo = echo;
    settings.stop = &interrupt.flag();
    TerminalGame terminal_game(setup.board, seats, settings, catalogue);
    const GameEnd end = terminal_game.play(input, std::cout);

    PlayedGame played{.title = {},
                      .board = setup.board,
                      .misere = false,
                      .names = {seats[0].name, seats[1].name},
                      .initials = {seats[0].initial, seats[1].initial},
                      .lines = terminal_game.lines(),
                      .comments = {}};
    if (setup.level) {
      const std::string level = catalogue.text(std::string("level.") + level_name(*setup.level));
      played.title = catalogue.format(Message("play.title-computer").with("level", level));
      played.comments.push_back(catalogue.format(Message("play.comment-computer")
                                                     .with("level", level_name(*setup.level))
                                                     .with("seed", std::to_string(seed))
                                                     .with("hints", terminal_game.hints_used())
                                                     .with("undos", terminal_game.undos())));
    } else {
      played.title = catalogue.format(
          Message("play.title-players").with("first", seats[0].name).with("second", seats[1].name));
      played.comments.push_back(catalogue.format(Message("play.comment-players")
                                                     .with("hints", terminal_game.hints_used())
                                                     .with("undos", terminal_game.undos())));
    }
    const std::string text = record_text(played);
    // The verdict lucas check gives the record: the same words, the same score.
    const CheckResult checked = check_text(text);
    std::cout << verdict(checked, catalogue) << "\n";
    if (!options.output.empty()) {
      const std::string path = record_path(options.output, game);
      if (auto problem = output::write_atomically(path, text)) {
        print_error(*problem, catalogue);
        return kExitUnreadable;
      }
      std::cout << catalogue.format(Message("play.saved").with("path", path)) << "\n";
    }
    if (end == GameEnd::interrupted) exit_code = kExitStopped;
    if (!setup.alternate || end != GameEnd::finished) break;
    std::cout << catalogue.text("play.again") << std::flush;
    const Typed again = input.next();
    if (again.kind != Typed::Kind::line) break;
    if (echo) std::cout << again.text << "\n";
    if (!same_name(again.text, catalogue.text("play.yes"))) break;
  }
  return exit_code;
}

}  // namespace

void add_play_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* command = app.add_subcommand("play", context.text("cli.play.description"));
  add_board_options(*command, options->board, context, "4x4");
  options->level_option =
      command->add_option("--level", options->level, context.text("cli.play.level"))
          ->check(level_check(context))
          ->default_str("medium");
  command->add_option("--players", options->players, context.text("cli.play.players"));
  options->first_option =
      command->add_option("--first", options->first, context.text("cli.play.first"))
          ->check(one_of({"me", "computer", "alternate"}, context))
          ->default_str("me");
  command->add_option("--hints", options->hints, context.text("cli.play.hints"))
      ->check(whole_in(0, 1000, context))
      ->default_str("3");
  command->add_option("-o,--output", options->output, context.text("cli.play.output"));
  options->seed_option = add_seed_option(*command, options->seed, context);
  command->add_option("--seconds", options->seconds, context.text("cli.play.seconds"))
      ->check(decimal_in(0.1, 600, context))
      ->default_str("2");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_play(*options, context.catalogue()); });
}

}  // namespace lucas::cli
