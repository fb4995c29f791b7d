// The marks of a replay frame, looked for in what is drawn: each frame is painted into an
// in-memory image and its pixels are read where a mark must be (and where it must not).
#include "render/replay.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include "game/notation.h"
#include "render/replay_pages.h"
#include "render/replayed_game.h"
#include "support/run.h"

namespace lucas::render {
namespace {

std::string read_file(const std::string& path) {
  return testing::slurp(std::string(LUCAS_SOURCE_DIR) + "/" + path);
}

// A white image of width x height points, 4 pixels to the point, to draw on with a Canvas.
class Image {
 public:
  static constexpr double kScale = 4;

  Image(Pt width, Pt height)
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_ARGB32,
                                            static_cast<int>(width.value * kScale),
                                            static_cast<int>(height.value * kScale))),
        cr_(cairo_create(surface_.get())),
        canvas_(cr_.get(), std::string(kDefaultFont)) {
    cairo_set_source_rgb(cr_.get(), 1, 1, 1);
    cairo_paint(cr_.get());
    cairo_scale(cr_.get(), kScale, kScale);
  }

  Canvas& canvas() { return canvas_; }

  // The colour of the pixel under a point (the image is opaque, so premultiplying changed nothing).
  Color at(PagePoint p) {
    cairo_surface_flush(surface_.get());
    return pixel(static_cast<int>(p.x.value * kScale), static_cast<int>(p.y.value * kScale));
  }

  // How many pixels are of a kind.
  template <typename Kind>
  int count(Kind kind) {
    cairo_surface_flush(surface_.get());
    const int w = cairo_image_surface_get_width(surface_.get());
    const int h = cairo_image_surface_get_height(surface_.get());
    int n = 0;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        if (kind(pixel(x, y))) ++n;
    return n;
  }

 private:
  Color pixel(int x, int y) const {
    const unsigned char* data = cairo_image_surface_get_data(surface_.get());
    const int stride = cairo_image_surface_get_stride(surface_.get());
    std::uint32_t argb;
    std::memcpy(&argb, data + y * stride + x * 4, 4);
    return {((argb >> 16) & 0xff) / 255.0, ((argb >> 8) & 0xff) / 255.0, (argb & 0xff) / 255.0};
  }

  SurfacePtr surface_;
  ContextPtr cr_;
  Canvas canvas_;
};

bool near(const Color& a, const Color& b, double tolerance = 0.08) {
  return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance &&
         std::abs(a.b - b.b) <= tolerance;
}
bool is_white(const Color& c) { return near(c, Color{1, 1, 1}, 0.02); }
// The newest line's yellow halo over white paper; no ink of the palette (nor its antialiased
// edge over white) is this yellow: blue has much blue, vermillion and red lose green as fast.
bool is_halo(const Color& c) { return c.r > 0.85 && c.g > 0.85 && c.b < 0.75; }
bool is_red(const Color& c) { return near(c, palette::kError, 0.15); }

std::string describe(const Color& c) {
  return "rgb(" + std::to_string(c.r) + ", " + std::to_string(c.g) + ", " + std::to_string(c.b) +
         ")";
}

// Frames of a record as `lucas replay` builds them, one per move.
class RecordFrames {
 public:
  explicit RecordFrames(const std::string& text, ReplayOptions options = {})
      : result_(check_text(text)),
        replay_(build_replay(render::replayed_game(result_, Catalogue::get("en")), options)) {}

  const ReplayFrames& replay() const { return replay_; }
  const Board& board() const { return *std::get<DotsAndBoxesReplay>(result_.replay).board; }

  const Frame& frame(Frame::Kind kind, int move = 0) const {
    for (const Frame& f : replay_.frames)
      if (f.kind == kind && (move == 0 || (f.first_move <= move && move <= f.last_move))) return f;
    ADD_FAILURE() << "no such frame";
    return replay_.frames.front();
  }

 private:
  CheckResult result_;
  ReplayFrames replay_;
};

// One frame's diagram drawn at a known place, so that each mark's place is known.
class DrawnFrame {
 public:
  DrawnFrame(const Board& board, const Frame& frame)
      : board_(board), image_(Pt{260}, Pt{220}), at_{Pt{10}, Pt{10}} {
    draw_diagram(image_.canvas(), frame.diagram, style_, at_);
    texts_ = diagram_texts(image_.canvas(), frame.diagram, style_, at_);
  }

  // The dots stand where the board places them, in spacings from the top-left corner of their
  // bounding box, which the extent puts at (dot_x, dot_y).
  PagePoint dot(Point p) const { return at(board_.place(p)); }
  PagePoint at(Place place) const {
    const DiagramExtent e = diagram_extent(board_, DotLabels::letters, style_);
    const Pt step = to_pt(style_.spacing);
    return {at_.x + e.dot_x + step * place.x, at_.y + e.dot_y + step * place.y};
  }
  // Where a cell's middle is.
  PagePoint cell_centre(int number) const { return at(board_.centre(Box{number - 1})); }
  // The ink of the mark in a cell, as the diagram places it.
  std::optional<Rect> mark_ink(int number) const {
    const PagePoint c = cell_centre(number);
    for (const DiagramText& t : texts_)
      if (t.kind == DiagramText::Kind::box_mark && t.ink.x <= c.x && c.x <= t.ink.right() &&
          t.ink.y <= c.y && c.y <= t.ink.bottom())
        return t.ink;
    return std::nullopt;
  }
  // The point a fraction of the way from a to b, moved across the line by `across`.
  PagePoint along(Point a, Point b, double fraction, Mm across) const {
    const PagePoint pa = dot(a), pb = dot(b);
    const double dx = (pb.x - pa.x).value, dy = (pb.y - pa.y).value;
    const double length = std::hypot(dx, dy);
    const double shift = to_pt(across).value;
    return {pa.x + Pt{dx * fraction - dy / length * shift},
            pa.y + Pt{dy * fraction + dx / length * shift}};
  }
  Pt spacing() const { return to_pt(style_.spacing); }
  Image& image() { return image_; }

 private:
  const Board& board_;
  DiagramStyle style_;
  Image image_;
  PagePoint at_;
  std::vector<DiagramText> texts_;
};

constexpr Point kA{0, 0}, kB{0, 1}, kC{0, 2}, kE{1, 0}, kF{1, 1}, kG{1, 2};

TEST(ReplayDrawing, TheNewestLineAloneIsHaloedAndThicker) {
  const RecordFrames frames(read_file("examples/mia-noe.yaml"));
  // Move 7 is Mia's B-F; move 3 was Mia's C-G, as long and upright, drawn in the same ink.
  const Frame& frame = frames.frame(Frame::Kind::move, 7);
  DrawnFrame drawn(frames.board(), frame);
  // A quarter of the way down, away from the dots' names and the move numbers at the middle.
  for (double side : {-1.0, 1.0}) {
    const Color newest_halo = drawn.image().at(drawn.along(kB, kF, 0.25, Mm{1.3 * side}));
    const Color older_halo = drawn.image().at(drawn.along(kC, kG, 0.25, Mm{1.3 * side}));
    EXPECT_TRUE(is_halo(newest_halo)) << describe(newest_halo);
    EXPECT_TRUE(is_white(older_halo)) << describe(older_halo);
    // The newest line is 1.8 times as wide: ink 0.5 mm off its axis, paper off the older one's.
    const Color newest_edge = drawn.image().at(drawn.along(kB, kF, 0.25, Mm{0.5 * side}));
    const Color older_edge = drawn.image().at(drawn.along(kC, kG, 0.25, Mm{0.5 * side}));
    EXPECT_TRUE(near(newest_edge, palette::kFirst)) << describe(newest_edge);
    EXPECT_TRUE(is_white(older_edge)) << describe(older_edge);
  }
  // Both on their axis: drawn, in Mia's ink.
  EXPECT_TRUE(near(drawn.image().at(drawn.along(kB, kF, 0.25, Mm{0})), palette::kFirst));
  EXPECT_TRUE(near(drawn.image().at(drawn.along(kC, kG, 0.25, Mm{0})), palette::kFirst));
}

TEST(ReplayDrawing, ATurnHaloesEachOfItsLines) {
  ReplayOptions options;
  options.every = Every::turn;
  const RecordFrames frames(read_file("examples/mia-noe.yaml"), options);
  // Mia's turn of moves 7 and 8: B-F completes two boxes, then C-D.
  const Frame& frame = frames.frame(Frame::Kind::move, 7);
  ASSERT_EQ(frame.last_move, 8);
  DrawnFrame drawn(frames.board(), frame);
  EXPECT_TRUE(is_halo(drawn.image().at(drawn.along(kB, kF, 0.25, Mm{1.3}))));
  EXPECT_TRUE(is_halo(drawn.image().at(drawn.along(kC, {0, 3}, 0.25, Mm{1.3}))));
  EXPECT_TRUE(is_white(drawn.image().at(drawn.along(kA, kB, 0.25, Mm{1.3}))));
}

TEST(ReplayDrawing, OnTheWholePageOnlyAMoveFrameHasAHalo) {
  const std::string text = read_file("examples/mia-noe.yaml");
  const PageSetup setup{*page_geometry(*find_paper("a5"), false, Margins{}),
                        std::string(kDefaultFont)};
  ReplayOptions one_move;
  one_move.moves = std::pair{7, 7};
  ReplayOptions final_only;
  final_only.final_only = true;
  for (const auto& [options, halo] : {std::pair{one_move, true}, std::pair{final_only, false}}) {
    const RecordFrames frames(text, options);
    const Layout layout = layout_replay(frames.replay(), setup, 1, Catalogue::get("en"));
    ASSERT_FALSE(layout.error);
    Image page(setup.page.width, setup.page.height);
    layout.paint(page.canvas(), 0);
    const int halo_pixels = page.count(is_halo);
    if (halo)
      EXPECT_GT(halo_pixels, 500);
    else
      EXPECT_EQ(halo_pixels, 0);
  }
}

// A range of moves gives exactly its moves' frames, and the verdict only when it reaches the last
// move: both ends tested from both sides.
TEST(ReplayRange, ARangeGivesItsMovesAndTheVerdictOnlyAtTheEnd) {
  const std::string text = read_file("examples/mia-noe.yaml");  // 17 moves
  const auto frames_of = [&](int first, int last) {
    ReplayOptions options;
    options.moves = std::pair{first, last};
    std::vector<int> moves;
    bool verdict = false;
    const RecordFrames frames(text, options);
    for (const Frame& f : frames.replay().frames) {
      if (f.kind == Frame::Kind::verdict)
        verdict = true;
      else
        moves.push_back(f.first_move);
    }
    return std::pair{moves, verdict};
  };
  EXPECT_EQ(frames_of(5, 7), (std::pair{std::vector<int>{5, 6, 7}, false}));
  EXPECT_EQ(frames_of(1, 1), (std::pair{std::vector<int>{1}, false}));
  EXPECT_EQ(frames_of(15, 16), (std::pair{std::vector<int>{15, 16}, false}));
  EXPECT_EQ(frames_of(16, 17), (std::pair{std::vector<int>{16, 17}, true}));
  EXPECT_EQ(frames_of(17, 20), (std::pair{std::vector<int>{17}, true}));
}

// Whether some pixel of a square of side `side` centred on `centre` is near a colour.
bool inked(Image& image, PagePoint centre, Pt side, const Color& ink) {
  for (double dy = -0.5; dy <= 0.5; dy += 0.02)
    for (double dx = -0.5; dx <= 0.5; dx += 0.02)
      if (near(image.at({centre.x + side * dx, centre.y + side * dy}), ink)) return true;
  return false;
}

TEST(ReplayDrawing, CompletedBoxesShowTheirInitialInTheirOwnersInk) {
  const RecordFrames frames(read_file("examples/mia-noe.yaml"));
  {
    // After move 7: Mia's M in boxes 1 and 2, box 3 still empty.
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::move, 7));
    const Pt side = drawn.spacing() * 0.4;
    EXPECT_TRUE(inked(drawn.image(), drawn.cell_centre(1), side, palette::kFirst));
    EXPECT_TRUE(inked(drawn.image(), drawn.cell_centre(2), side, palette::kFirst));
    EXPECT_FALSE(inked(drawn.image(), drawn.cell_centre(3), side, palette::kFirst));
    EXPECT_FALSE(inked(drawn.image(), drawn.cell_centre(3), side, palette::kSecond));
  }
  {
    // At the end: Noé's N in boxes 4 and 5, Mia's M in box 6.
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::verdict));
    const Pt side = drawn.spacing() * 0.4;
    EXPECT_TRUE(inked(drawn.image(), drawn.cell_centre(4), side, palette::kSecond));
    EXPECT_FALSE(inked(drawn.image(), drawn.cell_centre(4), side, palette::kFirst));
    EXPECT_TRUE(inked(drawn.image(), drawn.cell_centre(5), side, palette::kSecond));
    EXPECT_TRUE(inked(drawn.image(), drawn.cell_centre(6), side, palette::kFirst));
    EXPECT_FALSE(inked(drawn.image(), drawn.cell_centre(6), side, palette::kSecond));
  }
}

TEST(ReplayDrawing, AFalseInitialIsCircledInRed) {
  std::string text = read_file("examples/mia-noe.yaml");
  text.replace(text.find("boxes: [1, 2]"), 13, "boxes: {1: M, 2: N}");
  const RecordFrames frames(text);
  DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::move, 7));
  const Pt radius = drawn.spacing() * 0.36;
  const PagePoint two = drawn.cell_centre(2), one = drawn.cell_centre(1);
  // Below the centre: the circle is there and no line is near.
  EXPECT_TRUE(is_red(drawn.image().at({two.x, two.y + radius})));
  EXPECT_TRUE(is_white(drawn.image().at({one.x, one.y + radius})));
  // The next frame shows the box as it stays: not circled.
  DrawnFrame next(frames.board(), frames.frame(Frame::Kind::move, 8));
  EXPECT_EQ(next.image().count(is_red), 0);
}

TEST(ReplayDrawing, ABestLineIsDottedGreenWhereTheAnalysisPutsIt) {
  const RecordFrames frames(read_file("examples/mia-noe.yaml"));
  // As `lucas replay --analysis` does: the best line of a move, here C-D after move 7.
  Frame frame = frames.frame(Frame::Kind::move, 7);
  const auto is_green = [](const Color& c) { return near(c, palette::kHint, 0.15); };
  {
    DrawnFrame plain(frames.board(), frame);
    EXPECT_EQ(plain.image().count(is_green), 0);
  }
  frame.diagram.hints.push_back(*frames.board().line_between(kC, {0, 3}));
  DrawnFrame drawn(frames.board(), frame);
  int green = 0, paper = 0;
  for (double t = 0.1; t <= 0.9; t += 0.005) {
    const Color c = drawn.image().at(drawn.along(kC, {0, 3}, t, Mm{0}));
    green += is_green(c);
    paper += is_white(c);
  }
  EXPECT_GT(green, 20);
  EXPECT_GT(paper, 20) << "dotted";
  EXPECT_TRUE(is_white(drawn.image().at(drawn.along(kC, {0, 3}, 0.25, Mm{1.3}))));
}

TEST(ReplayDrawing, TheOffendingLineIsRedDashedWhenImpossibleAndSolidWhenRepeated) {
  {
    // Move 3 draws A-F, a diagonal: dashed red from A to F.
    const RecordFrames frames(read_file("tests/data/replay-diagonal.yaml"));
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::error));
    int red = 0, paper = 0;
    for (double t = 0.15; t <= 0.85; t += 0.01) {
      const Color c = drawn.image().at(drawn.along(kA, kF, t, Mm{0}));
      red += is_red(c);
      paper += is_white(c);
    }
    EXPECT_GT(red, 20);
    EXPECT_GT(paper, 10) << "dashed";
    // The verdict after it draws no red line.
    DrawnFrame verdict(frames.board(), frames.frame(Frame::Kind::verdict));
    EXPECT_EQ(verdict.image().count(is_red), 0);
  }
  {
    // Move 8 draws F-B again: solid red over B-F.
    std::string text = read_file("examples/mia-noe.yaml");
    text.replace(text.find("{by: M, line: C-D}"), 18, "{by: M, line: F-B}");
    const RecordFrames frames(text);
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::error));
    // Away from the middle, where the move number sits on its white patch.
    for (double t : {0.15, 0.2, 0.25, 0.3, 0.35, 0.65, 0.7, 0.75, 0.8, 0.85})
      EXPECT_TRUE(is_red(drawn.image().at(drawn.along(kB, kF, t, Mm{0})))) << t;
    EXPECT_TRUE(is_white(drawn.image().at(drawn.along(kB, kF, 0.25, Mm{1.3})))) << "no halo";
  }
  {
    // A frame of a valid game has no red at all.
    const RecordFrames frames(read_file("examples/mia-noe.yaml"));
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::verdict));
    EXPECT_EQ(drawn.image().count(is_red), 0);
  }
}

// Frames built from plain moves and captions, without a checked record.

// 1x3 boxes:  A B C D
//             E F G H
// Only the grouping and the drawing matter here, so the captions are the move numbers.
ReplayedGame game_of(const Board& board, const std::vector<std::pair<Player, const char*>>& moves) {
  ReplayedGame game;
  game.board = &board;
  game.title = "Partie";
  game.names = {"Mia", "Noé"};
  game.initials = {"M", "N"};
  for (const auto& [player, name] : moves) {
    const int number = static_cast<int>(game.moves.size()) + 1;
    game.moves.push_back(
        {number, player, *parse_line(board, name).line, "move " + std::to_string(number), {}});
  }
  game.moves_read = static_cast<int>(game.moves.size());
  game.verdict = "verdict";
  return game;
}

const Player kMia = Player::first;
const Player kNoe = Player::second;

std::vector<std::string> captions(const ReplayFrames& replay) {
  std::vector<std::string> out;
  for (const Frame& frame : replay.frames) out.push_back(frame.caption);
  return out;
}

TEST(BuildReplay, OneFramePerMoveThenTheVerdict) {
  const Board board(2, 4);
  const ReplayedGame game = game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "A-E"}});
  const ReplayFrames replay = build_replay(game, {});
  EXPECT_EQ(replay.title, "Partie");
  EXPECT_EQ(replay.initials[1], "N");
  EXPECT_EQ(captions(replay), (std::vector<std::string>{"move 1", "move 2", "move 3", "verdict"}));
  const Frame& second = replay.frames[1];
  EXPECT_EQ(second.first_move, 2);
  ASSERT_EQ(second.diagram.lines.size(), 2u);
  EXPECT_EQ(second.diagram.lines[1].ink, Ink::second);
  EXPECT_EQ(second.diagram.lines[1].label, 2);
  EXPECT_TRUE(second.diagram.lines[1].newest);
  EXPECT_FALSE(second.diagram.lines[0].newest);
  EXPECT_EQ(replay.frames.back().kind, Frame::Kind::verdict);
  EXPECT_EQ(replay.frames.back().last_move, 3);
  EXPECT_EQ(replay.frames.back().diagram.lines.size(), 3u);
}

TEST(BuildReplay, ATurnIsAPlayersRunOfMoves) {
  const Board board(2, 4);
  // Noé completes box 1 (A B F E) with A-E and plays again.
  const ReplayedGame game =
      game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "B-F"}, {kNoe, "A-E"}, {kNoe, "C-D"}});
  ReplayOptions options;
  options.every = Every::turn;
  const ReplayFrames replay = build_replay(game, options);
  EXPECT_EQ(captions(replay),
            (std::vector<std::string>{"move 1", "move 2", "move 3", "move 4 move 5", "verdict"}));
  const Frame& turn = replay.frames[3];
  EXPECT_EQ(turn.first_move, 4);
  EXPECT_EQ(turn.last_move, 5);
  ASSERT_EQ(turn.diagram.boxes.size(), 1u);
  EXPECT_EQ(turn.diagram.boxes[0].initial, "N");
  EXPECT_EQ(turn.diagram.boxes[0].ink, Ink::second);
}

TEST(BuildReplay, AWrongInitialIsCircledAtItsMoveOnly) {
  const Board board(2, 4);
  ReplayedGame game =
      game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "B-F"}, {kNoe, "A-E"}, {kNoe, "C-D"}});
  game.moves[3].disputed = {Box{0}};
  const ReplayFrames replay = build_replay(game, {});
  ASSERT_EQ(replay.frames[3].diagram.boxes.size(), 1u);
  EXPECT_TRUE(replay.frames[3].diagram.boxes[0].disputed);
  ASSERT_EQ(replay.frames[4].diagram.boxes.size(), 1u);
  EXPECT_FALSE(replay.frames[4].diagram.boxes[0].disputed);
}

// The final position alone (--final, the class report) shows every error of the game: a false
// initial is circled there whatever move wrote it; the full replay's verdict leaves it to its move.
TEST(BuildReplay, TheFinalPositionCirclesEveryFalseInitial) {
  const Board board(2, 4);
  ReplayedGame game =
      game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "B-F"}, {kNoe, "A-E"}, {kNoe, "C-D"}});
  ReplayOptions final_only;
  final_only.final_only = true;
  for (bool wrong : {false, true}) {
    if (wrong) game.moves[3].disputed = {Box{0}};
    const ReplayFrames wall = build_replay(game, final_only);
    ASSERT_EQ(wall.frames.back().diagram.boxes.size(), 1u);
    EXPECT_EQ(wall.frames.back().diagram.boxes[0].disputed, wrong);
    const ReplayFrames all = build_replay(game, {});
    ASSERT_EQ(all.frames.back().diagram.boxes.size(), 1u);
    EXPECT_FALSE(all.frames.back().diagram.boxes[0].disputed);
  }
}

TEST(BuildReplay, TheErrorFrameComesBeforeTheVerdict) {
  const Board board(2, 4);
  ReplayedGame game = game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}});
  game.moves_read = 4;
  game.error = ReplayedError{3, ErrorLine{Point{0, 0}, Point{1, 1}, true}, "error"};
  const ReplayFrames replay = build_replay(game, {});
  EXPECT_EQ(captions(replay), (std::vector<std::string>{"move 1", "move 2", "error", "verdict"}));
  const Frame& error = replay.frames[2];
  EXPECT_EQ(error.kind, Frame::Kind::error);
  EXPECT_EQ(error.first_move, 3);
  ASSERT_TRUE(error.diagram.error);
  EXPECT_TRUE(error.diagram.error->impossible);
  EXPECT_FALSE(error.diagram.lines[1].newest);

  // A range that stops before the end shows neither; one that reaches the error shows both.
  ReplayOptions early;
  early.moves = std::pair{1, 1};
  EXPECT_EQ(captions(build_replay(game, early)), std::vector<std::string>{"move 1"});
  ReplayOptions late;
  late.moves = std::pair{2, 4};
  EXPECT_EQ(captions(build_replay(game, late)),
            (std::vector<std::string>{"move 2", "error", "verdict"}));
  ReplayOptions beyond;
  beyond.moves = std::pair{5, 9};
  EXPECT_EQ(captions(build_replay(game, beyond)), (std::vector<std::string>{}));
}

TEST(BuildReplay, FinalOnlyAndLabels) {
  const Board board(2, 4);
  const ReplayedGame game = game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}});
  ReplayOptions options;
  options.final_only = true;
  options.labels = DotLabels::coords;
  const ReplayFrames replay = build_replay(game, options);
  ASSERT_EQ(captions(replay), std::vector<std::string>{"verdict"});
  EXPECT_EQ(replay.frames[0].diagram.labels, DotLabels::coords);
}

TEST(BuildReplay, BorderLinesAreDrawnUnnumbered) {
  const Board board(3, 3, Border::swedish);
  const ReplayedGame game = game_of(board, {{kMia, "B-E"}});
  const ReplayFrames replay = build_replay(game, {});
  int border = 0;
  for (const DrawnLine& line : replay.frames[0].diagram.lines) {
    if (line.ink != Ink::border) continue;
    ++border;
    EXPECT_EQ(line.label, 0);
    EXPECT_FALSE(line.newest);
  }
  EXPECT_EQ(border, 8);
}

TEST(BuildReplay, EveryMoveOrTurnByName) {
  EXPECT_EQ(parse_every("move"), Every::move);
  EXPECT_EQ(parse_every("turn"), Every::turn);
  EXPECT_EQ(parse_every("Turn"), std::nullopt);
  EXPECT_EQ(parse_every("tour"), std::nullopt);
  EXPECT_EQ(every_names(), (std::vector<std::string>{"move", "turn"}));
}

// What a black-and-white printer keeps of a colour: its luma.
double grey(const Color& c) { return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b; }

// The points of the cross on an offending line, `reach` of the way out along each of its four
// arms, at 45 degrees to the line.
std::vector<PagePoint> cross_points(const DrawnFrame& drawn, Point from, Point to, double reach) {
  const PagePoint a = drawn.dot(from), b = drawn.dot(to);
  const double dx = (b.x - a.x).value, dy = (b.y - a.y).value, length = std::hypot(dx, dy);
  const double arm = drawn.spacing().value * kErrorCross / 2 * reach;
  std::vector<PagePoint> points;
  for (double side : {-1.0, 1.0})
    for (double way : {-1.0, 1.0}) {
      const double ux = (dx - side * dy) / length / std::numbers::sqrt2;
      const double uy = (dy + side * dx) / length / std::numbers::sqrt2;
      points.push_back(
          {(a.x + b.x) / 2 + Pt{way * ux * arm}, (a.y + b.y) / 2 + Pt{way * uy * arm}});
    }
  return points;
}

// How wide a line's ink is in grey, across it at a fraction of its length: points darker than
// half-grey, 0.05 pt apart.
Pt dark_width(DrawnFrame& drawn, Point from, Point to, double fraction) {
  int dark = 0;
  for (double across = -3; across <= 3; across += 0.05)
    dark += grey(drawn.image().at(drawn.along(from, to, fraction, to_mm(Pt{across})))) < 0.5;
  return Pt{dark * 0.05};
}

TEST(ReplayDrawing, TheOffendingLineStandsOutInGrey) {
  {
    // A-F, a diagonal (dashed): the cross at its middle is dark in grey.
    const RecordFrames frames(read_file("tests/data/replay-diagonal.yaml"));
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::error));
    DrawnFrame verdict(frames.board(), frames.frame(Frame::Kind::verdict));
    for (double reach : {0.6, 0.9})
      for (const PagePoint& p : cross_points(drawn, kA, kF, reach)) {
        EXPECT_LT(grey(drawn.image().at(p)), 0.5) << reach;
        EXPECT_GT(grey(verdict.image().at(p)), 0.95) << reach;  // nothing there without it
      }
    // Beyond the arms' ends, paper.
    for (const PagePoint& p : cross_points(drawn, kA, kF, 1.4))
      EXPECT_GT(grey(drawn.image().at(p)), 0.95);
  }
  {
    // F-B drawn again (solid): thicker than any player's line, and crossed.
    std::string text = read_file("examples/mia-noe.yaml");
    text.replace(text.find("{by: M, line: C-D}"), 18, "{by: M, line: F-B}");
    const RecordFrames frames(text);
    DrawnFrame drawn(frames.board(), frames.frame(Frame::Kind::error));
    const Pt error = dark_width(drawn, kB, kF, 0.25);
    const Pt ordinary = dark_width(drawn, kA, kB, 0.25);  // move 1, Mia's
    EXPECT_GT(ordinary, Pt{0.5});
    EXPECT_GE(error, ordinary * 2) << error.value << " vs " << ordinary.value;
    for (const PagePoint& p : cross_points(drawn, kB, kF, 0.75))
      EXPECT_LT(grey(drawn.image().at(p)), 0.5);
  }
}

// The triangle and hexagon examples, drawn: the same marks in cells of three and six sides.

bool inside_cell(const DrawnFrame& drawn, const Board& board, int number, PagePoint p) {
  const auto corners = board.corners(Box{number - 1});
  for (size_t k = 0; k < corners.size(); ++k) {
    const PagePoint a = drawn.dot(corners[k]), b = drawn.dot(corners[(k + 1) % corners.size()]);
    // Clockwise on the page: the inside is on the right of each side.
    if ((b.x - a.x).value * (p.y - a.y).value - (b.y - a.y).value * (p.x - a.x).value < 0)
      return false;
  }
  return true;
}

// A cell's initial: in its owner's ink at its middle, its ink wholly inside the cell.
void expect_initial(DrawnFrame& drawn, const Board& board, int number, const Color& ink) {
  SCOPED_TRACE("cell " + std::to_string(number));
  const std::optional<Rect> mark = drawn.mark_ink(number);
  ASSERT_TRUE(mark);
  for (const PagePoint corner :
       {PagePoint{mark->x, mark->y}, PagePoint{mark->right(), mark->y},
        PagePoint{mark->x, mark->bottom()}, PagePoint{mark->right(), mark->bottom()}})
    EXPECT_TRUE(inside_cell(drawn, board, number, corner));
  EXPECT_TRUE(inked(drawn.image(), drawn.cell_centre(number), mark->height, ink));
}

TEST(ReplayDrawing, OnATriangleInitialsSitInTheirCellsAndLinesWhereTheirDotsAre) {
  const RecordFrames frames(read_file("examples/triangle-3.yaml"));
  const Board& board = frames.board();
  ASSERT_EQ(board.grid(), Grid::triangle);
  const auto at = [&](const char* name) { return *parse_point(board, name); };
  // After move 12, Noé's E-F: cells 1, 9, 4 and 8 are Noé's, the others empty.
  DrawnFrame drawn(board, frames.frame(Frame::Kind::move, 12));
  for (int cell : {1, 4, 8, 9}) expect_initial(drawn, board, cell, palette::kSecond);
  for (int cell : {2, 3, 5, 6, 7}) {
    EXPECT_FALSE(drawn.mark_ink(cell)) << cell;
    EXPECT_TRUE(is_white(drawn.image().at(drawn.cell_centre(cell)))) << cell;
  }
  // Every dot is dark where the board places it.
  for (int i = 0; i < board.point_count(); ++i) {
    const Color c = drawn.image().at(drawn.dot(board.point_at(i)));
    EXPECT_TRUE(near(c, palette::kDot, 0.15)) << i << " " << describe(c);
  }
  // Mia's E-I (move 3) and C-F (move 9) are drawn in her solid ink; B-E and D-H are not drawn
  // yet: paper, away from the middle where a move number would sit.
  for (double t : {0.25, 0.35, 0.65, 0.75}) {
    EXPECT_TRUE(near(drawn.image().at(drawn.along(at("E"), at("I"), t, Mm{0})), palette::kFirst));
    EXPECT_TRUE(near(drawn.image().at(drawn.along(at("C"), at("F"), t, Mm{0})), palette::kFirst));
    EXPECT_TRUE(is_white(drawn.image().at(drawn.along(at("B"), at("E"), t, Mm{0}))));
    EXPECT_TRUE(is_white(drawn.image().at(drawn.along(at("D"), at("H"), t, Mm{0}))));
  }
  // At the end, Mia's initial in cells 2, 3, 5, 6 and 7.
  DrawnFrame end(board, frames.frame(Frame::Kind::verdict));
  for (int cell : {2, 3, 5, 6, 7}) expect_initial(end, board, cell, palette::kFirst);
  for (int cell : {1, 4, 8, 9}) expect_initial(end, board, cell, palette::kSecond);
}

TEST(ReplayDrawing, OnASwedishHexagonTheBorderIsDrawnAndInitialsSitInTheirCells) {
  const RecordFrames frames(read_file("examples/hexagon-2.yaml"));
  const Board& board = frames.board();
  ASSERT_EQ(board.grid(), Grid::hexagon);
  const auto at = [&](const char* name) { return *parse_point(board, name); };
  // After move 9, Mia's O-S: cells 5, 6 and 7 are Mia's, cell 3 Noé's, 1, 2 and 4 empty.
  DrawnFrame drawn(board, frames.frame(Frame::Kind::move, 9));
  for (int cell : {5, 6, 7}) expect_initial(drawn, board, cell, palette::kFirst);
  expect_initial(drawn, board, 3, palette::kSecond);
  for (int cell : {1, 2, 4}) EXPECT_FALSE(drawn.mark_ink(cell)) << cell;
  for (double t : {0.25, 0.5, 0.75}) {
    // The outline, drawn before the first move in the border's ink.
    EXPECT_TRUE(near(drawn.image().at(drawn.along(at("A"), at("C"), t, Mm{0})), palette::kBorder));
    EXPECT_TRUE(near(drawn.image().at(drawn.along(at("W"), at("U"), t, Mm{0})), palette::kBorder));
    // D-G and G-K, inside, not drawn yet.
    EXPECT_TRUE(is_white(drawn.image().at(drawn.along(at("D"), at("G"), t, Mm{0}))));
    EXPECT_TRUE(is_white(drawn.image().at(drawn.along(at("G"), at("K"), t, Mm{0}))));
  }
  // Mia's F-J, move 1.
  EXPECT_TRUE(near(drawn.image().at(drawn.along(at("F"), at("J"), 0.25, Mm{0})), palette::kFirst));
  for (int i = 0; i < board.point_count(); ++i)
    EXPECT_TRUE(near(drawn.image().at(drawn.dot(board.point_at(i))), palette::kDot, 0.15)) << i;
}

TEST(ReplayDrawing, OnATriangleTheOffendingLineIsRedBetweenItsDots) {
  const std::string text = read_file("examples/triangle-3.yaml");
  {
    // Move 2 draws A-B again: solid red over A-B, crossed at its middle.
    std::string repeated = text;
    repeated.replace(repeated.find("{by: N, line: D-E}"), 18, "{by: N, line: B-A}");
    const RecordFrames frames(repeated);
    const Board& board = frames.board();
    DrawnFrame drawn(board, frames.frame(Frame::Kind::error));
    const Point a = *parse_point(board, "A"), b = *parse_point(board, "B");
    for (double t : {0.2, 0.3, 0.7, 0.8})
      EXPECT_TRUE(is_red(drawn.image().at(drawn.along(a, b, t, Mm{0})))) << t;
    for (const PagePoint& p : cross_points(drawn, a, b, 0.75))
      EXPECT_TRUE(is_red(drawn.image().at(p)));
  }
  {
    // Move 2 draws A-D, which skips B: dashed red from A to D.
    std::string skip = text;
    skip.replace(skip.find("{by: N, line: D-E}"), 18, "{by: N, line: A-D}");
    const RecordFrames frames(skip);
    const Board& board = frames.board();
    DrawnFrame drawn(board, frames.frame(Frame::Kind::error));
    int red = 0, paper = 0;
    for (double t = 0.1; t <= 0.9; t += 0.01) {
      const Color c = drawn.image().at(
          drawn.along(*parse_point(board, "A"), *parse_point(board, "D"), t, Mm{0}));
      red += is_red(c);
      paper += is_white(c);
    }
    EXPECT_GT(red, 20);
    EXPECT_GT(paper, 5) << "dashed";
  }
}

// The captions of a game on cells of three or six sides speak of « cases », "cells".
TEST(ReplayCaptions, OnTrianglesAndHexagonsCaptionsSayCells) {
  const auto caption_of = [](const std::string& text, const char* language, int move) {
    const CheckResult result = check_text(text);
    const ReplayedGame game = render::replayed_game(result, Catalogue::get(language));
    return game.moves[static_cast<size_t>(move - 1)].caption;
  };
  const std::string triangle = read_file("examples/triangle-3.yaml");
  EXPECT_EQ(caption_of(triangle, "fr", 1),
            "1. Mia trace A-B. Aucune nouvelle case. Mia 0, Noé 0. Noé joue ensuite.");
  EXPECT_EQ(caption_of(triangle, "fr", 10),
            "10. Noé trace B-C. Nouvelle case 1, marquée N. Mia 0, Noé 1. Noé joue ensuite.");
  EXPECT_EQ(caption_of(triangle, "fr", 12),
            "12. Noé trace E-F. Nouvelles cases 4 et 8, marquées N. Mia 0, Noé 4. Noé joue "
            "ensuite.");
  EXPECT_EQ(caption_of(triangle, "en", 18),
            "18. Mia draws E-H. New cells 6 and 7, marked M. Mia 5, Noé 4. End of the game.");
  EXPECT_EQ(caption_of(read_file("examples/hexagon-2.yaml"), "en", 9),
            "9. Mia draws O-S. New cells 5 and 7, marked M. Mia 3, Noé 1. Mia plays next.");
  // A false claim says cell too.
  std::string wrong = triangle;
  wrong.replace(wrong.find("boxes: [1]"), 10, "boxes: [3]");
  const std::string fr = caption_of(wrong, "fr", 10);
  EXPECT_NE(fr.find("B-C ferme la case 1, pas la case 3"), std::string::npos) << fr;
  const std::string en = caption_of(wrong, "en", 10);
  EXPECT_NE(en.find("B-C completes cell 1, not cell 3"), std::string::npos) << en;
  EXPECT_EQ(en.find("box"), std::string::npos) << en;
  // The square board keeps its boxes.
  EXPECT_EQ(caption_of(read_file("examples/mia-noe.yaml"), "fr", 7),
            "7. Mia trace B-F. Nouveaux carrés 1 et 2, marqués M. Mia 2, Noé 0. Mia joue ensuite.");
}

}  // namespace
}  // namespace lucas::render
