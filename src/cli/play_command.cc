// lucas play: a game in the terminal, against the computer or two players on one screen, saved as a
// move record that lucas check says is finished (or interrupted) with the same score. Dots and
// Boxes, or with --game chopsticks, Chopsticks: one series of games, one record writer, one loop.
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <iostream>
#include <memory>
#include <variant>

#include "check/check_text.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/chopsticks_options.h"
#include "cli/game_option.h"
#include "cli/level_option.h"
#include "cli/players_option.h"
#include "cli/validators.h"
#include "output/atomic_file.h"
#include "present/error_line.h"
#include "record/player_name.h"
#include "record/writer.h"
#include "solve/chopsticks_level.h"
#include "solve/level.h"
#include "terminal/answer.h"
#include "terminal/chopsticks_terminal_game.h"
#include "terminal/color_choice.h"
#include "terminal/interrupt.h"
#include "terminal/terminal_game.h"
#include "text/trimmed.h"

namespace lucas::cli {

namespace {

struct PlayOptions {
  Game game = Game::dots_and_boxes;
  BoardOptions board;
  ChopsticksOptions chopsticks;
  std::vector<CLI::Option*> board_only;  // the other options Chopsticks has no use for
  std::string level;
  std::string players;
  std::string first = "me";
  int hints = 3;
  std::string output;
  CLI::Option* output_option = nullptr;
  std::uint64_t seed = 0;
  double seconds = 2;
  CLI::Option* level_option = nullptr;
  CLI::Option* first_option = nullptr;
  CLI::Option* seed_option = nullptr;
};

// The rules page's smallest board, 3x3 boxes.
constexpr BoardShape kDefaultBoard{Grid::square, 4, 4};

// What each game needs for a series, beyond the players: its board or rules, the computer's level.
struct DotsAndBoxesPlay {
  Board board{kDefaultBoard};
  Level level = Level::medium;
};
struct ChopsticksPlay {
  ChopsticksRules rules;
  ChopsticksLevel level = ChopsticksLevel::easy;
  // Solved once for the series (225 positions), for the computer and for "?".
  std::shared_ptr<const ChopsticksTable> table;
};

// Everything lucas play decided from its options, before the first game.
struct PlaySetup {
  std::variant<DotsAndBoxesPlay, ChopsticksPlay> game;
  bool computer = false;  // false: two players on one screen
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  bool person_starts = true;  // against the computer
  bool alternate = false;
  std::uint64_t seed = 0;
};

using SetupResult = Result<PlaySetup, Diagnostic>;

// The game's own part of the setup: its board or its rules, and what it refuses.
Result<DotsAndBoxesPlay, Diagnostic> dots_and_boxes_play(const PlayOptions& o) {
  using Out = Result<DotsAndBoxesPlay, Diagnostic>;
  if (chopsticks_option_given(o.chopsticks))
    return Out::failure(
        command_error(Code::missing_companion, Message("diag.play-needs-chopsticks")));
  const auto board = board_choice(o.board, kDefaultBoard);
  if (!board) return Out::failure(board.error());
  return DotsAndBoxesPlay{Board(*board)};
}

Result<ChopsticksPlay, Diagnostic> chopsticks_play(const PlayOptions& o) {
  using Out = Result<ChopsticksPlay, Diagnostic>;
  for (const CLI::Option* option : o.board_only)
    if (option->count() > 0)
      return Out::failure(
          command_error(Code::conflicting_options,
                        Message("diag.play-chopsticks-option").with("option", option->get_name())));
  // A circle of three or more is played on paper and checked; lucas plays two.
  if (std::count(o.players.begin(), o.players.end(), ',') > 1)
    return Out::failure(command_error(
        Code::bad_option, Message("diag.play-chopsticks-circle").with("value", o.players)));
  ChopsticksPlay play;
  play.rules = rules_of(o.chopsticks);
  play.table = std::make_shared<const ChopsticksTable>(play.rules);
  return play;
}

// The computer's level in the game played; checked by the option to be some game's level.
std::optional<Diagnostic> choose_level(const std::string& name, DotsAndBoxesPlay& play) {
  const auto level = level_from_name(name.empty() ? "medium" : name);
  if (!level)
    return command_error(
        Code::bad_option,
        Message("diag.play-dots-level").with("level", name).with("levels", level_names()));
  play.level = *level;
  return std::nullopt;
}

std::optional<Diagnostic> choose_level(const std::string& name, ChopsticksPlay& play) {
  // The easiest by default, as in Dots and Boxes: a child can at best draw against perfect.
  const auto level = chopsticks_level_from_name(name.empty() ? "easy" : name);
  if (!level)
    return command_error(Code::bad_option, Message("diag.play-chopsticks-level")
                                               .with("level", name)
                                               .with("levels", chopsticks_level_names()));
  play.level = *level;
  return std::nullopt;
}

// The one place lucas play chooses between the games.
Result<std::variant<DotsAndBoxesPlay, ChopsticksPlay>, Diagnostic> game_play(const PlayOptions& o) {
  using Out = Result<std::variant<DotsAndBoxesPlay, ChopsticksPlay>, Diagnostic>;
  if (auto refusal = refuse_board_options(o.board, o.game))
    return Out::failure(std::move(*refusal));
  if (o.game == Game::chopsticks) {
    auto play = chopsticks_play(o);
    if (!play) return Out::failure(play.error());
    return Out(std::move(*play));
  }
  auto play = dots_and_boxes_play(o);
  if (!play) return Out::failure(play.error());
  return Out(std::move(*play));
}

// The pupil's seat and the computer's: the computer's initial moves aside when the pupil's name
// starts like « Ordinateur » (Olivia plays O, the computer R), and the computer is « lucas » when
// the pupil is called « Ordinateur » (a record tells its players apart by name: two of one name
// could not be read back).
void name_seats(PlaySetup& setup, const std::string& pupil, const Catalogue& catalogue) {
  const std::string computer = catalogue.text("play.computer");
  setup.names = {pupil, same_name(pupil, computer) ? std::string("lucas") : computer};
  setup.initials[0] = initial_of(setup.names[0]);
  setup.initials[1] = initial_of(setup.names[1]);
  if (same_name(setup.initials[0], setup.initials[1]))
    setup.initials[1] = initial_beside(setup.names[1], setup.initials[0]);
}

SetupResult setup_of(const PlayOptions& o, const Catalogue& catalogue) {
  PlaySetup setup;
  auto game = game_play(o);
  if (!game) return SetupResult::failure(game.error());
  setup.game = std::move(*game);
  setup.alternate = o.first == "alternate";
  if (o.players.find(',') != std::string::npos) {
    // Two people: the level and who of "me" and "the computer" starts mean nothing.
    if (o.level_option->count() > 0 || (o.first_option->count() > 0 && !setup.alternate))
      return SetupResult::failure(command_error(
          Code::conflicting_options,
          Message("diag.play-players-computer")
              .with("option", o.level_option->count() > 0 ? "--level" : "--first " + o.first)));
    const auto players = players_and_initials(o.players);
    if (!players) return SetupResult::failure(players.error());
    setup.names = players->names;
    setup.initials = players->initials;
    // A record tells its players apart by name (docs/record-format.md); initials were made
    // distinct by the option.
    if (same_name(setup.names[0], setup.names[1]))
      return SetupResult::failure(command_error(
          Code::bad_option, Message("diag.play-same-name")
                                .with("name", setup.names[1])
                                // The example's other name must differ from the name refused.
                                .with("other", same_name(setup.names[1], "Noé") ? "Mia" : "Noé")));
    // Chopsticks draws no initials: what it chose is nobody's business.
    if (players->chosen && std::holds_alternative<DotsAndBoxesPlay>(setup.game))
      std::cerr << chosen_initial_line(*players, catalogue) << "\n";
    return setup;
  }
  // One person against the computer, named by --players "Léa", else asked at the start.
  setup.computer = true;
  setup.person_starts = o.first != "computer";
  if (!o.players.empty()) {
    const std::string pupil = composed(trimmed(o.players));
    if (pupil.empty())
      return SetupResult::failure(
          command_error(Code::bad_option, Message("diag.players-option").with("value", o.players)));
    if (!is_player_name(pupil)) return SetupResult::failure(bad_player_name());
    name_seats(setup, pupil, catalogue);
  }
  setup.seed = o.seed_option->count() > 0 ? o.seed : seed_from_clock();
  if (auto problem =
          std::visit([&](auto& play) { return choose_level(o.level, play); }, setup.game))
    return SetupResult::failure(std::move(*problem));
  return setup;
}

// The pupil's name, asked once at an interactive terminal when --players gave none; without an
// answer (or without a terminal) the pupil is « Élève ».
void ask_name(PlaySetup& setup, TerminalInput& input, bool interactive,
              const Catalogue& catalogue) {
  std::string name;
  while (interactive) {
    std::cout << catalogue.text("play.ask-name") << std::flush;
    const Typed typed = input.next();
    if (typed.kind != Typed::Kind::line) break;
    name = composed(trimmed(typed.text));
    if (name.empty() || is_player_name(name)) break;
    std::cout << catalogue.text("play.bad-name") << "\n";
    name.clear();
  }
  name_seats(setup, name.empty() ? catalogue.text("play.pupil") : name, catalogue);
}

// One game of a series: how it ended and its record's text.
struct GamePlayed {
  GameEnd end = GameEnd::finished;
  std::string record;
};

// What one game needs from the series: its seed, its seats in playing order (which of
// setup.names sits in each), the input and the interrupt.
struct GameStart {
  std::uint64_t seed = 0;
  std::array<size_t, 2> who = {0, 1};
  TerminalInput* input = nullptr;
  bool echo = false;
  const std::atomic<bool>* stop = nullptr;
};

// The record's title and its comment of how the game was played.
void describe(const PlaySetup& setup, const char* title_key, const char* level,
              const GameStart& start, int hints, int undos, const Catalogue& catalogue,
              std::string& title, std::vector<std::string>& comments,
              const std::array<std::string, 2>& seated) {
  if (setup.computer) {
    const std::string shown = catalogue.text(std::string("level.") + level);
    title = catalogue.format(Message(title_key).with("level", shown));
    // The level in the record's language, as the title names it (--level takes either name).
    comments.push_back(catalogue.format(Message("play.comment-computer")
                                            .with("level", shown)
                                            .with("seed", std::to_string(start.seed))
                                            .with("hints", hints)
                                            .with("undos", undos)));
  } else {
    title = catalogue.format(
        Message("play.title-players").with("first", seated[0]).with("second", seated[1]));
    comments.push_back(catalogue.format(
        Message("play.comment-players").with("hints", hints).with("undos", undos)));
  }
}

GamePlayed play_one(const DotsAndBoxesPlay& game, const PlaySetup& setup,
                    const PlayOptions& options, const GameStart& start, const SolveBudget& budget,
                    const Catalogue& catalogue) {
  // The master of "?" builds its solver's table on the first hint only.
  std::optional<ComputerPlayer> master;
  std::optional<ComputerPlayer> computer;
  if (setup.computer) computer.emplace(game.board, false, game.level, start.seed, budget);
  std::array<Seat, 2> seats;
  for (size_t s = 0; s < 2; ++s) {
    seats[s].name = setup.names[start.who[s]];
    seats[s].initial = setup.initials[start.who[s]];
    if (computer && start.who[s] == 1)
      seats[s].computer = [&computer](const Position& p) { return computer->choose(p); };
  }
  TerminalGameSettings settings;
  settings.hints = options.hints;
  settings.master = [&](const Position& p) {
    if (!master) master.emplace(game.board, false, Level::master, start.seed, budget);
    return master->choose(p);
  };
  settings.style.color = use_color();
  settings.echo = start.echo;
  settings.stop = start.stop;
  TerminalGame terminal_game(game.board, seats, settings, catalogue);
  const GameEnd end = terminal_game.play(*start.input, std::cout);

  PlayedDotsAndBoxes played{.title = {},
                            .board = game.board,
                            .misere = false,
                            .names = {seats[0].name, seats[1].name},
                            .initials = {seats[0].initial, seats[1].initial},
                            .lines = terminal_game.lines(),
                            .comments = {}};
  describe(setup, "play.title-computer", level_name(game.level), start, terminal_game.hints_used(),
           terminal_game.undos(), catalogue, played.title, played.comments, played.names);
  return {end, record_text(played)};
}

GamePlayed play_one(const ChopsticksPlay& game, const PlaySetup& setup, const PlayOptions& options,
                    const GameStart& start, const SolveBudget&, const Catalogue& catalogue) {
  std::optional<ChopsticksPlayer> computer;
  if (setup.computer) computer.emplace(*game.table, game.level, start.seed);
  std::array<ChopsticksSeat, 2> seats;
  for (size_t s = 0; s < 2; ++s) {
    seats[s].name = setup.names[start.who[s]];
    seats[s].initial = setup.initials[start.who[s]];
    if (computer && start.who[s] == 1)
      seats[s].computer = [&computer](const ChopsticksPosition& p) { return computer->choose(p); };
  }
  ChopsticksTerminalSettings settings;
  settings.hints = options.hints;
  settings.table = game.table.get();
  settings.echo = start.echo;
  settings.stop = start.stop;
  ChopsticksTerminalGame terminal_game(game.rules, seats, settings, catalogue);
  const GameEnd end = terminal_game.play(*start.input, std::cout);

  PlayedChopsticks played;
  played.rules = game.rules;
  played.names = {seats[0].name, seats[1].name};
  played.initials = {seats[0].initial, seats[1].initial};
  played.moves = terminal_game.moves();
  played.draw = end == GameEnd::finished && terminal_game.drawn();
  describe(setup, "play.chopsticks.title-computer", chopsticks_level_name(game.level), start,
           terminal_game.hints_used(), terminal_game.undos(), catalogue, played.title,
           played.comments, played.names);
  return {end, record_text(played)};
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

// Asks whether to play again until the answer is yes or no; the end of input is no.
bool another_game(TerminalInput& input, bool echo, const Catalogue& catalogue) {
  for (;;) {
    std::cout << catalogue.text("play.again") << std::flush;
    const Typed again = input.next();
    if (again.kind != Typed::Kind::line) return false;
    if (echo) std::cout << again.text << "\n";
    switch (answer_of(again.text)) {
      case Answer::yes:
        return true;
      case Answer::no:
        return false;
      case Answer::unclear:
        std::cout << catalogue.text("play.again-unclear") << "\n";
    }
  }
}

int run_play(const PlayOptions& options, const Catalogue& catalogue) {
  const auto chosen = setup_of(options, catalogue);
  if (!chosen) {
    print_error(chosen.error(), catalogue);
    return kExitUnreadable;
  }
  PlaySetup setup = *chosen;
  // Where the record goes is checked before the game: a game played to the end and then not
  // saved is a class's lesson lost.
  if (options.output_option->count() > 0) {
    if (auto problem = output::check_writable(options.output)) {
      print_error(*problem, catalogue);
      return kExitUnreadable;
    }
  }
  const InterruptFlag interrupt;
  const IgnoreHangUp hang_up;
  TerminalInput input(STDIN_FILENO, &interrupt.flag());
  const bool echo = !isatty(STDIN_FILENO);
  if (setup.computer && setup.names[0].empty()) ask_name(setup, input, !echo, catalogue);
  SolveBudget budget;
  budget.max_seconds = options.seconds;
  budget.stop = &interrupt.flag();

  int exit_code = kExitOk;
  for (int game = 1;; ++game) {
    GameStart start;
    // In a series each game has its own seed, written in its record: any game replays alone.
    start.seed = setup.seed + static_cast<std::uint64_t>(game - 1);
    const bool swap = setup.alternate && game % 2 == 0;
    // Seats in playing order; against the computer, the person's seat is the one of "me".
    const bool person_first = setup.computer ? setup.person_starts != swap : true;
    if (setup.computer ? !person_first : swap) start.who = {1, 0};
    start.input = &input;
    start.echo = echo;
    start.stop = &interrupt.flag();
    const GamePlayed played = std::visit(
        [&](const auto& part) { return play_one(part, setup, options, start, budget, catalogue); },
        setup.game);
    // The verdict lucas check gives the record: the same words, the same score.
    const CheckResult checked = check_text(played.record);
    std::cout << verdict(checked, catalogue) << "\n";
    if (options.output_option->count() > 0) {
      const std::string path = record_path(options.output, game);
      if (auto problem = output::write_atomically(path, played.record)) {
        print_error(*problem, catalogue);
        return kExitUnreadable;
      }
      std::cout << catalogue.format(Message("play.saved").with("path", path)) << "\n";
    }
    if (played.end == GameEnd::interrupted) exit_code = kExitStopped;
    if (!setup.alternate || played.end != GameEnd::finished) break;
    if (!another_game(input, echo, catalogue)) break;
  }
  return exit_code;
}

}  // namespace

void add_play_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* command = app.add_subcommand("play", context.text("cli.play.description"));
  add_game_option(*command, options->game, context, "cli.play.game");
  add_board_options(*command, options->board, context, "4x4");
  add_chopsticks_rule_options(*command, options->chopsticks, context);
  options->level_option =
      command->add_option("--level", options->level, context.text("cli.play.level"))
          ->transform(level_check(context, true))
          ->default_str("medium");
  command->add_option("--players", options->players, context.text("cli.play.players"));
  options->first_option =
      command->add_option("--first", options->first, context.text("cli.play.first"))
          ->transform(one_of({"me", "computer", "alternate"}, context))
          ->default_str("me");
  command->add_option("--hints", options->hints, context.text("cli.play.hints"))
      ->check(whole_in(0, 1000, context))
      ->default_str("3");
  options->output_option =
      command->add_option("-o,--output", options->output, context.text("cli.play.output"));
  options->seed_option = add_seed_option(*command, options->seed, context);
  command->add_option("--seconds", options->seconds, context.text("cli.play.seconds"))
      ->check(decimal_in(0.1, 600, context))
      ->default_str("2");
  options->board_only.push_back(command->get_option("--seconds"));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_play(*options, context.catalogue()); });
}

}  // namespace lucas::cli
