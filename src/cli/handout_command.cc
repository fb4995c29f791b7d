// lucas handout NAME|FILE.yaml: teaching handouts from templates (docs/templates.md).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>

#include "check/report.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/error_line.h"
#include "cli/input.h"
#include "cli/page_options.h"
#include "handout/builtin.h"
#include "handout/handout.h"

namespace lucas::cli {

namespace {

struct HandoutOptions {
  std::string name;
  std::string record;
  bool list = false;
  PageOptions page;
  BoardOptions board;
  CLI::Option* paper = nullptr;
};

bool is_path(const std::string& name) {
  return name.find('/') != std::string::npos ||
         (name.size() > 5 && name.substr(name.size() - 5) == ".yaml");
}

int list_templates(const Catalogue& catalogue) {
  for (const handout::Builtin& b : handout::builtin_templates()) {
    const handout::TemplateReading reading = handout::read_template(b.text, catalogue.language());
    std::cout << b.name;
    if (reading.handout)
      std::cout << std::string(b.name.size() < 10 ? 10 - b.name.size() : 1, ' ')
                << reading.handout->description;
    std::cout << "\n";
  }
  return kExitOk;
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
  std::shared_ptr<const CheckResult> result;
  if (file.result.status != Status::unreadable)
    result = std::make_shared<CheckResult>(std::move(file.result));
  loaded.emplace(name, result);
  return result;
}

// Sets the board of every grid and move-record form to the one the command line chose: the
// diagrams keep theirs, since their lines are drawn on it. False when the template has neither.
bool choose_boards(handout::Template& handout, const BoardChoice& choice) {
  bool sized = false;
  for (handout::Block& block : handout.blocks) {
    handout::BoardSpec* board = nullptr;
    if (auto* grid = std::get_if<handout::Grid>(&block.content)) board = &grid->board;
    if (auto* form = std::get_if<handout::Form>(&block.content)) board = &form->board;
    if (!board) continue;
    sized = true;
    if (choice.size) board->rows = choice.size->rows, board->cols = choice.size->cols;
    if (choice.border) board->border = *choice.border;
  }
  return sized;
}

int run_handout(HandoutOptions& options, const Catalogue& catalogue) {
  if (options.list) return list_templates(catalogue);
  if (options.name.empty() || options.page.output.empty()) {
    print_error(command_error(Code::bad_option, Message("diag.handout-usage")), catalogue);
    return kExitUnreadable;
  }
  std::string text;
  std::vector<std::string> inputs;
  if (is_path(options.name)) {
    inputs.push_back(options.name);
    if (auto failure = read_input(options.name, text)) {
      std::cerr << format_diagnostic(options.name, text, *failure, catalogue, false);
      return kExitUnreadable;
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
    return kExitUnreadable;
  }
  handout::TemplateReading reading = handout::read_template(text, catalogue.language());
  if (!reading.handout) {
    for (const Diagnostic& d : reading.diagnostics)
      std::cerr << format_diagnostic(options.name, text, d, catalogue, false);
    return kExitUnreadable;
  }
  handout::Template& handout = *reading.handout;
  const auto board = board_choice(options.board);
  if (!board) {
    print_error(board.error(), catalogue);
    return kExitUnreadable;
  }
  if ((board->size || board->border) && !choose_boards(handout, *board)) {
    print_error(command_error(Code::bad_option,
                              Message("diag.handout-no-board").with("name", options.name)),
                catalogue);
    return kExitUnreadable;
  }

  handout::Records records;
  LoadedRecords loaded;
  int check_code = kExitOk;  // an invalid record is drawn up to its error, as lucas replay does
  for (const handout::Block& block : handout.blocks)
    if (const auto* replay = std::get_if<handout::ReplayBlock>(&block.content)) {
      records.push_back(
          load_record(*replay, options, options.name, text, catalogue, inputs, loaded));
      if (!records.back()) return kExitUnreadable;
      check_code = std::max(check_code, exit_code_of(records.back()->status));
    }

  // The template's paper, unless the command line chose one.
  if (!handout.paper.empty() && options.paper->count() == 0) {
    if (!render::find_paper(handout.paper)) {
      print_error(command_error(Code::bad_option,
                                Message("diag.unknown-paper").with("paper", handout.paper)),
                  catalogue);
      return kExitUnreadable;
    }
    options.page.paper = handout.paper;
  }
  PageSettings settings;
  if (auto bad = page_settings(options.page, handout.title, settings)) {
    print_error(*bad, catalogue);
    return kExitUnreadable;
  }
  const int written =
      write_layout(handout::layout_handout(handout, records, settings.setup, catalogue), settings,
                   options.page, inputs, catalogue);
  return written != kExitOk ? written : check_code;
}

}  // namespace

void add_handout_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<HandoutOptions>();
  CLI::App* command = app.add_subcommand("handout", context.text("cli.handout.description"));
  command->add_option("template", options->name, context.text("cli.handout.template"));
  command->add_option("--record", options->record, context.text("cli.handout.record"));
  command->add_flag("--list", options->list, context.text("cli.handout.list"));
  add_page_options(*command, options->page, context, /*output_required=*/false);
  add_board_options(*command, options->board, context);
  options->paper = command->get_option("--paper");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_handout(*options, context.catalogue()); });
}

}  // namespace lucas::cli
