// lucas handout end to end: every built-in template in both languages, read back with poppler.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/run.h"

namespace lucas::testing {
namespace {

std::string pdf_text(const std::string& pdf) {
  return run_shell("pdftotext -enc UTF-8 " + pdf + " -").out;
}
int pdf_pages(const std::string& pdf) {
  const std::string info = run_shell("pdfinfo " + pdf).out;
  const size_t at = info.find("Pages:");
  return at == std::string::npos ? -1 : std::stoi(info.substr(at + 6));
}

struct KeyTexts {
  const char* name;
  std::vector<std::string> fr;
  std::vector<std::string> en;
};

// A text of each language that must appear in it, and must not in the other.
const std::vector<KeyTexts> kTemplates = {
    {"rules",
     {"Les quatre conventions", "Nommer les segments", "égalité"},
     {"The worksheet's four conventions", "Naming lines", "a draw"}},
    {"example",
     {"Le septième segment ferme deux carrés", "7. Mia trace B-F.", "Noé"},
     {"The seventh line closes two boxes", "7. Mia draws B-F.", "Noé"}},
    {"practice",
     {"Feuille d'entraînement", "Relevé de coups", "Joue ensuite"},
     {"Practice sheet", "Move record", "Plays next"}},
    {"strategy",
     {"Le double sacrifice", "Chaînes et boucles", "traits sûrs"},
     {"The double sacrifice", "Chains and loops", "safe lines"}},
    {"swedish",
     {"Le plateau suédois", "Le plateau islandais"},
     {"The Swedish board", "The Icelandic board"}},
};

TEST(CliHandoutTest, EveryBuiltInTemplateInBothLanguages) {
  const std::string dir = temp_dir();
  for (const KeyTexts& t : kTemplates) {
    for (const std::string language : {"fr", "en"}) {
      SCOPED_TRACE(std::string(t.name) + " " + language);
      const std::string pdf = dir + "/" + t.name + "-" + language + ".pdf";
      const RunResult r = run_lucas({"handout", t.name, "--lang", language, "-o", pdf});
      ASSERT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(r.out, pdf + "\n");
      const std::string text = pdf_text(pdf);
      for (const std::string& key : language == "fr" ? t.fr : t.en)
        EXPECT_NE(text.find(key), std::string::npos) << key;
      for (const std::string& key : language == "fr" ? t.en : t.fr) {
        if (key != "Noé") {
          EXPECT_EQ(text.find(key), std::string::npos) << key;
        }
      }
      EXPECT_GE(pdf_pages(pdf), 1);
    }
  }
}

TEST(CliHandoutTest, PracticeFormHasOneRowPerLine) {
  const std::string pdf = temp_dir() + "/practice.pdf";
  ASSERT_EQ(run_lucas({"handout", "practice", "--lang", "en", "-o", pdf}).exit_code, 0);
  EXPECT_EQ(pdf_pages(pdf), 1);
  // The row numbers of the form, read back from the page: 1 to 24 (4 x 4 dots have 24 lines).
  const std::string rows = run_shell("pdftotext -enc UTF-8 " + pdf +
                                     " - | grep -xE '[0-9]+' | sort -n | uniq | tr '\\n' ' '")
                               .out;
  std::string expected;
  for (int i = 1; i <= 24; ++i) expected += std::to_string(i) + " ";
  EXPECT_EQ(rows, expected);
}

TEST(CliHandoutTest, FormOfALargeBoardRunsOverPagesWithItsHeader) {
  const std::string dir = temp_dir();
  std::ofstream(dir + "/form.yaml")
      << "title: {fr: Relevé, en: Record}\nblocks:\n  - form: {boxes: 5x5, players: [Mia, Noé]}\n";
  const RunResult r =
      run_lucas({"handout", dir + "/form.yaml", "--lang", "fr", "-o", dir + "/form.pdf"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pdf_pages(dir + "/form.pdf"), 2);
  const std::string text = pdf_text(dir + "/form.pdf");
  EXPECT_NE(text.find("60"), std::string::npos);
  EXPECT_NE(text.find("Score Noé"), std::string::npos);
  // The header is printed again on the second page.
  EXPECT_EQ(
      run_shell("pdftotext -f 2 -l 2 -enc UTF-8 " + dir + "/form.pdf - | grep -c 'Score Mia'").out,
      "1\n");
}

TEST(CliHandoutTest, PageBreaksMakeNoEmptyPage) {
  const std::string dir = temp_dir();
  const std::string text = "  - paragraph: {fr: Un texte., en: A text.}\n";
  const std::string page_break = "  - page-break: {}\n";
  const std::vector<std::pair<std::string, int>> cases = {
      {text + page_break, 1},
      {page_break + text, 1},
      {text + page_break + page_break + text, 2},
      {text + page_break + text + page_break, 2},
  };
  for (const auto& [blocks, pages] : cases) {
    SCOPED_TRACE(blocks);
    std::ofstream(dir + "/breaks.yaml") << "title: {fr: Sauts, en: Breaks}\nblocks:\n" << blocks;
    const RunResult r =
        run_lucas({"handout", dir + "/breaks.yaml", "--lang", "en", "-o", dir + "/breaks.pdf"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pdf_pages(dir + "/breaks.pdf"), pages);
  }
  std::filesystem::remove_all(dir);
}

TEST(CliHandoutTest, ListShowsEveryTemplateWithItsLine) {
  const RunResult r = run_lucas({"handout", "--list", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 0);
  for (const char* name : {"example", "practice", "rules", "strategy", "swedish"})
    EXPECT_NE(r.out.find(std::string(name) + " "), std::string::npos) << name;
  EXPECT_NE(r.out.find("Les règles en une page"), std::string::npos);
}

TEST(CliHandoutTest, SvgAndPngPerPage) {
  const std::string dir = temp_dir();
  const RunResult svg = run_lucas({"handout", "example", "-o", dir + "/ex.svg"});
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_EQ(svg.out, dir + "/ex-01.svg\n" + dir + "/ex-02.svg\n");
  EXPECT_EQ(run_shell("rsvg-convert " + dir + "/ex-02.svg -o " + dir + "/ex-02.png && echo ok").out,
            "ok\n");
  const RunResult png = run_lucas({"handout", "rules", "--dpi", "60", "-o", dir + "/rules.png"});
  ASSERT_EQ(png.exit_code, 0) << png.err;
  EXPECT_EQ(run_shell("python3 -c \"import struct;d=open('" + dir +
                      "/rules.png','rb').read(24);print(struct.unpack('>II',d[16:24]))\"")
                .out,
            "(496, 702)\n");
}

TEST(CliHandoutTest, TemplateErrorsPointAtTheirLine) {
  const std::string dir = temp_dir();
  std::ofstream(dir + "/bad.yaml")
      << "title: {fr: T, en: T}\nblocks:\n  - paragrap: {fr: a, en: b}\n"
         "  - grid: {dots: 0x4}\n  - paragraph: {fr: seulement}\n";
  const RunResult r =
      run_lucas({"handout", dir + "/bad.yaml", "--lang", "en", "-o", dir + "/out.pdf"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, dir +
                       "/bad.yaml:3:5: error[unknown-block]: unknown block 'paragrap'; did you "
                       "mean 'paragraph'?\n"
                       " 3 |   - paragrap: {fr: a, en: b}\n"
                       "   |     ^\n" +
                       dir +
                       "/bad.yaml:4:18: error[bad-board]: 'dots: 0x4' is not playable here: "
                       "each side needs 2 to 50 dots\n"
                       " 4 |   - grid: {dots: 0x4}\n"
                       "   |                  ^\n" +
                       dir +
                       "/bad.yaml:5:16: error[missing-text]: 'paragraph' has no text in the "
                       "language 'en'; add 'en: …' "
                       "beside the other languages\n"
                       " 5 |   - paragraph: {fr: seulement}\n"
                       "   |                ^\n");
  EXPECT_FALSE(std::ifstream(dir + "/out.pdf").good());
}

TEST(CliHandoutTest, UnknownTemplateMissingRecordAndBadOutput) {
  const std::string dir = temp_dir();
  const RunResult unknown = run_lucas({"handout", "rulez", "-o", dir + "/x.pdf"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("unknown template 'rulez'"), std::string::npos) << unknown.err;
  std::ofstream(dir + "/needs.yaml") << "title: {fr: T, en: T}\nblocks:\n  - replay: {}\n";
  const RunResult needs = run_lucas({"handout", dir + "/needs.yaml", "-o", dir + "/x.pdf"});
  EXPECT_EQ(needs.exit_code, 2);
  EXPECT_NE(needs.err.find("--record"), std::string::npos);
  const RunResult given = run_lucas(
      {"handout", dir + "/needs.yaml", "--record", "examples/mia-noe.yaml", "-o", dir + "/x.pdf"});
  EXPECT_EQ(given.exit_code, 0) << given.err;
  const RunResult format = run_lucas({"handout", "rules", "-o", dir + "/x.doc"});
  EXPECT_EQ(format.exit_code, 2);
  EXPECT_NE(format.err.find("error[bad-output]"), std::string::npos);
  const RunResult usage = run_lucas({"handout", "rules"});
  EXPECT_EQ(usage.exit_code, 2);
}

}  // namespace
}  // namespace lucas::testing
