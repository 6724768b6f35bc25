### Die Wörter von Hyperplane für das neuronale Netz mit einer verdeckten Schicht (Paket engine: Katalogeintrag, Einstellungen, Gründe und Hinweise), auf Deutsch.
### Die mathematischen Symbole sind die der Notizen; ein Kurs darf die Wörter um sie herum umbenennen.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

family-network = Neuronales Netz

## Das neuronale Netz mit einer verdeckten Schicht (engine/network.go).

method-network = Neuronales Netz (eine verdeckte Schicht)
method-network-summary = H verdeckte Neuronen, jedes eine Hyperebene aⱼ = wⱼᵀφ(x) + bⱼ, durch g geschickt (tanh, logistisch, ReLU oder eine Stufe), und eine Ausgabeschicht, die logistische (zwei Klassen) oder Softmax-Regression (K) auf h = (h₁, …, h_H) ist, gemeinsam trainiert per Gradientenabstieg auf der Kreuzentropie, der Gradient per Backpropagation.
method-network-help = Neuron j ist die Gerade aⱼ = wⱼᵀφ(x) + bⱼ = 0 (das Niveau ½ eines logistischen Neurons, der Knick von ReLU); hⱼ = g(aⱼ). Die Ausgabe ist o_r = v_r0 + Σⱼ v_rj hⱼ mit p(C₁|x) = σ(o) für zwei Klassen (Klasse 1, wo o ≥ 0) und softmax(o) für K. Die Zielwerte sind 1-aus-K (t = 1 für Klasse 1 bei zwei Klassen). E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²), der Zerfall lässt die Biasterme bⱼ und v_r0 aus, wie MLPClassifier von scikit-learn (alpha = λ). Backpropagation (Bishop §5.3): der Ausgabefehler δ_r = y_r − t_r (Kreuzentropie; beim quadratischen Fehler ½Σ(y − t)² wird er mit der Ableitung der Ausgabe multipliziert), die verdeckten Deltas δⱼ = g'(aⱼ) Σ_r v_rj δ_r, und ∂Eₙ/∂wⱼ = δⱼ z, ∂Eₙ/∂v_r = δ_r (1, h). Ein Schritt bewegt die Gewichte um die Geschwindigkeit u ← μu − η g, θ ← θ + u (Momentum μ; μ = 0 ist einfacher Gradientenabstieg), mit g = (1/N)∇E über alle Punkte (Batch) oder (1/B)Σ_{"{"}batch{"}"} ∇Eₙ + (λ/N)θ über die nächsten B Punkte einer jede Epoche neu gemischten Reihenfolge (Mini-Batch; online ist B = 1). Start (mit Seed): die Gewichte gleichverteilt in ±√(6/(fan_in + fan_out)) (Glorot und Bengio 2010; √(2/…) für logistische Neuronen, wie scikit-learn), und jede verdeckte Gerade durch einen Trainingspunkt, den derselbe Seed zieht (bⱼ = −wⱼᵀφ(xₙ)), die Ausgabe-Biasterme aus demselben Bereich. Eine eingefrorene verdeckte Schicht behält ihre Gewichte (die des Starts oder die von Hand gesetzten) und trainiert nur die Ausgabe: logistische oder Softmax-Regression auf festen Merkmalen. Es stoppt, wenn ‖∇E‖/N < tol, oder am Schrittlimit.
param-network-hidden = Verdeckte Neuronen H
param-network-hidden-help = Die Zahl der verdeckten Neuronen, jedes eine Gerade der Ebene.
param-network-activation = Aktivierung g
param-network-activation-help = Die Funktion der verdeckten Neuronen von aⱼ. Eine harte Stufe hat keinen Gradienten: ein Netz aus Stufen wird von Hand gebaut (seine Geraden ziehen, oder setNetwork), und das Training bewegt nur seine Ausgabeschicht.
param-network-activation-tanh = tanh
param-network-activation-logistic = logistisch σ
param-network-activation-relu = ReLU max(0, a)
param-network-activation-step = Stufe (von Hand)
param-network-layer = Verdeckte Schicht
param-network-layer-help = Trainiert: beide Schichten lernen. Eingefroren: die verdeckten Neuronen bleiben, wo sie sind (der Start mit Seed, oder wo Sie sie hingesetzt haben), und nur die Ausgabe lernt. Die Basis: die verdeckten Neuronen sind die Basisfunktionen (wählen Sie Gauß-Glocken im Menü der Basis), fest, und die Ausgabe ist logistische oder Softmax-Regression auf ihnen.
param-network-layer-trained = trainiert
param-network-layer-frozen = eingefroren (nur Ausgabe)
param-network-layer-basis = die Basisfunktionen, fest
param-network-loss = Fehler
param-network-loss-help = Kreuzentropie, deren Ausgabefehler δ = y − t ist; oder der quadratische Fehler ½Σ(y − t)², dessen δ die Ableitung y(1 − y) der Ausgabe trägt und langsam lernt, wo die Ausgabe auf der falschen Seite sättigt.
param-network-loss-cross-entropy = Kreuzentropie
param-network-loss-squared = quadratischer Fehler
param-network-mode = Gradient
param-network-mode-help = Batch: jeder Schritt nutzt alle Punkte. Mini-Batch: die nächsten B Punkte einer jede Epoche neu gemischten Reihenfolge (mit Seed). Online: ein Punkt nach dem anderen, B = 1.
param-network-mode-batch = voller Batch
param-network-mode-minibatch = Mini-Batch
param-network-mode-online = online
param-network-batch = Mini-Batch-Größe B
param-network-batch-help = Nur Mini-Batch: die Punkte jedes Updates.
param-network-unit = Ein Schritt ist
param-network-unit-help = Mini-Batch und online: ob ein Schritt der Animation ein Update oder eine ganze Epoche davon macht. Jeder Schritt wertet außerdem E und ∇E über alle Punkte aus, für das Diagramm und die Abbruchregel.
param-network-unit-update = ein Update
param-network-unit-epoch = eine Epoche
param-network-eta = Lernrate η
param-network-eta-help = Der Schritt entlang −g.
param-network-momentum = Momentum μ
param-network-momentum-help = u ← μu − ηg: der Anteil der letzten Bewegung, der erhalten bleibt.
param-network-decay = Gewichtszerfall λ
param-network-decay-help = ½λ‖W‖² über jedes Gewicht außer den Biastermen.
param-network-init = Seed
param-network-init-help = Seed der Startgewichte und der gemischten Reihenfolge: ein anderer Seed, ein anderer Start, oft eine andere Lösung.
param-network-tol = Toleranz
param-network-tol-help = Stopp, wenn ‖∇E‖/N darunter fällt.
param-network-maxSteps = Schrittlimit
param-network-maxSteps-help = Das Training endet nach so vielen Schritten.
param-network-retrain = Ausgabe lernt nach Ziehen neu
param-network-retrain-help = Wenn Sie die Gerade eines Neurons ziehen (oder die Gewichte von Hand setzen), lernt die Ausgabeschicht sofort für die verdeckten Neuronen, wo sie jetzt sind; sonst bleibt sie, wie sie war, bis Sie trainieren.
method-network-short = Netz
engine-network-classes-changed = die Klassen des Netzes haben sich geändert
engine-network-nothing-to-train = nichts zu trainieren
engine-criterion-network = E = Σ Eₙ + ½λ‖W‖²
engine-network-step-note = eine harte Stufe hat keinen Gradienten (g' = 0, wo immer sie einen hat), daher lernt nur die Ausgabeschicht: bauen Sie die verdeckten Neuronen von Hand, oder wählen Sie tanh, logistisch oder ReLU, um sie zu trainieren

## Die Ablehnungen und Gründe des Netzes.

engine-network-field-form = das Feld eines Netzes ist ein argmax seiner Zeilen, ohne Formen oder Kerne
engine-network-outputs = ein Netz hat ein Ausgabeneuron für zwei Klassen, oder eines je Klasse für 3 bis { $max }, nicht { $n }
engine-network-hidden-count = ein Netz hat 1 bis { $max } verdeckte Neuronen, nicht { $n }
engine-network-basis-weights = ein Netz, dessen verdeckte Schicht die Basis ist, hat keine verdeckten Gewichte
engine-network-activation = unbekannte Aktivierung „{ $activation }“
engine-network-loss = unbekannter Fehler „{ $loss }“
engine-network-hidden-weights = das verdeckte Neuron { $unit } hat { $n } Gewichte, erwartet { $want }
engine-network-hidden-finite = das verdeckte Neuron { $unit } hat ein Gewicht, das nicht endlich ist
engine-network-output-rows = ein Netz mit { $classes } Klassen hat { $want } Ausgabeneuronen, nicht { $n }
engine-network-output-weights = die Ausgabezeile { $row } hat { $n } Gewichte, erwartet { $want }
engine-network-output-finite = die Ausgabezeile { $row } hat ein Gewicht, das nicht endlich ist
engine-network-not = das Verfahren ist kein Netz
engine-network-activation-is = die Aktivierung des Netzes ist { $is }, nicht { $not }
engine-network-units-is = das Netz hat { $is } verdeckte Neuronen, nicht { $not }
engine-network-basis-order = die verdeckte Schicht ist die Basis: ihre Neuronen behalten ihre Reihenfolge
engine-network-no-units = es gibt kein verdecktes Neuron { $i } oder { $j } von { $n }
engine-network-basis-flip = die verdeckte Schicht ist die Basis: das Vorzeichen ihrer Neuronen lässt sich nicht umkehren
engine-network-relu-flip = ein ReLU-Neuron hat keine Vorzeichensymmetrie: max(0, −a) ist keine Funktion von max(0, a)
engine-network-no-unit = es gibt kein verdecktes Neuron { $unit } von { $n }
engine-network-none = das Feld hat kein Netz
engine-network-class = Klasse { $class } gehört nicht zu den Klassen des Netzes
