// The page's class: many records checked at once, as lucas check checks a class folder (its
// summary table), and lucas report's pages. The records come in the request and stay in memory.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "serve/api.h"

namespace lucas::serve {

/// A file a page sent: its name (a path under the folder dropped, "classe/mia.yaml") and text.
struct Upload {
  std::string name;
  std::string text;
};

/// POST /api/class (multipart/form-data, the files in the field `records`): each record checked
/// as lucas check checks it, in the order of a folder's walk (text/file_names.h), named as
/// lucas check names a path (shown_text): {"files": the array `lucas check --format json` prints,
/// "summary": the table of `lucas check --summary` (present/class_summary.h's summary_json)}.
/// No file gets 400; a file over the reader's limit is an unreadable record, as on the disk.
Answer class_answer(std::vector<Upload> uploads, const Catalogue& catalogue);

/// POST /api/report?… (the same files): the bytes lucas report writes for those records with
/// the same options. No file, or a bad option, gets 400.
Answer report_answer(std::string_view target, std::vector<Upload> uploads,
                     const Catalogue& catalogue);

}  // namespace lucas::serve
