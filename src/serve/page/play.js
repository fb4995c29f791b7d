// Playing on the projector: a game against the computer, or two teams on one screen, Dots and
// Boxes on any board or Chopsticks. The game is its record's YAML text, as lucas play writes it;
// the server judges every move with lucas check's referee (/api/check), draws the board
// (/api/board), chooses the computer's move (/api/hint?level= for Dots and Boxes, /api/move for
// Chopsticks: the computers of lucas play) and the master's (/api/hint, /api/move?level=perfect).
// The page decides no rule: a move refused is the referee's message.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const setup = $("setup");
  const boardView = $("board");
  const handsView = $("hands");
  const statusLine = $("status");
  const verdict = $("verdict");
  const problem = $("problem");
  const advice = $("advice");
  const recordView = $("record");
  const typed = $("typed");
  const levels = {
    "dots-and-boxes": ["easy", "medium", "hard", "master"],
    chopsticks: ["easy", "perfect"],
  };
  // The master's budget, and the computer's at the master level: lucas play's --seconds.
  const seconds = 2;

  let game = null;     // the game being played: its header lines, its moves, who plays
  let checked = null;  // the referee's last answer for the record
  let busy = false;    // the server is thinking (the computer's move, a hint)
  let picked = null;   // Chopsticks: the hand of the player to move picked first ("G" or "D")
  let hinted = null;   // the master's line, marked on the board

  const chopsticks = () => game.kind === "chopsticks";
  const arena = document.querySelector(".arena");

  // data-state on the arena, for tests and assistive technology: "busy" while the server
  // thinks, "over" once the game is, "ready" when a person is to move. A game over has no move
  // to play, advise or agree drawn: those buttons and the move's field are disabled (undo may
  // open it again).
  function settle() {
    arena.dataset.state = busy ? "busy" : !checked || over() ? "over" : "ready";
    for (const control of [$("hint"), $("draw"), ...document.querySelectorAll("#typed [name=move], #typed [type=submit]")])
      control.disabled = over();
  }

  // One move as the record writes it: {by: M, line: A-B}, {by: L, touch: G-D}, {by: L, split: 1-2}.
  function moveText(move) {
    return `{by: ${lucas.yamlText(move.by)}, ${move.key}: ${lucas.yamlText(move.value)}}`;
  }

  function recordText(moves = game.moves) {
    const lines = [];
    if (game.computer >= 0)
      lines.push("# " + lucas.text("page.play.comment-computer", {
        level: lucas.text("page.play.level." + game.level), seed: game.seed, hints: game.hints,
        undos: game.undos }));
    else
      lines.push("# " + lucas.text("page.play.comment-teams", { hints: game.hints, undos: game.undos }));
    lines.push(...game.header);
    if (moves.length === 0) lines.push("moves: []");
    else lines.push("moves:", ...moves.map((m) => "  - " + moveText(m)));
    // A Chopsticks game the players agree to end drawn (the record's own words for it).
    if (game.draw) lines.push("result: draw");
    return lines.join("\n") + "\n";
  }

  function showLevels() {
    const kind = setup.elements.game.value;
    const select = setup.elements.level;
    const before = select.value;
    select.replaceChildren(...levels[kind].map((level) =>
      lucas.element("option", { value: level }, lucas.text("page.play.level." + level))));
    select.value = levels[kind].includes(before) ? before : kind === "chopsticks" ? "easy" : "medium";
    lucas.showGridFields(setup);
    for (const el of setup.querySelectorAll(".dots-only")) el.hidden = kind !== "dots-and-boxes";
    for (const el of setup.querySelectorAll(".chopsticks-only")) el.hidden = kind !== "chopsticks";
    const computer = setup.elements.opponent.value === "computer";
    for (const el of setup.querySelectorAll(".computer-only")) el.hidden = !computer;
  }

  // The names offered when the opponent changes; a name a teacher typed is kept.
  let offered = {};
  function offerNames() {
    const computer = setup.elements.opponent.value === "computer";
    const names = computer
      ? [lucas.text("page.play.pupil"), lucas.text("page.play.computer")]
      : [lucas.text("page.play.team1"), lucas.text("page.play.team2")];
    const initials = computer
      ? [lucas.text("page.play.pupil-initial"), lucas.text("page.play.computer-initial")]
      : [lucas.text("page.play.team1-initial"), lucas.text("page.play.team2-initial")];
    for (const i of [1, 2]) {
      for (const [field, value] of [["name", names[i - 1]], ["initial", initials[i - 1]]]) {
        const input = setup.elements[field + i];
        if (!input.value || input.value === offered[field + i]) input.value = value;
        offered[field + i] = value;
      }
    }
  }

  function newGame() {
    const f = new FormData(setup);
    const kind = f.get("game");
    const computer = f.get("opponent") === "computer";
    // The pupil is the first name; the computer the second, seated first when it starts.
    const people = [
      { name: f.get("name1").trim(), initial: f.get("initial1").trim() },
      { name: f.get("name2").trim(), initial: f.get("initial2").trim() },
    ];
    const computerFirst = computer && f.get("first") === "computer";
    const seats = computerFirst ? [people[1], people[0]] : people;
    const header = [];
    const title = computer
      ? lucas.text("page.play.title-computer", { level: lucas.text("page.play.level." + f.get("level")) })
      : lucas.text("page.play.title-teams", { first: seats[0].name, second: seats[1].name });
    header.push(`title: ${lucas.yamlText(title)}`);
    if (kind === "chopsticks") {
      header.push("game: chopsticks",
        `rules: {end: ${f.get("end")}, splits: ${f.get("splits")}, resurrection: ${f.get("resurrection")}, suicide: ${f.get("suicide")}}`);
    } else {
      const grid = f.get("grid");
      header.push("board: " + (grid === "square"
        ? `{${f.get("unit")}: ${lucas.yamlText(f.get("dots"))}, border: ${f.get("border")}}`
        : `{grid: ${grid}, size: ${Number(f.get("size"))}, border: ${f.get("border")}}`));
    }
    header.push("players:", ...seats.map((p) =>
      `  - {name: ${lucas.yamlText(p.name)}, initial: ${lucas.yamlText(p.initial)}}`));
    game = {
      kind, header, moves: [], hints: 0, undos: 0, draw: false,
      computer: computer ? (computerFirst ? 0 : 1) : -1,
      level: f.get("level"),
      // The computer's choices come from this seed (each move: the seed plus the moves before
      // it), written in the record: the same seed and the same moves give the same game.
      seed: Math.floor(Math.random() * 1e9),
    };
    begin();
  }

  // Shows the game in `game` from its start or, resumed, from where it stands, and lets the
  // computer play if it is its turn.
  function begin() {
    const kind = game.kind;
    picked = null;
    hinted = null;
    advice.textContent = "";
    typed.elements.move.placeholder = kind === "chopsticks" ? lucas.text("page.play.move-example") : "B-F";
    $("type-label").textContent = lucas.text(kind === "chopsticks" ? "page.play.type-move" : "page.play.type-line");
    boardView.hidden = kind === "chopsticks";
    handsView.hidden = kind !== "chopsticks";
    $("draw").hidden = kind !== "chopsticks";
    busy = true;
    settle();
    refresh().then(() => { busy = false; return computerTurns(); });
  }

  // The referee's answer for the record as it stands; the board or the hands drawn from it. A
  // record the referee cannot read (a bad board, two players with one initial) is said where the
  // verdict goes.
  async function refresh() {
    const text = recordText();
    recordView.value = text;
    const check = await lucas.api("/api/check", text);
    problem.textContent = "";
    delete problem.dataset.code;
    if (check.status !== 200 || check.json.status === "unreadable" || check.json.status === "invalid") {
      checked = null;
      const first = check.status === 200 ? check.json.diagnostics[0] : check.json.error;
      statusLine.textContent = "";
      verdict.textContent = first ? first.message : "";
      verdict.dataset.status = check.status === 200 ? check.json.status : "unreadable";
      boardView.replaceChildren();
      handsView.replaceChildren();
      return false;
    }
    checked = check.json;
    await draw(text);
    return true;
  }

  function seatOf(initial) { return checked.players.findIndex((p) => p.initial === initial); }
  const over = () => !checked || checked.next === null;
  const computerToMove = () => game.computer >= 0 && !over() && seatOf(checked.next) === game.computer;

  async function draw(text) {
    const players = checked.players;
    if (over()) {
      statusLine.textContent = "";
      verdict.textContent = checked.verdict;
      verdict.dataset.status = checked.status;
    } else {
      verdict.textContent = "";
      verdict.dataset.status = "";
      const mover = players[seatOf(checked.next)].name;
      statusLine.textContent = chopsticks()
        ? lucas.text("page.play.to-play", { name: mover })
        : lucas.text("page.play.score", { first: players[0].name, a: checked.score[0],
          second: players[1].name, b: checked.score[1] }) + " · " + lucas.text("page.play.to-play", { name: mover });
    }
    if (chopsticks()) return drawHands();
    const board = await lucas.api("/api/board", text);
    if (board.status !== 200) return;
    lucas.replaceBoard(boardView, lucas.board(board.json, players.map((p) => p.initial),
      lucas.text("page.play.board-label"), { hinted }));
  }

  // Each player's two hands, as buttons: the mover's first (picked), then the other's (touched).
  function drawHands() {
    handsView.replaceChildren();
    const mover = over() ? -1 : seatOf(checked.next);
    const last = game.moves[game.moves.length - 1];
    if (last)
      handsView.append(lucas.element("p", { class: "last" }, lucas.text("page.play.last", {
        name: checked.players[last.seat].name, move: shown(last.value) })));
    checked.players.forEach((player, seat) => {
      const row = lucas.element("div", { class: `player p${seat}${seat === mover ? " to-move" : ""}` });
      row.append(lucas.element("span", { class: "player-name" }, player.name));
      ["G", "D"].forEach((hand, side) => {
        const fingers = checked.hands[seat][side];
        const label = lucas.count("page.play.hand-label", fingers, { name: player.name,
          hand: lucas.text(side === 0 ? "page.play.left" : "page.play.right"), fingers });
        const button = lucas.element("button", { type: "button", class: "hand", "data-seat": seat,
          "data-hand": hand, "data-fingers": fingers, "aria-label": label,
          "aria-pressed": String(seat === mover && picked === hand) });
        button.append(lucas.element("span", { class: "side" }, lucas.text(side === 0 ? "page.play.left" : "page.play.right")),
          lucas.element("span", { class: "fingers" }, String(fingers)));
        button.disabled = busy || over() || (seat === mover ? fingers === 0 : picked === null);
        row.append(button);
      });
      handsView.append(row);
    });
    if (!over() && !busy && !computerToMove()) {
      const split = lucas.element("form", { class: "split" });
      const left = lucas.element("input", { type: "number", min: "0", max: "9", name: "left", "aria-label": lucas.text("page.play.left") });
      const right = lucas.element("input", { type: "number", min: "0", max: "9", name: "right", "aria-label": lucas.text("page.play.right") });
      split.append(lucas.element("span", {}, lucas.text("page.play.split-into")), left, right,
        lucas.element("button", { type: "submit" }, lucas.text("page.play.split")));
      split.addEventListener("submit", (event) => {
        event.preventDefault();
        if (left.value !== "" && right.value !== "") play("split", `${left.value}-${right.value}`);
      });
      handsView.append(split);
    }
  }

  // A Chopsticks move as the page's language writes it: records write a touch in French letters
  // (G-D, gauche-droite), English reads L-R.
  function shown(move) {
    if (!move || lucas.language !== "en" || /^\d/.test(move)) return move;
    return move.replace(/G/gi, "L").replace(/D/gi, "R");
  }

  function refuse(diagnostic) {
    problem.textContent = diagnostic ? diagnostic.message : "";
    if (diagnostic) problem.dataset.code = diagnostic.code;
  }

  // A move of the player to move, judged by the referee before it joins the record.
  async function play(key, value) {
    if (busy || over() || computerToMove()) return;
    busy = true;
    settle();
    let accepted = false;
    try {
      const move = { by: checked.next, seat: seatOf(checked.next), key, value };
      const current = game;
      const text = recordText([...game.moves, move]);
      const check = await lucas.api("/api/check", text);
      if (game !== current) return;  // a new game was started meanwhile
      if (check.status !== 200 || check.json.status === "invalid" || check.json.status === "unreadable") {
        refuse(check.status === 200 ? check.json.diagnostics.find((d) => d.severity === "error") : check.json.error);
        return;
      }
      game.moves.push(move);
      picked = null;
      hinted = null;
      advice.textContent = "";
      accepted = await refresh();
    } finally {
      busy = false;
      if (!accepted) {
        if (checked && chopsticks()) drawHands();
        settle();
      }
    }
    await computerTurns();
  }

  // The computer plays while it is its turn: a box taken in Dots and Boxes plays again.
  async function computerTurns() {
    if (busy) return;
    busy = true;
    settle();
    try {
      const current = game;
      while (checked && computerToMove()) {
        statusLine.textContent = lucas.text("page.play.thinking");
        const text = recordText();
        const seed = game.seed + game.moves.length;
        const answer = chopsticks()
          ? await lucas.api(`/api/move?level=${game.level}&seed=${seed}`, text)
          : await lucas.api(`/api/hint?level=${game.level}&seed=${seed}&seconds=${seconds}`, text);
        if (game !== current) return;  // a new game was started meanwhile
        if (answer.status !== 200 || !answer.json.move) {
          refuse(answer.json.error);
          break;
        }
        const move = answer.json.move;
        const key = chopsticks() ? (/^\d/.test(move) ? "split" : "touch") : "line";
        game.moves.push({ by: checked.next, seat: game.computer, key, value: move });
        if (!(await refresh())) break;
      }
    } finally {
      busy = false;
    }
    if (checked && chopsticks()) drawHands();
    settle();
  }

  // « Que jouerait un maître ? »: the exact solver's line (its value and why), or the solved
  // table's move at Chopsticks, for the player to move.
  async function master() {
    if (busy || over() || computerToMove()) return;
    busy = true;
    settle();
    try {
      const text = recordText();
      game.hints += 1;
      if (chopsticks()) {
        const answer = await lucas.api(`/api/move?level=perfect&seed=${game.seed}`, text);
        if (answer.status !== 200) return refuse(answer.json.error);
        const value = answer.json.value === "draw" ? lucas.text("page.play.value.draw")
          : lucas.count("page.play.value." + answer.json.value, answer.json.in, { in: answer.json.in });
        advice.textContent = lucas.text("page.play.master-outcome", { move: shown(answer.json.best), outcome: value });
        advice.dataset.move = answer.json.best;
      } else {
        let answer = await lucas.api(`/api/hint?seconds=${seconds}`, text);
        if (answer.status !== 200) return refuse(answer.json.error);
        let line = answer.json.best && answer.json.best[0];
        let words = lucas.text("page.play.master", { move: line });
        if (answer.json.solved) {
          const v = answer.json.value;
          const values = { move: line, name: answer.json.to_move, why: answer.json.why,
            value: v > 0 ? "+" + v : v < 0 ? "−" + -v : "0" };
          // A misère game has its value but no advice (the strategy sheet is normal play's).
          words = lucas.text(answer.json.why ? "page.play.master-why" : "page.play.master-value", values);
        } else {
          // Beyond the solver's budget, the master level's line: hard's, as lucas play's « ? ».
          answer = await lucas.api(`/api/hint?level=master&seconds=${seconds}&seed=${game.seed}`, text);
          if (answer.status !== 200) return refuse(answer.json.error);
          line = answer.json.move;
          words = lucas.text("page.play.master", { move: line });
        }
        advice.textContent = words;
        advice.dataset.move = line;
        hinted = line;
      }
      await refresh();
    } finally {
      busy = false;
    }
    if (checked && chopsticks()) drawHands();
    settle();
  }

  // Chopsticks between perfect players never ends: the sides may agree a draw, which the record
  // says as result: draw and the referee calls finished.
  async function agreeDraw() {
    if (busy || over() || !chopsticks()) return;
    busy = true;
    settle();
    game.draw = true;
    try {
      if (!(await refresh())) game.draw = false;
    } finally {
      busy = false;
    }
    if (!game.draw) await refresh();
    // The master's advice was for a game that goes on.
    if (game.draw) advice.textContent = "";
    drawHands();
    settle();
  }

  // Back to the previous turn of a person: against the computer, its moves after yours go too.
  async function undo() {
    if (busy || !game) return;
    if (game.draw) {
      // The draw agreed is taken back first.
      game.draw = false;
      game.undos += 1;
      await refresh();
      if (chopsticks()) drawHands();
      return settle();
    }
    const moves = game.moves.slice();
    if (game.computer >= 0) {
      if (!moves.some((m) => m.seat !== game.computer)) return;
      while (moves.length && moves[moves.length - 1].seat === game.computer) moves.pop();
    }
    if (!moves.length) return;
    busy = true;
    settle();
    moves.pop();
    game.moves = moves;
    game.undos += 1;
    picked = null;
    hinted = null;
    advice.textContent = "";
    await refresh();
    busy = false;
    await computerTurns();
  }

  function typedMove(text) {
    if (!chopsticks()) return play("line", text);
    // A split gives the hands after it (1-2); a touch names two hands (G-D, L-R).
    return play(/^\d/.test(text) ? "split" : "touch", text);
  }

  boardView.addEventListener("click", (event) => {
    const g = event.target.closest("[data-line]");
    if (g) play("line", g.dataset.line);
  });
  boardView.addEventListener("keydown", (event) => {
    const g = event.target.closest("[data-line]");
    if (g && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); play("line", g.dataset.line); }
  });
  handsView.addEventListener("click", (event) => {
    const button = event.target.closest("[data-hand]");
    if (!button || over()) return;
    const mover = seatOf(checked.next);
    if (Number(button.dataset.seat) === mover) {
      picked = picked === button.dataset.hand ? null : button.dataset.hand;
      drawHands();
    } else if (picked) {
      play("touch", `${picked}-${button.dataset.hand}`);
    }
  });
  typed.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = typed.elements.move;
    if (input.value.trim()) typedMove(input.value.trim());
    input.value = "";
  });
  $("hint").addEventListener("click", master);
  $("undo").addEventListener("click", undo);
  $("draw").addEventListener("click", agreeDraw);
  // The record as lucas play writes it (/api/record: every claim filled in by the record
  // writer), under the page's comment of how it was played.
  $("download").addEventListener("click", async () => {
    if (!game) return;
    const text = recordText();
    const written = await lucas.api("/api/record", text);
    if (written.status !== 200) return refuse(written.json.error);
    const comment = text.slice(0, text.indexOf("\n") + 1);
    lucas.download(lucas.text("page.play.file") + ".yaml", comment + "\n" + written.text, "text/yaml");
  });
  for (const name of ["game", "grid"]) setup.elements[name].addEventListener("change", showLevels);
  setup.elements.opponent.addEventListener("change", () => { showLevels(); offerNames(); });
  setup.addEventListener("submit", (event) => { event.preventDefault(); newGame(); });

  // The game being played and the form that set it up outlive a reload of the page (the language
  // switch reloads it, and so may a slip of the hand): kept in this tab's storage, which never
  // leaves the browser. New game starts another.
  const kept = "lucas.play";
  window.addEventListener("pagehide", () => {
    if (!game) return;
    lucas.keep(kept, { game, form: lucas.formFields(setup), offered });
  });

  function resume() {
    const saved = lucas.kept(kept);
    if (!saved || !saved.game || !Array.isArray(saved.game.moves) || !Array.isArray(saved.game.header))
      return false;
    const { level, ...form } = saved.form || {};
    lucas.fillForm(setup, form);
    // The names the page offered, not typed: offered again in the page's language (after the
    // language switch, « La classe » becomes "The class" for the next game).
    if (saved.offered && typeof saved.offered === "object") offered = saved.offered;
    showLevels();  // the levels depend on the game chosen
    if (level) setup.elements.level.value = level;
    offerNames();
    game = saved.game;
    begin();
    return true;
  }

  lucas.ready.then(() => { showLevels(); offerNames(); if (!resume()) newGame(); });
})();
