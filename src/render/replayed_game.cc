#include "render/replayed_game.h"

#include <algorithm>

#include "check/check_text.h"
#include "game/notation.h"
#include "render/canvas.h"
#include "text/trimmed.h"

namespace lucas::render {

namespace {

std::string red(const std::string& text) {
  return "<span foreground=\"#e00000\">" + text + "</span>";
}

// Writes the captions of one checked record.
class Captions {
 public:
  Captions(const CheckResult& result, const Catalogue& catalogue)
      : r_(result),
        game_(std::get<DotsAndBoxesReplay>(result.replay)),
        c_(catalogue),
        cells_(game_.board->grid() != Grid::square) {
    for (int i = 0; i < 2; ++i) {
      names_[static_cast<size_t>(i)] = r_.record->players[static_cast<size_t>(i)].name;
      initials_[static_cast<size_t>(i)] = r_.record->players[static_cast<size_t>(i)].initial;
    }
  }

  render::ReplayedGame game() const {
    render::ReplayedGame game;
    game.board = &*game_.board;
    game.title = r_.record->title;
    game.names = names_;
    game.initials = initials_;
    for (const DotsAndBoxesStep& step : game_.steps)
      game.moves.push_back(
          {step.number, step.player, step.line, move_caption(step), wrong_initials(step.number)});
    game.moves_read = r_.moves_read;
    if (r_.halt && r_.halt->code != Code::disputed) game.error = error();
    game.verdict = verdict();
    return game;
  }

 private:
  const std::string& name(Player p) const { return names_[static_cast<size_t>(index_of(p))]; }
  std::string escaped_name(Player p) const { return render::escape_markup(name(p)); }

  // A move's line as the board labels its dots, in the order the pupil wrote them: "e-f" is
  // "E-F". A line with no dot of the board is quoted as written.
  std::string written_line(const Move& move) const {
    const std::string& line = std::get<DotsAndBoxesClaims>(move.part).line;
    const LineReading reading = parse_line(*game_.board, line);
    if (!reading.ends) {
      const std::string written = trimmed(line);
      return written.empty() ? line : written;
    }
    return line_name(*game_.board, (*reading.ends)[0], (*reading.ends)[1]);
  }

  std::string scores(const std::array<int, 2>& s) const {
    return c_.format(Message("replay.scores")
                         .with("first", render::escape_markup(names_[0]))
                         .with("first_score", s[0])
                         .with("second", render::escape_markup(names_[1]))
                         .with("second_score", s[1]));
  }

  // "7. Mia trace B-F. Nouveaux carrés 1 et 2, marqués M. Mia 2, Noé 0. Mia joue ensuite."
  std::string move_caption(const DotsAndBoxesStep& step) const {
    const Move& move = r_.record->moves[static_cast<size_t>(step.number - 1)];
    std::string text = c_.format(Message("replay.move")
                                     .with("number", step.number)
                                     .with("player", escaped_name(step.player))
                                     .with("line", render::escape_markup(written_line(move))));
    text += " ";
    std::vector<std::string> boxes;
    for (int b = 0; b < step.play.completed_count; ++b)
      boxes.push_back(std::to_string(step.play.completed[static_cast<size_t>(b)].number()));
    const std::string initial =
        render::escape_markup(initials_[static_cast<size_t>(index_of(step.player))]);
    if (boxes.empty())
      text += say(Message("replay.no-box"));
    else
      text += say(Message("replay.boxes")
                      .count("count", static_cast<long long>(boxes.size()))
                      .with("boxes", boxes)
                      .with("initial", initial));
    text += " " + scores(step.score) + " ";
    if (step.play.game_over)
      text += c_.text("replay.end");
    else
      text += c_.format(Message("replay.next").with("player", escaped_name(step.play.next)));
    for (const Diagnostic& d : r_.diagnostics)
      if (d.move == step.number && is_false_claim(d.code))
        text += " " + red("⚠ " + render::escape_markup(say(d.message)));
    return text;
  }

  // The boxes whose initial the record gets wrong at a move: named by the diagnostic's "box".
  std::vector<Box> wrong_initials(int number) const {
    std::vector<Box> boxes;
    for (const Diagnostic& d : r_.diagnostics) {
      if (d.code != Code::wrong_initial || d.move != number) continue;
      for (const Message::Arg& arg : d.message.args)
        if (arg.name == "box" && !arg.values.empty())
          for (int b = 0; b < game_.board->box_count(); ++b)
            if (arg.values[0] == std::to_string(Box{b}.number())) boxes.push_back(Box{b});
    }
    return boxes;
  }

  render::ReplayedError error() const {
    const Halt& h = *r_.halt;
    render::ReplayedError error;
    error.number = h.number;
    if (h.line) {
      const auto& ends = game_.board->ends(*h.line);
      error.line = render::ErrorLine{ends[0], ends[1], false};
    } else if (h.ends) {
      error.line = render::ErrorLine{(*h.ends)[0], (*h.ends)[1], true};
    }
    const Move& move = r_.record->moves[static_cast<size_t>(h.number - 1)];
    std::string who = h.player ? escaped_name(*h.player) : render::escape_markup(move.by);
    error.caption = c_.format(Message("replay.move")
                                  .with("number", h.number)
                                  .with("player", who)
                                  .with("line", render::escape_markup(written_line(move))));
    for (const Diagnostic& d : r_.diagnostics)
      if (d.severity == Severity::error && d.move == h.number && d.code == h.code)
        error.caption += " " + red("✗ " + render::escape_markup(say(d.message)));
    return error;
  }

  std::string verdict() const {
    const std::string score = scores(game_.score);
    std::string text;
    switch (r_.status) {
      case Status::finished:
        if (game_.outcome == Outcome::draw)
          text = c_.format(Message("replay.verdict.draw").with("score", game_.score[0]));
        else {
          // The winner's boxes first: in misère they are the fewer.
          const Player winner =
              game_.outcome == Outcome::first_wins ? Player::first : Player::second;
          const auto mine = static_cast<size_t>(index_of(winner));
          text = c_.format(Message(std::get<DotsAndBoxesRecord>(r_.record->part).misere
                                       ? "replay.verdict.win-misere"
                                       : "replay.verdict.win")
                               .with("winner", escaped_name(winner))
                               .with("mine", game_.score[mine])
                               .with("theirs", game_.score[1 - mine]));
        }
        text = "<b>" + text + "</b> " + score;
        break;
      case Status::interrupted:
        text = "<b>" +
               c_.format(Message("replay.verdict.interrupted")
                             .with("after", after_move(r_.moves_checked()))) +
               "</b> " + score + " " +
               c_.format(Message("replay.next").with("player", escaped_name(r_.next)));
        if (r_.disputed)
          text +=
              " " + render::escape_markup(c_.format(Message("replay.verdict.disputed")
                                                        .with("move", r_.halt ? r_.halt->number : 0)
                                                        .with("reason", *r_.disputed)));
        break;
      case Status::invalid:
      case Status::unreadable:
        text = "<b>" +
               red(c_.format(Message("replay.verdict.invalid").with("count", r_.error_count()))) +
               "</b> " + score;
        if (r_.halt && r_.halt->code != Code::disputed)
          text += " " + c_.format(Message("replay.verdict.stopped").with("move", r_.halt->number));
        break;
    }
    for (const Diagnostic& d : r_.diagnostics)
      if (d.code == Code::wrong_result)
        text += " " + red("⚠ " + render::escape_markup(say(d.message)));
    return text;
  }

  // A message in the worksheet's words for this board: « case » and "cell" on the triangle and
  // hexagon grids, where the square grid says « carré » and "box".
  std::string say(Message message) const { return c_.format(message.of_cells(cells_)); }

  const CheckResult& r_;
  const DotsAndBoxesReplay& game_;
  const Catalogue& c_;
  bool cells_ = false;
  std::array<std::string, 2> names_;
  std::array<std::string, 2> initials_;
};

}  // namespace

render::ReplayedGame replayed_game(const CheckResult& result, const Catalogue& catalogue) {
  return Captions(result, catalogue).game();
}

}  // namespace lucas::render
