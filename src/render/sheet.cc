#include "render/sheet.h"

#include <algorithm>
#include <memory>

#include "render/name_fields.h"

namespace lucas::render {

namespace {

constexpr Mm kSheetGapX{10};
constexpr Mm kSheetGapY{6};
constexpr Pt kSheetTitleSize{14};

struct SheetPlan {
  SheetOptions options;
  PageSetup setup;
  std::unique_ptr<Board> board;
  int columns = 0;
  int per_page = 0;
  Pt block_width;
  Pt block_height;
  Pt diagram_width;
  Pt diagram_height;
  Pt title_height;
  NameFields fields;
  NameFieldsStyle fields_style;
};

void paint_sheet_page(const SheetPlan& plan, Canvas& canvas, int page) {
  (void)page;
  const Rect area = plan.setup.page.content;
  Pt y = area.y;
  if (!plan.options.title.empty()) {
    canvas.draw_text(escape_markup(plan.options.title), {area.x, y}, area.width,
                     TextStyle{kSheetTitleSize, true, palette::kInk, Align::center});
    y += plan.title_height;
  }
  // The grids, centred as a group on the page.
  const int rows = (plan.per_page + plan.columns - 1) / plan.columns;
  const Pt used_w = plan.block_width * plan.columns + to_pt(kSheetGapX) * (plan.columns - 1);
  const Pt left = area.x + (area.width - used_w) / 2;
  // Leftover height spreads between the rows, up to a spacing's worth, so grids do not huddle.
  const Pt used_h = plan.block_height * rows + to_pt(kSheetGapY) * (rows - 1);
  const Pt spare = area.bottom() - y - used_h;
  const Pt extra =
      rows > 1 ? std::min(spare / (rows - 1), to_pt(plan.options.style.spacing)) : Pt{0};
  const Diagram diagram = blank_grid_diagram(*plan.board, plan.options.labels);
  for (int i = 0; i < plan.per_page; ++i) {
    const int col = i % plan.columns;
    const int row = i / plan.columns;
    const Pt bx = left + (plan.block_width + to_pt(kSheetGapX)) * col;
    const Pt by = y + (plan.block_height + to_pt(kSheetGapY) + extra) * row;
    draw_diagram(canvas, diagram, plan.options.style,
                 {bx + (plan.block_width - plan.diagram_width) / 2, by});
    draw_name_fields(canvas, plan.fields, plan.fields_style, {bx, by + plan.diagram_height + Pt{4}},
                     plan.block_width);
  }
}

}  // namespace

Layout layout_sheet(const SheetOptions& options, const PageSetup& setup,
                    const Catalogue& catalogue) {
  Layout layout;
  auto plan = std::make_shared<SheetPlan>();
  plan->options = options;
  plan->setup = setup;
  plan->board = std::make_unique<Board>(options.board);
  MeasuringCanvas measuring(setup.font);
  Canvas& canvas = measuring.canvas();
  const Rect area = setup.page.content;
  for (size_t i = 0; i < 2; ++i) {
    const std::string& given = options.players[i];
    plan->fields.given[i] = !given.empty();
    plan->fields.names[i] =
        given.empty()
            ? catalogue.format(Message("sheet.player").with("number", static_cast<int>(i) + 1))
            : escape_markup(given);
  }
  plan->fields.score =
      catalogue.format(Message("sheet.score").of_cells(options.board.grid != Grid::square));
  const DiagramExtent e = diagram_extent(*plan->board, options.labels, options.style);
  plan->diagram_width = e.width;
  plan->diagram_height = e.height;
  plan->title_height = options.title.empty()
                           ? Pt{0}
                           : canvas.text_height(escape_markup(options.title), area.width,
                                                TextStyle{kSheetTitleSize, true}) +
                                 to_pt(Mm{6});
  const Pt available = area.height - plan->title_height;
  // The fields are never narrower than their rules need: a narrow grid stands centred over
  // them. One row per player when the page holds as many grids so; else a wider grid's fields
  // would cost grids, and the narrow ones take two rows per player.
  plan->fields_style.min_rule = to_pt(kMinNameRule);
  int columns = 0;
  int rows = 0;
  for (bool stacked : {false, true}) {
    const Pt width =
        std::max(e.width, name_fields_min_width(canvas, plan->fields, plan->fields_style, stacked));
    const Pt height =
        e.height + Pt{4} + name_fields_height(canvas, plan->fields, plan->fields_style, width);
    const int c = static_cast<int>((area.width + to_pt(kSheetGapX)) / (width + to_pt(kSheetGapX)));
    const int r = static_cast<int>((available + to_pt(kSheetGapY)) / (height + to_pt(kSheetGapY)));
    const int wanted = options.per_page.value_or(c * r);
    if (stacked && std::min(c * r, wanted) <= std::min(columns * rows, wanted)) break;
    columns = c;
    rows = r;
    plan->block_width = width;
    plan->block_height = height;
  }
  if (columns < 1 || rows < 1) {
    layout.error =
        Diagnostic{Severity::error,
                   Code::bad_option,
                   {},
                   std::nullopt,
                   Message("diag.sheet-too-big")
                       .with("width", static_cast<int>(to_mm(plan->block_width).value + 0.5))
                       .with("height", static_cast<int>(to_mm(plan->block_height).value + 0.5))};
    return layout;
  }
  plan->columns = columns;
  plan->per_page = std::min(columns * rows, options.per_page.value_or(columns * rows));
  plan->columns = std::min(columns, plan->per_page);
  layout.page_count = options.pages;
  layout.paint = [plan](Canvas& c, int page) { paint_sheet_page(*plan, c, page); };
  return layout;
}

}  // namespace lucas::render
