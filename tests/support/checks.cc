#include "support/checks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "support/json.h"

namespace lucas::testing {

namespace {

// Whether a name lucas printed is the path given or a record found under it (a folder).
bool named_by(const std::string& name, const std::string& path) {
  if (name == path) return true;
  const std::string folder = path.ends_with("/") ? path : path + "/";
  return name.starts_with(folder);
}

// The name a line at the left margin starts with, when it is the path's or a record's under it:
// the text up to the colon after the path (and after the record's name in a folder).
std::optional<std::string> name_in(const std::string& line, const std::string& path) {
  if (!line.starts_with(path) || line.size() == path.size()) return std::nullopt;
  if (line[path.size()] == ':') return path;
  const size_t colon = line.find(':', path.size());
  if (colon == std::string::npos) return std::nullopt;
  std::string name = line.substr(0, colon);
  return named_by(name, path) ? std::optional(name) : std::nullopt;
}

}  // namespace

int exit_code_of_status(const std::string& status) {
  if (status == "finished" || status == "interrupted") return 0;
  if (status == "invalid") return 1;
  if (status == "unreadable") return 2;
  return -1;
}

std::optional<std::vector<std::string>> reports_of_each(const std::string& out,
                                                        const std::vector<std::string>& paths) {
  // After the record's name: a diagnostic's place, severity and code ("NAME:3:8: error[syntax]:
  // …", "NAME: erreur[empty]: …"); anything else there is the verdict that ends its report. The
  // source lines under a diagnostic are indented.
  static const std::regex diagnostic(R"(^(:[0-9]+:[0-9]+)?: [^ \[\]]+\[[a-z0-9-]+\]: )");
  if (paths.empty()) return std::nullopt;
  std::vector<std::string> reports(paths.size());
  size_t path = 0, at = 0, report_start = 0;
  bool started = false;  // the path has a report: the next one may be the next path's
  while (at < out.size()) {
    const size_t end = out.find('\n', at);
    if (end == std::string::npos) return std::nullopt;
    const std::string line = out.substr(at, end - at);
    if (line.empty()) break;  // the summary table
    at = end + 1;
    if (line[0] == ' ') continue;
    size_t of = path;
    std::optional<std::string> name = name_in(line, paths[path]);
    if (!name && started && path + 1 < paths.size()) name = name_in(line, paths[of = path + 1]);
    if (!name) return std::nullopt;
    const std::string after = line.substr(name->size());
    if (std::regex_search(after, diagnostic)) continue;
    if (!after.starts_with(": ")) return std::nullopt;
    // A verdict line: the end of one record's report.
    path = of;
    reports[path] += out.substr(report_start, at - report_start);
    report_start = at;
    started = true;
  }
  // Every path has its report, and after them comes nothing or the table.
  if (path + 1 != paths.size() || !started) return std::nullopt;
  const std::string rest = out.substr(report_start);
  if (!rest.empty() && rest[0] != '\n') return std::nullopt;
  return reports;
}

std::optional<std::vector<Json>> records_of_each(const Json& document,
                                                 const std::vector<std::string>& paths) {
  if (!document.is_array()) return std::nullopt;
  std::vector<Json> records(paths.size(), Json::array());
  size_t record = 0;
  for (size_t i = 0; i < paths.size(); ++i) {
    for (; record < document.size(); ++record) {
      const Json& object = document[record];
      if (!object.is_object() || !named_by(object.value("file", ""), paths[i])) break;
      records[i].push_back(object);
    }
    if (records[i].empty()) return std::nullopt;
  }
  if (record != document.size()) return std::nullopt;
  return records;
}

CheckedEach check_each(const std::vector<std::string>& options,
                       const std::vector<std::string>& paths) {
  bool json = false;
  for (size_t i = 0; i < options.size(); ++i)
    json = json || options[i] == "--format=json" ||
           (options[i] == "--format" && i + 1 < options.size() && options[i + 1] == "json");
  const auto run = [&](const std::vector<std::string>& files) {
    std::vector<std::string> args{"check"};
    args.insert(args.end(), options.begin(), options.end());
    args.insert(args.end(), files.begin(), files.end());
    return run_lucas(args);
  };
  CheckedEach each;
  const RunResult all = run(paths);
  each.exit_code = all.exit_code;
  std::string trouble;
  if (all.signal != 0) trouble = "killed by signal " + std::to_string(all.signal);
  if (!all.err.empty()) trouble += "; standard error: " + all.err.substr(0, 2000);
  if (trouble.empty() && json) {
    if (auto records = records_of_each(parse_json(all.out), paths)) {
      each.records = std::move(*records);
      int worst = 0;
      for (const Json& objects : each.records) {
        int code = 0;
        for (const Json& object : objects)
          code = std::max(code, exit_code_of_status(object.value("status", "")));
        each.exit_codes.push_back(code);
        worst = std::max(worst, code);
      }
      // The exit code of many files is the worst of theirs.
      EXPECT_EQ(all.exit_code, worst);
      return each;
    }
    trouble = "not one array of each file's records, in their order";
  } else if (trouble.empty()) {
    if (auto reports = reports_of_each(all.out, paths)) {
      each.reports = std::move(*reports);
      return each;
    }
    trouble = "not one report per file, in their order, then the table";
  }
  ADD_FAILURE() << "lucas check on " << paths.size() << " files at once: " << trouble
                << "\nin: " << all.out.substr(0, 2000) << "\neach file again alone:";
  each = CheckedEach{};
  each.exit_code = 0;
  each.alone = true;
  for (const std::string& path : paths) {
    const RunResult r = run({path});
    EXPECT_EQ(r.signal, 0) << path << ": killed by signal " << r.signal;
    EXPECT_EQ(r.err, "") << path;
    each.exit_code = std::max(each.exit_code, r.exit_code);
    each.reports.push_back(r.out);
    each.exit_codes.push_back(r.exit_code);
    each.records.push_back(json ? parse_json(r.out) : Json());
  }
  return each;
}

}  // namespace lucas::testing
