//! `/metrics` and `/healthz` over HTTP/1 (hyper).

use crate::metrics::{set_sizes, SetSize, Shared};
use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Method, Request, Response, StatusCode};
use std::collections::BTreeSet;
use tracing::warn;

/// Serves connections from `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, metrics: Shared) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(x) => x,
            Err(e) => {
                warn!(error = %e, "accepting a metrics connection failed");
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                continue;
            }
        };
        let metrics = metrics.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |req| {
                let metrics = metrics.clone();
                async move { Ok::<_, std::convert::Infallible>(respond(req, metrics).await) }
            });
            if let Err(e) = hyper::server::conn::http1::Builder::new()
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .await
            {
                warn!(peer = %peer, error = %e, "metrics connection failed");
            }
        });
    }
}

fn text(status: StatusCode, content_type: &'static str, body: String) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(body)));
    *r.status_mut() = status;
    if let Ok(v) = hyper::header::HeaderValue::from_str(content_type) {
        r.headers_mut().insert(hyper::header::CONTENT_TYPE, v);
    }
    r
}

async fn respond(req: Request<hyper::body::Incoming>, metrics: Shared) -> Response<Full<Bytes>> {
    const PLAIN: &str = "text/plain; charset=utf-8";
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return text(StatusCode::METHOD_NOT_ALLOWED, PLAIN, "GET only\n".into());
    }
    match req.uri().path() {
        "/metrics" => {
            // The counters of every policy of this namespace, exactly as
            // `dropc stats --format prometheus` shows them (reading them
            // runs tools: off the runtime's thread).
            // The sizes of the dynamic sets are read the same way.
            let dynamic = match metrics.lock() {
                Ok(m) => m.dynamic_sets(),
                Err(_) => Vec::new(),
            };
            let read = tokio::task::spawn_blocking(move || {
                let mut sizes: Vec<SetSize> = Vec::new();
                for (iface, names) in &dynamic {
                    for (set, target, space, n) in crate::sets::sizes(iface, names) {
                        sizes.push((iface.clone(), set, target, space, n));
                    }
                }
                (dropc_apply::report::stats(None), sizes)
            })
            .await;
            let mut body = String::new();
            match read {
                Ok((stats, sizes)) => {
                    match stats {
                        Ok((doc, warnings)) => {
                            for w in warnings {
                                warn!(warning = %w, "reading counters");
                            }
                            body.push_str(&dropc_apply::report::prometheus(&doc));
                        }
                        Err(e) => warn!(error = %e, "reading counters failed"),
                    }
                    body.push_str(&set_sizes(&sizes));
                }
                Err(e) => warn!(error = %e, "reading counters failed"),
            }
            match metrics.lock() {
                Ok(m) => body.push_str(&m.prometheus()),
                Err(_) => {
                    return text(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        PLAIN,
                        "poisoned\n".into(),
                    )
                }
            }
            text(
                StatusCode::OK,
                "text/plain; version=0.0.4; charset=utf-8",
                body,
            )
        }
        "/healthz" => {
            let (unprotected, absent): (Vec<String>, Vec<String>) = match metrics.lock() {
                Ok(m) => (
                    m.unprotected().into_iter().map(str::to_string).collect(),
                    m.absent.clone(),
                ),
                Err(_) => {
                    return text(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        PLAIN,
                        "poisoned\n".into(),
                    )
                }
            };
            // Ready: every selected interface that exists has its policy
            // in force; one that does not exist (yet) is named, and is no
            // reason to be unready.
            let (unprotected, gone): (Vec<String>, Vec<String>) = unprotected
                .into_iter()
                .partition(|i| dropc_apply::ifindex(i).is_ok());
            let mut body = if unprotected.is_empty() {
                "ok: every selected interface present has its policy in force\n".to_string()
            } else {
                format!("no policy in force on: {}\n", unprotected.join(", "))
            };
            let missing: Vec<String> = absent
                .into_iter()
                .chain(gone)
                .collect::<BTreeSet<String>>()
                .into_iter()
                .collect();
            if !missing.is_empty() {
                body.push_str(&format!("not present (yet): {}\n", missing.join(", ")));
            }
            let status = if unprotected.is_empty() {
                StatusCode::OK
            } else {
                StatusCode::SERVICE_UNAVAILABLE
            };
            text(status, PLAIN, body)
        }
        _ => text(
            StatusCode::NOT_FOUND,
            PLAIN,
            "not found: try /metrics or /healthz\n".into(),
        ),
    }
}
