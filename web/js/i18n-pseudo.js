// Pseudo-locales, made from English as the catalogs load (no files): they
// show what a translation would break without waiting for one.
//   en-XA: every letter accented, every vowel doubled and tildes added
//          (English grows by about 40%, as in German and Czech), each
//          message in [brackets], so that clipped, cut or hard-coded words
//          show.
//   en-XB: right to left: each run of text reversed on screen (a right-to-
//          left override) in a page whose direction is rtl, as Urdu is.
// Placeables (numbers, class names, nested messages) are left as they are.

// PSEUDO lists them: their names are for the tests and the language menu
// under ?debug, and are not translated.
export const PSEUDO = {
  "en-XA": { name: "Ƥšéûðö (en-XA)", dir: "ltr" },
  "en-XB": { name: "Pseudo RTL (en-XB)", dir: "rtl" },
};

const ACCENTS = {
  a: "à", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "î", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "û", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "À", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Î", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};
const VOWELS = new Set(["a", "e", "i", "o", "u", "y", "A", "E", "I", "O", "U", "Y"]);

// accent returns s with its letters accented, its vowels doubled and a
// tilde for every ten characters at its end: about 40% longer.
// Markup (<code>, <sub>: i18n-markup.js) is left as it is.
export function accent(s) {
  let out = "";
  for (const part of s.split(/(<\/?[a-z]+>)/)) {
    if (part.startsWith("<")) { out += part; continue; }
    for (const ch of part) {
      const a = ACCENTS[ch];
      if (!a) { out += ch; continue; }
      out += VOWELS.has(ch) ? a + a : a;
    }
  }
  return out + "~".repeat(Math.round(s.length / 10));
}

// pseudoTransform returns the bundle's transform of text for code.
export function pseudoTransform(code) {
  if (code === "en-XA") return accent;
  if (code === "en-XB") return (s) => (s.trim() ? "\u202E" + s + "\u202C" : s);
  return (s) => s;
}
