#include "serve/analysis_api.h"

#include "check/check_text.h"
#include "game/chopsticks_notation.h"
#include "present/chopsticks_solve_text.h"
#include "present/hint_text.h"
#include "present/record_analysis_text.h"
#include "serve/query.h"
#include "solve/chopsticks_level.h"
#include "solve/chopsticks_solve.h"
#include "solve/record_analysis.h"
#include "solve/record_hint.h"

namespace lucas::serve {

namespace {

// The record of a request's body, checked as lucas analyze and lucas hint load theirs
// (cli/analysis_options.cc): every record that can be read is weighed, whatever its claims; a
// text that cannot be read gets its first diagnostic. Its name, in messages that name the
// file, is « le relevé ».
Result<CheckedFile, Answer> readable_record(std::string_view text, const Catalogue& catalogue) {
  using Out = Result<CheckedFile, Answer>;
  if (auto refused = too_large(text, catalogue)) return Out::failure(*refused);
  CheckedFile file{catalogue.text("where.record"), std::string(text), check_text(text)};
  const CheckResult& result = file.result;
  if (result.status == Status::unreadable || !result.record) {
    if (result.diagnostics.empty())
      return Out::failure(error_answer(400, Code::bad_board, Message("serve.no-board"), catalogue));
    return Out::failure(diagnostic_answer(400, result.diagnostics.front(), catalogue));
  }
  if (const auto* game = std::get_if<DotsAndBoxesReplay>(&result.replay); game && !game->board)
    return Out::failure(error_answer(400, Code::bad_board, Message("serve.no-board"), catalogue));
  return file;
}

// A command's document as the page's answer: the file is the request's body, not named.
Answer document_without_file(Json document) {
  document.erase("file");
  return json_answer(200, document);
}

}  // namespace

Answer analyze_answer(std::string_view target, std::string_view record_text,
                      const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto request = analyze_query(*query);
  if (!request) return diagnostic_answer(400, request.error(), catalogue);
  const auto file = readable_record(record_text, catalogue);
  if (!file) return file.error();
  const RecordAnalysis analysis = analyze_record(*file, *request);
  if (analysis.refused) return diagnostic_answer(400, *analysis.refused, catalogue);
  return document_without_file(analysis_json(analysis, catalogue));
}

Answer hint_answer(std::string_view target, std::string_view record_text,
                   const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto request = hint_query(*query);
  if (!request) return diagnostic_answer(400, request.error(), catalogue);
  const auto file = readable_record(record_text, catalogue);
  if (!file) return file.error();
  if (file->result.record->game() == Game::chopsticks)
    return error_answer(400, Code::unknown_game,
                        Message("diag.chopsticks-not-here")
                            .with("file", file->name)
                            .with("command", std::string("hint")),
                        catalogue);
  return document_without_file(hint_json(hint_record(*file, *request), catalogue));
}

Answer move_answer(std::string_view target, std::string_view record_text,
                   const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto request = move_query(*query);
  if (!request) return diagnostic_answer(400, request.error(), catalogue);
  const auto file = readable_record(record_text, catalogue);
  if (!file) return file.error();
  const ChopsticksRecordSolve solve = solve_chopsticks_record(*file);
  if (solve.refused) return diagnostic_answer(400, *solve.refused, catalogue);
  Json answer = chopsticks_record_solve_json(solve)["record"];
  answer.erase("file");
  const ChopsticksPosition& position = std::get<ChopsticksReplay>(file->result.replay).hands;
  answer["level"] = chopsticks_level_name(request->level);
  answer["seed"] = request->seed;
  answer["move"] = nullptr;
  if (!position.is_over()) {
    ChopsticksPlayer computer(*solve.table, request->level, request->seed);
    answer["move"] = written(computer.choose(position));
  }
  return json_answer(200, answer);
}

}  // namespace lucas::serve
