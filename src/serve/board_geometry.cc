#include "serve/board_geometry.h"

#include <algorithm>

#include "game/border.h"
#include "game/notation.h"

namespace lucas::serve {

Json board_geometry_json(const Board& board) {
  Json out = {{"grid", grid_name(board.grid())}};
  if (board.grid() == Grid::square) {
    out["rows"] = board.rows();
    out["cols"] = board.cols();
  } else {
    out["size"] = board.size();
  }
  out["border"] = border_name(board.border());
  out["width"] = board.extent().x;
  out["height"] = board.extent().y;
  Json dots = Json::array();
  for (int i = 0; i < board.point_count(); ++i) {
    const Point p = board.point_at(i);
    const Place place = board.place(p);
    dots.push_back({{"name", point_name(board, p)}, {"x", place.x}, {"y", place.y}});
  }
  out["dots"] = std::move(dots);
  const std::vector<Line>& predrawn = board.predrawn();
  Json lines = Json::array();
  for (int l = 0; l < board.line_count(); ++l) {
    const Line line{l};
    const auto& [a, b] = board.ends(line);
    lines.push_back(
        {{"name", line_name(board, line)},
         {"from", point_name(board, a)},
         {"to", point_name(board, b)},
         {"predrawn", std::find(predrawn.begin(), predrawn.end(), line) != predrawn.end()}});
  }
  out["lines"] = std::move(lines);
  Json cells = Json::array();
  for (int c = 0; c < board.box_count(); ++c) {
    const Box box{c};
    Json corners = Json::array();
    for (Point p : board.corners(box)) corners.push_back(point_name(board, p));
    const Place centre = board.centre(box);
    cells.push_back(
        {{"number", c + 1}, {"corners", std::move(corners)}, {"x", centre.x}, {"y", centre.y}});
  }
  out["cells"] = std::move(cells);
  return out;
}

}  // namespace lucas::serve
