### Die Wörter von Hyperplane: die Tabelle der Größen des Modells und der verglichenen Modelle, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

values-model = Modell
values-occam = Occam
# $notes: was das Programm über die Anpassung des Modells sagt.
values-model-notes = { $name }: { $notes }
values-evidence-two-classes = Die Evidenz der logistischen Regression ist für zwei { -classes }.
values-b-grows = b wächst
values-origin-distance = w₀/‖w‖ (vorzeichenbehafteter Abstand des Ursprungs)
values-set-margin = { -margin } der Menge, min y·h/‖w‖ (— während des Trainings)
values-novikoff-bar = bisherige Fehler gegenüber Novikoffs Schranke
# $k: die bisherigen Fehler (Updates); $bound: (R/γ)², ausgeschrieben.
values-novikoff = bisherige Fehler k = { $k } ≤ (R/γ)² = { $bound }
