// The move record format, read here and nowhere else:
//
//   title: Mia et Noé                 # optional
//   board:
//     dots: 3x4                       # rows x columns of dots; or `boxes: 2x3`, the same board
//     border: none                    # none (default) | swedish | icelandic
//   misere: false                     # optional: the player with fewer boxes wins
//   players:                          # exactly two, in playing order: the first one starts
//     - {name: Mia, initial: M}       # initial: optional, the name's first letter by default
//     - {name: Noé, initial: N}
//   moves:                            # at least one
//     - {by: M, line: A-B}            # by: initial or name; line: two dot names joined by '-'
//     - "N B-C"                       # the same as one string: player, then line
//     - {by: M, line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: M}
//     - {by: N, line: F-J, boxes: {4: N}}   # which initial the sheet shows in each box
//     - {by: M, line: H-L, disputed: "trait trop pâle"}
//   result: {M: 4, N: 2}              # optional: the final totals
//
// Claims (boxes, score, next, result) are kept as written; the checker compares them with the
// replay. Board-dependent ranges (box numbers, scores) are checked here, since a box 99 on a
// 6-box board is no claim one can check, only a typing slip.
#include "record/reader.h"

#include "game/board.h"

#include <algorithm>
#include <charconv>
#include <string>

namespace lucas {

namespace {

using yaml::Node;

const char* kind_key(const Node& node) {
  switch (node.kind) {
    case Node::Kind::null: return "type.null";
    case Node::Kind::scalar: return "type.scalar";
    case Node::Kind::sequence: return "type.sequence";
    case Node::Kind::map: return "type.map";
  }
  return "type.null";
}

// The reader's state: the diagnostics so far. Every check adds one and returns false.
class Reader {
 public:
  std::vector<Diagnostic> diagnostics;

  bool fail(Code code, Mark mark, Message message) {
    diagnostics.push_back(Diagnostic{Severity::error, code, mark, std::nullopt, std::move(message)});
    return false;
  }

  // Checks that a map has only known keys, each once, and the required ones.
  bool keys(const Node& map, std::string_view where, const std::vector<std::string_view>& known,
            const std::vector<std::string_view>& required) {
    bool ok = true;
    for (size_t i = 0; i < map.entries.size(); ++i) {
      const Node& key = map.entries[i].key;
      if (!key.is_scalar()) {
        ok = fail(Code::wrong_type, key.mark, Message("diag.key-not-text").with("where", std::string(where)));
        continue;
      }
      if (std::find(known.begin(), known.end(), key.scalar) == known.end()) {
        Message m("diag.unknown-key");
        m.with("key", key.scalar).with("where", std::string(where));
        std::vector<std::string> names(known.begin(), known.end());
        m.with("known", names);
        const std::string guess = closest(key.scalar, known);
        m.key = guess.empty() ? "diag.unknown-key" : "diag.unknown-key-guess";
        m.with("guess", guess);
        ok = fail(Code::unknown_key, key.mark, std::move(m));
        continue;
      }
      for (size_t j = 0; j < i; ++j)
        if (map.entries[j].key.is_scalar() && map.entries[j].key.scalar == key.scalar) {
          ok = fail(Code::duplicate_key, key.mark,
                    Message("diag.duplicate-key").with("key", key.scalar).with("first", map.entries[j].key.mark.line));
          break;
        }
    }
    for (std::string_view r : required)
      if (!map.find(r))
        ok = fail(Code::missing_field, map.mark,
                  Message("diag.missing-field").with("field", std::string(r)).with("where", std::string(where)));
    return ok;
  }

  bool expect(const Node& node, Node::Kind kind, std::string_view field) {
    if (node.kind == kind) return true;
    Node wanted;
    wanted.kind = kind;
    return fail(Code::wrong_type, node.mark,
                Message("diag.wrong-type")
                    .with("field", std::string(field))
                    .with_text("expected", kind_key(wanted))
                    .with_text("found", kind_key(node)));
  }

  // A text scalar. Numbers and words are both text here: `initial: 1` is allowed.
  bool text(const Node& node, std::string_view field, std::string& out) {
    if (!expect(node, Node::Kind::scalar, field)) return false;
    out = node.scalar;
    return true;
  }

  // A whole number in [low, high].
  bool number(const Node& node, std::string_view field, int low, int high, int& out) {
    if (!expect(node, Node::Kind::scalar, field)) return false;
    std::string_view s = node.scalar;
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    long long value = 0;
    const auto [end, err] = std::from_chars(s.data(), s.data() + s.size(), value);
    const bool is_number = !s.empty() && err != std::errc::invalid_argument && end == s.data() + s.size();
    if (!is_number)
      return fail(Code::wrong_type, node.mark,
                  Message("diag.not-a-number").with("field", std::string(field)).with("value", node.scalar));
    if (err == std::errc::result_out_of_range || value < low || value > high)
      return fail(Code::out_of_range, node.mark,
                  Message("diag.out-of-range")
                      .with("field", std::string(field))
                      .with("value", node.scalar)
                      .with("low", low)
                      .with("high", high));
    out = static_cast<int>(value);
    return true;
  }

  bool boolean(const Node& node, std::string_view field, bool& out) {
    if (node.is_scalar()) {
      std::string v = node.scalar;
      std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return std::tolower(c); });
      if (v == "true" || v == "yes") return out = true, true;
      if (v == "false" || v == "no") return out = false, true;
    }
    return fail(Code::wrong_type, node.mark,
                Message("diag.not-a-boolean").with("field", std::string(field)));
  }

  // "3x4", "3 x 4" or "3×4".
  bool size(const Node& node, std::string_view field, int& rows, int& cols) {
    if (!expect(node, Node::Kind::scalar, field)) return false;
    std::string s;
    for (char c : node.scalar)
      if (c != ' ') s += c;
    const std::string times = "\xC3\x97";  // ×
    size_t sep = s.find(times);
    size_t sep_len = times.size();
    if (sep == std::string::npos) {
      sep = s.find_first_of("xX");
      sep_len = 1;
    }
    auto parse = [](std::string_view part, int& out) {
      long long v = 0;
      const auto [end, err] = std::from_chars(part.data(), part.data() + part.size(), v);
      if (part.empty() || end != part.data() + part.size() || err != std::errc()) return false;
      out = v > 100000 ? 100000 : static_cast<int>(v);
      return true;
    };
    if (sep == std::string::npos || !parse(std::string_view(s).substr(0, sep), rows) ||
        !parse(std::string_view(s).substr(sep + sep_len), cols))
      return fail(Code::bad_board, node.mark,
                  Message("diag.bad-size").with("field", std::string(field)).with("value", node.scalar));
    return true;
  }
};

bool read_board(Reader& r, const Node& node, Record& record) {
  if (!r.expect(node, Node::Kind::map, "board")) return false;
  if (!r.keys(node, "board", {"dots", "boxes", "border"}, {})) return false;
  const Node* dots = node.find("dots");
  const Node* boxes = node.find("boxes");
  if ((dots == nullptr) == (boxes == nullptr))
    return r.fail(Code::bad_board, node.mark, Message(dots ? "diag.board-both" : "diag.board-none"));
  int rows = 0, cols = 0;
  if (!r.size(dots ? *dots : *boxes, dots ? "dots" : "boxes", rows, cols)) return false;
  if (boxes) ++rows, ++cols;
  if (!Board::valid_size(rows, cols))
    return r.fail(Code::bad_board, (dots ? dots : boxes)->mark,
                  Message("diag.board-size")
                      .with("value", (dots ? dots : boxes)->scalar)
                      .with("min", Board::kMinDots)
                      .with("max", Board::kMaxDots));
  record.rows = rows;
  record.cols = cols;
  if (const Node* border = node.find("border")) {
    std::string value;
    if (!r.text(*border, "border", value)) return false;
    if (value == "none") record.border = Border::none;
    else if (value == "swedish") record.border = Border::swedish;
    else if (value == "icelandic") record.border = Border::icelandic;
    else {
      const std::string guess = closest(value, {"none", "swedish", "icelandic"});
      return r.fail(Code::bad_board, border->mark,
                    Message(guess.empty() ? "diag.bad-border" : "diag.bad-border-guess")
                        .with("value", value)
                        .with("guess", guess));
    }
  }
  return true;
}

// The first character of a UTF-8 text, upper-cased when it is an ASCII letter.
std::string first_letter(std::string_view name) {
  if (name.empty()) return {};
  const auto c = static_cast<unsigned char>(name[0]);
  const size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
  std::string s(name.substr(0, std::min(len, name.size())));
  if (len == 1) s[0] = static_cast<char>(std::toupper(c));
  return s;
}

bool same_text(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

bool read_players(Reader& r, const Node& node, Record& record) {
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
    if (p.name.empty() || p.name.size() > 60)
      return r.fail(Code::bad_players, item.find("name")->mark, Message("diag.bad-name"));
    if (const Node* initial = item.find("initial")) {
      if (!r.text(*initial, "initial", p.initial)) return false;
      if (p.initial.empty() || p.initial.size() > 12 || p.initial.find(' ') != std::string::npos)
        return r.fail(Code::bad_players, initial->mark, Message("diag.bad-initial").with("value", p.initial));
    } else {
      p.initial = first_letter(p.name);
    }
  }
  const auto& [a, b] = record.players;
  if (same_text(a.name, b.name))
    return r.fail(Code::bad_players, b.mark, Message("diag.same-name").with("name", b.name));
  if (same_text(a.initial, b.initial))
    return r.fail(Code::bad_players, b.mark, Message("diag.same-initial").with("initial", b.initial));
  return true;
}

bool read_scores(Reader& r, const Node& node, std::string_view field, int box_count,
                 std::vector<ScoreClaim>& out) {
  if (!r.expect(node, Node::Kind::map, field)) return false;
  for (const auto& e : node.entries) {
    ScoreClaim claim;
    if (!r.text(e.key, field, claim.player)) return false;
    if (!r.number(e.value, field, 0, box_count, claim.boxes)) return false;
    claim.mark = e.value.mark;
    out.push_back(std::move(claim));
  }
  return true;
}

bool read_boxes(Reader& r, const Node& node, int box_count, std::vector<BoxClaim>& out) {
  if (node.is_sequence()) {
    for (const Node& item : node.items) {
      BoxClaim claim;
      claim.mark = item.mark;
      if (!r.number(item, "boxes", 1, box_count, claim.number)) return false;
      out.push_back(claim);
    }
    return true;
  }
  if (node.is_map()) {
    for (const auto& e : node.entries) {
      BoxClaim claim;
      claim.mark = e.key.mark;
      std::string initial;
      if (!r.number(e.key, "boxes", 1, box_count, claim.number) || !r.text(e.value, "boxes", initial))
        return false;
      claim.initial = initial;
      out.push_back(claim);
    }
    return true;
  }
  return r.fail(Code::wrong_type, node.mark, Message("diag.boxes-type"));
}

bool read_move(Reader& r, const Node& node, int box_count, Move& move) {
  move.mark = node.mark;
  if (node.is_scalar()) {
    // "M A-B": the player, then the line.
    const std::string& s = node.scalar;
    const size_t space = s.find(' ');
    const size_t start = space == std::string::npos ? space : s.find_first_not_of(' ', space);
    if (space == std::string::npos || start == std::string::npos)
      return r.fail(Code::wrong_type, node.mark, Message("diag.move-string").with("value", s));
    move.by = s.substr(0, space);
    move.line = s.substr(start);
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
    if (!read_boxes(r, *boxes, box_count, *move.boxes)) return false;
  }
  if (const Node* score = node.find("score")) {
    move.score.emplace();
    move.score_mark = score->mark;
    if (!read_scores(r, *score, "score", box_count, *move.score)) return false;
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
  Reader r;
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
    if (const Node* misere = root.find("misere")) ok = r.boolean(*misere, "misere", record.misere) && ok;
    const bool board_ok = read_board(r, *root.find("board"), record);
    ok = read_players(r, *root.find("players"), record) && board_ok && ok;
    // Moves and claims are read only on a readable board: their ranges depend on it.
    if (board_ok) {
      const int box_count = (record.rows - 1) * (record.cols - 1);
      const Node& moves = *root.find("moves");
      if (r.expect(moves, Node::Kind::sequence, "moves")) {
        if (moves.items.empty()) ok = r.fail(Code::no_moves, moves.mark, Message("diag.no-moves"));
        for (const Node& item : moves.items) {
          Move move;
          ok = read_move(r, item, box_count, move) && ok;
          record.moves.push_back(std::move(move));
        }
      } else {
        ok = false;
      }
      if (const Node* result = root.find("result")) {
        record.result.emplace();
        record.result_mark = result->mark;
        ok = read_scores(r, *result, "result", box_count, *record.result) && ok;
      }
    }
  }
  if (ok && r.diagnostics.empty()) out.record = std::move(record);
  out.diagnostics = std::move(r.diagnostics);
  return out;
}

}  // namespace lucas
