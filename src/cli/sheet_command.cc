// lucas sheet -o FILE: blank dot sheets for paper play, as many grids as fit on each page; with
// --game chopsticks, a Chopsticks record form alone.
#include <cstdio>
#include <memory>
#include <sstream>

#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/game_option.h"
#include "cli/page_options.h"
#include "cli/players_option.h"
#include "cli/validators.h"
#include "handout/handout.h"
#include "present/error_line.h"
#include "render/sheet.h"

namespace lucas::cli {

namespace {

struct SheetCommandOptions {
  PageOptions page;
  BoardOptions board;
  double spacing = 11;
  double dot_size = 1.6;
  std::string dot_color = "#1a1a1a";
  std::string labels = "letters";
  int per_page = 0;
  int pages = 1;
  std::string players;
  std::string title;
  Game game = Game::dots_and_boxes;
  /// The other options of the dot grids, which a Chopsticks form has no use for.
  std::vector<CLI::Option*> grid_only;
};

Diagnostic bad(Message m) { return command_error(Code::bad_option, std::move(m)); }

// 1.5 rather than 1.500000.
std::string decimal(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

std::optional<render::Color> parse_color(const std::string& text) {
  if (text == "black") return render::palette::kInk;
  if (text == "gray" || text == "grey") return render::Color::hex(0x808080);
  unsigned rgb = 0;
  char extra = 0;
  if (text.size() == 7 && text[0] == '#' &&
      std::sscanf(text.c_str() + 1, "%6x%c", &rgb, &extra) == 1)
    return render::Color::hex(rgb);
  return std::nullopt;
}

std::optional<Diagnostic> to_sheet(const SheetCommandOptions& o, render::SheetOptions& sheet) {
  const auto board = board_choice(o.board, sheet.board);  // the sheet's default grid unless given
  if (!board) return board.error();
  sheet.board = *board;
  sheet.style.spacing = render::Mm{o.spacing};
  sheet.style.dot = render::Mm{o.dot_size};
  if (o.dot_size * 2 > o.spacing)
    return bad(Message("diag.sheet-dot-size")
                   .with("size", decimal(o.dot_size))
                   .with("spacing", decimal(o.spacing)));
  auto color = parse_color(o.dot_color);
  if (!color) return bad(Message("diag.sheet-color").with("value", o.dot_color));
  sheet.style.dot_color = *color;
  sheet.labels = *render::parse_dot_labels(o.labels);  // checked by the option
  if (o.per_page > 0) sheet.per_page = o.per_page;
  sheet.pages = o.pages;
  if (!o.players.empty()) {
    const auto players = players_choice(o.players);
    if (!players) return players.error();
    sheet.players = *players;
  }
  sheet.title = o.title;
  return std::nullopt;
}

// A Chopsticks record form, laid out as the handouts lay theirs (handout/paging.h).
int run_hands_sheet(const SheetCommandOptions& options, const Catalogue& catalogue) {
  if (const auto refusal = refuse_board_options(options.board, options.game)) {
    print_error(*refusal, catalogue);
    return kExitUnreadable;
  }
  for (const CLI::Option* o : options.grid_only)
    if (o->count() > 0) {
      print_error(
          command_error(Code::conflicting_options,
                        Message("chopsticks.sheet.grid-option").with("option", o->get_name())),
          catalogue);
      return kExitUnreadable;
    }
  handout::Template form;
  form.title = options.title.empty() ? catalogue.text("chopsticks.sheet.title") : options.title;
  handout::ChopsticksForm hands;
  hands.rows = 40;  // a page of moves: a long game fills it, a rollover game may take two
  if (!options.players.empty()) {
    const auto players = players_choice(options.players);
    if (!players) {
      print_error(players.error(), catalogue);
      return kExitUnreadable;
    }
    for (const std::string& name : *players) hands.players.push_back(name);
  }
  form.blocks.push_back({handout::TitleBlock{}, {}});
  form.blocks.push_back({hands, {}});
  PageSettings page;
  if (auto problem = page_settings(options.page, form.title, page)) {
    print_error(*problem, catalogue);
    return kExitUnreadable;
  }
  return write_layout(handout::layout_handout(form, {}, page.setup, catalogue), page, options.page,
                      {}, catalogue);
}

int run_sheet(const SheetCommandOptions& options, const Catalogue& catalogue) {
  if (options.game == Game::chopsticks) return run_hands_sheet(options, catalogue);
  PageSettings page;
  render::SheetOptions sheet;
  const std::string title =
      options.title.empty() ? catalogue.text("sheet.document-title") : options.title;
  std::optional<Diagnostic> problem = page_settings(options.page, title, page);
  if (!problem) problem = to_sheet(options, sheet);
  if (problem) {
    print_error(*problem, catalogue);
    return kExitUnreadable;
  }
  return write_layout(render::layout_sheet(sheet, page.setup, catalogue), page, options.page, {},
                      catalogue);
}

}  // namespace

void add_sheet_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<SheetCommandOptions>();
  CLI::App* command = app.add_subcommand("sheet", context.text("cli.sheet.description"));
  add_page_options(*command, options->page, context);
  add_board_options(*command, options->board, context, "6x6");
  command->add_option("--spacing", options->spacing, context.text("cli.sheet.spacing"))
      ->check(decimal_in(4.0, 60.0, context))
      ->default_str("11");
  command->add_option("--dot-size", options->dot_size, context.text("cli.sheet.dot-size"))
      ->check(decimal_in(0.3, 6.0, context))
      ->default_str("1.6");
  command->add_option("--dot-color", options->dot_color, context.text("cli.sheet.dot-color"))
      ->default_str("#1a1a1a");
  command->add_option("--labels", options->labels, context.text("cli.sheet.labels"))
      ->transform(one_of(render::dot_labels_names(), context))
      ->default_str("letters");
  command->add_option("--per-page", options->per_page, context.text("cli.sheet.per-page"))
      ->check(whole_in(1, 100, context));
  command->add_option("--pages", options->pages, context.text("cli.sheet.pages"))
      ->check(whole_in(1, 1000, context))
      ->default_str("1");
  command->add_option("--players", options->players, context.text("cli.sheet.players"));
  command->add_option("--title", options->title, context.text("cli.sheet.title"));
  add_game_option(*command, options->game, context, "cli.sheet.game");
  for (const char* name :
       {"--spacing", "--dot-size", "--dot-color", "--labels", "--per-page", "--pages"})
    options->grid_only.push_back(command->get_option(name));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_sheet(*options, context.catalogue()); });
}

}  // namespace lucas::cli
