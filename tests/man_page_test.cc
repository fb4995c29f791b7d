// The manual page (docs/lucas.1.in with the version filled in by CMake) covers every command and
// every option that --help shows, names the version --version prints, and groff reads it without a
// warning.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "support/run.h"

namespace lucas::testing {
namespace {

std::string man_source() {
  std::string text = slurp(LUCAS_MAN_PAGE);
  // roff writes a dash as \- ; compare with the dashes --help prints.
  for (size_t at; (at = text.find("\\-")) != std::string::npos;) text.replace(at, 2, "-");
  return text;
}

TEST(ManPageTest, GroffReadsItWithoutWarnings) {
  const RunResult r = run_shell("groff -man -ww -z " LUCAS_MAN_PAGE " 2>&1; echo $?");
  EXPECT_EQ(r.out, "0\n");
}

TEST(ManPageTest, NamesTheVersionThatVersionPrints) {
  const RunResult version = run_lucas({"--version"});
  ASSERT_EQ(version.exit_code, 0);
  ASSERT_TRUE(version.out.starts_with("lucas ")) << version.out;
  const std::string name = version.out.substr(0, version.out.size() - 1);  // without the newline
  const std::string page = slurp(LUCAS_MAN_PAGE);
  const std::string title = page.substr(0, page.find('\n'));
  EXPECT_TRUE(title.starts_with(".TH LUCAS 1 ")) << title;
  EXPECT_NE(title.find("\"" + name + "\""), std::string::npos) << title << " vs " << name;
}

TEST(ManPageTest, EveryCommandAndOptionOfHelpIsDocumented) {
  const std::string man = man_source();
  const RunResult top = run_lucas({"--help"});
  ASSERT_EQ(top.exit_code, 0);
  std::set<std::string> commands;
  const std::regex command_line(R"(\n  ([a-z]+) +\S)");
  for (std::sregex_iterator it(top.out.begin(), top.out.end(), command_line), end; it != end; ++it)
    commands.insert((*it)[1]);
  EXPECT_GE(commands.size(), 4u) << top.out;
  for (const std::string& command : commands) {
    EXPECT_NE(man.find("lucas " + command), std::string::npos) << command;
    const RunResult help = run_lucas({command, "--help", "--lang", "en"});
    ASSERT_EQ(help.exit_code, 0) << command;
    const std::regex option(R"((--[a-z][a-z-]*))");
    for (std::sregex_iterator it(help.out.begin(), help.out.end(), option), end; it != end; ++it)
      EXPECT_NE(man.find((*it)[1].str()), std::string::npos) << command << " " << (*it)[1];
  }
}

}  // namespace
}  // namespace lucas::testing
