/**
 * Catches a render or effect error of the tree under it so it never reaches the host page
 * (product-rules §11 isolation): the tree disappears and `onError` hears the error once; the widget
 * then hands it to the runtime (`context.fail`), which gives the server markup back.
 * A class component because it is the only error boundary React and Preact share.
 * Errors thrown in event handlers are not render errors and do not reach it (as in React).
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
    // Support: Preact calls both getDerivedStateFromError and componentDidCatch, and may call
    // componentDidCatch again for an error in the same commit; report once.
    if ((this as { reported?: boolean }).reported) return;
    (this as { reported?: boolean }).reported = true;
    try {
      this.props.onError(error);
    } catch {
      /* the reporter must not throw back into the renderer */
    }
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
