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
      ->check(decimal_in(print::kMarginRange.low, print::kMarginRange.high, context))
      ->default_str("15");
  command.add_option("--dpi", options.dpi, context.text("cli.page.dpi"))
      ->check(decimal_in(print::kDpiRange.low, print::kDpiRange.high, context))
      ->default_str("150");
  command.add_option("--font", options.font, context.text("cli.page.font"))
      ->default_str(std::string(render::kDefaultFont));
}

print::PageRequest page_request(const PageOptions& options) {
  return print::PageRequest{options.paper, options.landscape, options.margin, options.dpi,
                            options.font};
}

std::optional<render::Format> output_format(const PageOptions& options,
                                            const Catalogue& catalogue) {
  const auto format = render::format_of(options.output);
  if (!format)
    print_error(
        command_error(Code::bad_output, Message("diag.bad-output").with("path", options.output)),
        catalogue);
  return format;
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
  // Pages of an earlier run with more pages stay beside these: printing them all (pages-*.png)
  // would print those too. They may be kept on purpose, so they are named, not deleted.
  if (page.format != render::Format::pdf) {
    if (const auto others = render::other_pages(output, written); !others.empty())
      print_error(Diagnostic(Severity::warning, Code::other_pages, {}, std::nullopt,
                             Message("diag.other-pages")
                                 .count("count", static_cast<long long>(others.size()))
                                 .with("first", others.front())
                                 .with("last", others.back())),
                  catalogue);
  }
  return kExitOk;
}

}  // namespace lucas::cli
