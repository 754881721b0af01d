# kono 어디서나 쓰는 말: 고누 이름, 흑과 백.
#
# 낱말 모음 (한 가지에 한 낱말, 모든 카탈로그가 따라요):
# - 판: 처음부터 끝까지 두는 한 번의 고누 (새 판, 판 끝, 저장된 판, 판마다).
#   놀이는 쓰지 않아요 ("말판 놀이"처럼 갈래를 말할 때만).
# - 국면: 말이 놓인 한 모양 (같은 국면이 세 번, 처음 국면).
# - 말판: 말을 놓는 판 그 자체. 점, 줄, 집.
# - 수: 한 번 두는 것. 반수는 한쪽의 한 번 (kono arena, 기보).
# - 단계: 컴퓨터의 세기, 1(입문) 2(초급) 3(중급) 4(고급) 5(완벽).
# - 나가기: kono를 끝내는 것 (끝내기는 바둑처럼 판의 마지막 단계를 말해요).
# - 시작 화면: 그냥 kono가 여는 첫 화면. 처음 화면은 쓰지 않아요.
# - 한 자판: 둘이 한 컴퓨터에서 번갈아 두는 것.
# - 차례를 넘겨요: 둘 곳이 없어 한 번 쉬는 것.
# - 잡다: 뛰어넘거나 끼워서 상대 말을 없애는 것 (네밭고누, 줄고누).
#   따내다: 곤을 만들어 상대 말 하나를 골라 없애는 것 (참고누). 들어내다는 쓰지 않아요.
# - 곤: 참고누에서 한 편의 말 셋이 한 줄에 선 것.
# - 풀이 표: 끝까지 풀어 둔 값의 표. 익힘: 배우기의 한 과제 묶음.
# - 문장은 해요체로 써요.

game-five = 오밭고누
game-four = 네밭고누
game-well = 우물고누
game-pumpkin = 호박고누
game-line = 줄고누
game-mill = 참고누

game-short-five = 오밭고누
game-short-four = 네밭고누
game-short-well = 우물고누
game-short-pumpkin = 호박고누
game-short-line = 줄고누
game-short-mill = 참고누

color-black = 흑
color-white = 백

moves-count = { $count }수

keys-or = { $first } 또는 { $last }

## 터미널이 너무 작을 때의 화면.
too-small-title = 터미널이 너무 작아요:
too-small-sizes = { $need }가 필요한데 지금은 { $have }예요.
too-small-bigger = 창을 키우거나,
too-small-quit = { $keys }를 눌러 끝내세요
too-small-saved = (판은 저장돼요).
