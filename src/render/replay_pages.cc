#include "render/replay_pages.h"

#include <algorithm>
#include <memory>
#include <tuple>

#include "render/diagram.h"

namespace lucas::render {

namespace {

constexpr Mm kGapX{6};
constexpr Mm kGapY{5};
constexpr Mm kCaptionGap{1.5};
constexpr Pt kCaptionSize{8};
constexpr Pt kTitleSize{13};
constexpr Pt kLegendSize{9};
constexpr Pt kFooterSize{7.5};
// A caption narrower than this breaks after every other word.
constexpr Mm kMinCellWidth{30};
constexpr int kMaxColumns = 8;
constexpr int kMaxRows = 12;

// One grid a page could hold.
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
  std::vector<int> first;  // per page, the index of its first frame; then the frame count
  Pt header_height;
  const Catalogue* catalogue = nullptr;
};

Pt footer_height(Canvas& canvas) {
  return canvas.text_height("1", Pt{0}, TextStyle{kFooterSize}) + Pt{4};
}

// Every grid of the page, at the biggest spacing its cells allow.
std::vector<Arrangement> arrangements(Canvas& canvas, const ReplayFrames& replay,
                                      const PageSetup& setup) {
  const Rect area = setup.page.content;
  const Board& board = *replay.frames.front().diagram.board;
  const DotLabels labels = replay.frames.front().diagram.labels;
  const Pt available =
      area.height - replay_header_height(canvas, replay, area.width) - footer_height(canvas);
  std::vector<Arrangement> out;
  for (int columns = 1; columns <= kMaxColumns; ++columns) {
    const Pt cell_w = (area.width - to_pt(kGapX) * (columns - 1)) / columns;
    if (columns > 1 && cell_w < to_pt(kMinCellWidth)) break;
    Pt caption_h;
    for (const Frame& f : replay.frames)
      caption_h =
          std::max(caption_h, canvas.text_height(f.caption, cell_w, TextStyle{kCaptionSize}));
    for (int rows = 1; rows <= kMaxRows; ++rows) {
      const Pt cell_h = (available - to_pt(kGapY) * (rows - 1)) / rows;
      const Pt diagram_room = cell_h - to_pt(kCaptionGap) - caption_h;
      if (diagram_room <= Pt{0}) break;
      const auto spacing = fitting_spacing(board, labels, cell_w, diagram_room,
                                           kLargestReplaySpacing, kSmallestSpacing);
      if (!spacing) break;  // more rows are only lower
      DiagramStyle style;
      style.spacing = *spacing;
      const Pt diagram_h = diagram_extent(board, labels, style).height;
      out.push_back(
          {columns, rows, *spacing, cell_w, diagram_h + to_pt(kCaptionGap) + caption_h, diagram_h});
    }
  }
  return out;
}

int pages_for(int frames, int per_page) { return (frames + per_page - 1) / per_page; }

}  // namespace

Pt replay_header_height(Canvas& canvas, const ReplayFrames& replay, Pt width) {
  const TextStyle title{kTitleSize, true};
  const TextStyle legend{kLegendSize};
  return canvas.text_height(escape_markup(replay.title.empty() ? " " : replay.title), width,
                            title) +
         canvas.text_height("Mg", Pt{0}, legend) + to_pt(Mm{5});
}

Pt draw_replay_header(Canvas& canvas, const ReplayFrames& replay, const Catalogue& catalogue,
                      const Rect& area) {
  cairo_t* cr = canvas.cairo();
  // The title, then the legend: which ink and which line style is whose.
  const TextStyle title{kTitleSize, true};
  Pt y = area.y;
  y += canvas.draw_text(escape_markup(replay.title), {area.x, y}, area.width, title);
  TextStyle legend{kLegendSize};
  const Pt legend_h = canvas.text_height("Mg", Pt{0}, legend);
  Pt x = area.x;
  DiagramStyle sample;
  sample.line_width = Mm{0.9};
  for (int i = 0; i < 2; ++i) {
    const Ink ink = i == 0 ? Ink::first : Ink::second;
    const std::string text = catalogue.format(
        Message("replay.legend")
            .with("name", escape_markup(replay.names[static_cast<size_t>(i)]))
            .with("initial", escape_markup(replay.initials[static_cast<size_t>(i)]))
            .with_text("style", i == 0 ? "replay.legend.solid" : "replay.legend.dashed"));
    draw_ink_sample(canvas, ink, sample, {x, y + legend_h / 2 + Pt{1}}, to_pt(Mm{10}));
    x += to_pt(Mm{12});
    legend.color = color_of(ink);
    x += Pt{2};
    canvas.draw_text(text, {x, y + Pt{1}}, Pt{0}, legend);
    x += canvas.text_width(text, legend) + to_pt(Mm{8});
  }
  // A rule under the header.
  const Pt rule_y = y + legend_h + to_pt(Mm{2.5});
  cairo_set_line_width(cr, 0.5);
  canvas.set_color(palette::kRule);
  cairo_move_to(cr, area.x.value, rule_y.value);
  cairo_line_to(cr, area.right().value, rule_y.value);
  cairo_stroke(cr);
  return replay_header_height(canvas, replay, area.width);
}

namespace {

void paint_page(const Plan& plan, Canvas& canvas, int page) {
  const Rect area = plan.setup.page.content;
  const Arrangement& a = plan.arrangement;
  cairo_t* cr = canvas.cairo();
  draw_replay_header(canvas, plan.replay, *plan.catalogue, area);

  const Pt top = area.y + plan.header_height;
  const size_t first = static_cast<size_t>(plan.first[static_cast<size_t>(page)]);
  const size_t last = static_cast<size_t>(plan.first[static_cast<size_t>(page) + 1]);
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
  const std::string number =
      plan.catalogue->format(Message("replay.page")
                                 .with("page", page + 1)
                                 .with("pages", static_cast<int>(plan.first.size()) - 1));
  const Pt fh = canvas.text_height(number, Pt{0}, footer);
  canvas.draw_text(number, {area.x, area.bottom() - fh}, area.width, footer);
}

// The arrangement and the balanced page sizes.
std::optional<std::pair<Arrangement, std::vector<int>>> choose(Canvas& canvas,
                                                               const ReplayFrames& replay,
                                                               const PageSetup& setup,
                                                               std::optional<int> per_page) {
  const int frames = static_cast<int>(replay.frames.size());
  const int wanted = per_page.value_or(frames);
  std::optional<Arrangement> best;
  auto key = [&](const Arrangement& a) {
    const int holds = std::min(a.capacity(), wanted);
    // Readable first, then the fewest pages, the biggest diagrams, the fewest rows a page fills
    // (a short game's diagrams side by side at the page's top, not one narrow column down it),
    // the fewest empty cells in them, and among equals the widest grid. A board that no grid
    // draws readably is drawn as big as the page allows, whatever the pages.
    const int pages = pages_for(frames, holds);
    const bool readable = a.spacing >= kReadableSpacing;
    const int on_page = pages_for(frames, pages);  // the fullest page's frames
    const int rows = pages_for(on_page, a.columns);
    return std::tuple(!readable, readable ? pages : 0, -a.spacing.value, pages, rows,
                      rows * a.columns - on_page, -a.columns);
  };
  for (const Arrangement& a : arrangements(canvas, replay, setup))
    if (!best || key(a) < key(*best)) best = a;
  if (!best) return std::nullopt;
  // As many pages as the grid needs, the frames shared out evenly: the last page never holds a
  // lone remainder when the others could give it company.
  const int pages = pages_for(frames, std::min(best->capacity(), wanted));
  std::vector<int> sizes;
  for (int p = 0; p < pages; ++p) sizes.push_back(frames / pages + (p < frames % pages ? 1 : 0));
  return std::pair{*best, sizes};
}

}  // namespace

std::optional<ReplayGrid> choose_replay_grid(const ReplayFrames& replay, const PageSetup& setup,
                                             std::optional<int> per_page) {
  if (replay.frames.empty()) return std::nullopt;
  MeasuringCanvas measuring(setup.font);
  const auto chosen = choose(measuring.canvas(), replay, setup, per_page);
  if (!chosen) return std::nullopt;
  return ReplayGrid{chosen->first.columns, chosen->first.rows, chosen->first.spacing,
                    chosen->second};
}

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
  const auto chosen = choose(canvas, replay, setup, per_page);
  if (!chosen) {
    layout.error = Diagnostic{
        Severity::error, Code::bad_option, {}, std::nullopt, Message("diag.replay-too-big")};
    return layout;
  }
  auto plan = std::make_shared<Plan>();
  plan->replay = replay;
  plan->setup = setup;
  plan->catalogue = &catalogue;
  plan->header_height = replay_header_height(canvas, replay, setup.page.content.width);
  plan->arrangement = chosen->first;
  plan->first = {0};
  for (int size : chosen->second) plan->first.push_back(plan->first.back() + size);
  layout.page_count = static_cast<int>(chosen->second.size());
  layout.paint = [plan](Canvas& c, int page) { paint_page(*plan, c, page); };
  return layout;
}

}  // namespace lucas::render
