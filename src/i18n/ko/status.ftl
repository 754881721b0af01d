# 알림 줄: 방금 일어난 일, 키가 안 먹힌 까닭, 묻는 말.

status-saved = { $path }에 저장했어요
status-new-game = 새 판: { $side }이 먼저 둬요
status-new-game-drawn = 새 판: { $side }이 먼저 둬요 (제비뽑기)
status-loaded = { $from }: { $number }수째, { $side } 차례
status-loaded-over = { $from }: { $count }수, { $outcome }
status-picked = { $at }의 말을 들었어요. { $places }
status-put-back = 말을 내려놓았어요
status-removing = { $to }에 곤이 섰어요: 상대 말 하나를 따내세요 (표시된 말 중에서. { $key }로 커서 밑의 말을 따내요)
status-took-back = 물렀어요: { $what }
status-played-again = 다시 뒀어요: { $what }
status-paused = 컴퓨터가 쉬고 있어요: { $key }를 누르면 다시 둬요
status-plays-on = 컴퓨터가 다시 둬요
status-building-table = 오밭고누 풀이표를 뒤에서 만드는 중이에요 (CPU로 10초쯤, 메모리 450MB). 그동안 계속 두세요. 다 될 때까지는 수읽기가 대신해요
status-puzzle-needs-table = 묘수풀이에는 오밭고누 풀이표가 있어야 해요: { $key }로 만들어요 (CPU로 10초쯤, 메모리 450MB)
status-hints-on = 수 평가 켬: 모든 수의 값을 보여 줘요
status-hints-off = 수 평가 끔
status-reviewing = 돌아보기: { $arrows } 한 수씩, Home/End 처음과 끝, Esc 돌아가기
status-offered-draw = { $side }이 비기자고 했어요: 컴퓨터의 대답을 기다려요
status-declined = { $side }이 비김을 거절했어요
status-goes-on = 계속 둬요
status-flipped = 이제 { $side }이 아래쪽이에요
save-name-only = 서버에서는 내 폴더에 이름으로만 저장해요: 폴더 없이 이름을 입력하세요
status-save-as = 저장할 이름:
status-puzzle = 묘수풀이: { $title }
status-autosave-off = 자동 저장 꺼짐: 자료 폴더가 없어요 (KONO_HOME을 정하세요)
status-finding-puzzle = 다음 묘수풀이를 찾는 중…
status-seeking-puzzle = 묘수풀이를 찾는 중…
status-lesson-task = 익힘 { $lesson }, 과제 { $number }: 둘 차례예요
status-task-hint = 코치: { $mv }, 가장 빨리 목표에 닿는 수예요 ({ $key }로 둬요)
status-checking = { $mv } 확인 중…
status-course-done = 마침: { $stars } (3개 중 { $count }개). 과정을 모두 마쳤어요! { $offer }{ $other }
status-asking-coach = 코치가 생각하는 중…
status-no-puzzle = 이번에는 묘수풀이를 못 찾았어요: 다시 해 보세요
status-working-review = 돌아보기 준비 중… { $percent }% (그동안 { $arrows } 한 수씩, Esc 돌아가기)
status-not-saved = 저장하지 않았어요

## 키가 안 먹힌 까닭.
status-step-diagonally = { $error }. 말은 표시된 점으로 비스듬히 가요 ({ $keys } 키로 커서를 비스듬히 옮겨요)
status-rule-game-over = 판이 끝났어요: { $outcome }
status-game-over = 판이 끝났어요 ({ $outcome }): { $new } 새 판, { $undo } 무르기
status-nothing-to-undo = 무를 수가 없어요
status-nothing-to-redo = 다시 둘 수가 없어요
status-nothing-to-cancel = 취소할 것이 없어요
status-removal-is-part = 따내기까지가 한 수예요: 따낼 상대 말을 고르세요 (무르기는 수 전체를 물러요)
status-not-removable = { $at }의 말은 이 수로 따낼 수 없어요: 표시된 말을 고르세요
status-no-question = 대답할 물음이 없어요
status-no-file-name = 파일 이름을 치거나 { $key }로 취소하세요
status-not-saved-why = 저장하지 못했어요: { $why }
status-autosave-failed = 자동 저장 실패: { $why }
status-progress-not-kept = 배우기 기록을 저장하지 못했어요: { $why }
status-read-only = 읽기 전용으로 열었어요. 이어지는 수는 새 파일에 저장해요: { $why }
status-computers-turn = { $side }은 컴퓨터 편이에요: 컴퓨터의 수를 기다리세요
status-computers-turn-paused = { $side }은 컴퓨터 편인데 쉬고 있어요: { $key }를 누르면 다시 둬요
status-no-computer = 이 판에는 컴퓨터가 없어요
status-not-a-puzzle = 다시 풀기는 묘수풀이에서만 돼요
status-in-lesson = 익힘 중에는 안 돼요: { $retry } 과제 다시, { $home } 나가기
status-not-remembered = 설정을 기억하지 못했어요: { $why }
status-no-table-to-build = 만들 것이 없어요: 5단계, 수 평가, 돌아보기, 묘수풀이에 필요한 오밭고누 풀이표가 없을 때만 만들어요

## 수를 말로.
status-and-pass = { $mv }, { $side } 쉼
status-and-reply = { $mine }, { $side }의 응수 { $reply }
status-thinking = { $side } (컴퓨터, { $level }단계) 생각 중 { $sign }
status-or = { $first } 또는 { $last }
status-can-go = 갈 수 있는 점: { $to }
status-can-capture = 잡을 수 있는 점: { $to }
status-can-capture-or-step = 잡을 수 있는 점: { $to }, 갈 수 있는 점: { $steps }
status-placed = { $side }이 { $to }에 말을 놓았어요
status-captured = { $from } { $sign } { $to }: { $side }이 { $to }의 { $other } 말을 잡았어요
status-passes = { $side }이 차례를 넘겨요
status-removing-piece = , { $at }의 { $other } 말을 따냈어요
status-takes = : { $side }이 { $at }의 말을 잡았어요
status-cannot-move = . { $side }은 둘 곳이 없어 차례를 넘겨요
status-placing-over = . 놓기가 끝났어요: 이제부터 말을 줄을 따라 옮겨요
status-end = . { $outcome }

## 묻는 말.
status-ask-new-game = 새 판을 시작할까요? 지금 판은 저장돼요 (kono --resume으로 이어 둬요)
status-ask-quit = 나갈까요? 판은 저장돼요 (kono --resume으로 이어 둬요)
status-ask-next-puzzle = 다음 묘수풀이로 갈까요? 이번 풀이는 저장된 판에 남아요
status-ask-leave-puzzle = 나갈까요? 이번 풀이는 저장된 판에 남아요
status-ask-draw = { $side }이 비기자고 해요. { $other }, 받아들일까요?
status-ask-overwrite = 같은 이름의 파일이 있어요: 바꿀까요?
status-ask-peer-draw = { $side }이 비기자고 해요: 받아들일까요?
status-ask-peer-undo = { $side }이 마지막 수(와 내 응수)를 무르자고 해요: 허락할까요?
status-ask-resign = { $side }이 기권하면 { $other }이 이겨요: 정말 기권할까요?

## 익힘과 코치.
status-task-done = 마침: { $stars } (3개 중 { $count }개)
status-task-why = { $done }: { $why }
status-task-keys = { $done }{ $dot }{ $next } 다음 과제{ $dot }{ $again } 다시
status-first-game = 컴퓨터(1단계)와 첫 판을 둬 보세요: { $key }
status-skipped-task = 익힘 { $lesson }의 { $number }번 과제를 건너뛰었어요: { $key }
status-other-course = { $game } 과정: { $key }
status-coach-play = 코치: { $says }. { $key }로 둬요
status-coach = 코치: { $says }
status-coach-none = 코치: 판이 끝나서 권할 수가 없어요
status-coach-nothing = 코치: 아직 풀이할 수가 없어요

## 규칙에 어긋난 수.
rule-off-board = { $at }: { $game } 말판에 없는 점이에요
rule-no-piece = { $at }에 { $side } 말이 없어요
rule-empty = { $at }: 빈 점이에요
rule-immobile = { $at }의 말은 갈 곳이 없어요
rule-cannot-capture = { $at }의 말은 잡을 수 없는데, 잡을 수 있으면 꼭 잡아야 해요
rule-occupied = { $at }: 빈 점이 아니에요
rule-step-orthogonal = { $mv }: 말은 위, 아래, 왼쪽, 오른쪽으로 한 점씩 가요
rule-step-diagonal = { $mv }: 비스듬히 한 점 가는 수가 아니에요
rule-no-captures = { $mv }: { $game }에는 잡기가 없어요
rule-capture-shape = { $mv }: 잡는 수가 아니에요. 잡을 때는 줄을 따라 두 점을 뛰어요
rule-jump-over-theirs = { $mv }: { $side } 말만 넘을 수 있는데, { $at }에는 { $held } 말이 있어요
rule-jump-over-empty = { $mv }: { $side } 말만 넘을 수 있는데, { $at }에는 말이 없어요
rule-no-enemy = { $mv }: 뛰어서 { $side } 말 위에 내려야 하는데, { $at }에는 없어요
rule-must-capture = { $mv }: 둘 수 없어요. 잡을 수 있으면 꼭 잡아야 해요
rule-not-a-line = { $mv }: 말판의 줄을 따라가지 않아요
rule-well-first-move = { $mv }: 첫 수로 둘 수 없어요. 상대를 바로 막아 버려요
rule-no-way-home = { $mv }: 자기 집 줄을 떠난 말은 다시 들어갈 수 없어요
rule-no-way-out = { $mv }: 상대 집 줄에 들어간 말은 그 줄에 머물러요
rule-must-place = { $side }은 아직 손에 말이 있어요: 하나를 놓으세요 (d2처럼 점을 써요)
rule-placing-over = { $mv }: 말 놓기는 끝났어요. 줄을 따라 말을 옮기세요
rule-marked = { $at }: 표시된 점이에요. 놓기가 끝날 때까지 아무도 못 놓아요
rule-must-remove = { $mv }: 곤이 서요. 따낼 상대 말을 { $example }처럼 x 뒤에 덧붙이세요
rule-no-gon = { $mv }: 곤이 안 서서 따낼 말이 없어요
rule-not-removable = { $at }에는 따낼 { $side } 말이 없어요
rule-repeats = { $mv }: 전에 나온 국면을 다시 만들어요. --no-repeat 규칙으로 금지예요
rule-cannot-pass = { $side }은 움직일 수 있어서 쉴 수 없어요
rule-no-draw-offer = 대답할 비김 제안이 없어요
rule-illegal = { $mv }: 여기서 둘 수 없는 수예요
rule-must-pass = { $side }은 둘 곳이 없어 쉬어야 해요

# s로 저장하기: 이름이 가는 곳, 저장하지 못한 까닭.
save-not-a-name = { $path }: 파일 이름이 아니에요
save-not-a-folder = { $path }: 폴더가 아니에요
save-no-folder = { $path } 폴더가 없어요
save-not-regular = { $path }: 보통 파일이 아니에요
save-exists = { $path } 파일이 이미 있어요: 다른 이름을 써 주세요
save-open-elsewhere = { $path }: 다른 kono 창에서 열려 있어요 ({ $holder })
