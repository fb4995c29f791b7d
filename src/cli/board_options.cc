#include "cli/board_options.h"

#include <utility>

#include "game/games.h"

namespace lucas::cli {

namespace {

bool given(const CLI::Option* option) { return option != nullptr && option->count() > 0; }

std::string option_name(BoardKey key) { return "--" + std::string(board_key_name(key)); }

}  // namespace

void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots) {
  for (size_t i = 0; i < kBoardKeys.size(); ++i) {
    const std::string name(board_key_name(kBoardKeys[i]));
    options.option[i] =
        command.add_option("--" + name, options.text[i], context.text("cli.board." + name));
  }
  if (!default_dots.empty())
    options.option[static_cast<size_t>(BoardKey::dots)]->default_str(default_dots);
}

BoardWords board_words(const BoardOptions& options) {
  BoardWords words;
  for (size_t i = 0; i < kBoardKeys.size(); ++i)
    if (given(options.option[i])) words[i] = options.text[i];
  return words;
}

Result<BoardShape, Diagnostic> board_choice(const BoardOptions& options,
                                            const BoardShape& fallback) {
  return read_board_options(board_words(options), fallback, {});
}

Result<BoardShape, Diagnostic> board_choice(const BoardOptions& options,
                                            std::string_view needed_by) {
  return read_board_options(board_words(options), std::nullopt, needed_by);
}

std::string board_option_given(const BoardOptions& options) {
  for (size_t i = 0; i < kBoardKeys.size(); ++i)
    if (given(options.option[i])) return option_name(kBoardKeys[i]);
  return "";
}

std::optional<Diagnostic> refuse_board_options(const BoardOptions& options, Game game) {
  return refuse_board_words(board_words(options), game);
}

}  // namespace lucas::cli
