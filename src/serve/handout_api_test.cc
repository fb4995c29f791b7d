// The page's handouts against lucas handout itself: the same bytes for the same options, the
// same words for --list, the command's errors as JSON.
#include "serve/handout_api.h"

#include <gtest/gtest.h>

#include <fstream>

#include "support/answers.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

using testing::run_lucas;
using testing::slurp;
using testing::temp_dir;

// What lucas handout writes with these arguments: the file, or the first of an SVG or PNG's.
std::string handout_bytes(std::vector<std::string> args, const std::string& extension) {
  const std::string dir = temp_dir();
  args.insert(args.begin(), "handout");
  args.push_back("-o");
  args.push_back(dir + "/out." + extension);
  const auto run = run_lucas(args);
  EXPECT_LE(run.exit_code, 1) << run.err;
  const std::string whole = slurp(dir + "/out." + extension);
  return whole.empty() ? slurp(dir + "/out-01." + extension) : whole;
}

TEST(HandoutAnswer, IsTheBytesOfLucasHandout) {
  struct Case {
    std::string name;
    std::string query;
    std::vector<std::string> args;
    std::string extension;
    std::string type;
  };
  const Case cases[] = {
      {"rules", "", {}, "pdf", "application/pdf"},
      {"rules", "?lang=en&paper=a5", {"--paper", "a5"}, "pdf", "application/pdf"},
      {"puzzles",
       "?seed=7&count=4&dots=4x4",
       {"--seed", "7", "--count", "4", "--dots", "4x4"},
       "pdf",
       "application/pdf"},
      {"practice",
       "?format=svg&players=L%C3%A9a,Ma%C3%ABl&border=swedish&title=%3Cb%3EClasse%3C/b%3E",
       {"--players", "Léa,Maël", "--border", "swedish", "--title", "<b>Classe</b>"},
       "svg",
       "image/svg+xml"},
      {"chopsticks", "?format=png&dpi=40", {"--dpi", "40"}, "png", "image/png"},
  };
  for (const Case& c : cases) {
    const Catalogue& catalogue =
        Catalogue::get(c.query.find("lang=en") != std::string::npos ? "en" : "fr");
    std::vector<std::string> args = c.args;
    args.insert(args.begin(), c.name);
    args.insert(args.end(), {"--lang", catalogue.language()});
    const Answer answer = handout_answer(c.name, "/api/handout/" + c.name + c.query, "", catalogue);
    ASSERT_EQ(answer.status, 200) << c.name << c.query << answer.body;
    EXPECT_EQ(answer.content_type, c.type);
    const std::string expected = handout_bytes(args, c.extension);
    ASSERT_FALSE(expected.empty()) << c.name;
    EXPECT_TRUE(answer.body == expected) << c.name << c.query << ": " << answer.body.size()
                                         << " bytes, " << expected.size() << " from lucas handout";
  }
}

TEST(HandoutAnswer, TheRecordOfAPostIsTheCommandsRecordOption) {
  const std::string record = slurp(kSource + "/tests/data/mia-noe-one-left.yaml");
  const Answer answer = handout_answer("puzzles", "/api/handout/puzzles?seed=3", record, kFrench);
  ASSERT_EQ(answer.status, 200) << answer.body;
  const std::string dir = temp_dir();
  const std::string copy = dir + "/record.yaml";
  { std::ofstream(copy) << record; }
  const auto run = run_lucas({"handout", "puzzles", "--record", copy, "--seed", "3", "-o",
                              dir + "/out.pdf", "--lang", "fr"});
  EXPECT_LE(run.exit_code, 1) << run.err;
  EXPECT_TRUE(answer.body == slurp(dir + "/out.pdf"));
  // Without the record, the puzzles of the computer's games: another document.
  EXPECT_NE(handout_answer("puzzles", "/api/handout/puzzles?seed=3", "", kFrench).body,
            answer.body);
  // A handout without puzzles refuses a seed, as the command refuses --seed; one that replays
  // only its own games refuses a record, as the command refuses --record.
  const Answer seed = handout_answer("example", "/api/handout/example?seed=3", "", kFrench);
  EXPECT_EQ(seed.status, 400);
  EXPECT_EQ(parsed(seed)["error"]["code"], "bad-option");
  const Answer own = handout_answer("example", "/api/handout/example", record, kFrench);
  EXPECT_EQ(own.status, 400);
  EXPECT_EQ(parsed(own)["error"]["code"], "bad-option");
}

// The header X-Lucas-Notes of an answer, parsed.
Json notes_of(const Answer& answer) {
  for (const auto& [name, value] : answer.headers) {
    if (name != "X-Lucas-Notes") continue;
    // A header's value in ASCII: accents as \u escapes.
    for (unsigned char c : value) EXPECT_LT(c, 0x80) << value;
    return Json::parse(value);
  }
  ADD_FAILURE() << "no X-Lucas-Notes";
  return Json();
}

TEST(HandoutAnswer, WhatTheCommandPrintsBesideThePagesGoesInAHeader) {
  // A record whose second move is by the wrong player: the puzzles come from the moves before
  // it, fewer than asked. The command prints the record's error and "1 exercice trouvé sur les
  // 10 demandés"; the answer says the same.
  const std::string bad =
      "board: {dots: 3x3}\nplayers: [Mia, Noé]\nmoves:\n  - {by: M, line: A-B}\n"
      "  - {by: M, line: B-C}\n";
  const Answer answer =
      handout_answer("puzzles", "/api/handout/puzzles?seed=3&record=bad.yaml", bad, kFrench);
  ASSERT_EQ(answer.status, 200) << answer.body;
  const Json said = notes_of(answer);
  EXPECT_EQ(said["file"], "bad.yaml");
  ASSERT_EQ(said["diagnostics"].size(), 1u) << said.dump();
  const Json& d = said["diagnostics"][0];
  EXPECT_EQ(d["code"], "wrong-player");
  EXPECT_EQ(d["severity"], "error");
  EXPECT_EQ(d["line"], 5);
  EXPECT_EQ(d["column"], 5);
  EXPECT_EQ(said["more_diagnostics"], 0);
  const std::string dir = temp_dir();
  { std::ofstream(dir + "/bad.yaml") << bad; }
  const auto run = run_lucas({"handout", "puzzles", "--record", dir + "/bad.yaml", "--seed", "3",
                              "-o", dir + "/out.pdf", "--lang", "fr"});
  EXPECT_NE(run.err.find(d["message"].get<std::string>()), std::string::npos) << run.err;
  EXPECT_NE(d["message"].get<std::string>().find("Noé"), std::string::npos);
  ASSERT_EQ(said["notes"].size(), 1u) << said.dump();
  EXPECT_EQ(said["notes"][0], "1 exercice trouvé sur les 10 demandés");
  EXPECT_NE(run.err.find("1 exercice trouvé sur les 10 demandés\n"), std::string::npos);

  // A record with 11 false claims: the first 10, and how many more.
  std::string many = "board: {dots: 3x4}\nplayers: [Mia, Noé]\nmoves:\n";
  const char* lines[] = {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "I-J",
                         "J-K", "K-L", "A-E", "B-F", "C-G", "D-H"};
  for (int i = 0; i < 13; ++i) {
    const std::string by = i % 2 ? "N" : "M";
    many += "  - {by: " + by + ", line: " + lines[i] + ", next: " + by + "}\n";
  }
  const Json lots =
      notes_of(handout_answer("puzzles", "/api/handout/puzzles?seed=3", many, kEnglish));
  EXPECT_EQ(lots["diagnostics"].size(), 10u);
  EXPECT_EQ(lots["more_diagnostics"], 1);
  EXPECT_EQ(lots["diagnostics"][0]["code"], "wrong-next");
  EXPECT_EQ(lots["file"], "record.yaml");  // no name given: the messages' default

  // A clean record: nothing to say of it. No record: nothing either (the seed, which the
  // command prints, is X-Lucas-Seed).
  const std::string clean = slurp(kSource + "/tests/data/mia-noe-one-left.yaml");
  const Json fine = notes_of(
      handout_answer("puzzles", "/api/handout/puzzles?seed=3&record=mn.yaml", clean, kFrench));
  EXPECT_EQ(fine["file"], "mn.yaml");
  EXPECT_TRUE(fine["diagnostics"].empty());
  const Json none =
      notes_of(handout_answer("puzzles", "/api/handout/puzzles?seed=3", "", kEnglish));
  EXPECT_TRUE(none["file"].is_null());
  EXPECT_TRUE(none["diagnostics"].empty());
  EXPECT_TRUE(none["notes"].empty());
  // A handout with no puzzles and no record has nothing to say.
  const Json rules = notes_of(handout_answer("rules", "/api/handout/rules", "", kFrench));
  EXPECT_TRUE(rules["notes"].empty());
}

TEST(HandoutAnswer, TheSeedUsedIsSaidAndTheSameSeedGivesTheSamePuzzles) {
  const Answer given = handout_answer("puzzles", "/api/handout/puzzles?seed=12", "", kFrench);
  ASSERT_EQ(given.status, 200);
  ASSERT_EQ(given.headers.size(), 2u);
  EXPECT_EQ(given.headers[0], (std::pair<std::string, std::string>{"X-Lucas-Seed", "12"}));
  EXPECT_TRUE(handout_answer("puzzles", "/api/handout/puzzles?seed=12", "", kFrench).body ==
              given.body);
  EXPECT_FALSE(handout_answer("puzzles", "/api/handout/puzzles?seed=13", "", kFrench).body ==
               given.body);
  // Without one, the clock's, said so that the same puzzles can be asked for again.
  const Answer clock = handout_answer("puzzles", "/api/handout/puzzles", "", kFrench);
  ASSERT_EQ(clock.status, 200);
  ASSERT_EQ(clock.headers.size(), 2u);
  const std::string seed = clock.headers[0].second;
  EXPECT_TRUE(handout_answer("puzzles", "/api/handout/puzzles?seed=" + seed, "", kFrench).body ==
              clock.body);
}

TEST(HandoutAnswer, ErrorsAreTheCommandsWithTheirStatus) {
  struct Case {
    std::string name;
    std::string query;
    std::string body;
    int status;
    std::string code;
  };
  const Case cases[] = {
      {"nope", "", "", 400, "bad-option"},                    // no such built-in handout
      {"../templates/rules.yaml", "", "", 404, "not-found"},  // a path: never the disk
      {"rules.yaml", "", "", 404, "not-found"},
      {"", "", "", 404, "not-found"},
      {"rules", "?dots=1x1", "", 400, "bad-board"},
      {"rules", "?count=3", "", 400, "bad-option"},  // rules has no puzzles
      {"puzzles", "?count=0", "", 400, "bad-value"},
      {"puzzles", "?count=25", "", 400, "bad-value"},
      {"puzzles", "?seed=-1", "", 400, "bad-value"},
      {"puzzles", "?seed=1000000000000", "", 400, "bad-value"},
      {"rules", "?record=x.yaml", "", 400, "missing-companion"},
      {"rules", "?format=json", "", 400, "bad-value"},
      {"rules", "?format=svg&page=99", "", 400, "bad-value"},
      {"rules", "?paper=a3", "", 400, "bad-value"},
      {"puzzles", "", "board: {dots: 3x4}\nmoves: [", 400, "syntax"},
      {"puzzles", "", std::string((1 << 20) + 1, '#'), 413, "too-large"},
  };
  for (const Case& c : cases) {
    const Answer answer = handout_answer(c.name, "/api/handout/x" + c.query, c.body, kFrench);
    EXPECT_EQ(answer.status, c.status) << c.name << c.query << answer.body;
    EXPECT_EQ(parsed(answer)["error"]["code"], c.code) << c.name << c.query << answer.body;
    EXPECT_FALSE(parsed(answer)["error"]["message"].get<std::string>().empty());
  }
  // The Chopsticks record cannot be a Dots-and-Boxes handout's: the command's refusal.
  const Answer chopsticks =
      handout_answer("puzzles", "/api/handout/puzzles",
                     slurp(kSource + "/examples/chopsticks-circle.yaml"), kFrench);
  EXPECT_EQ(chopsticks.status, 400) << chopsticks.body;
  EXPECT_EQ(parsed(chopsticks)["error"]["code"], "unknown-game");
  // The messages name the record's file as the page sends its name (the name only, never a
  // path on the server), and record.yaml when it does not.
  const std::string circle = slurp(kSource + "/examples/chopsticks-circle.yaml");
  for (const auto& [query, named] :
       {std::pair{"?record=jeu%20de%20L%C3%A9a.yaml", "jeu de Léa.yaml"},
        std::pair{"?record=%2Fetc%2Fpasswd", "passwd"}, std::pair{"", "record.yaml"}}) {
    const Answer answer =
        handout_answer("puzzles", std::string("/api/handout/puzzles") + query, circle, kFrench);
    EXPECT_EQ(answer.status, 400) << answer.body;
    const std::string message = parsed(answer)["error"]["message"];
    EXPECT_TRUE(message.starts_with(std::string(named) + " est un relevé de Chopsticks"))
        << query << ": " << message;
  }
}

TEST(HandoutsAnswer, AreTheBuiltInHandoutsAsListSaysThem) {
  for (const char* language : {"fr", "en"}) {
    const Answer answer = handouts_answer("/api/handouts", Catalogue::get(language));
    ASSERT_EQ(answer.status, 200);
    const Json list = parsed(answer);
    const std::string listed = run_lucas({"handout", "--list", "--lang", language}).out;
    ASSERT_EQ(list.size(), 8u);
    for (const Json& h : list) {
      // Each one's name, title, description and settings are the lines --list prints.
      for (const char* field : {"name", "title", "description", "settings"})
        EXPECT_NE(listed.find(h[field].get<std::string>()), std::string::npos)
            << h["name"] << " " << field;
      EXPECT_GE(h["pages"].get<int>(), 1);
      // Each option named is one the command takes for that handout, and is said in its words.
      for (const Json& option : h["options"]) {
        EXPECT_NE(h["settings"].get<std::string>().find(option.get<std::string>()),
                  std::string::npos)
            << h["name"] << " " << option;
      }
    }
    EXPECT_EQ(list[0]["name"], "example");
    EXPECT_EQ(list[0]["options"], Json::array());
    for (const Json& h : list) {
      if (h["name"] == "puzzles") {
        EXPECT_EQ(h["options"], Json({"--dots", "--boxes", "--border", "--players", "--title",
                                      "--count", "--seed", "--record"}));
      }
      if (h["name"] == "chopsticks") {
        EXPECT_EQ(h["options"], Json({"--players", "--title"}));
      }
    }
  }
  // The paper asked changes the count of pages of a handout that has more than one.
  const Json a4 = parsed(handouts_answer("/api/handouts", kFrench));
  const Json a5 = parsed(handouts_answer("/api/handouts?paper=a5", kFrench));
  int more = 0;
  for (size_t i = 0; i < a4.size(); ++i) {
    EXPECT_GE(a5[i]["pages"].get<int>(), a4[i]["pages"].get<int>()) << a4[i]["name"];
    more += a5[i]["pages"].get<int>() > a4[i]["pages"].get<int>();
    EXPECT_EQ(a5[i]["paper"], "a5");
  }
  EXPECT_GT(more, 0);
  const Answer bad = handouts_answer("/api/handouts?dots=3x3", kFrench);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(parsed(bad)["error"]["code"], "unknown-option");
}

}  // namespace
}  // namespace lucas::serve
