// Entering a paper game: the record's YAML text is the one truth. Every change is sent to the
// server, which checks it with lucas check's referee and describes the board and the position;
// the page draws what it is told and adds the line clicked (or typed) as the next move.
"use strict";

(() => {
  const editor = document.getElementById("record");
  const boardView = document.getElementById("board");
  const verdict = document.getElementById("verdict");
  const list = document.getElementById("diagnostics");
  const setup = document.getElementById("setup");
  const written = document.getElementById("written").elements;
  let checked = null; // the last check's JSON
  let pending = 0;    // the number of the latest request: older answers are dropped
  let shown = null;   // the text whose check is shown

  const yamlText = lucas.yamlText;
  const drawGutter = lucas.lineNumbers(editor, document.getElementById("gutter"));

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
    lucas.showGridFields(setup);
  }

  function drawBoard(answer) {
    const initials = checked && checked.players ? checked.players.map((p) => p.initial) : [];
    lucas.replaceBoard(boardView, answer
      ? lucas.board(answer, initials, lucas.text("page.record.board-label"), { numbered: true }) : null);
    if (!answer) return;
    // A triangle or a hexagon has cells, not boxes: the words that name them say so.
    const cells = answer.board.grid !== "square";
    for (const el of document.querySelectorAll("[data-cells]"))
      el.textContent = lucas.text(el.dataset.text + (cells ? ".cells" : ""));
  }

  // The record's players (as the last check read them), or the set-up form's before any check.
  function players() {
    if (checked && checked.players) return checked.players;
    const f = new FormData(setup);
    return [1, 2].map((n) => ({ name: f.get(`name${n}`), initial: f.get(`initial${n}`) }));
  }

  // The fields of what the sheet writes follow the record's players: who played and who plays
  // next are chosen among them, and each has a score field.
  let shownPlayers = "";
  function showPlayers() {
    const list = players();
    const key = JSON.stringify(list.map((p) => [p.name, p.initial]));
    if (key === shownPlayers) return;
    shownPlayers = key;
    for (const select of [written.by, written.next]) {
      const chosen = select.value;
      select.replaceChildren(select.options[0]);
      for (const p of list) select.append(lucas.element("option", { value: p.initial }, `${p.name} (${p.initial})`));
      if (select === written.next)
        select.append(lucas.element("option", { value: "~" }, lucas.text("page.record.written-nobody")));
      select.value = [...select.options].some((o) => o.value === chosen) ? chosen : "";
    }
    const score = document.getElementById("written-score");
    score.replaceChildren(lucas.element("span", {}, lucas.text("page.record.written-score")));
    list.forEach((p, i) => {
      const label = lucas.element("label", {}, `${p.name} `);
      label.append(lucas.element("input", { name: `score${i}`, type: "number", min: "0", step: "1", "data-initial": p.initial }));
      score.append(label);
    });
  }

  // What the sheet writes for the next move, as its fields hold it now.
  function sheet() {
    return {
      by: written.by.value,
      boxes: written.boxes.value,
      scores: [...document.querySelectorAll("#written-score input")].filter((input) => input.value !== "")
        .map((input) => [input.dataset.initial, input.value]),
      next: written.next.value,
      disputed: written.disputed.value.trim(),
    };
  }

  // What the sheet writes for the move, as the record's claims (boxes, score, next, disputed),
  // in that order; an empty field claims nothing. Boxes are numbers, or number:initial where the sheet
  // shows an initial in the box (another player's, say), the mover's for the others. What is
  // not a number goes in as quoted text, for the referee to say what is wrong with it.
  function claims(said, by) {
    const parts = [];
    const tokens = said.boxes.split(/[\s,;]+/).filter(Boolean);
    const number = (t) => /^\d+$/.test(t) ? t : yamlText(t);
    if (tokens.some((t) => t.includes(":"))) {
      const marked = tokens.map((t) => t.includes(":") ? [t.slice(0, t.indexOf(":")), t.slice(t.indexOf(":") + 1)] : [t, by]);
      parts.push(`boxes: {${marked.map(([box, initial]) => `${number(box)}: ${yamlText(initial)}`).join(", ")}}`);
    } else if (tokens.length) {
      parts.push(`boxes: [${tokens.map(number).join(", ")}]`);
    }
    if (said.scores.length)
      parts.push(`score: {${said.scores.map(([initial, value]) => `${yamlText(initial)}: ${value}`).join(", ")}}`);
    if (said.next === "~") parts.push("next: ~");
    else if (said.next) parts.push(`next: ${yamlText(said.next)}`);
    // A move the players could not agree on: the check stops before it, with the reason.
    if (said.disputed) parts.push(`disputed: ${yamlText(said.disputed)}`);
    return parts;
  }

  function clearWritten() {
    for (const field of [written.by, written.boxes, written.next, written.disputed, ...document.querySelectorAll("#written-score input")])
      field.value = "";
  }

  function showCheck(json) {
    checked = json;
    showPlayers();
    verdict.textContent = json.verdict;
    verdict.dataset.status = json.status;
    list.replaceChildren();
    const marked = new Set();
    for (const d of json.diagnostics) {
      const place = d.line ? `${d.line}:${d.column}` : "";
      if (d.line) marked.add(d.line);
      const item = lucas.diagnosticItem(d, place);
      item.tabIndex = 0;
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

  function selectLine(number) {
    const lines = editor.value.split("\n");
    const start = lines.slice(0, number - 1).reduce((n, l) => n + l.length + 1, 0);
    editor.focus();
    editor.setSelectionRange(start, start + (lines[number - 1] || "").length);
  }

  async function refresh() {
    const asked = ++pending;
    const text = editor.value;
    // The board only of a record the referee could read: an unreadable one has none to draw.
    const check = await lucas.api("/api/check", text);
    const readable = check.status === 200 && check.json.status !== "unreadable";
    // A game of Chopsticks has hands, not a board: nothing to click, nothing for the sheet's
    // fields of boxes; its record is checked as it is written.
    const chopsticks = check.status === 200 && check.json.game === "chopsticks";
    const board = readable && !chopsticks ? await lucas.api("/api/board", text) : null;
    if (asked !== pending) return;
    shown = text;
    if (check.status === 200) showCheck(check.json); else showError(check.json);
    for (const id of ["board", "typed", "written"]) document.getElementById(id).hidden = chopsticks;
    document.getElementById("hands").hidden = !chopsticks;
    drawBoard(board && board.status === 200 ? board.json : null);
  }

  let timer = 0;
  function changed() {
    drawGutter(new Set());
    clearTimeout(timer);
    timer = setTimeout(refresh, 150);
  }

  // The referee's answer for the text as it stands, asked at once if it is not in yet.
  async function checkedNow() {
    while (shown !== editor.value) {
      clearTimeout(timer);
      await refresh();
    }
  }

  // Moves added and taken back are done one after the other, each once the one before is done:
  // a click quicker than the server's answer waits for it.
  let queue = Promise.resolve();
  function inTurn(work) {
    queue = queue.then(work).catch(() => {});
  }

  // Where the text writes its moves: the list under the top-level key `moves`, either as lines
  // starting with "- " (a move runs to the last line indented under its dash) or in brackets.
  // The server reads the record but does not say where each move is written: the page finds
  // the list here, to add a move after the last one or take the last one back, and leaves every
  // other character as typed (comments, `result:`, the order of the keys). Each move is
  // {start, end} in the text (and, in brackets, `comma`: the comma before it, or -1); null when
  // the text has no such list.
  function movesIn(text) {
    const key = /^moves[ \t]*:[ \t]*/m.exec(text);
    if (!key) return null;
    const after = key.index + key[0].length;
    const lineEnd = lineEndAt(text, after);
    if (text[after] === "[") {
      const list = movesInBrackets(text, after);
      return list && { key: key.index, bracket: after, dash: 2, ...list };
    }
    if (after < lineEnd && text[after] !== "#") return null;
    const items = [];
    let dash = -1;  // the column of the list's dashes
    for (let start = lineEnd + 1; start <= text.length;) {
      const end = lineEndAt(text, start);
      const line = text.slice(start, end);
      const content = line.trim();
      const column = line.length - line.trimStart().length;
      // Blank lines and comments belong to no move.
      if (content && !content.startsWith("#")) {
        if (/^-(\s|$)/.test(content) && (dash < 0 || column === dash)) {
          dash = column;
          items.push({ start, end });
        } else if (dash >= 0 && column > dash) items[items.length - 1].end = end;
        else break;
      }
      start = end + 1;
    }
    return { key: key.index, keyEnd: lineEnd, items, dash: dash < 0 ? 2 : dash };
  }

  // The moves of a list in brackets that opens at `open`: its items split at the commas outside
  // any quotes, brackets or comments, and the closing bracket; null when it is not closed.
  function movesInBrackets(text, open) {
    const items = [];
    let depth = 0, item = null, comma = -1, previous = "";
    for (let i = open; i < text.length; i++) {
      const c = text[i];
      if (/\s/.test(c)) continue;
      if (c === "#" && /\s/.test(text[i - 1])) {
        i = lineEndAt(text, i);
        continue;
      }
      if (depth === 1 && c === "]") return { items, close: i };
      if (depth === 1 && c === ",") { item = null; comma = i; previous = c; continue; }
      if (depth >= 1 && !item) items.push(item = { start: i, end: i, comma });
      if ((c === '"' || c === "'") && "[{,:".includes(previous)) {
        // A quoted string: its brackets, commas and « # » are text.
        for (i++; i < text.length; i++) {
          if (c === '"' && text[i] === "\\") i++;
          else if (text[i] === c) { if (c === "'" && text[i + 1] === "'") i++; else break; }
        }
      } else if (c === "[" || c === "{") depth++;
      else if (c === "]" || c === "}") depth--;
      previous = c;
      if (item) item.end = i + 1;
    }
    return null;
  }

  function lineEndAt(text, from) {
    const end = text.indexOf("\n", from);
    return end < 0 ? text.length : end;
  }

  // The text with `move` written after the last move.
  function withMove(text, move) {
    const list = movesIn(text);
    if (!list) return text + (text && !text.endsWith("\n") ? "\n" : "") + `  - ${move}\n`;
    const last = list.items[list.items.length - 1];
    if (list.close !== undefined && last) return text.slice(0, last.end) + `, ${move}` + text.slice(last.end);
    const item = `\n${" ".repeat(list.dash)}- ${move}`;
    const at = last ? last.end : list.close === undefined ? list.keyEnd : lineEndAt(text, list.close);
    const rest = text.slice(at) || "\n";
    // The first move turns the empty list of a new record (`moves: []`) into a list of moves.
    if (list.close !== undefined)
      return text.slice(0, list.bracket).trimEnd() + text.slice(list.close + 1, at) + item + rest;
    return text.slice(0, at) + item + rest;
  }

  // The text without its last move, and where that move was ({text, start, end}); null when
  // the text has no move.
  function withoutLastMove(text) {
    const list = movesIn(text);
    const last = list && list.items[list.items.length - 1];
    if (!last) return null;
    const { start, end } = last;
    if (list.close !== undefined)
      return { start, end, text: text.slice(0, last.comma < 0 ? start : last.comma) + text.slice(end) };
    let rest = text.slice(0, start) + text.slice(text[end] === "\n" ? end + 1 : end);
    // No move left: the list is empty again, as in a new record.
    if (list.items.length === 1)
      rest = rest.slice(0, list.key) + rest.slice(list.key).replace(/^moves[ \t]*:/, "moves: []");
    return { start, end, text: rest };
  }

  // A line as the record writes it: plain when it is two dots' names (B-F, a1-b2), otherwise a
  // quoted string, so that whatever was typed (a « # », a comma, brackets) stays the move's
  // line for the referee to judge, and cannot break the record's text.
  function lineText(name) {
    return /^[A-Za-z0-9]+-[A-Za-z0-9]+$/.test(name) ? name : yamlText(name);
  }

  // The next move, by whoever the referee says plays next unless the sheet says who played,
  // with what the sheet writes for it. Who plays next is the referee's answer for the record
  // with every move before this one: a click that comes before the answer to the one before
  // waits for it (the sheet's fields are read at the click, when they are filled for it).
  function addLine(name) {
    const said = sheet();
    clearWritten();
    inTurn(async () => {
      await checkedNow();
      const by = said.by || (checked && checked.next ? checked.next : players()[0].initial);
      const move = [`by: ${yamlText(by)}`, `line: ${lineText(name)}`, ...claims(said, by)];
      editor.value = withMove(editor.value, `{${move.join(", ")}}`);
      changed();
    });
  }

  // Takes the last move back once the server counts one move less in the text without it (when
  // it can read the record at all): the page found the move in the text, the server is the
  // judge of what a move is. Should they disagree, the move found is selected in the editor and
  // left as it is.
  function undo() {
    inTurn(async () => {
      const text = editor.value;
      const without = withoutLastMove(text);
      if (!without) return;
      const [before, after] = await Promise.all([lucas.api("/api/check", text), lucas.api("/api/check", without.text)]);
      if (editor.value !== text) return;  // typed meanwhile: the undo is for a text gone
      const counted = (answer) => answer.json && answer.json.status !== "unreadable" ? answer.json.moves : null;
      if (counted(before) !== null && counted(after) !== counted(before) - 1) {
        editor.focus();
        editor.setSelectionRange(without.start, without.end);
        return;
      }
      editor.value = without.text;
      changed();
    });
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
  // Enter in what the sheet writes adds the line typed, or goes to the line's field to type one.
  document.getElementById("written").addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
    event.preventDefault();
    const typed = document.getElementById("typed");
    if (typed.elements.line.value.trim()) typed.requestSubmit(); else typed.elements.line.focus();
  });
  document.getElementById("download").addEventListener("click", () => {
    const title = (checked && checked.players ? checked.players.map((p) => p.name).join("-") : "partie");
    lucas.download(`${title}.yaml`, editor.value, "text/yaml");
  });
  lucas.onFiles(document.getElementById("open"), (files) => open(files[0]));
  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    if (event.dataTransfer.files[0]) open(event.dataTransfer.files[0]);
  });
  editor.addEventListener("input", changed);
  setup.elements.grid.addEventListener("change", showGrid);
  setup.addEventListener("submit", (event) => { event.preventDefault(); newRecord(); });

  // The record being entered outlives a reload of the page (the language switch reloads it, and
  // so may a slip of the hand): kept in this tab's storage, which never leaves the browser.
  // « Nouvelle partie » starts a new one.
  const kept = "lucas.record";
  window.addEventListener("pagehide", () => lucas.keep(kept, editor.value));
  lucas.ready.then(() => {
    showGrid();
    showPlayers();
    // A record handed over by another page (/class) comes first, as one opened from the disk.
    const handed = lucas.takeHanded();
    const saved = lucas.kept(kept);
    const before = handed ?? (typeof saved === "string" ? saved : null);
    if (before) {
      editor.value = before;
      changed();
    } else {
      newRecord();
    }
  });
})();
