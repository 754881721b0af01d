# 대국 화면: 옆 판, 수의 값, 돌아보기, 시계, 묘수풀이, 끝났을 때의 알림.

panel-title = 판
panel-result = 결과
panel-turn = 지금
panel-won = { $side } 승
panel-drawn = 비김
panel-to-move = { $side } 차례
panel-move = 수
panel-first = 선
panel-first-drawn = 제비뽑기로 정함
panel-rules = 규칙
panel-rules-standard = 기본
panel-rule-strict-goal = 집 다 채우기
panel-rule-forced-capture = 잡기 의무
panel-rule-no-repeat = 되풀이 금지
# 한 편의 목표는 상대 집: 그 안에 든 제 말, 아직 빈 점.
panel-camps = 목표
panel-camp-filled = 든 말 { $own }, 빈 점 { $empty }
panel-pieces = 말
panel-in-hand = 손에
panel-moving = 없음, 옮기기
panel-draw-offer = { $side }이 비기자고 해요
panel-repetition = 이 국면이 두 번 나왔어요: 한 번 더 나오면 비겨요.
panel-moves = 둔 수
panel-no-moves = 아직 없음
panel-computer = 컴퓨터
panel-paused = { $sides }, 쉬는 중
panel-both = 양쪽
panel-level = 단계
panel-level-unbuilt-key = { $number } ({ $key }로 풀이표를 만들면 완벽)
panel-level-unbuilt = { $number } (풀이표를 만들면 완벽)
panel-table = 풀이표
panel-table-building = 만드는 중 { $percent }%
panel-table-solved = 있음
panel-table-build = 없음: { $key }로 만들어요
panel-table-searches = 없음: 수읽기로 둬요
panel-table-unkept = 있음; { $why }
panel-table-failed = 없음: { $why }
panel-hints-searching = 수 평가: 수읽기 중
panel-hints-building = 수 평가: 풀이표 만드는 중 { $percent }%
panel-hints-loading = 수 평가: 풀이표 읽는 중
panel-exact-build = 정확한 값을 보려면 { $key }로 풀이표를 만들어요
panel-exact-building = 풀이표가 다 되면 값이 정확해져요
panel-exact-command = 정확한 값에는 풀이표가 있어야 해요
panel-marks-known = 표시: { $win } { $wins }수에 이김, = 비김, { $loss } { $losses }수에 짐
panel-marks-guess = 표시: ~+ 좋음, ~= 비슷, ~- 나쁨 (두는 쪽에게, 어림)

## 수의 값은 이기는 쪽이 두는 수만 세요: "승4"는 이 수까지 4수 만에 이김,
## "패6"은 상대가 6수 만에 이김.
panel-short-win = 승{ $n }
panel-short-loss = 패{ $n }
panel-has-won = { $side }이 이겼어요
panel-wins-in = { $n ->
    [0] 서로 최선이면 { $side }이 바로 이겨요
   *[other] 서로 최선이면 { $side }이 { $n }수 만에 이겨요
}
panel-drawn-best = 서로 최선이면 비겨요
panel-proven-win = { $n ->
    [0] { $side }이 바로 이겨요 (수읽기로 확인)
   *[other] { $side }이 { $n }수 만에 이겨요 (수읽기로 확인)
}
panel-proven-draw = 비겨요 (수읽기로 확인)
panel-better = { $side }이 유리해요 (수읽기 어림)
panel-even = 비슷해요 (수읽기 어림)

## 돌아보기.
review-title = 돌아보기
# 보이는 수: 기보처럼 두 수(흑백 한 쌍)에 번호 하나.
review-ply = 수
review-ply-of = { $number }/{ $total }, { $side }
review-ply-start = 처음, 모두 { $total }
review-played = 둔 수
review-best = 최선
review-no-table = 표시를 보려면 풀이표가 있어야 해요
review-unsolved = 표시가 없어요: 이 고누는 아직 풀리지 않아서 수읽기로 어림한 값은 판정이 될 수 없어요
review-outside-table = 여기는 표시가 없어요: 풀이표는 참고누의 옮기기만(만든 말 수까지) 다뤄요. 수읽기로 어림한 값은 판정이 될 수 없어요
review-no-table-build = 표시를 보려면 풀이표가 있어야 해요: { $key }로 만들어요
review-chart = 값 ({ $side } 유리가 위)
review-working = 돌아보기 준비 중… { $percent }%
review-loading = 값: 풀이표 읽는 중

## 시계.
clock-label = 시계
clock-low = { $side }: 10초도 안 남았어요!

## 묘수풀이.
puzzle-heading = 묘수풀이
puzzle-title = { $side } 차례, { $count }수 안에 이기세요
puzzle-slipped-draw = 이길 판을 놓쳤어요: 이제 비기는 판이에요
puzzle-slipped-lost = 이길 판을 놓쳤어요: 이제 진 판이에요
puzzle-slipped-loss = 이길 판을 놓쳤어요: 이제 상대가 { $n }수 만에 이겨요
puzzle-slipped-ended = 이길 수 있는 국면을 놓쳤어요: 이제 { $n }수 만에 이길 국면이지만 판이 끝났어요
puzzle-slower = 그 수로도 이기지만 { $quickest }수가 아니라 { $count }수 걸려요
puzzle-solved-quickest = { $count }수 만에 풀었어요 (가장 빠른 승리)
puzzle-solved = { $count }수 만에 풀었어요 (가장 빠르면 { $quickest }수)
puzzle-verdict-line = { $verdict }. 이기는 수순: { $line }
puzzle-winning-line = 이기는 수순: { $line }
puzzle-keys = { $retry } 다시 풀기{ $dot }{ $next } 다음 문제
puzzle-building = 풀이표 만드는 중 { $percent }%
puzzle-needs-table = 풀이표가 있어야 해요: { $key }로 만들어요
puzzle-looking = 찾는 중…

## 놀이가 끝났을 때.
banner-title = 판 끝
banner-over = 판 끝: { $result }
banner-short-win = { $winner } 승
banner-short-draw = 비김
banner-win-camp-filled = { $winner }이 이겼어요: { $loser }의 집을 모두 채웠어요
banner-win-camp-blocked = { $winner }이 이겼어요: { $loser }의 집이 찼어요 (집에 남은 { $loser } 말까지 쳐서)
banner-win-filled-by-loser = { $winner }이 이겼어요: { $loser }이 제 발로 자기 집의 마지막 점을 채웠어요
banner-win-one-piece = { $winner }이 이겼어요: { $loser }의 말이 하나만 남았어요
banner-win-no-pieces = { $winner }이 이겼어요: { $loser }의 말이 하나도 안 남았어요
banner-win-too-few = { $winner }이 이겼어요: { $loser }의 말이 둘 이하로 줄었어요
banner-win-blocked = { $winner }이 이겼어요: { $loser }은 둘 곳이 없어요
banner-win-board-full = { $winner }이 이겼어요: 말판이 꽉 차서 { $loser }은 둘 곳이 없어요
banner-win-resigned = { $winner }이 이겼어요: { $loser }이 기권했어요
banner-win-time = { $winner }이 이겼어요: 상대의 시간이 다 됐어요
banner-draw-repetition = 비김: 같은 국면이 세 번 나왔어요
banner-draw-agreed = 서로 합의해 비겼어요
banner-draw-time = 비김: 시간이 다 됐지만 상대는 이길 수 없는 판이었어요
banner-review = 돌아보기
banner-new-game = 새 판
banner-next-puzzle = 다음 문제
banner-retry = 다시 풀기
banner-undo = 무르기
banner-quit = 나가기
