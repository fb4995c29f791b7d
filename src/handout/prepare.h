// A handout ready to lay out: its template read (built in or from a file), changed by what the
// user asked (board, players, title, puzzles), its puzzles made and its records loaded. The work
// of lucas handout, for the command line and the page alike: the files come through the caller.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/result.h"
#include "handout/handout.h"
#include "handout/template.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::handout {

/// The players asked for: their names and their initials, in playing order.
struct PlayersAsked {
  std::vector<std::string> names;
  std::vector<std::string> initials;
};

/// What is asked of a handout. The options' names ("--dots", "--count") are only for messages.
struct HandoutRequest {
  /// A built-in handout's name, or a template file's path (it has a '/' or ends in .yaml).
  std::string name;
  /// A record file to replay where a replay block names none, and to search for puzzles; empty
  /// for none.
  std::string record;
  /// The board asked for, from the template's own (a border alone changes that one); unset when
  /// no board option was given. `board_option` is the first board option as typed.
  std::function<Result<BoardShape, Diagnostic>(const BoardShape& own)> board;
  std::string board_option;
  /// The players asked for, read once the template is known to take them; unset for none.
  std::function<Result<PlayersAsked, Diagnostic>()> players;
  std::optional<std::string> title;
  /// Puzzles: how many (none: the template's), and the seed of the search.
  std::optional<int> count;
  std::uint64_t seed = 0;
  bool seed_given = false;
  /// Only described (handout --list): the template as it is, no notes.
  bool list = false;
  /// The page the handout will be printed on, once its template is known (its own paper or the
  /// one asked for): a puzzles block with no count gets as many puzzles as fill its page. Unset,
  /// or nothing when the page cannot be set up: kPuzzlesWithoutPage.
  std::function<std::optional<render::PageSetup>(const Template&)> page;
};

/// Where the files come from. `read` reads a template file (nothing on success, the diagnostic
/// otherwise); `exists` says whether a record a template names is there; `load` checks a record
/// file, saying itself what is wrong with it, and returns nullptr when there is nothing to draw.
struct HandoutFiles {
  std::function<std::optional<Diagnostic>(const std::string& path, std::string& text)> read;
  std::function<bool(const std::string& path)> exists;
  std::function<std::shared_ptr<const CheckResult>(const std::string& path)> load;
};

/// A problem that stops the handout: a diagnostic with the file it points into (its name and
/// text, for file:line:col and the source line), or with no file when it is the options' fault.
struct HandoutProblem {
  std::string file;
  std::string text;
  Diagnostic diagnostic;
};

/// A handout ready to lay out.
struct PreparedHandout {
  Template handout;
  Records records;
  std::vector<std::string> inputs;  ///< the files read, which the output must not overwrite
  /// What the user may change, as the template has it (its puzzles are made by now).
  std::vector<Setting> settings;
  /// What to tell the user beside the pages (fewer puzzles than asked, the seed).
  std::vector<Message> notes;
};

/// Prepares a handout. A failure holds what is wrong; it is empty when `files.load` has already
/// said it.
Result<PreparedHandout, std::vector<HandoutProblem>> prepare_handout(const HandoutRequest& request,
                                                                     const HandoutFiles& files,
                                                                     const Catalogue& catalogue);

/// Whether a handout's name is a template file's path rather than a built-in name.
bool is_template_path(const std::string& name);

/// What the user may change in a handout, as `handout --list` says it.
/// The command-line options that give these settings ("--dots", "--boxes", "--border",
/// "--players", "--title", "--count", "--seed", "--record"), for the page's form.
std::vector<std::string> setting_options(const std::vector<Setting>& settings);

std::string settings_text(const Template& handout, const std::vector<Setting>& settings,
                          const Catalogue& catalogue);

}  // namespace lucas::handout
