// The template format, read here and nowhere else (docs/templates.md has it in full):
//
//   title: {fr: "La pipopipette", en: "Dots and Boxes"}     # every text: one entry per language
//   description: {fr: "…", en: "…"}                          # what is on it, for handout --list
//   paper: a4                                                # optional: the command's --paper
//   board: {dots: 3x4, border: none}                         # optional: the handout's board
//   players: [Mia, Noé]                                      # optional: the handout's names
//   blocks:
//     - title: {}                                            # the title, as a level-1 heading
//     - heading: {fr: "…", en: "…"}                          # or {level: 2, text: {fr:…, en:…}}
//     - paragraph: {fr: "Pango <b>markup</b>", en: "…"}
//     - list: [{fr: "…", en: "…"}, …]                        # or {numbered: true, items: [...]}
//     - grid: {dots: 6x6, border: none, labels: none, count: 2, spacing: 12, fields: true}
//     - replay: {record: mia-noe, moves: 1-7, every: move, per-row: 3, final: false}
//     - diagram: {dots: 3x4, labels: letters, lines: [A-B, M E-A], marks: {1: M},
//                 highlight: [B-F], hints: [C-D], caption: {fr: "…", en: "…"}, per-row: 3}
//     - form: {boxes: 5x5, players: [Mia, Noé]}
//     - page-break: {}
//     - hands-form: {rows: 24, players: [Lina, Sami]}           # a Chopsticks record form
//     - chopsticks-table: {}                                    # Chopsticks solved, every variant
//
// A line of a diagram may start with an initial ("M E-A") to ink it as that player's line. A
// grid or a form without a board of its own is drawn on the handout's board, and one without
// players takes the handout's: the command line changes those two (--dots, --boxes, --border,
// --players), and the title when a title block prints it (--title).
#include "handout/template.h"

#include <pango/pango.h>

#include <algorithm>

#include "game/board.h"
#include "game/notation.h"
#include "record/board_text.h"
#include "record/fields.h"

namespace lucas::handout {

namespace {

using yaml::Node;

constexpr std::string_view kBlockNames[] = {
    "title",   "heading", "paragraph",  "list",    "grid",       "replay",
    "diagram", "form",    "page-break", "puzzles", "hands-form", "chopsticks-table"};

class TemplateReader {
 public:
  TemplateReader(std::string_view language) : language_(language) {}

  FieldReader r;

  // A text in the chosen language: {fr: …, en: …}. A plain string is refused, so that no text
  // slips into a handout untranslated.
  bool text(const Node& node, std::string_view field, std::string& out) {
    if (!r.expect(node, Node::Kind::map, field)) return false;
    for (const auto& e : node.entries)
      if (e.key.is_scalar() && e.key.scalar == language_) return r.text(e.value, field, out);
    return r.fail(Code::missing_text, node.mark,
                  Message("diag.missing-text")
                      .with("field", std::string(field))
                      .with("language", std::string(language_)));
  }

  // A text drawn as Pango markup: checked here, so that a stray "&" or an unclosed <b> is a
  // diagnostic at its place rather than a warning on stderr and a blank on the page.
  bool markup(const Node& node, std::string_view field, std::string& out) {
    if (!text(node, field, out)) return false;
    GError* error = nullptr;
    if (pango_parse_markup(out.c_str(), static_cast<int>(out.size()), 0, nullptr, nullptr, nullptr,
                           &error))
      return true;
    // GLib's own words are English; the error's code says which mistake it is.
    const char* why = "diag.markup.unreadable";
    if (error && error->domain == G_MARKUP_ERROR) {
      switch (error->code) {
        case G_MARKUP_ERROR_PARSE:
          why = "diag.markup.parse";
          break;
        case G_MARKUP_ERROR_UNKNOWN_ELEMENT:
          why = "diag.markup.unknown-tag";
          break;
        case G_MARKUP_ERROR_UNKNOWN_ATTRIBUTE:
          why = "diag.markup.unknown-attribute";
          break;
        case G_MARKUP_ERROR_INVALID_CONTENT:
          why = "diag.markup.bad-attribute";
          break;
        case G_MARKUP_ERROR_MISSING_ATTRIBUTE:
          why = "diag.markup.missing-attribute";
          break;
        default:
          break;
      }
    }
    if (error) g_error_free(error);
    const Node* value = &node;
    for (const auto& e : node.entries)
      if (e.key.is_scalar() && e.key.scalar == language_) value = &e.value;
    return r.fail(
        Code::bad_markup, value->mark,
        Message("diag.bad-markup").with("field", std::string(field)).with_text("detail", why));
  }

  bool labels(const Node& map, render::DotLabels& out) {
    const Node* node = map.find("labels");
    if (!node) return true;
    std::string value;
    if (!r.text(*node, "labels", value)) return false;
    const auto labels = render::parse_dot_labels(value);
    if (!labels)
      return r.fail(Code::wrong_type, node->mark, Message("diag.bad-labels").with("value", value));
    out = *labels;
    return true;
  }

  bool board(const Node& map, BoardShape& out) { return r.board(map, out); }

  // The board of a grid or a form: its own when it gives one, else the handout's. Without
  // either, the board reader says that a size is missing.
  bool own_board(const Node& map, std::optional<BoardShape>& out) {
    const auto given = [&](BoardKey key) { return map.find(board_key_name(key)) != nullptr; };
    if (handout_board_ && std::none_of(kBoardKeys.begin(), kBoardKeys.end(), given)) return true;
    return board(map, out.emplace());
  }

  // Names for the forms and name fields: at most one per score column.
  bool players(const Node& node, std::vector<std::string>& out) {
    if (!r.expect(node, Node::Kind::sequence, "players")) return false;
    if (node.items.size() > kHandoutPlayers)
      return r.fail(Code::out_of_range, node.mark,
                    Message("diag.template-players")
                        .with("count", static_cast<int>(node.items.size()))
                        .with("most", static_cast<int>(kHandoutPlayers)));
    for (const Node& p : node.items) {
      std::string name;
      if (!r.text(p, "players", name)) return false;
      out.push_back(name);
    }
    return true;
  }

  /// Set before the blocks are read: grids and forms may then leave out their board.
  void set_handout_board(bool has) { handout_board_ = has; }

  // A line of a diagram's board, as written; checked against the board so that a template never
  // shows a line that cannot exist.
  bool line_on(const BoardShape& spec, const Node& node, std::string_view field, std::string& out) {
    if (!r.text(node, field, out)) return false;
    const Board board(spec);
    std::string written = out;
    const size_t space = written.find(' ');
    if (space != std::string::npos) written = written.substr(space + 1);
    const LineReading reading = parse_line(board, written);
    if (reading.line) return true;
    const Code code = reading.error == LineError::diagonal       ? Code::diagonal
                      : reading.error == LineError::not_adjacent ? Code::not_adjacent
                                                                 : Code::not_a_point;
    return r.fail(code, node.mark, Message("diag.template-line").with("line", written));
  }

  bool lines(const BoardShape& spec, const Node* node, std::string_view field,
             std::vector<std::string>& out) {
    if (!node) return true;
    if (!r.expect(*node, Node::Kind::sequence, field)) return false;
    for (const Node& item : node->items) {
      std::string line;
      if (!line_on(spec, item, field, line)) return false;
      out.push_back(line);
    }
    return true;
  }

  bool heading(const Node& node, Heading& out) {
    if (node.is_map() && node.find("text")) {
      if (!r.keys(node, "heading", {"text", "level"}, {"text"}) ||
          !markup(*node.find("text"), "heading", out.text))
        return false;
      if (const Node* level = node.find("level")) return r.number(*level, "level", 1, 2, out.level);
      return true;
    }
    return markup(node, "heading", out.text);
  }

  bool list(const Node& node, BulletList& out) {
    const Node* items = &node;
    if (node.is_map()) {
      if (!r.keys(node, "list", {"items", "numbered"}, {"items"})) return false;
      if (const Node* numbered = node.find("numbered");
          numbered && !r.boolean(*numbered, "numbered", out.numbered))
        return false;
      items = node.find("items");
    }
    if (!r.expect(*items, Node::Kind::sequence, "list")) return false;
    for (const Node& item : items->items) {
      std::string t;
      if (!markup(item, "list", t)) return false;
      out.items.push_back(t);
    }
    return true;
  }

  bool grid(const Node& node, Grid& out) {
    if (!r.expect(node, Node::Kind::map, "grid") ||
        !r.keys(node, "grid",
                {"grid", "dots", "boxes", "size", "border", "labels", "count", "spacing", "fields"},
                {}) ||
        !own_board(node, out.board) || !labels(node, out.labels))
      return false;
    if (const Node* count = node.find("count");
        count && !r.number(*count, "count", 1, 20, out.count))
      return false;
    if (const Node* spacing = node.find("spacing");
        spacing && !r.decimal(*spacing, "spacing", 4, 40, out.spacing_mm))
      return false;
    if (const Node* fields = node.find("fields");
        fields && !r.boolean(*fields, "fields", out.fields))
      return false;
    return true;
  }

  bool replay(const Node& node, ReplayBlock& out) {
    if (!r.expect(node, Node::Kind::map, "replay") ||
        !r.keys(node, "replay", {"record", "moves", "every", "per-row", "final"}, {}))
      return false;
    if (const Node* record = node.find("record")) {
      std::string name;
      if (!r.text(*record, "record", name)) return false;
      out.record = name;
      out.record_mark = record->mark;
    }
    if (const Node* moves = node.find("moves")) {
      // "1-7", or one move "7".
      if (!r.expect(*moves, Node::Kind::scalar, "moves")) return false;
      Node first = *moves, last = *moves;
      const size_t dash = moves->scalar.find('-');
      if (dash != std::string::npos) {
        first.scalar = moves->scalar.substr(0, dash);
        last.scalar = moves->scalar.substr(dash + 1);
      }
      if (!r.number(first, "moves", 1, 10000, out.first) ||
          !r.number(last, "moves", out.first, 10000, out.last))
        return false;
    }
    if (const Node* every = node.find("every")) {
      std::string value;
      if (!r.text(*every, "every", value)) return false;
      const auto parsed = render::parse_every(value);
      if (!parsed)
        return r.fail(Code::wrong_type, every->mark,
                      Message("diag.bad-every").with("value", value));
      out.every = *parsed;
    }
    if (const Node* per_row = node.find("per-row");
        per_row && !r.number(*per_row, "per-row", 1, 6, out.per_row))
      return false;
    if (const Node* final = node.find("final");
        final && !r.boolean(*final, "final", out.final_only))
      return false;
    return true;
  }

  bool diagram(const Node& node, Diagram& out) {
    if (!r.expect(node, Node::Kind::map, "diagram") ||
        !r.keys(node, "diagram",
                {"grid", "dots", "boxes", "size", "border", "labels", "lines", "marks", "highlight",
                 "hints", "caption", "per-row"},
                {}) ||
        !board(node, out.board) || !labels(node, out.labels))
      return false;
    std::vector<std::string> drawn;
    if (!lines(out.board, node.find("lines"), "lines", drawn) ||
        !lines(out.board, node.find("highlight"), "highlight", out.highlight) ||
        !lines(out.board, node.find("hints"), "hints", out.hints))
      return false;
    for (const std::string& line : drawn) {
      const size_t space = line.find(' ');
      if (space == std::string::npos)
        out.lines.emplace_back(line, "");
      else
        out.lines.emplace_back(line.substr(space + 1), line.substr(0, space));
    }
    const int box_count = Board(out.board).box_count();
    if (const Node* marks = node.find("marks")) {
      if (!r.expect(*marks, Node::Kind::map, "marks")) return false;
      for (const auto& e : marks->entries) {
        int number = 0;
        std::string initial;
        if (!r.number(e.key, "marks", 1, box_count, number) || !r.text(e.value, "marks", initial))
          return false;
        out.boxes[number] = initial;
      }
    }
    if (const Node* caption = node.find("caption");
        caption && !markup(*caption, "caption", out.caption))
      return false;
    if (const Node* per_row = node.find("per-row");
        per_row && !r.number(*per_row, "per-row", 1, 6, out.per_row))
      return false;
    return true;
  }

  bool puzzles(const Node& node, PuzzlesBlock& out) {
    if (!r.expect(node, Node::Kind::map, "puzzles") ||
        !r.keys(node, "puzzles", {"count", "per-row"}, {}))
      return false;
    if (const Node* count = node.find("count");
        count && !r.number(*count, "count", 1, kMaxPuzzles, out.count))
      return false;
    if (const Node* per_row = node.find("per-row");
        per_row && !r.number(*per_row, "per-row", 1, 6, out.per_row))
      return false;
    return true;
  }

  bool form(const Node& node, Form& out) {
    if (!r.expect(node, Node::Kind::map, "form") ||
        !r.keys(node, "form", {"grid", "dots", "boxes", "size", "border", "players"}, {}) ||
        !own_board(node, out.board))
      return false;
    if (const Node* names = node.find("players")) return players(*names, out.players);
    return true;
  }

  bool hands_form(const Node& node, ChopsticksForm& out) {
    if (!r.expect(node, Node::Kind::map, "hands-form") ||
        !r.keys(node, "hands-form", {"rows", "players"}, {}))
      return false;
    if (const Node* rows = node.find("rows"); rows && !r.number(*rows, "rows", 1, 200, out.rows))
      return false;
    if (const Node* names = node.find("players")) return players(*names, out.players);
    return true;
  }

  bool block(const Node& node, Block& out) {
    out.mark = node.mark;
    if (!r.expect(node, Node::Kind::map, "blocks")) return false;
    if (node.entries.size() != 1 || !node.entries[0].key.is_scalar())
      return r.fail(Code::unknown_block, node.mark, Message("diag.block-one-key"));
    const std::string& name = node.entries[0].key.scalar;
    const Node& value = node.entries[0].value;
    if (name == "title") {
      out.content.emplace<TitleBlock>();
      return r.expect(value, Node::Kind::map, "title") && r.keys(value, "title", {}, {});
    }
    if (name == "heading") return heading(value, out.content.emplace<Heading>());
    if (name == "paragraph")
      return markup(value, "paragraph", out.content.emplace<Paragraph>().text);
    if (name == "list") return list(value, out.content.emplace<BulletList>());
    if (name == "grid") return grid(value, out.content.emplace<Grid>());
    if (name == "replay") return replay(value, out.content.emplace<ReplayBlock>());
    if (name == "diagram") return diagram(value, out.content.emplace<Diagram>());
    if (name == "form") return form(value, out.content.emplace<Form>());
    if (name == "page-break") {
      out.content.emplace<PageBreak>();
      return true;
    }
    if (name == "puzzles") return puzzles(value, out.content.emplace<PuzzlesBlock>());
    if (name == "hands-form") return hands_form(value, out.content.emplace<ChopsticksForm>());
    if (name == "chopsticks-table") {
      out.content.emplace<ChopsticksTableBlock>();
      return r.expect(value, Node::Kind::map, "chopsticks-table") &&
             r.keys(value, "chopsticks-table", {}, {});
    }
    std::vector<std::string_view> names(std::begin(kBlockNames), std::end(kBlockNames));
    const std::string guess = closest(name, names);
    return r.fail(Code::unknown_block, node.entries[0].key.mark,
                  Message(guess.empty() ? "diag.unknown-block" : "diag.unknown-block-guess")
                      .with("block", name)
                      .with("guess", guess)
                      .with("known", std::vector<std::string>(std::begin(kBlockNames),
                                                              std::end(kBlockNames))));
  }

 private:
  std::string_view language_;
  bool handout_board_ = false;
};

}  // namespace

int form_rows(const BoardShape& spec) { return Board(spec).playable_line_count(); }

std::vector<Setting> Template::settings() const {
  std::vector<Setting> out;
  if (board) out.push_back(Setting::board);
  if (players) out.push_back(Setting::players);
  if (std::any_of(blocks.begin(), blocks.end(),
                  [](const Block& b) { return std::holds_alternative<TitleBlock>(b.content); }))
    out.push_back(Setting::title);
  if (std::any_of(blocks.begin(), blocks.end(),
                  [](const Block& b) { return std::holds_alternative<PuzzlesBlock>(b.content); }))
    out.push_back(Setting::puzzles);
  // A replay block with a record of its own replays it: the handout's text speaks of that game.
  if (std::find(out.begin(), out.end(), Setting::puzzles) != out.end() ||
      std::any_of(blocks.begin(), blocks.end(), [](const Block& b) {
        const auto* replay = std::get_if<ReplayBlock>(&b.content);
        return replay && !replay->record;
      }))
    out.push_back(Setting::record);
  return out;
}

BoardShape Template::board_of(const std::optional<BoardShape>& own) const {
  // The reader refuses a grid or form with neither, so the last fallback is never drawn.
  return own ? *own : board.value_or(BoardShape{});
}

TemplateReading read_template(std::string_view source, std::string_view language) {
  TemplateReading out;
  yaml::ReadResult doc = yaml::read_document(source);
  if (!doc.root) {
    out.diagnostics.push_back(diagnose(*doc.error));
    return out;
  }
  TemplateReader reader(language);
  FieldReader& r = reader.r;
  const Node& root = *doc.root;
  Template handout;
  bool ok =
      r.expect(root, Node::Kind::map, "template") &&
      r.keys(root, "template", {"title", "description", "paper", "board", "players", "blocks"},
             {"title", "blocks"}) &&
      reader.text(*root.find("title"), "title", handout.title);
  if (ok) {
    if (const Node* description = root.find("description"))
      ok = reader.text(*description, "description", handout.description);
    if (const Node* paper = root.find("paper")) ok = r.text(*paper, "paper", handout.paper) && ok;
    if (const Node* board = root.find("board")) {
      ok = r.expect(*board, Node::Kind::map, "board") &&
           r.keys(*board, "board", {"grid", "dots", "boxes", "size", "border"}, {}) &&
           reader.board(*board, handout.board.emplace()) && ok;
      reader.set_handout_board(true);
    }
    if (const Node* players = root.find("players"))
      ok = reader.players(*players, handout.players.emplace()) && ok;
    const Node& blocks = *root.find("blocks");
    if (r.expect(blocks, Node::Kind::sequence, "blocks")) {
      // Every block is read, so that one run reports every slip of a template.
      for (const Node& item : blocks.items) {
        Block block;
        if (reader.block(item, block)) handout.blocks.push_back(std::move(block));
      }
    }
  }
  out.diagnostics = std::move(r.diagnostics);
  if (ok && out.diagnostics.empty()) out.handout = std::move(handout);
  return out;
}

}  // namespace lucas::handout
