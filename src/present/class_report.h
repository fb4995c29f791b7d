// A class report in words: the summary table, then for each record its players, its final
// diagram (the rule-breaking move drawn as the replay draws it), its verdict and every finding.
// The words of lucas report's pages, for the command and for the page's download alike.
#pragma once

#include <vector>

#include "check/check_text.h"
#include "render/dot_labels.h"
#include "render/report_pages.h"
#include "text/catalogue.h"

namespace lucas {

/// The report of checked files, in the catalogue's language. The record pages' diagrams point
/// into the files' boards: the files outlive the report.
render::ClassReport class_report(const std::vector<CheckedFile>& files, render::DotLabels labels,
                                 const Catalogue& catalogue);

}  // namespace lucas
