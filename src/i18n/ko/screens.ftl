# 숫자나 용어 대신 생각을 말하는 화면의 말: 익힘에서 둔 수로 바로 지는
# 까닭, 풀이표를 다 만들었다는 소식.

## 익힘에서 둔 수가 바로 판을 끝낼 때: $played는 둔 수, $who는 상대.
screens-refuted-own-camp = { $played } 수로 내 집의 마지막 점이 차서 { $who }이 바로 이겨요

## `b`로 만든 풀이표가 다 되었을 때 상태 줄.
screens-table-built = 풀이표를 다 만들었어요: 이제 수 평가, 코치, 5단계가 정확해요
screens-table-failed = 풀이표를 만들지 못했어요: { $why }

## 말판 옆 오밭고누 줄의 낱말, 도움말에서.
screens-word-goal = 목표 (오밭고누)
screens-word-goal-means = 상대 집이에요. 옆 칸에 양쪽이 그 안에 넣은 말과 아직 빈 점을 세어 보여 줘요. 빈 점이 없고 그중 하나라도 내 말이면 이겨요.

## 익힘에서 틀린 수에 상대가 한 수로 바로 이길 때: $reply는 그 응수, $why는
## 그 수가 나에게 한 일 (screens-finish-…).
screens-refuted-finishes = { $played } 다음에 { $who }이 { $reply }로 바로 이겨요: { $why }
screens-finish-camp = 내 집의 점이 모두 찼어요
screens-finish-one-piece = 내 말이 하나만 남아요
screens-finish-no-pieces = 내 말이 하나도 없어요
screens-finish-too-few = 내 말이 둘 이하로 남아요
screens-finish-blocked = 내가 둘 수 있는 수가 없어요
screens-finish-board-full = 말판이 꽉 차서 내가 둘 수 있는 수가 없어요
screens-finish-other = 판이 끝났어요

## 익힘에서 코치가 아는 길을 벗어났을 때: $key는 과제를 다시 시작하는 키.
screens-coach-off-way = 코치는 이 과제의 길을 처음부터만 알아요: { $key }로 다시 시작해요

## 끝난 판의 값, 둔 쪽에게 (0수라고 하지 않아요).
screens-value-won = 이김
screens-value-lost = 짐
