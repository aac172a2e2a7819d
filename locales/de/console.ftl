# Die Zeilen der Konsole für die sehende Seite: Assistent, Schiedsrichter, Gegner.
# Zeiten wie auf einer Uhr (1:29:34); Züge in den Buchstaben der eingestellten Notation.

console-clock = Uhr: Weiß { $white } | Schwarz { $black }
console-clock-stopped = Uhr: Weiß { $white } | Schwarz { $black } (angehalten)
console-parting = Schiedsrichter: Partieformular und Brett des Sehenden trennen sich bei { $number }. { $side ->
    [white] Weiß
   *[black] Schwarz
    }: Formular { $record }, Brett des Sehenden { $sighted }
console-eboard-shows = ; das E-Brett des Sehenden zeigt { $board }
console-nothing-yet = (noch nichts)
console-should-show = Schiedsrichter: Das Brett des Sehenden sollte { $after } zeigen; Korrektur: { $fixes }
console-position-after = die Stellung nach { $move }
console-start-position = die Ausgangsstellung
console-it-shows = ; es zeigt { $board }
console-sighted-moves = Brett des Sehenden: { $moves }
console-journal = Spieljournal: { $path }
console-score-sheet = Partieformular: { $path }
console-score-sheet-saved = Partieformular gespeichert: { $path }
console-resuming = Partie wird fortgesetzt: { $path }
console-game-over = Die Partie in { $path } ist beendet ({ $reason }); ihr Partieformular ist { $sheet }:
console-sheet-written = Partieformular geschrieben: { $path }
console-sheets-written = Partieformulare neben { $path } geschrieben: .brf, .pdf, .ogg
console-close-window = Zum Beenden das Fenster schließen (es schließt sich nach { $seconds } s von selbst)
console-demo-pegs = ein simuliertes Stiftbrett
console-demo-eboard = ein simuliertes DGT-E-Brett (kein Stiftbrett)
console-demo-plays = pegchess-Demo: { $board } spielt die ersten { $plies } Halbzüge von { $white } - { $black } ({ $event }, { $date }).
console-demo-sheet = Das Partieformular, das das Programm geführt hat ({ $path }):
console-demo-eboard-at = Das simulierte DGT-E-Brett des Sehenden liegt unter { $path }.
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
console-ports-none = keine seriellen Anschlüsse gefunden; das Brett (USB) einstecken und prüfen, ob Ihr Benutzer serielle Anschlüsse öffnen darf (Gruppe dialout)
console-port-pegs = { $port }: Stiftbrett „{ $name }“
console-port-dgt = { $port }: DGT-E-Brett ({ $about }); mit --sighted-port { $port } verwenden
console-port-silent = { $port }: weder Stiftbrett noch DGT-E-Brett hat geantwortet
console-settings-saved = Einstellungen gespeichert: { $path }
console-nothing-saved = nichts gespeichert
console-setup-demo = pegchess-Demo: die gesprochene Einrichtung auf den drei Knöpfen des simulierten Bretts (Ihre Einstellungsdatei bleibt unberührt).
console-arbiter-note = Notiz: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = Tasten (eintippen, dann Enter): left, right = die Hebel (die Wahl davor und danach), speak = wählen, speak long = die Frage noch einmal hören, q = beenden
console-setup-keys-terminal = Tasten (wirken sofort): Pfeil links und rechts = die Hebel (die Wahl davor und danach), Enter oder Leertaste = sprechen (wählen), Pfeil hoch = die Frage noch einmal hören, q = beenden
console-setup-done = Einrichtung fertig: zum Beginnen Enter drücken
console-no-keyboard = pegchess: keine Tastatur: { $error }

# Fehler, nach "pegchess: ".
console-error-no-game-to-resume = keine Partie zum Fortsetzen in { $path }; eine mit --journal DATEI angeben
console-error-fewer-games = { $path } hat weniger als { $games } Partien
console-error-settings-read = Einstellungsdatei { $path } nicht lesbar: { $reason }
console-error-settings-syntax = Einstellungsdatei { $path } ist ungültig: { $reason }; die Zeile berichtigen oder die Datei löschen, um die Vorgaben zu nutzen
console-error-pgn-file = { $path } nicht lesbar: { $reason }; den Pfad einer PGN-Datei angeben
console-error-process = { $path } nicht lesbar: { $reason }; die Nummer eines laufenden eigenen pegchess angeben
console-error-announce = Zug { $number } ({ $text }): { $problem }
console-error-think-file = Bedenkzeitdatei { $path } nicht lesbar: { $reason }; eine Textdatei mit einer Sekundenzahl je Zeile angeben
console-error-journal-read = Journal { $path }: { $reason }
console-error-not-a-journal = { $path } ist kein pegchess-Journal (seine erste Zeile ist nicht „{ $magic }“); die .journal-Datei einer Partie angeben
console-error-journal-version = { $path } ist ein Journal der Version { $version }; dieses pegchess liest Version { $ours }: mit dem pegchess fortsetzen, das es schrieb
console-error-journal-cut = { $path } wurde abgeschnitten, während seine Partie angelegt wurde: es enthält keinen Zug; die Partie mit `pegchess play` beginnen
console-error-journal-in-use = die Partie { $path } ist in einem anderen pegchess offen{ $pid ->
    [none] {""}
   *[other] {" "}(Prozess { $pid })
    }. Erst dort die Uhr anhalten und die Partie verlassen (Taste q), oder nur lesend vergleichen mit `pegchess arbiter compare --record { $path }`
console-error-pgn-game = Partie { $game }: { $reason }
console-error-pgn-move = Zug { $number } ({ $san }) ist hier nicht möglich: { $problem }
console-error-pgn-fen = FEN-Tag: { $reason }
console-error-pgn-chess960 = eine Chess960-Partie braucht ein FEN-Tag mit ihrer Anfangsstellung
console-error-sheet-no-game = kein Spieljournal in { $path }; die Partie angeben: pegchess sheet DATEI
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
    [yes] { " Zeit überschritten" }
   *[no] { "" }
    }
console-audit-finding = Partie { $game } (Runde { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] Weiß
   *[black] Schwarz
    }): { $reading } nach { $previous }: { $why ->
    [too-high] mehr als die { $limit }, die die Bedenkzeit erlaubt
    [too-low] weniger als die { $limit }, die der Zug hinzufügt: das Fallblättchen wäre gefallen
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
console-listen-listening = höre über { $device } ({ $format }); Strg-C beendet
console-listen-outside = Wörter der Beschriftungen, die der Leser nicht kennt: { $words }
console-listen-recording = { $name }: gehört „{ $heard }“ => { $heard-reading } (gemeint „{ $meant }“ => { $meant-reading })
console-listen-confirm = nachfragen: { $move }
console-listen-ambiguous = mehrdeutig: { $moves }
console-listen-command = Befehl: { $command }
console-listen-none = nichts
