// What lucas analyze and lucas hint share: putting values, kinds and moves into words.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/check_text.h"
#include "render/replay.h"
#include "solve/analysis.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// What an analysis of a record covers, a sentence a line, each ending with a newline: a misère
/// game's lack of values, the false claims set aside, the move where the replay stopped. The
/// `command` ("analyze" or "hint") chooses how the stop is said; `findings` are the check's
/// analysis_findings.
std::string scope_text(const CheckResult& result, const std::vector<Diagnostic>& findings,
                       std::string_view command, const Catalogue& catalogue);

/// The move where the replay stopped, in JSON: {"move": 8, "code": "repeated-line"}, or null.
Json stopped_json(const CheckResult& result);

/// "a board of 6x6 boxes has 84 lines; the exact solver handles at most 64".
Message board_too_big(const Board& board);

/// Why the moves of an analysis have no value, as it is: the budget only when it ran out, the
/// board, --seconds 0, or a misère game. Empty for Unsolved::none.
std::string no_value_text(const GameAnalysis& analysis, const Board& board,
                          const Catalogue& catalogue);

/// A value with its sign, as annotators write it: +3, 0, −3.
std::string signed_text(int value);

/// A measure (seconds, MiB) with two decimals under 10, whole above, with the language's
/// decimal mark; zeros after the mark are left out (6 s, 0,5 s, 2 MiB).
std::string decimal_text(double value, const Catalogue& catalogue);

/// A duration to come, to two significant digits: "41 s", "14 min", "110000 h".
std::string duration_text(double seconds, const Catalogue& catalogue);

/// A large count to two significant digits: "85", "370 k", "17 M", "3,7 G".
std::string count_text(double count, const Catalogue& catalogue);

/// "not solved within 6 s": what analyze and hint say of a move or position whose solve the
/// --seconds budget cut short.
std::string not_solved_text(double budget_seconds, const Catalogue& catalogue);

/// "A-B", "A-B or C-D", "A-B, C-D or E-F" (the catalogue's list words).
std::string line_list(const Board& board, const std::vector<Line>& lines,
                      const Catalogue& catalogue);

/// A player's name in a record.
const std::string& player_name(const Record& record, Player player);

/// "Mia wins 4–2", "Noé wins 5–4", "a draw 3–3", for predicted final totals.
std::string outcome_text(const Record& record, const std::array<int, 2>& totals,
                         const Catalogue& catalogue);

/// A move's note after its caption on a replay: "[10 ?: costs 2; best G-H]", "[20 !]"; empty
/// for a move with no mark.
std::string replay_note_text(const MoveAnalysis& move, int number, const Board& board,
                             double budget_seconds, const Catalogue& catalogue);

/// Analyses a checked record's replayed moves and puts the analysis on its replay frames (lucas
/// replay --analysis): each move's mark, cost and best line in Frame::annotations, the mark and
/// cost after the caption, the best line of a frame's last move drawn dotted when that move lost
/// boxes, and after the verdict what has no value (beyond the budget). Returns what the
/// analysis covers and leaves out (scope_text and no_value_text), for standard error.
std::string annotate_replay(render::ReplayFrames& replay, const CheckedFile& file,
                            const Catalogue& catalogue);

}  // namespace lucas
