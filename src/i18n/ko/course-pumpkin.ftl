# 호박고누 익히기: 과마다 제목과 설명, 문제마다 할 일.
# id: course-pumpkin-<과>-title, -text, course-pumpkin-<과>-<문제> (src/learn/mod.rs).
# 설명은 네 줄까지, 한 줄은 76칸까지(한글 한 글자는 두 칸).

## 1과
course-pumpkin-1-title = 호박 한 바퀴
course-pumpkin-1-text =
    호박고누는 점 11개 위에서 둬요. 양쪽에 점 세 개짜리 집이 있고,
    그 사이에 가운데 점을 둘러싼 동그라미, 곧 호박이 있어요.
    말은 세 개씩이고 흑이 아래쪽이에요. 말은 줄을 따라 빈 점으로
    한 칸 가요. 집 줄을 따라, 꼭지를 타고, 호박을 돌아서요.
course-pumpkin-1-1 = 첫 수를 두세요. 꼭지로 올라갈 수 있는 c1만 움직일 수 있어요.
course-pumpkin-1-2 = 한가운데 점 c3에 말을 보내세요.
course-pumpkin-1-3 = 호박을 돌아 d3에 말을 보내세요.

## 2과
course-pumpkin-2-title = 집
course-pumpkin-2-text =
    제 집에 있는 말은 집 줄을 따라 옆으로 갈 수 있어요. 하지만 한 번
    집을 떠난 말은 다시 돌아올 수 없어요. 상대 집에 들어간 말은
    거기서 나오지 못하고, 그 집 줄 안에서만 움직여요.
course-pumpkin-2-1 = a1은 아직 집에 있어요. 집 줄을 따라 c1로 옮기세요.
course-pumpkin-2-2 = 이번에는 백이에요. c4는 집을 떠났어요. 한가운데로 옮기세요.
course-pumpkin-2-3 = c5는 백의 집에 들어가 있어요. 그 줄로만 가요. c5-a5를 두세요.

## 3과
course-pumpkin-3-title = 막아서 이기기
course-pumpkin-3-text =
    자기 차례에 둘 수가 없으면 져요.
    상대 집에 들어간 말은 안에서 그 집을 막고,
    꼭지에 선 말은 집에서 나가는 하나뿐인 길을 막아요.
course-pumpkin-3-1 = 백이 둘 수 없게 만드세요.
course-pumpkin-3-2 = 백이 둘 수 없게 만드세요.
course-pumpkin-3-3 = 백의 말 둘은 흑의 집에 갇혀 있어요. 이기세요.
course-pumpkin-3-4 = 2수 만에 이기세요.

## 4과
course-pumpkin-4-title = 다 풀어 둔 판에서
course-pumpkin-4-text =
    끝까지 풀어 보면 호박고누는 비기는 놀이이고, 어떤 승리도 4수를 넘지 않아요.
    상대는 실수하지 않아요. 가장 적은 수로 이기거나,
    지지 않는 단 하나의 수를 찾으세요.
course-pumpkin-4-1 = 3수 만에 이기세요.
course-pumpkin-4-2 = 4수 만에 이기세요.
course-pumpkin-4-3 = 한 수만 빼고 모두 져요. 그 한 수를 찾으세요.
course-pumpkin-4-4 = 한 수만 빼고 모두 져요. 그 한 수를 찾으세요.
