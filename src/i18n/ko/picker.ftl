# `kono learn`의 과정 쪽: 과정의 익힘을 별과 함께 늘어놓고, 아무 익힘이나
# 열어요. 그 쪽의 키.

## 키.
picker-key-section = 과정 쪽에서
picker-key-lessons = 익힘: 과정 쪽을 열어요. 익힘마다 별이 보이고, 아무 익힘이나 열 수 있어요
picker-bar-lessons = 익힘 목록
picker-key-up = 위 익힘
picker-key-down = 아래 익힘
picker-key-open = 익힘을 열어요 (아직 안 한 첫 과제부터)
picker-bar-open = 열기
picker-key-back = 과제로 돌아가요
picker-bar-back = 돌아가기

## 쪽.
picker-title = { $game }: 익힘 목록
picker-summary = 익힘 { $count }개 중 { $done }개 마침 · 별 { $all }개 중 { $stars }개
picker-done = 마침
picker-part = 과제 { $done }/{ $count }
picker-opens = Enter를 누르면 익힘 { $number }의 과제 { $task }부터 열어요.
picker-more-above = ↑ 더 있어요
picker-more-below = ↓ 더 있어요

## The lesson panel: the lesson's words go on, on the course page.
lesson-words-more = … 익힘 글 전체: { $key }
