// libFuzzer target: any bytes as the lines a player types at lucas play or lucas learn, each
// judged as lucas check judges a record's line and drawn when good, on a board chosen by the
// first byte (square, triangle or hexagon); and each judged as a typed Chopsticks move (lucas play
// --game chopsticks) under the variant the first byte chooses, played when good; and each read
// as a pupil's name and as a yes-or-no answer. Whatever the
// input, this must return: no crash, no leak, no sanitizer report.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check/checker.h"
#include "check/chopsticks_referee.h"
#include "record/player_name.h"
#include "terminal/answer.h"
#include "terminal/learn_steps.h"
#include "terminal/terminal_board.h"
#include "text/catalogue.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  // Small boards with letter names and a large one with a1 names, each border; one input in
  // four on a triangle or a hexagon (letters up to 26 dots, a1 names beyond), with or without
  // the Swedish border.
  const int dots = 2 + data[0] % 7;
  const auto border = static_cast<lucas::Border>((data[0] >> 6) % 3);
  const lucas::Grid grid = (data[0] & 0x30) != 0x30 ? lucas::Grid::square
                           : data[0] & 1            ? lucas::Grid::triangle
                                                    : lucas::Grid::hexagon;
  const lucas::Board board =
      grid == lucas::Grid::square
          ? lucas::Board(dots, dots + (data[0] >> 4) % 3 * 4, border)
          : lucas::Board(grid, 1 + data[0] % 7 / 2 * (grid == lucas::Grid::triangle ? 3 : 1),
                         border == lucas::Border::icelandic ? lucas::Border::none : border);
  lucas::Position position(board);
  const lucas::LearnStep& step = lucas::learn_steps()[data[0] % lucas::learn_steps().size()];
  const lucas::Board step_board(step.rows, step.cols);
  lucas::Position step_position = lucas::step_position(step, step_board);
  lucas::Record hands_record;
  hands_record.part = lucas::ChopsticksRecord{lucas::all_chopsticks_rules()[data[0] % 16], {}};
  hands_record.players = {lucas::PlayerEntry{"Lina", "L", {}}, lucas::PlayerEntry{"Noé", "N", {}}};
  lucas::ChopsticksPosition hands = lucas::ChopsticksPosition::start(2);
  int hand_number = 1;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  int number = 1;
  int accepted = 0;
  for (size_t start = 0; start <= text.size();) {
    const size_t end = std::min(text.find('\n', start), text.size());
    const std::string_view typed = text.substr(start, end - start);
    start = end + 1;
    // The same line as a pupil's name (asked at the start of lucas play) and as the answer to
    // « Nouvelle partie ? ».
    if (const std::string name = lucas::composed(typed); lucas::is_player_name(name))
      (void)lucas::initial_beside(name, lucas::initial_of(name));
    (void)lucas::answer_of(typed);
    if (!position.is_over()) {
      const lucas::LineJudgement judged = lucas::judge_line(position, typed, number);
      if (judged.line) {
        position.play(*judged.line);
        ++number;
      } else {
        (void)lucas::Catalogue::get("fr").format(judged.message);
      }
    }
    if (!hands.is_over()) {
      const lucas::ChopsticksMoveJudgement judged =
          lucas::judge_chopsticks_move(hands_record, hands, typed, hand_number);
      if (judged.move) {
        hands = *judged.after;
        ++hand_number;
      } else {
        (void)lucas::Catalogue::get(hand_number % 2 ? "en" : "fr").format(judged.message);
      }
    }
    if (!step_position.is_over()) {
      const lucas::LineJudgement judged = lucas::judge_line(step_position, typed, 1);
      if (judged.line) {
        const auto answer = lucas::judge_answer(step, step_position, *judged.line, accepted);
        if (answer.say) (void)lucas::Catalogue::get("en").format(*answer.say);
        if (answer.accepted) {
          step_position.play(*judged.line);
          ++accepted;
        }
      }
    }
  }
  (void)lucas::draw_board(position, {"M", "N"}, std::nullopt, {true});
  return 0;
}
