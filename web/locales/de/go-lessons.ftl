### Die eingebauten Lektionen von Hyperplane (Paket engine/course), auf Deutsch: lesson-<id>-title und lesson-<id>-text.
### Der Text einer Lektion ist ein kleines Markdown: ein Zeilenumbruch beginnt einen Absatz. Die mathematischen Symbole sind die der Notizen.
### Eine Lektion, die eine Lehrkraft schreibt (Lektionseditor, Lektionsdatei), behält ihre eigenen Wörter: sie steht nicht im Katalog.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-vc-dimension-title = Wie viele Punkte kann eine Gerade zerschmettern?
lesson-vc-dimension-text =
    Ein Klassifikator zerschmettert eine Menge von Punkten, wenn er jede ihrer Beschriftungen trennen kann. Geraden in der Ebene zerschmettern drei Punkte in allgemeiner Lage: probieren Sie die Vorlage mit drei Punkten und allen acht Beschriftungen.
    Hier sind vier Punkte mit der XOR-Beschriftung, und keine Gerade trennt sie: das Perzeptron konvergiert nie. Keine Menge von vier Punkten kann von Geraden zerschmettert werden; ihre Kapazität, die Vapnik-Chervonenkis-Dimension, ist also 3.
    Probieren Sie: ändern Sie ein Label. Jede Beschriftung des Quadrats außer den beiden XOR-Beschriftungen ist trennbar.
lesson-overfitting-rbf-title = Überanpassung mit RBF-Glocken, gesehen an Testpunkten
lesson-overfitting-rbf-text =
    Die Hälfte der Punkte (die hohlen Ringe) wird als Testpunkte zurückgehalten: das Modell trainiert nie auf ihnen. Kleinste Quadrate arbeiten hier im Merkmalsraum schmaler Gauß-Glocken, je eine auf jedem von 30 Trainingspunkten. Mit fast so vielen Merkmalen wie Trainingspunkten kann es jeden Trainingspunkt anpassen, Rauschen eingeschlossen, und die Grenze kringelt sich um einzelne Punkte.
    Der Status zeigt die Trainingsgenauigkeit und die Testgenauigkeit nebeneinander: die erste ist hoch, die zweite viel niedriger. Diese Lücke ist Überanpassung: zu viel Freiheit verschlechtert die Generalisierung des Klassifikators.
    Probieren Sie: verbreitern Sie die Glocken oder stellen Sie die Basis auf linear, und sehen Sie, wie die Testgenauigkeit zur Trainingsgenauigkeit hin steigt. Ziehen Sie die Aufteilung neu, um zu sehen, wie sehr die Testgenauigkeit davon abhängt, welche Punkte zurückgehalten wurden.
lesson-occam-evidence-title = Die Evidenz wählt das einfachere Modell
lesson-occam-evidence-text =
    Zwei überlappende Wolken: die beste Grenze ist eine Gerade. Öffnen Sie Training › Modelle vergleichen: Bayessche logistische Regression (A-priori N(0, α⁻¹I), α = 1) wird auf vier Basen angepasst: keine, Polynome vom Grad 2 und 3 und 3×3 Gauß-Glocken.
    Das kubische Modell passt die Trainingspunkte besser an: sein ln p(D|a_MAP) ist am höchsten. Aber die Laplace-Evidenz ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| addiert den Occam-Faktor, den Logarithmus dessen, wie viel vom Volumen der A-priori-Verteilung die Daten übrig lassen: negativ, und umso stärker, je mehr Gewichte es gibt. Ihre beste Zeile (fett) ist die einfache Gerade.
    Probieren Sie: die Kreuzvalidierung im Abschnitt Entscheidung auf jeder Basis, die dieselbe Geschichte anhand zurückgehaltener Punkte erzählt; oder setzen Sie Priors und ungleiche Verluste und sehen Sie die Gerade gleiten.
lesson-perceptron-novikoff-title = Das Perzeptron und Novikoffs Schranke
lesson-perceptron-novikoff-text =
    Drücken Sie Start und beobachten Sie das Perzeptron: jedes Mal, wenn es auf einen Punkt auf der falschen Seite trifft (y·aᵀz ≤ 0), addiert es den erweiterten Vektor z = (1, x) dieses Punkts zu seinen Gewichten, und die Gerade springt.
    Der Kreis hat den Radius R, das größte ‖z‖, und das Band hat die halbe Breite γ, den besten Rand, den eine Gerade durch den Ursprung des z-Raums erreicht. Novikoffs Satz besagt, dass das Perzeptron auf trennbaren Daten höchstens (R/γ)² Updates macht, wie auch immer es die Punkte besucht. Vergleichen Sie die Zahl der Updates mit der Schranke.
    Probieren Sie: ziehen Sie einen Punkt zur anderen Klasse hin. γ schrumpft, die Schranke wächst, und das Perzeptron braucht mehr Updates. Ziehen Sie einen hinüber, und die Daten sind nicht mehr trennbar: das Perzeptron kommt nie zur Ruhe.
lesson-xor-basis-title = XOR und Basisfunktionen
lesson-xor-basis-text =
    Keine Gerade trennt das XOR-Gatter: die Ecken (1,0) und (0,1) haben die Ausgabe 1, die Ecken (0,0) und (1,1) die Ausgabe 0. Stellen Sie die Basis auf linear, und das Perzeptron läuft ewig.
    Hier wird jeder Punkt x zuerst auf φ(x) = (φ₁(x), φ₂(x)) abgebildet, zwei Gauß-Glocken mit Zentren (0,0) und (1,1). In diesem Merkmalsraum sind die vier Punkte trennbar, also konvergiert das Perzeptron, und seine Gerade im Merkmalsraum ist die gekrümmte Grenze, die Sie in der Ebene sehen.
    Probieren Sie: die Polynombasis vom Grad 2 funktioniert auch, denn x + y − 2xy ist auf den Ecken genau XOR.
lesson-least-squares-outliers-title = Kleinste Quadrate gegen logistische Regression bei Ausreißern
lesson-least-squares-outliers-text =
    Kleinste Quadrate passen die Zielwerte jedes Punkts an, daher ist auch ein Punkt weit auf der richtigen Seite der Grenze ein Fehler: sein Wert ist viel größer als sein Zielwert. Die Gruppe von Punkten der Klasse 2 unten rechts zieht die Grenze der kleinsten Quadrate zu sich, und Punkte nahe den Wolken werden falsch klassifiziert.
    Die überlagerte Grenze ist die logistische Regression. Ihr Fehler für einen Punkt weit auf der richtigen Seite ist fast null, daher bewegt die ferne Gruppe sie kaum.
    Probieren Sie: löschen Sie die fernen Punkte einzeln und sehen Sie, wie die Grenze der kleinsten Quadrate zurückkehrt.
lesson-fisher-vs-means-title = Fishers Richtung gegen die Differenz der Mittelwerte
lesson-fisher-vs-means-text =
    Projizieren Sie die Punkte auf eine Richtung w und betrachten Sie die beiden Histogramme. Die naheliegende Wahl ist w ∝ m₁ − m₂, die Differenz der Klassenmittelwerte; aber diese Klassen sind lang und dünn, und entlang dieser Richtung überlappen ihre Projektionen stark.
    Fishers Kriterium J(w) = (m₁ − m₂)² / (s₁² + s₂²) verlangt zusätzlich eine kleine Streuung innerhalb jeder Klasse. Sein Maximum, w ∝ S_W⁻¹(m₁ − m₂), dreht sich von der Längsachse der Klassen weg, und ihre Projektionen trennen sich.
    Probieren Sie: vergleichen Sie J für Fishers Richtung mit J für die Richtung von m₁ − m₂, machen Sie dann die Klassen rund und sehen Sie, wie beide Richtungen übereinstimmen.
lesson-one-versus-rest-title = Eine gegen alle lässt Bereiche unentschieden
lesson-one-versus-rest-text =
    Mit drei Klassen trainiert „eine gegen alle“ drei Perzeptrons: Klasse 1 gegen die übrigen, Klasse 2 gegen die übrigen, Klasse 3 gegen die übrigen. Ein Punkt geht an Klasse k, wenn Klassifikator k ja sagt und die anderen nein.
    In den als mehrdeutig markierten Bereichen gibt diese Regel keine Antwort: entweder sagt kein Klassifikator ja (die Mitte), oder mehr als einer. Die Notizen nennen das die Mehrdeutigkeit von „eine gegen alle“.
    Probieren Sie: stellen Sie die Strategie auf die K-Klassen-Diskriminante, die x der Klasse mit der größten Funktion yₖ(x) zuordnet. Ihre Bereiche überdecken die Ebene ohne Lücken und ohne Überlappungen.
lesson-least-squares-masking-title = Kleinste Quadrate verdecken eine Klasse
lesson-least-squares-masking-text =
    Drei Klassen liegen entlang einer Geraden, Klasse 2 in der Mitte. Kleinste Quadrate passen eine lineare Funktion y_k(x) an die 1-aus-K-Zielwerte jeder Klasse an und ordnen x der größten zu. Entlang der Geraden fällt y₁ und steigt y₃, aber die beste lineare Anpassung an die Zielwerte der Klasse 2 (1 in der Mitte, 0 an beiden Enden) ist fast flach, nahe 1/3, und nie lange die größte: Klasse 2 erhält fast keinen Bereich, und die meisten ihrer Punkte werden falsch klassifiziert (Bishop, Abbildung 4.5).
    Die überlagerten Grenzen sind die Softmax-Regression, deren A-posteriori-Wahrscheinlichkeiten keine Zielwerte linear anpassen müssen; sie gibt Klasse 2 die Mitte der Geraden.
    Probieren Sie: ziehen Sie Klasse 2 von der Geraden weg, fort von den beiden anderen, und sehen Sie, wie die kleinsten Quadrate ihr wieder einen Bereich geben.
lesson-ho-kashyap-separability-title = Ho-Kashyap erkennt Nicht-Trennbarkeit
lesson-ho-kashyap-separability-text =
    Das Perzeptron hält auf Daten, die keine Gerade trennt, nie an und sagt nie, warum. Ho-Kashyap minimiert ‖Za − b‖² über die Gewichte a und die Ränder b > 0: jeder Schritt erhöht b_n dort, wo der Fehler e = Za − b positiv ist, und löst a = Z†b erneut.
    Da a die Kleinste-Quadrate-Lösung ist, gilt Zᵀe = 0. Ist also e ≤ 0 mit e ≠ 0, kann kein a jeden Rand aᵀz positiv machen: das Verfahren stoppt mit einem Beweis, dass die Klassen nicht linear trennbar sind. Hier liegt je ein Punkt jeder Klasse zwischen denen der anderen Klasse; drücken Sie Start und lesen Sie den Status.
    Probieren Sie: ziehen Sie die beiden Ausreißer auf ihre eigene Seite zurück (Klasse 1 nach links, Klasse 2 nach rechts) und starten Sie erneut: e schrumpft auf 0, und Ho-Kashyap konvergiert zu einer trennenden Geraden.
lesson-widrow-hoff-title = Widrow-Hoff nähert sich den kleinsten Quadraten
lesson-widrow-hoff-text =
    Die Widrow-Hoff-Regel (LMS) besucht die Punkte einzeln und korrigiert a ← a + η_k (b_k − aᵀz_k) z_k, auch bei Punkten, die schon auf der richtigen Seite liegen. Sie ist sequenzieller Gradientenabstieg auf J_s(a) = ‖Za − b‖², sucht also keine trennende Gerade, sondern die Kleinste-Quadrate-Lösung Z†b, deren Grenze überlagert ist.
    Jeder Schritt ist hier ein ganzer Durchlauf über die Punkte, mit der Rate η₁/e im Durchlauf e. Während die Rate fällt, schrumpfen die Korrekturen, und a kommt bei Z†b zur Ruhe: der Status zeigt den Abstand ‖a − Z†b‖ fallen, etwa um einen Faktor 5 bis 8 je zehnfacher Zahl von Durchläufen.
    Probieren Sie: stellen Sie den Ratenverlauf auf konstant und sehen Sie a um Z†b herumwandern; oder auf η₁/k, wobei k einzelne Korrekturen zählt: die Rate fällt dann so schnell, dass a zu Z†b kriecht.
lesson-kernel-trick-title = Der Kern-Trick: Kreise und XOR ohne Basis
lesson-kernel-trick-text =
    Die Basis ist hier linear, und keine Gerade trennt eine Scheibe vom Ring um sie herum. Die Stützvektormaschine braucht die Merkmale selbst nie, nur ihre Skalarprodukte φ(x)ᵀφ(x'): ersetzt man diese durch einen Kern K(x, x'), arbeitet sie im Merkmalsraum des Kerns, ohne ihn je aufzubauen. Der Gaußkern exp(−γ‖x − x'‖²) hat einen Merkmalsraum unendlicher Dimension, und doch speichert die Maschine nur ein α je Punkt, und die Grenze f(x) = Σ αₙ yₙ K(xₙ, x) + b = 0 ist eine geschlossene Kurve um die Scheibe: jeder Trainingspunkt liegt auf seiner Seite.
    Nur die Stützvektoren (umringt, nach α skaliert) haben α > 0; die gestrichelten Kurven sind f = ±1, der Rand im Merkmalsraum.
    Probieren Sie: stellen Sie den Kern auf linear: die beste Gerade lässt etwa ein Drittel der Punkte auf der falschen Seite. Stellen Sie ihn auf polynomiell vom Grad 2: (γ xᵀx' + c₀)² enthält x², xy und y² und trennt die Kreise ebenfalls. Laden Sie das XOR-Gatter und wählen Sie wieder die SVM: der Gaußkern und das Polynom vom Grad 2 trennen es (mit großem C), der lineare Kern kann es nicht.
lesson-kernel-gamma-islands-title = γ zu groß: jeder Punkt eine eigene Insel, gesehen an der Testaufteilung
lesson-kernel-gamma-islands-text =
    Die Hälfte der Punkte (die hohlen Ringe) wird zurückgehalten. Der Gaußkern exp(−γ‖x − x'‖²) mit γ = 30 ist eine Glocke der Breite 1/√(2γ) ≈ 0,13 um jeden Trainingspunkt: die Maschine zeichnet eine kleine Insel um jeden Punkt der anderen Klasse und klassifiziert jeden Trainingspunkt richtig, Rauschen eingeschlossen.
    Vergleichen Sie Trainings- und Testgenauigkeit im Status: die Testpunkte fallen zwischen die Inseln, wo allein der Bias entscheidet, und die Testgenauigkeit ist weit niedriger. Das ist Überanpassung, mit so vielen freien Glocken wie Punkten.
    Probieren Sie: senken Sie γ auf 0,3: die Inseln verschmelzen zu einer glatten Grenze, die Trainingsgenauigkeit sinkt etwas, und die Testgenauigkeit steigt.
lesson-svm-c-slack-title = C tauscht Rand gegen Schlupf
lesson-svm-c-slack-text =
    Keine Gerade trennt diese Wolken, daher lässt der weiche Rand Punkte in den Rand oder über die Grenze, jeden mit Schlupf ξₙ = max(0, 1 − yₙh(xₙ)), und minimiert ½‖w‖² + C Σ ξₙ. C ist der Preis einer Einheit Schlupf.
    Bei C = 0,01 ist Schlupf billig: der Rand 1/‖w‖ (die gestrichelten Geraden sind h = ±1) ist breit, und die meisten Punkte sind Stützvektoren, die meisten davon an der Schranke αₙ = C (bernsteinfarben umringt).
    Probieren Sie: erhöhen Sie C auf 1 und dann auf 100 und trainieren Sie erneut: der Rand wird schmaler, der Gesamtschlupf Σξ in den Werten fällt, und weniger Punkte sind Stützvektoren. Ein größeres C passt die Trainingspunkte strenger an; die Grenze selbst bewegt sich hier wenig.
lesson-generative-vs-discriminative-title = Generativ oder diskriminativ: ein ferner Punkt kommt hinzu
lesson-shared-vs-separate-covariances-title = Gemeinsame gegen getrennte Kovarianzen
lesson-shared-vs-separate-covariances-text =
    Klasse 1 ist eine enge, runde Wolke; Klasse 2 ist breit und entlang x gestreckt. Das generative Modell passt an jede Klasse eine Gaußverteilung N(x|μ_k, Σ_k) an und vergleicht π_k N(x|μ_k, Σ_k).
    Mit einer Kovarianz Σ für beide Klassen sind die quadratischen Terme −½xᵀΣ⁻¹x auf beiden Seiten gleich und heben sich auf: die Grenze ist eine Gerade (die überlagerte), die sich nicht um Klasse 1 legen kann. Mit einer Kovarianz je Klasse heben sie sich nicht auf, und die Grenze ist quadratisch, hier eine geschlossene Kurve um die enge Klasse. Die Notizen: die Entscheidungsfläche ist eben, wenn die Kovarianzmatrizen gleich sind, und quadratisch, wenn nicht.
    Probieren Sie: vergleichen Sie die Log-Likelihood ln p(D|θ) und die Fehler der beiden Modelle (stellen Sie den Algorithmus auf Gauß-Klassen, gemeinsame Kovarianz), machen Sie dann beide Klassen gleich breit und sehen Sie, wie die Kurve sich zu einer Geraden öffnet.
lesson-generative-vs-discriminative-text =
    Was geschieht mit der Entscheidungsgrenze, wenn wir einen neuen Punkt der Klasse 1 weit draußen auf ihrer eigenen Seite hinzufügen? Der Punkt unten rechts ist ein solcher Punkt; ziehen Sie ihn, oder löschen Sie ihn und fügen Sie ihn wieder hinzu.
    Das generative Modell passt an jede Klasse eine Gaußverteilung an. Der ferne Punkt zieht den Mittelwert seiner Klasse zu sich und dehnt die gemeinsame Kovarianz, und die Grenze, die nur von diesen abhängt, verschiebt und dreht sich, obwohl der Punkt nie zweifelhaft war.
    Die logistische Regression (die überlagerte Grenze) passt p(C₁|x) direkt an. Ein sicher klassifizierter Punkt trägt fast nichts zu ihrem Gradienten Σ (yₙ − tₙ) zₙ bei, daher bewegt sich ihre Grenze kaum.
lesson-generative-vs-discriminative-text-fisher =
    { lesson-generative-vs-discriminative-text }
    Hier vertritt Fishers Diskriminante das Gauß-Modell: ihre Richtung S_W⁻¹(m₁ − m₂) ist diejenige, die Gaußverteilungen mit gemeinsamer Kovarianz ergeben, und auch sie wird vom fernen Punkt bewegt.

## Die Lektionen des Netzes (engine/course/lessons_network.go).

lesson-network-from-perceptron-title = Vom Scheitern des Perzeptrons an XOR zu einem Netz
lesson-network-from-perceptron-text =
    Drücken Sie Start. Das Perzeptron besucht die vier Ecken ewig: (1,0) und (0,1) sind Klasse 1, (0,0) und (1,1) Klasse 2, und keine Gerade bringt jedes Paar auf seine eigene Seite; jede Gerade, die es versucht, hat also eine Ecke falsch, und das nächste Update macht das letzte rückgängig.
    Ein Netz mit einer verdeckten Schicht setzt Geraden vor die Gerade: jedes verdeckte Neuron j ist eine Gerade aⱼ = wⱼᵀx + bⱼ = 0 der Ebene (in seiner eigenen Farbe gezeichnet, sein Pfeil auf der Seite, wo aⱼ > 0), seine Ausgabe hⱼ = tanh(aⱼ) sagt, auf welcher Seite ein Punkt liegt, und das Ausgabeneuron ist logistische Regression auf (h₁, h₂): eine Gerade im Raum der verdeckten Neuronen, die die Geraden der Ebene verbogen haben. Zwei Geraden schneiden aus dem Quadrat ein Band, das (1,0) und (0,1) enthält und die anderen Ecken draußen lässt.
    Backpropagation trainiert beide Schichten zugleich: der Fehler y − t der Ausgabe geht über die Ausgabegewichte zurück zu jedem Neuron, δⱼ = (1 − hⱼ²) Σ vⱼ(y − t), und jede Gerade verschiebt sich um −η δⱼ (1, x).
lesson-network-from-perceptron-try-1 = Wählen Sie Neuronales Netz im Menü der Verfahren und drücken Sie Start: die beiden Geraden bewegen sich, bis das Band Klasse 1 enthält.
lesson-network-from-perceptron-try-2 = Drücken Sie Neuer Seed und starten Sie erneut: ein anderes Geradenpaar, oder ein Paar, das in einem lokalen Minimum mit einer falschen Ecke hängen bleibt.
lesson-network-from-perceptron-try-3 = Tauschen Sie die Neuronen, oder kehren Sie das Vorzeichen eines Neurons um: andere Gewichte, dieselbe Grenze.
lesson-network-from-perceptron-q1-prompt = Warum lösen zwei verdeckte Neuronen XOR, wenn eine Gerade es nicht kann?
lesson-network-from-perceptron-q1-choice-1 = Jedes Neuron ist eine Gerade; zusammen schneiden sie ein Band aus, und die Ausgabe trennt das Band vom Rest
lesson-network-from-perceptron-q1-choice-2 = Das Netz hat mehr Gewichte und kann sich daher vier Punkte merken
lesson-network-from-perceptron-q1-choice-3 = tanh ist gekrümmt, daher kann sich die Gerade eines Neurons um die Ecken biegen
lesson-network-from-perceptron-q1-feedback-1 = Ja: im Raum der Neuronen (h₁, h₂) sind die vier Ecken durch die Gerade der Ausgabe trennbar.
lesson-network-from-perceptron-q1-feedback-2 = Nicht ganz: auch eine Gerade hat genug Gewichte; ihr fehlt ein zweiter Schnitt durch die Ebene.
lesson-network-from-perceptron-q1-feedback-3 = Nein: die Niveaumenge aⱼ = 0 eines Neurons ist gerade, was auch immer g ist; die Krümmung kommt aus der Kombination von Neuronen.
lesson-network-xor-by-hand-title = XOR von Hand mit zwei Neuronen
lesson-network-xor-by-hand-text =
    Zwei verdeckte Neuronen mit Stufen, h = 1 auf der Seite ihres Pfeils und 0 auf der anderen, und eine Ausgabe, die feuert, wenn Neuron 1 an und Neuron 2 aus ist: o = h₁ − h₂ − ½ ≥ 0 ist Klasse 1. Nur die beiden Geraden setzen Sie selbst.
    Ziehen Sie eine Gerade, um sie zu verschieben, und ihre Scheibe, um sie zu drehen (oder drücken Sie u im Diagramm und nutzen Sie die Pfeiltasten), bis jede Ecke ihre Klasse hat: (1,0) und (0,1) Klasse 1, (0,0) und (1,1) Klasse 2. Die Ausgabe bleibt, wie sie ist, während Sie arbeiten.
lesson-network-xor-by-hand-try-1 = Setzen Sie die Gerade von Neuron 1 so, dass ihr Pfeil jede Ecke außer (0,0) abdeckt.
lesson-network-xor-by-hand-try-2 = Setzen Sie die Gerade von Neuron 2 so, dass ihr Pfeil nur (1,1) abdeckt.
lesson-network-xor-by-hand-try-3 = Beantworten Sie dann die Frage, um die klassische Konstruktion zu sehen.
lesson-network-xor-by-hand-q1-prompt = Was haben Ihre beiden Neuronen berechnet?
lesson-network-xor-by-hand-q1-choice-1 = ODER und UND
lesson-network-xor-by-hand-q1-choice-2 = x und y
lesson-network-xor-by-hand-q1-choice-3 = NICHT x und NICHT y
lesson-network-xor-by-hand-q1-feedback-1 = Ja, die klassische Konstruktion: Neuron 1 ist ODER, x + y − ½ ≥ 0, Neuron 2 ist UND, x + y − 3/2 ≥ 0, zwei parallele Geraden mit Gewichten (1, 1), und XOR = ODER und nicht UND. Setzen Sie sie exakt mit setNetwork({"{"}activation: "step", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}, {"{"}w: [1, 1], b: -1.5{"}"}], output: [{"{"}w: [1, -1], b: -0.5{"}"}]{"}"}).
lesson-network-xor-by-hand-q1-feedback-2 = Die Geraden x = ½ und y = ½ schneiden das Quadrat in vier Teile, aber ODER-und-nicht-UND davon lässt (1,1) falsch: versuchen Sie ODER und UND, x + y − ½ ≥ 0 und x + y − 3/2 ≥ 0.
lesson-network-xor-by-hand-q1-feedback-3 = Nicht diese: die Ausgabe braucht Neuron 1 an für beide Ecken der Klasse 1. ODER (x + y − ½ ≥ 0) und UND (x + y − 3/2 ≥ 0) leisten das.
lesson-network-xor-trained-title = XOR trainiert: zwei Geraden finden die Antwort
lesson-network-xor-trained-text =
    Zwei tanh-Neuronen, gestartet mit Seed 1 (jede Gerade durch eine Ecke, Glorots zufällige Gewichte) und per Gradientenabstieg mit Momentum auf der Kreuzentropie trainiert. Drücken Sie Start: in etwa fünfzig Schritten kommen die beiden Geraden in einem Band um die Ecken der Klasse 1 zur Ruhe, und die Ausgabe trennt das Band vom Rest.
    Nicht jeder Start kommt dorthin. Ab Seed 7 kommen die Geraden mit einer noch falschen Ecke zur Ruhe: ein lokales Minimum, wo der Gradient fast null ist und kein Schritt hilft. Der Gradientenabstieg findet ein Minimum nahe seinem Start, nicht das beste.
lesson-network-xor-trained-try-1 = Drücken Sie einige Male Neuer Seed: jeder Start findet sein eigenes Geradenpaar, und manche bleiben stecken.
lesson-network-xor-trained-try-2 = Setzen Sie den Seed auf 7 und drücken Sie Start: ein lokales Minimum.
lesson-network-xor-trained-try-3 = Stellen Sie den Fehler auf den quadratischen Fehler und starten Sie erneut mit Seed 1: vergleichen Sie die Zahl der Schritte.
lesson-network-circle-title = Der Kreis: zwei Neuronen können ihn nicht umschließen, drei schon
lesson-network-circle-text =
    Eine Scheibe in einem Ring. Jedes verdeckte Neuron ist eine Gerade, und die Grenze des Netzes entsteht dort, wo sich die Stufen der Geraden addieren: zwei Geraden ergeben ein Band oder einen Keil, aber keinen geschlossenen Bereich, daher liegt bei zwei Neuronen immer ein Teil des Rings bei der Scheibe. Drücken Sie Start und beobachten Sie, wie die Fehler aufhören zu fallen.
    Setzen Sie die verdeckten Neuronen auf 3 und starten Sie erneut: drei Geraden bilden ein Dreieck um die Scheibe, und jeder Punkt ist richtig.
lesson-network-circle-try-1 = Mit 2 Neuronen: Start, bis die Fehler aufhören zu fallen.
lesson-network-circle-try-2 = Setzen Sie Verdeckte Neuronen H auf 3 und drücken Sie Start: ein Dreieck.
lesson-network-circle-try-3 = Probieren Sie 8 Neuronen: das Vieleck rundet sich zum Kreis hin ab.
lesson-network-spirals-title = Zwei Spiralen: eine verdeckte Schicht tut sich schwer
lesson-network-spirals-text =
    Zwei Spiralen, zweimal umeinander gewunden: jede Gerade der Ebene kreuzt beide Spiralen mehrmals, daher stimmt die Gerade eines verdeckten Neurons nur stückweise mit den Klassen überein. Acht Neuronen, 20.000 Schritte lang trainiert, lassen noch etwa ein Viertel der Punkte falsch. Das Zwei-Spiralen-Problem (Lang und Witbrock 1988) ist der klassische Fall für mehr Schichten.
    Die Kernmaschinen schneiden mit einem Gaußkern besser ab: jeder Punkt ist seine eigene Glocke.
lesson-network-spirals-try-1 = Drücken Sie Start und beobachten Sie die Geraden: jede kommt dort zur Ruhe, wo sie einigen Windungen der Spiralen hilft.
lesson-network-spirals-try-2 = Wählen Sie die Stützvektormaschine mit dem Gaußkern (γ = 5, C = 100): die Spiralen trennen sich.
lesson-network-fixed-basis-title = Feste Basisfunktionen gegen gelernte
lesson-network-fixed-basis-text =
    Drei verdeckte Neuronen, zufällig mit Seed 1 gezogen und eingefroren: nur die Ausgabe lernt. Das ist logistische Regression auf drei festen Basisfunktionen, das lineare Modell der Notizen, mit Basisfunktionen, die gewählt wurden, bevor die Daten zu sehen waren. Drücken Sie Start: es hält bei seinem Besten mit noch vielen falschen Punkten, denn die drei Geraden liegen nicht dort, wo sich die Klassen treffen.
    Tauen Sie sie nun auf (Verdeckte Schicht: trainiert) und trainieren Sie von dort weiter: dieselben drei Neuronen wandern dorthin, wo die Daten sie brauchen, um die Scheibe, und jeder Punkt ist richtig. Das ist es, was das Netz hinzufügt: es lernt seine Basis.
lesson-network-fixed-basis-try-1 = Mit eingefrorener Schicht Start drücken, bis es anhält.
lesson-network-fixed-basis-try-2 = Setzen Sie Verdeckte Schicht auf trainiert und trainieren Sie weiter: die Geraden bewegen sich.
lesson-network-fixed-basis-try-3 = Setzen Sie die Basis auf Gauß-Glocken und Verdeckte Schicht auf „die Basisfunktionen, fest“: die Ausgabe auf den Glocken des Menüs.
