# The console's lines for the sighted side: the assistant, the arbiter, the opponent.
# These English lines are also the stable ones of --porcelain: scripts read them, so change them with care.
# Times stay as a clock shows them (1:29:34); moves come in the notation's letters.

console-clock = clock: White { $white } | Black { $black }
console-clock-stopped = clock: White { $white } | Black { $black } (stopped)
console-parting = arbiter: record and sighted board part at { $number }. { $side ->
    [white] White
   *[black] Black
    }: record { $record }, sighted board { $sighted }
console-eboard-shows = ; the sighted e-board shows { $board }
console-nothing-yet = (nothing yet)
console-should-show = arbiter: the sighted board should show { $after }; fix: { $fixes }
console-position-after = the position after { $move }
console-start-position = the start position
console-it-shows = ; it shows { $board }
console-sighted-moves = sighted board: { $moves }
console-journal = journal: { $path }
console-score-sheet = score sheet: { $path }
console-score-sheet-saved = score sheet saved: { $path }
console-resuming = resuming { $path }
console-game-over = the game in { $path } is over ({ $reason }); its score sheet is { $sheet }:
console-sheet-written = score sheet written: { $path }
console-sheets-written = score sheets written beside { $path }: .brf, .pdf, .ogg
console-close-window = close the window to end (it closes by itself after { $seconds } s)
console-demo-pegs = a simulated peg board
console-demo-eboard = a simulated DGT e-board (no peg board)
console-demo-plays = pegchess demo: { $board } plays the first { $plies } moves of { $white } - { $black } ({ $event }, { $date }).
console-demo-sheet = The score sheet the program kept ({ $path }):
console-demo-eboard-at = The sighted player's simulated DGT e-board is at { $path }.
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
console-port-pegs = { $port }: peg board "{ $name }"
console-port-dgt = { $port }: DGT e-board ({ $about }); use it with --sighted-port { $port }
console-port-silent = { $port }: no peg board or DGT e-board answered
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
console-error-no-game-to-resume = no game to resume in { $path }; name one with --journal FILE
console-error-fewer-games = { $path } has fewer than { $games } games
console-error-settings-read = cannot read settings file { $path }: { $reason }
console-error-settings-syntax = settings file { $path } is not valid: { $reason }; fix the line or delete the file to use defaults
console-error-pgn-file = cannot read { $path }: { $reason }; give the path of a PGN file
console-error-process = cannot read { $path }: { $reason }; give the number of a running pegchess of yours
console-error-announce = move { $number } ({ $text }): { $problem }
console-error-think-file = cannot read the think file { $path }: { $reason }; give a text file with one number of seconds per line
console-error-journal-read = journal { $path }: { $reason }
console-error-not-a-journal = { $path } is not a pegchess journal (its first line is not '{ $magic }'); pass the .journal file of a game
console-error-journal-version = { $path } is a version-{ $version } journal; this pegchess reads version { $ours }: resume it with the pegchess that wrote it
console-error-journal-cut = { $path } was cut off while its game was created: it holds no move; start the game with `pegchess play`
console-error-journal-in-use = the game { $path } is open in another pegchess{ $pid ->
    [none] {""}
   *[other] {" "}(process { $pid })
    }. Stop the clock and leave the game there (key q) first, or compare read-only with `pegchess arbiter compare --record { $path }`
console-error-pgn-game = game { $game }: { $reason }
console-error-pgn-move = move { $number } ({ $san }) is not legal here: { $problem }
console-error-pgn-fen = FEN tag: { $reason }
console-error-pgn-chess960 = a Chess960 game needs a FEN tag with its start position
console-error-sheet-no-game = no game journal in { $path }; name the game: pegchess sheet FILE
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
    [yes] { " flag" }
   *[no] { "" }
    }
console-audit-finding = game { $game } (round { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] white
   *[black] black
    }): { $reading } after { $previous }: { $why ->
    [too-high] more than the { $limit } the control allows
    [too-low] less than the { $limit } the move adds: the flag would have fallen
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
