#include "cli/record_paths.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>
#include <set>

#include "cli/input.h"
#include "present/error_line.h"
#include "text/file_names.h"
#include "text/system_reason.h"

namespace lucas::cli {

namespace fs = std::filesystem;

namespace {

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
      out_.sources.push_back({argument, shown_text(argument),
                              command_error(Code::cannot_read, Message("diag.no-records"))});
  }

 private:
  void add_file(const fs::path& path, const std::string& as_given) {
    const std::string key = as_given == "-" ? "-" : identity(path);
    if (!seen_files_.insert(key).second) return;
    out_.sources.push_back({path.string(), shown_text(as_given == "-" ? "-" : path.string()), {}});
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
          {folder.string(), shown_text(folder.string()),
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

}  // namespace lucas::cli
