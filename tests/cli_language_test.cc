// The command line wholly in the user's language: every kind of command-line error on every
// command, in one line shape; --lang and --format before or after the command; the default
// language in --help; counts in the right plural form; Pango markup errors in lucas's words.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>

#include "support/run.h"
#include "text/diagnostic.h"

namespace lucas::testing {
namespace {

// CLI11's own words: none of them may reach the user.
constexpr const char* kCli11Words[] = {
    "Value",           "not in range",     "excludes",      "is required",
    "Expected",        "The following",    "not in",        "Could not convert",
    "Run with --help", "was not expected", "allowed value", "required but",
    "Should be",       "subcommand",       "INT",           "FLOAT",
};

struct ErrorCase {
  std::string name;
  std::vector<std::string> args;
  std::string code;
};

// Every kind of command-line error lucas can meet, on every command that can meet it.
const std::vector<ErrorCase>& error_cases() {
  static const std::vector<ErrorCase> cases = {
      {"no command", {}, "missing-command"},
      {"unknown command", {"chek"}, "unknown-command"},
      {"other command", {"dessiner"}, "unknown-command"},
      {"language twice", {"sheet", "-o", "x.pdf", "--lang", "en", "--lang", "en"}, "wrong-count"},
      {"check unknown option", {"check", "--bogus", "examples/mia-noe.yaml"}, "unknown-option"},
      {"check missing file", {"check"}, "missing-option"},
      {"check bad format", {"check", "--format", "xml", "examples/mia-noe.yaml"}, "bad-value"},
      {"check bad color", {"check", "--color", "red", "examples/mia-noe.yaml"}, "bad-value"},
      {"check format without value", {"check", "examples/mia-noe.yaml", "--format"}, "wrong-count"},
      {"sheet unknown option", {"sheet", "-o", "x.pdf", "--colour", "red"}, "unknown-option"},
      {"sheet missing output", {"sheet"}, "missing-option"},
      {"sheet spacing too high", {"sheet", "-o", "x.pdf", "--spacing", "100"}, "bad-value"},
      {"sheet spacing too low", {"sheet", "-o", "x.pdf", "--spacing", "3"}, "bad-value"},
      {"sheet spacing nan", {"sheet", "-o", "x.pdf", "--spacing", "nan"}, "bad-value"},
      {"sheet pages zero", {"sheet", "-o", "x.pdf", "--pages", "0"}, "bad-value"},
      {"sheet pages text", {"sheet", "-o", "x.pdf", "--pages", "two"}, "bad-value"},
      {"sheet bad labels", {"sheet", "-o", "x.pdf", "--labels", "numbers"}, "bad-value"},
      {"sheet bad paper", {"sheet", "-o", "x.pdf", "--paper", "a3"}, "bad-value"},
      {"sheet extra", {"sheet", "-o", "x.pdf", "extra"}, "unexpected-argument"},
      {"sheet flag value", {"sheet", "-o", "x.pdf", "--landscape=maybe"}, "bad-value"},
      {"sheet output without value", {"sheet", "-o"}, "wrong-count"},
      {"replay missing record", {"replay", "-o", "x.pdf"}, "missing-option"},
      {"replay final and moves",
       {"replay", "examples/mia-noe.yaml", "-o", "x.pdf", "--final", "--moves", "2-3"},
       "conflicting-options"},
      {"replay bad every",
       {"replay", "examples/mia-noe.yaml", "-o", "x.pdf", "--every", "page"},
       "bad-value"},
      {"replay per page",
       {"replay", "examples/mia-noe.yaml", "-o", "x.pdf", "--per-page", "101"},
       "bad-value"},
      {"report missing paths", {"report", "-o", "x.pdf"}, "missing-option"},
      {"report missing output", {"report", "classe"}, "missing-option"},
      {"report bad labels",
       {"report", "classe", "-o", "x.pdf", "--labels", "numbers"},
       "bad-value"},
      {"check summary value", {"check", "--summary=maybe", "x.yaml"}, "bad-value"},
      {"handout margin", {"handout", "rules", "-o", "x.pdf", "--margin", "-1"}, "bad-value"},
      {"handout dpi", {"handout", "rules", "-o", "x.png", "--dpi", "1201"}, "bad-value"},
      {"handout extra", {"handout", "rules", "practice", "-o", "x.pdf"}, "unexpected-argument"},
      {"handout unknown option", {"handout", "rules", "--recrod", "x.yaml"}, "unknown-option"},
      {"analyze missing file", {"analyze"}, "missing-option"},
      {"analyze seconds", {"analyze", "examples/mia-noe.yaml", "--seconds", "3601"}, "bad-value"},
      {"analyze extra", {"analyze", "examples/mia-noe.yaml", "other.yaml"}, "unexpected-argument"},
      {"hint missing file", {"hint"}, "missing-option"},
      {"hint bad format", {"hint", "examples/mia-noe.yaml", "--format", "yaml"}, "bad-value"},
      {"solve without value", {"solve", "--boxes"}, "wrong-count"},
      {"solve memory", {"solve", "--boxes", "2x2", "--memory", "0"}, "bad-value"},
      {"solve extra", {"solve", "--boxes", "2x2", "now"}, "unexpected-argument"},
      {"solve unknown option", {"solve", "--boxes", "2x2", "--title", "de"}, "unknown-option"},
      {"format before report",
       {"--format", "json", "report", "classe", "-o", "x.pdf"},
       "unknown-option"},
      {"format before a command without it",
       {"--format", "json", "sheet", "-o", "x.pdf"},
       "unknown-option"},
  };
  return cases;
}

void expect_our_words(const RunResult& r, const std::string& severity, const ErrorCase& c) {
  EXPECT_EQ(r.exit_code, 2) << c.name << ": " << r.err;
  EXPECT_EQ(r.out, "") << c.name;
  const std::regex shape("lucas: " + severity + "\\[[a-z-]+\\]: [^\n]+\n");
  EXPECT_TRUE(std::regex_match(r.err, shape)) << c.name << ": " << r.err;
  EXPECT_EQ(r.err.rfind("lucas: " + severity + "[" + c.code + "]: ", 0), 0u)
      << c.name << ": " << r.err;
  for (const char* word : kCli11Words)
    EXPECT_EQ(r.err.find(word), std::string::npos) << c.name << ": '" << word << "' in " << r.err;
}

TEST(CliLanguageTest, EveryCommandLineErrorInFrench) {
  const std::string dir = temp_dir();
  for (const ErrorCase& c : error_cases()) {
    // That case says --lang en twice: its French form is in ErrorsSayWhatWouldBeRight.
    if (c.name == "language twice") continue;
    std::vector<std::string> args = c.args;
    args.insert(args.begin(), {"--lang", "fr"});
    expect_our_words(run_lucas_in(args, dir, "/dev/null"), "erreur", c);
    // The locale alone says the same.
    expect_our_words(run_lucas_in(c.args, dir, "/dev/null", {"LANG=fr_FR.UTF-8"}), "erreur", c);
  }
}

TEST(CliLanguageTest, EveryCommandLineErrorInEnglish) {
  const std::string dir = temp_dir();
  for (const ErrorCase& c : error_cases())
    expect_our_words(run_lucas_in(c.args, dir, "/dev/null"), "error", c);
}

TEST(CliLanguageTest, ErrorsSayWhatWouldBeRight) {
  const std::string dir = temp_dir();
  auto err = [&dir](std::vector<std::string> args) {
    return run_lucas_in(args, dir, "/dev/null").err;
  };
  EXPECT_EQ(err({"--lang", "fr", "sheet", "-o", "x.pdf", "--spacing", "100"}),
            "lucas: erreur[bad-value]: la valeur de --spacing est refusée : « 100 » n'est pas un "
            "nombre de 4 à 60\n");
  EXPECT_EQ(err({"sheet", "-o", "x.pdf", "--spacing", "3"}),
            "lucas: error[bad-value]: the value of --spacing is refused: '3' is not a number from "
            "4 to 60\n");
  EXPECT_EQ(err({"sheet", "-o", "x.pdf", "--pages", "1.5"}),
            "lucas: error[bad-value]: the value of --pages is refused: '1.5' is not a whole "
            "number from 1 to 1000\n");
  EXPECT_EQ(err({"sheet", "--lang", "fr", "-o", "x.pdf", "--labels", "numbers"}),
            "lucas: erreur[bad-value]: la valeur de --labels est refusée : « numbers » n'est pas "
            "permis ; les valeurs sont letters, coords, none, lettres, coordonnées et aucune\n");
  // A record typed with French keys: one error at each key, saying the English name to write,
  // and no field said missing for it; the record itself is « le relevé », not "record".
  const RunResult french = run_lucas({"check", "--lang", "fr", "-"},
                                     "titre: Partie\nplateau: {dots: 2x2}\nJoueurs: [Mia, Noé]\n"
                                     "Coups: []\nclasse: CM1\n");
  EXPECT_EQ(french.exit_code, 2);
  for (const char* said :
       {"<stdin>:2:1: erreur[unknown-key]: « plateau » est le nom français de « board » ; lucas "
        "lit les noms anglais : écrivez board: au lieu de plateau:",
        "<stdin>:3:1: erreur[unknown-key]: « Joueurs » est le nom français de « players »",
        "<stdin>:4:1: erreur[unknown-key]: « Coups » est le nom français de « moves »",
        "<stdin>:5:1: erreur[unknown-key]: champ inconnu « classe » dans le relevé ;"})
    EXPECT_NE(french.out.find(said), std::string::npos) << said << "\n" << french.out;
  EXPECT_EQ(french.out.find("missing-field"), std::string::npos) << french.out;
  EXPECT_EQ(french.out.find("dans record"), std::string::npos) << french.out;
  // Words typed without quotes after an option's value: the quotes are suggested.
  EXPECT_EQ(err({"sheet", "--lang", "fr", "-o", "x.pdf", "--dots", "3", "x", "4"}),
            "lucas: erreur[unexpected-argument]: argument inattendu : x et 4 ; si c'est la suite "
            "de la valeur de --dots, mettez-la entre guillemets : --dots \"3 x 4\" ; sinon lucas "
            "sheet --help montre ce que la commande attend\n");
  EXPECT_EQ(err({"sheet", "extra", "-o", "x.pdf"}),
            "lucas: error[unexpected-argument]: unexpected argument: extra; lucas sheet --help "
            "shows what the command takes\n");
  // A system's refusal in the user's language, with what to do.
  const std::string absent = temp_dir() + "/absent";
  EXPECT_EQ(err({"sheet", "--lang", "fr", "-o", absent + "/x.pdf"}),
            "lucas: erreur[cannot-write]: impossible d'écrire " + absent + "/x.pdf : le dossier " +
                absent + " n'existe pas ; créez-le d'abord (mkdir -p " + absent +
                ") ou choisissez-en un autre\n");
  // Every option value in either language and any case: one table of value words.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"play", "--first", "Ordinateur", "--boxes", "1x1"},
        {"play", "--level", "Facile", "--boxes", "1x1"},
        {"play", "--level", "MAÎTRE", "--boxes", "1x1", "--seconds", "0.1"},
        {"play", "--border", "suédois", "--boxes", "1x1"},
        {"play", "--game", "chopsticks", "--end", "Boucle", "--splits", "non"}}) {
    std::vector<std::string> all = args;
    all.insert(all.end(), {"--players", "Léa", "--seed", "1", "--lang", "fr"});
    const RunResult r = run_lucas(all, "q\n");
    EXPECT_EQ(r.exit_code, 0) << args[2] << " " << r.err;
    EXPECT_EQ(r.err, "") << args[2];
  }
  EXPECT_EQ(err({"replay", "examples/mia-noe.yaml", "-o", "x.pdf", "--final", "--moves", "2-3"}),
            "lucas: error[conflicting-options]: --moves and --final cannot go together; give one "
            "or the other\n");
  EXPECT_EQ(err({"--lang", "fr", "replay", "-o", "x.pdf"}),
            "lucas: erreur[missing-option]: lucas replay demande le relevé (FICHIER) ; lucas "
            "replay --help le décrit\n");
  EXPECT_EQ(err({"check"}),
            "lucas: error[missing-option]: lucas check needs the record or folder to check "
            "(PATH…); lucas "
            "check --help describes it\n");
  EXPECT_EQ(err({"sheet", "-o", "x.pdf", "--boxs", "3x3"}),
            "lucas: error[unknown-option]: unknown option --boxs; did you mean --boxes?\n");
  EXPECT_EQ(err({"--lang", "fr", "check", "--zzzzzz", "examples/mia-noe.yaml"}),
            "lucas: erreur[unknown-option]: option inconnue --zzzzzz ; lucas check --help liste "
            "les options\n");
  EXPECT_EQ(err({"solve", "--boxes", "2x2", "now"}),
            "lucas: error[unexpected-argument]: unexpected argument: now; if it belongs to the "
            "value of --boxes, put the value in quotes: --boxes \"2x2 now\"; otherwise lucas "
            "solve --help shows what the command takes\n");
  EXPECT_EQ(err({"sheet", "-o", "x.pdf", "--landscape=maybe"}),
            "lucas: error[bad-value]: the value 'maybe' of --landscape is not understood; lucas "
            "sheet --help says what it can be\n");
  EXPECT_EQ(err({"chek", "x.yaml"}),
            "lucas: error[unknown-command]: unknown command 'chek'; did you mean check?\n");
  EXPECT_EQ(
      err({"--lang", "fr", "jouer"}),
      "lucas: erreur[unknown-command]: commande inconnue « jouer » ; les commandes sont "
      "check, report, sheet, replay, handout, analyze, hint, solve, match, play, learn et serve\n");
  // An option of the command typed before its name: where to write it, not "did you mean
  // --color?" (the same name).
  EXPECT_EQ(err({"--color", "never", "check", "examples/mia-noe.yaml"}),
            "lucas: error[unknown-option]: --color is an option of lucas check: write it after "
            "the command's name (lucas check --color …)\n");
  EXPECT_EQ(err({"--lang", "fr", "--dots", "3x4", "sheet", "-o", "x.pdf"}),
            "lucas: erreur[unknown-option]: --dots est une option de lucas sheet : écrivez-la "
            "après le nom de la commande (lucas sheet --dots …)\n");
  EXPECT_EQ(err({"--colr", "never", "check", "examples/mia-noe.yaml"}),
            "lucas: error[unknown-option]: unknown option --colr; did you mean --color?\n");
  EXPECT_EQ(err({"sheet", "-o", "x.pdf", "--lang", "fr", "--lang", "en"}),
            "lucas: erreur[wrong-count]: --lang est donnée plus d'une fois ; donnez-la une seule "
            "fois\n");
  EXPECT_EQ(err({"--lang", "xx", "solve", "--boxes", "2x2"}),
            "lucas: error[bad-value]: the value of --lang is refused: 'xx' is not allowed; the "
            "values are en and fr\n");
  EXPECT_EQ(err({"--lang", "fr"}),
            "lucas: erreur[missing-command]: donnez une commande parmi : check, report, sheet, "
            "replay, handout, analyze, hint, solve, match, play, learn et serve\n");
}

TEST(CliLanguageTest, LanguageAndFormatBeforeOrAfterTheCommand) {
  const RunResult before = run_lucas({"--lang", "fr", "check", "tests/data/mia-noe-bad.yaml"});
  const RunResult after = run_lucas({"check", "--lang", "fr", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(before.exit_code, 1);
  EXPECT_EQ(before.out, after.out);
  EXPECT_NE(before.out.find("invalide — 1 erreur"), std::string::npos) << before.out;
  const RunResult equals = run_lucas({"--lang=fr", "check", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(equals.out, after.out);
  // A French teacher's --langue, under the C locale too, before the command or after it.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", "--langue", "fr", "tests/data/mia-noe-bad.yaml"},
        std::vector<std::string>{"--langue=fr", "check", "tests/data/mia-noe-bad.yaml"},
        std::vector<std::string>{"--langue", "fr", "check", "tests/data/mia-noe-bad.yaml"}}) {
    const RunResult langue = run_lucas(args, "", {"LC_ALL=C", "LANG=C"});
    EXPECT_EQ(langue.exit_code, 1) << langue.err;
    EXPECT_EQ(langue.out, after.out) << args[0];
  }
  // Its errors are French too.
  const RunResult wrong =
      run_lucas({"check", "--langue", "fr", "--bogus", "tests/data/mia-noe-bad.yaml"}, "",
                {"LC_ALL=C", "LANG=C"});
  EXPECT_EQ(wrong.exit_code, 2);
  EXPECT_NE(wrong.err.find("erreur"), std::string::npos) << wrong.err;

  const RunResult json_before =
      run_lucas({"--format", "json", "--lang", "en", "check", "tests/data/mia-noe-bad.yaml"});
  const RunResult json_after =
      run_lucas({"check", "--format", "json", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(json_before.exit_code, 1);
  EXPECT_EQ(json_before.out, json_after.out);
  EXPECT_EQ(json_before.out.rfind("[\n  {\n    \"file\"", 0), 0u) << json_before.out;

  const std::string dir = temp_dir();
  const RunResult sheet_before = run_lucas_in(
      {"--lang", "fr", "sheet", "-o", "s.svg", "--title", "Feuille"}, dir, "/dev/null");
  EXPECT_EQ(sheet_before.exit_code, 0) << sheet_before.err;
  const std::string first = slurp(dir + "/s.svg");
  const RunResult sheet_after = run_lucas_in(
      {"sheet", "-o", "s.svg", "--lang", "fr", "--title", "Feuille"}, dir, "/dev/null");
  EXPECT_EQ(sheet_after.exit_code, 0) << sheet_after.err;
  EXPECT_FALSE(first.empty());
  EXPECT_EQ(first, slurp(dir + "/s.svg"));
}

TEST(CliLanguageTest, HelpShowsTheLocalesLanguageAsDefault) {
  const RunResult fr = run_lucas({"sheet", "--help"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_EQ(fr.exit_code, 0);
  EXPECT_NE(fr.out.find("--lang,--langue TEXTE (en ou fr ; par défaut fr)"), std::string::npos)
      << fr.out;
  const RunResult en = run_lucas({"sheet", "--help"});
  EXPECT_NE(en.out.find("--lang,--langue TEXT (en or fr; default en)"), std::string::npos)
      << en.out;
  // --lang chooses the help's language, not the default it shows.
  const RunResult chosen = run_lucas({"--lang", "en", "sheet", "--help"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_NE(chosen.out.find("--lang,--langue TEXT (en or fr; default fr)"), std::string::npos)
      << chosen.out;
  const RunResult top = run_lucas({"--help"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_NE(top.out.find("--lang,--langue TEXTE (en ou fr ; par défaut fr)"), std::string::npos)
      << top.out;
  EXPECT_NE(fr.out.find("--spacing NOMBRE (de 4 à 60 ; par défaut 11)"), std::string::npos)
      << fr.out;
  for (const char* word : kCli11Words) {
    EXPECT_EQ(fr.out.find(word), std::string::npos) << word << " in " << fr.out;
    EXPECT_EQ(top.out.find(word), std::string::npos) << word << " in " << top.out;
  }
}

// A command's arguments are named in the help as in its errors ("(CHEMIN…)"), in the user's
// language, and a name with an accent keeps the descriptions in one column.
TEST(CliLanguageTest, HelpNamesTheArgumentsInTheUsersWords) {
  const RunResult check = run_lucas({"--lang", "fr", "check", "--help"});
  EXPECT_NE(check.out.find("Utilisation: lucas check [OPTIONS] CHEMIN...\n"), std::string::npos)
      << check.out;
  EXPECT_NE(check.out.find("\n  CHEMIN ... OBLIGATOIRE      Relevés"), std::string::npos)
      << check.out;
  EXPECT_NE(run_lucas({"replay", "--help"}).out.find("Usage: lucas replay [OPTIONS] FILE\n"),
            std::string::npos);
  const std::string handout = run_lucas({"--lang", "fr", "handout", "--help"}).out;
  EXPECT_NE(handout.find("Utilisation: lucas handout [OPTIONS] [MODÈLE]\n"), std::string::npos)
      << handout;
  // 28 columns before each description, whatever bytes an accent takes.
  EXPECT_NE(handout.find("\n  MODÈLE                      Un modèle"), std::string::npos)
      << handout;
  EXPECT_NE(handout.find("\n  -h,--help                   Affiche"), std::string::npos) << handout;
  // A name too long for the column puts its description on the next line, at the column,
  // accents or not.
  const std::string solve = run_lucas({"--lang", "fr", "solve", "--help"}).out;
  const size_t threads = solve.find("  --threads ENTIER (de 1 à 256 ; par défaut ");
  ASSERT_NE(threads, std::string::npos) << solve;
  const size_t next_line = solve.find(")\n", threads) + 2;
  EXPECT_EQ(solve.substr(next_line, 44), std::string(30, ' ') + "Nombre de fils") << solve;
  // A name with an accent just short of the column: the description is on the next line too.
  const std::string sheet = run_lucas({"--lang", "fr", "sheet", "--help"}).out;
  EXPECT_NE(sheet.find("\n  --dots TEXTE (par défaut 6x6)\n" + std::string(30, ' ') + "Taille du"),
            std::string::npos)
      << sheet;
  EXPECT_NE(solve.find("  --suicide TEXTE (yes, no, oui ou non ; par défaut no) Exclut : --record\n"
                       "                              Chopsticks"),
            std::string::npos)
      << solve;
}

// The worksheet's game before its last move: one line left.
TEST(CliLanguageTest, OneLineLeftIsSingular) {
  const std::string record = "tests/data/mia-noe-one-left.yaml";
  EXPECT_EQ(run_lucas({"check", record}).out,
            record + ": interrupted after move 16 — Mia 3, Noé 2; Mia plays next (1 line left)\n");
  EXPECT_EQ(run_lucas({"check", "--lang", "fr", record}).out,
            record +
                ": interrompue après le coup 16 — Mia 3, Noé 2 ; Mia joue ensuite (il reste 1 "
                "segment)\n");
  EXPECT_EQ(run_lucas({"check", "tests/data/replay-interrupted.yaml"}).out.find("(1 line"),
            std::string::npos);
  const RunResult hint = run_lucas({"hint", record});
  EXPECT_EQ(hint.out,
            "What would a master play?\n"
            "Mia to move, 1 line left (Mia 3, Noé 2).\n"
            "Best move: H-L\n"
            "Value for Mia: +1 box from here; with best play Mia wins 4–2.\n"
            "Why: take the box: it costs nothing and you play again.\n");
  const RunResult fr = run_lucas({"hint", "--lang", "fr", record});
  EXPECT_NE(fr.out.find("Mia joue, il reste 1 segment (Mia 3, Noé 2).\n"), std::string::npos)
      << fr.out;
  EXPECT_NE(fr.out.find("Valeur pour Mia : +1 carré à partir d'ici"), std::string::npos) << fr.out;
  const RunResult analyze = run_lucas({"analyze", record});
  EXPECT_NE(analyze.out.find("Exact from move 1 (17 lines left): "), std::string::npos)
      << analyze.out;
}

TEST(CliLanguageTest, ErrorCountsAreSingularAndPlural) {
  EXPECT_NE(run_lucas({"check", "tests/data/mia-noe-bad.yaml"}).out.find("invalid — 1 error\n"),
            std::string::npos);
  std::string record = slurp(LUCAS_SOURCE_DIR "/examples/mia-noe.yaml");
  for (const std::string claimed : {"score: {M: 2, N: 0}", "score: {M: 3, N: 0}"}) {
    const size_t at = record.find(claimed);
    ASSERT_NE(at, std::string::npos) << claimed;
    record.replace(at, claimed.size(), "score: {M: 1, N: 0}");
  }
  const RunResult two = run_lucas({"check", "-"}, record);
  EXPECT_NE(two.out.find("invalid — 2 errors;"), std::string::npos) << two.out;
}

TEST(CliLanguageTest, BadMarkupInOurWords) {
  const std::string dir = temp_dir();
  const std::string path = dir + "/bad.yaml";
  std::ofstream(path) << "title: {fr: Essai, en: Test}\n"
                         "blocks:\n"
                         "  - paragraph: {fr: \"Tom & Léa\", en: \"<b>open\"}\n"
                         "  - heading: {fr: \"<blink>x</blink>\", en: \"<blink>x</blink>\"}\n";
  const RunResult fr =
      run_lucas_in({"handout", path, "-o", "h.pdf", "--lang", "fr"}, dir, "/dev/null");
  EXPECT_EQ(fr.exit_code, 2);
  EXPECT_EQ(fr.err, path +
                        ":3:21: erreur[bad-markup]: « paragraph » n'est pas un balisage Pango "
                        "valide : un & ou un < isolé, ou une balise laissée ouverte ; écrivez "
                        "&amp; pour &, &lt; pour < et fermez chaque balise\n"
                        " 3 |   - paragraph: {fr: \"Tom & Léa\", en: \"<b>open\"}\n"
                        "   |                     ^\n" +
                        path +
                        ":4:19: erreur[bad-markup]: « heading » n'est pas un balisage Pango "
                        "valide : une balise inconnue ; Pango connaît b, i, u, s, big, small, "
                        "sub, sup, tt et span ; écrivez &amp; pour &, &lt; pour < et fermez "
                        "chaque balise\n"
                        " 4 |   - heading: {fr: \"<blink>x</blink>\", en: \"<blink>x</blink>\"}\n"
                        "   |                   ^\n");
  const RunResult en =
      run_lucas_in({"handout", path, "-o", "h.pdf", "--lang", "en"}, dir, "/dev/null");
  EXPECT_NE(en.err.find(":3:38: error[bad-markup]: 'paragraph' is not valid Pango markup: a "
                        "stray & or <, or a tag left open; write &amp;"),
            std::string::npos)
      << en.err;
  std::ofstream(path) << "title: {fr: Essai, en: Test}\n"
                         "blocks:\n"
                         "  - heading: {fr: \"<blink>x</blink>\", en: \"<b>x</b>\"}\n";
  const RunResult tag =
      run_lucas_in({"handout", path, "-o", "h.pdf", "--lang", "fr"}, dir, "/dev/null");
  EXPECT_NE(tag.err.find("erreur[bad-markup]: « heading » n'est pas un balisage Pango valide : "
                         "une balise inconnue ; Pango connaît b, i"),
            std::string::npos)
      << tag.err;
  for (const RunResult* r : {&fr, &en, &tag}) {
    EXPECT_EQ(r->err.find("Error on line"), std::string::npos) << r->err;
    EXPECT_EQ(r->err.find("Unknown tag"), std::string::npos) << r->err;
  }
}

// Every code lucas prints is in a documented table.
TEST(CliLanguageTest, EveryCodeIsDocumented) {
  const std::string doc = slurp(LUCAS_SOURCE_DIR "/docs/record-format.md");
  // Code::wrong_hands is the last code of the enum.
  for (int i = 0; i <= static_cast<int>(Code::wrong_hands); ++i) {
    const Code code = static_cast<Code>(i);
    const std::string row = "| `" + std::string(code_name(code)) + "` |";
    EXPECT_NE(doc.find(row), std::string::npos) << code_name(code);
  }
}

}  // namespace
}  // namespace lucas::testing
