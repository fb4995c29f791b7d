// Laying a template's blocks out on pages, and drawing them.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/board.h"
#include "handout/template.h"
#include "render/canvas.h"
#include "render/diagram.h"
#include "render/paper.h"
#include "text/catalogue.h"

namespace lucas::handout {

/// A piece of a page: its height, and how to draw it with its top-left corner at a point.
struct Piece {
  render::Pt height;
  std::function<void(render::Canvas&, render::PagePoint)> draw;
  /// A heading stays on the page of the piece after it.
  bool keep_with_next = false;
  /// Starts a new page (a page-break block).
  bool page_break = false;
  /// For the rows of a table: its header, drawn again at the top of each page the rows reach.
  std::shared_ptr<const Piece> header;
};

/// A piece placed on a page.
struct Placed {
  render::PagePoint at;
  const Piece* piece;
};

/// The height of a move-record form's rows: a pencil's line, shrunk to no less than the
/// least height when that keeps a form on one page.
inline constexpr render::Mm kFormRow{6};
inline constexpr render::Mm kLeastFormRow{5};

/// A table broken across pages keeps at least this many rows on each page: no lone row at the
/// top of the next page, none alone under the header at the foot of the first.
inline constexpr int kLeastRowsPerPage = 4;

/// What every piece needs to be measured and drawn.
struct LayoutContext {
  render::Canvas& measure;  ///< a canvas for text metrics
  const Catalogue& catalogue;
  render::Pt width;  ///< of the content area
  std::string font;
  render::Mm form_row = kFormRow;  ///< the height of a move-record form's rows
};

/// One cell of a row of diagrams: a diagram and its caption under it.
struct Cell {
  std::shared_ptr<const void> owner;  ///< keeps the board (and what holds it) alive
  const Board* board;
  render::Diagram diagram;
  std::string caption;  ///< Pango markup, centred under the diagram
  /// Draws under the diagram (name fields); returns the height it used.
  std::function<render::Pt(render::Canvas&, render::PagePoint, render::Pt)> below;
  render::Pt below_height{0};
};

/// The room between the cells of a row of diagrams.
inline constexpr render::Pt kRowGap{9};

/// The dot spacing of a row's diagrams: the largest, at most max_spacing, at which each fits in
/// cell_width, and with two cells or more, at which neighbours keep two spacings between their
/// dots (with kRowGap): two grids of bare dots one spacing apart read as one wide grid.
render::Mm row_spacing(const std::vector<Cell>& cells, render::Pt cell_width,
                       render::Mm max_spacing);

/// A row of cells of equal width, per_row to a row; each diagram as large as fits, its dots at
/// most max_spacing apart.
Piece row_piece(const LayoutContext& context, std::vector<Cell> cells, int per_row,
                render::Mm max_spacing);

/// Flows pieces down pages of a given content area: a piece that does not fit goes to the next
/// page. So do the pieces kept with the ones after them (a heading, a text before its diagrams,
/// the first and last rows of a table), when the next ones would not fit beside them: as many
/// of those as fit on one page. A piece taller than a page gets a page of its own.
std::vector<std::vector<Placed>> paginate(const std::vector<Piece>& pieces,
                                          const render::Rect& content, render::Pt gap);

/// How many pages a table runs over beyond its first: the pages that start with its header
/// drawn again.
int continued_tables(const std::vector<std::vector<Placed>>& pages);

/// The widths of a table's columns: each its share of the width, but never less than its
/// least (the longest word of its header); what the narrow ones need is taken from the others
/// in proportion to their shares. Nothing when the least widths alone exceed the width.
std::optional<std::vector<render::Pt>> column_widths(const std::vector<render::Pt>& least,
                                                     const std::vector<double>& shares,
                                                     render::Pt width);

/// The pieces of a template's blocks, in order. Replay blocks need a record: replay_pieces
/// gives their pieces.
std::vector<Piece> pieces_of(
    const Template& handout, const LayoutContext& context,
    const std::function<std::vector<Piece>(const ReplayBlock&)>& replay_pieces);

}  // namespace lucas::handout
