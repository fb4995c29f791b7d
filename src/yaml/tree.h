// A YAML document as a small tree with source positions, read in one event-driven pass.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lucas::yaml {

/// A place in a source text, 1-based; line 0 means "no place" (the whole file).
struct Mark {
  int line = 0;
  int column = 0;
  friend constexpr auto operator<=>(const Mark&, const Mark&) = default;
};

struct Entry;

/// One node of a document: a null, a scalar, a sequence or a map, with where it starts.
struct Node {
  enum class Kind { null, scalar, sequence, map };
  Kind kind = Kind::null;
  Mark mark;
  /// The text of a scalar, as written (without quotes).
  std::string scalar;
  /// Whether a scalar was quoted ('x' or "x"): a quoted scalar is always a string.
  bool quoted = false;
  std::vector<Node> items;     ///< a sequence's items
  std::vector<Entry> entries;  ///< a map's entries, in source order

  bool is_null() const { return kind == Kind::null; }
  bool is_scalar() const { return kind == Kind::scalar; }
  bool is_sequence() const { return kind == Kind::sequence; }
  bool is_map() const { return kind == Kind::map; }
  /// The value under a scalar key of a map, or nullptr.
  const Node* find(std::string_view key) const;
};

struct Entry {
  Node key;
  Node value;
};

/// Limits that keep hostile input bounded in time and memory.
struct Limits {
  /// Largest input read, in bytes (1 MiB: a whole class's longest game is a few kilobytes).
  size_t max_bytes = 1 << 20;
  /// Deepest nesting of sequences and maps (records and templates need fewer than 10).
  int max_depth = 32;
  /// Most nodes in one document.
  size_t max_nodes = 200'000;
};

/// Why a text is not a document lucas reads.
struct ReadError {
  enum class Kind {
    too_large,   ///< over Limits::max_bytes
    not_utf8,    ///< invalid UTF-8 at the mark
    nul_byte,    ///< a NUL byte at the mark
    syntax,      ///< YAML syntax error (detail from the parser)
    tab_indent,  ///< a tab in the indentation of a line, which YAML forbids (mark: the tab)
    anchor,      ///< an anchor or alias: records and templates have no use for them
    too_deep,    ///< nesting over Limits::max_depth
    too_many_nodes,
    empty,  ///< no document at all
    several_documents,
  };
  Kind kind;
  Mark mark;
  /// The parser's own words, for syntax errors.
  std::string detail;
  /// For the syntax errors lucas knows, the catalogue key that says them in the user's
  /// language ("yaml.end-of-map-flow"), empty otherwise; `detail` is then the character at fault
  /// for "yaml.unexpected".
  std::string reason;
};

/// A document, or why there is none.
struct ReadResult {
  std::optional<Node> root;
  std::optional<ReadError> error;
};

/// Reads one YAML document. A byte-order mark, CRLF line ends and tabs between tokens are read;
/// tabs that indent a line, anchors, aliases, several documents, NUL bytes and invalid UTF-8 are
/// refused. Never throws.
ReadResult read_document(std::string_view text, const Limits& limits = {});

/// The number of characters of a UTF-8 text (as read_document accepts it): limits on names are
/// in characters, so that "Noé" is three like "Noe".
size_t character_count(std::string_view text);

}  // namespace lucas::yaml
