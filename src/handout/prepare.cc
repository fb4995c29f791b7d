#include "handout/prepare.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "game/border.h"
#include "handout/builtin.h"
#include "handout/puzzle_sheet.h"
#include "present/analysis_text.h"
#include "present/error_line.h"
#include "solve/compact_board.h"

namespace lucas::handout {

namespace {

using Problems = std::vector<HandoutProblem>;
using Prepared = Result<PreparedHandout, Problems>;

Problems problem(Diagnostic diagnostic) { return {{"", "", std::move(diagnostic)}}; }

Problems problem_in(const std::string& file, const std::string& text, Diagnostic diagnostic) {
  return {{file, text, std::move(diagnostic)}};
}

bool takes(const std::vector<Setting>& settings, Setting setting) {
  return std::find(settings.begin(), settings.end(), setting) != settings.end();
}

// The built-in handouts whose templates let the user change a setting, for the message that
// refuses it elsewhere.
std::vector<std::string> handouts_taking(Setting setting, const Catalogue& catalogue) {
  std::vector<std::string> names;
  for (const Builtin& b : builtin_templates()) {
    const auto reading = read_template(b.text, catalogue.language());
    if (reading.handout && takes(reading.handout->settings(), setting)) names.push_back(b.name);
  }
  return names;
}

// Puts the board, players and title asked for into the template, where it takes them.
std::optional<Problems> apply_request(Template& handout, const HandoutRequest& request,
                                      const Catalogue& catalogue) {
  if (request.list) return std::nullopt;  // --list describes each handout as its template has it
  const auto settings = handout.settings();
  auto refuse = [&](Setting setting, const char* key, const std::string& option) {
    return problem(command_error(Code::bad_option,
                                 Message(key)
                                     .with("option", option)
                                     .with("name", request.name)
                                     .with("handouts", handouts_taking(setting, catalogue))));
  };
  if (request.board) {
    const auto board = request.board(handout.board.value_or(BoardShape{}));
    if (!board) return problem(board.error());
    if (!takes(settings, Setting::board))
      return refuse(Setting::board, "diag.handout-takes-no-board", request.board_option);
    handout.board = *board;
  }
  if (request.players) {
    if (!takes(settings, Setting::players))
      return refuse(Setting::players, "diag.handout-takes-no-players", "--players");
    auto players = request.players();
    if (!players) return problem(players.error());
    handout.players = std::move(players->names);
    handout.initials = std::move(players->initials);
  }
  if (request.title) {
    if (!takes(settings, Setting::title))
      return refuse(Setting::title, "diag.handout-takes-no-title", "--title");
    if (request.title->find_first_not_of(" \t") == std::string::npos)
      return problem(command_error(Code::bad_option, Message("diag.handout-empty-title")));
    handout.title = *request.title;
  }
  if (!request.record.empty() && !takes(settings, Setting::record))
    return refuse(Setting::record, "diag.handout-takes-no-record", "--record");
  if (!takes(settings, Setting::puzzles)) {
    if (request.count) return refuse(Setting::puzzles, "diag.handout-takes-no-puzzles", "--count");
    if (request.seed_given)
      return refuse(Setting::puzzles, "diag.handout-takes-no-puzzles", "--seed");
  }
  return std::nullopt;
}

// Makes the puzzles of a template that has some: on the board of the record when one is given
// (its positions searched), else of the handout.
std::optional<Problems> make_puzzles(PreparedHandout& out, const HandoutRequest& request,
                                     const std::string& template_text, const HandoutFiles& files,
                                     const Catalogue& catalogue) {
  Template& handout = out.handout;
  std::vector<Line> lines;
  if (!request.record.empty()) {
    out.inputs.push_back(request.record);
    const auto result = files.load(request.record);
    const auto* game = result ? std::get_if<DotsAndBoxesReplay>(&result->replay) : nullptr;
    if (!game || !game->board) return Problems{};
    handout.board = game->board->shape();
    for (const DotsAndBoxesStep& step : game->steps) lines.push_back(step.line);
  }
  const Board board(handout.board.value_or(BoardShape{}));
  if (!CompactBoard::fits(board)) {
    const Message message = Message("puzzles.too-big").with("reason", board_too_big(board));
    // A template file's own board is its fault: said at its puzzles block, file:line:col.
    const bool own_board =
        is_template_path(request.name) && request.record.empty() && !request.board;
    if (!own_board) return problem(command_error(Code::bad_board, message));
    yaml::Mark mark;
    for (const Block& block : handout.blocks)
      if (std::holds_alternative<PuzzlesBlock>(block.content)) {
        mark = block.mark;
        break;
      }
    return problem_in(request.name, template_text,
                      Diagnostic{Severity::error, Code::bad_board, mark, std::nullopt, message});
  }
  PuzzleRequest asked{
      request.count.value_or(0), request.seed, request.record.empty() ? nullptr : &lines, {}};
  if (const auto setup = request.page ? request.page(handout) : std::nullopt)
    asked.fill = [&handout, setup, &catalogue](const std::vector<Block>& before,
                                               const Diagram& sample) {
      return diagrams_that_fit(handout, before, sample, *setup, catalogue);
    };
  const PuzzleCount count = expand_puzzles(handout, asked, catalogue);
  if (count.found == 0)
    return problem(command_error(
        Code::bad_option, request.record.empty()
                              ? Message("puzzles.none")
                              : Message("puzzles.none-in-record").with("record", request.record)));
  if (request.list) return std::nullopt;
  if (count.found < count.asked)
    out.notes.push_back(
        Message("puzzles.fewer").count("found", count.found).with("asked", count.asked));
  if (request.record.empty())
    out.notes.push_back(Message("puzzles.seed").with("seed", std::to_string(request.seed)));
  return std::nullopt;
}

// The checked record of a replay block: a built-in example or a file beside the template that
// the block names, or else the record asked for, loaded once however many blocks replay it.
Result<std::shared_ptr<const CheckResult>, Problems> block_record(
    const ReplayBlock& block, const HandoutRequest& request, const std::string& template_text,
    const HandoutFiles& files, PreparedHandout& out,
    std::map<std::string, std::shared_ptr<const CheckResult>>& loaded) {
  using Out = Result<std::shared_ptr<const CheckResult>, Problems>;
  std::string name;
  if (!block.record && !request.record.empty()) {
    name = request.record;
  } else if (!block.record) {
    return Out::failure(
        problem(command_error(Code::missing_field, Message("diag.handout-needs-record"))));
  } else if (auto builtin = find_builtin(builtin_records(), *block.record)) {
    return Out(std::make_shared<CheckResult>(check_text(*builtin)));
  } else {
    const std::filesystem::path folder =
        std::filesystem::path(is_template_path(request.name) ? request.name : "").parent_path();
    name = (folder / *block.record).string();
    if (!files.exists(name))
      return Out::failure(
          problem_in(request.name, template_text,
                     Diagnostic{Severity::error, Code::cannot_read, block.record_mark, std::nullopt,
                                Message("diag.no-such-record").with("record", *block.record)}));
  }
  auto known = loaded.find(name);
  if (known == loaded.end()) {
    out.inputs.push_back(name);
    known = loaded.emplace(name, files.load(name)).first;
  }
  if (!known->second) return Out::failure(Problems{});
  return Out(known->second);
}

}  // namespace

bool is_template_path(const std::string& name) {
  return name.find('/') != std::string::npos ||
         (name.size() > 5 && name.substr(name.size() - 5) == ".yaml");
}

Prepared prepare_handout(const HandoutRequest& request, const HandoutFiles& files,
                         const Catalogue& catalogue) {
  PreparedHandout out;
  std::string text;
  if (is_template_path(request.name)) {
    out.inputs.push_back(request.name);
    if (auto failure = files.read(request.name, text))
      return Prepared::failure(problem_in(request.name, text, std::move(*failure)));
  } else if (auto builtin = find_builtin(builtin_templates(), request.name)) {
    text = std::string(*builtin);
  } else {
    std::vector<std::string> names;
    for (const Builtin& b : builtin_templates()) names.push_back(b.name);
    return Prepared::failure(problem(command_error(
        Code::bad_option,
        Message("diag.unknown-template").with("name", request.name).with("known", names))));
  }
  TemplateReading reading = read_template(text, catalogue.language());
  if (!reading.handout) {
    Problems problems;
    for (Diagnostic& d : reading.diagnostics)
      problems.push_back({request.name, text, std::move(d)});
    return Prepared::failure(std::move(problems));
  }
  out.handout = std::move(*reading.handout);
  if (auto refused = apply_request(out.handout, request, catalogue))
    return Prepared::failure(std::move(*refused));
  out.settings = out.handout.settings();
  if (takes(out.settings, Setting::puzzles))
    if (auto failed = make_puzzles(out, request, text, files, catalogue))
      return Prepared::failure(std::move(*failed));

  std::map<std::string, std::shared_ptr<const CheckResult>> loaded;
  for (const Block& block : out.handout.blocks)
    if (const auto* replay = std::get_if<ReplayBlock>(&block.content)) {
      auto record = block_record(*replay, request, text, files, out, loaded);
      if (!record) return Prepared::failure(std::move(record.error()));
      out.records.push_back(std::move(*record));
    }
  return out;
}

std::vector<std::string> setting_options(const std::vector<Setting>& settings) {
  std::vector<std::string> options;
  for (const Setting setting : settings) {
    switch (setting) {
      case Setting::board:
        options.insert(options.end(), {"--dots", "--boxes", "--border"});
        break;
      case Setting::players:
        options.push_back("--players");
        break;
      case Setting::title:
        options.push_back("--title");
        break;
      case Setting::puzzles:
        options.insert(options.end(), {"--count", "--seed"});
        break;
      case Setting::record:
        options.push_back("--record");
        break;
    }
  }
  return options;
}

std::string settings_text(const Template& handout, const std::vector<Setting>& settings,
                          const Catalogue& catalogue) {
  std::vector<std::string> parts;
  for (const Setting setting : settings) {
    if (setting == Setting::board) {
      const BoardShape& board = *handout.board;
      parts.push_back(catalogue.format(Message("handout.list.board")
                                           .with("rows", board.rows)
                                           .with("cols", board.cols)
                                           .with("box-rows", board.rows - 1)
                                           .with("box-cols", board.cols - 1)
                                           .with("border", std::string(border_name(board.border)))
                                           .count("lines", form_rows(board))));
    } else {
      for (std::string& option : setting_options({setting})) parts.push_back(std::move(option));
    }
  }
  if (parts.empty()) return catalogue.text("handout.list.no-options");
  return catalogue.format(Message("handout.list.options").with("options", parts));
}

}  // namespace lucas::handout
