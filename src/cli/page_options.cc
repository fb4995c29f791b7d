#include "cli/page_options.h"

#include <iostream>

#include "cli/validators.h"
#include "output/atomic_file.h"

namespace lucas::cli {

void add_page_options(CLI::App& command, PageOptions& options, const Context& context,
                      bool output_required) {
  command.add_option("-o,--output", options.output, context.text("cli.page.output"))
      ->required(output_required);
  command.add_option("--paper", options.paper, context.text("cli.page.paper"))
      ->transform(one_of(render::paper_names(), context))
      ->default_str("a4");
  command.add_flag("--landscape", options.landscape, context.text("cli.page.landscape"));
  command.add_option("--margin", options.margin, context.text("cli.page.margin"))
      ->check(decimal_in(0.0, 100.0, context))
      ->default_str("15");
  command.add_option("--dpi", options.dpi, context.text("cli.page.dpi"))
      ->check(decimal_in(20.0, 1200.0, context))
      ->default_str("150");
  command.add_option("--font", options.font, context.text("cli.page.font"))
      ->default_str(std::string(render::kDefaultFont));
}

std::optional<Diagnostic> page_settings(const PageOptions& options, const std::string& title,
                                        PageSettings& resolved) {
  auto bad = [](Message m) { return command_error(Code::bad_option, std::move(m)); };
  const auto format = render::format_of(options.output);
  if (!format)
    return command_error(Code::bad_output, Message("diag.bad-output").with("path", options.output));
  if (!render::font_available(options.font))
    return bad(Message("diag.bad-font").with("font", options.font));
  const auto paper = render::find_paper(options.paper);
  const auto page = render::page_geometry(*paper, options.landscape,
                                          render::Margins::all(render::Mm{options.margin}));
  if (!page)
    return bad(Message("diag.bad-margin")
                   .with("margin", static_cast<int>(options.margin))
                   .with("paper", paper->name));
  resolved.format = *format;
  resolved.setup.page = *page;
  resolved.setup.font = options.font;
  resolved.info.page = *page;
  resolved.info.font = options.font;
  resolved.info.dpi = options.dpi;
  resolved.info.date = render::source_date_from_environment();
  resolved.info.title = title;
  return std::nullopt;
}

int write_layout(const render::Layout& layout, const PageSettings& page, const PageOptions& options,
                 const std::vector<std::string>& inputs, const Catalogue& catalogue) {
  const std::string& output = options.output;
  if (layout.error) {
    print_error(*layout.error, catalogue);
    return kExitUnreadable;
  }
  // Every file the output names (replay-01.svg ...) must stay clear of the inputs.
  for (const std::string& path : render::output_paths(output, page.format, layout.page_count)) {
    if (auto clash = output::check_not_an_input(path, inputs)) {
      print_error(*clash, catalogue);
      return kExitUnreadable;
    }
  }
  std::vector<std::string> written;
  if (auto error = render::write_document(page.info, layout.page_count, layout.paint, output,
                                          page.format, written)) {
    print_error(*error, catalogue);
    return kExitUnreadable;
  }
  for (const std::string& path : written) std::cout << path << "\n";
  std::cout.flush();
  return kExitOk;
}

}  // namespace lucas::cli
