# Das Fenster für alle am Tisch (Issue 25): jedes Wort, das das Fenster zeigt, auf Deutsch.
# Die Ids beginnen mit window-; das Fenster lädt diese Datei mit einem eigenen Bundle (src/ui/window/text.rs).

window-title = pegchess: Ansicht am Brett
window-could-not-open = pegchess: das Fenster ließ sich nicht öffnen ({ $reason }); die Partie geht ohne es weiter.
window-could-not-start = pegchess: das Fenster ließ sich nicht starten; die Partie geht ohne es weiter.
window-language-en = English
window-language-de = Deutsch
window-language-hu = Magyar
window-language-fi = Suomi
window-language-da = Dansk

## Uhren und wer am Zug ist
window-white-clock = { -clock } von Weiß
window-black-clock = { -clock } von Schwarz
window-no-clock = keine { -clock }
window-to-move = am Zug
window-side-to-move = { $side ->
    [white] Weiß am Zug
   *[black] Schwarz am Zug
}
window-period = Periode { $period } von { $of }
window-moves-left = { $count ->
    [one] noch ein Zug in dieser Periode
   *[other] noch { $count } Züge in dieser Periode
}
window-paused = angehalten für den { -arbiter }
window-flag-fell = { -flag } gefallen
window-time-control = { -time-control } { $control }

## Bretter
window-peg-board = { -peg-board } (Sensoren)
window-record-board = Stellung laut Aufzeichnung
window-last-move = Letzter Zug: { $move }
window-no-move-yet = Noch kein Zug
window-waiting = Warten auf die Partie
window-no-reading = noch keine Messung
window-differs = Das { -peg-board } weicht von der Aufzeichnung ab:
window-step-empty = nehmen Sie die Figur aus { $square }
window-step-place = setzen Sie { $piece } auf { $square }
window-piece-white-king = den weißen König
window-piece-white-queen = die weiße Dame
window-piece-white-rook = den weißen Turm
window-piece-white-bishop = den weißen Läufer
window-piece-white-knight = den weißen Springer
window-piece-white-pawn = den weißen Bauern
window-piece-black-king = den schwarzen König
window-piece-black-queen = die schwarze Dame
window-piece-black-rook = den schwarzen Turm
window-piece-black-bishop = den schwarzen Läufer
window-piece-black-knight = den schwarzen Springer
window-piece-black-pawn = den schwarzen Bauern

## Züge, Ansagen und das Ergebnis
window-moves = Züge
window-announcements = Ansagen
window-last-announcement = Letzte Ansage
window-corrected = berichtigt
window-touched = berührte { $piece } auf { $square }
window-draw-offer = { $side ->
    [white] Weiß bietet Remis an
   *[black] Schwarz bietet Remis an
}
window-press-without-move = { $side ->
    [white] Weiß drückte die { -clock } ohne Zug
   *[black] Schwarz drückte die { -clock } ohne Zug
}
window-divergence = das Brett des Sehenden weicht ab Halbzug { $ply } von der Aufzeichnung ab
window-arbiter-restored = der { -arbiter } hat die Stellung wiederhergestellt
window-taken-back = { $plies ->
    [one] ein Halbzug zurückgenommen
   *[other] { $plies } Halbzüge zurückgenommen
}
window-parting = { -arbiter }: Aufzeichnung und Brett des Sehenden trennen sich bei Zug { $number }. Aufzeichnung: { $record }. Brett des Sehenden: { $sighted }.
window-sighted-differs = { -arbiter }: Das Brett des Sehenden sollte die Stellung nach { $after } zeigen. Korrektur: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = Schachmatt
window-end-stalemate = Patt
window-end-resignation = Aufgabe
window-end-flag-fall = { -flag } gefallen
window-end-draw-agreed = Remis vereinbart
window-end-dead-position = tote Stellung
window-end-fivefold = fünfmalige Stellungswiederholung
window-end-seventy-five = 75-Züge-Regel
window-end-arbiter = Entscheidung des { -arbiter(form: "gen") }

## Eingabezeilen und die Bedienelemente des Fensters
window-sighted-entry = Zug des Sehenden
window-sighted-send = Zug des Sehenden eingeben
window-command-entry = Befehl
window-command-send = Befehl senden
window-arbiter-toggle = Bereich des { -arbiter(form: "gen") }
window-larger = Größere Schrift
window-smaller = Kleinere Schrift
window-language = Sprache
window-theme = Farben
window-theme-dark = Dunkel
window-theme-light = Hell
window-theme-yellow = Gelb auf Schwarz
window-large-view = Große Ansicht (F2)
window-sent = Gesendet: { $command }
window-nothing-sent = Die Partie ist beendet: nichts gesendet.
window-console-key = „{ $line }“ ist eine Taste der Konsole, kein Befehl für das Fenster.
window-not-sent = Nicht gesendet: { $reason }

## Der Bereich des Schiedsrichters (D.2.9)
window-arbiter-heading = { -arbiter } (D.2.9)
window-sheet-path = Datei des { -score-sheet(form: "gen") }
window-blind-path = Braille-{ -score-sheet } des blinden Spielers (BRF oder Unicode)
window-sheet-load = { -score-sheet } laden
window-sheet-text = Züge des { -score-sheet(form: "gen") }
window-sheet-hint = PGN-Züge mit den Figurenbuchstaben von { $notation }, z. B. 1. e4 e5 2. Sf3
window-compare = Vergleichen
window-apply = Entscheidung anwenden
window-loaded = { $path } geladen: { $count } Halbzüge.
window-sheets-agree = Die { -score-sheet(form: "pl") } stimmen überein: die Aufzeichnung gilt.
window-agree-through = Sie stimmen bis Halbzug { $ply } überein.
window-applied = Angewendet: die Partie geht zurück zu { $at }, die { -clock(form: "pl") } wie gezeigt gestellt (protokolliert).
window-the-start = dem Anfang
window-nothing-applied = Die Partie ist beendet: nichts angewendet.
window-report = Bericht für den { -arbiter }
window-error-no-sheet = Zuerst das { -score-sheet } des Sehenden laden oder eintippen.
window-error-blind = Das Braille-{ -score-sheet } ist nicht lesbar: { $why }
window-error-sheet = Das { -score-sheet } ist nicht lesbar: { $reason }
window-error-start = Das { -score-sheet } beginnt mit einer anderen Stellung als die Aufzeichnung.
window-error-sheet-move = Zug { $number } ({ $side ->
    [white] Weiß
   *[black] Schwarz
}), „{ $written }“: { $problem }
window-error-sheet-fen = die FEN-Angabe „{ $fen }“ ist keine gültige Stellung
window-error-sheet-read = { $path } ist nicht lesbar: { $reason }
window-nothing-yet = (noch nichts)
window-sighted-differs-start = { -arbiter }: Das Brett des Sehenden sollte die Ausgangsstellung zeigen. Korrektur: { $fixes }.

## Warum ein geschriebener Zug kein Zug ist
window-problem-empty = kein Zug angegeben
window-problem-syntax = „{ $text }“ ist kein Zug; schreiben Sie ihn wie Sf3, exd5, O-O, e8=D oder g1f3
window-problem-letter = „{ $letter }“ ist kein Figurenbuchstabe dieser Ausgabe (ihre Buchstaben sind { $letters })
window-problem-syntax-pgn = „{ $text }“ ist kein Zug; PGN schreibt Züge mit englischen Buchstaben, wie Nf3, exd5, O-O, e8=Q
window-problem-letter-pgn = „{ $letter }“ ist kein Figurenbuchstabe von PGN, das englische Buchstaben schreibt (N, B, R, Q, K)
window-problem-no-move = „{ $text }“ passt zu keinem legalen Zug
window-problem-ambiguous = „{ $text }“ passt zu { $count } Zügen: Linie oder Reihe des Ausgangsfelds angeben
window-problem-promotion = „{ $text }“ erreicht die letzte Reihe: die Umwandlungsfigur angeben

## Korrekturen an einem Brett
window-fix-move = setzen Sie { $piece } von { $from } nach { $to }
window-fix-replace = setzen Sie auf { $square } { $expected } statt { $found }
window-fix-remove = nehmen Sie { $piece } von { $square }

## Der Bericht für den Schiedsrichter (D.2.9). `pegchess arbiter` gibt jeden Befund nach einem festen Schlüssel aus (`agree-through: 12`);
## das Fenster setzt ihn in den Satz des Befunds unten ein (window-report-key-*, mit dem Befund als $value).
# Die Figurenbuchstaben des Diagramms in dieser Reihenfolge: König, Dame, Turm, Läufer, Springer, Bauer.
window-report-letters = KDTLSB
window-report-key-agree-through = Die { -score-sheet(form: "pl") } stimmen bis Halbzug { $value } überein.
window-report-key-scoresheets = { -score-sheet(form: "pl") }: { $value }
window-report-key-position = Stellung: { $value }
window-report-key-fen = FEN: { $value }
window-report-key-record-next = Nächster Zug der Aufzeichnung: { $value }
window-report-key-scoresheet-next = Nächster Zug des { -score-sheet(form: "gen") }: { $value }
window-report-key-illegal = Regelwidriger Eintrag: { $value }
window-report-key-clocks = { -clock(form: "pl") } an dieser Stelle: { $value }
window-report-key-clocks-now = { -clock(form: "pl") } jetzt: { $value }
window-report-key-peg-board = { -peg-board }: { $value }
window-report-key-sighted-board = Brett des Sehenden: { $value }
window-report-key-wrong-board = Falsches Brett: { $value }
window-report-key-decision = Entscheidung: { $value }
window-report-sheets = { $agree ->
    [yes] stimmen überein
   *[no] weichen ab
}
window-report-position-after = nach { $move }, { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug
window-report-position-start = die Ausgangsstellung, { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug
window-report-none = keiner ({ $sheet ->
    [record] die Aufzeichnung
   *[scoresheet] das { -score-sheet }
} endet hier)
window-report-illegal = { $sheet ->
    [record] Aufzeichnung
   *[scoresheet] { -score-sheet }
}, { $move }: { $problem }
window-report-queen = 7.5.2: wurde der Bauer auf dem Brett nicht ersetzt, wird er durch eine Dame seiner Farbe ersetzt
window-report-reinstated-after = { $article }: die Stellung unmittelbar davor wird wiederhergestellt (nach { $move })
window-report-reinstated-start = { $article }: die Stellung unmittelbar davor wird wiederhergestellt (die Ausgangsstellung)
window-report-minutes = { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
}
window-report-seconds = { $seconds } Sekunden
window-report-sheet-slip = { $move } ist der Zug der Partie { $game }: ein Schreibfehler im Partieformular (ein Zugpaar ausgelassen oder doppelt notiert), kein regelwidriger Zug; keine Strafe
window-report-penalty = { $article }: erster vollendeter regelwidriger Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $penalty } mehr für { $side ->
    [white] Schwarz
   *[black] Weiß
} ({ $category ->
    [standard] Turnierschach
    [rapid] Schnellschach
    [blitz] Blitzschach
   *[unknown] Turnierschach angenommen: keine { -time-control } bekannt
}, Regeln von { $edition }); ein zweiter von { $side ->
    [white] Weiß
   *[black] Schwarz
} verliert die Partie (remis, wenn { $side ->
    [white] Schwarz
   *[black] Weiß
} nicht mattsetzen kann)
window-report-unread = danach geschriebene, nicht gelesene Einträge: { $count }
window-report-both-clocks = Weiß { $white }, Schwarz { $black }
window-report-clock-after = { $time } (nach { $move })
window-report-clock-missing-after = nicht notiert (nach { $move })
window-report-clock-initial = { $time } (Anfangszeit)
window-report-clock-missing = nicht notiert
window-report-board-unknown = Stellung nicht angegeben
window-report-board-shows = zeigt die Stellung oben
window-report-board-shows-sheet = zeigt die Stellung oben (wie { $sheet ->
    [record] die Aufzeichnung
   *[scoresheet] das { -score-sheet }
})
window-report-board-shows-before-illegal = zeigt die Stellung oben (wie { $sheet ->
    [record] die Aufzeichnung
   *[scoresheet] das { -score-sheet }
} bis zum regelwidrigen Eintrag: Brett prüfen)
window-report-board-observed = wie beobachtet, { $count ->
    [one] 1 Korrektur
   *[other] { $count } Korrekturen
}:
window-report-board-from-sheet = von der letzten Stellung { $sheet ->
    [record] der Aufzeichnung
   *[scoresheet] des { -score-sheet(form: "gen") }
}, { $count ->
    [one] 1 Korrektur
   *[other] { $count } Korrekturen
}:
window-report-board-from-before-illegal = von der letzten legalen Stellung { $sheet ->
    [record] der Aufzeichnung
   *[scoresheet] des { -score-sheet(form: "gen") }
} (Brett prüfen: ein regelwidriger Zug wurde notiert), { $count ->
    [one] 1 Korrektur
   *[other] { $count } Korrekturen
}:
window-report-step-replace = ersetzen Sie auf { $square } { $found } durch { $expected }
window-report-wrong = { $board ->
    [peg] { -peg-board }
   *[sighted] Brett des Sehenden
}
window-report-wrong-both = { -peg-board } und Brett des Sehenden
window-report-wrong-unknown = unbekannt (beschreiben Sie die Bretter: falsch ist das Brett, das nicht die Stellung oben zeigt)
window-report-decision-agree = D.2.9: die { -score-sheet(form: "pl") } stimmen überein; wessen Brett abweicht, stellt die Stellung oben auf
window-report-decision = D.2.9: die { -score-sheet(form: "pl") } stimmen bis Halbzug { $ply } überein; beide Bretter gehen zurück auf { $at }; { -clock(form: "pl") } neu gestellt auf Weiß { $white }, Schwarz { $black }
window-report-decision-after = die Stellung nach { $move }
window-report-decision-start = die Ausgangsstellung
window-report-decision-follow = D.2.9: die { -score-sheet(form: "pl") } der Spieler stimmen bis Halbzug { $ply } überein; { $who ->
    [peg] der blinde Spieler stellt sein Brett
    [sighted] der sehende Spieler stellt sein Brett
    [both] beide Spieler stellen ihre Bretter
   *[unknown] der Spieler, dessen Brett abweicht, stellt es
} auf { $at }
window-report-decision-boards-agree = D.2.9 verlangt keine Korrektur: beide Bretter zeigen schon { $at }, auch wenn die { -score-sheet(form: "pl") } abweichen
window-report-decision-record = ; die Aufzeichnung geht auf { $keep } Halbzüge zurück, die Züge danach werden nach den { -score-sheet(form: "dat-pl") } der Spieler neu ausgeführt
window-report-decision-blind-unread = ; das { -score-sheet } des blinden Spielers war ab Zeile { $line } nicht lesbar: mit dem Spieler ab { $move } prüfen
window-report-decision-blind-two-ways = ; das { -score-sheet } des blinden Spielers ist in Zeile { $line } zweideutig, eine Lesart ist der Zug der anderen { -score-sheet(form: "pl") }: { $move } mit dem Spieler prüfen
window-report-decision-illegal = ; wurde { $move } auf dem Brett vollendet: { $article } und { $penalty }, { $minutes } mehr für { $side ->
    [white] Weiß
   *[black] Schwarz
}
window-report-as-they-are = wie sie stehen
## Die drei Partieformulare (das Braille-Partieformular des blinden Spielers neben der Aufzeichnung und dem des Sehenden, D.2.7, D.2.9)
window-report-key-blind-sheet = { -score-sheet } des blinden Spielers: { $value }
window-report-key-blind-line = Nicht als Zug gelesen: { $value }
window-report-key-blind-next = Als Nächstes im { -score-sheet } des blinden Spielers: { $value }
window-report-key-players-agree-through = Die { -score-sheet(form: "pl") } der Spieler stimmen überein bis Halbzug { $value }
window-report-key-scoresheet-letters = Das { -score-sheet } des Sehenden wurde { $value } gelesen.
window-report-letters-pgn = als PGN, in englischer SAN
window-report-letters-edition = mit den Figurenbuchstaben der Ausgabe '{ $edition }'
window-report-blind-none = keiner (das { -score-sheet } des blinden Spielers endet hier)
window-report-players = { $ply } ({ -score-sheet(form: "pl") } des Sehenden und des blinden Spielers); sie { $agree ->
    [yes] stimmen überein
    [ends] stimmen überein, soweit beide reichen
   *[no] weichen ab
}
window-report-corrections = { $count ->
    [one] 1 Korrektur
   *[other] { $count } Korrekturen
}

## Die Konsole des Schiedsrichters (`pegchess arbiter` ohne `compare`): ihre Fragen und Antworten
arbiter-console-title = pegchess arbiter (D.2.9). Ende der Eingabe (Strg-D) beendet das Programm.
arbiter-console-record = Aufzeichnung: { $path } ({ $plies } Halbzüge)
arbiter-console-record-last = Aufzeichnung: { $path } ({ $plies } Halbzüge, der letzte { $last })
arbiter-console-eboard = { -score-sheet }: das DGT-E-Brett des Sehenden, laut { -log-file } ({ $plies } Halbzüge)
arbiter-console-blind-prompt = Das Braille-{ -score-sheet } des blinden Spielers (eine .brf-Datei oder Unicode-Braille; Enter für keines):
arbiter-console-type-sheet = Tippen Sie das { -score-sheet } des Sehenden ein, einen Halbzug pro Zeile: SAN mit den Buchstaben der Ausgabe „{ $edition }“ (0-0, e8=D oder e8D), UCI oder die Wörter der Ansagen. „{ $undo }“ nimmt den letzten Eintrag zurück; eine leere Zeile beendet die Eingabe.
# Das Wort, das den zuletzt getippten Halbzug zurücknimmt („undo“ wird immer auch verstanden).
arbiter-console-undo = zurück
arbiter-console-nothing-to-undo = Nichts zurückzunehmen.
arbiter-console-illegal-question = Steht es so auf dem { -score-sheet } (ein regelwidriger Zug, 7.5)?
arbiter-console-illegal-stops = Nach einem regelwidrigen Zug wird das { -score-sheet } nicht weiter gelesen.
arbiter-console-again = Tippen Sie ihn noch einmal.
arbiter-console-not-taken = Nicht übernommen: { $problem }.
arbiter-console-sheets-agree = Die { -score-sheet(form: "pl") } stimmen überein. Beschreiben Sie ein Brett, dessen Stellung Sie kennen (FEN-Figurenstellung, z. B. { $example }); eine leere Zeile überspringt.
arbiter-console-peg-board = { -peg-board }:
arbiter-console-sighted-board = Brett des Sehenden:
arbiter-console-not-fen = „{ $text }“ ist keine FEN-Figurenstellung ({ $problem }); versuchen Sie es noch einmal.
# Die Antworten auf eine Ja-Nein-Frage, wie sie nach ihr stehen, und die Wörter, die als ja und als nein gelten
# (durch Komma getrennt; y, yes, n und no werden immer auch verstanden).
arbiter-console-yes-no = [j/n]
arbiter-console-yes = j, ja
arbiter-console-no = n, nein
arbiter-console-not-an-answer = „{ $text }“ ist hier keine Antwort: tippen Sie j oder n.
arbiter-console-nothing-to-apply = Die Aufzeichnung gilt; es gibt nichts anzuwenden.
arbiter-console-open = Nichts angewendet: { $why }.
arbiter-console-apply-journal = Entscheidung auf die Partie anwenden: zurück zu { $at }, die { -clock(form: "pl") } wie gezeigt gestellt (protokolliert; `pegchess resume` setzt dort fort)?
arbiter-console-applied = Angewendet: das { -log-file } { $path } geht jetzt zurück zu { $at }.
arbiter-console-nothing-applied = Nichts angewendet.
arbiter-console-apply-pgn = Entscheidung anwenden: die Aufzeichnung wie entschieden, bis { $at }, als { $path } schreiben?
arbiter-console-written = { $path } geschrieben: die Aufzeichnung wie entschieden, mit einer Notiz {"{"}arbiter: ...{"}"} an ihrem Ende. Die Aufzeichnung selbst ist unverändert; setzen Sie die Partie in dieser Stellung fort.
arbiter-console-nothing-written = Nichts geschrieben.
# Was vom Partieformular des blinden Spielers gelesen wurde (nach window-report-key-blind-sheet und nach blind-sheet: der Konsole).
arbiter-blind-heading = { $path } ({ $encoding ->
        [brf] BRF
       *[unicode] Unicode-Braille
    }, { $code ->
        [compact] die kompakte Schachschrift
        [literary] Braille-Textschrift, Tafel „{ $table }“
       *[none] keine Zugzeile gefunden
    }): { $read } Halbzüge gelesen{ $unread ->
        [0] {""}
       *[other] , { $unread } danach geschriebene nicht gelesen
    }

## Eine Zeile im Partieformular des blinden Spielers, die sich nicht als Züge lesen lässt (nach blind-line: der Konsole und
## window-report-key-blind-line): wo sie steht, ihre Zellen, was liblouis darin gelesen hat (nichts: -unread), und warum.
arbiter-blind-line = Zeile { $line }: { $cells } (gelesen: { $read }): { $problem }
arbiter-blind-line-unread = Zeile { $line }: { $cells }: { $problem }
arbiter-blind-noise = weder Zug noch Zugnummer, Seitenzahl oder Ergebnis
arbiter-blind-wrong-number = nummeriert als { $written }, es ist aber Zug { $expected }; die Züge der Zeile werden gelesen
arbiter-blind-missing = Zug { $expected } für { $side ->
        [white] Weiß
       *[black] Schwarz
    } fehlt (die Zeile beginnt mit Zug { $written } für { $written-side ->
        [white] Weiß
       *[black] Schwarz
    }); das { -score-sheet } wird bis hierher gelesen
arbiter-blind-two-ways = „{ $written }“ ist zweifach lesbar, als { $taken } oder { $other }: { $taken } wird genommen, weil das { -score-sheet } damit weiterliest; { $other } bleibt für den Vergleich
arbiter-blind-illegible = „{ $written }“ ist nicht lesbar: { $problem }; das { -score-sheet } wird bis hierher gelesen
arbiter-blind-illegal = „{ $written }“: { $problem } (7.5)
arbiter-blind-not-braille = kein Braille: { $why }
arbiter-blind-not-a-cell = in Spalte { $column } steht { $found }, keine Braille-Zelle
arbiter-blind-not-utf8 = die Zeile ist kein UTF-8-Text
arbiter-blind-too-long = die Zeile hat { $cells } Zeichen, mehr als die { $most }, die gelesen werden
arbiter-blind-too-many-lines = die Datei hat mehr als { $most } Zeilen; ab hier wird nichts gelesen

## Warum eine getippte Befehlszeile nichts bedeutet (die Befehlswörter der Konsole bleiben wie getippt)
window-key-not-square = „{ $text }“ ist kein Feld (a1 bis h8)
window-key-no-promotion = „{ $text }“ ist keine Umwandlungsfigur: { $pieces }
window-key-no-piece = „{ $text }“ ist keine Figur: { $letters } für Weiß, klein für Schwarz
window-key-no-rank = Reihe 1 bis 8 angeben
window-key-no-file = Linie a bis h angeben
window-key-not-side = „{ $text }“ ist keine Seite: weiß oder schwarz
window-key-increment = zuschlag SEKUNDEN, höchstens 3600, z. B. zuschlag 5
window-key-set = zum Beispiel: zeit weiß 1:30:00
window-key-not-time = „{ $text }“ ist keine Zeit bis 24 Stunden: H:MM:SS, z. B. 1:30:00
window-key-moves = zum Beispiel: züge weiß 20 (höchstens 500)
window-key-sighted = sighted lift e2, sighted put e4 [D], sighted clear oder sighted start
window-table = { $pegs ->
        [connected] { -peg-board } verbunden
        [looking] kein { -peg-board } antwortet, Suche läuft
       *[absent] kein { -peg-board } an diesem Tisch
    }; { $eboard ->
        [connected] E-Brett verbunden
        [looking] E-Brett antwortet nicht, Suche läuft
       *[absent] kein E-Brett
    }

## The arbiter's report from its one decision (issue 53): silence is not difference, and what each count counts.
window-report-sheets-as-far = stimmen überein, soweit beide reichen
window-report-none-before = keiner ({ $sheet ->
    [record] die Aufzeichnung
   *[scoresheet] das { -score-sheet }
} endet vor dieser Stelle)
window-report-blind-none-before = keiner (das Partieformular des blinden Spielers endet vor dieser Stelle oder wurde nicht so weit gelesen)
window-report-key-record-written-through = Die Aufzeichnung reicht nur bis Halbzug { $value }.
window-report-key-scoresheet-written-through = Das { -score-sheet } reicht nur bis Halbzug { $value }.
window-report-key-blind-read-through = Das Partieformular des blinden Spielers wurde bis Halbzug { $value } gelesen.
window-report-key-scoresheet-skipped = Keine Züge, übergangen: { $value }
window-report-skipped = Zeile { $line }: '{ $text }'
window-report-letters-pgn-edition = als PGN, mit den Figurenbuchstaben der Ausgabe '{ $edition }' (in englischer SAN nicht lesbar)
window-report-decision-boards-agree-split = D.2.9 verlangt keine Korrektur: beide Bretter zeigen schon { $at }, auch wenn die { -score-sheet(form: "pl") } nach Halbzug { $ply } abweichen
arbiter-console-sheets-agree-as-far = Die { -score-sheet(form: "pl") } stimmen überein, soweit jedes reicht. Beschreiben Sie ein Brett, dessen Stellung Sie kennen (FEN-Figurenstellung, z. B. { $example }); eine leere Zeile überspringt.
window-report-players-witness = { $ply } (Partieformulare der Spieler, die Aufzeichnung, wo das des blinden Spielers schweigt); sie { $agree ->
    [yes] stimmen überein
    [ends] stimmen überein, soweit jedes reicht
   *[no] weichen ab
}
window-report-decision-agree-as-far = D.2.9: die { -score-sheet(form: "pl") } stimmen überein, soweit jedes reicht; wessen Brett abweicht, stellt die Stellung oben auf
window-report-key-scoresheet-not-ruled = Nicht als regelwidrig gewertet: { $value }
window-report-not-ruled = { $move }: mit den Buchstaben der Ausgabe '{ $read }' kein regelgemäßer Zug, mit denen der Ausgabe '{ $fits }' aber schon; das Partieformular wird bis hierher gelesen
window-report-key-scoresheet-crossed-out = Gestrichen: { $value }
window-report-crossed-out = { $move }: gestrichen, nicht gelesen
window-report-key-scoresheet-read-as-game = Als Zug der Partie gelesen: { $value }
window-report-read-as-game = { $move }: passt zu mehr als einem Zug; als der Zug der Partie gelesen, { $san }
window-report-key-scoresheet-unreadable = Nicht gelesen: { $value }
window-report-unreadable = { $move }: { $kind ->
    [ambiguous] passt zu mehr als einem Zug
    [promotion] eine Umwandlung ohne Figur
   *[other] so geschrieben kein Zug (beschreibende Notation oder unleserlich)
  }; das Partieformular wird bis hierher gelesen, { $unread } Einträge danach nicht
arbiter-blind-fits-several = „{ $written }“ passt zu { $count } regelgemäßen Zügen, keiner davon der Zug der anderen Formulare an dieser Stelle: die Partieformulare weichen bei diesem Zug ab

## Eine Partie, fortgesetzt oder geladen, in ihrer Stellung aufgebaut; ein Tisch ohne Steckbrett
window-set-up-after = Die Stellung nach { $move } ist aufgebaut.
window-set-up-given = Die vorgegebene Stellung ist aufgebaut: Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug.
window-eboard = E-Brett des Sehenden

error-sheet-other-letters = Zug { $number } ({ $side ->
    [white] Weiß
   *[black] Schwarz
}), „{ $written }“: in den Buchstaben von „{ $read_in }“ kein legaler Zug, in denen von „{ $fits }“ schon; die Buchstaben mit --notation angeben
window-report-key-scoresheet-slip = Ein Versehen auf dem { -score-sheet }: { $value }
window-report-slip = { $kind ->
    [skipped] { $game } nicht notiert (ein Zugpaar ausgelassen); als die Züge der Partie gelesen
    [twice] '{ $written }' nach { $game } noch einmal notiert (ein Zugpaar doppelt); übergangen
   *[not-read] '{ $written }' ist so notiert kein Zug; als der Zug der Partie { $game } gelesen, die Einträge danach passen
}, keine Abweichung und kein regelwidriger Zug
window-report-decision-unrecorded = D.2.9: die { -score-sheet(form: "pl") } stimmen bis Halbzug { $ply } überein; beide Bretter gehen zurück auf { $at }; dort ist keine Uhrzeit aufgezeichnet: der Schiedsrichter stellt die { -clock(form: "pl") } neu
