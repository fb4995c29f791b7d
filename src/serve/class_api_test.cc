// The page's class against lucas check and lucas report on the same folder: the same JSON, the
// same table, the same report's bytes, whatever order the files come in.
#include "serve/class_api.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "support/answers.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

namespace fs = std::filesystem;
using testing::run_lucas;
using testing::slurp;
using testing::temp_dir;

const std::string kClass = kSource + "/tests/data/class";

// The records of the class folder as a page sends a dropped folder, named by their paths, in the
// reverse of their order on the disk.
std::vector<Upload> class_uploads() {
  std::vector<Upload> uploads;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(kClass))
    if (entry.is_regular_file() && entry.path().extension() != ".txt")
      uploads.push_back({entry.path().string(), slurp(entry.path().string())});
  std::sort(uploads.begin(), uploads.end(),
            [](const Upload& a, const Upload& b) { return a.name > b.name; });
  return uploads;
}

// A line of lucas check --summary cut into its cells (two spaces or more between them).
std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  std::string cell;
  int spaces = 0;
  for (char c : line) {
    if (c == ' ') {
      ++spaces;
      continue;
    }
    if (spaces >= 2 && !cell.empty())
      out.push_back(cell), cell.clear();
    else if (spaces == 1 && !cell.empty())
      cell += ' ';
    spaces = 0;
    cell += c;
  }
  if (!cell.empty()) out.push_back(cell);
  return out;
}

TEST(ClassAnswer, IsLucasCheckOfTheFolderAndItsSummary) {
  for (const char* language : {"fr", "en"}) {
    const Catalogue& catalogue = Catalogue::get(language);
    const Answer answer = class_answer(class_uploads(), catalogue);
    ASSERT_EQ(answer.status, 200) << answer.body;
    const Json json = parsed(answer);
    const Json command =
        Json::parse(run_lucas({"check", "--format", "json", "--lang", language, kClass}).out);
    EXPECT_EQ(json["files"], command);

    const std::string table =
        run_lucas({"check", "--summary", "--color", "never", "--lang", language, kClass}).out;
    std::vector<std::vector<std::string>> lines;
    std::istringstream in(table);
    for (std::string line; std::getline(in, line);) lines.push_back(cells(line));
    const Json& summary = json["summary"];
    ASSERT_EQ(summary["rows"].size(), command.size());
    EXPECT_EQ(summary["statuses"].size(), command.size());
    // Every row, the header and the totals are lines of the command's table, in its order.
    size_t at = 0;
    std::vector<Json> expected{summary["header"]};
    for (const Json& row : summary["rows"]) expected.push_back(row);
    expected.push_back(summary["totals"]);
    for (const Json& row : expected) {
      const std::vector<std::string> want = row.get<std::vector<std::string>>();
      // Empty cells (a file with no players) are not columns of the text.
      std::vector<std::string> shown;
      for (const std::string& c : want)
        if (!c.empty()) shown.push_back(c);
      while (at < lines.size() && lines[at] != shown) ++at;
      EXPECT_LT(at, lines.size()) << row.dump();
    }
    EXPECT_NE(table.find(summary["counts"].get<std::string>()), std::string::npos);
    for (size_t i = 0; i < command.size(); ++i)
      EXPECT_EQ(summary["statuses"][i], command[i]["status"]) << i;
  }
}

TEST(ClassAnswer, NamesAreShownAsTheCommandShowsPathsAndTooLargeIsUnreadable) {
  std::vector<Upload> uploads{{"b/\x01mia.yaml", slurp(kSource + "/examples/mia-noe.yaml")},
                              {"a\xE9.yaml", std::string((1 << 20) + 1, '#')}};
  const Json json = parsed(class_answer(uploads, kFrench));
  ASSERT_EQ(json["files"].size(), 2u);
  EXPECT_EQ(json["files"][0]["file"], "a\\xE9.yaml");
  EXPECT_EQ(json["files"][0]["status"], "unreadable");
  EXPECT_EQ(json["files"][0]["diagnostics"][0]["code"], "too-large");
  EXPECT_EQ(json["files"][1]["file"], "b/\\x01mia.yaml");
  EXPECT_EQ(json["files"][1]["status"], "finished");
}

TEST(ClassAnswer, NoRecordIs400) {
  const Answer answer = class_answer({}, kFrench);
  EXPECT_EQ(answer.status, 400);
  EXPECT_EQ(parsed(answer)["error"]["code"], "missing-option");
}

TEST(ReportAnswer, IsTheBytesOfLucasReportOnTheFolder) {
  struct Case {
    std::string query;
    std::vector<std::string> args;
  };
  const Case cases[] = {
      {"", {}},
      {"?lang=en&one-per-page&labels=coords&paper=a5&title=CM1+B",
       {"--lang", "en", "--one-per-page", "--labels", "coords", "--paper", "a5", "--title",
        "CM1 B"}},
  };
  for (const Case& c : cases) {
    const Catalogue& catalogue =
        Catalogue::get(c.query.find("lang=en") != std::string::npos ? "en" : "fr");
    const Answer answer = report_answer("/api/report" + c.query, class_uploads(), catalogue);
    ASSERT_EQ(answer.status, 200) << answer.body;
    EXPECT_EQ(answer.content_type, "application/pdf");
    const std::string dir = temp_dir();
    std::vector<std::string> args{"report", kClass, "-o", dir + "/report.pdf"};
    if (c.args.empty()) args.insert(args.end(), {"--lang", "fr"});
    args.insert(args.end(), c.args.begin(), c.args.end());
    const auto run = run_lucas(args);
    EXPECT_EQ(run.exit_code, 2) << run.err;  // the class has unreadable records
    const std::string expected = slurp(dir + "/report.pdf");
    ASSERT_FALSE(expected.empty());
    EXPECT_TRUE(answer.body == expected)
        << c.query << ": " << answer.body.size() << " bytes, " << expected.size();
  }
}

TEST(ReportAnswer, ABadOptionOrNoRecordIs400) {
  struct Case {
    std::string query;
    std::string code;
  };
  const Case cases[] = {{"?labels=roman", "bad-value"},    {"?one-per-page=2", "bad-value"},
                        {"?per-page=3", "unknown-option"}, {"?margin=200", "bad-value"},
                        {"?format=json", "bad-value"},     {"?%G1", "bad-value"}};
  for (const Case& c : cases) {
    const Answer answer = report_answer("/api/report" + c.query, class_uploads(), kFrench);
    EXPECT_EQ(answer.status, 400) << c.query;
    EXPECT_EQ(parsed(answer)["error"]["code"], c.code) << c.query << answer.body;
  }
  const Answer none = report_answer("/api/report", {}, kFrench);
  EXPECT_EQ(none.status, 400);
  EXPECT_EQ(parsed(none)["error"]["code"], "missing-option");
}

}  // namespace
}  // namespace lucas::serve
