# Why a record cannot be read (the line comes before it: err-record-line).
# Tags, tokens and notation in it are the record's own text.
record-not-text = the record is not UTF-8 text
record-not-a-tag = `{ $text }` is not a tag like [Variant "five"]
record-second-tag = a second [{ $tag }] tag (the first is on line { $first })
record-too-many-tags = more than { $count } tags
record-not-yes-no = [{ $tag }] must be "yes" or "no", not "{ $value }"
record-bad-tag = [{ $tag } "{ $value }"]: { $why }
record-bad-time-control = [TimeControl "{ $value }"]: { $why }
record-bad-result-tag = [Result "{ $value }"]: the result must be 1-0, 0-1, 1/2-1/2 or *
record-no-variant = the record has no [Variant "five"] or [Variant "four"] tag
record-no-first = the record has no [First "black"] or [First "white"] tag
record-position-other-game = the position is a { $position } position, but [Variant] says { $game }
record-position-other-mover = the position has { $position } to move, but [First] says { $first }
record-tag-after-moves = a tag after the moves have begun
record-open-comment = a comment `{ "{" }` is not closed on its line
record-bad-clock = `[%clk { $text }` is not a clock: write it like [%clk 0:04:55]
record-clock-before-first-move = a clock before the first move
record-after-result = `{ $text }` after the result
record-not-move-number = `{ $text }.` is not a move number
record-number-mid-move = move number { $number }. in the middle of move { $expected }
record-wrong-number = move number { $number }. where { $expected }. was expected
record-must-pass-first = { $mv }: { $side } has no move here and must pass: write pass before it
record-illegal = { $mv }: { $why }
record-result-contradicts = the result { $token } contradicts [Result "{ $tag }"] on line { $line }
record-result-mismatch-ended = the result { $token } does not match the moves: the game ended: { $outcome }
record-result-mismatch-open = the result { $token } does not match the moves: the game is not over
