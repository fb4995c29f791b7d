#include "check/checker.h"

#include <algorithm>
#include <set>

#include "check/chopsticks_referee.h"
#include "check/referee.h"
#include "record/reader.h"

namespace lucas {

namespace {

std::vector<std::string> numbers(std::vector<int> boxes) {
  std::sort(boxes.begin(), boxes.end());
  std::vector<std::string> out;
  for (int n : boxes) out.push_back(std::to_string(n));
  return out;
}

// The Dots-and-Boxes referee: replays lines against the rules and weighs the boxes, scores and
// result the sheet claims.
class DotsAndBoxesReferee : public Referee {
 public:
  DotsAndBoxesReferee(const Record& record, CheckResult& result)
      : Referee(record, result),
        game_(std::get<DotsAndBoxesRecord>(record.part)),
        replay_(std::get<DotsAndBoxesReplay>(result.replay)),
        board_(*replay_.board),
        position_(board_) {}

  void finish() {
    replay_.score = {position_.score(Player::first), position_.score(Player::second)};
    result_.next = position_.to_move();
    result_.over = position_.is_over();
  }

 private:
  const std::string& name(Player p) const { return Referee::name(index_of(p)); }
  const std::string& initial(Player p) const {
    return record_.players[static_cast<size_t>(index_of(p))].initial;
  }

  // Stops the replay at a move that breaks a rule.
  bool halt(int number, const Move& move, Code code, Message message, std::optional<Player> player,
            const LineReading* reading = nullptr) {
    Halt h{number, code, player, std::nullopt, std::nullopt};
    if (reading) {
      h.line = reading->line;
      h.ends = reading->ends;
    }
    return Referee::halt(h, move.mark, std::move(message));
  }

  bool step(int number, const Move& move) override {
    if (move.disputed) return stop_disputed(number, move, find_player(record_, move.by));
    const DotsAndBoxesClaims& claims = std::get<DotsAndBoxesClaims>(move.part);
    const std::optional<Player> player = find_player(record_, move.by);
    if (!player)
      return halt(
          number, move, Code::unknown_player,
          Message("diag.unknown-player").with("who", move.by).with("players", player_list(record_)),
          std::nullopt);
    if (position_.is_over())
      return halt(number, move, Code::move_after_end,
                  Message("diag.move-after-end").with("line", claims.line).with("last", number - 1),
                  player);

    const LineJudgement judged = judge_line(position_, claims.line, number);
    if (!judged.line)
      return halt(number, move, judged.code, judged.message, player, &judged.reading);
    const Line line = *judged.line;
    const LineReading& reading = judged.reading;
    if (*player != position_.to_move()) {
      const bool first = replay_.steps.empty();
      Message m(first                                           ? "diag.wrong-player-first"
                : replay_.steps.back().play.completed_count > 0 ? "diag.wrong-player-again"
                                                                : "diag.wrong-player");
      m.with("player", name(*player))
          .with("expected", name(position_.to_move()))
          .with("previous", number - 1);
      return halt(number, move, Code::wrong_player, std::move(m), player, &reading);
    }

    DotsAndBoxesStep s;
    s.number = number;
    s.player = *player;
    s.line = line;
    s.play = position_.play(line);
    s.score = {position_.score(Player::first), position_.score(Player::second)};
    replay_.steps.push_back(s);
    check_claims(number, move, claims, s);
    return true;
  }

  void check_claims(int number, const Move& move, const DotsAndBoxesClaims& claims,
                    const DotsAndBoxesStep& s) {
    if (claims.boxes) check_boxes(number, claims, s);
    if (claims.score)
      check_scores(number, *claims.score, s.score, Code::wrong_score, "diag.wrong-score");
    if (move.next)
      check_next(number, move, position_.is_over(), index_of(position_.to_move()),
                 Message("diag.wrong-next-not-over").count("left", position_.lines_left()),
                 s.play.completed_count > 0 ? "diag.wrong-next-again" : "diag.wrong-next");
  }

  // The numbers of the boxes a move completed, in order.
  static std::vector<int> completed_numbers(const DotsAndBoxesStep& s) {
    std::vector<int> real;
    for (int i = 0; i < s.play.completed_count; ++i)
      real.push_back(s.play.completed[static_cast<size_t>(i)].number());
    std::sort(real.begin(), real.end());
    return real;
  }

  // "box 3" or "boxes 3 and 4", each list with the plural form its own count asks for.
  static Message box_list(const std::vector<int>& boxes) {
    return Message("diag.box-list")
        .count("count", static_cast<long long>(boxes.size()))
        .with("boxes", numbers(boxes));
  }

  void check_boxes(int number, const DotsAndBoxesClaims& move, const DotsAndBoxesStep& s) {
    const std::vector<BoxClaim>& claims = *move.boxes;
    const std::vector<int> real = completed_numbers(s);
    // A number that is no box of the board, or a box written twice, is the claim's first fault:
    // said at that number, with what the move really completed ("B-F completes boxes 1 and 2").
    std::set<long long> seen;
    for (const BoxClaim& c : claims) {
      const bool on_board = c.number >= 1 && c.number <= board_.box_count();
      if (on_board && seen.insert(c.number).second) continue;
      Message completes(real.empty() ? "diag.completes-none" : "diag.completes");
      completes.with("line", line_name(board_, s.line)).with("real", box_list(real));
      Message m(on_board ? "diag.box-twice" : "diag.box-not-on-board");
      m.with("move", number).with("box", c.written);
      // "boxes 1 to 6", or on a board of one box "the only box is 1".
      if (!on_board) m.count("last", board_.box_count());
      m.with("completes", std::move(completes));
      report(Code::wrong_boxes, c.mark, number, std::move(m));
      return;
    }
    std::vector<int> claimed;
    for (const BoxClaim& c : claims) claimed.push_back(static_cast<int>(c.number));
    std::sort(claimed.begin(), claimed.end());
    if (claimed != real) {
      Message m(real.empty()      ? "diag.wrong-boxes-none"
                : claimed.empty() ? "diag.wrong-boxes-unclaimed"
                                  : "diag.wrong-boxes");
      m.with("move", number).with("line", line_name(board_, s.line)).with("real", box_list(real));
      m.with("claimed", box_list(claimed));
      report(Code::wrong_boxes, move.boxes_mark, number, std::move(m));
      return;
    }
    for (const BoxClaim& c : claims) {
      if (!c.initial) continue;
      const std::optional<Player> marked = find_player(record_, *c.initial);
      if (marked == s.player) continue;
      Message m(marked ? "diag.wrong-initial" : "diag.wrong-initial-nobody");
      m.with("move", number).with("box", static_cast<int>(c.number)).with("written", *c.initial);
      m.with("initial", initial(s.player)).with("player", name(s.player));
      report(Code::wrong_initial, c.mark, number, std::move(m));
    }
  }

  void check_scores(int number, const std::vector<ScoreClaim>& claims, std::array<int, 2> real,
                    Code code, const char* key) {
    for (const ScoreClaim& c : claims) {
      const std::optional<Player> p = find_player(record_, c.player);
      if (!p) {
        // Said at the name, which is what is wrong, not at the number.
        report(Code::unknown_player, c.player_mark, number,
               Message(code == Code::wrong_result ? "diag.unknown-player-result"
                                                  : "diag.unknown-player-score")
                   .with("move", number)
                   .with("who", c.player)
                   .with("players", player_list(record_)));
        continue;
      }
      const int truth = real[static_cast<size_t>(index_of(*p))];
      if (truth != c.boxes)
        report(code, c.mark, number,
               Message(key)
                   .with("move", number)
                   .with("player", name(*p))
                   .with("claimed", c.written)
                   .with("real", truth));
    }
  }

  void check_result() override {
    if (!game_.result) return;
    const int last = static_cast<int>(replay_.steps.size());
    if (!position_.is_over()) {
      report(
          Code::wrong_result, record_.result_mark, last,
          Message("diag.result-not-over").count("left", position_.lines_left()).with("last", last));
      return;
    }
    check_scores(last, *game_.result,
                 {position_.score(Player::first), position_.score(Player::second)},
                 Code::wrong_result, "diag.wrong-result");
  }

  const DotsAndBoxesRecord& game_;
  DotsAndBoxesReplay& replay_;
  const Board& board_;
  Position position_;
};

}  // namespace

LineJudgement judge_line(const Position& position, std::string_view written, int number) {
  const Board& board = position.board();
  LineJudgement out;
  out.reading = parse_line(board, written);
  const LineReading& reading = out.reading;
  const std::string line_text(written);
  switch (reading.error) {
    case LineError::none:
      break;
    case LineError::malformed:
      out.code = Code::not_a_point;
      out.message = Message("diag.malformed-line").with("line", line_text);
      break;
    case LineError::not_a_point:
      out.code = Code::not_a_point;
      out.message =
          Message(has_letter_names(board) ? "diag.not-a-point" : "diag.not-a-point-coordinates")
              .with("line", line_text)
              .with("name", reading.bad_name)
              .with("last", point_name(board, board.point_at(board.point_count() - 1)));
      break;
    case LineError::not_adjacent:
      out.code = Code::not_adjacent;
      out.message =
          Message(reading.ends && (*reading.ends)[0] == (*reading.ends)[1] ? "diag.same-point"
                                                                           : "diag.not-adjacent")
              .with("line", line_text);
      break;
    case LineError::diagonal:
      out.code = Code::diagonal;
      out.message = Message("diag.diagonal").with("line", line_text);
      break;
  }
  if (reading.error != LineError::none) {
    out.message.with("move", number);
    return out;
  }
  const Line line = *reading.line;
  if (position.is_drawn(line)) {
    const int at = position.drawn_at(line);
    out.code = Code::repeated_line;
    out.message =
        Message(at == Position::kPredrawn ? "diag.repeated-border" : "diag.repeated-line");
    out.message.with("line", line_text)
        .with("drawn", line_name(board, line))
        .with("at", at)
        .with("move", number);
    return out;
  }
  out.line = line;
  return out;
}

std::optional<Player> find_player(const Record& record, std::string_view who) {
  const std::optional<int> place = player_place(record, who);
  if (!place || *place > 1) return std::nullopt;
  return *place == 0 ? Player::first : Player::second;
}

CheckResult check(const Record& record) {
  // The one place a record's game chooses its referee.
  if (record.game() == Game::chopsticks) return check_chopsticks(record);
  const DotsAndBoxesRecord& game = std::get<DotsAndBoxesRecord>(record.part);
  CheckResult result;
  result.record = record;
  DotsAndBoxesReplay& replay = std::get<DotsAndBoxesReplay>(result.replay);
  replay.board.emplace(game.board);
  result.moves_read = static_cast<int>(record.moves.size());
  DotsAndBoxesReferee referee(record, result);
  referee.run();
  referee.finish();
  conclude(result, result.over);
  // A board of triangles or hexagons has cells, not boxes: its messages say « case », "cell".
  if (replay.board->grid() != Grid::square)
    for (Diagnostic& d : result.diagnostics) d.message.of_cells();
  // The moves decide the game even when the sheet's claims are wrong: a board filled by legal
  // moves has a winner, whatever the record says.
  if (result.over) {
    const auto [a, b] = replay.score;
    const bool fewer_wins = game.misere;
    replay.outcome = a == b ? Outcome::draw
                            : ((a > b) != fewer_wins ? Outcome::first_wins : Outcome::second_wins);
  }
  return result;
}

CheckResult check_text(std::string_view text) {
  RecordReading reading = read_record(text);
  if (!reading.record) {
    CheckResult result;
    result.status = Status::unreadable;
    result.diagnostics = std::move(reading.diagnostics);
    return result;
  }
  return check(*reading.record);
}

}  // namespace lucas
