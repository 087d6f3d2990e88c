//! Loading nft and iptables artifacts (being written).
use crate::ApplyRequest;
use dropc_backends::Target;

pub fn apply(_req: &ApplyRequest<'_>) -> anyhow::Result<String> {
    anyhow::bail!("not yet implemented")
}

pub fn remove(_iface: &str, _target: Target) -> anyhow::Result<String> {
    Ok(String::new())
}
