#include "render/report_pages.h"

#include <gtest/gtest.h>

namespace lucas::render {
namespace {

PageSetup a4() { return PageSetup{*page_geometry(*find_paper("a4"), false, Margins::all(Mm{15}))}; }

TableText table_of(int rows) {
  TableText table;
  table.header = {"fichier", "joueurs", "état", "score réel", "erreurs", "remarques"};
  table.numeric = {false, false, false, false, true, true};
  for (int i = 0; i < rows; ++i) {
    table.rows.push_back(
        {"eleve-" + std::to_string(i) + ".yaml", "Mia – Noé", "terminée", "4 – 2", "0", "0"});
    table.flagged.push_back(false);
  }
  table.totals = {"total", "", "", "", "0", "0"};
  table.note = "terminées";
  return table;
}

TEST(ClassReportLayout, BlocksArePackedUnderTheSummaryOrOneAPage) {
  ClassReport report;
  report.title = "Les parties de la classe";
  report.summary = table_of(3);
  report.records.resize(3);
  for (RecordBlock& r : report.records) r.heading = "x.yaml", r.findings = {"erreur"};
  const Layout packed = layout_class_report(report, a4(), Catalogue::get("fr"));
  EXPECT_FALSE(packed.error);
  EXPECT_EQ(packed.page_count, 1);
  const Layout apart =
      layout_class_report(report, a4(), Catalogue::get("fr"), BlockPacking::one_per_page);
  EXPECT_FALSE(apart.error);
  EXPECT_EQ(apart.page_count, 4);
  // Forty blocks: several a page, never one a page.
  report.records.resize(40, report.records[0]);
  const Layout forty = layout_class_report(report, a4(), Catalogue::get("fr"));
  EXPECT_GE(forty.page_count, 2);
  EXPECT_LE(forty.page_count, 10);
}

TEST(ClassReportLayout, ALongClassContinuesTheSummary) {
  ClassReport report;
  report.summary = table_of(60);
  const Layout one = layout_class_report(report, a4(), Catalogue::get("fr"));
  EXPECT_EQ(one.page_count, 2);
  report.summary = table_of(200);
  const Layout many = layout_class_report(report, a4(), Catalogue::get("fr"));
  EXPECT_GE(many.page_count, 5);
  EXPECT_LE(many.page_count, 6);
  report.summary = table_of(0);
  EXPECT_EQ(layout_class_report(report, a4(), Catalogue::get("fr")).page_count, 1);
}

TEST(ClassReportLayout, FindingsThatRunOverAPageContinue) {
  ClassReport report;
  report.summary = table_of(1);
  report.records.resize(1);
  report.records[0].heading = "long.yaml";
  for (int i = 0; i < 30; ++i) report.records[0].findings.push_back("erreur " + std::to_string(i));
  const auto apart = BlockPacking::one_per_page;
  EXPECT_EQ(layout_class_report(report, a4(), Catalogue::get("fr"), apart).page_count, 2);
  for (int i = 0; i < 300; ++i) report.records[0].findings.push_back("erreur " + std::to_string(i));
  EXPECT_GE(layout_class_report(report, a4(), Catalogue::get("fr"), apart).page_count, 4);
  // Packed, a block taller than a page has pages of its own too.
  EXPECT_GE(layout_class_report(report, a4(), Catalogue::get("fr")).page_count, 4);
}

}  // namespace
}  // namespace lucas::render
