#include "serve/api.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "check/check_text.h"
#include "check/checker.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

namespace fs = std::filesystem;
using testing::run_lucas;
using testing::slurp;

const std::string kSource = LUCAS_SOURCE_DIR;
const Catalogue& kFrench = Catalogue::get("fr");

Json parsed(const Answer& answer) { return Json::parse(answer.body); }

// Every record of the tests and the hostile corpus: the API's answer is lucas check's JSON
// object for that file, without its file name.
TEST(CheckAnswer, IsTheCommandsJsonForEveryRecord) {
  std::vector<std::string> files;
  for (const char* folder : {"examples", "tests/data", "tests/hostile"})
    for (const fs::directory_entry& entry :
         fs::recursive_directory_iterator(kSource + "/" + folder))
      if (entry.is_regular_file() &&
          (entry.path().extension() == ".yaml" || entry.path().extension() == ".yml"))
        files.push_back(fs::relative(entry.path(), kSource).string());
  std::sort(files.begin(), files.end());
  ASSERT_GT(files.size(), 100u);
  for (const char* language : {"fr", "en"}) {
    std::vector<std::string> args{"check", "--format", "json", "--lang", language};
    args.insert(args.end(), files.begin(), files.end());
    const Json command = Json::parse(run_lucas(args).out);
    ASSERT_EQ(command.size(), files.size());
    for (size_t i = 0; i < files.size(); ++i) {
      Json expected = command[i];
      expected.erase("file");
      const Answer answer = check_answer(slurp(kSource + "/" + files[i]), Catalogue::get(language));
      EXPECT_EQ(answer.status, 200) << files[i];
      EXPECT_EQ(parsed(answer), expected) << files[i];
    }
  }
}

TEST(CheckAnswer, ARecordOverTheReadersLimitIs413) {
  const std::string text = "title: " + std::string((1 << 20) + 1, 'a') + "\n";
  const Answer answer = check_answer(text, kFrench);
  EXPECT_EQ(answer.status, 413);
  EXPECT_EQ(parsed(answer)["error"]["code"], "too-large");
  // At the limit itself, the text is read (and found no record).
  EXPECT_EQ(check_answer(std::string(1 << 20, '#'), kFrench).status, 200);
}

TEST(BoardAnswer, GeometryAndThePositionOfMiaAndNoe) {
  const Answer answer = board_answer(slurp(kSource + "/examples/mia-noe.yaml"), kFrench);
  ASSERT_EQ(answer.status, 200);
  const Json json = parsed(answer);
  const Json& board = json["board"];
  EXPECT_EQ(board["grid"], "square");
  EXPECT_EQ(board["rows"], 3);
  EXPECT_EQ(board["cols"], 4);
  EXPECT_EQ(board["dots"].size(), 12u);
  EXPECT_EQ(board["dots"][0], Json({{"name", "A"}, {"x", 0.0}, {"y", 0.0}}));
  EXPECT_EQ(board["dots"][11]["name"], "L");
  EXPECT_EQ(board["lines"].size(), 17u);
  EXPECT_EQ(board["cells"].size(), 6u);
  EXPECT_EQ(board["cells"][0]["corners"], Json({"A", "B", "F", "E"}));
  ASSERT_EQ(json["drawn"].size(), 17u);
  EXPECT_EQ(json["drawn"][0], Json({{"line", "A-B"}, {"move", 1}, {"player", "M"}}));
  EXPECT_EQ(json["boxes"].size(), 6u);
  int mia = 0;
  for (const Json& box : json["boxes"]) mia += box["initial"] == "M";
  EXPECT_EQ(mia, 4);
}

TEST(BoardAnswer, TheSwedishBorderIsPredrawnAndTrianglesHaveThreeCorners) {
  const Json json = parsed(board_answer(
      "board: {grid: triangle, size: 2, border: swedish}\nplayers: [{name: A, initial: A}, "
      "{name: B, initial: B}]\nmoves: []\n",
      kFrench));
  const Json& board = json["board"];
  EXPECT_EQ(board["grid"], "triangle");
  EXPECT_EQ(board["size"], 2);
  EXPECT_EQ(board["cells"].size(), 4u);
  EXPECT_EQ(board["cells"][0]["corners"].size(), 3u);
  int predrawn = 0;
  for (const Json& line : board["lines"]) predrawn += line["predrawn"].get<bool>();
  EXPECT_EQ(predrawn, 6);
  EXPECT_EQ(json["drawn"].size(), 0u);
}

TEST(BoardAnswer, NoBoardIs400WithTheReadersError) {
  const Answer answer = board_answer(
      "board: {dots: 1x4}\nplayers: [{name: A, initial: A}, {name: B, initial: B}]\nmoves: []\n",
      kFrench);
  EXPECT_EQ(answer.status, 400);
  const Json json = parsed(answer);
  EXPECT_EQ(json["error"]["code"], "bad-board");
  EXPECT_FALSE(json["error"]["message"].get<std::string>().empty());
  EXPECT_EQ(board_answer("", kFrench).status, 400);
}

// A Chopsticks record is read, but it has no board of dots to draw.
TEST(BoardAnswer, AChopsticksRecordHasNoBoard) {
  const Answer answer =
      board_answer(slurp(kSource + "/examples/chopsticks-cutoff.yaml"), Catalogue::get("en"));
  EXPECT_EQ(answer.status, 400);
  EXPECT_EQ(parsed(answer)["error"]["code"], "bad-board");
  EXPECT_EQ(parsed(answer)["error"]["message"], "the record does not say its board");
}

TEST(TextsAnswer, EveryPageKeyInEachLanguageAndNoOther) {
  const Json fr = parsed(texts_answer(kFrench));
  const Json en = parsed(texts_answer(Catalogue::get("en")));
  EXPECT_EQ(fr["page.record.new"], "Nouvelle partie");
  EXPECT_EQ(en["page.record.new"], "New game");
  EXPECT_EQ(fr.size(), en.size());
  for (const auto& [key, _] : fr.items()) EXPECT_EQ(key.rfind("page.", 0), 0u) << key;
}

}  // namespace
}  // namespace lucas::serve
