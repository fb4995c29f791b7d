// lucas replay's work, for both faces: a checked record drawn move by move with the worksheet's
// captions and the verdict last, its final position alone (--final), or one of its pictures
// alone (--step).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "check/check_text.h"
#include "game/result.h"
#include "print/printable.h"
#include "render/dot_labels.h"
#include "render/replay.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"
#include "text/option_value.h"

namespace lucas::print {

/// The options of lucas replay as given.
struct ReplayRequest {
  PageRequest page;
  render::Every every = render::Every::move;
  std::optional<int> per_page;
  /// --moves as typed: "3-8", "7"; empty for every move.
  std::string moves;
  bool final_only = false;
  bool analysis = false;
  render::DotLabels labels = render::DotLabels::letters;
  /// --step N: the Nth picture of the replay (a move, the error, the verdict) alone.
  std::optional<int> step;
};

/// The numbers lucas replay takes.
inline constexpr WholeRange kReplayPerPageRange{1, 100};
inline constexpr WholeRange kStepRange{1, 100000};

/// A replay request read: its page and what the replay shows.
struct ReplayPlan {
  PageSettings settings;
  render::ReplayOptions options;
  std::optional<int> per_page;
  bool analysis = false;
  std::optional<int> step;
};

/// The plan of a request in a format; or the first thing wrong with it (the page, --moves).
Result<ReplayPlan, Diagnostic> replay_plan(const ReplayRequest& request, render::Format format);

/// A replay laid out, and what its analysis covers and leaves out (analysis_text.h's
/// annotate_replay; empty without --analysis), which the command prints on standard error.
struct ReplayPrint {
  Printable printable;
  std::string analysis_notes;
};

/// The replay of a checked record that is not unreadable (its diagnostics said by the caller);
/// a --step beyond the last picture is a bad-option error. The layout draws from `file`'s board:
/// render it while `file` lives.
Result<ReplayPrint, Diagnostic> replay_document(const ReplayPlan& plan, const CheckedFile& file,
                                                const Catalogue& catalogue);

/// One picture of a replay, as --step counts them.
struct ReplayStep {
  enum class Kind { move, error, verdict };
  Kind kind = Kind::move;
  /// The moves the picture shows, from 1 (the same for one move); 0 for none (Chopsticks' start).
  int first_move = 0;
  int last_move = 0;
  std::string caption;  ///< Pango markup
};

/// The pictures of the replay the plan asks for (its --step aside), in order, with their
/// captions: what --step 1, 2 … draw.
std::vector<ReplayStep> replay_steps(const ReplayPlan& plan, const CheckedFile& file,
                                     const Catalogue& catalogue);

/// "move", "error", "verdict".
std::string_view step_kind_name(ReplayStep::Kind kind);

}  // namespace lucas::print
