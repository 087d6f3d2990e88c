//! The agent's log: one line per event on standard error, logfmt
//! (`time=… level=info msg="policy applied" iface=eth0 …`) or JSON
//! (`{"time":…,"level":"info","msg":…,"iface":"eth0",…}`), at the level
//! `--log-level` or `RUST_LOG` asks for.
//!
//! logfmt as its parsers read it (go-logfmt, Grafana Loki's `logfmt`
//! stage): `key=value` pairs separated by one space; a value is quoted
//! when it is empty or holds a space, `=`, `"`, or a control character,
//! and inside quotes `\` and `"` are escaped, line breaks are `\n`, `\r`,
//! `\t`. So a multi-line tool error stays on its event's line.

use std::io::Write as _;
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::layer::{Context, Layer};
use tracing_subscriber::prelude::*;

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    #[default]
    Logfmt,
    Json,
}

impl Format {
    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "logfmt" => Some(Format::Logfmt),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}

/// Log options: the format, and the level (`--log-level`, else
/// `RUST_LOG`, else info).
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub format: Format,
    pub level: Option<String>,
}

/// The least severe level to log, from `--log-level` or `RUST_LOG`: a
/// level name (`error`, `warn`, `info`, `debug`, `trace`, `off`), or
/// `RUST_LOG` directives, of which a bare level or one for `dropc…` counts
/// (`RUST_LOG=dropc_agent=debug,hyper=warn` is debug).
pub fn level_of(text: &str) -> Option<tracing::level_filters::LevelFilter> {
    use tracing::level_filters::LevelFilter;
    let one = |s: &str| match s.trim().to_ascii_lowercase().as_str() {
        "off" => Some(LevelFilter::OFF),
        "error" => Some(LevelFilter::ERROR),
        "warn" | "warning" => Some(LevelFilter::WARN),
        "info" => Some(LevelFilter::INFO),
        "debug" => Some(LevelFilter::DEBUG),
        "trace" => Some(LevelFilter::TRACE),
        _ => None,
    };
    let mut found = None;
    for d in text.split(',') {
        match d.split_once('=') {
            None => found = one(d).or(found),
            Some((target, l)) if target.trim().starts_with("dropc") => found = one(l).or(found),
            Some(_) => {}
        }
    }
    found
}

/// Sets up the log on standard error. An unknown level is an error
/// (named), so that a typo does not silence the log.
pub fn init(opts: &Options) -> Result<(), String> {
    let (text, from) = match (&opts.level, std::env::var("RUST_LOG")) {
        (Some(l), _) => (Some(l.clone()), "--log-level"),
        (None, Ok(l)) if !l.trim().is_empty() => (Some(l), "RUST_LOG"),
        (None, _) => (None, ""),
    };
    let level = match text {
        Some(t) => level_of(&t).ok_or_else(|| {
            format!("{from} `{t}`: expected one of error, warn, info, debug, trace, off")
        })?,
        None => tracing::level_filters::LevelFilter::INFO,
    };
    let _ = tracing_subscriber::registry()
        .with(Lines {
            format: opts.format,
        })
        .with(level)
        .try_init();
    Ok(())
}

struct Lines {
    format: Format,
}

/// An event's fields, in order; `message` is the event's text.
#[derive(Default)]
struct Fields {
    msg: String,
    pairs: Vec<(&'static str, Value)>,
}

enum Value {
    Text(String),
    Number(String),
}

impl Visit for Fields {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.text(field, value.to_string());
    }
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.text(field, format!("{value:?}"));
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.pairs
            .push((field.name(), Value::Number(value.to_string())));
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.pairs
            .push((field.name(), Value::Number(value.to_string())));
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.pairs
            .push((field.name(), Value::Number(value.to_string())));
    }
}

impl Fields {
    fn text(&mut self, field: &Field, value: String) {
        if field.name() == "message" {
            self.msg = value;
        } else {
            self.pairs.push((field.name(), Value::Text(value)));
        }
    }
}

impl<S: Subscriber> Layer<S> for Lines {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        let mut f = Fields::default();
        event.record(&mut f);
        let level = level_name(*event.metadata().level());
        let time = humantime::format_rfc3339_micros(std::time::SystemTime::now()).to_string();
        let line = match self.format {
            Format::Logfmt => logfmt(&time, level, &f),
            Format::Json => json(&time, level, &f),
        };
        // One write per event: lines of concurrent events never mix.
        let _ = std::io::stderr().lock().write_all(line.as_bytes());
    }
}

fn level_name(l: Level) -> &'static str {
    match l {
        Level::ERROR => "error",
        Level::WARN => "warn",
        Level::INFO => "info",
        Level::DEBUG => "debug",
        Level::TRACE => "trace",
    }
}

/// A logfmt value: bare when it can be, else quoted and escaped.
pub fn logfmt_value(v: &str) -> String {
    let bare = !v.is_empty()
        && v.chars()
            .all(|c| !c.is_whitespace() && !c.is_control() && c != '=' && c != '"');
    if bare {
        return v.to_string();
    }
    let mut out = String::with_capacity(v.len() + 2);
    out.push('"');
    for c in v.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:04x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn logfmt(time: &str, level: &str, f: &Fields) -> String {
    let mut out = format!("time={time} level={level} msg={}", logfmt_value(&f.msg));
    for (k, v) in &f.pairs {
        out.push(' ');
        out.push_str(k);
        out.push('=');
        match v {
            Value::Text(t) => out.push_str(&logfmt_value(t)),
            Value::Number(n) => out.push_str(n),
        }
    }
    out.push('\n');
    out
}

fn json(time: &str, level: &str, f: &Fields) -> String {
    let mut m = serde_json::Map::new();
    m.insert("time".into(), time.into());
    m.insert("level".into(), level.into());
    m.insert("msg".into(), f.msg.clone().into());
    for (k, v) in &f.pairs {
        let v = match v {
            Value::Text(t) => serde_json::Value::from(t.clone()),
            Value::Number(n) => serde_json::from_str(n).unwrap_or_else(|_| n.clone().into()),
        };
        m.insert((*k).to_string(), v);
    }
    let mut out = serde_json::Value::Object(m).to_string();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_quoted_when_they_must_be() {
        assert_eq!(logfmt_value("eth0"), "eth0");
        assert_eq!(logfmt_value(""), "\"\"");
        assert_eq!(logfmt_value("a b"), "\"a b\"");
        assert_eq!(logfmt_value("k=v"), "\"k=v\"");
        assert_eq!(
            logfmt_value("nft: line 1\nsay \"x\" \\"),
            "\"nft: line 1\\nsay \\\"x\\\" \\\\\""
        );
    }

    #[test]
    fn levels_from_flag_or_rust_log() {
        use tracing::level_filters::LevelFilter;
        assert_eq!(level_of("debug"), Some(LevelFilter::DEBUG));
        assert_eq!(level_of("WARN"), Some(LevelFilter::WARN));
        assert_eq!(
            level_of("hyper=trace,dropc_agent=debug"),
            Some(LevelFilter::DEBUG)
        );
        assert_eq!(level_of("hyper=trace"), None);
        assert_eq!(level_of("loud"), None);
    }
}
