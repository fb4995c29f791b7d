// The page's JSON API as functions of the request's text: each answer is what the server sends,
// made by the same library calls as the commands (check's referee and JSON, the board's tables).
// No socket here: the server routes to these, and the tests call them directly too.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/result.h"
#include "print/printable.h"
#include "serve/query.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"
#include "text/json.h"

namespace lucas::serve {

/// An HTTP answer: its status, its type and its body.
struct Answer {
  int status = 200;
  std::string content_type = "application/json; charset=utf-8";
  std::string body;
  /// Headers beside the type (X-Lucas-Seed: the seed a handout's puzzles were made with).
  std::vector<std::pair<std::string, std::string>> headers = {};
};

/// `{"error": {"code": "…", "message": "…"}}` with a status: the command's error, as JSON.
Answer error_answer(int status, Code code, const Message& message, const Catalogue& catalogue);

// What every answer is made of.

/// A JSON document with a status.
Answer json_answer(int status, const Json& document);

/// A diagnostic as the command's error, as JSON.
Answer diagnostic_answer(int status, const Diagnostic& diagnostic, const Catalogue& catalogue);

/// 413 for a record's text over the reader's limit (docs/limits.md); nothing for one within it.
std::optional<Answer> too_large(std::string_view text, const Catalogue& catalogue);

/// The query of a request target, or the 400 of one that cannot be read.
Result<Query, Answer> read_query(std::string_view target, const Catalogue& catalogue);

/// A document rendered as the command renders it: the page asked of an SVG or PNG alone (the
/// others are not drawn), a PDF whole; a page beyond the document's, or a layout that failed,
/// gets 400.
Answer document_answer(const print::Printable& printable, int page, const Catalogue& catalogue);

/// POST /api/check: the record's text checked by lucas check's referee; the body is the object
/// `lucas check --format json` prints for that record, without its `file` field. A text over the
/// reader's limit (docs/limits.md) is refused with 413.
Answer check_answer(std::string_view record_text, const Catalogue& catalogue);

/// POST /api/board: the board of a record's text and the position its checked moves reached:
/// {"board": geometry, "drawn": [{"line", "move", "player"}], "boxes": [{"box", "initial"}]}
/// (docs/serve.md). A record whose board cannot be read gets its first diagnostic, status 400.
Answer board_answer(std::string_view record_text, const Catalogue& catalogue);

/// GET /api/texts: the page's words in the catalogue's language, every `page.*` key.
Answer texts_answer(const Catalogue& catalogue);

/// GET /api/board?dots=3x4 (or boxes, grid, size, border: the command line's option names): the
/// geometry of that board (serve/board_geometry.h). A query that gives no board, or a bad one,
/// gets the command line's error, status 400. `target` is the request's path and query.
Answer board_geometry_answer(std::string_view target, const Catalogue& catalogue);

/// GET /api/sheet?…: the bytes lucas sheet writes with the same options (serve/query.h), as
/// application/pdf, image/svg+xml or image/png; with ?page=N the Nth file of an SVG or PNG
/// sheet. A bad option gets the command's error, status 400.
Answer sheet_answer(std::string_view target, const Catalogue& catalogue);

/// POST /api/replay?…: the bytes lucas replay writes for the record's text with the same
/// options; with ?format=json, the replay's pictures (what --step counts) and their captions as
/// text: {"status", "verdict", "diagnostics" (as /api/check's), "steps": [{"kind", "first",
/// "last", "caption"}]}. A record that
/// cannot be read gets its first diagnostic and a bad option the command's error, status 400;
/// a text over the reader's limit 413.
Answer replay_answer(std::string_view target, std::string_view record_text,
                     const Catalogue& catalogue);

// What every answer is made with (here and in serve/analysis_api.cc).

/// A JSON document as the body, with its status.
Answer json_answer(int status, const Json& document);

/// The 413 of a record's text over the reader's limit (docs/limits.md); nothing within it.
std::optional<Answer> too_large(std::string_view text, const Catalogue& catalogue);

/// A diagnostic as an error answer: its code and message.
Answer diagnostic_answer(int status, const Diagnostic& diagnostic, const Catalogue& catalogue);

/// The query of a request target, or the 400 of one whose escapes cannot be read.
Result<Query, Answer> read_query(std::string_view target, const Catalogue& catalogue);

}  // namespace lucas::serve
