// lucas sheet and lucas handout as a form: every field is one of the command's options, sent as
// the query of GET /api/sheet or GET /api/handout/NAME (POST with the handout's record, the
// command's --record); the server draws the first page as PNG for the preview and the whole
// document as the PDF to download, the same bytes as the command with the same options.
"use strict";

(() => {
  const form = document.getElementById("sheet");
  const preview = document.getElementById("preview");
  const pdf = document.getElementById("pdf");
  const problem = document.getElementById("problem");
  const handoutSelect = document.getElementById("handout");
  const notes = document.getElementById("notes");
  let handouts = [];
  // A handout's puzzles come from a seed: the preview and the PDF share it, "new puzzles" draws
  // another.
  let seed = Math.floor(Math.random() * 1e9);
  let record = null;        // the handout's record: {name, text}, or null for the template's own
  let boardTouched = false; // a handout keeps its template's board until the board is changed
  let shownAsHandout = false;
  const defaults = new Map([["spacing", "11"], ["dot-size", "1.6"], ["dot-color", "#1a1a1a"],
    ["labels", "letters"], ["pages", "1"], ["paper", "a4"], ["margin", "15"], ["border", "none"],
    ["game", "dots-and-boxes"]]);
  let pending = 0;

  const handoutMode = () => form.elements.kind.value === "handout";
  const chosenHandout = () => handouts.find((h) => h.name === handoutSelect.value);
  // Whether the form sends `option` ("--title"): a sheet takes all of its fields' options; a
  // handout only those its settings name, as handout --list says them (the board as "--dots"),
  // since the server refuses the others.
  const sends = (option) => !handoutMode() || Boolean(chosenHandout()?.options.has(option));

  // The options the form gives, as lucas sheet's or lucas handout's: only those that differ from
  // its defaults, so that the query reads as a command line would.
  function options() {
    const f = new FormData(form);
    const q = new URLSearchParams();
    const handout = handoutMode();
    const chopsticks = !handout && f.get("game") === "chopsticks";
    const set = (key, value) => {
      if (value !== null && String(value).trim() !== "" && defaults.get(key) !== String(value)) q.set(key, String(value).trim());
    };
    if (!handout) set("game", f.get("game"));
    if (!chopsticks && sends("--dots") && (!handout || boardTouched)) {
      if (f.get("grid") === "square") set(f.get("unit"), f.get("rows-cols"));
      else { q.set("grid", f.get("grid")); set("size", f.get("size")); }
      if (sends("--border")) set("border", f.get("border"));
    }
    if (!chopsticks && !handout)
      for (const key of ["spacing", "dot-size", "dot-color", "labels", "per-page", "pages"]) set(key, f.get(key));
    if (handout && sends("--count")) set("count", f.get("count"));
    if (handout && sends("--seed")) q.set("seed", String(seed));
    if (sends("--title")) set("title", f.get("title"));
    if (sends("--players")) set("players", f.get("players"));
    set("paper", f.get("paper"));
    if (f.get("landscape")) q.set("landscape", "1");
    set("margin", f.get("margin"));
    q.set("lang", lucas.language);
    return q;
  }

  function showFields() {
    lucas.showGridFields(form);
    const handout = handoutMode();
    const chopsticks = !handout && form.elements.game.value === "chopsticks";
    // A control that gives an option (data-option) is shown only where it is sent: the puzzles'
    // count and seed only where there are puzzles, no board where the template has none.
    const shown = "fieldset, .grid-options, .sheet-only, .handout-only, [data-option]";
    for (const el of form.querySelectorAll(shown))
      el.hidden = (el.classList.contains("grid-options") && chopsticks) ||
        (el.classList.contains("sheet-only") && handout) ||
        (el.classList.contains("handout-only") && !handout) ||
        (el.dataset.option !== undefined && !sends(el.dataset.option));
    // A group left with none of its fields is no group.
    for (const set of form.querySelectorAll("fieldset:not([hidden])")) {
      const fields = set.querySelectorAll(":scope > label");
      if (fields.length && [...fields].every((label) => label.hidden)) set.hidden = true;
    }
    const chosen = chosenHandout();
    // The board shown as the template's own until it is changed.
    const size = form.elements["rows-cols"];
    if (handout && !boardTouched) {
      size.value = "";
      size.placeholder = lucas.text("page.print.template-board");
    } else if (!handout && shownAsHandout) {
      size.value = "6x6";
      size.placeholder = "";
    }
    shownAsHandout = handout;
    document.getElementById("handout-about").textContent = chosen ? chosen.description : "";
    document.getElementById("handout-settings").textContent = chosen ? chosen.settings : "";
    document.getElementById("record-name").textContent = record ? record.name : "";
    pdf.setAttribute("download", handout && chosen ? chosen.name + ".pdf" : "sheet.pdf");
  }

  // A handout's record is sent only to a handout that takes one: the server refuses it elsewhere.
  const recordSent = () => handoutMode() && record !== null && sends("--record");

  // Where the document is asked for, and the request's body: a handout's record, when one is
  // given, goes as the body of a POST.
  function request(q) {
    if (!handoutMode()) return { url: "/api/sheet?" + q.toString(), init: {} };
    // The record's file name goes with it, for the messages about it to name it.
    if (recordSent()) q.set("record", record.name);
    const url = "/api/handout/" + encodeURIComponent(handoutSelect.value) + "?" + q.toString();
    return { url, init: recordSent() ? { method: "POST", body: record.text } : {} };
  }

  // What the command prints beside the pages (the answer's X-Lucas-Notes): the mistakes of the
  // handout's record, at their places, and fewer puzzles than asked. Shown as text.
  function showNotes(header) {
    notes.replaceChildren();
    let said = null;
    try { said = header ? JSON.parse(header) : null; } catch { said = null; }
    if (!said || typeof said !== "object") return;
    for (const d of Array.isArray(said.diagnostics) ? said.diagnostics : [])
      notes.append(lucas.diagnosticItem(d, d.line ? `${said.file}:${d.line}:${d.column}` : String(said.file)));
    if (said.more_diagnostics > 0)
      notes.append(lucas.element("li", { class: "note" },
        lucas.count("page.print.more-diagnostics", said.more_diagnostics, { more: said.more_diagnostics })));
    for (const note of Array.isArray(said.notes) ? said.notes : [])
      notes.append(lucas.element("li", { class: "note" }, String(note)));
  }

  async function refresh() {
    const asked = ++pending;
    const q = options();
    pdf.href = request(q).url;
    const view = new URLSearchParams(q);
    view.set("format", "png");
    view.set("dpi", "90");
    const { url, init } = request(view);
    const response = await fetch(url, init);
    if (asked !== pending) return;
    if (!response.ok) {
      showNotes(null);
      const json = await response.json();
      problem.textContent = json.error.message;
      problem.dataset.status = "invalid";
      problem.dataset.code = json.error.code;
      pdf.setAttribute("aria-disabled", "true");
      return;
    }
    // A bitmap drawn on the canvas: no address for the image, as the page's rules want.
    const bitmap = await createImageBitmap(await response.blob());
    if (asked !== pending) return;
    showNotes(response.headers.get("X-Lucas-Notes"));
    problem.textContent = "";
    problem.dataset.status = "";
    delete problem.dataset.code;
    pdf.removeAttribute("aria-disabled");
    preview.width = bitmap.width;
    preview.height = bitmap.height;
    preview.getContext("2d").drawImage(bitmap, 0, 0);
    preview.dataset.query = q.toString();
  }

  let timer = 0;
  function changed() {
    showFields();
    clearTimeout(timer);
    timer = setTimeout(refresh, 250);
  }

  form.addEventListener("input", (event) => {
    if (event.target.closest("fieldset.grid-options:not(.sheet-only)")) boardTouched = true;
    changed();
  });
  form.addEventListener("change", changed);
  form.addEventListener("submit", (event) => event.preventDefault());
  handoutSelect.addEventListener("change", () => { boardTouched = false; });
  document.getElementById("new-seed").addEventListener("click", () => {
    seed = Math.floor(Math.random() * 1e9);
    changed();
  });
  lucas.onFiles(document.getElementById("handout-record"), async (files) => {
    record = { name: files[0].name, text: await files[0].text() };
    changed();
  });
  pdf.addEventListener("click", async (event) => {
    if (pdf.getAttribute("aria-disabled")) { event.preventDefault(); return; }
    if (!recordSent()) return;
    // A POST cannot be a link: the PDF is fetched, then saved.
    event.preventDefault();
    const { url, init } = request(options());
    const response = await fetch(url, init);
    if (response.ok) lucas.download(pdf.getAttribute("download"), await response.blob(), "application/pdf");
  });

  async function loadHandouts() {
    const { status, json } = await lucas.api("/api/handouts");
    if (status !== 200) return;
    // The options each handout takes, as the command line names them.
    handouts = json.map((h) => ({ ...h, options: new Set(h.options) }));
    handoutSelect.replaceChildren(...handouts.map((h) => lucas.element("option", { value: h.name }, h.title)));
  }

  // The form outlives a reload of the page (the language switch reloads it): its fields, the
  // puzzles' seed and the handout's record, kept in this tab's storage, which never leaves the
  // browser.
  const kept = "lucas.print";
  window.addEventListener("pagehide", () =>
    lucas.keep(kept, { fields: lucas.formFields(form), seed, record, boardTouched }));

  function resume() {
    const saved = lucas.kept(kept);
    if (!saved || typeof saved !== "object") return;
    lucas.fillForm(form, saved.fields);
    if (Number.isSafeInteger(saved.seed)) seed = saved.seed;
    const r = saved.record;
    if (r && typeof r.name === "string" && typeof r.text === "string") record = { name: r.name, text: r.text };
    boardTouched = saved.boardTouched === true;
  }

  lucas.ready.then(async () => { await loadHandouts(); resume(); showFields(); refresh(); });
})();
