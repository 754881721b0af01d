# `kono config`: 지금 쓰는 설정을 주석 달린 설정 파일로. 메시지의 줄마다
# 주석 줄(`# `)이 돼요. 키와 값은 파일의 것이라 그대로 둬요.
config-file = kono 설정 파일: { $place }
config-file-missing = { $path } (아직 없어요)
config-file-none = 없어요: KONO_CONFIG나 HOME을 정해 주세요
config-not-used = 쓰지 않았어요: { $problem }
config-intro =
    KONO_CONFIG로 다른 파일을 고를 수 있어요. 아래는 지금 쓰는 설정을
    파일에 적는 모양 그대로 보여 줘요: 바꾸고 싶은 것을 파일에 옮겨 적으세요.
config-theme = auto는 터미널에 바탕색을 물어봐요. dark나 light로 정할 수도 있어요.
config-ascii = true면 보통 ASCII 글자로만 그려요.
config-lang = en이나 ko(--lang이 앞서고, 없으면 로캘을 따라요).
config-lang-in-use = 지금:
config-start =
    시작 화면에서 새 판을 고를 때의 선택이에요. 여기 정한 것에서 처음
    화면이 늘 시작하고, 빠진 것은 지난 새 판에서 고른 대로 기억해요.
config-start-variant = five, four, well, pumpkin, line, mill 가운데 하나
config-start-first = random, black, white 가운데 하나
config-start-rule-option = 고누의 규칙 선택(집 다 채우기, 잡기 의무, 되풀이 금지)
config-start-computer = 컴퓨터가 두는 쪽: none(없음), black(흑), white(백), both(둘 다)
config-start-level = 컴퓨터의 단계, 1에서 5
config-keys =
    키: 상태마다 각 동작에 쓰이는 키예요. 여기 적은 줄은 그 동작에 보통
    키 대신 이 키들을 줘요. 한 상태에서 키 하나는 한 가지 일만 해요
    ([keys.anywhere]의 키는 모든 상태에서 쳐요). 키 이름: 글자 하나,
    Enter, Esc, Space, Tab, Shift-Tab, Backspace, Delete, Insert, Home, End,
    PgUp, PgDn, Up, Down, Left, Right, F1에서 F12, 앞에 Ctrl-나 Alt-를 붙일
    수 있어요.

# 설정 파일의 문제: 파일, 줄, TOML이나 serde가 찾은 것 (따옴표 속 이름은
# 적힌 그대로 둬요).
config-problem-at = { $file } { $line }번째 줄: { $problem }
config-problem = { $file }: { $problem }
settings-ignored = { $problem }: 이 파일은 쓰지 않았어요 ({ $file })
toml-unknown-value = 쓸 수 없는 값이에요: `{ $value }`. 쓸 수 있는 값: { $expected }
toml-unknown-key = 여기에 없는 설정이에요: `{ $key }`. 설정 이름: { $expected }
toml-missing-key = 빠진 설정이 있어요: `{ $key }`
toml-duplicate-key = 같은 설정이 두 번 나와요: `{ $key }`
toml-wrong-type = 값의 종류가 맞지 않아요. 맞는 값: { $kind }
toml-kind-bool = true 또는 false
toml-kind-text = 따옴표 속 글자
toml-kind-number = 숫자
toml-kind-list = [ ] 속 목록
toml-kind-table = 설정 묶음
toml-level = 단계는 1부터 5까지예요 (적힌 값: { $level })
toml-expected = TOML 문법에 맞지 않아요. 여기에 있어야 할 것: { $expected }
toml-syntax = TOML 문법에 맞지 않아요 (설정은 이름 = 값으로 적어요)
