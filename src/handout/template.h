// A handout template: a data file of blocks (headings, paragraphs, grids, replays, diagrams,
// forms, page breaks), each text given per language. Format: docs/templates.md.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/types.h"
#include "render/dot_labels.h"
#include "render/replay.h"
#include "text/diagnostic.h"

namespace lucas::handout {

using yaml::Mark;

struct Heading {
  std::string text;  ///< Pango markup, in the chosen language
  int level = 1;     ///< 1 (the page title) or 2 (a section)
};

struct Paragraph {
  std::string text;  ///< Pango markup
};

struct BulletList {
  std::vector<std::string> items;  ///< Pango markup each
  bool numbered = false;
};

/// Blank grids for paper play, with name and score fields.
struct Grid {
  std::optional<BoardShape> board;  ///< none: the handout's board
  render::DotLabels labels = render::DotLabels::none;
  int count = 1;
  double spacing_mm = 0;  ///< 0: the sheet's default
  bool fields = true;     ///< name fields and score boxes under each grid
};

/// Diagrams of a recorded game, move by move.
struct ReplayBlock {
  std::optional<std::string> record;  ///< a built-in record name or a path; none: --record
  Mark record_mark;
  int first = 1;  ///< first move shown
  int last = 0;   ///< last move shown; 0: the end
  render::Every every = render::Every::move;
  int per_row = 3;
  bool final_only = false;
};

/// One position: the lines drawn, the boxes marked, a line to point at, a caption.
struct Diagram {
  BoardShape board;
  render::DotLabels labels = render::DotLabels::letters;
  /// The lines drawn, as written ("A-B"), each with the initial of who drew it (empty: nobody).
  std::vector<std::pair<std::string, std::string>> lines;
  std::map<int, std::string> boxes;    ///< box number -> initial written in it
  std::vector<std::string> highlight;  ///< lines drawn emphasised (the move discussed)
  std::vector<std::string> hints;      ///< lines drawn dotted (a suggestion)
  std::string caption;                 ///< Pango markup, may be empty
  /// Diagrams given one after another in the template sit side by side in a row of this many.
  int per_row = 3;
};

/// A table to fill while playing: No., player, line, new boxes, scores, next player.
struct Form {
  std::optional<BoardShape> board;   ///< none: the handout's board
  std::vector<std::string> players;  ///< pre-filled names; none: the handout's players
};

/// « Que jouerait un maître ? » exercises, made when the handout is printed (puzzle_sheet.h):
/// positions from games between the computer's levels, each with one good line.
struct PuzzlesBlock {
  int count = 0;    ///< how many (--count changes it); 0: as many as fill the page
  int per_row = 2;  ///< diagrams side by side
};

/// A Chopsticks record form: No., player, touch or split, each player's hands after the move,
/// next player.
struct ChopsticksForm {
  int rows = 24;
  std::vector<std::string> players;  ///< pre-filled names; none: the handout's players
};

/// The solved table of two-player Chopsticks for every combination of variants, computed when
/// the handout is laid out (solve/chopsticks_table.h).
struct ChopsticksTableBlock {};

/// The handout's title, printed as its level-1 heading.
struct TitleBlock {};

struct PageBreak {};

/// One block and where it starts in the template.
struct Block {
  std::variant<TitleBlock, Heading, Paragraph, BulletList, Grid, ReplayBlock, Diagram, Form,
               PageBreak, PuzzlesBlock, ChopsticksForm, ChopsticksTableBlock>
      content;
  Mark mark;
};

/// What the command line may change in a handout, when its template says so.
enum class Setting {
  board,    ///< --dots, --boxes, --border: the template has a handout board
  players,  ///< --players: the template has handout players
  title,    ///< --title: the template prints its title in a title block
  puzzles,  ///< --count, --seed: the template has a puzzles block
  record,   ///< --record: a replay block names no record, or the puzzles are searched for
};

/// A template read in one language.
struct Template {
  std::string title;        ///< plain text: the title block, the footer and the PDF title
  std::string description;  ///< what is on it, for lucas handout --list
  std::string paper;        ///< empty: the command's --paper
  /// The handout's board: grids and forms that give none are drawn on it. None: each gives its
  /// own, and the command line has no board to change.
  std::optional<BoardShape> board;
  /// The names written in the forms and the name fields of grids (empty: left blank, to be
  /// written by hand). None: the template takes no names.
  std::optional<std::vector<std::string>> players;
  /// The players' initials where the user chose them (--players "Léa:L,Lucas:U"), in the order
  /// of `players`; empty: each name's first letter.
  std::vector<std::string> initials;
  std::vector<Block> blocks;

  /// What the command line may change in this handout, in the order of Setting.
  std::vector<Setting> settings() const;
  /// The board a grid or a form is drawn on: its own, else the handout's.
  BoardShape board_of(const std::optional<BoardShape>& own) const;
};

struct TemplateReading {
  std::optional<Template> handout;
  std::vector<Diagnostic> diagnostics;
};

/// Reads a template for one language. Unknown blocks, bad boards, lines that are not lines of
/// their board and texts missing for the language are diagnostics; nothing is thrown.
TemplateReading read_template(std::string_view text, std::string_view language);

/// Number of lines a board's players draw in a whole game: the rows of its move-record form.
int form_rows(const BoardShape& board);

/// The most puzzles one block asks for: a sheet a class can do in an hour.
inline constexpr int kMaxPuzzles = 24;

/// The most names a handout takes: the form has a score column for each of two players.
inline constexpr size_t kHandoutPlayers = 2;

}  // namespace lucas::handout
