#include "render/diagram.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "game/notation.h"

namespace lucas::render {

namespace {

// Sizes that follow the spacing, so that a small diagram in a replay and a big one on a sheet
// keep their proportions; clamped so that text stays legible and never swamps the dots.
Pt label_size(const DiagramStyle& style) {
  if (style.label_size.value > 0) return style.label_size;
  return Pt{std::clamp(to_pt(style.spacing).value * 0.24, 4.5, 8.0)};
}
Pt initial_size(const DiagramStyle& style) {
  if (style.initial_size.value > 0) return style.initial_size;
  return Pt{std::max(4.0, to_pt(style.spacing).value * 0.45)};
}
Pt number_size(const DiagramStyle& style) {
  return Pt{std::clamp(to_pt(style.spacing).value * 0.2, 4.0, 7.0)};
}

DotLabels effective(const Board& board, DotLabels labels) {
  if (labels == DotLabels::letters && !has_letter_names(board)) return DotLabels::coords;
  return labels;
}

// Room left of and above the top-left dot: the dot itself, and the names when there are any.
Pt lead(const Board& board, DotLabels labels, const DiagramStyle& style) {
  const Pt pad = to_pt(style.dot) + to_pt(style.line_width);
  if (effective(board, labels) == DotLabels::none) return pad;
  return pad + label_size(style) * 1.3;
}

void set_ink_style(Canvas& canvas, Ink ink, const DiagramStyle& style, double width_factor) {
  cairo_t* cr = canvas.cairo();
  const double w = to_pt(style.line_width).value * width_factor;
  cairo_set_line_width(cr, w);
  canvas.set_color(color_of(ink));
  if (ink == Ink::second) {
    // Dashed for the second player: the cue that survives a black-and-white printer.
    const double dashes[] = {to_pt(Mm{1.5}).value * width_factor,
                             to_pt(Mm{0.9}).value * width_factor};
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, dashes, 2, 0);
  } else {
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_dash(cr, nullptr, 0, 0);
  }
}

struct Geometry {
  PagePoint origin;  // centre of the top-left dot
  double step;       // points between neighbouring dots
  PagePoint at(Point p) const { return {origin.x + Pt{p.col * step}, origin.y + Pt{p.row * step}}; }
};

void stroke_between(cairo_t* cr, PagePoint a, PagePoint b) {
  cairo_move_to(cr, a.x.value, a.y.value);
  cairo_line_to(cr, b.x.value, b.y.value);
  cairo_stroke(cr);
}

void draw_centered(Canvas& canvas, const std::string& markup, PagePoint centre,
                   const TextStyle& style) {
  canvas.draw_text_centered(markup, centre, style);
}

}  // namespace

Color color_of(Ink ink) {
  switch (ink) {
    case Ink::first:
      return palette::kFirst;
    case Ink::second:
      return palette::kSecond;
    case Ink::border:
      return palette::kBorder;
    case Ink::plain:
      break;
  }
  return palette::kInk;
}

DiagramExtent diagram_extent(const Board& board, DotLabels labels, const DiagramStyle& style) {
  const Pt step = to_pt(style.spacing);
  const Pt before = lead(board, labels, style);
  const Pt after = to_pt(style.dot) + to_pt(style.line_width);
  return {before + step * (board.cols() - 1) + after, before + step * (board.rows() - 1) + after,
          before, before};
}

std::optional<Mm> fitting_spacing(const Board& board, DotLabels labels, Pt width, Pt height, Mm max,
                                  Mm min) {
  // The extent grows with the spacing (labels too, up to their clamp): step down by 0.25 mm.
  for (Mm s = max; s >= min; s = s - Mm{0.25}) {
    DiagramStyle style;
    style.spacing = s;
    const DiagramExtent e = diagram_extent(board, labels, style);
    if (e.width <= width && e.height <= height) return s;
  }
  return std::nullopt;
}

Diagram board_diagram(const Board& board, DotLabels labels) {
  Diagram diagram;
  diagram.board = &board;
  diagram.labels = labels;
  for (Line line : board.predrawn()) diagram.lines.push_back({line, Ink::border, 0, false});
  return diagram;
}

void draw_ink_sample(Canvas& canvas, Ink ink, const DiagramStyle& style, PagePoint from,
                     Pt length) {
  cairo_t* cr = canvas.cairo();
  cairo_save(cr);
  set_ink_style(canvas, ink, style, 1.0);
  stroke_between(cr, from, {from.x + length, from.y});
  cairo_restore(cr);
}

void draw_diagram(Canvas& canvas, const Diagram& diagram, const DiagramStyle& style, PagePoint at) {
  const Board& board = *diagram.board;
  cairo_t* cr = canvas.cairo();
  cairo_save(cr);
  const DiagramExtent e = diagram_extent(board, diagram.labels, style);
  const Geometry g{{at.x + e.dot_x, at.y + e.dot_y}, to_pt(style.spacing).value};

  // Box initials first: lines and dots go over them, as a pupil's pencil would.
  for (const MarkedBox& box : diagram.boxes) {
    const Point c = board.corner(box.box);
    const PagePoint tl = g.at(c);
    const PagePoint centre{tl.x + Pt{g.step / 2}, tl.y + Pt{g.step / 2}};
    TextStyle ts;
    ts.size = initial_size(style);
    ts.bold = true;
    ts.color = color_of(box.ink);
    draw_centered(canvas, escape_markup(box.initial), centre, ts);
    if (box.disputed) {
      canvas.set_color(palette::kError);
      cairo_set_line_width(cr, to_pt(style.line_width).value);
      cairo_set_dash(cr, nullptr, 0, 0);
      cairo_new_sub_path(cr);
      cairo_arc(cr, centre.x.value, centre.y.value, g.step * 0.36, 0, 2 * std::numbers::pi);
      cairo_stroke(cr);
    }
  }

  // The newest line sits on a light halo, under everything else.
  for (const DrawnLine& line : diagram.lines) {
    if (!line.newest) continue;
    const auto& ends = board.ends(line.line);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, to_pt(style.line_width).value * 5);
    canvas.set_color(palette::kNewest);
    stroke_between(cr, g.at(ends[0]), g.at(ends[1]));
  }
  for (const DrawnLine& line : diagram.lines) {
    const auto& ends = board.ends(line.line);
    set_ink_style(canvas, line.ink, style, line.newest ? 1.8 : 1.0);
    stroke_between(cr, g.at(ends[0]), g.at(ends[1]));
  }
  for (const Line& hint : diagram.hints) {
    const auto& ends = board.ends(hint);
    const double w = to_pt(style.line_width).value * 1.2;
    const double dots[] = {0, w * 2.2};
    cairo_set_line_width(cr, w);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_dash(cr, dots, 2, 0);
    canvas.set_color(palette::kHint);
    stroke_between(cr, g.at(ends[0]), g.at(ends[1]));
  }
  if (diagram.error) {
    const double w = to_pt(style.line_width).value * 1.8;
    cairo_set_line_width(cr, w);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    if (diagram.error->impossible) {
      const double dashes[] = {w * 2.5, w * 1.5};
      cairo_set_dash(cr, dashes, 2, 0);
    } else {
      cairo_set_dash(cr, nullptr, 0, 0);
    }
    canvas.set_color(palette::kError);
    stroke_between(cr, g.at(diagram.error->from), g.at(diagram.error->to));
  }

  // Dots over the lines' ends, so each is a whole round dot.
  cairo_set_dash(cr, nullptr, 0, 0);
  canvas.set_color(style.dot_color);
  const double r = to_pt(style.dot).value / 2;
  for (int row = 0; row < board.rows(); ++row) {
    for (int col = 0; col < board.cols(); ++col) {
      const PagePoint p = g.at({row, col});
      cairo_new_sub_path(cr);
      cairo_arc(cr, p.x.value, p.y.value, r, 0, 2 * std::numbers::pi);
    }
  }
  cairo_fill(cr);

  // Move numbers on their lines, on a white patch so that the number reads over the line.
  TextStyle number_style;
  number_style.size = number_size(style);
  for (const DrawnLine& line : diagram.lines) {
    if (line.label <= 0) continue;
    const auto& ends = board.ends(line.line);
    const PagePoint a = g.at(ends[0]);
    const PagePoint b = g.at(ends[1]);
    const PagePoint mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
    const std::string text = std::to_string(line.label);
    const Pt tw = canvas.text_width(text, number_style);
    const Pt th = canvas.text_height(text, Pt{0}, number_style);
    canvas.set_color(Color{1, 1, 1, 1});
    cairo_rectangle(cr, (mid.x - tw / 2).value - 0.8, (mid.y - th / 2).value + 0.6, tw.value + 1.6,
                    th.value - 1.2);
    cairo_fill(cr);
    number_style.color = color_of(line.ink);
    draw_centered(canvas, text, mid, number_style);
  }

  // Dot names, small and light, up and left of their dots.
  const DotLabels labels = effective(board, diagram.labels);
  if (labels != DotLabels::none) {
    TextStyle ls;
    ls.size = label_size(style);
    ls.color = palette::kLabel;
    const Pt off = ls.size * 0.75 + Pt{r};
    if (labels == DotLabels::letters) {
      for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
          const PagePoint p = g.at({row, col});
          draw_centered(canvas, escape_markup(letter_name(board, {row, col})),
                        {p.x - off, p.y - off}, ls);
        }
      }
    } else {
      // Coordinates as on a chessboard: column letters above, row numbers on the left.
      for (int col = 0; col < board.cols(); ++col) {
        const PagePoint p = g.at({0, col});
        draw_centered(canvas, column_name(col), {p.x, p.y - off * 1.2}, ls);
      }
      for (int row = 0; row < board.rows(); ++row) {
        const PagePoint p = g.at({row, 0});
        draw_centered(canvas, std::to_string(row + 1), {p.x - off * 1.2, p.y}, ls);
      }
    }
  }
  cairo_restore(cr);
}

}  // namespace lucas::render
