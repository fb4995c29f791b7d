#include "render/diagram.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "game/notation.h"

namespace lucas::render {

namespace {

// Sizes that follow the spacing, so that a small diagram in a replay and a big one on a sheet
// keep their proportions; clamped so that text stays legible and never swamps the dots.
// A triangle's corners leave less room than a square's: its names are a size smaller, to leave
// the cell's middle to its mark.
Pt label_size(const Board& board, const DiagramStyle& style) {
  if (style.label_size.value > 0) return style.label_size;
  const double share = board.grid() == Grid::square ? 0.24 : 0.19;
  return Pt{std::clamp(to_pt(style.spacing).value * share, 4.5, 8.0)};
}
Pt initial_size(const DiagramStyle& style) {
  if (style.initial_size.value > 0) return style.initial_size;
  return Pt{std::max(4.0, to_pt(style.spacing).value * 0.45)};
}
Pt number_size(const DiagramStyle& style) {
  if (style.number_size.value > 0) return style.number_size;
  return Pt{std::clamp(to_pt(style.spacing).value * 0.2, 4.0, 7.0)};
}

DotLabels effective(const Board& board, DotLabels labels) {
  if (labels == DotLabels::letters && !has_letter_names(board)) return DotLabels::coords;
  return labels;
}

// Whether each dot is named beside it, on any side of it: on the triangle and hexagon grids,
// whose rows have no common columns to name once.
bool names_each_dot(const Board& board, DotLabels labels) {
  const DotLabels shown = effective(board, labels);
  return shown == DotLabels::letters ||
         (shown == DotLabels::coords && board.grid() != Grid::square);
}

Pt dot_pad(const DiagramStyle& style) { return to_pt(style.dot) + to_pt(style.line_width); }

// How far a dot's name keeps from the dot's centre.
Pt name_gap(const Board& board, const DiagramStyle& style) {
  return to_pt(style.dot) / 2 + std::max(Pt{0.5}, label_size(board, style) * 0.06);
}

// Room left of and above the top-left dot: the dot itself, and the names when there are any.
// A square grid's names stand up and left of their dots. The other grids' stand on any side
// (outside the board on its edge): room for the widest name ("W", "c12") beyond its gap.
Pt lead(const Board& board, DotLabels labels, const DiagramStyle& style) {
  const Pt pad = dot_pad(style);
  const DotLabels shown = effective(board, labels);
  if (shown == DotLabels::none) return pad;
  if (board.grid() == Grid::square) return pad + label_size(board, style) * 1.3;
  const double chars =
      static_cast<double>(coordinate_name({board.rows() - 1, board.cols() - 1}).size());
  const double widest = shown == DotLabels::letters ? 1.05 : 0.65 * chars + 0.1;
  return std::max(pad, name_gap(board, style) + label_size(board, style) * widest);
}

void set_ink_style(Canvas& canvas, Ink ink, const DiagramStyle& style, double width_factor) {
  cairo_t* cr = canvas.cairo();
  const double w = to_pt(style.line_width).value * width_factor * (ink == Ink::guide ? 0.5 : 1.0);
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
  const Board& board;
  PagePoint origin;  // the top-left corner of the dots' bounding box
  double step;       // points between neighbouring dots
  PagePoint at(Place p) const { return {origin.x + Pt{p.x * step}, origin.y + Pt{p.y * step}}; }
  PagePoint at(Point p) const { return at(board.place(p)); }
  PagePoint centre(Box box) const { return at(board.centre(box)); }
  // The radius of the circle inside a cell: half a line length in a square, less in a
  // triangle, more in a hexagon. Marks and circles in cells are sized by it.
  double inradius(Box box) const {
    const auto corners = board.corners(box);
    const Place c = board.centre(box), a = board.place(corners[0]), b = board.place(corners[1]);
    return std::hypot((a.x + b.x) / 2 - c.x, (a.y + b.y) / 2 - c.y) * step;
  }
};

void stroke_between(cairo_t* cr, PagePoint a, PagePoint b) {
  cairo_move_to(cr, a.x.value, a.y.value);
  cairo_line_to(cr, b.x.value, b.y.value);
  cairo_stroke(cr);
}

// The cross on an offending line: its arms at 45 degrees either side of the line, whatever its
// direction, over everything but the dot names (the caption says what the line covers).
void draw_error_cross(Canvas& canvas, const Geometry& g, const ErrorLine& error,
                      const DiagramStyle& style) {
  cairo_t* cr = canvas.cairo();
  const PagePoint a = g.at(error.from);
  const PagePoint b = g.at(error.to);
  cairo_set_dash(cr, nullptr, 0, 0);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, to_pt(style.line_width).value * kErrorCrossWidth);
  canvas.set_color(palette::kError);
  const PagePoint mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
  // A line from a dot to itself has no direction: its cross stands upright.
  const bool point = a.x == b.x && a.y == b.y;
  const double dx = point ? 1 : (b.x - a.x).value, dy = point ? 0 : (b.y - a.y).value;
  const double length = std::hypot(dx, dy);
  const double arm = g.step * kErrorCross / 2;
  for (double side : {-1.0, 1.0}) {
    // The line's direction turned by 45 degrees one way or the other.
    const double ux = (dx - side * dy) / length / std::numbers::sqrt2;
    const double uy = (dy + side * dx) / length / std::numbers::sqrt2;
    stroke_between(cr, {mid.x - Pt{ux * arm}, mid.y - Pt{uy * arm}},
                   {mid.x + Pt{ux * arm}, mid.y + Pt{uy * arm}});
  }
}

// A text placed by its ink: the ink's centre on `centre`.
DiagramText ink_centred(Canvas& canvas, DiagramText::Kind kind, std::string markup,
                        const TextStyle& style, PagePoint centre) {
  const Rect ink = canvas.ink_extents(markup, style);
  const PagePoint at{centre.x - ink.x - ink.width / 2, centre.y - ink.y - ink.height / 2};
  return {kind, std::move(markup), style, at, {at.x + ink.x, at.y + ink.y, ink.width, ink.height}};
}

// A text placed by its ink: the ink's bottom-right corner on `corner`.
DiagramText ink_before(Canvas& canvas, DiagramText::Kind kind, std::string markup,
                       const TextStyle& style, PagePoint corner) {
  const Rect ink = canvas.ink_extents(markup, style);
  const PagePoint at{corner.x - ink.right(), corner.y - ink.bottom()};
  return {kind, std::move(markup), style, at, {at.x + ink.x, at.y + ink.y, ink.width, ink.height}};
}

// The widest opening between a dot's lines: the angle of its middle, counter-clockwise from the
// right (y up), and half its width, in radians.
struct Opening {
  double middle = 3 * std::numbers::pi / 4;
  double half_width = std::numbers::pi;
};

// Per dot in reading order, its widest opening; among openings as wide (inside a triangle
// grid, six of 60 degrees), the one whose middle is nearest up-left, where the square grid puts
// its names.
std::vector<Opening> widest_openings(const Board& board) {
  std::vector<std::vector<double>> angles(static_cast<size_t>(board.point_count()));
  for (int l = 0; l < board.line_count(); ++l) {
    const auto& ends = board.ends(Line{l});
    const Place a = board.place(ends[0]), b = board.place(ends[1]);
    angles[static_cast<size_t>(board.point_index(ends[0]))].push_back(
        std::atan2(a.y - b.y, b.x - a.x));
    angles[static_cast<size_t>(board.point_index(ends[1]))].push_back(
        std::atan2(b.y - a.y, a.x - b.x));
  }
  constexpr double kUpLeft = 3 * std::numbers::pi / 4, kTurn = 2 * std::numbers::pi;
  auto off_up_left = [&](double angle) {
    const double d = std::fmod(std::abs(angle - kUpLeft), kTurn);
    return std::min(d, kTurn - d);
  };
  std::vector<Opening> out(angles.size());
  for (size_t i = 0; i < angles.size(); ++i) {
    std::vector<double>& a = angles[i];
    if (a.empty()) continue;
    std::sort(a.begin(), a.end());
    for (size_t k = 0; k < a.size(); ++k) {
      const double from = a[k];
      const double width = k + 1 < a.size() ? a[k + 1] - from : a.front() + kTurn - from;
      const Opening o{from + width / 2, width / 2};
      const Opening& best = out[i];
      if (k == 0 || o.half_width > best.half_width + 1e-6 ||
          (o.half_width > best.half_width - 1e-6 &&
           off_up_left(o.middle) < off_up_left(best.middle) - 1e-6))
        out[i] = o;
    }
  }
  return out;
}

bool keep_clear(const std::vector<DiagramText>& marks, const std::vector<DiagramText>& names) {
  for (const DiagramText& mark : marks)
    for (const DiagramText& name : names)
      if (mark.ink.grown(kTextClearance).touches(name.ink)) return false;
  return true;
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
    case Ink::guide:
      return palette::kGuide;
    case Ink::plain:
      break;
  }
  return palette::kInk;
}

DiagramExtent diagram_extent(const Board& board, DotLabels labels, const DiagramStyle& style) {
  const Pt step = to_pt(style.spacing);
  const Pt before = lead(board, labels, style);
  const Pt after =
      board.grid() != Grid::square && names_each_dot(board, labels) ? before : dot_pad(style);
  return {before + step * board.extent().x + after, before + step * board.extent().y + after,
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

Diagram blank_grid_diagram(const Board& board, DotLabels labels) {
  Diagram diagram = board_diagram(board, labels);
  if (board.grid() == Grid::hexagon && diagram.lines.empty())
    for (int i = 0; i < board.line_count(); ++i)
      diagram.lines.push_back({Line{i}, Ink::guide, 0, false});
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

std::vector<DiagramText> diagram_texts(Canvas& canvas, const Diagram& diagram,
                                       const DiagramStyle& style, PagePoint at) {
  const Board& board = *diagram.board;
  const DiagramExtent e = diagram_extent(board, diagram.labels, style);
  const Geometry g{board, {at.x + e.dot_x, at.y + e.dot_y}, to_pt(style.spacing).value};
  const Pt r = to_pt(style.dot) / 2;

  // Dot names, small and light. A letter is tucked into the corner up and left of its dot, as
  // close as the dot allows, which leaves the box's middle to its mark.
  std::vector<DiagramText> names;
  const DotLabels labels = effective(board, diagram.labels);
  TextStyle ls;
  ls.size = label_size(board, style);
  ls.color = palette::kLabel;
  if (names_each_dot(board, labels) && board.grid() != Grid::square) {
    // The triangle and hexagon grids leave no one corner of every dot free: a name goes into
    // the widest opening between its dot's lines (outside the board, on its edge), along the
    // opening's middle, as far as it takes to clear the dot and both lines.
    const Pt clear = name_gap(board, style);
    const double line_clear = (to_pt(style.line_width) * 0.9 + Pt{0.6}).value;
    const std::vector<Opening> openings = widest_openings(board);
    for (int i = 0; i < board.point_count(); ++i) {
      const Point dot = board.point_at(i);
      const PagePoint p = g.at(dot);
      std::string markup = escape_markup(point_name(board, dot));
      const Rect ink = canvas.ink_extents(markup, ls);
      const Opening& o = openings[static_cast<size_t>(i)];
      // The ink's reach from its centre towards a direction (ux, uy): its support distance.
      auto reach = [&](double ux, double uy) {
        return std::abs(ux) * ink.width.value / 2 + std::abs(uy) * ink.height.value / 2;
      };
      const double ux = std::cos(o.middle), uy = -std::sin(o.middle);  // y grows down the page
      double t = clear.value + reach(ux, uy);
      if (o.half_width < std::numbers::pi / 2)
        for (double side : {-1.0, 1.0}) {
          // The normal to one bounding line, into the opening.
          const double a = o.middle + side * o.half_width + side * std::numbers::pi / 2;
          t = std::max(t, (reach(std::cos(a), std::sin(a)) + line_clear) / std::sin(o.half_width));
        }
      names.push_back(ink_centred(canvas, DiagramText::Kind::dot_name, std::move(markup), ls,
                                  {p.x + Pt{ux * t}, p.y + Pt{uy * t}}));
    }
  } else if (names_each_dot(board, labels)) {
    const Pt clear = name_gap(board, style);
    for (int i = 0; i < board.point_count(); ++i) {
      const Point dot = board.point_at(i);
      const PagePoint p = g.at(dot);
      names.push_back(ink_before(canvas, DiagramText::Kind::dot_name,
                                 escape_markup(point_name(board, dot)), ls,
                                 {p.x - clear, p.y - clear}));
    }
  } else if (labels == DotLabels::coords) {
    // Coordinates as on a chessboard: column letters above, row numbers on the left.
    const Pt off = (ls.size * 0.75 + r) * 1.2;
    for (int col = 0; col < board.cols(); ++col) {
      const PagePoint p = g.at(Point{0, col});
      names.push_back(
          ink_centred(canvas, DiagramText::Kind::dot_name, column_name(col), ls, {p.x, p.y - off}));
    }
    for (int row = 0; row < board.rows(); ++row) {
      const PagePoint p = g.at(Point{row, 0});
      names.push_back(ink_centred(canvas, DiagramText::Kind::dot_name, std::to_string(row + 1), ls,
                                  {p.x - off, p.y}));
    }
  }

  // The marks in the boxes, all of one size: as big as the spacing suits, smaller when that
  // would touch a dot's name.
  auto marks_at = [&](Pt size) {
    std::vector<DiagramText> marks;
    for (const MarkedBox& box : diagram.boxes) {
      TextStyle ts;
      // Sized for a square box; in other cells in proportion to the room inside them.
      ts.size = size * std::min(1.0, g.inradius(box.box) / (g.step / 2));
      ts.bold = true;
      ts.color = color_of(box.ink);
      marks.push_back(ink_centred(canvas, DiagramText::Kind::box_mark, escape_markup(box.initial),
                                  ts, g.centre(box.box)));
    }
    return marks;
  };
  Pt size = initial_size(style);
  std::vector<DiagramText> marks = marks_at(size);
  while (!keep_clear(marks, names) && size > kSmallestMark) {
    size = std::max(kSmallestMark, size * 0.92);
    marks = marks_at(size);
  }
  if (!keep_clear(marks, names)) names.clear();

  std::vector<DiagramText> texts = std::move(marks);
  TextStyle number_style;
  number_style.size = number_size(style);
  for (const DrawnLine& line : diagram.lines) {
    if (line.label <= 0) continue;
    const auto& ends = board.ends(line.line);
    const PagePoint a = g.at(ends[0]);
    const PagePoint b = g.at(ends[1]);
    number_style.color = color_of(line.ink);
    texts.push_back(ink_centred(canvas, DiagramText::Kind::move_number, std::to_string(line.label),
                                number_style, {(a.x + b.x) / 2, (a.y + b.y) / 2}));
  }
  texts.insert(texts.end(), names.begin(), names.end());
  return texts;
}

void draw_diagram(Canvas& canvas, const Diagram& diagram, const DiagramStyle& style, PagePoint at) {
  const Board& board = *diagram.board;
  cairo_t* cr = canvas.cairo();
  cairo_save(cr);
  const DiagramExtent e = diagram_extent(board, diagram.labels, style);
  const Geometry g{board, {at.x + e.dot_x, at.y + e.dot_y}, to_pt(style.spacing).value};
  const std::vector<DiagramText> texts = diagram_texts(canvas, diagram, style, at);

  // Box marks first: lines and dots go over them, as a pupil's pencil would.
  for (const DiagramText& text : texts)
    if (text.kind == DiagramText::Kind::box_mark)
      canvas.draw_text(text.markup, text.at, Pt{0}, text.style);
  for (const MarkedBox& box : diagram.boxes) {
    if (!box.disputed) continue;
    const PagePoint c = g.centre(box.box);
    canvas.set_color(palette::kError);
    cairo_set_line_width(cr, to_pt(style.line_width).value);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x.value, c.y.value, std::min(g.step * 0.36, g.inradius(box.box) * 0.72), 0,
              2 * std::numbers::pi);
    cairo_stroke(cr);
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
    // Red alone is lost on a black-and-white printer: the line is also the thickest on the
    // diagram, and a cross at its middle marks it as wrong in any ink.
    const double w = to_pt(style.line_width).value * kErrorWidth;
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
  for (int i = 0; i < board.point_count(); ++i) {
    const PagePoint p = g.at(board.point_at(i));
    cairo_new_sub_path(cr);
    cairo_arc(cr, p.x.value, p.y.value, r, 0, 2 * std::numbers::pi);
  }
  cairo_fill(cr);

  // Move numbers on their lines, on a white patch so that the number reads over the line.
  for (const DiagramText& text : texts) {
    if (text.kind != DiagramText::Kind::move_number) continue;
    const Rect patch = text.ink.grown(Pt{0.8});
    canvas.set_color(Color{1, 1, 1, 1});
    cairo_rectangle(cr, patch.x.value, patch.y.value, patch.width.value, patch.height.value);
    cairo_fill(cr);
    canvas.draw_text(text.markup, text.at, Pt{0}, text.style);
  }
  if (diagram.error) draw_error_cross(canvas, g, *diagram.error, style);
  for (const DiagramText& text : texts)
    if (text.kind == DiagramText::Kind::dot_name)
      canvas.draw_text(text.markup, text.at, Pt{0}, text.style);
  cairo_restore(cr);
}

}  // namespace lucas::render
