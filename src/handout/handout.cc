#include "handout/handout.h"

#include <algorithm>

#include "handout/paging.h"
#include "render/replay.h"
#include "render/replayed_game.h"

namespace lucas::handout {

using render::Canvas;
using render::Pt;

namespace {

// The diagrams of a replay block, in rows, each with the worksheet's caption.
std::vector<Piece> replay_pieces(const LayoutContext& c, const ReplayBlock& block,
                                 const std::shared_ptr<const CheckResult>& record) {
  render::ReplayOptions options;
  options.every = block.every;
  if (block.last > 0 || block.first > 1)
    options.moves = std::make_pair(block.first, block.last > 0 ? block.last : 100000);
  options.final_only = block.final_only;
  auto replay = std::make_shared<const render::ReplayFrames>(
      render::build_replay(render::replayed_game(*record, c.catalogue), options));
  // The cells keep the replay, and the replay points into the record's board: both stay alive.
  auto owner = std::make_shared<
      std::pair<std::shared_ptr<const CheckResult>, std::shared_ptr<const render::ReplayFrames>>>(
      record, replay);
  std::vector<Piece> pieces;
  std::vector<Cell> row;
  for (const render::Frame& frame : replay->frames) {
    row.push_back(Cell{owner, frame.diagram.board, frame.diagram, frame.caption, {}, Pt{0}});
    if (static_cast<int>(row.size()) == block.per_row) {
      pieces.push_back(row_piece(c, std::move(row), block.per_row, render::Mm{10}));
      row.clear();
    }
  }
  if (!row.empty()) pieces.push_back(row_piece(c, std::move(row), block.per_row, render::Mm{10}));
  // The rows of one replay stay on one page when they fit, with the text before them.
  for (size_t i = 0; i + 1 < pieces.size(); ++i) pieces[i].keep_with_next = true;
  return pieces;
}

}  // namespace

render::Layout layout_handout(const Template& handout, const Records& records,
                              const render::PageSetup& setup, const Catalogue& catalogue) {
  auto measuring = std::make_shared<render::MeasuringCanvas>(setup.font);
  const render::Rect content = setup.page.content;
  // The footer takes the last lines of the content area.
  const Pt footer = Pt{14};
  const render::Rect body{content.x, content.y, content.width, content.height - footer};
  LayoutContext context{measuring->canvas(), catalogue, content.width, setup.font};
  auto lay_out = [&](render::Mm form_row) {
    context.form_row = form_row;
    size_t replay_index = 0;
    auto pieces = std::make_shared<std::vector<Piece>>(
        pieces_of(handout, context, [&](const ReplayBlock& block) {
          const auto& record = replay_index < records.size() ? records[replay_index] : nullptr;
          ++replay_index;
          return record ? replay_pieces(context, block, record) : std::vector<Piece>{};
        }));
    return std::make_pair(
        pieces, std::make_shared<std::vector<std::vector<Placed>>>(paginate(*pieces, body, Pt{8})));
  };
  // A move-record form that runs onto another page gets shorter rows when that keeps it on its
  // page, down to the least height a pencil writes in.
  auto laid = lay_out(kFormRow);
  constexpr int kSteps = 4;
  for (int step = 1; step <= kSteps && continued_tables(*laid.second) > 0; ++step) {
    const render::Mm row{kFormRow.value - (kFormRow.value - kLeastFormRow.value) * step / kSteps};
    auto shorter = lay_out(row);
    if (continued_tables(*shorter.second) < continued_tables(*laid.second)) {
      laid = shorter;
      break;
    }
  }
  const auto pieces = laid.first;
  const auto pages = laid.second;

  render::Layout layout;
  layout.page_count = static_cast<int>(pages->size());
  const std::string title = handout.title;
  layout.paint = [pieces, pages, measuring, content, title, &catalogue](Canvas& canvas, int page) {
    for (const Placed& placed : (*pages)[static_cast<size_t>(page)])
      placed.piece->draw(canvas, placed.at);
    const std::string footer_text =
        catalogue.format(Message("handout.footer")
                             .with("title", render::escape_markup(title))
                             .with("page", page + 1)
                             .with("pages", static_cast<int>(pages->size())));
    canvas.draw_text(
        footer_text, {content.x, content.bottom() - Pt{9}}, content.width,
        render::TextStyle{Pt{7.5}, false, render::palette::kLabel, render::Align::center});
  };
  return layout;
}

int diagrams_that_fit(const Template& handout, const std::vector<Block>& before,
                      const Diagram& sample, const render::PageSetup& setup,
                      const Catalogue& catalogue) {
  Template trial = handout;
  auto pages_with = [&](int diagrams) {
    trial.blocks = before;
    for (int i = 0; i < diagrams; ++i) trial.blocks.push_back(Block{sample, {}});
    return layout_handout(trial, {}, setup, catalogue).page_count;
  };
  const int row = std::max(1, sample.per_row);
  const int pages = pages_with(row);
  int fit = std::min(row, kMaxPuzzles);
  while (fit + row <= kMaxPuzzles && pages_with(fit + row) == pages) fit += row;
  return fit;
}

}  // namespace lucas::handout
