#include "handout/layout.h"

#include <algorithm>
#include <map>
#include <memory>

#include "game/board.h"
#include "game/notation.h"
#include "render/diagram.h"
#include "render/name_fields.h"

namespace lucas::handout {

using render::Canvas;
using render::Mm;
using render::PagePoint;
using render::Pt;
using render::TextStyle;
using render::to_pt;

namespace {

constexpr Pt kGap{9};  // between diagrams of a row

TextStyle heading_style(int level) { return TextStyle{level == 1 ? Pt{19} : Pt{13.5}, true}; }
TextStyle body_style() { return TextStyle{Pt{10.5}}; }
TextStyle caption_style() {
  return TextStyle{Pt{8.5}, false, render::palette::kInk, render::Align::center};
}

std::shared_ptr<const Board> make_board(const BoardSpec& spec) {
  return std::make_shared<const Board>(spec.rows, spec.cols, spec.border);
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

std::function<Pt(Canvas&, PagePoint, Pt)> fields(const LayoutContext& c) {
  const std::string name = render::escape_markup(c.catalogue.text("handout.field.name"));
  const render::NameFields fields{
      {name, name}, {false, false}, render::escape_markup(c.catalogue.text("handout.field.score"))};
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
  return [fields, style](Canvas& canvas, PagePoint at, Pt width) {
    render::draw_name_fields(canvas, fields, style, at, width);
    return to_pt(kFieldTop) + to_pt(kFieldRow) * 2;
  };
}

std::vector<Piece> grid_pieces(const LayoutContext& c, const Grid& grid) {
  const auto board = make_board(grid.board);
  const Mm spacing{grid.spacing_mm > 0 ? grid.spacing_mm : 12};
  render::DiagramStyle style;
  style.spacing = spacing;
  const auto extent = render::diagram_extent(*board, grid.labels, style);
  // As many grids side by side as fit at the asked spacing (at least one, shrunk if need be).
  const int per_row =
      std::clamp(static_cast<int>((c.width + kGap) / (extent.width + kGap)), 1, grid.count);
  std::vector<Piece> pieces;
  for (int first = 0; first < grid.count; first += per_row) {
    std::vector<Cell> cells;
    for (int i = first; i < std::min(grid.count, first + per_row); ++i) {
      Cell cell{board, board.get(), render::board_diagram(*board, grid.labels), {}, {}, Pt{0}};
      if (grid.fields) {
        cell.below = fields(c);
        cell.below_height = to_pt(kFieldTop) + to_pt(kFieldRow) * 2;
      }
      cells.push_back(std::move(cell));
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

// The move-record form: a header and one row per line of the board, split across pages with
// the header repeated.
std::vector<Piece> form_pieces(const LayoutContext& c, const Form& form) {
  const Catalogue& cat = c.catalogue;
  std::vector<std::string> players = form.players;
  for (size_t i = players.size(); i < 2; ++i)
    players.push_back(
        cat.format(Message("handout.form.player-n").with("n", static_cast<int>(i) + 1)));
  const std::vector<std::pair<std::string, double>> columns = {
      {cat.text("handout.form.number"), 0.07},
      {cat.text("handout.form.player"), 0.16},
      {cat.text("handout.form.line"), 0.13},
      {cat.text("handout.form.boxes"), 0.2},
      {cat.format(Message("handout.form.score-of").with("player", players[0])), 0.14},
      {cat.format(Message("handout.form.score-of").with("player", players[1])), 0.14},
      {cat.text("handout.form.next"), 0.16},
  };
  const Pt width = c.width;
  const TextStyle head_style{Pt{8.5}, true, render::palette::kInk, render::Align::center};
  Pt head_height{0};
  for (const auto& [title, share] : columns)
    head_height = std::max(head_height, c.measure.text_height(render::escape_markup(title),
                                                              width * share - Pt{4}, head_style));
  head_height += Pt{8};
  const Pt row_height = to_pt(Mm{6});

  auto draw_cells = [columns, width](Canvas& canvas, PagePoint at, Pt height, bool shaded) {
    cairo_t* cr = canvas.cairo();
    if (shaded) {
      canvas.set_color(render::Color::hex(0xeeeeee));
      cairo_rectangle(cr, at.x.value, at.y.value, width.value, height.value);
      cairo_fill(cr);
    }
    canvas.set_color(render::palette::kRule);
    cairo_set_line_width(cr, 0.6);
    Pt x = at.x;
    for (const auto& column : columns) {
      const Pt w = width * column.second / 1.0;
      cairo_rectangle(cr, x.value, at.y.value, w.value, height.value);
      x += w;
    }
    cairo_stroke(cr);
  };

  auto header = std::make_shared<Piece>();
  header->height = head_height;
  header->keep_with_next = true;
  header->draw = [columns, width, head_style, head_height, draw_cells](Canvas& canvas,
                                                                       PagePoint at) {
    draw_cells(canvas, at, head_height, true);
    Pt x = at.x;
    for (const auto& [title, share] : columns) {
      const Pt w = width * share;
      canvas.draw_text(render::escape_markup(title), {x + Pt{2}, at.y + Pt{4}}, w - Pt{4},
                       head_style);
      x += w;
    }
  };
  std::vector<Piece> pieces{*header};
  const int rows = form_rows(form.board);
  for (int i = 1; i <= rows; ++i) {
    Piece row;
    row.height = row_height;
    row.draw = [i, draw_cells, row_height, width, columns](Canvas& canvas, PagePoint at) {
      draw_cells(canvas, at, row_height, false);
      const TextStyle number_style{Pt{8}, false, render::palette::kLabel, render::Align::center};
      canvas.draw_text(std::to_string(i), {at.x, at.y + Pt{5.5}}, width * columns[0].second,
                       number_style);
    };
    row.header = header;
    pieces.push_back(std::move(row));
  }
  return pieces;
}

}  // namespace

Piece row_piece(const LayoutContext& c, std::vector<Cell> cells, int per_row, Mm max_spacing) {
  const Pt cell_width = (c.width - kGap * (per_row - 1)) / per_row;
  render::DiagramStyle style;
  Mm spacing = max_spacing;
  for (const Cell& cell : cells)
    if (auto fit = render::fitting_spacing(*cell.board, cell.diagram.labels, cell_width, Pt{1e6},
                                           max_spacing, Mm{2}))
      spacing = std::min(spacing, *fit);
  style.spacing = spacing;
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
      const Pt x = at.x + (cell_width + kGap) * static_cast<double>(i);
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
    // A heading goes with the piece after it, so none is left alone at the foot of a page.
    Pt needed = piece.height;
    if (piece.keep_with_next && i + 1 < pieces.size() && !pieces[i + 1].page_break)
      needed += gap + pieces[i + 1].height;
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
    // The rows of a table touch their header and each other.
    y += piece.height + (i + 1 < pieces.size() && pieces[i + 1].header ? Pt{0} : gap);
  }
  if (pages.size() > 1 && pages.back().empty()) pages.pop_back();
  return pages;
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
  for (const Block& block : handout.blocks) {
    if (const auto* d = std::get_if<Diagram>(&block.content)) {
      if (!row.empty() && (static_cast<int>(row.size()) == per_row || d->per_row != per_row))
        flush_row();
      per_row = d->per_row;
      row.push_back(diagram_cell(*d));
      continue;
    }
    flush_row();
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, Heading>) {
            Piece p = text_piece(c, b.text, heading_style(b.level));
            p.keep_with_next = true;
            pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, Paragraph>) {
            pieces.push_back(text_piece(c, b.text, body_style()));
          } else if constexpr (std::is_same_v<T, BulletList>) {
            for (size_t i = 0; i < b.items.size(); ++i) {
              const std::string mark = b.numbered ? std::to_string(i + 1) + "." : "•";
              Piece p = text_piece(c, b.items[i], body_style(), to_pt(Mm{6}));
              auto draw = p.draw;
              p.draw = [mark, draw](Canvas& canvas, PagePoint at) {
                canvas.draw_text(mark, {at.x + to_pt(Mm{1}), at.y}, Pt{0}, body_style());
                draw(canvas, at);
              };
              pieces.push_back(std::move(p));
            }
          } else if constexpr (std::is_same_v<T, Grid>) {
            for (Piece& p : grid_pieces(c, b)) pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, ReplayBlock>) {
            for (Piece& p : replay_pieces(b)) pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, Form>) {
            for (Piece& p : form_pieces(c, b)) pieces.push_back(std::move(p));
          } else if constexpr (std::is_same_v<T, PageBreak>) {
            Piece p;
            p.page_break = true;
            pieces.push_back(std::move(p));
          }
        },
        block.content);
  }
  flush_row();
  return pieces;
}

}  // namespace lucas::handout
