// lucas sheet -o FILE: blank dot sheets for paper play, as many grids as fit on each page; with
// --game chopsticks, a Chopsticks record form alone. The work is print::sheet_document, which the
// page's GET /api/sheet calls too.
#include <memory>

#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/game_option.h"
#include "cli/page_options.h"
#include "cli/validators.h"
#include "present/error_line.h"
#include "print/sheet_document.h"
#include "render/dot_labels.h"

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
  /// The options of the dot grids, in print::kGridOnlyOptions order: given or not.
  std::vector<CLI::Option*> grid_only;
};

// The options as the work takes them: a grid option only when it was given.
print::SheetRequest sheet_request(const SheetCommandOptions& o) {
  print::SheetRequest r;
  r.page = page_request(o.page);
  r.board = board_words(o.board);
  auto given = [&](size_t i) { return o.grid_only[i]->count() > 0; };
  if (given(0)) r.spacing = o.spacing;
  if (given(1)) r.dot_size = o.dot_size;
  if (given(2)) r.dot_color = o.dot_color;
  if (given(3)) r.labels = *render::parse_dot_labels(o.labels);  // checked by the option
  if (given(4)) r.per_page = o.per_page;
  if (given(5)) r.pages = o.pages;
  r.players = o.players;
  r.title = o.title;
  r.game = o.game;
  return r;
}

int run_sheet(const SheetCommandOptions& options, const Catalogue& catalogue) {
  const auto format = output_format(options.page, catalogue);
  if (!format) return kExitUnreadable;
  const auto sheet = print::sheet_document(sheet_request(options), *format, catalogue);
  if (!sheet) {
    print_error(sheet.error(), catalogue);
    return kExitUnreadable;
  }
  return write_layout(sheet->layout, sheet->settings, options.page, {}, catalogue);
}

}  // namespace

void add_sheet_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<SheetCommandOptions>();
  CLI::App* command = app.add_subcommand("sheet", context.text("cli.sheet.description"));
  add_page_options(*command, options->page, context);
  add_board_options(*command, options->board, context, "6x6");
  command->add_option("--spacing", options->spacing, context.text("cli.sheet.spacing"))
      ->check(decimal_in(print::kSpacingRange.low, print::kSpacingRange.high, context))
      ->default_str("11");
  command->add_option("--dot-size", options->dot_size, context.text("cli.sheet.dot-size"))
      ->check(decimal_in(print::kDotSizeRange.low, print::kDotSizeRange.high, context))
      ->default_str("1.6");
  command->add_option("--dot-color", options->dot_color, context.text("cli.sheet.dot-color"))
      ->default_str("#1a1a1a");
  command->add_option("--labels", options->labels, context.text("cli.sheet.labels"))
      ->transform(one_of(render::dot_labels_names(), context))
      ->default_str("letters");
  command->add_option("--per-page", options->per_page, context.text("cli.sheet.per-page"))
      ->check(whole_in(print::kGridsPerPageRange.low, print::kGridsPerPageRange.high, context));
  command->add_option("--pages", options->pages, context.text("cli.sheet.pages"))
      ->check(whole_in(print::kPagesRange.low, print::kPagesRange.high, context))
      ->default_str("1");
  command->add_option("--players", options->players, context.text("cli.sheet.players"));
  command->add_option("--title", options->title, context.text("cli.sheet.title"));
  add_game_option(*command, options->game, context, "cli.sheet.game");
  for (std::string_view name : print::kGridOnlyOptions)
    options->grid_only.push_back(command->get_option(std::string(name)));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_sheet(*options, context.catalogue()); });
}

}  // namespace lucas::cli
