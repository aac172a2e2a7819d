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
window-white-clock = White's clock
window-black-clock = Black's clock
window-no-clock = no clock
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
window-paused = paused for the arbiter
window-flag-fell = flag fell
window-time-control = time control { $control }

## Boards
window-peg-board = Peg board (sensors)
window-record-board = Record position
window-last-move = Last move: { $move }
window-no-move-yet = No move yet
window-waiting = Waiting for the game
window-no-reading = no reading yet
window-differs = The peg board differs from the record:
window-step-empty = take the peg out of { $square }
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
    [white] White pressed the clock without a move
   *[black] Black pressed the clock without a move
}
window-divergence = the sighted board parts from the record at half-move { $ply }
window-arbiter-restored = the arbiter restored the position
window-taken-back = { $plies ->
    [one] one half-move taken back
   *[other] { $plies } half-moves taken back
}
window-parting = Arbiter: the record and the sighted board part at move { $number }. Record: { $record }. Sighted board: { $sighted }.
window-sighted-differs = Arbiter: the sighted board should show the position after { $after }. Fix: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = checkmate
window-end-stalemate = stalemate
window-end-resignation = resignation
window-end-flag-fall = flag fall
window-end-draw-agreed = draw agreed
window-end-dead-position = dead position
window-end-fivefold = fivefold repetition
window-end-seventy-five = 75-move rule
window-end-arbiter = arbiter's decision

## Entry lines and the window's own controls
window-sighted-entry = Sighted board move
window-sighted-send = Enter sighted move
window-command-entry = Command
window-command-send = Send command
window-arbiter-toggle = Arbiter panel
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
window-arbiter-heading = Arbiter (D.2.9)
window-sheet-path = Scoresheet file
window-sheet-load = Load scoresheet
window-sheet-text = Scoresheet moves
window-sheet-hint = PGN movetext with the { $notation } piece letters, e.g. 1. e4 e5 2. Nf3
window-compare = Compare
window-apply = Apply decision
window-loaded = Loaded { $path }: { $count } half-moves.
window-sheets-agree = The scoresheets agree: the record stands.
window-agree-through = They agree through half-move { $ply }.
window-applied = Applied: the game goes back to { $at }, the clocks set as shown (journaled).
window-the-start = the start
window-nothing-applied = The game has ended: nothing applied.
window-report = Arbiter report
window-error-no-sheet = Load or type the sighted player's scoresheet first.
window-error-sheet = The scoresheet could not be read: { $reason }
window-error-start = The scoresheet starts from another position than the record.
