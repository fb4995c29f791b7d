// Diagnostics as data: what is wrong, where, and the message to show, in no language yet.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "text/catalogue.h"
#include "yaml/tree.h"

namespace lucas {

/// Every diagnostic code lucas reports. The names (code_name) are stable: they appear in the
/// text and JSON output and in docs/record-format.md.
enum class Code {
  // The record breaks a rule: checking stops at that move.
  not_a_point,
  not_adjacent,
  diagonal,
  repeated_line,
  wrong_player,
  unknown_player,
  move_after_end,
  // The record claims something false: reported, and checking goes on with the true state.
  wrong_boxes,
  wrong_initial,
  wrong_score,
  wrong_next,
  wrong_result,
  // The players disagreed on a move: checking stops before it (a note, not an error).
  disputed,
  // The file is not a record lucas can read.
  cannot_read,
  too_large,
  not_utf8,
  syntax,
  anchor,
  too_deep,
  empty,
  several_documents,
  missing_field,
  unknown_key,
  duplicate_key,
  wrong_type,
  bad_board,
  bad_players,
  out_of_range,
  // An output could not be made (lucas sheet, replay, handout).
  cannot_write,
  output_is_input,
  bad_output,
  other_pages,  ///< a warning: pages of an earlier run beside the ones written
  bad_option,
  // A handout template lucas cannot use.
  unknown_block,
  missing_text,
  bad_markup,
  // The command line is wrong, or lucas met a failure of its own (exit 2).
  unknown_option,
  unexpected_argument,
  missing_option,
  missing_command,
  unknown_command,
  bad_value,
  wrong_count,
  conflicting_options,
  missing_companion,
  usage,
  internal,
  // Chopsticks: the record is of no game lucas knows, or its rules cannot be read.
  unknown_game,
  bad_rules,
  // Chopsticks: the record breaks a rule (checking stops at that move).
  bad_hand,
  dead_hand_touches,
  touches_dead_hand,
  bad_target,
  no_splits,
  split_no_change,
  split_total,
  split_over_four,
  split_kills,
  split_resurrects,
  // Chopsticks: the record claims false hands (reported; checking goes on).
  wrong_hands,
  // The page (lucas serve): its address cannot be listened on, or a request is refused.
  cannot_listen,
  not_found,
  forbidden,
  bad_request,
};

/// The stable name of a code, as in "error[repeated-line]".
std::string_view code_name(Code code);

/// How much a diagnostic weighs: an error makes a record invalid; a warning is an error that a
/// command goes past (a false claim, to an analysis of the lines as drawn); a note informs.
enum class Severity { error, warning, note };

/// The stable name of a severity, as in "warning[wrong-score]" and in JSON: error, warning, note.
std::string_view severity_name(Severity severity);

struct Diagnostic {
  Severity severity = Severity::error;
  Code code = Code::syntax;
  /// Where in the source; line 0 when the whole file is meant.
  yaml::Mark mark;
  /// The move it is about, from 1, when there is one.
  std::optional<int> move;
  Message message;
  /// Where the move it is about starts in the source, when there is one: the excerpt of a long
  /// line keeps it in view, so that a claim deep in a one-line game shows whose move it is.
  yaml::Mark move_mark;

  Diagnostic() = default;
  Diagnostic(Severity level, Code kind, yaml::Mark at, std::optional<int> move_number, Message text,
             yaml::Mark move_start = {})
      : severity(level),
        code(kind),
        mark(at),
        move(move_number),
        message(std::move(text)),
        move_mark(move_start) {}
};

/// The diagnostic for a text that is not a YAML document lucas reads.
Diagnostic diagnose(const yaml::ReadError& error);

/// The closest of the candidates to a misspelt word, if one is close enough to suggest
/// ("did you mean ..."); empty otherwise.
std::string closest(std::string_view word, const std::vector<std::string_view>& candidates);

}  // namespace lucas
