#!/usr/bin/env python3
"""A python-chess move matcher: the yardstick `replay-check --direct` is measured against.

For every move of every game in the PGN files given, the matcher is shown only the holes the pieces fill after
the move (the board's occupancy, as a peg board shows it) and finds the move by trying every legal move of the
position before and keeping those that leave the same occupancy (the king's and rook's squares decide castling;
a promotion is taken as the queen). It prints the moves per second of the matching alone (the PGN is parsed
before the clock starts, as replay-check reads its file before it starts its own).

    python3 scripts/matcher.py tests/data/corpus/*.pgn

Needs python-chess (`pip install chess`); scripts/speed installs it.
"""
import sys
import time

import chess
import chess.pgn


def games(paths):
    """Every game's start position and moves, read before any timing."""
    out = []
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            while True:
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                board = game.board()
                moves = list(game.mainline_moves())
                if moves:
                    out.append((board, moves))
    return out


def match(board, occupied):
    """The legal moves of `board` that leave `occupied` filled (a promotion counted once, as the queen)."""
    found = []
    for mv in board.legal_moves:
        if mv.promotion not in (None, chess.QUEEN):
            continue
        board.push(mv)
        if board.occupied == occupied:
            found.append(mv)
        board.pop()
    return found


def main():
    paths = sys.argv[1:]
    if not paths:
        sys.exit("usage: matcher.py FILE.pgn...")
    todo = games(paths)
    moves = recovered = 0
    started = time.perf_counter()
    for start, played in todo:
        board = start.copy()
        for mv in played:
            board.push(mv)
            occupied = board.occupied
            board.pop()
            found = match(board, occupied)
            moves += 1
            if len(found) == 1 and found[0].from_square == mv.from_square and found[0].to_square == mv.to_square:
                recovered += 1
            board.push(mv)
    seconds = time.perf_counter() - started
    print(f"matcher: {moves} moves in {seconds:.3f} s, {moves / seconds:.0f} moves per second, "
          f"{recovered} matched alone", file=sys.stderr)


if __name__ == "__main__":
    main()
