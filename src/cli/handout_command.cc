// lucas handout NAME|FILE.yaml: teaching handouts from templates (docs/templates.md).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>

#include "check/report.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/input.h"
#include "cli/level_option.h"
#include "cli/page_options.h"
#include "cli/players_option.h"
#include "cli/validators.h"
#include "game/border.h"
#include "handout/builtin.h"
#include "handout/handout.h"
#include "handout/puzzle_sheet.h"
#include "present/analysis_text.h"
#include "present/error_line.h"
#include "solve/compact_board.h"

namespace lucas::cli {

namespace {

struct HandoutOptions {
  std::string name;
  std::string record;
  std::string players;
  std::string title;
  bool list = false;
  int count = 0;  ///< puzzles: 0 for the template's
  std::uint64_t seed = 0;
  PageOptions page;
  BoardOptions board;
  CLI::Option* paper = nullptr;
  CLI::Option* players_option = nullptr;
  CLI::Option* title_option = nullptr;
  CLI::Option* count_option = nullptr;
  CLI::Option* seed_option = nullptr;
};

bool is_path(const std::string& name) {
  return name.find('/') != std::string::npos ||
         (name.size() > 5 && name.substr(name.size() - 5) == ".yaml");
}

// The record files read so far, by path; nullptr for one that could not be read.
using LoadedRecords = std::map<std::string, std::shared_ptr<const CheckResult>>;

// The checked record of a replay block: a built-in example, a file beside the template, or
// --record. A file is loaded as every command loads a record (its diagnostics on standard
// error), once however many blocks replay it; prints what is wrong and returns nullptr when
// there is no record to draw.
std::shared_ptr<const CheckResult> load_record(
    const handout::ReplayBlock& block, const HandoutOptions& options,
    const std::string& template_name, const std::string& template_text, const Catalogue& catalogue,
    std::vector<std::string>& inputs, LoadedRecords& loaded) {
  std::string name;
  if (!options.record.empty()) {
    name = options.record;
  } else if (!block.record) {
    print_error(command_error(Code::missing_field, Message("diag.handout-needs-record")),
                catalogue);
    return nullptr;
  } else if (auto builtin = handout::find_builtin(handout::builtin_records(), *block.record)) {
    return std::make_shared<CheckResult>(check_text(*builtin));
  } else {
    name = (std::filesystem::path(is_path(template_name) ? template_name : "").parent_path() /
            *block.record)
               .string();
    if (!std::filesystem::exists(name)) {
      std::cerr << format_diagnostic(
          template_name, template_text,
          Diagnostic{Severity::error, Code::cannot_read, block.record_mark, std::nullopt,
                     Message("diag.no-such-record").with("record", *block.record)},
          catalogue, false);
      return nullptr;
    }
  }
  if (auto known = loaded.find(name); known != loaded.end()) return known->second;
  inputs.push_back(name);
  CheckedFile file = load_checked(name, catalogue);
  if (refuse_chopsticks(file, "handout", catalogue)) {
    loaded.emplace(name, nullptr);
    return nullptr;
  }
  std::shared_ptr<const CheckResult> result;
  if (file.result.status != Status::unreadable)
    result = std::make_shared<CheckResult>(std::move(file.result));
  loaded.emplace(name, result);
  return result;
}

// The built-in handouts whose templates let the command line change a setting, for the message
// that refuses it elsewhere.
std::vector<std::string> handouts_taking(handout::Setting setting, const Catalogue& catalogue) {
  std::vector<std::string> names;
  for (const handout::Builtin& b : handout::builtin_templates()) {
    const auto reading = handout::read_template(b.text, catalogue.language());
    if (!reading.handout) continue;
    const auto settings = reading.handout->settings();
    if (std::find(settings.begin(), settings.end(), setting) != settings.end())
      names.push_back(b.name);
  }
  return names;
}

// Puts the command line's board, players and title into the template, where it takes them;
// prints what is wrong and returns false otherwise.
bool apply_command_line(handout::Template& handout, const HandoutOptions& options,
                        const Catalogue& catalogue) {
  if (options.list) return true;  // --list describes each handout as its template has it
  const auto settings = handout.settings();
  auto refuse = [&](handout::Setting setting, const char* key, const std::string& option) {
    print_error(
        command_error(Code::bad_option, Message(key)
                                            .with("option", option)
                                            .with("name", options.name)
                                            .with("handouts", handouts_taking(setting, catalogue))),
        catalogue);
    return false;
  };
  auto takes = [&](handout::Setting setting) {
    return std::find(settings.begin(), settings.end(), setting) != settings.end();
  };
  const auto board = board_choice(options.board, handout.board.value_or(BoardShape{}));
  if (!board) {
    print_error(board.error(), catalogue);
    return false;
  }
  if (const std::string option = board_option_given(options.board); !option.empty()) {
    if (!takes(handout::Setting::board))
      return refuse(handout::Setting::board, "diag.handout-takes-no-board", option);
    handout.board = *board;
  }
  if (options.players_option->count() > 0) {
    if (!takes(handout::Setting::players))
      return refuse(handout::Setting::players, "diag.handout-takes-no-players", "--players");
    const auto players = players_choice(options.players);
    if (!players) {
      print_error(players.error(), catalogue);
      return false;
    }
    handout.players = std::vector<std::string>(players->begin(), players->end());
  }
  if (options.title_option->count() > 0) {
    if (!takes(handout::Setting::title))
      return refuse(handout::Setting::title, "diag.handout-takes-no-title", "--title");
    if (options.title.find_first_not_of(" \t") == std::string::npos) {
      print_error(command_error(Code::bad_option, Message("diag.handout-empty-title")), catalogue);
      return false;
    }
    handout.title = options.title;
  }
  for (const CLI::Option* option : {options.count_option, options.seed_option})
    if (option->count() > 0 && !takes(handout::Setting::puzzles))
      return refuse(handout::Setting::puzzles, "diag.handout-takes-no-puzzles", option->get_name());
  return true;
}

// Makes the puzzles of a template that has some: on the board of --record when given (its
// positions searched), else of the handout. Prints what is wrong and returns false when there
// is no puzzle to print.
bool make_puzzles(handout::Template& handout, const HandoutOptions& options,
                  const std::string& template_text, std::vector<std::string>& inputs,
                  const Catalogue& catalogue) {
  std::vector<Line> lines;
  if (!options.record.empty()) {
    inputs.push_back(options.record);
    const CheckedFile file = load_checked(options.record, catalogue);
    const auto* game = std::get_if<DotsAndBoxesReplay>(&file.result.replay);
    if (file.result.status == Status::unreadable || !game || !game->board) return false;
    const Board& board = *game->board;
    handout.board = board.shape();
    for (const DotsAndBoxesStep& step : game->steps) lines.push_back(step.line);
  }
  const BoardShape spec = handout.board.value_or(BoardShape{});
  const Board board(spec);
  if (!CompactBoard::fits(board)) {
    const Message message = Message("puzzles.too-big").with("reason", board_too_big(board));
    // A template file's own board is its fault: said at its puzzles block, file:line:col.
    const bool own_board = is_path(options.name) && options.record.empty() &&
                           board_option_given(options.board).empty();
    if (own_board) {
      yaml::Mark mark;
      for (const handout::Block& block : handout.blocks)
        if (std::holds_alternative<handout::PuzzlesBlock>(block.content)) {
          mark = block.mark;
          break;
        }
      std::cerr << format_diagnostic(
          options.name, template_text,
          Diagnostic{Severity::error, Code::bad_board, mark, std::nullopt, message}, catalogue,
          false);
    } else {
      print_error(command_error(Code::bad_board, message), catalogue);
    }
    return false;
  }
  const handout::PuzzleCount count = handout::expand_puzzles(
      handout, {options.count, options.seed, options.record.empty() ? nullptr : &lines}, catalogue);
  if (count.found == 0) {
    print_error(
        command_error(Code::bad_option,
                      options.record.empty()
                          ? Message("puzzles.none")
                          : Message("puzzles.none-in-record").with("record", options.record)),
        catalogue);
    return false;
  }
  if (options.list) return true;
  if (count.found < count.asked)
    std::cerr
        << catalogue.format(
               Message("puzzles.fewer").count("found", count.found).with("asked", count.asked))
        << "\n";
  if (options.record.empty())
    std::cerr << catalogue.format(
                     Message("puzzles.seed").with("seed", std::to_string(options.seed)))
              << "\n";
  return true;
}

// A template ready to lay out: read, changed by the command line, with its records loaded.
struct Prepared {
  handout::Template handout;
  handout::Records records;
  std::vector<std::string> inputs;  ///< the files read, which the output must not overwrite
  int check_code = kExitOk;         ///< an invalid record is drawn up to its error
  /// What the command line may change, as the template has it (its puzzles are made by now).
  std::vector<handout::Setting> settings;
};

// Reads a template by name or path and everything it needs; prints what is wrong and returns
// nothing when there is no handout to draw.
std::optional<Prepared> prepare(const HandoutOptions& options, const Catalogue& catalogue) {
  Prepared out;
  std::string text;
  if (is_path(options.name)) {
    out.inputs.push_back(options.name);
    if (auto failure = read_input(options.name, text)) {
      std::cerr << format_diagnostic(options.name, text, *failure, catalogue, false);
      return std::nullopt;
    }
  } else if (auto builtin = handout::find_builtin(handout::builtin_templates(), options.name)) {
    text = std::string(*builtin);
  } else {
    std::vector<std::string> names;
    for (const auto& b : handout::builtin_templates()) names.push_back(b.name);
    print_error(
        command_error(
            Code::bad_option,
            Message("diag.unknown-template").with("name", options.name).with("known", names)),
        catalogue);
    return std::nullopt;
  }
  handout::TemplateReading reading = handout::read_template(text, catalogue.language());
  if (!reading.handout) {
    for (const Diagnostic& d : reading.diagnostics)
      std::cerr << format_diagnostic(options.name, text, d, catalogue, false);
    return std::nullopt;
  }
  out.handout = std::move(*reading.handout);
  if (!apply_command_line(out.handout, options, catalogue)) return std::nullopt;
  out.settings = out.handout.settings();
  const auto& settings = out.settings;
  if (std::find(settings.begin(), settings.end(), handout::Setting::puzzles) != settings.end() &&
      !make_puzzles(out.handout, options, text, out.inputs, catalogue))
    return std::nullopt;

  LoadedRecords loaded;
  for (const handout::Block& block : out.handout.blocks)
    if (const auto* replay = std::get_if<handout::ReplayBlock>(&block.content)) {
      out.records.push_back(
          load_record(*replay, options, options.name, text, catalogue, out.inputs, loaded));
      if (!out.records.back()) return std::nullopt;
      out.check_code = std::max(out.check_code, exit_code_of(out.records.back()->status));
    }
  return out;
}

// The page settings of a handout: the template's paper, unless the command line chose one.
// Prints what is wrong and returns nothing when they are wrong.
std::optional<PageSettings> handout_page(const handout::Template& handout,
                                         const HandoutOptions& options, PageOptions& page,
                                         const Catalogue& catalogue) {
  if (!handout.paper.empty() && options.paper->count() == 0) {
    if (!render::find_paper(handout.paper)) {
      print_error(command_error(Code::bad_option,
                                Message("diag.unknown-paper").with("paper", handout.paper)),
                  catalogue);
      return std::nullopt;
    }
    page.paper = handout.paper;
  }
  PageSettings settings;
  if (auto bad = page_settings(page, handout.title, settings)) {
    print_error(*bad, catalogue);
    return std::nullopt;
  }
  return settings;
}

// What the command line may change in a handout, as --list says it.
std::string options_text(const handout::Template& handout,
                         const std::vector<handout::Setting>& settings,
                         const Catalogue& catalogue) {
  std::vector<std::string> parts;
  for (const handout::Setting setting : settings) {
    if (setting == handout::Setting::board) {
      const BoardShape& board = *handout.board;
      parts.push_back(catalogue.format(Message("handout.list.board")
                                           .with("rows", board.rows)
                                           .with("cols", board.cols)
                                           .with("box-rows", board.rows - 1)
                                           .with("box-cols", board.cols - 1)
                                           .with("border", std::string(border_name(board.border)))
                                           .count("lines", handout::form_rows(board))));
    } else if (setting == handout::Setting::puzzles) {
      parts.push_back("--count");
      parts.push_back("--seed");
    } else {
      parts.push_back(setting == handout::Setting::players ? "--players" : "--title");
    }
  }
  if (parts.empty()) return catalogue.text("handout.list.no-options");
  return catalogue.format(Message("handout.list.options").with("options", parts));
}

// Each built-in handout: its name and title, how many pages it prints on the paper asked, what
// is on it and what the command line may change.
int list_templates(const HandoutOptions& options, const Catalogue& catalogue) {
  for (const handout::Builtin& b : handout::builtin_templates()) {
    PageOptions page = options.page;
    page.output = "list.pdf";  // pages are counted as a PDF's
    HandoutOptions one = options;
    one.name = b.name;
    one.record.clear();
    auto prepared = prepare(one, catalogue);
    if (!prepared) return kExitUnreadable;
    const auto settings = handout_page(prepared->handout, one, page, catalogue);
    if (!settings) return kExitUnreadable;
    const render::Layout layout =
        handout::layout_handout(prepared->handout, prepared->records, settings->setup, catalogue);
    const std::string indent(10, ' ');
    std::cout << b.name << std::string(b.name.size() < 10 ? 10 - b.name.size() : 1, ' ')
              << catalogue.format(Message("handout.list.title")
                                      .with("title", prepared->handout.title)
                                      .count("pages", layout.page_count)
                                      .with("paper", render::find_paper(page.paper)->name))
              << "\n"
              << indent << prepared->handout.description << "\n"
              << indent << options_text(prepared->handout, prepared->settings, catalogue) << "\n";
  }
  return kExitOk;
}

int run_handout(HandoutOptions& options, const Catalogue& catalogue) {
  if (options.list) return list_templates(options, catalogue);
  if (options.name.empty() || options.page.output.empty()) {
    print_error(command_error(Code::bad_option, Message("diag.handout-usage")), catalogue);
    return kExitUnreadable;
  }
  auto prepared = prepare(options, catalogue);
  if (!prepared) return kExitUnreadable;
  PageOptions page = options.page;
  const auto settings = handout_page(prepared->handout, options, page, catalogue);
  if (!settings) return kExitUnreadable;
  const int written = write_layout(
      handout::layout_handout(prepared->handout, prepared->records, settings->setup, catalogue),
      *settings, page, prepared->inputs, catalogue);
  return written != kExitOk ? written : prepared->check_code;
}

}  // namespace

void add_handout_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<HandoutOptions>();
  CLI::App* command = app.add_subcommand("handout", context.text("cli.handout.description"));
  command->add_option("template", options->name, context.text("cli.handout.template"));
  command->add_option("--record", options->record, context.text("cli.handout.record"));
  command->add_flag("--list", options->list, context.text("cli.handout.list"));
  add_page_options(*command, options->page, context, /*output_required=*/false);
  add_board_options(*command, options->board, context, "");
  options->players_option =
      command->add_option("--players", options->players, context.text("cli.handout.players"));
  options->title_option =
      command->add_option("--title", options->title, context.text("cli.handout.title"));
  options->count_option =
      command->add_option("--count", options->count, context.text("cli.handout.count"))
          ->check(whole_in(1, handout::kMaxPuzzles, context));
  options->seed_option =
      command->add_option("--seed", options->seed, context.text("cli.handout.seed"))
          ->check(whole_in(0, kMaxSeed, context));
  options->paper = command->get_option("--paper");
  add_language_option(*command, context);
  command->callback([options, &context] {
    if (options->seed_option->count() == 0 && !options->list) options->seed = seed_from_clock();
    context.exit_code = run_handout(*options, context.catalogue());
  });
}

}  // namespace lucas::cli
