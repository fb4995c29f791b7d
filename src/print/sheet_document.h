// lucas sheet's work, for both faces: blank dot sheets for paper play, as many grids as fit on
// each page, or with the Chopsticks game a record form alone.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "game/games.h"
#include "game/result.h"
#include "print/printable.h"
#include "record/board_text.h"
#include "render/dot_labels.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"
#include "text/option_value.h"

namespace lucas::print {

/// The options of lucas sheet as given; each grid option is empty when it was not given (a
/// Chopsticks form refuses those given).
struct SheetRequest {
  PageRequest page;
  /// --dots, --boxes, --grid, --size, --border as typed (record/board_text.h).
  BoardWords board;
  std::optional<double> spacing;   ///< mm between dots; 11 when not given
  std::optional<double> dot_size;  ///< mm; 1.6 when not given
  std::optional<std::string> dot_color;
  std::optional<render::DotLabels> labels;
  std::optional<int> per_page;
  std::optional<int> pages;
  std::string players;  ///< "Mia,Noé" (record/players_text.h), or empty
  std::string title;
  Game game = Game::dots_and_boxes;
};

/// The numbers lucas sheet takes.
inline constexpr ValueRange kSpacingRange{4, 60};
inline constexpr ValueRange kDotSizeRange{0.3, 6};
inline constexpr WholeRange kGridsPerPageRange{1, 100};
inline constexpr WholeRange kPagesRange{1, 1000};

/// The names of the grid options, as the command line spells them, in the order a Chopsticks
/// form refuses them: --spacing, --dot-size, --dot-color, --labels, --per-page, --pages.
inline constexpr std::array<std::string_view, 6> kGridOnlyOptions{
    "--spacing", "--dot-size", "--dot-color", "--labels", "--per-page", "--pages"};

/// The sheet the options ask for, laid out for `format`; or the first thing wrong with them: a
/// board (read_board_options), a dot too big for its spacing, a colour, the players, the page, a
/// grid option or a board option given to the Chopsticks form.
Result<Printable, Diagnostic> sheet_document(const SheetRequest& request, render::Format format,
                                             const Catalogue& catalogue);

}  // namespace lucas::print
