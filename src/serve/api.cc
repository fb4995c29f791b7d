#include "serve/api.h"

#include "check/check_text.h"
#include "check/checker.h"
#include "game/notation.h"
#include "print/replay_document.h"
#include "print/sheet_document.h"
#include "render/markup_text.h"
#include "serve/board_geometry.h"
#include "serve/query.h"
#include "text/json.h"
#include "yaml/tree.h"

namespace lucas::serve {

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

Answer diagnostic_answer(int status, const Diagnostic& diagnostic, const Catalogue& catalogue) {
  return error_answer(status, diagnostic.code, diagnostic.message, catalogue);
}

Result<Query, Answer> read_query(std::string_view target, const Catalogue& catalogue) {
  auto query = query_of(target);
  if (query) return *query;
  return Result<Query, Answer>::failure(
      error_answer(400, Code::bad_value,
                   Message("serve.bad-query").with("target", std::string(target)), catalogue));
}

namespace {

std::string_view document_type(render::Format format) {
  switch (format) {
    case render::Format::pdf:
      return "application/pdf";
    case render::Format::svg:
      return "image/svg+xml";
    case render::Format::png:
      return "image/png";
  }
  return "application/octet-stream";
}

// A document rendered as the command renders it: the page asked of an SVG or PNG alone (the
// others are not drawn), a PDF whole.
Answer document_answer(const print::Printable& printable, int page, const Catalogue& catalogue) {
  if (printable.layout.error) return diagnostic_answer(400, *printable.layout.error, catalogue);
  const bool pdf = printable.settings.format == render::Format::pdf;
  const int files = pdf ? 1 : printable.layout.page_count;
  if (page < 1 || page > files)
    return error_answer(400, Code::bad_value,
                        Message("serve.no-page").with("page", page).with("count", files),
                        catalogue);
  const render::Rendering rendering = print::render_printable_page(printable, "lucas.pdf", page);
  if (rendering.error) return diagnostic_answer(400, *rendering.error, catalogue);
  return Answer{200, std::string(document_type(printable.settings.format)),
                rendering.files.front().bytes};
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

Answer board_geometry_answer(std::string_view target, const Catalogue& catalogue) {
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto shape = board_query(*query);
  if (!shape) return diagnostic_answer(400, shape.error(), catalogue);
  return json_answer(200, board_geometry_json(Board(*shape)));
}

Answer sheet_answer(std::string_view target, const Catalogue& catalogue) {
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto asked = sheet_query(*query);
  if (!asked) return diagnostic_answer(400, asked.error(), catalogue);
  const auto sheet = print::sheet_document(asked->request, asked->format, catalogue);
  if (!sheet) return diagnostic_answer(400, sheet.error(), catalogue);
  return document_answer(*sheet, asked->page, catalogue);
}

Answer replay_answer(std::string_view target, std::string_view record_text,
                     const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const auto query = read_query(target, catalogue);
  if (!query) return query.error();
  const auto asked = replay_query(*query);
  if (!asked) return diagnostic_answer(400, asked.error(), catalogue);
  const auto plan = print::replay_plan(asked->request, asked->format);
  if (!plan) return diagnostic_answer(400, plan.error(), catalogue);
  const CheckedFile file{"", std::string(record_text), check_text(record_text)};
  if (file.result.status == Status::unreadable) {
    if (file.result.diagnostics.empty())
      return error_answer(400, Code::bad_board, Message("serve.no-board"), catalogue);
    return diagnostic_answer(400, file.result.diagnostics.front(), catalogue);
  }
  if (asked->steps) {
    Json steps = Json::array();
    for (const print::ReplayStep& step : print::replay_steps(*plan, file, catalogue))
      steps.push_back({{"kind", std::string(print::step_kind_name(step.kind))},
                       {"first", step.first_move},
                       {"last", step.last_move},
                       {"caption", render::markup_text(step.caption)}});
    return json_answer(200, {{"status", std::string(status_name(file.result.status))},
                             {"verdict", verdict(file.result, catalogue)},
                             {"diagnostics", diagnostics_json(file.result.diagnostics, catalogue)},
                             {"steps", std::move(steps)}});
  }
  const auto replay = print::replay_document(*plan, file, catalogue);
  if (!replay) return diagnostic_answer(400, replay.error(), catalogue);
  return document_answer(replay->printable, asked->page, catalogue);
}

Answer texts_answer(const Catalogue& catalogue) {
  Json texts = Json::object();
  for (const auto& [key, text] : catalogue.texts())
    if (key.starts_with("page.")) texts[key] = text;
  return json_answer(200, texts);
}

}  // namespace lucas::serve
