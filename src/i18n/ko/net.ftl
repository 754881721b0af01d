# 네트워크로 친구와 두는 놀이: 알림 줄, 옆 판, 묻는 말.

net-friend-named = { $side } { $name }
net-draw-offer = 비김 제안
net-undo-request = 무르기 요청
net-rematch-request = 다시 두기 요청

net-waiting = 친구를 기다려요: 옆 판에 나온 주소, 포트, 코드를 친구에게 알려 주세요
net-joined = 친구({ $friend })가 들어왔어요: 판을 시작해요
net-connected = 친구({ $friend })의 판에 들어갔어요: 판을 시작해요
net-refused = { $from }의 연결을 거절했어요: { $reason }. 계속 기다려요
net-their-turn = { $side } 차례예요: 친구가 네트워크로 둬요
net-say = 말하기:
net-reconnecting = 친구의 판에 다시 들어가는 중…
net-rejoined = 다시 연결됐어요: 계속 둬요
net-rejoined-over = 다시 연결됐어요: 판은 끝났어요(다시 두기나 돌아보기는 할 수 있어요)
net-rejoined-resent = 다시 연결됐어요: 판을 연 쪽에 없던 내 마지막 { $count }수를 다시 보냈어요
net-rejoined-differ = 다시 연결됐어요: 내 기보가 달라서 판을 연 쪽의 기보로 이어 가요
net-not-saved-withdrawn = 그 수는 무르고 보내지 않았어요: 저장하지 못했어요({ $why }). 자리를 마련하고 다시 두세요
net-not-saved-stopped = 판을 여기서 멈추고 친구에게 알렸어요: 저장하지 못했어요({ $why }). 저장할 수 있게 되면 친구가 다시 들어와 이어 둬요
net-copy-kept = 다시 연결됐어요: 판을 연 쪽의 기보로 이어 가요. 달랐던 내 기보는 { $path }에 남겼어요
net-copy-not-kept = 다시 연결됐어요: 판을 연 쪽의 기보로 이어 가요. 달랐던 내 기보는 남기지 못했어요: { $why }
net-asked = { $what }을 보냈어요: 대답을 기다려요
net-draw-agreed = 비기기로 했어요
net-accepted = 상대가 { $what }을 받아들였어요
net-declined = 상대가 { $what }을 거절했어요
net-no-aids = 이 판은 도움 없이 둬요: 양쪽 모두 수 평가와 코치가 꺼져 있어요
net-friend-aids = 친구({ $friend })가 수 평가나 코치를 켰어요: 양쪽 기보에 남아요
net-rematch-agreed = 다시 두기로 했어요: 판을 연 쪽이 새 판을 차려요…
net-rematch = 다시 둬요: 나는 { $side }이에요
net-you-declined = 상대의 { $what }을 거절했어요
net-took-back = { $count }수 물렀어요
net-resigned = { $side }이 기권했어요: { $winner }이 이겼어요
net-you-said = 나: { $text }
net-left = 친구가 나가요
net-left-why = 친구가 나가요: { $reason }
net-closed = 연결이 끊겼어요 ({ $why })
net-withdrawn-ours = 내 { $what }은 거둬졌어요
net-withdrawn-theirs = 상대의 { $what }은 거둬졌어요
net-clock-runs-away = 자리를 비운 동안에도 { $side }의 시계는 가요 (시간은 판을 연 쪽이 재요)
net-saved = 판은 저장됐어요
net-broke = 약속에 어긋난 메시지 ({ $what }): 연결을 끊고, 판은 마지막 바른 국면에 그대로 있어요
net-not-in-network-game = 네트워크로 두는 동안은 안 돼요 (다시 두기, 새 판, 돌아보기 없음)
net-only-over-network = 네트워크로 친구와 둘 때만 돼요

net-not-connected = 친구가 연결돼 있지 않아요
net-game-over = 판이 끝났어요
net-already-connected = 이미 연결돼 있어요
net-host-waits = 판을 연 쪽은 기다려요: 친구가 다시 들어와요
net-other-game = 판을 연 쪽이 지금 다른 판을 두고 있어요
net-not-over = 판이 아직 끝나지 않았어요
net-waiting-answer = 내 { $what }에 대한 대답을 기다리고 있어요
net-nothing-to-undo = 물릴 내 수가 없어요
net-no-request = 대답할 { $what }이 없어요
net-answer-first = 상대의 { $what }에 먼저 대답하세요

net-closed-by-us = 내가 끊었어요
net-closed-left = 친구({ $friend })가 나갔어요
net-closed-silent = 친구({ $friend })의 kono가 말없이 끊었어요
net-closed-lost = { $secs }초 동안 아무것도 오지 않았어요
net-closed-broken = 친구({ $friend })가 잘못된 것을 보냈어요: { $what }
net-closed-overflow = 보낸 것 가운데 마지막 { $kib } KiB를 하나도 읽지 않았어요

net-rematch-question = { $side }이 편을 바꿔 다시 두자고 해요: 둘까요?
net-quit-host = 나갈까요? 판은 양쪽에 저장돼요. `kono host --resume`으로 같은 코드와 포트로 다시 열어요
net-quit-join = 나갈까요? 판은 양쪽에 저장돼요. `kono join`에 판을 연 쪽의 주소와 코드를 주면 다시 들어가요

## 옆 판.
net-link-waiting = 기다리는 중
net-link-connected = 연결됨
net-link-dropped-host = 끊김: 기다리는 중
net-link-dropped = 끊김: { $key }를 누르세요
net-panel-you = { $side }: { $name } (나)
net-panel-friend = { $side }: { $name } (친구)
net-panel-link = 연결
net-panel-this-machine = 이 컴퓨터만
net-panel-address = 주소
net-panel-port = 포트
net-panel-code = 코드
net-panel-aids = 도움
net-panel-no-aids = 없음 (수 평가, 코치 없음)
net-chat-long = 한 줄에 { $most }자까지예요.
net-chat-fast = 천천히요: 조금 기다렸다가 다음 줄을 보내 주세요.
