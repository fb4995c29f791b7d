#include "handout/prepare.h"

#include <gtest/gtest.h>

#include <map>

#include "check/checker.h"
#include "present/error_line.h"

namespace lucas::handout {
namespace {

// Files in memory: what a template file and the records beside it hold.
struct MemoryFiles {
  std::map<std::string, std::string> texts;
  std::vector<std::string> loaded;

  HandoutFiles files() {
    return {[this](const std::string& path, std::string& text) -> std::optional<Diagnostic> {
              auto found = texts.find(path);
              if (found == texts.end())
                return command_error(Code::cannot_read, Message("diag.no-such-record"));
              text = found->second;
              return std::nullopt;
            },
            [this](const std::string& path) { return texts.count(path) > 0; },
            [this](const std::string& path) -> std::shared_ptr<const CheckResult> {
              loaded.push_back(path);
              auto found = texts.find(path);
              if (found == texts.end()) return nullptr;
              return std::make_shared<CheckResult>(check_text(found->second));
            }};
  }
};

const Catalogue& english() { return Catalogue::get("en"); }

TEST(PrepareHandoutTest, ABuiltInHandoutIsReadWithItsRecords) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "example";
  const auto prepared = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(prepared);
  EXPECT_EQ(prepared->records.size(), 3u);  // three replay blocks of the built-in Mia/Noé game
  for (const auto& record : prepared->records) EXPECT_EQ(record->status, Status::finished);
  EXPECT_TRUE(disk.loaded.empty());  // built-in records are not files
  EXPECT_TRUE(prepared->inputs.empty());
}

TEST(PrepareHandoutTest, AnUnknownNameListsTheBuiltInOnes) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "rulez";
  const auto prepared = prepare_handout(request, disk.files(), english());
  ASSERT_FALSE(prepared);
  ASSERT_EQ(prepared.error().size(), 1u);
  EXPECT_TRUE(prepared.error()[0].file.empty());
  EXPECT_EQ(prepared.error()[0].diagnostic.code, Code::bad_option);
  EXPECT_NE(english().format(prepared.error()[0].diagnostic.message).find("rules"),
            std::string::npos);
}

TEST(PrepareHandoutTest, ABoardIsRefusedByATemplateWithoutOneAndTakenByOneWithIt) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "rules";
  request.board_option = "--dots";
  request.board = [](const BoardShape&) {
    return Result<BoardShape, Diagnostic>(BoardShape{lucas::Grid::square, 5, 6});
  };
  const auto refused = prepare_handout(request, disk.files(), english());
  ASSERT_FALSE(refused);
  ASSERT_EQ(refused.error().size(), 1u);
  const std::string words = english().format(refused.error()[0].diagnostic.message);
  EXPECT_NE(words.find("--dots"), std::string::npos) << words;
  EXPECT_NE(words.find("practice"), std::string::npos) << words;  // a handout that takes one

  request.name = "practice";
  const auto taken = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->handout.board, (BoardShape{lucas::Grid::square, 5, 6}));
}

TEST(PrepareHandoutTest, TheBorderAloneChangesTheTemplatesOwnBoard) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "practice";
  request.board_option = "--border";
  BoardShape seen;
  request.board = [&seen](const BoardShape& own) {
    seen = own;
    BoardShape changed = own;
    changed.border = Border::swedish;
    return Result<BoardShape, Diagnostic>(changed);
  };
  const auto prepared = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(prepared);
  EXPECT_EQ(seen, (BoardShape{lucas::Grid::square, 3, 4}));  // the practice sheet's own board
  EXPECT_EQ(prepared->handout.board->border, Border::swedish);
}

TEST(PrepareHandoutTest, PlayersAreReadOnlyWhenTheTemplateTakesThem) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "rules";
  int asked = 0;
  request.players = [&asked]() {
    ++asked;
    return Result<PlayersAsked, Diagnostic>(PlayersAsked{{"Léa", "Lucas"}, {"L", "U"}});
  };
  const auto refused = prepare_handout(request, disk.files(), english());
  ASSERT_FALSE(refused);
  EXPECT_EQ(asked, 0);
  EXPECT_NE(english().format(refused.error()[0].diagnostic.message).find("--players"),
            std::string::npos);

  request.name = "practice";
  const auto taken = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(taken);
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(taken->handout.players, (std::vector<std::string>{"Léa", "Lucas"}));
  EXPECT_EQ(taken->handout.initials, (std::vector<std::string>{"L", "U"}));
}

TEST(PrepareHandoutTest, PuzzleOptionsAreRefusedWithoutAPuzzlesBlock) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "practice";
  request.count = 3;
  auto refused = prepare_handout(request, disk.files(), english());
  ASSERT_FALSE(refused);
  EXPECT_NE(english().format(refused.error()[0].diagnostic.message).find("--count"),
            std::string::npos);
  request.count.reset();
  request.seed_given = true;
  refused = prepare_handout(request, disk.files(), english());
  ASSERT_FALSE(refused);
  EXPECT_NE(english().format(refused.error()[0].diagnostic.message).find("--seed"),
            std::string::npos);
}

TEST(PrepareHandoutTest, PuzzlesSayTheirSeedUnlessOnlyListed) {
  MemoryFiles disk;
  HandoutRequest request;
  request.name = "puzzles";
  request.seed = 42;
  request.count = 2;
  auto prepared = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(prepared);
  ASSERT_EQ(prepared->notes.size(), 1u);
  EXPECT_NE(english().format(prepared->notes[0]).find("42"), std::string::npos);
  request.list = true;
  request.count.reset();
  prepared = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(prepared);
  EXPECT_TRUE(prepared->notes.empty());
}

constexpr const char* kTemplate = R"(title: {fr: Titre, en: Title}
description: {fr: Une page, en: A page}
blocks:
  - replay: {record: partie.yaml}
  - replay: {record: partie.yaml, moves: 1-2}
)";

TEST(PrepareHandoutTest, ARecordBesideATemplateFileIsLoadedOnce) {
  MemoryFiles disk;
  disk.texts["classe/fiche.yaml"] = kTemplate;
  disk.texts["classe/partie.yaml"] = R"(players: [Mia, Noé]
board: {dots: 2x2}
moves:
  - {by: M, line: A-B}
  - {by: N, line: C-D}
)";
  HandoutRequest request;
  request.name = "classe/fiche.yaml";
  const auto prepared = prepare_handout(request, disk.files(), english());
  ASSERT_TRUE(prepared) << english().format(prepared.error()[0].diagnostic.message);
  EXPECT_EQ(prepared->records.size(), 2u);
  EXPECT_EQ(prepared->records[0], prepared->records[1]);
  EXPECT_EQ(disk.loaded, (std::vector<std::string>{"classe/partie.yaml"}));
  EXPECT_EQ(prepared->inputs,
            (std::vector<std::string>{"classe/fiche.yaml", "classe/partie.yaml"}));
}

TEST(PrepareHandoutTest, AMissingRecordIsTheTemplatesErrorAtItsPlace) {
  MemoryFiles disk;
  disk.texts["classe/fiche.yaml"] = kTemplate;
  HandoutRequest request;
  request.name = "classe/fiche.yaml";
  const auto prepared = prepare_handout(request, disk.files(), english());
  ASSERT_FALSE(prepared);
  ASSERT_EQ(prepared.error().size(), 1u);
  const HandoutProblem& problem = prepared.error()[0];
  EXPECT_EQ(problem.file, "classe/fiche.yaml");
  EXPECT_EQ(problem.text, kTemplate);
  EXPECT_EQ(problem.diagnostic.code, Code::cannot_read);
  EXPECT_EQ(problem.diagnostic.mark.line, 4);
  EXPECT_TRUE(disk.loaded.empty());
}

TEST(PrepareHandoutTest, ARecordTheLoaderRefusesStopsWithNothingMoreToSay) {
  MemoryFiles disk;
  disk.texts["classe/fiche.yaml"] = kTemplate;
  disk.texts["classe/partie.yaml"] = "players: [Mia, Noé]\n";
  HandoutFiles files = disk.files();
  files.load = [](const std::string&) { return std::shared_ptr<const CheckResult>(); };
  HandoutRequest request;
  request.name = "classe/fiche.yaml";
  const auto prepared = prepare_handout(request, files, english());
  ASSERT_FALSE(prepared);
  EXPECT_TRUE(prepared.error().empty());
}

TEST(PrepareHandoutTest, TemplatePathsAreToldFromBuiltInNames) {
  EXPECT_TRUE(is_template_path("fiche.yaml"));
  EXPECT_TRUE(is_template_path("classe/fiche"));
  EXPECT_FALSE(is_template_path("rules"));
  EXPECT_FALSE(is_template_path(".yaml"));
}

}  // namespace
}  // namespace lucas::handout
