# The course page of `kono learn`: the course's lessons with their stars,
# to open any of them; its keys.

## The keys.
picker-key-section = On the course page
picker-key-lessons = lesson: the course page, every lesson with its stars, to open any
picker-bar-lessons = lessons
picker-key-up = the lesson above
picker-key-down = the lesson below
picker-key-open = open the lesson at its first task not done
picker-bar-open = open
picker-key-back = back to the task
picker-bar-back = back

## The page.
# $game: the game's name.
picker-title = { $game }: the lessons
picker-summary = { $done } of { $count } lessons done · { $stars } of { $all } stars
picker-done = done
picker-part = { $done }/{ $count } tasks
# $task: the task Enter opens.
picker-opens = Enter opens lesson { $number } at task { $task }.
picker-more-above = ↑ more
picker-more-below = ↓ more

## The lesson panel: the lesson's words go on, on the course page.
lesson-words-more = … the whole lesson: { $key }
