#include "cli/parse_errors.h"

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "present/error_line.h"
#include "text/display_width.h"

namespace lucas::cli {

namespace {

// CLI11 builds each error's text in one fixed form per kind (CLI/Error.hpp), with the option
// names and values at fault in it; these take those out. The words around them are never
// shown: lucas says the error in its own words.

// What follows `marker` in text, or "" when the marker is missing.
std::string after(const std::string& text, std::string_view marker) {
  const size_t at = text.find(marker);
  return at == std::string::npos ? std::string() : text.substr(at + marker.size());
}

std::string before(const std::string& text, std::string_view marker) {
  const size_t at = text.find(marker);
  return at == std::string::npos ? text : text.substr(0, at);
}

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// The first word of a text that names an option (--dots) or, failing that, its first word.
std::string option_in(const std::string& text) {
  for (const std::string& word : words(text))
    if (word.size() > 1 && word[0] == '-') return before(word, ":");
  return before(before(text, ":"), " ");
}

// The command being read when the error came: the last subcommand the parser entered.
const CLI::App* command_of(const CLI::App& app) {
  const CLI::App* command = nullptr;
  for (const CLI::App* sub : app.get_subcommands()) command = sub;
  return command;
}

// CLI11 names a positional argument in --help by the name the code gives it ("files"); the help
// names it in the user's words (CHEMIN, FICHIER), as the errors do ("(CHEMIN…)").
class HelpFormatter : public CLI::Formatter {
 public:
  explicit HelpFormatter(const Catalogue& catalogue) : catalogue_(catalogue) {}

  std::string make_option_name(const CLI::Option* option, bool positional) const override {
    const std::string name = option->get_name(true, false);
    if (positional && catalogue_.has("cli.argument." + name))
      return catalogue_.text("cli.argument." + name);
    return Formatter::make_option_name(option, positional);
  }

  // CLI11 writes an option's type, rule and default as "TEXT:a4, letter and a5=a4"; the help
  // says them in words: "TEXT (a4, letter or a5; default a4)".
  std::string make_option_opts(const CLI::Option* option) const override {
    if (!option->get_option_text().empty() || option->get_type_size() == 0)
      return Formatter::make_option_opts(option);
    const std::string type = option->get_type_name();
    const std::string kind = before(type, ":"), rule = after(type, ":");
    const std::string fallback = option->get_default_str();
    std::string out;
    if (!kind.empty()) out += " " + kind;
    if (!rule.empty() && !fallback.empty())
      out += " (" +
             catalogue_.format(
                 Message("cli.help.rule-and-default").with("rule", rule).with("value", fallback)) +
             ")";
    else if (!rule.empty())
      out += " (" + rule + ")";
    else if (!fallback.empty())
      out += " (" + catalogue_.format(Message("cli.help.default").with("value", fallback)) + ")";
    if (option->get_expected_max() == CLI::detail::expected_max_vector_size)
      out += " ...";
    else if (option->get_expected_min() > 1)
      out += " x " + std::to_string(option->get_expected());
    if (option->get_required()) out += " " + get_label("REQUIRED");
    for (const auto& [label, others] :
         {std::pair{"Needs", option->get_needs()}, std::pair{"Excludes", option->get_excludes()}}) {
      if (others.empty()) continue;
      out += " " + get_label(label) + ":";
      for (const CLI::Option* other : others) out += " " + other->get_name();
    }
    return out;
  }

  // CLI11 pads the left column by bytes: a name with accents (MODÈLE) would pull its
  // description a column left of the others per accent. The column is widened by the bytes
  // that are no character of their own, where the name fits in it (a longer one puts its
  // description on the next line, at the column).
  std::string make_option(const CLI::Option* option, bool positional) const override {
    const std::string left = make_option_name(option, positional) + make_option_opts(option);
    // CLI11 writes two spaces before the name, and the description on the next line when they
    // reach the column.
    const size_t columns = display_width(left);
    const size_t width =
        columns + 2 < column_width_ ? column_width_ + left.size() - columns : column_width_;
    std::stringstream out;
    CLI::detail::format_help(out, left, make_option_desc(option), width);
    return out.str();
  }

 private:
  const Catalogue& catalogue_;
};

}  // namespace

void localize_help(CLI::App& app, const Context& context) {
  app.formatter(std::make_shared<HelpFormatter>(context.catalogue()));
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

void localize_type_names(CLI::App& app, const Context& context) {
  static constexpr std::pair<std::string_view, const char*> kTypes[] = {
      {"TEXT", "cli.type.text"},  {"FLOAT", "cli.type.decimal"},   {"INT", "cli.type.whole"},
      {"UINT", "cli.type.whole"}, {"BOOLEAN", "cli.type.boolean"},
  };
  for (CLI::Option* option : app.get_options()) {
    // A positional argument's name says what it is (CHEMIN): no type beside it.
    if (option->get_positional()) {
      option->type_name("");
      continue;
    }
    for (const auto& [type, key] : kTypes)
      if (before(option->get_type_name(), ":") == type) option->type_name(context.text(key));
  }
  for (CLI::App* command : app.get_subcommands({})) localize_type_names(*command, context);
}

namespace {

// The words typed without quotes after an option's value (--players Léa Maël): the option and
// its whole value, quoted as it was meant; nothing when the extras follow no option's value.
std::optional<std::pair<std::string, std::string>> unquoted_value(
    const std::vector<std::string>& extras, const std::vector<std::string>& typed,
    const CLI::App& command) {
  if (extras.empty()) return std::nullopt;
  const auto first = std::find(typed.begin(), typed.end(), extras.front());
  if (first == typed.end() || first - typed.begin() < 2) return std::nullopt;
  const std::string& option = *(first - 2);
  if (option.size() < 2 || option[0] != '-') return std::nullopt;
  const CLI::Option* taking = nullptr;
  for (const CLI::Option* o : command.get_options())
    if (o->check_name(option) && o->get_expected_min() == 1) taking = o;
  if (!taking) return std::nullopt;
  std::string value = *(first - 1);
  for (auto it = first; it != typed.end() && it - first < static_cast<long>(extras.size()); ++it)
    value += " " + *it;
  return std::pair{option, value};
}

}  // namespace

Diagnostic explain(const CLI::ParseError& error, const CLI::App& app,
                   const std::vector<std::string>& typed) {
  const std::string what = error.what();
  const CLI::App* command = command_of(app);
  const std::string help = command ? "lucas " + command->get_name() + " --help" : "lucas --help";
  // A positional argument has a plain name (files, record); its words are in the catalogue.
  auto option_name = [](const std::string& name) {
    return name.empty() || name[0] == '-' ? Message("cli.error.option").with("name", name)
                                          : Message("cli.positional." + name);
  };
  if (dynamic_cast<const CLI::ExtrasError*>(&error)) {
    // CLI11 lists them last first.
    std::vector<std::string> args = words(after(what, "expected: "));
    std::reverse(args.begin(), args.end());
    const auto option_at = std::find_if(args.begin(), args.end(), [](const std::string& arg) {
      return arg.size() > 1 && arg[0] == '-';
    });
    if (option_at != args.end()) {
      const std::string option = before(*option_at, "=");
      std::vector<std::string> names;
      for (const CLI::Option* o : (command ? command : &app)->get_options())
        for (const std::string& name : o->get_lnames()) names.push_back("--" + name);
      std::vector<std::string_view> candidates(names.begin(), names.end());
      const std::string guess = closest(option, candidates);
      // CLI11 reads the options before a command's name as the program's: an option of the
      // command typed there is found exactly among the command's (lucas --color never check).
      if (command && guess == option)
        return command_error(Code::unknown_option, Message("cli.error.option-before-command")
                                                       .with("option", option)
                                                       .with("command", command->get_name()));
      if (!guess.empty())
        return command_error(
            Code::unknown_option,
            Message("cli.error.unknown-option-guess").with("option", option).with("guess", guess));
      return command_error(
          Code::unknown_option,
          Message("cli.error.unknown-option").with("option", option).with("help", help));
    }
    if (const auto meant = unquoted_value(args, typed, command ? *command : app))
      return command_error(Code::unexpected_argument, Message("cli.error.extras-quotes")
                                                          .with("args", args)
                                                          .with("option", meant->first)
                                                          .with("value", meant->second)
                                                          .with("help", help));
    return command_error(Code::unexpected_argument,
                         Message("cli.error.extras").with("args", args).with("help", help));
  }
  if (dynamic_cast<const CLI::RequiredError*>(&error)) {
    if (what.find("subcommand") != std::string::npos) {
      // A word where the command should be is a misspelt command.
      const std::vector<std::string> left = app.remaining();
      if (!left.empty() && !left.front().empty() && left.front()[0] != '-') {
        std::vector<std::string> names;
        for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
        const std::vector<std::string_view> candidates(names.begin(), names.end());
        const std::string guess = closest(left.front(), candidates);
        if (!guess.empty())
          return command_error(Code::unknown_command, Message("cli.error.unknown-command-guess")
                                                          .with("command", left.front())
                                                          .with("guess", guess));
        return command_error(Code::unknown_command, Message("cli.error.unknown-command")
                                                        .with("command", left.front())
                                                        .with("commands", names));
      }
      std::vector<std::string> names;
      for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
      return command_error(Code::missing_command,
                           Message("cli.error.subcommand").with("commands", names));
    }
    const std::string name = before(what, " is required");
    return command_error(Code::missing_option,
                         Message("cli.error.required")
                             .with("command", command ? command->get_name() : "")
                             .with("option", option_name(name))
                             .with("help", help));
  }
  if (dynamic_cast<const CLI::ValidationError*>(&error))
    // lucas's own validators wrote the part after the option's name.
    return command_error(Code::bad_value, Message("cli.error.value")
                                              .with("option", option_name(before(what, ": ")))
                                              .with("detail", after(what, ": ")));
  if (dynamic_cast<const CLI::ConversionError*>(&error)) {
    if (what.find("Could not convert: ") == 0) {
      const std::string rest = after(what, "Could not convert: ");
      return command_error(Code::bad_value, Message("cli.error.conversion")
                                                .with("option", option_name(before(rest, " = ")))
                                                .with("value", after(rest, " = "))
                                                .with("help", help));
    }
    if (what.find("The value ") == 0)
      return command_error(Code::bad_value,
                           Message("cli.error.conversion")
                               .with("option", option_name(after(what, " allowed value for ")))
                               .with("value", before(after(what, "The value "), " is not"))
                               .with("help", help));
    return command_error(Code::bad_value,
                         Message("cli.error.flag-value").with("option", option_in(what)));
  }
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&error)) {
    if (what.find("flag override") != std::string::npos)
      return command_error(Code::bad_value,
                           Message("cli.error.flag-value").with("option", option_in(what)));
    const std::string name =
        what.find("Expected ") == 0 ? before(after(what, " arguments to "), ",") : option_in(what);
    // "At Most 1 required but received 2": the option is given twice.
    if (what.find("At Most") != std::string::npos)
      return command_error(Code::wrong_count,
                           Message("cli.error.repeated").with("option", option_name(name)));
    return command_error(
        Code::wrong_count,
        Message("cli.error.count").with("option", option_name(name)).with("help", help));
  }
  if (dynamic_cast<const CLI::ExcludesError*>(&error))
    return command_error(Code::conflicting_options,
                         Message("cli.error.excludes")
                             .with("option", option_name(before(what, " excludes ")))
                             .with("other", option_name(after(what, " excludes "))));
  if (dynamic_cast<const CLI::RequiresError*>(&error))
    return command_error(Code::missing_companion,
                         Message("cli.error.needs")
                             .with("option", option_name(before(what, " requires ")))
                             .with("other", option_name(after(what, " requires "))));
  return command_error(Code::usage, Message("cli.error.usage").with("help", help));
}

}  // namespace lucas::cli
