#include "yaml/tree.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <optional>
#include <sstream>

namespace lucas::yaml {

const Node* Node::find(std::string_view key) const {
  for (const Entry& e : entries)
    if (e.key.is_scalar() && e.key.scalar == key) return &e.value;
  return nullptr;
}

namespace {

// The parser's messages that a record or a template typed by hand can meet, with the catalogue
// key that says each in the user's words and what to write instead. yaml-cpp's own constants,
// so that a message it rewords is no longer matched rather than wrongly translated.
std::string parser_reason(const std::string& message) {
  namespace msg = YAML::ErrorMsg;
  static const std::pair<const char*, const char*> kKnown[] = {
      {msg::END_OF_MAP_FLOW, "yaml.end-of-map-flow"},
      {msg::END_OF_SEQ_FLOW, "yaml.end-of-seq-flow"},
      {msg::END_OF_MAP, "yaml.end-of-map"},
      {msg::END_OF_SEQ, "yaml.end-of-seq"},
      {msg::FLOW_END, "yaml.flow-end"},
      {msg::BLOCK_ENTRY, "yaml.block-entry"},
      {msg::MAP_KEY, "yaml.map-key"},
      {msg::MAP_VALUE, "yaml.map-value"},
      {msg::UNKNOWN_TOKEN, "yaml.unknown-token"},
      {msg::EOF_IN_SCALAR, "yaml.eof-in-scalar"},
      {msg::CHAR_IN_SCALAR, "yaml.char-in-scalar"},
      {msg::DOC_IN_SCALAR, "yaml.doc-in-scalar"},
      {msg::SINGLE_QUOTED_CHAR, "yaml.single-quoted-char"},
      {msg::INVALID_ESCAPE, "yaml.invalid-escape"},
  };
  for (const auto& [said, key] : kKnown) {
    const std::string_view known(said);
    // Some end with ": " and the character at fault.
    if (message == known || (known.ends_with(": ") && message.starts_with(known))) return key;
  }
  return {};
}

// yaml-cpp counts columns in bytes; people count characters (Noé is three, not four).
Mark to_mark(const YAML::Mark& m, std::string_view text) {
  if (m.pos < 0 || m.column < 0 || static_cast<size_t>(m.pos) > text.size() || m.column > m.pos)
    return {m.line + 1, m.column + 1};
  int column = 1;
  for (size_t i = static_cast<size_t>(m.pos - m.column); i < static_cast<size_t>(m.pos); ++i)
    column += (static_cast<unsigned char>(text[i]) >> 6) != 0x2 ? 1 : 0;
  return {m.line + 1, column};
}

// The same, for the parser's marks in the order they come: counting each column from the
// start of its line made a long one-line flow collection quadratic (a 1 MiB `[a, a, ...]`
// took minutes), so counting resumes from the previous mark when it is on the same line.
class Columns {
 public:
  explicit Columns(std::string_view text) : text_(text) {}

  Mark operator()(const YAML::Mark& m) {
    if (m.pos < 0 || m.column < 0 || static_cast<size_t>(m.pos) > text_.size() || m.column > m.pos)
      return {m.line + 1, m.column + 1};
    const auto pos = static_cast<size_t>(m.pos);
    const size_t line_start = pos - static_cast<size_t>(m.column);
    if (line_start != line_start_ || pos < pos_) {
      line_start_ = line_start;
      pos_ = line_start;
      column_ = 1;
    }
    for (; pos_ < pos; ++pos_)
      column_ += (static_cast<unsigned char>(text_[pos_]) >> 6) != 0x2 ? 1 : 0;
    return {m.line + 1, column_};
  }

 private:
  std::string_view text_;
  size_t line_start_ = std::string_view::npos;
  size_t pos_ = 0;
  int column_ = 1;
};

// Thrown by the handler to stop the parser at once; caught in read_document, the edge.
struct Stop {
  ReadError error;
};

// Builds the tree from parser events. Maps are filled as key, value, key, value ...
class Builder : public YAML::EventHandler {
 public:
  Builder(const Limits& limits, std::string_view text) : limits_(limits), columns_(text) {}

  std::optional<Node> root;
  /// Where the parser put the root, in bytes from the start (-1 before any event).
  int root_pos = -1;

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    check_anchor(mark, anchor);
    add(make(Node::Kind::null, mark));
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    throw Stop{{ReadError::Kind::anchor, to_mark(mark), {}}};
  }
  void OnAnchor(const YAML::Mark& mark, const std::string&) override {
    throw Stop{{ReadError::Kind::anchor, to_mark(mark), {}}};
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    check_anchor(mark, anchor);
    // yaml-cpp tags a quoted scalar "!" and a plain one "?".
    Node node = make(Node::Kind::scalar, mark);
    node.scalar = value;
    node.quoted = tag == "!";
    // A plain "~" or "null" is YAML's null, as in `next: ~`.
    if (!node.quoted && (value == "~" || value == "null" || value == "Null" || value == "NULL"))
      node.kind = Node::Kind::null;
    add(std::move(node));
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, anchor, Node::Kind::sequence);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, anchor, Node::Kind::map);
  }
  void OnMapEnd() override { close(); }

  /// Where the innermost collection of this kind still open starts: the `{` or `[` a parser
  /// error of a flow collection never closed is about.
  std::optional<Mark> open_start(Node::Kind kind) const {
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
      if (it->kind == kind) return it->mark;
    return std::nullopt;
  }

 private:
  void check_anchor(const YAML::Mark& mark, YAML::anchor_t anchor) {
    if (anchor != YAML::NullAnchor) throw Stop{{ReadError::Kind::anchor, to_mark(mark), {}}};
  }

  void count(const YAML::Mark& mark) {
    if (++nodes_ > limits_.max_nodes)
      throw Stop{{ReadError::Kind::too_many_nodes, to_mark(mark), {}}};
  }

  void open(const YAML::Mark& mark, YAML::anchor_t anchor, Node::Kind kind) {
    check_anchor(mark, anchor);
    count(mark);
    if (static_cast<int>(stack_.size()) >= limits_.max_depth)
      throw Stop{{ReadError::Kind::too_deep, to_mark(mark), {}}};
    stack_.push_back(make(kind, mark));
    pending_key_.push_back(false);
  }

  void close() {
    Node done = std::move(stack_.back());
    stack_.pop_back();
    pending_key_.pop_back();
    add(std::move(done), /*counted=*/true);
  }

  void add(Node node, bool counted = false) {
    if (!counted) count(YAML::Mark{});
    if (stack_.empty()) {
      root = std::move(node);
      return;
    }
    Node& parent = stack_.back();
    if (parent.is_sequence()) {
      parent.items.push_back(std::move(node));
    } else if (!pending_key_.back()) {
      parent.entries.push_back(Entry{std::move(node), Node{}});
      pending_key_.back() = true;
    } else {
      parent.entries.back().value = std::move(node);
      pending_key_.back() = false;
    }
  }

  Mark to_mark(const YAML::Mark& m) { return columns_(m); }
  Node make(Node::Kind kind, const YAML::Mark& m) {
    if (root_pos < 0) root_pos = m.pos;
    Node node;
    node.kind = kind;
    node.mark = to_mark(m);
    return node;
  }

  const Limits& limits_;
  Columns columns_;
  std::vector<Node> stack_;
  std::vector<bool> pending_key_;
  size_t nodes_ = 0;
};

// Returns the mark of the first byte that is not valid UTF-8 or is NUL, if any.
std::optional<ReadError> check_encoding(std::string_view text) {
  int line = 1, column = 1;
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0) return ReadError{ReadError::Kind::nul_byte, {line, column}, {}};
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    bool ok = len != 0 && i + len <= text.size();
    for (size_t k = 1; ok && k < len; ++k)
      ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
    if (ok && len > 1) {
      // Refuse overlong forms and surrogates, as a strict decoder does.
      const auto c1 = static_cast<unsigned char>(text[i + 1]);
      if ((len == 2 && c < 0xC2) || (len == 3 && c == 0xE0 && c1 < 0xA0) ||
          (len == 3 && c == 0xED && c1 >= 0xA0) || (len == 4 && c == 0xF0 && c1 < 0x90) ||
          (len == 4 && (c > 0xF4 || (c == 0xF4 && c1 >= 0x90))))
        ok = false;
    }
    if (!ok) return ReadError{ReadError::Kind::not_utf8, {line, column}, {}};
    if (c == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
    i += len;
  }
  return std::nullopt;
}

// The length in bytes of the UTF-8 character that starts with this byte.
size_t char_length(char first) {
  const auto c = static_cast<unsigned char>(first);
  return c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

// Whether a line starts (`---`) or ends (`...`) a document: without one there is only one.
bool has_document_marker(std::string_view text) {
  for (size_t start = 0; start < text.size();) {
    const std::string_view line = text.substr(start, 3);
    if (line == "---" || line == "...") return true;
    const size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return false;
}

// Where a tab indents the given line (1-based), if one does: the parser's own words for it
// ("illegal map value", "illegal block entry") name the symptom, not the tab.
std::optional<Mark> indenting_tab(std::string_view text, int line) {
  size_t start = 0;
  for (int n = 1; n < line; ++n) {
    start = text.find('\n', start);
    if (start == std::string_view::npos) return std::nullopt;
    ++start;
  }
  const size_t content = std::min(text.find_first_not_of(" \t", start), text.size());
  const size_t tab = text.find('\t', start);
  if (tab >= content) return std::nullopt;
  return Mark{line, static_cast<int>(tab - start) + 1};
}

}  // namespace

ReadResult read_document(std::string_view text, const Limits& limits) {
  if (text.size() > limits.max_bytes)
    return {std::nullopt, ReadError{ReadError::Kind::too_large, {}, {}}};
  if (auto bad = check_encoding(text)) return {std::nullopt, bad};
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);

  std::istringstream in{std::string(text)};
  Builder builder(limits, text);
  try {
    YAML::Parser parser(in);
    if (!parser.HandleNextDocument(builder) || !builder.root)
      return {std::nullopt, ReadError{ReadError::Kind::empty, {}, {}}};
    // A second document is an error. yaml-cpp's LoadAll can loop forever on some inputs (`,`),
    // so documents are never read in a loop: one more call tells whether another one follows.
    Builder rest(limits, text);
    if (parser.HandleNextDocument(rest)) {
      const Mark at = rest.root ? rest.root->mark : Mark{};
      // yaml-cpp takes a stray token it cannot place (`,` alone, or after `[a]`) for the start
      // of another document, with no `---` or `...` line before it: a syntax error.
      const auto pos = static_cast<size_t>(rest.root_pos);
      if (!has_document_marker(text) && rest.root_pos >= 0 && pos < text.size())
        return {std::nullopt, ReadError{ReadError::Kind::syntax, at,
                                        std::string(text.substr(pos, char_length(text[pos]))),
                                        "yaml.unexpected"}};
      return {std::nullopt, ReadError{ReadError::Kind::several_documents, at, {}}};
    }
  } catch (const Stop& stop) {
    return {std::nullopt, stop.error};
  } catch (const YAML::Exception& e) {
    const Mark at = to_mark(e.mark, text);
    // YAML forbids tabs for indentation, and people indent with tabs: say so, at the tab.
    if (const auto tab = indenting_tab(text, at.line))
      return {std::nullopt, ReadError{ReadError::Kind::tab_indent, *tab, e.msg}};
    const std::string reason = parser_reason(e.msg);
    // The parser notices a `{` or `[` never closed where the text stops making sense, often a
    // line further on: the caret goes to the bracket that needs closing.
    std::optional<Mark> bracket;
    if (reason == "yaml.end-of-map-flow") bracket = builder.open_start(Node::Kind::map);
    if (reason == "yaml.end-of-seq-flow") bracket = builder.open_start(Node::Kind::sequence);
    return {std::nullopt, ReadError{ReadError::Kind::syntax, bracket.value_or(at), e.msg, reason}};
  } catch (const std::exception& e) {
    return {std::nullopt, ReadError{ReadError::Kind::syntax, {}, e.what()}};
  }
  return {std::move(builder.root), std::nullopt};
}

size_t character_count(std::string_view text) {
  size_t count = 0;
  for (size_t i = 0; i < text.size(); i += char_length(text[i])) ++count;
  return count;
}

}  // namespace lucas::yaml
