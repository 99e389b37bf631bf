/**
 * Catches a render error of one content widget so it never reaches the host page (CONTRACT
 * §2 isolation): the widget disappears, its server markup comes back, the error is logged once.
 * A class component because it is the only error boundary React and preact/compat share.
 */
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  onError: (error: unknown) => void;
  children?: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
