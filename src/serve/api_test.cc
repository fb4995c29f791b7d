#include "serve/api.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include "check/check_text.h"
#include "check/checker.h"
#include "serve/page_files.h"
#include "support/answers.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

namespace fs = std::filesystem;
using testing::run_lucas;
using testing::slurp;

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

// The line lucas prints on standard error for a command-line error: the message the API's
// error carries must be its message.
std::string command_message(const std::vector<std::string>& args) {
  const std::string err = run_lucas(args).err;
  const size_t start = err.find("]: ");
  EXPECT_NE(start, std::string::npos) << err;
  if (start == std::string::npos) return err;
  return err.substr(start + 3, err.find('\n') - start - 3);
}

std::string command_code(const std::vector<std::string>& args) {
  const std::string err = run_lucas(args).err;
  const size_t open = err.find('[');
  const size_t close = err.find(']');
  if (open == std::string::npos || close == std::string::npos) return err;
  return err.substr(open + 1, close - open - 1);
}

TEST(BoardGeometryAnswer, IsTheBoardARecordOfThatBoardHas) {
  const Answer posted = board_answer(slurp(kSource + "/examples/mia-noe.yaml"), kFrench);
  for (const char* target : {"/api/board?dots=3x4", "/api/board?boxes=2x3",
                             "/api/board?dots=3%C3%974&lang=en", "/api/board?dots=3+x+4"}) {
    const Answer answer = board_geometry_answer(target, kFrench);
    ASSERT_EQ(answer.status, 200) << target << answer.body;
    EXPECT_EQ(parsed(answer), parsed(posted)["board"]) << target;
  }
  const Json hexagon = parsed(board_geometry_answer("/api/board?grid=hexagon&size=2", kFrench));
  EXPECT_EQ(hexagon["grid"], "hexagon");
  EXPECT_EQ(hexagon["size"], 2);
  EXPECT_EQ(hexagon["cells"].size(), 7u);
  EXPECT_EQ(hexagon["cells"][0]["corners"].size(), 6u);
  const Json swedish =
      parsed(board_geometry_answer("/api/board?boxes=4x4&border=swedish", kFrench));
  int predrawn = 0;
  for (const Json& line : swedish["lines"]) predrawn += line["predrawn"].get<bool>();
  EXPECT_EQ(predrawn, 16);
}

// Each wrong board is the command line's error, code and message, in the language asked.
TEST(BoardGeometryAnswer, AWrongBoardIsTheCommandsErrorWith400) {
  struct Case {
    const char* query;
    std::vector<std::string> args;  // the same board on lucas sheet's command line
  };
  const Case cases[] = {
      {"dots=0x4", {"--dots", "0x4"}},
      {"dots=banana", {"--dots", "banana"}},
      {"dots=3x4&boxes=2x3", {"--dots", "3x4", "--boxes", "2x3"}},
      {"grid=triangle", {"--grid", "triangle"}},
      {"grid=triangle&dots=3x4&size=2", {"--grid", "triangle", "--dots", "3x4", "--size", "2"}},
      {"grid=circle&size=2", {"--grid", "circle", "--size", "2"}},
      {"dots=3x4&border=icelandik", {"--dots", "3x4", "--border", "icelandik"}},
      {"grid=hexagon&size=2&border=icelandic",
       {"--grid", "hexagon", "--size", "2", "--border", "icelandic"}},
      {"size=3", {"--size", "3"}},
  };
  for (const char* language : {"en", "fr"})
    for (const Case& c : cases) {
      const Answer answer =
          board_geometry_answer(std::string("/api/board?") + c.query, Catalogue::get(language));
      EXPECT_EQ(answer.status, 400) << c.query;
      std::vector<std::string> args{"sheet", "-o", "/nonexistent/x.pdf", "--lang", language};
      args.insert(args.end(), c.args.begin(), c.args.end());
      const Json error = parsed(answer)["error"];
      EXPECT_EQ(error["code"], command_code(args)) << c.query;
      EXPECT_EQ(error["message"], command_message(args)) << c.query;
    }
}

TEST(BoardGeometryAnswer, NoBoardAnUnknownKeyOrABadEscapeIs400) {
  const Answer none = board_geometry_answer("/api/board", Catalogue::get("en"));
  EXPECT_EQ(none.status, 400);
  EXPECT_EQ(parsed(none)["error"]["code"], "missing-option");
  const Answer misspelt = board_geometry_answer("/api/board?dot=3x4", Catalogue::get("en"));
  EXPECT_EQ(misspelt.status, 400);
  EXPECT_EQ(parsed(misspelt)["error"]["code"], "unknown-option");
  EXPECT_EQ(parsed(misspelt)["error"]["message"], "unknown option --dot; did you mean --dots?");
  const Answer twice = board_geometry_answer("/api/board?dots=3x4&dots=4x4", Catalogue::get("en"));
  EXPECT_EQ(parsed(twice)["error"]["code"], "wrong-count");
  const Answer escape = board_geometry_answer("/api/board?dots=%G1", Catalogue::get("en"));
  EXPECT_EQ(escape.status, 400);
  EXPECT_EQ(parsed(escape)["error"]["code"], "bad-value");
}

TEST(SheetAnswer, ABadValueIsTheCommandsErrorWith400) {
  struct Case {
    const char* query;
    std::vector<std::string> args;
  };
  const Case cases[] = {
      {"spacing=abc", {"--spacing", "abc"}},
      {"spacing=nan", {"--spacing", "nan"}},
      {"dot-size=5&spacing=8", {"--dot-size", "5", "--spacing", "8"}},
      {"dot-color=pink", {"--dot-color", "pink"}},
      {"labels=roman", {"--labels", "roman"}},
      {"pages=0", {"--pages", "0"}},
      {"players=Mia", {"--players", "Mia"}},
      {"paper=a0", {"--paper", "a0"}},
      {"margin=120", {"--margin", "120"}},
      {"margin=99", {"--margin", "99"}},
      {"font=NoSuchFont", {"--font", "NoSuchFont"}},
      {"game=chess", {"--game", "chess"}},
      {"game=chopsticks&spacing=9", {"--game", "chopsticks", "--spacing", "9"}},
      {"game=chopsticks&dots=3x4", {"--game", "chopsticks", "--dots", "3x4"}},
      {"spacin=9", {"--spacin", "9"}},
  };
  for (const char* language : {"en", "fr"})
    for (const Case& c : cases) {
      const Answer answer =
          sheet_answer(std::string("/api/sheet?") + c.query, Catalogue::get(language));
      EXPECT_EQ(answer.status, 400) << c.query;
      std::vector<std::string> args{"sheet", "-o", "/nonexistent/x.pdf", "--lang", language};
      args.insert(args.end(), c.args.begin(), c.args.end());
      const Json error = parsed(answer)["error"];
      EXPECT_EQ(error["code"], command_code(args)) << c.query;
      EXPECT_EQ(error["message"], command_message(args)) << c.query;
    }
}

TEST(SheetAnswer, TheFormatAndThePageAsked) {
  const Answer pdf = sheet_answer("/api/sheet", kFrench);
  ASSERT_EQ(pdf.status, 200);
  EXPECT_EQ(pdf.content_type, "application/pdf");
  EXPECT_EQ(pdf.body.rfind("%PDF-", 0), 0u);
  const Answer svg = sheet_answer("/api/sheet?format=svg", kFrench);
  EXPECT_EQ(svg.content_type, "image/svg+xml");
  EXPECT_NE(svg.body.find("<svg"), std::string::npos);
  const Answer png = sheet_answer("/api/sheet?format=PNG&dpi=30", kFrench);
  EXPECT_EQ(png.content_type, "image/png");
  EXPECT_EQ(png.body.substr(1, 3), "PNG");
  EXPECT_EQ(sheet_answer("/api/sheet?format=svg&pages=2&page=2", kFrench).status, 200);
  // The page asked alone is drawn: the last of the most pages the command takes, at once.
  const Answer last = sheet_answer("/api/sheet?format=png&dpi=20&pages=1000&page=1000", kFrench);
  EXPECT_EQ(last.status, 200);
  EXPECT_TRUE(last.body == sheet_answer("/api/sheet?format=png&dpi=20", kFrench).body);
  const Answer third = sheet_answer("/api/sheet?format=svg&pages=2&page=3", Catalogue::get("en"));
  EXPECT_EQ(third.status, 400);
  EXPECT_EQ(parsed(third)["error"]["message"], "there is no page 3: the document has 2");
  const Answer gif = sheet_answer("/api/sheet?format=gif", Catalogue::get("en"));
  EXPECT_EQ(gif.status, 400);
  EXPECT_EQ(parsed(gif)["error"]["code"], "bad-value");
  EXPECT_EQ(
      parsed(gif)["error"]["message"],
      "the value of --format is refused: 'gif' is not allowed; the values are pdf, svg and png");
}

TEST(ReplayAnswer, StepsAreThePicturesOfTheReplayWithTheirCaptionsAsText) {
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  const Answer answer = replay_answer("/api/replay?format=json", record, Catalogue::get("en"));
  ASSERT_EQ(answer.status, 200) << answer.body;
  const Json json = parsed(answer);
  EXPECT_EQ(json["status"], "finished");
  EXPECT_EQ(json["verdict"], "finished — Mia 4, Noé 2: Mia wins");
  ASSERT_EQ(json["steps"].size(), 18u);
  EXPECT_EQ(json["steps"][0]["kind"], "move");
  EXPECT_EQ(json["steps"][0]["first"], 1);
  EXPECT_EQ(json["steps"][17]["kind"], "verdict");
  for (const Json& step : json["steps"]) {
    const std::string caption = step["caption"];
    EXPECT_FALSE(caption.empty());
    EXPECT_EQ(caption.find('<'), std::string::npos) << caption;
  }
  // In French, the worksheet's own words; by turn, fewer pictures.
  const Json fr = parsed(replay_answer("/api/replay?format=json", record, kFrench));
  EXPECT_NE(fr["steps"][0]["caption"], json["steps"][0]["caption"]);
  const Json turns = parsed(replay_answer("/api/replay?format=json&every=turn", record, kFrench));
  EXPECT_LT(turns["steps"].size(), 18u);
  // A rule broken: its picture is an error.
  const Json bad = parsed(replay_answer("/api/replay?format=json",
                                        slurp(kSource + "/tests/data/mia-noe-bad.yaml"), kFrench));
  EXPECT_EQ(bad["status"], "invalid");
  // The check's diagnostics, as /api/check gives them.
  EXPECT_EQ(bad["diagnostics"], parsed(check_answer(slurp(kSource + "/tests/data/mia-noe-bad.yaml"),
                                                    kFrench))["diagnostics"]);
  ASSERT_EQ(bad["diagnostics"].size(), 1u);
  EXPECT_EQ(bad["diagnostics"][0]["code"], "repeated-line");
  bool error = false;
  for (const Json& step : bad["steps"]) error |= step["kind"] == "error";
  EXPECT_TRUE(error);
}

// An SVG replay of several pages: ?page=N is the command's Nth file.
TEST(ReplayAnswer, ThePageAskedIsTheCommandsFileOfThatPage) {
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  const std::string dir = testing::temp_dir();
  ASSERT_EQ(run_lucas({"replay", "examples/mia-noe.yaml", "--per-page", "4", "--lang", "fr", "-o",
                       dir + "/r.svg"})
                .exit_code,
            0);
  const Answer second = replay_answer("/api/replay?format=svg&per-page=4&page=2", record, kFrench);
  ASSERT_EQ(second.status, 200);
  EXPECT_EQ(second.content_type, "image/svg+xml");
  EXPECT_TRUE(second.body == slurp(dir + "/r-02.svg"));
  EXPECT_FALSE(second.body == slurp(dir + "/r-01.svg"));
  const Answer beyond = replay_answer("/api/replay?format=svg&per-page=4&page=9", record, kFrench);
  EXPECT_EQ(beyond.status, 400);
  EXPECT_EQ(parsed(beyond)["error"]["code"], "bad-value");
}

TEST(ReplayAnswer, ABadRecordOrOptionIs400AndATooLongRecord413) {
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  const Catalogue& en = Catalogue::get("en");
  const Answer not_yaml = replay_answer("/api/replay", "moves: [\n  - {by: M", en);
  EXPECT_EQ(not_yaml.status, 400);
  EXPECT_EQ(parsed(not_yaml)["error"]["code"], "syntax");
  EXPECT_EQ(replay_answer("/api/replay", "", en).status, 400);
  const Answer step = replay_answer("/api/replay?step=19", record, en);
  EXPECT_EQ(step.status, 400);
  EXPECT_EQ(parsed(step)["error"]["message"],
            command_message({"replay", "examples/mia-noe.yaml", "-o", "/nonexistent/x.pdf",
                             "--lang", "en", "--step", "19"}));
  const Answer moves = replay_answer("/api/replay?moves=9-3", record, en);
  EXPECT_EQ(moves.status, 400);
  EXPECT_EQ(parsed(moves)["error"]["message"],
            command_message({"replay", "examples/mia-noe.yaml", "-o", "/nonexistent/x.pdf",
                             "--lang", "en", "--moves", "9-3"}));
  const Answer both = replay_answer("/api/replay?final&moves=2-3", record, en);
  EXPECT_EQ(parsed(both)["error"]["message"],
            command_message({"replay", "examples/mia-noe.yaml", "-o", "/nonexistent/x.pdf",
                             "--lang", "en", "--final", "--moves", "2-3"}));
  const Answer final_step = replay_answer("/api/replay?final&step=2", record, en);
  EXPECT_EQ(parsed(final_step)["error"]["message"],
            command_message({"replay", "examples/mia-noe.yaml", "-o", "/nonexistent/x.pdf",
                             "--lang", "en", "--step", "2", "--final"}));
  EXPECT_EQ(parsed(replay_answer("/api/replay?format=doc", record, en))["error"]["code"],
            "bad-value");
  EXPECT_EQ(parsed(replay_answer("/api/replay?final=maybe", record, en))["error"]["code"],
            "bad-value");
  EXPECT_EQ(parsed(replay_answer("/api/replay?spacing=9", record, en))["error"]["code"],
            "unknown-option");
  const std::string huge = "title: " + std::string((1 << 20) + 1, 'a') + "\n";
  EXPECT_EQ(replay_answer("/api/replay", huge, en).status, 413);
}

TEST(TextsAnswer, EveryPageKeyInEachLanguageAndNoOther) {
  const Json fr = parsed(texts_answer(kFrench));
  const Json en = parsed(texts_answer(Catalogue::get("en")));
  EXPECT_EQ(fr["page.record.new"], "Nouvelle partie");
  EXPECT_EQ(en["page.record.new"], "New game");
  EXPECT_EQ(fr.size(), en.size());
  for (const auto& [key, _] : fr.items()) EXPECT_EQ(key.rfind("page.", 0), 0u) << key;
}

// A word the pages name (data-text, data-text-label, lucas.text("…"), lucas.count("…")) that the
// catalogue lacks would show its key on the page: each literal key is in both languages. Keys
// built at run time ("page.severity." + …) are those whose literal ends with a dot; an element
// marked data-cells also says its words of cells (key.cells).
TEST(TextsAnswer, EveryKeyThePagesNameIsInEachLanguage) {
  const Json fr = parsed(texts_answer(kFrench));
  const Json en = parsed(texts_answer(Catalogue::get("en")));
  const std::regex named(
      R"re((data-text(?:-label|-placeholder)?="|lucas\.(text|count)\(")(page\.[a-z0-9.-]*[a-z0-9-])"( data-cells)?)re");
  int keys = 0;
  for (const EmbeddedFile& file : page_files()) {
    const std::string text(file.text);
    for (std::sregex_iterator it(text.begin(), text.end(), named), end; it != end; ++it) {
      const std::string key = (*it)[3];
      std::vector<std::string> needed = (*it)[2] == "count"
                                            ? std::vector<std::string>{key + ".one", key + ".other"}
                                            : std::vector<std::string>{key};
      if ((*it)[4].matched) needed.push_back(key + ".cells");
      for (const std::string& k : needed) {
        EXPECT_TRUE(fr.contains(k)) << file.path << ": " << k;
        EXPECT_TRUE(en.contains(k)) << file.path << ": " << k;
        ++keys;
      }
    }
  }
  EXPECT_GT(keys, 150);
}

}  // namespace
}  // namespace lucas::serve
