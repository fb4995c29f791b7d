// The page's handouts: lucas handout's pages and its --list, answered by the same work as the
// command (handout/prepare.h, print/handout_document.h). The server has no access to the
// user's files: a handout is one of the built-in ones, and its record comes in the request.
#pragma once

#include <string_view>

#include "serve/api.h"

namespace lucas::serve {

/// GET /api/handouts?…: every built-in handout as `handout --list` describes it, on the paper
/// asked: [{"name", "title", "description", "settings", "pages", "paper"}].
Answer handouts_answer(std::string_view target, const Catalogue& catalogue);

/// GET /api/handout/NAME?… (and POST with a record's YAML as the body: the command's --record):
/// the bytes lucas handout NAME writes with the same options, given --seed. A name that is not a
/// built-in handout (a template path among them) gets 404; a bad option, a record that cannot
/// be read or a template that does not take an option gets the command's error, status 400; a
/// record over the reader's limit 413. Without ?seed=, the seed is the clock's, as the
/// command's: the header X-Lucas-Seed of the answer says it.
Answer handout_answer(std::string_view name, std::string_view target, std::string_view record_text,
                      const Catalogue& catalogue);

}  // namespace lucas::serve
