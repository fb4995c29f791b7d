#include "render/replay.h"

#include <algorithm>

#include "game/position.h"

namespace lucas::render {

namespace {

bool is_false_claim(Code code) {
  return code == Code::wrong_boxes || code == Code::wrong_initial || code == Code::wrong_score ||
         code == Code::wrong_next;
}

std::string red(const std::string& text) {
  return "<span foreground=\"#e00000\">" + text + "</span>";
}

// Builds replay frames while walking the steps once with a Position of its own.
class Builder {
 public:
  Builder(const CheckResult& result, const ReplayOptions& options, const Catalogue& catalogue)
      : r_(result), options_(options), c_(catalogue), board_(*result.board), position_(board_) {
    for (int i = 0; i < 2; ++i) {
      names_[static_cast<size_t>(i)] = r_.record->players[static_cast<size_t>(i)].name;
      initials_[static_cast<size_t>(i)] = r_.record->players[static_cast<size_t>(i)].initial;
    }
  }

  Replay build() {
    Replay replay;
    replay.title = r_.record->title;
    replay.names = names_;
    replay.initials = initials_;
    const int count = static_cast<int>(r_.steps.size());
    int low = 1;
    int high = count;
    if (options_.moves) {
      low = std::max(1, options_.moves->first);
      high = std::min(count, options_.moves->second);
    }
    // Group the steps into frames: one step each, or a player's run of steps.
    size_t i = 0;
    while (i < r_.steps.size()) {
      size_t j = i + 1;
      if (options_.every == Every::turn)
        while (j < r_.steps.size() && r_.steps[j].player == r_.steps[i].player) ++j;
      std::string caption;
      for (size_t k = i; k < j; ++k) {
        position_.play(r_.steps[k].line);
        if (!caption.empty()) caption += " ";
        caption += move_caption(r_.steps[k]);
      }
      const int first = r_.steps[i].number;
      const int last = r_.steps[j - 1].number;
      if (!options_.final_only && last >= low && first <= high) {
        Frame f;
        f.first_move = first;
        f.last_move = last;
        f.diagram = diagram(first, last);
        f.caption = caption;
        replay.frames.push_back(std::move(f));
      }
      i = j;
    }
    const bool range_reaches_end =
        !options_.moves || (options_.moves->second >= count &&
                            options_.moves->first <= std::max(count, r_.moves_read));
    if (!options_.final_only && r_.halt && r_.halt->code != Code::disputed && range_reaches_end)
      replay.frames.push_back(error_frame());
    if (options_.final_only || range_reaches_end) replay.frames.push_back(verdict_frame());
    return replay;
  }

 private:
  const std::string& name(Player p) const { return names_[static_cast<size_t>(index_of(p))]; }
  std::string escaped_name(Player p) const { return escape_markup(name(p)); }

  std::string scores(const std::array<int, 2>& s) const {
    return c_.format(Message("replay.scores")
                         .with("first", escape_markup(names_[0]))
                         .with("first_score", s[0])
                         .with("second", escape_markup(names_[1]))
                         .with("second_score", s[1]));
  }

  // "7. Mia trace B-F. Nouveaux carrés 1 et 2, marqués M. Mia 2, Noé 0. Mia joue ensuite."
  std::string move_caption(const Step& step) const {
    const Move& move = r_.record->moves[static_cast<size_t>(step.number - 1)];
    std::string text = c_.format(Message("replay.move")
                                     .with("number", step.number)
                                     .with("player", escaped_name(step.player))
                                     .with("line", escape_markup(trimmed(move.line))));
    text += " ";
    std::vector<std::string> boxes;
    for (int b = 0; b < step.play.completed_count; ++b)
      boxes.push_back(std::to_string(step.play.completed[static_cast<size_t>(b)].number()));
    const std::string initial =
        escape_markup(initials_[static_cast<size_t>(index_of(step.player))]);
    if (boxes.empty())
      text += c_.text("replay.no-box");
    else
      text += c_.format(Message("replay.boxes")
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
        text += " " + red("⚠ " + escape_markup(c_.format(d.message)));
    return text;
  }

  static std::string trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos) return s;
    return s.substr(a, s.find_last_not_of(" \t") - a + 1);
  }

  // The position after the steps played so far; lines of moves [first, last] emphasised.
  Diagram diagram(int first, int last) const {
    Diagram d;
    d.board = &board_;
    d.labels = options_.labels;
    for (int l = 0; l < board_.line_count(); ++l) {
      const Line line{l};
      const int at = position_.drawn_at(line);
      if (at == 0) continue;
      DrawnLine drawn{line, Ink::border, 0, false};
      if (at != Position::kPredrawn) {
        drawn.ink = ink_of(r_.steps[static_cast<size_t>(at - 1)].player);
        drawn.label = at;
        drawn.newest = at >= first && at <= last;
      }
      d.lines.push_back(drawn);
    }
    for (int b = 0; b < board_.box_count(); ++b) {
      const Box box{b};
      if (auto owner = position_.owner(box)) {
        MarkedBox mark{box, initials_[static_cast<size_t>(index_of(*owner))], ink_of(*owner),
                       false};
        for (const Diagnostic& dg : r_.diagnostics) {
          if (dg.code != Code::wrong_initial || !dg.move || *dg.move < first || *dg.move > last)
            continue;
          for (const Message::Arg& arg : dg.message.args)
            if (arg.name == "box" && !arg.values.empty() &&
                arg.values[0] == std::to_string(box.number()))
              mark.disputed = true;
        }
        d.boxes.push_back(mark);
      }
    }
    return d;
  }

  Frame error_frame() const {
    const Halt& h = *r_.halt;
    Frame f;
    f.kind = Frame::Kind::error;
    f.first_move = f.last_move = h.number;
    f.diagram = diagram(0, -1);
    if (h.line) {
      const auto& ends = board_.ends(*h.line);
      f.diagram.error = ErrorLine{ends[0], ends[1], false};
    } else if (h.ends) {
      f.diagram.error = ErrorLine{(*h.ends)[0], (*h.ends)[1], true};
    }
    const Move& move = r_.record->moves[static_cast<size_t>(h.number - 1)];
    std::string who = h.player ? escaped_name(*h.player) : escape_markup(move.by);
    f.caption = c_.format(Message("replay.move")
                              .with("number", h.number)
                              .with("player", who)
                              .with("line", escape_markup(trimmed(move.line))));
    for (const Diagnostic& d : r_.diagnostics)
      if (d.severity == Severity::error && d.move == h.number && d.code == h.code)
        f.caption += " " + red("✗ " + escape_markup(c_.format(d.message)));
    return f;
  }

  Frame verdict_frame() const {
    Frame f;
    f.kind = Frame::Kind::verdict;
    f.first_move = 1;
    f.last_move = r_.moves_checked();
    f.diagram = diagram(0, -1);
    const std::string score = scores(r_.score);
    std::string text;
    switch (r_.status) {
      case Status::finished:
        if (r_.outcome == Outcome::draw)
          text = c_.format(Message("replay.verdict.draw").with("score", r_.score[0]));
        else
          text = c_.format(
              Message("replay.verdict.win")
                  .with("winner", escaped_name(r_.outcome == Outcome::first_wins ? Player::first
                                                                                 : Player::second))
                  .with("high", std::max(r_.score[0], r_.score[1]))
                  .with("low", std::min(r_.score[0], r_.score[1])));
        text = "<b>" + text + "</b> " + score;
        break;
      case Status::interrupted:
        text = "<b>" +
               c_.format(Message("replay.verdict.interrupted").with("move", r_.moves_checked())) +
               "</b> " + score + " " +
               c_.format(Message("replay.next").with("player", escaped_name(r_.next)));
        if (r_.disputed)
          text += " " + escape_markup(c_.format(Message("replay.verdict.disputed")
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
        text += " " + red("⚠ " + escape_markup(c_.format(d.message)));
    f.caption = text;
    return f;
  }

  const CheckResult& r_;
  const ReplayOptions& options_;
  const Catalogue& c_;
  const Board& board_;
  Position position_;
  std::array<std::string, 2> names_;
  std::array<std::string, 2> initials_;
};

}  // namespace

Replay build_replay(const CheckResult& result, const ReplayOptions& options,
                    const Catalogue& catalogue) {
  return Builder(result, options, catalogue).build();
}

}  // namespace lucas::render
