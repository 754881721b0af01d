# `kono analyze`와 `kono replay`가 사람에게 보여 주는 글. "몇 수 만에"는
# 늘 이기는 쪽이 두는 수만 세요(값의 말은 코치의 `coach-value-…`). 수의
# 번호는 기보의 번호예요: 흑과 백의 수 한 쌍에 번호 하나.

## kono analyze: $position은 국면을 적은 것, $rules는 규칙 옵션
## (", --strict-goal"), $how는 값을 어떻게 알았는지.
count-analyze-head = { $position }  ({ $game }{ $rules }, { $side } 차례)
count-analyze-value = 값: { $value } ({ $how })
count-analyze-exact = 정확함
count-analyze-search = 수읽기 어림, 정확하지 않음
count-analyze-search-table = 수읽기 어림, 정확하지 않음. 완벽하게 두려면 `{ $command }`를 한 번 하세요
count-analyze-search-partial = 수읽기 어림, 정확하지 않음: 풀이표는 옮기기만, 만든 말 수까지 다뤄요(`{ $command }`, 더 멀리는 `--pieces N`)
count-analyze-plays = { $level } 컴퓨터가 두는 수: { $move }
count-analyze-unbuilt = { $number }단계 (풀이표를 만들면 완벽)
count-analyze-unknown = 모름 (수읽기 점수 { $score })

## 끝나지 않은 판이 있는데 새 판을 열 때: $number는 다음에 둘 수의 기보 번호.
count-resume-notice = kono --resume으로 끝나지 않은 판을 이어서 둘 수 있어요 ({ $game }, { $number }수째)

## kono replay: $number는 기보의 수 번호, $count는 판 전체의 수 번호 개수.
count-replay-after = { $game }, { $count }수 가운데 { $number }수째를 둔 뒤
count-replay-start = { $game }, 처음 국면 ({ $count }수 가운데 1수째 전)
count-replay-last = { $text } (마지막 수: { $move })
count-replay-to-move = { $side } 차례예요.
count-replay-over = { $result }.
count-replay-annotated = { $game }, { $count }수. 수마다 둔 쪽에게의 값이에요. 이기는 쪽이 두는 수만 세요 (?는 이기거나 비길 판을 놓친 수, ??는 이길 판을 진 판으로 만든 수):
count-replay-best = (가장 좋은 수: { $move })
