// lucas handout NAME|FILE.yaml: teaching handouts from templates (docs/templates.md).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>

#include "check/check_text.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/input.h"
#include "cli/level_option.h"
#include "cli/page_options.h"
#include "cli/players_option.h"
#include "cli/validators.h"
#include "handout/builtin.h"
#include "handout/handout.h"
#include "handout/prepare.h"
#include "present/error_line.h"
#include "print/handout_document.h"

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

// The handout asked for on the command line; prints what is wrong with the board asked for.
handout::HandoutRequest request_of(const HandoutOptions& options, const Catalogue& catalogue) {
  handout::HandoutRequest request;
  request.name = options.name;
  request.record = options.record;
  request.board_option = board_option_given(options.board);
  if (!request.board_option.empty())
    request.board = [&options](const BoardShape& own) { return board_choice(options.board, own); };
  if (options.players_option->count() > 0)
    request.players = [&options, &catalogue]() -> Result<handout::PlayersAsked, Diagnostic> {
      const auto players = players_and_initials(options.players);
      if (!players) return Result<handout::PlayersAsked, Diagnostic>::failure(players.error());
      if (players->chosen) std::cerr << chosen_initial_line(*players, catalogue) << "\n";
      return handout::PlayersAsked{{players->names.begin(), players->names.end()},
                                   {players->initials.begin(), players->initials.end()}};
    };
  if (options.title_option->count() > 0) request.title = options.title;
  if (options.count_option->count() > 0) request.count = options.count;
  request.seed = options.seed;
  request.seed_given = options.seed_option->count() > 0;
  request.list = options.list;
  request.page = print::handout_page(page_request(options.page), options.paper->count() > 0);
  return request;
}

// The files of a handout as every command reads them: records checked with their diagnostics on
// standard error.
handout::HandoutFiles files_on_disk(const Catalogue& catalogue) {
  auto exists = [](const std::string& path) { return std::filesystem::exists(path); };
  return {read_input, exists, [&catalogue](const std::string& path) {
            CheckedFile file = load_checked(path, catalogue);
            std::shared_ptr<const CheckResult> result;
            if (!refuse_chopsticks(file, "handout", catalogue) &&
                file.result.status != Status::unreadable)
              result = std::make_shared<CheckResult>(std::move(file.result));
            return result;
          }};
}

// Prints what stops a handout: each problem with its file when it has one.
void print_problems(const std::vector<handout::HandoutProblem>& problems,
                    const Catalogue& catalogue) {
  for (const handout::HandoutProblem& p : problems) {
    if (p.file.empty())
      print_error(p.diagnostic, catalogue);
    else
      std::cerr << format_diagnostic(p.file, p.text, p.diagnostic, catalogue, false);
  }
}

// Reads a template by name or path and everything it needs; prints what is wrong and returns
// nothing when there is no handout to draw.
std::optional<handout::PreparedHandout> prepare(const HandoutOptions& options,
                                                const Catalogue& catalogue) {
  auto prepared =
      handout::prepare_handout(request_of(options, catalogue), files_on_disk(catalogue), catalogue);
  if (!prepared) {
    print_problems(prepared.error(), catalogue);
    return std::nullopt;
  }
  for (const Message& note : prepared->notes) std::cerr << catalogue.format(note) << "\n";
  return std::move(*prepared);
}

// Each built-in handout: its name and title, how many pages it prints on the paper asked, what
// is on it and what the command line may change.
int list_templates(const HandoutOptions& options, const Catalogue& catalogue) {
  const auto listing =
      print::handout_listing(page_request(options.page), options.paper->count() > 0, catalogue);
  if (!listing) {
    print_problems(listing.error(), catalogue);
    return kExitUnreadable;
  }
  // One column for the names, as wide as the longest and two spaces: every title starts in it.
  size_t column = 0;
  for (const print::HandoutListing& h : *listing) column = std::max(column, h.name.size() + 2);
  const std::string indent(column, ' ');
  for (const print::HandoutListing& h : *listing)
    std::cout << h.name << std::string(column - h.name.size(), ' ')
              << catalogue.format(Message("handout.list.title")
                                      .with("title", h.title)
                                      .count("pages", h.pages)
                                      .with("paper", h.paper))
              << "\n"
              << indent << h.description << "\n"
              << indent << h.settings << "\n";
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
  const auto format = output_format(options.page, catalogue);
  if (!format) return kExitUnreadable;
  const auto document = print::handout_document(*prepared, page_request(options.page),
                                                options.paper->count() > 0, *format, catalogue);
  if (!document) {
    print_error(document.error(), catalogue);
    return kExitUnreadable;
  }
  const int written =
      write_layout(document->layout, document->settings, options.page, prepared->inputs, catalogue);
  int check_code = kExitOk;
  for (const auto& record : prepared->records)
    check_code = std::max(check_code, exit_code_of(record->status));
  return written != kExitOk ? written : check_code;
}

}  // namespace

void add_handout_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<HandoutOptions>();
  CLI::App* command = app.add_subcommand("handout", context.text("cli.handout.description"));
  std::vector<std::string> templates;
  for (const handout::Builtin& b : handout::builtin_templates()) templates.push_back(b.name);
  command->add_option(
      "template", options->name,
      context.catalogue().format(Message("cli.handout.template").with("templates", templates)));
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
