# The window for everyone at the table (issue 25): every word the window shows, in English.
# Ids start with window-; the window loads this file with its own bundle (src/ui/window/text.rs).

window-title = pegchess: the sighted side
window-could-not-open = pegchess: the window could not open ({ $reason }); the game goes on without it.
window-could-not-start = pegchess: the window could not start; the game goes on without it.
window-language-en = English
window-language-de = Deutsch
window-language-hu = Magyar
window-language-fi = Suomi
window-language-da = Dansk

## Clocks and the side to move
window-white-clock = White's { -clock }
window-black-clock = Black's { -clock }
window-no-clock = no { -clock }
window-to-move = to move
window-side-to-move = { $side ->
    [white] White to move
   *[black] Black to move
}
window-period = period { $period } of { $of }
window-moves-left = { $count ->
    [one] one move left in the period
   *[other] { $count } moves left in the period
}
window-paused = paused for the { -arbiter }
window-flag-fell = { -flag } fell
window-time-control = { -time-control } { $control }

## Boards
window-peg-board = { -peg-board(form: "One") } (sensors)
window-record-board = Record position
window-last-move = Last move: { $move }
window-no-move-yet = No move yet
window-waiting = Waiting for the game
window-no-reading = no reading yet
window-differs = The { -peg-board } differs from the record:
window-step-empty = take the piece out of { $square }
window-step-place = put the { $piece } on { $square }
window-piece-white-king = white king
window-piece-white-queen = white queen
window-piece-white-rook = white rook
window-piece-white-bishop = white bishop
window-piece-white-knight = white knight
window-piece-white-pawn = white pawn
window-piece-black-king = black king
window-piece-black-queen = black queen
window-piece-black-rook = black rook
window-piece-black-bishop = black bishop
window-piece-black-knight = black knight
window-piece-black-pawn = black pawn

## Moves, announcements and the result
window-moves = Moves
window-announcements = Announcements
window-last-announcement = Last announcement
window-corrected = corrected
window-touched = touched the { $piece } on { $square }
window-draw-offer = { $side ->
    [white] White offered a draw
   *[black] Black offered a draw
}
window-press-without-move = { $side ->
    [white] White pressed the { -clock } without a move
   *[black] Black pressed the { -clock } without a move
}
window-divergence = the sighted board parts from the record at half-move { $ply }
window-arbiter-restored = the { -arbiter } restored the position
window-taken-back = { $plies ->
    [one] one half-move taken back
   *[other] { $plies } half-moves taken back
}
window-parting = { -arbiter(form: "One") }: the record and the sighted board part at move { $number }. Record: { $record }. Sighted board: { $sighted }.
window-sighted-differs = { -arbiter(form: "One") }: the sighted board should show the position after { $after }. Fix: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = checkmate
window-end-stalemate = stalemate
window-end-resignation = resignation
window-end-flag-fall = { -flag } fall
window-end-draw-agreed = draw agreed
window-end-dead-position = dead position
window-end-fivefold = fivefold repetition
window-end-seventy-five = 75-move rule
window-end-arbiter = { -arbiter(form: "poss") } decision

## Entry lines and the window's own controls
window-sighted-entry = Sighted board move
window-sighted-send = Enter sighted move
window-command-entry = Command
window-command-send = Send command
window-arbiter-toggle = { -arbiter(form: "One") } panel
window-larger = Larger text
window-smaller = Smaller text
window-language = Language
window-theme = Colours
window-theme-dark = Dark
window-theme-light = Light
window-theme-yellow = Yellow on black
window-large-view = Large view (F2)
window-sent = Sent: { $command }
window-nothing-sent = The game has ended: nothing sent.
window-console-key = “{ $line }” is a console key, not a command for the window.
window-not-sent = Not sent: { $reason }

## The arbiter's panel (D.2.9)
window-arbiter-heading = { -arbiter(form: "One") } (D.2.9)
window-sheet-path = { -score-sheet(form: "One") } file
window-blind-path = Blind player's Braille sheet (BRF or Unicode)
window-sheet-load = Load { -score-sheet }
window-sheet-text = { -score-sheet(form: "One") } moves
window-sheet-hint = PGN movetext with the { $notation } piece letters, e.g. 1. e4 e5 2. Nf3
window-compare = Compare
window-apply = Apply decision
window-loaded = Loaded { $path }: { $count } half-moves.
window-sheets-agree = The { -score-sheet(form: "many") } agree: the record stands.
window-agree-through = They agree through half-move { $ply }.
window-applied = Applied: the game goes back to { $at }, the { -clock(form: "many") } set as shown (journaled).
window-the-start = the start
window-nothing-applied = The game has ended: nothing applied.
window-report = { -arbiter(form: "One") } report
window-error-no-sheet = Load or type the sighted player's { -score-sheet } first.
window-error-blind = The Braille sheet cannot be read: { $why }
window-error-sheet = The { -score-sheet } could not be read: { $reason }
window-error-start = The { -score-sheet } starts from another position than the record.
window-error-sheet-move = move { $number } ({ $side ->
    [white] White
   *[black] Black
}), “{ $written }”: { $problem }
window-error-sheet-fen = its FEN tag “{ $fen }” is no legal position
window-error-sheet-read = cannot read { $path }: { $reason }
window-nothing-yet = (nothing yet)

## Why a written move is no move
window-problem-empty = no move given
window-problem-syntax = '{ $text }' is not a move; write it like Nf3, exd5, O-O, e8=Q or g1f3
window-problem-letter = “{ $letter }” is not a piece letter of this edition (its letters are { $letters })
window-problem-syntax-pgn = '{ $text }' is not a move; PGN writes moves in English letters, like Nf3, exd5, O-O, e8=Q
window-problem-letter-pgn = “{ $letter }” is not a piece letter of PGN, which writes English letters (N, B, R, Q, K)
window-problem-no-move = '{ $text }' does not fit any legal move in this position
window-problem-ambiguous = '{ $text }' fits { $count } moves; add the file or rank the piece comes from
window-problem-promotion = '{ $text }' reaches the last rank; add the piece the pawn becomes

## Fixes for a board (the sighted board's, and the report's corrections)
window-fix-move = move the { $piece } from { $from } to { $to }
window-fix-replace = on { $square } the { $found } should be the { $expected }
window-fix-remove = take the { $piece } off { $square }

## The arbiter's report (D.2.9). `pegchess arbiter` prints each finding after a fixed key (`agree-through: 12`);
## the window writes it into the finding's sentence below (window-report-key-*, with the finding as $value).
# The piece letters of the diagram, in this order: king, queen, rook, bishop, knight, pawn.
window-report-letters = KQRBNP
window-report-key-agree-through = The { -score-sheet(form: "many") } agree through half-move { $value }.
window-report-key-scoresheets = { -score-sheet(form: "Many") }: { $value }
window-report-key-position = Position: { $value }
window-report-key-fen = FEN: { $value }
window-report-key-record-next = The record's next move: { $value }
window-report-key-scoresheet-next = The { -score-sheet }'s next move: { $value }
window-report-key-illegal = Illegal entry in the { $value }
window-report-key-clocks = { -clock(form: "Many") } at that point: { $value }
window-report-key-clocks-now = { -clock(form: "Many") } now: { $value }
window-report-key-peg-board = { -peg-board(form: "One") }: { $value }
window-report-key-sighted-board = Sighted board: { $value }
window-report-key-wrong-board = Wrong board: { $value }
window-report-key-decision = Decision: { $value }
window-report-sheets = { $agree ->
    [yes] agree
   *[no] differ
}
window-report-position-after = after { $move }, { $side ->
    [white] White
   *[black] Black
} to move
window-report-position-start = the start position, { $side ->
    [white] White
   *[black] Black
} to move
window-report-none = none (the { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
} ends here)
window-report-illegal = { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
} { $move }: { $problem }
window-report-queen = 7.5.2: if the pawn was not replaced on the board, it is replaced by a queen of its colour
window-report-reinstated-after = { $article }: the position immediately before it is reinstated (after { $move })
window-report-reinstated-start = { $article }: the position immediately before it is reinstated (the start position)
window-report-minutes = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}
window-report-seconds = { $seconds } seconds
window-report-sheet-slip = { $move } is the game's { $game }: a slip of the sheet (a move pair skipped or written twice), not an illegal move; no penalty
window-report-penalty = { $article }: first completed illegal move by { $side ->
    [white] White
   *[black] Black
}: { $penalty } more for { $side ->
    [white] Black
   *[black] White
} ({ $category ->
    [standard] standard play
    [rapid] rapid play
    [blitz] blitz play
   *[unknown] standard play assumed: no { -time-control } known
}, Laws of { $edition }); a second one by { $side ->
    [white] White
   *[black] Black
} loses the game (drawn if { $side ->
    [white] Black
   *[black] White
} cannot checkmate)
window-report-unread = entries written after it, not read: { $count }
window-report-both-clocks = White { $white }, Black { $black }
window-report-clock-after = { $time } (after { $move })
window-report-clock-missing-after = not recorded (after { $move })
window-report-clock-initial = { $time } (initial time)
window-report-clock-missing = not recorded
window-report-board-unknown = position not given
window-report-board-shows = shows the position above
window-report-board-shows-sheet = shows the position above (as its { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
})
window-report-board-shows-before-illegal = shows the position above (as its { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
} up to the illegal entry: check the board)
window-report-board-observed = as observed, { $count ->
    [one] 1 correction
   *[other] { $count } corrections
}:
window-report-board-from-sheet = from the { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
}'s last position, { $count ->
    [one] 1 correction
   *[other] { $count } corrections
}:
window-report-board-from-before-illegal = from the { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
}'s last legal position (check the board: an illegal move was written), { $count ->
    [one] 1 correction
   *[other] { $count } corrections
}:
window-report-step-replace = on { $square } replace the { $found } with the { $expected }
window-report-wrong = { $board ->
    [peg] peg
   *[sighted] sighted
}
window-report-wrong-both = peg and sighted
window-report-wrong-unknown = unknown (describe the boards: the one that does not show the position above is wrong)
window-report-decision-agree = D.2.9: the { -score-sheet(form: "many") } agree; the player whose board differs sets it to the position above
window-report-decision = D.2.9: the { -score-sheet(form: "many") } agree through { $ply } half-moves; both boards go back to { $at }; { -clock(form: "many") } readjusted to White { $white }, Black { $black }
window-report-decision-after = the position after { $move }
window-report-decision-start = the start position
window-report-decision-follow = D.2.9: the players' { -score-sheet(form: "many") } correspond through { $ply } half-moves; { $who ->
    [peg] the blind player sets his board
    [sighted] the sighted player sets his board
    [both] both players set their boards
   *[unknown] the player whose board differs sets it
} to { $at }
window-report-decision-boards-agree = D.2.9 needs no correction: both boards already show { $at }, though the sheets differ
window-report-decision-record = ; the record is retraced to { $keep } half-moves and the moves after them are made again from the players' sheets
window-report-decision-blind-unread = ; the blind player's sheet could not be read from line { $line }: check it with the player from { $move }
window-report-decision-blind-two-ways = ; the blind player's sheet reads two ways at line { $line }, one of them the other sheets' move: check { $move } with the player
window-report-decision-illegal = ; if { $move } was completed on the board: { $article } and { $penalty }, { $minutes } more for { $side ->
    [white] White
   *[black] Black
}
window-report-as-they-are = as they are
## The three sheets (the blind player's Braille sheet beside the record and the sighted player's, D.2.7, D.2.9)
window-report-key-blind-sheet = The blind player's sheet: { $value }
window-report-key-blind-line = Not read as a move: { $value }
window-report-key-blind-next = The blind player's sheet next: { $value }
window-report-key-players-agree-through = The players' sheets agree through half-move { $value }
window-report-key-scoresheet-letters = The sighted player's sheet was read { $value }.
window-report-letters-pgn = as PGN, in English SAN
window-report-letters-edition = in the '{ $edition }' edition's piece letters
window-report-blind-none = none (the blind player's sheet ends here)
window-report-players = { $ply } (the sighted player's and the blind player's sheets); they { $agree ->
    [yes] agree
    [ends] agree as far as both go
   *[no] differ
}
window-report-corrections = { $count ->
    [one] 1 correction
   *[other] { $count } corrections
}
window-sighted-differs-start = { -arbiter(form: "One") }: the sighted board should show the start position. Fix: { $fixes }.

## The arbiter's console (`pegchess arbiter` without `compare`): its questions and answers
arbiter-console-title = pegchess arbiter (D.2.9). End of input (Ctrl-D) quits.
arbiter-console-record = record: { $path } ({ $plies } half-moves)
arbiter-console-record-last = record: { $path } ({ $plies } half-moves, the last { $last })
arbiter-console-eboard = { -score-sheet }: the sighted player's DGT e-board, as the { -log-file } followed it ({ $plies } half-moves)
arbiter-console-blind-prompt = The blind player's Braille { -score-sheet } (a .brf file or Unicode Braille; Enter for none):
arbiter-console-type-sheet = Type the sighted player's { -score-sheet }, one half-move per line: SAN with the '{ $edition }' edition's letters (0-0, e8=Q or e8Q), UCI, or the announced words. '{ $undo }' takes back the last entry; an empty line ends.
# The word that takes back the last typed half-move ('undo' is always understood too).
arbiter-console-undo = undo
arbiter-console-nothing-to-undo = Nothing to take back.
arbiter-console-illegal-question = Is it written so on the { -score-sheet } (an illegal move, 7.5)?
arbiter-console-illegal-stops = The { -score-sheet } is not read past an illegal move.
arbiter-console-again = Type it again.
arbiter-console-not-taken = Not taken: { $problem }.
arbiter-console-sheets-agree = The { -score-sheet(form: "many") } agree. Describe a board whose position you know (FEN piece placement, e.g. { $example }); an empty line skips.
arbiter-console-peg-board = { -peg-board }:
arbiter-console-sighted-board = sighted board:
arbiter-console-not-fen = '{ $text }' is not a FEN piece placement ({ $problem }); try again.
# The answers to a yes-or-no question, as shown after it, and the words taken as yes and as no (comma
# separated; y, yes, n and no are always understood too).
arbiter-console-yes-no = [y/n]
arbiter-console-yes = y, yes
arbiter-console-no = n, no
arbiter-console-not-an-answer = '{ $text }' is not an answer here: type y or n.
arbiter-console-nothing-to-apply = The record stands; there is nothing to apply to it.
arbiter-console-open = Nothing applied: { $why }.
arbiter-console-apply-journal = Apply the decision to the game: back to { $at }, { -clock(form: "many") } set as shown (journaled; `pegchess resume` carries on from there)?
arbiter-console-applied = Applied: the { -log-file } { $path } now goes back to { $at }.
arbiter-console-nothing-applied = Nothing applied.
arbiter-console-apply-pgn = Apply the decision: write the record as decided, up to { $at }, as { $path }?
arbiter-console-written = Written { $path }: the record as decided, with an {"{"}arbiter: ...{"}"} note at its end. The game's own record is unchanged; continue the game from that position.
arbiter-console-nothing-written = Nothing written.
# What was read of the blind player's sheet (after window-report-key-blind-sheet and the console's blind-sheet:).
arbiter-blind-heading = { $path } ({ $encoding ->
        [brf] BRF
       *[unicode] Unicode Braille
    }, { $code ->
        [compact] the compact chess code
        [literary] literary Braille, table '{ $table }'
       *[none] no move line found
    }): { $read } half-moves read{ $unread ->
        [0] {""}
       *[other] , { $unread } written after them not read
    }

## A line of the blind player's sheet that does not read as moves (after the console's blind-line: and
## window-report-key-blind-line): where it is, its cells, what liblouis read in it (none: -unread), and why.
arbiter-blind-line = line { $line }: { $cells } (read: { $read }): { $problem }
arbiter-blind-line-unread = line { $line }: { $cells }: { $problem }
arbiter-blind-noise = no move, move number, page number or result
arbiter-blind-wrong-number = numbered { $written }, but it is move { $expected }; its moves are read
arbiter-blind-missing = move { $expected } for { $side ->
        [white] White
       *[black] Black
    } is missing (the line starts with move { $written } for { $written-side ->
        [white] White
       *[black] Black
    }); the sheet is read up to here
arbiter-blind-two-ways = '{ $written }' reads two ways, as { $taken } or { $other }: { $taken } is taken, as the sheet reads on with it; { $other } is kept for the comparison
arbiter-blind-illegible = '{ $written }' cannot be read: { $problem }; the sheet is read up to here
arbiter-blind-illegal = '{ $written }': { $problem } (7.5)
arbiter-blind-not-braille = not Braille: { $why }
arbiter-blind-not-a-cell = column { $column } holds { $found }, which is no Braille cell
arbiter-blind-not-utf8 = the line is not UTF-8 text
arbiter-blind-too-long = the line has { $cells } characters, more than the { $most } read
arbiter-blind-too-many-lines = the file has more than { $most } lines; from here on nothing is read

## Why a typed command line means nothing (the console's words stay as typed: white, black, set, moves ...)
window-key-not-square = “{ $text }” is not a square (a1 to h8)
window-key-no-promotion = “{ $text }” is no promotion piece: use { $pieces }
window-key-no-piece = “{ $text }” is no piece: use { $letters } for White, lower case for Black
window-key-no-rank = use rank 1 to rank 8
window-key-no-file = use file a to file h
window-key-not-side = “{ $text }” is not a side: use white or black
window-key-increment = use increment SECONDS, at most 3600, e.g. increment 5
window-key-set = use set white 1:30:00
window-key-not-time = “{ $text }” is not a time of at most 24 hours: use H:MM:SS, e.g. 1:30:00
window-key-moves = use moves white 20 (at most 500)
window-key-sighted = use sighted lift e2, sighted put e4 [Q], sighted clear or sighted start
window-table = { $pegs ->
        [connected] { -peg-board } connected
        [looking] no { -peg-board } answered, still looking
       *[absent] no { -peg-board } at this table
    }; { $eboard ->
        [connected] e-board connected
        [looking] e-board not answering, still looking
       *[absent] no e-board
    }

## The arbiter's report from its one decision (issue 53): silence is not difference, and what each count counts.
window-report-sheets-as-far = agree as far as both go
window-report-none-before = none (the { $sheet ->
    [record] record
   *[scoresheet] { -score-sheet }
} ended before this point)
window-report-blind-none-before = none (the blind player's sheet ends, or was not read, before this point)
window-report-key-record-written-through = The record holds half-moves through { $value } only.
window-report-key-scoresheet-written-through = The { -score-sheet } holds half-moves through { $value } only.
window-report-key-blind-read-through = The blind player's sheet was read through half-move { $value }.
window-report-key-scoresheet-skipped = Not moves, passed over: { $value }
window-report-skipped = line { $line }: '{ $text }'
window-report-letters-pgn-edition = as PGN, in the '{ $edition }' edition's piece letters (English SAN does not read it)
window-report-decision-boards-agree-split = D.2.9 needs no correction: both boards already show { $at }, though the sheets differ after { $ply } half-moves
arbiter-console-sheets-agree-as-far = The { -score-sheet(form: "many") } agree as far as each goes. Describe a board whose position you know (FEN piece placement, e.g. { $example }); an empty line skips.
window-report-players-witness = { $ply } (the players' sheets, the record where the blind player's is silent); they { $agree ->
    [yes] agree
    [ends] agree as far as each goes
   *[no] differ
}
window-report-decision-agree-as-far = D.2.9: the { -score-sheet(form: "many") } agree as far as each goes; the player whose board differs sets it to the position above
window-report-key-scoresheet-not-ruled = Not ruled illegal: { $value }
window-report-not-ruled = { $move }: no legal move in the '{ $read }' edition's letters, but one in the '{ $fits }' edition's; the sheet is read up to here
window-report-key-scoresheet-crossed-out = Crossed out: { $value }
window-report-crossed-out = { $move }: crossed out, not read
window-report-key-scoresheet-read-as-game = Read as the game's move: { $value }
window-report-read-as-game = { $move }: fits more than one move; read as the game's { $san }
window-report-key-scoresheet-unreadable = Not read: { $value }
window-report-unreadable = { $move }: { $kind ->
    [ambiguous] fits more than one move
    [promotion] a promotion without its piece
   *[other] no move as written (descriptive notation, or unreadable)
  }; the sheet is read up to here, { $unread } entries after it not read
arbiter-blind-fits-several = '{ $written }' fits { $count } legal moves, none of them the other sheets' move here: the sheets differ at this move

## A set-up completed at a resumed or loaded game's position, and a table without a peg board
window-set-up-after = The position after { $move } is set up.
window-set-up-given = The position given is set up: move { $number }, { $side ->
    [white] White
   *[black] Black
} to move.
window-eboard = Sighted player's e-board

error-sheet-other-letters = move { $number } ({ $side ->
    [white] White
   *[black] Black
}), “{ $written }”: no legal move in the letters of “{ $read_in }”, but one in the letters of “{ $fits }”; give the sheet's letters with --notation
window-report-key-scoresheet-slip = A slip of the { -score-sheet }: { $value }
window-report-slip = { $kind ->
    [skipped] { $game } not written (a move pair skipped); read as the game's
    [twice] '{ $written }' written again after { $game } (a pair written twice); passed over
   *[not-read] '{ $written }' is no move as written; read as the game's { $game }, the entries after it fit
}, not a difference and no illegal move
window-report-decision-unrecorded = D.2.9: the { -score-sheet(form: "many") } agree through { $ply } half-moves; both boards go back to { $at }; no clock reading is recorded there: the arbiter readjusts the { -clock(form: "many") }
