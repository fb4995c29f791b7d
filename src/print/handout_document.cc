#include "print/handout_document.h"

#include "handout/builtin.h"
#include "handout/handout.h"
#include "present/error_line.h"
#include "render/paper.h"

namespace lucas::print {

namespace {

// The paper a handout is printed on: its template's, unless the user chose one.
Result<std::string, Diagnostic> paper_of(const handout::Template& handout, const PageRequest& page,
                                         bool paper_given) {
  using Answer = Result<std::string, Diagnostic>;
  if (handout.paper.empty() || paper_given) return page.paper;
  if (!render::find_paper(handout.paper))
    return Answer::failure(command_error(
        Code::bad_option, Message("diag.unknown-paper").with("paper", handout.paper)));
  return handout.paper;
}

}  // namespace

Result<Printable, Diagnostic> handout_document(const handout::PreparedHandout& prepared,
                                               PageRequest page, bool paper_given,
                                               render::Format format, const Catalogue& catalogue) {
  using Answer = Result<Printable, Diagnostic>;
  const handout::Template& handout = prepared.handout;
  const auto paper = paper_of(handout, page, paper_given);
  if (!paper) return Answer::failure(paper.error());
  page.paper = *paper;
  auto settings = page_settings(page, format, handout.title);
  if (!settings) return Answer::failure(settings.error());
  return Printable{handout::layout_handout(handout, prepared.records, settings->setup, catalogue),
                   *settings};
}

std::function<std::optional<render::PageSetup>(const handout::Template&)> handout_page(
    PageRequest page, bool paper_given) {
  return [page, paper_given](const handout::Template& handout) -> std::optional<render::PageSetup> {
    PageRequest on = page;
    const auto paper = paper_of(handout, page, paper_given);
    if (!paper) return std::nullopt;
    on.paper = *paper;
    const auto settings = page_settings(on, render::Format::pdf, handout.title);
    if (!settings) return std::nullopt;
    return settings->setup;
  };
}

Result<std::vector<HandoutListing>, std::vector<handout::HandoutProblem>> handout_listing(
    const PageRequest& page, bool paper_given, const Catalogue& catalogue) {
  using Answer = Result<std::vector<HandoutListing>, std::vector<handout::HandoutProblem>>;
  MemoryHandoutFiles memory;
  std::vector<HandoutListing> listing;
  for (const handout::Builtin& b : handout::builtin_templates()) {
    handout::HandoutRequest request;
    request.name = b.name;
    request.list = true;
    request.page = handout_page(page, paper_given);
    auto prepared = handout::prepare_handout(request, memory.files(), catalogue);
    if (!prepared) return Answer::failure(std::move(prepared.error()));
    // Pages are counted as a PDF's.
    const auto document =
        handout_document(*prepared, page, paper_given, render::Format::pdf, catalogue);
    if (!document) return Answer::failure({{"", "", document.error()}});
    if (document->layout.error) return Answer::failure({{"", "", *document->layout.error}});
    listing.push_back({b.name, prepared->handout.title, prepared->handout.description,
                       handout::settings_text(prepared->handout, prepared->settings, catalogue),
                       handout::setting_options(prepared->settings), document->layout.page_count,
                       render::find_paper(*paper_of(prepared->handout, page, paper_given))->name});
  }
  return listing;
}

handout::HandoutFiles MemoryHandoutFiles::files() {
  auto is_record = [this](const std::string& path) {
    return !record_name.empty() && path == record_name;
  };
  return {[](const std::string&, std::string&) -> std::optional<Diagnostic> {
            return command_error(Code::cannot_read, Message("diag.no-such-file"));
          },
          is_record,
          [this, is_record](const std::string& path) -> std::shared_ptr<const CheckResult> {
            if (!is_record(path)) {
              problem = handout::HandoutProblem{
                  "", "", command_error(Code::cannot_read, Message("diag.no-such-file"))};
              return nullptr;
            }
            auto result = std::make_shared<CheckResult>(check_text(record_text));
            if (result->status == Status::unreadable ||
                (result->record && result->record->game() == Game::chopsticks)) {
              Diagnostic why = result->diagnostics.empty()
                                   ? command_error(Code::bad_board, Message("serve.no-board"))
                                   : result->diagnostics.front();
              if (result->record && result->record->game() == Game::chopsticks)
                why = command_error(Code::unknown_game, Message("diag.chopsticks-not-here")
                                                            .with("file", record_name)
                                                            .with("command", "handout"));
              problem = handout::HandoutProblem{record_name, record_text, std::move(why)};
              return nullptr;
            }
            checked = result;
            return result;
          }};
}

}  // namespace lucas::print
