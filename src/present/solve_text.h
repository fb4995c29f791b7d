// lucas solve of a board in words and JSON: the value of the empty board and of every first
// move, what the search cost, and what is said before and while it runs.
#pragma once

#include <string>

#include "solve/board_solve.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"
#include "text/json.h"

namespace lucas {

/// What is said before a search that goes ahead: its estimated cost when it takes a second or
/// more, and that it goes beyond reach within the time limit; empty otherwise.
std::string solve_estimate_text(const BoardSolveRequest& request, const SolveEstimate& estimate,
                                const Catalogue& catalogue);

/// A progress line: the positions searched and the seconds so far.
std::string solve_progress_text(const SolveStats& stats, double seconds,
                                const Catalogue& catalogue);

/// Why a board was not searched, as an error with no place in a file. Precondition: refused.
Diagnostic solve_refusal(const BoardSolve& solve, const Catalogue& catalogue);

/// The solve, a sentence a line, with each first move's value. Precondition: not refused.
std::string solve_text(const BoardSolve& solve, const Catalogue& catalogue);

/// The solve in JSON (docs/json.md). Precondition: not refused.
Json solve_json(const BoardSolve& solve);

}  // namespace lucas
