## The player's guide: said a section at a time by pegchess guide, and printed as docs/player-guide.en.md.
## Each line is one phrase of at most 25 words. $knight, $pawn, $capture and $castle are example moves
## and $square a square, said in the player's announcement words.

guide-name = The pegchess player's guide
guide-intro = The player's guide, in { $count } sections. N: next. P: previous. R: repeat. L: the list. A number: that section. Q: leave.
guide-heading = Section { $number }: { $title }.
guide-list = The sections:
guide-help-1 = N or next: the next section. P or previous: the section before. R or repeat: this section again.
guide-help-2 = L or list: the sections. A number from 1 to { $count }: that section. H: these keys. Q or quit: leave the guide.
guide-last = That was the last section. P goes back, L lists the sections, Q leaves.
guide-first = This is the first section.
guide-no-section = There is no section { $number }. The guide has { $count } sections.
guide-unknown = { $input }: not a key of the guide. H says its keys.
guide-left = The guide is closed.

guide-table-title = What pegchess does at the table
guide-table-1 = pegchess is a talking companion for a visually impaired player at a tournament, under Appendix D of FIDE's Laws of Chess.
guide-table-2 = It reads the moves from a { -peg-board }, from the sighted player's e-board, or from the announcements.
guide-table-3 = It says every move in the announcement words, for example { $knight }, and keeps the { -score-sheet } safe.
guide-table-4 = It runs the { -clock }, answers your questions about the position and the times, and says at once when the boards differ.
guide-table-5 = It never evaluates a position or suggests a move. In a tournament it never says whether a move is legal before it is completed.

guide-setup-title = Setting up
guide-setup-1 = First type pegchess doctor. It checks the speech, the microphone, the board and the files, one short line each.
guide-setup-2 = The set-up is spoken, on the { -peg-board(form: "poss") } three buttons: the left lever, the right lever and the speak button.
guide-setup-3 = The right lever goes to the next choice, the left lever back. A short press of the speak button takes the choice.
guide-setup-4 = Hold the speak button for a second, and the question and your choice are said again.
guide-setup-5 = The set-up starts by itself the first time you play. Start it with pegchess setup, or hold the speak button between games.
guide-setup-6 = It asks the language, the announcement words, the short or long form, the { -time-control }, your clock lever, the speech and your warnings.
guide-setup-7 = At a keyboard the arrow keys are the levers, Enter is the speak button, and the up arrow says the question again.

guide-moves-title = Making and announcing a move
guide-moves-1 = At a { -peg-board }, move the pieces as on any tactile board: each has a peg under it. pegchess follows every piece out and in.
guide-moves-2 = When the piece is in its new hole, pegchess announces the move, for example { $knight }. Only then press your clock lever.
guide-moves-3 = For a capture, take the captured piece off and put yours in, in either order: { $capture }.
guide-moves-4 = Castling is the king and the rook: { $castle }. When a pawn promotes, you are asked which piece it becomes.
guide-moves-5 = At a table with no { -peg-board }, announce your move aloud or type it, for example { $pawn }. Only then press the { -clock }.
guide-moves-6 = Your announcement is said back. It stands when the sighted player makes it on the e-board; with no board, at your press.
guide-moves-7 = If a different move is played than the one announced, you hear both moves at once.

guide-keys-title = The keys and spoken words in a game
guide-keys-1 = At a terminal the number keys act at once. 1 repeats, 2 says both times, 3 the move number.
guide-keys-2 = 4 says the last move, 5 the last five moves, 6 the position a rank at a time. 0 presses the { -clock }.
guide-keys-3 = 9 writes the { -score-sheet(form: "many") }. H gives the spoken help, in parts. Q once says how to leave; Q twice leaves.
guide-keys-4 = A game that was left goes on with pegchess resume. Any other key opens a typed line, sent with Enter.
guide-keys-5 = Spoken words do the same: press, repeat, time, move number, last move, draw, resign, and { -arbiter }, which stops the { -clock(form: "many") }.

guide-said-title = What is said, and when
guide-said-1 = Every completed move is said, yours and your opponent's, for example { $pawn }.
guide-said-2 = The times are said on a schedule: by default every ten minutes, every minute under ten, every ten seconds under one.
guide-said-3 = In time trouble the times are said in short words. Your own warnings, chosen in the set-up, are never muted.
guide-said-4 = A { -flag } fall is said with its result.
guide-said-5 = Key 1, or the word repeat, says the last announcement again. Answers to your questions are never cut off.

guide-questions-title = Questions
guide-questions-1 = Key 2, or the word time: both players' times. Key 3, or move number: the move number and the side to move.
guide-questions-2 = Key 4: the last move. Key 5: the last five moves. The typed line l3 gives the last three.
guide-questions-3 = Where pieces stand: type where N for White's knights, where n for Black's, or say where white knights.
guide-questions-4 = A square: type s e4, or say square { $square }. A rank or a file: type rank 2, or file e.
guide-questions-5 = The whole position: key 6, or the word position, says one rank each time, from your side.
guide-questions-6 = At a table with no { -peg-board }, these questions are how you check your own tactile board.

guide-sheets-title = The { -score-sheet(form: "many") }
guide-sheets-1 = pegchess keeps every game, and makes three { -score-sheet(form: "many") } from it: Braille, { -large-print } and sound.
guide-sheets-2 = During a game or after it, press 9 or type sheet. The three sheets are written beside the game.
guide-sheets-3 = At a keyboard, pegchess sheet --braille writes a file for an embosser; --braille-unicode prints it for a braille display.
guide-sheets-4 = pegchess sheet --large-print writes a PDF in { -large-print }. pegchess sheet --audio writes the moves as sound, a chapter a move.
guide-sheets-5 = Alone at the board after a game, hold the speak button: the set-up offers to make the { -score-sheet(form: "many") }.
guide-sheets-6 = Appendix D.2.7: you must keep score in Braille or in handwriting, or record the moves on a device, as pegchess does.

guide-differ-title = When the boards differ
guide-differ-1 = When your board and the game part, pegchess says at once what differs, and how to put it right.
guide-differ-2 = At most three { -step(form: "many") } are said at once. Key 1, or the word repeat, says them again.
guide-differ-3 = When a few { -step(form: "many") } cannot put it right, you hear: stop the { -clock } and call the { -arbiter }. { -article(form: "many") } 6.11.2 and 7.4.2 allow this.
guide-differ-4 = The boards are put right with the { -arbiter(form: "poss") } help, from both players' { -score-sheet(form: "many") }, as Appendix D.2.9 says; pegchess arbiter compares them.
guide-differ-5 = If the two { -score-sheet(form: "many") } agree, the player who wrote the right move but made a wrong one sets their own board right.
guide-differ-6 = Only if the { -score-sheet(form: "many") } differ are the moves taken back to where they agree, and the { -arbiter } adjusts the { -clock(form: "many") } to match.
guide-moves-8 = Appendix D.2.3 and D.2.4: a move is made when the piece is in a new hole and announced. Only then may the opponent's { -clock } start.
