// The explicit lift of a kernel expansion, where one exists, for the
// augmented view. The polynomial kernel of degree 2 on the plane,
// K(u, x) = (γ uᵀx + c₀)² = γ²(uᵀx)² + 2γc₀ uᵀx + c₀², is an inner product of
// the monomials of degree up to 2, so f(x) = Σᵢ cᵢ K(uᵢ, x) + b is one row
// over (1, x, y, x², xy, y²):
//   w₀ = b + c₀² Σcᵢ,  (w₁, w₂) = 2γc₀ Σcᵢuᵢ,
//   w₁₁ = γ² Σcᵢuᵢ₁²,  w₁₂ = 2γ² Σcᵢuᵢ₁uᵢ₂,  w₂₂ = γ² Σcᵢuᵢ₂².
// The Gaussian kernel's feature space has infinite dimension, and a
// polynomial of another degree lifts into other monomials: no lift drawn.

import { t } from "../i18n.js";

// kernelLift returns {row} for a two-class field whose expansion has an
// explicit lift into the paraboloid's coordinates, {note} saying why there
// is none for another kernel field, or null for a field without a kernel.
export function kernelLift(field) {
  const e = field && field.expansion;
  if (!e || !e.kernel || e.kernel.kind === "linear") return null;
  const k = e.kernel;
  if (k.kind === "rbf") {
    return { note: t("pic-lift-rbf") };
  }
  if (k.kind !== "poly" || k.degree !== 2) {
    return { note: t("pic-lift-poly-degree", { degree: k.degree }) };
  }
  if (field.rows.length !== 1 || (e.coef || []).length !== 1) {
    return { note: t("pic-lift-poly-classes") };
  }
  const g = k.gamma, c0 = k.coef0 || 0, c = (e.coef || [])[0] || [];
  const row = [field.rows[0][0], 0, 0, 0, 0, 0];
  (e.points || []).forEach((u, i) => { // none (null in JSON) before any update
    row[0] += c[i] * c0 * c0;
    row[1] += c[i] * 2 * g * c0 * u.x;
    row[2] += c[i] * 2 * g * c0 * u.y;
    row[3] += c[i] * g * g * u.x * u.x;
    row[4] += c[i] * 2 * g * g * u.x * u.y;
    row[5] += c[i] * g * g * u.y * u.y;
  });
  return { row };
}
