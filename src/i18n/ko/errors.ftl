# 명령줄이 알리는 오류, 그리고 규칙·기보·파일의 오류를 말로.

## 파일과 기보.
err-read-missing = 그런 파일이 없어요
err-read-not-regular = 보통 파일이 아니에요
err-read-too-big = { $most }보다 커서 너무 커요
err-record-too-big = { $most }보다 커서 kono 기보로는 너무 커요
err-read-not-text = UTF-8 글이 아니에요
err-record-line = { $line }번째 줄: { $message }

## 점, 수, 놀이, 선택 사항.
err-bad-point = 점이 아니에요: `{ $text }`. 점은 c3처럼 글자 하나와 숫자 하나로 적어요
err-bad-move = 수가 아니에요: `{ $text }`. 수는 b1-c2 같은 한 칸 가기, a1xa3 같은 잡기, 또는 pass로 적어요
err-bad-variant = 고누 이름이 아니에요: `{ $text }`. five, four, well, pumpkin, line, mill 가운데 하나를 써요
err-bad-color = 편이 아니에요: `{ $text }`. black이나 white를 써요
err-option-not-for-game = { $game }에는 쓸 수 없는 선택 사항이에요: { $option }

## 국면.
err-analyze-variants-with-position = --position과 함께 쓸 때는 --variant로 고누를 하나만 정하세요: 그 고누의 국면으로 읽어요
err-bad-position = 잘못된 국면 `{ $text }`: { $reason }
err-position-no-side = 국면은 말판 뒤에 빈칸 하나와 둘 차례(b나 w)가 있어야 해요
err-position-bad-side = 둘 차례는 b나 w여야 해요. `{ $text }`는 안 돼요
err-position-trailing = 둘 차례 뒤에 더 적힌 것이 있어요: `{ $text }`
err-position-overlap = 말이 겹치거나 말판 밖에 있어요
err-position-shared-shape = { $first }와 { $second }는 말판이 같아요: 어느 고누인지 --variant로 정하세요
err-position-adjacent-counts = { $rank }줄의 `{ $text }`처럼 빈 점의 개수를 붙여 쓰지 말고 합친 수 { $count } 하나만 쓰세요
err-position-rank-count = 국면의 가로줄은 3, 4, 5, 7줄이에요. { $count }줄은 안 돼요
err-position-rank-shape = 위에서부터 점이 { $shape }개인 가로줄들은 어느 고누의 말판에도 맞지 않아요
err-position-wrong-board = { $game }의 국면이 아니에요: 가로줄이 그 말판에 맞지 않아요
err-position-no-hands = 참고누의 국면은 둘 차례 뒤에 흑과 백이 손에 든 말의 수가 있어야 해요. 예: `b 12 12`
err-position-bad-hand = 손에 든 말의 수(0에서 12)가 아니에요: `{ $text }`
err-position-rank-length = { $rank }줄의 점이 { $found }개예요. 이 말판은 { $expected }개여야 해요
err-position-bad-char = { $rank }줄: 말이 아닌 글자 `{ $text }`가 있어요(b, w, . 또는 빈 점의 개수를 쓰고, 참고누에서는 x로 점을 표시해요)
err-position-piece-count = { $game }는 두 편 모두 말이 { $expected }개여야 해요. { $side }은 { $count }개예요
err-position-too-many = { $game }는 한 편의 말이 많아야 { $most }개예요. { $side }은 { $count }개예요
err-position-too-many-in-hand = { $game }는 한 편의 말이 말판과 손을 합쳐 많아야 { $most }개예요. { $side }은 { $count }개예요
err-position-mover-beaten = { $side }이 방금 두었는데 말이 { $count }개 남았어요: { $game }는 그 전에 끝나요
err-position-colour-class = { $side }의 말 { $count }개가 짝수 점(글자 번호 + 숫자가 짝수)에 있어요. 오밭고누는 거기에 3개, 홀수 점에 4개를 둬요
err-position-hands = { $side } 차례에 손에 든 말이 { $black }개와 { $white }개일 수는 없어요: 놓기는 흑부터 번갈아 해요
err-position-marks = 표시된 점은 { $count }개인데 따낸 말은 { $removed }개예요: 표시는 놓는 동안 빈 점에만, 따낸 말 하나에 하나씩 있어요

## 사용법 오류의 틀(나머지는 clap의 말).
err-usage = 오류:
err-usage-more = 더 알아보려면 '--help'를 쳐 보세요.
err-usage-invalid-value = '{ $arg }'에 맞지 않는 값 '{ $value }'
err-usage-no-value = '{ $arg }'에는 값이 있어야 하는데 주어지지 않았어요
err-usage-possible = 쓸 수 있는 값: { $values }
err-usage-unknown-arg = 알 수 없는 인자 '{ $arg }'
err-usage-tip-arg = 도움말: 비슷한 인자가 있어요: '{ $arg }'
err-usage-unknown-command = 알 수 없는 명령 '{ $name }'
err-usage-tip-command = 도움말: 비슷한 명령이 있어요: '{ $name }'
err-usage-conflict = '{ $arg }' 옵션은 '{ $other }' 옵션과 함께 쓸 수 없어요
err-usage-missing = 꼭 있어야 하는 인자가 빠졌어요: { $args }
err-usage-missing-command = 명령이 있어야 해요
err-usage-no-equals = '{ $arg }'의 값 앞에는 등호(=)가 있어야 해요
err-usage-too-many = '{ $arg }'에 뜻밖의 값 '{ $value }': 값이 더 있으면 안 돼요
err-usage-values-count = '{ $arg }'의 값 개수가 맞지 않아요
err-usage-not-utf8 = UTF-8이 아닌 인자가 있어요
err-usage-not-number = 정수가 아니에요
err-usage-not-address = IP 주소가 아니에요 (127.0.0.1이나 ::1처럼 써요)
err-usage-at-least-one = 1 이상이어야 해요
err-usage-number-too-big = 범위를 벗어난 수예요
err-usage-out-of-range = { $low }에서 { $high } 사이가 아니에요
err-bad-level = `{ $text }`: 단계이 아니에요. 1(입문)부터 5(완벽)까지, 또는 단계의 이름을 쓰세요

## 명령들이 알리는 오류.
cmd-replay-past-end = --to { $to }는 끝을 지나요: { $file }의 판은 { $count }수예요
cmd-replay-needs-table = { $game }의 수마다 값을 달려면 풀이 표가 있어야 해요: `{ $command }`로 한 번 만들어 두세요
cmd-replay-not-covered = 풀이 표에 이 국면이 없어요
cmd-puzzle-needs-table = 문제를 내려면 { $game }의 풀이 표가 있어야 해요: `{ $command }`로 한 번 만들어 두세요
cmd-puzzle-unsolved = { $game }에는 묘수풀이가 없어요. 묘수풀이는 풀이표가 있는 고누에서만 나오는데, 이 고누는 아직 풀리지 않았어요
cmd-puzzle-none = 시드 { $seed }로는 이긴 국면을 찾지 못했어요: 다른 --seed를 써 보세요
cmd-solve-pieces-mill-only = --pieces는 --variant mill에만 써요(다른 고누의 풀이표는 통째예요)
cmd-solve-stopped = ctrl-c로 멈췄어요: 아무것도 쓰지 않았어요
cmd-solve-stopped-written = ctrl-c로 멈췄어요: 표는 다 쓴 뒤예요
cmd-arena-stopped = ctrl-c로 멈췄어요: { $count }판 가운데 { $played }판을 뒀어요
cmd-net-cannot-save = 여기에는 기보를 저장할 수 없어요({ $why }): 네트워크 판의 수를 잃게 되니 시작하지 않아요
cmd-serve-data = 서버의 데이터를 { $dir }에 둘 수 없어요: { $why }
cmd-signal-thread = 신호를 받을 스레드를 시작하지 못했어요
cmd-host-no-data = 이어 둘 데이터 폴더가 없어요: KONO_HOME을 정해 주세요
cmd-host-nothing-to-resume = { $folder }에는 여기서 연, 끝나지 않은 네트워크 판이 없어요
cmd-writing-stdout = 표준 출력에 쓰는 중

## 터미널과 네트워크.
err-need-terminal = 터미널에서 두려면 터미널이 있어야 하는데, 표준 출력이 터미널이 아니에요(글로 보려면 `kono rules`)
err-net-port-in-use = 포트 { $port }는 이미 쓰이고 있어요(다른 프로그램이나 다른 kono 판이 써요): --port로 다른 포트를 고르세요
err-net-listen = { $addr }에서 기다릴 수 없어요: { $error }
err-net-resolve = `{ $name }`의 주소를 찾을 수 없어요
err-net-refused = { $target }에서 판을 연 사람이 없어요(연결 거부)
err-net-connect = { $target }에 닿을 수 없어요: { $error }
err-net-not-kono = { $target }는 kono 판이 아니에요({ $said })
err-net-refused-by-host = 판을 연 쪽이 거절했어요: { $reason }
err-net-protocol = 판을 연 쪽이 약속된 통신 규칙을 어겼어요: { $reason }
err-net-io = 네트워크: { $error }
err-lock-busy = { $game }는 다른 kono 창에 열려 있어요({ $holder })
err-lock-io = { $game }를 잠글 수 없어요: { $error }
cmd-config-defaults = { $problem }. kono는 기본 설정을 써요

## 풀이표를 얻거나 만들거나 두거나 읽을 수 없을 때.
err-table-damaged = 풀이표 { $path }가 망가졌어요({ $what }): `{ $rebuild }`로 다시 만드세요
err-table-memory = { $table } 풀이표를 만들 메모리가 모자라요: 약 { $size }가 필요해요
err-table-not-kept = { $table } 풀이표는 만들었지만 저장하지 못했어요: { $reason }
err-table-unreadable = 풀이표를 읽을 수 없어요({ $path }): { $reason }
err-table-failed = { $table } 풀이표를 만들지 못했어요: { $reason }
err-table-cancelled = 풀이표 만들기를 멈췄어요

## 시간 제한의 글([TimeControl] 태그, --clock).
err-clock-shape = `{ $text }`: 시간 제한으로 읽을 수 없어요. 5+3처럼 분+초로, 또는 30s처럼 한 수에 몇 초로 적어요
err-clock-too-long = `{ $text }`: 하루보다 길어요
err-clock-no-time = `{ $text }`: 시간이 없어요. 한 수에 적어도 1초는 있어야 해요

## 연결이나 파일에 대해 시스템이 알리는 것(종류에 따라, 나머지는 그대로).
err-io-refused = 연결을 거절당했어요
err-io-cut = 연결이 끊겼어요
err-io-timed-out = 시간이 다 됐어요
err-io-unreachable = 네트워크로 닿을 수 없어요
err-io-address = 여기서는 그 주소를 쓸 수 없어요
err-io-permission = 권한이 없어요

## kono --resume: 이어 둘 판이 없을 때.
store-resume-none = { $dir }에 이어 둘 판이 없어요
store-resume-open-elsewhere = { $dir }에 이어 둘 판이 없어요: 마지막 판 { $file }은 다른 kono 창에서 열려 있어요 ({ $holder })
store-resume-unreadable = { $dir }의 두다 만 판을 이어 둘 수 없어요

# 배우기 기록 파일.
store-progress-not-a-line = 한 줄에는 과제 이름과 별 수가 있어야 해요
store-progress-not-a-task = 과제 이름이 아니에요
store-progress-stars = 별은 1, 2, 3 가운데 하나예요
store-progress-damaged = { $file }의 배우기 기록이 망가졌어요({ $why }): { $kept ->
    [0] 남긴 과제가 없어요
   *[other] 과제 { $kept }개를 남겼어요
}. 이 파일은 { $aside }로 옮겨 둬요
file-at-line = { $line }번째 줄: { $problem }

## Where kono keeps things, and what it could not read.
store-no-data-dir = 판을 둘 곳이 없어요: KONO_HOME이나 HOME을 정하세요
store-no-config-dir = 설정 파일을 둘 곳이 없어요: KONO_CONFIG나 HOME을 정하세요
store-progress-asides-full = { $file }이 망가졌고, 망가진 사본을 이미 { $count }개 두었어요
store-progress-not-moved = 망가진 { $file } 파일을 옆으로 옮기다가
store-cannot-delete = { $path } 파일을 지우다가
store-cannot-create = { $path } 폴더를 만들다가
store-resume-and-unreadable = { $why }. 저장된 판 하나를 읽을 수 없어요: { $problem }
cmd-autosave-off-why = 자동 저장이 꺼졌어요: { $why }
cmd-saved-unreadable = 저장된 판 하나를 읽을 수 없어요: { $problem }{ $more ->
        [0] {""}
       *[other] { " " }(그 밖에 { $more }개 더)
    }

## 터미널과 kono에 필요한 스레드가 실패할 때.
err-term-setup = 터미널을 준비하다가
err-term-clear = 화면을 지우다가
err-term-read = 터미널 입력을 읽기 시작하다가
err-term-stop = 멈추다가
err-term-again = 터미널을 다시 준비하다가
err-term-draw = 화면을 그리다가
err-term-input-stopped = 터미널 입력을 읽다가: 입력 스레드가 멈췄어요
err-net-thread = 네트워크 스레드를 시작하다가
err-watch-ctrl-c = ctrl-c를 지켜보다가
err-watch-signals = 시그널을 지켜보다가
store-no-free-name = { $folder }에 새 판에 붙일 빈 이름이 없어요
