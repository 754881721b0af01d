# kono 어디서나 쓰는 말: 놀이 이름, 흑과 백.

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
