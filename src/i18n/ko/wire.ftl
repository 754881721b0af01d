# 두 kono 사이에서 잘못된 것: 친구가 보내면 안 되는 메시지, 통신 규칙에 어긋난
# 줄, 판을 연 쪽이 거절한 참가. 통신 낱말(MOVE, READY, KONO/2…)과 수는
# 데이터라서 그대로 둬요.
net-violation-move-after-end = 판이 끝난 뒤에 MOVE { $mv }가 왔어요
net-violation-move-out-of-turn = 상대 차례가 아닌데 MOVE { $mv }가 왔어요
net-violation-move-too-many = MOVE { $mv }: 기보에 담을 수 있는 { $most }수를 넘었어요
net-violation-move-before-answer = 상대가 보낸 요청에 대답하기 전에 MOVE { $mv }가 왔어요
net-violation-move-illegal = MOVE { $mv }: { $why }
net-violation-second-ask = 대답을 받기 전에 { $message }가 또 왔어요
net-violation-answer-without-ask = 대답할 { $draw ->
    [1] 비김 제안
   *[other] 요청
}이 없는데 { $word } ACCEPT나 DECLINE이 왔어요
net-violation-rematch-before-end = 판이 끝나기 전에 REMATCH ASK가 왔어요
net-violation-aids = 도움 없는 판에 AIDS ON이 왔어요
net-violation-after-handshake = 인사를 마친 뒤에 { $word }가 왔어요
net-violation-ready-out-of-place = READY가 있을 자리가 아니에요
net-violation-ready-too-soon = NEW와 START보다 READY가 먼저 왔어요
net-violation-out-of-place = 다시 두기를 차리는 중에 { $word }가 왔어요
net-violation-start-not-of = START가 { $welcome }의 국면이 아니에요: { $why }
net-violation-history-illegal = MOVES: { $number }번째 수 { $mv }: { $why }
net-violation-history-too-long = MOVES: 지난 수가 { $most }수보다 많아요
net-violation-ended = ENDED: { $why }
net-violation-ended-time = 시계 없는 판에 ENDED time이 왔어요
net-violation-no-clock = 시계 없는 판에 { $message }가 왔어요
net-violation-flag = FLAG: { $why }
net-violation-host-keeps-time = 들어온 쪽이 { $word }를 보냈어요: 시간은 판을 연 쪽만 재요
net-violation-flag-with-time-left = 마지막 CLOCK에서 { $side }의 시간이 남아 있는데 FLAG가 왔어요
net-violation-timeout = { $within } 안에 { $message }가 오지 않았어요
net-violation-closed-before = { $message }가 오기 전에 연결이 끊겼어요
net-violation-unexpected = { $message }가 와야 할 자리에 `{ $got }`가 왔어요

net-protocol-too-long = { $most }바이트보다 긴 줄이에요
net-protocol-not-utf8 = UTF-8 글이 아닌 줄이에요
net-protocol-control = 줄에 제어 문자({ $text })가 있어요
net-protocol-empty = 빈 줄이에요
net-protocol-spacing = `{ $text }`: 낱말 사이는 빈칸 하나여야 해요
net-protocol-unknown = `{ $text }`는 kono 통신 규칙의 메시지가 아니에요
net-protocol-version = `{ $text }`: 이 kono는 KONO/2만 써요
net-protocol-extra = { $message } 뒤에 `{ $text }`가 더 있어요
net-protocol-too-fast = `{ $text }` 줄이 1초에 하나보다 빨리 왔어요 (대화는 몇 줄을 한꺼번에 보낸 뒤로는 1초에 한 줄이에요)

net-refusal-guessing = 틀린 코드가 너무 많아요: 누군가 코드를 짐작하고 있어요. 1분 뒤에 다시 해 보세요
net-refusal-wrong-codes = 틀린 코드가 너무 많아요. 1분 뒤에 다시 해 보세요
net-refusal-busy = 한꺼번에 연결이 너무 많아요. 다시 해 보세요
net-refusal-silent = { $within } 안에 JOIN이 오지 않았어요
net-refusal-closed = 들어오지 않고 연결을 끊었어요
net-refusal-not-kono = kono가 아니에요
net-refusal-version = 통신 규칙 2판만 써요
net-refusal-wrong-code = 코드가 틀렸어요
net-refusal-in-progress = 이미 두는 중이에요

net-stranger-said = `{ $text }`라고 했어요
net-stranger-silent = { $within } 안에 아무 말도 없었어요
net-stranger-closed = 연결을 끊었어요
net-stranger-sent = 잘못된 줄을 보냈어요: { $what }

net-word-code = `{ $text }`는 참가 코드가 아니에요: A-Z와 2-9로 된 6글자예요(I, O, 0, 1은 빼고요)
net-word-name = `{ $text }`는 이름이 될 수 없어요: A-Z, a-z, 0-9, _ . - 로 1에서 24글자예요
net-word-game-id = `{ $text }`는 판 id가 아니에요: a-z와 0-9로 된 12글자예요
net-word-empty = 글이 비어 있어요
net-word-long = 글이 { $count }글자예요. 200글자까지만 돼요
net-word-bytes = 글이 { $count }바이트예요. 496바이트까지만 돼요
net-word-control = 글에 제어 문자({ $text })가 있어요
net-join-typed = 판을 연 쪽의 주소, 빈칸, 참가 코드를 차례로 치세요
