# pegchess: deutsche Satzrahmen. Die Wörter des Schemas (Anna, eins, Springer, Kurze Rochade)
# kommen als Argumente; hier stehen nur Rahmen, Wörter der Oberfläche und Pluralformen.
# Jede Sprache hat genau dieselben Nachrichten und Argumente (tests/speech prüft das).

## Bausteine

nothing = {""}
square = { $file } { $rank }
square-plain = { $file }{ $rank }
# $role wählt das grammatische Geschlecht (die Dame ist weiblich).
coloured-piece = { $words ->
       *[any] { $colour ->
            [white] { $role ->
                [queen] weiße
               *[other] weißer
            }
           *[black] { $role ->
                [queen] schwarze
               *[other] schwarzer
            }
        } { $piece }
    }
# Mehrere Figuren einer Art ($piece ist die Mehrzahl).
coloured-pieces = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] weiße
               *[black] schwarze
            } { $piece }
        }
    }
join-comma = { $first }, { $rest }
join-and = { $first } und { $rest }
join-steps = { $first }; { $rest }
join-or = { $first } oder { $rest }

## Züge (kurz wie SAN, lang mit Start- und Zielfeld)

move-quiet = { $piece } { $to }
move-quiet-from = { $piece } { $from } { $to }
move-pawn = { $to }
move-pawn-from = { $from } { $to }
move-capture = { $piece } schlägt { $to }
move-capture-from = { $piece } { $from } schlägt { $to }
move-pawn-capture = { $from } schlägt { $to }
move-en-passant = { $from } schlägt { $to } en passant
move-castling = { $castling }
move-castling-squares = { $castling }, { $king } { $king-to }, { $rook } { $rook-to }
move-promotion = { $move }, Umwandlung in { $piece }
move-check = { $move }, Schach
move-mate = { $move }, Schachmatt
announced-other-move = Angesagt { $announced }, ausgeführt { $executed }.
promotion-question = Umwandlung auf { $square }: welche Figur?
confirm-move = { $move }?
confirm-resign = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gibt auf? Bitte mit Ja bestätigen.
touched = Berührt: { $piece } auf { $square }.

## Zeiten (immer in Worten)

duration-join = { $first } { $rest }
duration-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }
duration-minutes = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
duration-seconds = { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
time-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $time }
time-both = Weiß { $white }, Schwarz { $black }
time-short = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } { $seconds }
time-short-seconds = { $seconds }
flag-fall = Das { -flag } von { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist gefallen.
clock-stopped = { -clock } angehalten.
no-clock = In dieser Partie läuft keine { -clock }.
clock-running = Die { -clock } von { $side ->
        [white] Weiß
       *[black] Schwarz
    } läuft.
moves-counted = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $moves } Züge gezählt.
increment-added = { $seconds ->
        [one] Ab jetzt plus 1 Sekunde pro Zug für beide.
       *[other] Ab jetzt plus { $seconds } Sekunden pro Zug für beide.
    }
call-arbiter = { -clock } anhalten und den { -arbiter } rufen.
sighted-board-connected = Das Brett des Sehenden ist verbunden.
sighted-board-disconnected = Das Brett des Sehenden antwortet nicht; die Partie geht weiter.
broadcast-lost = Die Übertragungsverbindung ist verloren; die Partie geht mit den Ansagen weiter.
promotion-differs = Auf { $square } steht auf dem Brett des Sehenden { $sighted }, in der Partieaufzeichnung { $record }.
agreement = { $first ->
        [board] Das { -peg-board }
        [record] Die Partieaufzeichnung
        [announced] Der angesagte Zug
       *[sighted] Das Brett des Sehenden
    } und { $second ->
        [board] das { -peg-board }
        [record] die Partieaufzeichnung
        [announced] der angesagte Zug
       *[sighted] das Brett des Sehenden
    } stimmen wieder überein.
divergence = { $first ->
        [board] Das { -peg-board }
        [record] Die Partieaufzeichnung
        [announced] Der angesagte Zug
       *[sighted] Das Brett des Sehenden
    } und { $second ->
        [board] das { -peg-board }
        [record] die Partieaufzeichnung
        [announced] der angesagte Zug
       *[sighted] das Brett des Sehenden
    } weichen ab Zug { $number } voneinander ab, { $side ->
        [white] Weiß
       *[black] Schwarz
    }.

## Partie und Stellung (nie eine Bewertung, nie ein Vorschlag)

move-number = Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug.
history-move = Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $move }
no-moves = Noch keine Züge.
pieces-at = { $piece }: { $squares }
pieces-none = { $piece }: nicht auf dem Brett
square-piece = { $square }: { $piece }
square-empty = { $square }: leer
line-rank-empty = Reihe { $rank }: leer
line-file = Linie { $file }, { $contents }
line-file-empty = Linie { $file }: leer
line-item = { $square } { $piece }
position-rank = Reihe { $rank }, { $contents }
position-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $pieces }
game-won = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt.
game-drawn = Remis.
stalemate = Patt.
ended-repetition = Dieselbe Stellung zum fünften Mal.
ended-75-moves = 75 Züge ohne Schlagen und ohne Bauernzug.
ended-dead-position = Keine Seite kann mattsetzen.

## Das Brett

board-connected = Brett { $name } verbunden.
board-disconnected = Das Brett antwortet nicht; die Partie bleibt erhalten.
board-looking = Noch antwortet kein { -peg-board }; es anschließen, die Prüfung sucht weiter.
board-reconnected = Das Brett ist wieder da.
hole-chatter = Das Loch auf { $square } wechselt ständig: Stift oder Sensor prüfen.
peg-out = Heraus: { $square }
peg-in = Hinein: { $square }
mismatch = Die Bretter stimmen nicht überein: { $steps }{ $more ->
        [0] .
       *[other] , und { $more } weitere.
    }
mismatch-empty = { $square } leer
mismatch-place = { $piece } auf { $square }
board-wrong = Das Brett weicht in { $count } Feldern von der Partie ab.
step-done = { $remaining ->
        [0] Erledigt.
        [one] Erledigt, noch ein { -step }.
       *[other] Erledigt, noch { $remaining } { -step(form: "pl") }.
    }
new-difference = Neue Abweichung: { $step }.
move-changed = Jetzt { $move }
move-undone = Der Zug ist wieder vom Brett.
already-over = Die Partie ist beendet. { $result }
board-matches = Das Brett stimmt wieder.
taken-back = Zurückgenommen: { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }.
which-move = Welcher Zug war es: { $moves }?
move-incomplete = Der Zug ist nicht vollständig: { $steps }{ $more ->
        [0] .
       *[other] , und { $more } weitere.
    }
press-without-move = Die { -clock } wurde ohne Zug gedrückt.
setup-place = { $piece } auf { $square } stellen
setup-step = { $step } ({ $remaining ->
        [one] letzter { -step }
       *[other] noch { $remaining } { -step(form: "pl") }
    })
setup-complete = Die Grundstellung steht.
setup-complete-at = Die Stellung steht: Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug.

## Fehler

key-refused = { $text }.
input-rejected = { $input }: { $problem ->
        [unknown-piece] kein Figurenbuchstabe dieser Notation.
        [no-such-move] dieser Zug ist in der Stellung nicht möglich.
        [ambiguous] mehr als ein Zug passt; Linie oder Reihe des Startfelds angeben.
        [promotion-piece] die Figur der Umwandlung angeben.
       *[not-understood] nicht verstanden.
    }
nothing-to-repeat = Noch nichts zu wiederholen.
speech-unavailable = Kein Sprachdienst ({ $reason }); alles wird nur angezeigt.
speech-fallback = Kein Sprachdienst; espeak-ng spricht stattdessen.

## keys and help

help-1 = Zifferntasten: 1 wiederholen, 2 beide Zeiten, 3 Zugnummer, 4 letzter Zug, 5 letzte fünf Züge, 0 { -clock } drücken. H: mehr.
help-2 = Einen Zug ansagen: eintippen und Enter drücken. Ein Größer-als-Zeichen vor dem Zug gibt den Zug des Bretts des Sehenden ein. H: mehr.
help-3 = Zweimal Q verlässt die Partie; resume setzt sie fort. Escape löscht die Zeile. Leertaste zuerst für eine Zeile mit h. H: mehr.
help-4 = Die ganze Spieleranleitung, Abschnitt für Abschnitt: außerhalb der Partie pegchess guide eintippen. H: von vorn.
help-leave = Zum Verlassen noch einmal q drücken; pegchess resume setzt die Partie fort. Jede andere Taste bleibt.
ready = pegchess ist bereit. { $keys ->
        [single] Drücken Sie h für die Hilfe.
       *[lines] Tippen Sie h und Enter für die Hilfe.
    }
## set-up

time-warning = Achtung: noch { $time }.
setup-intro = Einrichtung. Die Hebel wechseln die Auswahl, die Sprechtaste wählt. Sprechtaste lange drücken, um die Frage noch einmal zu hören.
setup-ask = { $question }: { $choice }.
setup-choice = { $choice }.
setup-item = { $question }: { $choice }
setup-readback = Ihre Auswahl: { $choices }.
setup-readback-more = { $choices }.
setup-example = { $choice }, zum Beispiel: { $example }
setup-question = { $step ->
        [language] Sprache
        [scheme] Ansage
        [form] Zugform
        [time-control] { -time-control }
        [minutes] Minuten auf der { -clock }
        [increment] Sekunden pro Zug dazu
        [lever] Ihr Uhrhebel
        [rate] Sprechtempo
        [voice] Stimme für die Brettwörter
        [schedule] Zeitansagen
        [warnings] Ihre Zeitwarnungen
        [theme] Fensterfarben
        [game] Partie
        [hundreds] Nummer der Startstellung, Hunderter
        [tens] Nummer der Startstellung, Zehner
        [units] Nummer der Startstellung, Einer
        [start] { -chess960 }-Startstellung
       *[finish] Abschluss
    }
setup-language = { $language ->
        [en] English
        [de] Deutsch
        [hu] Magyar
        [fi] Suomi
       *[da] Dansk
    }
setup-scheme = { $scheme ->
        [fide] FIDE
       *[danish] dänisch
    }
setup-form = { $form ->
        [short] kurz
       *[long] lang
    }
setup-tc-none = ohne { -clock }
setup-tc-custom = eigene, mit den Hebeln eingestellt
setup-tc-period = { $time }
setup-tc-period-moves = { $time } für { $moves } Züge
setup-tc-then = { $first }, dann { $rest }
setup-tc-increment = { $seconds ->
        [one] { $rest }, plus 1 Sekunde pro Zug
       *[other] { $rest }, plus { $seconds } Sekunden pro Zug
    }
setup-tc-delay = { $rest }, { $seconds } Sekunden Verzögerung pro Zug
setup-no-increment = nichts dazu
setup-lever = { $lever ->
        [left] der linke Hebel
        [right] der rechte Hebel
       *[any] ein beliebiger Hebel
    }
setup-rate = { $pace ->
        [slower] langsamer um { $amount }
        [faster] schneller um { $amount }
       *[normal] normal
    }
setup-voice = { $voice ->
        [de] die Brettwörter mit deutscher Stimme
        [da] die Brettwörter mit dänischer Stimme
       *[same] alles mit derselben Stimme
    }
setup-every = { $seconds ->
        [60] jede Minute
       *[other] alle { $time }
    }
setup-under = { $seconds ->
        [60] unter einer Minute
       *[other] unter { $time }
    }
setup-band = { $every }
setup-band-below = { $every } { $under }
setup-warnings = warnen bei { $marks }
setup-warnings-none = keine Warnungen
setup-theme = { $theme ->
        [dark] das Fenster hell auf dunkel
        [light] das Fenster dunkel auf hell
       *[yellow-on-black] das Fenster gelb auf schwarz
    }
setup-finish = { $choice ->
        [save] speichern und fertig
        [again] von vorn beginnen
        [sheets] { -score-sheet(form: "pl") } der letzten Partie erstellen
       *[leave] verlassen ohne zu speichern
    }
# The game that follows the set-up (issue 24): standard chess or a Chess960 start set digit by digit.
setup-game-standard = normales Schach
setup-game-chess960 = { -chess960 }, Startstellung { $number }
setup-chess960 = { -chess960 }, die Nummer der Startstellung mit den Hebeln eingestellt
setup-start-number = { $number }
setup-check-start = Das ist { -chess960 }, Startstellung { $number }. Die Sprechtaste übernimmt sie, ein Hebel ändert die Nummer.
setup-saved = Einstellungen gespeichert.
setup-left = Einrichtung verlassen; nichts wurde gespeichert.
setup-broken = Die Einstellungsdatei war nicht lesbar; eine Kopie liegt daneben.
setup-write-failed = Die Einstellungen konnten nicht gespeichert werden.
setup-begin = Drücken Sie Enter, um zu beginnen.

## pegchess doctor: one line per check

doctor-speech-ok = Sprachausgabe: in Ordnung.
doctor-speech-fallback = Sprachausgabe: espeak-ng spricht, der Sprachdienst fehlt. Abhilfe: speech-dispatcher installieren.
doctor-speech-missing = Sprachausgabe: nichts kann sprechen. Abhilfe: speech-dispatcher und espeak-ng installieren.
doctor-speech-not-wanted = Sprachausgabe: { $who ->
        [screen-reader] Ihr Bildschirmleser spricht.
       *[off] in den Einstellungen aus.
    }
doctor-voice-ok = Stimme für { $language ->
        [en] Englisch
        [hu] Ungarisch
        [fi] Finnisch
        [da] Dänisch
       *[de] Deutsch
    }: in Ordnung.
doctor-voice-missing = Keine Stimme für { $language ->
        [en] Englisch
        [hu] Ungarisch
        [fi] Finnisch
        [da] Dänisch
       *[de] Deutsch
    }. Abhilfe: espeak-ng installieren.
doctor-voice-unknown = Die Stimme { $voice } ist nicht installiert. Abhilfe: die Stimme in den Einstellungen ändern.
doctor-german-words-voice = Die FIDE-Wörter: die deutsche Stimme spricht sie.
doctor-german-words-respelled = Die FIDE-Wörter: keine deutsche Stimme; die Stimme Ihrer Sprache spricht sie umgeschrieben, damit sie deutsch klingen. Besser: espeak-ng installieren, es hat eine.
doctor-microphone-ok = Mikrofon: in Ordnung, { $name }.
doctor-microphone-missing = Kein Mikrofon. Abhilfe: eines anschließen oder in den Einstellungen nennen.
doctor-model-not-set = Spracheingabe: aus, kein vosk-Modell eingestellt.
doctor-model-ok = Vosk-Modell: in Ordnung.
doctor-model-broken = Das vosk-Modell lässt sich nicht laden. Abhilfe: vosk-model in den Einstellungen prüfen.
doctor-grammar-ok = Das Modell kennt jedes Wort: in Ordnung.
doctor-grammar-unknown = Das Modell kennt { $count ->
        [one] 1 Wort
       *[other] { $count } Wörter
    } nicht, etwa { $words }. Abhilfe: ein Modell Ihrer Sprache verwenden.
doctor-board-ok = Brett: in Ordnung, an { $port }, Version { $version }.
doctor-board-missing = Kein Brett gefunden. Abhilfe: das Brett anschließen und die Prüfung wiederholen.
doctor-settings-ok = Einstellungen: in Ordnung, { $path }.
doctor-settings-default = Einstellungen: noch keine Datei, es gelten die Vorgaben. Ändern mit: pegchess setup.
doctor-settings-broken = Die Einstellungsdatei { $path } ist ungültig. Abhilfe: pegchess setup ausführen.
doctor-games-ok = Partienordner: in Ordnung, { $free } Megabyte frei.
doctor-games-not-writable = Partien können nicht in { $dir } gespeichert werden. Abhilfe: data-dir in den Einstellungen setzen.
doctor-games-low-space = Nur { $free } Megabyte frei für Partien. Abhilfe: Speicherplatz freimachen.

# The sighted board measured against the record (issue 22)
sighted-differs = Brett des Sehenden: { $fix }{ $more ->
        [0] .
       *[other] , und { $more } weitere.
    }
sighted-board-wrong = Das Brett des Sehenden weicht in { $count } Feldern von der Partie ab.
sighted-behind = Dem Brett des Sehenden { $count ->
        [one] fehlt der letzte Zug
       *[other] fehlen die letzten { $count } Züge
    } der Partieaufzeichnung, ab Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    }. Bitte auf dem Brett nachholen.
moves-while-away = Während das Brett des Sehenden nicht verbunden war, { $count ->
        [one] wurde ein Zug
       *[other] wurden { $count } Züge
    } darauf gespielt. Die Reihenfolge mit dem { -arbiter } dem { -score-sheet } des Sehenden entnehmen.
moves-read-while-away = { $count } Züge wurden vom Brett des Sehenden gelesen, als es wieder verbunden war. Mit dem { -arbiter } am { -score-sheet } des Sehenden prüfen.
fix-move = { $piece } auf { $from }, gehört auf { $to }
fix-replace = { $found } auf { $square }, sollte { $expected } sein
fix-remove = { $piece } auf { $square } zu viel
fix-place = { $piece } fehlt auf { $square }

## Rating (issue 24): the FIDE rating change of a game or a rating period
rating-whole = { $whole }
rating-decimal = { $whole },{ $fraction }
rating-points = { $sign ->
        [plus] plus { $amount }
        [minus] minus { $amount }
       *[zero] { $amount }
    } { $count ->
        [one] Punkt
       *[other] Punkte
    }
rating-factor = K { $k }: { $rule ->
        [given] wie angegeben
        [new] neu auf der Liste, weniger als 30 Partien
        [junior] Jugendliche unter 2300
        [under-2400] Elo unter 2400
       *[reached-2400] 2400 erreicht
    }.
rating-factor-limited = K { $k } statt { $before }: { $games } Partien im Zeitraum, die 700er-Regel.
rating-game = Gegen { $opponent }: { $score ->
        [win] Sieg
        [draw] Remis
       *[loss] Niederlage
    }, erwartet { $expected }, { $change }.
rating-total = Gesamt mit K { $k }: { $change }, gerundet { $rounded }. Neue Elo { $new }.
rating-not-over = Die Partie ist nicht beendet: noch keine Elo-Änderung.
rating-unknown = Die Elo-Zahlen der Spieler sind nicht bekannt.
rating-initial = Erste Elo: Schnitt { $average } mit den zwei angenommenen Gegnern mit 1800, Ergebnis { $p }, dp { $dp }: { $rating }.
rating-initial-capped = Errechnet { $computed }: eine erste Elo ist höchstens 2200.
rating-initial-disregarded = Das erste Turnier brachte null Punkte: { $games ->
        [one] seine 1 Partie zählt
       *[other] seine { $games } Partien zählen
    } nicht.
rating-initial-too-few = { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    } gegen Gegner mit Elo: veröffentlicht ab 5.
rating-initial-below-floor = Unter 1400: nicht veröffentlicht.
rating-rules = Nach den FIDE-Elo-Regeln, gültig ab { $from ->
        [march-2024] 1. März 2024
       *[october-2025] 1. Oktober 2025
    }.
rating-error-out-of-range = Die Elo { $rating } liegt außerhalb des Listenbereichs von 1400 bis 3000 (1400 ist die Untergrenze der FIDE-Regeln vom 1. März 2024).
rating-error-not-a-rating = „{ $text }“ ist keine Elo-Zahl: Schreiben Sie eine ganze Zahl von 1400 bis 3000, etwa 1850.
rating-error-not-a-score = „{ $text }“ ist kein Ergebnis: Eine Partie zählt 1, ½ (auch 1/2 oder 0,5) oder 0.
rating-error-unknown-k = K { $text } ist kein K-Faktor der Regeln: Nehmen Sie 40, 20 oder 10.
rating-error-no-games = Keine Partien: Geben Sie mindestens einen Gegner mit Ergebnis an.
rating-error-period-too-short = Der Zeitraum hat { $period } Partien, weniger als die { $listed } angegebenen.
rating-error-not-an-opponent = „{ $text }“ ist kein Gegner: Schreiben Sie Elo:Ergebnis, etwa 2100:1, 1950:½ oder 1800:0.
rating-error-zero-first-event = Das erste Turnier brachte null Punkte, daher { $games ->
        [one] zählt seine Partie
       *[other] zählen seine { $games } Partien
    } nicht (FIDE 8.2.1): keine erste Elo, bis der Spieler in einem späteren Turnier punktet.
rating-error-birth-year = Geburtsjahr { $born } passt nicht zu einem Zeitraum im Jahr { $year }.
rating-error-tag-missing = Die Partie hat keinen Tag { $tag }: Die Elo ist nicht bekannt.
rating-error-tag-bad = { $tag } „{ $value }“: { $reason }
rating-error-not-finished = Das Ergebnis der Partie ist „{ $result }“: Sie ist nicht beendet und ändert noch keine Elo.
rating-error-file = Die PGN-Datei kann nicht gelesen werden: { $reason }
rating-error-no-such-game = { $path } hat keine Partie { $game }, nur { $count }.
rating-error-game = Die Partie in { $path } kann nicht gelesen werden: { $reason }
rating-error-no-rating = Die Elo des Spielers ist nicht bekannt: Geben Sie --rating an, oder --pgn mit --side.
rating-error-initial-before-2024 = Die erste Elo nach den Regeln vor dem 1. März 2024 ist nicht umgesetzt: Geben Sie ein --date ab 2024-03-01 an.
rating-error-first-event = --first-event { $first } passt nicht zu { $count ->
        [one] 1 Gegner
       *[other] { $count } Gegnern
    }: Geben Sie eine Zahl von 1 bis { $count } an.
rating-error-first-event-rated = --first-event gilt für Spieler, die neu auf der Liste sind: Geben Sie es mit --unrated an.
rating-error-tags = { $path }, Partie { $game }: { $reason }
## Score sheets the players can read (pegchess sheet, D.2.7)

sheet-white = Weiß
sheet-black = Schwarz
sheet-event = Turnier
sheet-site = Ort
sheet-round = Runde
sheet-date = Datum
sheet-result = Ergebnis
sheet-time-control = { -time-control }
sheet-signatures = Unterschriften beider Spieler ({ -article } 8.7)
sheet-page = Seite
doctor-braille-ok = Braille: in Ordnung, Tafel { $table }.
doctor-braille-missing = Die Braille-Tafel { $table } fehlt. Abhilfe: liblouis-bin und liblouis-data installieren.
sheet-written = { -score-sheet(form: "pl") } geschrieben: Braille, { -large-print } und Ton.
sheet-failed = Das { -score-sheet } konnte nicht geschrieben werden: { $reason }

# The open question (issue 26): a confirmation withdrawn when the game moved on, a yes or no with no question
question-withdrawn = Die Partie ging weiter; die Frage entfällt.
nothing-to-answer = Nichts zu beantworten: keine Frage ist offen.

## The journal on a full or failing disk (issue 27): said once, the game goes on

record-not-written = Die Partie kann nicht gespeichert werden; der Datenträger ist vielleicht voll. Weiterspielen und dem { -arbiter } sagen: Der Bildschirm zeigt, wo sie liegt.

## Chess960 (issue 24): the start's back rank on request, square by square
back-rank = Die Grundstellung: { $contents }
# Die Startstellung vom Brett des Sehenden gelesen (play --chess960 board): Warten, gefunden, oder was nicht stimmt
chess960-waiting = Ich warte auf die { -chess960 }-Startstellung auf dem Brett des Sehenden.
chess960-start = { -chess960 }-Startstellung Nummer { $number }.
not-start-empty = Noch keine { -chess960 }-Startstellung: Das Brett des Sehenden ist leer.
not-start-back-rank = Keine { -chess960 }-Startstellung: Auf { $square } gehört eine weiße Figur, kein Bauer.
not-start-pieces = Keine { -chess960 }-Startstellung: Auf die weiße Grundreihe gehören König, Dame, zwei Türme, zwei Läufer und zwei Springer.
not-start-bishops = Keine { -chess960 }-Startstellung: Die Läufer müssen auf verschiedenfarbigen Feldern stehen.
not-start-king = Keine { -chess960 }-Startstellung: Der König muss zwischen den Türmen stehen.
not-start-mirror = Keine { -chess960 }-Startstellung: Die Grundreihen sind nicht spiegelgleich; { $piece } fehlt auf { $square }.
not-start-pawn = Keine { -chess960 }-Startstellung: { $piece } fehlt auf { $square }.
not-start-extra = Keine { -chess960 }-Startstellung: { $piece } auf { $square } zu viel.

table = { $pegs ->
        [connected] { -peg-board } verbunden
        [looking] Kein { -peg-board } antwortet, ich suche weiter
       *[absent] Kein { -peg-board }
    }; { $eboard ->
        [connected] das E-Brett des Sehenden ist verbunden.
        [looking] das E-Brett des Sehenden antwortet nicht, ich suche weiter.
       *[absent] { $pegs ->
            [connected] kein E-Brett.
           *[other] Züge werden angesagt und die { -clock } gedrückt.
        }
    }
announced = Angesagt: { $move }.
announced-impossible = { $move } ist hier nicht möglich. Nicht notiert; bitte neu ansagen.
announced-unclear = { $move }: { $problem ->
        [promotion-piece] die Figur der Umwandlung angeben.
       *[ambiguous] mehr als ein Zug passt; das Startfeld angeben.
    } Nicht notiert; bitte neu ansagen.
pressed = Gedrückt. { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug.
unfinished-game = Eine weitere Partie ist nicht beendet: Partie { $game }, bei Zug { $number }. pegchess resume --unfinished { $game } setzt sie fort.
unfinished-game-players = Eine weitere Partie ist nicht beendet: Partie { $game }, { $white } gegen { $black }, bei Zug { $number }. pegchess resume --unfinished { $game } setzt sie fort.
this-game = Dies ist Partie { $game }.
this-game-players = Dies ist Partie { $game }: { $white } gegen { $black }.
resumed = Partie fortgesetzt bei Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug.
announced-unpressed = Angesagt, noch nicht gedrückt: { $move }. { -clock } drücken oder neu ansagen.

# Fairplay (pegchess fair-play): die Erklärung für den Schiedsrichter, und welcher Schutz einer Partie fehlt
fair-binary = pegchess { $version }. Die SHA-256-Prüfsumme dieses Programms beginnt mit { $start }.
fair-kernel = Der Kernel schränkt es ein: Seccomp-Filter { $seccomp ->
        [yes] an
       *[no] aus
    }, No-New-Privs { $nnp ->
        [yes] an
       *[no] aus
    }, Landlock Version { $abi } auf { $confined } von { $threads } Threads.
fair-probe = { $what ->
        [tcp] Eine Netzwerkverbindung
        [udp] Ein UDP-Socket
        [write] Eine Datei außerhalb des Partienordners
       *[shell] Eine Shell
    }: { $refused ->
        [yes] verweigert.
       *[no] nicht verweigert!
    }
fair-broadcast = Tisch: das Brett des Sehenden über ein Übertragungsrelais, gelesen aus DGT LiveChess auf dem Rechner des Veranstalters.
fair-relay-limit = Das Relais gibt ein Brett weiter, nie ein zweites, und fragt LiveChess nur nach der Brettliste und den Ereignissen dieses Bretts.
fair-no-engine = pegchess enthält keine Schach-Engine. Es bewertet nie eine Stellung und schlägt nie einen Zug vor.
fair-no-legality = Es sagt nie, ob ein Zug regelgemäß ist, bevor der Zug ausgeführt ist, wie { -article } 11.3.1 verlangt.
fair-how-to-check = Eine laufende Partie prüfen: pegchess fair-play --check und die Prozessnummer der Partie eingeben.
fair-how-to-hash = Das Programm prüfen: seine sha256sum mit der veröffentlichten Prüfsumme vergleichen.
fair-protection = { $what ->
        [no-new-privs] No-New-Privs
        [seccomp] Seccomp-Filter
        [landlock-files] Landlock-Dateiregeln
        [landlock-network] Landlock-Netzregeln
       *[every-thread] Landlock auf jedem Thread
    }
fair-missing = Diesem Computer fehlt ein Schutz: { $what }. Die Partie geht weiter.
fair-check-ok = Prozess { $pid } ist eingeschränkt, wie die Erklärung sagt.
fair-check-failed = Prozess { $pid } ist nicht wie erklärt eingeschränkt: { $count } { $count ->
        [one] Abweichung
       *[other] Abweichungen
    }.
fair-check-not-pegchess = Prozess { $pid } ist nicht pegchess: Er führt { $program } aus.
fair-form-title = Fairplay-Erklärung für den { -arbiter }
fair-form-when = Datum und Uhrzeit
fair-form-board = Brett
fair-form-arbiter = Name des { -arbiter(form: "gen") }
fair-form-signature = Unterschrift des { -arbiter(form: "gen") }
doctor-fair-ok = Fairplay: in Ordnung, der Kernel kann die Partie einschränken.
doctor-fair-missing = Fairplay: dem Kernel fehlt ein Schutz: { $what }. Abhilfe: ein neuerer Linux-Kernel.

resumed-as-asked = { $setting ->
        [language] Sprache
        [notation] Notation
        [scheme] Ansagewörter
       *[form] Ansageform
    }: bisher { $was }, jetzt { $now }, wie gewünscht.
resumed-clock-stands = Die { -time-control } der Partie bleibt; die { -clock(form: "pl") } stellt nur der { -arbiter }.
words-scheme = { $scheme ->
        [fide] die FIDE-Wörter
        [danish] die dänischen Wörter
       *[plain] einfache Buchstaben und Ziffern
    }
promotion-noted = Umwandlungsfigur: { $piece }.
draw-offer-noted = Remisangebot von { $side ->
        [white] Weiß
       *[black] Schwarz
    } notiert.
not-confirmed = Nein: nichts geändert; die Partie geht weiter.
recorded-as = Notiert als { $move }.

## A worker of the table lost (its thread stopped): what goes on instead (issue 67)

worker-lost = { $worker ->
        [speech] Die Sprachausgabe ist ausgefallen; sie geht mit einfacherer Stimme oder auf dem Bildschirm weiter.
        [peg-board] Die Verbindung zum { -peg-board } ist ausgefallen. Mit den anderen Brettern und den Tasten weiterspielen.
        [e-board] Die Verbindung zum E-Brett ist ausgefallen. Mit den anderen Brettern und den Tasten weiterspielen.
        [voice] Die Spracheingabe ist ausgefallen. Bitte die Tasten benutzen.
        [keys] Die Tasten sind ausgefallen. Bretter und Sprache gehen weiter.
        [window] Das Fenster ist ausgefallen. Die Konsole geht weiter.
       *[other] Ein Teil des Programms ist ausgefallen. Die Partie geht weiter.
    }
