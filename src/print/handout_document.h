// lucas handout's pages, for both faces: a prepared handout (handout/prepare.h) laid out on the
// page asked, and the built-in handouts as `handout --list` describes them.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "check/check_result.h"
#include "game/result.h"
#include "handout/prepare.h"
#include "print/printable.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::print {

/// A prepared handout laid out for `format` on the page asked. The template's own paper is kept
/// unless `paper_given` (the user chose one); a template paper lucas does not know, a font that
/// is not installed or a margin the paper cannot take is a bad-option error.
Result<Printable, Diagnostic> handout_document(const handout::PreparedHandout& prepared,
                                               PageRequest page, bool paper_given,
                                               render::Format format, const Catalogue& catalogue);

/// The page a handout will be printed on, as handout_document sets it up (the template's own
/// paper unless `paper_given`), for HandoutRequest::page; nothing when it cannot be set up, which
/// handout_document then says.
std::function<std::optional<render::PageSetup>(const handout::Template&)> handout_page(
    PageRequest page, bool paper_given);

/// One built-in handout as `handout --list` describes it.
struct HandoutListing {
  std::string name;
  std::string title;
  std::string description;
  std::string settings;  ///< what the user may change, in words (handout::settings_text)
  std::vector<std::string> options;  ///< the options that change it (handout::setting_options)
  int pages = 0;      ///< on the paper asked (the template's own unless `paper_given`)
  std::string paper;  ///< that paper's name ("A4")
};

/// Every built-in handout, in name order, with its page count on the page asked; or what stops
/// one of them (a page the paper cannot take).
Result<std::vector<HandoutListing>, std::vector<handout::HandoutProblem>> handout_listing(
    const PageRequest& page, bool paper_given, const Catalogue& catalogue);

/// The files of a handout on a machine whose disk is not the user's (the page's server): the
/// built-in templates and records only; a template or record path is read from nowhere. A
/// record given in memory (`record_name`, `record_text`: the --record of the request) is checked
/// as a file of that name would be; what is wrong with it is kept in `problem`, and a record
/// read (with its diagnostics, which the command prints beside the pages) in `checked`.
struct MemoryHandoutFiles {
  std::string record_name;
  std::string record_text;
  std::optional<handout::HandoutProblem> problem;
  std::shared_ptr<const CheckResult> checked = nullptr;

  handout::HandoutFiles files();
};

}  // namespace lucas::print
