# 줄고누 익히기: 과마다 제목과 설명, 문제마다 할 일.
# id: course-line-<과>-title, -text, course-line-<과>-<문제> (src/learn/mod.rs).
# 설명은 네 줄까지, 한 줄은 76칸까지(한글 한 글자는 두 칸).

## 1과
course-line-1-title = 줄 따라 한 칸
course-line-1-text =
    줄고누는 가로 네 줄, 세로 네 줄이 만나는 점 16개 위에서 둬요.
    말은 네 개씩이고, 흑은 맨 아랫줄, 백은 맨 윗줄에서 시작해요.
    말은 줄을 따라 위, 아래, 왼쪽, 오른쪽으로 한 칸씩 빈 점으로 가요.
    뛰어넘기는 없어요.
course-line-1-1 = b1의 말을 위로, b2로 옮기세요.
course-line-1-2 = d1의 말을 왼쪽으로, c1로 옮기세요.
course-line-1-3 = c3에 말을 보내세요.

## 2과
course-line-2-title = 가둬서 잡기
course-line-2-text =
    내가 옮긴 말과 다른 내 말 사이에, 한 줄로 빈틈없이 낀 상대 말은
    하나든 둘이든 잡혀요. 한 수로 두 방향을 한꺼번에 잡을 수도 있어요.
    상대 말 둘 사이로 들어가는 건 괜찮아요. 잡는 건 둔 쪽뿐이에요.
course-line-2-1 = b2를 가둬서 잡으세요.
course-line-2-2 = 한 줄에 선 말 둘을 한 수로 잡으세요.
course-line-2-3 = 한 수로 두 방향을 잡으세요.
course-line-2-4 = a1과 c1 사이로 들어가도 괜찮아요. b2-b1을 두세요.

## 3과
course-line-3-title = 이기기
course-line-3-text =
    상대 말이 하나만 남거나 하나도 없으면 이겨요.
    상대가 둘 수 있는 수가 없어도 이겨요.
course-line-3-1 = 백에게 말 하나만 남기세요.
course-line-3-2 = 백의 말 둘을 다 잡으세요.
course-line-3-3 = 백이 둘 수 없게 만드세요.

## 4과
course-line-4-title = 다 풀어 둔 판에서
course-line-4-text =
    끝까지 풀어 보면 줄고누는 처음부터 비기는 놀이예요. 상대는 실수하지
    않아요. 가장 적은 수로 이기거나, 지지 않는 단 하나의 수를 찾으세요.
course-line-4-1 = 2수 만에 이기세요.
course-line-4-2 = 3수 만에 이기세요.
course-line-4-3 = 한 수만 빼고 모두 져요. 그 한 수를 찾으세요.
course-line-4-4 = 한 수만 빼고 모두 져요. 그 한 수를 찾으세요.
