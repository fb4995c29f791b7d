#include "cli/input.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "present/error_line.h"
#include "text/system_reason.h"
#include "yaml/tree.h"

namespace lucas::cli {

namespace {

Diagnostic cannot_read(int error, const std::string& path) {
  return command_error(
      Code::cannot_read,
      Message("diag.cannot-read").with("reason", system_reason(error, path, FileUse::read)));
}

// Reads at most limit + 1 bytes, so that a huge input is refused without being read whole.
bool read_bounded(std::istream& in, size_t limit, std::string& text) {
  text.clear();
  char buffer[1 << 14];
  while (in && text.size() <= limit) {
    in.read(buffer, sizeof buffer);
    text.append(buffer, static_cast<size_t>(in.gcount()));
  }
  return !in.bad();
}

}  // namespace

std::optional<Diagnostic> read_input(const std::string& path, std::string& text) {
  const size_t limit = yaml::Limits{}.max_bytes;
  if (path == "-") {
    if (!read_bounded(std::cin, limit, text)) return cannot_read(errno, path);
  } else {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    // A link loop or a folder that cannot be searched is not "no such file": say why.
    if (ec && ec != std::errc::no_such_file_or_directory) return cannot_read(ec.value(), path);
    if (ec || !std::filesystem::exists(status))
      return command_error(Code::cannot_read, Message("diag.no-such-file"));
    if (std::filesystem::is_directory(status))
      return command_error(Code::cannot_read, Message("diag.is-directory"));
    std::ifstream in(path, std::ios::binary);
    if (!in) return cannot_read(errno, path);
    if (!read_bounded(in, limit, text)) return cannot_read(errno, path);
  }
  if (text.size() > limit)
    return command_error(Code::too_large, Message("diag.too-large").with("limit", "1 MiB"));
  return std::nullopt;
}

CheckedFile read_checked(const std::string& path) {
  CheckedFile file{path == "-" ? "<stdin>" : path, {}, {}};
  if (auto failure = read_input(path, file.text))
    file.result.diagnostics.push_back(*failure);
  else
    file.result = check_text(file.text);
  return file;
}

CheckedFile load_checked(const std::string& path, const Catalogue& catalogue, Findings findings) {
  CheckedFile file = read_checked(path);
  // Standard output is the command's own: the pages written, the analysis.
  if (findings == Findings::as_check || file.result.status == Status::unreadable) {
    if (!file.result.diagnostics.empty()) std::cerr << format_text(file, catalogue, false);
    return file;
  }
  if (findings == Findings::as_warnings && !file.result.diagnostics.empty()) {
    // The analysis itself says what it covers; check's verdict would count warnings as errors.
    CheckedFile shown{file.name, file.text, {}};
    shown.result.diagnostics = analysis_findings(file.result);
    std::cerr << format_diagnostics(shown, catalogue, false);
  }
  return file;
}

bool refuse_chopsticks(const CheckedFile& file, std::string_view command, const Catalogue& c) {
  if (!file.result.record || file.result.record->game() != Game::chopsticks) return false;
  print_error(command_error(Code::unknown_game, Message("diag.chopsticks-not-here")
                                                    .with("file", file.name)
                                                    .with("command", std::string(command))),
              c);
  return true;
}

}  // namespace lucas::cli
