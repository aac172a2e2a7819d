# pegchess: English sentence frames. Scheme words (Anna, eins, Springer, Kurze Rochade) arrive as
# arguments; only the frames, the interface words and the plurals live here.
# Every locale has exactly the same messages and arguments (tests/speech checks it).
# Arguments: $side and $colour are "white" or "black"; $role is "pawn" ... "king".

## Building blocks

nothing = {""}
square = { $file } { $rank }
square-plain = { $file }{ $rank }
# $role selects the grammatical gender where a language needs it; $words is the language of the piece's word
# (the FIDE words are German: Danish says "hvid Turm" but "hvidt tårn").
coloured-piece = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] white
               *[black] black
            } { $piece }
        }
    }
# Several pieces of one kind ($piece is the plural).
coloured-pieces = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] white
               *[black] black
            } { $piece }
        }
    }
join-comma = { $first }, { $rest }
join-and = { $first } and { $rest }
join-steps = { $first }; { $rest }
join-or = { $first } or { $rest }

## Moves (short form: like SAN; long form: from and to)

move-quiet = { $piece } { $to }
move-quiet-from = { $piece } { $from } { $to }
move-pawn = { $to }
move-pawn-from = { $from } { $to }
move-capture = { $piece } takes { $to }
move-capture-from = { $piece } { $from } takes { $to }
move-pawn-capture = { $from } takes { $to }
move-en-passant = { $from } takes { $to } en passant
move-castling = { $castling }
move-castling-squares = { $castling }, { $king } { $king-to }, { $rook } { $rook-to }
move-promotion = { $move }, promotes to { $piece }
move-check = { $move }, check
move-mate = { $move }, checkmate
announced-other-move = Announced { $announced }, but played { $executed }.
promotion-question = Promotion on { $square }: which piece?
confirm-move = { $move }?
confirm-resign = { $side ->
        [white] White
       *[black] Black
    } resigns? Say yes to confirm.
touched = Touched: { $piece } on { $square }.

## Times (always in words, never 4:12)

duration-join = { $first } { $rest }
duration-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
duration-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
duration-seconds = { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
time-side = { $side ->
        [white] White
       *[black] Black
    }: { $time }
time-both = White { $white }, Black { $black }
time-short = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } { $seconds }
time-short-seconds = { $seconds }
flag-fall = { $side ->
        [white] White's
       *[black] Black's
    } { -flag } has fallen.
clock-stopped = { -clock(form: "One") } stopped.
no-clock = This game keeps no clock.
clock-running = { $side ->
        [white] White's
       *[black] Black's
    } { -clock } is running.
moves-counted = { $side ->
        [white] White
       *[black] Black
    }: { $moves } moves counted.
increment-added = { $seconds ->
        [one] From now on, plus 1 second a move for both.
       *[other] From now on, plus { $seconds } seconds a move for both.
    }
call-arbiter = Stop the { -clock } and call the { -arbiter }.
sighted-board-connected = The sighted player's board is connected.
sighted-board-disconnected = The sighted player's board is not answering; the game goes on.
broadcast-lost = The broadcast link is lost; the game goes on with the announcements.
promotion-differs = On { $square } the sighted player's board has { $sighted }, the record { $record }.
agreement = { $first ->
        [board] The { -peg-board }
        [record] The record
        [announced] The announced move
       *[sighted] The sighted player's board
    } and { $second ->
        [board] the { -peg-board }
        [record] the record
        [announced] the announced move
       *[sighted] the sighted player's board
    } agree again.
divergence = { $first ->
        [board] The { -peg-board }
        [record] The record
        [announced] The announced move
       *[sighted] The sighted player's board
    } and { $second ->
        [board] the { -peg-board }
        [record] the record
        [announced] the announced move
       *[sighted] the sighted player's board
    } differ from move { $number }, { $side ->
        [white] White
       *[black] Black
    }.

## Record and position queries (never an evaluation or a suggestion)

move-number = Move { $number }, { $side ->
        [white] White
       *[black] Black
    } to move.
history-move = Move { $number }, { $side ->
        [white] White
       *[black] Black
    }: { $move }
no-moves = No moves yet.
pieces-at = { $piece }: { $squares }
pieces-none = { $piece }: none on the board
square-piece = { $square }: { $piece }
square-empty = { $square }: empty
line-rank-empty = Rank { $rank }: empty
line-file = File { $file }, { $contents }
line-file-empty = File { $file }: empty
line-item = { $square } { $piece }
position-rank = Rank { $rank }, { $contents }
position-side = { $side ->
        [white] white
       *[black] black
    }: { $pieces }
game-won = { $side ->
        [white] White
       *[black] Black
    } wins.
game-drawn = Draw.
stalemate = Stalemate.
ended-repetition = The same position for the fifth time.
ended-75-moves = 75 moves each without a capture or a pawn move.
ended-dead-position = Neither side can mate.

## The board

board-connected = Board { $name } connected.
board-disconnected = The board is not answering; the game is kept.
board-looking = No { -peg-board } answers yet; plug it in, and the check goes on looking.
board-reconnected = The board is back.
hole-chatter = The hole on { $square } keeps changing: check the peg or the sensor.
peg-out = Out: { $square }
peg-in = In: { $square }
mismatch = The boards differ: { $steps }{ $more ->
        [0] .
       *[other] , and { $more } more.
    }
mismatch-empty = { $square } empty
mismatch-place = { $piece } on { $square }
board-wrong = The board differs from the game in { $count } holes.
step-done = { $remaining ->
        [0] Done.
        [one] Done, one { -step } to go.
       *[other] Done, { $remaining } { -step(form: "many") } to go.
    }
new-difference = New difference: { $step }.
move-changed = Now { $move }
move-undone = The move is off the board again.
already-over = The game is over. { $result }
board-matches = The board matches again.
taken-back = Taken back: { $plies ->
        [one] { $plies } half-move
       *[other] { $plies } half-moves
    }.
which-move = Which move was it: { $moves }?
move-incomplete = The move is not complete: { $steps }{ $more ->
        [0] .
       *[other] , and { $more } more.
    }
press-without-move = The { -clock } was pressed without a move.
setup-place = place the { $piece } on { $square }
setup-step = { $step } ({ $remaining ->
        [one] last { -step }
       *[other] { $remaining } { -step(form: "many") } to go
    })
setup-complete = The start position is set up.
setup-complete-at = The position is set up: move { $number }, { $side ->
        [white] White
       *[black] Black
    } to move.

## Errors

key-refused = { $text }.
input-rejected = { $input }: { $problem ->
        [unknown-piece] not a piece letter in this notation.
        [no-such-move] no such move in this position.
        [ambiguous] more than one move fits; add the file or rank it comes from.
        [promotion-piece] add the piece the pawn becomes.
       *[not-understood] not understood.
    }
nothing-to-repeat = Nothing to repeat yet.
speech-unavailable = No speech engine ({ $reason }); everything is printed only.
speech-fallback = No speech engine; espeak-ng speaks instead.

## keys and help

help-1 = Number keys: 1 repeat, 2 both times, 3 move number, 4 last move, 5 last five moves, 0 press the { -clock }. H: more.
help-2 = To announce a move, type it and press Enter. A greater-than sign before a move enters the sighted board's move. H: more.
help-3 = Q twice leaves the game; resume continues it. Escape clears a line. Space first for a line starting with h. H: more.
help-4 = The whole player's guide, a section at a time: outside a game, type pegchess guide. H: start again.
help-leave = To leave the game, press q again; pegchess resume continues it. Any other key stays.
ready = pegchess is ready. { $keys ->
        [single] Press h for help.
       *[lines] Type h and Enter for help.
    }
## set-up

time-warning = Warning: { $time } left.
setup-intro = Set-up. The levers move between choices, the speak button chooses. Hold the speak button to hear the question again.
setup-ask = { $question }: { $choice }.
setup-choice = { $choice }.
setup-item = { $question }: { $choice }
setup-readback = Your choices: { $choices }.
setup-readback-more = { $choices }.
setup-example = { $choice }, for example: { $example }
setup-question = { $step ->
        [language] Language
        [scheme] Announcement scheme
        [form] Move form
        [time-control] { -time-control(form: "One") }
        [minutes] Minutes on the { -clock }
        [increment] Seconds added per move
        [lever] Your clock lever
        [rate] Speech rate
        [voice] Voice for the board words
        [schedule] Time announcements
        [warnings] Your low-time warnings
        [theme] Window colours
        [game] Game
        [hundreds] Start number, hundreds
        [tens] Start number, tens
        [units] Start number, units
        [start] { -chess960 } start
       *[finish] Finish
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
       *[danish] Danish
    }
setup-form = { $form ->
        [short] short
       *[long] long
    }
setup-tc-none = no { -clock }
setup-tc-custom = your own, set with the levers
setup-tc-period = { $time }
setup-tc-period-moves = { $time } for { $moves } moves
setup-tc-then = { $first }, then { $rest }
setup-tc-increment = { $seconds ->
        [one] { $rest }, plus 1 second a move
       *[other] { $rest }, plus { $seconds } seconds a move
    }
setup-tc-delay = { $rest }, { $seconds } seconds delay a move
setup-no-increment = nothing added
setup-lever = { $lever ->
        [left] the left lever
        [right] the right lever
       *[any] either lever
    }
setup-rate = { $pace ->
        [slower] slower by { $amount }
        [faster] faster by { $amount }
       *[normal] normal
    }
setup-voice = { $voice ->
        [de] the board words in a German voice
        [da] the board words in a Danish voice
       *[same] everything in the same voice
    }
setup-every = { $seconds ->
        [60] every minute
       *[other] every { $time }
    }
setup-under = { $seconds ->
        [60] under a minute
       *[other] under { $time }
    }
setup-band = { $every }
setup-band-below = { $every } { $under }
setup-warnings = warn me at { $marks }
setup-warnings-none = no warnings
setup-theme = { $theme ->
        [dark] the window light on dark
        [light] the window dark on light
       *[yellow-on-black] the window yellow on black
    }
setup-finish = { $choice ->
        [save] save and finish
        [again] start again
        [sheets] make the { -score-sheet(form: "many") } of the last game
       *[leave] leave without saving
    }
# The game that follows the set-up (issue 24): standard chess or a Chess960 start set digit by digit.
setup-game-standard = standard chess
setup-game-chess960 = { -chess960 }, start { $number }
setup-chess960 = { -chess960 }, its start number set with the levers
setup-start-number = { $number }
setup-check-start = That is { -chess960 } start { $number }. The speak button takes it, a lever changes the number.
setup-saved = Settings saved.
setup-left = Set-up left; nothing was saved.
setup-broken = The settings file could not be read; a copy is kept beside it.
setup-write-failed = The settings could not be saved.
setup-begin = Press Enter to begin.

## pegchess doctor: one line per check

doctor-speech-ok = Speech: ok.
doctor-speech-fallback = Speech: espeak-ng speaks, the speech engine is missing. To fix: install speech-dispatcher.
doctor-speech-missing = Speech: nothing can speak. To fix: install speech-dispatcher and espeak-ng.
doctor-speech-not-wanted = Speech: { $who ->
        [screen-reader] your screen reader speaks.
       *[off] off in the settings.
    }
doctor-voice-ok = Voice for { $language ->
        [de] German
        [hu] Hungarian
        [fi] Finnish
        [da] Danish
       *[en] English
    }: ok.
doctor-voice-missing = No voice for { $language ->
        [de] German
        [hu] Hungarian
        [fi] Finnish
        [da] Danish
       *[en] English
    }. To fix: install espeak-ng.
doctor-voice-unknown = The voice { $voice } is not installed. To fix: change the voice in the settings.
doctor-german-words-voice = The FIDE words: the German voice says them.
doctor-german-words-respelled = The FIDE words: no German voice; the English voice says them respelled to sound German. Better: install espeak-ng, which has one.
doctor-microphone-ok = Microphone: ok, { $name }.
doctor-microphone-missing = No microphone. To fix: plug one in, or name it in the settings.
doctor-model-not-set = Voice input: off, no vosk model is set.
doctor-model-ok = Vosk model: ok.
doctor-model-broken = The vosk model cannot be loaded. To fix: check vosk-model in the settings.
doctor-grammar-ok = The model knows every word: ok.
doctor-grammar-unknown = The model does not know { $count ->
        [one] 1 word
       *[other] { $count } words
    }, such as { $words }. To fix: use a model for your language.
doctor-board-ok = Board: ok, on { $port }, version { $version }.
doctor-board-missing = No board found. To fix: plug the board in and run the check again.
doctor-settings-ok = Settings: ok, { $path }.
doctor-settings-default = Settings: no file yet, the defaults are used. To change them: pegchess setup.
doctor-settings-broken = The settings file { $path } is invalid. To fix: run pegchess setup.
doctor-games-ok = Games folder: ok, { $free } megabytes free.
doctor-games-not-writable = Games cannot be saved in { $dir }. To fix: set data-dir in the settings.
doctor-games-low-space = Only { $free } megabytes free for games. To fix: free some disk space.

# The sighted board measured against the record (issue 22)
sighted-differs = Sighted board: { $fix }{ $more ->
        [0] .
       *[other] , and { $more } more.
    }
sighted-board-wrong = The sighted player's board differs from the game in { $count } squares.
sighted-behind = The sighted player's board lacks the record's last { $count ->
        [one] move
       *[other] { $count } moves
    }, from move { $number }, { $side ->
        [white] White
       *[black] Black
    }. Make { $count ->
        [one] it
       *[other] them
    } on the board.
moves-while-away = { $count ->
        [one] One move was
       *[other] { $count } moves were
    } made while the sighted player's board was away. Take their order from the sighted player's { -score-sheet }, with the { -arbiter }.
moves-read-while-away = { $count } moves were read from the sighted player's board when it came back. Check them against the sighted player's { -score-sheet }, with the { -arbiter }.
fix-move = { $piece } on { $from }, should be on { $to }
fix-replace = { $found } on { $square }, should be { $expected }
fix-remove = extra { $piece } on { $square }
fix-place = { $piece } missing on { $square }

## Rating (issue 24): the FIDE rating change of a game or a rating period
# $sign is "plus", "minus" or "zero"; $count is "one" when the amount is exactly 1, else "other".
# $whole and $fraction are the two parts of a decimal number (7 and 2 for 7.2, 0 and 05 for 0.05).
rating-whole = { $whole }
rating-decimal = { $whole }.{ $fraction }
rating-points = { $sign ->
        [plus] plus { $amount }
        [minus] minus { $amount }
       *[zero] { $amount }
    } { $count ->
        [one] point
       *[other] points
    }
rating-factor = K { $k }: { $rule ->
        [given] as given
        [new] new player, fewer than 30 games
        [junior] junior under 2300
        [under-2400] rating under 2400
       *[reached-2400] 2400 reached
    }.
rating-factor-limited = K { $k } instead of { $before }: { $games } games in the period, the 700 rule.
rating-game = Against { $opponent }: { $score ->
        [win] win
        [draw] draw
       *[loss] loss
    }, expected { $expected }, { $change }.
rating-total = Total with K { $k }: { $change }, rounded { $rounded }. New rating { $new }.
rating-not-over = The game is not over: no rating change yet.
rating-unknown = The players' ratings are not known.
rating-initial = First rating: average { $average } with the two hypothetical 1800 opponents, score { $p }, dp { $dp }: { $rating }.
rating-initial-capped = Computed { $computed }: a first rating is at most 2200.
rating-initial-disregarded = The first event scored zero: its { $games ->
        [one] 1 game is
       *[other] { $games } games are
    } disregarded.
rating-initial-too-few = { $games ->
        [one] 1 game
       *[other] { $games } games
    } against rated opponents: published after 5.
rating-initial-below-floor = Under 1400: not published.
rating-rules = By the FIDE Rating Regulations in force from { $from ->
        [march-2024] 1 March 2024
       *[october-2025] 1 October 2025
    }.
rating-error-out-of-range = Rating { $rating } is outside the list's range 1400 to 3000 (1400 is the rating floor of the FIDE regulations of 1 March 2024).
rating-error-not-a-rating = '{ $text }' is not a rating: write a whole number from 1400 to 3000, such as 1850.
rating-error-not-a-score = '{ $text }' is not a score: a game scores 1, ½ (also written 1/2 or 0.5) or 0.
rating-error-unknown-k = K { $text } is not a K factor of the regulations: use 40, 20 or 10.
rating-error-no-games = No games: give at least one opponent and score.
rating-error-period-too-short = The period has { $period } games, fewer than the { $listed } games given.
rating-error-not-an-opponent = '{ $text }' is not an opponent: write rating:score, such as 2100:1, 1950:½ or 1800:0.
rating-error-zero-first-event = The first event scored zero, so its { $games ->
        [one] game is
       *[other] { $games } games are
    } disregarded (FIDE 8.2.1): no first rating until the player scores in a later event.
rating-error-birth-year = Born { $born } does not fit a rating period in { $year }.
rating-error-tag-missing = The game has no { $tag } tag: the rating is not known.
rating-error-tag-bad = { $tag } "{ $value }": { $reason }
rating-error-not-finished = The game's result is "{ $result }": it is not finished, so it changes no rating yet.
rating-error-file = The PGN file cannot be read: { $reason }
rating-error-no-such-game = { $path } has no game { $game }; it has { $count }.
rating-error-game = The game in { $path } cannot be read: { $reason }
rating-error-no-rating = The player's rating is not known: give --rating, or --pgn with --side.
rating-error-initial-before-2024 = The first rating by the rules before 1 March 2024 is not implemented: give a --date from 2024-03-01.
rating-error-first-event = --first-event { $first } does not fit { $count ->
        [one] 1 opponent
       *[other] { $count } opponents
    }: give a number from 1 to { $count }.
rating-error-first-event-rated = --first-event is for a player new to the list: give it with --unrated.
rating-error-tags = { $path }, game { $game }: { $reason }
## Score sheets the players can read (pegchess sheet, D.2.7)

sheet-white = White
sheet-black = Black
sheet-event = Event
sheet-site = Site
sheet-round = Round
sheet-date = Date
sheet-result = Result
sheet-time-control = { -time-control(form: "One") }
sheet-signatures = Signatures of both players ({ -article } 8.7)
sheet-page = Page
doctor-braille-ok = Braille: ok, table { $table }.
doctor-braille-missing = Braille table { $table } is missing. To fix: install liblouis-bin and liblouis-data.
sheet-written = { -score-sheet(form: "Many") } written: Braille, { -large-print } and sound.
sheet-failed = The { -score-sheet } could not be written: { $reason }

# The open question (issue 26): a confirmation withdrawn when the game moved on, a yes or no with no question
question-withdrawn = The game moved on; the question is withdrawn.
nothing-to-answer = Nothing to answer: no question is open.

## The journal on a full or failing disk (issue 27): said once, the game goes on

record-not-written = The game record cannot be saved; the disk may be full. Play on, and tell the { -arbiter }: the screen shows where it is.

## Chess960 (issue 24): the start's back rank on request, square by square
back-rank = The start: { $contents }
# The start read from the sighted player's e-board (play --chess960 board): waiting, found, or what is wrong
chess960-waiting = Waiting for the { -chess960 } start on the sighted player's board.
chess960-start = { -chess960 } start number { $number }.
not-start-empty = No { -chess960 } start yet: the sighted player's board is empty.
not-start-back-rank = Not a { -chess960 } start: { $square } needs a white piece, not a pawn.
not-start-pieces = Not a { -chess960 } start: White's back rank needs a king, a queen, two rooks, two bishops and two knights.
not-start-bishops = Not a { -chess960 } start: the bishops must stand on squares of different colours.
not-start-king = Not a { -chess960 } start: the king must stand between the rooks.
not-start-mirror = Not a { -chess960 } start: the back ranks do not mirror; { $piece } missing on { $square }.
not-start-pawn = Not a { -chess960 } start: { $piece } missing on { $square }.
not-start-extra = Not a { -chess960 } start: extra { $piece } on { $square }.

# The boards at the table (issue 34): said at the start and when a board is missing.
table = { $pegs ->
        [connected] { -peg-board(form: "One") } connected
        [looking] No { -peg-board } answered, still looking
       *[absent] No { -peg-board }
    }; { $eboard ->
        [connected] the sighted player's e-board is connected.
        [looking] the sighted player's e-board does not answer, still looking.
       *[absent] { $pegs ->
            [connected] no e-board.
           *[other] moves are announced and the { -clock } pressed.
        }
    }
announced = Announced: { $move }.
announced-impossible = { $move } is not possible here. Not recorded; announce again.
announced-unclear = { $move }: { $problem ->
        [promotion-piece] say the piece the pawn becomes.
       *[ambiguous] more than one move fits; say the square it comes from.
    } Not recorded; announce again.
pressed = Pressed. { $side ->
        [white] White
       *[black] Black
    } to move.
unfinished-game = Another game is unfinished: game { $game }, at move { $number }. pegchess resume --unfinished { $game } resumes it.
unfinished-game-players = Another game is unfinished: game { $game }, { $white } against { $black }, at move { $number }. pegchess resume --unfinished { $game } resumes it.
this-game = This is game { $game }.
this-game-players = This is game { $game }: { $white } against { $black }.
resumed = Game resumed at move { $number }, { $side ->
        [white] White
       *[black] Black
    } to move.
announced-unpressed = Announced, not yet pressed: { $move }. Press the { -clock }, or announce again.

# Fair play (pegchess fair-play): the statement for the arbiter, and the protections a game goes without
fair-binary = pegchess { $version }. The SHA-256 of this program begins with { $start }.
fair-kernel = The kernel confines it: seccomp filter { $seccomp ->
        [yes] on
       *[no] off
    }, no new privileges { $nnp ->
        [yes] on
       *[no] off
    }, Landlock version { $abi } on { $confined } of { $threads } threads.
fair-probe = { $what ->
        [tcp] A network connection
        [udp] A UDP socket
        [write] A file outside the games folder
       *[shell] A shell
    }: { $refused ->
        [yes] refused.
       *[no] not refused!
    }
fair-broadcast = Table: the sighted player's board through a broadcast relay, read from DGT LiveChess on the organiser's computer.
fair-relay-limit = The relay passes on one board, never a second, and asks LiveChess only for its board list and that board's events.
fair-no-engine = pegchess contains no chess engine. It never evaluates a position or suggests a move.
fair-no-legality = It never says whether a move is legal before the move is completed, as { -article } 11.3.1 requires.
fair-how-to-check = To check a running game, type: pegchess fair-play --check, and the game's process number.
fair-how-to-hash = To check the program, compare its sha256sum with the published hash.
fair-protection = { $what ->
        [no-new-privs] no new privileges
        [seccomp] the seccomp filter
        [landlock-files] Landlock's file rules
        [landlock-network] Landlock's network rules
       *[every-thread] Landlock on every thread
    }
fair-missing = This computer lacks { $what }. The game goes on.
fair-check-ok = Process { $pid } is confined as the statement says.
fair-check-failed = Process { $pid } is not confined as stated: { $count } { $count ->
        [one] difference
       *[other] differences
    }.
fair-check-not-pegchess = Process { $pid } is not pegchess: it runs { $program }.
fair-form-title = Fair-play statement for the { -arbiter }
fair-form-when = Date and time
fair-form-board = Board
fair-form-arbiter = { -arbiter(form: "Poss") } name
fair-form-signature = { -arbiter(form: "Poss") } signature
doctor-fair-ok = Fair play: ok, the kernel can confine the game.
doctor-fair-missing = Fair play: the kernel lacks { $what }. To fix: a newer Linux kernel.

resumed-as-asked = { $setting ->
        [language] Language
        [notation] Notation
        [scheme] Announcement words
       *[form] Announcement form
    }: the game had { $was }; now { $now }, as asked.
resumed-clock-stands = The game's { -time-control } stands; only the { -arbiter } sets the { -clock(form: "many") }.
words-scheme = { $scheme ->
        [fide] the FIDE words
        [danish] the Danish words
       *[plain] plain letters and digits
    }
promotion-noted = Promotion piece: { $piece }.
draw-offer-noted = Draw offer by { $side ->
        [white] White
       *[black] Black
    } noted.
not-confirmed = No: nothing done; the game goes on.
recorded-as = Recorded as { $move }.

## A worker of the table lost (its thread stopped): what goes on instead (issue 67)

worker-lost = { $worker ->
        [speech] Speech stopped; it goes on in a plainer voice, or on the screen.
        [peg-board] The { -peg-board }'s link stopped. Play on with the other boards and the keys.
        [e-board] The e-board's link stopped. Play on with the other boards and the keys.
        [voice] Voice input stopped. Use the keys.
        [keys] The keys stopped. The boards and voice go on.
        [window] The window stopped. The console goes on.
       *[other] A part of the program stopped. The game goes on.
    }
