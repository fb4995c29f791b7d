// lucas report's pages, for both faces: a class's checked records as a report to hand back (the
// summary table, then each record's final position, verdict and findings).
#pragma once

#include <string>
#include <vector>

#include "check/check_text.h"
#include "game/result.h"
#include "print/printable.h"
#include "render/dot_labels.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::print {

/// The options of lucas report as given.
struct ReportRequest {
  PageRequest page;
  render::DotLabels labels = render::DotLabels::letters;
  bool one_per_page = false;
  std::string title;  ///< empty: the catalogue's « Compte rendu de la classe »
};

/// The report of checked records in a format, or what is wrong with the page asked. The layout
/// draws from `files`' boards: render it while they live.
Result<Printable, Diagnostic> report_document(const ReportRequest& request,
                                              const std::vector<CheckedFile>& files,
                                              render::Format format, const Catalogue& catalogue);

}  // namespace lucas::print
