// Stepping through a record: the YAML text is sent to the server, which answers with the
// replay's pictures and their captions (POST /api/replay?format=json) and draws each one
// (format=png&step=N) as lucas replay draws it; the page shows the picture it is sent, so there
// is one renderer, the server's. Captions are set as text.
"use strict";

(() => {
  const editor = document.getElementById("record");
  const verdict = document.getElementById("verdict");
  const caption = document.getElementById("caption");
  const picture = document.getElementById("picture");
  const slider = document.getElementById("step");
  const position = document.getElementById("position");
  const options = document.getElementById("options");
  // The picture of one step: a landscape A5 page at the projector's width.
  const view = { paper: "a5", landscape: "1", margin: "6", dpi: "120" };
  let steps = [];     // the last answer's pictures
  let current = 0;    // the step shown, from 0
  let pending = 0;    // the number of the latest request: older answers are dropped
  let drawing = 0;

  function query(extra) {
    const f = new FormData(options);
    const q = new URLSearchParams({ every: f.get("every"), ...extra });
    if (f.get("analysis")) q.set("analysis", "1");
    return q.toString();
  }

  // The editor's line numbers, those of the check's diagnostics marked as on /record.
  const drawGutter = lucas.lineNumbers(editor, document.getElementById("gutter"));

  async function show(index) {
    if (!steps.length) return;
    current = Math.max(0, Math.min(steps.length - 1, index));
    const step = steps[current];
    slider.value = String(current + 1);
    position.textContent = lucas.text("page.replay.position", { step: current + 1, count: steps.length });
    caption.textContent = step.caption;
    caption.dataset.kind = step.kind;
    caption.dataset.step = String(current + 1);
    picture.setAttribute("aria-label", step.caption);
    const asked = ++drawing;
    // The picture still shown is the step before: greyed until its own comes (with the analysis,
    // each picture is seconds of the solver's work).
    picture.setAttribute("aria-busy", "true");
    const response = await fetch("/api/replay?" + query({ ...view, format: "png", step: current + 1, lang: lucas.language }),
      { method: "POST", body: editor.value });
    if (asked !== drawing) return;
    if (!response.ok) { picture.removeAttribute("aria-busy"); return; }
    // A bitmap drawn on the canvas: no address for the image, as the page's rules want.
    const bitmap = await createImageBitmap(await response.blob());
    if (asked !== drawing) return;
    picture.width = bitmap.width;
    picture.height = bitmap.height;
    picture.getContext("2d").drawImage(bitmap, 0, 0);
    picture.dataset.step = String(current + 1);
    picture.removeAttribute("aria-busy");
  }

  function clear() {
    steps = [];
    caption.textContent = "";
    position.textContent = "";
    slider.max = "1";
    picture.getContext("2d").clearRect(0, 0, picture.width, picture.height);
    delete picture.dataset.step;
  }

  async function refresh() {
    const asked = ++pending;
    if (!editor.value.trim()) {
      clear();
      verdict.textContent = lucas.text("page.replay.empty");
      verdict.dataset.status = "";
      return;
    }
    const answer = await lucas.api("/api/replay?" + query({ format: "json" }), editor.value);
    if (asked !== pending) return;
    if (answer.status !== 200) {
      clear();
      drawGutter();
      verdict.textContent = answer.json.error ? answer.json.error.message : "";
      verdict.dataset.status = "unreadable";
      verdict.dataset.code = answer.json.error ? answer.json.error.code : "";
      return;
    }
    verdict.textContent = answer.json.verdict;
    verdict.dataset.status = answer.json.status;
    delete verdict.dataset.code;
    drawGutter(new Set(answer.json.diagnostics.filter((d) => d.line).map((d) => d.line)));
    const keep = steps.length === answer.json.steps.length;
    steps = answer.json.steps;
    slider.max = String(steps.length);
    show(keep ? current : 0);
  }

  let timer = 0;
  function changed() {
    drawGutter();
    clearTimeout(timer);
    timer = setTimeout(refresh, 200);
  }

  function open(file) {
    const reader = new FileReader();
    reader.onload = () => { editor.value = String(reader.result); changed(); };
    reader.readAsText(file);
  }

  async function downloadPdf() {
    const f = new FormData(options);
    const response = await fetch("/api/replay?" + query({ format: "pdf", paper: f.get("paper"), lang: lucas.language }),
      { method: "POST", body: editor.value });
    if (!response.ok) {
      const json = await response.json();
      verdict.textContent = json.error.message;
      return;
    }
    lucas.download("replay.pdf", await response.blob(), "application/pdf");
  }

  document.getElementById("first").addEventListener("click", () => show(0));
  document.getElementById("previous").addEventListener("click", () => show(current - 1));
  document.getElementById("next").addEventListener("click", () => show(current + 1));
  document.getElementById("last").addEventListener("click", () => show(steps.length - 1));
  slider.addEventListener("input", () => show(Number(slider.value) - 1));
  // The arrow keys step, except where they move a caret or a control of their own.
  document.addEventListener("keydown", (event) => {
    if (event.target.closest("textarea, input, select") || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1 };
    if (event.key in moves) { event.preventDefault(); show(moves[event.key]); }
  });
  document.getElementById("download").addEventListener("click", downloadPdf);
  lucas.onFiles(document.getElementById("open"), (files) => open(files[0]));
  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    if (event.dataTransfer.files[0]) open(event.dataTransfer.files[0]);
  });
  editor.addEventListener("input", changed);
  options.addEventListener("change", changed);

  // The record replayed, its options and the step shown outlive a reload of the page (the
  // language switch reloads it): kept in this tab's storage, which never leaves the browser.
  const kept = "lucas.replay";
  window.addEventListener("pagehide", () =>
    lucas.keep(kept, { text: editor.value, step: current, options: lucas.formFields(options) }));

  lucas.ready.then(async () => {
    // A record handed over by another page (/class) comes first.
    const handed = lucas.takeHanded();
    const saved = lucas.kept(kept);
    if (handed !== null) editor.value = handed;
    else if (saved && typeof saved.text === "string") editor.value = saved.text;
    // The analysis, the paper and what each picture shows too: the step counts in their pictures.
    if (saved) lucas.fillForm(options, saved.options);
    drawGutter();
    await refresh();
    if (handed === null && saved && Number.isInteger(saved.step) && steps.length) show(saved.step);
  });
})();
