# 기보를 읽을 수 없는 까닭(앞에 줄 번호가 붙어요: err-record-line).
# 그 안의 태그·토큰·기보법은 기보에 적힌 그대로예요.
record-not-text = 기보가 UTF-8 글이 아니에요
record-not-a-tag = `{ $text }`는 [Variant "five"] 같은 태그가 아니에요
record-second-tag = [{ $tag }] 태그가 또 있어요(첫 태그는 { $first }번째 줄에 있어요)
record-too-many-tags = 태그가 { $count }개보다 많아요
record-not-yes-no = [{ $tag }]는 "yes"나 "no"여야 해요. "{ $value }"는 안 돼요
record-bad-tag = [{ $tag } "{ $value }"]: { $why }
record-bad-time-control = [TimeControl "{ $value }"]: { $why }
record-bad-result-tag = [Result "{ $value }"]: 결과는 1-0, 0-1, 1/2-1/2, * 가운데 하나여야 해요
record-no-variant = 기보에 [Variant "five"]나 [Variant "four"] 같은 태그가 없어요
record-no-first = 기보에 [First "black"]이나 [First "white"] 태그가 없어요
record-position-other-game = 국면은 { $position }의 국면인데 [Variant]는 { $game }라고 해요
record-position-other-mover = 국면은 { $position } 차례인데 [First]는 { $first }이라고 해요
record-tag-after-moves = 수가 시작된 뒤에 태그가 있어요
record-open-comment = 주석 `{ "{" }`가 그 줄에서 닫히지 않았어요
record-bad-clock = `[%clk { $text }`는 시계가 아니에요: [%clk 0:04:55]처럼 적어요
record-clock-before-first-move = 첫 수 앞에 시계가 있어요
record-after-result = 결과 뒤에 `{ $text }`가 있어요
record-not-move-number = `{ $text }.`는 수 번호가 아니에요
record-number-mid-move = { $expected }번째 수의 가운데에 수 번호 { $number }.가 있어요
record-wrong-number = 수 번호가 { $expected }.여야 하는데 { $number }.예요
record-must-pass-first = { $mv }: { $side }은 둘 곳이 없어 쉬어야 해요. 그 앞에 pass를 적어요
record-illegal = { $mv }: { $why }
record-result-contradicts = 결과 { $token }가 { $line }번째 줄의 [Result "{ $tag }"]와 달라요
record-result-mismatch-ended = 결과 { $token }가 수와 맞지 않아요: 판은 이미 끝났어요({ $outcome })
record-result-mismatch-open = 결과 { $token }가 수와 맞지 않아요: 판이 아직 끝나지 않았어요
