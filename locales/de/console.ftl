# Die Zeilen der Konsole für die sehende Seite: Assistent, Schiedsrichter, Gegner.
# Zeiten wie auf einer Uhr (1:29:34); Züge in den Buchstaben der eingestellten Notation.

console-clock = { -clock }: Weiß { $white } | Schwarz { $black }
console-clock-stopped = { -clock }: Weiß { $white } | Schwarz { $black } (angehalten)
console-parting = { -arbiter }: Aufzeichnung und Brett des Sehenden trennen sich bei { $number }. { $side ->
    [white] Weiß
   *[black] Schwarz
    }: Aufzeichnung { $record }, Brett des Sehenden { $sighted }
console-eboard-shows = ; das E-Brett des Sehenden zeigt { $board }
console-nothing-yet = (noch nichts)
console-should-show = { -arbiter }: Das Brett des Sehenden sollte { $after } zeigen; Korrektur: { $fixes }
console-position-after = die Stellung nach { $move }
console-start-position = die Ausgangsstellung
console-it-shows = ; es zeigt { $board }
console-sighted-moves = Brett des Sehenden: { $moves }
console-sighted-unread = Brett des Sehenden: noch nicht gelesen
console-journal = { -log-file }: { $path }
console-score-sheet = { -score-sheet }: { $path }
console-score-sheet-saved = { -score-sheet } gespeichert: { $path }
console-sheet-unwritten = das { -score-sheet } { $path } kann nicht geschrieben werden ({ $why }); das { -log-file } { $journal } enthält weiterhin jeden Zug
console-journal-last-unwritten = die letzten Einträge der Partie konnten nicht ins { -log-file } { $journal } geschrieben werden; das { -score-sheet } { $sheet } enthält jeden Zug
console-nothing-written = weder das { -log-file } { $journal } noch das { -score-sheet } { $sheet } kann geschrieben werden ({ $why }); das { -score-sheet } folgt hier:
console-journal-failing = { $why }. Die Partie geht weiter: das { -log-file } { $journal } enthält jeden Eintrag bis hierher, die folgenden warten im Speicher, bis der Datenträger sie aufnimmt
console-journal-written-again = das { -log-file } { $journal } wird wieder geschrieben, mit jedem Eintrag
console-resuming = Partie wird fortgesetzt: { $path }
console-unfinished-game = Eine nicht beendete Partie: { $path }; `pegchess resume --journal { $path }` setzt sie fort
console-game-over = Die Partie in { $path } ist beendet ({ $reason }); ihr { -score-sheet } ist { $sheet }:
console-sheet-written = { -score-sheet } geschrieben: { $path }
console-sheets-written = { -score-sheet(form: "pl") } neben { $path } geschrieben: .brf, .pdf, .ogg
console-close-window = Zum Beenden das Fenster schließen (es schließt sich nach { $seconds } s von selbst)
console-demo-pegs = ein simuliertes { -peg-board }
console-demo-eboard = ein simuliertes DGT-E-Brett (kein { -peg-board })
console-demo-plays = pegchess-Demo: { $board } spielt die ersten { $plies } Halbzüge von { $white } - { $black } ({ $event }, { $date }).
console-demo-sheet = Das { -score-sheet }, das das Programm geführt hat ({ $path }):
console-simulated-eboard-at = Das simulierte DGT-E-Brett des Sehenden liegt unter { $path }.
console-demo-broadcast = Ein simuliertes DGT LiveChess sendet die Züge; das Relais gibt sie über ein Nullmodemkabel an den Tisch unter { $path } weiter.
console-fair-program-same = Programm: SHA-256 { $hash }, dasselbe wie dieses pegchess
console-fair-program = Programm: SHA-256 { $hash }
console-fair-other-program = es läuft ein anderes Programm als dieses pegchess
console-fair-unreadable = sein Programm lässt sich nicht lesen: { $why }
console-fair-differs = Abweichung: { $difference }
console-fair-no-filter = Thread { $thread } hat keinen Seccomp-Filter
console-fair-no-new-privs = Thread { $thread } fehlt no_new_privs
console-fair-open-socket = ein { $table }-Socket ist offen (Inode { $inode })
console-fair-thread = Thread { $thread }: Seccomp { $seccomp }, NoNewPrivs { $nonewprivs }
console-fair-socket = Socket { $inode }: { $table } { $path }
console-fair-file-reading = Datei (nur lesen): { $path }
console-fair-file-writing = Datei (lesen und schreiben): { $path }
console-ports-none = Keine seriellen Anschlüsse gefunden; das Brett (USB) einstecken und prüfen, ob Ihr Benutzer serielle Anschlüsse öffnen darf (Gruppe dialout)
console-port-pegs = { $port }: { -peg-board } „{ $name }“
console-port-dgt = { $port }: DGT-E-Brett ({ $about }); mit --sighted-port { $port } verwenden
console-port-silent = { $port }: weder { -peg-board } noch DGT-E-Brett hat geantwortet
console-relay-started = Relais: Brett { $serial } aus DGT LiveChess unter { $url } an die serielle Leitung { $port }; an LiveChess gehen nur „eboards“ und „subscribe“
console-relay-up = Relais: die Übertragungsverbindung steht; das Brett wird weitergegeben
console-relay-down-not-running = Relais: DGT LiveChess antwortet nicht; die Übertragungsverbindung ist verloren, neuer Versuch läuft
console-relay-down-closed = Relais: DGT LiveChess hat die Verbindung geschlossen; die Übertragungsverbindung ist verloren, neuer Versuch läuft
console-relay-down-absent = Relais: DGT LiveChess führt das Brett nicht; die Übertragungsverbindung ist verloren
console-relay-down-state = Relais: laut DGT LiveChess ist das Brett { $state }; die Übertragungsverbindung ist verloren
console-relay-down-hung = Relais: DGT LiveChess antwortet nicht mehr; die Übertragungsverbindung ist verloren, es wird gewartet
console-relay-down-unreadable = Relais: DGT LiveChess führt das Brett in unlesbarer Form; die Übertragungsverbindung ist verloren
console-relay-refused = Relais: DGT LiveChess lehnt ab: { $message }
console-relay-serial-open = Relais: die serielle Leitung ist offen
console-relay-serial-lost = Relais: die serielle Leitung ist weg (Kabel gezogen?); neuer Versuch läuft
console-relay-serial-unopened = Relais: die serielle Leitung { $port } lässt sich nicht öffnen ({ $why }); --line und Kabel prüfen, neuer Versuch
console-relay-no-boards = DGT LiveChess sieht kein E-Brett
console-relay-board = Brett { $serial }: { $source }, { $state }
console-relay-not-running = DGT LiveChess antwortet nicht unter { $url }; starten Sie es oder geben Sie seine Adresse mit --url an
console-relay-disabled = dieses pegchess wurde ohne das Relais gebaut (Cargo-Feature „relay“)
console-relay-start = das Relais konnte nicht starten: { $why }
console-relay-line-in-use = die serielle Leitung { $port } ist von einem anderen pegchess belegt{ $pid ->
    [none] {""}
   *[other] {" "}(Prozess { $pid })
    }: eine Leitung, ein Brett. Erst jenes Relais oder jene Partie beenden, oder eine andere Leitung nennen
console-relay-stopped = Das Relais ist ausgefallen: sein Thread { $worker } ist abgestürzt ({ $why }). Bitte neu starten.
console-settings-saved = Einstellungen gespeichert: { $path }
console-nothing-saved = Nichts gespeichert
console-setup-demo = pegchess-Demo: die gesprochene Einrichtung auf den drei Knöpfen des simulierten Bretts (Ihre Einstellungsdatei bleibt unberührt).
console-arbiter-note = Notiz: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = Tasten (eintippen, dann Enter): links, rechts = die Hebel (die Wahl davor und danach), sprechen = wählen, lange sprechen = die Frage noch einmal hören, q = beenden
console-setup-keys-terminal = Tasten (wirken sofort): Pfeil links und rechts = die Hebel (die Wahl davor und danach), Enter oder Leertaste = sprechen (wählen), Pfeil hoch = die Frage noch einmal hören, q = beenden
console-setup-done = Einrichtung fertig: zum Beginnen Enter drücken
console-no-keyboard = pegchess: keine Tastatur: { $error }

# Fehler, nach "pegchess: ".
console-error-no-such-unfinished = es gibt keine nicht beendete Partie { $game }; es gibt { $count }
console-error-no-game-to-resume = keine Partie zum Fortsetzen in { $path }; eine mit --journal DATEI angeben
console-error-fewer-games = { $path } hat weniger als { $games } Partien
console-error-settings-read = Einstellungsdatei { $path } nicht lesbar: { $reason }
console-error-settings-syntax = Einstellungsdatei { $path } ist ungültig: { $reason }; die Zeile berichtigen oder die Datei löschen, um die Vorgaben zu nutzen
console-error-pgn-file = { $path } nicht lesbar: { $reason }; den Pfad einer PGN-Datei angeben
console-error-process = { $path } nicht lesbar: { $reason }; die Nummer eines laufenden eigenen pegchess angeben
console-error-announce = Zug { $number } ({ $text }): { $problem }
console-error-think-file = Bedenkzeitdatei { $path } nicht lesbar: { $reason }; eine Textdatei mit einer Sekundenzahl je Zeile angeben
console-error-journal-read = { -log-file } { $path }: { $reason }
console-error-not-a-journal = { $path } ist kein pegchess-{ -log-file } (seine erste Zeile ist nicht „{ $magic }“); die .journal-Datei einer Partie angeben
console-error-journal-version = { $path } ist ein { -log-file } der Version { $version }; dieses pegchess liest Version { $ours }: mit dem pegchess fortsetzen, das es schrieb
console-error-journal-cut = { $path } wurde abgeschnitten, während seine Partie angelegt wurde: es enthält keinen Zug; die Partie mit `pegchess play` beginnen
console-error-journal-in-use = die Partie { $path } ist in einem anderen pegchess offen{ $pid ->
    [none] {""}
   *[other] {" "}(Prozess { $pid })
    }. Erst dort die { -clock } anhalten und die Partie verlassen (Taste q), oder nur lesend vergleichen mit `pegchess arbiter compare --record { $path }`
console-error-pgn-game = Partie { $game }: { $reason }
console-error-pgn-move = Zug { $number } ({ $san }) ist hier nicht möglich: { $problem }
console-error-pgn-fen = FEN-Tag: { $reason }
console-error-pgn-chess960 = eine { -chess960 }-Partie braucht ein FEN-Tag mit ihrer Anfangsstellung
console-error-sheet-no-game = kein { -log-file } in { $path }; die Partie angeben: pegchess sheet DATEI
console-error-arbiter-no-game = kein { -log-file } in { $path }; die Aufzeichnung mit --record angeben
console-error-board-in-use = das Brett an { $port } ist in einem anderen pegchess in Gebrauch{ $pid ->
    [none] {""}
   *[other] {" "}(Prozess { $pid })
    }: ein Brett, ein Programm. Erst dort die Partie verlassen (Taste q), oder einen anderen Anschluss angeben
console-error-board-lock = das Brett an { $port } lässt sich nicht sperren (Sperrdatei { $path }): { $reason }
console-error-board-thread = die Verbindung zum Brett startet nicht: { $reason }
console-error-sheet-pgn-game = { $path }: { $reason }; die Partie berichtigen oder mit --number eine andere wählen
console-error-sheet-no-such-game = { $path } hat { $count } Partien; --number von 1 bis { $count } angeben
console-error-not-found = keine solche Datei und kein solcher Ordner
console-error-permission = Zugriff verweigert
console-error-folder = das ist ein Ordner, keine Datei

# `pegchess clock simulate` und `clock audit` (Zeiten wie auf einer Uhr).
console-clock-simulated = { $ply } { $side ->
    [white] Weiß
   *[black] Schwarz
    } { $time }{ $flag ->
    [yes] { " " }{ -flag } gefallen
   *[no] { "" }
    }
console-audit-finding = Partie { $game } (Runde { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] Weiß
   *[black] Schwarz
    }): { $reading } nach { $previous }: { $why ->
    [too-high] mehr als die { $limit }, die die { -time-control } erlaubt
    [too-low] weniger als die { $limit }, die der Zug hinzufügt: das { -flag } wäre gefallen
   *[explained] erklärt
    }
console-audit-game = Partie { $game } (Runde { $round }, { $white } - { $black }): { $explained } von { $readings } Ablesungen erklärt; Bedenkzeit Weiß { $white-think }, Schwarz { $black-think }
console-audit-summary = { $explained } von { $readings } Ablesungen durch { $control } erklärt ({ $unexplained } unerklärt, { $games } { $games ->
    [one] Partie
   *[other] Partien
    })

# `pegchess listen`: was die Spracherkennung hörte und wie es gelesen wurde.
console-listen-model = Modell { $path }: { $check }
console-listen-heard = gehört: { $text } => { $reading }
console-listen-microphone = Mikrofon: { $error }
console-listen-decoded = { $audio } s Audio in { $took } s erkannt ({ $rate } s je Sekunde Audio)
console-listen-listening = Höre über { $device } ({ $format }); Strg-C beendet
console-listen-outside = Wörter der Beschriftungen, die der Leser nicht kennt: { $words }
console-listen-recording = { $name }: gehört „{ $heard }“ => { $heard-reading } (gemeint „{ $meant }“ => { $meant-reading })
console-listen-confirm = nachfragen: { $move }
console-listen-ambiguous = mehrdeutig: { $moves }
console-listen-command = Befehl: { $command }
console-listen-none = nichts

# Eine Befehlszeile, die sich nicht lesen lässt (die Ablehnungen von clap, in der Sprache des Spielers).
console-usage-unknown-command = { $name } ist kein pegchess-Befehl
console-usage-unknown-option = { $name } ist keine Option dieses Befehls
console-usage-invalid-value = { $value } ist kein Wert von { $name }
console-usage-takes = möglich sind { $valid }
console-usage-unreadable-value = { $value } ist als { $name } nicht lesbar: { $reason }
console-usage-missing = { $name } muss angegeben werden
console-usage-conflict = { $name } geht nicht zusammen mit { $other }
console-usage-other = diese Befehlszeile ist nicht lesbar
console-usage-did-you-mean = meinten Sie { $name }?
console-usage-help = pegchess --help listet die Befehle; pegchess BEFEHL --help listet die Optionen eines Befehls

# Was `pegchess listen` als Befehl verstand, und die gestellte Frage.
console-said-press = die { -clock } drücken
console-said-repeat = noch einmal sagen
console-said-promote = umwandeln in { $piece }
console-said-offer-draw = Remis anbieten
console-said-offer-draw-by = { $side ->
    [white] Weiß bietet Remis an
   *[black] Schwarz bietet Remis an
}
console-said-resign = { $side ->
    [white] Weiß gibt auf
   *[black] Schwarz gibt auf
}
console-said-arbiter = den { -arbiter } rufen
console-said-yes = ja
console-said-no = nein
console-said-ask = Frage: { $question }
console-ask-times = die Zeiten
console-ask-number = die Zugnummer
console-ask-moves = die letzten { $count } Züge
console-ask-pieces = die Felder für { $piece }
console-ask-square = was auf { $square } steht
console-ask-rank = Reihe { $rank }
console-ask-file = die Linie { $file }
console-ask-help = Hilfe, Teil { $part }
console-ask-help-leave = Hilfe: wie man die Partie verlässt
console-ask-rating = die Elo-Änderung
console-ask-start = die Ausgangsstellung
console-ask-position = die Stellung, Reihe für Reihe

# Ein Journal, dessen Ende verloren ging, und die seltenen Fehler der Journale.
console-journal-damage = Zeile { $line } des { -log-file(form: "gen") } ist nicht lesbar ({ $reason }); die Partie bleibt bis dorthin erhalten
console-journal-damage-kept = { $lines ->
    [one] die 1 Zeile ab dort ({ $bytes } Bytes) liegt
   *[other] die { $lines } Zeilen ab dort ({ $bytes } Bytes) liegen
} für den { -arbiter } in { $path }
console-journal-damage-unused = { $lines ->
    [one] die 1 Zeile ab dort ({ $bytes } Bytes) wird
   *[other] die { $lines } Zeilen ab dort ({ $bytes } Bytes) werden
} nicht verwendet
console-journal-line-not-text = kein Text
console-journal-line-cut-off = die Zeile wurde abgeschnitten
console-journal-line-no-checksum = keine Prüfsumme
console-journal-line-bad-checksum = eine unlesbare Prüfsumme
console-journal-line-mismatch = die Prüfsumme passt nicht zur Zeile
console-journal-line-unknown = kein Eintrag, den dieses pegchess kennt
console-error-journal-header = { -log-file } { $path }: seine Kopfzeile ist nicht lesbar ({ $reason })
console-error-journal-encode = { -log-file } { $path }: ein Eintrag lässt sich nicht schreiben ({ $reason })

# Spracheingabe, die nicht starten kann, und die Wörter des Modells.
console-voice-off = Spracheingabe ist aus: { $reason }
console-voice-model-missing = kein vosk-Modell unter { $path }; eines herunterladen (README, Spracheingabe) und vosk-model in den Einstellungen setzen
console-voice-model-unloadable = vosk kann kein Modell aus { $path } laden; es muss ein entpackter vosk-Modellordner sein
console-voice-model-no-words = das vosk-Modell unter { $path } kennt kein Wort der Grammatik ({ $words }); ist es ein Modell in der Sprache der Ansage?
console-voice-model-recognizer = vosk kann mit der Grammatik keinen Erkenner für das Modell unter { $path } anlegen
console-voice-no-device = es gibt kein Eingabegerät { $name }
console-voice-no-microphone = es gibt kein Mikrofon
console-voice-devices = microphone in den Einstellungen auf eines davon setzen: { $devices }
console-voice-no-format = das Eingabegerät { $name } bietet kein brauchbares Format ({ $reason })
console-voice-stream = Aufnahme von { $name } nicht möglich ({ $reason })
console-voice-not-built = dieses pegchess wurde ohne Spracheingabe gebaut: es mit --features voice bauen (es braucht libvosk: scripts/setup ausführen oder PEGCHESS_VOSK_LIB setzen)
console-voice-check-all = { $known } Grammatikwörter bekannt; das Modell kennt jedes Wort
console-voice-check-some = { $known } Grammatikwörter bekannt; dem Modell unbekannt: { $unknown }
console-voice-trouble = Spracheingabe: { $reason }

# Eine Chess960-Startstellung, die sich nicht lesen lässt.
console-error-chess960-number = { $text } ist keine { -chess960 }-Startnummer; eine ganze Zahl von 0 bis 959 angeben (518 ist die übliche Ausgangsstellung)
console-error-chess960-unreadable = { $text } nennt keine Startstellung; ihre Nummer (0 bis 959) oder die weiße Grundreihe ab der a-Linie als acht Figurenbuchstaben angeben
console-error-chess960-back-rank = { $text } ist keine { -chess960 }-Grundreihe: Läufer auf beiden Farben, der König zwischen den Türmen

# Die Einrichtung legt eine kaputte Einstellungsdatei beiseite.
console-setup-copy-kept = eine Kopie liegt in { $path }
console-setup-copy-failed = keine Kopie angelegt: { $reason }

# Die Tasten der simulierten Bretter (Demo und Tests).
console-simulated-no-sighted = es gibt kein simuliertes Brett des Sehenden: --simulate-sighted verwenden
console-simulated-no-pegs = es gibt kein simuliertes { -peg-board }: --simulate verwenden
console-simulated-no-piece = auf { $square } steht keine Figur zum Anheben
console-simulated-empty-hand = keine Figur in der Hand: erst eine anheben oder sie nennen (sighted put { $square } D)

# Eine an der Konsole getippte Zeile ohne Bedeutung (die deutschen Wörter und die englischen Befehle gelten beide).
console-key-not-a-square = { $text } ist kein Feld (a1 bis h8)
console-key-no-promotion = { $text } ist keine Umwandlungsfigur: { $pieces } tippen
console-key-no-piece = { $text } ist keine Figur: { $letters } für Weiß tippen, klein für Schwarz
console-key-no-rank = Reihe 1 bis Reihe 8 tippen
console-key-no-file = Linie a bis Linie h tippen
console-key-not-a-side = { $text } ist keine Seite: weiß oder schwarz tippen
console-key-increment = zuschlag SEKUNDEN tippen, höchstens 3600, zum Beispiel zuschlag 5
console-key-set = zum Beispiel zeit weiß 1:30:00 tippen
console-key-not-a-time = { $text } ist keine Zeit von höchstens 24 Stunden: H:MM:SS tippen, zum Beispiel 1:30:00
console-key-moves = zum Beispiel züge weiß 20 tippen (höchstens 500)
console-key-sighted = sighted lift e2, sighted put e4 [D], sighted clear oder sighted start tippen
console-key-no-board = es gibt kein simuliertes Brett, auf dem Figuren gezogen werden könnten

# Was der Schiedsrichter über eine Aufzeichnung wissen sollte.
console-note-pegs-differ = das { -peg-board } zeigt jetzt nicht die Stellung der Aufzeichnung ({ $holes } Löcher weichen ab)
console-note-move-under-way = als das { -log-file } endete, war auf dem { -peg-board } ein Zug im Gang
console-error-settings-write = die Einstellungsdatei { $path } kann nicht geschrieben werden: { $reason }

# Eine Bedenkzeit, die sich nicht lesen lässt, und eine Zahl außerhalb ihres Bereichs.
console-tc = { -time-control } „{ $input }“: { $problem }. Eine PGN-TimeControl in Sekunden schreiben, etwa 40/5400+30:1800+30 oder 900+10 (b5 für eine Bronstein-Verzögerung, d5 für eine einfache Verzögerung, zum Beispiel 5400d5), oder eine Vorgabe: { $presets }
console-tc-empty = sie ist leer
console-tc-unknown = „?“ heißt, die { -time-control } ist unbekannt
console-tc-no-clock = „-“ heißt, die Partie hatte keine { -clock }
console-tc-minutes = eine Grundzeit von { $seconds } Sekunden sieht nach Minuten aus; PGN zählt Sekunden (15 Minuten + 10 s ist 900+10)
console-tc-empty-field = ein Feld zwischen den Trennzeichen „:“ ist leer
console-tc-sandclock = die Sanduhr „{ $field }“ wird nicht unterstützt
console-tc-move-count = „{ $field }“ braucht vor „/“ eine Zugzahl, nicht „{ $count }“
console-tc-seconds = „{ $field }“ braucht als { $what } eine ganze Zahl von Sekunden, nicht „{ $text }“
console-tc-over = „{ $field }“: { $what } liegt über der Grenze von { $limit }
console-tc-no-period = es gibt keinen Zeitabschnitt
console-tc-no-move-count = Abschnitt { $period } hat keine Zugzahl und kann darum nur der letzte sein
console-tc-zero-moves = Abschnitt { $period } hat 0 Züge
console-tc-no-time = Abschnitt { $period } gibt überhaupt keine Zeit
console-tc-period-over = Abschnitt { $period }: { $what } liegt über der Grenze von { $limit }
console-tc-base-time = Grundzeit
console-tc-per-move = Zeitzuschlag oder Verzögerung
console-tc-moves = die Zugzahl
console-tc-limit-base-time = 24 Stunden
console-tc-limit-per-move = 1 Stunde
console-tc-limit-moves = 500 Zügen
console-out-of-range = { $key } { $given } liegt außerhalb des Bereichs; { $low } bis { $high } angeben
console-error-no-date = „{ $text }“ ist kein Datum; es als 2025-10-01 schreiben (oder als PGN-Datum, 2025.10.01)
console-error-fen-syntax = „{ $fen }“ ist keine gültige FEN ({ $reason })
console-error-fen-impossible = „{ $fen }“ beschreibt eine unmögliche Stellung ({ $reason })
console-error-not-a-number = das ist keine Zahl
console-usage-no-value = { $name } braucht einen Wert
console-usage-missing-one = eines von { $names } muss angegeben werden
console-error-doctor = { $count ->
    [one] 1 Prüfung für die Partie ist fehlgeschlagen
   *[other] { $count } Prüfungen für die Partie sind fehlgeschlagen
} (siehe die Zeilen oben)

# Die eigenen Fehler der Befehle: ein Partieformular, die Dateien der Uhr, die Aufnahmen von listen.
console-error-sheet-header = das { -log-file } { $path } beschreibt keine Partie ({ $reason })
console-error-no-program = { $program } ist nicht installiert: das Debian-Paket { $package } installieren
console-error-no-time-control = die { -time-control } angeben: --time-control TC (zum Beispiel „15+10“, „40/5400+30:1800+30“)
console-error-think-not-seconds = Zeile { $line } von { $path }: „{ $text }“ ist keine Sekundenzahl; eine Zahl je Zeile schreiben, etwa 12 oder 7.5 (der erste Zug von Weiß zuerst)
console-error-think-empty = { $path } enthält keine Bedenkzeiten; eine Sekundenzahl je Zeile schreiben, der erste Zug von Weiß zuerst
console-error-audit-game = { $path }: { $reason }; diese Partie berichtigen oder entfernen
console-error-no-model = kein vosk-Modell: --model ORDNER angeben oder vosk-model in den Einstellungen setzen (siehe README, Spracheingabe)
console-error-wav-read = { $path } nicht lesbar: { $reason }
console-error-wav-dir = --wav-dir { $path }: { $reason }
console-error-no-recordings = --wav-dir { $path }: keine NAME.wav mit einer NAME.txt daneben
console-error-listen-not-built = { $reason } (--text geht ohne sie)

console-error-sheet-file = { $what ->
    [record] die Aufzeichnung
   *[scoresheet] das { -score-sheet }
} { $path }: { $reason }

# Die Fehler beim Partiebeginn, an der Konsole des Schiedsrichters, beim Fairplay, mit den Dateien der Uhr, den Formularen und der Demo.
console-error-start-board-none = --chess960 board liest die Anfangsstellung vom DGT-E-Brett des Sehenden, und es gibt keines: --sighted-port PFAD oder --simulate-sighted angeben (oder sighted-board in den Einstellungen), oder die Anfangsstellung selbst (eine Zahl von 0 bis 959 oder die Grundreihe)
console-error-start-board-ended = die Verbindung zum E-Brett des Sehenden brach ab, bevor es eine { -chess960 }-Anfangsstellung zeigte
console-error-simulated-eboard = das simulierte DGT-E-Brett konnte nicht starten: { $reason }
console-error-header-bad = im Kopf des { -log-file(form: "gen") } ist { $key } „{ $value }“ nicht lesbar: { $reason }
console-error-header-move = der importierte Zug „{ $move }“ im Kopf des { -log-file(form: "gen") } ist nicht regelgemäß
console-error-different-start = die Aufzeichnung beginnt mit { $record }, das { -score-sheet } aber mit { $scoresheet }; dem { -score-sheet } das FEN-Tag der Aufzeichnung geben oder keines
console-error-blind-read = das { -score-sheet } des blinden Spielers { $path } ist nicht lesbar: { $reason }
console-error-not-braille = { $path } ist keine Brailleschrift: eine BRF-Datei (.brf) oder einen Text aus Unicode-Braillezeichen angeben
console-error-blind-too-big = { $path } hat { $bytes } Bytes, mehr als die { $most }, die ein { -score-sheet } haben kann
console-error-cannot-write = { $path } lässt sich nicht schreiben: { $reason }
console-error-braille-table = die Brailletabelle { $table } fehlt (liblouis sucht in LOUIS_TABLEPATH, sonst in { $folder }): das Debian-Paket liblouis-data installieren
console-error-liblouis = liblouis konnte mit { $tables } nicht übertragen: { $reason }
console-error-braille-untranslatable = { $text } kommt aus der Brailletabelle { $table } nicht unverändert zurück: das { -score-sheet } in einer anderen Notation schreiben (--notation)
console-error-braille-figurines-brf = Figurinen brauchen 8-Punkt-Zellen, die eine BRF-Datei nicht fassen kann: --braille-unicode mit --figurines verwenden
console-error-braille-compact-figurines = die kompakte Schachschrift hat eigene Figurenbuchstaben: --figurines weglassen
console-error-braille-compact-clocks = die kompakte Schachschrift kennt keine Uhrzeiten: --clocks weglassen oder --braille-code literary verwenden
console-error-braille-no-chess-table = liblouis hat keine Schachtabelle für die Buchstaben von „{ $language }“ (nur en, de, da): --figurines weglassen
console-error-fair-binary = dieses Programm ({ $path }) lässt sich für seine SHA-256 nicht lesen: { $reason }
console-error-fair-differs = Prozess { $pid } entspricht nicht der Erklärung: { $count ->
    [one] 1 Abweichung
   *[other] { $count } Abweichungen
    }, oben aufgeführt
console-error-fair-pdf = die Erklärung in { -large-print } { $path }: { $reason }
console-error-fair-pdf-write = die Erklärung in { -large-print } { $path } lässt sich nicht schreiben: { $reason }
console-error-pdf-too-small = { -large-print } braucht mindestens { $least } pt; { $size } pt ist zu klein: --font-size { $least } oder mehr angeben
console-error-pdf-too-large = bei { $size } pt passt eine Zugzeile nicht auf die Breite von { $paper }; eine kleinere --font-size angeben (mindestens { $least })
console-error-pdf-font = die eingebaute Schrift dieses pegchess lässt sich nicht verwenden: { $reason }
console-error-clock-press = die { -clock } nahm einen Druck nicht an: { $reason }
console-error-no-readings = { $path } hat { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
    }, aber keine [%clk]-Uhrzeiten; die Prüfung braucht Kommentare wie {"{"}[%clk 1:59:56]{"}"} nach den Zügen
console-error-wav-unusable = { $path } ist keine brauchbare WAV-Datei: { $reason }
console-error-program-failed = { $program } ist gescheitert: { $reason }
console-error-sheet-wav = der Klang { $path } von espeak-ng ist nicht lesbar: { $reason }
console-error-sheet-rate = ein gesprochenes Stück mit { $found } Hz zwischen Stücken mit { $expected } Hz: sie lassen sich nicht verbinden
console-error-sheet-write = { $path } lässt sich nicht schreiben: { $reason }; mit -o DATEI einen anderen Ort wählen
console-error-demo-no-game = { $path } enthält keine lesbare Partie
console-error-demo-built-in = die eingebaute Demopartie ist nicht lesbar
console-error-demo-speed = --speed { $speed } liegt außerhalb des Bereichs; eine Zahl über 0 und höchstens 100 angeben
console-error-demo-recorded = das Programm hat { $recorded } von { $plies } Zügen aufgezeichnet
