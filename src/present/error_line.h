// The one line lucas prints on standard error for an error that is about no place in a file:
// "lucas: error[code]: message", in the user's language.
#pragma once

#include <string>

#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas {

/// "lucas: erreur[bad-value]: …" or "lucas: error[bad-value]: …", without the newline.
std::string error_line(const Diagnostic& diagnostic, const Catalogue& catalogue);

/// Prints error_line() and a newline on standard error.
void print_error(const Diagnostic& diagnostic, const Catalogue& catalogue);

/// A move refused at a game's turn (lucas play, lucas learn): at a terminal the message alone,
/// for a child (« coup 1 : A-E est une diagonale … »); through a pipe the error line with its
/// code, for the tools a teacher drives.
std::string refused_move_line(const Diagnostic& diagnostic, const Catalogue& catalogue,
                              bool at_terminal);

/// An error about the command line or lucas itself, with no place in a file.
Diagnostic command_error(Code code, Message message);

}  // namespace lucas
