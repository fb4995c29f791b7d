#include "text/catalogue.h"

#include <gtest/gtest.h>

#include "text/diagnostic.h"

namespace lucas {
namespace {

TEST(CatalogueTest, FrenchAndEnglishAreBuiltIn) {
  EXPECT_EQ(Catalogue::languages(), (std::vector<std::string>{"en", "fr"}));
  EXPECT_EQ(Catalogue::get("fr").text("severity.error"), "erreur");
  EXPECT_EQ(Catalogue::get("en").text("severity.error"), "error");
  EXPECT_EQ(&Catalogue::get("xx"), &Catalogue::get("en"));
  EXPECT_EQ(Catalogue::find("xx"), nullptr);
}

// Every key of every language exists in every other language, and no text is empty.
TEST(CatalogueTest, EveryLanguageHasEveryKey) {
  const auto languages = Catalogue::languages();
  for (const auto& a : languages)
    for (const auto& b : languages)
      for (const auto& [key, text] : Catalogue::get(a).texts()) {
        EXPECT_TRUE(Catalogue::get(b).has(key))
            << "'" << key << "' is in " << a << " but not in " << b;
        EXPECT_FALSE(text.empty()) << key << " in " << a;
      }
}

TEST(CatalogueTest, FormatsArgumentsAndLists) {
  const Catalogue fr("fr", {{"k", "carrés {boxes} pour {who}"},
                            {"list.separator", ", "},
                            {"list.last-separator", " et "}});
  EXPECT_EQ(
      fr.format(
          Message("k").with("boxes", std::vector<std::string>{"1", "2", "3"}).with("who", "Noé")),
      "carrés 1, 2 et 3 pour Noé");
  EXPECT_EQ(fr.format(Message("k").with("boxes", std::vector<std::string>{"1"})),
            "carrés 1 pour {who}");
  EXPECT_EQ(fr.format(Message("missing")), "[missing]");
}

// {name:or} joins the same list as alternatives, with the language's last word for them.
TEST(CatalogueTest, ListsAsAlternatives) {
  const Catalogue fr("fr", {{"k", "{values:or}, soit {values}"},
                            {"list.separator", ", "},
                            {"list.last-separator", " et "},
                            {"list.last-alternative", " ou "}});
  EXPECT_EQ(fr.format(Message("k").with("values", std::vector<std::string>{"a4", "letter", "a5"})),
            "a4, letter ou a5, soit a4, letter et a5");
  EXPECT_EQ(fr.format(Message("k").with("values", std::vector<std::string>{"a4"})), "a4, soit a4");
  EXPECT_EQ(Catalogue::get("en").format(
                Message("cli.valid.one-of")
                    .with("values", std::vector<std::string>{"none", "swedish", "icelandic"})),
            "none, swedish or icelandic");
}

TEST(CatalogueTest, KeyArgumentsAreTranslated) {
  const Catalogue en("en", {{"k", "must be {what}"}, {"type.map", "a map"}});
  EXPECT_EQ(en.format(Message("k").with_text("what", "type.map")), "must be a map");
}

// A board of triangles or hexagons reads each key as `key.cells` where there is one, in
// arguments and inner messages too, and as the key itself elsewhere.
TEST(CatalogueTest, CellsReadTheirOwnTextWhereThereIsOne) {
  const Catalogue fr("fr", {{"k", "le carré {n}"},
                            {"k.cells", "la case {n}"},
                            {"plain", "{inner} ; {word}"},
                            {"list.one", "{n} carré"},
                            {"list.other", "{n} carrés"},
                            {"list.cells.one", "{n} case"},
                            {"list.cells.other", "{n} cases"},
                            {"word", "carré"},
                            {"word.cells", "case"}});
  EXPECT_EQ(fr.format(Message("k").with("n", "2")), "le carré 2");
  EXPECT_EQ(fr.format(Message("k").with("n", "2").of_cells()), "la case 2");
  EXPECT_EQ(fr.format(Message("k").with("n", "2").of_cells(false)), "le carré 2");
  EXPECT_EQ(fr.format(Message("list").count("n", 1).of_cells()), "1 case");
  EXPECT_EQ(fr.format(Message("list").count("n", 3).of_cells()), "3 cases");
  EXPECT_EQ(fr.format(Message("list").count("n", 3)), "3 carrés");
  // A key without a cells text is itself; an inner message and a key argument follow the outer.
  const Message outer =
      Message("plain").with("inner", Message("k").with("n", "4")).with_text("word", "word");
  EXPECT_EQ(fr.format(outer), "le carré 4 ; carré");
  EXPECT_EQ(fr.format(Message(outer).of_cells()), "la case 4 ; case");
}

// The whole catalogue spoken of cells: each key with a cells text reads as it, plural forms too,
// and the others are unchanged.
TEST(CatalogueTest, ForCellsReadsEveryKeyAsItsCellsText) {
  const Catalogue fr("fr", {{"k", "le carré"},
                            {"k.cells", "la case"},
                            {"n.one", "{n} carré"},
                            {"n.other", "{n} carrés"},
                            {"n.cells.one", "{n} case"},
                            {"n.cells.other", "{n} cases"},
                            {"plain", "segment"},
                            {"k.cellsx", "not a cells text"}});
  const Catalogue cells = fr.for_cells();
  EXPECT_EQ(cells.text("k"), "la case");
  EXPECT_EQ(cells.format(Message("n").count("n", 1)), "1 case");
  EXPECT_EQ(cells.format(Message("n").count("n", 2)), "2 cases");
  EXPECT_EQ(cells.text("plain"), "segment");
  EXPECT_EQ(cells.language(), "fr");
  // The original is untouched.
  EXPECT_EQ(fr.text("k"), "le carré");
  // Every built-in cells text belongs to a key of its language.
  for (const std::string language : {"fr", "en"}) {
    const Catalogue& built_in = Catalogue::get(language);
    for (const auto& [key, text] : built_in.texts()) {
      const size_t at = key.find(".cells");
      if (at == std::string::npos) continue;
      EXPECT_TRUE(built_in.has(key.substr(0, at) + key.substr(at + 6))) << key;
    }
  }
}

TEST(CatalogueTest, PluralFormsFollowTheLanguage) {
  const std::map<std::string, std::string, std::less<>> texts = {{"left.one", "{left} ONE"},
                                                                 {"left.other", "{left} OTHER"}};
  const Catalogue fr("fr", texts);
  const Catalogue en("en", texts);
  auto left = [](int n) { return Message("left").count("left", n); };
  EXPECT_EQ(fr.format(left(0)), "0 ONE");
  EXPECT_EQ(fr.format(left(1)), "1 ONE");
  EXPECT_EQ(fr.format(left(2)), "2 OTHER");
  EXPECT_EQ(en.format(left(0)), "0 OTHER");
  EXPECT_EQ(en.format(left(1)), "1 ONE");
  EXPECT_EQ(en.format(left(2)), "2 OTHER");
  // The sign does not count: "−1 box", "−2 boxes".
  EXPECT_EQ(en.format(left(-1)), "-1 ONE");
  EXPECT_EQ(fr.format(left(-2)), "-2 OTHER");
  // A missing form shows, as a missing key does.
  EXPECT_EQ(Catalogue("en", {{"left.other", "x"}}).format(left(1)), "[left.one]");
}

TEST(CatalogueTest, BuiltInPluralsReadAsTheWorksheet) {
  const Catalogue& fr = Catalogue::get("fr");
  const Catalogue& en = Catalogue::get("en");
  auto boxes = [](int n) { return Message("analyze.cost").count("cost", n).with("best", "B-F"); };
  EXPECT_EQ(fr.format(boxes(0)), "coûte 0 carré ; meilleur : B-F");
  EXPECT_EQ(fr.format(boxes(1)), "coûte 1 carré ; meilleur : B-F");
  EXPECT_EQ(fr.format(boxes(2)), "coûte 2 carrés ; meilleur : B-F");
  EXPECT_EQ(en.format(boxes(0)), "costs 0 boxes; best: B-F");
  EXPECT_EQ(en.format(boxes(1)), "costs 1 box; best: B-F");
  EXPECT_EQ(en.format(boxes(2)), "costs 2 boxes; best: B-F");
  auto errors = [](int n) { return Message("verdict.invalid").count("count", n); };
  EXPECT_EQ(fr.format(errors(1)), "invalide — 1 erreur");
  EXPECT_EQ(fr.format(errors(2)), "invalide — 2 erreurs");
  EXPECT_EQ(en.format(errors(1)), "invalid — 1 error");
  EXPECT_EQ(en.format(errors(2)), "invalid — 2 errors");
}

TEST(CatalogueTest, AMessageMayHoldAnotherWithItsOwnCount) {
  const Catalogue& en = Catalogue::get("en");
  Message stats("analyze.stats");
  stats.with("move", 3)
      .with("left", Message("analyze.lines-left").count("count", 1))
      .count("nodes", 2)
      .with("seconds", "0.01");
  EXPECT_EQ(en.format(stats), "Exact from move 3 (1 line left): 2 positions searched in 0.01 s.");
  const Message box = Message("diag.wrong-boxes")
                          .with("move", 7)
                          .with("line", "B-F")
                          .with("real", Message("diag.box-list")
                                            .count("count", 2)
                                            .with("boxes", std::vector<std::string>{"1", "2"}))
                          .with("claimed", Message("diag.box-list")
                                               .count("count", 1)
                                               .with("boxes", std::vector<std::string>{"1"}));
  EXPECT_EQ(Catalogue::get("fr").format(box),
            "coup 7 : B-F ferme les carrés 1 et 2, pas le carré 1");
}

// A text with plural forms has both in every language, and no plain form beside them: the
// code asks for key.one or key.other whenever it gives a count.
TEST(CatalogueTest, EveryCountedKeyHasBothFormsInEveryLanguage) {
  auto strip = [](const std::string& key, std::string_view suffix) {
    return key.size() > suffix.size() && key.substr(key.size() - suffix.size()) == suffix
               ? key.substr(0, key.size() - suffix.size())
               : std::string();
  };
  int counted = 0;
  for (const auto& language : Catalogue::languages())
    for (const auto& [key, text] : Catalogue::get(language).texts()) {
      for (std::string_view suffix : {".one", ".other"}) {
        const std::string base = strip(key, suffix);
        if (base.empty()) continue;
        ++counted;
        for (const auto& other : Catalogue::languages()) {
          EXPECT_TRUE(Catalogue::get(other).has(base + ".one")) << base << " in " << other;
          EXPECT_TRUE(Catalogue::get(other).has(base + ".other")) << base << " in " << other;
          EXPECT_FALSE(Catalogue::get(other).has(base)) << base << " in " << other;
        }
      }
    }
  EXPECT_GT(counted, 0);
  // The keys the code formats with a count.
  for (const char* key : {"verdict.interrupted",
                          "verdict.invalid",
                          "verdict.moves-playing",
                          "diag.wrong-next-not-over",
                          "diag.result-not-over",
                          "diag.box-list",
                          "solve.too-big",
                          "solve.board",
                          "solve.progress",
                          "solve.stats",
                          "analyze.cost",
                          "analyze.stats",
                          "analyze.lines-left",
                          "hint.to-move",
                          "hint.best",
                          "hint.value",
                          "hint.why.facts.safe-odd",
                          "hint.why.facts.safe-even",
                          "replay.boxes",
                          "solve.estimate",
                          "solve.beyond-reach",
                          "solve.beyond-reach-searching"})
    for (const auto& language : Catalogue::languages()) {
      EXPECT_TRUE(Catalogue::get(language).has(std::string(key) + ".one"))
          << key << " " << language;
      EXPECT_TRUE(Catalogue::get(language).has(std::string(key) + ".other"))
          << key << " " << language;
    }
}

TEST(CatalogueTest, LanguageFollowsTheLocale) {
  setenv("LC_ALL", "", 1);
  setenv("LC_MESSAGES", "fr_FR.UTF-8", 1);
  setenv("LANG", "en_GB.UTF-8", 1);
  EXPECT_EQ(language_from_environment(), "fr");
  setenv("LC_ALL", "C", 1);
  EXPECT_EQ(language_from_environment(), "en");
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  setenv("LANG", "fr_CA.UTF-8", 1);
  EXPECT_EQ(language_from_environment(), "fr");
  unsetenv("LANG");
  EXPECT_EQ(language_from_environment(), "en");
}

TEST(CatalogueTest, EveryDiagnosticCodeHasAStableName) {
  EXPECT_EQ(code_name(Code::repeated_line), "repeated-line");
  EXPECT_EQ(severity_name(Severity::error), "error");
  EXPECT_EQ(severity_name(Severity::warning), "warning");
  EXPECT_EQ(severity_name(Severity::note), "note");
  EXPECT_EQ(closest("boxs", {"by", "line", "boxes", "score"}), "boxes");
  EXPECT_EQ(closest("zzzzzz", {"by", "line"}), "");
}

}  // namespace
}  // namespace lucas
