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
  let checked = null; // the last check's JSON
  let pending = 0;    // the number of the latest request: older answers are dropped

  const yamlText = lucas.yamlText;

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

  function drawBoard(answer) {
    boardView.replaceChildren();
    if (!answer) return;
    const initials = checked && checked.players ? checked.players.map((p) => p.initial) : [];
    boardView.append(lucas.board(answer, initials, lucas.text("page.record.board-label")));
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
