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

TEST(CatalogueTest, KeyArgumentsAreTranslated) {
  const Catalogue en("en", {{"k", "must be {what}"}, {"type.map", "a map"}});
  EXPECT_EQ(en.format(Message("k").with_text("what", "type.map")), "must be a map");
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
  EXPECT_EQ(closest("boxs", {"by", "line", "boxes", "score"}), "boxes");
  EXPECT_EQ(closest("zzzzzz", {"by", "line"}), "");
}

}  // namespace
}  // namespace lucas
