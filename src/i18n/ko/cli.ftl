# 명령줄의 말: 명령마다 하는 일(cmd-…), 선택 사항마다 하는 일
# (cli-<명령>-<선택 사항>, 모든 명령에서 같으면 cli-<선택 사항>), 선택 사항이
# 늘어놓는 값(cli-value-…). --help가 보여 줘요.

cmd-kono = 한국의 말판 놀이 고누를 터미널에서 둬요: 친구와, 컴퓨터(완벽한 수까지)와, 네트워크로 두고, 배우기도 있어요
cmd-kono-after = 명령 없이 `kono`를 치면 시작 화면이 열려요(--ascii와 --theme로 모양을 정할 수 있어요). 위의 다른 선택 사항을 주면 `kono tui`처럼 바로 말판으로 가요. 규칙: `kono rules --variant five|four|well|pumpkin|line|mill`. 설정과 키: `kono config`.
cmd-tui = 터미널에서 둬요: 컴퓨터와 두거나, 한 자판에서 둘이 둬요(그냥 `kono`는 시작 화면을 열어요)
cmd-rules = 고누의 규칙을 처음 국면 그림과 함께 보여 줘요
cmd-perft = 정한 깊이까지 수순을 세요(수 만들기의 점검이자 속도 측정이에요)
cmd-replay = 저장한 판의 말판을 N수 뒤나 끝에서 보여 줘요
cmd-analyze = 국면과 모든 수의 값: 풀어 둔 표에서 얻은 정확한 값이나, 탐색으로 어림한 값
cmd-solve = 고누와 규칙 선택의 풀이 표를 만들어요(완벽한 수를 위해)
cmd-arena = 컴퓨터끼리 둬요: 단계끼리 겨뤄 봐요
cmd-puzzle = 풀이 표에서 고른 이긴 국면: 완벽하게 막는 상대를 이겨 보세요
cmd-host = 다른 컴퓨터의 친구와 둘 판을 열어요: 기다리면서 주소와 참가 코드를 보여 줘요
cmd-join = 친구의 판에 들어가요: `kono join ADDR[:PORT] [CODE]`
cmd-learn = 배우기: 여섯 고누를 진짜 말판에서 한 걸음씩 배워요
cmd-completions = 셸의 자동 완성 스크립트를 보여 줘요
cmd-manual = 매뉴얼 페이지(roff, `man`용)를 보여 줘요: 모든 명령과 선택 사항
cmd-config = 설정 파일이 어디 있는지와 지금 쓰는 설정(모양, 시작 화면의 선택, 모든 키)을 주석 달린 파일로 보여 줘요: 고쳐 쓸 바탕이에요
cmd-help = 이 도움말이나 주어진 명령의 도움말을 보여 줘요

cli-variant = 어느 고누
cli-perft-variant = 이 고누의 처음 국면, 흑 차례에서 시작해요. --position과 함께 쓰면 국면을 이 고누의 것으로 읽어요(4 × 4 말판은 네밭고누인지 줄고누인지 꼭 정해야 해요)
cli-analyze-variant = 이 고누의 처음 국면, 흑 차례를 분석해요(여러 번 써도 돼요). --position과 함께 쓰면 한 번만: 국면을 이 고누의 것으로 읽어요(4 × 4 말판은 네밭고누인지 줄고누인지 꼭 정해야 해요)
cli-puzzle-variant = 어느 고누(오밭고누는 풀이 표가 있어야 해요: `kono solve --variant five`)
cli-learn-variant = 어느 고누의 배우기 [기본값: five, --list와 쓰면 모든 고누]
cli-first = 누가 먼저 두나 [기본값: 오밭고누는 제비뽑기, 다른 고누는 흑]
cli-strict-goal = 오밭고누: 내 말 7개가 모두 상대 집에 들어가야 이겨요
cli-forced-capture = 네밭고누: 잡을 수 있으면 반드시 잡아야 해요
cli-no-repeat = 줄고누: 전에 나온 국면을 다시 만드는 수는 둘 수 없어요
cli-ascii = 평범한 ASCII 글자로만 그려요
cli-theme = 어두운 터미널용 색이나 밝은 터미널용 색; auto는 터미널에 물어보고, 안 되면 양쪽에서 다 읽히는 색을 써요 [기본값: 설정 파일의 것, 없으면 auto]
cli-puzzle-theme = 어두운 터미널용 색이나 밝은 터미널용 색
cli-load = 저장한 판을 마지막 국면에서 열어요(규칙은 기보를 따라요)
cli-resume = 마지막 수를 둔, 끝나지 않은 판을 이어서 둬요(규칙은 기보를 따라요)
cli-host-resume = 여기서 연 네트워크 판 가운데 끝나지 않은 마지막 판을 같은 코드와 판 번호로 이어서 둬요(규칙은 기보를 따라요)
cli-computer = 컴퓨터와 둬요: 컴퓨터가 맡을 편(컴퓨터를 적어 둔 저장된 판은 그대로 따라요)
cli-level = 컴퓨터의 단계: 1(입문)부터 5(완벽)까지, 또는 단계의 이름 [기본값: 3]
cli-analyze-level = `best`로 보여 줄 수를 고르는 단계: 1(입문)부터 5(완벽)까지
cli-clock = 시계를 쓰고 둬요: 한 편의 분 + 수마다 더하는 초(5+3, 0:30+2), 또는 한 수의 초(30s). 시간이 다 된 편이 져요
cli-host-clock = 시계를 쓰고 둬요: 한 편의 분 + 수마다 더하는 초(5+3). 시간은 판을 연 쪽이 재요. 시간이 다 된 편이 져요
cli-lang = 언어: en 또는 ko [기본값: 설정 파일의 것, 없으면 로캘(LC_ALL, LC_MESSAGES, LANG)의 것, 없으면 en]
cli-help = 도움말을 보여 줘요
cli-version = 버전을 보여 줘요
cli-position = 이 국면에서 시작해요(적는 법: `kono rules`). 말판 모양으로 고누가 정해지고, 두 고누가 같은 말판을 쓰면 --variant로 정해요
cli-analyze-position = 이 국면을 분석해요(적는 법: `kono rules`; 여러 번 써도 돼요)
cli-depth = 이 깊이까지 세요, 1부터 12까지(오밭고누의 깊이 12는 몇 분 걸려요)
cli-divide = 먼저 둘 수 있는 수마다 그 수를 늘어놓아요
cli-file = 읽을 기보 파일
cli-to = 끝 대신 기보의 N수째(흑과 백의 수 한 쌍)를 둔 뒤의 국면을 보여 줘요 (0: 처음 국면)
cli-annotate = 먼저 모든 수를 둔 쪽에게의 값과 함께 늘어놓고, 결과를 놓친 수에는 표시(`?`, `??`)를 해요(풀이 표에서)
cli-json = 국면마다 JSON 객체 하나, 한 줄씩
cli-learn-json = --list와 함께: 과제마다 JSON 객체 하나, 한 줄씩
cli-force = 표가 있어도 다시 만들어요(망가진 표라든가)
cli-pieces = 참고누: 놓기가 끝난 뒤(옮기기)의 풀이표가 닿는 한쪽 말 수, 3에서 12까지 [기본값: 6(1~2분쯤 걸려요), 12면 옮기기 전부]
cli-black = 흑을 두는 단계: 1(입문)부터 5(완벽)까지
cli-white = 백을 두는 단계
cli-games = 몇 판을 둘지, 1 이상
cli-seed = 첫 판의 시드(N번째 판은 SEED + N): 시드가 같으면 같은 판들을 둬요
cli-puzzle-seed = 이 시드로 문제를 골라요(시드가 같으면 문제도 같아요) [기본값: 무작위, 대국 화면에 보여요]
cli-plies = 끝에서 몇 수쯤(양쪽의 수를 다 세어서) 떨어진 문제인지
cli-side = 판을 연 쪽이 둘 편
cli-port = 기다릴 포트 [기본값: 7345; --resume과 쓰면 그 판의 것]
cli-bind = 기다릴 주소 [기본값: 모든 인터페이스, IPv4와 IPv6; --resume과 쓰면 그 판의 것]
cli-code = 참가 코드(A-Z와 2-9에서 6글자, I, O, 0, 1은 빼고) [기본값: 무작위]
cli-join-code = 판을 연 쪽이 보여 주는 참가 코드 [기본값: 물어봐요]
cli-no-aids = 도움 없이: 이 판에서는 두 편 모두 힌트도 코치도 못 써요(없으면 누구나 쓸 수 있고, 상대에게 알려요)
cli-addr = 판을 연 쪽의 주소, 포트가 7345가 아니면 포트까지: `192.0.2.7`, `example.org:7000`, `[2001:db8::7]:7345`
cli-lesson = 멈춘 곳에서 잇지 않고 이 배우기(1부터)를 열어요
cli-list = 모든 배우기와 과제를 늘어놓아요: 시작 국면, 목표, 풀이 한 줄, 끝냈는지
cli-shell = 셸

cli-value-first-black = 흑이 먼저 둬요
cli-value-first-white = 백이 먼저 둬요
cli-value-first-random = 제비뽑기(오밭고누의 기본값)
cli-value-theme-auto = 터미널에 바탕색을 물어봐요
cli-value-theme-dark = 어두운 바탕용
cli-value-theme-light = 밝은 바탕용
cli-value-computer-black = 흑
cli-value-computer-white = 백
cli-value-computer-both = 둘 다: 컴퓨터끼리 둬요
cli-value-lang-en = English
cli-value-lang-ko = 한국어
cli-value-side-black = 흑
cli-value-side-white = 백
cli-value-side-random = 제비뽑기, 두 사람 모두에게 알려요
cmd-serve = 누구나 `ssh`로 들어오는 고누 서버: 대기실, 서버가 맡는 대국, 관전, 등급
cli-serve-port = 들을 포트
cli-serve-bind = 들을 주소 [기본: 모든 인터페이스]
cli-data = 서버의 데이터 폴더: 계정, 호스트 키, 등급, 기보 [기본: kono의 데이터 폴더]
cli-max-sessions = 한꺼번에 받을 연결 수의 최대

## 모든 도움말과 사용법 오류의 틀.
cli-usage-heading = 사용법:
cli-heading-commands = 명령
cli-heading-arguments = 인자
cli-heading-options = 선택 사항
cli-default = [기본값: { $value }]
cli-possible = [쓸 수 있는 값: { $values }]
cli-possible-heading = 쓸 수 있는 값:

cli-usage-options = [선택 사항]
cli-usage-command = <명령>
# 도움말과 사용법 줄에서 값의 자리 이름.
cli-name-addr = 주소
cli-name-black = 흑
cli-name-code = 코드
cli-name-depth = 깊이
cli-name-dir = 폴더
cli-name-file = 파일
cli-name-first = 먼저
cli-name-games = 판수
cli-name-lang = 언어
cli-name-level = 단계
cli-name-min-sec = 분+초
cli-name-pieces = 말수
cli-name-pos = 국면
cli-name-seed = 시드
cli-name-shell = 셸
cli-name-side = 편
cli-name-theme = 테마
cli-name-variant = 고누
cli-name-white = 백

## `kono analyze --help`에서 선택 사항 뒤의 글: JSON의 필드.
cmd-analyze-after-long =
    --json이면 국면마다 JSON 객체 하나를 한 줄에 써요. 필드는 이 순서예요:
      variant     "five", "four", "well", "pumpkin", "line", "mill" 중 하나
      options     쓰는 규칙 선택: [], ["strict-goal"], ["forced-capture"], ["no-repeat"]
      position    국면, `kono rules`가 설명하는 표기로
      value       둘 차례인 쪽에게 "win", "loss", "draw"; 탐색이 이김도 짐도
                  증명하지 못하면 "unknown"
      remoteness  최선으로 둘 때 끝까지 남은 수(반수): 이기는 쪽은 가장 빨리 이기고,
                  지는 쪽은 가장 오래 버텨요; 비김이나 모르는 값이면 null
      score       exact가 false일 때만: 둘 차례인 쪽에게 탐색이 어림한 값
                  (양수면 그쪽이 좋아요)
      exact       값이 풀이 표에서 왔으면(또는 판이 끝났으면) true
      best        --level의 컴퓨터가 둘 수; 판이 끝났으면 null
      moves       둘 수 있는 모든 수, 좋은 수부터, 각각 이런 객체:
        move        수, `kono rules`의 표기로 (b1-c2, a1xa3, pass)
        value       그 수를 두는 쪽에게 "win", "loss", "draw", "unknown"
        remoteness  그 수로 가는 국면의 remoteness: 바로 이기는 수는 0,
                    19반수 만에 이기는 국면의 최선의 수는 18; 비김이나 모르는 값이면 null
        score       exact가 false일 때만: 두는 쪽에게 탐색이 어림한 값
    remoteness는 반수(양쪽의 수)를 세요. 사람이 읽는 글은 이기는 쪽의 수를 세요:
    화면의 국면에서 그 수까지 넣어, 19반수 만의 이김은 "10수 만에 이김"(이기는 쪽의
    10수)이고 그 최선의 수도 그래요; 바로 이기는 수는 "1수 만에 이김"; 12반수 만의
    짐은 "6수 만에 짐"(상대의 6수)이에요.
