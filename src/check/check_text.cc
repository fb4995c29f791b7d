#include "check/check_text.h"

#include <algorithm>
#include <optional>

#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "text/names.h"

namespace lucas {

Message after_move(int last) {
  // A record stopped before any line is not "after move 0".
  return last == 0 ? Message("verdict.at-start") : Message("verdict.after-move").with("last", last);
}

namespace {

// Chopsticks: every player's hands, "Lina 1-2, Sami 0-3", where Dots and Boxes gives scores.
std::string hands_list(const CheckResult& r, const ChopsticksReplay& game) {
  const auto& players = r.record->players;
  std::string out;
  for (size_t i = 0; i < players.size(); ++i)
    out += (i > 0 ? ", " : "") + players[i].name + " " + hands_text(game.hands.hands[i]);
  return out;
}

// The name of a Chopsticks player by place in the circle.
const std::string& circle_name(const CheckResult& r, int player) {
  return r.record->players[static_cast<size_t>(player)].name;
}

std::string scores(const CheckResult& r) {
  if (const auto* hands = std::get_if<ChopsticksReplay>(&r.replay)) return hands_list(r, *hands);
  const auto& score = std::get<DotsAndBoxesReplay>(r.replay).score;
  const auto& p = r.record->players;
  return p[0].name + " " + std::to_string(score[0]) + ", " + p[1].name + " " +
         std::to_string(score[1]);
}

// Whether a Dots-and-Boxes record is played misère: the fewer boxes win.
bool misere(const CheckResult& r) { return std::get<DotsAndBoxesRecord>(r.record->part).misere; }

// The most characters of a source line shown under a diagnostic.
constexpr int kExcerptWidth = 100;
// The fewest characters shown after the caret when a long line's excerpt starts at the move.
constexpr int kAfterCaret = 20;

// The source line of a mark (without its line end) and the caret under its column. A long line
// keeps the start of the diagnostic's move (move_mark) in view when it can.
std::string excerpt(std::string_view text, yaml::Mark mark, yaml::Mark move_mark,
                    LineCursor& cursor) {
  if (mark.line <= 0) return {};
  if (mark.line < cursor.line || !cursor.set) {
    cursor = LineCursor{1, text.substr(0, 3) == "\xEF\xBB\xBF" ? size_t{3} : size_t{0}, true};
  }
  size_t start = cursor.start;
  for (int line = cursor.line; line < mark.line; ++line) {
    const size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) return {};
    start = nl + 1;
  }
  cursor = LineCursor{mark.line, start, true};
  size_t end = text.find('\n', start);
  if (end == std::string_view::npos) end = text.size();
  std::string_view source = text.substr(start, end - start);
  if (!source.empty() && source.back() == '\r') source.remove_suffix(1);
  // A long line (a whole game on one line) is shown as a window around the caret: printed whole
  // under each of its diagnostics, it made the output grow as diagnostics x line length.
  const auto continuation = [](char c) { return (static_cast<unsigned char>(c) >> 6) == 0x2; };
  const auto length = static_cast<int>(
      std::count_if(source.begin(), source.end(), [&](char c) { return !continuation(c); }));
  int first = 1;  // the first column shown
  if (length > kExcerptWidth) {
    // Around the caret, but from the start of its move when that fits (a claim deep in a one-line
    // game then shows "{by: M, line: …" first), and never past the end of the line.
    first = std::max(1, mark.column - kExcerptWidth / 2);
    if (move_mark.line == mark.line && move_mark.column < first &&
        mark.column - move_mark.column <= kExcerptWidth - kAfterCaret)
      first = move_mark.column;
    first = std::max(1, std::min(first, length - kExcerptWidth + 1));
  }
  size_t begin = 0, stop = source.size();
  int column = 1;
  bool found = first == 1;
  for (size_t i = 0; i < source.size(); ++i) {
    if (continuation(source[i])) continue;
    if (column == first) begin = i, found = true;
    if (column == first + kExcerptWidth) {
      stop = i;
      break;
    }
    ++column;
  }
  if (!found) first = 1;  // a mark far past the end of its line: show the line from its start
  const std::string_view shown = source.substr(begin, stop - begin);
  const std::string number = std::to_string(mark.line);
  std::string out = " " + number + " | " + (begin > 0 ? "…" : "") + std::string(shown) +
                    (stop < source.size() ? "…" : "") + "\n";
  out += " " + std::string(number.size(), ' ') + " | " + (begin > 0 ? " " : "");
  // Tabs stay tabs so the caret lines up under them in a terminal.
  column = first;
  for (size_t i = 0; i < shown.size() && column < mark.column; ++i) {
    const auto c = static_cast<unsigned char>(shown[i]);
    if ((c >> 6) == 0x2) continue;
    out += c == '\t' ? '\t' : ' ';
    ++column;
  }
  return out + "^\n";
}

// What the legal moves of an invalid record give, for its verdict ("Léa 5, Maël 1, Léa wins"):
// the record's false claims do not change the game. Nothing when a rule error stopped the replay
// before the end, since the moves after it were never played.
std::optional<Message> game_from_moves(const CheckResult& r) {
  const auto& p = r.record->players;
  if (const auto* hands = std::get_if<ChopsticksReplay>(&r.replay)) {
    if (hands->winner)
      return Message("verdict.moves-won")
          .with("scores", scores(r))
          .with("winner", circle_name(r, *hands->winner));
    if (r.rule_broken()) return std::nullopt;
    Message m(r.disputed ? "verdict.moves-disputed" : "verdict.hands-playing");
    m.with("scores", scores(r)).with("after", after_move(r.moves_checked()));
    m.with("next", circle_name(r, hands->hands.to_move));
    if (r.disputed) m.with("disputed", r.halt->number);
    return m;
  }
  const DotsAndBoxesReplay& game = std::get<DotsAndBoxesReplay>(r.replay);
  if (r.over) {
    Message m(game.outcome == Outcome::draw ? "verdict.moves-draw" : "verdict.moves-won");
    if (misere(r) && game.outcome != Outcome::draw) m.key += "-misere";
    m.with("scores", scores(r))
        .with("winner", game.outcome == Outcome::second_wins ? p[1].name : p[0].name);
    return m;
  }
  if (r.rule_broken()) return std::nullopt;
  Message m(r.disputed ? "verdict.moves-disputed" : "verdict.moves-playing");
  m.with("scores", scores(r)).with("after", after_move(r.moves_checked()));
  m.with("next", p[static_cast<size_t>(index_of(r.next))].name);
  if (r.disputed) {
    m.with("disputed", r.halt->number);
  } else {
    m.count("left", game.board->playable_line_count() - r.moves_checked());
  }
  return m;
}

constexpr Named<Status> kStatuses[] = {
    {Status::finished, "finished"},
    {Status::interrupted, "interrupted"},
    {Status::invalid, "invalid"},
    {Status::unreadable, "unreadable"},
};

}  // namespace

std::string_view status_name(Status status) { return name_of(kStatuses, status); }

// Chopsticks' finished and interrupted games: the hands, who won or plays next.
std::string hands_verdict(const CheckResult& r, const ChopsticksReplay& game, const Catalogue& c) {
  if (game.winner)
    return c.format(Message("verdict.finished")
                        .with("scores", scores(r))
                        .with("winner", circle_name(r, *game.winner)));
  if (game.agreed_draw)
    return c.format(Message("verdict.hands-draw")
                        .with("after", after_move(r.moves_checked()))
                        .with("scores", scores(r)));
  Message m(r.disputed ? "verdict.disputed" : "verdict.hands-interrupted");
  m.with("after", after_move(r.moves_checked())).with("scores", scores(r));
  m.with("next", circle_name(r, game.hands.to_move));
  if (r.halt) m.with("disputed", r.halt->number);
  return c.format(m);
}

std::string verdict(const CheckResult& r, const Catalogue& c) {
  // A board of triangles or hexagons has cells, not boxes: « case », "cell".
  const auto* dots = std::get_if<DotsAndBoxesReplay>(&r.replay);
  const bool cells = dots && dots->board && dots->board->grid() != Grid::square;
  auto say = [&](Message m) { return c.format(m.of_cells(cells)); };
  if (const auto* hands = std::get_if<ChopsticksReplay>(&r.replay);
      hands && (r.status == Status::finished || r.status == Status::interrupted))
    return hands_verdict(r, *hands, c);
  switch (r.status) {
    case Status::finished: {
      const auto& p = r.record->players;
      Message m(dots->outcome == Outcome::draw ? "verdict.finished-draw" : "verdict.finished");
      m.with("scores", scores(r))
          .with("winner", dots->outcome == Outcome::second_wins ? p[1].name : p[0].name);
      if (misere(r) && dots->outcome != Outcome::draw) m.key += "-misere";
      return say(m);
    }
    case Status::interrupted: {
      Message m(r.disputed ? "verdict.disputed" : "verdict.interrupted");
      m.with("after", after_move(r.moves_checked())).with("scores", scores(r));
      m.with("next", r.record->players[static_cast<size_t>(index_of(r.next))].name);
      // A disputed move's verdict says no count; its text has no plural forms.
      if (r.disputed)
        m.with("left", dots->board->playable_line_count() - r.moves_checked());
      else
        m.count("left", dots->board->playable_line_count() - r.moves_checked());
      if (r.halt) m.with("disputed", r.halt->number);
      return say(m);
    }
    case Status::invalid: {
      Message invalid("verdict.invalid");
      invalid.count("count", r.error_count());
      const std::optional<Message> game = game_from_moves(r);
      if (!game) return say(invalid);
      return say(
          Message("verdict.invalid-from-moves").with("invalid", invalid).with("game", *game));
    }
    case Status::unreadable:
      return say(Message("verdict.unreadable"));
  }
  return {};
}

std::string format_diagnostic(std::string_view name, std::string_view text, const Diagnostic& d,
                              const Catalogue& c, bool color) {
  LineCursor cursor;
  return format_diagnostic(name, text, d, c, color, cursor);
}

std::string format_diagnostic(std::string_view name, std::string_view text, const Diagnostic& d,
                              const Catalogue& c, bool color, LineCursor& cursor) {
  const char* bold = color ? "\033[1m" : "";
  const char* reset = color ? "\033[0m" : "";
  std::string out = bold + std::string(name);
  if (d.mark.line > 0)
    out += ":" + std::to_string(d.mark.line) + ":" + std::to_string(d.mark.column);
  out += std::string(": ") + reset;
  // Red for errors, magenta for warnings, cyan for notes, as compilers colour them.
  static constexpr const char* kColours[] = {"\033[1;31m", "\033[1;35m", "\033[1;36m"};
  out += color ? kColours[static_cast<int>(d.severity)] : "";
  out += c.text("severity." + std::string(severity_name(d.severity)));
  out += "[" + std::string(code_name(d.code)) + "]" + reset + ": " + c.format(d.message) + "\n";
  return out + excerpt(text, d.mark, d.move_mark, cursor);
}

std::string format_diagnostics(const CheckedFile& file, const Catalogue& c, bool color) {
  std::string out;
  LineCursor cursor;
  for (const Diagnostic& d : file.result.diagnostics)
    out += format_diagnostic(file.name, file.text, d, c, color, cursor);
  return out;
}

std::string format_text(const CheckedFile& file, const Catalogue& c, bool color) {
  const char* bold = color ? "\033[1m" : "";
  const char* red = color ? "\033[1;31m" : "";
  const char* green = color ? "\033[1;32m" : "";
  const char* reset = color ? "\033[0m" : "";
  std::string out = format_diagnostics(file, c, color);
  const bool good =
      file.result.status == Status::finished || file.result.status == Status::interrupted;
  out += bold + file.name + ": " + reset + (good ? green : red) + verdict(file.result, c) + reset +
         "\n";
  return out;
}

Json players_json(const Record& record) {
  Json players = Json::array();
  for (const PlayerEntry& p : record.players)
    players.push_back({{"name", p.name}, {"initial", p.initial}});
  return players;
}

Json diagnostics_json(const std::vector<Diagnostic>& diagnostics, const Catalogue& c) {
  Json array = Json::array();
  for (const Diagnostic& d : diagnostics) {
    const bool located = d.mark.line > 0;
    array.push_back({{"severity", severity_name(d.severity)},
                     {"code", code_name(d.code)},
                     {"move", d.move ? Json(*d.move) : Json()},
                     {"line", located ? Json(d.mark.line) : Json()},
                     {"column", located ? Json(d.mark.column) : Json()},
                     {"message", c.format(d.message)}});
  }
  return array;
}

Json check_json(const std::vector<CheckedFile>& files, const Catalogue& c) {
  Json document = Json::array();
  for (const CheckedFile& file : files) {
    const CheckResult& r = file.result;
    Json entry = {{"file", file.name}, {"status", status_name(r.status)}, {"moves", r.moves_read}};
    if (r.record && r.status != Status::unreadable) {
      const auto& p = r.record->players;
      entry["players"] = players_json(*r.record);
      if (const auto* game = std::get_if<ChopsticksReplay>(&r.replay)) {
        // Chopsticks has hands, not scores: [[1, 2], [0, 3]], each player's left then right.
        Json hands = Json::array();
        for (const Hands& h : game->hands.hands) hands.push_back({h.left, h.right});
        const bool playing = !r.over && !game->agreed_draw && !r.rule_broken();
        entry["score"] = nullptr;
        entry["next"] =
            playing ? Json(p[static_cast<size_t>(game->hands.to_move)].initial) : Json();
        entry["winner"] = game->winner        ? Json(p[static_cast<size_t>(*game->winner)].initial)
                          : game->agreed_draw ? Json("draw")
                                              : Json();
        entry["game"] = std::string(game_entry(Game::chopsticks).word);
        entry["hands"] = hands;
      } else {
        const DotsAndBoxesReplay& dots = std::get<DotsAndBoxesReplay>(r.replay);
        entry["score"] = {dots.score[0], dots.score[1]};
        const bool playing =
            r.status == Status::interrupted || (r.status == Status::invalid && !r.over);
        entry["next"] = playing ? Json(p[static_cast<size_t>(index_of(r.next))].initial) : Json();
        switch (dots.outcome) {
          case Outcome::first_wins:
            entry["winner"] = p[0].initial;
            break;
          case Outcome::second_wins:
            entry["winner"] = p[1].initial;
            break;
          case Outcome::draw:
            entry["winner"] = "draw";
            break;
          case Outcome::none:
            entry["winner"] = nullptr;
            break;
        }
      }
    } else {
      // One at a time: the fields come in the documented order (a chained assignment would
      // create them from the right).
      for (const char* field : {"players", "score", "next", "winner"}) entry[field] = nullptr;
    }
    entry["verdict"] = verdict(r, c);
    entry["diagnostics"] = diagnostics_json(r.diagnostics, c);
    document.push_back(std::move(entry));
  }
  return document;
}

std::string format_json(const std::vector<CheckedFile>& files, const Catalogue& c) {
  return json_document(check_json(files, c));
}

}  // namespace lucas
