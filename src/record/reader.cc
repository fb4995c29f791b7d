// The move record format, read here and nowhere else:
//
//   title: Mia et Noé                 # optional
//   board:
//     dots: 3x4                       # rows x columns of dots (3 x 4, 3×4); or `boxes: 2x3`
//     border: none                    # none (default) | swedish | icelandic
//   misere: false                     # optional: the player with fewer boxes wins
//   players:                          # exactly two, in playing order: the first one starts
//     - {name: Mia, initial: M}       # initial: optional, the name's first letter by default
//     - {name: Noé, initial: N}
//   moves:                            # in playing order; [] before the first move
//     - {by: M, line: A-B}            # by: initial or name; line: two dot names joined by '-'
//     - "N B-C"                       # the same as one string: player, whitespace, line
//     - {by: M, line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: M}
//     - {by: N, line: F-J, boxes: {4: N}}   # which initial the sheet shows in each box
//     - {by: M, line: H-L, disputed: "trait trop pâle"}
//   result: {M: 4, N: 2}              # optional: the final totals
//
// Claims (boxes, score, next, result) are kept as written; the checker compares them with the
// replay. Every number or name a pupil can write wrong is such a claim: a box 7 on a 6-box board,
// a score of -1, a `next` naming nobody are findings of the checker, not slips of the file. What
// makes the text no record is its shape: not YAML, a missing or ill-typed field, a board that
// cannot exist, players that cannot be told apart. Names and initials are compared as
// record/player_name.h says (any case, any Unicode form).
#include "record/reader.h"

#include <algorithm>
#include <charconv>
#include <string>

#include "game/board.h"
#include "record/fields.h"
#include "record/player_name.h"

namespace lucas {

namespace {

using yaml::Node;

bool read_board(FieldReader& r, const Node& node, Record& record) {
  return r.expect(node, Node::Kind::map, "board") &&
         r.keys(node, "board", {"dots", "boxes", "border"}, {}) &&
         r.board(node, record.rows, record.cols, record.border);
}

bool read_players(FieldReader& r, const Node& node, Record& record) {
  if (!r.expect(node, Node::Kind::sequence, "players")) return false;
  if (node.items.size() != 2)
    return r.fail(Code::bad_players, node.mark,
                  Message("diag.two-players").with("count", static_cast<int>(node.items.size())));
  for (size_t i = 0; i < 2; ++i) {
    const Node& item = node.items[i];
    PlayerEntry& p = record.players[i];
    p.mark = item.mark;
    if (!r.expect(item, Node::Kind::map, "players")) return false;
    if (!r.keys(item, "players", {"name", "initial"}, {"name"})) return false;
    if (!r.text(*item.find("name"), "name", p.name)) return false;
    p.name = composed(p.name);
    if (p.name.empty() || yaml::character_count(p.name) > 60)
      return r.fail(Code::bad_players, item.find("name")->mark, Message("diag.bad-name"));
    if (const Node* initial = item.find("initial")) {
      if (!r.text(*initial, "initial", p.initial)) return false;
      p.initial = composed(p.initial);
      if (p.initial.empty() || yaml::character_count(p.initial) > 12 ||
          p.initial.find(' ') != std::string::npos)
        return r.fail(Code::bad_players, initial->mark,
                      Message("diag.bad-initial").with("value", p.initial));
    } else {
      p.initial = initial_of(p.name);
    }
  }
  const auto& [a, b] = record.players;
  // "Zoé" and "ZOÉ" are one name: the message shows both spellings when they differ.
  if (same_name(a.name, b.name))
    return r.fail(Code::bad_players, b.mark,
                  Message(a.name == b.name ? "diag.same-name" : "diag.same-name-written")
                      .with("name", b.name)
                      .with("first", a.name));
  if (same_name(a.initial, b.initial))
    return r.fail(
        Code::bad_players, b.mark,
        Message(a.initial == b.initial ? "diag.same-initial" : "diag.same-initial-written")
            .with("initial", b.initial)
            .with("first", a.initial));
  return true;
}

bool read_scores(FieldReader& r, const Node& node, std::string_view field,
                 std::vector<ScoreClaim>& out) {
  if (!r.expect(node, Node::Kind::map, field)) return false;
  for (const auto& e : node.entries) {
    ScoreClaim claim;
    if (!r.text(e.key, field, claim.player)) return false;
    claim.player_mark = e.key.mark;
    if (!r.whole(e.value, field, claim.boxes)) return false;
    claim.written = e.value.scalar;
    claim.mark = e.value.mark;
    out.push_back(std::move(claim));
  }
  return true;
}

bool read_boxes(FieldReader& r, const Node& node, std::vector<BoxClaim>& out) {
  if (node.is_sequence()) {
    for (const Node& item : node.items) {
      BoxClaim claim;
      claim.mark = item.mark;
      if (!r.whole(item, "boxes", claim.number)) return false;
      claim.written = item.scalar;
      out.push_back(std::move(claim));
    }
    return true;
  }
  if (node.is_map()) {
    for (const auto& e : node.entries) {
      BoxClaim claim;
      claim.mark = e.key.mark;
      std::string initial;
      if (!r.whole(e.key, "boxes", claim.number) || !r.text(e.value, "boxes", initial))
        return false;
      claim.written = e.key.scalar;
      claim.initial = initial;
      out.push_back(std::move(claim));
    }
    return true;
  }
  return r.fail(Code::wrong_type, node.mark, Message("diag.boxes-type"));
}

// Whitespace between the player and the line of a move string: spaces, or a tab typed by habit.
constexpr std::string_view kBlank = " \t";

bool read_move(FieldReader& r, const Node& node, Move& move) {
  move.mark = node.mark;
  if (node.is_scalar()) {
    // "M A-B": the player, then the line; blanks around them are no part of either.
    const std::string& s = node.scalar;
    const size_t by = s.find_first_not_of(kBlank);
    const size_t blank = s.find_first_of(kBlank, by);
    const size_t line = s.find_first_not_of(kBlank, blank);
    if (by == std::string::npos || blank == std::string::npos || line == std::string::npos)
      return r.fail(Code::wrong_type, node.mark, Message("diag.move-string").with("value", s));
    move.by = s.substr(by, blank - by);
    move.line = s.substr(line, s.find_last_not_of(kBlank) + 1 - line);
    move.by_mark = move.line_mark = node.mark;
    return true;
  }
  if (!r.expect(node, Node::Kind::map, "moves")) return false;
  if (!r.keys(node, "moves", {"by", "line", "boxes", "score", "next", "disputed"}, {"by", "line"}))
    return false;
  const Node& by = *node.find("by");
  const Node& line = *node.find("line");
  if (!r.text(by, "by", move.by) || !r.text(line, "line", move.line)) return false;
  move.by_mark = by.mark;
  move.line_mark = line.mark;
  if (const Node* boxes = node.find("boxes")) {
    move.boxes.emplace();
    move.boxes_mark = boxes->mark;
    if (!read_boxes(r, *boxes, *move.boxes)) return false;
  }
  if (const Node* score = node.find("score")) {
    move.score.emplace();
    if (!read_scores(r, *score, "score", *move.score)) return false;
  }
  if (const Node* next = node.find("next")) {
    move.next_mark = next->mark;
    if (next->is_null()) {
      move.next.emplace(std::nullopt);
    } else {
      std::string who;
      if (!r.text(*next, "next", who)) return false;
      move.next.emplace(who);
    }
  }
  if (const Node* disputed = node.find("disputed")) {
    std::string reason;
    if (!disputed->is_null() && !r.text(*disputed, "disputed", reason)) return false;
    move.disputed = reason;
  }
  return true;
}

}  // namespace

RecordReading read_record(std::string_view text) {
  RecordReading out;
  yaml::ReadResult doc = yaml::read_document(text);
  if (!doc.root) {
    out.diagnostics.push_back(diagnose(*doc.error));
    return out;
  }
  FieldReader r;
  const Node& root = *doc.root;
  if (root.is_null() || (root.is_scalar() && root.scalar.empty())) {
    r.fail(Code::empty, root.mark, Message("diag.empty"));
    out.diagnostics = std::move(r.diagnostics);
    return out;
  }
  Record record;
  bool ok = r.expect(root, Node::Kind::map, "record") &&
            r.keys(root, "record", {"title", "board", "misere", "players", "moves", "result"},
                   {"board", "players", "moves"});
  if (ok) {
    if (const Node* title = root.find("title")) ok = r.text(*title, "title", record.title) && ok;
    if (const Node* misere = root.find("misere"))
      ok = r.boolean(*misere, "misere", record.misere) && ok;
    ok = read_board(r, *root.find("board"), record) && ok;
    ok = read_players(r, *root.find("players"), record) && ok;
    const Node& moves = *root.find("moves");
    if (r.expect(moves, Node::Kind::sequence, "moves")) {
      for (const Node& item : moves.items) {
        Move move;
        ok = read_move(r, item, move) && ok;
        record.moves.push_back(std::move(move));
      }
    } else {
      ok = false;
    }
    if (const Node* result = root.find("result")) {
      record.result.emplace();
      record.result_mark = result->mark;
      ok = read_scores(r, *result, "result", *record.result) && ok;
    }
  }
  if (ok && r.diagnostics.empty()) out.record = std::move(record);
  out.diagnostics = std::move(r.diagnostics);
  // In file order, as the checker's: a map's missing field is found after its keys.
  std::stable_sort(out.diagnostics.begin(), out.diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) { return a.mark < b.mark; });
  return out;
}

}  // namespace lucas
