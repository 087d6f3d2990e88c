//! Workspace-wide integration tests live in tests/, benches in benches/.
