// A handout: a template laid out on pages, ready for the document writer.
#pragma once

#include <functional>
#include <memory>

#include "check/checker.h"
#include "handout/template.h"
#include "render/page_setup.h"
#include "text/catalogue.h"

namespace lucas::handout {

/// The checked record of each replay block, in block order (nullptr where none was found: the
/// caller reports it before laying out).
using Records = std::vector<std::shared_ptr<const CheckResult>>;

/// Lays a template out on pages: blocks flow down the page, a footer gives the title and page
/// number. The result's painter keeps what it needs alive.
render::Layout layout_handout(const Template& handout, const Records& records,
                              const render::PageSetup& setup, const Catalogue& catalogue);

/// How many diagrams like `sample`, a row of sample.per_row at a time, follow the blocks `before`
/// without taking more pages than their first row does: as many puzzles as fill their page. At
/// least one row, at most kMaxPuzzles.
int diagrams_that_fit(const Template& handout, const std::vector<Block>& before,
                      const Diagram& sample, const render::PageSetup& setup,
                      const Catalogue& catalogue);

}  // namespace lucas::handout
