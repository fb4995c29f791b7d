#include "handout/paging.h"

#include <algorithm>
#include <map>
#include <memory>

#include "game/board.h"
#include "game/notation.h"
#include "render/diagram.h"
#include "render/name_fields.h"
#include "solve/chopsticks_table.h"

namespace lucas::handout {

using render::Canvas;
using render::Mm;
using render::PagePoint;
using render::Pt;
using render::TextStyle;
using render::to_pt;

namespace {

TextStyle heading_style(int level) { return TextStyle{level == 1 ? Pt{19} : Pt{13.5}, true}; }
TextStyle body_style() { return TextStyle{Pt{10.5}}; }
TextStyle caption_style() {
  return TextStyle{Pt{8.5}, false, render::palette::kInk, render::Align::center};
}

std::shared_ptr<const Board> make_board(const BoardShape& spec) {
  return std::make_shared<const Board>(spec);
}

// A paragraph's « {line} »: the first line of the handout's own board, named as its records name
// it (A-B on 3 × 4 dots, a1-b1 where the dots are named a1, b1 …), and never broken inside.
// A paragraph's words that depend on the board: {line}, its first line that can be drawn,
// named as its records name it (A-B, or E-F where A-B is a border already drawn), and {boxes},
// "boxes" or "cells" as the board's cells are called.
std::string with_board_words(std::string markup, const BoardShape& shape,
                             const Catalogue& catalogue) {
  const Board board(shape);
  const auto replace = [&markup](std::string_view mark, const std::string& by) {
    for (size_t at = markup.find(mark); at != std::string::npos;
         at = markup.find(mark, at + by.size()))
      markup.replace(at, mark.size(), by);
  };
  if (markup.find("{line}") != std::string::npos) {
    Line first{0};
    const auto& predrawn = board.predrawn();
    while (std::find(predrawn.begin(), predrawn.end(), first) != predrawn.end())
      first = Line{first.index + 1};
    replace("{line}", "<span allow_breaks=\"false\">" +
                          render::escape_markup(line_name(board, first)) + "</span>");
  }
  replace("{boxes}",
          catalogue.format(
              Message("handout.word.boxes").of_cells(board.grid() != lucas::Grid::square)));
  return markup;
}

Piece text_piece(const LayoutContext& c, std::string markup, TextStyle style, Pt indent = Pt{0}) {
  const Pt width = c.width - indent;
  Piece piece;
  piece.height = c.measure.text_height(markup, width, style);
  piece.draw = [markup = std::move(markup), style, width, indent](Canvas& canvas, PagePoint at) {
    canvas.draw_text(markup, {at.x + indent, at.y}, width, style);
  };
  return piece;
}

// The name fields and score boxes written under a blank grid: taller rows and smaller boxes
// than a blank sheet's, the text at the top of its row.
constexpr Mm kFieldTop{3};
constexpr Mm kFieldRow{8};

render::NameFieldsStyle fields_style() {
  render::NameFieldsStyle style;
  style.top = to_pt(kFieldTop) - Pt{3};
  style.row = to_pt(kFieldRow);
  style.box_width = to_pt(Mm{9});
  style.box_height = to_pt(Mm{9}) - Pt{4};
  style.text_drop = Pt{3};
  style.rule_drop = Pt{13};
  style.name_gap = Pt{3};
  style.score_gap = to_pt(Mm{1});
  style.rule_gap = to_pt(Mm{2});
  style.line_width = 0.5;
  return style;
}

// The name fields of a grid: the handout's players written in, or labels before a line.
// Its score field counts « cases » (cells) on the triangle and hexagon grids.
render::NameFields name_fields(const LayoutContext& c, const std::vector<std::string>& players,
                               const BoardShape& board) {
  const std::string label = render::escape_markup(c.catalogue.text("handout.field.name"));
  render::NameFields fields{
      {label, label},
      {false, false},
      render::escape_markup(c.catalogue.format(
          Message("handout.field.score").of_cells(board.grid != lucas::Grid::square)))};
  for (size_t i = 0; i < std::min(players.size(), fields.names.size()); ++i)
    if (!players[i].empty()) {
      fields.names[i] = render::escape_markup(players[i]);
      fields.given[i] = true;
    }
  return fields;
}

std::vector<Piece> grid_pieces(const LayoutContext& c, const Grid& grid, const BoardShape& spec,
                               const std::vector<std::string>& players) {
  const auto board = make_board(spec);
  const Mm spacing{grid.spacing_mm > 0 ? grid.spacing_mm : 12};
  render::DiagramStyle style;
  style.spacing = spacing;
  const auto extent = render::diagram_extent(*board, grid.labels, style);
  const render::NameFields fields = name_fields(c, players, spec);
  render::NameFieldsStyle fields_look = fields_style();
  fields_look.min_rule = to_pt(render::kMinNameRule);
  // As many grids side by side as fit at the asked spacing (at least one, shrunk if need be),
  // each cell wide enough for its name lines.
  const Pt cell = grid.fields ? std::max(extent.width, render::name_fields_min_width(
                                                           c.measure, fields, fields_look, false))
                              : extent.width;
  const int per_row =
      std::clamp(static_cast<int>((c.width + kRowGap) / (cell + kRowGap)), 1, grid.count);
  std::vector<Piece> pieces;
  for (int first = 0; first < grid.count; first += per_row) {
    std::vector<Cell> cells;
    for (int i = first; i < std::min(grid.count, first + per_row); ++i) {
      Cell cell_of{board, board.get(), render::blank_grid_diagram(*board, grid.labels),
                   {},    {},          Pt{0}};
      if (grid.fields) {
        cell_of.below = [fields, fields_look](Canvas& canvas, PagePoint at, Pt width) {
          render::draw_name_fields(canvas, fields, fields_look, at, width);
          return to_pt(kFieldTop) + render::name_fields_height(canvas, fields, fields_look, width);
        };
        // A page too narrow for one cell's name lines stacks them: room for two rows a player.
        cell_of.below_height =
            to_pt(kFieldTop) +
            render::name_fields_height(c.measure, fields, fields_look, std::min(cell, c.width));
      }
      cells.push_back(std::move(cell_of));
    }
    pieces.push_back(row_piece(c, std::move(cells), per_row, spacing));
  }
  return pieces;
}

Cell diagram_cell(const Diagram& d) {
  auto owner = make_board(d.board);
  Cell cell{owner, owner.get(), render::board_diagram(*owner, d.labels), d.caption, {}, Pt{0}};
  const Board& board = *cell.board;
  render::Diagram& out = cell.diagram;
  // Initials take the players' inks in the order they first appear.
  std::map<std::string, render::Ink> inks;
  auto ink_of = [&inks](const std::string& initial) {
    if (initial.empty()) return render::Ink::plain;
    auto [it, added] = inks.try_emplace(initial, inks.size() == 0   ? render::Ink::first
                                                 : inks.size() == 1 ? render::Ink::second
                                                                    : render::Ink::plain);
    return it->second;
  };
  for (const auto& [written, initial] : d.lines)
    out.lines.push_back({*parse_line(board, written).line, ink_of(initial), 0, false});
  for (const std::string& written : d.highlight) {
    const Line line = *parse_line(board, written).line;
    auto it = std::find_if(out.lines.begin(), out.lines.end(),
                           [&](const auto& l) { return l.line == line; });
    if (it == out.lines.end())
      out.lines.push_back({line, render::Ink::plain, 0, true});
    else
      it->newest = true;
  }
  // A mark takes the ink of the player whose lines carry its initial; other marks (box numbers
  // on a teaching diagram) stay plain.
  for (const auto& [number, initial] : d.boxes) {
    const auto it = inks.find(initial);
    out.boxes.push_back(
        {Box{number - 1}, initial, it == inks.end() ? render::Ink::plain : it->second, false});
  }
  for (const std::string& written : d.hints) out.hints.push_back(*parse_line(board, written).line);
  return cell;
}

// The form's players: the names given, else "Player 1", "Player 2".
std::vector<std::string> form_players(const Catalogue& cat, const std::vector<std::string>& names) {
  std::vector<std::string> players = names;
  for (size_t i = players.size(); i < kHandoutPlayers; ++i)
    players.push_back(
        cat.format(Message("handout.form.player-n").with("n", static_cast<int>(i) + 1)));
  for (size_t i = 0; i < kHandoutPlayers; ++i)
    if (players[i].empty())
      players[i] = cat.format(Message("handout.form.player-n").with("n", static_cast<int>(i) + 1));
  // A name is not broken over two lines of a header: "Joueur 1" and "Anne Marie" stay whole.
  for (std::string& name : players)
    for (size_t at = name.find(' '); at != std::string::npos; at = name.find(' ', at))
      name.replace(at, 1, "\u00a0");
  return players;
}

// A table to fill in or read: a header and one row per entry, split across pages with the
// header repeated. Rows without cells are blank rows numbered from 1 (a form to fill in).
std::vector<Piece> table_pieces(const LayoutContext& c, std::vector<std::string> titles,
                                const std::vector<double>& shares, int rows,
                                const std::vector<std::vector<std::string>>& cells = {});

// The move-record form: a header and one row per line of the board, split across pages with
// the header repeated.
std::vector<Piece> form_pieces(const LayoutContext& c, const BoardShape& board,
                               const std::vector<std::string>& names) {
  const Catalogue& cat = c.catalogue;
  const std::vector<std::string> players = form_players(cat, names);
  const std::vector<std::string> titles = {
      cat.text("handout.form.number"),
      cat.text("handout.form.player"),
      cat.text("handout.form.line"),
      cat.format(Message("handout.form.boxes").of_cells(board.grid != lucas::Grid::square)),
      cat.format(Message("handout.form.score-of").with("player", players[0])),
      cat.format(Message("handout.form.score-of").with("player", players[1])),
      cat.text("handout.form.next"),
  };
  return table_pieces(c, titles, {0.07, 0.16, 0.13, 0.2, 0.14, 0.14, 0.16}, form_rows(board));
}

// The Chopsticks record form: the move, then each player's hands after it.
std::vector<Piece> hands_form_pieces(const LayoutContext& c, const ChopsticksForm& form,
                                     const std::vector<std::string>& names) {
  const Catalogue& cat = c.catalogue;
  const std::vector<std::string> players = form_players(cat, names);
  const std::vector<std::string> titles = {
      cat.text("handout.form.number"),
      cat.text("handout.form.player"),
      cat.text("handout.hands-form.move"),
      cat.format(Message("handout.hands-form.hands-of").with("player", players[0])),
      cat.format(Message("handout.hands-form.hands-of").with("player", players[1])),
      cat.text("handout.form.next"),
  };
  return table_pieces(c, titles, {0.08, 0.2, 0.2, 0.18, 0.18, 0.16}, form.rows);
}

// Two-player Chopsticks solved for every combination of variants, as lucas solve gives it.
std::vector<Piece> chopsticks_table_pieces(const LayoutContext& c) {
  const Catalogue& cat = c.catalogue;
  const auto yes_no = [&](bool on) {
    return cat.text(on ? "handout.table.yes" : "handout.table.no");
  };
  std::vector<std::vector<std::string>> cells;
  for (const ChopsticksRules& rules : all_chopsticks_rules()) {
    const ChopsticksTable table(rules);
    const ChopsticksValue start = table.start();
    const char* key = start.outcome == ChopsticksValue::ForMover::win    ? "handout.table.first"
                      : start.outcome == ChopsticksValue::ForMover::loss ? "handout.table.second"
                                                                         : "handout.table.draw";
    cells.push_back(
        {cat.text(rules.end == HandEnd::cutoff ? "handout.table.cutoff" : "handout.table.rollover"),
         yes_no(rules.splits), yes_no(rules.resurrection), yes_no(rules.suicide),
         cat.format(Message(key).with("moves", start.moves))});
  }
  const std::vector<std::string> titles = {
      cat.text("handout.table.end"), cat.text("handout.table.splits"),
      cat.text("handout.table.resurrection"), cat.text("handout.table.suicide"),
      cat.text("handout.table.perfect")};
  return table_pieces(c, titles, {0.2, 0.15, 0.17, 0.15, 0.33}, static_cast<int>(cells.size()),
                      cells);
}

std::vector<Piece> table_pieces(const LayoutContext& c, std::vector<std::string> titles,
                                const std::vector<double>& shares, int rows,
                                const std::vector<std::vector<std::string>>& cells) {
  const Pt padding{4};
  TextStyle head_style{Pt{8.5}, true, render::palette::kInk, render::Align::center};
  // Each header wraps between its words only (or after the hyphen of "Anne-Charlotte"): its
  // column is at least as wide as its longest piece, measured. Headers too long for the page
  // break where they must.
  std::vector<Pt> least;
  for (const std::string& title : titles) {
    Pt longest{0};
    for (size_t from = 0; from < title.size();) {
      const size_t space = std::min(title.find(' ', from), title.size());
      const size_t hyphen = title.find('-', from);
      const size_t end = hyphen < space ? hyphen + 1 : space;
      longest = std::max(
          longest,
          c.measure.text_width(render::escape_markup(title.substr(from, end - from)), head_style));
      from = end == space ? end + 1 : end;
    }
    least.push_back(longest + padding + Pt{1});
  }
  const Pt width = c.width;
  std::vector<Pt> widths;
  if (auto fitted = column_widths(least, shares, width)) {
    widths = *fitted;
    head_style.whole_words = true;
  } else {
    for (double share : shares) widths.push_back(width * share);
  }
  Pt head_height{0};
  for (size_t i = 0; i < titles.size(); ++i)
    head_height = std::max(head_height, c.measure.text_height(render::escape_markup(titles[i]),
                                                              widths[i] - padding, head_style));
  head_height += Pt{8};
  const Pt row_height = to_pt(c.form_row);

  auto draw_cells = [widths, width](Canvas& canvas, PagePoint at, Pt height, bool shaded) {
    cairo_t* cr = canvas.cairo();
    if (shaded) {
      canvas.set_color(render::Color::hex(0xeeeeee));
      cairo_rectangle(cr, at.x.value, at.y.value, width.value, height.value);
      cairo_fill(cr);
    }
    canvas.set_color(render::palette::kRule);
    cairo_set_line_width(cr, 0.6);
    Pt x = at.x;
    for (const Pt w : widths) {
      cairo_rectangle(cr, x.value, at.y.value, w.value, height.value);
      x += w;
    }
    cairo_stroke(cr);
  };

  auto header = std::make_shared<Piece>();
  header->height = head_height;
  header->keep_with_next = true;
  header->draw = [titles, widths, padding, head_style, head_height, draw_cells](Canvas& canvas,
                                                                                PagePoint at) {
    draw_cells(canvas, at, head_height, true);
    Pt x = at.x;
    for (size_t i = 0; i < titles.size(); ++i) {
      canvas.draw_text(render::escape_markup(titles[i]), {x + padding / 2, at.y + Pt{4}},
                       widths[i] - padding, head_style);
      x += widths[i];
    }
  };
  std::vector<Piece> pieces{*header};
  const TextStyle number_style{Pt{8}, false, render::palette::kLabel, render::Align::center};
  const TextStyle cell_style{Pt{8.5}, false, render::palette::kInk, render::Align::center};
  const Pt number_top = (row_height - c.measure.text_height("0", Pt{0}, number_style)) / 2;
  for (int i = 1; i <= rows; ++i) {
    Piece row;
    row.height = row_height;
    // A row of a table to read shows its cells; a row of a form to fill, its number only.
    std::vector<std::string> texts;
    if (static_cast<size_t>(i) <= cells.size()) texts = cells[static_cast<size_t>(i) - 1];
    row.draw = [i, draw_cells, row_height, widths, number_style, cell_style, number_top, texts](
                   Canvas& canvas, PagePoint at) {
      draw_cells(canvas, at, row_height, false);
      if (texts.empty()) {
        canvas.draw_text(std::to_string(i), {at.x, at.y + number_top}, widths[0], number_style);
        return;
      }
      Pt x = at.x;
      for (size_t k = 0; k < texts.size() && k < widths.size(); ++k) {
        canvas.draw_text(render::escape_markup(texts[k]), {x, at.y + number_top}, widths[k],
                         cell_style);
        x += widths[k];
      }
    };
    // The first rows stay with the header, and the last ones together: a break leaves no row
    // alone on a page.
    row.keep_with_next = i < kLeastRowsPerPage || (i > rows - kLeastRowsPerPage && i < rows);
    row.header = header;
    pieces.push_back(std::move(row));
  }
  return pieces;
}

}  // namespace

Mm row_spacing(const std::vector<Cell>& cells, Pt cell_width, Mm max_spacing) {
  const auto fitting = [&](Pt width) {
    Mm spacing = max_spacing;
    for (const Cell& cell : cells)
      if (auto fit = render::fitting_spacing(*cell.board, cell.diagram.labels, width, Pt{1e6},
                                             max_spacing, Mm{2}))
        spacing = std::min(spacing, *fit);
    return spacing;
  };
  const Mm spacing = fitting(cell_width);
  if (cells.size() < 2) return spacing;
  // Fitted again to the width that leaves two of the first spacing between neighbours: the
  // spacing can only shrink, so the gap stays wider than two of it.
  return fitting(cell_width + kRowGap - to_pt(spacing) * 2.0);
}

Piece row_piece(const LayoutContext& c, std::vector<Cell> cells, int per_row, Mm max_spacing) {
  const Pt cell_width = (c.width - kRowGap * (per_row - 1)) / per_row;
  render::DiagramStyle style;
  style.spacing = row_spacing(cells, cell_width, max_spacing);
  // Diagrams of one row share a band as tall as the tallest, so that the captions under them
  // start on one line.
  Pt band{0}, below{0}, captions{0};
  for (const Cell& cell : cells) {
    band = std::max(band, render::diagram_extent(*cell.board, cell.diagram.labels, style).height);
    below = std::max(below, cell.below_height);
    if (!cell.caption.empty())
      captions = std::max(captions,
                          c.measure.text_height(cell.caption, cell_width, caption_style()) + Pt{4});
  }
  Piece piece;
  piece.height = band + below + captions;
  piece.draw = [cells = std::move(cells), style, cell_width, band](Canvas& canvas, PagePoint at) {
    for (size_t i = 0; i < cells.size(); ++i) {
      const Cell& cell = cells[i];
      const auto extent = render::diagram_extent(*cell.board, cell.diagram.labels, style);
      const Pt x = at.x + (cell_width + kRowGap) * static_cast<double>(i);
      // Centred in its cell, so that small boards do not hug the left edge.
      render::draw_diagram(
          canvas, cell.diagram, style,
          {x + (cell_width - extent.width) / 2, at.y + (band - extent.height) / 2});
      Pt y = at.y + band;
      if (cell.below) y += cell.below(canvas, {x, y}, cell_width);
      if (!cell.caption.empty())
        canvas.draw_text(cell.caption, {x, y + Pt{4}}, cell_width, caption_style());
    }
  };
  return piece;
}

namespace {

// The space from a piece's top to the next piece's: the rows of a table touch their header
// and each other.
Pt advance(const std::vector<Piece>& pieces, size_t i, Pt gap) {
  return pieces[i].height + (i + 1 < pieces.size() && pieces[i + 1].header ? Pt{0} : gap);
}

// The height a piece needs at the foot of a page: its own and that of the pieces kept with it,
// as many of them as fit on one page.
Pt needed_height(const std::vector<Piece>& pieces, size_t i, Pt gap, Pt page) {
  Pt needed = pieces[i].height;
  for (size_t j = i; pieces[j].keep_with_next && j + 1 < pieces.size() && !pieces[j + 1].page_break;
       ++j) {
    const Pt longer = needed + advance(pieces, j, gap) - pieces[j].height + pieces[j + 1].height;
    if (longer > page) break;
    needed = longer;
  }
  return needed;
}

}  // namespace

std::vector<std::vector<Placed>> paginate(const std::vector<Piece>& pieces,
                                          const render::Rect& content, Pt gap) {
  std::vector<std::vector<Placed>> pages(1);
  Pt y = content.y;
  for (size_t i = 0; i < pieces.size(); ++i) {
    const Piece& piece = pieces[i];
    if (piece.page_break) {
      if (!pages.back().empty()) pages.emplace_back();
      y = content.y;
      continue;
    }
    // A heading goes with the piece after it, and a text with its diagrams, so that none is
    // left alone at the foot of a page.
    const Pt needed = needed_height(pieces, i, gap, content.height);
    if (y + needed > content.bottom() && !pages.back().empty()) {
      pages.emplace_back();
      y = content.y;
      // A table's header is drawn again on each page its rows reach.
      if (piece.header) {
        pages.back().push_back({{content.x, y}, piece.header.get()});
        y += piece.header->height;
      }
    }
    pages.back().push_back({{content.x, y}, &piece});
    y += advance(pieces, i, gap);
  }
  if (pages.size() > 1 && pages.back().empty()) pages.pop_back();
  return pages;
}

int continued_tables(const std::vector<std::vector<Placed>>& pages) {
  int count = 0;
  for (const auto& page : pages)
    if (page.size() > 1 && page[1].piece->header && page[0].piece == page[1].piece->header.get())
      ++count;
  return count;
}

std::optional<std::vector<Pt>> column_widths(const std::vector<Pt>& least,
                                             const std::vector<double>& shares, Pt width) {
  Pt sum{0};
  for (const Pt l : least) sum += l;
  if (sum > width) return std::nullopt;
  // Pin the columns their share leaves too narrow at their least width, and share what is
  // left among the others, until no other is too narrow.
  std::vector<bool> pinned(least.size(), false);
  std::vector<Pt> widths(least.size(), Pt{0});
  for (bool changed = true; changed;) {
    changed = false;
    Pt left = width;
    double free_share = 0;
    for (size_t i = 0; i < least.size(); ++i) {
      if (pinned[i])
        left -= least[i];
      else
        free_share += shares[i];
    }
    for (size_t i = 0; i < least.size(); ++i) {
      widths[i] = pinned[i] ? least[i] : left * (shares[i] / free_share);
      if (!pinned[i] && widths[i] < least[i]) pinned[i] = changed = true;
    }
  }
  return widths;
}

std::vector<Piece> pieces_of(
    const Template& handout, const LayoutContext& c,
    const std::function<std::vector<Piece>(const ReplayBlock&)>& replay_pieces) {
  std::vector<Piece> pieces;
  std::vector<Cell> row;
  int per_row = 3;
  auto flush_row = [&] {
    if (row.empty()) return;
    pieces.push_back(row_piece(c, std::move(row), per_row, Mm{13}));
    row.clear();
  };
  const std::vector<std::string> players = handout.players.value_or(std::vector<std::string>{});
  for (size_t index = 0; index < handout.blocks.size(); ++index) {
    const Block& block = handout.blocks[index];
    if (const auto* d = std::get_if<Diagram>(&block.content)) {
      if (!row.empty() && (static_cast<int>(row.size()) == per_row || d->per_row != per_row))
        flush_row();
      per_row = d->per_row;
      row.push_back(diagram_cell(*d));
      continue;
    }
    flush_row();
    // A text just before diagrams or grids talks about them: it stays on their page.
    const bool shows_next = index + 1 < handout.blocks.size() && [&] {
      const auto& next = handout.blocks[index + 1].content;
      return std::holds_alternative<Diagram>(next) || std::holds_alternative<ReplayBlock>(next) ||
             std::holds_alternative<Grid>(next);
    }();
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, TitleBlock>) {
            Piece p = text_piece(c, render::escape_markup(handout.title), heading_style(1));
            p.keep_with_next = true;
            pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, Heading>) {
            Piece p = text_piece(c, b.text, heading_style(b.level));
            p.keep_with_next = true;
            pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, Paragraph>) {
            Piece p =
                text_piece(c, with_board_words(b.text, handout.board_of(std::nullopt), c.catalogue),
                           body_style());
            p.keep_with_next = shows_next;
            pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, BulletList>) {
            // Numbers end a little before the text, right-aligned, the text indented past the
            // widest of them ("10." is wider than "9.").
            const Pt before_text = to_pt(Mm{1.5});
            const Pt indent =
                b.numbered ? std::max(to_pt(Mm{6}),
                                      to_pt(Mm{1}) + before_text +
                                          c.measure.text_width(std::to_string(b.items.size()) + ".",
                                                               body_style()))
                           : to_pt(Mm{6});
            for (size_t i = 0; i < b.items.size(); ++i) {
              const std::string mark = b.numbered ? std::to_string(i + 1) + "." : "•";
              const Pt mark_x =
                  b.numbered ? indent - before_text - c.measure.text_width(mark, body_style())
                             : to_pt(Mm{1});
              Piece p = text_piece(c, b.items[i], body_style(), indent);
              auto draw = p.draw;
              p.draw = [mark, mark_x, draw](Canvas& canvas, PagePoint at) {
                canvas.draw_text(mark, {at.x + mark_x, at.y}, Pt{0}, body_style());
                draw(canvas, at);
              };
              // A list stays in one piece when it fits on a page, as one block does.
              p.keep_with_next = i + 1 < b.items.size() || shows_next;
              pieces.push_back(std::move(p));
            }
          } else if constexpr (std::is_same_v<T, Grid>) {
            for (Piece& p : grid_pieces(c, b, handout.board_of(b.board), players))
              pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, ReplayBlock>) {
            for (Piece& p : replay_pieces(b)) pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, Form>) {
            for (Piece& p :
                 form_pieces(c, handout.board_of(b.board), b.players.empty() ? players : b.players))
              pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, ChopsticksForm>) {
            for (Piece& p : hands_form_pieces(c, b, b.players.empty() ? players : b.players))
              pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, ChopsticksTableBlock>) {
            for (Piece& p : chopsticks_table_pieces(c)) pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, PageBreak>) {
            Piece p;
            p.page_break = true;
            pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, PuzzlesBlock>) {
            // expand_puzzles() replaced it by diagrams before layout; one left draws nothing.
          }
        },
        block.content);
  }
  flush_row();
  return pieces;
}

}  // namespace lucas::handout
