#include "handout/template.h"

#include <gtest/gtest.h>

#include <map>

#include "handout/builtin.h"

namespace lucas::handout {
namespace {

TEST(TemplateTest, EveryBuiltInTemplateReadsInEveryLanguage) {
  const auto templates = builtin_templates();
  ASSERT_EQ(templates.size(), 8u);
  for (const Builtin& b : templates)
    for (const std::string& language : Catalogue::languages()) {
      const TemplateReading r = read_template(b.text, language);
      ASSERT_TRUE(r.handout) << b.name << " in " << language << ": "
                             << (r.diagnostics.empty()
                                     ? ""
                                     : Catalogue::get("en").format(r.diagnostics[0].message))
                             << " at line "
                             << (r.diagnostics.empty() ? 0 : r.diagnostics[0].mark.line);
      EXPECT_FALSE(r.handout->title.empty());
      EXPECT_FALSE(r.handout->description.empty());
    }
}

TEST(TemplateTest, ReadsEveryBlock) {
  const TemplateReading r = read_template(R"(title: {fr: Titre, en: Title}
blocks:
  - heading: {fr: Règles, en: Rules}
  - heading: {level: 2, text: {fr: Le plateau, en: The board}}
  - paragraph: {fr: "<b>Gras</b>", en: "<b>Bold</b>"}
  - list: {numbered: true, items: [{fr: un, en: one}, {fr: deux, en: two}]}
  - grid: {boxes: 3x3, border: swedish, labels: coords, count: 2, spacing: 10.5, fields: false}
  - replay: {record: mia-noe, moves: 7-12, every: turn, per-row: 2}
  - diagram: {dots: 3x4, lines: [A-B, M B-F], marks: {1: M}, highlight: [B-F], hints: [C-D], caption: {fr: x, en: y}}
  - form: {boxes: 5x5, players: [Mia, Noé]}
  - page-break: {}
)",
                                          "en");
  ASSERT_TRUE(r.handout) << r.diagnostics[0].message.key;
  const auto& blocks = r.handout->blocks;
  ASSERT_EQ(blocks.size(), 9u);
  EXPECT_EQ(std::get<Heading>(blocks[0].content).text, "Rules");
  EXPECT_EQ(std::get<Heading>(blocks[1].content).level, 2);
  EXPECT_EQ(std::get<BulletList>(blocks[3].content).items[1], "two");
  const Grid& grid = std::get<Grid>(blocks[4].content);
  EXPECT_EQ(grid.board->rows, 4);
  EXPECT_EQ(grid.board->border, Border::swedish);
  EXPECT_EQ(grid.labels, render::DotLabels::coords);
  EXPECT_DOUBLE_EQ(grid.spacing_mm, 10.5);
  const ReplayBlock& replay = std::get<ReplayBlock>(blocks[5].content);
  EXPECT_EQ(replay.first, 7);
  EXPECT_EQ(replay.last, 12);
  EXPECT_EQ(replay.every, render::Every::turn);
  const Diagram& d = std::get<Diagram>(blocks[6].content);
  EXPECT_EQ(d.lines[1], (std::pair<std::string, std::string>{"B-F", "M"}));
  EXPECT_EQ(d.boxes.at(1), "M");
  EXPECT_EQ(form_rows(*std::get<Form>(blocks[7].content).board), 60);
  EXPECT_EQ(blocks[2].mark, (Mark{5, 5}));
}

TEST(TemplateTest, GridsAndFormsWithoutABoardTakeTheHandouts) {
  const TemplateReading r = read_template(R"(title: {fr: Titre, en: Title}
board: {boxes: 2x3, border: icelandic}
players: [Mia]
blocks:
  - title: {}
  - grid: {count: 2}
  - grid: {dots: 5x5}
  - form: {}
  - form: {players: [Léa, Tom]}
)",
                                          "fr");
  ASSERT_TRUE(r.handout) << r.diagnostics[0].message.key;
  const Template& t = *r.handout;
  ASSERT_TRUE(t.board);
  EXPECT_EQ(t.board->rows, 3);
  EXPECT_EQ(t.board->cols, 4);
  EXPECT_EQ(t.board->border, Border::icelandic);
  EXPECT_EQ(t.players, (std::vector<std::string>{"Mia"}));
  EXPECT_TRUE(std::holds_alternative<TitleBlock>(t.blocks[0].content));
  EXPECT_FALSE(std::get<Grid>(t.blocks[1].content).board);
  EXPECT_EQ(t.board_of(std::get<Grid>(t.blocks[1].content).board).border, Border::icelandic);
  EXPECT_EQ(t.board_of(std::get<Grid>(t.blocks[2].content).board).rows, 5);
  EXPECT_EQ(t.board_of(std::get<Grid>(t.blocks[2].content).board).border, Border::none);
  EXPECT_EQ(form_rows(t.board_of(std::get<Form>(t.blocks[3].content).board)), 17 - 5);
  EXPECT_EQ(std::get<Form>(t.blocks[4].content).players[1], "Tom");
  EXPECT_EQ(t.settings(), (std::vector<Setting>{Setting::board, Setting::players, Setting::title}));
}

TEST(TemplateTest, TheCommandLineChangesOnlyWhatATemplateDeclares) {
  const auto settings = [](const std::string& text) {
    const TemplateReading r = read_template(text, "en");
    EXPECT_TRUE(r.handout);
    return r.handout ? r.handout->settings() : std::vector<Setting>{};
  };
  EXPECT_EQ(settings("title: {fr: T, en: T}\nblocks:\n  - grid: {dots: 3x4}\n"),
            std::vector<Setting>{});
  EXPECT_EQ(settings("title: {fr: T, en: T}\nplayers: []\nblocks:\n  - form: {dots: 3x4}\n"),
            std::vector<Setting>{Setting::players});
  EXPECT_EQ(settings("title: {fr: T, en: T}\nblocks:\n  - title: {}\n"),
            std::vector<Setting>{Setting::title});
  EXPECT_EQ(settings("title: {fr: T, en: T}\nboard: {dots: 3x4}\nblocks: []\n"),
            std::vector<Setting>{Setting::board});
}

TEST(TemplateTest, BuiltInHandoutsTakeWhatMakesSenseForThem) {
  std::map<std::string, std::vector<Setting>> taken;
  for (const Builtin& b : builtin_templates())
    taken[b.name] = read_template(b.text, "fr").handout->settings();
  const std::vector<Setting> all = {Setting::board, Setting::players, Setting::title};
  EXPECT_EQ(taken["practice"], all);
  EXPECT_EQ(taken["swedish"], all);
  EXPECT_EQ(taken["rules"], std::vector<Setting>{});
  EXPECT_EQ(taken["example"], std::vector<Setting>{});
  EXPECT_EQ(taken["strategy"], std::vector<Setting>{});
}

TEST(TemplateTest, PracticeIsOnTheWorksheetsBoard) {
  const auto practice = read_template(*find_builtin(builtin_templates(), "practice"), "en");
  ASSERT_TRUE(practice.handout && practice.handout->board);
  EXPECT_EQ(practice.handout->board->rows, 3);
  EXPECT_EQ(practice.handout->board->cols, 4);
  EXPECT_EQ(form_rows(*practice.handout->board), 17);
}

TEST(TemplateTest, FormHasOneRowPerPlayableLine) {
  EXPECT_EQ(form_rows({lucas::Grid::square, 3, 4, 0, Border::none}), 17);
  EXPECT_EQ(form_rows({lucas::Grid::square, 5, 5, 0, Border::swedish}), 24);
  EXPECT_EQ(form_rows({lucas::Grid::square, 6, 6, 0, Border::none}), 60);
  EXPECT_EQ(form_rows({lucas::Grid::triangle, 0, 0, 3, Border::none}), 18);
  EXPECT_EQ(form_rows({lucas::Grid::hexagon, 0, 0, 2, Border::swedish}), 12);
}

struct BadTemplate {
  std::string name;
  std::string blocks;
  Code code;
  Mark mark;
  std::string key;
};

class TemplateErrorTest : public ::testing::TestWithParam<BadTemplate> {};

TEST_P(TemplateErrorTest, Diagnosed) {
  const TemplateReading r =
      read_template("title: {fr: T, en: T}\nblocks:\n" + GetParam().blocks, "fr");
  EXPECT_FALSE(r.handout);
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(code_name(r.diagnostics[0].code), code_name(GetParam().code));
  EXPECT_EQ(r.diagnostics[0].mark, GetParam().mark);
  EXPECT_EQ(r.diagnostics[0].message.key, GetParam().key);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, TemplateErrorTest,
    ::testing::Values(
        BadTemplate{"unknown_block",
                    "  - heading: {fr: a, en: b}\n  - paragrap: {fr: a, en: b}\n",
                    Code::unknown_block,
                    {4, 5},
                    "diag.unknown-block-guess"},
        BadTemplate{"unknown_block_far",
                    "  - video: {fr: a}\n",
                    Code::unknown_block,
                    {3, 5},
                    "diag.unknown-block"},
        BadTemplate{"missing_language",
                    "  - paragraph: {en: only English}\n",
                    Code::missing_text,
                    {3, 16},
                    "diag.missing-text"},
        BadTemplate{
            "plain_string", "  - paragraph: plain\n", Code::wrong_type, {3, 16}, "diag.wrong-type"},
        BadTemplate{
            "bad_board", "  - grid: {dots: 1x9}\n", Code::bad_board, {3, 18}, "diag.board-size"},
        BadTemplate{"bad_border",
                    "  - grid: {dots: 3x3, border: swedsh}\n",
                    Code::bad_board,
                    {3, 31},
                    "diag.bad-border-guess"},
        BadTemplate{"diagonal",
                    "  - diagram: {dots: 3x4, lines: [A-B, A-F]}\n",
                    Code::diagonal,
                    {3, 39},
                    "diag.template-line"},
        BadTemplate{"not_a_point",
                    "  - diagram: {dots: 3x4, lines: [A-Z]}\n",
                    Code::not_a_point,
                    {3, 34},
                    "diag.template-line"},
        BadTemplate{"box_out_of_range",
                    "  - diagram: {dots: 3x4, marks: {7: M}}\n",
                    Code::out_of_range,
                    {3, 34},
                    "diag.out-of-range"},
        BadTemplate{"two_keys",
                    "  - {heading: {fr: a, en: b}, paragraph: {fr: a, en: b}}\n",
                    Code::unknown_block,
                    {3, 5},
                    "diag.block-one-key"},
        BadTemplate{"bad_labels",
                    "  - grid: {dots: 3x3, labels: numbers}\n",
                    Code::wrong_type,
                    {3, 31},
                    "diag.bad-labels"},
        BadTemplate{"bad_markup",
                    "  - paragraph: {fr: \"<b>pas fermé\", en: x}\n",
                    Code::bad_markup,
                    {3, 21},
                    "diag.bad-markup"},
        BadTemplate{"bad_ampersand",
                    "  - heading: {fr: \"Tom & Léa\", en: x}\n",
                    Code::bad_markup,
                    {3, 19},
                    "diag.bad-markup"},
        BadTemplate{"unknown_key",
                    "  - grid: {dots: 3x3, cont: 2}\n",
                    Code::unknown_key,
                    {3, 23},
                    "diag.unknown-key-guess"},
        BadTemplate{"grid_without_any_board",
                    "  - grid: {count: 2}\n",
                    Code::bad_board,
                    {3, 11},
                    "diag.board-none"},
        BadTemplate{"form_with_only_a_border",
                    "  - form: {border: swedish}\n",
                    Code::bad_board,
                    {3, 11},
                    "diag.board-none"},
        BadTemplate{"three_players",
                    "  - form: {}\nplayers: [Mia, Noé, Léa]\nboard: {dots: 3x4}\n",
                    Code::out_of_range,
                    {4, 10},
                    "diag.template-players"},
        BadTemplate{"three_form_players",
                    "  - form: {dots: 3x4, players: [Mia, Noé, Léa]}\n",
                    Code::out_of_range,
                    {3, 32},
                    "diag.template-players"},
        BadTemplate{"players_not_a_list",
                    "  - form: {}\nplayers: Mia\nboard: {dots: 3x4}\n",
                    Code::wrong_type,
                    {4, 10},
                    "diag.wrong-type"},
        BadTemplate{"handout_board_key",
                    "  - form: {}\nboard: {dots: 3x4, lines: 17}\n",
                    Code::unknown_key,
                    {4, 20},
                    "diag.unknown-key"},
        BadTemplate{"handout_board_size",
                    "  - form: {}\nboard: {boxes: 0x3}\n",
                    Code::bad_board,
                    {4, 16},
                    "diag.board-size"},
        BadTemplate{"title_with_text",
                    "  - title: {fr: Titre}\n",
                    Code::unknown_key,
                    {3, 13},
                    "diag.unknown-key"},
        BadTemplate{
            "title_not_a_map", "  - title: Titre\n", Code::wrong_type, {3, 12}, "diag.wrong-type"}),
    [](const auto& row) { return row.param.name; });

}  // namespace
}  // namespace lucas::handout
