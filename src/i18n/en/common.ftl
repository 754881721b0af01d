# Words every part of kono uses: the games' names, the sides.

game-five = five-field kono
game-four = four-field kono
game-well = 우물고누 (well kono)
game-pumpkin = 호박고누 (pumpkin kono)
game-line = 줄고누 (line kono)
game-mill = 참고누 (the mill game)

# A game's name where room is short ("the well kono course").
game-short-five = five-field
game-short-four = four-field
game-short-well = well kono
game-short-pumpkin = pumpkin kono
game-short-line = line kono
game-short-mill = mill game

color-black = Black
color-white = White

# A count of moves: "1 move", "3 moves".
moves-count = { $count ->
    [one] 1 move
   *[other] { $count } moves
}

# Two or more keys: "q, Esc or Ctrl-c".
keys-or = { $first } or { $last }

## The screen when the terminal is too small.
too-small-title = Terminal too small:
too-small-sizes = need { $need }, have { $have }.
too-small-bigger = Make the window bigger,
too-small-quit = or press { $keys } to quit
too-small-saved = (the game is saved).
