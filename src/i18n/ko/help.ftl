# 도움말 창: 틀, 제목, 마우스, 화면에 나오는 말, 말판 표시의 뜻.

help-title = 도움말
help-more = 더 있어요
help-intro = 키, 규칙, 낱말 풀이, 그리고 말판 표시의 뜻이 차례로 나와요 ({ $end }).
help-keys = 키
help-rules-of = { $game } 규칙
# 한 고누에만 있는 키: "오밭고누: 커서를 왼쪽 위로 (숫자판 7)".
help-game-key = { $game }: { $does }
help-mouse-click = 마우스 클릭
help-click-then = 커서를 그 점으로, 그다음 { $key }
help-click = 커서를 그 점으로
help-mouse-drag = 마우스 끌기
help-drag = 말에서 표시된 점까지: 그 수를 둬요

## 화면에 나오는 말.
help-words = 낱말 풀이
help-word-move = 수
help-word-move-means = 한쪽이 한 번 두는 것: 말 하나가 한 점에서 다른 점으로 가요 (고누에 따라 말을 말판에 놓기도 해요).
help-word-best-play = 최선의 수
help-word-best-play-means = 양쪽이 언제나 가장 좋은 수를 두는 것. 풀이표가 그 수를 알아요.
help-word-solved = 풀이표
help-word-solved-means = 모든 판의 값을 담은 표로, 한 번 만들어 둬요. 풀이표가 없으면 컴퓨터와 수 평가는 수를 읽어 짐작해요.
help-word-draw = 비김
help-word-draw-means = 아무도 이기지 않아요: 서로 비기기로 했거나, 어느 쪽도 더 나아갈 수 없어요.

## 말판 표시의 뜻.
help-marks = 말판 표시의 뜻
legend-black = 흑의 말
legend-white = 백의 말
legend-cursor = 커서 (색을 뒤집어 보여요)
legend-picked = 든 말
legend-step = 든 말이 갈 수 있는 점
legend-way = 가는 길: { $game }에서는 모든 수가 대각선으로 한 칸이에요
legend-camp = 집, 주인의 색으로: 빈 점과 두 겹 줄 (상대 집을 다 채우면 이겨요)
legend-capture-four = 든 말이 자기 편 말을 넘어 잡을 수 있는 상대 말
legend-capture-line = 든 말이 가면 상대 말을 내 말 둘 사이에 가두어 잡는 점
legend-capture-mill = 곤을 만들어 들어낼 수 있는 상대 말
legend-last-move = 마지막 수: 움직인 말과 떠난 점
# 수는 이기는 쪽이 두는 수만 세요.
legend-win = 수 평가, 점 옆에 (말 옆이면 그 말의 가장 좋은 수): 최선으로 두면 이 수까지 쳐서 내 수로 { $count }수 만에 이겨요
legend-draw = 수 평가: 최선으로 두면 비겨요
legend-loss = 수 평가: 최선으로 두면 져요. 상대가 자기 수로 { $count }수 만에 이겨요
legend-leaning = 풀이표 없는 수 평가: 수를 읽어 짐작한 것으로, 두는 쪽에 더 좋음, 비슷함, 더 나쁨
