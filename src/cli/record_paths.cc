#include "cli/record_paths.h"

#include <glib.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>
#include <set>

#include "cli/input.h"
#include "present/error_line.h"
#include "text/system_reason.h"

namespace lucas::cli {

namespace fs = std::filesystem;

namespace {

struct GFreeDeleter {
  void operator()(gchar* p) const { g_free(p); }
};
using GOwned = std::unique_ptr<gchar, GFreeDeleter>;

// The name with accents taken off and case folded: what a teacher sorts by. A name that is not
// UTF-8 is its own key.
std::string sort_key(std::string_view name) {
  if (!g_utf8_validate(name.data(), static_cast<gssize>(name.size()), nullptr))
    return std::string(name);
  const GOwned decomposed(
      g_utf8_normalize(name.data(), static_cast<gssize>(name.size()), G_NORMALIZE_NFD));
  if (!decomposed) return std::string(name);
  std::string bare;
  for (const gchar* p = decomposed.get(); *p; p = g_utf8_next_char(p)) {
    const gunichar c = g_utf8_get_char(p);
    if (g_unichar_type(c) == G_UNICODE_NON_SPACING_MARK) continue;
    char buffer[6];
    bare.append(buffer, static_cast<size_t>(g_unichar_to_utf8(c, buffer)));
  }
  const GOwned folded(g_utf8_casefold(bare.data(), static_cast<gssize>(bare.size())));
  return folded ? std::string(folded.get()) : bare;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Compares two keys with runs of digits as numbers: <0, 0 or >0.
int natural_compare(std::string_view a, std::string_view b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      size_t ei = i, ej = j;
      while (ei < a.size() && is_digit(a[ei])) ++ei;
      while (ej < b.size() && is_digit(b[ej])) ++ej;
      std::string_view na = a.substr(i, ei - i), nb = b.substr(j, ej - j);
      while (na.size() > 1 && na[0] == '0') na.remove_prefix(1);
      while (nb.size() > 1 && nb[0] == '0') nb.remove_prefix(1);
      if (na.size() != nb.size()) return na.size() < nb.size() ? -1 : 1;
      if (const int c = na.compare(nb); c != 0) return c;
      i = ei, j = ej;
      continue;
    }
    if (a[i] != b[j])
      return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]) ? -1 : 1;
    ++i, ++j;
  }
  if (i < a.size()) return 1;
  if (j < b.size()) return -1;
  return 0;
}

bool is_record_name(const fs::path& name) {
  std::string extension = name.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension == ".yaml" || extension == ".yml";
}

// What identifies a file or folder however it is reached: its path with links resolved.
std::string identity(const fs::path& path) {
  std::error_code ec;
  const fs::path resolved = fs::weakly_canonical(path, ec);
  return ec ? path.lexically_normal().string() : resolved.string();
}

class Walker {
 public:
  explicit Walker(RecordSources& out) : out_(out) {}

  void add_argument(const std::string& argument) {
    if (argument == "-") {
      add_file("-", "-");
      return;
    }
    std::error_code ec;
    if (!fs::is_directory(argument, ec)) {
      add_file(argument, argument);
      return;
    }
    out_.folder_given = true;
    if (!visited_folders_.insert(identity(argument)).second) return;
    int found = 0;
    walk(argument, found);
    if (found == 0)
      out_.sources.push_back({argument, show_path(argument),
                              command_error(Code::cannot_read, Message("diag.no-records"))});
  }

 private:
  void add_file(const fs::path& path, const std::string& as_given) {
    const std::string key = as_given == "-" ? "-" : identity(path);
    if (!seen_files_.insert(key).second) return;
    out_.sources.push_back({path.string(), show_path(as_given == "-" ? "-" : path.string()), {}});
  }

  // Adds the record files under a folder; `found` counts the record files met, taken or not.
  void walk(const fs::path& folder, int& found) {
    std::error_code ec;
    std::vector<fs::directory_entry> entries;
    fs::directory_iterator it(folder, ec);
    for (const fs::directory_iterator end; !ec && it != end; it.increment(ec))
      entries.push_back(*it);
    if (ec) {
      // Counted as found: the folder's trouble is said here, not as "no record".
      ++found;
      out_.sources.push_back(
          {folder.string(), show_path(folder.string()),
           command_error(
               Code::cannot_read,
               Message("diag.cannot-read-folder")
                   .with("reason", system_reason(ec.value(), folder.string(), FileUse::read)))});
      return;
    }
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
      return sorts_before(a.path().filename().string(), b.path().filename().string());
    });
    for (const fs::directory_entry& entry : entries) {
      const fs::path& path = entry.path();
      if (path.filename().string().starts_with(".")) continue;
      std::error_code kind_error;
      // Follows links; a broken link or a link loop is no folder, and is read (and refused) as
      // a file when its name is a record's.
      if (entry.is_directory(kind_error)) {
        if (visited_folders_.insert(identity(path)).second) walk(path, found);
      } else if (is_record_name(path.filename())) {
        ++found;
        add_file(path, path.string());
      }
    }
  }

  RecordSources& out_;
  std::set<std::string> visited_folders_;
  std::set<std::string> seen_files_;
};

}  // namespace

RecordSources record_sources(const std::vector<std::string>& arguments) {
  RecordSources sources;
  Walker walker(sources);
  for (const std::string& argument : arguments) walker.add_argument(argument);
  return sources;
}

std::vector<CheckedFile> read_sources(const RecordSources& sources) {
  std::vector<CheckedFile> files;
  files.reserve(sources.sources.size());
  for (const RecordSource& source : sources.sources) {
    if (source.problem) {
      CheckedFile file{source.shown, {}, {}};
      file.result.diagnostics.push_back(*source.problem);
      files.push_back(std::move(file));
      continue;
    }
    files.push_back(read_checked(source.path));
    if (source.path != "-") files.back().name = source.shown;
  }
  return files;
}

std::string show_path(std::string_view path) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string shown;
  const char* p = path.data();
  const char* const end = p + path.size();
  while (p < end) {
    const gchar* valid_end = nullptr;
    g_utf8_validate(p, end - p, &valid_end);
    for (; p < valid_end; ++p) {
      const auto c = static_cast<unsigned char>(*p);
      if (c < 0x20 || c == 0x7F)
        shown += std::string("\\x") + kHex[c >> 4] + kHex[c & 0xF];
      else
        shown += *p;
    }
    if (p < end) {
      const auto c = static_cast<unsigned char>(*p++);
      shown += std::string("\\x") + kHex[c >> 4] + kHex[c & 0xF];
    }
  }
  return shown;
}

bool sorts_before(std::string_view a, std::string_view b) {
  if (const int c = natural_compare(sort_key(a), sort_key(b)); c != 0) return c < 0;
  return a < b;
}

}  // namespace lucas::cli
