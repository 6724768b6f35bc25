// A small, safe subset of Markdown for lesson texts. Every piece of the
// author's text becomes a text node; only the elements made here (p, ul,
// ol, li, em, strong, code, a) are created, and a link only for an http or
// https address. Nothing is ever parsed as HTML.
//
//   a line                 a paragraph (a line that starts with "Try", or
//                          the page's language's word for it, is set
//                          apart, as the built-in lessons' steps are)
//   - item / * item        a bulleted list (consecutive lines)
//   1. item                a numbered list
//   **bold**, *emphasis*, `code`, [words](https://…)

import { t } from "./i18n.js";

const inline = /`([^`\n]+)`|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

// appendInline adds the inline content of text to el.
export function appendInline(el, text, links = true) {
  let at = 0;
  inline.lastIndex = 0;
  const parts = [];
  let m;
  while ((m = inline.exec(text)) !== null) parts.push([m.index, m[0], m.slice(1)]);
  for (const [i, whole, g] of parts) {
    if (i > at) el.appendChild(document.createTextNode(text.slice(at, i)));
    at = i + whole.length;
    let node;
    if (g[0] !== undefined) {
      node = document.createElement("code");
      node.textContent = g[0];
    } else if (g[1] !== undefined) {
      node = document.createElement("strong");
      appendInline(node, g[1], links);
    } else if (g[2] !== undefined) {
      node = document.createElement("em");
      appendInline(node, g[2], links);
    } else if (links && /^https?:\/\/[^\s"'<>]+$/i.test(g[4])) {
      node = document.createElement("a");
      node.href = g[4];
      node.target = "_blank";
      node.rel = "noopener noreferrer";
      appendInline(node, g[3], false);
    } else {
      node = document.createTextNode(whole); // not a safe link: as written
    }
    el.appendChild(node);
  }
  if (at < text.length) el.appendChild(document.createTextNode(text.slice(at)));
}

// renderMarkdown replaces box's children with the rendering of text.
export function renderMarkdown(box, text) {
  box.textContent = "";
  let list = null;
  for (const raw of (text || "").split("\n")) {
    const line = raw.trim();
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const number = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
    const item = bullet || number;
    if (item) {
      const tag = bullet ? "UL" : "OL";
      if (!list || list.tagName !== tag) {
        list = document.createElement(tag);
        box.appendChild(list);
      }
      const li = document.createElement("li");
      appendInline(li, item[1]);
      list.appendChild(li);
      continue;
    }
    list = null;
    if (!line) continue;
    const p = document.createElement("p");
    if (isTry(line)) p.className = "try";
    appendInline(p, line);
    box.appendChild(p);
  }
}

// isTry reports whether a paragraph is a Try step: it starts with "Try",
// or with the page's language's word for it (lesson-try, "Zkuste:").
function isTry(line) {
  if (/^try\b/i.test(line)) return true;
  const word = t("lesson-try").replace(/[:：]\s*$/, "").trim();
  return word !== "" && line.toLowerCase().startsWith(word.toLowerCase());
}
