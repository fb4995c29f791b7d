#include "render/replay_pages.h"

#include <algorithm>
#include <memory>

namespace lucas::render {

namespace {

constexpr Mm kGapX{6};
constexpr Mm kGapY{5};
constexpr Mm kCaptionGap{1.5};
constexpr Pt kCaptionSize{8};
constexpr Pt kTitleSize{13};
constexpr Pt kLegendSize{9};
constexpr Pt kFooterSize{7.5};
constexpr Mm kMinCellWidth{42};

struct Arrangement {
  int columns = 0;
  int rows = 0;
  Mm spacing;
  Pt cell_width;
  Pt cell_height;
  Pt diagram_height;
  int capacity() const { return columns * rows; }
};

struct Plan {
  ReplayFrames replay;
  PageSetup setup;
  Arrangement arrangement;
  int per_page = 0;
  Pt header_height;
  std::string legend[2];
  std::string footer_key;
  const Catalogue* catalogue = nullptr;
};

Pt header_height(Canvas& canvas, const ReplayFrames& replay, Pt width) {
  TextStyle title{kTitleSize, true};
  TextStyle legend{kLegendSize};
  return canvas.text_height(escape_markup(replay.title.empty() ? " " : replay.title), width,
                            title) +
         canvas.text_height("Mg", Pt{0}, legend) + to_pt(Mm{5});
}

void paint_page(const Plan& plan, Canvas& canvas, int page) {
  const Rect area = plan.setup.page.content;
  const Arrangement& a = plan.arrangement;
  cairo_t* cr = canvas.cairo();

  // Header: the title, then the legend: which ink and which line style is whose.
  TextStyle title{kTitleSize, true};
  Pt y = area.y;
  y += canvas.draw_text(escape_markup(plan.replay.title), {area.x, y}, area.width, title);
  TextStyle legend{kLegendSize};
  const Pt legend_h = canvas.text_height("Mg", Pt{0}, legend);
  Pt x = area.x;
  DiagramStyle sample;
  sample.line_width = Mm{0.9};
  for (int i = 0; i < 2; ++i) {
    const Ink ink = i == 0 ? Ink::first : Ink::second;
    draw_ink_sample(canvas, ink, sample, {x, y + legend_h / 2 + Pt{1}}, to_pt(Mm{10}));
    x += to_pt(Mm{12});
    legend.color = color_of(ink);
    x += Pt{2};
    canvas.draw_text(plan.legend[i], {x, y + Pt{1}}, Pt{0}, legend);
    x += canvas.text_width(plan.legend[i], legend) + to_pt(Mm{8});
  }
  // A rule under the header.
  const Pt rule_y = y + legend_h + to_pt(Mm{2.5});
  cairo_set_line_width(cr, 0.5);
  canvas.set_color(palette::kRule);
  cairo_move_to(cr, area.x.value, rule_y.value);
  cairo_line_to(cr, area.right().value, rule_y.value);
  cairo_stroke(cr);

  const Pt top = area.y + plan.header_height;
  const size_t first = static_cast<size_t>(page * plan.per_page);
  const size_t last =
      std::min(plan.replay.frames.size(), first + static_cast<size_t>(plan.per_page));
  DiagramStyle style;
  style.spacing = a.spacing;
  TextStyle caption{kCaptionSize};
  for (size_t i = first; i < last; ++i) {
    const int slot = static_cast<int>(i - first);
    const int col = slot % a.columns;
    const int row = slot / a.columns;
    const Pt cx = area.x + (a.cell_width + to_pt(kGapX)) * col;
    const Pt cy = top + (a.cell_height + to_pt(kGapY)) * row;
    const Frame& frame = plan.replay.frames[i];
    const DiagramExtent e = diagram_extent(*frame.diagram.board, frame.diagram.labels, style);
    if (frame.kind == Frame::Kind::verdict) {
      // The verdict stands apart in a light frame.
      cairo_set_line_width(cr, 0.6);
      canvas.set_color(palette::kRule);
      cairo_rectangle(cr, cx.value - 3, cy.value - 3, a.cell_width.value + 6,
                      a.cell_height.value + 4);
      cairo_stroke(cr);
    }
    draw_diagram(canvas, frame.diagram, style, {cx + (a.cell_width - e.width) / 2, cy});
    canvas.draw_text(frame.caption, {cx, cy + a.diagram_height + to_pt(kCaptionGap)}, a.cell_width,
                     caption);
  }

  TextStyle footer{kFooterSize, false, palette::kLabel, Align::right};
  const std::string number = plan.catalogue->format(
      Message(plan.footer_key)
          .with("page", page + 1)
          .with("pages",
                (static_cast<int>(plan.replay.frames.size()) + plan.per_page - 1) / plan.per_page));
  const Pt fh = canvas.text_height(number, Pt{0}, footer);
  canvas.draw_text(number, {area.x, area.bottom() - fh}, area.width, footer);
}

}  // namespace

Layout layout_replay(const ReplayFrames& replay, const PageSetup& setup,
                     std::optional<int> per_page, const Catalogue& catalogue) {
  Layout layout;
  if (replay.frames.empty()) {
    layout.error = Diagnostic{
        Severity::error, Code::bad_option, {}, std::nullopt, Message("diag.replay-empty")};
    return layout;
  }
  MeasuringCanvas measuring(setup.font);
  Canvas& canvas = measuring.canvas();
  const Rect area = setup.page.content;
  const Board& board = *replay.frames.front().diagram.board;
  const DotLabels labels = replay.frames.front().diagram.labels;
  auto plan = std::make_shared<Plan>();
  plan->replay = replay;
  plan->setup = setup;
  plan->catalogue = &catalogue;
  plan->footer_key = "replay.page";
  plan->header_height = header_height(canvas, replay, area.width);
  TextStyle footer{kFooterSize};
  const Pt available =
      area.height - plan->header_height - canvas.text_height("1", Pt{0}, footer) - Pt{4};

  std::optional<Arrangement> best;
  const int wanted = per_page.value_or(1 << 20);
  for (Mm min_spacing : {Mm{7}, Mm{2}}) {
    for (int columns = 1; columns <= 8; ++columns) {
      const Pt cell_w = (area.width - to_pt(kGapX) * (columns - 1)) / columns;
      if (columns > 1 && cell_w < to_pt(kMinCellWidth)) break;
      const auto spacing =
          fitting_spacing(board, labels, cell_w, available * 0.7, Mm{12}, min_spacing);
      if (!spacing) continue;
      DiagramStyle style;
      style.spacing = *spacing;
      const Pt diagram_h = diagram_extent(board, labels, style).height;
      Pt caption_h;
      for (const Frame& f : replay.frames)
        caption_h =
            std::max(caption_h, canvas.text_height(f.caption, cell_w, TextStyle{kCaptionSize}));
      const Pt cell_h = diagram_h + to_pt(kCaptionGap) + caption_h;
      const int rows = static_cast<int>((available + to_pt(kGapY)) / (cell_h + to_pt(kGapY)));
      if (rows < 1) continue;
      Arrangement a{columns, rows, *spacing, cell_w, cell_h, diagram_h};
      const int fits = std::min(a.capacity(), wanted);
      // Most diagrams per page; among equals, the biggest diagrams.
      if (!best || fits > std::min(best->capacity(), wanted) ||
          (fits == std::min(best->capacity(), wanted) && a.spacing > best->spacing))
        best = a;
    }
    if (best) break;
  }
  if (!best) {
    layout.error = Diagnostic{
        Severity::error, Code::bad_option, {}, std::nullopt, Message("diag.replay-too-big")};
    return layout;
  }
  plan->arrangement = *best;
  plan->per_page = std::min(best->capacity(), wanted);
  for (int i = 0; i < 2; ++i)
    plan->legend[i] = catalogue.format(
        Message("replay.legend")
            .with("name", escape_markup(replay.names[static_cast<size_t>(i)]))
            .with("initial", escape_markup(replay.initials[static_cast<size_t>(i)]))
            .with_text("style", i == 0 ? "replay.legend.solid" : "replay.legend.dashed"));
  layout.page_count =
      (static_cast<int>(replay.frames.size()) + plan->per_page - 1) / plan->per_page;
  layout.paint = [plan](Canvas& c, int page) { paint_page(*plan, c, page); };
  return layout;
}

}  // namespace lucas::render
