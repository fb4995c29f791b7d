// From the paths a teacher gives (record files, class folders, "-") to the records to read, in a
// defined order, each once: what lucas check and lucas report read.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/check_text.h"
#include "text/diagnostic.h"
#include "text/file_names.h"
#include "text/shown_text.h"

namespace lucas::cli {

/// One record to read, or a path that gave none (a folder without a record, a folder that
/// cannot be read) with the reason.
struct RecordSource {
  /// The path to open: as given, or the folder given joined with the path found under it; "-"
  /// is standard input.
  std::string path;
  /// The path as printed: valid UTF-8 without control characters (shown_text).
  std::string shown;
  /// Why this path gives no record.
  std::optional<Diagnostic> problem;
};

/// What a command's path arguments name.
struct RecordSources {
  std::vector<RecordSource> sources;
  /// A folder was given: the reader asked for a class, not one record.
  bool folder_given = false;
};

/// Expands the arguments in order. A file (or "-", or a path that does not exist) is one
/// source, whatever its name. A folder gives every *.yaml and *.yml file under it (any case of
/// the extension), walked recursively, each folder's names sorted by sort_key then natural
/// order; names starting with a dot are hidden and skipped, links are followed. A folder that
/// cannot be read, or that holds no record file, is a source with that problem. Each file and
/// folder is taken once, where it is first reached (the same file again, by its resolved path,
/// through a second argument or a link, is left out), so a link loop ends.
RecordSources record_sources(const std::vector<std::string>& arguments);

/// Reads and checks every source (read_checked), each named by its shown path.
std::vector<CheckedFile> read_sources(const RecordSources& sources);

/// text/shown_text.h's and text/file_names.h's, for the commands.
using lucas::shown_text;
using lucas::sorts_before;

}  // namespace lucas::cli
