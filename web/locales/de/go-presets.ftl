### Die fertigen Szenen von Hyperplane (Paket engine/course, Vorlagen), auf Deutsch: Namen, Beschreibungen und Regler.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

preset-and = UND-Gatter
preset-or = ODER-Gatter
preset-xor = XOR-Gatter
preset-blobs = Zwei trennbare Wolken
preset-overlap = Überlappende Wolken
preset-outliers = Wolken mit Ausreißern
preset-three-classes = Drei Klassen
preset-four-classes = Vier Klassen
preset-circles = Konzentrische Kreise
preset-spirals = Zwei Spiralen
preset-shatter-3 = Drei Punkte zerschmettern
preset-shatter-4 = Vier Punkte zerschmettern
preset-and-description = Die vier Eingaben eines UND-Gatters mit zwei Eingängen; Klasse 1 ist dort, wo die Ausgabe 1 ist. Eine Gerade trennt sie, also konvergiert das Perzeptron.
preset-or-description = Die vier Eingaben eines ODER-Gatters; Klasse 1 ist dort, wo die Ausgabe 1 ist. Linear trennbar.
preset-xor-description = Das XOR-Gatter: die beiden Klassen sitzen an gegenüberliegenden Ecken des Quadrats, und keine Gerade trennt sie. Das Perzeptron konvergiert nie; eine Basisfunktion (das Produkt xy oder Gauß-Glocken) macht sie trennbar.
preset-blobs-description = Zwei gaußsche Wolken mit garantierter Lücke dazwischen: das Perzeptron konvergiert, innerhalb von Novikoffs Schranke.
preset-overlap-description = Zwei gaußsche Wolken, die sich überlappen: keine Gerade trennt sie. Die logistische Regression findet trotzdem eine endliche beste Anpassung.
preset-outliers-description = Zwei trennbare Wolken und einige Punkte der Klasse 2 weit abseits auf ihrer eigenen, richtigen Seite. Kleinste Quadrate neigen sich zu den fernen Punkten und klassifizieren einige nahe falsch; die logistische Regression nicht.
preset-three-classes-description = Drei Wolken an den Ecken eines Dreiecks, für die Mehrklassen-Strategien.
preset-four-classes-description = Vier Wolken an den Ecken eines Quadrats, für die Mehrklassen-Strategien.
preset-circles-description = Eine Scheibe in einem Ring. Keine Gerade trennt sie, aber mit der Polynombasis vom Grad 2 (Merkmale x, y, x², xy, y²) ist der Kreis x² + y² = r² eine Gerade im Merkmalsraum, und die Klassen trennen sich.
preset-spirals-description = Zwei Spiralen, zweimal umeinander gewunden, der klassische schwere Fall für ein Netz mit einer verdeckten Schicht (Lang und Witbrock 1988): jede Gerade schneidet beide viele Male.
preset-shatter-3-description = Drei Punkte in allgemeiner Lage. Jede der 2³ = 8 Beschriftungen ist durch eine Gerade trennbar: Geraden in der Ebene zerschmettern drei Punkte. Ändern Sie die Beschriftung und trainieren Sie erneut.
preset-shatter-4-description = Die Ecken eines Quadrats. Vierzehn der 16 Beschriftungen sind trennbar, aber nicht die beiden XOR-Beschriftungen (5 und 10): Geraden können diese vier Punkte nicht zerschmettern, und überhaupt keine vier Punkte; ihre VC-Dimension in der Ebene ist also 3.

## Die Regler, aus denen die Szenen entstehen.

preset-knob-seed = Zufalls-Seed
preset-knob-seed-help = Der Seed des Generators: derselbe Seed ergibt dieselben Punkte.
preset-knob-n = Punkte je Klasse
preset-knob-n-help = Wie viele Punkte jede Klasse erhält.
preset-knob-noise = Rauschen σ
preset-knob-noise-help = Die Standardabweichung der Punkte um ihr Zentrum.
preset-knob-labelling = Beschriftung
preset-knob-labelling-help = Welche Punkte zu Klasse 2 gehören: Punkt i gehört dazu, wenn Bit i dieser Zahl gesetzt ist (Punkt 1 ist Bit 0).

## Eine Szene erzeugen.

# Der Titel einer Zerschmetterungs-Szene: $n Punkte, $labelling die Zahl des Reglers.
preset-shatter-title = { $n } Punkte zerschmettern: Beschriftung { $labelling }
# $preset ist der Name der Vorlage; $why, was mit einem Regler nicht stimmt.
preset-refused = Vorlage { $preset }: { $why }
# $id ist die angegebene Kennung, in Anführungszeichen.
preset-unknown = unbekannte Vorlage { $id }
preset-class-output = Ausgabe { $n }
