import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * One boundary per remote route (STYLE.md "Errors"): a remote that fails to load or crashes while
 * rendering takes down its own route only. Remount it (change its `key`) to try again.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
