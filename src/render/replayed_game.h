// A checked record in the worksheet's words: the captions of its moves, its error and its
// verdict, ready for the drawing layer's replay. Shared by lucas replay and handout replays.
#pragma once

#include "check/checker.h"
#include "render/replay.h"
#include "text/catalogue.h"

namespace lucas::render {

/// The game of a checked, readable record (result.record and result.board set): each replayed
/// move with its caption ("7. Mia trace B-F. …") and the boxes whose initial it gets wrong, the
/// move that broke the rules (not a disputed one) and the verdict. Points into result.board:
/// keep result alive.
ReplayedGame replayed_game(const CheckResult& result, const Catalogue& catalogue);

}  // namespace lucas::render
