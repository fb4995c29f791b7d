// Reading a move record from YAML text.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "record/record.h"
#include "text/diagnostic.h"

namespace lucas {

/// A record, or the diagnostics that say why the text is not one.
struct RecordReading {
  std::optional<Record> record;
  std::vector<Diagnostic> diagnostics;
};

/// Reads a record (format: docs/record-format.md). Everything that makes the text no record
/// (YAML syntax, missing, unknown or ill-typed fields, an impossible board, players that cannot
/// be told apart) is a diagnostic; nothing is thrown. Numbers and names that are the pupils'
/// claims (box numbers, scores, `next`) are kept as written, whatever their value: the checker
/// weighs them.
RecordReading read_record(std::string_view text);

}  // namespace lucas
