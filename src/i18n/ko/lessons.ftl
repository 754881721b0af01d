# 과정의 글 둘레의 말: 익힘 화면의 틀, 목표, 수에 대한 판정, 코치,
# `kono learn`의 출력.

## 익힘 화면의 옆 칸.
lesson-title = 익힘 { $number }: { $title }
lesson-task = 과제 { $number }/{ $count }: { $prompt }
lesson-goal = 목표: { $goal } (별 셋: { $moves })
lesson-stars = 별: { $stars } (3개 중 { $count }개)
lesson-stars-why = { $stars }: { $why }
lesson-tries = 틀린 시도: { $count }번
lesson-checking = { $move } 확인 중…
lesson-checking-loading = { $move } 확인 중: 풀어 둔 판을 불러오고 있어요…
lesson-keys = 익힘 { $done }/{ $all } { $dot } { $again } 다시 { $dot } { $next } 다음
lesson-class-shown = { $mark }: { $point } 자리와 같은 무리의 빈 점이에요. 이 무리의 말만 { $point }에 갈 수 있어요.
lesson-course-done = 과정을 모두 마쳤어요! { $offer }
lesson-or = 또는 { $offer }

## 과제의 목표.
learn-goal-play = 과제가 바라는 수 찾기
learn-goal-win = { $count }수 만에 이기기
learn-goal-capture = 말 하나 잡기
learn-goal-win-piece = { $count }수 만에 말 하나 따내기
learn-goal-reach = { $count }수 만에 { $point }에 말 보내기
learn-goal-hold = { $count }수 동안 비김 지키기
learn-goal-only = 단 하나의 좋은 수 찾기

## 둔 수에 대한 판정.
learn-good = 좋아요
learn-slower = 되긴 하지만, 가장 적은 수는 아니에요
learn-good-then = { $verdict }. { $replies }
learn-done = 마침: 별 3개 중 { $stars }개
learn-wrong = { $miss }. 다시 해 보세요
learn-reply-first = 상대의 응수: { $move }
learn-reply-then = 이어서 { $move }
learn-reply-they-pass = 상대는 둘 수가 없어 차례를 넘겨요
learn-reply-you-pass = 내가 둘 수가 없어 차례를 넘겨요
learn-reply-again = { $replies }. 다시 내 차례예요
learn-not-asked = { $played }도 둘 수 있는 수지만, 이 과제는 { $asked } 두기예요

## 틀린 수의 까닭: $who는 상대(흑·백), $line은 상대의 가장 좋은 수순.
learn-refuted-ends = { $played } 수로 판이 끝나요: { $who }이 바로 이겨요
learn-refuted-wins = { $played } 다음에 { $who }이 { $count }수 만에 이겨요
learn-refuted-wins-line = { $played } 다음에 { $who }이 { $count }수 만에 이겨요: { $line }
learn-refuted-draws = { $played } 다음에 { $who }이 비김을 지켜요
learn-refuted-draws-line = { $played } 다음에 { $who }이 비김을 지켜요: { $line }
learn-refuted-class = { $played } 다음에 { $to }의 말은 { $point }에 갈 수 없어요. 대각선으로 가는 말은 늘 같은 무리의 점에 있는데, { $to } 자리는 다른 무리예요
learn-refuted-repeats = { $played } 수로 같은 국면이 세 번째 나와요: 비김이에요
learn-escape-none = { $moves } 다음에는 남은 수가 없어 { $what } 수 없어요
learn-escape-left = { $moves } 다음에는 상대가 잘 막아서, 남은 { $left }수 안에 { $what } 수 없어요
learn-what-win = 이길
learn-what-capture = 말을 잡을
learn-what-reach = { $point }에 갈

## 별을 잃은 까닭.
learn-lost-wrong = { $count }번 틀림
learn-lost-extra = 가장 적은 수보다 { $count }수 더 둠
learn-lost-both = { $wrong }, { $extra }

## 코치(와 kono analyze, kono replay --annotate): 수는 이기는 쪽이 두는 수만 세요.
coach-value-win = { $count }수 만에 이김
coach-value-draw = 비김
coach-value-loss = { $count ->
    [0] 짐
   *[other] 상대가 { $count }수 만에 이김
}
coach-leans-better = 좋아 보여요, 어림
coach-leans-even = 비슷해 보여요, 어림
coach-leans-worse = 나빠 보여요, 어림
coach-lean-better = { $side }이 조금 좋아 보여요
coach-lean-even = 형세가 비슷해 보여요
coach-lean-worse = { $side }이 조금 나빠 보여요
coach-explain-same = { $mover }의 수 { $move }: 두기 전에도 뒤에도 { $outlook } (어림)
coach-explain-estimated = { $mover }의 수 { $move }: 두기 전에는 { $before }, 둔 뒤에는 { $after } (어림)
coach-try = { $move } 두기를 권해요 ({ $value })
coach-explain = { $mover }의 수 { $move }: 두기 전 { $before }, 둔 뒤 { $after }
coach-better = { $text }. { $best } 쪽이 더 나았어요
coach-answers = { $text }. { $opponent }의 응수: { $line }

## kono learn
learn-no-lesson = { $game }에는 { $number }번 익힘이 없어요: 익힘은 1부터 { $count }까지예요
learn-status-done = 마침, 별 { $count }개
learn-status-not-done = 아직 안 함
learn-list-head = { $game }: 익힘 { $count }개 중 { $done }개 마침
learn-field-position = 처음 국면
learn-field-after = 먼저 둔 수
learn-field-options = 규칙
learn-field-goal = 목표
learn-field-solution = 풀이
learn-field-status = 상태
learn-show-head = { $game }, 익힘 { $number }/{ $count }: { $title }
learn-show-task = 과제 { $number }: { $prompt }
