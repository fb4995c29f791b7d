#include "print/replay_document.h"

#include <cstdio>

#include "present/analysis_text.h"
#include "present/error_line.h"
#include "render/final_page.h"
#include "render/hands.h"
#include "render/replay_pages.h"
#include "render/replayed_game.h"
#include "render/replayed_hands.h"

namespace lucas::print {

namespace {

// "3-8" or "7", from 1; nothing for anything else.
std::optional<std::pair<int, int>> read_moves(const std::string& text) {
  int low = 0;
  int high = 0;
  char extra = 0;
  const int n = std::sscanf(text.c_str(), "%d-%d%c", &low, &high, &extra);
  if (n == 1 && text.find('-') == std::string::npos)
    high = low;
  else if (n != 2)
    return std::nullopt;
  if (low < 1 || high < low) return std::nullopt;
  return std::pair{low, high};
}

bool is_chopsticks(const CheckedFile& file) {
  return file.result.record && file.result.record->game() == Game::chopsticks;
}

render::ChopsticksDrawing hands_of(const CheckedFile& file, const Catalogue& catalogue) {
  return render::replayed_hands(file.result, file.name, catalogue);
}

// The frames of a Dots-and-Boxes replay, with the analysis on them when asked; what the
// analysis covers goes to `notes`.
render::ReplayFrames frames_of(const ReplayPlan& plan, const CheckedFile& file,
                               const Catalogue& catalogue, std::string& notes) {
  render::ReplayFrames replay =
      render::build_replay(render::replayed_game(file.result, catalogue), plan.options);
  if (plan.analysis && std::get<DotsAndBoxesReplay>(file.result.replay).board)
    notes = annotate_replay(replay, file, catalogue);
  return replay;
}

Diagnostic no_such_step(int step, size_t count) {
  return command_error(
      Code::bad_option,
      Message("diag.replay-step").with("step", step).count("count", static_cast<long long>(count)));
}

}  // namespace

Result<ReplayPlan, Diagnostic> replay_plan(const ReplayRequest& request, render::Format format) {
  using Answer = Result<ReplayPlan, Diagnostic>;
  const auto settings = page_settings(request.page, format, "");
  if (!settings) return Answer::failure(settings.error());
  // As the command line refuses them together (CLI11's excludes), in its words.
  const auto excludes = [](std::string_view option, std::string_view other) {
    return Answer::failure(command_error(
        Code::conflicting_options,
        Message("cli.error.excludes")
            .with("option", Message("cli.error.option").with("name", std::string(option)))
            .with("other", Message("cli.error.option").with("name", std::string(other)))));
  };
  if (request.final_only && !request.moves.empty()) return excludes("--moves", "--final");
  if (request.step && request.final_only) return excludes("--final", "--step");
  ReplayPlan plan;
  plan.settings = *settings;
  plan.options.every = request.every;
  plan.options.final_only = request.final_only;
  plan.options.labels = request.labels;
  if (!request.moves.empty()) {
    plan.options.moves = read_moves(request.moves);
    if (!plan.options.moves)
      return Answer::failure(command_error(
          Code::bad_option, Message("diag.replay-moves").with("value", request.moves)));
  }
  plan.per_page = request.per_page;
  plan.analysis = request.analysis;
  plan.step = request.step;
  return plan;
}

Result<ReplayPrint, Diagnostic> replay_document(const ReplayPlan& plan, const CheckedFile& file,
                                                const Catalogue& catalogue) {
  using Answer = Result<ReplayPrint, Diagnostic>;
  if (!file.result.record) {
    if (!file.result.diagnostics.empty()) return Answer::failure(file.result.diagnostics.front());
    return Answer::failure(command_error(Code::bad_board, Message("serve.no-board")));
  }
  ReplayPrint out;
  out.printable.settings = plan.settings;
  render::DocumentInfo& info = out.printable.settings.info;
  const render::PageSetup& setup = plan.settings.setup;
  if (is_chopsticks(file)) {
    // Hands, not a board: a picture per move; the board's options have nothing to say to it.
    render::ChopsticksDrawing hands = hands_of(file, catalogue);
    if (plan.step) {
      if (static_cast<size_t>(*plan.step) > hands.pictures.size())
        return Answer::failure(no_such_step(*plan.step, hands.pictures.size()));
      hands.pictures = {hands.pictures[static_cast<size_t>(*plan.step) - 1]};
    }
    out.printable.layout = render::layout_hands_replay(hands, setup);
    info.title = file.result.record->title.empty() ? file.name : file.result.record->title;
    return out;
  }
  render::ReplayFrames replay = frames_of(plan, file, catalogue, out.analysis_notes);
  info.title = replay.title;
  if (plan.step) {
    if (static_cast<size_t>(*plan.step) > replay.frames.size())
      return Answer::failure(no_such_step(*plan.step, replay.frames.size()));
    // One picture, drawn as large as the final position is.
    replay.frames = {replay.frames[static_cast<size_t>(*plan.step) - 1]};
    out.printable.layout = render::layout_final_page(replay, setup, catalogue);
  } else if (plan.options.final_only) {
    out.printable.layout = render::layout_final_page(replay, setup, catalogue);
  } else {
    out.printable.layout = render::layout_replay(replay, setup, plan.per_page, catalogue);
  }
  return out;
}

std::vector<ReplayStep> replay_steps(const ReplayPlan& plan, const CheckedFile& file,
                                     const Catalogue& catalogue) {
  std::vector<ReplayStep> steps;
  if (!file.result.record) return steps;
  if (is_chopsticks(file)) {
    const render::ChopsticksDrawing hands = hands_of(file, catalogue);
    for (size_t i = 0; i < hands.pictures.size(); ++i) {
      const int move = static_cast<int>(i);
      const auto& picture = hands.pictures[i];
      steps.push_back({picture.error ? ReplayStep::Kind::error : ReplayStep::Kind::move, move, move,
                       picture.caption});
    }
    return steps;
  }
  std::string notes;
  const render::ReplayFrames replay = frames_of(plan, file, catalogue, notes);
  for (const render::Frame& frame : replay.frames) {
    const ReplayStep::Kind kind = frame.kind == render::Frame::Kind::error ? ReplayStep::Kind::error
                                  : frame.kind == render::Frame::Kind::verdict
                                      ? ReplayStep::Kind::verdict
                                      : ReplayStep::Kind::move;
    steps.push_back({kind, frame.first_move, frame.last_move, frame.caption});
  }
  return steps;
}

std::string_view step_kind_name(ReplayStep::Kind kind) {
  switch (kind) {
    case ReplayStep::Kind::move:
      return "move";
    case ReplayStep::Kind::error:
      return "error";
    case ReplayStep::Kind::verdict:
      return "verdict";
  }
  return "move";
}

}  // namespace lucas::print
