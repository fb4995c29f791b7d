#include "print/sheet_document.h"

#include <cstdio>
#include <sstream>

#include "handout/handout.h"
#include "present/error_line.h"
#include "record/players_text.h"
#include "render/sheet.h"

namespace lucas::print {

namespace {

using SheetAnswer = Result<Printable, Diagnostic>;

SheetAnswer refused(Diagnostic diagnostic) { return SheetAnswer::failure(std::move(diagnostic)); }

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

// The grid options given, in kGridOnlyOptions order: what a Chopsticks form refuses.
std::optional<std::string_view> grid_option_given(const SheetRequest& r) {
  const bool given[] = {r.spacing.has_value(), r.dot_size.has_value(), r.dot_color.has_value(),
                        r.labels.has_value(),  r.per_page.has_value(), r.pages.has_value()};
  for (size_t i = 0; i < kGridOnlyOptions.size(); ++i)
    if (given[i]) return kGridOnlyOptions[i];
  return std::nullopt;
}

std::optional<Diagnostic> to_sheet(const SheetRequest& r, render::SheetOptions& sheet) {
  // The sheet's default grid unless given.
  const auto board = read_board_options(r.board, sheet.board, {});
  if (!board) return board.error();
  sheet.board = *board;
  const double spacing = r.spacing.value_or(11);
  const double dot_size = r.dot_size.value_or(1.6);
  sheet.style.spacing = render::Mm{spacing};
  sheet.style.dot = render::Mm{dot_size};
  if (dot_size * 2 > spacing)
    return command_error(Code::bad_option, Message("diag.sheet-dot-size")
                                               .with("size", decimal(dot_size))
                                               .with("spacing", decimal(spacing)));
  const std::string color_text = r.dot_color.value_or("#1a1a1a");
  auto color = parse_color(color_text);
  if (!color)
    return command_error(Code::bad_option, Message("diag.sheet-color").with("value", color_text));
  sheet.style.dot_color = *color;
  sheet.labels = r.labels.value_or(render::DotLabels::letters);
  if (r.per_page) sheet.per_page = *r.per_page;
  sheet.pages = r.pages.value_or(1);
  if (!r.players.empty()) {
    const auto players = players_choice(r.players);
    if (!players) return players.error();
    sheet.players = *players;
  }
  sheet.title = r.title;
  return std::nullopt;
}

// A Chopsticks record form, laid out as the handouts lay theirs (handout/paging.h).
SheetAnswer hands_sheet(const SheetRequest& request, render::Format format,
                        const Catalogue& catalogue) {
  if (const auto refusal = refuse_board_words(request.board, request.game))
    return refused(*refusal);
  if (const auto option = grid_option_given(request))
    return refused(command_error(
        Code::conflicting_options,
        Message("chopsticks.sheet.grid-option").with("option", std::string(*option))));
  handout::Template form;
  form.title = request.title.empty() ? catalogue.text("chopsticks.sheet.title") : request.title;
  handout::ChopsticksForm hands;
  hands.rows = 40;  // a page of moves: a long game fills it, a rollover game may take two
  if (!request.players.empty()) {
    const auto players = players_choice(request.players);
    if (!players) return refused(players.error());
    for (const std::string& name : *players) hands.players.push_back(name);
  }
  form.blocks.push_back({handout::TitleBlock{}, {}});
  form.blocks.push_back({hands, {}});
  const auto settings = page_settings(request.page, format, form.title);
  if (!settings) return refused(settings.error());
  return Printable{handout::layout_handout(form, {}, settings->setup, catalogue), *settings};
}

}  // namespace

SheetAnswer sheet_document(const SheetRequest& request, render::Format format,
                           const Catalogue& catalogue) {
  if (request.game == Game::chopsticks) return hands_sheet(request, format, catalogue);
  const std::string title =
      request.title.empty() ? catalogue.text("sheet.document-title") : request.title;
  const auto settings = page_settings(request.page, format, title);
  if (!settings) return refused(settings.error());
  render::SheetOptions sheet;
  if (auto problem = to_sheet(request, sheet)) return refused(*problem);
  return Printable{render::layout_sheet(sheet, settings->setup, catalogue), *settings};
}

}  // namespace lucas::print
