#include "render/report_pages.h"

#include <algorithm>
#include <memory>

namespace lucas::render {

namespace {

constexpr Pt kTitleSize{15};
constexpr Pt kHeadingSize{13};
constexpr Pt kTextSize{10};
// The table's text: as large as lets every column show its widest cell, down to the smallest.
constexpr Pt kTableSizes[] = {Pt{9}, Pt{8}, Pt{7}};
constexpr Pt kFindingSize{9};
constexpr Pt kFooterSize{7.5};
constexpr Mm kCellPadX{1.5};
constexpr Mm kCellPadY{0.9};
constexpr Mm kGap{4};
constexpr Mm kFindingGap{1.2};
constexpr Mm kMinFileColumn{30};
// One diagram a page: larger than the replay's many, still leaving room for the findings.
constexpr Mm kMaxSpacing{20};

// What one page shows: rows [first, last) of the summary, or findings [first, last) of a record.
struct PagePart {
  bool summary = true;
  size_t record = 0;
  size_t first = 0;
  size_t last = 0;
  bool totals = false;     // the summary's totals and note end on this page
  bool continued = false;  // a record's second or later page
};

struct Plan {
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
  // Per record: the dot spacing of its diagram, and each finding's height.
  std::vector<Mm> spacing;
  std::vector<std::vector<Pt>> finding_height;
};

TextStyle table_style(Pt size, bool bold = false) { return TextStyle{size, bold}; }

Pt footer_height(Canvas& canvas) {
  return canvas.text_height("1", Pt{0}, TextStyle{kFooterSize}) + to_pt(Mm{2});
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

Pt draw_row(const Plan& plan, Canvas& canvas, const std::vector<std::string>& cells, Pt y, Pt h,
            bool bold, const Color& color) {
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

void paint_summary(const Plan& plan, Canvas& canvas, const PagePart& part, int page) {
  const Rect area = plan.setup.page.content;
  const TableText& table = plan.report.summary;
  Pt y = area.y;
  if (page == 0)
    y += canvas.draw_text(escape_markup(plan.report.title), {area.x, y}, area.width,
                          TextStyle{kTitleSize, true}) +
         to_pt(kGap);
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

// The file name, the record's title and the legend of the players' inks; returns its height.
Pt paint_record_header(const Plan& plan, Canvas& canvas, const RecordPage& record, bool continued,
                       bool draw) {
  const Rect area = plan.setup.page.content;
  const Catalogue& c = *plan.catalogue;
  Pt y = area.y;
  const std::string heading =
      continued ? c.format(Message("report.continued").with("file", record.heading))
                : record.heading;
  const TextStyle heading_style{kHeadingSize, true};
  const TextStyle text_style{kTextSize};
  auto text = [&](const std::string& markup, const TextStyle& style) {
    const Pt h = draw ? canvas.draw_text(markup, {area.x, y}, area.width, style)
                      : canvas.text_height(markup, area.width, style);
    y += h;
  };
  text(escape_markup(heading), heading_style);
  if (!continued && !record.title.empty())
    text(escape_markup(c.format(Message("report.record-title").with("title", record.title))),
         text_style);
  if (!continued && !record.names[0].empty()) {
    y += to_pt(Mm{1});
    const Pt legend_h = canvas.text_height("Mg", Pt{0}, text_style);
    if (draw) {
      Pt x = area.x;
      DiagramStyle sample;
      sample.line_width = Mm{0.9};
      for (size_t i = 0; i < 2; ++i) {
        const Ink ink = i == 0 ? Ink::first : Ink::second;
        draw_ink_sample(canvas, ink, sample, {x, y + legend_h / 2}, to_pt(Mm{10}));
        x += to_pt(Mm{12});
        const std::string legend = c.format(
            Message("replay.legend")
                .with("name", escape_markup(record.names[i]))
                .with("initial", escape_markup(record.initials[i]))
                .with_text("style", i == 0 ? "replay.legend.solid" : "replay.legend.dashed"));
        TextStyle style = text_style;
        style.color = color_of(ink);
        canvas.draw_text(legend, {x, y}, Pt{0}, style);
        x += canvas.text_width(legend, style) + to_pt(Mm{8});
      }
    }
    y += legend_h;
  }
  y += to_pt(Mm{2});
  if (draw) draw_rule(canvas, area.x, area.right(), y, 0.5);
  return y + to_pt(kGap) - area.y;
}

TextStyle verdict_style(bool good) {
  TextStyle style{Pt{11}, true};
  style.color = good ? palette::kInk : palette::kError;
  return style;
}

// The height of what stands between the header and the findings on a record's first page.
Pt record_body_height(const Plan& plan, Canvas& canvas, size_t index) {
  const RecordPage& record = plan.report.records[index];
  const Rect area = plan.setup.page.content;
  Pt h;
  if (record.diagram) {
    DiagramStyle style;
    style.spacing = plan.spacing[index];
    h += diagram_extent(*record.diagram->board, record.diagram->labels, style).height;
  } else {
    h += canvas.text_height(escape_markup(plan.catalogue->text("report.no-diagram")), area.width,
                            TextStyle{kTextSize});
  }
  h += to_pt(kGap);
  h += canvas.text_height(record.verdict, area.width, verdict_style(record.good)) + to_pt(kGap);
  const std::string findings_title = escape_markup(
      plan.catalogue->text(record.findings.empty() ? "report.no-findings" : "report.findings"));
  h += canvas.text_height(findings_title, area.width, TextStyle{kTextSize, true}) +
       to_pt(kFindingGap);
  return h;
}

void paint_record(const Plan& plan, Canvas& canvas, const PagePart& part) {
  const Rect area = plan.setup.page.content;
  const RecordPage& record = plan.report.records[part.record];
  Pt y = area.y + paint_record_header(plan, canvas, record, part.continued, true);
  if (!part.continued) {
    if (record.diagram) {
      DiagramStyle style;
      style.spacing = plan.spacing[part.record];
      const DiagramExtent e = diagram_extent(*record.diagram->board, record.diagram->labels, style);
      draw_diagram(canvas, *record.diagram, style, {area.x + (area.width - e.width) / 2, y});
      y += e.height;
    } else {
      TextStyle style{kTextSize};
      style.color = palette::kLabel;
      y += canvas.draw_text(escape_markup(plan.catalogue->text("report.no-diagram")), {area.x, y},
                            area.width, style);
    }
    y += to_pt(kGap);
    y += canvas.draw_text(record.verdict, {area.x, y}, area.width, verdict_style(record.good)) +
         to_pt(kGap);
    y += canvas.draw_text(escape_markup(plan.catalogue->text(
                              record.findings.empty() ? "report.no-findings" : "report.findings")),
                          {area.x, y}, area.width, TextStyle{kTextSize, true}) +
         to_pt(kFindingGap);
  }
  for (size_t f = part.first; f < part.last; ++f)
    y += canvas.draw_text(record.findings[f], {area.x, y}, area.width, TextStyle{kFindingSize}) +
         to_pt(kFindingGap);
}

void paint_page(const Plan& plan, Canvas& canvas, int page) {
  const PagePart& part = plan.pages[static_cast<size_t>(page)];
  if (part.summary)
    paint_summary(plan, canvas, part, page);
  else
    paint_record(plan, canvas, part);
  const Rect area = plan.setup.page.content;
  TextStyle footer{kFooterSize, false, palette::kLabel, Align::right};
  const std::string number =
      plan.catalogue->format(Message("replay.page")
                                 .with("page", page + 1)
                                 .with("pages", static_cast<int>(plan.pages.size())));
  const Pt fh = canvas.text_height(number, Pt{0}, footer);
  canvas.draw_text(number, {area.x, area.bottom() - fh}, area.width, footer);
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
                           const Catalogue& catalogue) {
  Layout layout;
  MeasuringCanvas measuring(setup.font);
  Canvas& canvas = measuring.canvas();
  const Rect area = setup.page.content;
  auto plan = std::make_shared<Plan>();
  plan->report = report;
  plan->setup = setup;
  plan->catalogue = &catalogue;
  const TableText& table = plan->report.summary;
  const Pt bottom = area.height - footer_height(canvas);

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
                                          area.width, TextStyle{kTitleSize, true}) +
                       to_pt(kGap);
  for (const auto& row : table.rows)
    plan->row_height.push_back(row_height(canvas, row, plan->column_width, size, false));
  {
    PagePart part;
    Pt used = plan->title_height + plan->header_height;
    for (size_t r = 0; r < table.rows.size(); ++r) {
      if (r > part.first && used + plan->row_height[r] > bottom) {
        part.last = r;
        plan->pages.push_back(part);
        part = PagePart{};
        part.first = r;
        used = plan->header_height;
      }
      used += plan->row_height[r];
    }
    part.last = table.rows.size();
    if (used + plan->totals_height + plan->note_height > bottom && part.last > part.first) {
      plan->pages.push_back(part);
      part = PagePart{};
      part.first = part.last = table.rows.size();
    }
    part.totals = true;
    plan->pages.push_back(part);
  }

  // A page per record; findings that run over it continue on the next.
  for (size_t i = 0; i < report.records.size(); ++i) {
    const RecordPage& record = report.records[i];
    const Pt header = paint_record_header(*plan, canvas, record, false, false);
    Mm spacing{12};
    if (record.diagram) {
      // The diagram takes at most half of what is left, so findings have room beside it.
      spacing = fitting_spacing(*record.diagram->board, record.diagram->labels, area.width,
                                (bottom - header) * 0.5, kMaxSpacing, Mm{2})
                    .value_or(Mm{2});
    }
    plan->spacing.push_back(spacing);
    std::vector<Pt> heights;
    for (const std::string& finding : record.findings)
      heights.push_back(canvas.text_height(finding, area.width, TextStyle{kFindingSize}) +
                        to_pt(kFindingGap));
    plan->finding_height.push_back(heights);
    PagePart part{false, i, 0, 0, false, false};
    Pt used = header + record_body_height(*plan, canvas, i);
    for (size_t f = 0; f < heights.size(); ++f) {
      // A first page may hold no finding; a continued one holds one at least.
      if ((f > part.first || !part.continued) && used + heights[f] > bottom) {
        part.last = f;
        plan->pages.push_back(part);
        part = PagePart{false, i, f, f, false, true};
        used = paint_record_header(*plan, canvas, record, true, false);
      }
      used += heights[f];
    }
    part.last = heights.size();
    plan->pages.push_back(part);
  }
  layout.page_count = static_cast<int>(plan->pages.size());
  layout.paint = [plan](Canvas& c, int page) { paint_page(*plan, c, page); };
  return layout;
}

}  // namespace lucas::render
