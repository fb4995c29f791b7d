#include "record/fields.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "record/board_text.h"

namespace lucas {

namespace {

using yaml::Mark;
using yaml::Node;

const char* kind_key(const Node& node) {
  switch (node.kind) {
    case Node::Kind::null:
      return "type.null";
    case Node::Kind::scalar:
      return "type.scalar";
    case Node::Kind::sequence:
      return "type.sequence";
    case Node::Kind::map:
      return "type.map";
  }
  return "type.null";
}

// The French names a teacher may type for the keys of a record (plateau: for board:): said at
// the key, with the English one to write.
constexpr std::pair<std::string_view, std::string_view> kFrenchKeys[] = {
    {"titre", "title"},      {"jeu", "game"},          {"plateau", "board"},
    {"grille", "grid"},      {"points", "dots"},       {"cases", "boxes"},
    {"carres", "boxes"},     {"taille", "size"},       {"bord", "border"},
    {"bordure", "border"},   {"joueurs", "players"},   {"nom", "name"},
    {"initiale", "initial"}, {"coups", "moves"},       {"par", "by"},
    {"trait", "line"},       {"segment", "line"},      {"score", "score"},
    {"suivant", "next"},     {"conteste", "disputed"}, {"resultat", "result"},
    {"gagnant", "winner"},   {"regles", "rules"},      {"misere", "misere"},
};

// A key as compared with the French names: lower case, without its accents (« Règles »).
std::string plain(std::string_view key) {
  std::string out;
  for (size_t i = 0; i < key.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(key[i]);
    if (c >= 'A' && c <= 'Z') {
      out += static_cast<char>(c - 'A' + 'a');
    } else if (c == 0xC3 && i + 1 < key.size()) {
      // é è ê ë É È Ê Ë, à â, î ï, ô, ù û, ç: the letters of French keys, without accents.
      const unsigned char d = static_cast<unsigned char>(key[++i]) | 0x20;
      out += d >= 0xA8 && d <= 0xAB   ? 'e'
             : d >= 0xA0 && d <= 0xA2 ? 'a'
             : d >= 0xAC && d <= 0xAF ? 'i'
             : d >= 0xB2 && d <= 0xB4 ? 'o'
             : d >= 0xB9 && d <= 0xBB ? 'u'
             : d == 0xA7              ? 'c'
                                      : '?';
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

// The known key a French name stands for, or nothing.
std::optional<std::string_view> english_key(std::string_view key,
                                            const std::vector<std::string_view>& known) {
  const std::string typed = plain(key);
  for (const auto& [french, english] : kFrenchKeys)
    if (typed == french && english != key &&
        std::find(known.begin(), known.end(), english) != known.end())
      return english;
  return std::nullopt;
}

// Where a field is: the words for the whole record, the key's own name for the others.
Message& with_where(Message& message, std::string_view where) {
  if (where == "record") return message.with_text("where", "where.record");
  return message.with("where", std::string(where));
}

}  // namespace

bool FieldReader::fail(Code code, Mark mark, Message message) {
  diagnostics.push_back(Diagnostic{Severity::error, code, mark, std::nullopt, std::move(message)});
  return false;
}

bool FieldReader::keys(const Node& map, std::string_view where,
                       const std::vector<std::string_view>& known,
                       const std::vector<std::string_view>& required) {
  bool ok = true;
  std::vector<std::string> guessed;  // the fields unknown keys were taken for
  for (size_t i = 0; i < map.entries.size(); ++i) {
    const Node& key = map.entries[i].key;
    if (!key.is_scalar()) {
      ok = fail(Code::wrong_type, key.mark,
                Message("diag.key-not-text").with("where", std::string(where)));
      continue;
    }
    if (std::find(known.begin(), known.end(), key.scalar) == known.end()) {
      if (const auto english = english_key(key.scalar, known)) {
        guessed.emplace_back(*english);
        ok = fail(Code::unknown_key, key.mark,
                  Message("diag.french-key")
                      .with("key", key.scalar)
                      .with("english", std::string(*english)));
        continue;
      }
      Message m("diag.unknown-key");
      m.with("key", key.scalar);
      with_where(m, where);
      std::vector<std::string> names(known.begin(), known.end());
      m.with("known", names);
      const std::string guess = closest(key.scalar, known);
      m.key = guess.empty() ? "diag.unknown-key" : "diag.unknown-key-guess";
      m.with("guess", guess);
      guessed.push_back(guess);
      ok = fail(Code::unknown_key, key.mark, std::move(m));
      continue;
    }
    for (size_t j = 0; j < i; ++j)
      if (map.entries[j].key.is_scalar() && map.entries[j].key.scalar == key.scalar) {
        ok = fail(Code::duplicate_key, key.mark,
                  Message("diag.duplicate-key")
                      .with("key", key.scalar)
                      .with("first", map.entries[j].key.mark.line));
        break;
      }
  }
  // `lign: A-B` is one slip, said once: "did you mean 'line'?", not also "'line' is missing".
  for (std::string_view r : required)
    if (!map.find(r) && std::find(guessed.begin(), guessed.end(), r) == guessed.end())
      ok = fail(Code::missing_field, map.mark,
                with_where(Message("diag.missing-field").with("field", std::string(r)), where));
  return ok;
}

bool FieldReader::expect(const Node& node, Node::Kind kind, std::string_view field) {
  if (node.kind == kind) return true;
  Node wanted;
  wanted.kind = kind;
  // The whole record is named in words ("the record"), a field by its key.
  Message message(field == "record" ? "diag.record-wrong-type" : "diag.wrong-type");
  if (field != "record") message.with("field", std::string(field));
  return fail(Code::wrong_type, node.mark,
              message.with_text("expected", kind_key(wanted)).with_text("found", kind_key(node)));
}

bool FieldReader::text(const Node& node, std::string_view field, std::string& out) {
  if (!expect(node, Node::Kind::scalar, field)) return false;
  out = node.scalar;
  return true;
}

bool FieldReader::whole(const Node& node, std::string_view field, long long& out) {
  if (!expect(node, Node::Kind::scalar, field)) return false;
  std::string_view s = node.scalar;
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  long long value = 0;
  const auto [end, err] = std::from_chars(s.data(), s.data() + s.size(), value);
  const bool is_number =
      !s.empty() && err != std::errc::invalid_argument && end == s.data() + s.size();
  if (!is_number)
    return fail(
        Code::wrong_type, node.mark,
        Message("diag.not-a-number").with("field", std::string(field)).with("value", node.scalar));
  if (err == std::errc::result_out_of_range)
    value = s.front() == '-' ? std::numeric_limits<long long>::min()
                             : std::numeric_limits<long long>::max();
  out = value;
  return true;
}

bool FieldReader::number(const Node& node, std::string_view field, int low, int high, int& out) {
  long long value = 0;
  if (!whole(node, field, value)) return false;
  if (value < low || value > high)
    return fail(Code::out_of_range, node.mark,
                Message("diag.out-of-range")
                    .with("field", std::string(field))
                    .with("value", node.scalar)
                    .with("low", low)
                    .with("high", high));
  out = static_cast<int>(value);
  return true;
}

bool FieldReader::boolean(const Node& node, std::string_view field, bool& out) {
  if (node.is_scalar()) {
    std::string v = node.scalar;
    std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return std::tolower(c); });
    if (v == "true" || v == "yes") return out = true, true;
    if (v == "false" || v == "no") return out = false, true;
  }
  return fail(Code::wrong_type, node.mark,
              Message("diag.not-a-boolean").with("field", std::string(field)));
}

bool FieldReader::decimal(const Node& node, std::string_view field, double low, double high,
                          double& out) {
  if (!expect(node, Node::Kind::scalar, field)) return false;
  const std::string& s = node.scalar;
  double value = 0;
  const auto [end, err] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (s.empty() || err != std::errc() || end != s.data() + s.size() || !std::isfinite(value))
    return fail(Code::wrong_type, node.mark,
                Message("diag.not-a-decimal").with("field", std::string(field)).with("value", s));
  if (value < low || value > high)
    return fail(Code::out_of_range, node.mark,
                Message("diag.out-of-range")
                    .with("field", std::string(field))
                    .with("value", s)
                    .with("low", static_cast<int>(low))
                    .with("high", static_cast<int>(high)));
  out = value;
  return true;
}

bool FieldReader::board(const Node& map, BoardShape& shape) {
  BoardWords words;
  for (size_t i = 0; i < kBoardKeys.size(); ++i) {
    const std::string_view key = board_key_name(kBoardKeys[i]);
    if (const Node* node = map.find(key)) {
      std::string value;
      if (!text(*node, key, value)) return false;
      words[i] = std::move(value);
    }
  }
  const auto read = read_board(words, BoardSyntax::record);
  if (read) {
    shape = *read;
    return true;
  }
  // A record's words for each slip of the rule, at the key it is about or at the whole map; the
  // command line has its own (cli/board_options.cc).
  using Kind = BoardSlip::Kind;
  const BoardSlip& slip = read.error();
  const Node* at = map.find(board_key_name(slip.key));
  const Mark key_mark = at ? at->mark : map.mark;
  switch (slip.kind) {
    case Kind::unreadable:
      return fail(Code::bad_board, key_mark, slip.message);
    case Kind::both_sizes:
      return fail(Code::bad_board, map.mark, Message("diag.board-both"));
    case Kind::no_size:
      return fail(Code::bad_board, map.mark, Message("diag.board-none"));
    case Kind::size_on_square:
      return fail(Code::bad_board, key_mark, Message("diag.board-size-square"));
    case Kind::sizes_on_grid:
      return fail(Code::bad_board, key_mark,
                  Message("diag.board-grid-dots")
                      .with_text("grid", grid_text_key(slip.grid))
                      .with("key", std::string(board_key_name(slip.key))));
    case Kind::grid_without_size:
      return fail(Code::bad_board, map.mark,
                  Message("diag.board-grid-size-none").with_text("grid", grid_text_key(slip.grid)));
  }
  return false;
}

}  // namespace lucas
