#include "text/diagnostic.h"

#include <algorithm>
#include <array>
#include <utility>

#include "text/names.h"

namespace lucas {

namespace {

constexpr Named<Severity> kSeverities[] = {
    {Severity::error, "error"},
    {Severity::warning, "warning"},
    {Severity::note, "note"},
};

// The one table of codes and their stable names.
constexpr Named<Code> kCodes[] = {
    {Code::not_a_point, "not-a-point"},
    {Code::not_adjacent, "not-adjacent"},
    {Code::diagonal, "diagonal"},
    {Code::repeated_line, "repeated-line"},
    {Code::wrong_player, "wrong-player"},
    {Code::unknown_player, "unknown-player"},
    {Code::move_after_end, "move-after-end"},
    {Code::wrong_boxes, "wrong-boxes"},
    {Code::wrong_initial, "wrong-initial"},
    {Code::wrong_score, "wrong-score"},
    {Code::wrong_next, "wrong-next"},
    {Code::wrong_result, "wrong-result"},
    {Code::disputed, "disputed"},
    {Code::cannot_read, "cannot-read"},
    {Code::too_large, "too-large"},
    {Code::not_utf8, "not-utf8"},
    {Code::syntax, "syntax"},
    {Code::anchor, "anchor"},
    {Code::too_deep, "too-deep"},
    {Code::empty, "empty"},
    {Code::several_documents, "several-documents"},
    {Code::missing_field, "missing-field"},
    {Code::unknown_key, "unknown-key"},
    {Code::duplicate_key, "duplicate-key"},
    {Code::wrong_type, "wrong-type"},
    {Code::bad_board, "bad-board"},
    {Code::bad_players, "bad-players"},
    {Code::out_of_range, "out-of-range"},
    {Code::cannot_write, "cannot-write"},
    {Code::output_is_input, "output-is-input"},
    {Code::bad_output, "bad-output"},
    {Code::other_pages, "other-pages"},
    {Code::bad_option, "bad-option"},
    {Code::unknown_block, "unknown-block"},
    {Code::missing_text, "missing-text"},
    {Code::bad_markup, "bad-markup"},
    {Code::unknown_option, "unknown-option"},
    {Code::unexpected_argument, "unexpected-argument"},
    {Code::missing_option, "missing-option"},
    {Code::missing_command, "missing-command"},
    {Code::unknown_command, "unknown-command"},
    {Code::bad_value, "bad-value"},
    {Code::wrong_count, "wrong-count"},
    {Code::conflicting_options, "conflicting-options"},
    {Code::missing_companion, "missing-companion"},
    {Code::usage, "usage"},
    {Code::internal, "internal"},
    {Code::unknown_game, "unknown-game"},
    {Code::bad_rules, "bad-rules"},
    {Code::bad_hand, "bad-hand"},
    {Code::dead_hand_touches, "dead-hand-touches"},
    {Code::touches_dead_hand, "touches-dead-hand"},
    {Code::bad_target, "bad-target"},
    {Code::no_splits, "no-splits"},
    {Code::split_no_change, "split-no-change"},
    {Code::split_total, "split-total"},
    {Code::split_over_four, "split-over-four"},
    {Code::split_kills, "split-kills"},
    {Code::split_resurrects, "split-resurrects"},
    {Code::wrong_hands, "wrong-hands"},
    {Code::cannot_listen, "cannot-listen"},
    {Code::not_found, "not-found"},
    {Code::forbidden, "forbidden"},
    {Code::bad_request, "bad-request"},
};

// Levenshtein distance, bounded: words are field names, a few letters long.
size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string_view severity_name(Severity severity) { return name_of(kSeverities, severity); }

std::string_view code_name(Code code) {
  const std::string_view name = name_of(kCodes, code);
  return name.empty() ? "unknown" : name;
}

Diagnostic diagnose(const yaml::ReadError& error) {
  using Kind = yaml::ReadError::Kind;
  Diagnostic d;
  d.mark = error.mark;
  switch (error.kind) {
    case Kind::too_large:
      d.code = Code::too_large;
      d.message = Message("diag.too-large").with("limit", "1 MiB");
      break;
    case Kind::not_utf8:
      d.code = Code::not_utf8;
      d.message = Message("diag.not-utf8");
      break;
    case Kind::nul_byte:
      d.code = Code::not_utf8;
      d.message = Message("diag.nul-byte");
      break;
    case Kind::syntax:
      d.code = Code::syntax;
      d.message = Message("diag.syntax");
      if (error.reason.empty())
        d.message.with("detail", error.detail);
      else
        d.message.with("detail", Message(error.reason).with("token", error.detail));
      break;
    case Kind::tab_indent:
      d.code = Code::syntax;
      d.message = Message("diag.tab-indent");
      break;
    case Kind::anchor:
      d.code = Code::anchor;
      d.message = Message("diag.anchor");
      break;
    case Kind::too_deep:
      d.code = Code::too_deep;
      d.message = Message("diag.too-deep").with("limit", yaml::Limits{}.max_depth);
      break;
    case Kind::too_many_nodes:
      d.code = Code::too_large;
      d.message =
          Message("diag.too-many-nodes").with("limit", static_cast<int>(yaml::Limits{}.max_nodes));
      break;
    case Kind::empty:
      d.code = Code::empty;
      d.message = Message("diag.empty");
      break;
    case Kind::several_documents:
      d.code = Code::several_documents;
      d.message = Message("diag.several-documents");
      break;
  }
  return d;
}

std::string closest(std::string_view word, const std::vector<std::string_view>& candidates) {
  std::string best;
  size_t best_distance = 3;  // more than two edits is another word, not a typo
  for (std::string_view c : candidates) {
    const size_t d = edit_distance(word, c);
    if (d < best_distance && d < std::max<size_t>(c.size(), 2)) {
      best_distance = d;
      best = std::string(c);
    }
  }
  return best;
}

}  // namespace lucas
