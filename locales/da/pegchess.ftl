# pegchess: danske sætningsrammer (med FIDEs regler for skak på dansk: skak, skakmat, rokade,
# en passant, skakur, dommer). Skemaets ord (Anna, et, springer) kommer som argumenter.
# Alle sprog har nøjagtig de samme meddelelser og argumenter.

## Byggesten

nothing = {""}
square = { $file } { $rank }
square-plain = { $file }{ $rank }
# $role vælger køn: tårn er intetkøn (hvidt tårn); $words er ordenes sprog: et tysk ord (Turm) får fælleskøn (hvid Turm).
coloured-piece = { $colour ->
        [white] { $role ->
            [rook] { $words ->
                [da] hvidt
               *[other] hvid
            }
           *[other] hvid
        }
       *[black] sort
    } { $piece }
# Flere brikker af én slags ($piece er flertal).
coloured-pieces = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] hvide
               *[black] sorte
            } { $piece }
        }
    }
join-comma = { $first }, { $rest }
join-and = { $first } og { $rest }
join-steps = { $first }; { $rest }
join-or = { $first } eller { $rest }

## Træk (kort: som SAN; lang: fra og til)

move-quiet = { $piece } { $to }
move-quiet-from = { $piece } { $from } { $to }
move-pawn = { $to }
move-pawn-from = { $from } { $to }
move-capture = { $piece } slår { $to }
move-capture-from = { $piece } { $from } slår { $to }
move-pawn-capture = { $from } slår { $to }
move-en-passant = { $from } slår { $to } en passant
move-castling = { $castling }
move-castling-squares = { $castling }, { $king } { $king-to }, { $rook } { $rook-to }
move-promotion = { $move }, forvandling til { $piece }
move-check = { $move }, skak
move-mate = { $move }, skakmat
announced-other-move = Meddelt { $announced }, udført { $executed }.
promotion-question = Bondeforvandling på { $square }: hvilken brik?
confirm-move = { $move }?
confirm-resign = { $side ->
        [white] Hvid
       *[black] Sort
    } giver op? Sig ja for at bekræfte.
touched = Rørt: { $piece } på { $square }.

## Tider (altid i ord)

duration-join = { $first } { $rest }
duration-hours = { $hours ->
        [one] { $hours } time
       *[other] { $hours } timer
    }
duration-minutes = { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minutter
    }
duration-seconds = { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    }
time-side = { $side ->
        [white] Hvid
       *[black] Sort
    }: { $time }
time-both = Hvid { $white }, sort { $black }
time-short = { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minutter
    } { $seconds }
time-short-seconds = { $seconds }
flag-fall = { $side ->
        [white] Hvids
       *[black] Sorts
    } { -flag } er faldet.
clock-stopped = { -clock(form: "Def") } er sat på pause.
no-clock = Der bruges intet { -clock } i dette parti.
clock-running = { $side ->
        [white] Hvids
       *[black] Sorts
    } { -clock } går.
moves-counted = { $side ->
        [white] Hvid
       *[black] Sort
    }: { $moves } træk talt.
increment-added = { $seconds ->
        [one] Fra nu af plus 1 sekund pr. træk til begge.
       *[other] Fra nu af plus { $seconds } sekunder pr. træk til begge.
    }
call-arbiter = Sæt { -clock(form: "def") } på pause og tilkald { -arbiter(form: "def") }.
sighted-board-connected = Den seende spillers bræt er tilsluttet.
sighted-board-disconnected = Den seende spillers bræt svarer ikke; partiet fortsætter.
broadcast-lost = Transmissionsforbindelsen er tabt; partiet fortsætter med meddelelserne.
promotion-differs = På { $square } har den seende spillers bræt { $sighted }, noteringen { $record }.
agreement = { $first ->
        [board] Spillerens { -peg-board }
        [record] Noteringen
        [announced] Det meddelte træk
       *[sighted] Den seende spillers bræt
    } og { $second ->
        [board] spillerens { -peg-board }
        [record] noteringen
        [announced] det meddelte træk
       *[sighted] den seende spillers bræt
    } stemmer overens igen.
divergence = { $first ->
        [board] Spillerens { -peg-board }
        [record] Noteringen
        [announced] Det meddelte træk
       *[sighted] Den seende spillers bræt
    } og { $second ->
        [board] spillerens { -peg-board }
        [record] noteringen
        [announced] det meddelte træk
       *[sighted] den seende spillers bræt
    } er forskellige fra træk { $number }, { $side ->
        [white] hvid
       *[black] sort
    }.

## Parti og stilling (aldrig en vurdering, aldrig et forslag)

move-number = Træk { $number }, { $side ->
        [white] hvid
       *[black] sort
    } i trækket.
history-move = Træk { $number }, { $side ->
        [white] hvid
       *[black] sort
    }: { $move }
no-moves = Endnu ingen træk.
pieces-at = { $piece }: { $squares }
pieces-none = { $piece }: ikke på brættet
square-piece = { $square }: { $piece }
square-empty = { $square }: tomt
line-rank-empty = Række { $rank }: tom
line-file = Linje { $file }, { $contents }
line-file-empty = Linje { $file }: tom
line-item = { $square } { $piece }
position-rank = Række { $rank }, { $contents }
position-side = { $side ->
        [white] hvid
       *[black] sort
    }: { $pieces }
game-won = { $side ->
        [white] Hvid
       *[black] Sort
    } vinder.
game-drawn = Remis.
stalemate = Pat.
ended-repetition = Samme stilling for femte gang.
ended-75-moves = 75 træk uden slag og uden bondetræk.
ended-dead-position = Ingen af siderne kan sætte mat.

## Brættet

board-connected = Bræt { $name } tilsluttet.
board-disconnected = Brættet svarer ikke; partiet er gemt.
board-looking = Intet { -peg-board } svarer endnu; sæt det til, kontrollen leder videre.
board-reconnected = Brættet er tilbage.
hole-chatter = Hullet på { $square } skifter hele tiden: kontrollér tappen eller sensoren.
peg-out = Ud: { $square }
peg-in = Ind: { $square }
mismatch = Brætterne er forskellige: { $steps }{ $more ->
        [0] .
       *[other] , og { $more } mere.
    }
mismatch-empty = { $square } tomt
mismatch-place = { $piece } på { $square }
board-wrong = Brættet afviger fra partiet på { $count } felter.
step-done = { $remaining ->
        [0] Klaret.
        [one] Klaret, et { -step } tilbage.
       *[other] Klaret, { $remaining } { -step } tilbage.
    }
new-difference = Ny forskel: { $step }.
move-changed = Nu { $move }
move-undone = Trækket er væk fra brættet igen.
already-over = Partiet er slut. { $result }
board-matches = Brættet stemmer igen.
taken-back = Taget tilbage: { $plies ->
        [one] { $plies } halvtræk
       *[other] { $plies } halvtræk
    }.
which-move = Hvilket træk var det: { $moves }?
move-incomplete = Trækket er ikke udført: { $steps }{ $more ->
        [0] .
       *[other] , og { $more } mere.
    }
press-without-move = Der blev trykket på { -clock(form: "def") } uden et træk.
setup-place = sæt { $piece } på { $square }
setup-step = { $step } ({ $remaining ->
        [one] sidste { -step }
       *[other] { $remaining } { -step } tilbage
    })
setup-complete = Udgangsstillingen er stillet op.
setup-complete-at = Stillingen er stillet op: træk { $number }, { $side ->
        [white] hvid
       *[black] sort
    } i trækket.

## Fejl

key-refused = { $text }.
input-rejected = { $input }: { $problem ->
        [unknown-piece] ikke et brikbogstav i denne notation.
        [no-such-move] dette træk findes ikke i stillingen.
        [ambiguous] mere end ét træk passer; angiv linjen eller rækken brikken kommer fra.
        [promotion-piece] angiv brikken bonden forvandles til.
       *[not-understood] ikke forstået.
    }
nothing-to-repeat = Intet at gentage endnu.
speech-unavailable = Ingen talesyntese ({ $reason }); alt bliver kun skrevet ud.
speech-fallback = Ingen talesyntese; espeak-ng taler i stedet.

## keys and help

help-1 = Taltaster: 1 gentag, 2 begge tider, 3 træknummer, 4 sidste træk, 5 sidste fem træk, 0 tryk på { -clock(form: "def") }. ?: mere.
help-2 = Meddel et træk: skriv det og tryk Enter. Et større-end-tegn foran trækket indtaster den seende spillers træk. ?: mere.
help-3 = To gange Q forlader partiet; resume fortsætter. Escape sletter linjen. ?: mere.
help-4 = Hele spillerens vejledning, et afsnit ad gangen: skriv pegchess guide uden for et parti. ?: forfra.
help-leave = Tryk q igen for at forlade partiet; pegchess resume fortsætter. Enhver anden tast: bliv.
ready = pegchess er klar. { $keys ->
        [single] Tryk spørgsmålstegn, eller skriv h og Enter, for hjælp.
       *[lines] Skriv h og tryk Enter for hjælp.
    }
## set-up

time-warning = Advarsel: { $time } tilbage.
setup-intro = Opsætning. Håndtagene skifter mellem valgene, taleknappen vælger. Hold taleknappen inde for at høre spørgsmålet igen.
setup-ask = { $question }: { $choice }.
setup-choice = { $choice }.
setup-item = { $question }: { $choice }
setup-readback = Dine valg: { $choices }.
setup-readback-more = { $choices }.
setup-example = { $choice }, for eksempel: { $example }
setup-question = { $step ->
        [language] Sprog
        [scheme] Meddelelsesord
        [form] Trækform
        [time-control] { -time-control(form: "Indef") }
        [minutes] Minutter på { -clock(form: "def") }
        [increment] Sekunder lagt til pr. træk
        [lever] Dit urhåndtag
        [rate] Taletempo
        [voice] Stemme til brætordene
        [schedule] Tidsmeddelelser
        [warnings] Dine tidsadvarsler
        [theme] Vinduets farver
        [game] Parti
        [hundreds] Startstillingens nummer, hundreder
        [tens] Startstillingens nummer, tiere
        [units] Startstillingens nummer, enere
        [start] { -chess960 }-startstilling
       *[finish] Afslutning
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
       *[danish] dansk
    }
setup-form = { $form ->
        [short] kort
       *[long] lang
    }
setup-tc-none = uden { -clock }
setup-tc-custom = din egen, indstillet med håndtagene
setup-tc-period = { $time }
setup-tc-period-moves = { $time } for { $moves } træk
setup-tc-then = { $first }, derefter { $rest }
setup-tc-increment = { $seconds ->
        [one] { $rest }, plus 1 sekund pr. træk
       *[other] { $rest }, plus { $seconds } sekunder pr. træk
    }
setup-tc-delay = { $rest }, { $seconds } sekunders forsinkelse pr. træk
setup-no-increment = intet tillæg
setup-lever = { $lever ->
        [left] venstre håndtag
        [right] højre håndtag
       *[any] hvilket som helst håndtag
    }
setup-rate = { $pace ->
        [slower] langsommere med { $amount }
        [faster] hurtigere med { $amount }
       *[normal] normal
    }
setup-voice = { $voice ->
        [de] brætordene med tysk stemme
        [da] brætordene med dansk stemme
       *[same] alt med samme stemme
    }
setup-every = { $seconds ->
        [60] hvert minut
       *[other] hvert { $time }
    }
setup-under = { $seconds ->
        [60] under et minut
       *[other] under { $time }
    }
setup-band = { $every }
setup-band-below = { $every } { $under }
setup-warnings = advar mig ved { $marks }
setup-warnings-none = ingen advarsler
setup-theme = { $theme ->
        [dark] vinduet lyst på mørkt
        [light] vinduet mørkt på lyst
       *[yellow-on-black] vinduet gult på sort
    }
setup-finish = { $choice ->
        [save] gem og afslut
        [again] start forfra
        [sheets] lav { -score-sheet(form: "def-pl") } for sidste parti
       *[leave] forlad uden at gemme
    }
# The game that follows the set-up (issue 24): standard chess or a Chess960 start set digit by digit.
setup-game-standard = almindelig skak
setup-game-chess960 = { -chess960 }, startstilling { $number }
setup-chess960 = { -chess960 }, startstillingens nummer indstillet med håndtagene
setup-start-number = { $number }
setup-check-start = Det er { -chess960 }, startstilling { $number }. Taleknappen godkender den, et håndtag ændrer nummeret.
setup-saved = Indstillinger gemt.
setup-left = Opsætning forladt; intet blev gemt.
setup-broken = Indstillingsfilen kunne ikke læses; en kopi ligger ved siden af.
setup-write-failed = Indstillingerne kunne ikke gemmes.
setup-begin = Tryk Enter for at begynde.

## pegchess doctor: one line per check

doctor-speech-ok = Tale: i orden.
doctor-speech-fallback = Tale: espeak-ng taler, talesyntesen mangler. Løsning: installer speech-dispatcher.
doctor-speech-missing = Tale: intet kan tale. Løsning: installer speech-dispatcher og espeak-ng.
doctor-speech-not-wanted = Tale: { $who ->
        [screen-reader] din skærmlæser taler.
       *[off] slået fra i indstillingerne.
    }
doctor-voice-ok = Stemme på { $language ->
        [en] engelsk
        [de] tysk
        [hu] ungarsk
        [fi] finsk
       *[da] dansk
    }: i orden.
doctor-voice-missing = Ingen stemme på { $language ->
        [en] engelsk
        [de] tysk
        [hu] ungarsk
        [fi] finsk
       *[da] dansk
    }. Løsning: installer espeak-ng.
doctor-voice-unknown = Stemmen { $voice } er ikke installeret. Løsning: skift stemme i indstillingerne.
doctor-german-words-voice = FIDE-ordene: den tyske stemme siger dem.
doctor-german-words-respelled = FIDE-ordene: ingen tysk stemme, så den danske stemme siger dem stavet om, så de lyder tysk. Bedre: installer espeak-ng, der har en.
doctor-microphone-ok = Mikrofon: i orden, { $name }.
doctor-microphone-missing = Ingen mikrofon. Løsning: tilslut en, eller angiv den i indstillingerne.
doctor-model-not-set = Stemmeinput: slået fra, ingen vosk-model er angivet.
doctor-model-ok = Vosk-model: i orden.
doctor-model-broken = Vosk-modellen kan ikke indlæses. Løsning: kontroller vosk-model i indstillingerne.
doctor-grammar-ok = Modellen kender hvert ord: i orden.
doctor-grammar-unknown = Modellen kender ikke { $count } ord, fx { $words }. Løsning: brug en model til dit sprog.
doctor-board-ok = Bræt: i orden, på { $port }, version { $version }.
doctor-board-missing = Intet bræt fundet. Løsning: tilslut brættet og kør kontrollen igen.
doctor-settings-ok = Indstillinger: i orden, { $path }.
doctor-settings-default = Indstillinger: ingen fil endnu, standardværdierne bruges. Skift dem med: pegchess setup.
doctor-settings-broken = Indstillingsfilen { $path } er ugyldig. Løsning: kør pegchess setup.
doctor-games-ok = Partimappe: i orden, { $free } megabyte fri.
doctor-games-not-writable = Partier kan ikke gemmes i { $dir }. Løsning: angiv data-dir i indstillingerne.
doctor-games-low-space = Kun { $free } megabyte fri til partier. Løsning: frigør diskplads.

# The sighted board measured against the record (issue 22)
sighted-differs = Den seende spillers bræt: { $fix }{ $more ->
        [0] .
       *[other] , og { $more } mere.
    }
sighted-board-wrong = Den seende spillers bræt afviger fra partiet på { $count } felter.
sighted-behind = Den seende spillers bræt mangler noteringens sidste { $count ->
        [one] træk
       *[other] { $count } træk
    }, fra træk { $number }, { $side ->
        [white] hvid
       *[black] sort
    }. Udfør { $count ->
        [one] det
       *[other] dem
    } på brættet.
moves-while-away = { $count ->
        [one] Et træk
       *[other] { $count } træk
    } blev udført, mens den seende spillers bræt var væk. Rækkefølgen tages fra den seende spillers { -score-sheet } under medvirken af { -arbiter(form: "def") }.
moves-read-while-away = { $count } træk, udført mens den seende spillers bræt var væk, er læst fra brættet. De kontrolleres mod den seende spillers { -score-sheet } under medvirken af { -arbiter(form: "def") }.
fix-move = { $piece } på { $from }, skal stå på { $to }
fix-replace = { $found } på { $square }, skal være { $expected }
fix-remove = { $piece } for meget på { $square }
fix-place = { $piece } mangler på { $square }

## Rating (issue 24): the FIDE rating change of a game or a rating period
rating-whole = { $whole }
rating-decimal = { $whole },{ $fraction }
rating-points = { $sign ->
        [plus] plus { $amount }
        [minus] minus { $amount }
       *[zero] { $amount }
    } { $count ->
        [one] point
       *[other] point
    }
rating-factor = K { $k }: { $rule ->
        [given] som angivet
        [new] ny spiller, færre end 30 partier
        [junior] junior under 2300
        [under-2400] rating under 2400
       *[reached-2400] 2400 nået
    }.
rating-factor-limited = K { $k } i stedet for { $before }: { $games } partier i perioden, 700-reglen.
rating-game = Mod { $opponent }: { $score ->
        [win] gevinst
        [draw] remis
       *[loss] tab
    }, forventet { $expected }, { $change }.
rating-total = I alt med K { $k }: { $change }, afrundet { $rounded }. Ny rating { $new }.
rating-not-over = Partiet er ikke slut: endnu ingen ratingændring.
rating-unknown = Spillernes rating kendes ikke.
rating-initial = Første rating: gennemsnit { $average } med de to tænkte modstandere på 1800, score { $p }, dp { $dp }: { $rating }.
rating-initial-capped = Beregnet { $computed }: en første rating er højst 2200.
rating-initial-disregarded = Første turnering gav nul point: { $games ->
        [one] dens 1 parti tæller
       *[other] dens { $games } partier tæller
    } ikke.
rating-initial-too-few = { $games ->
        [one] 1 parti
       *[other] { $games } partier
    } mod ratede modstandere: offentliggøres efter 5.
rating-initial-below-floor = Under 1400: offentliggøres ikke.
rating-rules = Efter FIDE's ratingregler, gældende fra { $from ->
        [march-2024] 1. marts 2024
       *[october-2025] 1. oktober 2025
    }.
rating-error-out-of-range = Ratingen { $rating } ligger uden for listens område fra 1400 til 3000 (1400 er bundgrænsen i FIDE's regler af 1. marts 2024).
rating-error-not-a-rating = "{ $text }" er ikke en rating: skriv et helt tal fra 1400 til 3000, for eksempel 1850.
rating-error-not-a-score = "{ $text }" er ikke et resultat: et parti giver 1, ½ (også skrevet 1/2 eller 0,5) eller 0.
rating-error-unknown-k = K { $text } er ikke en K-faktor i reglerne: brug 40, 20 eller 10.
rating-error-no-games = Ingen partier: angiv mindst én modstander og et resultat.
rating-error-period-too-short = Perioden har { $period } partier, færre end de { $listed } angivne.
rating-error-not-an-opponent = "{ $text }" er ikke en modstander: skriv rating:resultat, for eksempel 2100:1, 1950:½ eller 1800:0.
rating-error-zero-first-event = Den første turnering gav nul point, så { $games ->
        [one] dens parti
       *[other] dens { $games } partier
    } ses der bort fra (FIDE 8.2.1): ingen første rating, før spilleren scorer i en senere turnering.
rating-error-birth-year = Fødselsåret { $born } passer ikke til en periode i { $year }.
rating-error-tag-missing = Partiet har intet { $tag }-tag: ratingen kendes ikke.
rating-error-tag-bad = { $tag } "{ $value }": { $reason }
rating-error-not-finished = Partiets resultat er "{ $result }": det er ikke slut, så det ændrer endnu ingen rating.
rating-error-file = PGN-filen kan ikke læses: { $reason }
rating-error-no-such-game = { $path } har intet parti { $game }; den har { $count }.
rating-error-game = Partiet i { $path } kan ikke læses: { $reason }
rating-error-no-rating = Spillerens rating kendes ikke: angiv --rating, eller --pgn med --side.
rating-error-initial-before-2024 = Den første rating efter reglerne før 1. marts 2024 er ikke implementeret: angiv en --date fra 2024-03-01.
rating-error-first-event = --first-event { $first } passer ikke til { $count ->
        [one] 1 modstander
       *[other] { $count } modstandere
    }: angiv et tal fra 1 til { $count }.
rating-error-first-event-rated = --first-event gælder en spiller, der er ny på listen: angiv det sammen med --unrated.
rating-error-tags = { $path }, parti { $game }: { $reason }
## Score sheets the players can read (pegchess sheet, D.2.7)

sheet-white = Hvid
sheet-black = Sort
sheet-event = Turnering
sheet-site = Sted
sheet-round = Runde
sheet-date = Dato
sheet-result = Resultat
sheet-time-control = { -time-control(form: "Indef") }
sheet-signatures = Begge spilleres underskrifter ({ -article } 8.7)
sheet-page = Side
doctor-braille-ok = Punktskrift: i orden, tabel { $table }.
doctor-braille-missing = Punktskrifttabellen { $table } mangler. Løsning: installer liblouis-bin og liblouis-data.
sheet-written = { -score-sheet(form: "Pl") } skrevet: punktskrift, { -large-print } og lyd.
sheet-failed = { -score-sheet(form: "Def") } kunne ikke skrives: { $reason }

# The open question (issue 26): a confirmation withdrawn when the game moved on, a yes or no with no question
question-withdrawn = Partiet gik videre; spørgsmålet bortfalder.
nothing-to-answer = Intet at svare på: der er intet åbent spørgsmål.

## The journal on a full or failing disk (issue 27): said once, the game goes on

record-not-written = Partiet kan ikke gemmes; disken er måske fuld. Spil videre, og sig det til { -arbiter(form: "def") }: skærmen viser, hvor det ligger.

## Chess960 (issue 24): the start's back rank on request, square by square
back-rank = Udgangsstillingen: { $contents }
# Udgangsstillingen læst fra den seende spillers e-bræt (play --chess960 board): venter, fundet, eller hvad der er galt
chess960-waiting = Jeg venter på { -chess960 }-udgangsstillingen på den seende spillers bræt.
chess960-start = { -chess960 }-udgangsstilling nummer { $number }.
not-start-empty = Endnu ingen { -chess960 }-udgangsstilling: den seende spillers bræt er tomt.
not-start-back-rank = Ingen { -chess960 }-udgangsstilling: på { $square } skal stå en hvid officer, ikke en bonde.
not-start-pieces = Ingen { -chess960 }-udgangsstilling: på Hvids grundrække skal stå konge, dronning, to tårne, to løbere og to springere.
not-start-bishops = Ingen { -chess960 }-udgangsstilling: løberne skal stå på felter af forskellig farve.
not-start-king = Ingen { -chess960 }-udgangsstilling: kongen skal stå mellem tårnene.
not-start-mirror = Ingen { -chess960 }-udgangsstilling: grundrækkerne er ikke hinandens spejlbillede; { $piece } mangler på { $square }.
not-start-pawn = Ingen { -chess960 }-udgangsstilling: { $piece } mangler på { $square }.
not-start-extra = Ingen { -chess960 }-udgangsstilling: { $piece } for meget på { $square }.

table = { $pegs ->
        [connected] { -peg-board(form: "Indef") } tilsluttet
        [looking] Intet { -peg-board } svarer, jeg leder videre
       *[absent] Intet { -peg-board }
    }; { $eboard ->
        [connected] den seende spillers e-bræt er tilsluttet.
        [looking] den seende spillers e-bræt svarer ikke, jeg leder videre.
       *[absent] { $pegs ->
            [connected] intet e-bræt.
           *[other] trækkene meddeles, og der trykkes på { -clock(form: "def") }.
        }
    }
announced = Meddelt: { $move }.
announced-impossible = { $move } er ikke muligt her. Ikke noteret; meddel igen.
announced-unclear = { $move }: { $problem ->
        [promotion-piece] angiv brikken bonden forvandles til.
       *[ambiguous] mere end ét træk passer; angiv feltet brikken kommer fra.
    } Ikke noteret; meddel igen.
pressed = Der er trykket på uret. { $side ->
        [white] Hvid
       *[black] Sort
    } i trækket.
unfinished-game = Et andet parti er ikke afsluttet: parti { $game }, ved træk { $number }. pegchess resume --unfinished { $game } genoptager det.
unfinished-game-players = Et andet parti er ikke afsluttet: parti { $game }, { $white } mod { $black }, ved træk { $number }. pegchess resume --unfinished { $game } genoptager det.
this-game = Dette er parti { $game }.
this-game-players = Dette er parti { $game }: { $white } mod { $black }.
resumed = Partiet fortsætter ved træk { $number }, { $side ->
        [white] hvid
       *[black] sort
    } i trækket.
announced-unpressed = Meddelt, der er endnu ikke trykket på { -clock(form: "def") }: { $move }. Tryk på { -clock(form: "def") }, eller meddel igen.

# Fair play (pegchess fair-play): erklæringen til dommeren, og den beskyttelse et parti mangler
fair-binary = pegchess { $version }. Programmets SHA-256 begynder med { $start }.
fair-kernel = Kernen begrænser det: seccomp-filter { $seccomp ->
        [yes] til
       *[no] fra
    }, no-new-privs { $nnp ->
        [yes] til
       *[no] fra
    }, Landlock version { $abi } på { $confined } af { $threads } tråde.
fair-probe = { $what ->
        [tcp] En netværksforbindelse
        [udp] En UDP-sokkel
        [write] En fil uden for partimappen
       *[shell] En skal
    }: { $refused ->
        [yes] afvist.
       *[no] ikke afvist!
    }
fair-broadcast = Bord: den seende spillers bræt gennem et transmissionsrelæ, læst fra DGT LiveChess på arrangørens computer.
fair-relay-limit = Relæet sender ét bræt videre, aldrig et andet, og beder kun LiveChess om brætlisten og dette bræts hændelser.
fair-no-engine = pegchess indeholder ingen skakmotor. Det vurderer aldrig en stilling og foreslår aldrig et træk.
fair-no-legality = Det siger aldrig, om et træk er lovligt, før trækket er fuldført ({ -article } 11.3.1).
fair-how-to-check = Tjek et kørende parti: skriv pegchess fair-play --check og partiets procesnummer.
fair-how-to-hash = Tjek programmet: sammenlign dets sha256sum med den offentliggjorte værdi.
fair-protection = { $what ->
        [no-new-privs] no-new-privs
        [seccomp] seccomp-filteret
        [landlock-files] Landlocks filregler
        [landlock-network] Landlocks netværksregler
       *[every-thread] Landlock på alle tråde
    }
fair-missing = Denne computer mangler: { $what }. Partiet fortsætter.
fair-check-ok = Proces { $pid } er begrænset, som erklæringen siger.
fair-check-failed = Proces { $pid } er ikke begrænset som erklæret: { $count } { $count ->
        [one] afvigelse
       *[other] afvigelser
    }.
fair-check-not-pegchess = Proces { $pid } er ikke pegchess: den kører { $program }.
fair-form-title = Fair play-erklæring til { -arbiter(form: "def") }
fair-form-when = Dato og klokkeslæt
fair-form-board = Bræt
fair-form-arbiter = { -arbiter(form: "Def-gen") } navn
fair-form-signature = { -arbiter(form: "Def-gen") } underskrift
doctor-fair-ok = Fair play: i orden, kernen kan begrænse partiet.
doctor-fair-missing = Fair play: kernen mangler { $what }. Løsning: en nyere Linux-kerne.

resumed-as-asked = { $setting ->
        [language] Sprog
        [notation] Notation
        [scheme] Meddelelsesord
       *[form] Meddelelsesform
    }: hidtil { $was }, nu { $now }, som ønsket.
resumed-clock-stands = Partiets { -time-control } gælder fortsat; kun { -arbiter(form: "def") } stiller { -clock(form: "def-pl") }.
words-scheme = { $scheme ->
        [fide] FIDE-ordene
        [danish] de danske ord
       *[plain] blot bogstaver og tal
    }
promotion-noted = Bondeforvandling: { $piece }.
draw-offer-noted = Remistilbud fra { $side ->
        [white] hvid
       *[black] sort
    } noteret.
not-confirmed = Nej: intet ændret; partiet fortsætter.
recorded-as = Noteret som { $move }.

## A worker of the table lost (its thread stopped): what goes on instead (issue 67)

worker-lost = { $worker ->
        [speech] Talen stoppede; den fortsætter med en enklere stemme eller på skærmen.
        [peg-board] Forbindelsen til { -peg-board(form: "def") } stoppede. Spil videre med de andre brætter og tasterne.
        [e-board] Forbindelsen til e-brættet stoppede. Spil videre med de andre brætter og tasterne.
        [voice] Stemmestyringen stoppede. Brug tasterne.
        [keys] Tasterne stoppede. Brætterne og stemmen fortsætter.
        [window] Vinduet stoppede. Konsollen fortsætter.
       *[other] En del af programmet stoppede. Partiet fortsætter.
    }
