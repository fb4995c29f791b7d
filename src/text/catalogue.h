// Every user-visible text, per language, kept as data (lang/<code>/*.yaml, built in).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lucas {

/// A text to show, before it is put in a language: a catalogue key and named arguments.
/// An argument with several values is written as a list ("1 et 2", "1, 2 and 3"), or as
/// alternatives where the text names it {name:or} ("a4, letter or a5"); an argument
/// added with with_text() is a key, itself put in the language; one added as a Message is that
/// message put in the language (a second count in one sentence). A message with a count takes
/// the plural form of its key that the count asks for (see Catalogue::format).
struct Message {
  struct Arg {
    std::string name;
    std::vector<std::string> values;
    bool is_key = false;
    std::shared_ptr<const Message> message;
  };
  std::string key;
  std::vector<Arg> args;
  /// The number that chooses the plural form ("1 segment", "2 segments"), when there is one.
  std::optional<long long> plural;
  /// Said of a board of triangles or hexagons: each key (this one, its arguments' keys and
  /// messages) is read as `key.cells` where the catalogue has that text, which says « case » and
  /// "cell" where the square board's says « carré » and "box".
  bool cells = false;

  Message() = default;
  explicit Message(std::string k) : key(std::move(k)) {}
  /// Adds an argument; returns *this so messages read as one expression.
  Message& with(std::string name, std::string value);
  Message& with(std::string name, int value);
  Message& with(std::string name, std::vector<std::string> values);
  /// Adds an argument whose value is the text of a catalogue key.
  Message& with_text(std::string name, std::string key);
  /// Adds an argument whose value is another message, put in the same language.
  Message& with(std::string name, Message message);
  /// Adds a number that is also the count choosing the plural form of the key.
  Message& count(std::string name, long long n);
  /// Sets `cells`.
  Message& of_cells(bool on = true) {
    cells = on;
    return *this;
  }
};

/// The plural forms a catalogue text may have, as gettext and ICU name them.
enum class PluralForm { one, other };

/// The texts of one language.
class Catalogue {
 public:
  /// The built-in catalogue of a language; nullptr when there is none.
  static const Catalogue* find(std::string_view language);
  /// The built-in catalogue of a language, or the English one.
  static const Catalogue& get(std::string_view language);
  /// The codes of the built-in languages, sorted ("en", "fr").
  static std::vector<std::string> languages();

  const std::string& language() const { return language_; }
  /// The text of a key; the key itself in brackets when it is missing (a test keeps every
  /// language complete).
  std::string text(std::string_view key) const;
  bool has(std::string_view key) const { return texts_.find(key) != texts_.end(); }
  /// Puts a message in this language: {name} is replaced by the argument's value. A message
  /// with a count uses the text of `key.one` or `key.other`, as plural_form() chooses.
  std::string format(const Message& message) const { return format(message, message.cells); }
  /// The same language spoken of a board of triangles or hexagons: every key that has a `.cells`
  /// text reads as that text (as Message::of_cells() does for one message), for commands whose
  /// whole output is about one such board.
  Catalogue for_cells() const;
  /// The plural form this language uses for a count: English says "1 box" and "0 boxes",
  /// French "0 carré", "1 carré" and "2 carrés".
  PluralForm plural_form(long long count) const;
  const std::map<std::string, std::string, std::less<>>& texts() const { return texts_; }

  /// Builds a catalogue from YAML texts (flat maps of key: text); for the built-in ones and tests.
  /// Returns false and says why in *error when a text is not such a map.
  static bool parse(std::string_view yaml_text,
                    std::map<std::string, std::string, std::less<>>& into, std::string* error);

  /// A catalogue of the given texts; the built-in ones come from get() and find().
  Catalogue(std::string language, std::map<std::string, std::string, std::less<>> texts)
      : language_(std::move(language)), texts_(std::move(texts)) {}

 private:
  std::string format(const Message& message, bool cells) const;
  // The key itself, or its `.cells` form when `cells` asks for it and the catalogue has it
  // (`suffix` is the plural form's, tried after it).
  std::string cells_key(const std::string& key, bool cells, std::string_view suffix = {}) const;

  std::string language_;
  std::map<std::string, std::string, std::less<>> texts_;
};

/// The language lucas speaks when --lang is not given: French when the first set of LC_ALL,
/// LC_MESSAGES and LANG starts with "fr", otherwise English.
std::string language_from_environment();

}  // namespace lucas
