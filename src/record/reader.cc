// The move record format, read here and nowhere else:
//
//   title: Mia et Noé                 # optional
//   board:
//     dots: 3x4                       # rows x columns of dots (3 x 4, 3×4); or `boxes: 2x3`
//     border: none                    # none (default) | swedish | icelandic
//   # or a board of triangles or hexagons (seed 004), dots named in reading order:
//   #   board: {grid: triangle, size: 3}   # 3 segments a side: 10 dots, 18 lines, 9 cells
//   #   board: {grid: hexagon, size: 2}    # 2 cells a side: 24 dots, 30 lines, 7 cells
//   #   border: swedish is drawn on their outline too; icelandic is square only
//   misere: false                     # optional: the player with fewer boxes wins
//   players:                          # exactly two, in playing order: the first one starts
//                                     # (a name alone, - Mia, has its first letter as initial)
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
// A Chopsticks record (the Chopsticks page) says so with `game:`, and has hands, not a board:
//
//   game: chopsticks                  # absent: dots-and-boxes
//   rules: {end: cutoff, splits: yes} # optional: end cutoff|rollover, splits, resurrection
//                                     # (yes by default), suicide (no by default)
//   players:                          # two or more, in playing order round the circle
//     - {name: Lina, initial: L}
//     - {name: Sami, initial: S}
//   moves:
//     - {by: L, touch: G-D}           # my left hand on the other's right (G/D or L/R)
//     - {by: S, touch: D-D, hands: {L: 1-2, S: 1-1}}   # everyone's hands after the move
//     - {by: L, split: 0-3}           # my hands become left 0, right 3
//     - "S G-G"                       # short forms: "S G-G" a touch, "L 2-1" a split,
//     - "L D-G S"                     # "L D-G S" a touch of S (three players or more)
//     - {by: L, touch: D-G, to: S}    # with three players or more a touch names its target
//   result: {winner: S}               # or: draw (agreed, e.g. a rollover game going round)
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
#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "record/fields.h"
#include "record/player_name.h"

namespace lucas {

namespace {

using yaml::Node;

bool read_board(FieldReader& r, const Node& node, DotsAndBoxesRecord& game) {
  return r.expect(node, Node::Kind::map, "board") &&
         r.keys(node, "board", {"grid", "dots", "boxes", "size", "border"}, {}) &&
         r.board(node, game.board);
}

// The most players of a Chopsticks circle: a class's table group.
constexpr size_t kMaxCircle = 8;

bool read_players(FieldReader& r, const Node& node, Record& record) {
  if (!r.expect(node, Node::Kind::sequence, "players")) return false;
  const size_t count = node.items.size();
  if (record.game() == Game::chopsticks && (count < 2 || count > kMaxCircle))
    return r.fail(Code::bad_players, node.mark,
                  Message("diag.circle-players")
                      .with("count", static_cast<int>(count))
                      .with("most", static_cast<int>(kMaxCircle)));
  if (record.game() == Game::dots_and_boxes && count != 2)
    return r.fail(Code::bad_players, node.mark,
                  Message("diag.two-players").with("count", static_cast<int>(count)));
  record.players.resize(count);
  std::vector<bool> written(count, false);  // the initial is written, not the name's own
  for (size_t i = 0; i < count; ++i) {
    const Node& item = node.items[i];
    PlayerEntry& p = record.players[i];
    p.mark = item.mark;
    // A name alone (- Mia) is {name: Mia}: what a teacher writes first, initials by default.
    const Node* name = &item;
    const Node* initial = nullptr;
    if (item.kind != Node::Kind::scalar) {
      if (!r.expect(item, Node::Kind::map, "players")) return false;
      if (!r.keys(item, "players", {"name", "initial"}, {"name"})) return false;
      name = item.find("name");
      initial = item.find("initial");
    }
    if (!r.text(*name, "name", p.name)) return false;
    p.name = composed(p.name);
    if (!is_player_name(p.name))
      return r.fail(Code::bad_players, name->mark, Message("diag.bad-name"));
    if (initial) {
      written[i] = true;
      if (!r.text(*initial, "initial", p.initial)) return false;
      p.initial = composed(p.initial);
      if (!is_initial(p.initial))
        return r.fail(Code::bad_players, initial->mark,
                      Message("diag.bad-initial").with("value", p.initial));
    } else {
      p.initial = initial_of(p.name);
    }
  }
  const std::vector<PlayerEntry>& all = record.players;
  for (size_t j = 1; j < all.size(); ++j)
    for (size_t i = 0; i < j; ++i) {
      const PlayerEntry& a = all[i];
      const PlayerEntry& b = all[j];
      // "Zoé" and "ZOÉ" are one name: the message shows both spellings when they differ.
      if (same_name(a.name, b.name))
        return r.fail(Code::bad_players, b.mark,
                      Message(a.name == b.name ? "diag.same-name" : "diag.same-name-written")
                          .with("name", b.name)
                          .with("first", a.name));
      if (same_name(a.initial, b.initial) && !written[j])
        // Léa and Lucas: the record shows how to write the second one's, and a free initial.
        return r.fail(Code::bad_players, b.mark,
                      Message("diag.same-initial-name")
                          .with("initial", b.initial)
                          .with("name", b.name)
                          .with("suggested", initial_beside(b.name, a.initial)));
      if (same_name(a.initial, b.initial))
        return r.fail(
            Code::bad_players, b.mark,
            Message(a.initial == b.initial ? "diag.same-initial" : "diag.same-initial-written")
                .with("initial", b.initial)
                .with("first", a.initial));
    }
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

// The claims every game's move may make about the turn: who plays next (`next: N`, or `next:`
// empty for nobody, the end) and whether the players could not agree on it (`disputed`).
bool read_turn_claims(FieldReader& r, const Node& node, Move& move) {
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

bool read_move(FieldReader& r, const Node& node, Move& move) {
  move.mark = node.mark;
  DotsAndBoxesClaims& own = move.part.emplace<DotsAndBoxesClaims>();
  if (node.is_scalar()) {
    // "M A-B": the player, then the line; blanks around them are no part of either.
    const std::string& s = node.scalar;
    const size_t by = s.find_first_not_of(kBlank);
    const size_t blank = s.find_first_of(kBlank, by);
    const size_t line = s.find_first_not_of(kBlank, blank);
    if (by == std::string::npos || blank == std::string::npos || line == std::string::npos)
      return r.fail(Code::wrong_type, node.mark, Message("diag.move-string").with("value", s));
    move.by = s.substr(by, blank - by);
    own.line = s.substr(line, s.find_last_not_of(kBlank) + 1 - line);
    move.by_mark = own.line_mark = node.mark;
    return true;
  }
  if (!r.expect(node, Node::Kind::map, "moves")) return false;
  if (!r.keys(node, "moves", {"by", "line", "boxes", "score", "next", "disputed"}, {"by", "line"}))
    return false;
  const Node& by = *node.find("by");
  const Node& line = *node.find("line");
  if (!r.text(by, "by", move.by) || !r.text(line, "line", own.line)) return false;
  move.by_mark = by.mark;
  own.line_mark = line.mark;
  if (const Node* boxes = node.find("boxes")) {
    own.boxes.emplace();
    own.boxes_mark = boxes->mark;
    if (!read_boxes(r, *boxes, *own.boxes)) return false;
  }
  if (const Node* score = node.find("score")) {
    own.score.emplace();
    if (!read_scores(r, *score, "score", *own.score)) return false;
  }
  return read_turn_claims(r, node, move);
}

bool read_game(FieldReader& r, const Node& node, Game& game) {
  std::string value;
  if (!r.text(node, "game", value)) return false;
  if (const std::optional<Game> named = game_named(value)) return game = *named, true;
  std::vector<std::string_view> words;
  for (const GameEntry& entry : kGames) words.push_back(entry.word);
  const std::string guess = closest(value, words);
  return r.fail(Code::unknown_game, node.mark,
                Message(guess.empty() ? "diag.unknown-game" : "diag.unknown-game-guess")
                    .with("value", value)
                    .with("guess", guess));
}

bool read_rules(FieldReader& r, const Node& node, ChopsticksRules& rules) {
  if (!r.expect(node, Node::Kind::map, "rules") ||
      !r.keys(node, "rules", {"end", "splits", "resurrection", "suicide"}, {}))
    return false;
  bool ok = true;
  if (const Node* end = node.find("end")) {
    std::string value;
    if (!r.text(*end, "end", value)) {
      ok = false;
    } else if (value == "cutoff") {
      rules.end = HandEnd::cutoff;
    } else if (value == "rollover") {
      rules.end = HandEnd::rollover;
    } else {
      const std::string guess = closest(value, {"cutoff", "rollover"});
      ok = r.fail(Code::bad_rules, end->mark,
                  Message(guess.empty() ? "diag.bad-end" : "diag.bad-end-guess")
                      .with("value", value)
                      .with("guess", guess));
    }
  }
  if (const Node* n = node.find("splits")) ok = r.boolean(*n, "splits", rules.splits) && ok;
  if (const Node* n = node.find("resurrection"))
    ok = r.boolean(*n, "resurrection", rules.resurrection) && ok;
  if (const Node* n = node.find("suicide")) ok = r.boolean(*n, "suicide", rules.suicide) && ok;
  return ok;
}

bool read_hands_claims(FieldReader& r, const Node& node, std::vector<ChopsticksHandsClaim>& out) {
  if (!r.expect(node, Node::Kind::map, "hands")) return false;
  for (const auto& e : node.entries) {
    ChopsticksHandsClaim claim;
    if (!r.text(e.key, "hands", claim.player) || !r.text(e.value, "hands", claim.written))
      return false;
    claim.player_mark = e.key.mark;
    claim.mark = e.value.mark;
    out.push_back(std::move(claim));
  }
  return true;
}

// A Chopsticks move: a map, or the short form "L G-D", "L 2-1", "L D-G S".
bool read_hand_move(FieldReader& r, const Node& node, Move& move) {
  move.mark = node.mark;
  ChopsticksClaims& own = move.part.emplace<ChopsticksClaims>();
  if (node.is_scalar()) {
    const std::string& s = node.scalar;
    std::vector<std::string> words;
    for (size_t at = s.find_first_not_of(kBlank); at != std::string::npos;
         at = s.find_first_not_of(kBlank, at)) {
      const size_t end = s.find_first_of(kBlank, at);
      words.push_back(s.substr(at, end == std::string::npos ? std::string::npos : end - at));
      at = end;
    }
    if (words.size() < 2 || words.size() > 3)
      return r.fail(Code::wrong_type, node.mark, Message("diag.hand-move-string").with("value", s));
    move.by = words[0];
    own.hand_move = words[1];
    own.split = looks_like_split(own.hand_move);
    if (words.size() == 3) own.to = words[2];
    move.by_mark = own.hand_move_mark = own.to_mark = node.mark;
    return true;
  }
  if (!r.expect(node, Node::Kind::map, "moves")) return false;
  if (!r.keys(node, "moves", {"by", "touch", "split", "to", "hands", "next", "disputed"}, {"by"}))
    return false;
  const Node& by = *node.find("by");
  if (!r.text(by, "by", move.by)) return false;
  move.by_mark = by.mark;
  const Node* touch = node.find("touch");
  const Node* split = node.find("split");
  if ((touch == nullptr) == (split == nullptr))
    return r.fail(touch ? Code::wrong_type : Code::missing_field, node.mark,
                  Message(touch ? "diag.touch-and-split" : "diag.touch-or-split"));
  own.split = split != nullptr;
  const Node& what = split ? *split : *touch;
  if (!r.text(what, split ? "split" : "touch", own.hand_move)) return false;
  own.hand_move_mark = what.mark;
  if (const Node* to = node.find("to")) {
    std::string who;
    if (!r.text(*to, "to", who)) return false;
    own.to = who;
    own.to_mark = to->mark;
  }
  if (const Node* hands = node.find("hands")) {
    own.hands.emplace();
    own.hands_mark = hands->mark;
    if (!read_hands_claims(r, *hands, *own.hands)) return false;
  }
  return read_turn_claims(r, node, move);
}

// `result: {winner: S}` or `result: draw`.
bool read_winner(FieldReader& r, const Node& node, ChopsticksRecord& game) {
  if (node.is_scalar() && node.scalar == "draw") {
    game.winner.emplace(std::nullopt);
    return true;
  }
  if (!node.is_map()) return r.fail(Code::wrong_type, node.mark, Message("diag.chopsticks-result"));
  if (!r.keys(node, "result", {"winner"}, {"winner"})) return false;
  std::string who;
  if (!r.text(*node.find("winner"), "winner", who)) return false;
  game.winner.emplace(who);
  return true;
}

}  // namespace

RecordReading read_record(std::string_view text) {
  RecordReading out;
  yaml::ReadResult doc = yaml::read_document(text);
  if (!doc.root) {
    out.diagnostics.push_back(diagnose(*doc.error));
    // An empty file is said as a record's, not in words that also fit a handout's template.
    if (out.diagnostics.back().code == Code::empty)
      out.diagnostics.back().message = Message("diag.empty-record");
    return out;
  }
  FieldReader r;
  const Node& root = *doc.root;
  if (root.is_null() || (root.is_scalar() && root.scalar.empty())) {
    r.fail(Code::empty, root.mark, Message("diag.empty-record"));
    out.diagnostics = std::move(r.diagnostics);
    return out;
  }
  Record record;
  bool ok = r.expect(root, Node::Kind::map, "record");
  Game game = Game::dots_and_boxes;
  if (ok)
    if (const Node* node = root.find("game")) ok = read_game(r, *node, game);
  if (game == Game::chopsticks) record.part = ChopsticksRecord{};
  if (ok && game == Game::chopsticks) {
    ok = r.keys(root, "record", {"title", "game", "rules", "players", "moves", "result"},
                {"players", "moves"});
  } else if (ok) {
    ok = r.keys(root, "record", {"title", "game", "board", "misere", "players", "moves", "result"},
                {"board", "players", "moves"});
  }
  if (ok && game == Game::chopsticks) {
    ChopsticksRecord& own = std::get<ChopsticksRecord>(record.part);
    if (const Node* title = root.find("title")) ok = r.text(*title, "title", record.title) && ok;
    if (const Node* rules = root.find("rules")) ok = read_rules(r, *rules, own.rules) && ok;
    ok = read_players(r, *root.find("players"), record) && ok;
    const Node& moves = *root.find("moves");
    if (r.expect(moves, Node::Kind::sequence, "moves")) {
      // No moves is the start, as a Dots-and-Boxes record with none is the empty board.
      for (const Node& item : moves.items) {
        Move move;
        ok = read_hand_move(r, item, move) && ok;
        record.moves.push_back(std::move(move));
      }
    } else {
      ok = false;
    }
    if (const Node* result = root.find("result")) {
      record.result_mark = result->mark;
      ok = read_winner(r, *result, own) && ok;
    }
  } else if (ok) {
    DotsAndBoxesRecord& own = std::get<DotsAndBoxesRecord>(record.part);
    if (const Node* title = root.find("title")) ok = r.text(*title, "title", record.title) && ok;
    if (const Node* misere = root.find("misere"))
      ok = r.boolean(*misere, "misere", own.misere) && ok;
    ok = read_board(r, *root.find("board"), own) && ok;
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
      own.result.emplace();
      record.result_mark = result->mark;
      ok = read_scores(r, *result, "result", *own.result) && ok;
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
