## Die Spieleranleitung: von pegchess guide abschnittweise gesprochen und als docs/player-guide.de.md gedruckt.
## Jede Zeile ist eine Ansage von höchstens 25 Wörtern. $knight, $pawn, $capture und $castle sind Beispielzüge,
## $square ein Feld, gesagt in den Ansagewörtern des Spielers.

guide-name = Die Spieleranleitung von pegchess
guide-intro = Die Spieleranleitung hat { $count } Abschnitte. N: weiter. P: zurück. R: wiederholen. L: die Liste. Eine Zahl: dieser Abschnitt. Q: beenden.
guide-heading = Abschnitt { $number }: { $title }.
guide-list = Die Abschnitte:
guide-help-1 = N oder weiter: der nächste Abschnitt. P oder zurück: der vorige Abschnitt. R oder wiederholen: dieser Abschnitt noch einmal.
guide-help-2 = L oder Liste: die Abschnitte. Eine Zahl von 1 bis { $count }: dieser Abschnitt. H: diese Tasten. Q oder Ende: die Anleitung verlassen.
guide-last = Das war der letzte Abschnitt. P geht zurück, L nennt die Abschnitte, Q beendet.
guide-first = Das ist der erste Abschnitt.
guide-no-section = Es gibt keinen Abschnitt { $number }. Die Anleitung hat { $count } Abschnitte.
guide-unknown = { $input }: keine Taste der Anleitung. H nennt ihre Tasten.
guide-left = Die Anleitung ist geschlossen.

guide-table-title = Was pegchess am Brett tut
guide-table-1 = pegchess begleitet sehbehinderte Spieler im Turnier sprechend, nach Anhang D der FIDE-Schachregeln.
guide-table-2 = Es liest die Züge von einem { -peg-board }, vom E-Brett des sehenden Spielers oder aus den Ansagen.
guide-table-3 = Es sagt jeden Zug in den Ansagewörtern, zum Beispiel { $knight }, und bewahrt das { -score-sheet } sicher auf.
guide-table-4 = Es führt die { -clock }, beantwortet Fragen nach Stellung und Zeiten und sagt sofort, wenn die Bretter voneinander abweichen.
guide-table-5 = Es bewertet nie eine Stellung und schlägt nie einen Zug vor. Im Turnier sagt es nie vor dem fertigen Zug, ob er regelgemäß ist.

guide-setup-title = Die Einrichtung
guide-setup-1 = Tippen Sie zuerst pegchess doctor. Es prüft Sprachausgabe, Mikrofon, Brett und Dateien, jeweils in einer kurzen Zeile.
guide-setup-2 = Die Einrichtung wird gesprochen und nutzt die drei Tasten des { -peg-board(form: "gen") }: den linken Hebel, den rechten Hebel und die Sprechtaste.
guide-setup-3 = Der rechte Hebel geht zur nächsten Wahl, der linke zurück. Ein kurzer Druck auf die Sprechtaste nimmt die Wahl.
guide-setup-4 = Halten Sie die Sprechtaste eine Sekunde lang, dann werden die Frage und Ihre Wahl wiederholt.
guide-setup-5 = Beim ersten Spiel beginnt die Einrichtung von selbst. Später mit pegchess setup, oder zwischen Partien die Sprechtaste halten.
guide-setup-6 = Sie fragt nach Sprache, Ansagewörtern, kurzer oder langer Form, { -time-control }, Ihrem Uhrhebel, dem Sprechtempo und Ihren Warnungen.
guide-setup-7 = An der Tastatur sind die Pfeiltasten die Hebel, Enter ist die Sprechtaste, und der Pfeil nach oben wiederholt die Frage.

guide-moves-title = Einen Zug machen und ansagen
guide-moves-1 = Am { -peg-board } ziehen Sie die Figuren wie auf jedem Tastbrett: jede hat einen Stift darunter. pegchess verfolgt jede Figur heraus und hinein.
guide-moves-2 = Steckt die Figur im neuen Loch, sagt pegchess den Zug an, zum Beispiel { $knight }. Erst dann drücken Sie Ihren Uhrhebel.
guide-moves-3 = Zum Schlagen nehmen Sie die geschlagene Figur vom Brett und stecken Ihre hinein, in beliebiger Reihenfolge: { $capture }.
guide-moves-4 = Bei der Rochade ziehen König und Turm: { $castle }. Bei einer Umwandlung werden Sie gefragt, welche Figur der Bauer wird.
guide-moves-5 = An einem Tisch ohne { -peg-board } sagen oder tippen Sie Ihren Zug, zum Beispiel { $pawn }. Erst danach drücken Sie die { -clock }.
guide-moves-6 = Ihre Ansage wird wiederholt. Sie gilt, sobald der sehende Spieler den Zug auf dem E-Brett ausführt; ohne Brett mit Ihrem Uhrendruck.
guide-moves-7 = Wird ein anderer Zug gespielt als angesagt, hören Sie sofort beide Züge.

guide-keys-title = Tasten und gesprochene Wörter in der Partie
guide-keys-1 = Am Terminal wirken die Zifferntasten sofort. 1 wiederholt, 2 sagt beide Zeiten, 3 die Zugnummer.
guide-keys-2 = 4 sagt den letzten Zug, 5 die letzten fünf Züge, 6 die Stellung Reihe für Reihe. 0 drückt die { -clock }.
guide-keys-3 = 9 schreibt die { -score-sheet(form: "pl") }. H gibt die gesprochene Hilfe, in Teilen. Einmal Q sagt, wie man geht; zweimal Q geht.
guide-keys-4 = Eine verlassene Partie geht mit pegchess resume weiter. Jede andere Taste öffnet eine getippte Zeile, die Enter abschickt.
guide-keys-5 = Gesprochene Wörter tun dasselbe: drücken, wiederholen, Zeit, Zugnummer, letzter Zug, Remis, aufgeben, und { -arbiter }: dieses Wort hält die { -clock(form: "pl") } an.

guide-said-title = Was wann gesagt wird
guide-said-1 = Jeder fertige Zug wird gesagt, Ihrer und der des Gegners, zum Beispiel { $pawn }.
guide-said-2 = Die Zeiten kommen nach Plan: standardmäßig alle zehn Minuten, unter zehn Minuten jede Minute, unter einer Minute alle zehn Sekunden.
guide-said-3 = In Zeitnot werden die Zeiten in kurzen Worten gesagt. Ihre eigenen Warnungen aus der Einrichtung sind nie stumm.
guide-said-4 = Fällt ein { -flag }, wird das mit dem Ergebnis gesagt.
guide-said-5 = Taste 1 oder das Wort wiederholen sagt die letzte Ansage noch einmal. Antworten auf Ihre Fragen werden nie unterbrochen.

guide-questions-title = Fragen
guide-questions-1 = Taste 2 oder das Wort Zeit: die Zeiten beider Spieler. Taste 3 oder Zugnummer: die Zugnummer und wer am Zug ist.
guide-questions-2 = Taste 4: der letzte Zug. Taste 5: die letzten fünf Züge. Die getippte Zeile l3 nennt die letzten drei.
guide-questions-3 = Wo Figuren stehen: tippen Sie wo S für die weißen Springer, wo s für die schwarzen, oder sagen Sie wo weiße Springer.
guide-questions-4 = Ein Feld: tippen Sie Feld e4, oder sagen Sie Feld { $square }. Eine Reihe oder Linie: tippen Sie Reihe 2 oder Linie e.
guide-questions-5 = Die ganze Stellung: Taste 6 oder das Wort Stellung sagt jedes Mal eine Reihe, von Ihrer Seite aus.
guide-questions-6 = An einem Tisch ohne { -peg-board } prüfen Sie mit diesen Fragen Ihr eigenes Tastbrett.

guide-sheets-title = Die { -score-sheet(form: "pl") }
guide-sheets-1 = pegchess bewahrt jede Partie auf und macht daraus drei { -score-sheet(form: "pl") }: Braille, { -large-print } und Ton.
guide-sheets-2 = Während oder nach der Partie drücken Sie 9 oder tippen { -score-sheet }. Die drei { -score-sheet(form: "pl") } liegen dann neben der Partie.
guide-sheets-3 = An der Tastatur schreibt pegchess sheet --braille eine Datei für den Brailledrucker; --braille-unicode zeigt sie auf der Braillezeile.
guide-sheets-4 = pegchess sheet --large-print schreibt ein PDF im { -large-print }. pegchess sheet --audio schreibt die Züge als Ton, ein Kapitel je Zug.
guide-sheets-5 = Allein am Brett halten Sie nach der Partie die Sprechtaste: die Einrichtung bietet an, die { -score-sheet(form: "pl") } zu machen.
guide-sheets-6 = Anhang D.2.7: Sie müssen die Partie in Braille oder in Handschrift notieren oder die Züge auf einem Gerät aufzeichnen, wie pegchess es tut.

guide-differ-title = Wenn die Bretter abweichen
guide-differ-1 = Weichen Ihr Brett und die Partie voneinander ab, sagt pegchess sofort, was abweicht und wie es zu richten ist.
guide-differ-2 = Höchstens drei { -step(form: "pl") } werden auf einmal gesagt. Taste 1 oder das Wort wiederholen sagt sie noch einmal.
guide-differ-3 = Reichen wenige { -step(form: "pl") } nicht, hören Sie: { -clock } anhalten und den { -arbiter } rufen. Das erlauben die { -article } 6.11.2 und 7.4.2.
guide-differ-4 = Die Bretter werden mit Hilfe des { -arbiter(form: "gen") } nach den { -score-sheet(form: "dat-pl") } beider Spieler berichtigt, wie Anhang D.2.9 sagt; pegchess arbiter vergleicht sie.
guide-differ-5 = Stimmen beide { -score-sheet(form: "pl") } überein, stellt der Spieler, der den richtigen Zug notiert, aber einen falschen ausgeführt hat, sein eigenes Brett richtig.
guide-differ-6 = Nur wenn die { -score-sheet(form: "pl") } abweichen, wird bis zum letzten übereinstimmenden Zug zurückgegangen, und der { -arbiter } stellt die { -clock(form: "pl") } entsprechend.
guide-moves-8 = Anhang D.2.3 und D.2.4: Ein Zug ist ausgeführt, wenn die Figur im neuen Loch steckt und er angesagt ist. Erst dann startet die gegnerische { -clock }.
