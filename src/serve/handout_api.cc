#include "serve/handout_api.h"

#include <algorithm>

#include "check/check_text.h"
#include "handout/prepare.h"
#include "print/handout_document.h"
#include "record/players_text.h"
#include "text/engine_options.h"

namespace lucas::serve {

namespace {

// The record a handout request carries is named by its file's name, as the command names its
// --record, or record.yaml when the request does not say. Only the name: the server's disk is
// never read.
std::string record_name(const HandoutQuery& q) {
  if (!q.record) return "record.yaml";
  const std::string& given = *q.record;
  const size_t slash = given.find_last_of("/\\");
  const std::string name = slash == std::string::npos ? given : given.substr(slash + 1);
  return name.empty() ? "record.yaml" : name;
}

Answer problem_answer(const handout::HandoutProblem& problem, const Catalogue& catalogue) {
  return diagnostic_answer(400, problem.diagnostic, catalogue);
}

// What the command prints beside the pages, for the page to show: the record's diagnostics (as
// lucas check --format json gives them, with the record's name) and the notes (fewer puzzles
// than asked). The first kShownDiagnostics only, and how many more, so that a record
// with thousands of mistakes does not make a header of megabytes. JSON in ASCII (\u escapes):
// a header's value is no place for UTF-8.
constexpr size_t kShownDiagnostics = 10;

std::string notes_header(const print::MemoryHandoutFiles& memory,
                         const handout::PreparedHandout& prepared, const Catalogue& catalogue) {
  Json said = {{"file", memory.checked ? Json(memory.record_name) : Json()},
               {"diagnostics", Json::array()},
               {"more_diagnostics", 0},
               {"notes", Json::array()}};
  if (memory.checked) {
    const auto& all = memory.checked->diagnostics;
    const std::vector<Diagnostic> shown(
        all.begin(),
        all.begin() + static_cast<std::ptrdiff_t>(std::min(all.size(), kShownDiagnostics)));
    said["diagnostics"] = diagnostics_json(shown, catalogue);
    said["more_diagnostics"] = all.size() - shown.size();
  }
  for (const Message& note : prepared.notes) {
    // The seed has its own header (X-Lucas-Seed), and its note speaks of --seed: the page keeps
    // the seed and draws new puzzles with a button.
    if (note.key == "puzzles.seed") continue;
    said["notes"].push_back(catalogue.format(note));
  }
  return said.dump(-1, ' ', true);
}

}  // namespace

Answer handouts_answer(std::string_view target, const Catalogue& catalogue) {
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto asked = handout_list_query(*query);
  if (!asked) return diagnostic_answer(400, asked.error(), catalogue);
  const auto listing = print::handout_listing(asked->page, asked->paper_given, catalogue);
  if (!listing) return problem_answer(listing.error().front(), catalogue);
  Json list = Json::array();
  for (const print::HandoutListing& h : *listing)
    list.push_back({{"name", h.name},
                    {"title", h.title},
                    {"description", h.description},
                    {"settings", h.settings},
                    {"options", h.options},
                    {"pages", h.pages},
                    {"paper", h.paper}});
  return json_answer(200, list);
}

Answer handout_answer(std::string_view name, std::string_view target, std::string_view record_text,
                      const Catalogue& catalogue) {
  // Only the built-in handouts: a template path would read the server's disk.
  if (name.empty() || handout::is_template_path(std::string(name)))
    return error_answer(
        404, Code::not_found,
        Message("serve.not-found").with("path", "/api/handout/" + std::string(name)), catalogue);
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto asked = handout_query(*query);
  if (!asked) return diagnostic_answer(400, asked.error(), catalogue);
  const HandoutQuery& q = asked->request;

  handout::HandoutRequest request;
  request.name = std::string(name);
  // A name with no record to go with it is a request built wrong, not a path to read.
  if (q.record && record_text.empty())
    return error_answer(400, Code::missing_companion, Message("serve.record-name-alone"),
                        catalogue);
  const std::string record = record_name(q);
  if (!record_text.empty()) request.record = record;
  request.board_option = q.board_option;
  if (!q.board_option.empty())
    request.board = [&q](const BoardShape& own) { return read_board_options(q.board, own, {}); };
  if (q.players)
    request.players = [&q]() -> Result<handout::PlayersAsked, Diagnostic> {
      const auto players = players_and_initials(*q.players);
      if (!players) return Result<handout::PlayersAsked, Diagnostic>::failure(players.error());
      return handout::PlayersAsked{{players->names.begin(), players->names.end()},
                                   {players->initials.begin(), players->initials.end()}};
    };
  request.title = q.title;
  request.count = q.count;
  request.seed = q.seed.value_or(seed_from_clock());
  request.seed_given = q.seed.has_value();
  request.page = print::handout_page(q.page, q.paper_given);

  print::MemoryHandoutFiles memory{record, std::string(record_text), std::nullopt};
  const auto prepared = handout::prepare_handout(request, memory.files(), catalogue);
  if (!prepared) {
    if (!prepared.error().empty()) return problem_answer(prepared.error().front(), catalogue);
    if (memory.problem) return problem_answer(*memory.problem, catalogue);
    return error_answer(400, Code::bad_board, Message("serve.no-board"), catalogue);
  }
  const auto document =
      print::handout_document(*prepared, q.page, q.paper_given, asked->format, catalogue);
  if (!document) return diagnostic_answer(400, document.error(), catalogue);
  Answer answer = document_answer(*document, asked->page, catalogue);
  answer.headers.emplace_back("X-Lucas-Seed", std::to_string(request.seed));
  answer.headers.emplace_back("X-Lucas-Notes", notes_header(memory, *prepared, catalogue));
  return answer;
}

}  // namespace lucas::serve
