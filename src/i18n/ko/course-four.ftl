# 네밭고누 익히기: 과마다 제목과 설명, 문제마다 할 일.
# id: course-four-<과>-title, -text, course-four-<과>-<문제> (src/learn/mod.rs).
# 설명은 네 줄까지, 한 줄은 76칸까지(한글 한 글자는 두 칸).

## 1과
course-four-1-title = 줄 따라 한 칸
course-four-1-text =
    네밭고누는 가로 네 줄, 세로 네 줄이 만나는 점 16개 위에서 둬요.
    말은 줄을 따라 위, 아래, 왼쪽, 오른쪽으로 한 칸씩 빈 점으로 가요.
    흑은 아래쪽, 백은 위쪽에서 시작해요.
course-four-1-1 = c3에 말을 보내세요.
course-four-1-2 = d2의 말을 위로, d3으로 옮기세요.
course-four-1-3 = d4에 말을 보내세요.

## 2과
course-four-2-title = 잡기
course-four-2-text =
    말을 잡으려면, 바로 옆에 있는 내 말을 뛰어넘어 그 바로 너머의
    상대 말 자리로 곧게 가요. 그 상대 말은 판에서 들어내고,
    뛰어넘은 내 말은 그대로 남아요.
course-four-2-1 = b3의 말을 잡으세요.
course-four-2-2 = 가로줄을 따라 잡으세요.
course-four-2-3 = 이번에는 백이에요. 잡으세요.

## 3과
course-four-3-title = 잡기가 아닌 것
course-four-3-text =
    상대 말을 뛰어넘거나, 대각선으로 뛰거나, 말 두 개를 한꺼번에 넘을
    수는 없어요. 뛴 말은 빈 점이 아니라 상대 말 위에 내려앉아야 해요.
    한 번에 하나만 잡아요. 제대로 된 잡기 하나를 찾으세요.
course-four-3-1 = b2는 b3의 상대 말을 뛰어넘을 수 없어요. 잡으세요.
course-four-3-2 = 대각선으로는 뛸 수 없어요. 잡으세요.
course-four-3-3 = a1은 말 두 개를 넘을 수 없어요. 잡으세요.
course-four-3-4 = 뛴 말은 상대 말 위에 내려앉아야 해요. 잡으세요.

## 4과
course-four-4-title = 첫 수
course-four-4-text =
    처음에는 판이 꽉 차 있어서 한 칸 움직일 말이 없어요. 그래서 첫 수는
    반드시 잡기이고, 상대의 응수도 대개 잡기예요.
course-four-4-1 = 첫 수를 두세요.
course-four-4-2 = b1xb3을 두세요.
course-four-4-3 = 이번에는 백이에요. 흑의 a1xa3에 응수하세요.

## 5과
course-four-5-title = 이기기
course-four-5-text =
    상대 말이 하나만 남거나,
    상대가 둘 수 있는 수가 없으면 이겨요.
course-four-5-1 = 백에게 말 하나만 남기세요.
course-four-5-2 = 이번에는 백이에요. 흑에게 말 하나만 남기세요.
course-four-5-3 = 백이 둘 수 없게 만드세요.

## 6과
course-four-6-title = 꼭 잡기
course-four-6-text =
    --forced-capture로 두면, 잡을 수 있는 쪽은 반드시 잡아야 해요.
    그러면 내가 내준 말은 상대가 꼭 잡아야 하고,
    그 말이 어디에 내려앉을지는 내가 정하는 셈이에요.
course-four-6-1 = 잡을 수 있으면 꼭 잡아야 해요. 2수 만에 이기세요.
course-four-6-2 = 잡을 수 있으면 꼭 잡아야 해요. 2수 만에 이기세요.
course-four-6-3 = 잡을 수 있으면 꼭 잡아야 해요. 2수 만에 이기세요.

## 7과
course-four-7-title = 수읽기
course-four-7-text =
    상대가 막을 수 없는 잡기를 만드세요. 상대 말 옆에 내 말 두 개를
    한 줄로 세우고, 그 상대 말이 달아나지 못하게 하면 돼요.
    상대는 빈틈없이 막아요.
course-four-7-1 = 3수 만에 말 하나를 따내세요.
course-four-7-2 = 3수 만에 말 하나를 따내세요.
course-four-7-3 = 3수 만에 말 하나를 따내세요.
course-four-7-4 = 2수 만에 이기는 수는 하나뿐이에요. 찾으세요.

## 8과
course-four-8-title = 끝내기
course-four-8-text =
    끝까지 다 풀어 둔 네밭고누에서 가져온 판이에요. 상대는 실수하지 않아요.
    말 셋은 조심해서 두면 둘을 이기고, 말 둘은 셋을 상대로 비길 수 있어요.
course-four-8-1 = 셋 대 둘: 3수 만에 이기세요.
course-four-8-2 = 셋 대 둘: 4수 만에 이기세요.
course-four-8-3 = 둘 대 셋: 지지 않는 수는 하나뿐이에요. 찾으세요.
course-four-8-4 = 둘 대 셋: 2수 동안 비김을 지키세요.
course-four-8-5 = 둘 대 셋: 2수 동안 비김을 지키세요.
