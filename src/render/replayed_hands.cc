#include "render/replayed_hands.h"

#include "check/check_text.h"
#include "check/chopsticks_referee.h"
#include "check/referee.h"
#include "game/chopsticks_notation.h"
#include "render/canvas.h"

namespace lucas::render {

namespace {

std::string hand_key(Hand hand) {
  return hand == Hand::left ? "chopsticks.hand.left" : "chopsticks.hand.right";
}

// Everyone's hands, the names escaped for Pango markup.
std::vector<render::HandsRow> rows(const Record& record, const ChopsticksPosition& position) {
  std::vector<render::HandsRow> out;
  const auto& players = record.players;
  for (size_t i = 0; i < players.size(); ++i)
    out.push_back({render::escape_markup(players[i].name), position.hands[i], {}, {}, false});
  return out;
}

// "Move 3: Lina touches Sami's right hand with her left hand: 1 + 3 = 4." and what it did.
std::string caption(const Record& record, const ChopsticksStep& step, const Catalogue& c) {
  const auto& players = record.players;
  const std::string& name = players[static_cast<size_t>(step.player)].name;
  const ChopsticksMove& m = step.move;
  if (m.kind == ChopsticksMove::Kind::split)
    return c.format(
        Message("chopsticks.replay.split")
            .with("move", step.number)
            .with("player", name)
            .with("before", hands_text(step.before.hands[static_cast<size_t>(step.player)]))
            .with("after", hands_text(m.after)));
  const int mine = step.before.hands[static_cast<size_t>(step.player)][m.mine];
  const int theirs = step.before.hands[static_cast<size_t>(m.target)][m.theirs];
  const int now = step.after.hands[static_cast<size_t>(m.target)][m.theirs];
  std::string text = c.format(Message("chopsticks.replay.touch")
                                  .with("move", step.number)
                                  .with("player", name)
                                  .with("target", players[static_cast<size_t>(m.target)].name)
                                  .with_text("mine", hand_key(m.mine))
                                  .with_text("theirs", hand_key(m.theirs))
                                  .with("a", theirs)
                                  .with("b", mine)
                                  .with("sum", theirs + mine));
  if (now == 0)
    text += " " + c.text("chopsticks.replay.dies");
  else if (theirs + mine > 5)
    text += " " + c.format(Message("chopsticks.replay.rollover").with("now", now));
  if (step.after.hands[static_cast<size_t>(m.target)].out())
    text += " " + c.format(Message("chopsticks.replay.out")
                               .with("player", players[static_cast<size_t>(m.target)].name));
  return text;
}

// A false claim in red, marked ⚠, as the Dots and Boxes replay writes it in its captions.
std::string claim(const Diagnostic& d, const Catalogue& c) {
  return " <span foreground=\"#e00000\">⚠ " + render::escape_markup(c.format(d.message)) +
         "</span>";
}

// The hands a move that broke a rule names, as far as they can be read: marked in red on its
// picture (a touch of a dead hand shows which hand it was).
void mark_attempt(const Record& record, const Move& written, std::vector<render::HandsRow>& rows) {
  const std::optional<int> mover = player_place(record, written.by);
  if (!mover) return;
  const ChopsticksClaims& move = std::get<ChopsticksClaims>(written.part);
  if (move.split) {
    rows[static_cast<size_t>(*mover)].split = true;
    return;
  }
  const auto hands = parse_touch(move.hand_move);
  if (!hands) return;
  rows[static_cast<size_t>(*mover)].touching = hands->first;
  const std::optional<int> target =
      move.to ? player_place(record, *move.to)
              : (rows.size() == 2 ? std::optional<int>(1 - *mover) : std::nullopt);
  if (target && *target != *mover) rows[static_cast<size_t>(*target)].touched = hands->second;
}

}  // namespace

std::string rules_text(const ChopsticksRules& rules, const Catalogue& c) {
  const auto word = [&](bool on, const char* name) {
    return c.text(std::string("chopsticks.rule.") + name + (on ? ".yes" : ".no"));
  };
  const std::string separator = c.text("list.separator");
  return c.text(rules.end == HandEnd::cutoff ? "chopsticks.rule.cutoff"
                                             : "chopsticks.rule.rollover") +
         separator + word(rules.splits, "splits") + separator +
         word(rules.resurrection, "resurrection") + separator + word(rules.suicide, "suicide");
}

render::ChopsticksDrawing replayed_hands(const CheckResult& result, const std::string& title,
                                         const Catalogue& c) {
  const Record& record = *result.record;
  render::ChopsticksDrawing out;
  out.title = render::escape_markup(record.title.empty() ? title : record.title);
  out.rules = render::escape_markup(
      c.format(Message("chopsticks.replay.rules")
                   .with("rules", rules_text(std::get<ChopsticksRecord>(record.part).rules, c))));
  render::HandsPicture start;
  start.caption = render::escape_markup(c.text("chopsticks.replay.start"));
  start.rows = rows(record, ChopsticksPosition::start(static_cast<int>(record.players.size())));
  out.pictures.push_back(std::move(start));
  const ChopsticksReplay& game = std::get<ChopsticksReplay>(result.replay);
  for (const ChopsticksStep& step : game.steps) {
    render::HandsPicture p;
    p.caption = render::escape_markup(caption(record, step, c));
    for (const Diagnostic& d : result.diagnostics)
      if (d.move == step.number && is_false_claim(d.code)) p.caption += claim(d, c);
    p.rows = rows(record, step.after);
    auto& mover = p.rows[static_cast<size_t>(step.player)];
    if (step.move.kind == ChopsticksMove::Kind::split) {
      mover.split = true;
    } else {
      mover.touching = step.move.mine;
      p.rows[static_cast<size_t>(step.move.target)].touched = step.move.theirs;
    }
    out.pictures.push_back(std::move(p));
  }
  // The move that broke a rule, in red, over the hands as they were before it.
  if (result.rule_broken()) {
    for (const Diagnostic& d : result.diagnostics)
      if (d.move == result.halt->number && d.code == result.halt->code) {
        render::HandsPicture p;
        p.caption = render::escape_markup(c.format(d.message));
        p.rows = rows(record, game.hands);
        p.error = true;
        mark_attempt(record, record.moves[static_cast<size_t>(result.halt->number) - 1], p.rows);
        out.pictures.push_back(std::move(p));
        break;
      }
  }
  out.verdict = render::escape_markup(verdict(result, c));
  for (const Diagnostic& d : result.diagnostics)
    if (d.code == Code::wrong_result) out.verdict += claim(d, c);
  out.good = result.status == Status::finished || result.status == Status::interrupted;
  return out;
}

}  // namespace lucas::render
