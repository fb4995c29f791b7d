// lucas replay and lucas sheet to PDF, against a floor: a program that draws the same primitives
// (dots, lines, dashes, the same glyph runs through Pango) straight into a Cairo PDF surface,
// with positions computed by plain arithmetic and no layout, catalogue or checking. Target: the
// lucas path within 1.5x the floor.
#include <benchmark/benchmark.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <cmath>
#include <string>

#include "check/checker.h"
#include "game_text.h"
#include "render/document.h"
#include "render/replay.h"
#include "render/replay_pages.h"
#include "render/replayed_game.h"
#include "render/sheet.h"

namespace {

using namespace lucas;
using namespace lucas::render;

PageSetup a4() {
  PageSetup setup;
  setup.page = *page_geometry(*find_paper("a4"), false, Margins{});
  return setup;
}

std::string render_pdf(const Layout& layout, const PageSetup& setup) {
  DocumentInfo info;
  info.page = setup.page;
  info.title = "bench";
  Rendering r = render_document(info, layout.page_count, layout.paint, "bench.pdf", Format::pdf);
  return std::move(r.files.front().bytes);
}

void BM_ReplayPdf(benchmark::State& state) {
  const std::string record = bench::whole_game_record(5, 5);
  const Catalogue& catalogue = Catalogue::get("fr");
  for (auto _ : state) {
    const CheckResult result = check_text(record);
    const ReplayFrames replay = build_replay(replayed_game(result, catalogue), {});
    const std::string pdf = render_pdf(layout_replay(replay, a4(), std::nullopt, catalogue), a4());
    benchmark::DoNotOptimize(pdf.data());
  }
}
BENCHMARK(BM_ReplayPdf)->Unit(benchmark::kMillisecond);

cairo_status_t sink(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// One Pango text run, as the lucas canvas draws it (font, size, optional wrap width).
void show(cairo_t* cr, const char* markup, double x, double y, double size, double width) {
  PangoLayout* layout = pango_cairo_create_layout(cr);
  PangoFontDescription* font = pango_font_description_new();
  pango_font_description_set_family(font, "DejaVu Sans");
  pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
  pango_layout_set_font_description(layout, font);
  if (width > 0) pango_layout_set_width(layout, static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_markup(layout, markup, -1);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout);
  pango_font_description_free(font);
  g_object_unref(layout);
}

// The floor of a 60-move replay: 61 diagrams of 6x6 dots, 12 a page, each with its lines so far
// (numbered), its boxes' initials, its dot names and a two-line caption.
void BM_ReplayFloor(benchmark::State& state) {
  const std::string record = bench::whole_game_record(5, 5);
  const CheckResult checked = check_text(record);  // the moves, outside the timing
  const auto& result = std::get<DotsAndBoxesReplay>(checked.replay);
  const Board& board = *result.board;
  const std::string caption =
      "7. Mia trace B-F. Nouveaux carrés 1 et 2, marqués M. Mia 2, Noé 0. Mia joue ensuite.";
  for (auto _ : state) {
    std::string pdf;
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(sink, &pdf, 595, 842);
    cairo_t* cr = cairo_create(surface);
    const int frames = static_cast<int>(result.steps.size()) + 1;
    for (int f = 0; f < frames; ++f) {
      const int slot = f % 12;
      const double ox = 60 + (slot % 3) * 170.0;
      const double oy = 90 + (slot / 3) * 180.0;
      const double step = 24;
      const int shown = std::min(f + 1, static_cast<int>(result.steps.size()));
      for (int s = 0; s < shown; ++s) {
        const auto& ends = board.ends(result.steps[static_cast<size_t>(s)].line);
        const bool second = result.steps[static_cast<size_t>(s)].player == Player::second;
        const double dash[] = {4.2, 2.5};
        cairo_set_dash(cr, dash, second ? 2 : 0, 0);
        cairo_set_source_rgb(cr, second ? 0.83 : 0, second ? 0.37 : 0.45, second ? 0 : 0.7);
        cairo_move_to(cr, ox + ends[0].col * step, oy + ends[0].row * step);
        cairo_line_to(cr, ox + ends[1].col * step, oy + ends[1].row * step);
        cairo_stroke(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
        const double mx = ox + (ends[0].col + ends[1].col) * step / 2,
                     my = oy + (ends[0].row + ends[1].row) * step / 2;
        cairo_rectangle(cr, mx - 4, my - 3, 8, 6);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        show(cr, std::to_string(s + 1).c_str(), mx - 3, my - 3, 5, 0);
        for (int b = 0; b < result.steps[static_cast<size_t>(s)].play.completed_count; ++b)
          show(cr, "M", ox + 8, oy + 8, 10, 0);
      }
      cairo_set_dash(cr, nullptr, 0, 0);
      for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c) {
          cairo_new_sub_path(cr);
          cairo_arc(cr, ox + c * step, oy + r * step, 2.3, 0, 2 * M_PI);
        }
      cairo_fill(cr);
      for (int c = 0; c < board.cols(); ++c)
        show(cr, std::string(1, static_cast<char>('a' + c)).c_str(), ox + c * step, oy - 10, 5.8,
             0);
      for (int r = 0; r < board.rows(); ++r)
        show(cr, std::to_string(r + 1).c_str(), ox - 10, oy + r * step, 5.8, 0);
      show(cr, caption.c_str(), ox - 10, oy + 130, 8, 160);
      if (slot == 11 || f == frames - 1) cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    benchmark::DoNotOptimize(pdf.data());
  }
}
BENCHMARK(BM_ReplayFloor)->Unit(benchmark::kMillisecond);

void BM_SheetPdf(benchmark::State& state) {
  SheetOptions options;
  options.style.spacing = Mm{11};
  options.pages = 100;
  const Catalogue& catalogue = Catalogue::get("fr");
  for (auto _ : state) {
    const std::string pdf = render_pdf(layout_sheet(options, a4(), catalogue), a4());
    benchmark::DoNotOptimize(pdf.data());
  }
}
BENCHMARK(BM_SheetPdf)->Unit(benchmark::kMillisecond);

// The floor of a 100-page sheet: 6 grids of 6x6 dots a page, each with its coordinates, two
// name fields and two score boxes.
void BM_SheetFloor(benchmark::State& state) {
  for (auto _ : state) {
    std::string pdf;
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(sink, &pdf, 595, 842);
    cairo_t* cr = cairo_create(surface);
    for (int page = 0; page < 100; ++page) {
      for (int g = 0; g < 6; ++g) {
        const double ox = 70 + (g % 2) * 250.0, oy = 60 + (g / 2) * 250.0, step = 31.2;
        for (int r = 0; r < 6; ++r)
          for (int c = 0; c < 6; ++c) {
            cairo_new_sub_path(cr);
            cairo_arc(cr, ox + c * step, oy + r * step, 2.3, 0, 2 * M_PI);
          }
        cairo_fill(cr);
        for (int c = 0; c < 6; ++c)
          show(cr, std::string(1, static_cast<char>('a' + c)).c_str(), ox + c * step, oy - 10, 7.5,
               0);
        for (int r = 0; r < 6; ++r)
          show(cr, std::to_string(r + 1).c_str(), ox - 10, oy + r * step, 7.5, 0);
        for (int p = 0; p < 2; ++p) {
          const double y = oy + 170 + p * 20;
          show(cr, "Joueur 1", ox, y, 9, 0);
          show(cr, "Carrés", ox + 100, y, 9, 0);
          cairo_move_to(cr, ox + 40, y + 12);
          cairo_line_to(cr, ox + 90, y + 12);
          cairo_rectangle(cr, ox + 130, y, 34, 14);
          cairo_stroke(cr);
        }
      }
      cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    benchmark::DoNotOptimize(pdf.data());
  }
}
BENCHMARK(BM_SheetFloor)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
