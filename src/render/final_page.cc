#include "render/final_page.h"

#include <algorithm>
#include <memory>

#include "render/diagram.h"
#include "render/replay_pages.h"

namespace lucas::render {

namespace {

constexpr Pt kVerdictSize{16};
constexpr Mm kFinalGap{6};
constexpr Mm kNoteGap{2};
constexpr Mm kNotesColumnGap{8};

// How the captions under the diagram are set: in more and smaller columns when they are many,
// so that the diagram keeps at least half the page.
struct NotesSetting {
  int columns = 1;
  Pt size{11};
};
constexpr NotesSetting kNotesSettings[] = {{1, Pt{11}}, {2, Pt{9}}, {3, Pt{8}}};

// Lines, dots and text grow with the board, so that the wall copy reads from a distance.
DiagramStyle wall_style(Mm spacing) {
  DiagramStyle style;
  style.spacing = spacing;
  style.line_width = Mm{std::clamp(spacing.value * 0.04, 0.7, 2.5)};
  style.dot = Mm{std::clamp(spacing.value * 0.08, 1.6, 5.0)};
  const double step = to_pt(spacing).value;
  style.label_size = Pt{std::clamp(step * 0.2, 4.5, 16.0)};
  style.number_size = Pt{std::clamp(step * 0.2, 4.0, 16.0)};
  return style;
}

struct FinalPlan {
  ReplayFrames replay;
  PageSetup setup;
  DiagramStyle style;
  NotesSetting notes;
  Pt header_height;
  const Catalogue* catalogue = nullptr;
};

Pt notes_height(Canvas& canvas, const std::vector<std::string>& notes, NotesSetting setting,
                Pt width) {
  const Pt column_w = (width - to_pt(kNotesColumnGap) * (setting.columns - 1)) / setting.columns;
  const size_t per_column = (notes.size() + static_cast<size_t>(setting.columns) - 1) /
                            static_cast<size_t>(setting.columns);
  Pt tallest;
  for (size_t start = 0; start < notes.size(); start += per_column) {
    Pt h;
    for (size_t i = start; i < std::min(notes.size(), start + per_column); ++i)
      h += canvas.text_height(notes[i], column_w, TextStyle{setting.size}) + to_pt(kNoteGap);
    tallest = std::max(tallest, h);
  }
  return tallest;
}

void draw_notes(Canvas& canvas, const std::vector<std::string>& notes, NotesSetting setting,
                PagePoint at, Pt width) {
  const Pt column_w = (width - to_pt(kNotesColumnGap) * (setting.columns - 1)) / setting.columns;
  const size_t per_column = (notes.size() + static_cast<size_t>(setting.columns) - 1) /
                            static_cast<size_t>(setting.columns);
  for (size_t start = 0, column = 0; start < notes.size(); start += per_column, ++column) {
    Pt y = at.y;
    const Pt x = at.x + (column_w + to_pt(kNotesColumnGap)) * static_cast<double>(column);
    for (size_t i = start; i < std::min(notes.size(), start + per_column); ++i)
      y += canvas.draw_text(notes[i], {x, y}, column_w, TextStyle{setting.size}) + to_pt(kNoteGap);
  }
}

// The room the diagram has on the page once the texts are set.
struct Fit {
  Mm spacing;
  NotesSetting notes;
  Pt header_height;
  Pt verdict_height;
};

std::optional<Fit> fit(Canvas& canvas, const ReplayFrames& replay, const PageSetup& setup) {
  if (replay.frames.empty()) return std::nullopt;
  const Frame& frame = replay.frames.back();
  const Rect area = setup.page.content;
  Fit f;
  f.header_height = replay_header_height(canvas, replay, area.width);
  f.verdict_height = canvas.text_height(
      frame.caption, area.width, TextStyle{kVerdictSize, false, palette::kInk, Align::center});
  const Pt room = area.height - f.header_height - f.verdict_height - to_pt(kFinalGap) * 2;
  for (NotesSetting setting : kNotesSettings) {
    f.notes = setting;
    if (notes_height(canvas, frame.notes, setting, area.width) <= room / 2) break;
  }
  const Pt diagram_room = room - notes_height(canvas, frame.notes, f.notes, area.width);
  // The spacing that fits with the wall's thicker lines and bigger names: fitting_spacing
  // gives an upper bound at the default style; step down from it until the wall style fits.
  const Board& board = *frame.diagram.board;
  const DotLabels labels = frame.diagram.labels;
  auto start = fitting_spacing(board, labels, area.width, diagram_room, kLargestFinalSpacing,
                               kSmallestSpacing);
  for (Mm s = start.value_or(Mm{0}); s >= kSmallestSpacing; s = s - Mm{0.25}) {
    const DiagramExtent e = diagram_extent(board, labels, wall_style(s));
    if (e.width <= area.width && e.height <= diagram_room) {
      f.spacing = s;
      return f;
    }
  }
  return std::nullopt;
}

void paint_final(const FinalPlan& plan, Canvas& canvas) {
  const Rect area = plan.setup.page.content;
  const Frame& frame = plan.replay.frames.back();
  draw_replay_header(canvas, plan.replay, *plan.catalogue, area);
  Pt y = area.y + plan.header_height;
  const DiagramExtent e = diagram_extent(*frame.diagram.board, frame.diagram.labels, plan.style);
  draw_diagram(canvas, frame.diagram, plan.style, {area.x + (area.width - e.width) / 2, y});
  y += e.height + to_pt(kFinalGap);
  y += canvas.draw_text(frame.caption, {area.x, y}, area.width,
                        TextStyle{kVerdictSize, false, palette::kInk, Align::center});
  y += to_pt(kFinalGap);
  draw_notes(canvas, frame.notes, plan.notes, {area.x, y}, area.width);
}

}  // namespace

Layout layout_final_page(const ReplayFrames& replay, const PageSetup& setup,
                         const Catalogue& catalogue) {
  Layout layout;
  if (replay.frames.empty()) {
    layout.error = Diagnostic{
        Severity::error, Code::bad_option, {}, std::nullopt, Message("diag.replay-empty")};
    return layout;
  }
  MeasuringCanvas measuring(setup.font);
  const auto f = fit(measuring.canvas(), replay, setup);
  if (!f) {
    layout.error = Diagnostic{
        Severity::error, Code::bad_option, {}, std::nullopt, Message("diag.replay-too-big")};
    return layout;
  }
  auto plan = std::make_shared<FinalPlan>();
  plan->replay = replay;
  plan->setup = setup;
  plan->style = wall_style(f->spacing);
  plan->notes = f->notes;
  plan->header_height = f->header_height;
  plan->catalogue = &catalogue;
  layout.page_count = 1;
  layout.paint = [plan](Canvas& c, int) { paint_final(*plan, c); };
  return layout;
}

}  // namespace lucas::render
