// What every page of lucas shares: its language (the browser's, or the one chosen, kept in the
// address as ?lang=), its words (the server's catalogue, page.* keys), and the calls to the API.
// Text that a pupil or teacher typed is always set as text (textContent), never as HTML.
"use strict";

const lucas = (() => {
  const params = new URLSearchParams(location.search);
  const known = ["fr", "en"];
  const browser = (navigator.language || "fr").slice(0, 2).toLowerCase();
  const language = known.includes(params.get("lang")) ? params.get("lang")
    : known.includes(browser) ? browser : "fr";
  let words = {};

  function text(key, values = {}) {
    let t = words[key] ?? key;
    for (const [name, value] of Object.entries(values)) t = t.split("{" + name + "}").join(String(value));
    return t;
  }

  // The words of a key that has a form for one and one for more ("1 coup", "2 coups"), chosen by
  // `count` as the catalogue chooses them (Catalogue::plural_form): French puts 0 with 1,
  // English only 1.
  function count(key, n, values = {}) {
    const one = language === "fr" ? Math.abs(n) <= 1 : Math.abs(n) === 1;
    return text(key + (one ? ".one" : ".other"), values);
  }

  // Fills every element that names its words: data-text for its text, data-text-label for its
  // aria-label, data-text-placeholder for its placeholder.
  function translate(root = document) {
    for (const el of root.querySelectorAll("[data-text]")) el.textContent = text(el.dataset.text);
    for (const el of root.querySelectorAll("[data-text-label]")) el.setAttribute("aria-label", text(el.dataset.textLabel));
    for (const el of root.querySelectorAll("[data-text-placeholder]")) el.placeholder = text(el.dataset.textPlaceholder);
  }

  // An answer of the API: its status and its JSON, or its text when it is no JSON (a record).
  async function api(path, body) {
    const url = path + (path.includes("?") ? "&" : "?") + "lang=" + language;
    const response = await fetch(url, body === undefined ? {} : { method: "POST", body });
    if (!(response.headers.get("Content-Type") || "").startsWith("application/json"))
      return { status: response.status, text: await response.text() };
    const json = await response.json();
    return { status: response.status, json };
  }

  const ready = (async () => {
    document.documentElement.lang = language;
    words = (await api("/api/texts")).json;
    translate();
    document.title = text("page.title");
    const select = document.getElementById("lang");
    if (select) {
      select.value = language;
      select.addEventListener("change", () => {
        const next = new URLSearchParams(location.search);
        next.set("lang", select.value);
        location.search = next.toString();
      });
    }
    // Links keep the language chosen.
    for (const a of document.querySelectorAll("a[href^='/']")) {
      const target = new URL(a.href);
      target.searchParams.set("lang", language);
      a.href = target.pathname + target.search;
    }
  })();

  // An element with its text set as text.
  function element(tag, attributes = {}, content) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    if (content !== undefined) el.textContent = content;
    return el;
  }

  // A value as a YAML scalar in double quotes (a JSON string is one): a name typed by a pupil
  // cannot break the record's text.
  function yamlText(value) { return JSON.stringify(String(value)); }

  // The line numbers beside a record's editor (a textarea), drawn again by the function returned,
  // those of `marked` in red. A textarea with a horizontal scroll bar scrolls that much further
  // down than its lines: the gutter is given as much room at its foot, so that both scroll the
  // same height and each number stays beside its line, at the foot too.
  function lineNumbers(editor, gutter) {
    function follow() {
      gutter.style.paddingBottom = "";
      const missing = (editor.scrollHeight - editor.clientHeight) - (gutter.scrollHeight - gutter.clientHeight);
      if (missing > 0)
        gutter.style.paddingBottom = `${parseFloat(getComputedStyle(gutter).paddingBottom) + missing}px`;
      gutter.scrollTop = editor.scrollTop;
    }
    editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; });
    new ResizeObserver(follow).observe(editor);
    return (marked = new Set()) => {
      gutter.replaceChildren();
      const count = editor.value.split("\n").length;
      for (let i = 1; i <= count; i++)
        gutter.append(element("span", marked.has(i) ? { class: "marked" } : {}, String(i) + "\n"));
      follow();
    };
  }

  // What a page keeps in this tab's storage, which never leaves the browser, so that it outlives
  // a reload (the language switch reloads the page) or a visit to another page: written as JSON
  // (nothing when it is too big for the storage), read back, or null.
  function keep(key, value) {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      sessionStorage.removeItem(key);
    }
  }
  function kept(key) {
    try { return JSON.parse(sessionStorage.getItem(key)); } catch { return null; }
  }

  // A file input: its files go to `handle`, then it is emptied, so that the same file chosen
  // again (corrected on the disk meanwhile) is read again, and left, so that the page's keys
  // (the replay's arrows) work at once.
  function onFiles(input, handle) {
    input.addEventListener("change", () => {
      const files = [...input.files];
      input.value = "";
      input.blur();
      if (files.length) handle(files);
    });
  }

  // One diagnostic as the pages list it: its place, severity[code] in the page's language and
  // the message, all as text.
  function diagnosticItem(d, place) {
    const item = element("li", { class: d.severity, "data-code": d.code });
    item.append(element("span", { class: "place" }, place),
      element("span", { class: "code" }, text("page.severity." + d.severity) + "[" + d.code + "]"),
      element("span", { class: "message" }, d.message));
    return item;
  }

  // A form's fields as {name: value} (a radio group's choice, a box's tick; not a file), and
  // back into the form: what a page keeps of its form across a reload.
  function formFields(form) {
    const fields = {};
    for (const field of form.elements) {
      if (!field.name || field.type === "file") continue;
      if (field.type === "radio") { if (field.checked) fields[field.name] = field.value; }
      else if (field.type === "checkbox") fields[field.name] = field.checked;
      else fields[field.name] = field.value;
    }
    return fields;
  }
  function fillForm(form, fields) {
    if (!fields || typeof fields !== "object") return;
    for (const field of form.elements) {
      if (!field.name || field.type === "file" || !Object.hasOwn(fields, field.name)) continue;
      const value = fields[field.name];
      if (field.type === "radio") field.checked = field.value === value;
      else if (field.type === "checkbox") field.checked = value === true;
      else field.value = String(value);
    }
  }

  // A record handed from one page to the next (a class's record to /replay or /record): kept
  // in this tab's storage, which never leaves the browser, for the page opened next to take once.
  const handed = "lucas.handed";
  function handOver(page, text) {
    sessionStorage.setItem(handed, text);
    location.href = `/${page}?lang=${language}`;
  }
  function takeHanded() {
    const text = sessionStorage.getItem(handed);
    sessionStorage.removeItem(handed);
    return text;
  }

  function download(name, data, type) {
    const url = URL.createObjectURL(new Blob([data], { type }));
    const a = element("a", { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  // Shows the square board's fields or the other grids' ones. The fields of the grid not chosen
  // are disabled too: a hidden field the browser finds out of range (a hexagon's side of 25 left
  // there) would otherwise stop the form's submission without a word.
  function showGridFields(form) {
    const square = form.elements.grid.value === "square";
    for (const [selector, shown] of [[".square-only", square], [".grid-only", !square]])
      for (const el of form.querySelectorAll(selector)) {
        el.hidden = !shown;
        for (const field of el.querySelectorAll("input, select")) field.disabled = !shown;
      }
  }

  // Puts a new drawing of the board in its place. Whoever draws with the keyboard keeps their
  // place in it: the line that had the focus has it again if it can still be drawn, else the next
  // one that can (the old drawing took the focus away with it).
  function replaceBoard(container, drawing) {
    const active = container.contains(document.activeElement) ? document.activeElement.closest("[data-line]") : null;
    const name = active ? active.dataset.line : null;
    container.replaceChildren(...(drawing ? [drawing] : []));
    if (name === null || !drawing) return;
    const lines = [...drawing.querySelectorAll("[data-line]")];
    const at = Math.max(0, lines.findIndex((line) => line.dataset.line === name));
    const next = [...lines.slice(at), ...lines.slice(0, at)].find((line) => line.getAttribute("tabindex") === "0");
    if (next) next.focus();
  }

  const SVG = "http://www.w3.org/2000/svg";
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

  // The board /api/board describes, as an SVG: each line a button (data-line, its name as
  // aria-label), drawn in its player's colour with its move's number, each completed box with
  // its taker's initial. `initials` are the players' in playing order; `label` the picture's
  // name; `hinted` a line to mark (the master's); `numbered`: each box not yet taken shows its
  // number faintly (the worksheet's numbering, which a sheet's claims use).
  function board(answer, initials, label, { hinted, numbered } = {}) {
    const unit = 64;    // pixels a line length
    const margin = 28;  // around the dots, for their names
    const { board: b, drawn, boxes } = answer;
    const x = (d) => margin + d.x * unit;
    const y = (d) => margin + d.y * unit;
    const root = svg("svg", {
      viewBox: `0 0 ${b.width * unit + 2 * margin} ${b.height * unit + 2 * margin}`,
      role: "img", "aria-label": label, class: `grid-${b.grid}`,
    });
    const dots = new Map(b.dots.map((d) => [d.name, d]));
    const byLine = new Map(drawn.map((d) => [d.line, d]));
    for (const cell of b.cells) {
      const owner = boxes.find((box) => box.box === cell.number);
      if (owner) {
        const player = initials.indexOf(owner.initial);
        root.append(svg("text", { x: x(cell), y: y(cell), class: `initial p${player}`, "data-box": cell.number }, owner.initial));
      } else if (numbered) {
        root.append(svg("text", { x: x(cell), y: y(cell), class: "box-number", "aria-hidden": "true" }, cell.number));
      }
    }
    for (const line of b.lines) {
      const a = dots.get(line.from), c = dots.get(line.to);
      const move = byLine.get(line.name);
      const player = move ? initials.indexOf(move.player) : -1;
      const state = line.predrawn ? "predrawn" : move ? `drawn p${player}` : "free";
      const g = svg("g", { class: `line ${state}${line.name === hinted ? " hinted" : ""}`, "data-line": line.name, tabindex: move || line.predrawn ? "-1" : "0", role: "button", "aria-label": line.name });
      const ends = { x1: x(a), y1: y(a), x2: x(c), y2: y(c) };
      g.append(svg("polygon", { points: band(ends, 9), class: "hit" }), svg("line", { ...ends, class: "seg" }));
      if (move) g.append(svg("text", { x: (x(a) + x(c)) / 2, y: (y(a) + y(c)) / 2, class: "number" }, move.move));
      root.append(g);
    }
    for (const dot of b.dots) {
      root.append(svg("circle", { cx: x(dot), cy: y(dot), r: 5, class: "dot", "data-dot": dot.name }));
      root.append(svg("text", { x: x(dot) - 9, y: y(dot) - 9, class: "name" }, dot.name));
    }
    return root;
  }

  return { language, text, count, translate, api, ready, element, download, yamlText, lineNumbers, board,
    handOver, takeHanded, showGridFields, replaceBoard, keep, kept, formFields, fillForm, diagnosticItem, onFiles };
})();
