// A board diagram: dots, drawn lines, marked boxes and notes, drawn at a given place and size.
// The one drawing of a position: blank sheets, replays and handouts all use it.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "game/board.h"
#include "render/canvas.h"
#include "render/color.h"
#include "render/dot_labels.h"
#include "render/length.h"

namespace lucas::render {

/// Who a drawn line or a box belongs to, which chooses its colour and line style.
enum class Ink {
  first,   ///< the first player: blue, solid
  second,  ///< the second player: vermillion, dashed
  border,  ///< drawn before the first move (Swedish and Icelandic boards): dark grey, solid
  plain,   ///< drawn, owner unknown or irrelevant: black, solid
  guide,   ///< not a move: a faint thin outline a pencil covers (blank_grid_diagram)
};

/// The colour of an ink (palette::kFirst ...).
Color color_of(Ink ink);

/// A drawn line of the diagram.
struct DrawnLine {
  Line line;
  Ink ink = Ink::plain;
  /// The move number written beside the line; 0 writes none.
  int label = 0;
  /// The newest line is drawn thicker on a light halo.
  bool newest = false;
};

/// A completed box and the initial written in it.
struct MarkedBox {
  Box box;
  std::string initial;
  Ink ink = Ink::plain;
  /// A box whose claim in the record is false: circled in red.
  bool disputed = false;
};

/// A line that breaks the rules (the offending move of an invalid record), drawn in red between
/// two dots given by row and column, which need not be neighbours nor even on the board; it is
/// kErrorWidth times as thick as a drawn line, crossed at its middle by a cross kErrorCross
/// spacings wide, so that it stands out in black and white too.
struct ErrorLine {
  Point from;
  Point to;
  /// Dashed: the line cannot exist (diagonal, skip, off the board). Solid: it exists but may not
  /// be drawn (already drawn, wrong player).
  bool impossible = false;
};

inline constexpr double kErrorWidth = 2.6;
inline constexpr double kErrorCross = 0.6;
inline constexpr double kErrorCrossWidth = 1.6;

/// What a diagram shows.
struct Diagram {
  const Board* board = nullptr;
  std::vector<DrawnLine> lines;
  std::vector<MarkedBox> boxes;
  std::optional<ErrorLine> error;
  /// Suggested lines (a best move, a hint): dotted, green.
  std::vector<Line> hints;
  DotLabels labels = DotLabels::letters;
};

/// A diagram of a board before the first move: its dots, named as `labels` says, and the
/// border lines its variant draws (Swedish, Icelandic) in the border's ink. Points to `board`.
Diagram board_diagram(const Board& board, DotLabels labels);

/// A blank grid to play on, on paper: board_diagram, and on a hexagonal board without a border
/// each line as a faint guide, since its dots alone read as a cloud, not as cells.
Diagram blank_grid_diagram(const Board& board, DotLabels labels);

/// How a diagram is drawn. Lengths scale with the spacing unless given.
struct DiagramStyle {
  /// Distance between neighbouring dots.
  Mm spacing{12};
  /// Dot diameter.
  Mm dot{1.6};
  Color dot_color = palette::kDot;
  /// Width of a drawn line.
  Mm line_width{0.7};
  /// Size of the initials written in boxes; 0 means 45% of the spacing.
  Pt initial_size{0};
  /// Size of dot names; 0 means a size that suits the spacing.
  Pt label_size{0};
  /// Size of move numbers; 0 means a size that suits the spacing.
  Pt number_size{0};
};

/// The diagram's extent around its dots: the dots span (cols-1) x (rows-1) spacings, and the
/// dot names need a margin left and above. Diagrams are placed by this box.
struct DiagramExtent {
  Pt width;
  Pt height;
  /// From the extent's top-left corner to the centre of the top-left dot.
  Pt dot_x;
  Pt dot_y;
};

/// The extent of a board's diagram in a style.
DiagramExtent diagram_extent(const Board& board, DotLabels labels, const DiagramStyle& style);

/// The smallest dot spacing a page shrinks a diagram to: the replay, report and final pages.
inline constexpr Mm kSmallestSpacing{2};

/// The largest dot spacing, at most `max`, at which the board's diagram fits in width x height;
/// nothing when even `min` does not fit.
std::optional<Mm> fitting_spacing(const Board& board, DotLabels labels, Pt width, Pt height, Mm max,
                                  Mm min);

/// A text of a drawn diagram and where its ink falls.
struct DiagramText {
  enum class Kind {
    box_mark,     ///< an initial (or a box number) in a box
    move_number,  ///< a move's number on its line
    dot_name,     ///< a dot's name beside it
  };
  Kind kind = Kind::box_mark;
  std::string markup;
  TextStyle style;
  /// The top-left corner of its layout, where it is drawn from.
  PagePoint at;
  /// Its ink on the page.
  Rect ink;
};

/// What draw_diagram writes, in drawing order: the marks in the boxes, the move numbers, the
/// dot names. A dot name never comes within kTextClearance of a box's mark: the marks shrink
/// (down to kSmallestMark) to keep clear of the name in their box's corner, and when even that
/// is not enough (a spacing of a few millimetres) the dots go unnamed.
std::vector<DiagramText> diagram_texts(Canvas& canvas, const Diagram& diagram,
                                       const DiagramStyle& style, PagePoint at);
inline constexpr Pt kTextClearance{0.75};
inline constexpr Pt kSmallestMark{5};

/// Draws a diagram with the top-left corner of its extent at `at`.
void draw_diagram(Canvas& canvas, const Diagram& diagram, const DiagramStyle& style, PagePoint at);

/// A short sample of a player's ink for legends: a line `length` long, centred vertically on y.
void draw_ink_sample(Canvas& canvas, Ink ink, const DiagramStyle& style, PagePoint from, Pt length);

}  // namespace lucas::render
