// Reading typed fields out of a YAML tree, with a diagnostic for every slip: the common ground
// of move records and handout templates.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "game/board.h"
#include "game/types.h"
#include "text/diagnostic.h"
#include "yaml/tree.h"

namespace lucas {

/// Checks fields of a YAML tree. Every check that fails adds a diagnostic and returns false, so
/// readers chain them with && and stop at the first slip of a field.
class FieldReader {
 public:
  std::vector<Diagnostic> diagnostics;

  /// Adds an error; returns false.
  bool fail(Code code, yaml::Mark mark, Message message);

  /// Checks that a map has only known keys (else "did you mean"), each once, and the required ones.
  bool keys(const yaml::Node& map, std::string_view where,
            const std::vector<std::string_view>& known,
            const std::vector<std::string_view>& required);
  /// Checks a node's kind.
  bool expect(const yaml::Node& node, yaml::Node::Kind kind, std::string_view field);
  /// A text scalar. Numbers and words are both text here: `initial: 1` is allowed.
  bool text(const yaml::Node& node, std::string_view field, std::string& out);
  /// A whole number in [low, high].
  bool number(const yaml::Node& node, std::string_view field, int low, int high, int& out);
  /// A whole number of any size, as a record's claims write them: a box 99 or a score of -1 is
  /// a claim the checker weighs, not a slip of the file. Beyond the range of long long it is
  /// kept as its nearest end, never wrapped.
  bool whole(const yaml::Node& node, std::string_view field, long long& out);
  /// A decimal number in [low, high] (lengths in millimetres).
  bool decimal(const yaml::Node& node, std::string_view field, double low, double high,
               double& out);
  /// true/false (yes/no accepted).
  bool boolean(const yaml::Node& node, std::string_view field, bool& out);
  /// A board, read from the keys of `map` (which may hold other keys too) by the rule of
  /// read_board (record/board_text.h): grid, dots or boxes, size, border. Rows and columns are
  /// in dots.
  bool board(const yaml::Node& map, BoardShape& shape);
};

}  // namespace lucas
