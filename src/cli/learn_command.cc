// lucas learn: the rules page's "Apprendre" in five guided positions, each checked before the
// next, in the terminal or from a pipe.
#include <unistd.h>

#include <iostream>

#include "check/checker.h"
#include "cli/app.h"
#include "cli/validators.h"
#include "present/error_line.h"
#include "record/player_name.h"
#include "terminal/color_choice.h"
#include "terminal/interrupt.h"
#include "terminal/learn_steps.h"
#include "terminal/terminal_board.h"
#include "terminal/terminal_input.h"
#include "text/shown_text.h"
#include "text/trimmed.h"

namespace lucas::cli {

namespace {

// How a step ended: done, or the pupil left (q, the end of input, Ctrl-C).
enum class StepEnd { done, quit, closed, interrupted };

StepEnd run_step(const LearnStep& step, int number, TerminalInput& input, bool echo,
                 const Catalogue& catalogue) {
  const Board board(step.rows, step.cols);
  Position position = step_position(step, board);
  // The pupil's boxes show their initial; the other player's the opponent's.
  std::array<std::string, 2> initials;
  initials[static_cast<size_t>(index_of(position.to_move()))] =
      initial_of(catalogue.text("learn.you"));
  initials[static_cast<size_t>(index_of(opponent(position.to_move())))] =
      initial_of(catalogue.text("learn.opponent"));
  const TerminalStyle style{use_color()};
  std::optional<Line> last;
  const int total = static_cast<int>(learn_steps().size());
  std::cout << "\n"
            << catalogue.format(Message("learn.step")
                                    .with("number", number)
                                    .with("total", total)
                                    .with_text("title", "learn." + step.name + ".title"))
            << "\n"
            << catalogue.text("learn." + step.name + ".ask") << "\n";
  int accepted = 0;
  bool shown = false;
  for (;;) {
    if (!shown) std::cout << "\n" << draw_board(position, initials, last, style);
    shown = true;
    std::cout << "> " << std::flush;
    const Typed typed = input.next();
    if (typed.kind != Typed::Kind::line) {
      std::cout << "\n";
      return typed.kind == Typed::Kind::end ? StepEnd::closed : StepEnd::interrupted;
    }
    // Shown, not sent: a refusal quotes it back to the terminal.
    const std::string text = shown_text(trimmed(typed.text));
    if (echo) std::cout << text << "\n";
    if (text.empty()) continue;
    if (text == "q" || text == "Q") return StepEnd::quit;
    const int move = static_cast<int>(step.drawn.size()) + accepted + 1;
    const LineJudgement judged = judge_line(position, text, move);
    if (!judged.line) {
      std::cout << refused_move_line(command_error(judged.code, judged.message), catalogue, !echo)
                << "\n";
      continue;
    }
    const StepAnswer answer = judge_answer(step, position, *judged.line, accepted);
    if (answer.say) std::cout << catalogue.format(*answer.say) << "\n";
    if (!answer.accepted) continue;
    position.play(*judged.line);
    last = judged.line;
    ++accepted;
    shown = false;
    if (answer.done) {
      std::cout << "\n" << draw_board(position, initials, last, style);
      std::cout << catalogue.text("learn." + step.name + ".done") << "\n";
      return StepEnd::done;
    }
  }
}

int run_learn(int from, const Catalogue& catalogue) {
  const InterruptFlag interrupt;
  TerminalInput input(STDIN_FILENO, &interrupt.flag());
  const bool echo = !isatty(STDIN_FILENO);
  std::cout << catalogue.text("learn.intro") << "\n";
  const std::vector<LearnStep>& steps = learn_steps();
  for (size_t i = static_cast<size_t>(from - 1); i < steps.size(); ++i) {
    const StepEnd end = run_step(steps[i], static_cast<int>(i) + 1, input, echo, catalogue);
    switch (end) {
      case StepEnd::done:
        break;
      // Ctrl-C, q and the end of input each say where to go on from; Ctrl-C ends with 3.
      case StepEnd::interrupted:
      case StepEnd::quit:
      case StepEnd::closed:
        // Ctrl-C came at the prompt: the message goes on a line of its own.
        if (end == StepEnd::interrupted) std::cout << "\n";
        std::cout << catalogue.format(Message("learn.left").with("number", static_cast<int>(i) + 1))
                  << "\n";
        return end == StepEnd::interrupted ? kExitStopped : kExitOk;
    }
  }
  std::cout << "\n" << catalogue.text("learn.finished") << "\n";
  return kExitOk;
}

}  // namespace

void add_learn_command(CLI::App& app, Context& context) {
  auto from = std::make_shared<int>(1);
  CLI::App* command = app.add_subcommand("learn", context.text("cli.learn.description"));
  command->add_option("--step", *from, context.text("cli.learn.step"))
      ->check(whole_in(1, static_cast<long long>(learn_steps().size()), context))
      ->default_str("1");
  add_language_option(*command, context);
  command->callback(
      [from, &context] { context.exit_code = run_learn(*from, context.catalogue()); });
}

}  // namespace lucas::cli
