# 매뉴얼 페이지의 자기 부분(선택 사항은 cli.ftl에서 와요).

manual-name = 이름
manual-synopsis = 개요
manual-description = 설명
manual-options = 선택 사항
manual-commands = 명령
manual-version = 버전
manual-environment = 환경 변수
manual-files = 파일
manual-keys = 키

manual-env-kono-home = kono의 모든 것을 두는 폴더: 저장한 판, 배우기 기록, 풀이 표, 설정 파일. 정하지 않으면 시스템의 자리를 써요.
manual-env-kono-config = 늘 쓰는 폴더의 config.toml 대신 읽을 설정 파일.
manual-env-no-color = 정해져 있고 비어 있지 않으면 말판을 색 없이 그려요.
manual-env-locale = --lang도, 설정 파일의 [look] lang도 없을 때의 언어: ko로 시작하는 로캘(ko_KR.UTF-8)이면 한국어, 그 밖에는 영어예요. 정해진 것 가운데 처음 것을 따라요.

manual-file-games = 저장한 판, 한 판에 기보 하나($KONO_HOME을 정하면 $KONO_HOME/games, macOS에서는 ~/Library/Application Support/kono).
manual-file-lessons = 끝낸 배우기 과제마다 받은 별. 망가진 파일은 옆에 lessons.damaged.txt로 남겨 둬요.
manual-file-start = 시작 화면에서 마지막으로 고른 것들.
manual-file-tables = `kono solve`가 만든 풀이 표($KONO_HOME을 정하면 $KONO_HOME/tables).
manual-file-config = 설정 파일: 모양과 키(`kono config`가 보여 줘요. $KONO_CONFIG나 $KONO_HOME을 정하면 $KONO_CONFIG, $KONO_HOME/config.toml).
manual-keys-intro = 대국 화면의 키예요. 설정 파일로 바꿀 수 있어요.
