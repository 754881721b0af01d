# 키 표: 키마다 하는 일(key-…, 도움말), 아래 키 줄의 말(bar-…: 짧게. 줄이
# 좁으면 항목을 통째로 빼요), 상황별 제목, 키에 대한 알림.

## 도움말의 상황별 제목.
key-section-board = 말판에서
key-section-review = 돌아보기에서
key-section-question = 물음에 답할 때
key-section-help = 이 도움말에서
key-section-prompt = 파일 이름을 칠 때
key-section-chat = 친구에게 할 말을 칠 때
key-section-join = 들어갈 주소를 칠 때
key-section-start = 시작 화면에서
key-section-anywhere = 어디서나

## 말판에서.
key-cursor-up = 커서를 위로
key-cursor-down = 커서를 아래로
key-cursor-left = 커서를 왼쪽으로
key-cursor-right = 커서를 오른쪽으로
key-up-left = 커서를 왼쪽 위로 (숫자판 7)
key-up-right = 커서를 오른쪽 위로 (숫자판 9)
key-down-left = 커서를 왼쪽 아래로 (숫자판 1)
key-down-right = 커서를 오른쪽 아래로 (숫자판 3)
key-select = 커서 밑의 말을 들어요 / 든 말을 표시된 점에 놓아요
key-put-back = 든 말을 제자리에 내려놓아요
key-next-piece = 움직일 수 있는 다음 말로 커서를 옮겨요
key-previous-piece = 움직일 수 있는 앞의 말로 커서를 옮겨요
key-undo = 한 수 물러요
key-redo = 무른 수를 다시 둬요
key-draw = 비기자고 해요
key-resign = 기권해요 (먼저 물어봐요)
key-say = 친구에게 말해요 (네트워크 대국)
key-join-again = 다시 들어가요 (네트워크 대국)
key-new-game = 새 판 (묘수풀이: 다음 문제, 익힘: 다음 과제)
key-save = 판을 파일로 저장해요
key-flip = 말판을 돌려요
key-pause = 컴퓨터를 쉬게 해요 / 다시 두게 해요
key-build-table = 완벽하게 두도록 풀이표를 만들어요
key-hints = 수 평가: 모든 수의 값을 보여 줘요
key-coach = 코치: 둘 차례인 쪽에 좋은 수를 말판에 표시해요
key-explain = 코치: 마지막 수가 무엇을 했는지 알려 줘요
key-retry = 묘수풀이나 익힘: 처음부터 다시 해요
key-review = 판을 돌아봐요 (값의 흐름 그래프와 함께)
key-help = 이 도움말
key-start-screen = 시작 화면으로 가요 (판은 저장돼 있어요)
key-quit = 끝내요

## 돌아보기에서.
key-review-back = 한 수 뒤로
key-review-on = 한 수 앞으로
key-review-first = 처음으로
key-review-last = 끝으로
key-review-leave = 돌아보기를 끝내요
key-review-coach = 코치: 보이는 판에서 둘 차례인 쪽에 좋은 수
key-review-explain = 코치: 보이는 판으로 이끈 수가 무엇을 했는지
key-review-build-table = 돌아보기의 값을 알도록 풀이표를 만들어요

## 물음.
key-yes = 예
key-no = 아니요

## 도움말에서.
key-scroll-up = 위로 넘겨요
key-scroll-down = 아래로 넘겨요
key-page-up = 한 쪽 위로
key-page-down = 한 쪽 아래로
key-top = 맨 위로
key-bottom = 맨 끝으로
key-close-help = 도움말을 닫아요

## 시작 화면에서.
key-start-up = 위로
key-start-down = 아래로
key-previous-value = 앞의 값 (항목 줄에서는 앞의 고누)
key-next-value = 다음 값 (항목 줄에서는 다음 고누)
key-start-chosen = 고른 것을 시작해요
key-delete-game = 커서 밑의 저장된 판을 지워요 (먼저 물어봐요)
key-rules = 규칙
key-back = 뒤로

## 한 줄을 칠 때.
key-text-start = 커서를 맨 앞으로
key-text-end = 커서를 맨 끝으로
key-delete-back = 커서 앞의 글자를 지워요
key-delete = 커서 밑의 글자를 지워요
key-delete-word = 커서 앞의 낱말을 지워요
key-delete-name = 이름을 모두 지워요
key-delete-line = 줄을 모두 지워요
key-prompt-save = 저장해요
key-prompt-leave = 저장하지 않아요
key-chat-send = 친구에게 이 줄을 보내요
key-chat-leave = 아무것도 보내지 않아요
key-chat-back = 주고받은 말을 위로 넘겨요
key-chat-on = 주고받은 말을 아래로 넘겨요
key-join-enter = 이 주소와 코드로 친구의 판에 들어가요
key-join-leave = 메뉴로 돌아가요

## 어디서나.
key-quit-now = 바로 끝내요
key-suspend = 잠시 멈춰요 (셸에서 fg로 이어요)

## 설정 파일이 이 키의 일을 다른 키에 맡겨서, 눌러도 아무 일이 없을 때.
key-moved = { $key } 키는 여기서 하는 일이 없어요. { $action }: 이제 { $keys } 키예요

## 설정 파일의 [keys] 표가 틀렸을 때.
key-unknown-mode = [keys.{ $mode }]: 없는 상황 이름 `{ $mode }`. 상황은 { $modes } 중 하나예요
key-mode-empty = 키가 없는 상황 `{ $mode }`
key-unknown-action = [keys.{ $mode }]: 없는 동작 이름 `{ $action }`. 이 상황의 동작은 { $actions }
key-none-given = `{ $action }`: 키를 하나도 주지 않았어요
key-unknown-name = 모르는 키 이름 `{ $name }`
key-clash = [keys.{ $mode }]: `{ $key }` 키 하나가 두 가지 일({ $first }, { $second })을 하게 돼요

## 키 줄의 말.
bar-move = 이동
bar-pick-drop = 선택
bar-remove = 따내기
bar-place = 놓기
bar-cancel = 취소
bar-next-piece = 다음 말
bar-undo = 무르기
bar-redo = 다시 두기
bar-draw = 비김 제안
bar-resign = 기권
bar-say = 말하기
bar-join-again = 다시 들어가기
bar-new = 새 판
bar-save = 저장
bar-pause = 쉬기
bar-build-table = 풀이표 만들기
bar-hints = 수 평가
bar-coach = 코치
bar-explain = 설명
bar-retry = 다시 하기
bar-review = 돌아보기
bar-help = 도움말
bar-menu = 메뉴
bar-quit = 나가기
bar-back = 뒤로
bar-on = 앞으로
bar-first = 처음
bar-last = 끝
bar-leave = 나가기
bar-yes = 예
bar-no = 아니요
bar-up = 위
bar-down = 아래
bar-page = 쪽 넘기기
bar-close = 닫기
bar-game-options = 고누·설정
bar-choose = 고르기
bar-delete = 지우기
bar-rules = 규칙
bar-edit = 고치기
bar-send = 보내기
bar-chat-log = 주고받은 말
bar-join = 들어가기
