### Die Wörter von Hyperplane: das Vokabular des Kurses als Terme, die jede Meldung verwendet, auf Deutsch.
### Ein Kurs benennt einen Term mit ?strings= überall zugleich um (zum Beispiel -bias = Schwellenwert).
### Ein Term nimmt den Kasus: "gen" (Genitiv), "dat" (Dativ, vor allem im Plural), "compound" (Anfang eines
### zusammengesetzten Worts); ohne Angabe der Nominativ. Deutsche Substantive werden immer großgeschrieben,
### daher gibt es hier kein "cap".
### -boundary trägt einen weichen Trennstrich (U+00AD), damit das lange Wort in schmalen Spalten umbrechen kann.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = Bias
-weight = { $case ->
   *[nom] Gewicht
    [gen] Gewichts
    [compound] Gewichts
}
-weights = { $case ->
   *[nom] Gewichte
    [dat] Gewichten
}
-margin = { $case ->
   *[nom] Rand
    [gen] Rands
}
-class = Klasse
-classes = Klassen
-point = { $case ->
   *[nom] Punkt
    [gen] Punkts
}
-points = { $case ->
   *[nom] Punkte
    [dat] Punkten
}
-step = { $case ->
   *[nom] Schritt
    [gen] Schritts
}
-accuracy = Genauigkeit
-boundary = Entscheidungs­grenze
-loss = { $case ->
   *[nom] Verlust
    [gen] Verlusts
}
