// A file's name as lucas prints it and as it sorts a class's files: the order of a folder's
// records (lucas check, lucas report) and of the files a page uploads.
#pragma once

#include <string>
#include <string_view>

namespace lucas {

/// Whether name a sorts before name b among a folder's files: accents and case set aside
/// (Éloïse beside Eloi, not after Zoé), runs of digits compared as numbers (partie-2 before
/// partie-10), then the bytes decide.
bool sorts_before(std::string_view a, std::string_view b);

/// Whether path a sorts before path b as lucas check's walk of a folder reaches them: the first
/// component ("/" between folders) that differs decides, by sorts_before.
bool path_sorts_before(std::string_view a, std::string_view b);

}  // namespace lucas
