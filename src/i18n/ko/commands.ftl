# 명령들이 사람에게 보여 주는 줄(개수, 기보법, JSON, 파일 이름 같은 데이터는
# 그대로예요).
cmd-perft-moves = 수: { $count }개
cmd-perft-too-quick = 노드 { $count ->
   *[other] { $nodes }
}개를 1ms 안에 셌어요: 너무 빨라 속도를 잴 수 없어요
cmd-perft-speed = 노드 { $count ->
   *[other] { $nodes }
}개를 { $secs }초에 셌어요: 초당 { $speed }백만 개
cmd-solve-built-already = { $table } 풀이표는 이미 만들어져 있어요: { $path }
    (`{ $command }`로 다시 만들어요)
cmd-solve-watching = ctrl-c를 지켜보는 중
cmd-solve-level = { $level }단계
cmd-solve-summary = 이김 / 짐 / 비김 국면: { $win } / { $loss } / { $draw } (가장 먼 끝까지 { $remoteness }수)
cmd-solve-summary-five = 이김 / 짐 / 비김 국면: { $all }개 가운데 { $win } / { $loss } / { $draw } (양쪽 차례 모두, 가장 먼 끝까지 { $remoteness }수, 쉬어야 하는 국면 { $pass }개)
cmd-solve-solved = { $game }를 { $secs }초에 풀었어요. 가장 많이 쓴 메모리 { $memory }
cmd-solve-in-memory = 메모리에만 두었어요: 작아서 처음 필요할 때 다시 풀어요
cmd-solve-written = { $path }에 썼어요 ({ $size } MB)
cmd-solve-summary-mill = 옮기기, 한쪽 말 { $pieces }개까지, 판의 대칭을 접은 국면: 이김 / 짐 / 비김 { $win } / { $loss } / { $draw } (가장 먼 끝까지 { $remoteness }수)
cmd-solve-sector = 둘 차례 말 { $mover }개 대 { $other }개: 이김 / 짐 / 비김 { $win } / { $loss } / { $draw }, 가장 긴 이김 { $longest }수
cmd-solve-mill-further = 있는 참고누 풀이표는 한쪽 말 { $has }개까지예요: { $wanted }개까지 다시 만들어요
cmd-solve-memory-unknown = 알 수 없음
cmd-puzzle-loading = { $game } 풀이표를 읽는 중…
cmd-join-code = 코드:
cmd-join-code-reading = 코드를 읽는 중
cmd-tables-built = { $table } 풀이표를 만들었어요
cmd-tables-built-why = { $table } 풀이표를 만들었어요({ $why })

## kono arena: 판이 끝날 때마다 stderr에, 요약은 stdout에.
cmd-arena-game = { $count }판 가운데 { $number }번째: { $result } ({ $plies }반수); 지금까지 흑 { $black }승, 비김 { $draws }, 백 { $white }승
cmd-arena-black-wins = 흑 승
cmd-arena-white-wins = 백 승
cmd-arena-draw = 비김
cmd-arena-heading = { $game }{ $rules } { $count }판: 흑 { $black }, 백 { $white }
cmd-arena-results = 흑 { $black }승, 비김 { $draws }, 백 { $white }승
cmd-arena-adjudicated = (비김 가운데 { $count }판은 { $plies }반수가 지나도 끝나지 않았어요)
cmd-arena-average = 평균 길이 { $plies }반수; 한 수에 흑 { $black }ms, 백 { $white }ms
cmd-arena-thrown = 값을 버린 수 (다른 수라면 지키는 자리에서): 흑 { $black }, 백 { $white }
cmd-arena-not-judged = 값을 버린 수: 풀이 표 없이는 세지 않아요{ $note }
cmd-arena-slips = { $chances }번 가운데 { $slips }번 ({ $percent }%)
cmd-tables-missing-note = ; 완벽한 수에는 `{ $command }`가 (한 번) 필요해요
