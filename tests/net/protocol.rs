//! Every message parsed strictly and formatted; proptest: no line makes
//! the parser panic, and every message round-trips.

use kono::net::words::{CODE_ALPHABET, MAX_TEXT};
use kono::net::{
    Code, Ending, GameId, MAX_LINE, MOVES_PER_LINE, Message, Name, Request, Text, Welcome,
};
use kono::rules::{Color, Move, Point, Position, PositionText, RuleOptions, Variant};
use proptest::prelude::*;

fn parse(line: &str) -> Message {
    Message::parse(line).unwrap_or_else(|e| panic!("{line:?}: {e}"))
}

fn refused(line: &str) -> String {
    match Message::parse(line) {
        Ok(msg) => panic!("{line:?} was taken as {msg:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_message_of_the_protocol_parses() {
    let start = "wwwww/w...w/...../b...b/bbbbb b";
    let lines = [
        "KONO/2 JOIN ABC234",
        "KONO/2 JOIN ABC234 Jiho",
        "KONO/2 WELCOME abc234xyz789 five standard white none aids",
        "KONO/2 WELCOME abc234xyz789 four forced-capture black none aids Ann.B-2_",
        "KONO/2 REFUSED wrong code",
        &format!("START {start}"),
        "MOVES",
        "MOVES b1-c2 a4-b3 pass",
        "MOVE a1xa3",
        "DRAW OFFER",
        "DRAW ACCEPT",
        "DRAW DECLINE",
        "UNDO ASK",
        "UNDO ACCEPT",
        "UNDO DECLINE",
        "RESIGN",
        "SAY hello, how  are you? 안녕",
        "PING",
        "PONG",
        "BYE",
        "BYE see you tomorrow",
        "ERROR MOVE c3-d4: c3 is empty",
        "KONO/2 WELCOME abc234xyz789 four standard black 300+5 no-aids",
        "ENDED resigned white",
        "ENDED agreed",
        "ENDED time black",
        "READY",
        "CLOCK 0 300000",
        "FLAG",
        "AIDS ON",
        "REMATCH ASK",
        "REMATCH ACCEPT",
        "REMATCH DECLINE",
        "NEW abc234xyz789 five standard white none aids",
    ];
    for line in lines {
        assert_eq!(parse(line).to_string(), line);
    }
    assert_eq!(
        parse("KONO/2 WELCOME abc234xyz789 five strict-goal white none aids Jiho"),
        Message::Welcome(Welcome {
            game: "abc234xyz789".parse().unwrap(),
            variant: Variant::Five,
            rules: RuleOptions {
                strict_goal: true,
                ..RuleOptions::default()
            },
            joiner: Color::White,
            clock: None,
            aids: true,
            name: Some("Jiho".parse().unwrap()),
        })
    );
    assert_eq!(parse("MOVE b1-c2").to_string(), "MOVE b1-c2");
    assert_eq!(parse("MOVES"), Message::Moves(vec![]));
    assert_eq!(parse("UNDO ASK"), Message::Undo(Request::Ask));
}

#[test]
fn lines_that_break_a_rule_are_refused_with_the_reason() {
    let cases = [
        ("", "an empty line"),
        ("HELLO", "`HELLO` is not a message of the kono protocol"),
        ("GET / HTTP/1.1", "`GET` is not a message"),
        ("MOVE  b1-c2", "one space"),
        ("MOVE b1-c2 ", "one space"),
        (" MOVE b1-c2", "one space"),
        ("MOVE", "MOVE without a move"),
        ("MOVE B1-C2", "not written as kono writes moves"),
        ("MOVE b1-c2 a4-b3", "MOVE followed by `a4-b3`"),
        ("MOVE z9-c2", "is not a point"),
        ("DRAW ASK", "`ASK` is not OFFER, ACCEPT or DECLINE"),
        ("UNDO OFFER", "`OFFER` is not ASK, ACCEPT or DECLINE"),
        ("RESIGN now", "RESIGN followed by `now`"),
        ("PING 1", "PING followed by"),
        ("SAY", "SAY without a text"),
        ("SAY tab\there", "control character"),
        ("SAY \u{1b}[2J", "control character"),
        ("KONO/1 JOIN ABC234", "this kono speaks KONO/2 only"),
        ("KONO/2 JOIN abc234", "is not a join code"),
        ("KONO/2 JOIN ABC1O4", "is not a join code"),
        ("KONO/2 JOIN", "JOIN without a join code"),
        ("KONO/2 JOIN ABC234 two words", "JOIN followed by `words`"),
        ("KONO/2 JOIN ABC234 Ji/ho", "is not a name"),
        (
            "KONO/2 JOIN ABC234 abcdefghijklmnopqrstuvwxy",
            "is not a name",
        ),
        (
            "KONO/2 WELCOME abc five standard white none aids",
            "is not a game id",
        ),
        (
            "KONO/2 WELCOME ABC234XYZ789 five standard white none aids",
            "is not a game id",
        ),
        (
            "KONO/2 WELCOME abc234xyz789 six standard white none aids",
            "`six` is not a variant",
        ),
        (
            "KONO/2 WELCOME abc234xyz789 four strict-goal white none aids",
            "does not apply",
        ),
        (
            "KONO/2 WELCOME abc234xyz789 five forced-capture white none aids",
            "does not apply",
        ),
        (
            "KONO/2 WELCOME abc234xyz789 five standard red none aids",
            "is not black or white",
        ),
        ("KONO/2 HELLO", "is not a message"),
        ("KONO/2 REFUSED", "REFUSED without a reason"),
        ("START wwwww/w...w/...../b...b/bbbbb", "START"),
        (
            "START WWWWW/W...W/...../B...B/BBBBB b",
            "not written as kono writes it",
        ),
        ("START wwwww/w...w/...../b...b/bbbbb  b", "one space"),
        ("MOVES b1-c2  a4-b3", "one space"),
        ("MOVES b1-c2 nonsense", "is not a move"),
    ];
    for (line, expected) in cases {
        let error = refused(line);
        assert!(error.contains(expected), "{line:?}: {error}");
    }
    let long = format!("SAY {}", "x".repeat(MAX_LINE));
    assert_eq!(refused(&long), "a line longer than 512 bytes");
    let chat = format!("SAY {}", "x".repeat(MAX_TEXT + 1));
    assert!(refused(&chat).contains("at most 200"));
}

#[test]
fn peer_text_in_an_error_is_escaped() {
    let error = refused("KONO/2 JOIN ABC234 \u{202e}evil");
    assert!(!error.contains('\u{202e}'), "{error}");
}

#[test]
fn a_long_game_is_sent_in_moves_lines_of_at_most_64_moves() {
    let mv = Move::Step {
        from: "a1".parse().unwrap(),
        to: "b2".parse().unwrap(),
    };
    for count in [0, 1, 63, 64, 65, 128, 200] {
        let moves = vec![mv; count];
        let lines = Message::moves_lines(&moves);
        let mut back = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let text = line.to_string();
            assert!(text.len() <= MAX_LINE);
            let Message::Moves(more) = parse(&text) else {
                panic!("{text}")
            };
            // Only the last line is short: it ends the list.
            assert_eq!(more.len() < MOVES_PER_LINE, i == lines.len() - 1);
            back.extend(more);
        }
        assert_eq!(back, moves);
    }
}

#[test]
fn codes_names_and_ids() {
    let code = Code::random();
    assert_eq!(code.to_string().len(), 6);
    assert!(code.to_string().bytes().all(|b| CODE_ALPHABET.contains(&b)));
    assert_eq!(Code::from_typed(" abc234 ").unwrap().to_string(), "ABC234");
    assert!(Code::from_typed("ABC10O").is_err());
    let id = GameId::new(code, Color::White);
    assert_eq!(id.as_str().len(), 12);
    assert_eq!(id.code(), Some(code));
    assert_eq!(id.host_side(), Some(Color::White));
    assert_eq!(id.as_str().parse::<GameId>().unwrap(), id);
    assert_eq!(Name::sanitized("Ji ho/ü").unwrap().as_str(), "Jiho__");
    assert!(Name::sanitized("   ").is_none());
    assert_eq!(Text::lossy("a\nb").unwrap().as_str(), "a b");
    assert_eq!(
        Text::lossy(&"한".repeat(300)).unwrap().as_str().len(),
        165 * 3,
        "cut to what fits a line"
    );
}

fn arb_name() -> impl Strategy<Value = Option<Name>> {
    proptest::option::of("[A-Za-z0-9_.-]{1,24}".prop_map(|s| s.parse().unwrap()))
}

fn arb_text() -> impl Strategy<Value = Text> {
    "[^\\p{Cc}]{1,200}".prop_filter_map("fits", |s| s.parse().ok())
}

fn arb_move() -> impl Strategy<Value = Move> {
    let point = (0u8..5, 0u8..5).prop_map(|(f, r)| Point::new(f, r).unwrap());
    prop_oneof![
        (point.clone(), point.clone()).prop_map(|(from, to)| Move::Step { from, to }),
        (point.clone(), point).prop_map(|(from, to)| Move::Capture { from, to }),
        Just(Move::Pass),
    ]
}

fn arb_position() -> impl Strategy<Value = PositionText> {
    proptest::sample::select(Variant::ALL.to_vec())
        .prop_flat_map(|v| (Just(v), prop_oneof![Just(Color::Black), Just(Color::White)]))
        .prop_map(|(v, c)| PositionText::of(&Position::start(v, c)))
}

fn arb_request() -> impl Strategy<Value = Request> {
    prop_oneof![
        Just(Request::Ask),
        Just(Request::Accept),
        Just(Request::Decline)
    ]
}

fn arb_message() -> impl Strategy<Value = Message> {
    let code = proptest::collection::vec(proptest::sample::select(CODE_ALPHABET), 6)
        .prop_map(|b| String::from_utf8(b).unwrap().parse::<Code>().unwrap());
    let id = "[a-z0-9]{12}".prop_map(|s| s.parse::<GameId>().unwrap());
    let welcome = (
        id,
        // Every game with every rule option it has.
        proptest::sample::select(
            Variant::ALL
                .into_iter()
                .flat_map(|v| RuleOptions::ALL.map(|r| (v, r)))
                .filter(|(v, r)| r.check(*v).is_ok())
                .collect::<Vec<_>>(),
        ),
        prop_oneof![Just(Color::Black), Just(Color::White)],
        proptest::option::of((1..86_400u64, 0..1000u64)),
        any::<bool>(),
        arb_name(),
    )
        .prop_map(
            |(game, (variant, rules), joiner, clock, aids, name)| Welcome {
                game,
                variant,
                rules,
                joiner,
                clock: clock
                    .map(|(base, increment)| kono::rules::TimeControl::fischer(base, increment)),
                aids,
                name,
            },
        );
    let welcome = welcome.prop_flat_map(|w| {
        let new = Message::New(Welcome {
            name: None,
            ..w.clone()
        });
        prop_oneof![Just(Message::Welcome(w)), Just(new)]
    });
    prop_oneof![
        (code, arb_name()).prop_map(|(code, name)| Message::Join { code, name }),
        welcome,
        arb_text().prop_map(Message::Refused),
        arb_position().prop_map(Message::Start),
        proptest::collection::vec(arb_move(), 0..MOVES_PER_LINE).prop_map(Message::Moves),
        arb_move().prop_map(Message::Move),
        arb_request().prop_map(Message::Draw),
        arb_request().prop_map(Message::Undo),
        Just(Message::Resign),
        arb_text().prop_map(Message::Say),
        Just(Message::Ping),
        Just(Message::Pong),
        proptest::option::of(arb_text()).prop_map(Message::Bye),
        arb_text().prop_map(Message::Error),
        prop_oneof![
            prop_oneof![Just(Color::Black), Just(Color::White)].prop_map(Ending::Resigned),
            prop_oneof![Just(Color::Black), Just(Color::White)].prop_map(Ending::Time),
            Just(Ending::Agreed),
        ]
        .prop_map(Message::Ended),
        Just(Message::Ready),
        (any::<u64>(), any::<u64>()).prop_map(|(black, white)| Message::Clock { black, white }),
        Just(Message::Flag),
        Just(Message::AidsOn),
        arb_request().prop_map(Message::Rematch),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_message_round_trips_within_the_line_limit(msg in arb_message()) {
        let line = msg.to_string();
        prop_assert!(line.len() <= MAX_LINE, "{} bytes", line.len());
        prop_assert!(!line.contains('\n') && !line.contains('\r'));
        prop_assert_eq!(Message::parse(&line), Ok(msg));
    }

    #[test]
    fn no_text_makes_the_parser_panic(line in "\\PC{0,600}") {
        let _ = Message::parse(&line);
    }

    #[test]
    fn no_near_miss_makes_the_parser_panic(
        word in prop_oneof![
            Just("KONO/2 JOIN"), Just("KONO/2 WELCOME"), Just("KONO/2 REFUSED"), Just("START"),
            Just("MOVES"), Just("MOVE"), Just("DRAW"), Just("UNDO"), Just("SAY"), Just("BYE"),
            Just("KONO/2"), Just("KONO/1"),
        ],
        rest in "[ a-zA-Z0-9./x-]{0,80}",
    ) {
        let line = format!("{word}{rest}");
        if let Ok(msg) = Message::parse(&line) {
            // Whatever is accepted is written back the same way.
            prop_assert_eq!(msg.to_string(), line);
        }
    }
}
