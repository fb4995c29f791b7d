#include "cli/input.h"

#include <gtest/gtest.h>

#include <string>

namespace lucas::cli {
namespace {

// 1x3 boxes, A B C D over E F G H.
std::string record(const std::string& moves) {
  return "board: {boxes: 1x3}\n"
         "players: [{name: Léo, initial: L}, {name: Zoé, initial: Z}]\n"
         "moves:\n" +
         moves;
}

TEST(AnalysisFindings, FalseClaimsAreWarnings) {
  const CheckResult result =
      check_text(record("  - {by: L, line: A-B, score: {L: 1}}\n"
                        "  - {by: Z, line: B-C, next: Z}\n"
                        "  - {by: L, line: C-D, boxes: [1]}\n"));
  ASSERT_EQ(result.status, Status::invalid);
  ASSERT_EQ(result.diagnostics.size(), 3u);
  const auto findings = analysis_findings(result);
  ASSERT_EQ(findings.size(), 3u);
  for (const Diagnostic& d : findings) EXPECT_EQ(d.severity, Severity::warning);
  EXPECT_EQ(findings[0].code, Code::wrong_score);
  EXPECT_EQ(findings[1].code, Code::wrong_next);
  EXPECT_EQ(findings[2].code, Code::wrong_boxes);
  EXPECT_EQ(warning_count(findings), 3);
  // The check itself is untouched: the record stays invalid, its claims errors.
  EXPECT_EQ(result.error_count(), 3);
  EXPECT_EQ(result.diagnostics[0].severity, Severity::error);
}

TEST(AnalysisFindings, TheRuleBreakStaysAnError) {
  // A false claim at move 1, then move 2 draws A-B again.
  const CheckResult result =
      check_text(record("  - {by: L, line: A-B, score: {L: 1}}\n"
                        "  - {by: Z, line: B-A}\n"));
  ASSERT_TRUE(result.halt.has_value());
  const auto findings = analysis_findings(result);
  ASSERT_EQ(findings.size(), 2u);
  EXPECT_EQ(findings[0].severity, Severity::warning);
  EXPECT_EQ(findings[0].code, Code::wrong_score);
  EXPECT_EQ(findings[1].severity, Severity::error);
  EXPECT_EQ(findings[1].code, Code::repeated_line);
  EXPECT_EQ(warning_count(findings), 1);
}

TEST(AnalysisFindings, ADisputeStaysANote) {
  const CheckResult result = check_text(record("  - {by: L, line: A-B, disputed: pâle}\n"));
  const auto findings = analysis_findings(result);
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].severity, Severity::note);
  EXPECT_EQ(warning_count(findings), 0);
  // A clean record has nothing to say.
  EXPECT_TRUE(analysis_findings(check_text(record("  - {by: L, line: A-B}\n"))).empty());
}

}  // namespace
}  // namespace lucas::cli
