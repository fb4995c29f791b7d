#include "cli/parse_errors.h"

#include <cmath>
#include <cstdlib>

namespace lucas::cli {

namespace {

// The part of a CLI11 message after its first ": ", where it puts the values at fault.
std::string after_colon(const std::string& text) {
  const size_t colon = text.find(": ");
  return colon == std::string::npos ? text : text.substr(colon + 2);
}

std::string before_colon(const std::string& text) { return text.substr(0, text.find(':')); }

}  // namespace

void localize_help(CLI::App& app, const Context& context) {
  auto formatter = app.get_formatter();
  static constexpr std::pair<const char*, const char*> kLabels[] = {
      {"Usage", "cli.label.usage"},
      {"OPTIONS", "cli.label.options-badge"},
      {"SUBCOMMAND", "cli.label.subcommand"},
      {"SUBCOMMANDS", "cli.label.subcommands"},
      {"Positionals", "cli.label.positionals"},
      {"REQUIRED", "cli.label.required"},
      {"Excludes", "cli.label.excludes"},
      {"Needs", "cli.label.needs"},
      {"Env", "cli.label.env"},
  };
  for (const auto& [label, key] : kLabels) formatter->label(label, context.text(key));
  app.option_defaults()->group(context.text("cli.label.options"));
}

CLI::Validator finite_number(const Context& context) {
  const std::string message = context.text("cli.error.not-finite");
  return CLI::Validator(
      [message](std::string& text) {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        return end != text.c_str() && std::isfinite(value) ? std::string() : message + ": " + text;
      },
      "", "FINITE");
}

std::string explain(const CLI::ParseError& error, const Context& context) {
  const std::string name = error.get_name();
  const std::string what = error.what();
  const Catalogue& c = context.catalogue();
  auto starts = [&what](std::string_view prefix) { return what.rfind(prefix, 0) == 0; };
  // CLI11 says which option and value are at fault in a fixed form per error (its error names
  // are not reliable: an unexpected argument of a subcommand is named after the subcommand); the
  // words around them come from the catalogue.
  if (starts("The following argument"))
    return c.format(Message("cli.error.extras").with("args", after_colon(what)));
  if (starts("A subcommand is required") || starts("Requires at least"))
    return c.format(Message("cli.error.subcommand"));
  if (const size_t at = what.find(" is required");
      name == "RequiredError" && at != std::string::npos)
    return c.format(Message("cli.error.required").with("option", what.substr(0, at)));
  if (name == "ValidationError" || name == "ConversionError")
    return c.format(Message("cli.error.value")
                        .with("option", before_colon(what))
                        .with("detail", after_colon(what)));
  if (name == "ArgumentMismatch") return c.format(Message("cli.error.count").with("detail", what));
  if (name == "ExcludesError") return c.format(Message("cli.error.excludes").with("detail", what));
  return what;
}

}  // namespace lucas::cli
