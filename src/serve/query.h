// A request's query as the page's API reads it: the command line's option names as keys
// (?dots=4x5&border=swedish), each value read and refused as the command reads and refuses it
// (text/option_value.h, record/board_text.h), into the options value of the command's work
// (print/). Pure functions of the query's text: no socket.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/result.h"
#include "print/replay_document.h"
#include "print/report_document.h"
#include "print/sheet_document.h"
#include "record/board_text.h"
#include "render/document.h"
#include "solve/chopsticks_level.h"
#include "solve/record_analysis.h"
#include "solve/record_hint.h"
#include "text/diagnostic.h"

namespace lucas::serve {

/// A query's keys and values, percent-decoded ("+" is a space, as forms send it), in order.
using Query = std::vector<std::pair<std::string, std::string>>;

/// The query of a request target ("/api/sheet?dots=3x4&title=Mia+et+No%C3%A9"); empty without
/// one, nothing when an escape is malformed ("%G1", a lone "%").
std::optional<Query> query_of(std::string_view target);

/// The board of ?dots=, ?boxes=, ?grid=, ?size=, ?border= (every other key refused, `lang`
/// aside), read as --dots … are: GET /api/board.
Result<BoardShape, Diagnostic> board_query(const Query& query);

/// What a document request asks for: the options of the command's work, the format (?format=,
/// pdf by default) and which page of an SVG or PNG (?page=, from 1; 1 by default).
template <typename Request>
struct DocumentQuery {
  Request request;
  render::Format format = render::Format::pdf;
  int page = 1;
  /// ?format=json (replays only): the pictures and their captions as JSON, not a document.
  bool steps = false;
};

/// GET /api/sheet: every option of lucas sheet as a key (dots, boxes, grid, size, border,
/// spacing, dot-size, dot-color, labels, per-page, pages, players, title, game, paper,
/// landscape, margin, dpi, font), plus format and page.
Result<DocumentQuery<print::SheetRequest>, Diagnostic> sheet_query(const Query& query);

/// POST /api/replay: lucas replay's options (every, per-page, moves, final, analysis, labels,
/// step, paper, landscape, margin, dpi, font), plus format (pdf, svg, png, or json: the
/// replay's pictures and captions) and page.
Result<DocumentQuery<print::ReplayRequest>, Diagnostic> replay_query(const Query& query);

/// What a handout request asks for beside its name: lucas handout's options as typed.
struct HandoutQuery {
  BoardWords board;
  std::string board_option;  ///< the first board key given, as an option ("--dots"); or empty
  std::optional<std::string> players;
  std::optional<std::string> title;
  std::optional<int> count;
  std::optional<std::uint64_t> seed;
  /// The name of the file the record in the body was read from, as the page's visitor chose it:
  /// the messages about the record name it.
  std::optional<std::string> record;
  print::PageRequest page;
  bool paper_given = false;
};

/// GET /api/handout/NAME: lucas handout's options (dots, boxes, grid, size, border, players,
/// title, count, seed, paper, landscape, margin, dpi, font), plus format and page. Its record
/// (--record) is the body of a POST, and `record` the name of its file.
Result<DocumentQuery<HandoutQuery>, Diagnostic> handout_query(const Query& query);

/// GET /api/handouts: the page options that change how many pages a handout takes (paper,
/// landscape, margin, font).
Result<HandoutQuery, Diagnostic> handout_list_query(const Query& query);

/// POST /api/report: lucas report's options (labels, one-per-page, title, paper, landscape,
/// margin, dpi, font), plus format and page.
Result<DocumentQuery<print::ReportRequest>, Diagnostic> report_query(const Query& query);

}  // namespace lucas::serve

namespace lucas::serve {

/// POST /api/analyze: lucas analyze's option, seconds (the solver's budget, 0 to 3600).
Result<AnalyzeRequest, Diagnostic> analyze_query(const Query& query);

/// POST /api/hint: lucas hint's options: seconds, level (any of its names, French too) and seed
/// (0 to kMaxSeed; without it, from the clock, as the command takes it).
Result<HintRequest, Diagnostic> hint_query(const Query& query);

/// What POST /api/move asks: the level of lucas play --game chopsticks's computer (easy by
/// default, as the command's) and its seed (from the clock when not given).
struct MoveRequest {
  ChopsticksLevel level = ChopsticksLevel::easy;
  std::uint64_t seed = 0;
};

/// POST /api/move: level (easy or perfect, facile or parfait) and seed.
Result<MoveRequest, Diagnostic> move_query(const Query& query);

}  // namespace lucas::serve
