# The console's lines for the sighted side: the assistant, the arbiter, the opponent.
# These English lines are also the stable ones of --porcelain: scripts read them, so change them with care.
# Times stay as a clock shows them (1:29:34); moves come in the notation's letters.

console-clock = { -clock }: White { $white } | Black { $black }
console-clock-stopped = { -clock }: White { $white } | Black { $black } (stopped)
console-parting = { -arbiter }: record and sighted board part at { $number }. { $side ->
    [white] White
   *[black] Black
    }: record { $record }, sighted board { $sighted }
console-eboard-shows = ; the sighted e-board shows { $board }
console-nothing-yet = (nothing yet)
console-should-show = { -arbiter }: the sighted board should show { $after }; fix: { $fixes }
console-position-after = the position after { $move }
console-start-position = the start position
console-it-shows = ; it shows { $board }
console-sighted-moves = sighted board: { $moves }
console-sighted-unread = sighted board: not read yet
console-journal = { -log-file }: { $path }
console-score-sheet = { -score-sheet }: { $path }
console-score-sheet-saved = { -score-sheet } saved: { $path }
console-sheet-unwritten = the { -score-sheet } { $path } cannot be written ({ $why }); the { -log-file } { $journal } still holds every move
console-journal-last-unwritten = the last entries of the game could not be written to its { -log-file } { $journal }; the { -score-sheet } { $sheet } holds every move
console-nothing-written = neither the { -log-file } { $journal } nor the { -score-sheet } { $sheet } can be written ({ $why }); the { -score-sheet } follows here:
console-journal-failing = { $why }. The game goes on: the { -log-file } { $journal } keeps every entry before this one, and the entries from now on wait in memory until the disk takes them
console-journal-written-again = the { -log-file } { $journal } is written again, with every entry
console-resuming = resuming { $path }
console-unfinished-game = an unfinished game: { $path }; `pegchess resume --journal { $path }` resumes it
console-game-over = the game in { $path } is over ({ $reason }); its { -score-sheet } is { $sheet }:
console-sheet-written = { -score-sheet } written: { $path }
console-sheets-written = { -score-sheet(form: "many") } written beside { $path }: .brf, .pdf, .ogg
console-close-window = close the window to end (it closes by itself after { $seconds } s)
console-demo-pegs = a simulated { -peg-board }
console-demo-eboard = a simulated DGT e-board (no { -peg-board })
console-demo-plays = pegchess demo: { $board } plays the first { $plies } moves of { $white } - { $black } ({ $event }, { $date }).
console-demo-sheet = The { -score-sheet } the program kept ({ $path }):
console-simulated-eboard-at = The sighted player's simulated DGT e-board is at { $path }.
console-demo-broadcast = A simulated DGT LiveChess sends the moves; the relay passes them over a null-modem cable to the table at { $path }.
console-fair-program-same = program: SHA-256 { $hash }, the same as this pegchess
console-fair-program = program: SHA-256 { $hash }
console-fair-other-program = it runs another program than this pegchess
console-fair-unreadable = its program cannot be read: { $why }
console-fair-differs = differs: { $difference }
console-fair-no-filter = thread { $thread } has no seccomp filter
console-fair-no-new-privs = thread { $thread } lacks no_new_privs
console-fair-open-socket = a { $table } socket is open (inode { $inode })
console-fair-thread = thread { $thread }: Seccomp { $seccomp }, NoNewPrivs { $nonewprivs }
console-fair-socket = socket { $inode }: { $table } { $path }
console-fair-file-reading = file (read): { $path }
console-fair-file-writing = file (read-write): { $path }
console-ports-none = no serial ports found; plug the board in (USB) and check that your user may open serial ports (group dialout)
console-port-pegs = { $port }: { -peg-board } "{ $name }"
console-port-dgt = { $port }: DGT e-board ({ $about }); use it with --sighted-port { $port }
console-port-silent = { $port }: no { -peg-board } or DGT e-board answered
console-relay-started = relay: board { $serial } from DGT LiveChess at { $url } to the serial line { $port }; LiveChess is sent only "eboards" and "subscribe"
console-relay-up = relay: the broadcast link is up; the board is passed on
console-relay-down-not-running = relay: DGT LiveChess does not answer; the broadcast link is lost, trying again
console-relay-down-closed = relay: DGT LiveChess closed the connection; the broadcast link is lost, trying again
console-relay-down-absent = relay: DGT LiveChess does not list the board; the broadcast link is lost
console-relay-down-state = relay: DGT LiveChess says the board is { $state }; the broadcast link is lost
console-relay-down-hung = relay: DGT LiveChess has stopped answering; the broadcast link is lost, waiting
console-relay-down-unreadable = relay: DGT LiveChess lists the board in a form that cannot be read; the broadcast link is lost
console-relay-refused = relay: DGT LiveChess refused: { $message }
console-relay-serial-open = relay: the serial line is open
console-relay-serial-lost = relay: the serial line is gone (cable pulled?); trying again
console-relay-serial-unopened = relay: the serial line { $port } cannot be opened ({ $why }); check --line and the cable, trying again
console-relay-no-boards = DGT LiveChess sees no e-board
console-relay-board = board { $serial }: { $source }, { $state }
console-relay-not-running = DGT LiveChess does not answer at { $url }; start it, or give its address with --url
console-relay-disabled = this pegchess was built without the relay (cargo feature "relay")
console-relay-start = the relay could not start: { $why }
console-relay-line-in-use = the serial line { $port } is in use by another pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(process { $pid })
    }: one line, one board. Stop that relay or leave that game first, or name another line
console-relay-stopped = The relay stopped: its { $worker } thread failed ({ $why }). Start it again.
console-settings-saved = settings saved: { $path }
console-nothing-saved = nothing saved
console-setup-demo = pegchess demo: the spoken set-up, on the simulated board's three buttons (your settings file is not touched).
console-arbiter-note = note: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = keys (type, then Enter): left, right = the levers (the choices before and after), speak = choose, speak long = hear the question again, q = leave
console-setup-keys-terminal = keys (at once): left and right arrows = the levers (the choices before and after), Enter or Space = speak (choose), up arrow = hear the question again, q = leave
console-setup-done = set-up done: press Enter to begin
console-no-keyboard = pegchess: no keyboard: { $error }

# Errors, after "pegchess: ".
console-error-no-such-unfinished = there is no unfinished game { $game }; there are { $count }
console-error-no-game-to-resume = no game to resume in { $path }; name one with --journal FILE
console-error-fewer-games = { $path } has fewer than { $games } games
console-error-settings-read = cannot read settings file { $path }: { $reason }
console-error-settings-syntax = settings file { $path } is not valid: { $reason }; fix the line or delete the file to use defaults
console-error-pgn-file = cannot read { $path }: { $reason }; give the path of a PGN file
console-error-process = cannot read { $path }: { $reason }; give the number of a running pegchess of yours
console-error-announce = move { $number } ({ $text }): { $problem }
console-error-think-file = cannot read the think file { $path }: { $reason }; give a text file with one number of seconds per line
console-error-journal-read = { -log-file } { $path }: { $reason }
console-error-not-a-journal = { $path } is not a pegchess journal (its first line is not '{ $magic }'); pass the .journal file of a game
console-error-journal-version = { $path } is a version-{ $version } { -log-file }; this pegchess reads version { $ours }: resume it with the pegchess that wrote it
console-error-journal-cut = { $path } was cut off while its game was created: it holds no move; start the game with `pegchess play`
console-error-journal-in-use = the game { $path } is open in another pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(process { $pid })
    }. Stop the { -clock } and leave the game there (key q) first, or compare read-only with `pegchess arbiter compare --record { $path }`
console-error-pgn-game = game { $game }: { $reason }
console-error-pgn-move = move { $number } ({ $san }) is not legal here: { $problem }
console-error-pgn-fen = FEN tag: { $reason }
console-error-pgn-chess960 = a { -chess960 } game needs a FEN tag with its start position
console-error-sheet-no-game = no game { -log-file } in { $path }; name the game: pegchess sheet FILE
console-error-arbiter-no-game = no game { -log-file } in { $path }; pass the record with --record
console-error-board-in-use = the board on { $port } is in use by another pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(process { $pid })
    }: one board, one program. Leave the game there (key q) first, or name another port
console-error-board-lock = cannot lock the board on { $port } (lock file { $path }): { $reason }
console-error-board-thread = the board's link cannot start: { $reason }
console-error-sheet-pgn-game = { $path }: { $reason }; correct the game or choose another with --number
console-error-sheet-no-such-game = { $path } has { $count } games; give --number from 1 to { $count }
console-error-not-found = no such file or folder
console-error-permission = permission denied
console-error-folder = it is a folder, not a file

# `pegchess clock simulate` and `clock audit` (times as a clock shows them).
console-clock-simulated = { $ply } { $side ->
    [white] white
   *[black] black
    } { $time }{ $flag ->
    [yes] { " " }{ -flag }
   *[no] { "" }
    }
console-audit-finding = game { $game } (round { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] white
   *[black] black
    }): { $reading } after { $previous }: { $why ->
    [too-high] more than the { $limit } the control allows
    [too-low] less than the { $limit } the move adds: the { -flag } would have fallen
   *[explained] explained
    }
console-audit-game = game { $game } (round { $round }, { $white } - { $black }): { $explained } of { $readings } readings explained; thinking time white { $white-think }, black { $black-think }
console-audit-summary = { $explained } of { $readings } readings explained by { $control } ({ $unexplained } unexplained, { $games } { $games ->
    [one] game
   *[other] games
    })

# `pegchess listen`: what the recogniser heard and how it was read.
console-listen-model = model { $path }: { $check }
console-listen-heard = heard: { $text } => { $reading }
console-listen-microphone = microphone: { $error }
console-listen-decoded = decoded { $audio } s of audio in { $took } s ({ $rate } s per second of audio)
console-listen-listening = listening on { $device } ({ $format }); Ctrl-C ends
console-listen-outside = label words the reader does not know: { $words }
console-listen-recording = { $name }: heard "{ $heard }" => { $heard-reading } (meant "{ $meant }" => { $meant-reading })
console-listen-confirm = confirm: { $move }
console-listen-ambiguous = ambiguous: { $moves }
console-listen-command = command: { $command }
console-listen-none = none

# A command line that cannot be read (clap's refusals, in the player's language).
console-usage-unknown-command = { $name } is no pegchess command
console-usage-unknown-option = { $name } is no option of this command
console-usage-invalid-value = { $value } is not a value of { $name }
console-usage-takes = it takes { $valid }
console-usage-unreadable-value = { $value } cannot be read as { $name }: { $reason }
console-usage-missing = { $name } must be given
console-usage-conflict = { $name } cannot be given with { $other }
console-usage-other = this command line cannot be read
console-usage-did-you-mean = did you mean { $name }?
console-usage-help = pegchess --help lists the commands; pegchess COMMAND --help lists a command's options

# What `pegchess listen` understood as a command, and the question asked.
console-said-press = press the { -clock }
console-said-repeat = say it again
console-said-promote = promote to { $piece }
console-said-offer-draw = offer a draw
console-said-offer-draw-by = { $side ->
    [white] White offers a draw
   *[black] Black offers a draw
}
console-said-resign = { $side ->
    [white] White resigns
   *[black] Black resigns
}
console-said-arbiter = call the { -arbiter }
console-said-yes = yes
console-said-no = no
console-said-ask = ask { $question }
console-ask-times = the times
console-ask-number = the move number
console-ask-moves = the last { $count } moves
console-ask-pieces = where the { $piece } stands
console-ask-square = what stands on { $square }
console-ask-rank = rank { $rank }
console-ask-file = the { $file } file
console-ask-help = help, part { $part }
console-ask-help-leave = help: how to leave it
console-ask-rating = the rating change
console-ask-start = the start position
console-ask-position = the position, rank by rank

# A journal that lost its end, and the journals' rare errors.
console-journal-damage = { -log-file } line { $line } is unreadable ({ $reason }); the game is kept up to it
console-journal-damage-kept = the { $lines } line(s) from there are kept in { $path } for the { -arbiter } ({ $bytes } bytes)
console-journal-damage-unused = the { $lines } line(s) from there ({ $bytes } bytes) are not used
console-journal-line-not-text = not text
console-journal-line-cut-off = the line was cut off
console-journal-line-no-checksum = no checksum
console-journal-line-bad-checksum = an unreadable checksum
console-journal-line-mismatch = the checksum does not fit the line
console-journal-line-unknown = no entry this pegchess knows
console-error-journal-header = { -log-file } { $path }: its header is unreadable ({ $reason })
console-error-journal-encode = { -log-file } { $path }: an entry cannot be written ({ $reason })

# Voice input that cannot start, and the model's words.
console-voice-off = voice input is off: { $reason }
console-voice-model-missing = there is no vosk model at { $path }; download one (README, voice input) and set vosk-model in the settings
console-voice-model-unloadable = vosk cannot load a model from { $path }; it must be an unpacked vosk model folder
console-voice-model-no-words = the vosk model at { $path } knows no word of the grammar ({ $words }); is it a model of the scheme's language?
console-voice-model-recognizer = vosk cannot make a recogniser with the grammar for the model at { $path }
console-voice-no-device = there is no input device { $name }
console-voice-no-microphone = there is no microphone
console-voice-devices = set microphone in the settings to one of: { $devices }
console-voice-no-format = the input device { $name } offers no usable format ({ $reason })
console-voice-stream = cannot record from { $name } ({ $reason })
console-voice-not-built = this pegchess was built without voice input: build it with --features voice (it needs libvosk: run scripts/setup or set PEGCHESS_VOSK_LIB)
console-voice-check-all = { $known } grammar words known; the model knows every word
console-voice-check-some = { $known } grammar words known; unknown to the model: { $unknown }
console-voice-trouble = voice input: { $reason }

# A Chess960 start that cannot be read.
console-error-chess960-number = { $text } is no { -chess960 } start number; give a whole number from 0 to 959 (518 is the usual start)
console-error-chess960-unreadable = { $text } names no start; give its number (0 to 959) or White's back rank from the a-file as eight piece letters
console-error-chess960-back-rank = { $text } is no { -chess960 } back rank: bishops on both colours, the king between the rooks

# The set-up keeps a broken settings file aside.
console-setup-copy-kept = a copy is kept in { $path }
console-setup-copy-failed = could not keep a copy: { $reason }

# The simulated boards' keys (demo and testing).
console-simulated-no-sighted = there is no simulated sighted board: use --simulate-sighted
console-simulated-no-pegs = there is no simulated { -peg-board }: use --simulate
console-simulated-no-piece = there is no piece on { $square } to lift
console-simulated-empty-hand = no piece in the hand: lift one first, or name it (sighted put { $square } Q)

# A line typed at the console that means nothing (the typed words stay as they are: English commands).
console-key-not-a-square = { $text } is not a square (a1 to h8)
console-key-no-promotion = { $text } is no promotion piece: type { $pieces }
console-key-no-piece = { $text } is no piece: type { $letters } for White, lower case for Black
console-key-no-rank = type rank 1 to rank 8
console-key-no-file = type file a to file h
console-key-not-a-side = { $text } is not a side: type white or black
console-key-increment = type increment SECONDS, at most 3600, for example increment 5
console-key-set = type set white 1:30:00
console-key-not-a-time = { $text } is not a time of at most 24 hours: type H:MM:SS, for example 1:30:00
console-key-moves = type moves white 20 (at most 500)
console-key-sighted = type sighted lift e2, sighted put e4 [Q], sighted clear or sighted start
console-key-no-board = there is no simulated board to move pieces on

# What the arbiter should know about a record.
console-note-pegs-differ = the { -peg-board } does not show the record's position now ({ $holes } holes differ)
console-note-move-under-way = a move was under way on the { -peg-board } when the { -log-file } ended
console-error-settings-write = cannot write the settings file { $path }: { $reason }

# A time control that cannot be read, and a number out of its range.
console-tc = { -time-control } '{ $input }': { $problem }. Write a PGN TimeControl in seconds such as 40/5400+30:1800+30 or 900+10 (b5 for a Bronstein delay, d5 for a simple delay, for example 5400d5), or a preset: { $presets }
console-tc-empty = it is empty
console-tc-unknown = '?' means the { -time-control } is unknown
console-tc-no-clock = '-' means the game had no { -clock }
console-tc-minutes = a base of { $seconds } seconds looks like minutes; PGN counts seconds (15 minutes + 10 s is 900+10)
console-tc-empty-field = a field between ':' separators is empty
console-tc-sandclock = sandclock '{ $field }' is not supported
console-tc-move-count = '{ $field }' needs a move count before '/', not '{ $count }'
console-tc-seconds = '{ $field }' needs a whole number of seconds as { $what }, not '{ $text }'
console-tc-over = '{ $field }': { $what } is over the limit of { $limit }
console-tc-no-period = there is no period
console-tc-no-move-count = period { $period } has no move count, so only it can be the last
console-tc-zero-moves = period { $period } has 0 moves
console-tc-no-time = period { $period } gives no time at all
console-tc-period-over = period { $period }: { $what } is over the limit of { $limit }
console-tc-base-time = base time
console-tc-per-move = increment or delay
console-tc-moves = the move count
console-tc-limit-base-time = 24 hours
console-tc-limit-per-move = 1 hour
console-tc-limit-moves = 500 moves
console-out-of-range = { $key } { $given } is out of range; use { $low } to { $high }
console-error-no-date = '{ $text }' is no date; write it as 2025-10-01 (or as a PGN Date, 2025.10.01)
console-error-fen-syntax = '{ $fen }' is not a valid FEN ({ $reason })
console-error-fen-impossible = '{ $fen }' describes an impossible position ({ $reason })
console-error-not-a-number = it is not a number
console-usage-no-value = { $name } needs a value
console-usage-missing-one = one of { $names } must be given
console-error-doctor = { $count } of the checks the game needs failed (see the lines above)

# The commands' own errors: a sheet, the clock's files, listen's recordings.
console-error-sheet-header = the { -log-file } { $path } does not describe a game ({ $reason })
console-error-no-program = { $program } is not installed: install the Debian package { $package }
console-error-no-time-control = give the { -time-control }: --time-control TC (for example "15+10", "40/5400+30:1800+30")
console-error-think-not-seconds = line { $line } of { $path }: '{ $text }' is not a number of seconds; write one number per line, such as 12 or 7.5 (White's first move first)
console-error-think-empty = { $path } holds no thinking times; write one number of seconds per line, White's first move first
console-error-audit-game = { $path }: { $reason }; correct that game or remove it
console-error-no-model = no vosk model: pass --model DIR or set vosk-model in the settings (see the README, voice input)
console-error-wav-read = cannot read { $path }: { $reason }
console-error-wav-dir = --wav-dir { $path }: { $reason }
console-error-no-recordings = --wav-dir { $path }: no NAME.wav with a NAME.txt beside it
console-error-listen-not-built = { $reason } (--text works without it)

console-error-sheet-file = { $what ->
    [record] the record
   *[scoresheet] the { -score-sheet }
} { $path }: { $reason }

# The errors of a game's start, the arbiter's console, fair play, the clock's files, the sheets and the demo.
console-error-start-board-none = --chess960 board reads the start from the sighted player's DGT e-board, and there is none: give --sighted-port PATH or --simulate-sighted (or sighted-board in the settings), or give the start itself (a number from 0 to 959, or the back rank)
console-error-start-board-ended = the link to the sighted player's e-board stopped before it showed a { -chess960 } start
console-error-simulated-eboard = the simulated DGT e-board could not start: { $reason }
console-error-header-bad = the { -log-file } header's { $key } '{ $value }' is unreadable: { $reason }
console-error-header-move = the { -log-file } header's imported move '{ $move }' is not legal
console-error-different-start = the record starts from { $record } but the { -score-sheet } from { $scoresheet }; give the { -score-sheet } the record's FEN tag or none
console-error-blind-read = cannot read the blind player's { -score-sheet } { $path }: { $reason }
console-error-not-braille = { $path } is not Braille: name a BRF file (.brf) or a text of Unicode Braille patterns
console-error-blind-too-big = { $path } has { $bytes } bytes, more than the { $most } a { -score-sheet } may have
console-error-cannot-write = cannot write { $path }: { $reason }
console-error-braille-table = the Braille table { $table } is missing (liblouis looks in LOUIS_TABLEPATH, else { $folder }): install the Debian package liblouis-data
console-error-liblouis = liblouis could not translate with { $tables }: { $reason }
console-error-braille-untranslatable = { $text } does not come back from the Braille table { $table }: write the { -score-sheet } in another notation (--notation)
console-error-braille-figurines-brf = figurines need 8-dot cells, which a BRF file cannot hold: use --braille-unicode with --figurines
console-error-braille-compact-figurines = the compact chess code writes its own piece letters: leave out --figurines
console-error-braille-compact-clocks = the compact chess code has no clock readings: leave out --clocks, or use --braille-code literary
console-error-braille-no-chess-table = liblouis has no chess table for the '{ $language }' letters (only en, de, da): leave out --figurines
console-error-fair-binary = cannot read this program ({ $path }) for its SHA-256: { $reason }
console-error-fair-differs = process { $pid } does not match the statement: { $count ->
    [one] 1 difference
   *[other] { $count } differences
    }, listed above
console-error-fair-pdf = the statement in { -large-print } { $path }: { $reason }
console-error-fair-pdf-write = cannot write the statement in { -large-print } { $path }: { $reason }
console-error-pdf-too-small = { -large-print } needs at least { $least } pt; { $size } pt is too small: give --font-size { $least } or more
console-error-pdf-too-large = at { $size } pt a move row does not fit across { $paper }; give a smaller --font-size (at least { $least })
console-error-pdf-font = the embedded font of this pegchess cannot be used: { $reason }
console-error-clock-press = the { -clock } refused a press: { $reason }
console-error-no-readings = { $path } has { $games ->
    [one] 1 game
   *[other] { $games } games
    } but no [%clk] readings; the audit needs comments like {"{"}[%clk 1:59:56]{"}"} after the moves
console-error-wav-unusable = { $path } is not a usable WAV file: { $reason }
console-error-program-failed = { $program } failed: { $reason }
console-error-sheet-wav = espeak-ng's sound { $path } cannot be read: { $reason }
console-error-sheet-rate = a spoken piece at { $found } Hz among pieces at { $expected } Hz: they cannot be joined
console-error-sheet-write = cannot write { $path }: { $reason }; choose another place with -o FILE
console-error-demo-no-game = { $path } holds no readable game
console-error-demo-built-in = the built-in demo game is unreadable
console-error-demo-speed = --speed { $speed } is out of range; use a number above 0 and at most 100
console-error-demo-recorded = the program recorded { $recorded } of { $plies } moves
