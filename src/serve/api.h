// The page's JSON API as functions of the request's text: each answer is what the server sends,
// made by the same library calls as the commands (check's referee and JSON, the board's tables).
// No socket here: the server routes to these, and the tests call them directly too.
#pragma once

#include <string>
#include <string_view>

#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::serve {

/// An HTTP answer: its status, its type and its body.
struct Answer {
  int status = 200;
  std::string content_type = "application/json; charset=utf-8";
  std::string body;
};

/// `{"error": {"code": "…", "message": "…"}}` with a status: the command's error, as JSON.
Answer error_answer(int status, Code code, const Message& message, const Catalogue& catalogue);

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

}  // namespace lucas::serve
