// The documents both faces print: the options value in, a document laid out or the command's
// error out.
#include <gtest/gtest.h>

#include "check/checker.h"
#include "print/replay_document.h"
#include "print/sheet_document.h"
#include "support/run.h"

namespace lucas::print {
namespace {

using testing::slurp;

const std::string kSource = LUCAS_SOURCE_DIR;
const Catalogue& kEnglish = Catalogue::get("en");

CheckedFile checked(const std::string& path) {
  const std::string text = slurp(kSource + "/" + path);
  return CheckedFile{path, text, check_text(text)};
}

TEST(SheetDocument, TheDefaultSheetIsOnePage) {
  const auto sheet = sheet_document(SheetRequest{}, render::Format::pdf, kEnglish);
  ASSERT_TRUE(sheet);
  EXPECT_EQ(sheet->layout.page_count, 1);
  EXPECT_EQ(sheet->settings.info.title, kEnglish.text("sheet.document-title"));
  EXPECT_FALSE(sheet->layout.error);
}

TEST(SheetDocument, EachWrongOptionIsTheCommandsError) {
  SheetRequest dots_and_boxes;
  dots_and_boxes.board[static_cast<size_t>(BoardKey::dots)] = "3x4";
  dots_and_boxes.board[static_cast<size_t>(BoardKey::boxes)] = "2x3";
  EXPECT_EQ(sheet_document(dots_and_boxes, render::Format::pdf, kEnglish).error().code,
            Code::conflicting_options);
  SheetRequest big_dots;
  big_dots.dot_size = 6;
  big_dots.spacing = 10;
  const auto refused = sheet_document(big_dots, render::Format::pdf, kEnglish);
  ASSERT_FALSE(refused);
  EXPECT_EQ(
      kEnglish.format(refused.error().message),
      kEnglish.format(Message("diag.sheet-dot-size").with("size", "6").with("spacing", "10")));
  SheetRequest players;
  players.players = "Mia";
  EXPECT_EQ(sheet_document(players, render::Format::pdf, kEnglish).error().code, Code::bad_option);
  // The Chopsticks form takes no grid option.
  SheetRequest hands;
  hands.game = Game::chopsticks;
  hands.per_page = 2;
  const auto form = sheet_document(hands, render::Format::pdf, kEnglish);
  ASSERT_FALSE(form);
  EXPECT_EQ(form.error().code, Code::conflicting_options);
  EXPECT_NE(kEnglish.format(form.error().message).find("--per-page"), std::string::npos);
  hands.per_page.reset();
  EXPECT_TRUE(sheet_document(hands, render::Format::pdf, kEnglish));
}

TEST(ReplayPlan, MovesAndTheirConflictsAreRefusedAsTheCommandRefusesThem) {
  ReplayRequest request;
  request.moves = "8-3";
  EXPECT_EQ(replay_plan(request, render::Format::pdf).error().code, Code::bad_option);
  request.moves = "3-8";
  ASSERT_TRUE(replay_plan(request, render::Format::pdf));
  EXPECT_EQ(replay_plan(request, render::Format::pdf)->options.moves, (std::pair{3, 8}));
  request.final_only = true;
  EXPECT_EQ(replay_plan(request, render::Format::pdf).error().code, Code::conflicting_options);
  request.moves.clear();
  request.step = 2;
  EXPECT_EQ(replay_plan(request, render::Format::pdf).error().code, Code::conflicting_options);
}

TEST(ReplaySteps, MiaAndNoeHasAPictureAMoveThenTheVerdict) {
  const CheckedFile file = checked("examples/mia-noe.yaml");
  const auto plan = replay_plan(ReplayRequest{}, render::Format::svg);
  ASSERT_TRUE(plan);
  const std::vector<ReplayStep> steps = replay_steps(*plan, file, kEnglish);
  ASSERT_EQ(steps.size(), 18u);  // 17 lines, then the verdict
  EXPECT_EQ(steps[0].kind, ReplayStep::Kind::move);
  EXPECT_EQ(steps[0].first_move, 1);
  EXPECT_EQ(steps[16].last_move, 17);
  EXPECT_EQ(steps[17].kind, ReplayStep::Kind::verdict);
}

TEST(ReplayDocument, AStepIsOnePageAndOneBeyondTheLastIsRefused) {
  const CheckedFile file = checked("examples/mia-noe.yaml");
  ReplayRequest request;
  request.step = 18;
  const auto plan = replay_plan(request, render::Format::svg);
  ASSERT_TRUE(plan);
  const auto last = replay_document(*plan, file, kEnglish);
  ASSERT_TRUE(last);
  EXPECT_EQ(last->printable.layout.page_count, 1);
  request.step = 19;
  const auto beyond = replay_document(*replay_plan(request, render::Format::svg), file, kEnglish);
  ASSERT_FALSE(beyond);
  EXPECT_EQ(beyond.error().code, Code::bad_option);
  EXPECT_EQ(kEnglish.format(beyond.error().message),
            kEnglish.format(Message("diag.replay-step").with("step", 19).count("count", 18)));
}

}  // namespace
}  // namespace lucas::print
