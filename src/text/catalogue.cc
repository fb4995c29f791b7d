#include "text/catalogue.h"

#include <cstdlib>
#include <memory>
#include <mutex>
#include <set>

#include "text/embedded_file.h"
#include "yaml/tree.h"

namespace lucas {

Message& Message::with(std::string name, std::string value) {
  args.push_back({std::move(name), {std::move(value)}, false, nullptr});
  return *this;
}

Message& Message::with(std::string name, int value) {
  return with(std::move(name), std::to_string(value));
}

Message& Message::with(std::string name, std::vector<std::string> values) {
  args.push_back({std::move(name), std::move(values), false, nullptr});
  return *this;
}

Message& Message::with_text(std::string name, std::string k) {
  args.push_back({std::move(name), {std::move(k)}, true, nullptr});
  return *this;
}

Message& Message::with(std::string name, Message message) {
  args.push_back({std::move(name), {}, false, std::make_shared<const Message>(std::move(message))});
  return *this;
}

Message& Message::count(std::string name, long long n) {
  plural = n;
  return with(std::move(name), std::to_string(n));
}

bool Catalogue::parse(std::string_view yaml_text,
                      std::map<std::string, std::string, std::less<>>& into, std::string* error) {
  auto read = yaml::read_document(yaml_text);
  if (!read.root || !read.root->is_map()) {
    if (error) *error = "not a map of key: text";
    return false;
  }
  for (const auto& entry : read.root->entries) {
    if (!entry.key.is_scalar() || !entry.value.is_scalar()) {
      if (error) *error = "line " + std::to_string(entry.key.mark.line) + ": not key: text";
      return false;
    }
    into[entry.key.scalar] = entry.value.scalar;
  }
  return true;
}

namespace {

// A built-in language: its code, and its catalogue once asked for. A command speaks one
// language, so only that one is read: reading both took half of a start's allocations.
struct Builtin {
  std::string language;
  std::once_flag read;
  std::unique_ptr<Catalogue> catalogue;
};

// The built-in languages, sorted, from the paths of the texts compiled in: each file is
// lang/<language>/<part>.yaml, and a new folder is a new language.
const std::vector<std::unique_ptr<Builtin>>& builtins() {
  static const auto all = [] {
    std::set<std::string, std::less<>> languages;
    for (const EmbeddedFile& file : catalogue_files())
      languages.emplace(file.path.substr(0, file.path.find('/')));
    std::vector<std::unique_ptr<Builtin>> result;
    for (const std::string& language : languages) {
      result.push_back(std::make_unique<Builtin>());
      result.back()->language = language;
    }
    return result;
  }();
  return all;
}

}  // namespace

const Catalogue* Catalogue::find(std::string_view language) {
  for (const auto& builtin : builtins()) {
    if (builtin->language != language) continue;
    std::call_once(builtin->read, [&] {
      std::map<std::string, std::string, std::less<>> texts;
      for (const EmbeddedFile& file : catalogue_files())
        if (file.path.substr(0, file.path.find('/')) == language)
          Catalogue::parse(file.text, texts, nullptr);
      builtin->catalogue = std::make_unique<Catalogue>(builtin->language, std::move(texts));
    });
    return builtin->catalogue.get();
  }
  return nullptr;
}

const Catalogue& Catalogue::get(std::string_view language) {
  if (const Catalogue* c = find(language)) return *c;
  return *find("en");
}

std::vector<std::string> Catalogue::languages() {
  std::vector<std::string> codes;
  for (const auto& builtin : builtins()) codes.push_back(builtin->language);
  return codes;
}

std::string Catalogue::text(std::string_view key) const {
  auto it = texts_.find(key);
  return it == texts_.end() ? "[" + std::string(key) + "]" : it->second;
}

PluralForm Catalogue::plural_form(long long count) const {
  // CLDR's rules for the built-in languages, on the count without its sign: French puts 0 with
  // 1, English only 1. A new language adds its rule here.
  const unsigned long long n = count < 0 ? 0ULL - static_cast<unsigned long long>(count)
                                         : static_cast<unsigned long long>(count);
  if (language_ == "fr") return n <= 1 ? PluralForm::one : PluralForm::other;
  return n == 1 ? PluralForm::one : PluralForm::other;
}

Catalogue Catalogue::for_cells() const {
  auto texts = texts_;
  for (const auto& [key, text] : texts_) {
    // "k.cells" stands for "k", "k.cells.one" for "k.one".
    const size_t at = key.find(".cells");
    if (at == std::string::npos) continue;
    const std::string rest = key.substr(at + 6);
    if (!rest.empty() && rest != ".one" && rest != ".other") continue;
    texts[key.substr(0, at) + rest] = text;
  }
  return Catalogue(language_, std::move(texts));
}

std::string Catalogue::cells_key(const std::string& key, bool cells,
                                 std::string_view suffix) const {
  if (cells && has(key + ".cells" + std::string(suffix)))
    return key + ".cells" + std::string(suffix);
  return key + std::string(suffix);
}

std::string Catalogue::format(const Message& message, bool cells) const {
  const std::string_view suffix = !message.plural                                   ? ""
                                  : plural_form(*message.plural) == PluralForm::one ? ".one"
                                                                                    : ".other";
  const std::string pattern = text(cells_key(message.key, cells, suffix));
  std::string out;
  out.reserve(pattern.size() + 32);
  for (size_t i = 0; i < pattern.size(); ++i) {
    const size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += pattern[i];
      continue;
    }
    std::string_view name(pattern.data() + i + 1, close - i - 1);
    // {values:or} joins a list as alternatives ("a4, letter or a5"), {values} as a whole.
    const bool alternatives = name.ends_with(":or");
    if (alternatives) name.remove_suffix(3);
    const Message::Arg* arg = nullptr;
    for (const auto& a : message.args)
      if (a.name == name) arg = &a;
    if (!arg) {
      out += pattern[i];
      continue;
    }
    if (arg->message) out += format(*arg->message, cells || arg->message->cells);
    for (size_t k = 0; k < arg->values.size(); ++k) {
      if (k > 0)
        out += k + 1 < arg->values.size() ? text("list.separator")
               : alternatives             ? text("list.last-alternative")
                                          : text("list.last-separator");
      out += arg->is_key ? text(cells_key(arg->values[k], cells)) : arg->values[k];
    }
    i = close;
  }
  return out;
}

std::string language_from_environment() {
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') continue;
    return std::string_view(value).substr(0, 2) == "fr" ? "fr" : "en";
  }
  return "en";
}

}  // namespace lucas
