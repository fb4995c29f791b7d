// lucas sheet as a form: every field is one of the command's options, sent as the query of
// GET /api/sheet; the server draws the first page as PNG for the preview and the whole sheet as
// the PDF to download, the same bytes as the command with the same options.
"use strict";

(() => {
  const form = document.getElementById("sheet");
  const preview = document.getElementById("preview");
  const pdf = document.getElementById("pdf");
  const problem = document.getElementById("problem");
  const defaults = new Map([["spacing", "11"], ["dot-size", "1.6"], ["dot-color", "#1a1a1a"],
    ["labels", "letters"], ["pages", "1"], ["paper", "a4"], ["margin", "15"], ["border", "none"],
    ["game", "dots-and-boxes"]]);
  let pending = 0;

  // The options the form gives, as lucas sheet's: only those that differ from its defaults, so
  // that the query reads as a command line would.
  function options() {
    const f = new FormData(form);
    const q = new URLSearchParams();
    const chopsticks = f.get("game") === "chopsticks";
    const set = (key, value) => {
      if (value !== null && String(value).trim() !== "" && defaults.get(key) !== String(value)) q.set(key, String(value).trim());
    };
    set("game", f.get("game"));
    if (!chopsticks) {
      if (f.get("grid") === "square") set(f.get("unit"), f.get("rows-cols"));
      else { q.set("grid", f.get("grid")); set("size", f.get("size")); }
      set("border", f.get("border"));
      for (const key of ["spacing", "dot-size", "dot-color", "labels", "per-page", "pages"]) set(key, f.get(key));
    }
    set("title", f.get("title"));
    set("players", f.get("players"));
    set("paper", f.get("paper"));
    if (f.get("landscape")) q.set("landscape", "1");
    set("margin", f.get("margin"));
    q.set("lang", lucas.language);
    return q;
  }

  function showFields() {
    const square = form.elements.grid.value === "square";
    for (const el of form.querySelectorAll(".square-only")) el.hidden = !square;
    for (const el of form.querySelectorAll(".grid-only")) el.hidden = square;
    const chopsticks = form.elements.game.value === "chopsticks";
    for (const el of form.querySelectorAll(".grid-options")) el.hidden = chopsticks;
  }

  async function refresh() {
    const asked = ++pending;
    const q = options();
    pdf.href = "/api/sheet?" + q.toString();
    const view = new URLSearchParams(q);
    view.set("format", "png");
    view.set("dpi", "90");
    const response = await fetch("/api/sheet?" + view.toString());
    if (asked !== pending) return;
    if (!response.ok) {
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

  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  form.addEventListener("submit", (event) => event.preventDefault());
  pdf.addEventListener("click", (event) => {
    if (pdf.getAttribute("aria-disabled")) event.preventDefault();
  });

  lucas.ready.then(() => { showFields(); refresh(); });
})();
