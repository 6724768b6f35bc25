### Die Wörter von Hyperplane: der Abschnitt Echte Daten, die Namen der Achsen und die Spalten einer breiten CSV-Datei, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

datasets-title = Echte Daten
datasets-pick =
    .aria-label = Datensatz
datasets-x =
    .aria-label = Merkmal auf x
datasets-y =
    .aria-label = Merkmal auf y
datasets-classes =
    .aria-label = Zu behaltende { -classes }
datasets-load = Laden
    .title = Die { -points } durch den Datensatz ersetzen (Rückgängig holt sie zurück)
datasets-standardize = { -points } standardisieren
    .title = Jede Koordinate v durch (v − Mittelwert) / Standardabweichung ersetzen, über alle { -points } (Rückgängig nimmt es zurück)
datasets-std = standardisieren (z-Werte)
# $note: was der Datensatz ist; $source: woher er stammt; $licence: seine Lizenz.
datasets-source = { $note } Quelle: { $source } Lizenz: { $licence }
datasets-axes =
    .aria-label = Was die Achsen messen
datasets-csv-class = { -class }
datasets-csv-import = Importieren
datasets-csv-cancel = Abbrechen
# $name: der Name der Datei; $columns, $rows: ihre Größe.
datasets-csv-title = { $name }: { $columns } Spalten, { $rows } Zeilen
datasets-csv-ask = Welche beiden Spalten sind x und y, und welche ist die { -class }?
