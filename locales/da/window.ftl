# Vinduet for alle ved bordet (issue 25): hvert ord, vinduet viser, på dansk.
# Id'erne begynder med window-; vinduet indlæser denne fil med sit eget bundle (src/ui/window/text.rs).

window-title = pegchess: visning ved brættet
window-could-not-open = pegchess: vinduet kunne ikke åbnes ({ $reason }); partiet fortsætter uden det.
window-could-not-start = pegchess: vinduet kunne ikke starte; partiet fortsætter uden det.
window-language-en = English
window-language-de = Deutsch
window-language-hu = Magyar
window-language-fi = Suomi
window-language-da = Dansk

## Ure og hvem der er i trækket
window-white-clock = Hvids { -clock }
window-black-clock = Sorts { -clock }
window-no-clock = intet { -clock }
window-to-move = i trækket
window-side-to-move = { $side ->
    [white] Hvid i trækket
   *[black] Sort i trækket
}
window-period = periode { $period } af { $of }
window-moves-left = { $count ->
    [one] ét træk tilbage i perioden
   *[other] { $count } træk tilbage i perioden
}
window-paused = på pause for { -arbiter(form: "def") }
window-flag-fell = { -flag(form: "def") } er faldet
window-time-control = { -time-control } { $control }

## Brætter
window-peg-board = { -peg-board(form: "Indef") } (sensorer)
window-record-board = Stilling ifølge noteringen
window-last-move = Sidste træk: { $move }
window-no-move-yet = Intet træk endnu
window-waiting = Venter på partiet
window-no-reading = ingen måling endnu
window-differs = { -peg-board(form: "Def") } afviger fra noteringen:
window-step-empty = tag brikken op af { $square }
window-step-place = stil { $piece } på { $square }
window-piece-white-king = den hvide konge
window-piece-white-queen = den hvide dronning
window-piece-white-rook = det hvide tårn
window-piece-white-bishop = den hvide løber
window-piece-white-knight = den hvide springer
window-piece-white-pawn = den hvide bonde
window-piece-black-king = den sorte konge
window-piece-black-queen = den sorte dronning
window-piece-black-rook = det sorte tårn
window-piece-black-bishop = den sorte løber
window-piece-black-knight = den sorte springer
window-piece-black-pawn = den sorte bonde

## Træk, meddelelser og resultatet
window-moves = Træk
window-announcements = Meddelelser
window-last-announcement = Seneste meddelelse
window-corrected = rettet
window-touched = rørte { $piece } på { $square }
window-draw-offer = { $side ->
    [white] Hvid tilbød remis
   *[black] Sort tilbød remis
}
window-press-without-move = { $side ->
    [white] Hvid trykkede på { -clock(form: "def") } uden et træk
   *[black] Sort trykkede på { -clock(form: "def") } uden et træk
}
window-divergence = den seende spillers bræt afviger fra noteringen fra halvtræk { $ply }
window-arbiter-restored = { -arbiter(form: "def") } genskabte stillingen
window-taken-back = { $plies ->
    [one] ét halvtræk taget tilbage
   *[other] { $plies } halvtræk taget tilbage
}
window-parting = { -arbiter(form: "Indef") }: noteringen og den seende spillers bræt skilles ved træk { $number }. Notering: { $record }. Den seendes bræt: { $sighted }.
window-sighted-differs = { -arbiter(form: "Indef") }: den seende spillers bræt skal vise stillingen efter { $after }. Ret: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = skakmat
window-end-stalemate = pat
window-end-resignation = opgivelse
window-end-flag-fall = { -flag(form: "def") } er faldet
window-end-draw-agreed = aftalt remis
window-end-dead-position = død stilling
window-end-fivefold = femfoldig gentagelse
window-end-seventy-five = 75-træksreglen
window-end-arbiter = { -arbiter(form: "def-gen") } afgørelse

## Indtastningslinjer og vinduets egne knapper
window-sighted-entry = Den seendes træk
window-sighted-send = Indtast den seendes træk
window-command-entry = Kommando
window-command-send = Send kommando
window-arbiter-toggle = { -arbiter(form: "Def-gen") } panel
window-larger = Større skrift
window-smaller = Mindre skrift
window-language = Sprog
window-theme = Farver
window-theme-dark = Mørk
window-theme-light = Lys
window-theme-yellow = Gul på sort
window-large-view = Stor visning (F2)
window-sent = Sendt: { $command }
window-nothing-sent = Partiet er slut: intet sendt.
window-console-key = “{ $line }” er en tast i konsollen, ikke en kommando til vinduet.
window-not-sent = Ikke sendt: { $reason }

## Dommerens panel (D.2.9)
window-arbiter-heading = { -arbiter(form: "Indef") } (D.2.9)
window-sheet-path = Fil med { -score-sheet(form: "def") }
window-blind-path = Den blinde spillers { -score-sheet } i punktskrift (BRF eller Unicode)
window-sheet-load = Indlæs { -score-sheet }
window-sheet-text = { -score-sheet(form: "Def-gen") } træk
window-sheet-hint = PGN-træk med brikbogstaverne for { $notation }, f.eks. 1. e4 e5 2. Sf3
window-compare = Sammenlign
window-apply = Udfør afgørelsen
window-loaded = Indlæst { $path }: { $count } halvtræk.
window-sheets-agree = { -score-sheet(form: "Def-pl") } stemmer overens: registreringen står ved magt.
window-agree-through = De stemmer overens til og med halvtræk { $ply }.
window-applied = Udført: partiet går tilbage til { $at }, { -clock(form: "def-pl") } stillet som vist (logført).
window-the-start = begyndelsen
window-nothing-applied = Partiet er slut: intet udført.
window-report = { -arbiter(form: "Def-gen") } rapport
window-error-no-sheet = Indlæs eller skriv den seende spillers { -score-sheet } først.
window-error-blind = { -score-sheet(form: "Def") } i punktskrift kan ikke læses: { $why }
window-error-sheet = { -score-sheet(form: "Def") } kunne ikke læses: { $reason }
window-error-start = { -score-sheet(form: "Def") } begynder fra en anden stilling end registreringen.
window-error-sheet-move = træk { $number } ({ $side ->
    [white] hvid
   *[black] sort
}), “{ $written }”: { $problem }
window-error-sheet-fen = dens FEN-mærke “{ $fen }” er ingen gyldig stilling
window-error-sheet-read = kan ikke læse { $path }: { $reason }
window-nothing-yet = (intet endnu)
window-sighted-differs-start = { -arbiter(form: "Indef") }: den seende spillers bræt skal vise udgangsstillingen. Ret: { $fixes }.

## Hvorfor et noteret træk ikke er et træk
window-problem-empty = intet træk angivet
window-problem-syntax = “{ $text }” er ikke et træk; skriv det som Sf3, exd5, O-O, e8=D eller g1f3
window-problem-letter = “{ $letter }” er ikke et brikbogstav i denne udgave (dens bogstaver er { $letters })
window-problem-syntax-pgn = “{ $text }” er ikke et træk; PGN skriver træk med engelske bogstaver, som Nf3, exd5, O-O, e8=Q
window-problem-letter-pgn = “{ $letter }” er ikke et brikbogstav i PGN, som skriver engelske bogstaver (N, B, R, Q, K)
window-problem-no-move = “{ $text }” passer ikke til noget lovligt træk
window-problem-ambiguous = “{ $text }” passer til { $count } træk: angiv linjen eller rækken, brikken kommer fra
window-problem-promotion = “{ $text }” når sidste række: angiv den brik, bonden bliver til

## Rettelser på et bræt
window-fix-move = flyt { $piece } fra { $from } til { $to }
window-fix-replace = på { $square } skal { $expected } stå i stedet for { $found }
window-fix-remove = tag { $piece } væk fra { $square }

## Dommerrapporten (D.2.9). `pegchess arbiter` skriver hvert fund efter en fast nøgle (`agree-through: 12`);
## vinduet sætter fundet ind i sætningen nedenfor (window-report-key-*, med fundet som $value).
# Diagrammets brikbogstaver i denne rækkefølge: konge, dronning, tårn, løber, springer, bonde.
window-report-letters = KDTLSB
window-report-key-agree-through = { -score-sheet(form: "Def-pl") } stemmer overens til og med halvtræk { $value }.
window-report-key-scoresheets = { -score-sheet(form: "Pl") }: { $value }
window-report-key-position = Stilling: { $value }
window-report-key-fen = FEN: { $value }
window-report-key-record-next = Registreringens næste træk: { $value }
window-report-key-scoresheet-next = { -score-sheet(form: "Def-gen") } næste træk: { $value }
window-report-key-illegal = Ulovlig notering i { $value }
window-report-key-clocks = { -clock(form: "Def-pl") } på det sted: { $value }
window-report-key-clocks-now = { -clock(form: "Def-pl") } nu: { $value }
window-report-key-peg-board = { -peg-board(form: "Indef") }: { $value }
window-report-key-sighted-board = Den seendes bræt: { $value }
window-report-key-wrong-board = Forkert bræt: { $value }
window-report-key-decision = Afgørelse: { $value }
window-report-sheets = { $agree ->
    [yes] stemmer overens
   *[no] afviger
}
window-report-position-after = efter { $move }, { $side ->
    [white] hvid
   *[black] sort
} i trækket
window-report-position-start = udgangsstillingen, { $side ->
    [white] hvid
   *[black] sort
} i trækket
window-report-none = intet ({ $sheet ->
    [record] registreringen
   *[scoresheet] { -score-sheet(form: "def") }
} slutter her)
window-report-illegal = { $sheet ->
    [record] registreringen
   *[scoresheet] { -score-sheet(form: "def") }
}, { $move }: { $problem }
window-report-queen = 7.5.2: blev bonden ikke erstattet på brættet, erstattes den af en dronning i dens farve
window-report-reinstated-after = { $article }: stillingen umiddelbart før det ulovlige træk genoprettes (efter { $move })
window-report-reinstated-start = { $article }: stillingen umiddelbart før det ulovlige træk genoprettes (udgangsstillingen)
window-report-minutes = { $minutes ->
    [one] 1 minut
   *[other] { $minutes } minutter
}
window-report-seconds = { $seconds } sekunder
window-report-sheet-slip = { $move } er partiets træk { $game }: en skrivefejl i { -score-sheet(form: "def") } (et trækpar udeladt eller skrevet to gange), intet ulovligt træk; ingen straf
window-report-penalty = { $article }: første fuldførte ulovlige træk af { $side ->
    [white] hvid
   *[black] sort
}: { $penalty } mere til { $side ->
    [white] sort
   *[black] hvid
} ({ $category ->
    [standard] standardskak
    [rapid] hurtigskak
    [blitz] lynskak
   *[unknown] standardskak antaget: ingen { -time-control } kendt
}, reglerne fra { $edition }); et andet ulovligt træk af { $side ->
    [white] hvid
   *[black] sort
} taber partiet (remis, hvis { $side ->
    [white] sort
   *[black] hvid
} ikke kan sætte mat)
window-report-unread = noteringer skrevet efter den, ikke læst: { $count }
window-report-both-clocks = hvid { $white }, sort { $black }
window-report-clock-after = { $time } (efter { $move })
window-report-clock-missing-after = ikke noteret (efter { $move })
window-report-clock-initial = { $time } (starttid)
window-report-clock-missing = ikke noteret
window-report-board-unknown = stillingen er ikke angivet
window-report-board-shows = viser stillingen ovenfor
window-report-board-shows-sheet = viser stillingen ovenfor (som { $sheet ->
    [record] registreringen
   *[scoresheet] { -score-sheet(form: "def") }
})
window-report-board-shows-before-illegal = viser stillingen ovenfor (som { $sheet ->
    [record] registreringen
   *[scoresheet] { -score-sheet(form: "def") }
} frem til den ulovlige notering: tjek brættet)
window-report-board-observed = som observeret, { $count ->
    [one] 1 rettelse
   *[other] { $count } rettelser
}:
window-report-board-from-sheet = fra { $sheet ->
    [record] registreringens
   *[scoresheet] { -score-sheet(form: "def-gen") }
} sidste stilling, { $count ->
    [one] 1 rettelse
   *[other] { $count } rettelser
}:
window-report-board-from-before-illegal = fra { $sheet ->
    [record] registreringens
   *[scoresheet] { -score-sheet(form: "def-gen") }
} sidste lovlige stilling (tjek brættet: et ulovligt træk blev noteret), { $count ->
    [one] 1 rettelse
   *[other] { $count } rettelser
}:
window-report-step-replace = på { $square }: erstat { $found } med { $expected }
window-report-wrong = { $board ->
    [peg] { -peg-board(form: "def") }
   *[sighted] den seendes bræt
}
window-report-wrong-both = { -peg-board(form: "def") } og den seendes bræt
window-report-wrong-unknown = ukendt (beskriv brætterne: forkert er det bræt, der ikke viser stillingen ovenfor)
window-report-decision-agree = D.2.9: { -score-sheet(form: "def-pl") } stemmer overens; den spiller, hvis bræt afviger, stiller stillingen ovenfor op
window-report-decision = D.2.9: { -score-sheet(form: "def-pl") } stemmer overens til og med { $ply } halvtræk; begge brætter går tilbage til { $at }; { -clock(form: "def-pl") } stilles om til hvid { $white }, sort { $black }
window-report-decision-after = stillingen efter { $move }
window-report-decision-start = udgangsstillingen
window-report-decision-follow = D.2.9: spillernes { -score-sheet(form: "pl") } stemmer overens til og med { $ply } halvtræk; { $who ->
    [peg] den blinde spiller stiller sit bræt
    [sighted] den seende spiller stiller sit bræt
    [both] begge spillere stiller deres brætter
   *[unknown] den spiller, hvis bræt afviger, stiller det
} op i { $at }
window-report-decision-boards-agree = D.2.9 kræver ingen rettelse: begge brætter viser allerede { $at }, selv om { -score-sheet(form: "def-pl") } afviger
window-report-decision-record = ; registreringen føres tilbage til { $keep } halvtræk, og trækkene derefter udføres igen efter spillernes { -score-sheet(form: "pl") }
window-report-decision-blind-unread = ; den blinde spillers { -score-sheet } kunne ikke læses fra linje { $line }: gennemgå den med spilleren fra { $move }
window-report-decision-blind-two-ways = ; den blinde spillers { -score-sheet } kan læses på to måder i linje { $line }, den ene er de andre { -score-sheet(form: "pl-gen") } træk: gennemgå { $move } med spilleren
window-report-decision-illegal = ; hvis { $move } blev fuldført på brættet: { $article } og { $penalty }, { $minutes } mere til { $side ->
    [white] hvid
   *[black] sort
}
window-report-as-they-are = som de står
## De tre noteringer (den blinde spillers notering i punktskrift ved siden af registreringen og den seende spillers, D.2.7, D.2.9)
window-report-key-blind-sheet = Den blinde spillers { -score-sheet }: { $value }
window-report-key-blind-line = Ikke læst som et træk: { $value }
window-report-key-blind-next = Næste i den blinde spillers { -score-sheet }: { $value }
window-report-key-players-agree-through = Spillernes { -score-sheet(form: "pl") } stemmer overens til og med halvtræk { $value }
window-report-key-scoresheet-letters = Den seende spillers { -score-sheet } blev læst { $value }.
window-report-letters-pgn = som PGN, i engelsk SAN
window-report-letters-edition = med brikbogstaverne fra udgaven '{ $edition }'
window-report-blind-none = intet (den blinde spillers { -score-sheet } slutter her)
window-report-players = { $ply } (den seende og den blinde spillers { -score-sheet(form: "pl") }); de { $agree ->
    [yes] stemmer overens
    [ends] stemmer overens, så langt begge rækker
   *[no] afviger
}
window-report-corrections = { $count ->
    [one] 1 rettelse
   *[other] { $count } rettelser
}

## Dommerens konsol (`pegchess arbiter` uden `compare`): dens spørgsmål og svar
arbiter-console-title = pegchess arbiter (D.2.9). Slut på indtastningen (Ctrl-D) afslutter.
arbiter-console-record = registrering: { $path } ({ $plies } halvtræk)
arbiter-console-record-last = registrering: { $path } ({ $plies } halvtræk, det sidste { $last })
arbiter-console-eboard = { -score-sheet }: den seende spillers DGT-e-bræt, ifølge { -log-file(form: "def") } ({ $plies } halvtræk)
arbiter-console-blind-prompt = Den blinde spillers { -score-sheet } i punktskrift (en .brf-fil eller Unicode-punktskrift; Enter for ingen):
arbiter-console-type-sheet = Skriv den seende spillers { -score-sheet }, ét halvtræk pr. linje: SAN med bogstaverne fra udgaven “{ $edition }” (0-0, e8=D eller e8D), UCI eller ordene fra meddelelserne. “{ $undo }” tager den sidste indtastning tilbage; en tom linje afslutter.
# Ordet, der tager det sidst skrevne halvtræk tilbage (“undo” forstås altid også).
arbiter-console-undo = fortryd
arbiter-console-nothing-to-undo = Intet at tage tilbage.
arbiter-console-illegal-question = Står det sådan i { -score-sheet(form: "def") } (et ulovligt træk, 7.5)?
arbiter-console-illegal-stops = { -score-sheet(form: "Def") } læses ikke videre efter et ulovligt træk.
arbiter-console-again = Skriv det igen.
arbiter-console-not-taken = Ikke godtaget: { $problem }.
arbiter-console-sheets-agree = { -score-sheet(form: "Def-pl") } stemmer overens. Beskriv et bræt, hvis stilling du kender (FEN-brikplacering, f.eks. { $example }); en tom linje springer over.
arbiter-console-peg-board = { -peg-board }:
arbiter-console-sighted-board = den seendes bræt:
arbiter-console-not-fen = “{ $text }” er ikke en FEN-brikplacering ({ $problem }); prøv igen.
# Svarene på et ja-nej-spørgsmål, som de vises efter det, og ordene, der gælder som ja og som nej
# (adskilt med komma; y, yes, n og no forstås altid også).
arbiter-console-yes-no = [j/n]
arbiter-console-yes = j, ja
arbiter-console-no = n, nej
arbiter-console-not-an-answer = “{ $text }” er ikke et svar her: skriv j eller n.
arbiter-console-nothing-to-apply = Registreringen står ved magt; der er intet at udføre.
arbiter-console-open = Intet udført: { $why }.
arbiter-console-apply-journal = Udfør afgørelsen i partiet: tilbage til { $at }, { -clock(form: "def-pl") } stillet som vist (logført; `pegchess resume` fortsætter derfra)?
arbiter-console-applied = Udført: { -log-file(form: "def") } { $path } går nu tilbage til { $at }.
arbiter-console-nothing-applied = Intet udført.
arbiter-console-apply-pgn = Udfør afgørelsen: skriv registreringen som afgjort, til og med { $at }, som { $path }?
arbiter-console-written = Skrevet: { $path }, registreringen som afgjort, med en note {"{"}arbiter: ...{"}"} til sidst. Selve registreringen er uændret; fortsæt partiet fra den stilling.
arbiter-console-nothing-written = Intet skrevet.
# Hvad der blev læst af den blinde spillers notering (efter window-report-key-blind-sheet og konsollens blind-sheet:).
arbiter-blind-heading = { $path } ({ $encoding ->
        [brf] BRF
       *[unicode] Unicode-punktskrift
    }, { $code ->
        [compact] den kompakte skakkode
        [literary] almindelig punktskrift, tabel “{ $table }”
       *[none] ingen træklinje fundet
    }): { $read } halvtræk læst{ $unread ->
        [0] {""}
       *[other] , { $unread } skrevet efter dem ikke læst
    }

## En linje i den blinde spillers notering, der ikke kan læses som træk (efter konsollens blind-line: og
## window-report-key-blind-line): hvor den står, dens celler, hvad liblouis læste i den (intet: -unread), og hvorfor.
arbiter-blind-line = linje { $line }: { $cells } (læst: { $read }): { $problem }
arbiter-blind-line-unread = linje { $line }: { $cells }: { $problem }
arbiter-blind-noise = hverken træk, træknummer, sidetal eller resultat
arbiter-blind-wrong-number = nummereret { $written }, men det er træk { $expected }; linjens træk læses
arbiter-blind-missing = træk { $expected } for { $side ->
        [white] hvid
       *[black] sort
    } mangler (linjen begynder med træk { $written } for { $written-side ->
        [white] hvid
       *[black] sort
    }); { -score-sheet(form: "def") } læses kun hertil
arbiter-blind-two-ways = “{ $written }” kan læses på to måder, som { $taken } eller { $other }: { $taken } tages, da { -score-sheet(form: "def") } læses videre med det; { $other } gemmes til sammenligningen
arbiter-blind-illegible = “{ $written }” kan ikke læses: { $problem }; { -score-sheet(form: "def") } læses kun hertil
arbiter-blind-illegal = “{ $written }”: { $problem } (7.5)
arbiter-blind-not-braille = ikke punktskrift: { $why }
arbiter-blind-not-a-cell = i kolonne { $column } står { $found }, som ikke er en punktskriftcelle
arbiter-blind-not-utf8 = linjen er ikke UTF-8-tekst
arbiter-blind-too-long = linjen har { $cells } tegn, flere end de { $most }, der læses
arbiter-blind-too-many-lines = filen har mere end { $most } linjer; herfra læses intet

## Hvorfor en skrevet kommandolinje intet betyder (konsollens kommandoord står som skrevet)
window-key-not-square = “{ $text }” er ikke et felt (a1 til h8)
window-key-no-promotion = “{ $text }” er ingen forvandlingsbrik: { $pieces }
window-key-no-piece = “{ $text }” er ingen brik: { $letters } for hvid, små bogstaver for sort
window-key-no-rank = angiv række 1 til 8
window-key-no-file = angiv linje a til h
window-key-not-side = “{ $text }” er ingen side: hvid eller sort
window-key-increment = tillæg SEKUNDER, højst 3600, f.eks. tillæg 5
window-key-set = for eksempel: sæt hvid 1:30:00
window-key-not-time = “{ $text }” er ikke en tid på højst 24 timer: T:MM:SS, f.eks. 1:30:00
window-key-moves = for eksempel: træk hvid 20 (højst 500)
window-key-sighted = sighted lift e2, sighted put e4 [D], sighted clear eller sighted start
window-table = { $pegs ->
        [connected] { -peg-board } tilsluttet
        [looking] intet { -peg-board } svarer, søger videre
       *[absent] intet { -peg-board } ved dette bord
    }; { $eboard ->
        [connected] e-bræt tilsluttet
        [looking] e-bræt svarer ikke, søger videre
       *[absent] intet e-bræt
    }

## The arbiter's report from its one decision (issue 53): silence is not difference, and what each count counts.
window-report-sheets-as-far = stemmer overens, så langt begge rækker
window-report-none-before = intet ({ $sheet ->
    [record] registreringen
   *[scoresheet] { -score-sheet(form: "def") }
} sluttede før dette sted)
window-report-blind-none-before = intet (den blinde spillers { -score-sheet } slutter, eller blev ikke læst, før dette sted)
window-report-key-record-written-through = Registreringen når kun til og med halvtræk { $value }.
window-report-key-scoresheet-written-through = { -score-sheet(form: "Def") } når kun til og med halvtræk { $value }.
window-report-key-blind-read-through = Den blinde spillers { -score-sheet } blev læst til og med halvtræk { $value }.
window-report-key-scoresheet-skipped = Ikke træk, sprunget over: { $value }
window-report-skipped = linje { $line }: '{ $text }'
window-report-letters-pgn-edition = som PGN, med brikbogstaverne fra udgaven '{ $edition }' (engelsk SAN kan ikke læse den)
window-report-decision-boards-agree-split = D.2.9 kræver ingen rettelse: begge brætter viser allerede { $at }, selv om { -score-sheet(form: "def-pl") } afviger efter { $ply } halvtræk
arbiter-console-sheets-agree-as-far = { -score-sheet(form: "Def-pl") } stemmer overens, så langt hver af dem rækker. Beskriv et bræt, hvis stilling du kender (FEN-brikplacering, f.eks. { $example }); en tom linje springer over.
window-report-players-witness = { $ply } (spillernes { -score-sheet(form: "pl") }, og registreringen hvor den blinde spillers { -score-sheet } tier); de { $agree ->
    [yes] stemmer overens
    [ends] stemmer overens, så langt hver rækker
   *[no] afviger
}
window-report-decision-agree-as-far = D.2.9: { -score-sheet(form: "def-pl") } stemmer overens, så langt hver af dem rækker; den spiller, hvis bræt afviger, stiller stillingen ovenfor op
window-report-key-scoresheet-not-ruled = Ikke bedømt som ulovligt: { $value }
window-report-not-ruled = { $move }: intet lovligt træk med bogstaverne fra udgaven '{ $read }', men et med bogstaverne fra udgaven '{ $fits }'; { -score-sheet(form: "def") } læses hertil
window-report-key-scoresheet-crossed-out = Overstreget: { $value }
window-report-crossed-out = { $move }: overstreget, læses ikke
window-report-key-scoresheet-read-as-game = Læst som partiets træk: { $value }
window-report-read-as-game = { $move }: passer til mere end ét træk; læst som partiets træk { $san }
window-report-key-scoresheet-unreadable = Ikke læst: { $value }
window-report-unreadable = { $move }: { $kind ->
    [ambiguous] passer til mere end ét træk
    [promotion] en forvandling uden brik
   *[other] intet træk som skrevet (beskrivende notation eller ulæseligt)
  }; { -score-sheet(form: "def") } læses hertil, { $unread } notater efter det læses ikke
arbiter-blind-fits-several = “{ $written }” passer til { $count } lovlige træk, men ingen af dem er de andre { -score-sheet(form: "pl-gen") } træk her: { -score-sheet(form: "def-pl") } afviger ved dette træk

## Et genoptaget eller indlæst partis stilling stillet op; et bord uden pindebræt
window-set-up-after = Stillingen efter { $move } er stillet op.
window-set-up-given = Den givne stilling er stillet op: træk { $number }, { $side ->
    [white] hvid
   *[black] sort
} i trækket.
window-eboard = Den seende spillers e-bræt

error-sheet-other-letters = træk { $number } ({ $side ->
    [white] hvid
   *[black] sort
}), “{ $written }”: intet lovligt træk med bogstaverne fra “{ $read_in }”, men et med bogstaverne fra “{ $fits }”; angiv bogstaverne med --notation
window-report-key-scoresheet-slip = En fejlskrivning på { -score-sheet(form: "def") }: { $value }
window-report-slip = { $kind ->
    [skipped] { $game } ikke noteret (et træk-par sprunget over); læst som partiets træk
    [twice] '{ $written }' noteret igen efter { $game } (et træk-par to gange); sprunget over
   *[not-read] '{ $written }' er ikke et træk som skrevet; læst som partiets træk { $game }, noteringerne efter det passer
}; ingen afvigelse og intet ulovligt træk
window-report-decision-unrecorded = D.2.9: { -score-sheet(form: "def-pl") } stemmer overens til og med { $ply } halvtræk; begge brætter går tilbage til { $at }; der er ingen tid noteret dér: dommeren stiller { -clock(form: "def-pl") } om
