### Slova Hyperplane: tabulka veličin modelu a porovnávaných modelů, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

values-model = model
values-occam = Occam
# $notes: co program říká o proložení modelu.
values-model-notes = { $name }: { $notes }
values-evidence-two-classes = Evidence logistické regrese je pro dvě { -classes }.
values-b-grows = b roste
values-origin-distance = w₀/‖w‖ (znaménková vzdálenost počátku)
values-set-margin = { -margin } množiny, min y·h/‖w‖ (— během učení)
values-novikoff-bar = dosavadní chyby proti Novikoffově mezi
# $k: dosavadní chyby (úpravy); $bound: (R/γ)², vypsané.
values-novikoff = dosavadní chyby k = { $k } ≤ (R/γ)² = { $bound }
