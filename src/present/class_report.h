// A class report in words: the summary table, then for each record its players, its final
// position as the replays draw it (a diagram with its errors, or a Chopsticks game's hands), its
// verdict and every finding.
// The words of lucas report's pages, for the command and for the page's download alike.
#pragma once

#include <string>
#include <vector>

#include "check/check_text.h"
#include "render/dot_labels.h"
#include "render/report_pages.h"
#include "text/catalogue.h"

namespace lucas {

/// The report of checked files, in the catalogue's language, titled `title` (the catalogue's
/// « Les parties de la classe » when empty). A file that is not a record has its summary row and
/// no block. The blocks' diagrams point into the files' boards: the files outlive the report.
render::ClassReport class_report(const std::vector<CheckedFile>& files, render::DotLabels labels,
                                 const std::string& title, const Catalogue& catalogue);

}  // namespace lucas
