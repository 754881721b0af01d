# 수 입력: 기보 표기로 쓴 수를 말판 위의 입력 칸에 쳐요.

typed-key-type-move = 기보 표기로 수를 쳐요 (b1-c2, a1xa3)
typed-bar-type-move = 수 입력
typed-key-section-move = 수를 칠 때
typed-key-move-play = 친 수를 둬요
typed-key-move-leave = 입력 칸을 닫고 아무 수도 두지 않아요
typed-bar-play = 두기
typed-move-as = 수:
typed-bad-move = “{ $text }”: 수가 아니에요. b1-c2, a1xa3, d2처럼 써요
typed-bad-point = “{ $text }”: 점이 아니에요. c3처럼 글자 하나와 숫자 하나로 써요
