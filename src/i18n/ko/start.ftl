# 시작 화면: 메뉴와 설정, 저장된 판, 친구의 판에 들어가기.

start-tagline = 혼자서도 둘이서도 즐기는 우리 고누 놀이.
start-learn = 배우기 (익힘 { $done }/{ $all } 마침)
start-computer = 컴퓨터와 두기
start-two-players = 한 자판에서 둘이 두기
start-host = 네트워크로 친구와 두기: 판 열기
start-join = 네트워크로 친구와 두기: 들어가기
start-resume = 이어 두기: { $game }, { $number }수째
start-open = 저장된 판 열기 ({ $count })
start-puzzles = 묘수풀이: 완벽한 수비를 이기기
start-rules = { $game } 규칙
start-quit = 나가기
start-lobby = 대기실로

start-join-about = 친구가 `kono host`(또는 이 메뉴)로 판을 열고 주소와 참가 코드를 알려 줘요.
start-join-type = 주소(7345가 아니면 :포트까지), 빈칸, 코드를 차례로 치세요.

start-learn-about = 고누가 처음인가요? 진짜 말판에서 짧게 익혀요. Enter는 멈춘 곳부터 이어요.
start-computer-about = Enter로 시작: { $side }을 잡고 { $level } 컴퓨터와 둬요.
start-computer-about-watch = Enter로 시작: { $level } 컴퓨터가 혼자 둬요.
start-two-players-about = Enter로 시작: 한 자판에서 둘이 번갈아 둬요.
start-host-about = Enter로 친구를 기다려요: 알려 줄 주소와 코드가 화면에 나와요.
start-join-entry-about = Enter를 누르면 친구 화면에 나온 주소와 코드를 물어요.
start-resume-about = 두다 만 판을 이어 둬요: 모든 판은 두는 대로 저장돼요.
start-open-about = 모든 판은 두는 대로 저장돼요: 하나를 열거나 지워요.
start-puzzles-about-built = Enter로 풀이표에서 이기는 판을 차려요 (풀이표는 한 번 만들어요).
start-puzzles-about = Enter로 풀이표에서 이기는 판을 차려요: 이겨 보세요.
start-puzzles-about-unsolved = { $game }에는 묘수풀이가 없어요. 묘수풀이는 풀이표가 있는 고누에서만 나오는데, 이 고누는 아직 풀리지 않았어요. ←→로 다른 고누를 고르세요.
start-rules-about = 두는 법을 한 쪽에 담았어요 (위에서 고누를 고르세요).
start-quit-about = kono에서 나가요. 판은 저장된 채로 남아요.
start-lobby-about = 서버의 대기실로 돌아가요. 판은 저장된 채로 남아요.

## 설정.
start-setting-game = 고누
start-setting-you = 내 편
start-setting-level = 단계
start-setting-first = 선
start-setting-option = 규칙 선택
start-setting-clock = 시계
start-setting-aids = 수 평가, 코치

start-you-watch = 없음: 구경
start-level = { $number }단계 ({ $name })
start-level-value = { $number }단계 { $name }
start-level-beginner = 입문
start-level-casual = 초급
start-level-club = 중급
start-level-strong = 고급
start-level-perfect = 완벽
start-level-strongest = 최강
start-first-lot = 제비뽑기
start-on = 켬
start-off = 끔
start-clock-none = 없음
start-clock-per-move = 한 수 { $secs }초
start-aids-allowed = 허용

start-game-about-five = 경주: 말을 비스듬히 옮겨 상대 집을 먼저 채워요.
start-game-about-four = 잡기: 내 말을 넘어 상대 말 자리로 뛰어 잡아요.
start-game-about-well = 다섯 점에 말이 둘씩: 상대가 못 움직이게 막아요.
start-game-about-pumpkin = 호박 둘레에 말이 셋씩: 상대가 못 움직이게 막아요.
start-game-about-line = 상대 말 한두 개를 내 말 둘 사이에 가둬 잡아요.
start-game-about-mill = 말 열두 개를 놓고, 곤을 만들어 상대 말을 따내요.

start-option-five = 집 다 채우기
start-option-five-off = 끔: 집에 남은 말도 집을 채우는 데 쳐요. 내 말이 하나는 있어야 해요.
start-option-five-on = 켬: 내 말 7개가 모두 상대 집에 들어가야 이겨요.
start-option-four = 잡기 의무
start-option-four-off = 끔: 잡을지 말지는 마음대로예요.
start-option-four-on = 켬: 잡을 수 있으면 꼭 잡아야 해요.
start-option-line = 되풀이 금지
start-option-line-off = 끔: 같은 국면이 세 번째 나오면 비겨요.
start-option-line-on = 켬: 전에 나온 판을 다시 만드는 수는 둘 수 없어요.
start-no-option = 이 고누에는 규칙 선택이 없어요.

start-you-black-about = 흑은 말판 아래쪽에서 시작해요.
start-you-white-about = 백은 위쪽에서 시작해요. 컴퓨터가 흑을 둬요.
start-you-watch-about = 컴퓨터가 양쪽을 두고 나는 구경해요.
start-first-lot-about = 판마다 제비뽑기로 선을 정해요.
start-first-about = 언제나 { $side }이 먼저 둬요.
start-clock-none-about = 시계 없음: 마음껏 생각하세요.
start-clock-per-move-about = 한 수를 { $secs }초 안에 두지 않으면 져요.
start-clock-about = 각자 몇 분 + 한 수마다 몇 초 더해요. 시간이 다 되면 져요.
start-aids-allowed-about = 양쪽 모두 쓸 수 있고, 쓰면 상대에게 알려요.
start-aids-off-about = 양쪽 모두 끔: 오로지 내 판단으로 둬요.

start-level-1-about = 입문: 거의 아무렇게나 두지만 한 수 만에 이기는 수는 놓치지 않아요.
start-level-2-about = 초급: 몇 수 앞을 보고, 가끔 실수해요.
start-level-3-about = 중급: 제대로 수를 읽어요. 조심하면 이길 수 있어요.
start-level-4-about = 고급: 깊이 수를 읽어요. 이기기 어려워요.
start-level-5-about = 완벽: 풀이표를 만들면 그대로 둬요. 이길 수 있는 판은 절대 놓치지 않아요.
start-level-5-unsolved-about = 최강: 가장 깊이 수를 읽어요. 이 고누는 아직 풀리지 않아서 완벽하게 두는 단계는 없어요.
start-level-5-partial-about = 최강: 옮기기에서는 풀이표로 완벽하게 두고(한 번 만들면, 그 말 수까지), 놓기 끝 무렵에는 풀이표까지 수를 읽어요. 그 밖에는 가장 깊은 수읽기예요.

## 저장된 판.
start-saved-title = 저장된 판
start-join-title = 친구의 판에 들어가기
start-rules-title = 규칙
start-saved-heading = 최근 것부터. Enter로 판을 마지막 국면에서 열어요.
start-column-when = 날짜
start-column-game = 고누
start-column-moves = 수
start-column-result = 결과
start-column-players = 흑 대 백
start-state-unfinished = 두는 중
start-state-won = { $side } 승
start-state-drawn = 비김
start-player-level = { $level }단계
start-player-person = 사람
start-player-puzzle = 묘수풀이
start-player-pair = { $black } 대 { $white }
start-player-network = 네트워크: { $black } 대 { $white }
start-delete-question = { $name } 파일을 아주 지울까요?
start-deleted = { $name } 지웠어요
start-not-deleted = 못 지웠어요: { $why }
start-not-read = 못 읽었어요: { $why }
