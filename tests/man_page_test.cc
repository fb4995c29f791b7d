// The manual page covers every command and every option that --help shows, and groff reads it
// without a warning.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "support/run.h"

namespace lucas::testing {
namespace {

std::string man_source() {
  std::string text = slurp(LUCAS_SOURCE_DIR "/docs/lucas.1");
  // roff writes a dash as \- ; compare with the dashes --help prints.
  for (size_t at; (at = text.find("\\-")) != std::string::npos;) text.replace(at, 2, "-");
  return text;
}

TEST(ManPageTest, GroffReadsItWithoutWarnings) {
  const RunResult r =
      run_shell("groff -man -ww -z " LUCAS_SOURCE_DIR "/docs/lucas.1 2>&1; echo $?");
  EXPECT_EQ(r.out, "0\n");
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
