// Entering a paper game: the record's YAML text is the one truth. Every change is sent to the
// server, which checks it with lucas check's referee and describes the board and the position;
// the page draws what it is told and adds the line clicked (or typed) as the next move.
"use strict";

(() => {
  const editor = document.getElementById("record");
  const gutter = document.getElementById("gutter");
  const boardView = document.getElementById("board");
  const verdict = document.getElementById("verdict");
  const list = document.getElementById("diagnostics");
  const setup = document.getElementById("setup");
  const SVG = "http://www.w3.org/2000/svg";
  const unit = 64;    // pixels a line length
  const margin = 28;  // around the dots, for their names
  let checked = null; // the last check's JSON
  let pending = 0;    // the number of the latest request: older answers are dropped

  function yamlText(value) { return JSON.stringify(String(value)); }

  function newRecord() {
    const f = new FormData(setup);
    const grid = f.get("grid");
    const board = grid === "square"
      ? `{${f.get("unit")}: ${yamlText(f.get("dots"))}, border: ${f.get("border")}}`
      : `{grid: ${grid}, size: ${Number(f.get("size"))}, border: ${f.get("border")}}`;
    const lines = [];
    if (f.get("title")) lines.push(`title: ${yamlText(f.get("title"))}`);
    lines.push(`board: ${board}`, "players:",
      `  - {name: ${yamlText(f.get("name1"))}, initial: ${yamlText(f.get("initial1"))}}`,
      `  - {name: ${yamlText(f.get("name2"))}, initial: ${yamlText(f.get("initial2"))}}`,
      "moves: []", "");
    editor.value = lines.join("\n");
    changed();
  }

  function showGrid() {
    const square = setup.elements.grid.value === "square";
    for (const el of setup.querySelectorAll(".square-only")) el.hidden = !square;
    for (const el of setup.querySelectorAll(".grid-only")) el.hidden = square;
  }

  function svg(tag, attributes = {}, content) {
    const el = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    if (content !== undefined) el.textContent = content;
    return el;
  }

  // The band `half` pixels on each side of a segment: what a finger or a click hits, with an
  // area of its own (a line's box is flat when it is horizontal).
  function band({ x1, y1, x2, y2 }, half) {
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = ((y1 - y2) / length) * half, ny = ((x2 - x1) / length) * half;
    const inset = 0.18;  // the band stops short of the dots, so that a dot's neighbours stay apart
    const ax = x1 + (x2 - x1) * inset, ay = y1 + (y2 - y1) * inset;
    const bx = x2 - (x2 - x1) * inset, by = y2 - (y2 - y1) * inset;
    return [[ax + nx, ay + ny], [bx + nx, by + ny], [bx - nx, by - ny], [ax - nx, ay - ny]]
      .map((p) => p.map((v) => v.toFixed(1)).join(",")).join(" ");
  }

  function drawBoard(answer) {
    boardView.replaceChildren();
    if (!answer) return;
    const { board, drawn, boxes } = answer;
    const x = (d) => margin + d.x * unit;
    const y = (d) => margin + d.y * unit;
    const root = svg("svg", {
      viewBox: `0 0 ${board.width * unit + 2 * margin} ${board.height * unit + 2 * margin}`,
      role: "img", "aria-label": lucas.text("page.record.board-label"),
    });
    const dots = new Map(board.dots.map((d) => [d.name, d]));
    const byLine = new Map(drawn.map((d) => [d.line, d]));
    const initials = checked && checked.players ? checked.players.map((p) => p.initial) : [];
    for (const cell of board.cells) {
      const owner = boxes.find((b) => b.box === cell.number);
      if (owner) {
        const player = initials.indexOf(owner.initial);
        root.append(svg("text", { x: x(cell), y: y(cell), class: `initial p${player}`, "data-box": cell.number }, owner.initial));
      }
    }
    for (const line of board.lines) {
      const a = dots.get(line.from), b = dots.get(line.to);
      const move = byLine.get(line.name);
      const player = move ? initials.indexOf(move.player) : -1;
      const state = line.predrawn ? "predrawn" : move ? `drawn p${player}` : "free";
      const g = svg("g", { class: `line ${state}`, "data-line": line.name, tabindex: move || line.predrawn ? "-1" : "0", role: "button", "aria-label": line.name });
      const ends = { x1: x(a), y1: y(a), x2: x(b), y2: y(b) };
      g.append(svg("polygon", { points: band(ends, 9), class: "hit" }), svg("line", { ...ends, class: "seg" }));
      if (move) g.append(svg("text", { x: (x(a) + x(b)) / 2, y: (y(a) + y(b)) / 2, class: "number" }, move.move));
      root.append(g);
    }
    for (const dot of board.dots) {
      root.append(svg("circle", { cx: x(dot), cy: y(dot), r: 5, class: "dot", "data-dot": dot.name }));
      root.append(svg("text", { x: x(dot) - 9, y: y(dot) - 9, class: "name" }, dot.name));
    }
    boardView.append(root);
  }

  function showCheck(json) {
    checked = json;
    verdict.textContent = json.verdict;
    verdict.dataset.status = json.status;
    list.replaceChildren();
    const marked = new Set();
    for (const d of json.diagnostics) {
      const place = d.line ? `${d.line}:${d.column}` : "";
      if (d.line) marked.add(d.line);
      const item = lucas.element("li", { "data-code": d.code, class: d.severity, tabindex: "0" });
      item.append(lucas.element("span", { class: "place" }, place),
        lucas.element("span", { class: "code" }, `${lucas.text("page.severity." + d.severity)}[${d.code}]`),
        lucas.element("span", { class: "message" }, d.message));
      if (d.line) item.addEventListener("click", () => selectLine(d.line));
      list.append(item);
    }
    drawGutter(marked);
  }

  function showError(json) {
    checked = null;
    verdict.textContent = json.error ? json.error.message : "";
    verdict.dataset.status = "unreadable";
    list.replaceChildren();
    drawGutter(new Set());
  }

  function drawGutter(marked) {
    gutter.replaceChildren();
    const count = editor.value.split("\n").length;
    for (let i = 1; i <= count; i++)
      gutter.append(lucas.element("span", marked.has(i) ? { class: "marked" } : {}, String(i) + "\n"));
    gutter.scrollTop = editor.scrollTop;
  }

  function selectLine(number) {
    const lines = editor.value.split("\n");
    const start = lines.slice(0, number - 1).reduce((n, l) => n + l.length + 1, 0);
    editor.focus();
    editor.setSelectionRange(start, start + (lines[number - 1] || "").length);
  }

  async function refresh() {
    const asked = ++pending;
    const text = editor.value;
    const [check, board] = await Promise.all([lucas.api("/api/check", text), lucas.api("/api/board", text)]);
    if (asked !== pending) return;
    if (check.status === 200) showCheck(check.json); else showError(check.json);
    drawBoard(board.status === 200 ? board.json : null);
  }

  let timer = 0;
  function changed() {
    drawGutter(new Set());
    clearTimeout(timer);
    timer = setTimeout(refresh, 150);
  }

  // The next move, by whoever the referee says plays next.
  function addLine(name) {
    const next = checked && checked.next ? checked.next
      : checked && checked.players ? checked.players[0].initial : setup.elements.initial1.value;
    // The first move turns the empty list of a new record into a list of moves.
    editor.value = editor.value.replace(/^moves:[ \t]*\[\][ \t]*$/m, "moves:");
    if (!editor.value.endsWith("\n")) editor.value += "\n";
    editor.value += `  - {by: ${yamlText(next)}, line: ${name}}\n`;
    changed();
  }

  function undo() {
    const lines = editor.value.replace(/\n+$/, "").split("\n");
    if (lines.length && /^\s*- /.test(lines[lines.length - 1])) {
      lines.pop();
      // No move left: the list is empty again, as in a new record.
      if (/^moves:[ \t]*$/.test(lines[lines.length - 1])) lines[lines.length - 1] = "moves: []";
      editor.value = lines.join("\n") + "\n";
      changed();
    }
  }

  function open(file) {
    const reader = new FileReader();
    reader.onload = () => { editor.value = String(reader.result); changed(); };
    reader.readAsText(file);
  }

  boardView.addEventListener("click", (event) => {
    const g = event.target.closest("[data-line]");
    // A drawn line too: the referee says why it cannot be drawn again.
    if (g) addLine(g.dataset.line);
  });
  boardView.addEventListener("keydown", (event) => {
    const g = event.target.closest("[data-line]");
    if (g && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); addLine(g.dataset.line); }
  });
  document.getElementById("typed").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = event.target.elements.line;
    if (input.value.trim()) addLine(input.value.trim());
    input.value = "";
  });
  document.getElementById("undo").addEventListener("click", undo);
  document.getElementById("download").addEventListener("click", () => {
    const title = (checked && checked.players ? checked.players.map((p) => p.name).join("-") : "partie");
    lucas.download(`${title}.yaml`, editor.value, "text/yaml");
  });
  document.getElementById("open").addEventListener("change", (event) => {
    if (event.target.files[0]) open(event.target.files[0]);
  });
  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    if (event.dataTransfer.files[0]) open(event.dataTransfer.files[0]);
  });
  editor.addEventListener("input", changed);
  editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; });
  setup.elements.grid.addEventListener("change", showGrid);
  setup.addEventListener("submit", (event) => { event.preventDefault(); newRecord(); });

  lucas.ready.then(() => { showGrid(); newRecord(); });
})();
