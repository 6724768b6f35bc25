// Markup in a message: where an element says data-l10n-markup (the help's
// <code>, the Decision section's subscripts), the message's value may hold
// a few inline elements, and nothing else of HTML.

// MARKUP is what a message may hold: the elements, without attributes.
const MARKUP = new Set(["KBD", "CODE", "SUB", "SUP", "EM", "STRONG", "B", "I", "BR"]);

// setMarkup sets el's content from s, keeping only the MARKUP elements,
// without attributes; everything else becomes text.
export function setMarkup(el, s) {
  const tpl = document.createElement("template");
  tpl.innerHTML = s;
  const clean = (from, to) => {
    for (const n of from.childNodes) {
      if (n.nodeType === 3) to.append(n.textContent);
      else if (n.nodeType === 1 && MARKUP.has(n.tagName)) {
        const e = document.createElement(n.tagName.toLowerCase());
        clean(n, e);
        to.append(e);
      } else if (n.nodeType === 1) clean(n, to);
    }
  };
  const frag = document.createDocumentFragment();
  clean(tpl.content, frag);
  el.replaceChildren(frag);
}
