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

  // Fills every element that names its words: data-text for its text, data-text-label for its
  // aria-label.
  function translate(root = document) {
    for (const el of root.querySelectorAll("[data-text]")) el.textContent = text(el.dataset.text);
    for (const el of root.querySelectorAll("[data-text-label]")) el.setAttribute("aria-label", text(el.dataset.textLabel));
  }

  async function api(path, body) {
    const url = path + (path.includes("?") ? "&" : "?") + "lang=" + language;
    const response = await fetch(url, body === undefined ? {} : { method: "POST", body });
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

  function download(name, data, type) {
    const url = URL.createObjectURL(new Blob([data], { type }));
    const a = element("a", { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return { language, text, translate, api, ready, element, download };
})();
