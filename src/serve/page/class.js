// A whole class: the records chosen or dropped (files or folders) are sent to POST /api/class,
// which checks each as lucas check does and answers its summary table; a row opens that record's
// findings. The report is POST /api/report with the same files: the bytes of lucas report. The
// records stay in the browser (the page's memory and the tab's storage); the server does not
// keep them.
"use strict";

(() => {
  const summary = document.getElementById("summary");
  const counts = document.getElementById("counts");
  const verdict = document.getElementById("verdict");
  const detail = document.getElementById("detail");
  const report = document.getElementById("report");
  const reportProblem = document.getElementById("report-problem");
  let records = [];  // [{name, file}] as chosen (the server answers them sorted, by name)
  let checked = [];  // the server's check of each, in the same order

  const isRecord = (name) => /\.ya?ml$/i.test(name) && !name.split("/").some((part) => part.startsWith("."));

  function body(files) {
    const data = new FormData();
    for (const { name, file } of files) data.append("records", file, name);
    return data;
  }

  function cell(tag, text, numeric) {
    const el = lucas.element(tag, numeric ? { class: "number" } : {}, text);
    return el;
  }

  let shown = -1;  // the record whose findings are shown
  function showDetail(index, scroll = true) {
    shown = index;
    const file = checked[index];
    for (const row of summary.tBodies[0].rows) row.setAttribute("aria-selected", String(Number(row.dataset.index) === index));
    document.getElementById("detail-name").textContent = file.file;
    const v = document.getElementById("detail-verdict");
    v.textContent = file.verdict;
    v.dataset.status = file.status;
    const list = document.getElementById("detail-diagnostics");
    list.replaceChildren();
    for (const d of file.diagnostics) {
      const place = d.line ? file.file + ":" + d.line + ":" + d.column : file.file;
      list.append(lucas.diagnosticItem(d, place));
    }
    detail.hidden = false;
    // A row far down a big class, or a narrow screen: the findings are brought into view.
    if (scroll) detail.scrollIntoView({ block: "nearest" });
    remember();
  }

  function showTable(table) {
    const head = summary.tHead.rows[0];
    head.replaceChildren(...table.header.map((word) => lucas.element("th", { scope: "col" }, word)));
    const numeric = [false, false, false, false, true, true];
    const rows = table.rows.map((row, i) => {
      const tr = lucas.element("tr", { "data-index": String(i), "data-status": table.statuses[i], tabindex: "0" });
      row.forEach((text, c) => tr.append(cell(c === 0 ? "th" : "td", text, numeric[c])));
      tr.firstChild.setAttribute("scope", "row");
      tr.addEventListener("click", () => showDetail(i));
      tr.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); showDetail(i); }
      });
      return tr;
    });
    summary.tBodies[0].replaceChildren(...rows);
    summary.tFoot.rows[0].replaceChildren(...table.totals.map((text, c) => cell(c === 0 ? "th" : "td", text, numeric[c])));
    counts.textContent = table.counts;
    summary.hidden = false;
  }

  // The records checked, and the row shown, outlive leaving the page (a record opened on
  // /replay, then Back) and reloading it: kept in this tab's storage, which never leaves the
  // browser, unless the class is too big for it.
  const kept = "lucas.class";
  let keptRecords = null;  // [{name, text}] of the records checked
  const remember = () =>
    lucas.keep(kept, keptRecords ? { records: keptRecords, shown, report: lucas.formFields(report) } : null);
  window.addEventListener("pagehide", remember);

  // Two files of one name (chosen from two folders) are told apart, in the table, the report and
  // which record a row opens: the second is « mia-noe (2).yaml ».
  function distinct(files) {
    const taken = new Set(files.map(({ name }) => name));
    const seen = new Set();
    return files.map(({ name, file }) => {
      if (!seen.has(name)) { seen.add(name); return { name, file }; }
      const dot = name.lastIndexOf(".");
      const [stem, ext] = dot > name.lastIndexOf("/") ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
      let other = name;
      for (let n = 2; taken.has(other); n++) other = `${stem} (${n})${ext}`;
      taken.add(other);
      seen.add(other);
      return { name: other, file };
    });
  }

  let asked = 0;  // the latest check: an older one's answer is dropped
  async function check(files) {
    const mine = ++asked;
    records = distinct(files.filter(({ name }) => isRecord(name) || files.length === 1 || !name.includes("/")));
    detail.hidden = true;
    shown = -1;
    keptRecords = null;
    remember();
    if (records.length === 0) {
      verdict.textContent = lucas.text("page.class.none");
      verdict.dataset.status = "unreadable";
      return;
    }
    const { status, json } = await lucas.api("/api/class", body(records));
    if (mine !== asked) return;
    if (status !== 200) {
      verdict.textContent = json.error.message;
      verdict.dataset.status = "unreadable";
      verdict.dataset.code = json.error.code;
      return;
    }
    checked = json.files;
    verdict.textContent = lucas.text("page.class.checked", { count: checked.length });
    verdict.dataset.status = "";
    delete verdict.dataset.code;
    showTable(json.summary);
    report.hidden = false;
    const texts = await Promise.all(records.map(({ file }) => file.text()));
    if (mine !== asked) return;
    keptRecords = records.map(({ name }, i) => ({ name, text: texts[i] }));
    remember();
  }

  function reportQuery() {
    const f = new FormData(report);
    const q = new URLSearchParams();
    if (f.get("title").trim()) q.set("title", f.get("title").trim());
    if (f.get("paper") !== "a4") q.set("paper", f.get("paper"));
    if (f.get("landscape")) q.set("landscape", "1");
    if (f.get("labels") !== "letters") q.set("labels", f.get("labels"));
    if (f.get("one-per-page")) q.set("one-per-page", "1");
    return q;
  }

  report.addEventListener("submit", async (event) => {
    event.preventDefault();
    const q = reportQuery();
    q.set("lang", lucas.language);
    const response = await fetch("/api/report?" + q.toString(), { method: "POST", body: body(records) });
    if (!response.ok) {
      const json = await response.json();
      reportProblem.textContent = json.error.message;
      reportProblem.dataset.status = "invalid";
      reportProblem.dataset.code = json.error.code;
      return;
    }
    reportProblem.textContent = "";
    reportProblem.dataset.status = "";
    delete reportProblem.dataset.code;
    lucas.download(lucas.text("page.class.report-file"), await response.blob(), "application/pdf");
  });

  // Files chosen one by one keep their names; a folder's keep their path under it.
  lucas.onFiles(document.getElementById("open-files"), (files) =>
    check(files.map((file) => ({ name: file.name, file }))));
  lucas.onFiles(document.getElementById("open-folder"), (files) =>
    check(files.map((file) => ({ name: file.webkitRelativePath || file.name, file }))));

  // A dropped folder is walked as lucas check walks one.
  async function entries(entry, path) {
    if (entry.isFile) {
      const file = await new Promise((resolve, reject) => entry.file(resolve, reject));
      return [{ name: path + entry.name, file }];
    }
    const reader = entry.createReader();
    const children = [];
    for (;;) {
      const batch = await new Promise((resolve, reject) => reader.readEntries(resolve, reject));
      if (batch.length === 0) break;
      children.push(...batch);
    }
    const found = await Promise.all(children.map((child) => entries(child, path + entry.name + "/")));
    return found.flat();
  }

  // The record shown, on the page that replays it or the one that enters it (to correct it).
  for (const [button, page] of [["to-replay", "replay"], ["to-record", "record"]])
    document.getElementById(button).addEventListener("click", async () => {
      const record = shown >= 0 && records.find(({ name }) => name === checked[shown].file);
      if (record) lucas.handOver(page, await record.file.text());
    });

  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", async (event) => {
    event.preventDefault();
    const items = [...event.dataTransfer.items].map((item) => item.webkitGetAsEntry && item.webkitGetAsEntry()).filter(Boolean);
    if (items.length > 0) {
      const found = await Promise.all(items.map((entry) => entries(entry, "")));
      check(found.flat());
    } else {
      check([...event.dataTransfer.files].map((file) => ({ name: file.name, file })));
    }
  });

  lucas.ready.then(async () => {
    const saved = lucas.kept(kept);
    if (!saved || !Array.isArray(saved.records) || saved.records.length === 0) return;
    const mine = asked + 1;
    await check(saved.records.map(({ name, text }) =>
      ({ name, file: new File([text], name.split("/").pop(), { type: "text/yaml" }) })));
    if (mine === asked && Number.isInteger(saved.shown) && saved.shown >= 0 && saved.shown < checked.length)
      showDetail(saved.shown, false);
    lucas.fillForm(report, saved.report);
  });
})();
