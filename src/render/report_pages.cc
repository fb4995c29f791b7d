#include "render/report_pages.h"

#include <algorithm>
#include <memory>
#include <tuple>

#include "render/diagram.h"
#include "render/replay_pages.h"

namespace lucas::render {

namespace {

constexpr Pt kReportTitleSize{15};
constexpr Pt kHeadingSize{12};
constexpr Pt kSmallestHeadingSize{8};
constexpr Pt kTextSize{10};
// The table's text: as large as lets every column show its widest cell, down to the smallest.
constexpr Pt kTableSizes[] = {Pt{9}, Pt{8}, Pt{7}};
constexpr Pt kFindingSize{9};
constexpr Pt kReportFooterSize{7.5};
constexpr Mm kCellPadX{1.5};
constexpr Mm kCellPadY{0.9};
constexpr Mm kBlockGap{4};
constexpr Mm kFindingGap{1.2};
// The narrowest column of words beside a block's drawing.
constexpr Mm kMinWordsWidth{60};
constexpr Mm kMinFileColumn{30};
// One block a page: a diagram larger than the replay's many, still leaving room for the findings.
constexpr Mm kOnePageSpacing{20};
// Between the blocks of a page.
constexpr Mm kBlockGapX{8};
constexpr Mm kBlockGapY{7};
constexpr int kMaxBlockColumns = 4;

// One record's block, or a part of it, placed on a page: its findings [first, last).
struct Placed {
  size_t record = 0;
  PagePoint at;
  Pt width;
  Mm spacing;
  size_t first = 0;
  size_t last = 0;
  bool continued = false;  // a block's second or later page
};

// What one page shows: rows [first, last) of the summary, then blocks.
struct PagePart {
  bool summary = false;
  size_t first = 0;
  size_t last = 0;
  bool totals = false;  // the summary's totals and note end on this page
  std::vector<Placed> blocks;
};

struct ReportPlan {
  ClassReport report;
  PageSetup setup;
  const Catalogue* catalogue = nullptr;
  std::vector<PagePart> pages;
  // The summary table.
  Pt table_size{9};
  std::vector<Pt> column_width;
  std::vector<Pt> row_height;
  Pt header_height;
  Pt totals_height;
  Pt note_height;
  Pt title_height;
};

// The heights of a record's block set in one width at one dot spacing.
struct BlockSize {
  Pt header;  // the file's name, the record's title, the players, the rule under them
  Pt body;    // the drawing, the verdict, the findings' title
  std::vector<Pt> findings;
  Pt whole() const {
    Pt h = header + body;
    for (Pt f : findings) h += f;
    return h;
  }
};

TextStyle table_style(Pt size, bool bold = false) { return TextStyle{size, bold}; }

Pt report_footer_height(Canvas& canvas) {
  return canvas.text_height("1", Pt{0}, TextStyle{kReportFooterSize}) + to_pt(Mm{2});
}

// The height of a row of cells drawn in the table's columns.
Pt row_height(Canvas& canvas, const std::vector<std::string>& cells, const std::vector<Pt>& widths,
              Pt size, bool bold) {
  Pt height;
  for (size_t i = 0; i < cells.size() && i < widths.size(); ++i)
    height = std::max(
        height, canvas.text_height(escape_markup(cells[i].empty() ? " " : cells[i]),
                                   widths[i] - to_pt(kCellPadX) * 2, table_style(size, bold)));
  return height + to_pt(kCellPadY) * 2;
}

void draw_rule(Canvas& canvas, Pt x0, Pt x1, Pt y, double width) {
  cairo_t* cr = canvas.cairo();
  cairo_set_line_width(cr, width);
  canvas.set_color(palette::kRule);
  cairo_move_to(cr, x0.value, y.value);
  cairo_line_to(cr, x1.value, y.value);
  cairo_stroke(cr);
}

Pt draw_row(const ReportPlan& plan, Canvas& canvas, const std::vector<std::string>& cells, Pt y,
            Pt h, bool bold, const Color& color) {
  const Rect area = plan.setup.page.content;
  Pt x = area.x;
  for (size_t i = 0; i < cells.size() && i < plan.column_width.size(); ++i) {
    TextStyle style = table_style(plan.table_size, bold);
    style.color = color;
    const bool numeric = i < plan.report.summary.numeric.size() && plan.report.summary.numeric[i];
    style.align = numeric ? Align::right : Align::left;
    canvas.draw_text(escape_markup(cells[i]), {x + to_pt(kCellPadX), y + to_pt(kCellPadY)},
                     plan.column_width[i] - to_pt(kCellPadX) * 2, style);
    x += plan.column_width[i];
  }
  return y + h;
}

void paint_summary(const ReportPlan& plan, Canvas& canvas, const PagePart& part, int page) {
  const Rect area = plan.setup.page.content;
  const TableText& table = plan.report.summary;
  Pt y = area.y;
  if (page == 0)
    y += canvas.draw_text(escape_markup(plan.report.title), {area.x, y}, area.width,
                          TextStyle{kReportTitleSize, true}) +
         to_pt(kBlockGap);
  // The header again on every page the rows reach.
  y = draw_row(plan, canvas, table.header, y, plan.header_height, true, palette::kInk);
  draw_rule(canvas, area.x, area.right(), y, 0.8);
  for (size_t r = part.first; r < part.last; ++r) {
    const bool flagged = r < table.flagged.size() && table.flagged[r];
    y = draw_row(plan, canvas, table.rows[r], y, plan.row_height[r], false,
                 flagged ? palette::kError : palette::kInk);
    draw_rule(canvas, area.x, area.right(), y, 0.25);
  }
  if (part.totals) {
    draw_rule(canvas, area.x, area.right(), y, 0.8);
    y = draw_row(plan, canvas, table.totals, y, plan.totals_height, true, palette::kInk);
    canvas.draw_text(escape_markup(table.note), {area.x + to_pt(kCellPadX), y + to_pt(kCellPadY)},
                     area.width, table_style(plan.table_size));
  }
}

// The file name, the record's title and its players (for Dots and Boxes, the legend of their
// inks); returns its height. Drawn when `draw`, else only measured.
Pt block_header(const ReportPlan& plan, Canvas& canvas, const RecordBlock& record, PagePoint at,
                Pt width, bool continued, bool draw) {
  const Catalogue& c = *plan.catalogue;
  Pt y = at.y;
  const std::string heading =
      continued ? c.format(Message("report.continued").with("file", record.heading))
                : record.heading;
  // The file's name on one line, a size smaller while it runs over it: a name broken at a
  // hyphen reads as two.
  TextStyle heading_style{kHeadingSize, true};
  const std::string heading_markup = escape_markup(heading);
  while (heading_style.size > kSmallestHeadingSize &&
         canvas.text_width(heading_markup, heading_style) > width)
    heading_style.size = heading_style.size - Pt{0.5};
  const TextStyle text_style{kTextSize};
  auto text = [&](const std::string& markup, const TextStyle& style) {
    y += draw ? canvas.draw_text(markup, {at.x, y}, width, style)
              : canvas.text_height(markup, width, style);
  };
  text(heading_markup, heading_style);
  if (!continued && !record.title.empty())
    text(escape_markup(c.format(Message("report.record-title").with("title", record.title))),
         text_style);
  if (!continued && !record.names[0].empty()) {
    y += to_pt(Mm{1});
    const Pt legend_h = canvas.text_height("Mg", Pt{0}, text_style);
    std::array<std::string, 2> legends;
    Pt widths;
    for (size_t i = 0; i < 2; ++i) {
      legends[i] = c.format(
          Message("replay.legend")
              .with("name", escape_markup(record.names[i]))
              .with("initial", escape_markup(record.initials[i]))
              .with_text("style", i == 0 ? "replay.legend.solid" : "replay.legend.dashed"));
      widths += to_pt(Mm{12}) + canvas.text_width(legends[i], text_style) + to_pt(Mm{8});
    }
    // Both players on one line when they fit it, else one a line.
    const bool one_line = widths <= width + to_pt(Mm{8});
    Pt x = at.x;
    DiagramStyle sample;
    sample.line_width = Mm{0.9};
    for (size_t i = 0; i < 2; ++i) {
      const Ink ink = i == 0 ? Ink::first : Ink::second;
      if (draw) {
        draw_ink_sample(canvas, ink, sample, {x, y + legend_h / 2}, to_pt(Mm{10}));
        TextStyle style = text_style;
        style.color = color_of(ink);
        canvas.draw_text(legends[i], {x + to_pt(Mm{12}), y}, Pt{0}, style);
      }
      if (one_line) {
        x += to_pt(Mm{12}) + canvas.text_width(legends[i], text_style) + to_pt(Mm{8});
      } else if (i == 0) {
        y += legend_h + to_pt(Mm{0.5});
      }
    }
    y += legend_h;
  }
  if (!continued && !record.players.empty()) {
    y += to_pt(Mm{1});
    for (const std::string& line : record.players) text(line, text_style);
  }
  y += to_pt(Mm{2});
  if (draw) draw_rule(canvas, at.x, at.x + width, y, 0.5);
  return y + to_pt(kBlockGap) - at.y;
}

TextStyle verdict_style(bool good) {
  TextStyle style{Pt{11}, true};
  style.color = good ? palette::kInk : palette::kError;
  return style;
}

// What stands between the header and the findings on a block's first page: the drawing, then
// the verdict and the findings' title, under it, or beside it when the block is wide enough to
// give the words kMinWordsWidth there. Returns its height; drawn when `draw`.
Pt block_body(const ReportPlan& plan, Canvas& canvas, const RecordBlock& record, PagePoint at,
              Pt width, Mm spacing, bool draw) {
  // The drawing's size.
  DiagramStyle style;
  style.spacing = spacing;
  std::optional<DiagramExtent> extent;
  Pt drawing_w = width;
  if (record.diagram) {
    extent = diagram_extent(*record.diagram->board, record.diagram->labels, style);
    drawing_w = extent->width;
  } else if (record.hands) {
    drawing_w = hands_picture_width();
  }
  const bool beside = (record.diagram || record.hands) &&
                      drawing_w + to_pt(kBlockGap) + to_pt(kMinWordsWidth) <= width;
  if (!beside && record.hands) drawing_w = width;
  Pt drawing_h;
  if (record.diagram) {
    const Pt x = beside ? at.x : at.x + (width - extent->width) / 2;
    if (draw) draw_diagram(canvas, *record.diagram, style, {x, at.y});
    drawing_h = extent->height;
  } else if (record.hands) {
    if (draw) draw_hands_picture(canvas, *record.hands, at, drawing_w);
    drawing_h = hands_picture_height(canvas, *record.hands, drawing_w);
  } else {
    TextStyle no_drawing{kTextSize};
    no_drawing.color = palette::kLabel;
    const std::string words = escape_markup(plan.catalogue->text("report.no-diagram"));
    drawing_h = draw ? canvas.draw_text(words, at, width, no_drawing)
                     : canvas.text_height(words, width, no_drawing);
  }
  // The words: under the drawing, or beside it.
  const Pt words_x = beside ? at.x + drawing_w + to_pt(kBlockGap) : at.x;
  const Pt words_w = beside ? width - drawing_w - to_pt(kBlockGap) : width;
  Pt y = beside ? at.y : at.y + drawing_h + to_pt(kBlockGap);
  y += (draw ? canvas.draw_text(record.verdict, {words_x, y}, words_w, verdict_style(record.good))
             : canvas.text_height(record.verdict, words_w, verdict_style(record.good))) +
       to_pt(kBlockGap);
  const std::string findings_title = escape_markup(
      plan.catalogue->text(record.findings.empty() ? "report.no-findings" : "report.findings"));
  const TextStyle title_style{kTextSize, true};
  y += (draw ? canvas.draw_text(findings_title, {words_x, y}, words_w, title_style)
             : canvas.text_height(findings_title, words_w, title_style)) +
       to_pt(kFindingGap);
  if (beside) y = std::max(y, at.y + drawing_h + to_pt(kBlockGap));
  return y - at.y;
}

BlockSize measure_block(const ReportPlan& plan, Canvas& canvas, const RecordBlock& record, Pt width,
                        Mm spacing) {
  BlockSize size;
  size.header = block_header(plan, canvas, record, {}, width, false, false);
  size.body = block_body(plan, canvas, record, {}, width, spacing, false);
  for (const std::string& finding : record.findings)
    size.findings.push_back(canvas.text_height(finding, width, TextStyle{kFindingSize}) +
                            to_pt(kFindingGap));
  return size;
}

// The dot spacing of a record's diagram in a block `width` wide: at most `largest`, the
// diagram no taller than `height`.
Mm block_spacing(const RecordBlock& record, Pt width, Pt height, Mm largest) {
  if (!record.diagram) return largest;
  return fitting_spacing(*record.diagram->board, record.diagram->labels, width, height, largest,
                         kSmallestSpacing)
      .value_or(kSmallestSpacing);
}

void paint_block(const ReportPlan& plan, Canvas& canvas, const Placed& placed) {
  const RecordBlock& record = plan.report.records[placed.record];
  Pt y = placed.at.y +
         block_header(plan, canvas, record, placed.at, placed.width, placed.continued, true);
  if (!placed.continued)
    y += block_body(plan, canvas, record, {placed.at.x, y}, placed.width, placed.spacing, true);
  for (size_t f = placed.first; f < placed.last; ++f)
    y += canvas.draw_text(record.findings[f], {placed.at.x, y}, placed.width,
                          TextStyle{kFindingSize}) +
         to_pt(kFindingGap);
}

void paint_report_page(const ReportPlan& plan, Canvas& canvas, int page) {
  const PagePart& part = plan.pages[static_cast<size_t>(page)];
  if (part.summary) paint_summary(plan, canvas, part, page);
  for (const Placed& placed : part.blocks) paint_block(plan, canvas, placed);
  const Rect area = plan.setup.page.content;
  TextStyle footer{kReportFooterSize, false, palette::kLabel, Align::right};
  const std::string number =
      plan.catalogue->format(Message("replay.page")
                                 .with("page", page + 1)
                                 .with("pages", static_cast<int>(plan.pages.size())));
  const Pt fh = canvas.text_height(number, Pt{0}, footer);
  canvas.draw_text(number, {area.x, area.bottom() - fh}, area.width, footer);
}

// A block on pages of its own, the whole width of the page, from a fresh page: its findings
// continue on the next page when they run over one (a continued page holds one at least).
void place_alone(const ReportPlan& plan, Canvas& canvas, size_t index, Mm spacing, Pt bottom,
                 std::vector<PagePart>& pages) {
  const Rect area = plan.setup.page.content;
  const RecordBlock& record = plan.report.records[index];
  const BlockSize size = measure_block(plan, canvas, record, area.width, spacing);
  Placed part{index, {area.x, area.y}, area.width, spacing, 0, 0, false};
  Pt used = size.header + size.body;
  for (size_t f = 0; f < size.findings.size(); ++f) {
    // A first page may hold no finding; a continued one holds one at least.
    if ((f > part.first || !part.continued) && used + size.findings[f] > bottom) {
      part.last = f;
      pages.push_back(PagePart{false, 0, 0, false, {part}});
      part = Placed{index, {area.x, area.y}, area.width, spacing, f, f, true};
      used = block_header(plan, canvas, record, {}, area.width, true, false);
    }
    used += size.findings[f];
  }
  part.last = size.findings.size();
  pages.push_back(PagePart{false, 0, 0, false, {part}});
}

// The blocks in rows of `columns`, each row on the page where it fits whole, the first rows
// under the summary when they fit there; a block taller than a page goes alone.
std::vector<PagePart> pack(const ReportPlan& plan, Canvas& canvas, int columns, Mm largest,
                           Pt bottom, std::vector<PagePart> pages, Pt summary_used) {
  const Rect area = plan.setup.page.content;
  const Pt cell_w = (area.width - to_pt(kBlockGapX) * (columns - 1)) / columns;
  const auto& records = plan.report.records;
  Pt used = summary_used + to_pt(kBlockGapY) * 1.5;
  size_t i = 0;
  while (i < records.size()) {
    // The next row: up to `columns` blocks that each fit on a page.
    std::vector<std::pair<size_t, BlockSize>> row;
    std::vector<Mm> spacings;
    while (i < records.size() && row.size() < static_cast<size_t>(columns)) {
      const Mm spacing = block_spacing(records[i], cell_w, bottom * 0.5, largest);
      BlockSize size = measure_block(plan, canvas, records[i], cell_w, spacing);
      if (size.whole() > bottom) break;
      row.emplace_back(i, std::move(size));
      spacings.push_back(spacing);
      ++i;
    }
    if (row.empty()) {
      place_alone(plan, canvas, i, block_spacing(records[i], area.width, bottom * 0.5, largest),
                  bottom, pages);
      used = bottom;  // the next row on a fresh page
      ++i;
      continue;
    }
    Pt height;
    for (const auto& [index, size] : row) height = std::max(height, size.whole());
    if (used + height > bottom) {
      pages.push_back(PagePart{});
      used = Pt{0};
    }
    for (size_t k = 0; k < row.size(); ++k) {
      const auto& [index, size] = row[k];
      pages.back().blocks.push_back(
          Placed{index,
                 {area.x + (cell_w + to_pt(kBlockGapX)) * static_cast<double>(k), area.y + used},
                 cell_w,
                 spacings[k],
                 0,
                 size.findings.size(),
                 false});
    }
    used += height + to_pt(kBlockGapY);
  }
  return pages;
}

// The summary's column widths: each as wide as its widest cell; when they overrun the page, the
// file column gives up what is missing and its names wrap.
std::vector<Pt> column_widths(Canvas& canvas, const TableText& table, Pt page_width, Pt size) {
  std::vector<Pt> widths(table.header.size());
  auto widen = [&](const std::vector<std::string>& cells, bool bold) {
    for (size_t i = 0; i < cells.size() && i < widths.size(); ++i)
      widths[i] =
          std::max(widths[i], canvas.text_width(escape_markup(cells[i]), table_style(size, bold)) +
                                  to_pt(kCellPadX) * 2 + Pt{1});
  };
  widen(table.header, true);
  for (const auto& row : table.rows) widen(row, false);
  widen(table.totals, true);
  Pt total;
  for (Pt w : widths) total += w;
  // Too wide: a smaller size is tried first (no widths); at the smallest, names wrap.
  if (total > page_width && size > kTableSizes[std::size(kTableSizes) - 1]) return {};
  if (!widths.empty() && total > page_width)
    widths[0] = std::max(to_pt(kMinFileColumn), widths[0] - (total - page_width));
  else if (!widths.empty())
    widths[0] += page_width - total;  // the table spans the page
  return widths;
}

}  // namespace

Layout layout_class_report(const ClassReport& report, const PageSetup& setup,
                           const Catalogue& catalogue, BlockPacking packing) {
  Layout layout;
  MeasuringCanvas measuring(setup.font);
  Canvas& canvas = measuring.canvas();
  const Rect area = setup.page.content;
  auto plan = std::make_shared<ReportPlan>();
  plan->report = report;
  plan->setup = setup;
  plan->catalogue = &catalogue;
  const TableText& table = plan->report.summary;
  const Pt bottom = area.height - report_footer_height(canvas);

  // The summary: as many rows as fit under the header on each page, then the totals and note.
  for (Pt size : kTableSizes) {
    plan->table_size = size;
    plan->column_width = column_widths(canvas, table, area.width, size);
    if (!plan->column_width.empty() || table.header.empty()) break;
  }
  const Pt size = plan->table_size;
  plan->header_height = row_height(canvas, table.header, plan->column_width, size, true);
  plan->totals_height = row_height(canvas, table.totals, plan->column_width, size, true);
  plan->note_height = canvas.text_height(escape_markup(table.note.empty() ? " " : table.note),
                                         area.width, table_style(size)) +
                      to_pt(kCellPadY) * 2;
  plan->title_height = canvas.text_height(escape_markup(report.title.empty() ? " " : report.title),
                                          area.width, TextStyle{kReportTitleSize, true}) +
                       to_pt(kBlockGap);
  for (const auto& row : table.rows)
    plan->row_height.push_back(row_height(canvas, row, plan->column_width, size, false));
  Pt summary_used;
  {
    PagePart part;
    part.summary = true;
    Pt used = plan->title_height + plan->header_height;
    for (size_t r = 0; r < table.rows.size(); ++r) {
      if (r > part.first && used + plan->row_height[r] > bottom) {
        part.last = r;
        plan->pages.push_back(part);
        part = PagePart{};
        part.summary = true;
        part.first = r;
        used = plan->header_height;
      }
      used += plan->row_height[r];
    }
    part.last = table.rows.size();
    if (used + plan->totals_height + plan->note_height > bottom && part.last > part.first) {
      plan->pages.push_back(part);
      part = PagePart{};
      part.summary = true;
      part.first = part.last = table.rows.size();
      used = plan->header_height;
    }
    part.totals = true;
    plan->pages.push_back(part);
    summary_used = used + plan->totals_height + plan->note_height;
  }

  if (packing == BlockPacking::one_per_page) {
    // A page per record, its diagram as large as half of what the header leaves allows.
    for (size_t i = 0; i < report.records.size(); ++i) {
      const RecordBlock& record = report.records[i];
      const Pt header = block_header(*plan, canvas, record, {}, area.width, false, false);
      place_alone(*plan, canvas, i,
                  block_spacing(record, area.width, (bottom - header) * 0.5, kOnePageSpacing),
                  bottom, plan->pages);
    }
  } else {
    // Of every grid of columns at least kMinBlockWidth wide and every largest spacing from the
    // replay's largest down to its readable one: the fewest pages, then the biggest diagrams,
    // then the fewest columns (the widest words).
    std::optional<std::tuple<size_t, double, int>> best_key;
    std::vector<PagePart> best;
    for (int columns = 1; columns <= kMaxBlockColumns; ++columns) {
      const Pt cell_w = (area.width - to_pt(kBlockGapX) * (columns - 1)) / columns;
      if (columns > 1 && cell_w < to_pt(kMinBlockWidth)) break;
      for (Mm largest = kLargestReplaySpacing; largest >= kReadableSpacing;
           largest = largest - Mm{1}) {
        std::vector<PagePart> pages =
            pack(*plan, canvas, columns, largest, bottom, plan->pages, summary_used);
        const auto key = std::tuple(pages.size(), -largest.value, columns);
        if (!best_key || key < *best_key) {
          best_key = key;
          best = std::move(pages);
        }
      }
    }
    plan->pages = std::move(best);
  }
  layout.page_count = static_cast<int>(plan->pages.size());
  layout.paint = [plan](Canvas& c, int page) { paint_report_page(*plan, c, page); };
  return layout;
}

}  // namespace lucas::render
