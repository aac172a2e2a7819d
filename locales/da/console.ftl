# Konsollens linjer til den seende side: hjælperen, dommeren, modstanderen.
# Tider som et ur viser dem (1:29:34); træk med den valgte notations bogstaver.

console-clock = { -clock(form: "Indef") }: hvid { $white } | sort { $black }
console-clock-stopped = { -clock(form: "Indef") }: hvid { $white } | sort { $black } (på pause)
console-parting = { -arbiter(form: "Indef") }: noteringen og den seendes bræt skilles ved { $number }. { $side ->
    [white] hvid
   *[black] sort
    }: notering { $record }, den seendes bræt { $sighted }
console-eboard-shows = ; den seendes e-bræt viser { $board }
console-nothing-yet = (intet endnu)
console-should-show = { -arbiter(form: "Indef") }: den seendes bræt skal vise { $after }; ret: { $fixes }
console-position-after = stillingen efter { $move }
console-start-position = udgangsstillingen
console-it-shows = ; det viser { $board }
console-sighted-moves = Den seendes bræt: { $moves }
console-sighted-unread = Den seendes bræt: ikke læst endnu
console-journal = { -log-file(form: "Indef") }: { $path }
console-score-sheet = { -score-sheet(form: "Indef") }: { $path }
console-score-sheet-saved = { -score-sheet(form: "Indef") } gemt: { $path }
console-sheet-unwritten = { -score-sheet(form: "def") } { $path } kan ikke skrives ({ $why }); { -log-file(form: "def") } { $journal } har stadig hvert træk
console-journal-last-unwritten = partiets sidste poster kunne ikke skrives i { -log-file(form: "def") } { $journal }; { -score-sheet(form: "def") } { $sheet } har hvert træk
console-nothing-written = hverken { -log-file(form: "def") } { $journal } eller { -score-sheet(form: "def") } { $sheet } kan skrives ({ $why }); { -score-sheet(form: "def") } følger her:
console-journal-failing = { $why }. Partiet fortsætter: { -log-file(form: "def") } { $journal } har hver post før denne, og posterne herfra venter i hukommelsen, til disken tager imod dem
console-journal-written-again = { -log-file(form: "def") } { $journal } skrives igen, med hver post
console-resuming = Fortsætter: { $path }
console-unfinished-game = Et uafsluttet parti: { $path }; `pegchess resume --journal { $path }` fortsætter det
console-game-over = Partiet i { $path } er slut ({ $reason }); dets { -score-sheet } er { $sheet }:
console-sheet-written = { -score-sheet(form: "Indef") } skrevet: { $path }
console-sheets-written = { -score-sheet(form: "Pl") } skrevet ved siden af { $path }: .brf, .pdf, .ogg
console-close-window = Luk vinduet for at slutte (det lukker selv efter { $seconds } s)
console-demo-pegs = et simuleret { -peg-board }
console-demo-eboard = et simuleret DGT-e-bræt (intet { -peg-board })
console-demo-plays = pegchess-demo: { $board } spiller de første { $plies } halvtræk af { $white } - { $black } ({ $event }, { $date }).
console-demo-sheet = { -score-sheet(form: "Def") }, som programmet førte ({ $path }):
console-simulated-eboard-at = Den seende spillers simulerede DGT-e-bræt er på { $path }.
console-demo-broadcast = Et simuleret DGT LiveChess sender trækkene; relæet sender dem via et nulmodemkabel til bordet på { $path }.
console-fair-program-same = Program: SHA-256 { $hash }, det samme som denne pegchess
console-fair-program = Program: SHA-256 { $hash }
console-fair-other-program = den kører et andet program end denne pegchess
console-fair-unreadable = dens program kan ikke læses: { $why }
console-fair-differs = Afviger: { $difference }
console-fair-no-filter = Tråd { $thread } har intet seccomp-filter
console-fair-no-new-privs = Tråd { $thread } mangler no_new_privs
console-fair-open-socket = en { $table }-socket er åben (inode { $inode })
console-fair-thread = Tråd { $thread }: Seccomp { $seccomp }, NoNewPrivs { $nonewprivs }
console-fair-socket = Socket { $inode }: { $table } { $path }
console-fair-file-reading = Fil (læses): { $path }
console-fair-file-writing = Fil (læses og skrives): { $path }
console-ports-none = Ingen serielle porte fundet; sæt brættet i (USB), og kontrollér, at din bruger må åbne serielle porte (gruppen dialout)
console-port-pegs = { $port }: { -peg-board } "{ $name }"
console-port-dgt = { $port }: DGT-e-bræt ({ $about }); brug det med --sighted-port { $port }
console-port-silent = { $port }: hverken { -peg-board } eller DGT-e-bræt svarede
console-relay-started = Relæ: bræt { $serial } fra DGT LiveChess på { $url } til den serielle linje { $port }; LiveChess får kun "eboards" og "subscribe"
console-relay-up = Relæ: transmissionsforbindelsen er oppe; brættet sendes videre
console-relay-down-not-running = Relæ: DGT LiveChess svarer ikke; transmissionsforbindelsen er tabt, prøver igen
console-relay-down-closed = Relæ: DGT LiveChess lukkede forbindelsen; transmissionsforbindelsen er tabt, prøver igen
console-relay-down-absent = Relæ: DGT LiveChess kender ikke brættet; transmissionsforbindelsen er tabt
console-relay-down-state = Relæ: ifølge DGT LiveChess er brættet { $state }; transmissionsforbindelsen er tabt
console-relay-down-hung = Relæ: DGT LiveChess svarer ikke længere; transmissionsforbindelsen er tabt, venter
console-relay-down-unreadable = Relæ: DGT LiveChess viser brættet i en form, der ikke kan læses; transmissionsforbindelsen er tabt
console-relay-refused = Relæ: DGT LiveChess afviste: { $message }
console-relay-serial-open = Relæ: den serielle linje er åben
console-relay-serial-lost = Relæ: den serielle linje er væk (kablet trukket ud?); prøver igen
console-relay-serial-unopened = Relæ: den serielle linje { $port } kan ikke åbnes ({ $why }); kontrollér --line og kablet, prøver igen
console-relay-no-boards = DGT LiveChess ser intet e-bræt
console-relay-board = Bræt { $serial }: { $source }, { $state }
console-relay-not-running = DGT LiveChess svarer ikke på { $url }; start det, eller angiv dets adresse med --url
console-relay-disabled = denne pegchess er bygget uden relæet (cargo-funktionen "relay")
console-relay-start = relæet kunne ikke starte: { $why }
console-relay-line-in-use = den serielle linje { $port } bruges af en anden pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(proces { $pid })
    }: én linje, ét bræt. Stop først det relæ eller forlad det parti, eller angiv en anden linje
console-relay-stopped = Relæet stoppede: dets tråd { $worker } fejlede ({ $why }). Start det igen.
console-settings-saved = Indstillinger gemt: { $path }
console-nothing-saved = Intet gemt
console-setup-demo = pegchess-demo: den talte opsætning på det simulerede brætts tre knapper (din indstillingsfil røres ikke).
console-arbiter-note = Bemærkning: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = Taster (skriv, derefter Enter): venstre, højre = håndtagene (valget før og efter), tal = vælg, tal længe = hør spørgsmålet igen, q = afslut
console-setup-keys-terminal = Taster (virker straks): venstre og højre pil = håndtagene (valget før og efter), Enter eller mellemrum = tal (vælg), pil op = hør spørgsmålet igen, q = afslut
console-setup-done = Opsætning færdig: tryk Enter for at begynde
console-no-keyboard = pegchess: intet tastatur: { $error }

# Fejl, efter "pegchess: ".
console-error-no-such-unfinished = der er intet uafsluttet parti { $game }; der er { $count }
console-error-no-game-to-resume = intet parti at fortsætte i { $path }; angiv et med --journal FIL
console-error-fewer-games = { $path } har færre end { $games } partier
console-error-settings-read = Indstillingsfilen { $path } kan ikke læses: { $reason }
console-error-settings-syntax = Indstillingsfilen { $path } er ugyldig: { $reason }; ret linjen, eller slet filen for at bruge standardværdierne
console-error-pgn-file = { $path } kan ikke læses: { $reason }; angiv stien til en PGN-fil
console-error-process = { $path } kan ikke læses: { $reason }; angiv nummeret på en kørende pegchess, der er din
console-error-announce = Træk { $number } ({ $text }): { $problem }
console-error-think-file = Betænkningstidsfilen { $path } kan ikke læses: { $reason }; angiv en tekstfil med ét antal sekunder pr. linje
console-error-journal-read = { -log-file(form: "Def") } { $path }: { $reason }
console-error-not-a-journal = { $path } er ikke en pegchess-{ -log-file } (dens første linje er ikke “{ $magic }”); angiv et partis .journal-fil
console-error-journal-version = { $path } er en { -log-file } i version { $version }; denne pegchess læser version { $ours }: fortsæt med den pegchess, der skrev den
console-error-journal-cut = { $path } blev afbrudt, mens dets parti blev oprettet: den indeholder intet træk; start partiet med `pegchess play`
console-error-journal-in-use = partiet { $path } er åbent i en anden pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(proces { $pid })
    }. Sæt først { -clock(form: "def") } på pause der, og forlad partiet (tast q), eller sammenlign kun læsende med `pegchess arbiter compare --record { $path }`
console-error-pgn-game = Parti { $game }: { $reason }
console-error-pgn-move = Træk { $number } ({ $san }) er ikke muligt her: { $problem }
console-error-pgn-fen = FEN-mærke: { $reason }
console-error-pgn-chess960 = et { -chess960 }-parti kræver et FEN-mærke med sin udgangsstilling
console-error-sheet-no-game = ingen { -log-file } i { $path }; angiv partiet: pegchess sheet FIL
console-error-arbiter-no-game = ingen { -log-file } i { $path }; angiv registreringen med --record
console-error-board-in-use = brættet på { $port } bruges af en anden pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(proces { $pid })
    }: ét bræt, ét program. Forlad først partiet der (tast q), eller angiv en anden port
console-error-board-lock = brættet på { $port } kan ikke låses (låsefil { $path }): { $reason }
console-error-board-thread = forbindelsen til brættet kan ikke starte: { $reason }
console-error-sheet-pgn-game = { $path }: { $reason }; ret partiet, eller vælg et andet med --number
console-error-sheet-no-such-game = { $path } har { $count } partier; angiv --number fra 1 til { $count }
console-error-not-found = ingen sådan fil eller mappe
console-error-permission = adgang nægtet
console-error-folder = det er en mappe, ikke en fil

# `pegchess clock simulate` og `clock audit` (tider som et ur viser dem).
console-clock-simulated = { $ply } { $side ->
    [white] hvid
   *[black] sort
    } { $time }{ $flag ->
    [yes] { " " }{ -flag(form: "def") } faldt
   *[no] { "" }
    }
console-audit-finding = Parti { $game } (runde { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] hvid
   *[black] sort
    }): { $reading } efter { $previous }: { $why ->
    [too-high] mere end de { $limit }, { -time-control(form: "def") } tillader
    [too-low] mindre end de { $limit }, trækket lægger til: { -flag(form: "def") } ville være faldet
   *[explained] forklaret
    }
console-audit-game = Parti { $game } (runde { $round }, { $white } - { $black }): { $explained } af { $readings } aflæsninger forklaret; betænkningstid hvid { $white-think }, sort { $black-think }
console-audit-summary = { $explained } af { $readings } aflæsninger forklaret af { $control } ({ $unexplained } uforklarede, { $games } { $games ->
    [one] parti
   *[other] partier
    })

# `pegchess listen`: hvad talegenkendelsen hørte, og hvordan det blev læst.
console-listen-model = Sprogmodel { $path }: { $check }
console-listen-heard = hørt: { $text } => { $reading }
console-listen-microphone = Mikrofon: { $error }
console-listen-decoded = { $audio } s lyd genkendt på { $took } s ({ $rate } s pr. sekund lyd)
console-listen-listening = Lytter på { $device } ({ $format }); Ctrl-C afslutter
console-listen-outside = Ord i etiketterne, som læseren ikke kender: { $words }
console-listen-recording = { $name }: hørt »{ $heard }« => { $heard-reading } (ment »{ $meant }« => { $meant-reading })
console-listen-confirm = spørg: { $move }
console-listen-ambiguous = tvetydigt: { $moves }
console-listen-command = Kommando: { $command }
console-listen-none = intet

# En kommandolinje, der ikke kan læses (claps afvisninger, på spillerens sprog).
console-usage-unknown-command = { $name } er ingen pegchess-kommando
console-usage-unknown-option = { $name } er ikke et tilvalg til denne kommando
console-usage-invalid-value = { $value } er ikke en værdi for { $name }
console-usage-takes = gyldige værdier: { $valid }
console-usage-unreadable-value = { $value } kan ikke læses som { $name }: { $reason }
console-usage-missing = { $name } skal angives
console-usage-conflict = { $name } kan ikke angives sammen med { $other }
console-usage-other = denne kommandolinje kan ikke læses
console-usage-did-you-mean = mente du { $name }?
console-usage-help = pegchess --help viser kommandoerne; pegchess KOMMANDO --help viser en kommandos tilvalg

# Hvad `pegchess listen` forstod som en kommando, og det stillede spørgsmål.
console-said-press = tryk på { -clock(form: "def") }
console-said-repeat = sig det igen
console-said-promote = forvandl til { $piece }
console-said-offer-draw = tilbyd remis
console-said-offer-draw-by = { $side ->
    [white] Hvid tilbyder remis
   *[black] Sort tilbyder remis
}
console-said-resign = { $side ->
    [white] Hvid giver op
   *[black] Sort giver op
}
console-said-arbiter = tilkald { -arbiter(form: "def") }
console-said-yes = ja
console-said-no = nej
console-said-ask = spørg om { $question }
console-ask-times = tiderne
console-ask-number = træknummeret
console-ask-moves = de sidste { $count } træk
console-ask-pieces = hvor { $piece } står
console-ask-square = hvad der står på { $square }
console-ask-rank = række { $rank }
console-ask-file = { $file }-linjen
console-ask-help = hjælp, del { $part }
console-ask-help-leave = hjælp: hvordan man forlader partiet
console-ask-rating = ratingændringen
console-ask-start = udgangsstillingen
console-ask-position = stillingen, række for række

# En journal, der har mistet sin slutning, og journalernes sjældne fejl.
console-journal-damage = Linje { $line } i { -log-file(form: "def") } kan ikke læses ({ $reason }); partiet bevares frem til den
console-journal-damage-kept = { $lines ->
    [one] den 1 linje
   *[other] de { $lines } linjer
} derfra ({ $bytes } byte) ligger i { $path } til { -arbiter(form: "def") }
console-journal-damage-unused = { $lines ->
    [one] den 1 linje
   *[other] de { $lines } linjer
} derfra ({ $bytes } byte) bruges ikke
console-journal-line-not-text = ikke tekst
console-journal-line-cut-off = linjen blev afbrudt
console-journal-line-no-checksum = ingen kontrolsum
console-journal-line-bad-checksum = en ulæselig kontrolsum
console-journal-line-mismatch = kontrolsummen passer ikke til linjen
console-journal-line-unknown = ingen post, som denne pegchess kender
console-error-journal-header = { -log-file(form: "Def") } { $path }: dens filhoved kan ikke læses ({ $reason })
console-error-journal-encode = { -log-file(form: "Def") } { $path }: en post kan ikke skrives ({ $reason })

# Stemmeinput, der ikke kan starte, og modellens ord.
console-voice-off = Stemmeinput er slået fra: { $reason }
console-voice-model-missing = der er ingen vosk-model i { $path }; hent en (README, stemmeinput), og angiv vosk-model i indstillingerne
console-voice-model-unloadable = vosk kan ikke indlæse en model fra { $path }; det skal være en udpakket vosk-modelmappe
console-voice-model-no-words = vosk-modellen i { $path } kender intet ord i grammatikken ({ $words }); er det en model for meddelelsesordenes sprog?
console-voice-model-recognizer = vosk kan ikke lave en genkender med grammatikken til modellen i { $path }
console-voice-no-device = der er ingen inputenhed { $name }
console-voice-no-microphone = der er ingen mikrofon
console-voice-devices = sæt microphone i indstillingerne til en af: { $devices }
console-voice-no-format = inputenheden { $name } tilbyder intet brugbart format ({ $reason })
console-voice-stream = Kan ikke optage fra { $name } ({ $reason })
console-voice-not-built = denne pegchess er bygget uden stemmeinput: byg den med --features voice (den kræver libvosk: kør scripts/setup eller sæt PEGCHESS_VOSK_LIB)
console-voice-check-all = { $known } grammatikord kendt; modellen kender hvert ord
console-voice-check-some = { $known } grammatikord kendt; ukendt for modellen: { $unknown }
console-voice-trouble = Stemmeinput: { $reason }

# En Chess960-start, der ikke kan læses.
console-error-chess960-number = { $text } er intet { -chess960 }-startnummer; angiv et helt tal fra 0 til 959 (518 er den sædvanlige udgangsstilling)
console-error-chess960-unreadable = { $text } angiver ingen startstilling; angiv dens nummer (0 til 959) eller hvids grundrække fra a-linjen som otte brikbogstaver
console-error-chess960-back-rank = { $text } er ingen { -chess960 }-grundrække: løbere på begge farver, kongen mellem tårnene

# Opsætningen lægger en ødelagt indstillingsfil til side.
console-setup-copy-kept = en kopi ligger i { $path }
console-setup-copy-failed = kunne ikke gemme en kopi: { $reason }

# De simulerede brætters taster (demo og test).
console-simulated-no-sighted = der er intet simuleret bræt til den seende: brug --simulate-sighted
console-simulated-no-pegs = der er intet simuleret { -peg-board }: brug --simulate
console-simulated-no-piece = der står ingen brik på { $square } at løfte
console-simulated-empty-hand = ingen brik i hånden: løft en først, eller navngiv den (sighted put { $square } D)

# En linje skrevet i konsollen, der intet betyder (de danske ord og de engelske kommandoer gælder begge).
console-key-not-a-square = { $text } er ikke et felt (a1 til h8)
console-key-no-promotion = { $text } er ingen forvandlingsbrik: skriv { $pieces }
console-key-no-piece = { $text } er ingen brik: skriv { $letters } for hvid, små bogstaver for sort
console-key-no-rank = Skriv række 1 til række 8
console-key-no-file = Skriv linje a til linje h
console-key-not-a-side = { $text } er ingen side: skriv hvid eller sort
console-key-increment = skriv tillæg SEKUNDER, højst 3600, for eksempel tillæg 5
console-key-set = skriv for eksempel sæt hvid 1:30:00
console-key-not-a-time = { $text } er ingen tid på højst 24 timer: skriv T:MM:SS, for eksempel 1:30:00
console-key-moves = skriv for eksempel træk hvid 20 (højst 500)
console-key-sighted = skriv sighted lift e2, sighted put e4 [D], sighted clear eller sighted start
console-key-no-board = der er intet simuleret bræt at flytte brikker på

# Hvad dommeren bør vide om en optegnelse.
console-note-pegs-differ = { -peg-board(form: "def") } viser ikke optegnelsens stilling nu ({ $holes } huller afviger)
console-note-move-under-way = et træk var i gang på { -peg-board(form: "def") }, da { -log-file(form: "def") } sluttede
console-error-settings-write = indstillingsfilen { $path } kan ikke skrives: { $reason }

# En betænkningstid, der ikke kan læses, og et tal uden for sit område.
console-tc = { -time-control } '{ $input }': { $problem }. Skriv en PGN-TimeControl i sekunder, for eksempel 40/5400+30:1800+30 eller 900+10 (b5 for en Bronstein-forsinkelse, d5 for en simpel forsinkelse, for eksempel 5400d5), eller en forindstilling: { $presets }
console-tc-empty = den er tom
console-tc-unknown = '?' betyder, at { -time-control(form: "def") } er ukendt
console-tc-no-clock = '-' betyder, at partiet ikke havde noget { -clock }
console-tc-minutes = en grundtid på { $seconds } sekunder ligner minutter; PGN tæller sekunder (15 minutter + 10 s er 900+10)
console-tc-empty-field = et felt mellem ':'-skilletegn er tomt
console-tc-sandclock = timeglasset '{ $field }' understøttes ikke
console-tc-move-count = '{ $field }' kræver et antal træk før '/', ikke '{ $count }'
console-tc-seconds = '{ $field }' kræver et helt antal sekunder som { $what }, ikke '{ $text }'
console-tc-over = '{ $field }': { $what } er over grænsen på { $limit }
console-tc-no-period = der er ingen periode
console-tc-no-move-count = periode { $period } har intet antal træk og kan derfor kun være den sidste
console-tc-zero-moves = periode { $period } har 0 træk
console-tc-no-time = periode { $period } giver slet ingen tid
console-tc-period-over = periode { $period }: { $what } er over grænsen på { $limit }
console-tc-base-time = grundtid
console-tc-per-move = tillæg eller forsinkelse
console-tc-moves = antallet af træk
console-tc-limit-base-time = 24 timer
console-tc-limit-per-move = 1 time
console-tc-limit-moves = 500 træk
console-out-of-range = { $key } { $given } er uden for området; angiv { $low } til { $high }
console-error-no-date = '{ $text }' er ingen dato; skriv den som 2025-10-01 (eller som en PGN-dato, 2025.10.01)
console-error-fen-syntax = '{ $fen }' er ikke en gyldig FEN ({ $reason })
console-error-fen-impossible = '{ $fen }' beskriver en umulig stilling ({ $reason })
console-error-not-a-number = det er ikke et tal
console-usage-no-value = { $name } skal have en værdi
console-usage-missing-one = en af { $names } skal angives
console-error-doctor = { $count } af de kontroller, partiet kræver, fejlede (se linjerne ovenfor)

# Kommandoernes egne fejl: en notering, urets filer, listens optagelser.
console-error-sheet-header = { -log-file(form: "def") } { $path } beskriver intet parti ({ $reason })
console-error-no-program = { $program } er ikke installeret: installer Debian-pakken { $package }
console-error-no-time-control = angiv { -time-control(form: "def") }: --time-control TC (for eksempel "15+10", "40/5400+30:1800+30")
console-error-think-not-seconds = Linje { $line } i { $path }: '{ $text }' er ikke et antal sekunder; skriv ét tal pr. linje, som 12 eller 7.5 (hvids første træk først)
console-error-think-empty = { $path } indeholder ingen betænkningstider; skriv ét antal sekunder pr. linje, hvids første træk først
console-error-audit-game = { $path }: { $reason }; ret det parti eller fjern det
console-error-no-model = ingen vosk-model: angiv --model MAPPE eller sæt vosk-model i indstillingerne (se README, stemmeinput)
console-error-wav-read = { $path } kan ikke læses: { $reason }
console-error-wav-dir = --wav-dir { $path }: { $reason }
console-error-no-recordings = --wav-dir { $path }: ingen NAVN.wav med en NAVN.txt ved siden af
console-error-listen-not-built = { $reason } (--text virker uden den)

console-error-sheet-file = { $what ->
    [record] registreringen
   *[scoresheet] { -score-sheet(form: "def") }
} { $path }: { $reason }

# Fejlene ved partiets start, ved dommerens konsol, ved fair play, med urets filer, noteringslisterne og demoen.
console-error-start-board-none = --chess960 board læser udgangsstillingen fra den seende spillers DGT-e-bræt, og der er intet: angiv --sighted-port STI eller --simulate-sighted (eller sighted-board i indstillingerne), eller angiv selve udgangsstillingen (et tal fra 0 til 959 eller grundrækken)
console-error-start-board-ended = forbindelsen til den seende spillers e-bræt blev afbrudt, før det viste en { -chess960 }-udgangsstilling
console-error-simulated-eboard = det simulerede DGT-e-bræt kunne ikke starte: { $reason }
console-error-header-bad = i hovedet på { -log-file(form: "def") } kan { $key } '{ $value }' ikke læses: { $reason }
console-error-header-move = det importerede træk '{ $move }' i hovedet på { -log-file(form: "def") } er ikke lovligt
console-error-different-start = registreringen begynder fra { $record }, men { -score-sheet(form: "def") } fra { $scoresheet }; giv { -score-sheet(form: "def") } registreringens FEN-mærke eller intet
console-error-blind-read = den blinde spillers { -score-sheet } { $path } kan ikke læses: { $reason }
console-error-not-braille = { $path } er ikke punktskrift: angiv en BRF-fil (.brf) eller en tekst af Unicode-punktskrifttegn
console-error-blind-too-big = { $path } har { $bytes } byte, mere end de { $most }, en { -score-sheet } må have
console-error-cannot-write = { $path } kan ikke skrives: { $reason }
console-error-braille-table = punktskrifttabellen { $table } mangler (liblouis leder i LOUIS_TABLEPATH, ellers i { $folder }): installer Debian-pakken liblouis-data
console-error-liblouis = liblouis kunne ikke oversætte med { $tables }: { $reason }
console-error-braille-untranslatable = { $text } kommer ikke uændret tilbage fra punktskrifttabellen { $table }: skriv { -score-sheet(form: "def") } i en anden notation (--notation)
console-error-braille-figurines-brf = Figurer kræver 8-punktsceller, som en BRF-fil ikke kan rumme: brug --braille-unicode sammen med --figurines
console-error-braille-compact-figurines = den kompakte skakkode skriver sine egne brikbogstaver: udelad --figurines
console-error-braille-compact-clocks = den kompakte skakkode har ingen tider fra uret: udelad --clocks, eller brug --braille-code literary
console-error-braille-no-chess-table = liblouis har ingen skaktabel til bogstaverne for '{ $language }' (kun en, de, da): udelad --figurines
console-error-fair-binary = dette program ({ $path }) kan ikke læses for sin SHA-256: { $reason }
console-error-fair-differs = Proces { $pid } svarer ikke til erklæringen: { $count ->
    [one] 1 afvigelse
   *[other] { $count } afvigelser
    }, listet ovenfor
console-error-fair-pdf = erklæringen i { -large-print } { $path }: { $reason }
console-error-fair-pdf-write = erklæringen i { -large-print } { $path } kan ikke skrives: { $reason }
console-error-pdf-too-small = { -large-print } kræver mindst { $least } pt; { $size } pt er for lille: angiv --font-size { $least } eller mere
console-error-pdf-too-large = ved { $size } pt passer en trækrække ikke i bredden af { $paper }; angiv en mindre --font-size (mindst { $least })
console-error-pdf-font = den indbyggede skrifttype i denne pegchess kan ikke bruges: { $reason }
console-error-clock-press = { -clock(form: "def") } tog ikke imod et tryk: { $reason }
console-error-no-readings = { $path } har { $games ->
    [one] 1 parti
   *[other] { $games } partier
    }, men ingen [%clk]-tider; kontrollen kræver kommentarer som {"{"}[%clk 1:59:56]{"}"} efter trækkene
console-error-wav-unusable = { $path } er ingen brugbar WAV-fil: { $reason }
console-error-program-failed = { $program } mislykkedes: { $reason }
console-error-sheet-wav = espeak-ngs lyd { $path } kan ikke læses: { $reason }
console-error-sheet-rate = et talt stykke på { $found } Hz blandt stykker på { $expected } Hz: de kan ikke sættes sammen
console-error-sheet-write = { $path } kan ikke skrives: { $reason }; vælg et andet sted med -o FIL
console-error-demo-no-game = { $path } indeholder intet læsbart parti
console-error-demo-built-in = det indbyggede demoparti kan ikke læses
console-error-demo-speed = --speed { $speed } er uden for området; angiv et tal over 0 og højst 100
console-error-demo-recorded = programmet registrerede { $recorded } af { $plies } træk
