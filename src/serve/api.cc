#include "serve/api.h"

#include "check/check_text.h"
#include "check/checker.h"
#include "game/notation.h"
#include "serve/board_geometry.h"
#include "text/json.h"
#include "yaml/tree.h"

namespace lucas::serve {

namespace {

Answer json_answer(int status, const Json& document) {
  return Answer{status, "application/json; charset=utf-8", json_document(document)};
}

std::optional<Answer> too_large(std::string_view text, const Catalogue& catalogue) {
  const size_t limit = yaml::Limits{}.max_bytes;
  if (text.size() <= limit) return std::nullopt;
  return error_answer(413, Code::too_large,
                      Message("serve.too-large").with("limit", std::to_string(limit >> 20)),
                      catalogue);
}

}  // namespace

Answer error_answer(int status, Code code, const Message& message, const Catalogue& catalogue) {
  return json_answer(
      status, {{"error",
                {{"code", std::string(code_name(code))}, {"message", catalogue.format(message)}}}});
}

Answer check_answer(std::string_view record_text, const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const std::vector<CheckedFile> files{
      CheckedFile{"", std::string(record_text), check_text(record_text)}};
  Json object = check_json(files, catalogue).at(0);
  object.erase("file");
  return json_answer(200, object);
}

Answer board_answer(std::string_view record_text, const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const CheckResult result = check_text(record_text);
  const auto* game = std::get_if<DotsAndBoxesReplay>(&result.replay);
  if (!game || !game->board || !result.record) {
    if (result.diagnostics.empty())
      return error_answer(400, Code::bad_board, Message("serve.no-board"), catalogue);
    const Diagnostic& first = result.diagnostics.front();
    return error_answer(400, first.code, first.message, catalogue);
  }
  const Board& board = *game->board;
  const Record& record = *result.record;
  Json drawn = Json::array();
  Json boxes = Json::array();
  for (const DotsAndBoxesStep& step : game->steps) {
    const std::string& initial = record.players[static_cast<size_t>(step.player)].initial;
    drawn.push_back(
        {{"line", line_name(board, step.line)}, {"move", step.number}, {"player", initial}});
    for (int i = 0; i < step.play.completed_count; ++i)
      boxes.push_back({{"box", step.play.completed[i].index + 1}, {"initial", initial}});
  }
  return json_answer(200, {{"board", board_geometry_json(board)},
                           {"drawn", std::move(drawn)},
                           {"boxes", std::move(boxes)}});
}

Answer texts_answer(const Catalogue& catalogue) {
  Json texts = Json::object();
  for (const auto& [key, text] : catalogue.texts())
    if (key.starts_with("page.")) texts[key] = text;
  return json_answer(200, texts);
}

}  // namespace lucas::serve
